package verdict

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/report"
)

// MarkHTML writes marking reports as one self-contained HTML page: inline
// CSS and SVG, no script, nothing fetched. Boards are written as they are
// added; only a small summary row per file is kept, for the table written by
// Close (CSS moves it to the top of the page). The output is XHTML-compatible
// (every element closed, every text escaped), so an XML parser reads it too.
type MarkHTML struct {
	w       io.Writer
	started bool
	rows    []htmlRow
	err     error
}

// htmlRow is what the summary table keeps of one file: its name, size,
// result, whether it wants a human look (Mark.ToReview), and what it asks
// a person to check, in a few words each, or its error. A run of 100,000
// files keeps a few hundred bytes a file.
type htmlRow struct {
	file, result, err string
	checks            []string
	width, height     int
	failed, review    bool
}

// NewMarkHTML returns a page writing to w. Call Add for each verdict, in
// order, then Close.
func NewMarkHTML(w io.Writer) *MarkHTML { return &MarkHTML{w: w} }

// Add writes one board (or its error) to the page.
func (p *MarkHTML) Add(v *Mark) error {
	if p.err != nil {
		return p.err
	}
	var sb strings.Builder
	if !p.started {
		p.started = true
		sb.WriteString(pageHead)
	}
	n := len(p.rows) + 1
	row := htmlRow{file: v.File}
	fmt.Fprintf(&sb, "<section class=\"file\" id=\"f%d\">\n<h2><a href=\"#f%d\">%s</a></h2>\n", n, n, report.Escape(v.File))
	if v.Failed() || v.Score == nil {
		_, msg := v.Err()
		short := v.Message() // without the file the heading names
		if msg == "" {
			msg, short = "no score", "no score"
		}
		row.failed, row.err = true, msg
		fmt.Fprintf(&sb, "<p class=\"error\">error: %s</p>\n", report.Escape(short))
	} else {
		s := v.Score
		row.width, row.height = v.Width, v.Height
		row.result = s.Result
		row.review = v.ToReview()
		checks := checksOf(&s.Score)
		for i := range checks {
			row.checks = append(row.checks, checks[i].summary())
		}
		sb.WriteString("<div class=\"pair\">\n")
		boardSVG(&sb, v)
		scoreHTML(&sb, &s.Score, row.review, checks)
		sb.WriteString("</div>\n")
	}
	sb.WriteString("</section>\n")
	p.rows = append(p.rows, row)
	_, p.err = io.WriteString(p.w, sb.String())
	return p.err
}

// Close writes the summary table and ends the page, a row at a time
// through a buffer, so a long run's table is never held whole.
func (p *MarkHTML) Close() error {
	if p.err != nil {
		return p.err
	}
	bw := bufio.NewWriter(p.w)
	if !p.started {
		p.started = true
		bw.WriteString(pageHead)
	}
	failed, review := 0, 0
	for _, r := range p.rows {
		if r.failed {
			failed++
		}
		if r.review {
			review++
		}
	}
	bw.WriteString("<section id=\"summary\">\n<h2>Summary</h2>\n")
	fmt.Fprintf(bw, "<p class=\"counts\">%d %s: %d ok, %d %s", len(p.rows), plural(len(p.rows), "file", "files"),
		len(p.rows)-failed, failed, plural(failed, "error", "errors"))
	if review > 0 {
		// As the summary under a text report says it.
		fmt.Fprintf(bw, "; <strong class=\"flag\">%d %s to review</strong>", review, plural(review, "game", "games"))
	}
	bw.WriteString("</p>\n")
	bw.WriteString("<table class=\"summary\">\n<thead><tr><th>#</th><th>File</th><th>Size</th><th>Result</th><th>To check</th></tr></thead>\n<tbody>\n")
	for i, r := range p.rows {
		class := ""
		switch {
		case r.failed:
			class = " class=\"failed\""
		case r.review:
			class = " class=\"review\""
		}
		var notes strings.Builder
		size := ""
		if r.failed {
			notes.WriteString(report.Escape(r.err))
		} else {
			size = fmt.Sprintf("%d×%d", r.width, r.height)
			if r.review {
				notes.WriteString("<strong class=\"flag\">to review</strong> ")
			}
			for j, c := range r.checks {
				if j > 0 {
					notes.WriteString("; ")
				}
				notes.WriteString(report.Escape(c))
			}
		}
		fmt.Fprintf(bw, "<tr%s><td class=\"num\">%d</td><td class=\"file\" data-label=\"File\"><a href=\"#f%d\">%s</a></td>"+
			"<td data-label=\"Size\">%s</td><td class=\"result\" data-label=\"Result\">%s</td><td class=\"notes\" data-label=\"To check\">%s</td></tr>\n",
			class, i+1, i+1, report.Escape(r.file), report.Escape(size), report.Escape(r.result), notes.String())
	}
	bw.WriteString("</tbody>\n</table>\n</section>\n")
	bw.WriteString(htmlFoot)
	p.rows = nil
	p.err = bw.Flush() // a bufio.Writer keeps its first write error for Flush
	return p.err
}

