package verdict

import (
	"fmt"
	"math"
	"slices"
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
)

// Warnings returns the warnings about f and its evaluation e; never nil.
// An SGF read only by a repair warns with the repair's code (the
// sgf.RepairXxx codes: setup-in-main-line, repeated-property,
// text-outside-game, truncated, latin-1, move-on-occupied-point,
// empty-value, two-moves-in-node), as other programs read such files
// without a word.
func Warnings(f *parse.File, e *analyze.Evaluation) []string {
	w := make([]string, 0, 4) // room for the warnings the verdict adds
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
func ScoreFile(f *parse.File, o *Options, e *analyze.Evaluation) Score {
	fc, dead, warnings, fin, err := o.count(f, e)
	if err != nil {
		return report.Fail[Score](f.Name, err)
	}
	return scoreOf(fc, o, o.RulesFor(f), e, dead, warnings, fin)
}

// scoreOf builds the verdict of an evaluation already made under r, the
// rules o decided for f; fin, when not nil, is the finish count played
// on f's board as given (f is then the finished copy).
func scoreOf(f *parse.File, o *Options, r analyze.Rules, e *analyze.Evaluation, dead Dead, warnings []string, fin *finished) Score {
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
	if n := ReviewNote(&dead); n != "" {
		notes = append(notes, n)
	}
	open := openPoints(b, e.OpenBorders())
	var moves []string
	if fin != nil {
		open, moves = fin.open, fin.moves
		notes = append(notes, fin.note())
	}
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
	if n := sparedNote(b, e, r, s); n != "" {
		notes = append(notes, n)
	}
	result := s.Result()
	if f.Record != nil {
		if n := resultDiffers(f.Record.Result, result, dead.Method); n != "" {
			warnings = append(warnings, WarnResultDiffers)
			notes = append(notes, n)
		}
	}
	return Score{
		Outcome: report.Outcome{File: f.Name}, Width: b.Width(), Height: b.Height(),
		Rules: r.Name, Scoring: r.Scoring.String(), Komi: r.Komi,
		Black: SideOf(s.Black), White: SideOf(s.White), Neutral: s.Neutral,
		Dame: s.Dame, SekiStones: s.SekiStones, SekiDame: s.SekiShared,
		Result: result, Winner: nameOrNil(s.Winner()), Margin: s.Margin(),
		DeadStones: dead, Warnings: warnings, OpenBorder: open, Notes: notes, Finish: moves,
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
			parts = append(parts, colourPoints(b, eyes[c], c))
		}
	}
	alt := s
	alt.Black.Score += float64(s.Black.FalseEyes)
	alt.White.Score += float64(s.White.FalseEyes)
	return WarnFalseEyes + ": " + strings.Join(parts, ", ") + "; as territory " + alt.Result()
}

