package main

import (
	"io"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/engine/playout"
)

// TestDefaultPolicies: the policies --policy names by default, in Go and
// in kill-all.
func TestDefaultPolicies(t *testing.T) {
	if p, err := playout.ParsePolicy(defaultPolicy); err != nil || p != playout.Heavy {
		t.Errorf("the default policy %q: %v %v", defaultPolicy, p, err)
	}
	if p, err := playout.ParsePolicy(defaultKillAllPolicy); err != nil || p != playout.Fast|playout.Nakade {
		t.Errorf("the default kill-all policy %q: %v %v", defaultKillAllPolicy, p, err)
	}
}

// TestBotConfig: what the shared flags put in the bot's Config, in Go and
// in kill-all.
func TestBotConfig(t *testing.T) {
	cpus := runtime.NumCPU()
	learned := playout.DefaultModel()
	book := mcts.KillAllBook()
	for _, tc := range []struct {
		args    string
		killAll bool
		want    mcts.Config
	}{
		{"", false, mcts.Config{Threads: cpus, Policy: playout.Heavy, ResignBelow: 0.05, Model: learned}},
		{"", true, mcts.Config{Threads: cpus, Policy: playout.Fast | playout.Nakade, Book: book}},
		{"--book=false", true, mcts.Config{Threads: cpus, Policy: playout.Fast | playout.Nakade}},
		{"--book", false, mcts.Config{Threads: cpus, Policy: playout.Heavy, ResignBelow: 0.05, Model: learned}},
		{"--policy heavy", true, mcts.Config{Threads: cpus, Policy: playout.Heavy, Book: book}},
		{"--threads 3 --policy light", false, mcts.Config{Threads: 3, ResignBelow: 0.05, Model: learned}},
		{"--resign-threshold 0", false, mcts.Config{Threads: cpus, Policy: playout.Heavy, NoResign: true, Model: learned}},
		{"--resign-threshold 0.2 --policy save", false, mcts.Config{Threads: cpus, Policy: playout.SaveAtari, ResignBelow: 0.2, Model: learned}},
		{"--resign-threshold 0", true, mcts.Config{Threads: cpus, Policy: playout.Fast | playout.Nakade, Book: book}},
		{"--priors hand", false, mcts.Config{Threads: cpus, Policy: playout.Heavy, ResignBelow: 0.05}},
		{"--priors learned", true, mcts.Config{Threads: cpus, Policy: playout.Fast | playout.Nakade, Model: learned, Book: book}},
	} {
		var got mcts.Config
		app := &cli.App{Name: "t", Flags: botFlags(), Writer: io.Discard, ErrWriter: io.Discard,
			Action: func(c *cli.Context) error { return botConfig(c, &got, tc.killAll) }}
		if err := app.Run(append([]string{"t"}, strings.Fields(tc.args)...)); err != nil {
			t.Errorf("%q: %v", tc.args, err)
		}
		if got.Now != nil {
			t.Errorf("%q: the flags set a clock", tc.args)
		}
		if got.Now, tc.want.Now = nil, nil; !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q kill-all %v: %+v, want %+v", tc.args, tc.killAll, got, tc.want)
		}
	}
}

// TestBotFlagErrors: bad values of the shared flags are usage errors of
// gtp and play alike.
func TestBotFlagErrors(t *testing.T) {
	for _, cmd := range []string{"gtp", "play"} {
		for _, tt := range []struct{ args, want string }{
			{"--threads 0", "bad --threads 0 (want 1 to 1024)"},
			{"--policy capture,bogus", `bad --policy "capture,bogus": unknown rule "bogus"`},
			{"--resign-threshold 1", "bad --resign-threshold 1"},
			{"--resign-threshold -0.1", "bad --resign-threshold -0.1"},
			{"--priors patterns", `bad --priors: unknown priors "patterns" (want learned or hand)`},
		} {
			code, _, errs := goscore(t, "", append([]string{cmd}, strings.Fields(tt.args)...)...)
			if code != 2 || !strings.Contains(errs, tt.want) {
				t.Errorf("%s %s: exit %d %q", cmd, tt.args, code, errs)
			}
		}
	}
	code, out, _ := goscore(t, "name\n", "gtp", "--threads", "1", "--policy", "capture,save", "--resign-threshold", "0")
	if code != 0 || out != "= goscore\n\n" {
		t.Errorf("good flags: exit %d %q", code, out)
	}
}
