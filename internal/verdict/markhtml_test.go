package verdict_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

// markOf parses a board drawn inline and marks it under Japanese rules.
func markOf(t *testing.T, name, text string) *verdict.Mark {
	t.Helper()
	return markDead(t, name, text, "none")
}

// markDead is markOf with --dead-stones dead.
func markDead(t *testing.T, name, text, dead string) *verdict.Mark {
	t.Helper()
	spec, err := life.ParseSpec(dead)
	if err != nil {
		t.Fatal(err)
	}
	var f parse.File
	if err := parse.Parse(name, []byte(text), &f); err != nil {
		t.Fatal(err)
	}
	r, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	var e analyze.Evaluation
	m := verdict.MarkFile(&f, &verdict.Options{RulesChoice: game.RulesChoice{Rules: r}, Dead: spec}, &e)
	return &m
}

// htmlBoards are the boards of the HTML tests: a capture, a plain position,
// a rectangle, a failed file, and names that need escaping.
func htmlBoards(t *testing.T) []*verdict.Mark {
	small := markOf(t, "small.txt", `0 1 2 0 0
1 0 1 2 0
1 1 2 0 2
0 1 2 2 0
1 1 2 0 0
`)
	rect := markOf(t, "rect <&> \"q\".txt", `0 1 2 0 0 2 0
1 1 2 2 2 2 2
0 1 1 1 2 0 2
`)
	sample := markOf(t, "sample.txt", `0 0 0 0 0 2 2 0 0
0 2 1 2 2 1 1 2 0
0 1 2 0 2 1 2 1 2
0 2 0 0 2 1 1 1 2
0 0 1 0 0 2 2 2 0
0 1 2 1 0 1 0 0 0
1 2 2 2 2 2 1 0 0
1 2 2 1 1 2 2 1 0
0 1 1 0 0 1 1 0 0
`)
	bad := report.Fail[verdict.Mark]("<script>bad.txt", errors.New("<script>bad.txt:1:3: bad cell \"<\"\x01"))
	odd := markOf(t, "bad\xffutf8\x02.txt", "1 0\n0 2\n")
	return []*verdict.Mark{small, rect, &bad, sample, odd}
}

