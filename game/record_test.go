package game_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse/sgf"
)

// vertex returns the point of a GTP vertex such as "D4".
func vertex(t testing.TB, s string) board.Point {
	t.Helper()
	return boardtest.Vertex(t, &big, s)
}

// big is a 19x19 board, on which every vertex of these tests resolves.
var big, _ = board.New(board.MaxSize, board.MaxSize)

// parseOne parses an SGF that must hold exactly one game.
func parseOne(t testing.TB, input string) *sgf.Record {
	t.Helper()
	games, err := sgf.Parse("game.sgf", []byte(input))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if len(games) != 1 {
		t.Fatalf("Parse gave %d games, want 1", len(games))
	}
	return games[0]
}

// koInput has a ko at B3/C3 of a 5x5 board: Black takes at C3, White
// plays a threat at E1, Black answers at A5, White takes back at B3.
const koInput = `(;SZ[5]
AB[bb][ac][bd]AW[cb][dc][cd][bc]
;B[cc];W[ee];B[aa];W[bc])`

// TestFromRecord replays records under the rules given: captures, ko,
// suicide of one stone and of several, and the prisoners each colour took.
func TestFromRecord(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	tromp, _ := analyze.Preset("tromp-taylor")
	tests := []struct {
		name      string
		input     string
		rules     *analyze.Rules // japanese when nil
		grids     []string       // the positions wanted, from the setup on
		prisoners [3]int
		err       string
	}{
		{
			name:  "captures on 9x9",
			input: "(;SZ[9];B[ba];W[aa];B[ab];W[ha];B[ia];W[ib];B[ee];W[];B[])",
			grids: []string{
				9: "0 1 0 0 0 0 0 2 0\n" + // no A9 nor J9: both were taken
					"1 0 0 0 0 0 0 0 2\n" +
					"0 0 0 0 0 0 0 0 0\n" +
					"0 0 0 0 0 0 0 0 0\n" +
					"0 0 0 0 1 0 0 0 0\n" +
					"0 0 0 0 0 0 0 0 0\n" +
					"0 0 0 0 0 0 0 0 0\n" +
					"0 0 0 0 0 0 0 0 0\n" +
					"0 0 0 0 0 0 0 0 0\n",
			},
			prisoners: [3]int{board.Black: 1, board.White: 1},
		},
		{
			name:  "ko taken, threat, answer, ko taken back",
			input: koInput,
			grids: []string{
				"0 0 0 0 0\n0 1 2 0 0\n1 2 0 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 2\n",
				"1 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 2\n",
				"1 0 0 0 0\n0 1 2 0 0\n1 2 0 2 0\n0 1 2 0 0\n0 0 0 0 2\n",
			},
			prisoners: [3]int{board.Black: 1, board.White: 1},
		},
		{
			name:  "ko taken back at once",
			input: "(;SZ[5]AB[bb][ac][bd]AW[cb][dc][cd][bc];B[cc];W[bc])",
			grids: []string{
				"0 0 0 0 0\n0 1 2 0 0\n1 2 0 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
			},
			prisoners: [3]int{board.Black: 1},
			err:       "move 2 (white B3) is illegal: ko",
		},
		{
			name:  "suicide of one stone",
			input: "(;SZ[3]AB[ba][ab];B[bb];W[aa])",
			grids: []string{
				"0 1 0\n1 0 0\n0 0 0\n",
				"0 1 0\n1 1 0\n0 0 0\n",
			},
			err: "move 2 (white A3) is illegal: suicide",
		},
		{
			name:  "suicide of two stones under tromp-taylor",
			input: "(;SZ[3]AB[ca][bb][ab]AW[aa];W[ba])",
			rules: &tromp,
			grids: []string{
				"2 0 1\n1 1 0\n0 0 0\n",
				"0 0 1\n1 1 0\n0 0 0\n",
			},
			prisoners: [3]int{board.Black: 2},
		},
		{
			name:  "setup node after a move: a position of its own",
			input: "(;SZ[3];B[aa];AW[cc]AE[aa];W[bb])",
			grids: []string{
				"0 0 0\n0 0 0\n0 0 0\n",
				"1 0 0\n0 0 0\n0 0 0\n",
				"0 0 0\n0 0 0\n0 0 2\n",
				"0 0 0\n0 2 0\n0 0 2\n",
			},
		},
		{
			name:  "setup node after the last move",
			input: "(;SZ[3];B[aa];AW[cc])",
			grids: []string{
				"0 0 0\n0 0 0\n0 0 0\n",
				"1 0 0\n0 0 0\n0 0 0\n",
				"1 0 0\n0 0 0\n0 0 2\n",
			},
		},
		{
			name:  "ko starts afresh after a setup node",
			input: "(;SZ[5]AB[bb][ac][bd]AW[cb][dc][cd][bc];B[cc];AW[ee];W[bc])",
			grids: []string{
				"0 0 0 0 0\n0 1 2 0 0\n1 2 0 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 0\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 0 1 2 0\n0 1 2 0 0\n0 0 0 0 2\n",
				"0 0 0 0 0\n0 1 2 0 0\n1 2 0 2 0\n0 1 2 0 0\n0 0 0 0 2\n",
			},
			prisoners: [3]int{board.Black: 1, board.White: 1},
		},
		{
			name:  "move onto a stone replaces it, then captures",
			input: "(;SZ[3]AB[ab]AW[bb][ba];B[bb])",
			grids: []string{
				"0 2 0\n1 2 0\n0 0 0\n",
				"0 2 0\n1 1 0\n0 0 0\n",
			},
		},
		{
			name:  "move onto its own stone",
			input: "(;SZ[3]AB[ab];B[ab])",
			grids: []string{
				"0 0 0\n1 0 0\n0 0 0\n",
				"0 0 0\n1 0 0\n0 0 0\n",
			},
		},
		{
			name:  "suicide of two stones under japanese",
			input: "(;SZ[3]AB[ca][bb][ab]AW[aa];W[ba])",
			rules: &japanese,
			grids: []string{"2 0 1\n1 1 0\n0 0 0\n"},
			err:   "move 1 (white B3) is illegal: suicide",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := parseOne(t, tc.input)
			r := japanese
			if tc.rules != nil {
				r = *tc.rules
			}
			g, err := game.FromRecord(rec, r)
			if tc.err != "" {
				var re *game.ReplayError
				if err == nil || err.Error() != tc.err || !errors.Is(err, game.ErrIllegal) || !errors.As(err, &re) {
					t.Fatalf("FromRecord error = %v, want %q, a *ReplayError", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("FromRecord: %v", err)
			}
			positions := g.History()
			if len(positions) != 1+len(rec.Moves)+len(rec.Setups) || len(positions) != len(tc.grids) {
				t.Fatalf("FromRecord gave %d positions, want %d", len(positions), len(tc.grids))
			}
			if g.Rules != r || len(g.Moves()) != 0 {
				t.Errorf("Rules, Moves = %+v, %v; want %+v and no moves", g.Rules, g.Moves(), r)
			}
			prisoners := [3]int{board.Black: g.Prisoners(board.Black), board.White: g.Prisoners(board.White)}
			for i, want := range tc.grids {
				if want == "" {
					continue
				}
				if got := positions[i].Grid(); got != want {
					t.Errorf("position %d:\n%swant\n%s", i, got, want)
				}
			}
			if prisoners != tc.prisoners {
				t.Errorf("prisoners = %v, want %v", prisoners, tc.prisoners)
			}
		})
	}
}

// TestFromRecordKoHistory checks that the game FromRecord returns holds the
// history analyze needs: after Black takes the ko, the immediate retake is a
// ko; after the exchange of threats it is not, and the game to go on knows
// it too.
func TestFromRecordKoHistory(t *testing.T) {
	rules, _ := analyze.Preset("japanese")
	g, err := game.FromRecord(parseOne(t, koInput), rules)
	if err != nil {
		t.Fatal(err)
	}
	positions := g.History()
	b3 := vertex(t, "B3")
	if r := analyze.NewPosition(positions[:2]).Legal(board.White, b3, &rules); r != analyze.Ko {
		t.Errorf("White B3 just after Black C3: %v, want ko", r)
	}
	if r := analyze.NewPosition(positions[:4]).Legal(board.White, b3, &rules); r != analyze.OK {
		t.Errorf("White B3 after the threats: %v, want ok", r)
	}
	// The record ends with White's retake: Black may not take back at once.
	if g.ToMove() != board.Black || g.Legal(board.Black, vertex(t, "C3")) != analyze.Ko {
		t.Errorf("to move %v, Black C3 %v; want black to move and C3 a ko", g.ToMove(), g.Legal(board.Black, vertex(t, "C3")))
	}
}

// TestFromRecordByHand: a Record made by hand is checked, and a move onto
// a stone, which Parse refuses, is an illegal move here.
func TestFromRecordByHand(t *testing.T) {
	rules, _ := analyze.Preset("japanese")
	if _, err := game.FromRecord(&sgf.Record{Width: 20, Height: 9}, rules); !errors.Is(err, sgf.ErrSize) {
		t.Errorf("FromRecord of a 20x9 record: %v, want %v", err, sgf.ErrSize)
	}
	rec := &sgf.Record{Width: 5, Height: 5, Setup: sgf.Setup{AB: []board.Point{vertex(t, "C3")}},
		Moves: []sgf.Move{{Colour: board.White, Point: vertex(t, "D4")}, {Colour: board.Black, Point: vertex(t, "D4")}}}
	_, err := game.FromRecord(rec, rules)
	var re *game.ReplayError
	if !errors.As(err, &re) || re.Number != 2 || re.Reason != analyze.Occupied {
		t.Fatalf("FromRecord = %v; want move 2 occupied", err)
	}
	if want := "move 2 (black D4) is illegal: occupied"; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

// TestFromRecordToMove: the side to move follows the last mover, else PL,
// else Black; a kill-all game may be set after.
func TestFromRecordToMove(t *testing.T) {
	rules, _ := analyze.Preset("chinese")
	for _, tc := range []struct {
		input string
		want  board.Color
	}{
		{"(;SZ[5];B[aa];W[bb])", board.Black},
		{"(;SZ[5]PL[W];B[aa])", board.White},
		{"(;SZ[5]PL[W])", board.White},
		{"(;SZ[5])", board.Black},
		// PL in the last node, after the moves, says who plays next, as
		// GoGui, Sabaki and GNU Go read it; a PL before does not.
		{"(;SZ[5];B[aa];W[bb]PL[W])", board.White},
		{"(;SZ[5];B[aa];W[bb];AB[cc]PL[W])", board.White},
		{"(;SZ[5]PL[B];B[aa];W[bb];B[cc])", board.White},
		{"(;SZ[5];B[aa]PL[B];W[bb])", board.Black},
	} {
		g, err := game.FromRecord(parseOne(t, tc.input), rules)
		if err != nil || g.ToMove() != tc.want {
			t.Errorf("%s: to move %v, %v; want %v", tc.input, g.ToMove(), err, tc.want)
		}
	}
}

// FuzzFromRecord holds the parser's rule-free replay to the rules' one:
// Parse has refused moves onto stones, so under any rules FromRecord may
// refuse a move only for another reason, and its history holds the setup
// position, then one position per move and one per setup node of the
// main line after the first move (a setup node is a position of the
// history but not a move).
func FuzzFromRecord(f *testing.F) {
	f.Add([]byte(koInput))
	f.Add([]byte("(;SZ[3]AB[ca][bb][ab]AW[aa];W[ba];B[aa];W[ba])"))
	f.Add([]byte("(;SZ[5];B[aa];W[ab];B[dd];W[bb];B[de];W[ca];B[ba];W[aa])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := sgf.Parse("fuzz.sgf", data)
		if err != nil {
			return
		}
		for _, name := range analyze.PresetNames {
			rules, _ := analyze.Preset(name)
			for i, rec := range games {
				g, err := game.FromRecord(rec, rules)
				var re *game.ReplayError
				switch {
				case err == nil && len(g.History()) != 1+len(rec.Moves)+len(rec.Setups):
					t.Fatalf("game %d under %s: %d positions for %d moves and %d setup nodes after the first move",
						i+1, name, len(g.History()), len(rec.Moves), len(rec.Setups))
				case err == nil && g.History()[0] != rec.SetupBoard():
					t.Fatalf("game %d under %s: the history starts away from the record's setup", i+1, name)
				case err != nil && (!errors.As(err, &re) || re.Reason == analyze.Occupied):
					t.Fatalf("game %d under %s: %v, want no error or a move that is not onto a stone", i+1, name, err)
				}
			}
		}
	})
}

func ExampleFromRecord() {
	games, err := sgf.Parse("game.sgf", []byte("(;SZ[5]RU[Tromp-Taylor];B[aa];W[ab];B[dd];W[bb];B[de];W[ca];B[ba])"))
	if err != nil {
		fmt.Println(err)
		return
	}
	rec := games[0]
	for _, choice := range []game.RulesChoice{
		{},
		{Rules: analyze.Rules{Name: "japanese"}, RulesSet: true},
	} {
		rules := choice.For(rec.Rules, rec.Komi, rec.HasKomi)
		g, err := game.FromRecord(rec, rules)
		if err != nil {
			fmt.Printf("%s: %v\n", rules.Name, err)
			continue
		}
		fmt.Printf("%s: %d positions, white took %d, %v to move\n", rules.Name, len(g.History()), g.Prisoners(board.White), g.ToMove())
		fmt.Print(g.Board().Grid())
	}
	// Output:
	// tromp-taylor: 8 positions, white took 2, white to move
	// 0 0 2 0 0
	// 2 2 0 0 0
	// 0 0 0 0 0
	// 0 0 0 1 0
	// 0 0 0 1 0
	// japanese: move 7 (black B5) is illegal: suicide
}

// TestRulesChoiceFor: what the command line gives explicitly beats what
// the file says, which beats the default preset; rules and komi are
// decided apart.
func TestRulesChoiceFor(t *testing.T) {
	preset := func(name string, komi float64) analyze.Rules {
		r, err := analyze.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		r.Komi = komi
		return r
	}
	areaJapanese := preset("japanese", 0)
	areaJapanese.Scoring = analyze.Area
	nMinus1Chinese := preset("chinese", 0)
	nMinus1Chinese.Handicap = analyze.HandicapNMinus1
	noneJapanese, noneAGA := preset("japanese", 0), preset("aga", 0)
	noneAGA.Handicap = analyze.HandicapNone
	tests := []struct {
		name    string
		choice  game.RulesChoice
		ru      string
		komi    float64
		hasKomi bool
		want    analyze.Rules
	}{
		{"nothing anywhere: the default", game.RulesChoice{Rules: preset("japanese", 0)}, "", 0, false, preset("japanese", 0)},
		{"RU beats the default", game.RulesChoice{Rules: preset("japanese", 0)}, "Chinese", 0, false, preset("chinese", 0)},
		{"unknown RU is japanese", game.RulesChoice{Rules: preset("chinese", 0)}, "NZ", 0, false, preset("japanese", 0)},
		{"RU names aga", game.RulesChoice{Rules: preset("japanese", 0)}, "AGA", 0.5, true, preset("aga", 0.5)},
		{"--handicap-komi beats RU's preset", game.RulesChoice{Rules: nMinus1Chinese, HandicapSet: true}, "Chinese", 0, false, nMinus1Chinese},
		{"--handicap-komi keeps RU's preset otherwise", game.RulesChoice{Rules: noneJapanese, HandicapSet: true}, "AGA", 0, false, noneAGA},
		{"RU spelt loosely", game.RulesChoice{Rules: preset("japanese", 0)}, " tromp_taylor ", 0, false, preset("tromp-taylor", 0)},
		{"--rules beats RU", game.RulesChoice{Rules: preset("tromp-taylor", 0), RulesSet: true}, "Japanese", 0, false, preset("tromp-taylor", 0)},
		{"--scoring beats RU, whole", game.RulesChoice{Rules: areaJapanese, RulesSet: true}, "Chinese", 0, false, areaJapanese},
		{"KM beats the default komi", game.RulesChoice{Rules: preset("japanese", 0)}, "", 6.5, true, preset("japanese", 6.5)},
		{"--komi beats KM", game.RulesChoice{Rules: preset("japanese", 0.5), KomiSet: true}, "", 6.5, true, preset("japanese", 0.5)},
		{"RU keeps --komi", game.RulesChoice{Rules: preset("japanese", 3), KomiSet: true}, "Chinese", 7.5, true, preset("chinese", 3)},
		{"--rules keeps KM", game.RulesChoice{Rules: preset("chinese", 0), RulesSet: true}, "Japanese", 6.5, true, preset("chinese", 6.5)},
		{"no KM keeps the default komi", game.RulesChoice{Rules: preset("japanese", 7)}, "Chinese", 0, false, preset("chinese", 7)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.choice.For(tc.ru, tc.komi, tc.hasKomi); got != tc.want {
				t.Errorf("For(%q, %v, %v) = %+v, want %+v", tc.ru, tc.komi, tc.hasKomi, got, tc.want)
			}
		})
	}
}

func TestPresetOfRU(t *testing.T) {
	for ru, want := range map[string]string{
		"": "", "  ": "", "Japanese": "japanese", "CHINESE": "chinese", "Tromp Taylor": "tromp-taylor",
		"tromp_taylor": "tromp-taylor", "AGA": "aga", "aga": "aga", "NZ": "japanese",
	} {
		if got := game.PresetOfRU(ru); got != want {
			t.Errorf("PresetOfRU(%q) = %q, want %q", ru, got, want)
		}
	}
}
