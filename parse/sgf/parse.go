package sgf

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
)

// Parse reads an SGF collection: one game or more, each as its main line.
// name is used in errors only. Every error is an *Error.
//
// Parse reads what GoGui, Sabaki and GNU Go read: where a file departs
// from the standard in one of the ways real collections do (see the
// RepairXxx codes), it reads past and notes a Repair in the record.
func Parse(name string, data []byte) ([]*Record, error) {
	return parse(name, data)
}

// ParseStrict is Parse that repairs nothing: where Parse notes a Repair,
// ParseStrict returns the first in the file as an *Error, for those who
// validate files. An error Parse gives comes first.
func ParseStrict(name string, data []byte) ([]*Record, error) {
	games, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	var first *Repair
	for _, g := range games {
		for i := range g.Repairs {
			r := &g.Repairs[i]
			if first == nil || r.Pos.Line < first.Pos.Line || r.Pos.Line == first.Pos.Line && r.Pos.Col < first.Pos.Col {
				first = r
			}
		}
	}
	if first != nil {
		return nil, &Error{File: name, Line: first.Pos.Line, Col: first.Pos.Col, Err: first.Err, Msg: first.Msg}
	}
	return games, nil
}

func parse(name string, data []byte) ([]*Record, error) {
	p := parser{name: name, data: data}
	if bytes.HasPrefix(data, bom) {
		p.off = len(bom)
	}
	p.at = place{off: p.off, pos: Pos{Line: 1, Col: 1}}
	var outside []Repair // text outside the games, a repair of every game
	for {
		p.skipSpace()
		if p.off == len(data) {
			break
		}
		if data[p.off] != '(' {
			// Mail headers, notes: skip to the next "(;".
			if len(outside) == 0 {
				outside = append(outside, Repair{Code: RepairOutside, Pos: p.pos(p.off), Err: ErrSyntax,
					Msg: fmt.Sprintf("unexpected %s outside a game", p.charAt(p.off))})
			}
			p.off = nextGame(data, p.off)
			continue
		}
		if len(p.games) == MaxGames {
			return nil, p.errorf(p.off, ErrTooMany, "more than %d games in the collection (goscore reads at most %d)", MaxGames, MaxGames)
		}
		g, err := p.gameTree()
		if err != nil {
			return nil, err
		}
		p.games = append(p.games, g)
	}
	if len(p.games) == 0 {
		return nil, p.errorf(p.off, ErrSyntax, `no game (want "(;")`)
	}
	if len(outside) > 0 {
		for _, g := range p.games {
			g.Repairs = append(g.Repairs, outside...)
			slices.SortStableFunc(g.Repairs, func(a, b Repair) int {
				return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
			})
		}
	}
	return p.games, nil
}

// nextGame returns the offset of the first "(" after off that a ";" follows
// (white space between), or len(data).
func nextGame(data []byte, off int) int {
	for i := off + 1; i < len(data); i++ {
		if data[i] != '(' {
			continue
		}
		j := i + 1
		for j < len(data) && isSpace(data[j]) {
			j++
		}
		if j < len(data) && data[j] == ';' {
			return i
		}
	}
	return len(data)
}

var bom = []byte("\xef\xbb\xbf")

// maxNodes bounds the nodes of a main line, which the parser keeps until
// the game ends: a move each and as many again for comments and setup.
const maxNodes = 2 * MaxMoves

// A property as it stands in the file, kept for the nodes of the main line.
type property struct {
	off    int    // where its identifier starts
	name   string // the upper-case letters of the identifier
	values []value
}

// A value of a property, escapes still in.
type value struct {
	off int    // where the text starts, just after "["
	raw []byte // the text between the brackets
}

type node []property

type parser struct {
	name    string
	data    []byte
	off     int // the next byte to read
	games   []*Record
	at      place    // the last place pos found, where it starts looking
	repairs []repair // the game's repairs so far, one of each code
	// the points the game's setup nodes after its first move list so far
	midPoints int
}

