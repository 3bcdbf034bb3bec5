package record

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRandomSameSeedSameBoards: the same seed gives the same boards, in
// order, and each is written under its number when Dir is set.
func TestRandomSameSeedSameBoards(t *testing.T) {
	dir := t.TempDir()
	a, b := NewRandom(7), NewRandom(7)
	for _, r := range []*Random{a, b} {
		r.Width, r.Height, r.Moves, r.Count = 5, 4, 6, 12
	}
	b.Dir = dir
	for i := 1; i <= 3; i++ {
		va, vb := a.Board(i), b.Board(i)
		if va.Text != vb.Text || va.Name != vb.Name {
			t.Fatalf("board %d: %s %q and %s %q from one seed", i, va.Name, va.Text, vb.Name, vb.Text)
		}
		got, err := os.ReadFile(filepath.Join(dir, vb.Name))
		if err != nil || string(got) != vb.Text || vb.Out != filepath.Join(dir, vb.Name) {
			t.Errorf("board %d: wrote %q to %s (%v), want %q", i, got, vb.Out, err, vb.Text)
		}
	}
	if n := a.Board(4).Name; n != "board-0004.txt" {
		t.Errorf("name %q, want board-0004.txt", n)
	}
}
