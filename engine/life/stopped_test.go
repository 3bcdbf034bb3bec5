package life_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse/sgf"
)

// stoppedFlag makes TestStoppedTuningGames run, on the tuning games cut
// this many moves before their end.
var stoppedFlag = flag.Int("stopped", 0, "run TestStoppedTuningGames, cutting this many moves off each game")

// stoppedOut names a directory where TestStoppedTuningGames writes each
// cut record as an SGF, with its RE and komi, for another judge
// (bench/stopped.sh asks GNU Go).
var stoppedOut = flag.String("stopped-out", "", "TestStoppedTuningGames: write the cut records as SGF files into this directory")

// TestStoppedTuningGames measures the count of records that stop before
// the game is played out, as professional records do, on a development
// set made from the tuning set only: its games counted by territory whose
// recorded winner GNU Go's count confirms, the passes off and the last N
// moves cut (go test ./engine/life -run StoppedTuningGames -v -args
// -stopped N), so that the borders and dame the players settled in those
// moves are open again and RE is the count they came to. It prints how
// often the estimate names the recorded winner and margin, as the board
// stands, with --finish (the open border played out first) and, with
// -finish-engine CMD, with --finish-engine, and fails when any names the
// winner in under 80% of the games (cut 6 gives 90% and 95%; cut 10 with
// GNU Go 94%). The rules for such records are chosen here, never on the
// report set. With -stopped-out DIR it writes the cut records there too.
func TestStoppedTuningGames(t *testing.T) {
	if *stoppedFlag <= 0 {
		t.Skip("-args -stopped N runs it")
	}
	cfg := flagConfig(t)
	startPlayers(t)
	var got, finished, engine tally
	for _, g := range loadRecorded(t) {
		rules := countedBy(g)
		if rules != "japanese" {
			continue
		}
		if gw, _ := signed(gnugoCount(g, rules)); !sameSign(gw, g.Result) {
			continue
		}
		f := openRecordedGame(t, filepath.Join(realDir, g.File), g.Komi)
		rec := f.Record
		if len(rec.Setups) > 0 {
			continue // stones set up between the moves: no cut by move
		}
		moves := rec.Moves
		for len(moves) > 0 && moves[len(moves)-1].Point == board.Pass {
			moves = moves[:len(moves)-1]
		}
		if len(moves) <= *stoppedFlag {
			continue
		}
		rec.Moves = moves[:len(moves)-*stoppedFlag]
		if *stoppedOut != "" {
			writeCut(t, rec, g)
		}
		opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: countingRules(rules), RulesSet: true},
			Dead: life.Spec{Method: life.MethodEstimate, Estimate: cfg}}
		if err := verdict.Replay(f, opts.RulesFor(f)); err != nil {
			t.Fatal(err)
		}
		var e analyze.Evaluation
		v := verdict.ScoreFile(f, &opts, &e)
		if v.Failed() {
			t.Fatalf("%s: %s", g.File, *v.Error)
		}
		got.add(v.Result, g.Result)
		opts.Finish = true
		v = verdict.ScoreFile(f, &opts, &e)
		if v.Failed() {
			t.Fatalf("%s, --finish: %s", g.File, *v.Error)
		}
		finished.add(v.Result, g.Result)
		if players != nil {
			res, _ := playedOut(t, f, g.File, opts, &e)
			engine.add(res, g.Result)
		}
	}
	t.Logf("cut %d: %d games; the recorded winner, the exact margin, a margin within 1: %s; with --finish %s", *stoppedFlag, got.games, got, finished)
	if players != nil {
		t.Logf("cut %d, with --finish-engine %q: %s", *stoppedFlag, *finishEngineFlag, engine)
	}
	checked := []*tally{&got, &finished}
	if players != nil {
		checked = append(checked, &engine)
	}
	for _, k := range checked {
		if k.games == 0 || 5*k.winner < 4*k.games {
			t.Errorf("the recorded winner in %d of %d games, want 80%% or more", k.winner, k.games)
		}
	}
}

// writeCut writes the cut record rec of the game g into -stopped-out, as
// g's file name, with g's result and komi.
func writeCut(t *testing.T, rec *sgf.Record, g recordedGame) {
	t.Helper()
	cut := *rec
	cut.Result, cut.Komi, cut.HasKomi = g.Result, g.Komi, true
	if err := os.MkdirAll(*stoppedOut, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*stoppedOut, g.File), []byte(sgf.Format(&cut)), 0o644); err != nil {
		t.Fatal(err)
	}
}
