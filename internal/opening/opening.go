package opening

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// Opening is the start of a pair of games.
type Opening struct {
	// Name says where it comes from: "book.sgf", "book.sgf#2" for the
	// second game of a collection, "lines.txt:3" for a line of a text
	// file, "default#1" for one Default made.
	Name string
	Size int // the board's width and height
	// Setup holds the stones placed before the first move (AB and AW);
	// AE is always empty. Handicap is the SGF's HA, for White's
	// compensation under the rules (game.Game.Handicap).
	Setup    sgf.Setup
	Handicap int
	// Moves are the moves, each with its colour: stones only, no passes.
	Moves []sgf.Move
	// ToMove is who plays first after the opening.
	ToMove board.Color
	// Balance is, for a Default opening, the estimate's lead for Black
	// in points, komi aside, that let it in (see Default); 0 otherwise.
	Balance float64
}

// Config is the match the openings are for.
type Config struct {
	Size  int           // the board's width and height
	Rules analyze.Rules // ko, suicide and komi, as the games are played
	Kind  game.Kind     // game.Go or game.KillAll
	// Moves keeps only the first Moves moves of each opening Load reads
	// when above 0; 0 keeps them all.
	Moves int
}

// The kinds of errors Load returns, for errors.Is. Errors of SGF syntax and
// unreadable files keep package parse's kinds.
var (
	// ErrBad is an opening the match cannot start from.
	ErrBad = errors.New("bad opening")
	// ErrDuplicate is an opening whose position an earlier one reaches.
	ErrDuplicate = errors.New("duplicate opening")
	// ErrNone is a path that holds no opening at all.
	ErrNone = errors.New("no openings")
)

// Load reads the openings at path, a file or a directory (see the package
// comment), for a match under c. It returns every good opening in file
// order and an error for each bad one, each file that cannot be read and
// each duplicate: a match should refuse to start on any error but
// ErrDuplicate, since a broken openings file means games the user did not
// ask for.
func Load(path string, c Config) ([]Opening, []error) {
	if path == "-" {
		path = "./-" // a file of that name, not standard input
	}
	if c.Size < 1 || c.Size > board.MaxSize {
		return nil, []error{fmt.Errorf("%w: the match's board is %dx%d", board.ErrSize, c.Size, c.Size)}
	}
	l := loader{c: c, seen: map[position]string{}}
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		l.file(path)
	} else if err := filepath.WalkDir(path, l.walk); err != nil {
		l.errs = append(l.errs, err)
	}
	if len(l.ops) == 0 && len(l.errs) == 0 {
		l.errs = append(l.errs, fmt.Errorf("%s: %w (want .sgf files or .txt files of moves)", path, ErrNone))
	}
	return l.ops, l.errs
}

// loader is what Load gathers.
type loader struct {
	c    Config
	ops  []Opening
	errs []error
	seen map[position]string // the name of the opening that reached it first
	buf  []byte
}

// position is what two openings must share to be the same.
type position struct {
	b      board.Board
	toMove board.Color
}

// walk is Load's filepath.WalkDirFunc.
func (l *loader) walk(path string, d fs.DirEntry, err error) error {
	switch {
	case err != nil:
		l.errs = append(l.errs, err)
	case d.Name() != "." && strings.HasPrefix(d.Name(), "."):
		if d.IsDir() {
			return filepath.SkipDir
		}
	case !d.IsDir():
		if ext := strings.ToLower(filepath.Ext(path)); ext == ".sgf" || ext == ".txt" {
			l.file(path)
		}
	}
	return nil
}

