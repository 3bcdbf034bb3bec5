package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// suicideSGF is a 5x5 record whose seventh move, Black B5, takes its own
// two stones off: legal under Tromp-Taylor only.
const suicideSGF = "(;GM[1]FF[4]SZ[5];B[aa];W[ab];B[dd];W[bb];B[de];W[ca];B[ba])\n"

// writeTemp writes text to NAME in a new temporary directory.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSGFRulesFromFlags: an SGF is replayed under the rules the flags
// give, so a suicide of several stones is refused, at its place in the
// file, under japanese and chinese rules and scored under Tromp-Taylor.
func TestSGFRulesFromFlags(t *testing.T) {
	path := writeTemp(t, "s.sgf", suicideSGF)
	for _, tc := range []struct {
		rules string
		code  int
		want  string // on stdout for a score, else on stderr
	}{
		{"japanese", 1, path + ":1:57: move 7 (black B5) is illegal: suicide under japanese rules"},
		{"chinese", 1, path + ":1:57: move 7 (black B5) is illegal: suicide under chinese rules"},
		{"tromp-taylor", 0, `"rules":"tromp-taylor"`},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--rules", tc.rules, path)
			got := errs
			if tc.code == 0 {
				got = out
				if !strings.Contains(out, `"result":"W+3"`) || !strings.Contains(out, `"prisoners":2`) {
					t.Errorf("score under %s:\n%s", tc.rules, out)
				}
			}
			if code != tc.code || !strings.Contains(got, tc.want) {
				t.Errorf("exit %d, want %d; want %q in\n%s%s", code, tc.code, tc.want, out, errs)
			}
		})
	}
}

// TestSGFRulesFromRU: without --rules the record's RU decides; --rules
// beats it; a collection names the game at fault.
func TestSGFRulesFromRU(t *testing.T) {
	ru := strings.Replace(suicideSGF, "SZ[5]", "SZ[5]RU[Tromp-Taylor]", 1)
	path := writeTemp(t, "ru.sgf", ru)
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", path)
	if code != 0 || !strings.Contains(out, `"rules":"tromp-taylor"`) {
		t.Errorf("RU[Tromp-Taylor]: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = goscore(t, "", "score", "--rules", "japanese", path)
	if want := path + ":1:73: move 7 (black B5) is illegal: suicide under japanese rules"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("--rules japanese over RU: exit %d, want %q in\n%s", code, want, errs)
	}
	two := writeTemp(t, "two.sgf", "(;SZ[5]RU[Tromp-Taylor])\n"+suicideSGF)
	code, _, errs = goscore(t, "", "score", two)
	if want := two + ":2:57: game 2: move 7 (black B5) is illegal: suicide under japanese rules"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("collection: exit %d, want %q in\n%s", code, want, errs)
	}
	code, out, errs = goscore(t, "", "score", "--format", "jsonl", "--rules", "tromp-taylor", two)
	if code != 0 || strings.Count(out, `"rules":"tromp-taylor"`) != 2 {
		t.Errorf("collection under tromp-taylor: exit %d\n%s%s", code, out, errs)
	}
}

// TestPlayLoadRules: play --load decides the rules as every command does.
func TestPlayLoadRules(t *testing.T) {
	path := writeTemp(t, "s.sgf", suicideSGF)
	code, _, errs := goscore(t, "", "play", "--load", path)
	if want := path + ":1:57: move 7 (black B5) is illegal: suicide under japanese rules"; code == 0 || !strings.Contains(errs, want) {
		t.Errorf("play --load under japanese: exit %d, want %q in\n%s", code, want, errs)
	}
	// The suicide at B5 took Black's stones off; the last move is marked.
	code, out, errs := goscore(t, "show\n", "play", "--rules", "tromp-taylor", "--load", path)
	if code != 0 || !strings.Contains(out, "tromp-taylor") || !strings.Contains(out, "  5 .(.)O . . 5") {
		t.Errorf("play --load under tromp-taylor: exit %d\n%s%s", code, out, errs)
	}
	// --scoring is a choice of rules too: it beats RU as --rules does.
	ru := writeTemp(t, "ru.sgf", strings.Replace(suicideSGF, "SZ[5]", "SZ[5]RU[Tromp-Taylor]KM[2.5]", 1))
	code, out, errs = goscore(t, "", "play", "--scoring", "area", "--load", ru)
	if code == 0 || !strings.Contains(errs, "suicide under japanese rules") {
		t.Errorf("play --scoring area over RU: exit %d\n%s%s", code, out, errs)
	}
}

// TestGTPLoadSGFRules: loadsgf follows the same decision: RU without
// --rules, --rules over RU, KM unless --komi.
func TestGTPLoadSGFRules(t *testing.T) {
	path := writeTemp(t, "s.sgf", suicideSGF)
	ru := writeTemp(t, "ru.sgf", strings.Replace(suicideSGF, "SZ[5]", "SZ[5]RU[Tromp-Taylor]KM[2.5]", 1))
	for _, tc := range []struct {
		name string
		args []string
		file string
		want string
	}{
		{"default rules", nil, path, "? cannot load file: move 7 (black B5) is illegal: suicide"},
		{"--rules", []string{"--rules", "tromp-taylor"}, path, "= white\n\n= W+3\n\n"},
		{"RU and KM", nil, ru, "= white\n\n= W+5.5\n\n"},
		{"--rules over RU", []string{"--rules", "chinese"}, ru, "? cannot load file: move 7 (black B5) is illegal: suicide"},
		{"--komi over KM", []string{"--komi", "0.5"}, ru, "= white\n\n= W+3.5\n\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := goscore(t, "loadsgf "+tc.file+"\nfinal_score\n", append([]string{"gtp"}, tc.args...)...)
			if code != 0 || !strings.HasPrefix(out, tc.want) {
				t.Errorf("exit %d, want output starting %q:\n%s%s", code, tc.want, out, errs)
			}
		})
	}
}

// TestHandicapKomi: --rules aga and --handicap-komi on an SGF with HA[4]:
// the note names the rule applied; a bad value is a usage error.
func TestHandicapKomi(t *testing.T) {
	path := writeTemp(t, "h.sgf", "(;FF[4]GM[1]SZ[5]KM[0.5]HA[4]AB[bb][db][bd][dd];W[cc])\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--rules", "aga"}, `"rules":"aga","scoring":"area","komi":0.5,`},
		{[]string{"--rules", "aga"}, `"result":"W+0.5"`},
		{[]string{"--rules", "aga"}, `"notes":["handicap 4: white +3 (aga)"]`},
		{[]string{"--rules", "chinese", "--handicap-komi", "n-1"}, `"notes":["handicap 4: white +3 (--handicap-komi n-1)"]`},
		{[]string{"--rules", "aga", "--handicap-komi", "none"}, `"result":"B+2.5"`},
	} {
		code, out, errs := goscore(t, "", append(tc.args, "score", "--format", "jsonl", path)...)
		if code != 0 || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d, %s%s; want %s", tc.args, code, out, errs, tc.want)
		}
	}
	code, _, errs := goscore(t, "", "--handicap-komi", "n+1", "score", path)
	if code != 2 || !strings.Contains(errs, "bad --handicap-komi") {
		t.Errorf("--handicap-komi n+1: exit %d, %s", code, errs)
	}
}
