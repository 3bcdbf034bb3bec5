package sgf

import (
	"bytes"
	"io"
	"strings"

	"github.com/goscore/goscore/board"
)

// Node is a node of a game tree as its file wrote it: every property,
// known to goscore or not, in file order with its values raw, and every
// variation. A Record is what the rules read of a game; a tree is what a
// program that writes the game back must keep, so that comments, names,
// variations and properties goscore never reads survive the trip.
type Node struct {
	Props []Prop
	// Children are the variations that follow the node, the main line
	// first.
	Children []*Node
}

// Prop is a property as written: its identifier and its values, each the
// text between the brackets with its escapes still in.
type Prop struct {
	// ID is the identifier as the file spells it: "B", "AB", or an old
	// FF[3] "AddBlack". Name gives the upper-case letters goscore reads.
	ID     string
	Values []string
}

// Name returns the identifier's upper-case letters, which are what
// identifies a property: "AB" for both AB and AddBlack.
func (p *Prop) Name() string { return upperLetters(p.ID) }

// upperLetters returns the upper-case letters of id.
func upperLetters(id string) string {
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			var sb strings.Builder
			for j := 0; j < len(id); j++ {
				if id[j] >= 'A' && id[j] <= 'Z' {
					sb.WriteByte(id[j])
				}
			}
			return sb.String()
		}
	}
	return id
}

// ParseTrees reads an SGF collection as trees, the root node of each game:
// the same games as Parse reads, with the same syntax and the same
// repairs of it (text outside the games is skipped, a file cut off keeps
// what was read), and nothing else judged: the values are not read, so a
// tree keeps what the Record of its game leaves out. name is used in
// errors only, each an *Error. Nesting of any depth is read without
// recursion.
func ParseTrees(name string, data []byte) ([]*Node, error) {
	p := &parser{name: name, data: data}
	if bytes.HasPrefix(data, bom) {
		p.off = len(bom)
	}
	p.at = place{off: p.off, pos: Pos{Line: 1, Col: 1}}
	t := treeParser{p: p, text: string(data)}
	var games []*Node
	for {
		p.skipSpace()
		if p.off == len(data) {
			break
		}
		if data[p.off] != '(' {
			p.off = nextGame(data, p.off)
			continue
		}
		if len(games) == MaxGames {
			return nil, p.errorf(p.off, ErrTooMany, "more than %d games in the collection (goscore reads at most %d)", MaxGames, MaxGames)
		}
		root, err := t.tree()
		if err != nil {
			return nil, err
		}
		games = append(games, root)
	}
	if len(games) == 0 {
		return nil, p.errorf(p.off, ErrSyntax, `no game (want "(;")`)
	}
	return games, nil
}

// treeParser builds trees with the record parser's scanner. Identifiers
// and values are substrings of text, the file read once as a string, so
// a tree costs its nodes and no copy of its text.
type treeParser struct {
	p      *parser
	text   string
	slab   []Node   // nodes are allocated from here, a block at a time,
	props  []Prop   // and their properties,
	values []string // and the properties' values
}

// newNode returns an empty node from the slab.
func (t *treeParser) newNode() *Node {
	if len(t.slab) == 0 {
		t.slab = make([]Node, 64)
	}
	n := &t.slab[0]
	t.slab = t.slab[1:]
	return n
}

// newValues returns room for n values from the slab: most properties
// have one or a few, and a block of them costs one allocation.
func (t *treeParser) newValues(n int) []string {
	if n > 64 {
		return make([]string, n)
	}
	if len(t.values) < n {
		t.values = make([]string, 1024)
	}
	v := t.values[:n:n]
	t.values = t.values[n:]
	return v
}

