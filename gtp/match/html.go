package match

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/goscore/goscore/gtp/match/elo"
	"github.com/goscore/goscore/report"
)

// This file holds a match's HTML page: one self-contained document (inline
// CSS and SVG, no script, nothing fetched) with the match's settings, the
// engines, each pairing's figures, the ratings and cross-table of three
// engines or more, a chart of each pairing's Elo estimate over its games,
// and the games. Every string an engine or a user gave (names, commands,
// openings, reasons, final_score answers) goes through report.Escape, and
// the page is XHTML-compatible (every element closed), so an XML parser
// reads it too; the tests parse it so.

// maxCharts is the most pairings charted: a round robin of many engines
// has hundreds of pairings, and a page of hundreds of charts is read by
// nobody. The first ones are charted, and the page says how many are not.
const maxCharts = 12

// chartPoint is a pairing's figures after one more of its games, from its
// first engine's side: the Elo estimate with its 95% interval and, under
// an SPRT, the log-likelihood ratio.
type chartPoint struct {
	Game           int // the game's number in the match
	Elo, Low, High float64
	LLR            float64
}

// series replays m's games in number order through the counts Run keeps
// (Pairing.add and figures), and returns each pairing's figures after each of
// its games, in m.Pairings' order: one point a game, a void game included
// (the figures stay as they were). By pairs (the pentanomial model) a pair
// counts once both its games are in, so the figures move every other
// game; a pair with a void game never counts. The last point of each
// series is the pairing's figures in the tables.
func (m *Match) series() [][]chartPoint {
	var test *elo.SPRT
	if t, ok := m.sprtTest(); ok {
		test = &t
	}
	replay := make([]Pairing, len(m.Pairings)) // counted afresh, game by game
	for i, p := range m.Pairings {
		replay[i] = Pairing{A: p.A, B: p.B}
	}
	out := make([][]chartPoint, len(m.Pairings))
	games := make([]*Game, len(m.Games))
	for i := range m.Games {
		games[i] = &m.Games[i]
	}
	slices.SortStableFunc(games, func(a, b *Game) int { return a.Number - b.Number })
	for _, g := range games {
		i := m.pairingIndex(g.Black, g.White)
		if i < 0 {
			continue
		}
		r := &replay[i]
		paired := m.Pairings[i].Model == "pentanomial"
		r.add(g, paired)
		r.figures(paired, test)
		var llr float64
		if r.LLR != nil {
			llr = *r.LLR
		}
		out[i] = append(out[i], chartPoint{Game: g.Number, Elo: r.Elo, Low: r.EloLow, High: r.EloHigh, LLR: llr})
	}
	return out
}

// sprtTest is the match's SPRT, read back from m.SPRT, so that a match
// decoded from its JSON draws the same page; ok is false without one.
func (m *Match) sprtTest() (t elo.SPRT, ok bool) {
	if m.SPRT == "" {
		return elo.SPRT{}, false
	}
	t, err := elo.ParseSPRT(m.SPRT)
	return t, err == nil
}

