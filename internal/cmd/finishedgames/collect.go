package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/parse/sgf"
)

// pointsResult matches an RE that gives a winner and a margin in points,
// as a server or a referee writes it after counting: B+3.5, W+12.
var pointsResult = regexp.MustCompile(`^[BW]\+[0-9]+(\.[05])?$`)

// The players of a collection's games, as -players names them.
const (
	playersPeople   = "people"
	playersPrograms = "programs"
)

// recorded is one game of real.yaml: a finished game from a public
// collection, its recorded result and GNU Go's judgement of it.
type recorded struct {
	File   string  `yaml:"file"`
	Source string  `yaml:"source"` // the path in the collection
	Size   int     `yaml:"size"`
	Komi   float64 `yaml:"komi"`
	// KomiInferred names, for a record without KM, the records whose komi
	// it was given (-infer-komi): "hon 62", a series and a year.
	KomiInferred string `yaml:"komi_inferred,omitempty"`
	Rules        string `yaml:"rules"`    // RU as written, "" when absent
	Handicap     int    `yaml:"handicap"` // HA
	Result       string `yaml:"result"`   // RE as written
	Moves        int    `yaml:"moves"`
	// Stopped tells that the record stops without two passes, as a
	// professional game's record does (-stopped).
	Stopped  bool     `yaml:"stopped,omitempty"`
	Players  string   `yaml:"players,omitempty"`   // -players
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

// Why a file is left out of a collection.
const (
	reasonUnreadable = "not one readable game"
	reasonSize       = "size"
	reasonResult     = "result not by points"
	reasonNoPasses   = "not ended by two passes"
	reasonSetup      = "setup stones mid-game"
	reasonShort      = "too few moves"
	reasonOccupied   = "a move on an occupied point"
	reasonNoKomi     = "no komi"
	reasonKomi       = "komi unknown"
	reasonRepeat     = "a repeat"
	reasonSeen       = "in a -seen set"
	reasonGNUGo      = "GNU Go failed"
)

// finishedRecord reads the SGF at path and returns its record when it is a
// game wanted for the set: one game, 9x9, 13x13 or 19x19, RE a win by
// points, at least minMoves moves, no move on an occupied point, and a
// main line that ends with two passes in a row, or, when stopped, that
// ends anywhere. Otherwise it returns why not.
func finishedRecord(path string, stopped bool, minMoves int) (*sgf.Record, string) {
	r, reason := readRecord(path)
	if r == nil {
		return nil, reason
	}
	switch {
	case r.Width != r.Height || (r.Width != 9 && r.Width != 13 && r.Width != 19):
		return nil, reasonSize
	case !pointsResult.MatchString(r.Result):
		return nil, reasonResult
	case !stopped && !endsWithPasses(r):
		return nil, reasonNoPasses
	case len(r.Setups) > 0:
		return nil, reasonSetup
	case len(r.Moves) < minMoves:
		return nil, reasonShort
	case r.Repaired(sgf.RepairOccupied):
		// goscore replaces the stone, GNU Go skips the move: the judges
		// would count two different positions.
		return nil, reasonOccupied
	}
	return r, ""
}

// readRecord reads the one game of the SGF file at path.
func readRecord(path string) (*sgf.Record, string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err.Error()
	}
	recs, err := sgf.Parse(path, data)
	if err != nil || len(recs) != 1 {
		return nil, reasonUnreadable
	}
	return recs[0], ""
}

// endsWithPasses tells whether r's main line ends with two passes.
func endsWithPasses(r *sgf.Record) bool {
	n := len(r.Moves)
	return n >= 2 && r.Moves[n-1].Point == board.Pass && r.Moves[n-2].Point == board.Pass
}

// isRecord tells whether the file at path is a game record: an SGF file,
// or an .mgt file (the SGF files of the old program mgt).
func isRecord(path string) bool {
	return strings.HasSuffix(path, ".sgf") || strings.HasSuffix(path, ".mgt")
}

// gameFileName is the name of a game of the set, on a size x size board,
// from its path rel in its collection: the size, then rel with "/" as
// "-" and " " as "_", always ending in .sgf.
func gameFileName(size int, rel string) string {
	name := fmt.Sprintf("%d-%s", size, strings.NewReplacer("/", "-", " ", "_").Replace(rel))
	if !strings.HasSuffix(name, ".sgf") {
		name += ".sgf"
	}
	return name
}

