package record

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Random makes the boards of goscore random, one after the other from one
// seed, so the same seed gives the same boards: a random fill, which may
// hold strings without liberties (the capture lab's boards), or the
// position reached by random legal play, with its side to move and
// prisoners.
type Random struct {
	Width, Height int
	Moves         int    // random legal moves from an empty board; below 0 fills instead
	Fill          [3]int // with Moves below 0: percentages of empty, black and white points
	Rules         analyze.Rules
	Dir           string // write each board there, or "" to write none
	Count         int    // the boards in all, which sets the width of their numbers

	rng *rand.Rand
}

// NewRandom returns a Random seeded with seed; set its fields before the
// first Board.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x676f73636f7265))}
}

// Board makes the next board, the i-th (from 1), named board-0001.txt...,
// and writes it into Dir when set; a failed write is the verdict's error.
// The boards must be asked for in order: each comes from the same random
// stream.
func (r *Random) Board(i int) report.Generated {
	var f parse.File
	if r.Moves >= 0 {
		g := game.PlayRandom(r.rng, r.Width, r.Height, r.Moves, &r.Rules)
		f.Grids = []board.Board{g.Position.Board}
		f.Player = g.ToMove
		f.BlackPrisoners, f.WhitePrisoners = g.Prisoners[board.Black], g.Prisoners[board.White]
	} else {
		f.Grids = []board.Board{game.RandomFill(r.rng, r.Width, r.Height, r.Fill)}
	}
	digits := max(4, len(strconv.Itoa(r.Count)))
	name := fmt.Sprintf("board-%0*d.txt", digits, i)
	v := report.Generated{Name: name, Width: r.Width, Height: r.Height, Board: verdict.Rows(&f.Grids[0]), Text: parse.Format(&f)}
	if r.Dir != "" {
		v.Out = filepath.Join(r.Dir, name)
		if err := atomicfile.WriteFile(v.Out, []byte(v.Text), 0o644); err != nil {
			v.Fail(err)
		}
	}
	return v
}
