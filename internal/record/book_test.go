package record

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// issueGame is the game of the report that play --load rewrote as setup
// stones: a player's name, comments, a capture (a prisoner) and the ko it
// leaves (White may not retake at B4).
const issueGame = `(;SZ[5]PB[Ann]C[notes]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb]C[ko!])`

var japanese = game.RulesChoice{Rules: analyze.Rules{Name: "japanese"}}

// write puts text in a file of a new directory and returns its path.
func write(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func load(t *testing.T, path string, k game.Kind) *Loaded {
	t.Helper()
	l, err := Load(path, japanese, k)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// vertices plays moves given as vertices ("pass" too) for whoever is to move.
func vertices(t *testing.T, g *game.Game, moves string) {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		v, err := board.ParseVertex(m)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := v.Resolve(g.Board())
		if _, err := g.Play(g.ToMove(), p); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// TestLoadRecordKeepsGame: the record of a loaded SGF is the file's game,
// names, comments and the move that made the ko included, with the rules
// played added; read back, it is the same game: the same board, prisoners
// and ko.
func TestLoadRecordKeepsGame(t *testing.T) {
	path := write(t, "g.sgf", issueGame)
	l := load(t, path, game.Go)
	if l.Note != "" || len(l.Game.Moves()) != 1 || l.Game.Prisoners(board.Black) != 1 {
		t.Fatalf("loaded with note %q, %d moves, %d prisoners", l.Note, len(l.Game.Moves()), l.Game.Prisoners(board.Black))
	}
	out := filepath.Join(filepath.Dir(path), "g2.sgf")
	if err := l.Book.Save(l.Game, out, false); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(out)
	want := "(;SZ[5]PB[Ann]C[notes]AB[ba][ab][bc]AW[ca][bb][db][cc]RU[Japanese]KM[0]\n;B[cb]C[ko!])\n"
	if string(got) != want {
		t.Errorf("record\n%s\nwant\n%s", got, want)
	}
	back := load(t, out, game.Go)
	b4, _ := board.ParseVertex("B4")
	p, _ := b4.Resolve(back.Game.Board())
	if *back.Game.Board() != *l.Game.Board() || back.Game.Prisoners(board.Black) != 1 || back.Game.Legal(board.White, p) != analyze.Ko {
		t.Errorf("read back: board\n%sprisoners %d, W B4 %v", back.Game.Board().Grid(), back.Game.Prisoners(board.Black), back.Game.Legal(board.White, p))
	}
}

// TestBookMovesOnTheTree: the moves played after loading go on the main
// line from where the game stands; a move a variation plays follows it, a
// new one becomes the main line with the old line kept after it; undo into
// the file's moves loses none of them.
func TestBookMovesOnTheTree(t *testing.T) {
	const file = "(;SZ[5]C[root]XX[kept];B[cc]C[first](;W[dd];B[bb]C[end])(;W[bd]C[var]))"
	for _, tc := range []struct {
		name  string
		undo  int
		moves string
		want  string
	}{
		{"nothing played", 0, "", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[dd]\n;B[bb]C[end])\n(;W[bd]C[var]))\n"},
		{"played on", 0, "E5", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[dd]\n;B[bb]C[end];W[ea])\n(;W[bd]C[var]))\n"},
		{"undo to the start", 3, "", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[dd]\n;B[bb]C[end])\n(;W[bd]C[var]))\n"},
		{"the variation's move", 2, "B2", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[bd]C[var])\n(;W[dd]\n;B[bb]C[end]))\n"},
		{"the main line's move again", 1, "B4", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[dd]\n;B[bb]C[end])\n(;W[bd]C[var]))\n"},
		{"a new move", 2, "A1", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n;B[cc]C[first]\n(;W[ae])\n(;W[dd]\n;B[bb]C[end])\n(;W[bd]C[var]))\n"},
		{"a new first move", 3, "A1 B1", "(;SZ[5]C[root]XX[kept]RU[Japanese]KM[0]\n(;B[ae];W[be])\n(;B[cc]C[first]\n(;W[dd]\n;B[bb]C[end])\n(;W[bd]C[var])))\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := load(t, write(t, "v.sgf", file), game.Go)
			for i := 0; i < tc.undo; i++ {
				if err := l.Game.Undo(); err != nil {
					t.Fatal(err)
				}
			}
			vertices(t, l.Game, tc.moves)
			got, err := l.Book.SGF(l.Game)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("record\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestLoadMovesNotUndoable: a main line with setup between its moves goes
// on from its end, says why its moves cannot be taken back, and keeps the
// file whole in the record.
func TestLoadMovesNotUndoable(t *testing.T) {
	l := load(t, write(t, "s.sgf", "(;SZ[5];B[cc];AW[aa]C[set];W[dd])"), game.Go)
	if !strings.Contains(l.Note, "stones are set up after move 1") || len(l.Game.Moves()) != 0 || l.Game.Board().At(board.At(0, 4)) != board.White {
		t.Errorf("note %q, %d moves", l.Note, len(l.Game.Moves()))
	}
	vertices(t, l.Game, "E1")
	got, _ := l.Book.SGF(l.Game)
	if want := "(;SZ[5]RU[Japanese]KM[0];B[cc]\n;AW[aa]C[set];W[dd];B[ee])\n"; got != want {
		t.Errorf("record\n%s\nwant\n%s", got, want)
	}
}

// TestLoadGridRecordsAsConvert: a board file's game is recorded as
// convert writes it (the first grid as setup, the history as moves, the
// header's prisoners less the moves' in the root comment), so the record
// scores and judges ko as the file does; its moves can be taken back.
func TestLoadGridRecordsAsConvert(t *testing.T) {
	grid := `player: white
black-prisoners: 2
white-prisoners: 1
komi: 0.5
0 1 2 0 0
1 2 0 2 0
0 1 2 0 0
0 0 0 0 0
0 0 0 2 0
---
0 1 2 0 0
1 2 0 2 0
0 1 2 0 0
0 0 0 0 0
0 0 0 2 0
---
0 1 2 0 0
1 0 1 2 0
0 1 2 0 0
0 0 0 0 0
0 0 0 2 0
`
	path := write(t, "k.txt", grid)
	l := load(t, path, game.Go)
	if l.Note != "" || len(l.Game.Moves()) != 2 || l.Game.Prisoners(board.Black) != 2 || l.Game.ToMove() != board.White {
		t.Fatalf("note %q, %d moves, prisoners %d, %v to move", l.Note, len(l.Game.Moves()), l.Game.Prisoners(board.Black), l.Game.ToMove())
	}
	out := filepath.Join(filepath.Dir(path), "k.sgf")
	if err := l.Book.Save(l.Game, out, false); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(out)
	if !strings.Contains(string(text), "C[black-prisoners: 1\nwhite-prisoners: 1]") || !strings.Contains(string(text), ";W[]\n;B[cb])") {
		t.Errorf("record:\n%s", text)
	}
	back := load(t, out, game.Go)
	b2, _ := board.ParseVertex("B4")
	p, _ := b2.Resolve(back.Game.Board())
	if *back.Game.Board() != *l.Game.Board() || back.Game.Prisoners(board.Black) != 2 || back.Game.Prisoners(board.White) != 1 || back.Game.Legal(board.White, p) != analyze.Ko {
		t.Errorf("the record reads back as\n%sprisoners %d %d, W B4 %v\n%s", back.Game.Board().Grid(), back.Game.Prisoners(board.Black), back.Game.Prisoners(board.White), back.Game.Legal(board.White, p), text)
	}
	for i := 0; i < 2; i++ {
		if err := l.Game.Undo(); err != nil {
			t.Fatalf("undo %d: %v", i+1, err)
		}
	}
	if l.Game.Prisoners(board.Black) != 1 {
		t.Errorf("prisoners after undoing the capture: %d, want 1", l.Game.Prisoners(board.Black))
	}
}

// TestGridWithCapturedStonesGoesOnFromItsEnd: grids that leave a captured
// string on the board do not follow by moves; the game goes on from the
// last grid and says so.
func TestGridWithCapturedStonesGoesOnFromItsEnd(t *testing.T) {
	grid := "0 2 1\n2 0 2\n0 2 1\n---\n0 2 1\n2 1 2\n0 2 1\n"
	l := load(t, write(t, "h.txt", grid), game.Go)
	if !strings.Contains(l.Note, "do not lead to its last position") || len(l.Game.Moves()) != 0 {
		t.Errorf("note %q, %d moves", l.Note, len(l.Game.Moves()))
	}
}

// TestSaveClaimsOnlyItsOwnFiles: the record replaces the file the game was
// loaded from and the files it wrote, and an unrelated file only when told.
func TestSaveClaimsOnlyItsOwnFiles(t *testing.T) {
	path := write(t, "g.sgf", issueGame)
	dir := filepath.Dir(path)
	other := filepath.Join(dir, "other.sgf")
	if err := os.WriteFile(other, []byte("(;SZ[9]C[mine])"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := load(t, path, game.Go)
	if err := l.Book.Save(l.Game, path, false); err != nil {
		t.Errorf("the loaded file: %v", err)
	}
	if err := l.Book.Save(l.Game, other, false); !errors.Is(err, ErrExists) {
		t.Errorf("another game's file: %v, want ErrExists", err)
	}
	if got, _ := os.ReadFile(other); string(got) != "(;SZ[9]C[mine])" {
		t.Errorf("the other file changed: %s", got)
	}
	if err := l.Book.Save(l.Game, other, true); err != nil {
		t.Errorf("told to overwrite: %v", err)
	}
	newFile := filepath.Join(dir, "new.sgf")
	for i := 0; i < 2; i++ {
		if err := l.Book.Save(l.Game, newFile, false); err != nil {
			t.Errorf("write %d of a new file: %v", i+1, err)
		}
	}
	link := filepath.Join(dir, "link.sgf")
	if err := os.Symlink("g.sgf", link); err == nil && !l.Book.Owns(link) {
		t.Error("a link to the loaded file is not the game's")
	}
}

// TestKillAllRecordsStayKillAll: a kill-all game is named so in its
// record, from a new game or a loaded one, and its loaded moves keep
// Black's two first stones.
func TestKillAllRecordsStayKillAll(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	g, _ := game.New(game.KillAll, 5, 5, r)
	vertices(t, g, "C3 C4 B2")
	path := filepath.Join(t.TempDir(), "k.sgf")
	if err := Save(g, path); err != nil {
		t.Fatal(err)
	}
	l := load(t, path, game.KillAll)
	if len(l.Game.Moves()) != 3 || l.Game.ToMove() != board.Black {
		t.Fatalf("%d moves, %v to move", len(l.Game.Moves()), l.Game.ToMove())
	}
	for i := 0; i < 2; i++ {
		_ = l.Game.Undo()
	}
	if l.Game.ToMove() != board.Black {
		t.Errorf("after Black's first stone, %v is to move, want Black again", l.Game.ToMove())
	}
	vertices(t, l.Game, "D2")
	text, _ := l.Book.SGF(l.Game)
	if !strings.Contains(text, "GN[kill-all]") || !strings.Contains(text, ";B[cc]\n(;B[dd])\n(;B[cb];W[bd])") {
		t.Errorf("record:\n%s", text)
	}
}

// TestLoadNotMovesSaysWhy: each kind of main line whose moves cannot be
// the game's own goes on from its end and says why.
func TestLoadNotMovesSaysWhy(t *testing.T) {
	for _, tc := range []struct{ input, why string }{
		{"(;SZ[5];B[cc];AW[aa]C[set];W[dd])", "stones are set up after move 1"},
		{"(;SZ[5]B[cc];W[dd])", "the first move is in the root node"},
		{"(;SZ[5];AB[aa]B[cc];W[dd])", "the first move's node sets stones up too"},
		{"(;SZ[5];B[cc]W[dd])", "a node plays several moves"},
		{"(;SZ[5];B[cc];W[cc])", "a move is played onto a stone"},
	} {
		l := load(t, write(t, "n.sgf", tc.input), game.Go)
		if !strings.HasSuffix(l.Note, ": "+tc.why) || len(l.Game.Moves()) != 0 {
			t.Errorf("%s: note %q, %d moves", tc.input, l.Note, len(l.Game.Moves()))
		}
	}
}
