package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestMatchAgainstGNUGo plays the bot, as the command line sets it up
// (the heavy playout policy, one thread, a seed), two short 7x7 games
// against GNU Go level 1 under Chinese rules: both games end in a count or
// a resignation and neither engine forfeits (every move legal, every
// answer in time). The bot's strength is measured by bench/match.sh, not
// here (at these 1,500 playouts GNU Go wins on 7x7): this checks that a
// real opponent can play it to the end. Skipped without GNU Go.
func TestMatchAgainstGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s; skipping", gnugo)
	}
	code, out, errs := goscore(t, "", "match", "--openings", "none", "--format", "json", "--games", "2", "--size", "7", "--rules", "chinese", "--komi", "7.5",
		self(t, "gtp --rules chinese --komi 7.5 --playouts 1500 --threads 1 --seed 4"),
		gnugo+" --mode gtp --chinese-rules --positional-superko --capture-all-dead --komi 7.5 --level 1 --seed 4")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	var m struct {
		Engines []struct {
			Forfeits int
		} `json:"engines"`
		Games []struct {
			Result, Reason string
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Games) != 2 || len(m.Engines) != 2 {
		t.Fatalf("want 2 games between 2 engines:\n%s", out)
	}
	for _, g := range m.Games {
		if !strings.HasPrefix(g.Result, "B+") && !strings.HasPrefix(g.Result, "W+") {
			t.Errorf("game ended %q (%s), want a win either way", g.Result, g.Reason)
		}
	}
	if m.Engines[0].Forfeits+m.Engines[1].Forfeits != 0 {
		t.Errorf("forfeits:\n%s", out)
	}
}
