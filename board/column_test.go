package board

import "testing"

// TestColumnLabels: letters from A, I skipped, one space apart; a column
// off every board is "?".
func TestColumnLabels(t *testing.T) {
	if got := ColumnLabels(9); got != "A B C D E F G H J" {
		t.Errorf("9: %q", got)
	}
	if got := ColumnLabels(MaxSize); got != "A B C D E F G H J K L M N O P Q R S T" {
		t.Errorf("19: %q", got)
	}
	if ColumnLabels(0) != "" || ColumnLetter(-1) != "?" || ColumnLetter(MaxSize) != "?" {
		t.Error("edges")
	}
}
