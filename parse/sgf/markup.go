package sgf

import (
	"bytes"

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
	for _, v := range prop.values {
		a, b := v, v
		if i := bytes.IndexByte(v.raw, ':'); i >= 0 {
			a.raw, b.raw = v.raw[:i], v.raw[i+1:]
			b.off += i + 1
		}
		p1, err := p.point(a, g, false)
		if err != nil {
			return err
		}
		p2, err := p.point(b, g, false)
		if err != nil {
			return err
		}
		for y := max(p1.Y(), p2.Y()); y >= min(p1.Y(), p2.Y()); y-- {
			for x := min(p1.X(), p2.X()); x <= max(p1.X(), p2.X()); x++ {
				if pt := board.At(x, y); !contains(*list, pt) {
					*list = append(*list, pt)
				}
			}
		}
	}
	return nil
}

func contains(list []board.Point, p board.Point) bool {
	for _, q := range list {
		if q == p {
			return true
		}
	}
	return false
}
