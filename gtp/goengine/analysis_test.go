package goengine

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestParseAnalyze: the arguments of lz-analyze and kata-analyze as
// Sabaki, Lizzie and KataGo's documentation give them.
func TestParseAnalyze(t *testing.T) {
	cs := 10 * time.Millisecond
	for _, tc := range []struct {
		args string
		kata bool
		want analyzeOptions
		err  string
	}{
		{"", false, analyzeOptions{colour: board.Black}, ""},
		{"B 50", false, analyzeOptions{colour: board.Black, interval: 50 * cs}, ""},
		{"w 50", true, analyzeOptions{colour: board.White, interval: 50 * cs}, ""},
		{"50", false, analyzeOptions{colour: board.Black, interval: 50 * cs}, ""},
		{"white", false, analyzeOptions{colour: board.White}, ""},
		{"0", false, analyzeOptions{colour: board.Black, interval: minInterval}, ""},
		{"b interval 20 maxmoves 5 minmoves 3", false, analyzeOptions{colour: board.Black, interval: 20 * cs, maxMoves: 5}, ""},
		{"B 50 ownership true", true, analyzeOptions{colour: board.Black, interval: 50 * cs, ownership: true}, ""},
		{"B 50 ownership true", false, analyzeOptions{}, `unsupported key "ownership" (goscore takes interval, maxmoves, minmoves)`},
		{"B 50 ownership maybe", true, analyzeOptions{}, `syntax error: bad ownership "maybe" (want true or false)`},
		{"B 50 avoid b D4 1", true, analyzeOptions{}, `unsupported key "avoid" (goscore takes interval, maxmoves, minmoves, ownership)`},
		{"B -5", false, analyzeOptions{}, `syntax error: bad interval "-5" (want centiseconds)`},
		{"B 50 maxmoves", false, analyzeOptions{}, "syntax error: maxmoves wants a value"},
	} {
		t.Run(tc.args, func(t *testing.T) {
			got, err := parseAnalyze(strings.Fields(tc.args), board.Black, tc.kata)
			switch {
			case tc.err != "" && (err == nil || err.Error() != tc.err):
				t.Errorf("error %v, want %q", err, tc.err)
			case tc.err == "" && err != nil:
				t.Errorf("error %v", err)
			case tc.err == "" && got != tc.want:
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// snapshot is a hand-made search of a 5x5 board, White to move.
func snapshot(t *testing.T) (mcts.Analysis, *board.Board) {
	t.Helper()
	b, err := board.New(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	p := func(v string) board.Point { return boardtest.Vertex(t, &b, v) }
	var own [board.Cells]float32
	own[p("A5")], own[p("B5")], own[p("E1")] = 1, 0.25, -0.5
	return mcts.Analysis{
		ToMove: board.White, Playouts: 200, WinRate: 0.6,
		Moves: []mcts.MoveInfo{
			{Move: p("C3"), Visits: 120, WinRate: 0.6, LCB: 0.5105586, Prior: 0.25, PV: []board.Point{p("C3"), p("D4"), board.Pass}},
			{Move: board.Pass, Visits: 50, WinRate: 0.125, LCB: 0.0594535, PV: []board.Point{board.Pass}},
			{Move: p("B2"), Visits: 30, WinRate: 1, LCB: 0.8864829, Prior: 0.1, PV: []board.Point{p("B2")}},
		},
		Ownership: &own,
	}, &b
}

// TestInfoLine: the lines of lz-analyze and kata-analyze for a snapshot,
// exactly; the ownership turned to the side to move (White here), row by
// row from the top.
func TestInfoLine(t *testing.T) {
	a, b := snapshot(t)
	for _, tc := range []struct {
		name string
		o    analyzeOptions
		kata bool
		want string
	}{
		{"lz", analyzeOptions{}, false,
			"info move C3 visits 120 winrate 6000 prior 2500 lcb 5106 order 0 pv C3 D4 pass " +
				"info move pass visits 50 winrate 1250 prior 0 lcb 595 order 1 pv pass " +
				"info move B2 visits 30 winrate 10000 prior 1000 lcb 8865 order 2 pv B2"},
		{"lz maxmoves", analyzeOptions{maxMoves: 1}, false,
			"info move C3 visits 120 winrate 6000 prior 2500 lcb 5106 order 0 pv C3 D4 pass"},
		{"kata", analyzeOptions{maxMoves: 1}, true,
			"info move C3 visits 120 utility 0.2 winrate 0.6 prior 0.25 lcb 0.510559 order 0 pv C3 D4 pass"},
		{"kata ownership", analyzeOptions{maxMoves: 1, ownership: true}, true,
			"info move C3 visits 120 utility 0.2 winrate 0.6 prior 0.25 lcb 0.510559 order 0 pv C3 D4 pass ownership " +
				"-1.0 -0.25 0.0 0.0 0.0 " + strings.Repeat("0.0 ", 15) + "0.0 0.0 0.0 0.0 0.5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := infoLine(a, tc.o, tc.kata, b); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
	if got := infoLine(mcts.Analysis{}, analyzeOptions{}, false, b); got != "" {
		t.Errorf("no moves: %q", got)
	}
}

// variation is what a GUI reads of one move of an info line.
type variation struct {
	move    string
	visits  int
	winrate float64 // per cent
	pv      []string
}

var (
	sabakiInfo = regexp.MustCompile(`\s*info\s+`)
	sabakiPV   = regexp.MustCompile(`(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*$`)
	sabakiMove = regexp.MustCompile(`^[A-Za-z]\d+$`)
)

// sabakiParse reads an info line by the rules of Sabaki's analysis
// parser: the line split at each "info"; in each part the principal
// variation is the run of vertices (or pass) at its end, cut at its first
// pass, and the tokens before it, less the last ("pv"), are key-value
// pairs; a part without a variation, a move that is not a vertex or a
// missing winrate drops the part. winrate is a float from 0 to 1 for
// kata-analyze, ten-thousandths otherwise.
func sabakiParse(line string, kata bool) []variation {
	var vs []variation
	for _, x := range sabakiInfo.Split(line, -1)[1:] {
		x = strings.TrimSpace(x)
		loc := sabakiPV.FindStringIndex(x)
		if loc == nil {
			continue
		}
		pvText := x[loc[0]:]
		if i := strings.Index(pvText, "pass"); i >= 0 {
			pvText = pvText[:i]
		}
		tokens := strings.Fields(x[:loc[0]])
		if len(tokens) > 0 {
			tokens = tokens[:len(tokens)-1]
		}
		kv := map[string]string{}
		for i := 0; i+1 < len(tokens); i += 2 {
			kv[tokens[i]] = tokens[i+1]
		}
		w, ok := kv["winrate"]
		if !ok || !sabakiMove.MatchString(kv["move"]) {
			continue
		}
		v := variation{move: kv["move"]}
		v.visits, _ = strconv.Atoi(kv["visits"])
		v.winrate, _ = strconv.ParseFloat(w, 64)
		if kata {
			v.winrate *= 100
		} else {
			v.winrate /= 100
		}
		for _, m := range strings.Fields(pvText) {
			if len(m) >= 2 {
				v.pv = append(v.pv, m)
			}
		}
		vs = append(vs, v)
	}
	return vs
}

// lizzieParse reads an info line by the rules of Lizzie's parser, which
// is stricter: the ownership cut off first; the line split at " info "
// and each part at single spaces; keys and values in pairs until "pv",
// whose moves run to the end; visits an integer, and for lz-analyze
// winrate and lcb integers too (floats for kata-analyze). Any other shape
// is an error. It returns the ownership values too.
func lizzieParse(line string, kata bool) ([]variation, []float64, error) {
	var own []float64
	if kata {
		if i := strings.Index(line, " ownership "); i >= 0 {
			for _, f := range strings.Split(line[i+len(" ownership "):], " ") {
				x, err := strconv.ParseFloat(f, 64)
				if err != nil {
					return nil, nil, err
				}
				own = append(own, x)
			}
			line = line[:i]
		}
	}
	if !strings.HasPrefix(line, "info ") {
		return nil, nil, errors.New("no info")
	}
	var vs []variation
	for _, part := range strings.Split(line[len("info "):], " info ") {
		data := strings.Split(part, " ")
		var v variation
		for i := 0; i < len(data); i++ {
			key := data[i]
			if key == "pv" {
				v.pv = data[i+1:]
				break
			}
			if i+1 >= len(data) {
				return nil, nil, fmt.Errorf("key %q without a value", key)
			}
			i++
			value := data[i]
			var err error
			switch key {
			case "move":
				v.move = value
			case "visits":
				v.visits, err = strconv.Atoi(value)
			case "winrate", "lcb":
				if kata {
					var f float64
					f, err = strconv.ParseFloat(value, 64)
					if key == "winrate" {
						v.winrate = 100 * f
					}
				} else {
					var n int
					n, err = strconv.Atoi(value)
					if key == "winrate" {
						v.winrate = float64(n) / 100
					}
				}
			case "":
				err = errors.New("two spaces")
			}
			if err != nil {
				return nil, nil, fmt.Errorf("%s %q: %v", key, value, err)
			}
		}
		if v.move == "" || len(v.pv) == 0 {
			return nil, nil, fmt.Errorf("part %q: no move or pv", part)
		}
		vs = append(vs, v)
	}
	return vs, own, nil
}

// TestInfoLineParsers: the hand-made snapshot as each GUI's parser reads
// it. Sabaki drops the pass (not a vertex) and cuts the variation at a
// pass; Lizzie reads every move; both read the win rates in per cent.
func TestInfoLineParsers(t *testing.T) {
	a, b := snapshot(t)
	for _, kata := range []bool{false, true} {
		// Sabaki never asks for ownership: its parser would take the
		// values after the last move for no variation and drop the move.
		got := sabakiParse(infoLine(a, analyzeOptions{}, kata, b), kata)
		line := infoLine(a, analyzeOptions{ownership: true}, kata, b)
		want := []variation{{"C3", 120, 60, []string{"C3", "D4"}}, {"B2", 30, 100, []string{"B2"}}}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("kata %v: Sabaki reads %v, want %v", kata, got, want)
		}
		lz, own, err := lizzieParse(line, kata)
		if err != nil {
			t.Fatalf("kata %v: Lizzie: %v", kata, err)
		}
		want = []variation{{"C3", 120, 60, []string{"C3", "D4", "pass"}}, {"pass", 50, 12.5, []string{"pass"}}, {"B2", 30, 100, []string{"B2"}}}
		if fmt.Sprint(lz) != fmt.Sprint(want) {
			t.Errorf("kata %v: Lizzie reads %v, want %v", kata, lz, want)
		}
		if kata && (len(own) != 25 || own[0] != -1 || own[24] != 0.5) {
			t.Errorf("ownership %v", own)
		}
	}
}

// TestAnalyzeCommands: lz-analyze and kata-analyze on a real search of a
// 9x9 position answer "=", one info line and the blank line (Execute
// stops a stream at once); both GUIs' parsers read every move of it, with
// the visits adding up to no more than the playouts and each variation
// starting with its move. An unknown colour or key is an error before
// anything is sent.
func TestAnalyzeCommands(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Playouts: 500, Seed: 3}})
	for _, cmd := range []string{"komi 7", "play b E5", "play w C3", "play b G7"} {
		if got := e.Execute(cmd); got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	for _, cmd := range []string{"lz-analyze W 50", "kata-analyze 50", "kata-analyze w 50 ownership true"} {
		kata := strings.HasPrefix(cmd, "kata")
		got := e.Execute("3 " + cmd)
		lines := strings.Split(got, "\n")
		if len(lines) != 4 || lines[0] != "=3" || lines[2] != "" || lines[3] != "" {
			t.Fatalf("%s: %q", cmd, got)
		}
		line := lines[1]
		vs, _, err := lizzieParse(line, kata)
		if err != nil {
			t.Fatalf("%s: Lizzie: %v in %q", cmd, err, line)
		}
		parts := strings.Count(line, "info move ")
		passes := strings.Count(line, "info move pass ")
		// Sabaki never asks for ownership, and its parser would take
		// the ownership values for the last move's variation.
		if sv := sabakiParse(line, kata); len(vs) != parts || len(sv) != parts-passes && !strings.Contains(cmd, "ownership") {
			t.Errorf("%s: %d moves, Lizzie reads %d, Sabaki %d", cmd, parts, len(vs), len(sv))
		}
		sum := 0
		for _, v := range vs {
			sum += v.visits
			if v.visits < 1 || v.winrate < 0 || v.winrate > 100 || math.IsNaN(v.winrate) || v.pv[0] != v.move {
				t.Errorf("%s: %+v", cmd, v)
			}
		}
		if sum == 0 || sum > 500+128 {
			t.Errorf("%s: %d visits in all", cmd, sum)
		}
	}
	for cmd, want := range map[string]string{
		"lz-analyze purple":             "? unsupported key \"purple\" (goscore takes interval, maxmoves, minmoves)\n\n",
		"kata-analyze b 50 rootInfo 1":  "? unsupported key \"rootInfo\" (goscore takes interval, maxmoves, minmoves, ownership)\n\n",
		"kata-analyze b 50 ownership x": "? syntax error: bad ownership \"x\" (want true or false)\n\n",
	} {
		if got := e.Execute(cmd); got != want {
			t.Errorf("%s: %q, want %q", cmd, got, want)
		}
	}
}

// TestGfx: the GoGui overlays of a hand-made snapshot: win rates as
// labels (the pass has none), the variation as numbered stones, the
// ownership as influence, each with the status line.
func TestGfx(t *testing.T) {
	a, b := snapshot(t)
	text := "TEXT white to move: C3, win rate 60% (200 playouts)"
	for name, tc := range map[string]struct{ got, want string }{
		"winrates":  {gfxWinRates(a), "LABEL C3 60% B2 100%\n" + text},
		"pv":        {gfxPV(a), "VAR w C3 b D4 w PASS\n" + text},
		"ownership": {gfxOwnership(a, b), "INFLUENCE A5 1.00 B5 0.25 E1 -0.50\n" + text},
		"none":      {gfxPV(mcts.Analysis{}), "TEXT no move searched"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", name, tc.got, tc.want)
		}
	}
	a.Ownership = nil
	if got := gfxOwnership(a, b); !strings.HasPrefix(got, "TEXT no ownership") {
		t.Errorf("no ownership: %q", got)
	}
}

// TestGfxCommands: the gfx commands answer in GoGui's gfx format, the
// ownership collected, each running a search of exactly the bot's playout
// budget that goes on in the tree of the one before (the same position:
// 300, then 600, then 900 playouts at the root). A genmove of the same
// position then keeps that tree, and the bot was never rebuilt for the
// ownership, which every analysis collects anyway.
func TestGfxCommands(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Playouts: 300, Seed: 3, Threads: 1}})
	bot := ge.bot
	e.Execute("play b E5")
	for i, tc := range []struct{ cmd, prefix string }{
		{"goscore-winrates", "= LABEL "},
		{"goscore-pv", "= VAR w "},
		{"goscore-ownership", "= INFLUENCE "},
	} {
		got := e.Execute(tc.cmd)
		suffix := fmt.Sprintf(" (%d playouts)\n\n", 300*(i+1))
		if !strings.HasPrefix(got, tc.prefix) || !strings.Contains(got, "\nTEXT white to move: ") || !strings.HasSuffix(got, suffix) {
			t.Errorf("%s: %q, want it to end with %q", tc.cmd, got, suffix)
		}
	}
	if got := e.Execute("goscore-pv 3"); got != "? syntax error: takes no arguments\n\n" {
		t.Errorf("goscore-pv 3: %q", got)
	}
	e.Execute("genmove w")
	if ge.bot != bot || bot.Reuses() != 3 {
		t.Errorf("after three analyses and a genmove of one position: bot rebuilt %v, %d reuses, want the same bot and 3", ge.bot != bot, bot.Reuses())
	}
}

// TestAnalyzeServe: through the protocol loop an analysis runs until the
// next line: the command after it is answered after the analysis's blank
// line, quit ends the session, and so does the end of input.
func TestAnalyzeServe(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	for _, tc := range []struct{ in, tail string }{
		{"lz-analyze B 1\n2 name\n", "=2 goscore\n\n"},
		{"kata-analyze 1\n2 quit\nname\n", "=2\n\n"},
		{"lz-analyze 1\n", ""},
	} {
		e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Seed: 3}})
		var out strings.Builder
		if err := e.Serve(strings.NewReader(tc.in), &out); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		i := strings.Index(got, "\n\n")
		if !strings.HasPrefix(got, "=\ninfo move ") || i < 0 || got[i+2:] != tc.tail {
			t.Errorf("%q: got %q", tc.in, got)
		}
	}
}