// tree reads the game tree that starts at the "(" at p.off, as gameTree
// reads it, and returns its root.
func (t *treeParser) tree() (*Node, error) {
	p := t.p
	type seq struct {
		open     int   // offset of its "("
		last     *Node // its last node so far: where a variation inside it hangs
		hadChild bool  // whether a variation has started inside it
	}
	var (
		open []seq
		root *Node
	)
	truncated := func(off int, what string) (*Node, error) {
		if root == nil {
			return nil, p.errorf(off, ErrSyntax, "unclosed %q", what)
		}
		return root, nil
	}
	for {
		var parent *Node // the node the sequence hangs from; nil for the root
		if len(open) > 0 {
			open[len(open)-1].hadChild = true
			parent = open[len(open)-1].last
		}
		open = append(open, seq{open: p.off, last: parent})
		s := &open[len(open)-1]
		p.off++
		p.skipSpace()
		if p.off == len(p.data) {
			return truncated(s.open, "(")
		}
		if p.data[p.off] != ';' {
			return nil, p.errorf(p.off, ErrSyntax, `unexpected %s (want ";" to start a node)`, p.charAt(p.off))
		}
		for p.off < len(p.data) && p.data[p.off] == ';' {
			n, unclosed, err := t.node()
			if err != nil {
				return nil, err
			}
			// A node cut off inside a value keeps what came before it,
			// and goes only when nothing did, as Parse reads it.
			if unclosed < 0 || len(n.Props) > 0 {
				if s.last == nil {
					root = n
				} else {
					s.last.Children = append(s.last.Children, n)
				}
				s.last = n
			}
			if unclosed >= 0 {
				return truncated(unclosed, "[")
			}
		}
		for {
			if p.off == len(p.data) {
				return truncated(open[len(open)-1].open, "(")
			}
			c := p.data[p.off]
			if c == '(' {
				break
			}
			if c != ')' {
				want := `a property, ";", "(" or ")"`
				if open[len(open)-1].hadChild {
					want = `"(" or ")" after a variation`
				}
				return nil, p.errorf(p.off, ErrSyntax, "unexpected %s (want %s)", p.charAt(p.off), want)
			}
			open = open[:len(open)-1]
			p.off++
			if len(open) == 0 {
				return root, nil
			}
			p.skipSpace()
		}
	}
}

// node reads the node that starts at the ";" at p.off with every
// property, as parser.node reads it: unclosed is the offset of the "[" of
// a value the file ends inside (that property dropped), else -1.
func (t *treeParser) node() (n *Node, unclosed int, err error) {
	p := t.p
	p.off++
	n = t.newNode()
	if hint := t.countProps(p.off); cap(t.props)-len(t.props) < hint {
		t.props = make([]Prop, 0, max(256, hint))
	}
	start := len(t.props) // n's properties are t.props[start:]
	defer func() {
		end := len(t.props)
		if n != nil && end > start {
			n.Props = t.props[start:end:end]
		}
	}()
	for {
		p.skipSpace()
		if p.off == len(p.data) || !isLetter(p.data[p.off]) {
			return n, -1, nil
		}
		idStart := p.off
		prop, unclosed, err := p.property()
		if err != nil {
			return nil, -1, err
		}
		if unclosed >= 0 && !(listProperty[prop.name] && len(prop.values) > 0) {
			return n, unclosed, nil
		}
		// A list cut off keeps its whole values, as Parse keeps them.
		if len(prop.values) == 0 {
			continue // cut off before its value, as Parse drops it
		}
		end := idStart
		for end < len(p.data) && isLetter(p.data[end]) {
			end++
		}
		values := t.newValues(len(prop.values))
		for i, v := range prop.values {
			values[i] = t.text[v.off : v.off+len(v.raw)]
		}
		if len(t.props) == cap(t.props) {
			// A new block, with room for this node's properties to grow:
			// they must stay in one piece.
			own := t.props[start:]
			t.props = make([]Prop, len(own), max(256, 2*len(own)))
			copy(t.props, own)
			start = 0
		}
		t.props = append(t.props, Prop{ID: t.text[idStart:end], Values: values})
		if unclosed >= 0 {
			return n, unclosed, nil
		}
	}
}

