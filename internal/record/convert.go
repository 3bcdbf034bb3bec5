package record

import (
	"fmt"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

// The formats Convert writes.
const (
	FormatGrid    = "grid"
	FormatDiagram = "diagram"
	FormatSGF     = "sgf"
)

// Convert writes a parsed board file in another format: the 0/1/2 grid
// with its header and history, an ASCII diagram of each position of the
// history with the same header, or SGF (FileSGF). Whatever changes a
// score, a legality answer or a replay goes along, so the output scores as
// the input does under any rules: the side to move, komi, the rules the
// file names, the handicap, the prisoners, every position of the history
// (ko and superko look back on them) and the file's own marking of dead
// stones. What a format cannot hold is refused, naming it. f has been
// replayed (verdict.Replay) when it is an SGF.
func Convert(f *parse.File, to string) (string, error) {
	var text string
	switch to {
	case FormatGrid:
		text = parse.Format(boardFile(f))
	case FormatDiagram:
		text = diagram(boardFile(f))
	case FormatSGF:
		sg, err := FileSGF(f)
		if err != nil {
			return "", err
		}
		if text = sgf.Format(sg); text == "" {
			return "", fmt.Errorf("%s: cannot be written as SGF", parse.QuoteName(f.Name))
		}
	default:
		return "", fmt.Errorf("bad --to %q (want grid, diagram or sgf)", to)
	}
	if len(text) > parse.MaxFileSize {
		return "", fmt.Errorf("%s: as %s its %d positions take %d bytes, past the %d a board file may have", parse.QuoteName(f.Name), to, len(f.Grids), len(text), parse.MaxFileSize)
	}
	return text, nil
}

// ConvertFile is Convert for a file read from data: an SGF to SGF is its
// own game, every node, variation, comment and property as the file holds
// them (sgf.ParseTrees), where Convert would write the main line's
// position and moves alone.
func ConvertFile(f *parse.File, data []byte, to string) (string, error) {
	if to != FormatSGF || f.Format != parse.FormatSGF {
		return Convert(f, to)
	}
	trees, err := parse.SGFTrees(f.Name, data)
	if err != nil {
		return "", err
	}
	if f.Game > 0 && f.Game <= len(trees) {
		trees = trees[f.Game-1 : f.Game]
	}
	return sgf.FormatTrees(trees...), nil
}

// Converted is convert's verdict on f, read from data: the file written
// in the format to (ConvertFile), or the failure.
func Converted(f *parse.File, data []byte, to string) (verdict.Converted, error) {
	text, err := ConvertFile(f, data, to)
	return verdict.Converted{Outcome: report.Outcome{File: f.Name}, To: to, Text: text}, err
}

// boardFile returns f as a board file holds it: an SGF's RU as the preset
// it stands for (a board file's rules header takes preset names only),
// and the dead stones its TB and TW mark as the dead-stones header, one
// stone of each dead string.
func boardFile(f *parse.File) *parse.File {
	g := *f
	g.Rules = game.PresetOfRU(f.Rules)
	if f.Record != nil && verdict.HasMarks(f) {
		g.DeadStones, g.HasDeadStones = oneEach(f.Current(), verdict.MarkedDead(f)), true
	}
	return &g
}

// oneEach returns a stone of each string of b that holds one of stones, in
// the order of stones: what marks a string dead, which RemoveDead takes
// whole.
func oneEach(b *board.Board, stones []board.Point) []board.Point {
	var of [board.Cells]int // 1 + the index of the string that holds a point
	for i, str := range analyze.Strings(b) {
		for _, p := range str {
			of[p] = i + 1
		}
	}
	var out []board.Point
	seen := map[int]bool{}
	for _, p := range stones {
		if s := of[p]; s != 0 && !seen[s] {
			seen[s] = true
			out = append(out, p)
		}
	}
	return out
}

// diagram draws every position of f's history with f's header, the
// positions separated by "---" as in a grid file, each with the stone its
// move placed in parentheses.
func diagram(f *parse.File) string {
	var sb strings.Builder
	sb.WriteString(parse.FormatHeader(f))
	for i := range f.Grids {
		last := board.Pass
		if i > 0 {
			sb.WriteString("---\n")
			last = placed(&f.Grids[i-1], &f.Grids[i])
		}
		sb.WriteString(parse.Diagram(&f.Grids[i], last))
	}
	return sb.String()
}

// placed returns the one point that holds a stone in b and not the same
// in a, or Pass when there is none or several.
func placed(a, b *board.Board) board.Point {
	ac, bc := a.Cells(), b.Cells()
	p := board.Pass
	for i := range bc {
		if bc[i] != ac[i] && (bc[i] == board.Black || bc[i] == board.White) {
			if p != board.Pass {
				return board.Pass
			}
			p = board.Point(i)
		}
	}
	return p
}

// FileSGF turns a board file into an SGF game: its first grid as setup
// stones, each later grid as the move that leads to it (a move onto a
// stone too, as old records have them, which the reader takes as a
// repair) or else as a setup node, so that replaying the record gives
// every grid back; a grid that shows a move's captures still on the board
// comes back with them taken off, as scoring it takes them. Komi, the handicap and the rules go along (RU, the
// preset's usual spelling for a board file's rules header), and the side
// to move when the moves do not tell it (PL, in the last node after
// moves). Prisoners declared in a header, less those the moves take again
// when the record is replayed, go into the root comment as the header's
// own lines ("black-prisoners: 2"), which Replay reads back; SGF has no
// property for prisoners taken before the first move. The file's own
// marking of dead stones goes into the last node as TB and TW.
func FileSGF(f *parse.File) (*sgf.Record, error) {
	first := &f.Grids[0]
	sg := &sgf.Record{Width: first.Width(), Height: first.Height(), Komi: f.Komi, HasKomi: f.HasKomi, Handicap: f.Handicap}
	sg.Rules = f.Rules
	if f.Record == nil {
		sg.Rules = game.RUOfPreset(f.Rules)
	}
	sg.Setup = sgf.SetupOf(first)
	var st stepper
	var taken [3]int
	for i := 1; i < len(f.Grids); i++ {
		a, b := &f.Grids[i-1], &f.Grids[i]
		if *a == *b {
			sg.Moves = append(sg.Moves, sgf.Move{Colour: passColour(f.Grids, i, f.Player), Point: board.Pass})
			continue
		}
		if m, ok := st.move(a, b, &taken); ok {
			sg.Moves = append(sg.Moves, m)
			continue
		}
		if len(sg.Moves) == 0 {
			return nil, fmt.Errorf("%s: grid %d does not follow from grid %d by a move, and SGF keeps no position before its first move", parse.QuoteName(f.Name), i+1, i)
		}
		sg.Setups = append(sg.Setups, sgf.SetupNode{After: len(sg.Moves), Setup: setupBetween(a, b)})
	}
	toMove := verdict.ToMove(f)
	if n := len(sg.Moves); n == 0 {
		sg.PlayerToMove = f.Player
	} else if toMove != board.Empty && toMove != sg.Moves[n-1].Colour.Opponent() {
		sg.NextPlayer = toMove
	}
	sg.Comment = verdict.PrisonersComment(f.BlackPrisoners-taken[board.Black], f.WhitePrisoners-taken[board.White])
	marking(f, sg)
	return sg, nil
}

// marking puts f's own marking of dead stones into sg's last node: an
// SGF's TB, TW and MA as they are, or for a board file's dead-stones
// header each dead stone under the other colour's territory and the
// territory the board then has, as mark --format sgf writes a marking.
func marking(f *parse.File, sg *sgf.Record) {
	if f.Record != nil {
		sg.Territory = f.Record.Territory
		sg.Marked = f.Record.Marked
		return
	}
	if !f.HasDeadStones {
		return
	}
	var e analyze.Evaluation
	b := f.Current()
	analyze.Evaluate(b, verdict.ToMove(f), &e)
	e.RemoveDead(f.DeadStones)
	for _, p := range b.Points(nil) {
		switch e.Status(p) {
		case analyze.BlackTerritory, analyze.WhiteDead:
			sg.Territory[board.Black] = append(sg.Territory[board.Black], p)
		case analyze.WhiteTerritory, analyze.BlackDead:
			sg.Territory[board.White] = append(sg.Territory[board.White], p)
		}
	}
}

// stepper finds the move between two grids, reusing one position.
type stepper struct {
	pos analyze.Position
	one [1]board.Board
}

// anyMove are the rules a grid's history is read under: its moves were
// judged when it was written, so only what a move does is wanted here,
// a suicide of several stones included.
var anyMove = analyze.Rules{Suicide: true}

// move returns the move that turns a into b as a record's replay plays it
// (captures made, a suicide's string taken off, a stone on an occupied
// point replaced), adding the prisoners the replay counts for it to
// taken; false when no one move does.
func (st *stepper) move(a, b *board.Board, taken *[3]int) (sgf.Move, bool) {
	p := placed(a, b)
	if p != board.Pass {
		return st.try(a, b, b.At(p), p, taken)
	}
	// No stone placed stays: a suicide of several stones, next to a
	// string that went.
	ac, bc := a.Cells(), b.Cells()
	for i := range bc {
		q := board.Point(i)
		if ac[i] != board.Empty || bc[i] != board.Empty || !a.OnBoard(q) {
			continue
		}
		for _, n := range q.Neighbours() {
			if c := ac[n]; (c == board.Black || c == board.White) && bc[n] == board.Empty {
				if m, ok := st.try(a, b, c, q, taken); ok {
					return m, true
				}
			}
		}
	}
	return sgf.Move{}, false
}

// try plays c at p on a and reports whether that gives b, counting the
// prisoners as game.Replay does.
func (st *stepper) try(a, b *board.Board, c board.Color, p board.Point, taken *[3]int) (sgf.Move, bool) {
	st.one[0] = *a
	st.pos.Reset(st.one[:])
	own := a.Count(c)
	if a.At(p) == c {
		own--
	}
	reason, captured := st.pos.PlayOver(c, p, &anyMove)
	if reason != analyze.OK {
		return sgf.Move{}, false
	}
	if st.pos.Board != *b {
		// A grid may show the stone before its captures come off, as
		// the moment before the mover takes the prisoners (docs/rules.md,
		// Removal): the replay takes them, as scoring the grid does.
		pending := *a
		pending.Set(p, c)
		if a.At(p) != board.Empty || pending != *b {
			return sgf.Move{}, false
		}
	}
	taken[c] += len(captured)
	taken[c.Opponent()] += own + 1 - st.pos.Board.Count(c)
	return sgf.Move{Colour: c, Point: p}, true
}

// setupBetween is the setup node that turns a into b.
func setupBetween(a, b *board.Board) sgf.Setup {
	var s sgf.Setup
	for _, p := range b.Points(nil) {
		if a.At(p) == b.At(p) {
			continue
		}
		switch b.At(p) {
		case board.Black:
			s.AB = append(s.AB, p)
		case board.White:
			s.AW = append(s.AW, p)
		default:
			s.AE = append(s.AE, p)
		}
	}
	return s
}

// passColour is who passed from grids[i-1] to grids[i], an unchanged
// grid: the colour alternation implies from the history's moves, else
// from the side to move after the last grid (toMove, when the header
// gives it), so the SGF's last mover leaves that side to move; else Black.
func passColour(grids []board.Board, i int, toMove board.Color) board.Color {
	c := analyze.LastMover(grids[:i+1])
	switch {
	case c != board.Empty:
	case toMove == board.Black || toMove == board.White:
		// The last grid's mover is toMove's opponent; colours alternate
		// back from there.
		c = toMove.Opponent()
		if (len(grids)-1-i)%2 == 1 {
			c = toMove
		}
	default:
		c = board.Black
	}
	return c
}
