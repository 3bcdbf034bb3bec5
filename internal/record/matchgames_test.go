package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goscore/goscore/parse/sgf"
)

// TestMatchGamesRefusesAnEarlierRunsGames: a match saves game n as
// game-NNN.sgf, with more digits for a longer match; a file of those
// names already in the directory is refused, the first one named, unless
// overwrite; other files do not matter.
func TestMatchGamesRefusesAnEarlierRunsGames(t *testing.T) {
	tests := []struct {
		name      string
		games     int
		have      []string
		overwrite bool
		want      string // the file game 1 is saved as, or what the error says
	}{
		{"empty", 3, nil, false, "game-001.sgf"},
		{"long match", 1000, nil, false, "game-0001.sgf"},
		{"other files", 3, []string{"game-004.sgf", "notes.txt"}, false, "game-001.sgf"},
		{"earlier game", 3, []string{"game-003.sgf", "game-002.sgf"}, false, "game-002.sgf is there already, from an earlier run"},
		{"overwrite", 3, []string{"game-001.sgf"}, true, "game-001.sgf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range tt.have {
				if err := os.WriteFile(filepath.Join(dir, f), []byte("(;)"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			save, err := MatchGames(dir, tt.games, tt.overwrite, nil)
			if err != nil {
				if !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error %q, want it to say %q", err, tt.want)
				}
				return
			}
			recs, err := sgf.Parse("g.sgf", []byte("(;GM[1]SZ[9];B[ee])"))
			if err != nil {
				t.Fatal(err)
			}
			if err := save(1, recs[0]); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(filepath.Join(dir, tt.want)); err != nil {
				t.Errorf("game 1 not saved as %s: %v", tt.want, err)
			}
		})
	}
}

// TestMatchGamesRefusesAFileAsDir: --sgf naming a file is an error before
// any game is played.
func TestMatchGamesRefusesAFileAsDir(t *testing.T) {
	f := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := MatchGames(f, 2, false, nil); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("got %v, want not a directory", err)
	}
}