// countProps counts the properties of the node whose text starts at off,
// past its ";", so that node can allocate them at once: a node of a
// hundred thousand properties would otherwise cost several times their
// size in copies as its list grew.
func (t *treeParser) countProps(off int) int {
	data := t.p.data
	n := 0
	skip := func() {
		for off < len(data) && isSpace(data[off]) {
			off++
		}
	}
	for {
		skip()
		if off >= len(data) || !isLetter(data[off]) {
			return n
		}
		for off < len(data) && isLetter(data[off]) {
			off++
		}
		skip()
		n++
		for off < len(data) && data[off] == '[' {
			for off++; off < len(data) && data[off] != ']'; off++ {
				if data[off] == '\\' {
					off++
				}
			}
			off++
			skip()
		}
	}
}

// FormatTrees returns the SGF text of the games whose roots are given, in
// the layout Write uses: a node a line unless it is a lone move, which
// joins the line before while it stays short, and each variation on a
// line of its own. ParseTrees reads back the same trees, and formatting
// them again gives the same text.
func FormatTrees(roots ...*Node) string {
	var w treeWriter
	for _, r := range roots {
		w.game(r)
	}
	return w.sb.String()
}

// WriteTrees writes FormatTrees(roots...) to w.
func WriteTrees(w io.Writer, roots ...*Node) error {
	_, err := io.WriteString(w, FormatTrees(roots...))
	return err
}

// treeWriter lays trees out as text.
type treeWriter struct {
	sb   strings.Builder
	line int // the length of the line being written
}

// lineMax is the length past which a line breaks where SGF allows it.
const lineMax = 72

func (w *treeWriter) write(s string) {
	w.sb.WriteString(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		w.line = len(s) - i - 1
	} else {
		w.line += len(s)
	}
}

func (w *treeWriter) newline() {
	if w.line > 0 {
		w.write("\n")
	}
}

// game writes one game tree, without recursion: a stack of the nodes
// whose variations are being written, one a level of nesting, so its
// memory grows with the depth of the variations and not their number.
func (w *treeWriter) game(root *Node) {
	type open struct {
		n    *Node // the last node of a sequence written
		next int   // its next variation to write
	}
	w.write("(")
	stack := []open{{n: w.sequence(root)}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(top.n.Children) {
			w.write(")")
			stack = stack[:len(stack)-1]
			continue
		}
		c := top.n.Children[top.next]
		top.next++
		w.newline()
		w.write("(")
		stack = append(stack, open{n: w.sequence(c)})
	}
	w.write("\n")
	w.line = 0
}

// sequence writes n and the nodes that follow it while there is one
// variation, and returns the last: the node with none or several.
func (w *treeWriter) sequence(n *Node) *Node {
	for first := true; ; first = false {
		w.node(n, first)
		if len(n.Children) != 1 {
			return n
		}
		n = n.Children[0]
	}
}

// node writes one node: on the current line when it is a lone move that
// fits, else on a line of its own, breaking between values past lineMax.
func (w *treeWriter) node(n *Node, first bool) {
	lone := len(n.Props) == 1 && (n.Props[0].ID == "B" || n.Props[0].ID == "W") && len(n.Props[0].Values) == 1
	if !first && (!lone || w.line+len(n.Props[0].Values[0])+4 > lineMax) {
		w.newline()
	}
	w.write(";")
	for i, prop := range n.Props {
		if i > 0 && w.line+len(prop.ID)+2 > lineMax {
			w.newline()
		}
		w.write(prop.ID)
		for i, v := range prop.Values {
			if i > 0 && w.line+len(v)+2 > lineMax {
				w.newline()
			}
			w.write("[" + v + "]")
		}
	}
}

// Clone returns a deep copy of the tree under n: its nodes and property
// lists are new, so changing the copy leaves n as it was.
func (n *Node) Clone() *Node {
	root := &Node{}
	type pair struct{ from, to *Node }
	stack := []pair{{n, root}}
	for len(stack) > 0 {
		pr := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pr.to.Props = make([]Prop, len(pr.from.Props))
		for i, prop := range pr.from.Props {
			pr.to.Props[i] = Prop{ID: prop.ID, Values: append([]string(nil), prop.Values...)}
		}
		if len(pr.from.Children) > 0 {
			pr.to.Children = make([]*Node, len(pr.from.Children))
			for i, c := range pr.from.Children {
				pr.to.Children[i] = &Node{}
				stack = append(stack, pair{c, pr.to.Children[i]})
			}
		}
	}
	return root
}