// writeHTML writes m's page.
func (m *Match) writeHTML(w io.Writer) error {
	bw := bufio.NewWriter(w)
	esc := report.Escape
	fmt.Fprintf(bw, pageStart, esc(m.title()))
	fmt.Fprintf(bw, "<header>\n<h1>%s</h1>\n<p class=\"settings\">%s</p>\n", esc(m.title()), esc(m.settings()))
	if m.Stopped != "" {
		fmt.Fprintf(bw, "<p class=\"stopped\">Stopped: %s</p>\n", esc(m.Stopped))
	}
	bw.WriteString("</header>\n")

	bw.WriteString("<section id=\"engines\">\n<h2>Engines</h2>\n")
	htmlTable(bw, engineColumns(), ptrs(m.Engines))
	bw.WriteString("</section>\n")

	bw.WriteString("<section id=\"pairings\">\n<h2>Pairings</h2>\n")
	htmlTable(bw, pairingColumns(m.SPRT != ""), ptrs(m.Pairings))
	fmt.Fprintf(bw, "<p class=\"note\">%s</p>\n", esc(m.figuresNote()))
	bw.WriteString("</section>\n")

	if len(m.Ratings) > 0 {
		bw.WriteString("<section id=\"ratings\">\n<h2>Ratings</h2>\n")
		fmt.Fprintf(bw, "<p class=\"note\">Fitted by %s, from every game counted; engines of different groups never met, directly or through others, and their ratings cannot be compared.</p>\n", esc(m.RatingModel))
		htmlTable(bw, ratingColumns(), ptrs(m.Ratings))
		bw.WriteString("<h3>Cross-table</h3>\n<p class=\"note\">Wins, draws and losses of the row's engine against the column's.</p>\n")
		m.crossTableHTML(bw)
		bw.WriteString("</section>\n")
	}

	m.chartsHTML(bw)

	if m.Game == "go" {
		lines := m.Summary()
		bw.WriteString("<section id=\"counting\">\n<h2>Counting</h2>\n")
		fmt.Fprintf(bw, "<p>%s</p>\n", esc(lines[0]))
		if len(lines) > 1 {
			bw.WriteString("<ul>\n")
			for _, l := range lines[1:] {
				fmt.Fprintf(bw, "<li>%s</li>\n", esc(strings.TrimSpace(l)))
			}
			bw.WriteString("</ul>\n")
		}
		bw.WriteString("</section>\n")
	}

	bw.WriteString("<section id=\"games\">\n<h2>Games</h2>\n")
	if len(m.Games) == 0 {
		bw.WriteString("<p class=\"note\">No game finished.</p>\n")
	} else {
		htmlTable(bw, gameColumns(), ptrs(m.Games), "GAME", "BLACK", "WHITE", "RESULT", "WINNER", "MOVES", "REASON")
	}
	bw.WriteString("</section>\n")
	bw.WriteString(pageEnd)
	return bw.Flush()
}

// title names the match: the two engines of a head-to-head, else the kind
// of tournament and how many engines.
func (m *Match) title() string {
	switch n := len(m.Engines); {
	case n == 2:
		return "Match: " + display(&m.Engines[0]) + " (A) vs " + display(&m.Engines[1]) + " (B)"
	case n > 2 && len(m.Pairings) == n-1:
		return fmt.Sprintf("Gauntlet of %d engines", n)
	default:
		return fmt.Sprintf("Round robin of %d engines", n)
	}
}

// display is how the page names an engine: its GTP name and version, or
// its command when it never gave them (no game played).
func display(e *Engine) string {
	if e.Name != "" {
		return e.Name
	}
	return e.Command
}

// settings is the match's settings in one line, as the table's first line
// says them, with who counts, how far the match got and its SPRT.
func (m *Match) settings() string {
	s := fmt.Sprintf("%s on %dx%d, %s rules (%s scoring), komi %s, at most %d moves", m.Game, m.Size, m.Size, m.Rules, m.Scoring, num(m.Komi), m.MaxMoves)
	if m.Game == "go" {
		s += "; referee " + m.Referee
	}
	s += fmt.Sprintf("; %d of %d games played", len(m.Games), m.Scheduled)
	if m.SPRT != "" {
		s += "; SPRT " + m.SPRT
	}
	return s
}

// figuresNote says how the pairings' figures are worked out, under their
// table.
func (m *Match) figuresNote() string {
	note := "Figures from the first engine's side, void games left out. Elo is logistic, with its 95% interval"
	model := ""
	if len(m.Pairings) > 0 {
		model = m.Pairings[0].Model
	}
	switch model {
	case "pentanomial":
		note += ", by pairs of games from one opening with the colours swapped (the pentanomial model: PAIRS counts the pairs by the first engine's points in them, 0 to 2)"
	case "trinomial":
		note += ", by games one by one (the trinomial model)"
	}
	note += "; LOS is the likelihood that the first engine is the stronger."
	if t, ok := m.sprtTest(); ok {
		lower, upper := t.Bounds()
		note += fmt.Sprintf(" The SPRT tests H0: Elo %s against H1: Elo %s (alpha %s, beta %s); it accepts H1 when the log-likelihood ratio (LLR) reaches %.2f and H0 when it reaches %.2f.",
			num(t.Elo0), num(t.Elo1), num(t.Alpha), num(t.Beta), upper, lower)
	}
	return note
}

