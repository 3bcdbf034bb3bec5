package verdict

import (
	"strconv"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// NoteFinish begins the note that lists the moves --finish played on a
// board with an open border before its count.
const NoteFinish = "finish"

// count evaluates f under o into e as evaluate does and, when o.Finish
// asks and the board has an open border, plays that border out
// (analyze.Finish, docs/rules.md, Finishing open borders) and evaluates
// the board it leaves, with the same dead stones. It returns the file
// whose board was counted: f itself, or a copy whose one board is the
// finished one, with f's side to move and the stones the moves took, and
// those of strings without liberties on f's board, added to its
// prisoners; with it the open border of the board as given
// and the moves, nil when none were asked for or needed.
func (o *Options) count(f *parse.File, e *analyze.Evaluation) (*parse.File, Dead, []string, *finished, error) {
	dead, warnings, err := o.evaluate(f, e)
	if err != nil || !o.Finish {
		return f, dead, warnings, nil, err
	}
	open := e.OpenBorders()
	if len(open) == 0 {
		return f, dead, warnings, nil, nil
	}
	b := f.Current()
	points := deadPoints(b, &dead)
	toMove := ToMove(f)
	// The finish starts from the board with the strings without liberties
	// off, as the count has it; they join the prisoners.
	start := *e.Cleared()
	took := [3]int{board.Black: e.Black.CapturedOnBoard, board.White: e.White.CapturedOnBoard}
	fin := analyze.Finish(&start, points, toMove, o.RulesFor(f), e)
	out := &finished{open: openPoints(b, open), moves: make([]string, len(fin.Moves))}
	for i, m := range fin.Moves {
		out.moves[i] = strings.ToUpper(m.Color.String()[:1]) + " " + m.Point.String()
	}
	fc := *f
	fc.Grids = []board.Board{fin.Board}
	fc.BlackPrisoners += took[board.Black] + fin.Captured[board.Black]
	fc.WhitePrisoners += took[board.White] + fin.Captured[board.White]
	fc.Player = toMove
	analyze.Evaluate(fc.Current(), toMove, e)
	e.RemoveDead(points)
	e.FindSeki()
	return &fc, dead, warnings, out, nil
}

// finished is what count passes on to the verdict of a finished board.
type finished struct {
	open  []Point  // the open border of the board as given
	moves []string // the moves, "B D4", passes ("W pass") between them
}

// note returns the note that lists the moves: "finish: B D4 W pass B E5
// (2 moves)", or "finish: no point is worth a move" when none did.
func (fin *finished) note() string {
	played := 0
	for _, m := range fin.moves {
		if !strings.HasSuffix(m, " pass") {
			played++
		}
	}
	if played == 0 {
		return NoteFinish + ": no point is worth a move"
	}
	return NoteFinish + ": " + strings.Join(fin.moves, " ") + " (" + strconv.Itoa(played) + " " + plural(played, "move", "moves") + ")"
}

// deadPoints returns the points of the dead stones d names on b.
func deadPoints(b *board.Board, d *Dead) []board.Point {
	var out []board.Point
	for _, side := range [][]Point{d.Black, d.White} {
		for _, p := range side {
			out = append(out, b.Point(p.Row, p.Col))
		}
	}
	return out
}
