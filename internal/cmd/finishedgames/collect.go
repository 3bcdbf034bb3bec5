package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/parse/sgf"
)

// pointsResult matches an RE that gives a winner and a margin in points,
// as a server or a referee writes it after counting: B+3.5, W+12.
var pointsResult = regexp.MustCompile(`^[BW]\+[0-9]+(\.[05])?$`)

// recorded is one game of real.yaml: a finished game from a public
// collection, its recorded result and GNU Go's judgement of it.
type recorded struct {
	File     string   `yaml:"file"`
	Source   string   `yaml:"source"` // the path in the collection
	Size     int      `yaml:"size"`
	Komi     float64  `yaml:"komi"`
	Rules    string   `yaml:"rules"`    // RU as written, "" when absent
	Handicap int      `yaml:"handicap"` // HA
	Result   string   `yaml:"result"`   // RE as written
	Moves    int      `yaml:"moves"`
	Dead     []string `yaml:"dead,flow"`           // final_status_list dead
	Seki     []string `yaml:"seki,flow,omitempty"` // final_status_list seki
	Japanese string   `yaml:"japanese"`            // final_score
	Chinese  string   `yaml:"chinese"`             // final_score with --chinese-rules
}

// realSet is real.yaml.
type realSet struct {
	GNUGo        string     `yaml:"gnugo"`
	Judge        string     `yaml:"judge"`
	JudgeChinese string     `yaml:"judge_chinese"`
	Games        []recorded `yaml:"games"`
}

// realAnswers is the file of the recorded games' answers.
const realAnswers = "real.yaml"

// finishedRecord reads the SGF at path and returns its record when it is a
// game wanted for the set: one game, 9x9, 13x13 or 19x19, RE a win by
// points, and a main line that ends with two passes in a row.
func finishedRecord(path string) (*sgf.Record, string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err.Error()
	}
	recs, err := sgf.Parse(path, data)
	if err != nil || len(recs) != 1 {
		return nil, "not one readable game"
	}
	r := recs[0]
	switch {
	case r.Width != r.Height || (r.Width != 9 && r.Width != 13 && r.Width != 19):
		return nil, "size"
	case !pointsResult.MatchString(r.Result):
		return nil, "result not by points"
	case len(r.Moves) < 2 || r.Moves[len(r.Moves)-1].Point != board.Pass || r.Moves[len(r.Moves)-2].Point != board.Pass:
		return nil, "not ended by two passes"
	case len(r.Setups) > 0:
		return nil, "setup stones mid-game"
	}
	return r, ""
}

// collect copies the finished games of the collection under src into
// o.out, named SIZE-PATH.sgf after their path in it, drops repeats (the
// same setup and moves), has GNU Go judge each, and writes real.yaml.
func collect(ctx context.Context, o *options, stderr io.Writer) error {
	version, err := gnugoVersion(ctx, o.engine)
	if err != nil {
		return err
	}
	var games []recorded
	seen := map[string]bool{}
	err = filepath.WalkDir(o.collect, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sgf") {
			return err
		}
		r, _ := finishedRecord(path)
		if r == nil {
			return nil
		}
		key := fmt.Sprint(r.Width, r.Setup, r.Moves)
		if seen[key] {
			return nil
		}
		seen[key] = true
		rel, _ := filepath.Rel(o.collect, path)
		name := fmt.Sprintf("%d-%s", r.Width, strings.NewReplacer("/", "-", " ", "_").Replace(rel))
		games = append(games, recorded{File: name, Source: rel, Size: r.Width, Komi: r.Komi, Rules: r.Rules,
			Handicap: r.Handicap, Result: r.Result, Moves: len(r.Moves)})
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return atomicfile.WriteFile(filepath.Join(o.out, name), data, 0o644)
	})
	if err != nil {
		return err
	}
	slices.SortFunc(games, func(a, b recorded) int { return strings.Compare(a.File, b.File) })

	start := time.Now()
	next := make(chan int)
	errs := make([]error, len(games))
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range o.jobs {
		wg.Go(func() {
			for i := range next {
				g := &games[i]
				var j judgement
				j, errs[i] = judge(ctx, o.engine, o.judgeLevel, g.Size, filepath.Join(o.out, g.File), g.Komi, stderr)
				g.Dead, g.Seki, g.Japanese, g.Chinese = j.Dead, j.Seki, j.Japanese, j.Chinese
				mu.Lock()
				done++
				fmt.Fprintf(stderr, "[%3d/%d %s] %s: RE %s, GNU Go %s / %s %v\n", done, len(games), time.Since(start).Round(time.Second), g.File, g.Result, g.Japanese, g.Chinese, errs[i])
				mu.Unlock()
			}
		})
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	kept := games[:0]
	for i, g := range games {
		if errs[i] != nil {
			os.Remove(filepath.Join(o.out, g.File))
			continue
		}
		kept = append(kept, g)
	}
	engine := filepath.Base(o.engine)
	set := realSet{GNUGo: version, Judge: judgeCommand(engine, o.judgeLevel, false),
		JudgeChinese: judgeCommand(engine, o.judgeLevel, true), Games: kept}
	data, err := yaml.Marshal(&set)
	if err != nil {
		return err
	}
	head := "# GNU Go's judgement of the recorded finished games; see README.md.\n"
	return atomicfile.WriteFile(filepath.Join(o.out, realAnswers), append([]byte(head), data...), 0o644)
}
