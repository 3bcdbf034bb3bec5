package match

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/gtp/match/elo"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/report"
)

// played is a game of a fixed match, in a line: its number, pair, engines
// (black, white), result, moves and reason. The winner and the rest follow
// from the result.
type fixedGame struct {
	number, pair int
	black, white string
	result       string
	moves        int
	reason       string
}

// game is g as a match records it: the winner is the engine on the side
// the result names, a "0" a draw, "Void" a void game; a counted game
// ("B+3.5") has its margin, no dead stone and both engines agreeing.
func (f fixedGame) game() Game {
	g := Game{Number: f.number, Pair: f.pair, Black: f.black, White: f.white, Result: f.result, Moves: f.moves, Reason: f.reason,
		Dead: []string{}, Disagree: []string{}, Times: []float64{},
		BlackMoves: f.moves / 2, WhiteMoves: f.moves / 2, BlackSeconds: float64(f.moves) / 8, WhiteSeconds: float64(f.moves) / 4}
	switch {
	case f.result == "Void":
		g.Void = true
	case strings.HasPrefix(f.result, "B+"):
		g.Winner = f.black
	case strings.HasPrefix(f.result, "W+"):
		g.Winner = f.white
	}
	if margin, err := strconv.ParseFloat(f.result[min(2, len(f.result)):], 64); err == nil || f.result == "0" {
		g.Scored = true
		if f.result[0] == 'W' {
			margin = -margin
		}
		g.Margin = margin
		g.BlackSays, g.WhiteSays = f.result, f.result
		cpu := float64(f.moves) / 10
		g.BlackCPU = &cpu
	}
	return g
}

