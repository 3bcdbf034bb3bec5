package mcts

import (
	"bufio"
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// Book is an opening book: for a game that began on an empty board, the
// move to play after a given sequence of moves, read from a table made
// offline by searches far deeper than a move's budget (the kill-all book,
// KillAllBook, by internal/cmd/killallbook). Genmove plays the book's move
// when the game's moves are a line of it, and searches otherwise.
type Book struct {
	size    int
	kind    game.Kind
	entries map[string]BookMove // by the moves so far, as GTP vertices joined by spaces
}

// BookMove is a book's answer to a line: the move and the share of the
// deep searches' playouts that the mover won after it.
type BookMove struct {
	Move    board.Point
	WinRate float64
}

//go:embed killall7.book
var killAll7 string

// KillAllBook returns the book of Black's first moves in 7x7 kill-all:
// where to place its two stones, and its answer to each first move of
// White. Its lines and how they were made are in killall7.book.
// The book is read once and shared: a Book is never changed once read.
func KillAllBook() *Book { return killAllBook() }

var killAllBook = sync.OnceValue(func() *Book {
	b, err := ParseBook(killAll7)
	if err != nil {
		panic("mcts: the shipped kill-all book: " + err.Error())
	}
	return b
})

// ParseBook reads a book: a header line "book KIND SIZE" (kill-all 7),
// then one line a position, the moves that lead to it from the empty
// board (none: "-"), ">", the move and its win rate ("D3 C5 E3 > D2
// 0.41"). Blank lines and lines from '#' on are comments.
func ParseBook(text string) (*Book, error) {
	bk := &Book{entries: map[string]BookMove{}}
	header := false
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if !header {
			if err := bk.header(f); err != nil {
				return nil, fmt.Errorf("line %d: %w", n, err)
			}
			header = true
			continue
		}
		if err := bk.entry(f); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
	}
	if !header {
		return nil, fmt.Errorf("no header line (book KIND SIZE)")
	}
	return bk, sc.Err()
}

// header reads "book KIND SIZE".
func (bk *Book) header(f []string) error {
	if len(f) != 3 || f[0] != "book" {
		return fmt.Errorf("want the header book KIND SIZE, have %q", strings.Join(f, " "))
	}
	kind, err := game.ParseKind(f[1])
	if err != nil {
		return err
	}
	size, err := strconv.Atoi(f[2])
	if err != nil || size < 2 || size > board.MaxSize {
		return fmt.Errorf("bad board size %q", f[2])
	}
	bk.kind, bk.size = kind, size
	return nil
}

// entry reads "MOVES > MOVE RATE", checking every vertex on the book's
// board.
func (bk *Book) entry(f []string) error {
	i := 0
	for i < len(f) && f[i] != ">" {
		i++
	}
	if i == 0 || len(f) != i+3 {
		return fmt.Errorf("want MOVES > MOVE RATE, have %q", strings.Join(f, " "))
	}
	line := f[:i]
	if len(line) == 1 && line[0] == "-" {
		line = nil
	}
	empty, _ := board.New(bk.size, bk.size)
	for _, v := range line {
		if _, err := bk.point(&empty, v); err != nil {
			return err
		}
	}
	m, err := bk.point(&empty, f[i+1])
	if err != nil {
		return err
	}
	rate, err := strconv.ParseFloat(f[i+2], 64)
	if err != nil || rate < 0 || rate > 1 {
		return fmt.Errorf("bad win rate %q (want 0 to 1)", f[i+2])
	}
	key := strings.Join(line, " ")
	if _, dup := bk.entries[key]; dup {
		return fmt.Errorf("the line %q twice", key)
	}
	bk.entries[key] = BookMove{Move: m, WinRate: rate}
	return nil
}

// point resolves the GTP vertex v on b, a board of the book's size.
func (bk *Book) point(b *board.Board, v string) (board.Point, error) {
	x, err := board.ParseVertex(v)
	if err != nil {
		return 0, err
	}
	p, ok := x.Resolve(b)
	if !ok || p == board.Pass {
		return 0, fmt.Errorf("%q is not a point of a %dx%d board", v, bk.size, bk.size)
	}
	return p, nil
}

// Len returns the number of positions the book answers.
func (bk *Book) Len() int { return len(bk.entries) }

// Lookup returns the book's move in g, when g is a game of the book's kind
// and size that began on an empty board and whose moves, none a pass, are
// a line of the book, and the move is legal there.
func (bk *Book) Lookup(g *game.Game) (BookMove, bool) {
	if bk == nil || g == nil || g.Kind != bk.kind {
		return BookMove{}, false
	}
	start := g.StartBoard()
	if start.Width() != bk.size || start.Height() != bk.size || start.Count(board.Empty) != bk.size*bk.size {
		return BookMove{}, false
	}
	return bk.lookupMoves(g)
}

// lookupMoves is Lookup once g's start is known to be the book's.
func (bk *Book) lookupMoves(g *game.Game) (BookMove, bool) {
	var sb strings.Builder
	for i, m := range g.Moves() {
		if m.Point == board.Pass || m.Resign {
			return BookMove{}, false
		}
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(m.Point.String())
	}
	bm, ok := bk.entries[sb.String()]
	if !ok || g.Legal(g.ToMove(), bm.Move) != analyze.OK {
		return BookMove{}, false
	}
	return bm, true
}
