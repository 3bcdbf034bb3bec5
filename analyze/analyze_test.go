package analyze_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse"
)

// grids parses a board file written inline (rows of 0/1/2, `---` between
// the grids of a history).
func grids(t testing.TB, s string) []board.Board {
	t.Helper()
	var f parse.File
	if err := parse.Parse("test", []byte(s), &f); err != nil {
		t.Fatal(err)
	}
	return f.Grids
}

func vertex(t testing.TB, b *board.Board, s string) board.Point {
	t.Helper()
	return boardtest.Vertex(t, b, s)
}

func mustRules(t testing.TB, name string) analyze.Rules {
	t.Helper()
	r, err := analyze.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name   string
		board  string
		toMove board.Color
		// want: black stones/territory/captured, white ..., neutral, ambiguous
		bs, bt, bc, ws, wt, wc, neutral int
		ambiguous                       bool
	}{
		{name: "empty board is all neutral", board: "000\n000\n000\n", neutral: 9},
		{name: "one black stone owns the board", board: "000\n010\n000\n", bs: 1, bt: 8},
		{name: "1x1 empty", board: "0\n", neutral: 1},
		{name: "1x1 lone stone has no liberties", board: "1\n", wc: 1, wt: 0, neutral: 1},
		{name: "full board of one colour is captured", board: "11\n11\n", wc: 4, neutral: 4},
		{name: "dame between the colours", board: "101\n000\n202\n", bs: 2, ws: 2, neutral: 5},
		{name: "corner capture", board: "21000\n10000\n00000\n", bs: 2, bt: 13 - 0, bc: 1},
		{name: "edge capture of two", board: "1221\n0110\n0000\n", bs: 4, bt: 8, bc: 2},
		{name: "both colours without liberties, nobody to move: both go",
			board: "1211\n2121\n1211\n", bs: 0, ws: 0, bc: 4, wc: 8, neutral: 12, ambiguous: true},
		{name: "both without liberties, black to move: black's go first, white's then live",
			board:  "12\n21\n",
			toMove: board.Black, ws: 2, wt: 2, wc: 2},
		{name: "both without liberties, white to move",
			board:  "12\n21\n",
			toMove: board.White, bs: 2, bt: 2, bc: 2},
		{name: "to move, and a dead string of the other colour elsewhere still goes",
			board:  "21021\n10002\n00000\n",
			toMove: board.White, bs: 2, bt: 1, bc: 1, ws: 2, wt: 1, wc: 1, neutral: 9},
		{name: "the same board with nobody to move is ambiguous",
			board: "21021\n10002\n00000\n", bs: 2, bt: 1, bc: 1, ws: 2, wt: 1, wc: 1, neutral: 9, ambiguous: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grids(t, tt.board)
			var e analyze.Evaluation
			analyze.Evaluate(&g[len(g)-1], tt.toMove, &e)
			got := fmt.Sprint(e.Black.Stones, e.Black.Territory, e.Black.CapturedOnBoard, e.White.Stones, e.White.Territory, e.White.CapturedOnBoard, e.Neutral, e.Ambiguous)
			want := fmt.Sprint(tt.bs, tt.bt, tt.bc, tt.ws, tt.wt, tt.wc, tt.neutral, tt.ambiguous)
			if got != want {
				t.Errorf("B stones/terr/capt, W stones/terr/capt, neutral, ambiguous = %s, want %s\nafter:\n%s", got, want, e.After.Grid())
			}
			b := &g[len(g)-1]
			if sum := e.Black.Stones + e.White.Stones + e.Black.Territory + e.White.Territory + e.Neutral; sum != b.Size() {
				t.Errorf("points add up to %d, want %d", sum, b.Size())
			}
			if e.After.Count(board.Black) != e.Black.Stones || e.After.Count(board.White) != e.White.Stones {
				t.Errorf("After holds %d/%d stones, counts say %d/%d", e.After.Count(board.Black), e.After.Count(board.White), e.Black.Stones, e.White.Stones)
			}
		})
	}
}

