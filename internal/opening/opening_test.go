package opening

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

func chinese() analyze.Rules {
	r, _ := analyze.Preset("chinese")
	r.Komi = 7
	return r
}

// nine is a Go match on 9x9.
var nine = Config{Size: 9, Rules: chinese()}

// write makes the files of a directory under t's temporary one, each
// named by its path, and returns the directory.
func write(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// load loads path with the temporary directory dir cut from the names, so
// the openings and errors read as the table writes them: "name: B E5 W C3"
// and the errors' text.
func load(path, dir string, c Config) (ops, errs []string) {
	got, es := Load(path, c)
	for _, o := range got {
		ops = append(ops, strings.TrimPrefix(o.Name, dir+string(filepath.Separator))+": "+o.Text())
	}
	for _, e := range es {
		errs = append(errs, strings.ReplaceAll(e.Error(), dir+string(filepath.Separator), ""))
	}
	return ops, errs
}

// TestTextOpeningsReadAsWritten: the text syntax, one opening a line, and
// each error at its line and column.
func TestTextOpeningsReadAsWritten(t *testing.T) {
	killAll := Config{Size: 5, Rules: chinese(), Kind: game.KillAll}
	for _, tc := range []struct {
		name, text string
		c          Config
		ops, errs  []string
	}{
		{name: "alternating from Black", text: "E5 C3 G7\n", c: nine,
			ops: []string{"f.txt:1: B E5 W C3 B G7"}},
		{name: "comments, blank lines, CRLF, a BOM, tabs, lower case", c: nine,
			text: "\ufeff# openings\r\n\r\n  e5\tc3  # the 3-3\r\n\t\n",
			ops:  []string{"f.txt:3: B E5 W C3"}},
		{name: "lone CR line ends, as old Mac files have them", text: "E5 C3\rD4\rF6 G7\r", c: nine,
			ops: []string{"f.txt:1: B E5 W C3", "f.txt:2: B D4", "f.txt:3: B F6 W G7"}},
		{name: "a bad vertex after lone CRs keeps its line", text: "E5\r\rC3 5E\r", c: nine,
			ops:  []string{"f.txt:1: B E5"},
			errs: []string{`f.txt:3:4: bad vertex "5E" (want one like D4, or ROW,COL like 2,6)`}},
		{name: "colours given", text: "B C3 W G7 B G3\nW E5 b D4\nwhite E5 E4\n", c: nine,
			ops: []string{"f.txt:1: B C3 W G7 B G3", "f.txt:2: W E5 B D4", "f.txt:3: W E5 B E4"}},
		{name: "two black moves in a row", text: "B C3 B G7 G3\n", c: nine,
			ops: []string{"f.txt:1: B C3 B G7 W G3"}},
		{name: "ROW,COL", text: "0,0 8,8\n", c: nine,
			ops: []string{"f.txt:1: B A9 W J1"}},
		{name: "cut at two moves", text: "E5 C3 G7 C7\nD4\n", c: Config{Size: 9, Rules: chinese(), Moves: 2},
			ops: []string{"f.txt:1: B E5 W C3", "f.txt:2: B D4"}},
		{name: "kill-all: Black's first two stones", text: "C3 D3 B2\n", c: killAll,
			ops: []string{"f.txt:1: B C3 B D3 W B2"}},
		{name: "a bad vertex", text: "E5\nE5 C3 5E G7\n", c: nine,
			ops:  []string{"f.txt:1: B E5"},
			errs: []string{`f.txt:2:7: bad vertex "5E" (want one like D4, or ROW,COL like 2,6)`}},
		{name: "off the board", text: "E5 K10\n", c: nine,
			errs: []string{"f.txt:1:4: move 2: K10 is off the 9x9 board"}},
		{name: "a pass", text: "E5 pass C3\n", c: nine,
			errs: []string{"f.txt:1:4: move 2 is a pass: an opening places stones"}},
		{name: "a pass after the cut", text: "E5 C3 pass\n", c: Config{Size: 9, Rules: chinese(), Moves: 2},
			ops: []string{"f.txt:1: B E5 W C3"}},
		{name: "occupied", text: "E5 C3 E5\n", c: nine,
			errs: []string{"f.txt:1:7: move 3 (black E5) is illegal: occupied"}},
		{name: "suicide", text: "W A2 W B1 A1\n", c: nine,
			errs: []string{"f.txt:1:11: move 3 (black A1) is illegal: suicide"}},
		{name: "two colours", text: "E5 B W C3\n", c: nine,
			errs: []string{`f.txt:1:6: a second colour, "W": want a vertex`}},
		{name: "a colour last", text: "E5 C3 B  # more later\n", c: nine,
			errs: []string{"f.txt:1:7: a colour with no move after it"}},
		{name: "the same position twice", text: "C3 G7 G3 C7\nG3 C7 C3 G7\nG3 G7 C7 C3\n", c: nine,
			ops:  []string{"f.txt:1: B C3 W G7 B G3 W C7", "f.txt:3: B G3 W G7 B C7 W C3"},
			errs: []string{"f.txt:2:1: the same position as f.txt:1, left out"}},
		{name: "kill-all: White lives", c: killAll,
			text: "B C4 W A2 W B2 W C2 W D2 W E2 W B1\n",
			errs: []string{"f.txt:1:33: move 7 (white B1) ends the game: White wins: a white group cannot be killed"}},
		{name: "nothing but comments", text: "# none yet\n\n", c: nine,
			errs: []string{"f.txt: no openings (want .sgf files or .txt files of moves)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := write(t, map[string]string{"f.txt": tc.text})
			ops, errs := load(filepath.Join(dir, "f.txt"), dir, tc.c)
			if !slices.Equal(ops, tc.ops) || !slices.Equal(errs, tc.errs) {
				t.Errorf("openings\n%s\nerrors\n%s\nwant\n%s\nand\n%s", strings.Join(ops, "\n"), strings.Join(errs, "\n"),
					strings.Join(tc.ops, "\n"), strings.Join(tc.errs, "\n"))
			}
		})
	}
}

// TestErrorsSayWhatKind: a caller may go on past duplicates alone.
func TestErrorsSayWhatKind(t *testing.T) {
	dir := write(t, map[string]string{"f.txt": "E5 C3\nE5 C3\nE5 E5\n", "g.sgf": "(;SZ[9];B[e])"})
	_, errs := Load(dir, nine)
	want := []error{ErrDuplicate, ErrBad, parse.ErrSGF}
	if len(errs) != len(want) {
		t.Fatalf("errors %v", errs)
	}
	for i, err := range errs {
		var pe *parse.Error
		if !errors.Is(err, want[i]) || !errors.As(err, &pe) {
			t.Errorf("%v: want a *parse.Error of kind %v", err, want[i])
		}
	}
}

// collection is an SGF collection of three games: a 9x9 game of five
// moves, a 9x9 handicap game whose moves start with White, and a 13x13
// game.
const collection = `(;GM[1]FF[4]SZ[9]KM[7]
;B[ee];W[cc];B[gg];W[gc];B[cg])
(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg]PL[W]
;W[gc];B[cg];W[ee])
(;GM[1]FF[4]SZ[13]
;B[dd])
`

// TestSGFOpeningsCutAtMoves: each game of a collection is an opening, its
// setup stones and the first moves of its main line; a game on another
// board is refused at its start.
func TestSGFOpeningsCutAtMoves(t *testing.T) {
	dir := write(t, map[string]string{"book.sgf": collection})
	for _, tc := range []struct {
		moves     int
		ops, errs []string
	}{
		{0, []string{"book.sgf#1: B E5 W C7 B G3 W G7 B C3", "book.sgf#2: W G7 B C3 W E5"},
			[]string{"book.sgf:5:1: game 3: a 13x13 board, the match plays 9x9"}},
		{2, []string{"book.sgf#1: B E5 W C7", "book.sgf#2: W G7 B C3"},
			[]string{"book.sgf:5:1: game 3: a 13x13 board, the match plays 9x9"}},
	} {
		ops, errs := load(filepath.Join(dir, "book.sgf"), dir, Config{Size: 9, Rules: chinese(), Moves: tc.moves})
		if !slices.Equal(ops, tc.ops) || !slices.Equal(errs, tc.errs) {
			t.Errorf("cut at %d: openings %q errors %q, want %q and %q", tc.moves, ops, errs, tc.ops, tc.errs)
		}
	}
	got, _ := Load(filepath.Join(dir, "book.sgf"), Config{Size: 9, Rules: chinese(), Moves: 2})
	if h := got[1]; h.Handicap != 2 || len(h.Setup.AB) != 2 || len(h.Setup.AW) != 0 || h.ToMove != board.White {
		t.Errorf("the handicap game: handicap %d, setup %v, %v to move", h.Handicap, h.Setup, h.ToMove)
	}
}

// TestSGFOpeningErrors: a pass, an illegal move and stones set up among
// the moves are refused at the move, unless the cut leaves them out.
func TestSGFOpeningErrors(t *testing.T) {
	for _, tc := range []struct {
		name, sgf string
		moves     int
		ops, errs []string
	}{
		{"a pass", "(;SZ[9];B[ee];W[];B[cc])", 0, nil,
			[]string{"f.sgf:1:17: move 2 is a pass: an opening places stones"}},
		{"a pass after the cut", "(;SZ[9];B[ee];W[cc];B[])", 2, []string{"f.sgf: B E5 W C7"}, nil},
		{"a suicide", "(;SZ[9]AW[ba][ab];B[aa])", 0, nil,
			[]string{"f.sgf:1:21: move 1 (black A9) is illegal: suicide"}},
		{"setup among the moves", "(;SZ[9];B[ee];AW[aa];W[cc])", 0, nil,
			[]string{"f.sgf:1:24: stones are set up before move 2"}},
		{"setup after the cut", "(;SZ[9];B[ee];AW[aa];W[cc])", 1, []string{"f.sgf: B E5"}, nil},
		{"a setup without liberties", "(;SZ[9]AB[aa]AW[ab][ba])", 0, nil,
			[]string{"f.sgf:1:1: the setup leaves stones without liberties"}},
		{"no moves, White to play", "(;SZ[9]AB[cc][gg]PL[W])", 0, []string{"f.sgf: "}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := write(t, map[string]string{"f.sgf": tc.sgf})
			ops, errs := load(filepath.Join(dir, "f.sgf"), dir, Config{Size: 9, Rules: chinese(), Moves: tc.moves})
			if !slices.Equal(ops, tc.ops) || !slices.Equal(errs, tc.errs) {
				t.Errorf("openings %q errors %q, want %q and %q", ops, errs, tc.ops, tc.errs)
			}
		})
	}
}