// repair is a Repair at a byte offset, before its Pos is known.
type repair struct {
	off  int
	code string
	err  error
	msg  string
}

// repair notes a departure from the standard at off, once a code a game.
func (p *parser) repair(off int, code string, kind error, format string, args ...any) {
	for _, r := range p.repairs {
		if r.code == code {
			return
		}
	}
	p.repairs = append(p.repairs, repair{off: off, code: code, err: kind, msg: fmt.Sprintf(format, args...)})
}

// place is a byte offset and its Pos.
type place struct {
	off int
	pos Pos
}

// errorf returns an *Error at byte offset off.
func (p *parser) errorf(off int, kind error, format string, args ...any) error {
	before := p.data[:off]
	start := bytes.LastIndexByte(before, '\n') + 1
	col := utf8.RuneCount(before[start:]) + 1
	if start == 0 && bytes.HasPrefix(p.data, bom) {
		col-- // the byte order mark is not a character of the text
	}
	return &Error{
		File: p.name,
		Line: bytes.Count(before, []byte("\n")) + 1,
		Col:  col,
		Err:  kind,
		Msg:  fmt.Sprintf(format, args...),
	}
}

// pos returns the place of byte offset off, as errorf counts it. It goes
// on from the last place it found, so a file asked in order is read once.
func (p *parser) pos(off int) Pos {
	if off < p.at.off {
		p.at = place{off: 0, pos: Pos{Line: 1, Col: 1}}
		if bytes.HasPrefix(p.data, bom) {
			p.at.off = len(bom)
		}
	}
	seg := p.data[p.at.off:off]
	if j := bytes.LastIndexByte(seg, '\n'); j >= 0 {
		p.at.pos.Line += bytes.Count(seg, []byte("\n"))
		p.at.pos.Col = 1 + utf8.RuneCount(seg[j+1:])
	} else {
		p.at.pos.Col += utf8.RuneCount(seg)
	}
	p.at.off = off
	return p.at.pos
}

// charAt quotes the character at off, for messages.
func (p *parser) charAt(off int) string {
	_, size := utf8.DecodeRune(p.data[off:])
	return strconv.Quote(string(p.data[off : off+size]))
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (p *parser) skipSpace() {
	for p.off < len(p.data) && isSpace(p.data[p.off]) {
		p.off++
	}
}

// gameTree reads the game tree that starts at p.off, with its variations,
// and returns the game of its main line. It loops rather than recurses, so
// deep nesting cannot exhaust the stack; and it is one function, longer
// than most, because that loop's state (the trees open, the main line and
// how deep it goes) is what each of its steps reads and changes.
func (p *parser) gameTree() (*Record, error) {
	type tree struct {
		open     int  // offset of its "("
		hadChild bool // whether a variation has started inside it
	}
	var (
		open       []tree // the trees entered and not yet closed
		main       []node // the nodes of the main line
		mainDepth  int    // how many of open are on the main line
		mainClosed bool   // whether the main line has ended
		open0      int    // offset of the game's "("
	)
	p.repairs, p.midPoints = p.repairs[:0], 0
	// truncated ends the game at the end of the file, unclosed at off.
	truncated := func(off int, what string) (*Record, error) {
		if len(main) == 0 {
			return nil, p.errorf(off, ErrSyntax, "unclosed %q", what)
		}
		p.repair(off, RepairTruncated, ErrSyntax, "unclosed %q", what)
		return p.game(main, open0)
	}
	for {
		// At a "(": enter a tree. It is on the main line when its
		// parent is and it is the parent's first variation.
		isMain := !mainClosed && len(open) == mainDepth
		if len(open) > 0 {
			open[len(open)-1].hadChild = true
		}
		if len(open) == 0 {
			open0 = p.off
		}
		open = append(open, tree{open: p.off})
		if isMain {
			mainDepth++
		}
		p.off++
		p.skipSpace()
		if p.off == len(p.data) {
			return truncated(open[len(open)-1].open, "(")
		}
		if p.data[p.off] != ';' {
			return nil, p.errorf(p.off, ErrSyntax, `unexpected %s (want ";" to start a node)`, p.charAt(p.off))
		}
		for p.off < len(p.data) && p.data[p.off] == ';' {
			n, unclosed, err := p.node(isMain)
			if err != nil {
				return nil, err
			}
			if unclosed >= 0 {
				if isMain && len(n) > 0 && len(main) < maxNodes {
					main = append(main, n)
				}
				return truncated(unclosed, "[")
			}
			if isMain {
				if len(main) == maxNodes {
					return nil, p.errorf(p.off, ErrTooMany, "more than %d nodes in the main line (goscore reads at most %d)", maxNodes, maxNodes)
				}
				main = append(main, n)
			}
		}
		// After the nodes: variations, or the end of trees.
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
			if len(open) == mainDepth {
				mainClosed = true
			}
			open = open[:len(open)-1]
			p.off++
			if len(open) == 0 {
				return p.game(main, open0)
			}
			p.skipSpace()
		}
	}
}

