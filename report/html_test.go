package report_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// markOf parses a board drawn inline and marks it under Japanese rules.
func markOf(t *testing.T, name, text string) *report.Mark {
	t.Helper()
	return markDead(t, name, text, "none")
}

// markDead is markOf with --dead-stones dead.
func markDead(t *testing.T, name, text, dead string) *report.Mark {
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
	m := verdict.MarkFile(&f, &verdict.Options{Rules: r, Dead: spec}, &e)
	return &m
}

// htmlBoards are the boards of the HTML tests: a capture, a plain position,
// a rectangle, a failed file, and names that need escaping.
func htmlBoards(t *testing.T) []*report.Mark {
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
	bad := report.Fail[report.Mark]("<script>bad.txt", errors.New("<script>bad.txt:1:3: bad cell \"<\"\x01"))
	odd := markOf(t, "bad\xffutf8\x02.txt", "1 0\n0 2\n")
	return []*report.Mark{small, rect, &bad, sample, odd}
}

func renderHTML(t *testing.T, vs []*report.Mark) string {
	t.Helper()
	var buf bytes.Buffer
	s := report.New(&buf, report.HTML, report.MarkColumns(false))
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
			case p.Status == report.StatusStone:
				want["stone "+p.Colour]++
			case p.Status == report.StatusCaptured:
				want["captured "+p.Colour]++
			case p.Status == report.StatusAlive:
				want["alive "+p.Colour]++
			case p.Status == report.StatusDead:
				want["dead "+p.Colour]++
			case p.Status == report.StatusBlackTerritory:
				want["territory black"]++
			case p.Status == report.StatusWhiteTerritory:
				want["territory white"]++
			}
		}
	}
	if want["captured black"] == 0 || want["captured white"] == 0 || want["territory black"] == 0 || want["territory white"] == 0 ||
		want["alive black"] == 0 || want["alive white"] == 0 || want["dead black"] == 0 || want["dead white"] == 0 {
		t.Fatalf("the boards do not cover every mark: %v", want)
	}
	// The legend draws one mark of each kind and colour, with the boards'
	// own code: counted on a page without boards, and taken off.
	got := map[string]int{}
	for _, e := range parseXHTML(t, renderHTML(t, nil)) {
		if c := e.attrs["class"]; c != "" {
			got[c]--
		}
	}
	for _, k := range []string{"stone black", "stone white", "captured black", "captured white", "dead black", "dead white", "territory black", "territory white"} {
		if got[k] != -1 {
			t.Errorf("the legend draws %d %q, want 1", -got[k], k)
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
		page := renderHTML(t, []*report.Mark{m})
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
	bad := report.Fail[report.Mark]("missing.txt", errors.New("missing.txt: no such file or directory"))
	page := renderHTML(t, []*report.Mark{vs[0], vs[1], &bad})
	golden.Check(t, filepath.Join("testdata", "mark.html"), []byte(page))
}

var tagRE = regexp.MustCompile(`<svg class="goban"[^>]*width="(\d+)"`)

// TestMarkHTMLBoardWidth: boards from 5x5 to 19x19 stay between a
// readable and a screen-fitting width.
func TestMarkHTMLBoardWidth(t *testing.T) {
	for _, n := range []int{5, 9, 13, 19} {
		row := strings.Repeat("0 ", n-1) + "0\n"
		page := renderHTML(t, []*report.Mark{markOf(t, "b.txt", strings.Repeat(row, n))})
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
		m := verdict.MarkFile(&f, &verdict.Options{Rules: r}, &e)
		page := renderHTML(t, []*report.Mark{&m})
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
			!strings.Contains(page, `data-label="Notes">Strings of both colours`) {
			t.Errorf("%s: the warning is not in words", tt.rules)
		}
		if !strings.Contains(page, `<nav class="legend"`) || strings.Contains(page, `class="alive black"><rect`) {
			t.Errorf("%s: no legend, or a square on an alive stone", tt.rules)
		}
	}
	for _, w := range []string{verdict.WarnAmbiguousCapture, verdict.WarnHistory, verdict.WarnDeadAlive} {
		page := renderHTML(t, []*report.Mark{{Outcome: report.Outcome{File: "x"}, Width: 1, Height: 1, Diagram: []string{"."},
			Score: &report.MarkScore{Score: report.Score{Scoring: "area", Warnings: []string{w}}}}})
		if strings.Contains(page, ">"+w+"<") || strings.Contains(page, "Notes\">"+w) {
			t.Errorf("warning %s has no sentence", w)
		}
	}
}