// fixedMatch is a finished match built from games written by hand: they go
// into a results file, which Run reads back as a match stopped after its
// last game, so every figure is worked out as for games played, and no
// engine is started. The engines' names are what they would have said.
func fixedMatch(t *testing.T, engines, names []string, opts Options, games []fixedGame) *Match {
	t.Helper()
	opts.Games = len(games) / len(pairings(len(engines), opts.Gauntlet))
	if opts.Rules.Name == "" {
		opts.Rules = chinese(7.5)
	}
	path := filepath.Join(t.TempDir(), "results.jsonl")
	var lines bytes.Buffer
	for _, f := range games {
		g := f.game()
		if opts.Openings != nil {
			g.Opening = opts.Openings[(f.pair-1)/len(pairings(len(engines), opts.Gauntlet))%len(opts.Openings)].Name
		}
		l := resultLine{Game: g, BlackCommand: engines[g.Black[0]-'A'], WhiteCommand: engines[g.White[0]-'A'],
			Kind: "go", Size: 9, Rules: opts.Rules.Name, Komi: opts.Rules.Komi}
		b, err := json.Marshal(&l)
		if err != nil {
			t.Fatal(err)
		}
		lines.Write(append(b, '\n'))
	}
	if err := os.WriteFile(path, lines.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := OpenResults(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	opts.Results = r
	m, err := Run(context.Background(), engines, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Games) != len(games) {
		t.Fatalf("%d games read back of %d", len(m.Games), len(games))
	}
	for i := range m.Engines {
		m.Engines[i].Name = names[i]
	}
	return m
}

// headToHead is a head-to-head of eight games in four pairs under an SPRT
// (elo0=0, elo1=150, alpha=beta=0.1): A wins both games of pairs 1 and 3,
// splits pair 2, and wins and draws pair 4.
func headToHead(t *testing.T) *Match {
	sprt, err := elo.ParseSPRT("elo0=0,elo1=150,alpha=0.1,beta=0.1")
	if err != nil {
		t.Fatal(err)
	}
	return fixedMatch(t, []string{"goscore gtp --playouts 4000", "goscore gtp --playouts 500"}, []string{"goscore 1.0", "goscore 1.0"},
		Options{SPRT: &sprt, Openings: []Opening{{Name: "openings.txt:1"}, {Name: "openings.txt:2"}}},
		[]fixedGame{
			{1, 1, "A", "B", "B+12.5", 96, "two passes"},
			{2, 1, "B", "A", "W+R", 71, "resignation"},
			{3, 2, "A", "B", "W+2.5", 104, "two passes"},
			{4, 2, "B", "A", "W+6.5", 99, "two passes"},
			{5, 3, "A", "B", "B+R", 58, "resignation"},
			{6, 3, "B", "A", "W+F", 33, "black (B) played E5: occupied"},
			{7, 4, "A", "B", "B+R", 80, "resignation"},
			{8, 4, "B", "A", "0", 121, "two passes"},
		})
}

// roundRobin is a round robin of three engines, four games a pairing, in
// the schedule's order (the first pair of each pairing, then the second):
// A beats B 3-1 and C 4-0, B beats C 3-0 with a void game.
func roundRobin(t *testing.T) *Match {
	return fixedMatch(t, []string{"goscore gtp --playouts 4000", "gnugo --mode gtp --level 10", "gnugo --mode gtp --level 1"},
		[]string{"goscore 1.0", "GNU Go 3.8", "GNU Go 3.8"}, Options{},
		[]fixedGame{
			{1, 1, "A", "B", "B+4.5", 101, "two passes"},
			{2, 1, "B", "A", "B+R", 88, "resignation"},
			{3, 2, "A", "C", "B+R", 61, "resignation"},
			{4, 2, "C", "A", "W+R", 64, "resignation"},
			{5, 3, "B", "C", "B+R", 77, "resignation"},
			{6, 3, "C", "B", "Void", 243, "move limit 243"},
			{7, 4, "A", "B", "B+R", 93, "resignation"},
			{8, 4, "B", "A", "W+0.5", 118, "two passes"},
			{9, 5, "A", "C", "B+R", 52, "resignation"},
			{10, 5, "C", "A", "W+T", 40, "black (C) lost on time: its move took 5.3s (5m)"},
			{11, 6, "B", "C", "B+11.5", 110, "two passes"},
			{12, 6, "C", "B", "W+R", 95, "resignation"},
		})
}

// TestPageGolden: the HTML page and the CSV of a head-to-head under an
// SPRT and of a round robin, byte for byte (testdata/golden/README.md says
// how they were checked).
func TestPageGolden(t *testing.T) {
	for name, m := range map[string]*Match{"head-to-head": headToHead(t), "round-robin": roundRobin(t)} {
		for _, f := range []report.Format{report.CSV, report.HTML} {
			var buf bytes.Buffer
			if err := m.Write(&buf, f, report.Layout{}); err != nil {
				t.Fatalf("%s %s: %v", name, f, err)
			}
			golden.Check(t, filepath.Join("testdata", "golden", name+"."+string(f)), buf.Bytes())
		}
	}
}

// TestSeriesEndsOnPairingFigures: replayed game by game, each pairing's
// series has one point a game (the void one too), the interval holds the
// estimate at every point, and the last point is the pairing's figures in
// the tables, which Run worked out as the games came in.
func TestSeriesEndsOnPairingFigures(t *testing.T) {
	for _, m := range []*Match{headToHead(t), roundRobin(t)} {
		all := m.series()
		for i, p := range m.Pairings {
			pts := all[i]
			if len(pts) != p.Games+p.Void {
				t.Errorf("%s vs %s: %d points for %d games", p.A, p.B, len(pts), p.Games+p.Void)
				continue
			}
			for _, pt := range pts {
				if pt.Low > pt.Elo || pt.Elo > pt.High {
					t.Errorf("%s vs %s game %d: Elo %.1f outside %.1f to %.1f", p.A, p.B, pt.Game, pt.Elo, pt.Low, pt.High)
				}
			}
			last := pts[len(pts)-1]
			if math.Abs(last.Elo-p.Elo) > 1e-9 || math.Abs(last.Low-p.EloLow) > 1e-9 || math.Abs(last.High-p.EloHigh) > 1e-9 {
				t.Errorf("%s vs %s: the series ends on %+v, the table says %.3f in %.3f to %.3f", p.A, p.B, last, p.Elo, p.EloLow, p.EloHigh)
			}
			if p.LLR != nil && math.Abs(last.LLR-*p.LLR) > 1e-9 {
				t.Errorf("%s vs %s: the series ends on LLR %.4f, the table says %.4f", p.A, p.B, last.LLR, *p.LLR)
			}
		}
	}
	// By pairs, the figures move when a pair is complete: after games 2,
	// 4, 6 and 8 of the head-to-head, not after 1, 3, 5 and 7.
	pts := headToHead(t).series()[0]
	for k := 1; k < len(pts); k++ {
		if moved := pts[k].Elo != pts[k-1].Elo; moved != (k%2 == 1) {
			t.Errorf("after game %d the estimate moved: %v", k+1, moved)
		}
	}
}

// svgPoints reads an SVG points attribute.
func svgPoints(t *testing.T, s string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	for _, p := range strings.Fields(s) {
		x, y, ok := strings.Cut(p, ",")
		fx, errx := strconv.ParseFloat(x, 64)
		fy, erry := strconv.ParseFloat(y, 64)
		if !ok || errx != nil || erry != nil {
			t.Fatalf("bad point %q", p)
		}
		out = append(out, [2]float64{fx, fy})
	}
	return out
}

// eachToken parses page as XML, strictly (anything not well formed fails
// the test), and hands each token to fn.
func eachToken(t *testing.T, page []byte, fn func(xml.Token)) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("the page is not well formed: %v", err)
		}
		fn(tok)
	}
}