// sameGame tells whether records a and b are of one game: the same board
// and setup, and moves of which the shorter list begins the longer, and
// is at least half as long. Collections hold a game twice in two formats,
// or once stopped a few moves earlier than the other time.
func sameGame(a, b *sgf.Record) bool {
	if a.Width != b.Width || a.Height != b.Height || !slices.Equal(a.Setup.AB, b.Setup.AB) ||
		!slices.Equal(a.Setup.AW, b.Setup.AW) || !slices.Equal(a.Setup.AE, b.Setup.AE) {
		return false
	}
	x, y := a.Moves, b.Moves
	if len(x) > len(y) {
		x, y = y, x
	}
	return 2*len(x) >= len(y) && slices.Equal(x, y[:len(x)])
}

// better tells whether record a of a game is better than record b of the
// same game: longer, or as long and giving its komi.
func better(a, b *sgf.Record) bool {
	return len(a.Moves) > len(b.Moves) || len(a.Moves) == len(b.Moves) && a.HasKomi && !b.HasKomi
}

// candidate is a game collect takes, before GNU Go judges it.
type candidate struct {
	path string
	rec  *sgf.Record
	game recorded
}

// collect copies the finished games of the collection under src into
// o.out, named SIZE-PATH.sgf after their path in it, drops repeats
// (sameGame: of two records of one game in the collection it keeps the
// better, and it takes none of a game in a -seen set), has GNU Go judge
// each, and writes real.yaml. It tells on stderr how many files it left
// out, and why.
func collect(ctx context.Context, o *options, stderr io.Writer) error {
	version, err := gnugoVersion(ctx, o.engine)
	if err != nil {
		return err
	}
	seen, err := seenGames(o.seen)
	if err != nil {
		return err
	}
	var komis *komiTable
	if o.inferKomi != nil {
		if komis, err = readKomis(o.collect, o.inferKomi); err != nil {
			return err
		}
	}
	left := map[string]int{}
	cands, files, err := candidates(o, seen, left)
	if err != nil {
		return err
	}
	var games []recorded
	if o.dryRun {
		defer func() {
			fmt.Fprintf(stderr, "%d of %d files to take; left out: %s\n", len(games), files, countList(left))
		}()
	}
	for _, c := range cands {
		g := c.game
		if !c.rec.HasKomi {
			if komis == nil {
				left[reasonNoKomi]++
				continue
			}
			k, from, ok := komis.infer(filepath.Base(c.path), c.rec.Result)
			if !ok {
				left[reasonKomi]++
				continue
			}
			g.Komi, g.KomiInferred = k, from
		}
		if o.dryRun {
			fmt.Fprintf(stderr, "%s: %dx%d, RE %s, komi %s %s, %d moves, stopped %v\n", g.File, g.Size, g.Size, g.Result, formatKomi(g.Komi), g.KomiInferred, g.Moves, g.Stopped)
			games = append(games, g)
			continue
		}
		data, err := os.ReadFile(c.path)
		if err != nil {
			return err
		}
		if err := atomicfile.WriteFile(filepath.Join(o.out, g.File), data, 0o644); err != nil {
			return err
		}
		games = append(games, g)
	}
	if o.dryRun {
		return nil
	}
	return judgeAll(ctx, o, games, left, version, files, stderr)
}