// cellSize is the distance between lines, in pixels: large on small boards,
// so a 5x5 is not a stamp and a 19x19 still fits beside its score.
func cellSize(w, h int) int {
	switch n := max(w, h); {
	case n <= 7:
		return 36
	case n <= 9:
		return 32
	case n <= 13:
		return 27
	default:
		return 23
	}
}

// starLines returns the lines (zero-based) that carry star points on a side
// of n lines, and whether the middle line is one of them.
func starLines(n int) (edge []int, mid int) {
	mid = -1
	var e int
	switch {
	case n >= 13:
		e = 3
	case n >= 9:
		e = 2
	default:
		return nil, -1
	}
	if n%2 == 1 {
		mid = n / 2
	}
	return []int{e, n - 1 - e}, mid
}

// starPoints returns the star points of a w by h board, as (col, row).
func starPoints(w, h int) [][2]int {
	xs, mx := starLines(w)
	ys, my := starLines(h)
	var out [][2]int
	for _, x := range xs {
		for _, y := range ys {
			out = append(out, [2]int{x, y})
		}
	}
	if mx >= 0 && my >= 0 {
		out = append(out, [2]int{mx, my})
		if w >= 15 && h >= 15 { // the side stars of large boards
			for _, x := range xs {
				out = append(out, [2]int{x, my})
			}
			for _, y := range ys {
				out = append(out, [2]int{mx, y})
			}
		}
	}
	return out
}

// colLabel is the GTP letter of column x (the I is skipped).
func colLabel(x int) string {
	return board.ColumnLetter(x)
}

