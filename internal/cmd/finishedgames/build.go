package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/parse/sgf"
)

// outcome is what became of a job.
type outcome struct {
	job       *job
	discarded string // the reason, for a discarded game
	moves     int
	result    string // goscore's own count, as the SGF's RE has it
	// firstPass is who made the first of the two passes that ended the game.
	firstPass board.Color
	judgement judgement
}

// gameFile matches the names of the games this command writes.
var gameFile = regexp.MustCompile(`^(selfplay|gnugo)-[0-9]+\.sgf$`)

// build plays, writes and judges the games o asks for, then writes
// gnugo.yaml and README.md.
func build(ctx context.Context, o *options, stderr io.Writer) error {
	start := time.Now()
	version, err := gnugoVersion(ctx, o.engine)
	if err != nil {
		return err
	}
	var jobs []*job
	for i := 1; i <= o.selfplay; i++ {
		jobs = append(jobs, &job{selfPlay: true, number: i, playouts: o.playouts[(i-1)%len(o.playouts)]})
	}
	for i := 1; i <= o.gnugo; i++ {
		c := board.Black
		if i%2 == 0 {
			c = board.White
		}
		jobs = append(jobs, &job{number: i, playouts: o.playouts[(i-1)%len(o.playouts)], botColor: c})
	}

	outcomes := make([]outcome, len(jobs))
	errs := make([]error, len(jobs))
	err = eachJob(ctx, len(jobs), o.jobs, stderr, func(i int) string {
		outcomes[i], errs[i] = runJob(ctx, o, jobs[i], version, stderr)
		return describe(&outcomes[i], errs[i])
	})
	if err != nil {
		return err
	}
	var failed []error
	for _, err := range errs {
		if err != nil {
			failed = append(failed, err)
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("%d games failed: %w", len(failed), errors.Join(failed...))
	}

	if err := writeAnswers(o, version, outcomes); err != nil {
		return err
	}
	if err := removeStale(o.out, outcomes); err != nil {
		return err
	}
	s := summarise(outcomes)
	if err := atomicfile.WriteFile(filepath.Join(o.out, "README.md"), []byte(readme(o, version, &s)), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%s in %s\n", s.line(), time.Since(start).Round(time.Second))
	return nil
}

// runJob plays job j; when the game finishes, writes it and has GNU Go
// judge it. A discarded game is an outcome, not an error.
func runJob(ctx context.Context, o *options, j *job, version string, stderr io.Writer) (outcome, error) {
	out := outcome{job: j}
	var g *game.Game
	var err error
	if j.selfPlay {
		g, err = playSelf(ctx, o, j)
	} else {
		g, err = playGNUGo(ctx, o, j, stderr)
	}
	var d *discard
	if errors.As(err, &d) {
		out.discarded = d.reason
		return out, nil
	}
	if err != nil {
		return out, fmt.Errorf("%s: %w", j.file(), err)
	}
	sg := game.ToRecord(g)
	bot := fmt.Sprintf("goscore mcts %d playouts", j.playouts)
	opponent := fmt.Sprintf("%s level %d", version, o.level)
	switch {
	case j.selfPlay:
		sg.BlackPlayer, sg.WhitePlayer = bot, bot
	case j.botColor == board.Black:
		sg.BlackPlayer, sg.WhitePlayer = bot, opponent
	default:
		sg.BlackPlayer, sg.WhitePlayer = opponent, bot
	}
	text := sgf.Format(sg)
	if text == "" {
		return out, fmt.Errorf("%s: the game makes no valid SGF", j.file())
	}
	path := filepath.Join(o.out, j.file())
	if err := atomicfile.WriteFile(path, []byte(text), 0o644); err != nil {
		return out, err
	}
	moves := g.Moves()
	out.moves, out.result, out.firstPass = len(moves), sg.Result, moves[len(moves)-2].Colour
	if out.judgement, err = judge(ctx, o.engine, o.judgeLevel, boardSize, path, o.komi, true, stderr); err != nil {
		return out, fmt.Errorf("judging %s: %w", j.file(), err)
	}
	return out, nil
}

// describe is a progress line for a job.
func describe(out *outcome, err error) string {
	switch {
	case err != nil:
		return "error: " + err.Error()
	case out.discarded != "":
		name := strings.TrimSuffix(out.job.file(), ".sgf")
		return name + ": discarded: " + out.discarded
	}
	return fmt.Sprintf("%s: %d moves, %s; GNU Go: %d dead, %s (japanese), %s (chinese)",
		out.job.file(), out.moves, out.result, len(out.judgement.Dead), out.judgement.Japanese, out.judgement.Chinese)
}

// gnugoVersion asks the engine its name and version: "GNU Go 3.8".
func gnugoVersion(ctx context.Context, engine string) (string, error) {
	cl, err := client.Start(ctx, engine+" --mode gtp", nil)
	if err != nil {
		return "", err
	}
	defer cl.Close()
	name, err := cl.Send("name", moveTimeout)
	if err != nil {
		return "", err
	}
	version, err := cl.Send("version", moveTimeout)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(name + " " + version), nil
}

// removeStale removes the games of an earlier run that this one did not
// keep, so that the directory holds exactly the games gnugo.yaml lists.
func removeStale(dir string, outcomes []outcome) error {
	kept := map[string]bool{}
	for i := range outcomes {
		if outcomes[i].discarded == "" {
			kept[outcomes[i].job.file()] = true
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if gameFile.MatchString(e.Name()) && !kept[e.Name()] {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}
