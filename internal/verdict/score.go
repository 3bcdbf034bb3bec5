package verdict

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Warning names used in verdicts.
const (
	// WarnAmbiguousCapture: strings of both colours had no liberties and the
	// side to move was unknown, so all came off at once (docs/rules.md, Removal).
	WarnAmbiguousCapture = "ambiguous-capture"
	// WarnHistory: consecutive grids of the history are not one move apart.
	WarnHistory = "history-not-one-move-per-grid"
	// WarnOpenBorder: an empty region touching both colours could still
	// gain (docs/rules.md, Dame and open borders); its points are the
	// verdict's OpenBorder.
	WarnOpenBorder = report.WarnOpenBorder
	// WarnUnsettled: with the borders closed, a string that stays on the
	// board can still be captured (docs/rules.md, Japanese territory);
	// a note names a stone of each.
	WarnUnsettled = report.WarnUnsettled
	// WarnFalseEyes: a territory count left false eyes out (docs/rules.md,
	// Japanese territory); a note names them and gives the result with
	// them counted as territory.
	WarnFalseEyes = report.WarnFalseEyes
	// WarnResultDiffers: the record's RE is a count other than goscore's;
	// a note gives both.
	WarnResultDiffers = report.WarnResultDiffers
)

// Warnings returns the warnings about f and its evaluation e; never nil.
// An SGF read only by a repair warns with the repair's code (the
// sgf.RepairXxx codes: setup-in-main-line, repeated-property,
// text-outside-game, truncated, latin-1, move-on-occupied-point,
// empty-value, two-moves-in-node), as other programs read such files
// without a word.
func Warnings(f *parse.File, e *analyze.Evaluation) []string {
	w := []string{}
	if e.Ambiguous {
		w = append(w, WarnAmbiguousCapture)
	}
	// A record's history is its replay, one move a grid but where a
	// setup node stands, which its own warning names.
	if (f.Record == nil || len(f.Record.Setups) == 0) && !analyze.HistoryIsMoves(f.Grids) {
		w = append(w, WarnHistory)
	}
	if f.Record != nil {
		for _, r := range f.Record.Repairs {
			w = append(w, r.Code)
		}
	}
	return w
}

// ScoreFile evaluates f under o, using e as scratch, and returns its verdict.
func ScoreFile(f *parse.File, o *Options, e *analyze.Evaluation) report.Score {
	dead, warnings, err := o.evaluate(f, e)
	if err != nil {
		return report.Fail[report.Score](f.Name, err)
	}
	return scoreOf(f, o, o.RulesFor(f), e, dead, warnings)
}

// scoreOf builds the verdict of an evaluation already made under r, the
// rules o decided for f.
func scoreOf(f *parse.File, o *Options, r analyze.Rules, e *analyze.Evaluation, dead report.Dead, warnings []string) report.Score {
	b := f.Current()
	s := e.Score(r, f.BlackPrisoners, f.WhitePrisoners)
	notes := []string{}
	if n := handicapOf(f); n >= 2 {
		if bonus, note := r.HandicapBonus(n); note != "" {
			s.White.Score += bonus
			if o.HandicapSet { // the flag, not the preset, chose the rule
				note = fmt.Sprintf("handicap %d: white +%v (--handicap-komi %s)", n, bonus, r.Handicap)
			}
			notes = append(notes, note)
		}
	}
	if n := report.ReviewNote(&dead); n != "" {
		notes = append(notes, n)
	}
	open := openPoints(b, e.OpenBorders())
	if len(open) > 0 {
		warnings = append(warnings, WarnOpenBorder)
	} else if k := e.Seki(); k != nil && len(k.Unsettled) > 0 {
		warnings = append(warnings, WarnUnsettled)
		notes = append(notes, "unsettled: "+vertexList(openPoints(b, k.Unsettled))+" can be captured")
	}
	if n := falseEyesNote(b, e, r, s); n != "" {
		warnings = append(warnings, WarnFalseEyes)
		notes = append(notes, n)
	}
	result := s.Result()
	if f.Record != nil {
		if n := resultDiffers(f.Record.Result, result, dead.Method); n != "" {
			warnings = append(warnings, WarnResultDiffers)
			notes = append(notes, n)
		}
	}
	return report.Score{
		Outcome: report.Outcome{File: f.Name}, Width: b.Width(), Height: b.Height(),
		Rules: r.Name, Scoring: r.Scoring.String(), Komi: r.Komi,
		Black: SideOf(s.Black), White: SideOf(s.White), Neutral: s.Neutral,
		Dame: s.Dame, SekiStones: s.SekiStones, SekiDame: s.SekiShared,
		Result: result, Winner: nameOrNil(s.Winner()), Margin: s.Margin(),
		DeadStones: dead, Warnings: warnings, OpenBorder: open, Notes: notes,
	}
}