// TestLoadWalksADirectory: a directory is read in lexical order, its
// hidden entries and files of other names left alone, and a bad file
// reported while the others are read.
func TestLoadWalksADirectory(t *testing.T) {
	dir := write(t, map[string]string{
		"b.txt":          "E5 C3\n",
		"a.sgf":          "(;SZ[9];B[cc];W[gg])",
		"c.SGF":          "(;SZ[9];B[ee];W[zz])",
		"notes.md":       "not openings\n",
		".hidden.txt":    "D4\n",
		".old/z.sgf":     "(;SZ[9];B[dd])",
		"sub/d.txt":      "G7 C3\n",
		"sub/e.txt.orig": "D4\n",
	})
	ops, errs := load(dir, dir, nine)
	wantOps := []string{"a.sgf: B C7 W G3", "b.txt:1: B E5 W C3", filepath.FromSlash("sub/d.txt:1: B G7 W C3")}
	wantErrs := []string{`c.SGF:1:17: point "zz" is off the 9x9 board`}
	if !slices.Equal(ops, wantOps) || !slices.Equal(errs, wantErrs) {
		t.Errorf("openings %q errors %q, want %q and %q", ops, errs, wantOps, wantErrs)
	}
	empty := write(t, map[string]string{"notes.md": "E5\n"})
	if ops, errs := load(empty, empty, nine); len(ops) != 0 || len(errs) != 1 || !strings.Contains(errs[0], "no openings") {
		t.Errorf("a directory without openings: %q, %q", ops, errs)
	}
	if _, errs := Load(filepath.Join(empty, "missing.txt"), nine); len(errs) != 1 || !strings.Contains(errs[0].Error(), "missing.txt") {
		t.Errorf("a missing file: %v", errs)
	}
}

