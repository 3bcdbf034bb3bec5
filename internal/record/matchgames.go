package record

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// MatchGames returns what saves game n of a match of games games as
// dir/game-NNN.sgf (three digits, more for a longer match), through a
// temporary file and rename. Unless overwrite, it first checks that none
// of those files is there already, so a second match into the same --sgf
// directory does not replace the first one's games without being asked;
// the error names the first it finds. The games played says were played
// by an earlier run of the same match, which this one goes on from, are
// expected there (played may be nil).
func MatchGames(dir string, games int, overwrite bool, played func(n int) bool) (save func(n int, rec *sgf.Record) error, err error) {
	digits := max(3, len(strconv.Itoa(games)))
	name := func(n int) string { return filepath.Join(dir, fmt.Sprintf("game-%0*d.sgf", digits, n)) }
	if !overwrite {
		if err := noEarlierGames(dir, games, name, played); err != nil {
			return nil, err
		}
	}
	return func(n int, rec *sgf.Record) error {
		text := sgf.Format(rec)
		if text == "" {
			return fmt.Errorf("game %d cannot be written as SGF", n)
		}
		return atomicfile.WriteFile(name(n), []byte(text), 0o644)
	}, nil
}

// noEarlierGames checks that none of the files games 1 to n would be
// saved as (name(i)) is in dir already, but those of the games played.
func noEarlierGames(dir string, n int, name func(int) string, played func(int) bool) error {
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fmt.Errorf("--sgf %s: not a directory", parse.QuoteName(dir))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil // no directory yet: the first save makes it
	}
	have := make(map[string]bool, len(entries))
	for _, e := range entries {
		have[e.Name()] = true
	}
	for i := 1; i <= n; i++ {
		if have[filepath.Base(name(i))] && (played == nil || !played(i)) {
			return fmt.Errorf("--sgf %s: %s is there already, from an earlier run; give --overwrite to replace its games, or another directory",
				parse.QuoteName(dir), parse.QuoteName(name(i)))
		}
	}
	return nil
}