// TestInterruptSearch: GoGui's "# interrupt" cuts short a genmove and a
// gfx search that were given an hour: each answers with what its search
// found so far, and the session goes on. The hour is only there so that a
// search that ignored the interrupt would show: the test gives up after
// a minute.
func TestInterruptSearch(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Seed: 3, Threads: 1, Think: time.Hour}})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() { _ = e.Serve(inR, outW); outW.Close() }()
	answers := make(chan string)
	go func() {
		lines := bufio.NewScanner(outR)
		var answer []string // an answer's lines, up to the blank one
		for lines.Scan() {
			if lines.Text() != "" {
				answer = append(answer, lines.Text())
				continue
			}
			answers <- strings.Join(answer, "\n")
			answer = nil
		}
		close(answers)
	}()
	for _, tc := range []struct{ cmd, want string }{
		{"1 genmove b", `^=1 [A-J][1-9]$`},
		{"2 goscore-winrates", `^=2 LABEL [A-J][1-9] \d+%.*\nTEXT white to move: [A-J][1-9], win rate \d+% \(\d+ playouts\)$`},
	} {
		io.WriteString(inW, tc.cmd+"\n")
		io.WriteString(inW, "# interrupt\n")
		select {
		case got := <-answers:
			if !regexp.MustCompile(tc.want).MatchString(got) {
				t.Errorf("%s: got %q, want %s", tc.cmd, got, tc.want)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: no answer a minute after the interrupt", tc.cmd)
		}
	}
	io.WriteString(inW, "3 name\n")
	if got := <-answers; got != "=3 goscore" {
		t.Errorf("after the interrupts: %q", got)
	}
	inW.Close()
}

