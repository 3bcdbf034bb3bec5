package playout

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/goscore/goscore/board"
)

// Model is a learned move model: a strength (Coulom's gamma) for each
// value of each feature group (features.go), learned from game records;
// a move's strength is the product of its features' strengths, and its
// probability among the legal moves of a position its share of their
// sum. The zero Model is not usable; use NewModel, ParseModel or
// DefaultModel. A Model is not changed after it is made, so goroutines
// may share it.
type Model struct {
	// shapes maps, for each shape group (ShapeGroup), the feature of
	// every orientation of each known shape (its key, or for Shape3 and
	// Shape4 the key's hash) to its value in Gamma; value 0 is every
	// other shape.
	shapes [Groups]map[uint32]uint32
	// canonical lists, for each shape group, the known shapes' canonical
	// keys, value 1 first.
	canonical [Groups][]ShapeKey
	// Gamma holds each group's strengths by value.
	Gamma [Groups][]float64
}

// ShapeGroup reports whether group g's values are shapes (Shape, Shape2,
// Shape3, Shape4), whose keys a model knows by name, not by number.
func ShapeGroup(g int) bool {
	return g == GroupShape || g == GroupShape2 || g == GroupShape3 || g == GroupShape4
}

// shapePoints is the number of points of a shape of group g.
func shapePoints(g int) int {
	switch g {
	case GroupShape3:
		return big3Points
	case GroupShape4:
		return big4Points
	}
	return 0 // Shape and Shape2: their keys are one word
}

// Canonical returns the canonical key of a key of the shape group g: the
// least of its orientations' keys.
func Canonical(g int, key ShapeKey) ShapeKey {
	switch g {
	case GroupShape:
		return ShapeKey{uint64(CanonicalShape(uint32(key[0])))}
	case GroupShape2:
		return ShapeKey{uint64(CanonicalDiamond(uint32(key[0])))}
	}
	return canonicalBig(key, shapePoints(g))
}

// orientationFeatures returns the features of a shape key's 8 rotations
// and reflections in shape group g: their keys, or for Shape3 and Shape4
// their keys' hashes.
func orientationFeatures(g int, key ShapeKey) [8]uint32 {
	switch g {
	case GroupShape:
		return ShapeKeys(uint32(key[0]))
	case GroupShape2:
		return DiamondKeys(uint32(key[0]))
	}
	var out [8]uint32
	for s := range out {
		out[s] = bigHash(bigOrientation(key, shapePoints(g), s))
	}
	return out
}

// NewModel returns a model that knows, in each shape group g, the shapes
// of known[g] (canonical keys: Canonical's) and gives every feature
// strength 1.
func NewModel(known [Groups][]ShapeKey) *Model {
	m := &Model{}
	for g := range m.Gamma {
		n := GroupSizes[g]
		if ShapeGroup(g) {
			m.shapes[g] = map[uint32]uint32{}
			seen := map[ShapeKey]bool{}
			for _, c := range known[g] {
				if seen[c] {
					continue
				}
				seen[c] = true
				m.canonical[g] = append(m.canonical[g], c)
				v := uint32(len(m.canonical[g]))
				for _, k := range orientationFeatures(g, c) {
					m.shapes[g][k] = v
				}
			}
			n = len(m.canonical[g]) + 1
		}
		m.Gamma[g] = slices.Repeat([]float64{1}, n)
	}
	return m
}

// Shapes returns the canonical keys of the shapes m knows in shape group
// g, in the order of their values (the first is value 1).
func (m *Model) Shapes(g int) []ShapeKey { return m.canonical[g] }

// Values turns a move's Features, as MoveFeatures gives them (the shape
// groups raw keys), into the values m indexes its strengths by: each
// shape's value, 0 for a shape m does not know.
func (m *Model) Values(f Features) Features {
	for g := range f {
		if ShapeGroup(g) {
			f[g] = m.shapes[g][f[g]]
		}
	}
	return f
}

// Strength returns the strength of a move of values v (see Values).
func (m *Model) Strength(v *Features) float64 {
	s := 1.0
	for g, x := range v {
		s *= m.Gamma[g][x]
	}
	return s
}

// MoveStrength returns the strength of c's legal move at p on pb.
func (m *Model) MoveStrength(pb *Board, c board.Color, p board.Point) float64 {
	v := m.Values(pb.MoveFeatures(c, p))
	return m.Strength(&v)
}

