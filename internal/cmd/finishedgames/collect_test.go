package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/parse/sgf"
)

func TestMain(m *testing.M) {
	gtptest.Main()
	os.Exit(m.Run())
}

// TestInferKomiFromNearestYear: a record without KM gets the komi its
// series gives in the nearest year that has records with KM, only when
// those agree and the komi can make RE's margin.
func TestInferKomiFromNearestYear(t *testing.T) {
	table := &komiTable{name: regexp.MustCompile(`^([A-Za-z]+)-([0-9]+)-`), komis: map[string]map[int][]float64{
		"hon": {62: {4.5, 4.5}, 68: {4.5}, 75: {5.5}, 45: {0, 4.5}},
		"m":   {76: {5}, 78: {5.5}, 90: {5.5}},
	}}
	tests := []struct {
		name, re string
		want     float64
		from     string
		ok       bool
	}{
		{name: "Hon-63-1.mgt", re: "B+22.5", want: 4.5, from: "hon 62", ok: true},
		{name: "Hon-65-4.mgt", re: "B+8.5", want: 4.5, from: "hon 62,68", ok: true},
		{name: "Hon-62-3.sgf", re: "W+0.5", want: 4.5, from: "hon 62", ok: true},
		{name: "hon-72-7.sgf", re: "W+2.5", want: 5.5, from: "hon 75", ok: true},
		{name: "M-85-1.mgt", re: "B+5.5", want: 5.5, from: "m 90", ok: true},
		// The years around disagree.
		{name: "M-77-2.mgt", re: "W+0.5"},
		{name: "Hon-45-6.sgf", re: "B+6"},
		// A whole-point margin cannot come of a half-point komi.
		{name: "Hon-63-2.mgt", re: "B+3"},
		// No records of the series, or a name that names none.
		{name: "Nih-73-1.mgt", re: "W+1.5"},
		{name: "game.sgf", re: "W+1.5"},
	}
	for _, tt := range tests {
		k, from, ok := table.infer(tt.name, tt.re)
		if ok != tt.ok || k != tt.want || from != tt.from {
			t.Errorf("infer(%q, %q) = %v, %q, %v; want %v, %q, %v", tt.name, tt.re, k, from, ok, tt.want, tt.from, tt.ok)
		}
	}
}

func TestGameFileName(t *testing.T) {
	tests := []struct {
		size      int
		rel, want string
	}{
		{19, "olympiad2003/gnugo_vs_dariush.sgf", "19-olympiad2003-gnugo_vs_dariush.sgf"},
		{19, "Hon-61-3.mgt", "19-Hon-61-3.mgt.sgf"},
		{19, "sgf/Famous games/Ear-reddening game.sgf", "19-sgf-Famous_games-Ear-reddening_game.sgf"},
		{9, "x.sgf", "9-x.sgf"},
	}
	for _, tt := range tests {
		if got := gameFileName(tt.size, tt.rel); got != tt.want {
			t.Errorf("gameFileName(%d, %q) = %q, want %q", tt.size, tt.rel, got, tt.want)
		}
	}
}

// TestFinishedRecordStopped: without -stopped a record must end with two
// passes; with it, a professional record that stops without them is
// taken; -min-moves leaves out a test file of a move or two.
func TestFinishedRecordStopped(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	passes := write("passes.sgf", "(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[cc];B[];W[])")
	stops := write("stops.sgf", "(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[cc];B[gg];W[cg])")
	resigned := write("resigned.sgf", "(;SZ[9]KM[6.5]RE[B+R];B[ee];W[cc];B[];W[])")
	tests := []struct {
		path     string
		stopped  bool
		minMoves int
		want     string // the reason; "" for taken
	}{
		{passes, false, 0, ""},
		{stops, false, 0, reasonNoPasses},
		{stops, true, 0, ""},
		{passes, true, 0, ""},
		{stops, true, 5, reasonShort},
		{stops, true, 4, ""},
		{resigned, true, 0, reasonResult},
	}
	for _, tt := range tests {
		r, reason := finishedRecord(tt.path, tt.stopped, tt.minMoves)
		if reason != tt.want || (r == nil) != (tt.want != "") {
			t.Errorf("finishedRecord(%s, stopped %v, min %d) = %v, %q; want %q", filepath.Base(tt.path), tt.stopped, tt.minMoves, r != nil, reason, tt.want)
		}
	}
}

func TestCollectFlags(t *testing.T) {
	good := [][]string{
		{"-collect", "x", "-stopped", "-players", "people", "-infer-komi", `^([A-Z]+)-([0-9]+)-`, "-seen", "a,b"},
		{"-ask", "pachi", "dir"},
	}
	for _, args := range good {
		if _, err := parseFlags(args, io.Discard); err != nil {
			t.Errorf("parseFlags(%q): %v", args, err)
		}
	}
	bad := [][]string{
		{"-collect", "x", "-players", "robots"},
		{"-collect", "x", "-infer-komi", `^([A-Z]+)-`},
		{"-collect", "x", "-infer-komi", `(`},
		{"-collect", "x", "extra"},
		{"-ask", "pachi"},
	}
	for _, args := range bad {
		if _, err := parseFlags(args, io.Discard); err == nil {
			t.Errorf("parseFlags(%q) took it", args)
		}
	}
}

