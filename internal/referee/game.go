package referee

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
)

// JudgeGame is Judge on the game g as it stands (see FromGame): the judge
// of a game played through goscore, by gtp or match.
func (p *Pool) JudgeGame(g *game.Game) ([]board.Point, error) {
	pos := FromGame(g)
	return p.Judge(&pos)
}

// ForMatch returns the judge of a match's dead stones that value (match's
// --referee) names, and its name for the output: none, goscore's estimate
// with its defaults, or an engine's command line. An engine is started
// now, so that one that does not start, or has no final_status_list, is
// an error before any game is played; pool is then that engine's, for the
// caller to close (and kill on a stop signal), else nil.
func ForMatch(ctx context.Context, value string, timeout time.Duration) (judge func(*game.Game) ([]board.Point, error), name string, pool *Pool, err error) {
	switch v := strings.TrimSpace(value); strings.ToLower(v) {
	case life.MethodNone:
		return nil, life.MethodNone, nil, nil
	case life.MethodEstimate:
		// The batch's estimate: its defaults, on the board without
		// strings that have no liberties (in a game, the board).
		sp := life.Spec{Method: life.MethodEstimate, Estimate: life.Config{Seed: 1}.Resolved()}
		return func(g *game.Game) ([]board.Point, error) {
			var e analyze.Evaluation
			analyze.Evaluate(g.Board(), g.ToMove(), &e)
			dead, _, err := sp.Choose(g.Board(), e.Cleared())
			return dead, err
		}, life.MethodEstimate, nil, nil
	case "":
		return nil, "", nil, errors.New("--referee names nothing (want estimate, none or an engine's command)")
	default:
		if _, err := client.Split(v); err != nil {
			return nil, "", nil, fmt.Errorf("bad --referee: %v", err)
		}
		pool := New(ctx, v, timeout)
		if err := pool.Check(); err != nil {
			return nil, "", nil, fmt.Errorf("--referee %v", err)
		}
		return pool.JudgeGame, v, pool, nil
	}
}