func TestEvaluateStatus(t *testing.T) {
	// White's A3 stone is captured; its point is Black's territory (a
	// region of its own), but it keeps its captured status.
	g := grids(t, "2100\n1000\n0002\n")
	b := &g[0]
	var e analyze.Evaluation
	analyze.Evaluate(b, board.Empty, &e)
	want := map[string]analyze.Status{
		"A3": analyze.WhiteCaptured, "B3": analyze.BlackStone, "C3": analyze.Neutral,
		"A2": analyze.BlackStone, "D1": analyze.WhiteStone, "A1": analyze.Neutral,
	}
	for v, st := range want {
		if got := e.Status(vertex(t, b, v)); got != st {
			t.Errorf("%s: %v, want %v", v, got, st)
		}
	}
	if e.Black.Territory != 1 || e.Neutral != 8 {
		t.Errorf("black territory %d neutral %d, want 1 (the vacated A3) and 8", e.Black.Territory, e.Neutral)
	}
}

func TestScore(t *testing.T) {
	g := grids(t, "0100\n1120\n0022\n")
	var e analyze.Evaluation
	analyze.Evaluate(&g[0], board.Empty, &e)
	tests := []struct {
		rules  string
		komi   float64
		bp, wp int
		result string
		margin float64
		winner board.Color
	}{
		{rules: "japanese", result: "B+1", margin: 1, winner: board.Black},
		{rules: "japanese", komi: 0.5, result: "B+0.5", margin: 0.5, winner: board.Black},
		{rules: "japanese", komi: 1, result: "Draw", margin: 0, winner: board.Empty},
		{rules: "japanese", bp: 2, wp: 5, result: "W+2", margin: 2, winner: board.White},
		{rules: "chinese", result: "B+1", margin: 1, winner: board.Black},
		// Area scoring ignores prisoners: 3+1 against 3+0+6.5.
		{rules: "chinese", bp: 9, komi: 6.5, result: "W+5.5", margin: 5.5, winner: board.White},
	}
	for _, tt := range tests {
		r := mustRules(t, tt.rules)
		r.Komi = tt.komi
		s := e.Score(r, tt.bp, tt.wp)
		if s.Result() != tt.result || s.Margin() != tt.margin || s.Winner() != tt.winner {
			t.Errorf("%s komi %v prisoners %d/%d: %s %v %v, want %s %v %v", tt.rules, tt.komi, tt.bp, tt.wp, s.Result(), s.Margin(), s.Winner(), tt.result, tt.margin, tt.winner)
		}
	}
}

