package verdict

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestParseMoveReadsColourAndPoint: -m takes a colour word or letter in
// any case and a GTP vertex or ROW,COL after the colon; a move without
// one of them is refused, naming the move.
func TestParseMoveReadsColourAndPoint(t *testing.T) {
	tests := []struct {
		in     string
		colour board.Color
		vertex string // the vertex as written, or the error's start
	}{
		{"b:D4", board.Black, "D4"},
		{"White:2,6", board.White, "2,6"},
		{"W:q16", board.White, "q16"},
		{"D4", 0, `bad move "D4" (want COLOUR:POINT`},
		{"red:D4", 0, `bad move "red:D4": `},
		{"b:I4", 0, `bad move "b:I4": `},
	}
	for _, tt := range tests {
		m, err := ParseMove(tt.in)
		if tt.colour == 0 {
			if err == nil || !strings.HasPrefix(err.Error(), tt.vertex) {
				t.Errorf("ParseMove(%q) error %v, want one starting %q", tt.in, err, tt.vertex)
			}
			continue
		}
		if err != nil || m.Colour != tt.colour || m.Vertex.String() != tt.vertex {
			t.Errorf("ParseMove(%q) = %v %v, %v; want %v %s", tt.in, m.Colour, m.Vertex, err, tt.colour, tt.vertex)
		}
	}
}
