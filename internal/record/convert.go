package record

import (
	"fmt"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// The formats Convert writes.
const (
	FormatGrid    = "grid"
	FormatDiagram = "diagram"
	FormatSGF     = "sgf"
)

// Convert writes a parsed board file in another format: the 0/1/2 grid
// (header and history), an ASCII diagram of the current position (with the
// header lines), or SGF (the first position as setup stones, the history's
// moves as the main line, side to move and komi).
func Convert(f *parse.File, to string) (string, error) {
	switch to {
	case FormatGrid:
		return parse.Format(f), nil
	case FormatDiagram:
		return diagram(f), nil
	case FormatSGF:
		sg, err := FileSGF(f)
		if err != nil {
			return "", err
		}
		text := sgf.Format(sg)
		if text == "" {
			return "", fmt.Errorf("%s: cannot be written as SGF", parse.QuoteName(f.Name))
		}
		return text, nil
	}
	return "", fmt.Errorf("bad --to %q (want grid, diagram or sgf)", to)
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

func diagram(f *parse.File) string {
	return parse.FormatHeader(f) + parse.Diagram(f.Current(), board.Pass)
}

// FileSGF turns a board file into an SGF game: its first grid as setup
// stones and, when every later grid follows by one move, those moves.
// Prisoners declared in a header, less those the moves take again when the
// record is replayed, go into the root comment as the header's own lines
// ("black-prisoners: 2"), which Replay reads back; SGF has no property for
// prisoners taken before the first move.
func FileSGF(f *parse.File) (*sgf.Record, error) {
	first := &f.Grids[0]
	sg := &sgf.Record{Width: first.Width(), Height: first.Height(), Komi: f.Komi, HasKomi: f.HasKomi}
	sg.Setup = sgf.SetupOf(first)
	if len(f.Grids) > 1 {
		if !analyze.HistoryIsMoves(f.Grids) {
			return nil, fmt.Errorf("%s: its history is not one move per grid, so it has no SGF main line", parse.QuoteName(f.Name))
		}
		for i := 1; i < len(f.Grids); i++ {
			sg.Moves = append(sg.Moves, moveBetween(&f.Grids[i-1], &f.Grids[i], f.Grids, i, f.Player))
		}
	}
	if len(sg.Moves) == 0 {
		sg.PlayerToMove = f.Player
	}
	taken := movesPrisoners(f.Grids, sg.Moves)
	sg.Comment = verdict.PrisonersComment(f.BlackPrisoners-taken[board.Black], f.WhitePrisoners-taken[board.White])
	return sg, nil
}

// movesPrisoners counts the stones each colour takes when moves are played
// from grids[0], grids[i] before move i+1, as a replay counts them: the
// opponent's strings left without liberties, and the mover's own after a
// suicide, which go to the opponent.
func movesPrisoners(grids []board.Board, moves []sgf.Move) [3]int {
	var n [3]int
	var caps []board.Point
	for i, m := range moves {
		if m.Point == board.Pass {
			continue
		}
		var taken int
		caps, taken = analyze.NewPosition(grids[i:i+1]).Captures(m.Colour, m.Point, true, caps[:0])
		n[m.Colour] += taken
		n[m.Colour.Opponent()] += len(caps) - taken
	}
	return n
}

// moveBetween is the move that leads from a to b, grids[i-1] and grids[i]:
// the stone that appeared, or a pass by the colour alternation implies.
// When no stone of the history tells, the side to move after the last
// grid does (toMove, when the header gives it), so the SGF's last mover
// leaves that side to move; else Black.
func moveBetween(a, b *board.Board, grids []board.Board, i int, toMove board.Color) sgf.Move {
	for _, p := range b.Points(nil) {
		if a.At(p) == board.Empty && b.At(p) != board.Empty {
			return sgf.Move{Colour: b.At(p), Point: p}
		}
	}
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
	return sgf.Move{Colour: c, Point: board.Pass}
}