// TestOpeningReplaysToTheSGFPosition: the game an opening starts, from
// the empty board, stands where the SGF shows it after the cut, a capture
// made, with the opening's moves as its own.
func TestOpeningReplaysToTheSGFPosition(t *testing.T) {
	dir := write(t, map[string]string{"f.sgf": "(;SZ[5]AB[cc];B[ba];W[aa];B[ab];W[dd];B[ee])"})
	ops, errs := Load(filepath.Join(dir, "f.sgf"), Config{Size: 5, Rules: chinese(), Moves: 4})
	if len(errs) > 0 || len(ops) != 1 {
		t.Fatalf("openings %v, errors %v", ops, errs)
	}
	var want parse.File
	if err := parse.Parse("want.txt", []byte(`0 1 0 0 0
1 0 0 0 0
0 0 1 0 0
0 0 0 2 0
0 0 0 0 0
`), &want); err != nil {
		t.Fatal(err)
	}
	g, err := ops[0].Game(game.Go, chinese())
	if err != nil {
		t.Fatal(err)
	}
	if *g.Board() != *want.Current() || g.ToMove() != board.Black || len(g.Moves()) != 4 || g.Prisoners(board.Black) != 1 {
		t.Errorf("board\n%s%v to move, %d moves, %d prisoners", g.Board().Grid(), g.ToMove(), len(g.Moves()), g.Prisoners(board.Black))
	}
	for range 2 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if g.Board().At(board.At(0, 4)) != board.White {
		t.Errorf("undone to before the capture:\n%s", g.Board().Grid())
	}
	rec := ops[0].Record()
	rec.Moves = append(rec.Moves, ops[0].Moves...)
	if again := ops[0].Record(); len(again.Moves) != 4 {
		t.Errorf("a record's moves are shared with the opening: %v", again.Moves)
	}
}