// chartShapes parses page as XML (which fails on anything not well
// formed) and returns, by the id of each chart's figure, the points of
// its shapes by class: "band", "estimate", "llr".
func chartShapes(t *testing.T, page []byte) map[string]map[string][][2]float64 {
	t.Helper()
	out := map[string]map[string][][2]float64{}
	figure := ""
	eachToken(t, page, func(tok xml.Token) {
		se, ok := tok.(xml.StartElement)
		if !ok {
			return
		}
		attr := map[string]string{}
		for _, a := range se.Attr {
			attr[a.Name.Local] = a.Value
		}
		switch se.Name.Local {
		case "figure":
			figure = attr["id"]
			out[figure] = map[string][][2]float64{}
		case "polygon", "polyline":
			out[figure][attr["class"]] = svgPoints(t, attr["points"])
		}
	})
	return out
}

// TestChartHasAPointPerGameInsideItsBand: each pairing's chart draws one
// point a game, the estimate's line at the same x as the band's edges,
// and the estimate between them (SVG's y grows downwards: the upper edge
// has the smaller y), clipped or not; the LLR too has one point a game.
func TestChartHasAPointPerGameInsideItsBand(t *testing.T) {
	for _, m := range []*Match{headToHead(t), roundRobin(t)} {
		var buf bytes.Buffer
		if err := m.Write(&buf, report.HTML, report.Layout{}); err != nil {
			t.Fatal(err)
		}
		charts := chartShapes(t, buf.Bytes())
		for _, p := range m.Pairings {
			id := "chart-" + p.A + "-" + p.B
			shapes, ok := charts[id]
			n := p.Games + p.Void
			if !ok {
				t.Errorf("no chart %s", id)
				continue
			}
			est, band := shapes["estimate"], shapes["band"]
			if len(est) != n || len(band) != 2*n {
				t.Errorf("%s: %d points and a band of %d for %d games", id, len(est), len(band), n)
				continue
			}
			for k, pt := range est {
				upper, lower := band[k], band[2*n-1-k]
				if upper[0] != pt[0] || lower[0] != pt[0] {
					t.Errorf("%s game %d: the estimate at x %.1f, the band at %.1f and %.1f", id, k+1, pt[0], upper[0], lower[0])
				}
				if upper[1] > pt[1] || pt[1] > lower[1] {
					t.Errorf("%s game %d: the estimate at y %.1f, outside the band's %.1f to %.1f", id, k+1, pt[1], upper[1], lower[1])
				}
				if k > 0 && pt[0] <= est[k-1][0] {
					t.Errorf("%s game %d: x %.1f does not follow %.1f", id, k+1, pt[0], est[k-1][0])
				}
			}
			if llr, ok := shapes["llr"]; (m.SPRT != "") != ok || (ok && len(llr) != n) {
				t.Errorf("%s: LLR line of %d points (SPRT %q) for %d games", id, len(llr), m.SPRT, n)
			}
		}
	}
}