// infoFields splits an info line into its moves' key-value pairs, the pv
// left out, in the order they came.
func infoFields(t *testing.T, line string) [][][2]string {
	t.Helper()
	var moves [][][2]string
	for _, part := range strings.Split(line, "info ")[1:] {
		head, _, _ := strings.Cut(part, " pv ")
		f := strings.Fields(head)
		if len(f)%2 != 0 {
			t.Fatalf("odd fields in %q", part)
		}
		var kv [][2]string
		for i := 0; i < len(f); i += 2 {
			kv = append(kv, [2]string{f[i], f[i+1]})
		}
		moves = append(moves, kv)
	}
	return moves
}

// TestKataAnalyzeScoreLead: every move of a kata-analyze line carries
// KataGo's score fields in KataGo's order (winrate, scoreMean, scoreStdev,
// scoreLead, prior), scoreMean equal to scoreLead, for the colour asked:
// on a 5x5 board that Black's walls on rows 2 and 4 own, Black leads by
// about 25 points less komi, and White trails by as much. Sabaki takes the
// position's lead as the largest of its moves' and graphs nothing when one
// lacks it. lz-analyze has none, as Leela Zero.
func TestKataAnalyzeScoreLead(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 5, Bot: mcts.Config{Playouts: 500, Seed: 3, Threads: 1}})
	for _, cmd := range []string{"komi 0.5", "play b A2", "play b B2", "play b C2", "play b D2", "play b E2",
		"play b A4", "play b B4", "play b C4", "play b D4", "play b E4"} {
		if got := e.Execute(cmd); got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	for _, tc := range []struct {
		cmd    string
		lo, hi float64 // the position's lead, Sabaki's way
	}{
		{"kata-analyze B 50", 15, 24.5},
		{"kata-analyze W 50", -24.5, -15},
	} {
		lines := strings.Split(e.Execute(tc.cmd), "\n")
		if len(lines) < 2 || !strings.HasPrefix(lines[1], "info move ") {
			t.Fatalf("%s: %q", tc.cmd, lines)
		}
		best := math.Inf(-1)
		for _, kv := range infoFields(t, lines[1]) {
			var keys []string
			v := map[string]string{}
			for _, p := range kv {
				keys = append(keys, p[0])
				v[p[0]] = p[1]
			}
			if got := strings.Join(keys, " "); got != "move visits utility winrate scoreMean scoreStdev scoreLead prior lcb order" {
				t.Errorf("%s: fields %s", tc.cmd, got)
			}
			lead, err1 := strconv.ParseFloat(v["scoreLead"], 64)
			stdev, err2 := strconv.ParseFloat(v["scoreStdev"], 64)
			if err1 != nil || err2 != nil || v["scoreMean"] != v["scoreLead"] || stdev < 0 || math.Abs(lead) > 25.5 {
				t.Errorf("%s: move %s: scoreMean %s, scoreLead %s, scoreStdev %s", tc.cmd, v["move"], v["scoreMean"], v["scoreLead"], v["scoreStdev"])
			}
			best = max(best, lead)
		}
		if best < tc.lo || best > tc.hi {
			t.Errorf("%s: the position's lead, Sabaki's way, is %v, want %v to %v", tc.cmd, best, tc.lo, tc.hi)
		}
	}
	if got := e.Execute("lz-analyze B 50"); strings.Contains(got, "score") {
		t.Errorf("lz-analyze with a score: %q", got)
	}
}