// TestTextReadsBack: an opening's Text, written to a file, is the same
// opening.
func TestTextReadsBack(t *testing.T) {
	dir := write(t, map[string]string{"f.sgf": `(;SZ[9];W[ee];B[cc];B[gg];W[cg])`})
	ops, _ := Load(filepath.Join(dir, "f.sgf"), nine)
	if len(ops) != 1 {
		t.Fatal(ops)
	}
	text := write(t, map[string]string{"f.txt": ops[0].Text() + "\n"})
	again, errs := Load(filepath.Join(text, "f.txt"), nine)
	if len(errs) > 0 || len(again) != 1 || !slices.Equal(again[0].Moves, ops[0].Moves) || again[0].ToMove != ops[0].ToMove {
		t.Errorf("%q read back as %v, %v", ops[0].Text(), again, errs)
	}
}

// TestPlayedPutsTheSetupFirst: an opening with setup stones is played as
// those stones, Black's then White's, each a move of its colour, then its
// moves.
func TestPlayedPutsTheSetupFirst(t *testing.T) {
	o := Opening{Setup: sgf.Setup{AB: []board.Point{board.At(2, 2), board.At(6, 6)}, AW: []board.Point{board.At(4, 4)}},
		Moves: []sgf.Move{{Colour: board.White, Point: board.At(2, 6)}}}
	var got []string
	for _, m := range o.Played() {
		got = append(got, m.Colour.String()+" "+m.Point.String())
	}
	if want := "black C3, black G7, white E5, white C7"; strings.Join(got, ", ") != want {
		t.Errorf("played %s, want %s", strings.Join(got, ", "), want)
	}
}

// TestForMatch: what a match's --openings gives: none, the default ones,
// or a path's, where a duplicate is a note and any other fault the error.
func TestForMatch(t *testing.T) {
	var notes strings.Builder
	if ops, err := ForMatch("none", nine, 10, 1, &notes); ops != nil || err != nil {
		t.Errorf("none: %v, %v; want no openings", ops, err)
	}
	ops, err := ForMatch("", nine, 5, 1, &notes)
	if err != nil || len(ops) != 3 {
		t.Errorf("default for 5 games: %d openings, %v; want 3, one a pair", len(ops), err)
	}
	dir := write(t, map[string]string{"f.txt": "E5 C3\nE5 C3\nD4\n"})
	ops, err = ForMatch(dir, nine, 10, 1, &notes)
	if err != nil || len(ops) != 2 || !strings.Contains(notes.String(), "match: ") || !strings.Contains(notes.String(), "f.txt:2:1: the same position as") {
		t.Errorf("a duplicate: %d openings, %v, notes %q; want 2 and a note", len(ops), err, notes.String())
	}
	dir = write(t, map[string]string{"f.txt": "E5 C3\nE5 E5\n"})
	if _, err := ForMatch(dir, nine, 10, 1, io.Discard); !errors.Is(err, ErrBad) {
		t.Errorf("a bad opening: %v; want ErrBad", err)
	}
}
