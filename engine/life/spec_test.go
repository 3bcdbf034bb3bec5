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

// TestParseSpecEngine: everything after "engine:" is the engine's command
// line, commas, spaces and quotes kept, so an engine's own flags cannot be
// taken for vertices; the prefix is in any case, and an empty command is
// an error.
func TestParseSpecEngine(t *testing.T) {
	for _, tc := range []struct{ in, cmd string }{
		{"engine:gnugo --mode gtp", "gnugo --mode gtp"},
		{" Engine: katago gtp -config a,b.cfg ", "katago gtp -config a,b.cfg"},
		{`engine:sh -c 'pachi -t =5000 2>/dev/null'`, `sh -c 'pachi -t =5000 2>/dev/null'`},
	} {
		sp, err := ParseSpec(tc.in)
		if err != nil || sp.Method != MethodEngine || sp.Engine != tc.cmd {
			t.Errorf("%q: %+v, %v; want engine %q", tc.in, sp, err, tc.cmd)
		}
	}
	for _, bad := range []string{"engine:", "engine:   ", "engine"} {
		if _, err := ParseSpec(bad); !errors.Is(err, ErrSpec) {
			t.Errorf("%q: %v, want ErrSpec", bad, err)
		}
	}
}