func TestLegal(t *testing.T) {
	tests := []struct {
		name     string
		board    string
		rules    string
		colour   board.Color
		point    string
		want     analyze.Reason
		captures string
	}{
		{name: "open point", board: "000\n000\n000\n", colour: board.Black, point: "B2", want: analyze.OK},
		{name: "occupied", board: "000\n010\n000\n", colour: board.White, point: "B2", want: analyze.Occupied},
		{name: "off the board", board: "000\n000\n000\n", colour: board.Black, point: "D4", want: analyze.OffBoard},
		{name: "pass", board: "1\n", colour: board.Black, point: "pass", want: analyze.OK},
		{name: "single-stone suicide in the corner", board: "020\n200\n000\n", colour: board.Black, point: "A3", want: analyze.Suicide},
		{name: "multi-stone suicide", board: "1020\n2200\n0000\n", colour: board.Black, point: "B3", want: analyze.Suicide},
		{name: "multi-stone suicide allowed by tromp-taylor", board: "1020\n2200\n0000\n", rules: "tromp-taylor", colour: board.Black, point: "B3", want: analyze.OK},
		{name: "single-stone suicide forbidden even by tromp-taylor", board: "020\n200\n000\n", rules: "tromp-taylor", colour: board.Black, point: "A3", want: analyze.Suicide},
		{name: "no liberties but captures", board: "0120\n1200\n2000\n", colour: board.White, point: "A3", want: analyze.OK, captures: "B3 A2"},
		{name: "captures two strings at once", board: "1210\n2000\n1000\n", colour: board.Black, point: "B2", want: analyze.OK, captures: "B3 A2"},
		{name: "filling own eye is legal", board: "010\n101\n010\n", colour: board.Black, point: "B2", want: analyze.OK},
		{name: "opponent's eye is suicide", board: "010\n101\n010\n", colour: board.White, point: "B2", want: analyze.Suicide},
		{name: "a string with no liberties on the board is not captured by a move elsewhere",
			board: "2100\n1000\n0000\n", colour: board.Black, point: "D1", want: analyze.OK},
		{name: "ko: retaking at once",
			board: "01200\n10120\n01200\n---\n01200\n12020\n01200\n", colour: board.Black, point: "C2", want: analyze.Ko},
		{name: "ko: the other side may fill",
			board: "01200\n10120\n01200\n---\n01200\n12020\n01200\n", colour: board.White, point: "C2", want: analyze.OK},
		{name: "ko after a move elsewhere is legal again",
			board:  "012000\n101200\n012000\n000000\n---\n012000\n120200\n012000\n000000\n---\n012000\n120200\n012000\n000010\n---\n012000\n120200\n012000\n000012\n",
			colour: board.Black, point: "C3", want: analyze.OK, captures: "B3"},
		{name: "superko: retake after two passes, positional",
			board: "01200\n10120\n01200\n---\n01200\n12020\n01200\n---\n01200\n12020\n01200\n---\n01200\n12020\n01200\n",
			rules: "chinese", colour: board.Black, point: "C2", want: analyze.Superko, captures: "B2"},
		{name: "superko: same under simple ko is legal",
			board:  "01200\n10120\n01200\n---\n01200\n12020\n01200\n---\n01200\n12020\n01200\n---\n01200\n12020\n01200\n",
			colour: board.Black, point: "C2", want: analyze.OK, captures: "B2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grids(t, tt.board)
			r := mustRules(t, tt.rules)
			pos := analyze.NewPosition(g)
			p := board.Pass
			if tt.point != "pass" {
				v, err := board.ParseVertex(tt.point)
				if err != nil {
					t.Fatal(err)
				}
				var ok bool
				if p, ok = v.Resolve(&pos.Board); !ok {
					p = board.At(18, 18)
				}
			}
			if got := pos.Legal(tt.colour, p, &r); got != tt.want {
				t.Fatalf("Legal = %v, want %v", got, tt.want)
			}
			if tt.want != analyze.OK || p == board.Pass {
				return
			}
			caps, n := pos.Captures(tt.colour, p, r.Suicide, nil)
			var names []string
			for _, c := range caps[:n] {
				names = append(names, c.String())
			}
			if got := strings.Join(names, " "); got != tt.captures {
				t.Errorf("captures %q, want %q", got, tt.captures)
			}
		})
	}
}

