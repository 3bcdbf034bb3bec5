package verdict_test

import (
	"os"
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
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestJapaneseFixtures scores every board of fixtures/japanese under the
// japanese and chinese presets and holds each to the counts its comment
// states: the scores and the result, the false eyes (status false-eye),
// the seki and the warnings. Each file says why in words; the files
// named -mirror are another's mirror image with the colours exchanged,
// and their counts are the original's exchanged, so the rules are seen to
// favour neither colour nor side.
func TestJapaneseFixtures(t *testing.T) {
	files, err := filepath.Glob("../../fixtures/japanese/*.txt")
	if err != nil || len(files) < 30 {
		t.Fatalf("%d fixtures (%v), want 30 or more", len(files), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want := expectations(t, string(data))
			for _, rules := range []string{"japanese", "chinese"} {
				sc := scoreWith(t, file, rules, true, want.dead)
				s, opts, e := sc.score, sc.opts, sc.e
				w := want.score[rules]
				if s.Black.Score != w.b || s.White.Score != w.w || s.Result != w.result {
					t.Errorf("%s: B %v W %v %s, want B %v W %v %s", rules, s.Black.Score, s.White.Score, s.Result, w.b, w.w, w.result)
				}
				// The false-eyes warning goes with the false eyes the
				// fixture states, under the Japanese count only; its note
				// names them.
				warnings := warningsOf(&s)
				hasFE := slices.Contains(warnings, verdict.WarnFalseEyes)
				warnings = slices.DeleteFunc(warnings, func(w string) bool { return w == verdict.WarnFalseEyes })
				if got := strings.Join(warnings, " "); got != want.warnings {
					t.Errorf("%s: warnings %q, want %q", rules, got, want.warnings)
				}
				if wantFE := rules == "japanese" && want.falseEyes != ""; hasFE != wantFE {
					t.Errorf("%s: warning %s %v, want %v", rules, verdict.WarnFalseEyes, hasFE, wantFE)
				}
				if hasFE {
					note := ""
					for _, n := range s.Notes {
						if strings.HasPrefix(n, verdict.WarnFalseEyes+": ") {
							note = n
						}
					}
					for _, v := range strings.Fields(want.falseEyes) {
						if !slices.Contains(strings.Fields(strings.NewReplacer(",", " ", ";", " ").Replace(note)), v) {
							t.Errorf("the note %q does not name the false eye %s", note, v)
						}
					}
				}
				// The dame-first note names the points the fixture states,
				// under the Japanese count only, and gives the count with
				// them taken out.
				note := ""
				for _, n := range s.Notes {
					if strings.HasPrefix(n, verdict.NoteDameFirst+": ") {
						note = n
					}
				}
				if rules == "japanese" && want.dameFirst != "" {
					// "D4 E4 (black)": the points, then their owner.
					f := strings.Fields(want.dameFirst)
					spared := float64(len(f) - 1)
					alt := analyze.Score{Black: analyze.SideScore{Score: s.Black.Score}, White: analyze.SideScore{Score: s.White.Score}}
					other := "white"
					if f[len(f)-1] == "(black)" {
						alt.Black.Score -= spared
					} else {
						alt.White.Score -= spared
						other = "black"
					}
					if wantNote := verdict.NoteDameFirst + ": " + want.dameFirst + " a false eye if " + other + " fills first, then " + alt.Result(); note != wantNote {
						t.Errorf("%s: note %q, want %q", rules, note, wantNote)
					}
				} else if note != "" {
					t.Errorf("%s: note %q, want none", rules, note)
				}
				if want.seki != "" {
					if got := "stones " + strconv.Itoa(s.SekiStones) + ", dame " + strconv.Itoa(s.SekiDame); got != want.seki {
						t.Errorf("%s: seki %s, want %s", rules, got, want.seki)
					}
				} else if s.SekiStones != 0 {
					t.Errorf("%s: %d stones in seki, want none", rules, s.SekiStones)
				}
				if rules != "japanese" {
					continue
				}
				var g parse.File
				if _, err := parse.ReadFile(file, nil, &g, nil); err != nil {
					t.Fatal(err)
				}
				m := verdict.MarkFile(&g, opts, e)
				var fe []string
				for _, p := range m.Points {
					if p.Status == verdict.StatusFalseEye {
						fe = append(fe, p.Point.Vertex)
					}
				}
				if got := strings.Join(fe, " "); got != want.falseEyes {
					t.Errorf("false eyes %q, want %q", got, want.falseEyes)
				}
				if n := s.Black.FalseEyes + s.White.FalseEyes; n != len(fe) {
					t.Errorf("the score counts %d false eyes, the marking shows %d", n, len(fe))
				}
			}
		})
	}
}

// fixtureWant is what a fixture's comment says its counts are.
type fixtureWant struct {
	score map[string]struct {
		b, w   float64
		result string
	}
	falseEyes, seki, warnings, dead string
	// dameFirst is the note on the points a dame filled by their owner
	// first keeps territory, without its "then" result: "D4 (black)".
	dameFirst string
}

var (
	expectScore = regexp.MustCompile(`^# expect (japanese|chinese): B ([0-9.]+), W ([0-9.]+), (\S+?)(?:; false eyes (.+?))?(?:; dame first (.+))?$`)
	expectLine  = regexp.MustCompile(`^# (expect seki|expect warnings|dead): (.+)$`)
)