// TestAnalyzeAfterTwoPasses: a game ended by two passes is still
// analysed, as KataGo analyses it, whether it was played or loaded, and
// even when the side to move wins as the board stands (where genmove
// passes at once): the analysis says what each move would be worth. It
// used to stream nothing there.
func TestAnalyzeAfterTwoPasses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "over.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[9]KM[0.5];B[ee];W[];B[];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, setup := range [][]string{
		{"boardsize 9", "komi 0.5", "play b E5", "play w pass", "play b pass", "play w pass"},
		{"loadsgf " + path},
	} {
		r, _ := analyze.Preset("japanese")
		e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Playouts: 200, Seed: 3, Threads: 1}})
		for _, cmd := range setup {
			if got := e.Execute(cmd); !strings.HasPrefix(got, "=") {
				t.Fatalf("%s: %q", cmd, got)
			}
		}
		if got := e.Execute("genmove b"); got != "= pass\n\n" {
			t.Errorf("%s: genmove b: %q, want a pass: Black wins as the board stands", setup[0], got)
		}
		e.Execute("undo")
		for _, cmd := range []string{"kata-analyze B 50", "lz-analyze B 50", "goscore-winrates"} {
			got := e.Execute(cmd)
			if !strings.Contains(got, "info move ") && !strings.Contains(got, "LABEL ") {
				t.Errorf("%s: %s: nothing analysed: %q", setup[0], cmd, got)
			}
		}
	}
}
