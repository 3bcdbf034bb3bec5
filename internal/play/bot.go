package play

import (
	"fmt"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// SearchBot returns the tree search bot of cfg as a player of a session,
// its note the playouts (or the opening book) and the win rate of each
// move.
func SearchBot(cfg mcts.Config) Bot { return &searchBot{cfg: cfg, bot: mcts.New(cfg)} }

// searchBot adapts the tree search to the session.
type searchBot struct {
	cfg mcts.Config
	bot *mcts.Bot
}

func (b *searchBot) Move(g *game.Game, c board.Color) (board.Point, bool, string) {
	d := b.bot.Genmove(g, c)
	if d.Book {
		return d.Move, d.Resign, fmt.Sprintf("opening book, win rate %.0f%%", 100*d.WinRate)
	}
	return d.Move, d.Resign, fmt.Sprintf("%d playouts, win rate %.0f%%", d.Playouts, 100*d.WinRate)
}

// SetThinkTime switches the bot to d per move (the `time` command); the
// search tree starts afresh.
func (b *searchBot) SetThinkTime(d time.Duration) {
	b.cfg.Playouts, b.cfg.Think = 0, d
	b.bot = mcts.New(b.cfg)
}
