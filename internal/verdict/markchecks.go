package verdict

import (
	"fmt"
	"strconv"
	"strings"
)

// reviewCode names the estimate's review among the checks of a verdict:
// its note starts "review: " (ReviewNote), as a warning's note starts with
// the warning's code.
const reviewCode = "review"

// check is one thing a score verdict asks a person to look at before its
// count is trusted: the strings the estimate was unsure of, or a warning.
// The page gives it in words: label and detail in the summary's row
// ("open border: 17 points"), sentence and full in the file's box.
type check struct {
	code     string // the warning's code, or reviewCode
	label    string // a few words: "open border"
	detail   string // what it names, briefly: "17 points"; may be ""
	sentence string // what it means and what to do
	full     string // every point or string it names; may be ""
}

// summary is the check as the summary's row gives it.
func (c *check) summary() string {
	if c.detail == "" {
		return c.label
	}
	return c.label + ": " + c.detail
}

// text is the check as the file's box gives it.
func (c *check) text() string {
	if c.full == "" {
		return c.sentence
	}
	return c.sentence + " " + c.full
}

// checksOf lists what s asks a person to check, the review of its dead
// stones first (the strings an engine and the estimate beside it judged
// differently, else those the estimate was unsure of), then each warning
// in order. A warning whose points or strings the verdict names
// (OpenBorder, a note starting with its code) names them.
func checksOf(s *Score) []check {
	var out []check
	if n := noteFor(s.Notes, reviewCode); n != "" {
		c := check{code: reviewCode, label: "estimate unsure", detail: unsureBrief(&s.DeadStones),
			sentence: "The dead-stone estimate was not sure of these strings (ringed on the board): check whether each is dead or alive.",
			full:     upperFirst(n) + "."}
		if d := disputeNote(&s.DeadStones); d != "" {
			brief := strings.TrimPrefix(d, disputePrefix)
			c.label, c.detail, c.full = strings.TrimSuffix(disputePrefix, ": "), brief, upperFirst(brief)+"."
			c.sentence = "The engine and goscore's estimate judged these strings differently (ringed on the board); the count takes the engine's word: check whether each is dead or alive."
		}
		out = append(out, c)
	}
	for _, w := range s.Warnings {
		c := check{code: w, label: warningLabel(w), sentence: warningSentence(w)}
		if w == WarnOpenBorder && len(s.OpenBorder) > 0 {
			c.detail = strconv.Itoa(len(s.OpenBorder)) + " " + plural(len(s.OpenBorder), "point", "points")
			c.full = "Its points, marked with a diamond on the board: " + vertices(s.OpenBorder) + "."
		} else if n := noteFor(s.Notes, w); n != "" {
			c.detail, c.full = n, upperFirst(n)+"."
		}
		out = append(out, c)
	}
	return out
}

// isCheckNote reports whether note details one of s's checks, so that
// the page gives it with the check, not again as a note.
func isCheckNote(s *Score, note string) bool {
	code, _, ok := strings.Cut(note, ": ")
	if !ok {
		return false
	}
	if code == reviewCode {
		return true
	}
	for _, w := range s.Warnings {
		if w == code {
			return true
		}
	}
	return false
}

// unsureBrief names the strings d's estimate was unsure of, without the
// reasons: "A2 alive (sure 0.05), D7 dead (sure 0)".
func unsureBrief(d *Dead) string {
	if d.Estimate == nil {
		return ""
	}
	parts := make([]string, len(d.Estimate.Unsure))
	for i, u := range d.Estimate.Unsure {
		name := "?"
		if len(u.Stones) > 0 {
			name = u.Stones[0].Vertex
		}
		judged := "alive"
		if u.Dead {
			judged = "dead"
		}
		parts[i] = fmt.Sprintf("%s %s (sure %s)", name, judged, num(u.Sure))
	}
	return strings.Join(parts, ", ")
}

// upperFirst capitalises the first letter of s, for a note that starts a
// sentence.
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// warningWords say each warning of a verdict in words, for a reader of the
// page who does not know the codes (internal/verdict, internal/batch and
// parse/sgf name them): a label for the summary and a sentence for the
// file's box. A code without words is shown as it is.
var warningWords = map[string]struct{ label, sentence string }{
	"ambiguous-capture": {"captures of both colours",
		"Strings of both colours had no liberties and the side to move is not known, so all of them came off at once."},
	"history-not-one-move-per-grid": {"history not one move a grid",
		"The file's positions are not one move apart, so ko could not be judged from them."},
	"dead-stones-marks-alive-string": {"a dead string is alive",
		"A string given as dead is alive whatever happens (Benson's test); it was taken off as asked."},
	WarnOpenBorder: {"open border",
		"The game is not finished: an empty region touching both colours can still gain points; it was counted as neutral."},
	WarnUnsettled: {"unsettled strings",
		"The game is not finished: with the borders closed, a string that stays on the board can still be captured; it was counted as it stands."},
	WarnFalseEyes: {"false eyes left out",
		"The count leaves out false eyes, points a player must fill before the count under the Japanese rules; many servers and programs count them as territory: check what the players agreed."},
	WarnResultDiffers: {"result differs from the record",
		"The file records another result than this count: check the dead stones, the rules and the komi."},
	"size-differs": {"size differs",
		"The board is not the size its size: header states, or is one row or column off the size of the boards before it; it was read as it stands."},
	"setup-in-main-line": {"setup among the moves",
		"The record places or removes stones (AB, AW, AE) after a move of its main line; they were applied where they stand."},
	"repeated-property": {"property given twice",
		"A property is given twice in one node; the first was kept, or for a list of points the lists were joined."},
	"text-outside-game": {"text outside the game",
		"The file has text before, between or after its games, which was skipped."},
	"truncated": {"file cut short",
		"The file ends inside a value or a game; what was read was kept."},
	"latin-1": {"read as Latin-1",
		"The text is not UTF-8 and no CA property names its character set; it was read as Latin-1."},
	"move-on-occupied-point": {"move on a stone",
		"A move is played onto a stone, as some old records have it; the mover's stone replaced it."},
	"empty-value": {"empty value",
		"A property that wants a number, a colour or a point is empty; it was read as if it were absent."},
	"two-moves-in-node": {"two moves in a node",
		"A node holds both a black and a white move; both were played, in the file's order."},
}

// warningLabel returns the few words for warning w, or w itself.
func warningLabel(w string) string {
	if s, ok := warningWords[w]; ok {
		return s.label
	}
	return w
}

// warningSentence returns the sentence for warning w, or w itself.
func warningSentence(w string) string {
	if s, ok := warningWords[w]; ok {
		return s.sentence
	}
	return w
}