// TestPlayKo plays a ko fight move by move: the retake is refused as ko,
// a move elsewhere lifts it, and positional superko still remembers.
func TestPlayKo(t *testing.T) {
	g := grids(t, "012000\n101200\n012000\n000000\n")
	b := &g[0]
	r := mustRules(t, "japanese")
	pos := analyze.NewPosition(g)
	play := func(c board.Color, v string, want analyze.Reason, wantCaps int) {
		t.Helper()
		reason, caps := pos.Play(c, vertex(t, b, v), &r)
		if reason != want || len(caps) != wantCaps {
			t.Fatalf("%v %s: %v with %d captures, want %v with %d", c, v, reason, len(caps), want, wantCaps)
		}
	}
	play(board.White, "B3", analyze.OK, 1) // takes the ko
	play(board.Black, "C3", analyze.Ko, 0) // immediate retake refused
	if pos.HistoryLen() != 1 {
		t.Fatalf("history %d after a refused move, want 1", pos.HistoryLen())
	}
	play(board.Black, "F1", analyze.OK, 0) // threat
	play(board.White, "F2", analyze.OK, 0) // answer
	play(board.Black, "C3", analyze.OK, 1) // retake now legal
	if pos.LastMover() != board.Black {
		t.Errorf("last mover %v, want black", pos.LastMover())
	}
	play(board.White, "B3", analyze.Ko, 0)
	play(board.White, "pass", analyze.OK, 0)
	play(board.Black, "A1", analyze.OK, 0)
	// White's retake now makes a position never seen: legal under every rule.
	chinese := mustRules(t, "chinese")
	if got := pos.Legal(board.White, vertex(t, b, "B3"), &chinese); got != analyze.OK {
		t.Errorf("retake after threats under superko: %v, want ok", got)
	}
}

// TestSituationalSuperko: a repetition with the same side to move is
// forbidden by situational superko as by positional, and allowed by
// simple ko when the repeated position is not the last one.
func TestSituationalSuperko(t *testing.T) {
	// White takes the ko (grid 2), Black passes (grid 3); Black retaking
	// recreates grid 1, after which White was to move, as it would be now.
	hist := "01200\n10120\n01200\n---\n01200\n12020\n01200\n---\n01200\n12020\n01200\n"
	g := grids(t, hist)
	pos := analyze.NewPosition(g)
	b := &pos.Board
	// Grid 1 has no mover of its own; alternation makes it Black's.
	for _, tc := range []struct {
		ko   string
		want analyze.Reason
	}{{"positional", analyze.Superko}, {"situational", analyze.Superko}, {"simple", analyze.OK}} {
		r := mustRules(t, "japanese")
		r.Ko, _ = analyze.ParseKo(tc.ko)
		if got := pos.Legal(board.Black, vertex(t, b, "C2"), &r); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.ko, got, tc.want)
		}
	}
}

func TestHistory(t *testing.T) {
	tests := []struct {
		name  string
		board string
		moves bool
		last  board.Color
	}{
		{"single grid", "00\n00\n", true, board.Empty},
		{"black moved", "00\n00\n---\n10\n00\n", true, board.Black},
		{"white moved then black passed", "00\n00\n---\n20\n00\n---\n20\n00\n", true, board.Black},
		// A grid that only loses stones is no move; alternation names its mover.
		{"stones vanish", "12\n00\n---\n12\n20\n---\n02\n20\n", false, board.Black},
		{"two stones at once", "00\n00\n---\n11\n00\n", false, board.Black},
		{"a stone changed colour", "10\n00\n---\n20\n00\n", false, board.White},
		{"a stone vanishes that was not captured", "120\n000\n---\n120\n100\n---\n020\n102\n", false, board.White},
		{"captures left on the board for the side to move", "12\n00\n---\n12\n20\n", true, board.White},
		{"only some captures made", "101\n---\n021\n", false, board.White},
		{"a suicide of two stones", "1020\n2200\n---\n0020\n2200\n", true, board.Empty},
		{"stones vanish with no suicide to explain it", "1020\n2200\n---\n0020\n2000\n", false, board.Empty},
		{"white captures black", "1200\n0000\n---\n1200\n0010\n---\n0200\n2010\n", true, board.White},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grids(t, tt.board)
			if got := analyze.HistoryIsMoves(g); got != tt.moves {
				t.Errorf("HistoryIsMoves = %v, want %v", got, tt.moves)
			}
			if got := analyze.LastMover(g); got != tt.last {
				t.Errorf("LastMover = %v, want %v", got, tt.last)
			}
		})
	}
}