// TestPageEscapesEngineStrings: names, commands, openings, reasons and
// final_score answers with <, &, and quotes, as engines and users may give
// them, come out escaped: the page is well-formed XML, has no element
// they would have made, and reads them back whole as text.
func TestPageEscapesEngineStrings(t *testing.T) {
	m := headToHead(t)
	hostile := []string{`<script>alert("A")</script>`, `Fish & "Chips" <b>bold</b>`, `it's <i>`}
	m.Engines[0].Name = hostile[0]
	m.Engines[1].Name = hostile[1]
	m.Engines[1].Command = `engine --name '` + hostile[2] + `' & rm -rf "x"`
	m.Games[5].Reason = `black (B) answered genmove with "<svg onload=x>", not a move`
	m.Games[0].Opening = `a&b<c>.sgf`
	m.Games[2].BlackSays, m.Games[2].Disagree = `? "<unknown>" & more`, []string{"A"}
	var buf bytes.Buffer
	if err := m.Write(&buf, report.HTML, report.Layout{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	var text strings.Builder
	eachToken(t, buf.Bytes(), func(tok xml.Token) {
		switch tok := tok.(type) {
		case xml.StartElement:
			switch tok.Name.Local {
			case "script", "b", "i", "unknown":
				t.Errorf("an engine's string made a <%s> element", tok.Name.Local)
			}
			for _, a := range tok.Attr {
				if strings.HasPrefix(a.Name.Local, "on") {
					t.Errorf("an engine's string made an attribute %s", a.Name.Local)
				}
			}
		case xml.CharData:
			text.Write(tok)
		}
	})
	for _, s := range append(hostile, m.Engines[1].Command, m.Games[5].Reason, `? "<unknown>" & more`) {
		if !strings.Contains(text.String(), s) {
			t.Errorf("%q is not on the page as text", s)
		}
	}
	for _, raw := range []string{"<script", "<b>", "<svg onload", "<unknown", "& rm", "Fish & "} {
		if strings.Contains(page, raw) {
			t.Errorf("%q is on the page unescaped", raw)
		}
	}
}

// TestCSVHasARowPerGame: the CSV has its header and one row a game, every
// row as wide as the header, and reads back the engines' strings whole,
// commas and quotes included.
func TestCSVHasARowPerGame(t *testing.T) {
	for _, m := range []*Match{headToHead(t), roundRobin(t)} {
		m.Engines[0].Name = `goscore, "the bot"`
		var buf bytes.Buffer
		if err := m.Write(&buf, report.CSV, report.Layout{}); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != len(m.Games)+1 || strings.Join(rows[0], ",") != strings.Join(csvHeader, ",") {
			t.Fatalf("%d rows for %d games; header %q", len(rows), len(m.Games), rows[0])
		}
		col := func(name string) int {
			for i, h := range rows[0] {
				if h == name {
					return i
				}
			}
			t.Fatalf("no column %s", name)
			return -1
		}
		for i, row := range rows[1:] {
			g := &m.Games[i]
			if row[col("game")] != strconv.Itoa(g.Number) || row[col("result")] != g.Result || row[col("reason")] != g.Reason {
				t.Errorf("row %d: %q for game %+v", i+1, row, g)
			}
			if g.Black == "A" && row[col("black_name")] != m.Engines[0].Name {
				t.Errorf("row %d: black_name %q", i+1, row[col("black_name")])
			}
			if margin := row[col("margin")]; (margin == "") != !g.Scored {
				t.Errorf("row %d: margin %q for a game scored %v", i+1, margin, g.Scored)
			}
		}
	}
}

// TestPageOfAMatchWithNoGames: a match stopped before its first game
// finished (a signal, with a results file) still gets a whole page, which
// says so, and a CSV of its header alone.
func TestPageOfAMatchWithNoGames(t *testing.T) {
	m := &Match{Game: "go", Size: 9, Rules: "chinese", Scoring: "area", Komi: 7.5, MaxMoves: 243, Referee: "estimate", Scheduled: 10,
		Engines:  []Engine{{Label: "A", Command: "a"}, {Label: "B", Command: "b"}},
		Pairings: []Pairing{{A: "A", B: "B", Model: "pentanomial"}}, SPRT: "elo0=0,elo1=30,alpha=0.05,beta=0.05"}
	var buf bytes.Buffer
	if err := m.Write(&buf, report.HTML, report.Layout{}); err != nil {
		t.Fatal(err)
	}
	chartShapes(t, buf.Bytes()) // well formed
	for _, want := range []string{"0 of 10 games played", "A vs B</strong>: no game yet", "No game finished."} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the page does not say %q", want)
		}
	}
	buf.Reset()
	if err := m.Write(&buf, report.CSV, report.Layout{}); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), strings.Join(csvHeader, ",")+"\n"; got != want {
		t.Errorf("CSV of no games:\n%s", got)
	}
}
