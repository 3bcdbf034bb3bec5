package goengine

import (
	"errors"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

var (
	errStones   = errors.New("invalid number of stones")
	errNotEmpty = errors.New("board not empty")
	errVertices = errors.New("bad vertex list")
)

// fixedPoints returns GTP's fixed handicap placement for n stones on a
// size x size board, in the protocol's order: the 3-3 points below 13x13,
// the 4-4 points from 13x13 up, then the sides' middles and the centre.
// Boards smaller than 7x7 have none; 7x7 and even sizes have the corners
// only.
func fixedPoints(size, n int) ([]board.Point, error) {
	most := 9
	if size < 7 {
		most = 0
	} else if size == 7 || size%2 == 0 {
		most = 4
	}
	if n < 2 || n > most {
		return nil, errStones
	}
	lo := 2
	if size >= 13 {
		lo = 3
	}
	hi, mid := size-1-lo, size/2
	pts := []board.Point{board.At(lo, lo), board.At(hi, hi), board.At(lo, hi), board.At(hi, lo)}
	switch {
	case n <= 4:
		pts = pts[:n]
	case n == 6 || n == 7:
		pts = append(pts, board.At(lo, mid), board.At(hi, mid))
	case n >= 8:
		pts = append(pts, board.At(lo, mid), board.At(hi, mid), board.At(mid, lo), board.At(mid, hi))
	}
	if n%2 == 1 && n >= 5 {
		pts = append(pts, board.At(mid, mid))
	}
	return pts, nil
}

// freePoints chooses n handicap points: the fixed ones while there are
// enough, then each further one as far as can be from those placed, kept
// off the first line, and the second, while there is room.
func freePoints(size, n int) ([]board.Point, error) {
	if n < 2 || n >= size*size {
		return nil, errStones
	}
	fixed := 0
	for k := min(n, 9); k >= 2; k-- {
		if _, err := fixedPoints(size, k); err == nil {
			fixed = k
			break
		}
	}
	var pts []board.Point
	if fixed > 0 {
		pts, _ = fixedPoints(size, fixed)
	}
	taken := map[board.Point]bool{}
	for _, p := range pts {
		taken[p] = true
	}
	for len(pts) < n {
		best, bestScore := board.Pass, -1
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				p := board.At(x, y)
				if taken[p] {
					continue
				}
				far := 2 * size
				for _, q := range pts {
					far = min(far, abs(p.X()-q.X())+abs(p.Y()-q.Y()))
				}
				// Off the first line, and the second, while there is room.
				score := far + 2*size*min(x, y, size-1-x, size-1-y, 2)
				if score > bestScore {
					best, bestScore = p, score
				}
			}
		}
		pts = append(pts, best)
		taken[best] = true
	}
	return pts, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// emptyStart reports whether the game is a fresh one: no move played and no
// stone on the board, where handicap and setup stones may go.
func (ge *goEngine) emptyStart() bool {
	b := ge.g.Board()
	return len(ge.g.Moves()) == 0 && b.Count(board.Black) == 0 && b.Count(board.White) == 0
}

// startFrom makes b, with toMove to play, the game's starting position:
// undo stops there, and ko and superko count from it.
func (ge *goEngine) startFrom(b board.Board, toMove board.Color) {
	handicap := ge.g.Handicap
	ge.g = game.Resume(ge.cfg.Kind, []board.Board{b}, toMove, [3]int{}, ge.cfg.Rules)
	ge.g.Handicap = handicap
	ge.newBot()
}

// placeHandicap puts Black's handicap stones on the empty board, White to
// move, and answers their vertices.
func (ge *goEngine) placeHandicap(pts []board.Point) string {
	b := *ge.g.Board()
	names := make([]string, len(pts))
	for i, p := range pts {
		b.Set(p, board.Black)
		names[i] = p.String()
	}
	ge.startFrom(b, board.White)
	ge.g.Handicap = len(pts)
	return strings.Join(names, " ")
}

// handicapCount reads the N of fixed_handicap and place_free_handicap.
func (ge *goEngine) handicapCount(args []string, usage string) (int, error) {
	if err := argCount(args, 1, usage); err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, errSyntax
	}
	if b := ge.g.Board(); b.Width() != b.Height() {
		return 0, errors.New("no handicap placement on a board that is not square: give the stones with set_free_handicap")
	}
	if !ge.emptyStart() {
		return 0, errNotEmpty
	}
	return n, nil
}

func (ge *goEngine) fixedHandicap(args []string) (string, error) {
	n, err := ge.handicapCount(args, "fixed_handicap NUMBER_OF_STONES")
	if err != nil {
		return "", err
	}
	pts, err := fixedPoints(ge.size, n)
	if err != nil {
		return "", err
	}
	return ge.placeHandicap(pts), nil
}

func (ge *goEngine) placeFreeHandicap(args []string) (string, error) {
	n, err := ge.handicapCount(args, "place_free_handicap NUMBER_OF_STONES")
	if err != nil {
		return "", err
	}
	pts, err := freePoints(ge.size, n)
	if err != nil {
		return "", err
	}
	return ge.placeHandicap(pts), nil
}

// setFreeHandicap places the stones the controller chose: at least two,
// each on the board once.
func (ge *goEngine) setFreeHandicap(args []string) (string, error) {
	if !ge.emptyStart() {
		return "", errNotEmpty
	}
	if b := ge.g.Board(); len(args) < 2 || len(args) >= b.Width()*b.Height() {
		return "", errVertices
	}
	pts := make([]board.Point, len(args))
	seen := map[board.Point]bool{}
	for i, a := range args {
		p, ok := ge.vertex(a)
		if !ok || seen[p] {
			return "", errVertices
		}
		pts[i], seen[p] = p, true
	}
	ge.placeHandicap(pts)
	return "", nil
}

// vertex reads a vertex on the current board; pass and ROW,COL are none.
func (ge *goEngine) vertex(text string) (board.Point, bool) {
	v, err := board.ParseVertex(text)
	if err != nil || v.IsPass() || strings.Contains(text, ",") {
		return board.Pass, false
	}
	return v.Resolve(ge.g.Board())
}

// setup is GoGui's gogui-setup COLOUR VERTEX ...: stones of either colour on
// a fresh board, the game's starting position. The side to move stays, and
// gogui-setup_player changes it.
func (ge *goEngine) setup(args []string) (string, error) {
	if !ge.emptyStart() {
		return "", errNotEmpty
	}
	if len(args)%2 != 0 {
		return "", errors.New("syntax error: gogui-setup COLOUR VERTEX, repeated")
	}
	b := *ge.g.Board()
	for i := 0; i < len(args); i += 2 {
		c, err := board.ParseColor(args[i])
		if err != nil {
			return "", errors.New("syntax error: bad colour " + strconv.Quote(args[i]))
		}
		p, ok := ge.vertex(args[i+1])
		if !ok {
			return "", errors.New("syntax error: bad vertex " + strconv.Quote(args[i+1]))
		}
		b.Set(p, c)
	}
	ge.startFrom(b, ge.g.ToMove())
	return "", nil
}

// setupPlayer is gogui-setup_player COLOUR: who moves first from the setup.
func (ge *goEngine) setupPlayer(args []string) (string, error) {
	if err := argCount(args, 1, "gogui-setup_player COLOUR"); err != nil {
		return "", err
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", errors.New("syntax error: bad colour " + strconv.Quote(args[0]))
	}
	if len(ge.g.Moves()) > 0 || len(ge.g.Start()) > 1 {
		return "", errors.New("moves already played")
	}
	ge.startFrom(*ge.g.Board(), c)
	return "", nil
}
