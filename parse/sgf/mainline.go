package sgf

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
)

// This file builds a game's Record from the nodes of its main line: the
// properties goscore reads, each by its handler, and the check for a move
// onto a stone.

// game makes the Record of a main line; open is where its "(" is. The size
// comes first, since points depend on it, and CA, since the text values
// depend on it; then each node's properties go to their handlers
// (gameProps), and what the main line leaves to check and to place comes
// last (finish).
func (p *parser) game(nodes []node, open int) (*Record, error) {
	b := &building{g: &Record{Width: board.MaxSize, Height: board.MaxSize}, komiOff: -1, last: len(nodes) - 1}
	for _, prop := range nodes[0] {
		switch {
		case prop.name == "SZ":
			v, err := p.one(prop)
			if err != nil {
				return nil, err
			}
			if p.empty(prop, v) {
				continue // 19x19, as without SZ
			}
			if b.g.Width, b.g.Height, err = p.size(v); err != nil {
				return nil, err
			}
		case prop.name == "CA" && len(prop.values) == 1:
			b.charset = strings.TrimSpace(text(prop.values[0].raw))
			switch strings.ToLower(b.charset) {
			case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252":
				b.latin1 = true
			}
		}
	}
	for i, n := range nodes {
		b.node, b.played, b.mid = i, len(b.g.Moves), nil
		for _, prop := range n {
			if h := gameProps[prop.name]; h != nil {
				if err := h(p, b, prop); err != nil {
					return nil, err
				}
			}
		}
		if b.mid != nil && len(b.mid.Setup.AB)+len(b.mid.Setup.AW)+len(b.mid.Setup.AE) == 0 {
			// AB[] after a move: nothing set up, no position of its own.
			if b.g.Setups = b.g.Setups[:len(b.g.Setups)-1]; len(b.g.Setups) == 0 {
				b.g.Setups = nil
			}
		}
	}
	p.finish(b, open)
	return b.g, nil
}

// building is a Record on its way through game: the record, and what its
// properties' handlers share.
type building struct {
	g *Record
	// in and inNode hold, for each point, the setup list (1 + index into
	// setupNames) that holds it: before the moves, and in the setup node
	// being read.
	in, inNode [board.Cells]uint8
	moveOffs   []int  // where each move's value is, for errors
	komiOff    int    // where the KM value kept is; -1 for none
	latin1     bool   // CA says ISO-8859-1
	charset    string // CA as written
	node, last int    // the node being read, and the last node's index
	played     int    // the moves before this node
	mid        *SetupNode
}

// gameProps handles each property game reads, by name, as the GTP engine
// dispatches its commands; a property not named is skipped (ParseTrees
// keeps it).
var gameProps = map[string]func(p *parser, b *building, prop property) error{
	"B": (*parser).move, "W": (*parser).move,
	"AB": (*parser).setupProp, "AW": (*parser).setupProp, "AE": (*parser).setupProp,
	"PL": (*parser).player,
	"KM": (*parser).komi,
	"HA": (*parser).handicap,
	"GM": (*parser).gameType,
	"TB": (*parser).markupProp, "TW": (*parser).markupProp, "MA": (*parser).markupProp,
	"RU": (*parser).textProp, "RE": (*parser).textProp, "GN": (*parser).textProp, "PB": (*parser).textProp,
	"PW": (*parser).textProp, "DT": (*parser).textProp, "C": (*parser).textProp,
}

// move reads a B or W move of the main line.
func (p *parser) move(b *building, prop property) error {
	v, err := p.one(prop)
	if err != nil {
		return err
	}
	if len(b.g.Moves) > b.played {
		p.repair(prop.off, RepairTwoMoves, ErrBadValue, "node has both B and W (both are played, in file order)")
	}
	pt, err := p.point(v, b.g, true)
	if err != nil {
		return err
	}
	if len(b.g.Moves) == MaxMoves {
		return p.errorf(v.off, ErrTooMany, "more than %d moves in the main line (goscore reads at most %d)", MaxMoves, MaxMoves)
	}
	c := board.Black
	if prop.name == "W" {
		c = board.White
	}
	b.g.Moves = append(b.g.Moves, Move{Colour: c, Point: pt})
	b.moveOffs = append(b.moveOffs, v.off)
	return nil
}