// file reads the openings of one file.
func (l *loader) file(name string) {
	data, err := parse.ReadData(name, nil, l.buf)
	l.buf = data
	switch {
	case err != nil:
		l.errs = append(l.errs, err)
		return
	case !parse.IsSGF(data):
		l.text(name, string(data))
		return
	}
	files, err := parse.ParseGames(name, data)
	if err != nil {
		l.errs = append(l.errs, err)
		return
	}
	for i := range files {
		f := &files[i]
		rec := f.Record
		at := func(n int, msg string, kind error) { l.fail(f.MoveError(n, msg), kind) }
		if rec.Width != l.c.Size || rec.Height != l.c.Size {
			at(0, fmt.Sprintf("a %dx%d board, the match plays %dx%d", rec.Width, rec.Height, l.c.Size, l.c.Size), ErrBad)
			continue
		}
		o := Opening{Name: f.Name, Size: rec.Width, Setup: rec.Setup, Handicap: rec.Handicap, Moves: rec.Moves, ToMove: rec.PlayerToMove}
		o.Setup.AE = nil
		if l.c.Moves > 0 && len(o.Moves) > l.c.Moves {
			o.Moves = o.Moves[:l.c.Moves]
		}
		if len(rec.Setups) > 0 && rec.Setups[0].After < len(o.Moves) {
			n := rec.Setups[0].After + 1
			at(n, fmt.Sprintf("stones are set up before move %d", n), ErrBad)
			continue
		}
		l.add(o, at)
	}
}

// fail sets the kind of err, a *parse.Error, and keeps it.
func (l *loader) fail(err error, kind error) {
	var pe *parse.Error
	if errors.As(err, &pe) {
		pe.Err = kind
	}
	l.errs = append(l.errs, err)
}

// text reads a text file of openings, one a line.
func (l *loader) text(name, data string) {
	empty, _ := board.New(l.c.Size, l.c.Size)
	b := []byte(strings.TrimPrefix(data, "\ufeff"))
	for i, off := 0, 0; off < len(b); i++ {
		raw, next, _ := parse.NextLine(b, off)
		off = next
		line, _, _ := strings.Cut(string(raw), "#")
		moves, offs, off, err := parseLine(line, &empty)
		at := func(n int, msg string, kind error) {
			if n > 0 {
				off = offs[n-1]
			}
			col := utf8.RuneCountInString(line[:off]) + 1
			l.fail(&parse.Error{File: name, Line: i + 1, Col: col, Msg: msg}, kind)
		}
		switch {
		case err != nil:
			at(0, err.Error(), ErrBad)
		case len(moves) > 0:
			if l.c.Moves > 0 && len(moves) > l.c.Moves {
				moves = moves[:l.c.Moves]
			}
			l.add(Opening{Name: fmt.Sprintf("%s:%d", name, i+1), Size: l.c.Size, Moves: moves}, at)
		}
	}
}

// parseLine reads the moves of a line of text, a move without a colour
// given left Empty, and the byte offset of each move's vertex; an error
// comes with the offset it stands at.
func parseLine(line string, b *board.Board) (moves []sgf.Move, offs []int, off int, err error) {
	colour, colourAt := board.Empty, 0
	for _, w := range words(line) {
		if c, err := board.ParseColor(w.text); err == nil {
			if colour != board.Empty {
				return nil, nil, w.at, fmt.Errorf("a second colour, %q: want a vertex", w.text)
			}
			colour, colourAt = c, w.at
			continue
		}
		v, err := board.ParseVertex(w.text)
		if err != nil {
			return nil, nil, w.at, fmt.Errorf("bad vertex %q (want one like D4, or ROW,COL like 2,6)", w.text)
		}
		p, on := v.Resolve(b)
		if !on {
			return nil, nil, w.at, fmt.Errorf("move %d: %s is off the %dx%d board", len(moves)+1, w.text, b.Width(), b.Height())
		}
		moves, offs = append(moves, sgf.Move{Colour: colour, Point: p}), append(offs, w.at)
		colour = board.Empty
	}
	if colour != board.Empty {
		return nil, nil, colourAt, errors.New("a colour with no move after it")
	}
	return moves, offs, 0, nil
}

// word is a word of a line of text and its byte offset.
type word struct {
	at   int
	text string
}

// words splits line at spaces and tabs.
func words(line string) []word {
	var ws []word
	start := -1
	for i := 0; i <= len(line); i++ {
		switch {
		case i < len(line) && line[i] != ' ' && line[i] != '\t':
			if start < 0 {
				start = i
			}
		case start >= 0:
			ws = append(ws, word{start, line[start:i]})
			start = -1
		}
	}
	return ws
}

