package verdict

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/parse"
)

// NoteFinish begins the note that lists the moves --finish played on a
// board with an open border before its count.
const NoteFinish = "finish"

// count evaluates f under o into e as evaluate does and, when o.Finish
// asks and the board has an open border, plays that border out
// (analyze.Finish, docs/rules.md, Finishing open borders) and evaluates
// the board it leaves, with the same dead stones; with o.Player, an
// engine plays it out instead (countPlayedOut). It returns the file whose
// board was counted: f itself, or the finished copy (finishedFile); with
// it the open border of the board as given and the moves, nil when none
// were asked for or needed.
func (o *Options) count(f *parse.File, e *analyze.Evaluation) (*parse.File, Dead, []string, *finished, error) {
	if o.Finish && o.Player != nil {
		return o.countPlayedOut(f, e)
	}
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
	start, took := *e.Cleared(), onBoard(e)
	fin := analyze.Finish(&start, points, toMove, o.RulesFor(f), e)
	out := &finished{open: openPoints(b, open), moves: make([]string, len(fin.Moves))}
	for i, m := range fin.Moves {
		out.moves[i] = moveName(m.Color, m.Point)
	}
	fc := finishedFile(f, fin.Board, took, fin.Captured)
	analyze.Evaluate(fc.Current(), toMove, e)
	e.RemoveDead(points)
	e.FindSeki()
	return fc, dead, warnings, out, nil
}

// Player plays a position out in another engine (--finish-engine CMD):
// internal/referee's Pool, which keeps one engine per worker.
type Player interface {
	PlayOut(pos *referee.Position) (referee.PlayedOut, error)
}

// countPlayedOut is count with o.Player playing the open border out
// (--finish-engine CMD): when the board as given has an open border, the
// engine plays on from it, both sides, until both pass, and the dead
// stones are chosen on the board it leaves, as --dead-stones says, since
// a judge sees a played-out board best (measured both ways on the
// tuning games cut ten moves early: docs/rules.md, Finishing open
// borders, With an engine). The file counted has the finished
// board, the stones taken on the board as given and by the moves added to
// its prisoners, and, for an SGF, the moves added to its record, so that
// an engine asked for the dead stones is told the whole game.
func (o *Options) countPlayedOut(f *parse.File, e *analyze.Evaluation) (*parse.File, Dead, []string, *finished, error) {
	toMove := ToMove(f)
	analyze.Evaluate(f.Current(), toMove, e)
	open := e.OpenBorders()
	if len(open) == 0 {
		dead, warnings, err := o.judge(f, e)
		return f, dead, warnings, nil, err
	}
	out := &finished{open: openPoints(f.Current(), open)}
	pos := referee.FromFile(f, o.RulesFor(f), toMove, e.Cleared())
	played, err := o.Player.PlayOut(&pos)
	if err != nil {
		return f, Dead{}, nil, nil, fmt.Errorf("%s: --finish-engine %w", parse.QuoteName(f.Name), err)
	}
	for _, m := range played.Moves {
		out.moves = append(out.moves, moveName(m.Colour, m.Point))
	}
	fc := finishedFile(f, played.Board, onBoard(e), played.Captured)
	if f.Record != nil {
		rec := *f.Record
		rec.Moves = append(slices.Clip(rec.Moves), played.Moves...)
		fc.Record = &rec
	}
	dead, warnings, err := o.evaluate(fc, e)
	return fc, dead, warnings, out, err
}

// finishedFile returns a copy of f to count once a finish has played on:
// its one board b, the board the finish left, its side to move f's, and
// for each colour c took[c] (onBoard) and captured[c] (the stones the
// finish's moves took) more prisoners.
func finishedFile(f *parse.File, b board.Board, took, captured [3]int) *parse.File {
	fc := *f
	fc.Grids = []board.Board{b}
	fc.BlackPrisoners += took[board.Black] + captured[board.Black]
	fc.WhitePrisoners += took[board.White] + captured[board.White]
	fc.Player = ToMove(f)
	return &fc
}

// onBoard returns, for each colour, the opponent stones of strings without
// liberties on the board e evaluated: a finish starts from the board
// without them (e.Cleared), and they join the prisoners.
func onBoard(e *analyze.Evaluation) [3]int {
	return [3]int{board.Black: e.Black.CapturedOnBoard, board.White: e.White.CapturedOnBoard}
}

// moveName names a move as the verdict lists it: "B D4", "W pass".
func moveName(c board.Color, p board.Point) string {
	return strings.ToUpper(c.String()[:1]) + " " + p.String()
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