func renderHTML(t *testing.T, vs []*verdict.Mark) string {
	t.Helper()
	var buf bytes.Buffer
	s := report.New(&buf, report.HTML, verdict.MarkColumns(false))
	for _, v := range vs {
		if err := s.Add(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// element is one element of a parsed page.
type element struct {
	name  string
	attrs map[string]string
}

// parseXHTML reads the page with encoding/xml in strict mode, which fails
// on any unclosed or misnested element, bad entity or bad character; it
// returns every element.
func parseXHTML(t *testing.T, page string) []element {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(page))
	d.Strict = true
	var els []element
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("page is not well formed: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			depth++
			e := element{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			els = append(els, e)
		case xml.EndElement:
			depth--
		}
	}
	if depth != 0 {
		t.Fatalf("page ends %d elements deep", depth)
	}
	if len(els) == 0 || els[0].name != "html" {
		t.Fatal("page has no html root")
	}
	return els
}

// TestMarkHTMLPage checks the page is well formed, self-contained, has one
// SVG per board that did not fail, and as many marks of each kind and
// colour as the verdicts' points say.
func TestMarkHTMLPage(t *testing.T) {
	// Beside the golden boards, one with a dead stone of each colour
	// (the white B4 in Black's area, the black D2 in White's).
	vs := append(htmlBoards(t), markDead(t, "dead.txt", `0 0 1 2 0
0 2 1 2 0
0 0 1 2 0
0 0 1 1 2
0 0 1 2 0
`, "B4,D2"))
	page := renderHTML(t, vs)
	els := parseXHTML(t, page)

	for _, bad := range []string{"<script", "<link", "<iframe", "<img", "<object", "url(", "@import", "http://", "https://"} {
		// the SVG namespace is a name, not a fetch
		if strings.Contains(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	for _, e := range els {
		for _, a := range []string{"src", "href", "xlink:href"} {
			if v, ok := e.attrs[a]; ok && !strings.HasPrefix(v, "#") {
				t.Errorf("<%s %s=%q> points outside the page", e.name, a, v)
			}
		}
	}

	ok := 0
	want := map[string]int{}
	for _, v := range vs {
		if v.Failed() {
			continue
		}
		ok++
		for _, p := range v.Points {
			switch {
			case p.Status == verdict.StatusStone:
				want["stone "+p.Colour]++
			case p.Status == verdict.StatusCaptured:
				want["captured "+p.Colour]++
			case p.Status == verdict.StatusAlive:
				want["alive "+p.Colour]++
			case p.Status == verdict.StatusDead:
				want["dead "+p.Colour]++
			case p.Status == verdict.StatusBlackTerritory:
				want["territory black"]++
			case p.Status == verdict.StatusWhiteTerritory:
				want["territory white"]++
			}
		}
	}
	if want["captured black"] == 0 || want["captured white"] == 0 || want["territory black"] == 0 || want["territory white"] == 0 ||
		want["alive black"] == 0 || want["alive white"] == 0 || want["dead black"] == 0 || want["dead white"] == 0 {
		t.Fatalf("the boards do not cover every mark: %v", want)
	}
	// The legend draws each mark of each kind and colour, with the boards'
	// own code (a white stone twice: the unsure ring goes around one):
	// counted on a page without boards, and taken off.
	got := map[string]int{}
	for _, e := range parseXHTML(t, renderHTML(t, nil)) {
		if c := e.attrs["class"]; c != "" {
			got[c]--
		}
	}
	for _, k := range []string{"stone black", "stone white", "captured black", "captured white", "dead black", "dead white", "territory black", "territory white", "open", "unsure"} {
		if got[k] >= 0 {
			t.Errorf("the legend draws no %q", k)
		}
	}
	svgs, ids := 0, map[string]bool{}
	for _, e := range els {
		if e.name == "svg" && e.attrs["class"] == "goban" {
			svgs++
		}
		if id := e.attrs["id"]; id != "" {
			if ids[id] {
				t.Errorf("id %q twice", id)
			}
			ids[id] = true
		}
		if c := e.attrs["class"]; strings.HasPrefix(c, "stone ") || strings.HasPrefix(c, "captured ") || strings.HasPrefix(c, "territory ") ||
			strings.HasPrefix(c, "alive ") || strings.HasPrefix(c, "dead ") {
			got[c]++
		}
	}
	if svgs != ok {
		t.Errorf("%d <svg> for %d boards", svgs, ok)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("%d %q marks, want %d", got[k], k, want[k])
		}
	}
	for k := range got {
		if _, seen := want[k]; !seen && got[k] > 0 && (strings.HasPrefix(k, "stone ") || strings.HasPrefix(k, "captured ") ||
			strings.HasPrefix(k, "territory ") || strings.HasPrefix(k, "alive ") || strings.HasPrefix(k, "dead ")) {
			t.Errorf("%d unexpected %q marks", got[k], k)
		}
	}
	for _, e := range els {
		if h := e.attrs["href"]; strings.HasPrefix(h, "#") && !ids[h[1:]] {
			t.Errorf("link %q has no anchor", h)
		}
	}
	if !strings.Contains(page, "bad cell &#34;&lt;&#34;\uFFFD") || !strings.Contains(page, "&lt;script&gt;bad.txt") {
		t.Error("the failed file's escaped error is missing")
	}
}

// TestMarkHTMLEmpty: no board still makes a whole page.
func TestMarkHTMLEmpty(t *testing.T) {
	page := renderHTML(t, nil)
	parseXHTML(t, page)
	if !strings.Contains(page, "0 files: 0 ok, 0 errors") {
		t.Error("no summary on an empty page")
	}
}

// TestMarkHTMLSizes: every size from 1x1 to 19x19, and rectangles, parse and
// draw one SVG with the right number of grid lines' coordinates.
func TestMarkHTMLSizes(t *testing.T) {
	for _, wh := range [][2]int{{1, 1}, {2, 3}, {5, 5}, {7, 7}, {9, 9}, {13, 13}, {19, 19}, {19, 5}} {
		var sb strings.Builder
		for y := 0; y < wh[1]; y++ {
			for x := 0; x < wh[0]; x++ {
				if x > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteByte("0120"[(x*7+y*3)%4])
			}
			sb.WriteByte('\n')
		}
		m := markOf(t, "b.txt", sb.String())
		page := renderHTML(t, []*verdict.Mark{m})
		els := parseXHTML(t, page)
		texts := 0
		for _, e := range els {
			if e.name == "text" {
				texts++
			}
		}
		if w := 2 * (wh[0] + wh[1]); texts != w {
			t.Errorf("%dx%d: %d coordinates, want %d", wh[0], wh[1], texts, w)
		}
	}
}

// TestMarkHTMLGolden compares a page of two boards and a failed file with testdata/mark.html,
// byte for byte; -update rewrites it.
func TestMarkHTMLGolden(t *testing.T) {
	vs := htmlBoards(t)
	bad := report.Fail[verdict.Mark]("missing.txt", errors.New("missing.txt: no such file or directory"))
	page := renderHTML(t, []*verdict.Mark{vs[0], vs[1], &bad})
	golden.Check(t, filepath.Join("testdata", "mark.html"), []byte(page))
}

var tagRE = regexp.MustCompile(`<svg class="goban"[^>]*width="(\d+)"`)

// TestMarkHTMLBoardWidth: boards from 5x5 to 19x19 stay between a
// readable and a screen-fitting width.
func TestMarkHTMLBoardWidth(t *testing.T) {
	for _, n := range []int{5, 9, 13, 19} {
		row := strings.Repeat("0 ", n-1) + "0\n"
		page := renderHTML(t, []*verdict.Mark{markOf(t, "b.txt", strings.Repeat(row, n))})
		m := tagRE.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("%dx%d: no svg width", n, n)
		}
		if w := len(m[1]); w != 3 || m[1] < "180" || m[1] > "480" {
			t.Errorf("%dx%d: width %s px", n, n, m[1])
		}
	}
}

// TestMarkHTMLReadable: the page a teacher reads counts only what the
// rules count (no Prisoners row under area scoring, no Stones row under
// territory scoring), says warnings in words, keeps the code for those
// who look for it, draws no square on alive stones, and keeps its key.
func TestMarkHTMLReadable(t *testing.T) {
	board := "2 1 0 2 1\n1 0 0 1 2\n" // a stone of each colour without liberties, side to move unknown
	var f parse.File
	if err := parse.Parse("b.txt", []byte(board), &f); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		rules      string
		want, lack []string
	}{
		{"japanese", []string{"<th>Territory</th>", "<th>Prisoners</th>", "<th>Dead stones taken</th>"}, []string{"<th>Stones</th>"}},
		{"chinese", []string{"<th>Stones</th>", "<th>Territory</th>"}, []string{"<th>Prisoners</th>", "<th>Dead stones taken</th>"}},
	} {
		r, _ := analyze.Preset(tt.rules)
		var e analyze.Evaluation
		m := verdict.MarkFile(&f, &verdict.Options{RulesChoice: game.RulesChoice{Rules: r}}, &e)
		page := renderHTML(t, []*verdict.Mark{&m})
		parseXHTML(t, page)
		for _, w := range tt.want {
			if !strings.Contains(page, w) {
				t.Errorf("%s: the page lacks %s", tt.rules, w)
			}
		}
		for _, w := range tt.lack {
			if strings.Contains(page, w) {
				t.Errorf("%s: the page shows %s, which these rules do not count", tt.rules, w)
			}
		}
		if len(m.Score.Warnings) == 0 {
			t.Fatalf("%s: no warning to show", tt.rules)
		}
		if !strings.Contains(page, `<li title="ambiguous-capture">Strings of both colours had no liberties`) ||
			!strings.Contains(page, `data-label="To check">captures of both colours`) {
			t.Errorf("%s: the warning is not in words", tt.rules)
		}
		if !strings.Contains(page, `<nav class="legend"`) || strings.Contains(page, `class="alive black"><rect`) {
			t.Errorf("%s: no legend, or a square on an alive stone", tt.rules)
		}
	}
	for _, w := range allWarnings {
		page := renderHTML(t, []*verdict.Mark{{Outcome: report.Outcome{File: "x"}, Width: 1, Height: 1, Diagram: []string{"."},
			Score: &verdict.MarkScore{Score: verdict.Score{Scoring: "area", Warnings: []string{w}}}}})
		if !strings.Contains(page, `<li title="`+w+`">`) || strings.Contains(page, ">"+w+"<") || strings.Contains(page, "check\">"+w+"<") {
			t.Errorf("warning %s has no words", w)
		}
	}
}

// allWarnings are the codes a verdict's warnings can hold.
var allWarnings = []string{verdict.WarnAmbiguousCapture, verdict.WarnHistory, verdict.WarnDeadAlive, verdict.WarnOpenBorder,
	verdict.WarnUnsettled, verdict.WarnResultDiffers, batch.WarnSizeDiffers,
	sgf.RepairSetupInMainLine, sgf.RepairRepeated, sgf.RepairOutside, sgf.RepairTruncated, sgf.RepairLatin1,
	sgf.RepairOccupied, sgf.RepairEmpty, sgf.RepairTwoMoves}

// markSGF parses and replays an SGF drawn inline and marks it under
// Japanese rules with --dead-stones dead.
func markSGF(t *testing.T, name, text, dead string) *verdict.Mark {
	t.Helper()
	spec, err := life.ParseSpec(dead)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset("japanese")
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r}, Dead: spec}
	var f parse.File
	if err := parse.Parse(name, []byte(text), &f); err != nil {
		t.Fatal(err)
	}
	if err := verdict.Replay(&f, o.RulesFor(&f)); err != nil {
		t.Fatal(err)
	}
	var e analyze.Evaluation
	m := verdict.MarkFile(&f, &o, &e)
	return &m
}

