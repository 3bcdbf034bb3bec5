package verdict

import "testing"

// TestMarkHTMLStarPoints: the usual star points of the usual boards.
func TestMarkHTMLStarPoints(t *testing.T) {
	for _, c := range []struct{ w, n int }{{5, 0}, {7, 0}, {9, 5}, {13, 5}, {19, 9}} {
		if got := len(starPoints(c.w, c.w)); got != c.n {
			t.Errorf("%dx%d: %d star points, want %d", c.w, c.w, got, c.n)
		}
	}
}