// node reads the node that starts at the ";" at p.off, and the space after
// it; it keeps the properties goscore reads, and only when keep is set. A
// file that ends inside a value ends the node there: unclosed is the
// offset of that value's "[", else -1, and the property is dropped.
func (p *parser) node(keep bool) (n node, unclosed int, err error) {
	p.off++
	for {
		p.skipSpace()
		if p.off == len(p.data) || !isLetter(p.data[p.off]) {
			return n, -1, nil
		}
		prop, unclosed, err := p.property()
		if err != nil {
			return nil, -1, err
		}
		if cut := unclosed >= 0 || p.off == len(p.data) && len(prop.values) == 0; cut && keep {
			// The file ends inside this property. Dropping a value the
			// score depends on would read another game: refuse.
			if what, ok := ruleBearing[prop.name]; ok {
				at := prop.off
				if unclosed >= 0 {
					at = unclosed
				}
				return nil, -1, p.errorf(at, ErrSyntax, "the file ends inside %s, so %s unknown", prop.name, what)
			}
		}
		if unclosed >= 0 {
			// What was read is kept: the whole values of a list.
			if keep && read[prop.name] && listProperty[prop.name] && len(prop.values) > 0 {
				n = p.add(n, prop)
			}
			return n, unclosed, nil
		}
		if keep && read[prop.name] && len(prop.values) > 0 {
			if n.has(prop.name) {
				p.repair(prop.off, RepairRepeated, ErrBadValue, "property %s repeated in one node", prop.name)
				if listProperty[prop.name] {
					// AB[aa]AB[bb] is AB[aa][bb], as GoGui and Sabaki read
					// it: both points are part of the position.
					for i := range n {
						if n[i].name == prop.name {
							n[i].values = append(n[i].values, prop.values...)
						}
					}
				}
				continue
			}
			if len(n) == maxProps {
				return nil, -1, p.errorf(prop.off, ErrTooMany, "more than %d properties in one node (goscore reads at most %d)", maxProps, maxProps)
			}
			n = append(n, prop)
		}
	}
}

// add adds prop to n, joining a list property given twice; it is node's
// way for the properties of a value cut off by the end of the file.
func (p *parser) add(n node, prop property) node {
	for i := range n {
		if n[i].name == prop.name {
			n[i].values = append(n[i].values, prop.values...)
			return n
		}
	}
	return append(n, prop)
}

// ruleBearing names the properties whose value a score depends on, with
// what a value cut off by the end of the file would leave unknown.
var ruleBearing = map[string]string{
	"SZ": "the board's size is", "KM": "the komi is", "HA": "the handicap is", "RU": "the rules are", "PL": "the side to move is",
}

// textProperty names the properties of free text, about the game rather
// than the position.
var textProperty = map[string]bool{"PB": true, "PW": true, "GN": true, "DT": true, "RE": true, "RU": true, "C": true, "CA": true}