// setupProp reads AB, AW or AE: the setup before the first move, or a
// setup node after it (a repair).
func (p *parser) setupProp(b *building, prop property) error {
	if b.played == 0 {
		return p.setup(prop, b.g, &b.g.Setup, &b.in)
	}
	if b.mid == nil {
		p.repair(prop.off, RepairSetupInMainLine, ErrBadValue, "setup %s after move %d of the main line", prop.name, b.played)
		b.g.Setups = append(b.g.Setups, SetupNode{After: b.played})
		b.mid = &b.g.Setups[len(b.g.Setups)-1]
		clear(b.inNode[:])
	}
	return p.setup(prop, b.g, &b.mid.Setup, &b.inNode)
}

// player reads PL: who plays first, before the moves, or, in the last
// node after them, who plays next.
func (p *parser) player(b *building, prop property) error {
	v, s, ok, err := p.word(prop)
	if !ok {
		return err
	}
	c, err := board.ParseColor(s)
	switch s { // FF[3] names the players by number
	case "1":
		c, err = board.Black, nil
	case "2":
		c, err = board.White, nil
	}
	if err != nil {
		return p.errorf(v.off, ErrBadValue, "bad player %s (want B or W)", quote([]byte(s)))
	}
	switch {
	case b.g.Moves == nil:
		b.g.PlayerToMove = c
	case b.node == b.last:
		// After the moves, in the last node: who plays next.
		b.g.NextPlayer = c
	}
	return nil
}

// word reads the one value of prop, a number or a name, trimmed; ok is
// false for an error or an empty value (a repair: the property is read as
// absent).
func (p *parser) word(prop property) (v value, s string, ok bool, err error) {
	if v, err = p.one(prop); err != nil || p.empty(prop, v) {
		return v, "", false, err
	}
	return v, strings.TrimSpace(text(v.raw)), true, nil
}

// komi reads KM.
func (p *parser) komi(b *building, prop property) error {
	v, s, ok, err := p.word(prop)
	if !ok {
		return err
	}
	k, err := board.ParseKomi(s)
	if err != nil {
		return p.errorf(v.off, ErrBadValue, "%v", err)
	}
	b.g.Komi, b.g.HasKomi = k, true
	b.komiOff = v.off
	return nil
}

// handicap reads HA.
func (p *parser) handicap(b *building, prop property) error {
	v, s, ok, err := p.word(prop)
	if !ok {
		return err
	}
	h, err := strconv.Atoi(s)
	if err != nil || h < 0 {
		return p.errorf(v.off, ErrBadValue, "bad handicap %s (want a whole number, 0 or more)", quote([]byte(s)))
	}
	b.g.Handicap = h
	return nil
}

// gameType reads GM, in the root: a game other than Go is refused.
func (p *parser) gameType(b *building, prop property) error {
	v, s, ok, err := p.word(prop)
	if !ok {
		return err
	}
	if b.node == 0 && s != "1" {
		return p.errorf(v.off, ErrBadValue, "game type %s is not Go (want GM[1])", quote([]byte(s)))
	}
	return nil
}

// markupProp reads TB, TW and MA of the last node: a marking of the final
// position.
func (p *parser) markupProp(b *building, prop property) error {
	if b.node != b.last {
		return nil
	}
	return p.markup(prop, b.g)
}

// textProp reads a text property kept (RU, RE, GN, PB, PW, DT, and C of
// the root), in UTF-8: text that is not is read as Latin-1, a repair unless
// CA says so.
func (p *parser) textProp(b *building, prop property) error {
	v, err := p.one(prop)
	if err != nil {
		return err
	}
	if prop.name == "C" && b.node > 0 {
		return nil // comments on moves are not kept
	}
	t := text(v.raw)
	if !utf8.ValidString(t) {
		if !b.latin1 {
			why := "no CA names its charset"
			if b.charset != "" {
				why = "goscore does not decode CA " + quote([]byte(b.charset))
			}
			p.repair(v.off, RepairLatin1, ErrBadValue, "%s is not UTF-8 and %s (read as Latin-1)", prop.name, why)
		}
		t = fromLatin1(t)
	}
	*b.g.textField(prop.name) = t
	return nil
}

