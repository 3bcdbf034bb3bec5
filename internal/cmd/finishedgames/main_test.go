package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// setDir is the committed set, from this package's directory.
var setDir = filepath.Join("..", "..", "..", "engine", "life", "testdata", "finished")

// minGames is the size the set must keep.
const minGames = 200

// rejudged is how many games TestRejudge asks GNU Go about again.
const rejudged = 8

func TestNormaliseDead(t *testing.T) {
	tests := []struct {
		name string
		resp string
		want []string
		bad  bool
	}{
		{name: "none", resp: "", want: []string{}},
		{name: "one line", resp: "D4 C3", want: []string{"C3", "D4"}},
		// GNU Go answers one dead string to a line.
		{name: "lines", resp: "A9 B9\nG9 H9 G8\nB4\n", want: []string{"A9", "B4", "B9", "G8", "G9", "H9"}},
		{name: "lower case", resp: "j9 a1", want: []string{"A1", "J9"}},
		{name: "repeats", resp: "E5 E5\nE5", want: []string{"E5"}},
		{name: "rows numerically", resp: "A9 A1 A3", want: []string{"A1", "A3", "A9"}},
		{name: "off the board", resp: "K1", bad: true},
		{name: "row off the board", resp: "A10", bad: true},
		{name: "pass", resp: "pass", bad: true},
		{name: "junk", resp: "D4 what", bad: true},
		{name: "row,col", resp: "1,1", bad: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := normaliseDead(tt.resp, 9)
			if tt.bad {
				if err == nil {
					t.Errorf("normaliseDead(%q) = %v, want an error", tt.resp, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("normaliseDead(%q): %v", tt.resp, err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("normaliseDead(%q) = %q, want %q", tt.resp, got, tt.want)
			}
		})
	}
}

// TestCommand checks that the command line written into gnugo.yaml gives
// back the options that made the set.
func TestCommand(t *testing.T) {
	o, err := parseFlags([]string{"-selfplay", "3", "-gnugo", "4", "-playouts", "7, 9", "-seed", "5", "-komi", "7", "-judge-level", "2"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	args := strings.Fields(strings.TrimPrefix(o.command(), "go run ./internal/cmd/finishedgames"))
	again, err := parseFlags(args, &bytes.Buffer{})
	if err != nil {
		t.Fatalf("%s: %v", o.command(), err)
	}
	if again.command() != o.command() || !slices.Equal(again.playouts, []int{7, 9}) || again.komi != 7 || again.judgeLevel != 2 {
		t.Errorf("%s read back as %+v", o.command(), again)
	}
	for _, bad := range [][]string{{"-playouts", "0"}, {"-selfplay", "0", "-gnugo", "0"}, {"extra"}, {"-jobs", "0"}} {
		if _, err := parseFlags(bad, &bytes.Buffer{}); err == nil {
			t.Errorf("parseFlags(%q) took it", bad)
		}
	}
}

// TestSet checks the committed set: at least minGames games, every one
// listed in gnugo.yaml and every one listed there present, 9x9, komi 6.5,
// ended by two passes, with its answers well formed.
func TestSet(t *testing.T) {
	a, err := readAnswers(setDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Games) < minGames {
		t.Errorf("%d games, want at least %d", len(a.Games), minGames)
	}
	if a.Komi != 6.5 {
		t.Errorf("komi %v, want 6.5", a.Komi)
	}
	listed := map[string]bool{}
	for _, e := range a.Games {
		t.Run(e.File, func(t *testing.T) {
			if listed[e.File] {
				t.Errorf("listed twice")
			}
			listed[e.File] = true
			checkGame(t, a, &e)
		})
	}
	entries, err := os.ReadDir(setDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range entries {
		if strings.HasSuffix(d.Name(), ".sgf") && !listed[d.Name()] {
			t.Errorf("%s is not listed in %s", d.Name(), answersFile)
		}
	}
}

// checkGame checks one game of the set against its entry.
func checkGame(t *testing.T, a *answers, e *entry) {
	path := filepath.Join(setDir, e.File)
	files, data, err := parse.ReadGames(path, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("%d games in the file, want 1", len(files))
	}
	f := &files[0]
	// Replayed under the rules the file names, as every command would.
	if err := verdict.Replay(f, (&verdict.Options{RulesChoice: game.RulesChoice{Rules: analyze.Rules{Name: "japanese"}}}).RulesFor(f)); err != nil {
		t.Fatal(err)
	}
	final := f.Current()
	if final.Width() != boardSize || final.Height() != boardSize {
		t.Errorf("%dx%d, want %dx%d", final.Width(), final.Height(), boardSize, boardSize)
	}
	if !f.HasKomi || f.Komi != a.Komi {
		t.Errorf("komi %v (given: %v), want %v", f.Komi, f.HasKomi, a.Komi)
	}
	games, err := sgf.Parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	moves := games[0].Moves
	n := len(moves)
	if n < 2 || moves[n-1].Point != board.Pass || moves[n-2].Point != board.Pass || moves[n-1].Colour == moves[n-2].Colour {
		t.Errorf("does not end with two passes")
	}
	if n != e.Moves {
		t.Errorf("%d moves, gnugo.yaml says %d", n, e.Moves)
	}
	prefix := "selfplay-"
	switch {
	case e.Source == sourceSelfPlay:
		if e.BotColour != "" {
			t.Errorf("bot_colour %q in self-play", e.BotColour)
		}
	case strings.HasPrefix(e.Source, sourceGNUGo):
		prefix = "gnugo-"
		if e.BotColour != "black" && e.BotColour != "white" {
			t.Errorf("bot_colour %q", e.BotColour)
		}
	default:
		t.Errorf("source %q", e.Source)
	}
	if !strings.HasPrefix(e.File, prefix) || !gameFile.MatchString(e.File) {
		t.Errorf("file name does not fit source %s", e.Source)
	}
	if e.Playouts < 1 {
		t.Errorf("playouts %d", e.Playouts)
	}
	// The dead stones are normalised, and are stones.
	if dead, err := normaliseDead(strings.Join(e.Dead, " "), boardSize); err != nil || !slices.Equal(dead, e.Dead) {
		t.Errorf("dead %q not normalised (%v)", e.Dead, err)
	}
	for _, s := range e.Dead {
		v, _ := board.ParseVertex(s)
		if p, ok := v.Resolve(final); ok && final.At(p) == board.Empty {
			t.Errorf("dead stone %s is an empty point", s)
		}
	}
	for _, score := range []string{e.Japanese, e.Chinese} {
		if score != "0" && !(strings.HasPrefix(score, "B+") || strings.HasPrefix(score, "W+")) {
			t.Errorf("score %q", score)
		}
	}
}

// TestRejudge asks GNU Go again about a sample of the set, spread evenly
// over it, and checks that it answers what gnugo.yaml holds.
func TestRejudge(t *testing.T) {
	if testing.Short() {
		t.Skip("asking GNU Go skipped in -short mode")
	}
	if _, err := os.Stat(defaultGNUGo); err != nil {
		t.Skip("GNU Go not installed at " + defaultGNUGo)
	}
	a, err := readAnswers(setDir)
	if err != nil {
		t.Fatal(err)
	}
	if want := judgeCommand("gnugo", a.JudgeLevel, false); a.Judge != want {
		t.Fatalf("gnugo.yaml was judged by %q; this test runs %q", a.Judge, want)
	}
	version, err := gnugoVersion(t.Context(), defaultGNUGo)
	if err != nil {
		t.Fatal(err)
	}
	if version != a.GNUGo {
		t.Skipf("GNU Go is %q; the answers are %q's", version, a.GNUGo)
	}
	n := min(rejudged, len(a.Games))
	for i := range n {
		e := a.Games[i*len(a.Games)/n]
		t.Run(e.File, func(t *testing.T) {
			t.Parallel()
			got, err := judge(t.Context(), defaultGNUGo, a.JudgeLevel, boardSize, filepath.Join(setDir, e.File), a.Komi, true, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Dead == nil {
				got.Dead = []string{}
			}
			if !slices.Equal(got.Dead, e.Dead) || got.Japanese != e.Japanese || got.Chinese != e.Chinese {
				t.Errorf("GNU Go now answers dead %q, %s, %s (chinese); gnugo.yaml holds dead %q, %s, %s",
					got.Dead, got.Japanese, got.Chinese, e.Dead, e.Japanese, e.Chinese)
			}
		})
	}
}

// TestRun builds a tiny set from scratch with GNU Go, twice, and checks
// that the second run writes the same files.
func TestRun(t *testing.T) {
	if testing.Short() {
		t.Skip("building a set skipped in -short mode")
	}
	if _, err := os.Stat(defaultGNUGo); err != nil {
		t.Skip("GNU Go not installed at " + defaultGNUGo)
	}
	var runs [2]map[string]string
	for k := range runs {
		dir := t.TempDir()
		if strings.ContainsAny(dir, " \t") {
			t.Skip("the temporary directory has white space in its name, which loadsgf cannot take")
		}
		var stderr bytes.Buffer
		args := []string{"-out", dir, "-selfplay", "2", "-gnugo", "2", "-playouts", "100", "-jobs", "2"}
		if code := run(context.Background(), args, io.Discard, &stderr); code != 0 {
			t.Fatalf("exit status %d\n%s", code, stderr.String())
		}
		runs[k] = map[string]string{}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range entries {
			data, err := os.ReadFile(filepath.Join(dir, d.Name()))
			if err != nil {
				t.Fatal(err)
			}
			runs[k][d.Name()] = string(data)
		}
	}
	if _, ok := runs[0][answersFile]; !ok {
		t.Fatalf("no %s among %v", answersFile, runs[0])
	}
	for name, data := range runs[0] {
		if runs[1][name] != data {
			t.Errorf("%s differs between two runs with the same flags", name)
		}
	}
	if len(runs[0]) != len(runs[1]) {
		t.Errorf("%d files, then %d", len(runs[0]), len(runs[1]))
	}
}
