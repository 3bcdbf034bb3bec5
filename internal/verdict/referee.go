package verdict

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/parse"
)

// Referee judges the dead stones of a position in another engine:
// internal/referee's Pool, which keeps one engine per worker.
type Referee interface {
	Judge(pos *referee.Position) ([]board.Point, error)
}

// askEngine asks o.Referee for the dead stones of f, which e has
// evaluated, runs goscore's own estimate beside it with sp's settings, and
// names the strings the two judge differently. The dead stones are the
// engine's, whole strings of the board without its strings that have no
// liberties. An engine that cannot judge fails the file, with the engine
// and the reason named.
func (o *Options) askEngine(f *parse.File, e *analyze.Evaluation, sp *life.Spec) ([]board.Point, *EngineInfo, error) {
	cleared := e.Cleared()
	pos := referee.FromFile(f, o.RulesFor(f), ToMove(f), cleared)
	// The estimate runs while the engine thinks in its own process.
	estimate := make(chan *life.Judgement, 1)
	go func() { estimate <- life.Estimate(cleared, sp.Estimate) }()
	named, err := o.Referee.Judge(&pos)
	j := <-estimate
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", parse.QuoteName(f.Name), err)
	}
	var byEngine, byEstimate [board.Cells]bool
	for _, p := range named {
		byEngine[p] = true
	}
	for _, p := range j.Dead {
		byEstimate[p] = true
	}
	info := &EngineInfo{Command: sp.Engine, Estimate: estimateInfo(j, sp.Estimate, cleared),
		EstimateBlack: []Point{}, EstimateWhite: []Point{}, Disputed: []Disputed{}}
	var points []board.Point
	for _, str := range analyze.Strings(cleared) {
		// An engine may name one stone of a string or all of them: the
		// string is dead either way, as a list's vertex stands for it.
		engine := false
		for _, p := range str {
			engine = engine || byEngine[p]
		}
		estimate := byEstimate[str[0]]
		if engine {
			points = append(points, str...)
		}
		colour := cleared.At(str[0])
		if engine != estimate {
			by := ByEngine
			if estimate {
				by = ByEstimate
			}
			stones := Points(cleared, str)
			slices.SortFunc(stones, func(a, b Point) int { return cmp.Or(a.Row-b.Row, a.Col-b.Col) })
			info.Disputed = append(info.Disputed, Disputed{Colour: colourName(colour), DeadBy: by, Stones: stones})
		}
	}
	for _, p := range cleared.Points(nil) {
		switch {
		case !byEstimate[p]:
		case cleared.At(p) == board.Black:
			info.EstimateBlack = append(info.EstimateBlack, PointOf(cleared, p))
		default:
			info.EstimateWhite = append(info.EstimateWhite, PointOf(cleared, p))
		}
	}
	return points, info, nil
}
