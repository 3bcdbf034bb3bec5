package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/client"
)

// judgeTimeout bounds each exchange with a judging GNU Go: final_score at
// level 10 plays the game out in its head.
const judgeTimeout = 5 * time.Minute

// judgeSeed is the judges' --seed. GNU Go settles a finished game by
// playing it out, and breaks ties among moves at random, so without a
// fixed seed its answers could change from run to run.
const judgeSeed = 1

// judgement is GNU Go's view of a finished game.
type judgement struct {
	Dead     []string // final_status_list dead, normalised by normaliseDead
	Seki     []string // final_status_list seki, normalised the same way
	Japanese string   // final_score under GNU Go's default (territory) rules
	Chinese  string   // final_score with --chinese-rules
}

// judgeCommand is the command line of a judging GNU Go.
func judgeCommand(engine string, level int, chinese bool) string {
	cmd := engine + " --mode gtp --seed " + strconv.Itoa(judgeSeed)
	if level > 0 {
		cmd += " --level " + strconv.Itoa(level)
	}
	if chinese {
		cmd += " --chinese-rules"
	}
	return cmd
}

// judge has GNU Go judge the finished game in the SGF file at path (as
// GNU Go, running in the current directory, should open it), a game on a
// size x size board: one fresh
// process for the dead stones, the stones in seki and the score under its
// default rules, and
// another with --chinese-rules for the area score. Both check that they
// read komi from the file; when the file gives none (hasKomi false), they
// are told komi instead.
func judge(ctx context.Context, engine string, level, size int, path string, komi float64, hasKomi bool, stderr io.Writer) (judgement, error) {
	var j judgement
	if strings.ContainsAny(path, " \t\n\r") {
		return j, fmt.Errorf("%q: GTP cannot name a file with white space", path)
	}
	err := withGNUGo(ctx, judgeCommand(engine, level, false), path, komi, hasKomi, stderr, func(send func(string) (string, error)) error {
		dead, err := send("final_status_list dead")
		if err != nil {
			return err
		}
		if j.Dead, err = normaliseDead(dead, size); err != nil {
			return fmt.Errorf("final_status_list dead: %w", err)
		}
		seki, err := send("final_status_list seki")
		if err != nil {
			return err
		}
		if j.Seki, err = normaliseDead(seki, size); err != nil {
			return fmt.Errorf("final_status_list seki: %w", err)
		}
		j.Japanese, err = send("final_score")
		return err
	})
	if err != nil {
		return j, err
	}
	err = withGNUGo(ctx, judgeCommand(engine, level, true), path, komi, hasKomi, stderr, func(send func(string) (string, error)) error {
		j.Chinese, err = send("final_score")
		return err
	})
	return j, err
}

// withGNUGo starts GNU Go with command, has it load the SGF file at path,
// checks the komi it read (or, when the file gives none, tells it komi),
// and hands a way to send commands to f.
func withGNUGo(ctx context.Context, command, path string, komi float64, hasKomi bool, stderr io.Writer, f func(send func(string) (string, error)) error) error {
	cl, err := client.Start(ctx, command, stderr)
	if err != nil {
		return err
	}
	defer cl.Close()
	send := func(cmd string) (string, error) {
		resp, err := cl.Send(cmd, judgeTimeout)
		return strings.TrimSpace(resp), err
	}
	if _, err := send("loadsgf " + path); err != nil {
		return err
	}
	if !hasKomi {
		// GNU Go keeps its own default komi when the file gives none.
		if _, err := send("komi " + formatKomi(komi)); err != nil {
			return err
		}
	}
	got, err := send("get_komi")
	if err != nil {
		return err
	}
	if k, err := strconv.ParseFloat(got, 64); err != nil || k != komi {
		return fmt.Errorf("GNU Go read komi %q from %s, want %s", got, path, formatKomi(komi))
	}
	return f(send)
}

// normaliseDead turns GNU Go's answer to final_status_list, vertices
// separated by spaces and, one string to a line, by line breaks, into a
// list of upper-case vertices without repeats, sorted by column and then by
// row, on a size x size board.
func normaliseDead(resp string, size int) ([]string, error) {
	b, err := board.New(size, size)
	if err != nil {
		return nil, err
	}
	var points []board.Point
	for _, f := range strings.Fields(resp) {
		v, err := board.ParseVertex(f)
		if err != nil || v.IsPass() || strings.Contains(f, ",") {
			return nil, fmt.Errorf("%q is not a vertex", f)
		}
		p, ok := v.Resolve(&b)
		if !ok {
			return nil, fmt.Errorf("%s is off the %dx%d board", f, size, size)
		}
		points = append(points, p)
	}
	slices.SortFunc(points, func(p, q board.Point) int {
		return cmp.Or(cmp.Compare(p.X(), q.X()), cmp.Compare(p.Y(), q.Y()))
	})
	points = slices.Compact(points)
	dead := make([]string, len(points))
	for i, p := range points {
		dead[i] = p.String()
	}
	return dead, nil
}

// formatKomi writes komi as GTP and SGF do: 6.5, 7, 0.
func formatKomi(komi float64) string { return strconv.FormatFloat(komi, 'f', -1, 64) }
