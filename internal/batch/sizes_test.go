package batch

import (
	"reflect"
	"testing"
)

// TestSizesWarnOnlyOneRowOrColumnOff: in a run of boards of one size, the
// board with a row or a column deleted (or doubled) is warned about, where
// it stands in the run; a run of mixed sizes such as the fixtures
// directory (9x9, 19x19, 5x5, 9x5 ...) gets no warning; a size: header
// is checked on its own.
func TestSizesWarnOnlyOneRowOrColumnOff(t *testing.T) {
	type board struct{ w, h, hw, hh int }
	sq := func(n int) board { return board{n, n, 0, 0} }
	tests := []struct {
		name   string
		boards []board
		want   []int // the indexes warned about
	}{
		{"a row deleted in the middle", []board{sq(11), sq(11), {11, 10, 0, 0}, sq(11)}, []int{2}},
		{"a column pasted twice", []board{sq(9), sq(9), {10, 9, 0, 0}, sq(9)}, []int{2}},
		{"one board before is no usual size", []board{sq(9), {10, 9, 0, 0}, sq(9)}, nil},
		{"the first board is the odd one: no usual size before it, no warning", []board{{11, 10, 0, 0}, sq(11), sq(11), sq(11)}, nil},
		{"hand-made positions of many small sizes: warned only while one size is most", []board{{6, 5, 0, 0}, {6, 5, 0, 0}, {7, 5, 0, 0}, {7, 6, 0, 0}, {7, 5, 0, 0}, {8, 5, 0, 0}, {9, 6, 0, 0}, {8, 6, 0, 0}}, []int{2}},
		{"mixed sizes", []board{sq(9), sq(19), sq(9), sq(5), sq(7), {9, 5, 0, 0}, {5, 9, 0, 0}, sq(1), sq(6), sq(7), sq(11), sq(2)}, nil},
		{"a rectangle run", []board{{9, 5, 0, 0}, {9, 5, 0, 0}, {9, 4, 0, 0}}, []int{2}},
		{"a header agrees, a header disagrees; neither counts for the run", []board{{11, 10, 11, 10}, sq(11), {11, 10, 11, 11}, {9, 9, 9, 9}, {9, 9, 9, 9}, sq(11)}, []int{2}},
		{"a header makes a one-off board its own", []board{sq(11), sq(11), {11, 10, 11, 10}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var s Sizes
			var got []int
			for i, b := range tc.boards {
				if s.Check(b.w, b.h, b.hw, b.hh) {
					got = append(got, i)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("warned about %v, want %v", got, tc.want)
			}
		})
	}
}