var (
	gridRE    = regexp.MustCompile(`<path class="grid" d="M(\d+) \d+V\d+M(\d+) `)
	openRE    = regexp.MustCompile(`<path class="open" d="M([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L`)
	unsureRE  = regexp.MustCompile(`<circle class="unsure" cx="([\d.]+)" cy="([\d.]+)"`)
	sectionRE = regexp.MustCompile(`(?s)<section class="file" id="f\d+">.*?</section>`)
)

// drawn returns the vertices of the board in section (one file's part of
// a page) where re finds a mark centred, read back through the board's
// grid lines: its first line and the distance between lines.
func drawn(t *testing.T, section string, height int, re *regexp.Regexp) []string {
	t.Helper()
	g := gridRE.FindStringSubmatch(section)
	if g == nil {
		t.Fatal("no grid")
	}
	m0, _ := strconv.Atoi(g[1])
	m1, _ := strconv.Atoi(g[2])
	c := float64(m1 - m0)
	var out []string
	for _, x := range re.FindAllStringSubmatch(section, -1) {
		cx, _ := strconv.ParseFloat(x[1], 64)
		cy, _ := strconv.ParseFloat(x[2], 64)
		col, row := (cx-float64(m0))/c, (cy-float64(m0))/c
		if col != float64(int(col)) || row != float64(int(row)) {
			t.Fatalf("a mark off the grid at %v,%v", cx, cy)
		}
		out = append(out, board.ColumnLetter(int(col))+strconv.Itoa(height-int(row)))
	}
	return out
}