// falseEyesNote returns the note of WarnFalseEyes for the score s of e
// under r, or "" when the count left no false eye out: "false-eyes: T16
// (black), C3 D3 (white); as territory B+3.5", the points and the result
// with them counted as territory.
func falseEyesNote(b *board.Board, e *analyze.Evaluation, r analyze.Rules, s analyze.Score) string {
	if r.Scoring != analyze.Territory || s.Black.FalseEyes+s.White.FalseEyes == 0 {
		return ""
	}
	var eyes [3][]board.Point
	for _, p := range b.Points(nil) {
		switch e.Status(p) {
		case analyze.BlackFalseEye:
			eyes[board.Black] = append(eyes[board.Black], p)
		case analyze.WhiteFalseEye:
			eyes[board.White] = append(eyes[board.White], p)
		}
	}
	var parts []string
	for _, c := range []board.Color{board.Black, board.White} {
		if len(eyes[c]) > 0 {
			parts = append(parts, vertexList(openPoints(b, eyes[c]))+" ("+c.String()+")")
		}
	}
	alt := s
	alt.Black.Score += float64(s.Black.FalseEyes)
	alt.White.Score += float64(s.White.FalseEyes)
	return WarnFalseEyes + ": " + strings.Join(parts, ", ") + "; as territory " + alt.Result()
}

// SideOf is a colour's score as the verdicts and the report's tables
// give it.
func SideOf(x analyze.SideScore) report.SideScore {
	return report.SideScore{Stones: x.Stones, Territory: x.Territory, Prisoners: x.Prisoners,
		CapturedOnBoard: x.CapturedOnBoard, DeadTaken: x.DeadTaken, SekiEyes: x.SekiEyes,
		FalseEyes: x.FalseEyes, Score: x.Score}
}

// resultDiffers returns the note of WarnResultDiffers when recorded, a
// record's RE, is a count ("B+5", "W+0.5", "0", "Draw") that counted,
// goscore's result, does not give: "result-differs: recorded B+5, counted
// W+6.5", with "(no dead stones judged)" when method took none off, the
// usual reason on a finished game. A result that is no count (a
// resignation "B+R", a time loss, "Void", kill-all's "B+") says nothing
// to compare, and gives "".
func resultDiffers(recorded, counted, method string) string {
	want, ok := signedResult(recorded)
	got, ok2 := signedResult(counted)
	if !ok || !ok2 || want == got {
		return ""
	}
	n := WarnResultDiffers + ": recorded " + strings.TrimSpace(recorded) + ", counted " + counted
	if method == "" || method == life.MethodNone {
		n += " (no dead stones judged)"
	}
	return n
}

// signedResult reads a counted result, as SGF's RE writes one: Black's
// margin, negative for a win by White, 0 for a draw ("0", "Draw", "Jigo").
func signedResult(res string) (float64, bool) {
	res = strings.TrimSpace(res)
	switch strings.ToLower(res) {
	case "0", "draw", "jigo":
		return 0, true
	}
	if len(res) < 3 || res[1] != '+' || (res[0] != 'B' && res[0] != 'W') {
		return 0, false
	}
	m, err := strconv.ParseFloat(res[2:], 64)
	if err != nil || math.IsInf(m, 0) || math.IsNaN(m) || m < 0 {
		return 0, false
	}
	if res[0] == 'W' {
		m = -m
	}
	return m, true
}

// handicapOf returns the handicap the file gives: an SGF's HA, a board
// file's handicap header, or 0.
func handicapOf(f *parse.File) int { return f.Handicap }

// openPoints is Points for the open border, which on an unfinished board
// names a good part of it: with the vertex names made once rather than a
// string a point.
func openPoints(b *board.Board, ps []board.Point) []report.Point {
	out := make([]report.Point, len(ps))
	for i, p := range ps {
		r, c := b.RowCol(p)
		out[i] = report.Point{Vertex: vertexNames[p&(board.Cells-1)], Row: r, Col: c}
	}
	return out
}

// vertexNames holds Point.String of every point of the largest board.
var vertexNames = func() (t [board.Cells]string) {
	for y := 0; y < board.MaxSize; y++ {
		for x := 0; x < board.MaxSize; x++ {
			t[board.At(x, y)] = board.At(x, y).String()
		}
	}
	return t
}()
