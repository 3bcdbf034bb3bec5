package ninuki

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/gtp"
	"github.com/goscore/goscore/internal/golden"
)

// newEngine is NewEngine on a DefaultSize board, failing t on an error.
func newEngine(t testing.TB, seed uint64) *gtp.Engine {
	t.Helper()
	e, err := NewEngine(DefaultSize, seed)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestNewEngineSize: the engine starts on the size it is given, and a size
// out of range is an ErrSize error.
func TestNewEngineSize(t *testing.T) {
	tests := []struct {
		size    int
		wantErr bool
	}{
		{MinSize, false}, {DefaultSize, false}, {MaxSize, false},
		{MinSize - 1, true}, {MaxSize + 1, true}, {0, true}, {-3, true},
	}
	for _, tc := range tests {
		t.Run(strconv.Itoa(tc.size), func(t *testing.T) {
			e, err := NewEngine(tc.size, 1)
			if tc.wantErr {
				if !errors.Is(err, ErrSize) || e != nil {
					t.Fatalf("NewEngine(%d) = %v, %v; want ErrSize", tc.size, e, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := e.Execute("gogui-rules_board_size"); got != "= "+strconv.Itoa(tc.size)+"\n\n" {
				t.Errorf("board size: %q", got)
			}
		})
	}
}

// transcript feeds script to a fresh engine seeded with 1 and returns the
// session (see gtp.Engine.Transcript).
func transcript(t *testing.T, script string) string {
	t.Helper()
	return newEngine(t, 1).Transcript(script)
}

// TestTranscripts runs testdata/transcripts/*.gtp and compares each session
// with its .golden file; go test -update rewrites them.
func TestTranscripts(t *testing.T) {
	scripts, err := filepath.Glob("testdata/transcripts/*.gtp")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, path := range scripts {
		t.Run(filepath.Base(path), func(t *testing.T) {
			script, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := transcript(t, string(script))
			golden.Check(t, strings.TrimSuffix(path, ".gtp")+".golden", []byte(got))
		})
	}
}

// TestServe checks the protocol loop over readers and writers: the answers
// are those of Execute, and quit ends the session before the next line.
func TestServe(t *testing.T) {
	in := "boardsize 5\n\n1 play b c3\n# comment\n2 gogui-rules_side_to_move\n3 quit\nplay w a1\n"
	var out strings.Builder
	if err := newEngine(t, 1).Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=\n\n=1\n\n=2 white\n\n=3\n\n"
	if out.String() != want {
		t.Errorf("Serve wrote %q, want %q", out.String(), want)
	}
	out.Reset()
	if err := newEngine(t, 1).Serve(strings.NewReader("name"), &out); err != nil || out.String() != "= goscore-ninuki\n\n" {
		t.Errorf("Serve to EOF: %q, %v", out.String(), err)
	}
}

// selfPlay plays a game on an n x n board by genmove from seed and returns
// the moves and the final result, checking that each move was legal.
func selfPlay(t *testing.T, n int, seed uint64) ([]string, string) {
	t.Helper()
	e := newEngine(t, seed)
	ask := func(cmd string) string {
		resp := e.Execute(cmd)
		if !strings.HasPrefix(resp, "=") {
			t.Fatalf("%s: %q", cmd, resp)
		}
		return strings.TrimSpace(strings.TrimPrefix(resp, "="))
	}
	ask("boardsize " + strconv.Itoa(n))
	var moves []string
	colour := "b"
	for range 2 * n * n {
		if ask("gogui-rules_final_result") != "unknown" {
			break
		}
		legal := strings.Fields(ask("gogui-rules_legal_moves"))
		m := ask("genmove " + colour)
		if !slices.Contains(legal, m) {
			t.Fatalf("seed %d: genmove %s = %q, not among %v", seed, colour, m, legal)
		}
		moves = append(moves, m)
		colour = map[string]string{"b": "w", "w": "b"}[colour]
	}
	result := ask("gogui-rules_final_result")
	switch result {
	case "black", "white":
		winner, loser := result[:1], map[string]string{"b": "w", "w": "b"}[result[:1]]
		if got := ask("genmove " + loser); got != "resign" {
			t.Errorf("seed %d: genmove for the loser %s = %q", seed, loser, got)
		}
		if got := ask("genmove " + winner); got != "pass" {
			t.Errorf("seed %d: genmove for the winner %s = %q", seed, winner, got)
		}
	case "draw":
		if got := ask("genmove b"); got != "pass" {
			t.Errorf("seed %d: genmove after a draw = %q", seed, got)
		}
	default:
		t.Fatalf("seed %d: no result after %d moves: %q", seed, len(moves), result)
	}
	if got := ask("gogui-rules_legal_moves"); got != "" {
		t.Errorf("seed %d: legal moves after the end: %q", seed, got)
	}
	return moves, result
}

// TestGenmoveGames plays random games to the end on several sizes and
// checks that a seed replays its game exactly.
func TestGenmoveGames(t *testing.T) {
	results := map[string]int{}
	for _, n := range []int{2, 3, 5, 7} {
		for seed := uint64(1); seed <= 20; seed++ {
			moves, result := selfPlay(t, n, seed)
			again, result2 := selfPlay(t, n, seed)
			if !slices.Equal(moves, again) || result != result2 {
				t.Errorf("size %d seed %d does not replay: %v %s then %v %s", n, seed, moves, result, again, result2)
			}
			results[result]++
		}
	}
	if results["draw"] == 0 || results["black"] == 0 || results["white"] == 0 {
		t.Errorf("results over 80 games: %v, want some of each", results)
	}
	a, _ := selfPlay(t, 7, 1)
	b, _ := selfPlay(t, 7, 2)
	if slices.Equal(a, b) {
		t.Errorf("seeds 1 and 2 play the same game %v", a)
	}
}
