package main

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/engine/mcts"
)

// TestRunMakesABook runs the command with small searches: what it writes
// is a book that parses, places two stones and answers each of White's 47
// first moves, and the same settings write the same book.
func TestRunMakesABook(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 7, 300, 2, 2); err != nil {
		t.Fatal(err)
	}
	bk, err := mcts.ParseBook(a.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, a.String())
	}
	if bk.Len() != 2+47 {
		t.Errorf("%d entries, want 49", bk.Len())
	}
	if err := run(&b, 7, 300, 2, 1); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Error("the same settings on one job and two wrote different books")
	}
}