func vertexNames(ps []verdict.Point) []string {
	out := []string{}
	for _, p := range ps {
		out = append(out, p.Vertex)
	}
	return out
}

// TestMarkHTMLShowsOpenBorder: the points of an open border are drawn on
// the board, each with a diamond (in the legend too), and listed in the
// file's box, which no longer sends the reader to notes that do not name
// them.
func TestMarkHTMLShowsOpenBorder(t *testing.T) {
	m := markOf(t, "open.txt", `0 1 2 0 0
0 1 2 0 0
0 1 2 0 0
0 1 2 0 0
0 0 0 0 0
`)
	open := vertexNames(m.Score.OpenBorder)
	if len(open) != 17 {
		t.Fatalf("open border %v, want the 17 empty points", open)
	}
	page := renderHTML(t, []*verdict.Mark{m})
	parseXHTML(t, page)
	section := sectionRE.FindString(page)
	if got := drawn(t, section, 5, openRE); !slices.Equal(got, open) {
		t.Errorf("diamonds on %v, want the open border %v", got, open)
	}
	if want := `<li title="open-border">The game is not finished: an empty region touching both colours can still gain points; it was counted as neutral. Its points, marked with a diamond on the board: ` +
		strings.Join(open, " ") + `.</li>`; !strings.Contains(section, want) {
		t.Errorf("the box does not list the points:\n%s", section)
	}
	if strings.Contains(page, "listed in the notes") {
		t.Error("the page sends the reader to notes")
	}
	if !strings.Contains(page, `data-label="To check">open border: 17 points<`) {
		t.Error("the summary does not say the open border")
	}
	legend := page[strings.Index(page, `<nav class="legend"`):strings.Index(page, "</nav>")]
	if !strings.Contains(legend, `<path class="open"`) || !strings.Contains(legend, "open border") {
		t.Error("the legend has no open border")
	}
}

