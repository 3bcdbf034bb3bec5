package record

import (
	"os"
	"path/filepath"
	"strings"
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

// TestParseSizeAndFillTakeOnlyWhatTheyNameInRange: --size is N or WxH in
// 1..19 either way round, --fill three percentages that add up to 100;
// anything else is refused with the flag named.
func TestParseSizeAndFillTakeOnlyWhatTheyNameInRange(t *testing.T) {
	sizes := []struct {
		in   string
		w, h int // 0: refused
	}{
		{"9", 9, 9}, {"19x5", 19, 5}, {"3X4", 3, 4}, {"1", 1, 1},
		{"0", 0, 0}, {"20", 0, 0}, {"9x", 0, 0}, {"x9", 0, 0}, {"9x20", 0, 0}, {"-3", 0, 0}, {"nine", 0, 0},
	}
	for _, tt := range sizes {
		w, h, err := ParseSize(tt.in)
		if w != tt.w || h != tt.h || (err != nil) != (tt.w == 0) {
			t.Errorf("ParseSize(%q) = %d, %d, %v; want %d, %d", tt.in, w, h, err, tt.w, tt.h)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "bad --size") {
			t.Errorf("ParseSize(%q): error %q does not name --size", tt.in, err)
		}
	}
	fills := []struct {
		in   string
		want [3]int // zero: refused
	}{
		{"20,40,40", [3]int{20, 40, 40}}, {" 100 ,0,0", [3]int{100, 0, 0}},
		{"20,40", [3]int{}}, {"20,40,41", [3]int{}}, {"-10,60,50", [3]int{}}, {"a,b,c", [3]int{}}, {"20,40,40,0", [3]int{}},
	}
	for _, tt := range fills {
		got, err := ParseFill(tt.in)
		if got != tt.want && err == nil || (err != nil) != (tt.want == [3]int{}) {
			t.Errorf("ParseFill(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "bad --fill") {
			t.Errorf("ParseFill(%q): error %q does not name --fill", tt.in, err)
		}
	}
}