// listProperty names the properties whose values are lists of points: a
// repeat of one in a node adds to the list instead of being dropped.
var listProperty = map[string]bool{"AB": true, "AW": true, "AE": true, "TB": true, "TW": true, "MA": true}

// has reports whether n holds a property of the name. A node keeps a few
// properties (read names them), so a scan is quick.
func (n node) has(name string) bool {
	for _, prop := range n {
		if prop.name == name {
			return true
		}
	}
	return false
}

// read holds the properties game reads; a node keeps no others.
var read = map[string]bool{
	"SZ": true, "B": true, "W": true, "AB": true, "AW": true, "AE": true, "PL": true, "KM": true, "HA": true, "GM": true,
	"RU": true, "RE": true, "GN": true, "PB": true, "PW": true, "DT": true, "C": true, "CA": true,
	"TB": true, "TW": true, "MA": true,
}

// maxProps bounds the properties a node keeps: SGF allows each once, and
// a node of thousands is a file built to fill memory.
const maxProps = 1000

// property reads an identifier and its values. A file that ends inside a
// value gives the offset of its "[" as unclosed, else unclosed is -1.
func (p *parser) property() (prop property, unclosed int, err error) {
	prop = property{off: p.off}
	var name []byte
	for ; p.off < len(p.data) && isLetter(p.data[p.off]); p.off++ {
		if c := p.data[p.off]; c >= 'A' && c <= 'Z' {
			name = append(name, c)
		}
	}
	ident := p.data[prop.off:p.off]
	if len(name) == 0 {
		return prop, -1, p.errorf(prop.off, ErrSyntax, "bad property name %s (want upper-case letters)", quote(ident))
	}
	prop.name = string(name)
	p.skipSpace()
	if p.off == len(p.data) {
		return prop, -1, nil // cut off before its value: no values, dropped
	}
	if p.data[p.off] != '[' {
		return prop, -1, p.errorf(prop.off, ErrSyntax, "property %s has no value", quote(ident))
	}
	for p.off < len(p.data) && p.data[p.off] == '[' {
		open := p.off
		p.off++
		for {
			if p.off >= len(p.data) {
				p.off = len(p.data)
				return prop, open, nil
			}
			c := p.data[p.off]
			if c == ']' {
				break
			}
			p.off++
			if c == '\\' {
				p.off++ // the escaped byte, whatever it is
			}
		}
		prop.values = append(prop.values, value{off: open + 1, raw: p.data[open+1 : p.off]})
		p.off++
		p.skipSpace()
	}
	return prop, -1, nil
}

// quote quotes s for a message, cut short if it is long.
func quote(s []byte) string {
	const max = 24
	if utf8.RuneCount(s) <= max {
		return strconv.Quote(string(s))
	}
	n := 0
	for i := 0; i < max; i++ {
		_, size := utf8.DecodeRune(s[n:])
		n += size
	}
	return strconv.Quote(string(s[:n])) + "..."
}

// empty reports whether v, prop's value, is empty where a number, a
// colour or a point is wanted, and notes the repair: the property is read
// as absent.
func (p *parser) empty(prop property, v value) bool {
	if strings.TrimSpace(string(v.raw)) != "" {
		return false
	}
	p.repair(v.off-1, RepairEmpty, ErrBadValue, "%s[] has no value (read as no %s)", prop.name, prop.name)
	return true
}

// one returns the only value of prop.
func (p *parser) one(prop property) (value, error) {
	if len(prop.values) > 1 && textProperty[prop.name] {
		// PW[Alice][Bob]: the first value is kept, as for a repeated
		// property, since the text says nothing about the position.
		p.repair(prop.values[1].off-1, RepairRepeated, ErrBadValue, "%s takes one value, not %d", prop.name, len(prop.values))
		return prop.values[0], nil
	}
	if len(prop.values) != 1 {
		return value{}, p.errorf(prop.values[1].off-1, ErrBadValue, "%s takes one value, not %d", prop.name, len(prop.values))
	}
	return prop.values[0], nil
}

