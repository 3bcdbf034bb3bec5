package board_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

// mustNew returns an empty board of w columns and h rows.
func mustNew(t *testing.T, w, h int) *board.Board {
	t.Helper()
	b, err := board.New(w, h)
	if err != nil {
		t.Fatal(err)
	}
	return &b
}

func TestParseVertexGood(t *testing.T) {
	b19 := mustNew(t, 19, 19)
	b9 := mustNew(t, 9, 9)
	tests := []struct {
		in   string
		b    *board.Board
		want string // the point, as a GTP vertex
		text string // Vertex.Text
	}{
		{in: "d4", b: b19, want: "D4", text: "d4"},
		{in: "D4", b: b19, want: "D4", text: "D4"},
		{in: "A1", b: b19, want: "A1", text: "A1"},
		{in: "j1", b: b19, want: "J1", text: "j1"},
		{in: "T19", b: b19, want: "T19", text: "T19"},
		{in: "t19", b: b19, want: "T19", text: "t19"},
		{in: " Q16\n", b: b19, want: "Q16", text: "Q16"},
		{in: "pass", b: b19, want: "pass", text: "pass"},
		{in: "PASS", b: b9, want: "pass", text: "PASS"},
		{in: "2,6", b: b9, want: "G7", text: "2,6"},
		{in: "2,6", b: b19, want: "G17", text: "2,6"},
		{in: "0,0", b: b9, want: "A9", text: "0,0"},
		{in: "8,8", b: b9, want: "J1", text: "8,8"},
		{in: " 3 , 4 ", b: b9, want: "E6", text: "3 , 4"},
		{in: "18,18", b: b19, want: "T1", text: "18,18"},
	}
	for _, tc := range tests {
		v, err := board.ParseVertex(tc.in)
		if err != nil {
			t.Errorf("ParseVertex(%q): %v", tc.in, err)
			continue
		}
		if v.Text != tc.text || v.String() != tc.text {
			t.Errorf("ParseVertex(%q).Text = %q, String() = %q, want %q", tc.in, v.Text, v.String(), tc.text)
		}
		if v.IsPass() != (tc.want == "pass") {
			t.Errorf("ParseVertex(%q).IsPass() = %v", tc.in, v.IsPass())
		}
		p, ok := v.Resolve(tc.b)
		if !ok || p.String() != tc.want {
			t.Errorf("ParseVertex(%q).Resolve(%dx%d) = %v, %v, want %s, true", tc.in, tc.b.Width(), tc.b.Height(), p, ok, tc.want)
		}
	}
}

func TestParseVertexBad(t *testing.T) {
	const accepted = "(want a GTP vertex like D4 (column A-T without I, row from 1 at the bottom), ROW,COL like 2,6 (zero-based, row 0 at the top) or pass)"
	for _, in := range []string{
		"I5", "i5", // no I column
		"A0", "A01", "A-1", "A+1", "A 1", "A1.5", "AA1", "D", "4", "4D",
		"hello", "passe", "pas",
		"-1,2", "2,-1", "1,", ",1", ",", "1,2,3", "a,b", "1;2", "100,0", "0,100",
		"", "   ",
		"Z100", "A100",
		"é4", "D４",
	} {
		v, err := board.ParseVertex(in)
		if err == nil {
			t.Errorf("ParseVertex(%q) = %+v, want an error", in, v)
			continue
		}
		if !errors.Is(err, board.ErrBadVertex) {
			t.Errorf("ParseVertex(%q): errors.Is(%v, ErrBadVertex) = false", in, err)
		}
		if !strings.HasSuffix(err.Error(), accepted) {
			t.Errorf("ParseVertex(%q): %q does not say what is accepted", in, err)
		}
	}

	// One message in full: it quotes the input as given.
	_, err := board.ParseVertex("I5")
	const want = `bad vertex "I5" ` + accepted
	if err == nil || err.Error() != want {
		t.Errorf("ParseVertex(I5): %v\nwant %s", err, want)
	}
}

// TestResolve puts well-formed vertices on boards where some of them do not
// fit: off the board is not a parse error but ok=false (docs/rules.md, Legality).
func TestResolve(t *testing.T) {
	tests := []struct {
		w, h int
		in   string
		want string // "" when off the board
	}{
		// 9x9.
		{9, 9, "A1", "A1"},
		{9, 9, "J9", "J9"},
		{9, 9, "E5", "E5"},
		{9, 9, "K9", ""},
		{9, 9, "J10", ""},
		{9, 9, "L11", ""},
		{9, 9, "T19", ""},
		{9, 9, "Z99", ""},
		{9, 9, "0,0", "A9"},
		{9, 9, "8,8", "J1"},
		{9, 9, "9,0", ""},
		{9, 9, "0,9", ""},
		{9, 9, "99,99", ""},
		{9, 9, "pass", "pass"},
		// 5 columns x 9 rows.
		{5, 9, "E9", "E9"},
		{5, 9, "A9", "A9"},
		{5, 9, "F1", ""},
		{5, 9, "A10", ""},
		{5, 9, "8,4", "E1"},
		{5, 9, "0,4", "E9"},
		{5, 9, "4,8", ""},
		{5, 9, "9,0", ""},
		// 9 columns x 5 rows.
		{9, 5, "J5", "J5"},
		{9, 5, "J6", ""},
		{9, 5, "K1", ""},
		{9, 5, "4,8", "J1"},
		{9, 5, "0,0", "A5"},
		{9, 5, "5,0", ""},
		{9, 5, "pass", "pass"},
	}
	for _, tc := range tests {
		b := mustNew(t, tc.w, tc.h)
		v, err := board.ParseVertex(tc.in)
		if err != nil {
			t.Errorf("ParseVertex(%q): %v", tc.in, err)
			continue
		}
		p, ok := v.Resolve(b)
		if tc.want == "" {
			if ok {
				t.Errorf("%q on %dx%d = %v, want off the board", tc.in, tc.w, tc.h, p)
			}
			continue
		}
		if !ok || p.String() != tc.want {
			t.Errorf("%q on %dx%d = %v, %v, want %s, true", tc.in, tc.w, tc.h, p, ok, tc.want)
		}
		if p != board.Pass && !b.OnBoard(p) {
			t.Errorf("%q on %dx%d resolved to %v, which is not on the board", tc.in, tc.w, tc.h, p)
		}
	}
}
