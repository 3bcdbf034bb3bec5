package verdict

import (
	"fmt"
	"strings"

	"github.com/goscore/goscore/board"
)

// ParseMove reads legal's -m COLOUR:POINT, like b:D4 or white:2,6.
func ParseMove(s string) (Move, error) {
	col, pt, ok := strings.Cut(s, ":")
	if !ok {
		return Move{}, fmt.Errorf("bad move %q (want COLOUR:POINT, like b:D4 or white:2,6)", s)
	}
	c, err := board.ParseColor(col)
	if err != nil {
		return Move{}, fmt.Errorf("bad move %q: %v", s, err)
	}
	v, err := board.ParseVertex(pt)
	if err != nil {
		return Move{}, fmt.Errorf("bad move %q: %v", s, err)
	}
	return Move{Colour: c, Vertex: v}, nil
}
