package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
)

// The sources of games, as gnugo.yaml names them.
const (
	sourceSelfPlay = "self-play"
	sourceGNUGo    = "gnugo-level-" // followed by the level
)

// boardSize is the size of every game.
const boardSize = 9

// moveTimeout bounds each GTP exchange with an opponent.
const moveTimeout = time.Minute

// job is one game to play.
type job struct {
	selfPlay bool
	number   int // from 1, within its kind
	playouts int
	botColor board.Color // against GNU Go
}

// file is the name of the job's SGF file.
func (j *job) file() string {
	if j.selfPlay {
		return fmt.Sprintf("selfplay-%03d.sgf", j.number)
	}
	return fmt.Sprintf("gnugo-%03d.sgf", j.number)
}

// botSeed is the seed of the bot playing c in the job: distinct for every
// game, kind and side.
func (j *job) botSeed(base uint64, c board.Color) uint64 {
	kind := uint64(1)
	if j.selfPlay {
		kind = 0
	}
	return base<<32 | kind<<24 | uint64(j.number)<<2 | uint64(c)
}

// gnugoSeed is GNU Go's --seed for the job: distinct for every game, never
// 0, and within GNU Go's int.
func (j *job) gnugoSeed(base uint64) int {
	return int((base*100003+uint64(j.number))%(1<<31-1)) + 1
}

// discard is a game thrown away, with the reason.
type discard struct{ reason string }

func (d *discard) Error() string { return d.reason }

// The reasons games are discarded.
const (
	reasonMoveLimit   = "move limit"
	reasonGNUGoResign = "GNU Go resigned"
	reasonBotResign   = "the bot resigned"
)

// rules returns the rules of every game: Japanese with komi.
func rules(komi float64) analyze.Rules {
	r, _ := analyze.Preset("japanese")
	r.Komi = komi
	return r
}

// newBot returns the bot that plays c in job j.
func newBot(o *options, j *job, c board.Color) *mcts.Bot {
	return mcts.New(mcts.Config{Playouts: j.playouts, Seed: j.botSeed(o.seed, c), Rules: rules(o.komi), NoResign: true})
}

// playSelf plays the bot against itself until two passes in a row. The
// error is a *discard for a game that did not finish.
func playSelf(ctx context.Context, o *options, j *job) (*game.Game, error) {
	g, err := game.New(game.Go, boardSize, boardSize, rules(o.komi))
	if err != nil {
		return nil, err
	}
	var bots [3]*mcts.Bot
	bots[board.Black], bots[board.White] = newBot(o, j, board.Black), newBot(o, j, board.White)
	for {
		if _, over := g.Over(); over {
			return g, nil
		}
		if len(g.Moves()) >= o.maxMoves {
			return nil, &discard{reasonMoveLimit}
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c := g.ToMove()
		d := bots[c].Genmove(g, c)
		if d.Resign {
			return nil, &discard{reasonBotResign}
		}
		if _, err := g.Play(c, d.Move); err != nil {
			return nil, fmt.Errorf("the bot playing %s: %w", c, err)
		}
	}
}

// gtpColour is c as GTP commands take it.
func gtpColour(c board.Color) string {
	if c == board.White {
		return "white"
	}
	return "black"
}

// playGNUGo plays the bot against GNU Go until two passes in a row. The
// error is a *discard for a game that did not finish.
func playGNUGo(ctx context.Context, o *options, j *job, stderr io.Writer) (*game.Game, error) {
	cl, err := client.Start(ctx, fmt.Sprintf("%s --mode gtp --level %d --seed %d", o.engine, o.level, j.gnugoSeed(o.seed)), stderr)
	if err != nil {
		return nil, err
	}
	defer cl.Close()
	for _, cmd := range []string{fmt.Sprintf("boardsize %d", boardSize), "clear_board", "komi " + formatKomi(o.komi)} {
		if _, err := cl.Send(cmd, moveTimeout); err != nil {
			return nil, err
		}
	}
	g, err := game.New(game.Go, boardSize, boardSize, rules(o.komi))
	if err != nil {
		return nil, err
	}
	bot := newBot(o, j, j.botColor)
	for {
		if _, over := g.Over(); over {
			return g, nil
		}
		if len(g.Moves()) >= o.maxMoves {
			return nil, &discard{reasonMoveLimit}
		}
		c := g.ToMove()
		if c == j.botColor {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			d := bot.Genmove(g, c)
			if d.Resign {
				return nil, &discard{reasonBotResign}
			}
			if _, err := g.Play(c, d.Move); err != nil {
				return nil, fmt.Errorf("the bot playing %s: %w", c, err)
			}
			if _, err := cl.Send("play "+gtpColour(c)+" "+d.Move.String(), moveTimeout); err != nil {
				return nil, err
			}
			continue
		}
		resp, err := cl.Send("genmove "+gtpColour(c), moveTimeout)
		if err != nil {
			return nil, err
		}
		move := strings.TrimSpace(resp)
		if strings.EqualFold(move, "resign") {
			return nil, &discard{reasonGNUGoResign}
		}
		v, err := board.ParseVertex(move)
		if err != nil || strings.Contains(move, ",") {
			return nil, fmt.Errorf("GNU Go answered genmove with %q", resp)
		}
		p, ok := v.Resolve(g.Board())
		if !ok {
			return nil, fmt.Errorf("GNU Go played %s, off the board", move)
		}
		if _, err := g.Play(c, p); err != nil {
			return nil, fmt.Errorf("GNU Go played %s: %w", move, err)
		}
	}
}