// size reads an SZ value: "n" or "w:h".
func (p *parser) size(v value) (w, h int, err error) {
	s := text(v.raw)
	ws, hs, rect := strings.Cut(s, ":")
	if !rect {
		hs = ws
	}
	w, err1 := strconv.Atoi(strings.TrimSpace(ws))
	h, err2 := strconv.Atoi(strings.TrimSpace(hs))
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize {
		return 0, 0, p.errorf(v.off, ErrSize, "bad size %s (want SZ[n] or SZ[w:h], sides from 1 to %d)", quote([]byte(s)), board.MaxSize)
	}
	return w, h, nil
}

// point reads a point of g's board. With pass set, an empty value and "tt"
// are a pass.
func (p *parser) point(v value, g *Record, pass bool) (board.Point, error) {
	s := strings.TrimSpace(text(v.raw))
	if pass && (s == "" || s == "tt") {
		return board.Pass, nil
	}
	if len(s) != 2 || s[0] < 'a' || s[0] > 'z' || s[1] < 'a' || s[1] > 'z' {
		return board.Pass, p.errorf(v.off, ErrBadPoint, `bad point %s (want two letters a to s, like "dd")`, quote([]byte(s)))
	}
	x, row := int(s[0]-'a'), int(s[1]-'a')
	if x >= g.Width || row >= g.Height {
		return board.Pass, p.errorf(v.off, ErrBadPoint, "point %q is off the %dx%d board", s, g.Width, g.Height)
	}
	return board.At(x, g.Height-1-row), nil
}

// setup adds the points of an AB, AW or AE property to dst, a setup of
// g; in records which list holds each point.
func (p *parser) setup(prop property, g *Record, dst *Setup, in *[board.Cells]uint8) error {
	lists := [3]*[]board.Point{&dst.AB, &dst.AW, &dst.AE}
	var k uint8 // 1 + the index of prop's list
	for i, name := range setupNames {
		if name == prop.name {
			k = uint8(i + 1)
		}
	}
	list := lists[k-1]
	mid := dst != &g.Setup
	return p.points(prop, g, func(v value, pt board.Point) error {
		switch in[pt] {
		case 0:
			if mid {
				if p.midPoints == MaxSetupPoints {
					return p.errorf(v.off, ErrTooMany, "more than %d points in the setup nodes after the first move (goscore reads at most %d)", MaxSetupPoints, MaxSetupPoints)
				}
				p.midPoints++
			}
			in[pt] = k
			*list = append(*list, pt)
		case k:
			// listed twice: once is enough
		default:
			return p.errorf(v.off, ErrBadValue, "%v is in both %s and %s", pt, setupNames[in[pt]-1], prop.name)
		}
		return nil
	})
}

// points calls fn with every point a list property names, in file order:
// a value is a point, or two corners of a rectangle "aa:cc".
func (p *parser) points(prop property, g *Record, fn func(v value, pt board.Point) error) error {
	for _, v := range prop.values {
		if strings.TrimSpace(string(v.raw)) == "" {
			// TB[] and TW[] are lists that may be empty; AB[] is not.
			if prop.name != "TB" && prop.name != "TW" {
				p.repair(v.off-1, RepairEmpty, ErrBadValue, "%s[] has no point (the value is skipped)", prop.name)
			}
			continue
		}
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
				if err := fn(v, board.At(x, y)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// text decodes an SGF text value: "\" escapes the next character, "\" before
// a line break removes both (a soft line break), and white space other than
// line breaks becomes a space.
func text(raw []byte) string {
	var sb strings.Builder
	sb.Grow(len(raw))
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c == '\\' && i+1 < len(raw) {
			i++
			c = raw[i]
			if c == '\n' || c == '\r' {
				// "\r\n" and "\n\r" are one line break.
				if i+1 < len(raw) && (raw[i+1] == '\n' || raw[i+1] == '\r') && raw[i+1] != c {
					i++
				}
				continue
			}
		}
		if c == '\t' || c == '\v' || c == '\f' {
			c = ' '
		}
		sb.WriteByte(c)
	}
	return sb.String()
}