// finish checks the main line for a move onto a stone, then gives the
// record its repairs and the place of the game, its moves and its komi,
// in file order, so that pos reads the file once.
func (p *parser) finish(b *building, open int) {
	g := b.g
	if i := firstOccupied(g); i >= 0 {
		p.repair(b.moveOffs[i], RepairOccupied, ErrOccupied, "move %d (%v) is on an occupied point", i+1, g.Moves[i])
	}
	slices.SortFunc(p.repairs, func(a, b repair) int { return cmp.Compare(a.off, b.off) })
	rs := p.repairs
	g.Where.Game = p.pos(open)
	flush := func(off int) { // the repairs before off
		for len(rs) > 0 && rs[0].off < off {
			g.Repairs = append(g.Repairs, Repair{Code: rs[0].code, Pos: p.pos(rs[0].off), Err: rs[0].err, Msg: rs[0].msg})
			rs = rs[1:]
		}
	}
	at := func(off int) Pos {
		flush(off)
		return p.pos(off)
	}
	komiOff := b.komiOff
	g.Where.Moves = make([]Pos, len(b.moveOffs))
	for i, off := range b.moveOffs {
		if komiOff >= 0 && komiOff < off {
			g.Where.Komi, komiOff = at(komiOff), -1
		}
		g.Where.Moves[i] = at(off)
	}
	if komiOff >= 0 {
		g.Where.Komi = at(komiOff)
	}
	flush(len(p.data) + 1)
}

// fromLatin1 returns s, read as Latin-1, in UTF-8.
func fromLatin1(s string) string {
	r := make([]rune, len(s))
	for i := 0; i < len(s); i++ {
		r[i] = rune(s[i])
	}
	return string(r)
}

// firstOccupied returns the index of the first move of g onto a stone, or
// -1. It plays captures only: a string left without liberties comes off,
// the mover's own after the opponent's, so a suicide leaves the board as
// it was or takes the string off; ko is not checked. Suicide and ko depend
// on rules a file may not follow, and the caller who knows them judges
// them (game.FromRecord). Setup nodes apply where they stand.
//
// The reader finds such a move, not the replay, because it is a repair of
// the reading like the others: it decides how the record is read (the
// mover's stone replaces the one there), --strict refuses the file for it
// with the others (parse.File.StrictError), and callers ask for it from
// the record alone (the referee's history, the collection of finished
// games). The capture here is what makes "onto a stone" true of the
// position; it is the rule of every ruleset, which any reader of a move
// list needs.
func firstOccupied(g *Record) int {
	b := g.SetupBoard()
	var w board.Walker
	setups := g.Setups
	for i, m := range g.Moves {
		for len(setups) > 0 && setups[0].After == i {
			setups[0].Setup.Apply(&b)
			setups = setups[1:]
		}
		if m.Point == board.Pass {
			continue
		}
		if b.At(m.Point) != board.Empty {
			return i
		}
		b.Set(m.Point, m.Colour)
		for _, n := range m.Point.Neighbours() {
			if b.At(n) == m.Colour.Opponent() {
				takeIfDead(&b, n, &w)
			}
		}
		takeIfDead(&b, m.Point, &w)
	}
	return -1
}

// takeIfDead takes the string at s off b if it has no liberties. The walk
// stops taking stones at the first liberty it meets.
func takeIfDead(b *board.Board, s board.Point, w *board.Walker) {
	c := b.At(s)
	free := false
	w.Reset()
	str := w.Walk(s, func(n board.Point) bool {
		k := b.At(n)
		free = free || k == board.Empty
		return !free && k == c
	})
	if free {
		return
	}
	for _, q := range str {
		b.Set(q, board.Empty)
	}
}

// textField returns the field that holds the text property name.
func (g *Record) textField(name string) *string {
	switch name {
	case "RU":
		return &g.Rules
	case "RE":
		return &g.Result
	case "GN":
		return &g.GameName
	case "PB":
		return &g.BlackPlayer
	case "PW":
		return &g.WhitePlayer
	case "DT":
		return &g.Date
	}
	return &g.Comment
}