// ptrs returns pointers to the elements of s, as the columns take them.
func ptrs[T any](s []T) []*T {
	out := make([]*T, len(s))
	for i := range s {
		out[i] = &s[i]
	}
	return out
}

// htmlTable writes rows as a table with the cells the text table shows,
// numbers aligned right: the columns headed as named, in that order, or
// all of them when none is named.
func htmlTable[T any](bw *bufio.Writer, cols report.Columns[T], rows []T, only ...string) {
	keep := make([]int, 0, len(cols.Header))
	if len(only) == 0 {
		for i := range cols.Header {
			keep = append(keep, i)
		}
	}
	for _, h := range only {
		if i := slices.Index(cols.Header, h); i >= 0 {
			keep = append(keep, i)
		}
	}
	numeric := func(i int) bool { return i < len(cols.Numeric) && cols.Numeric[i] }
	bw.WriteString("<div class=\"scroll\">\n<table>\n<thead><tr>")
	for _, i := range keep {
		class := ""
		if numeric(i) {
			class = " class=\"num\""
		}
		fmt.Fprintf(bw, "<th%s>%s</th>", class, report.Escape(cols.Header[i]))
	}
	bw.WriteString("</tr></thead>\n<tbody>\n")
	for _, r := range rows {
		cells := cols.Row(r)
		bw.WriteString("<tr>")
		for _, i := range keep {
			class := ""
			if numeric(i) {
				class = " class=\"num\""
			}
			cell := ""
			if i < len(cells) {
				cell = cells[i]
			}
			fmt.Fprintf(bw, "<td%s>%s</td>", class, report.Escape(cell))
		}
		bw.WriteString("</tr>\n")
	}
	bw.WriteString("</tbody>\n</table>\n</div>\n")
}

// crossTableHTML writes each engine's record against each other one, W-D-L
// from the row's side, as the text cross-table does.
func (m *Match) crossTableHTML(bw *bufio.Writer) {
	bw.WriteString("<div class=\"scroll\">\n<table class=\"cross\">\n<thead><tr><th>W-D-L</th>")
	for i := range m.Engines {
		e := &m.Engines[i]
		fmt.Fprintf(bw, "<th title=\"%s\">%s</th>", report.Escape(display(e)), report.Escape(e.Label))
	}
	bw.WriteString("</tr></thead>\n<tbody>\n")
	for i := range m.Engines {
		e := &m.Engines[i]
		fmt.Fprintf(bw, "<tr><th title=\"%s\">%s</th>", report.Escape(display(e)), report.Escape(e.Label))
		for j := range m.Engines {
			o := &m.Engines[j]
			cell, class := "", "self"
			if i != j {
				cell, class = "-", "none"
				if wins, draws, losses, met := m.against(e.Label, o.Label); met {
					cell = fmt.Sprintf("%d-%d-%d", wins, draws, losses)
					switch {
					case wins > losses:
						class = "ahead"
					case wins < losses:
						class = "behind"
					default:
						class = "even"
					}
				}
			}
			fmt.Fprintf(bw, "<td class=\"%s\">%s</td>", class, cell)
		}
		bw.WriteString("</tr>\n")
	}
	bw.WriteString("</tbody>\n</table>\n</div>\n")
}

// The charts' geometry, in SVG user units (pixels at scale 1): the plot
// sits inside the margins, which hold the axes' labels.
const (
	chartWidth  = 640
	eloHeight   = 220
	llrHeight   = 140
	marginLeft  = 52
	marginRight = 40
	marginTop   = 12
	marginBot   = 30
)

// frame maps a chart's data to its plot area: games 0 to n across, values
// lo to hi up, clipped to that range.
type frame struct {
	height int
	n      int
	lo, hi float64
}

// x is the horizontal position of the k-th game.
func (f frame) x(k int) float64 {
	return marginLeft + float64(k)/float64(f.n)*(chartWidth-marginLeft-marginRight)
}

