package life

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestChooseErrorsNameNoFlag: a listed vertex that cannot be taken is a
// *VertexError naming the vertex only; the caller adds where the list came
// from (the command line's flag, or GTP's configuration).
func TestChooseErrorsNameNoFlag(t *testing.T) {
	b, _ := board.New(3, 3)
	b.Set(board.At(0, 0), board.Black)
	for _, tc := range []struct{ list, want string }{
		{"B2", "B2: no stone there"},
		{"J9", "J9: off the 3x3 board"},
	} {
		sp, err := ParseSpec(tc.list)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = sp.Choose(&b, &b)
		var ve *VertexError
		if !errors.As(err, &ve) || !errors.Is(err, ErrVertex) || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q as a *VertexError", tc.list, err, tc.want)
		}
	}
	if _, err := ParseSpec("D4,,pass"); !errors.Is(err, ErrSpec) {
		t.Errorf("a pass in the list: %v, want ErrSpec", err)
	}
}
