package verdict_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestSekiFixtures scores every board of fixtures/seki under the japanese
// and chinese presets; each file's comment gives the hand check. The
// seki eyes are territory under area scoring only; the shared liberties
// count for no one under both. The same boards were put to GNU Go 3.8
// (final_status_list seki), which lists the same strings in seki.
func TestSekiFixtures(t *testing.T) {
	for _, tc := range []struct {
		file, rules, dead string
		b, w              float64 // the scores
		result            string
		sekiStones, dame  int // stones in seki, shared liberties
		eyesB, eyesW      int
	}{
		{"no-eyes.txt", "japanese", "", 6, 0, "B+6", 12, 2, 0, 0},
		{"no-eyes.txt", "chinese", "", 27, 7, "B+20", 12, 2, 0, 0},
		{"one-eye-each.txt", "japanese", "", 10, 2, "B+8", 9, 1, 1, 1},
		{"one-eye-each.txt", "chinese", "", 31, 17, "B+14", 9, 1, 1, 1},
		{"one-eye-one-side.txt", "japanese", "", 2, 4, "W+2", 10, 2, 2, 0},
		{"one-eye-one-side.txt", "chinese", "", 23, 24, "W+1", 10, 2, 2, 0},
		{"bent-four.txt", "japanese", "", 23, 0, "B+23", 13, 1, 1, 1},
		{"bent-four.txt", "chinese", "", 38, 10, "B+28", 13, 1, 1, 1},
		// The Japanese rule for the bent four: the white group is dead.
		{"bent-four.txt", "japanese", "A4", 44, 0, "B+44", 0, 0, 0, 0},
		{"bent-four.txt", "chinese", "A4", 49, 0, "B+49", 0, 0, 0, 0},
		{"corner-throw-in.txt", "japanese", "", 10, 0, "B+10", 0, 0, 0, 0},
		{"corner-throw-in.txt", "chinese", "", 18, 5, "B+13", 0, 0, 0, 0},
		{"corner-eye.txt", "japanese", "", 0, 24, "W+24", 13, 2, 1, 0},
		{"corner-eye.txt", "chinese", "", 12, 35, "W+23", 13, 2, 1, 0},
		{"control-not-seki.txt", "japanese", "", 15, 0, "B+15", 0, 0, 0, 0},
		{"control-not-seki.txt", "chinese", "", 27, 7, "B+20", 0, 0, 0, 0},
	} {
		t.Run(tc.file+"/"+tc.rules+"/"+tc.dead, func(t *testing.T) {
			s := scoreWith(t, "../../fixtures/seki/"+tc.file, tc.rules, false, tc.dead).score
			if s.Black.Score != tc.b || s.White.Score != tc.w || s.Result != tc.result {
				t.Errorf("B %v W %v %s, want B %v W %v %s", s.Black.Score, s.White.Score, s.Result, tc.b, tc.w, tc.result)
			}
			if s.SekiStones != tc.sekiStones || s.SekiDame != tc.dame || s.Black.SekiEyes != tc.eyesB || s.White.SekiEyes != tc.eyesW {
				t.Errorf("seki stones %d dame %d eyes B %d W %d, want %d %d %d %d", s.SekiStones, s.SekiDame, s.Black.SekiEyes, s.White.SekiEyes, tc.sekiStones, tc.dame, tc.eyesB, tc.eyesW)
			}
			// A seki is a finished position; the two controls are not,
			// since strings on them can still be captured.
			want := []string{}
			if strings.HasPrefix(tc.file, "corner-throw-in") || strings.HasPrefix(tc.file, "control-not-seki") {
				want = []string{verdict.WarnUnsettled}
			}
			if !slices.Equal(s.Warnings, want) {
				t.Errorf("warnings %v, want %v", s.Warnings, want)
			}
		})
	}
}

// TestSekiStatus: the stones and eyes of a seki are "seki" in status, a
// shared liberty is neutral, and the wall around them is alive (Benson).
func TestSekiStatus(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile("../../fixtures/seki/one-eye-each.txt", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"B7": verdict.StatusSeki, "D7": verdict.StatusSeki, "A7": verdict.StatusSeki, "E7": verdict.StatusSeki,
		"C7": verdict.StatusNeutral, "C5": verdict.StatusAlive, "D4": verdict.StatusBlackTerritory}
	var pts []board.Vertex
	for v := range want {
		pv, _ := board.ParseVertex(v)
		pts = append(pts, pv)
	}
	opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: analyze.Rules{Name: "japanese"}}}
	var e analyze.Evaluation
	for _, got := range verdict.StatusFile(&f, pts, &opts, &e) {
		if got.Status != want[got.Point.Vertex] {
			t.Errorf("%s: %s, want %s", got.Point.Vertex, got.Status, want[got.Point.Vertex])
		}
	}
	m := verdict.MarkFile(&f, &opts, &e)
	if m.Diagram[0] != "e B . W e W #" {
		t.Errorf("mark row 7: %q, want %q", m.Diagram[0], "e B . W e W #")
	}
}

// TestHandicapNote: an SGF with HA[4] under chinese rules gives White 4
// points, under aga 3, each named in a note; under japanese and
// tromp-taylor nothing. --handicap-komi overrides the preset, also the one
// a file's RU names, and the note names the flag.
func TestHandicapNote(t *testing.T) {
	const record = "(;FF[4]GM[1]SZ[5]HA[4]AB[bb][db][bd][dd];W[cc])"
	for _, tc := range []struct {
		rules string
		flag  string // --handicap-komi
		ru    string
		white float64
		note  string
	}{
		{"chinese", "", "", 1 + 4, "handicap 4: white +4 (chinese)"},
		{"aga", "", "", 1 + 3, "handicap 4: white +3 (aga)"},
		{"tromp-taylor", "", "", 1, ""},
		{"japanese", "", "", 0, ""},
		{"chinese", "n-1", "", 1 + 3, "handicap 4: white +3 (--handicap-komi n-1)"},
		{"chinese", "none", "", 1, ""},
		{"tromp-taylor", "n", "", 1 + 4, "handicap 4: white +4 (--handicap-komi n)"},
		{"", "", "AGA", 1 + 3, "handicap 4: white +3 (aga)"},
		{"", "n", "AGA", 1 + 4, "handicap 4: white +4 (--handicap-komi n)"},
	} {
		var f parse.File
		text := record
		if tc.ru != "" {
			text = strings.Replace(text, "HA[4]", "HA[4]RU["+tc.ru+"]", 1)
		}
		if err := parse.Parse("h.sgf", []byte(text), &f); err != nil {
			t.Fatal(err)
		}
		rules, _ := analyze.Preset(tc.rules)
		opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: rules, RulesSet: tc.rules != ""}}
		if tc.flag != "" {
			rules.Handicap, _ = analyze.ParseHandicap(tc.flag)
			opts.Rules, opts.HandicapSet = rules, true
		}
		if err := verdict.Replay(&f, opts.RulesFor(&f)); err != nil {
			t.Fatal(err)
		}
		var e analyze.Evaluation
		s := verdict.ScoreFile(&f, &opts, &e)
		note := ""
		if len(s.Notes) > 0 {
			note = s.Notes[0]
		}
		if s.White.Score != tc.white || note != tc.note {
			t.Errorf("%s/%s/%s: white %v note %q, want %v %q", tc.rules, tc.flag, tc.ru, s.White.Score, note, tc.white, tc.note)
		}
	}
}
