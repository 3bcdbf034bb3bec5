package goengine

import (
	"errors"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
)

// The estimate of a game as it stands, unfinished: GNU Go's
// estimate_score, and a GoGui overlay of the same estimate. final_score
// counts the board as the end of the game would (open areas neutral);
// these forecast it, with each point's likely owner by the playouts of
// the estimate (life.EstimateGame), as play's `count` shows it during
// the game.

// registerEstimate adds estimate_score and goscore-estimate to e.
func (ge *goEngine) registerEstimate(e *gtp.Engine) {
	e.Register("estimate_score", ge.estimateScore)
	e.Register("goscore-estimate", ge.estimateGfx)
}

// gameEstimate estimates the game with the estimate's configuration of
// Config.Dead and the engine's handicap.
func (ge *goEngine) gameEstimate(args []string, cmd string) (*life.GameEstimate, error) {
	if len(args) > 0 {
		return nil, errors.New("syntax error: " + cmd + " takes no arguments")
	}
	if ge.g.Kind != game.Go {
		return nil, errors.New("kill-all has no score estimate")
	}
	return life.EstimateGame(ge.g, ge.cfg.Dead.Estimate), nil
}

// estimateScore answers as GNU Go does: the estimated result, then the
// bounds the unclear points leave it, as White's lead (negative when
// Black leads), "W+4.5 (upper bound: 12.5, lower: -3.5)".
func (ge *goEngine) estimateScore(args []string) (string, error) {
	est, err := ge.gameEstimate(args, "estimate_score")
	if err != nil {
		return "", err
	}
	s := est.Score
	lead := s.White.Score - s.Black.Score
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return s.Result() + " (upper bound: " + f(lead+float64(est.Unclear)) + ", lower: " + f(lead-float64(est.Unclear)) + ")", nil
}

// estimateGfx is a GoGui overlay of the estimate: how far each empty
// point leans to Black (positive influence) or White (negative), the
// dead stones' points as their taker's, and the estimated score.
func (ge *goEngine) estimateGfx(args []string) (string, error) {
	est, err := ge.gameEstimate(args, "goscore-estimate")
	if err != nil {
		return "", err
	}
	b := ge.g.Board()
	var inf []string
	for _, p := range b.Points(nil) {
		v := est.Judgement.Owners.Lean(p)
		if c := b.At(p); c != board.Empty {
			if est.Owner[p] == c {
				continue
			}
			v = 1
			if c == board.Black {
				v = -1
			}
		}
		if v >= 0.005 || v <= -0.005 {
			inf = append(inf, p.String(), strconv.FormatFloat(v, 'f', 2, 64))
		}
	}
	out := "TEXT estimate " + est.Score.Result() + ", unclear " + strconv.Itoa(est.Unclear)
	if len(inf) > 0 {
		out = "INFLUENCE " + strings.Join(inf, " ") + "\n" + out
	}
	return out, nil
}
