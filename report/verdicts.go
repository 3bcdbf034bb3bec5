package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func itoa(n int) string { return strconv.Itoa(n) }

func orDash(s *string) string {
	if s == nil {
		return "-"
	}
	return *s
}

// ScoreColumns returns the table and CSV layout of score verdicts, with a
// totals row that counts files and wins and adds up the points.
func ScoreColumns() Columns[*Score] {
	var files, failed, bWins, wWins, draws, review int
	var sums [9]int // the numeric columns that add up
	return Columns[*Score]{
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

// confidence is an estimate's confidence for a CSV cell; "" when the dead
// stones were not estimated.
func confidence(d *Dead) string {
	if d == nil || d.Estimate == nil {
		return ""
	}
	return num(d.Estimate.Confidence)
}

// deadText names the dead stones taken off: "dead B: D4 E5; W: C3
// (estimated)", "no dead stones (engine)", or "" when none were asked for.
func deadText(d *Dead) string {
	if d.Method == "" || d.Method == NoDeadStones {
		return ""
	}
	var sb strings.Builder
	if len(d.Black)+len(d.White) == 0 {
		sb.WriteString("no dead stones")
	} else {
		sb.WriteString("dead")
		if len(d.Black) > 0 {
			sb.WriteString(" B: " + vertices(d.Black))
		}
		if len(d.Black) > 0 && len(d.White) > 0 {
			sb.WriteString(";")
		}
		if len(d.White) > 0 {
			sb.WriteString(" W: " + vertices(d.White))
		}
	}
	sb.WriteString(judgedBy(d))
	return sb.String()
}

// StatusColumns returns the layout of status verdicts.
func StatusColumns() Columns[*Status] {
	return Columns[*Status]{
		Header:  []string{"FILE", "POINT", "ROW,COL", "COLOUR", "STATUS", "CAPTURED", "BY", "MEANING"},
		Numeric: []bool{false, false, true},
		Narrow:  []int{0, 1, 2, 3, 7},
		Flex:    []int{0, 7},
		Row: func(v *Status) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, "-", "-", "-", "ERROR", "-", msg, "ERROR: " + msg}
			}
			st := v.Status
			if st == StatusDead {
				st += judgedBy(v.DeadStones)
			}
			return []string{v.File, v.Point.Vertex, rowCol(v.Point), dash(v.Colour), st, strconv.FormatBool(v.Captured), orDash(v.By), meaning(v)}
		},
		CSVHeader: []string{"file", "vertex", "row", "col", "colour", "status", "captured", "by", "dead_stones", "estimated", "confidence", "error"},
		CSVRow: func(v *Status) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.File, "", "", "", "", "", "", "", "", "", "", msg}
			}
			by := ""
			if v.By != nil {
				by = *v.By
			}
			method, estimated := "", ""
			if d := v.DeadStones; d != nil {
				method, estimated = d.Method, strconv.FormatBool(d.Estimated)
			}
			return []string{v.File, v.Point.Vertex, itoa(v.Point.Row), itoa(v.Point.Col), v.Colour, v.Status, strconv.FormatBool(v.Captured), by, method, estimated, confidence(v.DeadStones), ""}
		},
	}
}

// meaning says a point's status in words: "black territory" for an empty
// point one colour surrounds (not a captured stone), "captured by white"
// for a stone of a string without liberties; a stone of a string the
// estimate was unsure of ends with "review: sure 0.12", one of a string
// an engine and the estimate judged differently with "review: dead by
// the engine only".
func meaning(v *Status) string {
	m := meaningOf(v)
	if u := unsureOf(v.DeadStones, v.Point.Vertex); u != nil {
		m += "; review: sure " + num(u.Sure)
	}
	if s := disputedOf(v.DeadStones, v.Point.Vertex); s != nil {
		m += "; review: dead by the " + s.DeadBy + " only"
	}
	return m
}

func meaningOf(v *Status) string {
	by := orDash(v.By)
	switch v.Status {
	case StatusBlackTerritory:
		return "black territory"
	case StatusWhiteTerritory:
		return "white territory"
	case StatusCaptured:
		return "captured by " + by
	case StatusDead:
		return "dead, taken by " + by + judgedBy(v.DeadStones)
	case StatusSeki:
		if v.Colour == "black" || v.Colour == "white" {
			return "in seki (alive, no territory)"
		}
		return "eye of a seki (territory under area scoring only)"
	case StatusAlive:
		return "alive (cannot be captured)"
	case StatusStone:
		return "stone, not captured"
	case StatusNeutral:
		return "neutral (dame)"
	case StatusOffBoard:
		return "off the board"
	}
	return v.Status
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func rowCol(p *Point) string {
	if p == nil || p.Row < 0 {
		return "-"
	}
	return itoa(p.Row) + "," + itoa(p.Col)
}

func vertices(ps []Point) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Vertex
	}
	return strings.Join(s, " ")
}

// MarkColumns returns the layout of marking reports: text by default (the
// marks in colour when colour is set), a row per point in CSV.
func MarkColumns(colour bool) Columns[*Mark] {
	return Columns[*Mark]{
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
		Page:        func(w io.Writer) Sink[*Mark] { return NewMarkHTML(w) },
		TextIsTable: true,
	}
}