// boardSVG draws the marked diagram of v: the wooden board, grid, star
// points and coordinates, then each point's mark. Every mark has a class
// naming what it is and whose: "stone black", "captured white",
// "territory black"...
func boardSVG(sb *strings.Builder, v *Mark) {
	c := cellSize(v.Width, v.Height)
	m := c + c/6 // margin: room for the coordinates clear of edge stones
	W, H := 2*m+(v.Width-1)*c, 2*m+(v.Height-1)*c
	pos := func(i int) int { return m + i*c }
	fmt.Fprintf(sb, "<svg class=\"goban\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%dx%d board\">\n",
		W, H, W, H, v.Width, v.Height)
	fmt.Fprintf(sb, "<rect class=\"wood\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" rx=\"6\" />\n", W, H)
	var d strings.Builder
	for x := 0; x < v.Width; x++ {
		fmt.Fprintf(&d, "M%d %dV%d", pos(x), pos(0), pos(v.Height-1))
	}
	for y := 0; y < v.Height; y++ {
		fmt.Fprintf(&d, "M%d %dH%d", pos(0), pos(y), pos(v.Width-1))
	}
	fmt.Fprintf(sb, "<path class=\"grid\" d=\"%s\" />\n", d.String())
	if v.Width > 1 && v.Height > 1 {
		fmt.Fprintf(sb, "<rect class=\"edge\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" />\n", m, m, (v.Width-1)*c, (v.Height-1)*c)
	}
	for _, s := range starPoints(v.Width, v.Height) {
		fmt.Fprintf(sb, "<circle class=\"star\" cx=\"%d\" cy=\"%d\" r=\"%s\" />\n", pos(s[0]), pos(s[1]), num(float64(c)*0.11))
	}
	fs := num(float64(c) * 0.42)
	sb.WriteString("<g class=\"coord\" font-size=\"" + fs + "\">\n")
	for x := 0; x < v.Width; x++ {
		l := colLabel(x)
		fmt.Fprintf(sb, "<text x=\"%d\" y=\"%s\">%s</text><text x=\"%d\" y=\"%s\">%s</text>\n",
			pos(x), num(float64(c)*0.42), l, pos(x), num(float64(H)-float64(c)*0.42), l)
	}
	for y := 0; y < v.Height; y++ {
		n := v.Height - y
		fmt.Fprintf(sb, "<text x=\"%s\" y=\"%d\">%d</text><text x=\"%s\" y=\"%d\">%d</text>\n",
			num(float64(c)*0.42), pos(y), n, num(float64(W)-float64(c)*0.42), pos(y), n)
	}
	sb.WriteString("</g>\n")
	r := float64(c) * 0.47
	for y, line := range v.Diagram {
		for x := 0; x < v.Width && 2*x < len(line); x++ {
			markSVG(sb, line[2*x], float64(pos(x)), float64(pos(y)), r)
		}
	}
	// What the verdict asks a person to check, over the marks: the
	// points of an open border, the strings the estimate was unsure of
	// or an engine and the estimate disputed.
	if s := v.Score; s != nil {
		for _, p := range s.OpenBorder {
			openSVG(sb, float64(pos(p.Col)), float64(pos(p.Row)), r)
		}
		ring := func(ps []Point) {
			for _, p := range ps {
				unsureSVG(sb, float64(pos(p.Col)), float64(pos(p.Row)), r)
			}
		}
		if e := s.DeadStones.Estimate; e != nil {
			for _, u := range e.Unsure {
				ring(u.Stones)
			}
		}
		if e := s.DeadStones.Engine; e != nil {
			for _, d := range e.Disputed {
				ring(d.Stones)
			}
		}
	}
	sb.WriteString("</svg>\n")
}

// openSVG draws the mark of a point of an open border centred at (cx,
// cy): a diamond, a shape no other mark has, in the colour of what is to
// be checked. It goes over the point's own mark: mostly none (the point
// is neutral), or a dead stone whose point the open region takes in once
// the stone is off.
func openSVG(sb *strings.Builder, cx, cy, r float64) {
	k := r * 0.42
	fmt.Fprintf(sb, "<path class=\"open\" d=\"M%s %sL%s %sL%s %sL%s %sZ\" />\n",
		num(cx), num(cy-k), num(cx+k), num(cy), num(cx), num(cy+k), num(cx-k), num(cy))
}

// unsureSVG draws a dashed ring around the stone centred at (cx, cy), of
// a string the estimate was unsure of, or one an engine and the estimate
// disputed: over whatever mark the stone has (dead or not), since either
// judgement is the one to check.
func unsureSVG(sb *strings.Builder, cx, cy, r float64) {
	fmt.Fprintf(sb, "<circle class=\"unsure\" cx=\"%s\" cy=\"%s\" r=\"%s\" />\n", num(cx), num(cy), num(r*1.1))
}

// markSVG draws the mark of one point centred at (cx, cy), r the stone's
// radius. The shapes differ, not only the colours, so that a printout in
// grey or a reader who confuses red and orange still tells them apart:
// a stone that stays is a plain stone (an unconditionally alive one too:
// its class says so, the drawing does not, to keep a finished game plain);
// a captured stone is a pale stone crossed out; a dead stone is a stone of
// its own colour with a triangle; territory is a small square of its
// owner's colour, as SGF viewers draw TB and TW.
func markSVG(sb *strings.Builder, mark byte, cx, cy, r float64) {
	black := mark == MarkBlack || mark == MarkBlackAlive || mark == MarkBlackCaptured || mark == MarkBlackDead || mark == MarkBlackTerritory || mark == MarkBlackSeki
	colour := colourWord(black)
	circle := func(class string) {
		fmt.Fprintf(sb, "<circle class=\"%s %s\" cx=\"%s\" cy=\"%s\" r=\"%s\" />", class, colour, num(cx), num(cy), num(r))
	}
	switch mark {
	case MarkBlack, MarkWhite:
		circle("stone")
	case MarkBlackAlive, MarkWhiteAlive:
		circle("alive")
	case MarkBlackCaptured, MarkWhiteCaptured:
		k := r * 0.5 // half a cross arm
		fmt.Fprintf(sb, "<g class=\"captured %s\"><circle cx=\"%s\" cy=\"%s\" r=\"%s\" /><path d=\"M%s %sL%s %sM%s %sL%s %s\" /></g>",
			colour, num(cx), num(cy), num(r), num(cx-k), num(cy-k), num(cx+k), num(cy+k), num(cx-k), num(cy+k), num(cx+k), num(cy-k))
	case MarkBlackDead, MarkWhiteDead:
		t := r * 0.55 // the triangle's circumradius
		fmt.Fprintf(sb, "<g class=\"dead %s\"><circle cx=\"%s\" cy=\"%s\" r=\"%s\" /><path d=\"M%s %sL%s %sL%s %sZ\" /></g>",
			colour, num(cx), num(cy), num(r), num(cx), num(cy-t), num(cx+t*0.866), num(cy+t/2), num(cx-t*0.866), num(cy+t/2))
	case MarkBlackSeki, MarkWhiteSeki:
		// A stone with a ring of the other colour inside: alive, but
		// owning nothing.
		fmt.Fprintf(sb, "<g class=\"seki %s\"><circle cx=\"%s\" cy=\"%s\" r=\"%s\" /><circle class=\"ring\" cx=\"%s\" cy=\"%s\" r=\"%s\" /></g>",
			colour, num(cx), num(cy), num(r), num(cx), num(cy), num(r*0.45))
	case MarkSekiEye:
		// A small ring: an eye that is nobody's territory under
		// territory scoring.
		fmt.Fprintf(sb, "<circle class=\"sekieye\" cx=\"%s\" cy=\"%s\" r=\"%s\" />", num(cx), num(cy), num(r*0.3))
	case MarkFalseEye:
		// A small cross: an eye its owner must fill, nobody's
		// territory under territory scoring.
		k := r * 0.3
		fmt.Fprintf(sb, "<path class=\"falseeye\" d=\"M%s %sL%s %sM%s %sL%s %s\" />",
			num(cx-k), num(cy-k), num(cx+k), num(cy+k), num(cx-k), num(cy+k), num(cx+k), num(cy-k))
	case MarkBlackTerritory, MarkWhiteTerritory:
		t := r * 0.72 // the square's side
		fmt.Fprintf(sb, "<rect class=\"territory %s\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" />",
			colour, num(cx-t/2), num(cy-t/2), num(t), num(t))
	default:
		return
	}
	sb.WriteString("\n")
}

// legendHTML is the key to the marks, drawn with markSVG itself so that
// it cannot drift from the boards.
func legendHTML() string {
	var sb strings.Builder
	sb.WriteString("<nav class=\"legend\" aria-label=\"key to the marks\">\n")
	for _, k := range []struct {
		marks []byte
		text  string
	}{
		{[]byte{MarkBlack, MarkWhite}, "stone"},
		{[]byte{MarkBlackCaptured, MarkWhiteCaptured}, "captured (no liberties)"},
		{[]byte{MarkBlackDead, MarkWhiteDead}, "dead (judged)"},
		{[]byte{MarkBlackTerritory, MarkWhiteTerritory}, "territory"},
		{[]byte{MarkBlackSeki, MarkWhiteSeki}, "in seki"},
		{[]byte{MarkSekiEye, MarkSekiEye}, "seki eye (territory under area scoring only)"},
		{[]byte{MarkFalseEye, MarkFalseEye}, "false eye, to be filled (territory under area scoring only)"},
	} {
		sb.WriteString("<span class=\"key\"><svg class=\"icon\" xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\" viewBox=\"0 0 40 20\" aria-hidden=\"true\">")
		sb.WriteString("<rect class=\"wood\" x=\"0\" y=\"0\" width=\"40\" height=\"20\" rx=\"3\" />")
		markSVG(&sb, k.marks[0], 10, 10, 8.5)
		markSVG(&sb, k.marks[1], 30, 10, 8.5)
		sb.WriteString("</svg>" + k.text + "</span>\n")
	}
	icon := func(text string, draw func(*strings.Builder)) {
		sb.WriteString("<span class=\"key\"><svg class=\"icon\" xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">" +
			"<rect class=\"wood\" x=\"0\" y=\"0\" width=\"20\" height=\"20\" rx=\"3\" /><path class=\"grid\" d=\"M10 2V18M2 10H18\" />")
		draw(&sb)
		sb.WriteString("</svg>" + text + "</span>\n")
	}
	icon("neutral", func(*strings.Builder) {})
	icon("open border (not finished, counted as neutral): to check", func(sb *strings.Builder) { openSVG(sb, 10, 10, 8.5) })
	icon("a string the estimate is unsure of, or an engine disputes: to check", func(sb *strings.Builder) {
		markSVG(sb, MarkWhite, 10, 10, 6.5)
		unsureSVG(sb, 10, 10, 7.6)
	})
	sb.WriteString("</nav>\n")
	return sb.String()
}

func colourWord(black bool) string {
	if black {
		return "black"
	}
	return "white"
}

// scoreHTML writes the score breakdown of one board and what it asks a
// person to check (checksOf), in a warning box headed "To review" when
// the game wants a human look.
func scoreHTML(sb *strings.Builder, s *Score, review bool, checks []check) {
	sb.WriteString("<div class=\"score\">\n")
	fmt.Fprintf(sb, "<p class=\"result\">%s</p>\n", report.Escape(s.Result))
	fmt.Fprintf(sb, "<p class=\"rules\">%s rules, %s scoring</p>\n", report.Escape(s.Rules), report.Escape(s.Scoring))
	sb.WriteString("<table class=\"breakdown\">\n<thead><tr><th></th><th><span class=\"dot black\"></span>Black</th><th><span class=\"dot white\"></span>White</th></tr></thead>\n<tbody>\n")
	line := func(name, b, w string) {
		fmt.Fprintf(sb, "<tr><th>%s</th><td>%s</td><td>%s</td></tr>\n", name, b, w)
	}
	// Only what the scoring counts: area scoring counts stones and
	// territory, territory scoring territory, prisoners and the dead
	// stones taken.
	if s.Scoring == "area" {
		line("Stones", itoa(s.Black.Stones), itoa(s.White.Stones))
		line("Territory", itoa(s.Black.Territory), itoa(s.White.Territory))
	} else {
		line("Territory", itoa(s.Black.Territory), itoa(s.White.Territory))
		line("Prisoners", itoa(s.Black.Prisoners), itoa(s.White.Prisoners))
		line("Dead stones taken", itoa(s.Black.DeadTaken), itoa(s.White.DeadTaken))
	}
	line("Komi", "", num(s.Komi))
	sb.WriteString("</tbody>\n<tfoot>\n")
	line("Score", num(s.Black.Score), num(s.White.Score))
	sb.WriteString("</tfoot>\n</table>\n")
	fmt.Fprintf(sb, "<p class=\"neutral\">Neutral points: %d (dame %d)</p>\n", s.Neutral, s.Dame)
	if k := sekiText(s); k != "" {
		fmt.Fprintf(sb, "<p class=\"seki\">%s</p>\n", report.Escape(k))
	}
	if k := falseEyeText(s); k != "" {
		fmt.Fprintf(sb, "<p class=\"seki\">%s</p>\n", report.Escape(k))
	}
	for _, n := range s.Notes {
		if !isCheckNote(s, n) { // those are said with their check
			fmt.Fprintf(sb, "<p class=\"note\">%s</p>\n", report.Escape(n))
		}
	}
	if d := deadText(&s.DeadStones); d != "" {
		fmt.Fprintf(sb, "<p class=\"dead\">%s</p>\n", report.Escape(d))
	}
	if len(checks) > 0 {
		sb.WriteString("<div class=\"warnings\">\n")
		if review {
			sb.WriteString("<p class=\"flag\">To review before the count is trusted</p>\n")
		}
		sb.WriteString("<ul>\n")
		for i := range checks {
			fmt.Fprintf(sb, "<li title=\"%s\">%s</li>\n", report.Escape(checks[i].code), report.Escape(checks[i].text()))
		}
		sb.WriteString("</ul>\n</div>\n")
	}
	sb.WriteString("</div>\n")
}

// pageHead opens the page: the head, the title and the key to the marks.
var pageHead = htmlHead + legendHTML()

// htmlHead opens the page. The summary comes last in the source (it needs
// every file) but first on screen: main is a flex column and the summary
// has order -1.
const htmlHead = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>goscore marking report</title>
<style>
:root { --ink: #1f2328; --muted: #656d76; --line: #d8dee4; --accent: #8a5a1c; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f4ef; color: var(--ink);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { display: flex; flex-direction: column; gap: 20px; max-width: 1100px; margin: 0 auto; padding: 28px 24px 40px; }
header { order: -2; }
header h1 { margin: 0; font-size: 26px; font-weight: 650; letter-spacing: -0.01em; }
header p { margin: 4px 0 0; color: var(--muted); }
#summary { order: -1; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 22px 20px; scroll-margin-top: 96px; }
h2 { margin: 0 0 12px; font-size: 17px; font-weight: 600; word-break: break-all; }
h2 a { color: var(--ink); text-decoration: none; }
h2 a:hover { text-decoration: underline; }
a { color: var(--accent); }
.pair { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
svg.goban { flex: none; max-width: 100%; height: auto; border-radius: 6px; box-shadow: 0 1px 2px rgba(0,0,0,.25), 0 4px 14px rgba(80,50,10,.18); }
.wood { fill: #dcb35c; }
.grid, .edge { fill: none; stroke: #4a3516; stroke-width: 1; }
.edge { stroke-width: 1.6; }
.star { fill: #4a3516; }
.coord text { fill: #5b4220; text-anchor: middle; dominant-baseline: central; font-family: system-ui, sans-serif; font-weight: 600; }
.stone.black, .alive.black, .dead.black circle { fill: #1b1b1b; stroke: #000; stroke-width: 1; }
.stone.white, .alive.white, .dead.white circle { fill: #fbfbf8; stroke: #3a3a3a; stroke-width: 1; }
.captured.black circle { fill: #8f8f8f; stroke: #5a5a5a; stroke-width: 1; }
.captured.white circle { fill: #f1f1ee; stroke: #9a9a9a; stroke-width: 1; stroke-dasharray: 2 2; }
.captured path { stroke: #d0021b; stroke-width: 2.6; stroke-linecap: round; fill: none; }
.dead path { fill: #ff9f1a; stroke: #7a3d00; stroke-width: 1; stroke-linejoin: round; }
.seki.black circle { fill: #1b1b1b; stroke: #000; stroke-width: 1; }
.seki.white circle { fill: #fbfbf8; stroke: #3a3a3a; stroke-width: 1; }
.seki.black .ring { fill: none; stroke: #fbfbf8; stroke-width: 2; }
.seki.white .ring { fill: none; stroke: #1b1b1b; stroke-width: 2; }
.sekieye { fill: none; stroke: #2a6f3a; stroke-width: 2; }
.falseeye { fill: none; stroke: #a33; stroke-width: 2; }
.territory.black { fill: #1b1b1b; }
.territory.white { fill: #fbfbf8; stroke: #3a3a3a; stroke-width: 1; }
.legend { order: -2; position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center;
  padding: 8px 14px; background: rgba(255,255,255,.96); border: 1px solid var(--line); border-radius: 10px;
  box-shadow: 0 2px 8px rgba(0,0,0,.06); font-size: 14px; }
.legend .key { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.legend svg.icon { flex: none; }
.score { flex: 1 1 280px; min-width: 240px; max-width: 560px; }
.score .result { margin: 0; font-size: 28px; font-weight: 700; letter-spacing: -0.01em; }
.score .rules, .score .neutral { margin: 2px 0 10px; color: var(--muted); }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
.breakdown th, .breakdown td { padding: 5px 12px; border-bottom: 1px solid var(--line); }
.breakdown td { text-align: right; min-width: 72px; }
.breakdown thead th { font-weight: 600; text-align: right; }
.breakdown tbody th { text-align: left; font-weight: 500; color: var(--muted); }
.breakdown tfoot th, .breakdown tfoot td { font-weight: 700; border-bottom: 2px solid var(--ink); }
.breakdown tfoot th { text-align: left; }
.dot { display: inline-block; width: 11px; height: 11px; border-radius: 50%; margin-right: 6px; vertical-align: -1px; }
.dot.black { background: #1b1b1b; }
.dot.white { background: #fff; border: 1px solid #3a3a3a; }
.open { fill: none; stroke: #b0127a; stroke-width: 2.2; stroke-linejoin: round; }
.unsure { fill: none; stroke: #b0127a; stroke-width: 2.4; stroke-dasharray: 4 3; }
.warnings { margin: 8px 0 0; padding: 8px 12px; background: #fff7e0; border: 1px solid #f0d48a; border-radius: 6px; color: #6b4b00; }
.warnings ul { margin: 0; padding-left: 18px; }
.warnings li + li { margin-top: 4px; }
.warnings .flag { margin: 0 0 6px; }
.flag { font-weight: 700; color: #8a1a5e; }
.error { margin: 0; padding: 10px 14px; background: #fdecec; border: 1px solid #f2b8b5; border-radius: 6px; color: #8c1d18;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; white-space: pre-wrap; word-break: break-all; }
.counts { margin: 0 0 10px; color: var(--muted); }
table.summary { width: 100%; }
.summary th, .summary td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
.summary th { font-weight: 600; background: #faf8f4; }
.summary td.num { color: var(--muted); text-align: right; width: 3em; }
.summary td.result { font-weight: 600; white-space: nowrap; }
.summary tr.failed td { color: #8c1d18; }
.summary tr.review td.num { box-shadow: inset 4px 0 0 #b0127a; }
.summary td.notes { color: #6b4b00; }
footer { order: 1; color: var(--muted); font-size: 13px; text-align: center; }
@media (max-width: 640px) {
  main { padding: 12px 8px 28px; gap: 14px; }
  header h1 { font-size: 22px; }
  section { padding: 12px 12px 16px; }
  .pair { gap: 16px; }
  .score { min-width: 0; width: 100%; }
  .breakdown { width: 100%; }
  .breakdown td { min-width: 0; }
  table.summary thead { display: none; }
  table.summary, .summary tbody, .summary tr, .summary td { display: block; width: 100%; }
  .summary tr { position: relative; padding: 8px 0 8px 2.4em; border-bottom: 1px solid var(--line); }
  .summary td { border: 0; padding: 1px 0; }
  .summary td.num { position: absolute; left: 0; top: 8px; width: 2em; padding: 1px 0; }
  .summary td.file { word-break: break-all; font-weight: 600; }
  .summary td[data-label]:not(.file)::before { content: attr(data-label) ": "; color: var(--muted); font-weight: 400; }
  .summary td:empty { display: none; }
}
</style>
</head>
<body>
<main>
<header>
<h1>Marking report</h1>
<p>Every point classified: <strong>stones</strong> that stay as plain stones, <strong>captured stones</strong> (no liberties on the board as given) pale and crossed out in red, <strong>dead stones</strong> (judged dead in a finished game) with an orange triangle, <strong>territory</strong> as small squares of its owner’s colour, neutral points left plain. What a board asks you to check is drawn in purple: the points of an <strong>open border</strong> as diamonds, the strings the estimate was <strong>unsure</strong> of ringed; each board’s box says why, and the summary names the games to review. Each board’s score counts only what its rules count. <a href="#summary">Summary</a></p>
</header>
`

const htmlFoot = `<footer>Made by goscore mark --format html</footer>
</main>
</body>
</html>
`