// TestMarkHTMLFlagsReview: a game that wants a human look (an estimate
// unsure of a string, an unsettled string with dead stones asked for) is
// flagged in the summary with the reason, counted as the text summary
// counts it ("2 games to review"), and its box says why as warnings, not
// grey notes, with the unsure strings ringed on the board; a warning that
// asks no review (an open border with no dead stones asked for, a
// recorded result the count does not give) is a warning too, without the
// flag.
func TestMarkHTMLFlagsReview(t *testing.T) {
	// The white stone on B6 is dead, but the estimate is not sure of it
	// (cmd/goscore/testdata/boards/finished-dead.txt).
	unsure := markDead(t, "unsure.txt", `komi: 6.5
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 1 0 0
0 0 0 1 2 0 0 0 0
0 2 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
`, "estimate")
	// The white string A8-F7 can still be captured
	// (fixtures/japanese/unsettled-capture.txt), and dead stones were
	// asked for: a list that takes none.
	unsettled := markDead(t, "unsettled.txt", `. X X X X X X O .
O O O O O . X O .
X X X X O O X O .
. X . X X X X O .
X X X X . X O O .
. X . X X . O . .
X X X X X X O . .
. . . . . X O . .
. . . . . X O . .
`, "marks")
	open := markOf(t, "open.txt", "0 1 2 0\n0 1 2 0\n0 0 0 0\n")
	differs := markSGF(t, "differs.sgf", "(;SZ[5]KM[0.5]RE[B+5]AB[ba][bb][bc][bd][be][ca][cb][cc][cd][ce]AW[da][db][dc][dd][de];B[];W[])", "none")
	plain := htmlBoards(t)[1] // rect, finished and settled (small.txt has a false eye)
	for _, c := range []struct {
		m      *verdict.Mark
		review bool
	}{{unsure, true}, {unsettled, true}, {open, false}, {differs, false}, {plain, false}} {
		if c.m.Failed() || c.m.ToReview() != c.review {
			t.Fatalf("%s: failed %v, to review %v, want %v", c.m.File, c.m.Failed(), c.m.ToReview(), c.review)
		}
	}
	u := unsure.Score.DeadStones.Estimate.Unsure
	if len(u) != 1 || !u[0].Dead || u[0].Stones[0].Vertex != "B6" {
		t.Fatalf("the estimate is unsure of %+v, want B6 dead", u)
	}
	sure := strconv.FormatFloat(u[0].Sure, 'f', -1, 64)
	page := renderHTML(t, []*verdict.Mark{unsure, plain, unsettled, open, differs})
	parseXHTML(t, page)
	if !strings.Contains(page, `<p class="counts">5 files: 5 ok, 0 errors; <strong class="flag">2 games to review</strong></p>`) {
		t.Error("the summary does not count the games to review")
	}
	for _, want := range []string{
		`<tr class="review"><td class="num">1</td>`,
		`data-label="To check"><strong class="flag">to review</strong> estimate unsure: B6 dead (sure ` + sure + `)</td>`,
		`<tr><td class="num">2</td>`,
		`<tr class="review"><td class="num">3</td>`,
		`data-label="To check"><strong class="flag">to review</strong> unsettled strings: A8 can be captured</td>`,
		`<tr><td class="num">4</td>`,
		`data-label="To check">open border: ` + strconv.Itoa(len(open.Score.OpenBorder)) + ` points</td>`,
		`<tr><td class="num">5</td>`,
		`data-label="To check">result differs from the record: recorded B+5, counted W+0.5 (no dead stones judged)</td>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the summary lacks %s", want)
		}
	}
	sections := sectionRE.FindAllString(page, -1)
	if len(sections) != 5 {
		t.Fatalf("%d sections", len(sections))
	}
	for i, want := range []string{
		`<div class="warnings">
<p class="flag">To review before the count is trusted</p>
<ul>
<li title="review">The dead-stone estimate was not sure of these strings (ringed on the board): check whether each is dead or alive. B6 dead (sure ` + sure + `: ` + u[0].Reason + `).</li>
</ul>
</div>`,
		"",
		`<div class="warnings">
<p class="flag">To review before the count is trusted</p>
<ul>
<li title="unsettled">The game is not finished: with the borders closed, a string that stays on the board can still be captured; it was counted as it stands. A8 can be captured.</li>
</ul>
</div>`,
		`<div class="warnings">
<ul>
<li title="open-border">`,
		`<div class="warnings">
<ul>
<li title="result-differs">The file records another result than this count: check the dead stones, the rules and the komi. Recorded B+5, counted W+0.5 (no dead stones judged).</li>
</ul>
</div>`,
	} {
		s := sections[i]
		if want == "" {
			if strings.Contains(s, `class="warnings"`) || strings.Contains(s, `class="flag"`) {
				t.Errorf("section %d has warnings:\n%s", i+1, s)
			}
			continue
		}
		if !strings.Contains(s, want) {
			t.Errorf("section %d lacks\n%s\nin\n%s", i+1, want, s)
		}
		if strings.Contains(s, `<p class="note">review`) || strings.Contains(s, `<p class="note">unsettled`) || strings.Contains(s, `<p class="note">result-differs`) {
			t.Errorf("section %d says a check as a grey note:\n%s", i+1, s)
		}
	}
	var stones []string
	for _, u := range unsure.Score.DeadStones.Estimate.Unsure {
		stones = append(stones, vertexNames(u.Stones)...)
	}
	if got := drawn(t, sections[0], 9, unsureRE); len(stones) == 0 || !slices.Equal(got, stones) {
		t.Errorf("rings on %v, want the unsure strings %v", got, stones)
	}
	if got := drawn(t, sections[2], 9, unsureRE); len(got) != 0 {
		t.Errorf("rings on %v where the estimate did not run", got)
	}
}

// judge is a referee engine that names the same dead stones whatever it
// is asked.
type judge []board.Point

func (j judge) Judge(*referee.Position) ([]board.Point, error) { return j, nil }

// TestMarkHTMLFlagsDispute: a game whose engine and estimate judge a
// string differently (--dead-stones engine:CMD) is a game to review: the
// summary flags it with the disputed string, its box says so as a warning
// and the disputed strings are ringed on the board.
func TestMarkHTMLFlagsDispute(t *testing.T) {
	// The estimate takes the white stone on B6 and the black one on G8
	// off; this engine only the black one.
	var f parse.File
	if err := parse.Parse("dispute.txt", []byte(`komi: 6.5
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 1 0 0
0 0 0 1 2 0 0 0 0
0 2 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
`), &f); err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset("japanese")
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r}, Dead: life.Spec{Method: life.MethodEngine, Engine: "judge"}, Referee: judge{board.At(6, 7)}}
	m := verdict.MarkFile(&f, &o, new(analyze.Evaluation))
	if m.Failed() || !m.ToReview() {
		t.Fatalf("failed %v, to review %v", m.Failed(), m.ToReview())
	}
	page := renderHTML(t, []*verdict.Mark{&m})
	parseXHTML(t, page)
	for _, want := range []string{
		`<strong class="flag">1 game to review</strong>`,
		// B6 left on, Black's area touches White: an open border too.
		`data-label="To check"><strong class="flag">to review</strong> engine and estimate differ: dead by the estimate only B6; open border: `,
		`<p class="flag">To review before the count is trusted</p>`,
		`<li title="review">The engine and goscore&#39;s estimate judged these strings differently (ringed on the board); the count takes the engine&#39;s word: check whether each is dead or alive. Dead by the estimate only B6.</li>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if got := drawn(t, sectionRE.FindString(page), 9, unsureRE); !slices.Equal(got, []string{"B6"}) {
		t.Errorf("rings on %v, want the disputed B6", got)
	}
}
