package mcts_test

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// killAllRules are the rules the kill-all book was made under.
var killAllRules = analyze.Rules{Scoring: analyze.Area, Ko: analyze.KoPositional}

// replayKillAll returns a 7x7 kill-all game with the GTP vertices of moves
// played in turn.
func replayKillAll(t *testing.T, moves ...string) *game.Game {
	t.Helper()
	g, err := game.New(game.KillAll, 7, 7, killAllRules)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range moves {
		if _, err := g.Play(g.ToMove(), vertex(t, g.Board(), v)); err != nil {
			t.Fatalf("%s: %v", v, err)
		}
	}
	return g
}

// TestParseBook reads a small book, finds its lines in games, and refuses
// what is not a book, saying where.
func TestParseBook(t *testing.T) {
	bk, err := mcts.ParseBook("# a comment\nbook kill-all 7\n- > D3 0.5  # Black's first stone\nD3 > C5 0.4\nD3 C5 E3 > D2 0.41\n")
	if err != nil {
		t.Fatal(err)
	}
	if bk.Len() != 3 {
		t.Errorf("%d entries, want 3", bk.Len())
	}
	for _, tt := range []struct {
		moves []string
		want  string // "" for none
	}{
		{nil, "D3"},
		{[]string{"D3"}, "C5"},
		{[]string{"D3", "C5", "E3"}, "D2"},
		{[]string{"D3", "C5", "E4"}, ""}, // not a line of the book
		{[]string{"C5"}, ""},
	} {
		bm, ok := bk.Lookup(replayKillAll(t, tt.moves...))
		if got := map[bool]string{true: bm.Move.String()}[ok]; got != tt.want {
			t.Errorf("after %v: %q, want %q", tt.moves, got, tt.want)
		}
	}
	// Not the book's game or board: no move.
	g, _ := game.New(game.Go, 7, 7, killAllRules)
	if _, ok := bk.Lookup(g); ok {
		t.Error("a Go game found in a kill-all book")
	}
	g, _ = game.New(game.KillAll, 9, 9, killAllRules)
	if _, ok := bk.Lookup(g); ok {
		t.Error("a 9x9 game found in a 7x7 book")
	}
	for _, tt := range []struct{ text, want string }{
		{"", "no header"},
		{"D3 > C5 0.4\n", "line 1: want the header"},
		{"book go-moku 7\n", "line 1"},
		{"book kill-all 7\nD3 > H8 0.4\n", `line 2: "H8" is not a point of a 7x7 board`},
		{"book kill-all 7\nD3 > C5 1.5\n", "line 2: bad win rate"},
		{"book kill-all 7\nD3 C5 0.4\n", "line 2: want MOVES > MOVE RATE"},
		{"book kill-all 7\nD3 > C5 0.4\nD3 > C4 0.4\n", `line 3: the line "D3" twice`},
	} {
		if _, err := mcts.ParseBook(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want one with %q", tt.text, err, tt.want)
		}
	}
}

// TestKillAllBookCovers checks the shipped book: it places both of
// Black's stones, answers every first move White can make after them, and
// every move it gives is legal where it gives it.
func TestKillAllBookCovers(t *testing.T) {
	bk := mcts.KillAllBook()
	first, ok := bk.Lookup(replayKillAll(t))
	if !ok {
		t.Fatal("no first stone")
	}
	second, ok := bk.Lookup(replayKillAll(t, first.Move.String()))
	if !ok {
		t.Fatal("no second stone")
	}
	placed := replayKillAll(t, first.Move.String(), second.Move.String())
	answered := 0
	for _, p := range placed.Board().Points(nil) {
		if placed.Legal(board.White, p) != analyze.OK {
			continue
		}
		g := replayKillAll(t, first.Move.String(), second.Move.String(), p.String())
		if _, ok := bk.Lookup(g); !ok { // Lookup checks the answer's legality too
			t.Errorf("no legal answer to White %v", p)
		}
		answered++
	}
	if want := 7*7 - 2; answered != want || bk.Len() != want+2 {
		t.Errorf("%d White moves answered and %d entries, want %d and %d", answered, bk.Len(), want, want+2)
	}
}

// TestGenmoveFromBook: with Config.Book the bot plays the book's move in
// a line of the book, without a search, and searches out of it; without
// Config.Book it searches every move.
func TestGenmoveFromBook(t *testing.T) {
	bk := mcts.KillAllBook()
	want, _ := bk.Lookup(replayKillAll(t))
	bot := mcts.New(mcts.Config{Playouts: 200, Seed: 1, Rules: killAllRules, KillAll: true, Book: bk})
	if d := bot.Genmove(replayKillAll(t), board.Black); !d.Book || d.Move != want.Move || d.Playouts != 0 {
		t.Errorf("%+v, want the book's %v without a search", d, want.Move)
	}
	// Out of the book (Black's stones elsewhere): a search.
	g := replayKillAll(t, "A1", "G7", "D4")
	if d := bot.Genmove(g, board.Black); d.Book || d.Playouts == 0 {
		t.Errorf("%+v out of the book, want a search", d)
	}
	nobook := mcts.New(mcts.Config{Playouts: 200, Seed: 1, Rules: killAllRules, KillAll: true})
	if d := nobook.Genmove(replayKillAll(t), board.Black); d.Book || d.Playouts == 0 {
		t.Errorf("%+v without a book, want a search", d)
	}
}