// judgeAll asks GNU Go about each of games, copied under o.out already
// (o.jobs at a time), leaves out those it could not judge, and writes the
// set's real.yaml; files and left are the walk's counts, for the last
// line.
func judgeAll(ctx context.Context, o *options, games []recorded, left map[string]int, version string, files int, stderr io.Writer) error {
	slices.SortFunc(games, func(a, b recorded) int { return strings.Compare(a.File, b.File) })

	errs := make([]error, len(games))
	err := eachJob(ctx, len(games), o.jobs, stderr, func(i int) string {
		g := &games[i]
		var j judgement
		j, errs[i] = judge(ctx, o.engine, o.judgeLevel, g.Size, filepath.Join(o.out, g.File), g.Komi, g.KomiInferred == "", stderr)
		g.Dead, g.Seki, g.Japanese, g.Chinese = j.Dead, j.Seki, j.Japanese, j.Chinese
		return fmt.Sprintf("%s: RE %s, GNU Go %s / %s %v", g.File, g.Result, g.Japanese, g.Chinese, errs[i])
	})
	if err != nil {
		return err
	}
	kept := games[:0]
	for i, g := range games {
		if errs[i] != nil {
			left[reasonGNUGo]++
			os.Remove(filepath.Join(o.out, g.File))
			continue
		}
		if g.Dead == nil {
			g.Dead = []string{}
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
	head := "# GNU Go's judgement of the recorded finished games; see the set's README.md.\n"
	if err := atomicfile.WriteFile(filepath.Join(o.out, realAnswers), append([]byte(head), data...), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%d of %d files kept; left out: %s\n", len(kept), files, countList(left))
	return nil
}

// candidates walks o.collect for the finished records it may take, one
// a game (of a game recorded twice, the better record), counting in left,
// by reason, the files it leaves out, and returns them with the number of
// record files it saw.
func candidates(o *options, seen []*sgf.Record, left map[string]int) (cands []candidate, files int, err error) {
	err = filepath.WalkDir(o.collect, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !isRecord(path) {
			return err
		}
		files++
		r, reason := finishedRecord(path, o.stopped, o.minMoves)
		if r == nil {
			left[reason]++
			return nil
		}
		if slices.ContainsFunc(seen, func(s *sgf.Record) bool { return sameGame(s, r) }) {
			left[reasonSeen]++
			return nil
		}
		rel, _ := filepath.Rel(o.collect, path)
		rel = filepath.ToSlash(rel)
		c := candidate{path: path, rec: r, game: recorded{
			File: gameFileName(r.Width, rel), Source: rel,
			Size: r.Width, Komi: r.Komi, Rules: r.Rules, Handicap: r.Handicap, Result: r.Result, Moves: len(r.Moves),
			Stopped: !endsWithPasses(r), Players: o.players}}
		if i := slices.IndexFunc(cands, func(c candidate) bool { return sameGame(c.rec, r) }); i >= 0 {
			left[reasonRepeat]++
			if better(r, cands[i].rec) {
				cands[i] = c
			}
			return nil
		}
		cands = append(cands, c)
		return nil
	})
	return cands, files, err
}

// countList writes counts by reason, "3 size, 1 a repeat", or "none".
func countList(n map[string]int) string {
	var out []string
	for _, r := range slices.Sorted(maps.Keys(n)) {
		out = append(out, fmt.Sprintf("%d %s", n[r], r))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// seenGames reads the games of the sets under dirs (every SGF file
// below each), so that collect takes none of them again.
func seenGames(dirs []string) ([]*sgf.Record, error) {
	var seen []*sgf.Record
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sgf") {
				return err
			}
			if r, _ := readRecord(path); r != nil {
				seen = append(seen, r)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return seen, nil
}

// komiTable is the komi the records of a collection give, by series and
// year, from file names that -infer-komi matches.
type komiTable struct {
	name  *regexp.Regexp
	komis map[string]map[int][]float64 // series, year: the komis given
}

// readKomis reads the komi of every SGF file under dir whose name name
// matches: its first group names the series (a title: "Hon", "M"), its
// second the year or term, a number.
func readKomis(dir string, name *regexp.Regexp) (*komiTable, error) {
	t := &komiTable{name: name, komis: map[string]map[int][]float64{}}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		series, year, ok := t.series(filepath.Base(path))
		if !ok || !isRecord(path) {
			return nil
		}
		if r, _ := readRecord(path); r != nil && r.HasKomi {
			if t.komis[series] == nil {
				t.komis[series] = map[int][]float64{}
			}
			t.komis[series][year] = append(t.komis[series][year], r.Komi)
		}
		return nil
	})
	return t, err
}

// series is the series and year of a file named name.
func (t *komiTable) series(name string) (string, int, bool) {
	m := t.name.FindStringSubmatch(name)
	if len(m) < 3 {
		return "", 0, false
	}
	year, err := strconv.Atoi(m[2])
	if err != nil {
		return "", 0, false
	}
	return strings.ToLower(m[1]), year, true
}

// infer gives the komi of a record without KM, in a file named name, with
// the result re: the komi the records of the same series give in the
// nearest year that has any (the year before and the year after, when
// they are as near), when they all give one komi and it can make re's
// margin (a komi of n.5 makes a margin of m.5; a whole komi, a whole
// margin). It names the series and year the komi came from.
func (t *komiTable) infer(name, re string) (float64, string, bool) {
	series, year, ok := t.series(name)
	if !ok || len(t.komis[series]) == 0 {
		return 0, "", false
	}
	for d := 0; d <= 100; d++ {
		var ks []float64
		var years []string
		for _, y := range []int{year - d, year + d} {
			if k := t.komis[series][y]; len(k) > 0 && !slices.Contains(years, strconv.Itoa(y)) {
				ks = append(ks, k...)
				years = append(years, strconv.Itoa(y))
			}
		}
		if len(ks) == 0 {
			continue
		}
		k := ks[0]
		for _, x := range ks {
			if x != k {
				return 0, "", false
			}
		}
		margin, err := strconv.ParseFloat(re[2:], 64)
		if err != nil || halfPoint(margin) != halfPoint(k) {
			return 0, "", false
		}
		return k, series + " " + strings.Join(years, ","), true
	}
	return 0, "", false
}

// halfPoint tells whether x has a half point.
func halfPoint(x float64) bool { return x != math.Trunc(x) }