// expectations reads the "# expect" and "# dead" lines of a fixture.
func expectations(t *testing.T, text string) fixtureWant {
	t.Helper()
	w := fixtureWant{score: map[string]struct {
		b, w   float64
		result string
	}{}}
	for _, line := range strings.Split(text, "\n") {
		if m := expectScore.FindStringSubmatch(line); m != nil {
			b, _ := strconv.ParseFloat(m[2], 64)
			wh, _ := strconv.ParseFloat(m[3], 64)
			w.score[m[1]] = struct {
				b, w   float64
				result string
			}{b, wh, m[4]}
			if m[1] == "japanese" && m[5] != "none" {
				w.falseEyes = m[5]
			}
			if m[1] == "japanese" {
				w.dameFirst = m[6]
			}
			continue
		}
		if m := expectLine.FindStringSubmatch(line); m != nil {
			v := m[2]
			if v == "none" {
				v = ""
			}
			switch m[1] {
			case "expect seki":
				w.seki = v
			case "expect warnings":
				w.warnings = v
			case "dead":
				w.dead = v
			}
		}
	}
	if len(w.score) != 2 {
		t.Fatalf("the fixture states %d counts, want japanese and chinese", len(w.score))
	}
	return w
}

// warningsOf returns the verdict's warnings, the open-border one followed
// by its points, as a fixture states them.
func warningsOf(s *verdict.Score) []string {
	var out []string
	for _, w := range s.Warnings {
		out = append(out, w)
		if w == verdict.WarnOpenBorder {
			for _, p := range s.OpenBorder {
				out = append(out, p.Vertex)
			}
		}
	}
	return slices.Clip(out)
}

// TestSettleTeireBeforeFill: a string whose last liberty but a dame lies in
// its own large territory is no seki. In the 51st Honinbo's fifth game
// (kigo's record, a report game), Black's M9 string shares the dame N8
// with White's; filling it would leave the string one liberty, P7, a
// point of Black's 41-point right side. Black connects at P7 (a teire,
// one point of territory given up) and fills: the count is the recorded
// W+2.5. The settling once called the string and the right side a seki
// and counted W+33.5.
func TestSettleTeireBeforeFill(t *testing.T) {
	sc := scoreWith(t, "../../engine/life/testdata/report/gpl-2.0-or-later/kigo/19-Honinbo-51-5.sgf", "japanese", false, "E12,F12,M12,G11,G17,L9,L8")
	s, f, e := sc.score, sc.f, sc.e
	if s.Result != "W+2.5" || s.SekiStones != 0 {
		t.Errorf("result %s with %d stones in seki; want W+2.5 and none", s.Result, s.SekiStones)
	}
	v, _ := board.ParseVertex("P7")
	p7, _ := v.Resolve(f.Current())
	if st, _ := e.Seki().At(p7); st != analyze.FalseEye {
		t.Errorf("P7 is %v, want the teire Black fills (a false eye)", st)
	}
}

// scored is a file scored by scoreWith, with what scored it.
type scored struct {
	score verdict.Score
	f     *parse.File
	e     *analyze.Evaluation // its statuses
	opts  *verdict.Options
}

// scoreWith scores the file at path under the rules preset (forced over
// the file's own rules when force), with the dead stones of the list dead
// ("" for none), as score does: an SGF replayed under those rules first.
func scoreWith(t *testing.T, path, rules string, force bool, dead string) scored {
	t.Helper()
	f := new(parse.File)
	if _, err := parse.ReadFile(path, nil, f, nil); err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset(rules)
	opts := &verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: force}}
	if dead != "" {
		sp, err := life.ParseSpec(dead)
		if err != nil {
			t.Fatal(err)
		}
		opts.Dead = sp
	}
	if err := verdict.Replay(f, opts.RulesFor(f)); err != nil {
		t.Fatal(err)
	}
	e := new(analyze.Evaluation)
	s := verdict.ScoreFile(f, opts, e)
	if s.Failed() {
		t.Fatal(*s.Error)
	}
	return scored{s, f, e, opts}
}

// TestFalseEyesWarning: a Japanese count that leaves a false eye out says
// so, names the point, gives the result with it counted as territory (a
// point more for its owner), and puts the game to review (its dead stones
// judged by its marks, here none); the area
// count of the same board, which counts the point, says nothing.
func TestFalseEyesWarning(t *testing.T) {
	file := "../../fixtures/japanese/false-eye-edge.txt" // W+5, false eye B5
	for _, c := range []struct {
		rules, note string
	}{
		{"japanese", "false-eyes: B5 (black); as territory W+4"},
		{"chinese", ""},
	} {
		s := scoreWith(t, file, c.rules, true, "marks").score
		note := ""
		for _, n := range s.Notes {
			if strings.HasPrefix(n, verdict.WarnFalseEyes) {
				note = n
			}
		}
		if note != c.note {
			t.Errorf("%s: note %q, want %q", c.rules, note, c.note)
		}
		if got := slices.Contains(s.Warnings, verdict.WarnFalseEyes); got != (c.note != "") || s.ToReview() != got {
			t.Errorf("%s: warning %v, to review %v; want both %v", c.rules, got, s.ToReview(), c.note != "")
		}
	}
}