// TestAskSetsUpEveryGame asks a fake engine, which knows no final_score,
// about a small set: every game is set up move by move without a failure,
// and each answer is the engine's refusal, under the game's path.
func TestAskSetsUpEveryGame(t *testing.T) {
	dir := t.TempDir()
	games := map[string]string{
		"9-a.sgf":  "(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[cc];B[];W[])",
		"19-b.sgf": "(;SZ[19]AB[dd][pp]AW[dp]RE[W+0.5];W[pd];B[];W[])",
	}
	set := realSet{}
	for name, text := range games {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		set.Games = append(set.Games, recorded{File: name, Komi: 6.5})
	}
	data, err := yaml.Marshal(&set)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, realAnswers), data, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	args := []string{"-ask", gtptest.Command("first"), "-ask-chinese", gtptest.Command("pass"), dir}
	if code := run(context.Background(), args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	var got asked
	if err := yaml.Unmarshal(stdout.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, stdout.String())
	}
	if got.Engine != "gtptest 1" || len(got.Games) != len(games) {
		t.Fatalf("engine %q, %d games; want gtptest 1, %d\n%s", got.Engine, len(got.Games), len(games), stdout.String())
	}
	for _, g := range got.Games {
		if _, ok := games[filepath.Base(g.File)]; !ok || filepath.Dir(g.File) != filepath.ToSlash(dir) {
			t.Errorf("file %q, want a game of %s", g.File, dir)
		}
		for _, a := range []string{g.Japanese, g.Chinese} {
			if !strings.HasPrefix(a, "? ") || !strings.Contains(a, "unknown command") {
				t.Errorf("%s: answer %q, want the engine's refusal of final_score", g.File, a)
			}
		}
	}
}

// TestGTPCommands: a game is set up from an empty board, its handicap
// with set_free_handicap (not as moves, which would give Black moves in a
// row), other setup stones as moves, then its moves, passes too.
func TestGTPCommands(t *testing.T) {
	tests := []struct {
		name, sgf string
		komi      float64
		want      []string
	}{
		{"moves", "(;SZ[9]KM[6.5];B[ee];W[cc];B[];W[])", 6.5,
			[]string{"boardsize 9", "clear_board", "komi 6.5", "play black E5", "play white C7", "play black pass", "play white pass"}},
		{"handicap", "(;SZ[19]HA[2]AB[dp][pd];W[dd];B[pp])", 0.5,
			[]string{"boardsize 19", "clear_board", "komi 0.5", "set_free_handicap D4 Q16", "play white D16", "play black Q4"}},
		{"setup", "(;SZ[9]AB[aa]AW[ii];B[ee])", 0,
			[]string{"boardsize 9", "clear_board", "komi 0", "play black A9", "play white J1", "play black E5"}},
		{"handicap and white stones", "(;SZ[9]HA[2]AB[aa][bb]AW[ii];W[ee])", 0,
			[]string{"boardsize 9", "clear_board", "komi 0", "play black A9", "play black B8", "play white J1", "play white E5"}},
	}
	for _, tt := range tests {
		recs, err := sgf.Parse(tt.name, []byte(tt.sgf))
		if err != nil {
			t.Fatal(err)
		}
		if got := gtpCommands(recs[0], tt.komi); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// reportDir is the report set, from this package's directory.
var reportDir = filepath.Join("..", "..", "..", "engine", "life", "testdata", "report")

// TestRejudgeReport asks GNU Go again about a few games of the report set,
// spread evenly over it (a record without KM among them, told its komi),
// and checks that it answers what their real.yaml holds.
func TestRejudgeReport(t *testing.T) {
	if testing.Short() {
		t.Skip("asking GNU Go skipped in -short mode")
	}
	if _, err := os.Stat(defaultGNUGo); err != nil {
		t.Skip("GNU Go not installed at " + defaultGNUGo)
	}
	version, err := gnugoVersion(t.Context(), defaultGNUGo)
	if err != nil {
		t.Fatal(err)
	}
	games, err := readSets([]string{reportDir})
	if err != nil {
		t.Fatal(err)
	}
	var sample []askGame
	for i := range 2 {
		sample = append(sample, games[i*len(games)/2])
	}
	if i := slices.IndexFunc(games, func(g askGame) bool { return g.game.KomiInferred != "" }); i >= 0 {
		sample = append(sample, games[i])
	}
	for _, g := range sample {
		t.Run(g.game.File, func(t *testing.T) {
			t.Parallel()
			var set realSet
			data, err := os.ReadFile(filepath.Join(filepath.Dir(g.path), realAnswers))
			if err == nil {
				err = yaml.Unmarshal(data, &set)
			}
			if err != nil {
				t.Fatal(err)
			}
			if set.GNUGo != version || set.Judge != judgeCommand("gnugo", 0, false) {
				t.Skipf("answers of %q (%s); this test runs %q at its default level", set.GNUGo, set.Judge, version)
			}
			got, err := judge(t.Context(), defaultGNUGo, 0, g.game.Size, g.path, g.game.Komi, g.game.KomiInferred == "", nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Dead == nil {
				got.Dead = []string{}
			}
			if !slices.Equal(got.Dead, g.game.Dead) || !slices.Equal(got.Seki, g.game.Seki) || got.Japanese != g.game.Japanese || got.Chinese != g.game.Chinese {
				t.Errorf("GNU Go now answers dead %q, seki %q, %s, %s (chinese); real.yaml holds dead %q, seki %q, %s, %s",
					got.Dead, got.Seki, got.Japanese, got.Chinese, g.game.Dead, g.game.Seki, g.game.Japanese, g.game.Chinese)
			}
		})
	}
}