// y is the vertical position of v, clipped to the plot.
func (f frame) y(v float64) float64 {
	v = min(max(v, f.lo), f.hi)
	return marginTop + (f.hi-v)/(f.hi-f.lo)*float64(f.height-marginTop-marginBot)
}

// coord writes a number of an SVG attribute: one decimal is finer than a
// pixel.
func coord(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

// eloRange is the half-height of a pairing's Elo chart: a round figure
// that holds the last interval with room to spare (and the SPRT's
// hypotheses), so that the figures the match ends on are read well; the
// first games' intervals, hundreds of Elo wide, are clipped to the edges.
func eloRange(last chartPoint, t elo.SPRT, sprt bool) float64 {
	need := 1.1 * max(math.Abs(last.Low), math.Abs(last.High), math.Abs(last.Elo))
	if sprt {
		need = max(need, 1.1*math.Abs(t.Elo0), 1.1*math.Abs(t.Elo1))
	}
	for _, r := range []float64{50, 100, 200, 300, 400, 600, 800} {
		if need <= r {
			return r
		}
	}
	return 1200
}

// gameStep is the distance between labelled games on a chart's axis: a
// round number that makes at most ten labels.
func gameStep(n int) int {
	for step := 1; ; step *= 10 {
		for _, s := range []int{step, 2 * step, 5 * step} {
			if n/s <= 10 {
				return s
			}
		}
	}
}

// svgOpen starts a chart.
func svgOpen(bw *bufio.Writer, class string, height int, label string) {
	fmt.Fprintf(bw, "<svg class=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">\n<title>%s</title>\n",
		class, chartWidth, height, chartWidth, height, report.Escape(label), report.Escape(label))
}

// gameAxis writes the games' axis of f: the baseline, a label every step
// games and the axis' name.
func gameAxis(bw *bufio.Writer, f frame) {
	base := f.height - marginBot
	fmt.Fprintf(bw, "<line class=\"axis\" x1=\"%s\" y1=\"%d\" x2=\"%s\" y2=\"%d\" />\n", coord(f.x(0)), base, coord(f.x(f.n)), base)
	step := gameStep(f.n)
	for k := step; k <= f.n; k += step {
		fmt.Fprintf(bw, "<text class=\"tick\" x=\"%s\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", coord(f.x(k)), base+14, k)
	}
	fmt.Fprintf(bw, "<text class=\"tick\" x=\"%d\" y=\"%d\" text-anchor=\"end\">games</text>\n", chartWidth-4, base+26)
}

// valueTick writes a horizontal grid line of f at v, labelled on the left.
func valueTick(bw *bufio.Writer, f frame, v float64, label, class string) {
	y := coord(f.y(v))
	fmt.Fprintf(bw, "<line class=\"%s\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" />\n", class, coord(f.x(0)), y, coord(f.x(f.n)), y)
	fmt.Fprintf(bw, "<text class=\"tick\" x=\"%d\" y=\"%s\" text-anchor=\"end\" dominant-baseline=\"middle\">%s</text>\n", marginLeft-6, y, label)
}

// signed writes an Elo figure with its sign, 0 without one.
func signed(v float64) string {
	if math.Round(v) == 0 {
		return "0"
	}
	return fmt.Sprintf("%+.0f", v)
}

// eloChart writes the chart of a pairing's Elo estimate after each game:
// the 95% interval as a band (its upper edge forward, its lower edge
// back), the estimate as a line over it, a line at 0 and a dot on the
// last estimate.
func eloChart(bw *bufio.Writer, p *Pairing, pts []chartPoint, t elo.SPRT, sprt bool) {
	r := eloRange(pts[len(pts)-1], t, sprt)
	f := frame{height: eloHeight, n: len(pts), lo: -r, hi: r}
	svgOpen(bw, "chart elo", eloHeight, fmt.Sprintf("Elo of %s over %s after each of %d games, with its 95%% interval, clipped to ±%.0f", p.A, p.B, len(pts), r))
	for _, v := range []float64{-r, -r / 2, r / 2, r} {
		valueTick(bw, f, v, signed(v), "grid")
	}
	band := make([]string, 0, 2*len(pts))
	for k, pt := range pts {
		band = append(band, coord(f.x(k+1))+","+coord(f.y(pt.High)))
	}
	for k := len(pts) - 1; k >= 0; k-- {
		band = append(band, coord(f.x(k+1))+","+coord(f.y(pts[k].Low)))
	}
	fmt.Fprintf(bw, "<polygon class=\"band\" points=\"%s\" />\n", strings.Join(band, " "))
	valueTick(bw, f, 0, "0", "zero")
	line := make([]string, 0, len(pts))
	for k, pt := range pts {
		line = append(line, coord(f.x(k+1))+","+coord(f.y(pt.Elo)))
	}
	fmt.Fprintf(bw, "<polyline class=\"estimate\" points=\"%s\" />\n", strings.Join(line, " "))
	last := pts[len(pts)-1]
	fmt.Fprintf(bw, "<circle class=\"last\" cx=\"%s\" cy=\"%s\" r=\"3\" />\n", coord(f.x(len(pts))), coord(f.y(last.Elo)))
	gameAxis(bw, f)
	bw.WriteString("</svg>\n")
}

// llrChart writes the chart of a pairing's log-likelihood ratio after each
// game, between the SPRT's two bounds, drawn across it.
func llrChart(bw *bufio.Writer, p *Pairing, pts []chartPoint, t elo.SPRT) {
	lower, upper := t.Bounds()
	lo, hi := lower, upper
	for _, pt := range pts {
		lo, hi = min(lo, pt.LLR), max(hi, pt.LLR)
	}
	pad := (hi - lo) / 10
	f := frame{height: llrHeight, n: len(pts), lo: lo - pad, hi: hi + pad}
	svgOpen(bw, "chart llr", llrHeight, fmt.Sprintf("log-likelihood ratio of the SPRT on %s vs %s after each of %d games, between its bounds %.2f and %.2f", p.A, p.B, len(pts), lower, upper))
	valueTick(bw, f, upper, fmt.Sprintf("%.2f", upper), "bound")
	valueTick(bw, f, lower, fmt.Sprintf("%.2f", lower), "bound")
	valueTick(bw, f, 0, "0", "zero")
	fmt.Fprintf(bw, "<text class=\"tick\" x=\"%s\" y=\"%s\" dominant-baseline=\"middle\">H1</text>\n", coord(f.x(f.n)+4), coord(f.y(upper)))
	fmt.Fprintf(bw, "<text class=\"tick\" x=\"%s\" y=\"%s\" dominant-baseline=\"middle\">H0</text>\n", coord(f.x(f.n)+4), coord(f.y(lower)))
	line := make([]string, 0, len(pts))
	for k, pt := range pts {
		line = append(line, coord(f.x(k+1))+","+coord(f.y(pt.LLR)))
	}
	fmt.Fprintf(bw, "<polyline class=\"llr\" points=\"%s\" />\n", strings.Join(line, " "))
	fmt.Fprintf(bw, "<circle class=\"last\" cx=\"%s\" cy=\"%s\" r=\"3\" />\n", coord(f.x(len(pts))), coord(f.y(pts[len(pts)-1].LLR)))
	gameAxis(bw, f)
	bw.WriteString("</svg>\n")
}

// chartsHTML writes the charts of the first maxCharts pairings: the Elo
// estimate over the games and, under an SPRT, the log-likelihood ratio.
func (m *Match) chartsHTML(bw *bufio.Writer) {
	if len(m.Pairings) == 0 {
		return
	}
	t, sprt := m.sprtTest()
	all := m.series()
	bw.WriteString("<section id=\"charts\">\n<h2>Elo over the games</h2>\n")
	note := "Each pairing's Elo estimate after each of its games, in the order they are numbered, with its 95% interval as a band; an interval past the chart's edge is drawn at the edge."
	if sprt {
		note += " Below it, the SPRT's log-likelihood ratio and its two bounds."
	}
	if len(m.Pairings) > maxCharts {
		note += fmt.Sprintf(" The first %d of %d pairings.", maxCharts, len(m.Pairings))
	}
	fmt.Fprintf(bw, "<p class=\"note\">%s</p>\n", report.Escape(note))
	for i := range m.Pairings[:min(len(m.Pairings), maxCharts)] {
		p, pts := &m.Pairings[i], all[i]
		fmt.Fprintf(bw, "<figure class=\"pairing\" id=\"chart-%s-%s\">\n<figcaption><strong>%s vs %s</strong>", report.Escape(p.A), report.Escape(p.B), report.Escape(p.A), report.Escape(p.B))
		if len(pts) == 0 {
			bw.WriteString(": no game yet</figcaption>\n</figure>\n")
			continue
		}
		last := pts[len(pts)-1]
		fmt.Fprintf(bw, ": after %d %s, Elo %s (95%%: %s to %s)", len(pts), plural(len(pts), "game", "games"), signed(last.Elo), signed(last.Low), signed(last.High))
		if sprt {
			fmt.Fprintf(bw, ", LLR %.2f, %s", last.LLR, report.Escape(t.Decide(last.LLR).String()))
		}
		bw.WriteString("</figcaption>\n")
		eloChart(bw, p, pts, t, sprt)
		if sprt {
			llrChart(bw, p, pts, t)
		}
		bw.WriteString("</figure>\n")
	}
	bw.WriteString("</section>\n")
}

// plural is one or many, as n asks.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// pageStart opens the page; its one verb is the title.
const pageStart = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>%s</title>
<style>
:root { --ink: #1f2328; --muted: #656d76; --line: #d8dee4; --accent: #8a5a1c; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f4ef; color: var(--ink);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { display: flex; flex-direction: column; gap: 20px; max-width: 1100px; margin: 0 auto; padding: 28px 24px 40px; }
header h1 { margin: 0; font-size: 26px; font-weight: 650; letter-spacing: -0.01em; word-break: break-word; }
header p { margin: 4px 0 0; color: var(--muted); }
header p.stopped { color: var(--ink); font-weight: 600; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 22px 20px; }
h2 { margin: 0 0 12px; font-size: 17px; font-weight: 600; }
h3 { margin: 16px 0 6px; font-size: 15px; font-weight: 600; }
.note { margin: 8px 0; color: var(--muted); font-size: 14px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { font-size: 12px; font-weight: 600; letter-spacing: 0.02em; background: #faf8f4; white-space: nowrap; }
td.num, th.num { text-align: right; white-space: nowrap; }
table.cross td { text-align: center; white-space: nowrap; }
table.cross tbody th { background: #faf8f4; }
table.cross td.self { background: #eee; }
table.cross td.ahead { background: #e3f1e0; }
table.cross td.behind { background: #f8e4e1; }
figure { margin: 18px 0 0; }
figcaption { margin: 0 0 4px; }
svg.chart { display: block; max-width: 100%%; height: auto; }
svg.chart .band { fill: #8a5a1c; fill-opacity: 0.18; stroke: none; }
svg.chart .estimate { fill: none; stroke: #8a5a1c; stroke-width: 2; stroke-linejoin: round; }
svg.chart .llr { fill: none; stroke: #2f5f8a; stroke-width: 2; stroke-linejoin: round; }
svg.chart .last { fill: var(--ink); }
svg.chart .grid { stroke: #e6e2da; stroke-width: 1; }
svg.chart .zero { stroke: var(--muted); stroke-width: 1; stroke-dasharray: 4 3; }
svg.chart .bound { stroke: #b0127a; stroke-width: 1.2; stroke-dasharray: 6 3; }
svg.chart .axis { stroke: var(--muted); stroke-width: 1; }
svg.chart .tick { fill: var(--muted); font-size: 11px; font-family: system-ui, sans-serif; }
footer { color: var(--muted); font-size: 13px; text-align: center; }
</style>
</head>
<body>
<main>
`

// pageEnd ends the page.
const pageEnd = `<footer>Made by goscore match --format html</footer>
</main>
</body>
</html>
`
