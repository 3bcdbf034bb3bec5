package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// matchRun is what these match tests read of match --format json.
type matchRun struct {
	Scheduled int `json:"scheduled"`
	Games     []struct {
		Number   int    `json:"game"`
		Opening  string `json:"opening"`
		Sequence string `json:"sequence"`
	} `json:"games"`
	Pairings []struct {
		Games int     `json:"games"`
		Penta [5]int  `json:"pentanomial"`
		Elo   float64 `json:"elo"`
	} `json:"pairings"`
}

func readMatchRun(t *testing.T, out string) matchRun {
	t.Helper()
	var m matchRun
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return m
}

// TestMatchOpeningsFile: --openings takes a text file of moves, each pair
// of games starting from the next line's; a bad line refuses the match
// with its file, line and column before an engine is started.
func TestMatchOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "book.txt")
	must(t, os.WriteFile(book, []byte("# two openings\nC3 D4\nB C2 W D3  # colours given\n"), 0o644))
	a, b := self(t, "gtp --playouts 30 --threads 1 --seed 1"), self(t, "gtp --playouts 30 --threads 1 --seed 2")
	code, out, errs := goscore(t, "", "--format", "json", "match", "--games", "4", "--size", "5", "--rules", "chinese", "--openings", book, a, b)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	m := readMatchRun(t, out)
	for i, g := range m.Games {
		want := []string{"book.txt:2", "book.txt:3"}[i/2]
		start := []string{"B C3 W D4 ", "B C2 W D3 "}[i/2]
		if !strings.HasSuffix(g.Opening, want) || !strings.HasPrefix(g.Sequence, start) {
			t.Errorf("game %d: opening %q, moves %q; want %s starting %q", g.Number, g.Opening, g.Sequence, want, start)
		}
	}
	must(t, os.WriteFile(book, []byte("C3 D4\nC3 C3\n"), 0o644))
	started := filepath.Join(dir, "started")
	engine := "sh -c 'touch " + started + "'"
	code, _, errs = goscore(t, "", "match", "--size", "5", "--openings", book, engine, engine)
	if code != 2 || !strings.Contains(errs, "book.txt:2:4: ") || !strings.Contains(errs, "occupied") {
		t.Errorf("a bad opening: exit %d: %s", code, errs)
	}
	if _, err := os.Stat(started); err == nil {
		t.Error("an engine was started")
	}
}

// TestMatchDefaultOpeningsVaryTheGames: two deterministic engines without
// --openings play a different game in every pair, the same ones for the
// same --opening-seed; --openings none plays one game over and over.
func TestMatchDefaultOpeningsVaryTheGames(t *testing.T) {
	a, b := self(t, "gtp --playouts 30 --threads 1 --seed 1"), self(t, "gtp --playouts 30 --threads 1 --seed 2")
	play := func(extra ...string) matchRun {
		t.Helper()
		args := append([]string{"--format", "json", "match", "--games", "6", "--size", "7", "--rules", "chinese"}, extra...)
		code, out, errs := goscore(t, "", append(args, a, b)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		return readMatchRun(t, out)
	}
	distinct := func(m matchRun) int {
		seen := map[string]bool{}
		for _, g := range m.Games {
			seen[g.Sequence] = true
		}
		return len(seen)
	}
	m := play()
	if n := distinct(m); n != 6 {
		t.Errorf("default openings: %d different games of 6", n)
	}
	if again := play(); again.Games[4].Sequence != m.Games[4].Sequence {
		t.Errorf("the same seed played another game 5")
	}
	if n := distinct(play("--openings", "none")); n != 2 {
		t.Errorf("--openings none: %d different games, want the two colourings", n)
	}
}

// TestMatchResumesFromItsResults: the same command run again with the
// results file of a finished match plays nothing and reports every game;
// a longer match on the same file plays only the games it lacks.
func TestMatchResumesFromItsResults(t *testing.T) {
	dir := t.TempDir()
	results := filepath.Join(dir, "r.jsonl")
	a, b := self(t, "gtp --playouts 30 --threads 1 --seed 1"), self(t, "gtp --playouts 30 --threads 1 --seed 2")
	args := func(games string) []string {
		return []string{"--format", "json", "match", "--games", games, "--size", "5", "--rules", "chinese", "--results", results, a, b}
	}
	code, out, errs := goscore(t, "", args("2")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	first := readMatchRun(t, out)
	code, out, errs = goscore(t, "", args("4")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	m := readMatchRun(t, out)
	data, _ := os.ReadFile(results)
	if lines := strings.Count(string(data), "\n"); lines != 4 || len(m.Games) != 4 || m.Games[1].Sequence != first.Games[1].Sequence {
		t.Errorf("%d lines, %d games; game 2 %q then %q", lines, len(m.Games), first.Games[1].Sequence, m.Games[1].Sequence)
	}
	code, _, errs = goscore(t, "", "match", "--games", "4", "--size", "5", "--rules", "chinese", "--results", results, b, a)
	if code != 2 || !strings.Contains(errs, "r.jsonl:1: game 1") {
		t.Errorf("another match's results: exit %d: %s", code, errs)
	}
}