// add replays o and keeps it, or reports why not through at, which
// places an error at o's move n (from 1; 0 for the opening as a whole).
func (l *loader) add(o Opening, at func(n int, msg string, kind error)) {
	g, n, err := o.replay(l.c.Kind, l.c.Rules)
	if err != nil {
		at(n, err.Error(), ErrBad)
		return
	}
	key := position{*g.Board(), g.ToMove()}
	if first, dup := l.seen[key]; dup {
		at(0, fmt.Sprintf("the same position as %s, left out", first), ErrDuplicate)
		return
	}
	l.seen[key] = o.Name
	for i, m := range g.Moves() {
		o.Moves[i].Colour = m.Colour
	}
	o.ToMove = g.ToMove()
	l.ops = append(l.ops, o)
}

// Game returns the game of kind k that starts from o under rules, standing
// after its moves with them as its own (as game.FromMoves leaves them), so
// its record and its undo go back to the setup; its Handicap is o's. A move
// without a colour is played by the side to move. Game does not change o,
// so the games of a match may call it at once.
func (o *Opening) Game(k game.Kind, rules analyze.Rules) (*game.Game, error) {
	g, _, err := o.replay(k, rules)
	return g, err
}

// replay is Game, with the number of the move at fault on error: from 1,
// or 0 for the setup.
func (o *Opening) replay(k game.Kind, rules analyze.Rules) (g *game.Game, n int, err error) {
	rec := &sgf.Record{Width: o.Size, Height: o.Size, Setup: o.Setup, Handicap: o.Handicap, PlayerToMove: o.ToMove}
	if len(o.Moves) > 0 && o.Moves[0].Colour != board.Empty {
		rec.PlayerToMove = o.Moves[0].Colour
	}
	var e analyze.Evaluation
	setup := rec.SetupBoard()
	if analyze.Evaluate(&setup, board.Empty, &e); *e.Cleared() != setup {
		return nil, 0, fmt.Errorf("the setup leaves stones without liberties")
	}
	if g, err = game.FromMoves(k, rec, rules, [3]int{}); err != nil {
		return nil, 0, err
	}
	g.Handicap = o.Handicap
	for i, m := range o.Moves {
		if m.Colour == board.Empty {
			m.Colour = g.ToMove()
		}
		if m.Point == board.Pass {
			return nil, i + 1, fmt.Errorf("move %d is a pass: an opening places stones", i+1)
		}
		if _, err := g.Put(m.Colour, m.Point); err != nil {
			var ie *game.IllegalError
			if errors.As(err, &ie) {
				err = &game.ReplayError{Number: i + 1, Move: m, Reason: ie.Reason}
			}
			return nil, i + 1, err
		}
		if res, over := g.Over(); over {
			return nil, i + 1, fmt.Errorf("move %d (%v) ends the game: %s", i+1, m, res.Text())
		}
	}
	return g, 0, nil
}

// Record returns o as an SGF record of its own: its board, setup, handicap
// and moves, the start of a game's record.
func (o *Opening) Record() *sgf.Record {
	setup := sgf.Setup{AB: slices.Clone(o.Setup.AB), AW: slices.Clone(o.Setup.AW)}
	rec := &sgf.Record{Width: o.Size, Height: o.Size, Setup: setup, Handicap: o.Handicap, Moves: slices.Clone(o.Moves)}
	if len(o.Moves) == 0 && o.ToMove == board.White {
		rec.PlayerToMove = board.White
	}
	return rec
}

// Played is the opening as moves to play: the setup stones first, each a
// move of its colour (Black's, then White's), as gogui-twogtp sends them to
// engines, then the moves.
func (o *Opening) Played() []sgf.Move {
	moves := make([]sgf.Move, 0, len(o.Setup.AB)+len(o.Setup.AW)+len(o.Moves))
	for _, p := range o.Setup.AB {
		moves = append(moves, sgf.Move{Colour: board.Black, Point: p})
	}
	for _, p := range o.Setup.AW {
		moves = append(moves, sgf.Move{Colour: board.White, Point: p})
	}
	return append(moves, o.Moves...)
}

// Text returns o's moves in the syntax of a text file, each with its
// colour ("B E5 W C3 B G7"), which Load reads back as the same moves;
// setup stones have no place in it.
func (o *Opening) Text() string {
	var sb strings.Builder
	for i, m := range o.Moves {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strings.ToUpper(m.Colour.String()[:1]) + " " + m.Point.String())
	}
	return sb.String()
}