// MainLine returns the nodes from n along the first variations to the
// end, n first.
func (n *Node) MainLine() []*Node {
	var line []*Node
	for ; n != nil; n = firstChild(n) {
		line = append(line, n)
	}
	return line
}

func firstChild(n *Node) *Node {
	if len(n.Children) == 0 {
		return nil
	}
	return n.Children[0]
}

// Get returns n's first property of the name (upper-case letters, see
// Prop.Name), or nil.
func (n *Node) Get(name string) *Prop {
	for i := range n.Props {
		if n.Props[i].Name() == name {
			return &n.Props[i]
		}
	}
	return nil
}

// Set gives n one property of the name with the raw values: the first
// property of the name takes them, where it stands, and any repeat of it
// goes; a node without one gets it at the end.
func (n *Node) Set(name string, values ...string) {
	values = append([]string(nil), values...)
	kept := n.Props[:0]
	set := false
	for _, prop := range n.Props {
		if prop.Name() == name {
			if set {
				continue
			}
			prop = Prop{ID: name, Values: values}
			set = true
		}
		kept = append(kept, prop)
	}
	n.Props = kept
	if !set {
		n.Props = append(n.Props, Prop{ID: name, Values: values})
	}
}

// Remove takes every property of the name off n.
func (n *Node) Remove(name string) {
	kept := n.Props[:0]
	for _, prop := range n.Props {
		if prop.Name() != name {
			kept = append(kept, prop)
		}
	}
	clear(n.Props[len(kept):])
	n.Props = kept
}

// Text returns the first value of n's property of the name as text, its
// escapes and soft line breaks taken out as Parse reads text; "" when n
// has none.
func (n *Node) Text(name string) string {
	if prop := n.Get(name); prop != nil && len(prop.Values) > 0 {
		return text([]byte(prop.Values[0]))
	}
	return ""
}

// SetText gives n the property of the name with the one text value s,
// escaped as SGF wants ("]" and "\" behind a backslash).
func (n *Node) SetText(name, s string) { n.Set(name, escape(s)) }

// Move returns the move n plays on a board of height h, when it plays
// exactly one: a single B or W property with a single value, a point of
// the board or a pass ("" or "tt"). ok is false for a node with no move,
// several, or a value that is not a point.
func (n *Node) Move(h int) (m Move, ok bool) {
	found := false
	for i := range n.Props {
		prop := &n.Props[i]
		name := prop.Name()
		if name != "B" && name != "W" {
			continue
		}
		if found || len(prop.Values) != 1 {
			return Move{}, false
		}
		found = true
		m.Colour = board.Black
		if name == "W" {
			m.Colour = board.White
		}
		s := strings.TrimSpace(text([]byte(prop.Values[0])))
		switch {
		case s == "" || s == "tt":
			m.Point = board.Pass
		case len(s) == 2 && s[0] >= 'a' && s[0] <= 's' && s[1] >= 'a' && int(s[1]-'a') < h:
			m.Point = board.At(int(s[0]-'a'), h-1-int(s[1]-'a'))
		default:
			return Move{}, false
		}
	}
	return m, found
}

// ChangesPosition reports whether n places or takes stones: a move (B,
// W) or setup (AB, AW, AE). Other nodes hold comments, markup and game
// information, which a game passes through.
func (n *Node) ChangesPosition() bool {
	for i := range n.Props {
		switch n.Props[i].Name() {
		case "B", "W", "AB", "AW", "AE":
			return true
		}
	}
	return false
}

// MoveNode returns a node that plays m on a board of height h.
func MoveNode(m Move, h int) *Node {
	id := "B"
	if m.Colour == board.White {
		id = "W"
	}
	v := ""
	if m.Point != board.Pass {
		v = letters(m.Point, h)
	}
	return &Node{Props: []Prop{{ID: id, Values: []string{v}}}}
}

// PointValues returns the values that list ps on a board of height h, as
// a list property (AB, TB, MA...) holds them: one point a value.
func PointValues(ps []board.Point, h int) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = letters(p, h)
	}
	return out
}
