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

// Marker writes the games of one input as mark --format sgf gives them:
// each game whole, with its marking. It reads the input's game trees once,
// at its first SGF game, so a collection costs one pass; use a new Marker
// for each input.
type Marker struct {
	trees []*sgf.Node
	err   error
	read  bool
}

// Marked is mark --format sgf's verdict on one input, made game by game
// (Add) and written as one collection; the zero Marked is ready to use,
// one an input.
type Marked struct {
	marker Marker
	text   strings.Builder
	notes  []string
	review bool
}

// Add marks f, the next game of the input whose bytes are data (see
// Marker.SGF), and keeps as notes the moves --finish added to the game and
// its warnings, numbered in a collection.
func (m *Marked) Add(f *parse.File, data []byte, o *verdict.Options, e *analyze.Evaluation) error {
	game, s, err := m.marker.SGF(f, data, o, e)
	if err != nil {
		return err
	}
	m.text.WriteString(game)
	m.review = m.review || s.ToReview()
	notes := verdict.WarningNotes(&s)
	for _, n := range s.Notes {
		if strings.HasPrefix(n, verdict.NoteFinish+": ") {
			notes = append([]string{n}, notes...)
		}
	}
	for _, n := range notes {
		if f.Games > 1 { // a game of a collection
			n = fmt.Sprintf("game %d: %s", f.Game, n)
		}
		m.notes = append(m.notes, n)
	}
	return nil
}

// Verdict is the verdict on the input named file, its games written.
func (m *Marked) Verdict(file string) verdict.Converted {
	return verdict.Converted{Outcome: report.Outcome{File: file}, To: FormatSGF, Review: m.review, Notes: m.notes, Text: m.text.String()}
}

// SGF marks f, a game of the input whose bytes are data, under o (see
// verdict.MarkSGF) and returns the game written with its marking, and the
// score verdict. The game is the file's own: an SGF's whole tree, or a
// board file's grids as convert writes them (setup, then the history as
// moves when it is one move a grid). The marking goes to the last node of
// the main line, in place of any marks there: TB and TW, each colour's
// territory with the dead stones it takes, and MA on captured stones. RU
// and KM name the rules applied where the file's say otherwise. A result
// the file records (RE) stays, and goscore's count goes into the root
// comment as a line "goscore result: B+3.5", with, where the two differ,
// the verdict's warning result-differs and a line "goscore result-differs:
// recorded B+5, counted B+3.5"; a file without one gets the count as RE.
// The lines of the root comment that say what the marking asks a person
// to check (verdict.MarkNotes) replace those of an earlier marking, and
// the author's lines stay.
//
// A board file whose history is not one move a grid, whose moves the
// rules refuse, or whose moves do not lead to its position (a grid keeps
// captured stones on the board) is written as its position alone, as verdict.MarkSGF has
// it.
func (m *Marker) SGF(f *parse.File, data []byte, o *verdict.Options, e *analyze.Evaluation) (string, verdict.Score, error) {
	mark, s, err := verdict.MarkSGF(f, o, e)
	if err != nil {
		return "", s, err
	}
	rules := o.RulesFor(f)
	var root *sgf.Node
	if f.Format == parse.FormatSGF {
		if !m.read {
			m.trees, m.err = parse.SGFTrees(f.Name, data)
			m.read = true
		}
		if m.err != nil {
			return "", s, m.err
		}
		i := max(f.Game, 1) - 1
		if i < len(m.trees) {
			root = m.trees[i] // marked in place: each game is written once
			m.trees[i] = nil
		}
	} else if rec, err := FileSGF(f); err == nil {
		// Grids may leave captured stones on the board, which moves
		// played would take off: only moves that lead to the position
		// marked make its game.
		if g, err := game.FromMoves(game.Go, rec, rules, [3]int{}); err == nil && *g.Board() == *f.Current() {
			root = treeOf(rec)
		}
	}
	if root == nil {
		return sgf.Format(mark), s, nil
	}
	rulesInfo(root, rules)
	var notes []string
	if root.Get("RE") != nil {
		if mark.Result != "" {
			notes = append(notes, verdict.NotePrefix+"result: "+mark.Result)
		}
	} else if mark.Result != "" {
		root.SetText("RE", mark.Result)
	}
	notes = append(notes, verdict.MarkNotes(&s)...)
	notes = append(notes, verdict.SettleNotes(f.Current(), e)...)
	comment(root, notes)
	line := root.MainLine()
	last := line[len(line)-1]
	h := f.Current().Height()
	last = finishMoves(last, f.Current(), s.Finish)
	for _, t := range [...]struct {
		name string
		ps   []board.Point
	}{{"TB", mark.Territory[board.Black]}, {"TW", mark.Territory[board.White]}, {"MA", mark.Marked}} {
		last.Remove(t.name)
		if len(t.ps) > 0 {
			last.Set(t.name, sgf.PointValues(t.ps, h)...)
		}
	}
	return sgf.FormatTrees(root), s, nil
}

// finishMoves adds to last, the main line's last node, the moves --finish
// played ("B C3", "W pass"), one a node, so the marking that follows goes
// on the position it counts, and returns the new last node.
func finishMoves(last *sgf.Node, b *board.Board, moves []string) *sgf.Node {
	for _, m := range moves {
		colour, vertex, _ := strings.Cut(m, " ")
		value := ""
		if v, err := board.ParseVertex(vertex); err == nil {
			if p, ok := v.Resolve(b); ok && p != board.Pass {
				value = sgf.PointValues([]board.Point{p}, b.Height())[0]
			}
		}
		n := &sgf.Node{}
		n.Set(colour, value)
		last.Children = append(last.Children, n)
		last = n
	}
	return last
}

// comment puts notes, goscore's lines about the marking, at the end of
// root's comment in place of those an earlier marking left (see
// verdict.IsMarkNote); the comment is left as written when
// nothing changes.
func comment(root *sgf.Node, notes []string) {
	old := root.Text("C")
	var lines []string
	dropped := false
	if old != "" {
		for _, l := range strings.Split(old, "\n") {
			if verdict.IsMarkNote(l) {
				dropped = true
				continue
			}
			lines = append(lines, l)
		}
	}
	if !dropped && len(notes) == 0 {
		return
	}
	lines = append(lines, notes...)
	if text := strings.Join(lines, "\n"); text != "" {
		root.SetText("C", text)
	} else {
		root.Remove("C")
	}
}