func TestPreset(t *testing.T) {
	for _, name := range analyze.PresetNames {
		r, err := analyze.Preset(strings.ToUpper(name))
		if err != nil || r.Name != name {
			t.Errorf("Preset(%q) = %+v, %v", name, r, err)
		}
	}
	if _, err := analyze.Preset("korean"); !errors.Is(err, analyze.ErrUnknownRules) || !strings.Contains(err.Error(), "japanese, chinese, tromp-taylor") {
		t.Errorf("Preset(korean) error %v", err)
	}
	if _, err := analyze.ParseScoring("x"); err == nil {
		t.Error("ParseScoring(x) accepted")
	}
	if _, err := analyze.ParseKo("x"); err == nil {
		t.Error("ParseKo(x) accepted")
	}
	// AGA: area counting, situational superko, and White gets a point for
	// each handicap stone after the first (docs/rules.md, Handicap).
	aga, _ := analyze.Preset("aga")
	if aga.Scoring != analyze.Area || aga.Ko != analyze.KoSituational || aga.Suicide || aga.Handicap != analyze.HandicapNMinus1 {
		t.Errorf("Preset(aga) = %+v", aga)
	}
	if bonus, note := aga.HandicapBonus(4); bonus != 3 || note != "handicap 4: white +3 (aga)" {
		t.Errorf("aga, handicap 4: %v %q", bonus, note)
	}
	for text, want := range map[string]analyze.HandicapRule{"n": analyze.HandicapN, "N-1": analyze.HandicapNMinus1, " none ": analyze.HandicapNone} {
		if got, err := analyze.ParseHandicap(text); got != want || err != nil {
			t.Errorf("ParseHandicap(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	if _, err := analyze.ParseHandicap("n+1"); err == nil {
		t.Error("ParseHandicap(n+1) accepted")
	}
}

// Example scores the reference sample (fixtures/sample.txt).
func Example() {
	var f parse.File
	_ = parse.Parse("sample.txt", []byte(`0 0 0 0 0 2 2 0 0
0 2 1 2 2 1 1 2 0
0 1 2 0 2 1 2 1 2
0 2 0 0 2 1 1 1 2
0 0 1 0 0 2 2 2 0
0 1 2 1 0 1 0 0 0
1 2 2 2 2 2 1 0 0
1 2 2 1 1 2 2 1 0
0 1 1 0 0 1 1 0 0
`), &f)
	var e analyze.Evaluation
	analyze.Evaluate(f.Current(), board.Empty, &e)
	rules, _ := analyze.Preset("japanese")
	s := e.Score(rules, 0, 0)
	fmt.Println("black", s.Black.Territory, "+", s.Black.Prisoners, "=", s.Black.Score)
	fmt.Println("white", s.White.Territory, "+", s.White.Prisoners, "=", s.White.Score)
	fmt.Println(s.Result(), "ambiguous:", e.Ambiguous)
	// Output:
	// black 3 + 1 = 4
	// white 11 + 7 = 18
	// W+14 ambiguous: true
}

// ExamplePosition_Legal judges moves in a ko.
func ExamplePosition_Legal() {
	var f parse.File
	_ = parse.Parse("ko.txt", []byte("0 1 2 0\n1 0 1 2\n0 1 2 0\n---\n0 1 2 0\n1 2 0 2\n0 1 2 0\n"), &f)
	pos := analyze.NewPosition(f.Grids)
	rules, _ := analyze.Preset("japanese")
	c3 := board.At(2, 1)
	fmt.Println(pos.Legal(board.Black, c3, &rules), pos.Legal(board.White, c3, &rules))
	// Output: ko ok
}

func TestStrings(t *testing.T) {
	g := grids(t, "1120\n0120\n2001\n")
	var got []string
	for _, s := range analyze.Strings(&g[0]) {
		var names []string
		for _, p := range s {
			names = append(names, p.String())
		}
		got = append(got, strings.Join(names, " "))
	}
	want := []string{"A3 B3 B2", "C3 C2", "A1", "D1"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("strings %q, want %q", got, want)
	}
}
