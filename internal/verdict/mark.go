package verdict

import (
	"io"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

var markOf = [...]byte{
	analyze.Neutral:        MarkNeutral,
	analyze.BlackTerritory: MarkBlackTerritory,
	analyze.WhiteTerritory: MarkWhiteTerritory,
	analyze.BlackStone:     MarkBlack,
	analyze.WhiteStone:     MarkWhite,
	analyze.BlackCaptured:  MarkBlackCaptured,
	analyze.WhiteCaptured:  MarkWhiteCaptured,
	analyze.BlackDead:      MarkBlackDead,
	analyze.WhiteDead:      MarkWhiteDead,
	analyze.BlackSeki:      MarkBlackSeki,
	analyze.WhiteSeki:      MarkWhiteSeki,
	analyze.BlackSekiEye:   MarkSekiEye,
	analyze.WhiteSekiEye:   MarkSekiEye,
	analyze.BlackFalseEye:  MarkFalseEye,
	analyze.WhiteFalseEye:  MarkFalseEye,
}

// MarkFile evaluates f under o and classifies every point of it.
func MarkFile(f *parse.File, o *Options, e *analyze.Evaluation) Mark {
	f, dead, warnings, fin, err := o.count(f, e)
	if err != nil {
		return report.Fail[Mark](f.Name, err)
	}
	b := f.Current()
	s := scoreOf(f, o, o.RulesFor(f), e, dead, warnings, fin)
	cl := newClassifier(e)
	m := Mark{Outcome: report.Outcome{File: f.Name}, Width: b.Width(), Height: b.Height(), Score: &MarkScore{Score: s}}
	m.Points = make([]MarkPoint, 0, b.Size())
	for row := 0; row < b.Height(); row++ {
		line := make([]byte, 0, 2*b.Width())
		for col := 0; col < b.Width(); col++ {
			p := b.Point(row, col)
			st, name, _, by := cl.status(p)
			if col > 0 {
				line = append(line, ' ')
			}
			mark := markOf[st]
			if name == StatusAlive {
				mark = [3]byte{board.Black: MarkBlackAlive, board.White: MarkWhiteAlive}[b.At(p)]
			}
			line = append(line, mark)
			m.Points = append(m.Points, MarkPoint{Point: PointOf(b, p), Colour: b.At(p).String(), Status: name, By: nameOrNil(by)})
		}
		m.Diagram = append(m.Diagram, string(line))
	}
	return m
}

// MarkSGF evaluates f under o, as MarkFile does, and returns its marking
// as an SGF record that GoGui, Sabaki and CGoban show: the position as
// setup stones with the side to move, RU and KM of the rules applied, RE
// the result, TB and TW each colour's territory with the dead stones it
// takes (a dead black stone's point is in TW, as those programs write
// it, even when the point is dame once the stone is off; the eyes of a seki only under area scoring, and no mark on seki
// stones, for which SGF has no property), MA on the captured stones, and the prisoners in the root comment
// (PrisonersComment), with the handicap (HA) its compensation counts.
// When the marking asks a person to check something (MarkNotes), the
// comment says what: the review note naming the strings an estimate was
// unsure of, the open-border warning, a count other than the file's RE. Read back with --dead-stones marks,
// it scores the same. The score verdict comes with it.
func MarkSGF(f *parse.File, o *Options, e *analyze.Evaluation) (*sgf.Record, Score, error) {
	f, dead, warnings, fin, err := o.count(f, e)
	if err != nil {
		return nil, Score{}, err
	}
	b := f.Current()
	r := o.RulesFor(f)
	s := scoreOf(f, o, r, e, dead, warnings, fin)
	rec := game.ToRecord(game.Resume(game.Go, []board.Board{*b}, ToMove(f), [3]int{}, r))
	rec.Handicap = handicapOf(f)
	rec.PlayerToMove = ToMove(f)
	rec.Result = s.Result
	if rec.Result == "Draw" {
		rec.Result = "0" // SGF's draw
	}
	rec.Comment = PrisonersComment(f.BlackPrisoners, f.WhitePrisoners)
	if notes := MarkNotes(&s); len(notes) > 0 {
		if rec.Comment != "" {
			notes = append([]string{rec.Comment}, notes...)
		}
		rec.Comment = strings.Join(notes, "\n")
	}
	// Whose territory a vacated point joined: the board with every
	// captured and dead stone off, evaluated again.
	var after analyze.Evaluation
	analyze.Evaluate(&e.After, board.Empty, &after)
	for _, p := range b.Points(nil) {
		st := e.Status(p)
		switch st {
		case analyze.BlackCaptured, analyze.WhiteCaptured:
			rec.Marked = append(rec.Marked, p)
		}
		if (st == analyze.BlackSekiEye || st == analyze.WhiteSekiEye || st == analyze.BlackFalseEye || st == analyze.WhiteFalseEye) && r.Scoring == analyze.Area {
			// An eye of a seki, and a false eye, count for their owner
			// under area scoring only.
			c := board.Black
			if st == analyze.WhiteSekiEye || st == analyze.WhiteFalseEye {
				c = board.White
			}
			rec.Territory[c] = append(rec.Territory[c], p)
		}
		switch st {
		case analyze.BlackDead:
			// A dead stone is marked with the other colour's territory
			// whether or not its point joins that territory (it may
			// stand on dame), so the marks name every dead stone.
			rec.Territory[board.White] = append(rec.Territory[board.White], p)
		case analyze.WhiteDead:
			rec.Territory[board.Black] = append(rec.Territory[board.Black], p)
		case analyze.BlackTerritory, analyze.WhiteTerritory,
			analyze.BlackCaptured, analyze.WhiteCaptured:
			switch after.Status(p) {
			case analyze.BlackTerritory:
				rec.Territory[board.Black] = append(rec.Territory[board.Black], p)
			case analyze.WhiteTerritory:
				rec.Territory[board.White] = append(rec.Territory[board.White], p)
			}
		}
	}
	return rec, s, nil
}

// MarkNotes returns the lines that say what the marking s asks a person
// to check, for the root comment of its SGF: why it wants a human look
// (Score.ToReview), the strings an estimate was unsure of
// ("goscore review: A2 alive (sure 0.16)") and the open border ("goscore
// open-border: A3 A2"); a count that differs from the recorded result
// ("goscore result-differs: recorded B+5, counted W+6.5"); and the moves
// --finish played, which the marked position holds ("goscore finish: B
// C3 (1 move)"). None when it asks nothing.
func MarkNotes(s *Score) []string {
	var lines []string
	if s.ToReview() {
		if n := ReviewNote(&s.DeadStones); n != "" {
			lines = append(lines, NotePrefix+n)
		}
		if len(s.OpenBorder) > 0 {
			lines = append(lines, NotePrefix+WarnOpenBorder+": "+vertexList(s.OpenBorder))
		}
	}
	for _, n := range s.Notes {
		if strings.HasPrefix(n, WarnResultDiffers+": ") || strings.HasPrefix(n, NoteFinish+": ") {
			lines = append(lines, NotePrefix+n)
		}
	}
	return lines
}

// SettleNotes are the lines that say why points of the marked position b,
// evaluated in e, are not territory though one colour surrounds them
// (docs/rules.md, Japanese territory), for an SGF comment, which has no
// property for them: "goscore false-eyes: B5 D5" and "goscore seki: A7 B7
// B6 (eyes A7 E7)". None when there are none.
func SettleNotes(b *board.Board, e *analyze.Evaluation) []string {
	var fe, stones, eyes []string
	for _, p := range b.Points(nil) {
		switch e.Status(p) {
		case analyze.BlackFalseEye, analyze.WhiteFalseEye:
			fe = append(fe, p.String())
		case analyze.BlackSeki, analyze.WhiteSeki:
			stones = append(stones, p.String())
		case analyze.BlackSekiEye, analyze.WhiteSekiEye:
			eyes = append(eyes, p.String())
		}
	}
	var lines []string
	if len(fe) > 0 {
		lines = append(lines, NotePrefix+"false-eyes: "+strings.Join(fe, " "))
	}
	if len(stones) > 0 {
		line := NotePrefix + "seki: " + strings.Join(stones, " ")
		if len(eyes) > 0 {
			line += " (eyes " + strings.Join(eyes, " ") + ")"
		}
		lines = append(lines, line)
	}
	return lines
}

// NotePrefix starts every line goscore writes into an SGF comment about
// its own judgement of the game: MarkNotes, and "goscore result: B+3.5",
// the count beside a result the file records (see IsMarkNote).
const NotePrefix = "goscore "

// IsMarkNote reports whether line is one goscore wrote about a marking
// ("goscore review: ...", "goscore open-border: ...", "goscore result:
// ...", "goscore result-differs: ...", "goscore false-eyes: ...",
// "goscore seki: ...", "goscore finish: ..."), which marking the game
// again replaces; the author's lines stay.
func IsMarkNote(line string) bool {
	rest, ok := strings.CutPrefix(line, NotePrefix)
	if !ok {
		return false
	}
	word, _, ok := strings.Cut(rest, ": ")
	switch word {
	case "review", "result", WarnOpenBorder, WarnResultDiffers, "false-eyes", "seki", NoteFinish:
		return ok
	}
	return false
}

// vertexList joins the vertices of ps with spaces.
func vertexList(ps []Point) string {
	vs := make([]string, len(ps))
	for i, p := range ps {
		vs[i] = p.Vertex
	}
	return strings.Join(vs, " ")
}

// MarkedDead returns the stones f's own marking says are dead: those of
// its current position under the other colour's territory (TB, TW) in the
// last node of its SGF record, or those a board file's dead-stones header
// names. A board file without that header, or an SGF without TB or TW,
// marks none.
func MarkedDead(f *parse.File) []board.Point {
	if f.HasDeadStones {
		return f.DeadStones
	}
	if f.Record == nil {
		return nil
	}
	b := f.Current()
	var out []board.Point
	for _, c := range [...]board.Color{board.Black, board.White} {
		for _, p := range f.Record.Territory[c.Opponent()] {
			if b.At(p) == c {
				out = append(out, p)
			}
		}
	}
	return out
}

// MarkSGFColumns returns the layout of mark --format sgf: ConvertColumns,
// with, when the games go to files, a NOTES column that gives the
// warnings of each file's games (Converted.Notes), since those files are
// not on the screen.
func MarkSGFColumns(toFiles bool) report.Columns[*Converted] {
	cols := ConvertColumns(toFiles, true)
	if !toFiles {
		return cols
	}
	row := cols.Row
	cols.Header = append(cols.Header, "NOTES")
	cols.Flex = append(cols.Flex, 3)
	cols.Row = func(v *Converted) []string {
		notes := ""
		if !v.Failed() {
			notes = strings.Join(v.Notes, "; ")
		}
		return append(row(v), notes)
	}
	return cols
}

// ToReview reports whether the marking wants a human look, as its score
// does.
func (v *Mark) ToReview() bool { return !v.Failed() && v.Score != nil && v.Score.ToReview() }

// MarkPoint is one point of a marking report.
type MarkPoint struct {
	Point  `yaml:",inline"`
	Colour string  `json:"colour" yaml:"colour"`
	Status string  `json:"status" yaml:"status"`
	By     *string `json:"by" yaml:"by"`
}

// Mark is the verdict of `goscore mark` on one file: every point
// classified, the marked diagram, and the score breakdown.
type Mark struct {
	report.Outcome `yaml:",inline"`
	Width          int         `json:"width" yaml:"width"`
	Height         int         `json:"height" yaml:"height"`
	Diagram        []string    `json:"diagram" yaml:"diagram"`
	Points         []MarkPoint `json:"points" yaml:"points"`
	Score          *MarkScore  `json:"score" yaml:"score"`
}

// MarkScore is the score verdict inside a marking report. Nested, it is
// not written by a Stream, so it carries the "error": null a Stream adds
// after a top-level verdict itself; Error is always nil.
type MarkScore struct {
	Score `yaml:",inline"`
	Error *string `json:"error" yaml:"error"`
}

// The diagram's marks, one character a point.
const (
	MarkBlack          = 'X' // a black stone that stays
	MarkWhite          = 'O' // a white stone that stays
	MarkBlackCaptured  = 'x' // a black stone that comes off
	MarkWhiteCaptured  = 'o' // a white stone that comes off
	MarkBlackAlive     = '#' // a black stone of an unconditionally alive string (Sensei's Library: a black stone marked with a square)
	MarkWhiteAlive     = '@' // a white stone of an unconditionally alive string
	MarkBlackDead      = 'Z' // a black stone taken off as dead (Sensei's Library: a black stone crossed out)
	MarkWhiteDead      = 'P' // a white stone taken off as dead
	MarkBlackTerritory = 'b' // Black's territory
	MarkWhiteTerritory = 'w' // White's territory
	MarkNeutral        = '.' // a neutral point
	MarkBlackSeki      = 'B' // a black stone in seki (a diagram reads it back as a black stone)
	MarkWhiteSeki      = 'W' // a white stone in seki
	MarkSekiEye        = 'e' // an eye of a seki: territory under area scoring only
	MarkFalseEye       = 'f' // a false eye, a point its owner must fill: territory under area scoring only
)

// MarkLegend explains the diagram's marks, in two lines that fit 80
// columns with the two spaces the text report puts before each.
const MarkLegend = "X O stones   # @ alive (Benson)   B W seki   e seki eye   f false eye\n" +
	"  x o captured   Z P dead   b w territory   . neutral"

// MarkColumns returns the layout of marking reports: text by default (the
// marks in colour when colour is set), a row per point in CSV.
func MarkColumns(colour bool) report.Columns[*Mark] {
	return report.Columns[*Mark]{
		Header: []string{"FILE", "POINT", "ROW,COL", "COLOUR", "STATUS", "BY"},
		Row: func(v *Mark) []string {
			msg := v.Message()
			return []string{v.File, "-", "-", "-", "ERROR", msg}
		},
		CSVHeader: []string{"file", "vertex", "row", "col", "colour", "status", "by", "error"},
		CSVRows: func(v *Mark) [][]string {
			if v.Failed() {
				_, msg := v.Err()
				return [][]string{{v.File, "", "", "", "", "", "", msg}}
			}
			rows := make([][]string, 0, len(v.Points))
			for _, p := range v.Points {
				by := ""
				if p.By != nil {
					by = *p.By
				}
				rows = append(rows, []string{v.File, p.Vertex, itoa(p.Row), itoa(p.Col), p.Colour, p.Status, by, ""})
			}
			return rows
		},
		Text: func(w io.Writer, v *Mark) error {
			return markText(w, v, colour)
		},
		Page:        func(w io.Writer) report.Sink[*Mark] { return NewMarkHTML(w) },
		TextIsTable: true,
	}
}