// sparedNote returns, under territory scoring, the note on the eye points
// the count leaves territory because their owner fills a dame first
// (analyze.Seki.Spared), or "" when there are none: for each colour, its
// points and the result had the opponent filled first ("dame-first: D4
// (black) a false eye if white fills first, then B+4"). Each colour's
// result is its own: a dame that would force a teire on either side is
// the points of one of them, whoever fills it.
func sparedNote(b *board.Board, e *analyze.Evaluation, r analyze.Rules, s analyze.Score) string {
	k := e.Seki()
	if r.Scoring != analyze.Territory || k == nil {
		return ""
	}
	var parts []string
	for _, c := range []board.Color{board.Black, board.White} {
		if n := len(k.Spared[c]); n > 0 {
			alt := s
			if c == board.Black {
				alt.Black.Score -= float64(n)
			} else {
				alt.White.Score -= float64(n)
			}
			parts = append(parts, colourPoints(b, k.Spared[c], c)+" a false eye if "+c.Opponent().String()+" fills first, then "+alt.Result())
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return NoteDameFirst + ": " + strings.Join(parts, "; ")
}

// colourPoints names the points pts of colour c as the notes do: "C3 D3
// (white)".
func colourPoints(b *board.Board, pts []board.Point, c board.Color) string {
	return vertexList(openPoints(b, pts)) + " (" + c.String() + ")"
}

// NoteDameFirst begins the note on the eye points a dame filled by their
// owner first keeps territory (docs/rules.md, Japanese territory).
const NoteDameFirst = "dame-first"

// SideOf is a colour's score as the verdicts and the report's tables
// give it.
func SideOf(x analyze.SideScore) SideScore {
	return SideScore{Stones: x.Stones, Territory: x.Territory, Prisoners: x.Prisoners,
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
func openPoints(b *board.Board, ps []board.Point) []Point {
	out := make([]Point, len(ps))
	for i, p := range ps {
		r, c := b.RowCol(p)
		out[i] = Point{Vertex: vertexNames[p&(board.Cells-1)], Row: r, Col: c}
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

// SideScore is one colour's line of a score verdict.
type SideScore struct {
	Stones          int `json:"stones" yaml:"stones"`
	Territory       int `json:"territory" yaml:"territory"`
	Prisoners       int `json:"prisoners" yaml:"prisoners"`
	CapturedOnBoard int `json:"captured_on_board" yaml:"captured_on_board"`
	DeadTaken       int `json:"dead_taken" yaml:"dead_taken"`
	// SekiEyes counts the eye points of this colour's strings in seki,
	// left out of Territory under territory scoring, kept under area.
	SekiEyes int `json:"seki_eyes" yaml:"seki_eyes"`
	// FalseEyes counts the points of this colour's eyes it must fill
	// before the count, to keep a string from capture (false eyes):
	// left out of Territory under territory scoring, kept under area.
	FalseEyes int     `json:"false_eyes" yaml:"false_eyes"`
	Score     float64 `json:"score" yaml:"score"`
}

// Score is the verdict of `goscore score` on one file.
type Score struct {
	report.Outcome `yaml:",inline"`
	Width          int       `json:"width" yaml:"width"`
	Height         int       `json:"height" yaml:"height"`
	Rules          string    `json:"rules" yaml:"rules"`
	Scoring        string    `json:"scoring" yaml:"scoring"`
	Komi           float64   `json:"komi" yaml:"komi"`
	Black          SideScore `json:"black" yaml:"black"`
	White          SideScore `json:"white" yaml:"white"`
	Neutral        int       `json:"neutral" yaml:"neutral"`
	// Dame counts the neutral points that touch both colours (through
	// their empty region), SekiDame those of them inside a seki, and
	// SekiStones the stones in seki.
	Dame       int     `json:"dame" yaml:"dame"`
	SekiStones int     `json:"seki_stones" yaml:"seki_stones"`
	SekiDame   int     `json:"seki_dame" yaml:"seki_dame"`
	Result     string  `json:"result" yaml:"result"`
	Winner     *string `json:"winner" yaml:"winner"`
	Margin     float64 `json:"margin" yaml:"margin"`
	// DeadStones are the stones taken off as dead, and how they were chosen.
	DeadStones Dead     `json:"dead_stones" yaml:"dead_stones"`
	Warnings   []string `json:"warnings" yaml:"warnings"`
	// OpenBorder lists the points of the regions that make the position
	// unfinished (the open-border warning); never nil. It is written as
	// vertex names (Vertices).
	OpenBorder Vertices `json:"open_border" yaml:"open_border"`
	// Notes say which rule changed the count, such as the handicap
	// compensation: "handicap 4: white +4 (chinese)", and what a person
	// should check; never nil. A note that details a warning starts with
	// the warning's code and a colon ("unsettled: A8 can be captured"),
	// and the estimate's review note with "review: " (ReviewNote).
	Notes []string `json:"notes" yaml:"notes"`
	// Finish lists the moves --finish played on the board's open border
	// before the count, each "B D4", in order; left out when the count
	// played none (docs/rules.md, Finishing open borders).
	Finish []string `json:"finish,omitempty" yaml:"finish,omitempty"`
}

// ToReview reports whether the score of a finished game wants a human
// look before it is trusted: its estimate was unsure of some string, or
// the position has an open border (docs/rules.md, Reviewing the
// estimate). A board scored with no dead stones asked for is taken as it
// stands, not as a finished game, and never wants one.
func (v *Score) ToReview() bool {
	if v.Failed() || v.DeadStones.Method == "" || v.DeadStones.Method == life.MethodNone {
		return false
	}
	return needsLook(&v.DeadStones) || len(v.OpenBorder) > 0 || slices.Contains(v.Warnings, WarnUnsettled) ||
		slices.Contains(v.Warnings, WarnFalseEyes)
}

// ScoreColumns returns the table and CSV layout of score verdicts, with a
// totals row that counts files and wins and adds up the points.
func ScoreColumns() report.Columns[*Score] {
	var files, failed, bWins, wWins, draws, review int
	var sums [9]int // the numeric columns that add up
	return report.Columns[*Score]{
		AppendJSON: appendScoreJSON,
		Header:     []string{"FILE", "SIZE WxH", "B STONES", "B TERR", "B PRIS", "B DEAD", "B SCORE", "W STONES", "W TERR", "W PRIS", "W DEAD", "KOMI", "W SCORE", "NEUTRAL", "RESULT", "NOTES"},
		Numeric:    []bool{false, false, true, true, true, true, true, true, true, true, true, true, true, true, false, false},
		Narrow:     []int{0, 1, 6, 12, 14, 15},
		Flex:       []int{0, 15},
		Row: func(v *Score) []string {
			files++
			if v.Failed() {
				failed++
				msg := v.Message()
				return []string{v.File, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "ERROR", msg}
			}
			if v.ToReview() {
				review++
			}
			switch orDash(v.Winner) {
			case "black":
				bWins++
			case "white":
				wWins++
			default:
				draws++
			}
			for i, n := range []int{v.Black.Stones, v.Black.Territory, v.Black.Prisoners, v.Black.DeadTaken, v.White.Stones, v.White.Territory, v.White.Prisoners, v.White.DeadTaken, v.Neutral} {
				sums[i] += n
			}
			return []string{v.File, fmt.Sprintf("%dx%d", v.Width, v.Height),
				itoa(v.Black.Stones), itoa(v.Black.Territory), itoa(v.Black.Prisoners), itoa(v.Black.DeadTaken), num(v.Black.Score),
				itoa(v.White.Stones), itoa(v.White.Territory), itoa(v.White.Prisoners), itoa(v.White.DeadTaken), num(v.Komi), num(v.White.Score),
				itoa(v.Neutral), v.Result, notes(v)}
		},
		Footer: func() []string {
			notes := fmt.Sprintf("wins: B %d, W %d, draws %d", bWins, wWins, draws)
			if failed > 0 {
				notes += fmt.Sprintf("; %d %s", failed, plural(failed, "error", "errors"))
			}
			if review > 0 {
				notes += fmt.Sprintf("; %d to review", review)
			}
			return []string{fmt.Sprintf("TOTAL %d %s", files, plural(files, "file", "files")), "",
				itoa(sums[0]), itoa(sums[1]), itoa(sums[2]), itoa(sums[3]), "",
				itoa(sums[4]), itoa(sums[5]), itoa(sums[6]), itoa(sums[7]), "", "",
				itoa(sums[8]), "", notes}
		},
		CSVHeader: []string{"file", "width", "height", "rules", "scoring", "komi",
			"black_stones", "black_territory", "black_prisoners", "black_captured_on_board", "black_dead_taken", "black_score",
			"white_stones", "white_territory", "white_prisoners", "white_captured_on_board", "white_dead_taken", "white_score",
			"neutral", "dame", "seki_stones", "seki_dame", "result", "winner", "margin", "dead_stones", "dead_black", "dead_white", "confidence", "warnings", "open_border", "notes", "error"},
		CSVRow: func(v *Score) []string {
			if v.Failed() {
				_, msg := v.Err()
				row := make([]string, 33)
				row[0], row[32] = v.File, msg
				return row
			}
			winner := ""
			if v.Winner != nil {
				winner = *v.Winner
			}
			return []string{v.File, itoa(v.Width), itoa(v.Height), v.Rules, v.Scoring, num(v.Komi),
				itoa(v.Black.Stones), itoa(v.Black.Territory), itoa(v.Black.Prisoners), itoa(v.Black.CapturedOnBoard), itoa(v.Black.DeadTaken), num(v.Black.Score),
				itoa(v.White.Stones), itoa(v.White.Territory), itoa(v.White.Prisoners), itoa(v.White.CapturedOnBoard), itoa(v.White.DeadTaken), num(v.White.Score),
				itoa(v.Neutral), itoa(v.Dame), itoa(v.SekiStones), itoa(v.SekiDame), v.Result, winner, num(v.Margin), v.DeadStones.Method, vertices(v.DeadStones.Black), vertices(v.DeadStones.White),
				confidence(&v.DeadStones), strings.Join(v.Warnings, " "), vertices(v.OpenBorder), strings.Join(v.Notes, "; "), ""}
		},
	}
}

// notes is the NOTES cell of a score row: the dead stones when any were
// chosen, "(estimated)" when they are an estimate, the seki, the notes,
// then the warnings (open-border with its count of points) but those a
// note has named already ("unsettled: A8 can be captured"). The false
// eyes' count gives way to the false-eyes note, which names them.
func notes(v *Score) string {
	var parts []string
	if d := deadText(&v.DeadStones); d != "" {
		parts = append(parts, d)
	}
	if s := sekiText(v); s != "" {
		parts = append(parts, s)
	}
	if s := falseEyeText(v); s != "" && noteFor(v.Notes, WarnFalseEyes) == "" {
		parts = append(parts, s)
	}
	parts = append(parts, v.Notes...)
	for _, w := range v.Warnings {
		if noteFor(v.Notes, w) == "" {
			parts = append(parts, warningNote(v, w))
		}
	}
	return strings.Join(parts, " ")
}

// WarningNotes says each warning of v as a table's cell does: its code,
// open-border with its count of points, and a warning a note details by
// that note ("result-differs: recorded B+5, counted W+6.5").
func WarningNotes(v *Score) []string {
	out := make([]string, 0, len(v.Warnings))
	for _, w := range v.Warnings {
		if n := noteFor(v.Notes, w); n != "" {
			out = append(out, w+": "+n)
		} else {
			out = append(out, warningNote(v, w))
		}
	}
	return out
}

// noteFor returns the note of notes that details code (it starts with the
// code and a colon), without that start; "" when there is none.
func noteFor(notes []string, code string) string {
	for _, n := range notes {
		if rest, ok := strings.CutPrefix(n, code+": "); ok {
			return rest
		}
	}
	return ""
}

// warningNote is warning w of v as a table cell gives it: open-border
// with its count of points, any other as its code.
func warningNote(v *Score, w string) string {
	if w == WarnOpenBorder && len(v.OpenBorder) > 0 {
		w += fmt.Sprintf(" (%d %s)", len(v.OpenBorder), plural(len(v.OpenBorder), "point", "points"))
	}
	return w
}

// WarnOpenBorder is the warning of a position that is not finished: an
// empty region touching both colours from which a move could still gain
// (docs/rules.md, Dame and open borders).
const WarnOpenBorder = "open-border"

// WarnUnsettled is the warning of a position whose borders are closed but
// where a string that stays on the board can still be captured: a dead
// string left unmarked, or a capture still to make (docs/rules.md,
// Japanese territory). A note names a stone of each such string.
const WarnUnsettled = "unsettled"

// WarnFalseEyes is the warning of a territory count that leaves false
// eyes out: points a player must fill before the count under the Japanese
// rules (a teire: with the dame filled, a string next to the point would
// be in atari), which many servers and programs count as territory, so
// the record's result, or the opponent's count, may differ by them. A
// note names the points and gives the result with them counted.
const WarnFalseEyes = "false-eyes"

// WarnResultDiffers is the warning of a record whose recorded result (an
// SGF's RE) is a count that goscore's count does not give: another winner
// or margin. A note gives both, "result-differs: recorded B+5, counted
// W+6.5", so a person can check the dead stones, the rules and the komi.
const WarnResultDiffers = "result-differs"

// sekiText says what the seki changed: "seki: 9 stones, 1 dame, eyes B 1 W 1
// (not territory)", or "" when there is none.
func sekiText(v *Score) string {
	if v.SekiStones == 0 {
		return ""
	}
	s := fmt.Sprintf("seki: %d stones, %d dame", v.SekiStones, v.SekiDame)
	if eyes := v.Black.SekiEyes + v.White.SekiEyes; eyes > 0 {
		s += fmt.Sprintf(", eyes B %d W %d", v.Black.SekiEyes, v.White.SekiEyes)
		if v.Scoring == "territory" {
			s += " (not territory)"
		}
	}
	return s
}

// falseEyeText says what the false eyes changed: "false eyes B 2 W 0 (not
// territory)", or "" when there are none.
func falseEyeText(v *Score) string {
	if v.Black.FalseEyes+v.White.FalseEyes == 0 {
		return ""
	}
	s := fmt.Sprintf("false eyes B %d W %d", v.Black.FalseEyes, v.White.FalseEyes)
	if v.Scoring == "territory" {
		s += " (not territory)"
	}
	return s
}

// Line is the colour's row of a report.ScoreTable.
func (s SideScore) Line() report.ScoreLine {
	return report.ScoreLine{Stones: s.Stones, Territory: s.Territory, Prisoners: s.Prisoners, Dead: s.DeadTaken, Score: s.Score}
}

// appendSide appends one colour's line of a score verdict.
func appendSide(b []byte, s *SideScore) []byte {
	b = append(b, `{"stones":`...)
	b = strconv.AppendInt(b, int64(s.Stones), 10)
	b = append(b, `,"territory":`...)
	b = strconv.AppendInt(b, int64(s.Territory), 10)
	b = append(b, `,"prisoners":`...)
	b = strconv.AppendInt(b, int64(s.Prisoners), 10)
	b = append(b, `,"captured_on_board":`...)
	b = strconv.AppendInt(b, int64(s.CapturedOnBoard), 10)
	b = append(b, `,"dead_taken":`...)
	b = strconv.AppendInt(b, int64(s.DeadTaken), 10)
	b = append(b, `,"seki_eyes":`...)
	b = strconv.AppendInt(b, int64(s.SekiEyes), 10)
	b = append(b, `,"false_eyes":`...)
	b = strconv.AppendInt(b, int64(s.FalseEyes), 10)
	b = append(b, `,"score":`...)
	b = report.AppendJSONFloat(b, s.Score)
	return append(b, '}')
}

// appendScoreJSON appends the successful score verdict v exactly as
// encoding/json marshals it (TestAppendScoreJSON holds the two together),
// without reflection: the JSON lines of a batch of 100,000 files are
// written here. As with encoding/json, the Stream writes failed verdicts
// and the trailing "error": null.
func appendScoreJSON(b []byte, v *Score) []byte {
	b = append(b, `{"file":`...)
	b = report.AppendJSONString(b, v.File)
	b = append(b, `,"width":`...)
	b = strconv.AppendInt(b, int64(v.Width), 10)
	b = append(b, `,"height":`...)
	b = strconv.AppendInt(b, int64(v.Height), 10)
	b = append(b, `,"rules":`...)
	b = report.AppendJSONString(b, v.Rules)
	b = append(b, `,"scoring":`...)
	b = report.AppendJSONString(b, v.Scoring)
	b = append(b, `,"komi":`...)
	b = report.AppendJSONFloat(b, v.Komi)
	b = append(b, `,"black":`...)
	b = appendSide(b, &v.Black)
	b = append(b, `,"white":`...)
	b = appendSide(b, &v.White)
	b = append(b, `,"neutral":`...)
	b = strconv.AppendInt(b, int64(v.Neutral), 10)
	b = append(b, `,"dame":`...)
	b = strconv.AppendInt(b, int64(v.Dame), 10)
	b = append(b, `,"seki_stones":`...)
	b = strconv.AppendInt(b, int64(v.SekiStones), 10)
	b = append(b, `,"seki_dame":`...)
	b = strconv.AppendInt(b, int64(v.SekiDame), 10)
	b = append(b, `,"result":`...)
	b = report.AppendJSONString(b, v.Result)
	b = append(b, `,"winner":`...)
	if v.Winner == nil {
		b = append(b, "null"...)
	} else {
		b = report.AppendJSONString(b, *v.Winner)
	}
	b = append(b, `,"margin":`...)
	b = report.AppendJSONFloat(b, v.Margin)
	b = append(b, `,"dead_stones":`...)
	b = appendDead(b, &v.DeadStones)
	b = append(b, `,"warnings":`...)
	b = appendStrings(b, v.Warnings)
	b = append(b, `,"open_border":`...)
	b = appendVertices(b, v.OpenBorder)
	b = append(b, `,"notes":`...)
	b = appendStrings(b, v.Notes)
	if len(v.Finish) > 0 {
		b = append(b, `,"finish":`...)
		b = appendStrings(b, v.Finish)
	}
	return append(b, '}')
}