// WriteTo writes m as ParseModel reads it: a line a strength, "group
// value gamma", each shape's value its canonical key in hexadecimal and
// "other" for the shapes m does not know.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString("# goscore move model: group value strength (see engine/playout/model.go)\n")
	for g := range m.Gamma {
		for x, gamma := range m.Gamma[g] {
			value := strconv.Itoa(x)
			if ShapeGroup(g) {
				value = "other"
				if x > 0 {
					value = formatKey(g, m.canonical[g][x-1])
				}
			}
			fmt.Fprintf(&b, "%s %s %.6g\n", GroupNames[g], value, gamma)
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// ParseModel reads a model as WriteTo writes it. Every value of every
// group but the shape groups (ShapeGroup), which give the shapes they
// know and "other", must be given once; a line that says anything else
// is an error with its line number.
func ParseModel(r io.Reader) (*Model, error) {
	type entry struct {
		group, value int
		gamma        float64
	}
	var entries []entry
	var known [Groups][]ShapeKey
	var other [Groups]float64
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 3 {
			return nil, fmt.Errorf("line %d: want group, value and strength: %q", line, text)
		}
		g := slices.Index(GroupNames[:], fields[0])
		gamma, err := strconv.ParseFloat(fields[2], 64)
		if g < 0 || err != nil || !(gamma > 0) || math.IsInf(gamma, 0) {
			return nil, fmt.Errorf("line %d: bad group or strength: %q", line, text)
		}
		switch {
		case ShapeGroup(g) && fields[1] == "other":
			other[g] = gamma
		case ShapeGroup(g):
			key, ok := parseKey(g, fields[1])
			if !ok || key != Canonical(g, key) {
				return nil, fmt.Errorf("line %d: not a canonical shape key: %q", line, text)
			}
			known[g] = append(known[g], key)
			entries = append(entries, entry{g, len(known[g]), gamma})
		default:
			x, err := strconv.Atoi(fields[1])
			if err != nil || x < 0 || x >= GroupSizes[g] {
				return nil, fmt.Errorf("line %d: bad value for %s: %q", line, fields[0], text)
			}
			entries = append(entries, entry{g, x, gamma})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	m := NewModel(known)
	seen := map[[2]int]bool{}
	for _, e := range entries {
		if seen[[2]int{e.group, e.value}] || ShapeGroup(e.group) && len(m.canonical[e.group]) != len(known[e.group]) {
			return nil, fmt.Errorf("%s %d is given twice", GroupNames[e.group], e.value)
		}
		seen[[2]int{e.group, e.value}] = true
		m.Gamma[e.group][e.value] = e.gamma
	}
	for g := range m.Gamma {
		if ShapeGroup(g) {
			if other[g] == 0 {
				return nil, fmt.Errorf("no strength for %s other", GroupNames[g])
			}
			m.Gamma[g][0] = other[g]
			continue
		}
		for x := range GroupSizes[g] {
			if !seen[[2]int{g, x}] {
				return nil, fmt.Errorf("no strength for %s %d", GroupNames[g], x)
			}
		}
	}
	return m, nil
}

// keyDigits is the number of hexadecimal digits of a key of shape group
// g in a model's file: two bits a point.
func keyDigits(g int) int {
	if n := shapePoints(g); n > 0 {
		return n / 2
	}
	return 8
}

// formatKey writes a key of shape group g as a model's file has it: in
// hexadecimal, keyDigits(g) digits.
func formatKey(g int, k ShapeKey) string {
	if n := keyDigits(g); n > 16 {
		return fmt.Sprintf("%0*x%016x", n-16, k[1], k[0])
	}
	return fmt.Sprintf("%0*x", keyDigits(g), k[0])
}

// parseKey reads a key of shape group g as formatKey writes it.
func parseKey(g int, text string) (ShapeKey, bool) {
	var k ShapeKey
	if len(text) != keyDigits(g) {
		return k, false
	}
	lo := max(0, len(text)-16)
	var err1, err2 error
	k[0], err1 = strconv.ParseUint(text[lo:], 16, 64)
	if lo > 0 {
		k[1], err2 = strconv.ParseUint(text[:lo], 16, 64)
	}
	return k, err1 == nil && err2 == nil
}

// ParsePriors returns the model that the name of a tree's priors asks
// for: DefaultModel for "learned", none (the hand-set priors) for "hand".
func ParsePriors(name string) (*Model, error) {
	switch name {
	case "learned":
		return DefaultModel(), nil
	case "hand":
		return nil, nil
	}
	return nil, fmt.Errorf("unknown priors %q (want learned or hand)", name)
}

// defaultModel is the model goscore ships: see DefaultModel.
//
//go:embed moves.model
var defaultModel string

var (
	defaultOnce sync.Once
	defaultM    *Model
)

// DefaultModel returns the model goscore ships, learned from game records
// by internal/cmd/learnmoves (its README says from which, and how well it
// predicts moves). It is read once.
func DefaultModel() *Model {
	defaultOnce.Do(func() {
		m, err := ParseModel(strings.NewReader(defaultModel))
		if err != nil {
			panic("playout: the shipped move model: " + err.Error())
		}
		defaultM = m
	})
	return defaultM
}
