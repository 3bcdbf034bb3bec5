package record

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
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
func (r *Random) Board(i int) verdict.Generated {
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
	v := verdict.Generated{Name: name, Width: r.Width, Height: r.Height, Board: verdict.Rows(&f.Grids[0]), Text: parse.Format(&f)}
	if r.Dir != "" {
		v.Out = filepath.Join(r.Dir, name)
		if err := atomicfile.WriteFile(v.Out, []byte(v.Text), 0o644); err != nil {
			v.Fail(err)
		}
	}
	return v
}

// ParseSize reads random's and play's --size: N for NxN, or WxH (columns
// x rows), each 1 to board.MaxSize.
func ParseSize(s string) (w, h int, err error) {
	ws, hs, rect := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := w, error(nil)
	if rect {
		h, err2 = strconv.Atoi(hs)
	}
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize {
		return 0, 0, fmt.Errorf("bad --size %q (want N or WxH, columns x rows, each 1 to %d)", s, board.MaxSize)
	}
	return w, h, nil
}

// ParseFill reads random's --fill: the percentages E,B,W of empty, black
// and white points, which add up to 100.
func ParseFill(s string) ([3]int, error) {
	var pct [3]int
	parts := strings.Split(s, ",")
	bad := fmt.Errorf("bad --fill %q (want three percentages E,B,W of empty, black and white that add up to 100, like 20,40,40)", s)
	if len(parts) != 3 {
		return pct, bad
	}
	sum := 0
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 0 || n > 100 {
			return pct, bad
		}
		pct[i] = n
		sum += n
	}
	if sum != 100 {
		return pct, bad
	}
	return pct, nil
}
