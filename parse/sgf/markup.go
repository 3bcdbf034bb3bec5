package sgf

import (
	"github.com/goscore/goscore/board"
)

// markup adds the points of a TB, TW or MA property of the main line's
// last node to g: a point or a rectangle "aa:cc" a value, each point kept
// once, in file order.
func (p *parser) markup(prop property, g *Record) error {
	list := &g.Marked
	switch prop.name {
	case "TB":
		list = &g.Territory[board.Black]
	case "TW":
		list = &g.Territory[board.White]
	}
	return p.points(prop, g, func(_ value, pt board.Point) error {
		if !contains(*list, pt) {
			*list = append(*list, pt)
		}
		return nil
	})
}

func contains(list []board.Point, p board.Point) bool {
	for _, q := range list {
		if q == p {
			return true
		}
	}
	return false
}
