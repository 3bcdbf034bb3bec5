package analyze

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// TestUnfinishedOnlyWhenSettlesSaysSo holds unfinished, settles' quick
// exit, to what it claims: whenever it finds a board unfinished, the whole
// check (settlesLabelled, on the labels of the whole board) finds it
// unfinished too. Random fills of several densities and sizes give many
// open areas, captures still to make and fights of every size; the test
// also asks that the quick exit decides most of them, or it saves nothing.
func TestUnfinishedOnlyWhenSettlesSaysSo(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var e Evaluation
	quick, finished, boards := 0, 0, 0
	for _, size := range []int{5, 7, 9, 11, 13, 19} {
		for _, empty := range []int{5, 10, 20, 30, 45} {
			for range 400 {
				b := randomFillBoard(rng, size, empty)
				fast, full := quickAndFull(&b, &e)
				boards++
				if fast {
					quick++
					if full {
						t.Fatalf("unfinished on a board settles finds finished: %s", rows(&b))
					}
				}
				if full {
					finished++
				}
			}
		}
	}
	t.Logf("%d boards: %d found unfinished by the quick exit, %d finished", boards, quick, finished)
	if quick < boards/2 {
		t.Errorf("the quick exit decided %d of %d boards; expected most", quick, boards)
	}
}

// TestUnfinishedOnRealEnds is the same check on the end positions of the
// fixtures (the hand-made Japanese ones, with their seki, hanezeki and
// false eyes, among them) and of the estimate's game records, as a batch
// without --dead-stones scores them: most of them settle, so here the
// quick exit must stay out of the way of every one that does.
func TestUnfinishedOnRealEnds(t *testing.T) {
	var e Evaluation
	quick, finished, boards := 0, 0, 0
	for _, root := range []string{"../fixtures", "../engine/life/testdata"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) == ".md" || filepath.Ext(path) == ".yaml" {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			games, err := parse.ParseGames(path, data)
			if err != nil {
				return nil // a fixture of a parse error
			}
			for i := range games {
				fast, full := quickAndFull(games[i].Current(), &e)
				boards++
				if fast {
					quick++
					if full {
						t.Errorf("%s: unfinished, but settles finds it finished", path)
					}
				}
				if full {
					finished++
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d end positions: %d found unfinished by the quick exit, %d finished", boards, quick, finished)
	if boards < 1000 || finished < 40 {
		t.Errorf("%d positions, %d finished: the check needs the fixtures and the game records", boards, finished)
	}
}

// quickAndFull evaluates b into e and answers both checks: the quick
// exit's "unfinished", and the full check's "finished".
func quickAndFull(b *board.Board, e *Evaluation) (unfinished, finished bool) {
	Evaluate(b, board.Empty, e)
	e.sk.begin()
	unfinished = e.unfinished()
	var memo readMemo
	return unfinished, e.settlesLabelled(&memo)
}

// randomFillBoard is a size x size board whose points are empty with
// probability empty%, else black or white alike.
func randomFillBoard(rng *rand.Rand, size, empty int) board.Board {
	b, _ := board.New(size, size)
	for y := range size {
		for x := range size {
			switch r := rng.IntN(100); {
			case r < empty:
			case r < empty+(100-empty)/2:
				b.Set(board.At(x, y), board.Black)
			default:
				b.Set(board.At(x, y), board.White)
			}
		}
	}
	return b
}

// rows draws b a row a line, top row first: . X O.
func rows(b *board.Board) string {
	out := "\n"
	for y := b.Height() - 1; y >= 0; y-- {
		for x := range b.Width() {
			out += string(".XO#"[b.At(board.At(x, y))&3])
		}
		out += "\n"
	}
	return out
}

// TestTwoEyesAtIsTheLabelsCount holds twoEyesAt, the quick exit's eye
// count for one string, to the count settles makes on the labels of the
// whole board, string by string, on random fills whose regions of one
// colour come in every size.
func TestTwoEyesAtIsTheLabelsCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var e Evaluation
	strong, weak := 0, 0
	for _, size := range []int{7, 9, 13, 19} {
		for _, empty := range []int{10, 20, 30, 45, 60} {
			for range 100 {
				b := randomFillBoard(rng, size, empty)
				Evaluate(&b, board.Empty, &e)
				s := &e.sk
				s.begin()
				s.labelStrings(&e.After)
				s.labelRegions(&e.After, &e.fill.reach)
				if _, open := e.countLiberties(); open {
					continue // countLiberties stopped before counting every eye
				}
				cells := e.After.Cells()
				for _, p := range e.After.Points(nil) {
					if k := cells[p]; k != Black && k != White {
						continue
					}
					want := s.eyeLibs[s.sid[p]] >= 2
					if got := s.twoEyesAt(cells, p, &e.fill.reach); got != want {
						t.Fatalf("string at %v: twoEyesAt %v, the labels' count %v:%s", p, got, want, rows(&b))
					}
					if want {
						strong++
					} else {
						weak++
					}
				}
			}
		}
	}
	if strong < 1000 || weak < 1000 {
		t.Errorf("%d stones with two eyes, %d without: too few of one kind to check", strong, weak)
	}
}
