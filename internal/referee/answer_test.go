package referee

import (
	"errors"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// TestDeadOfReadsAnswers: an answer to final_status_list dead is vertices
// separated by any white space, in either case (GNU Go and Pachi end each
// string's line with a space, KataGo does not), each a stone of the
// board; anything else is an *AnswerError naming the word at fault.
func TestDeadOfReadsAnswers(t *testing.T) {
	b, _ := board.New(5, 5)
	for _, v := range []string{"A1", "B1", "E5", "C3"} {
		p, _ := board.ParseVertex(v)
		q, _ := p.Resolve(&b)
		b.Set(q, board.Black)
	}
	for _, tc := range []struct{ answer, want, err string }{
		{"", "", ""},
		{"A1 B1 \nE5 ", "A1 B1 E5", ""},
		{"a1\tb1\r\n\ne5", "A1 B1 E5", ""},
		{"C3", "C3", ""},
		{"F1", "", `final_status_list dead named "F1": off the 5x5 board`},
		{"A6", "", `final_status_list dead named "A6": off the 5x5 board`},
		{"B2", "", `final_status_list dead named "B2": no stone there`},
		{"A1 pass", "", `final_status_list dead named "pass": not a vertex`},
		{"1,1", "", `final_status_list dead named "1,1": not a vertex`},
		{"= A1", "", `final_status_list dead named "=": not a vertex`},
		{"no dead stones", "", `final_status_list dead named "no": not a vertex`},
	} {
		got, err := deadOf(tc.answer, &b)
		var ae *AnswerError
		switch {
		case tc.err != "":
			if !errors.As(err, &ae) || err.Error() != tc.err {
				t.Errorf("%q: %v, want %q", tc.answer, err, tc.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.answer, err)
		default:
			vs := make([]string, len(got))
			for i, p := range got {
				vs[i] = p.String()
			}
			if strings.Join(vs, " ") != tc.want {
				t.Errorf("%q: %v, want %s", tc.answer, vs, tc.want)
			}
		}
	}
}

// TestKgsRulesOfEachPreset: each preset goes to the engine as the
// kgs-rules name of its count: territory japanese, AGA aga, Tromp-Taylor
// (area with suicide) new_zealand, Chinese chinese.
func TestKgsRulesOfEachPreset(t *testing.T) {
	for preset, want := range map[string]string{"japanese": "japanese", "chinese": "chinese", "aga": "aga", "tromp-taylor": "new_zealand"} {
		r, err := analyze.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.KGSName(); got != want {
			t.Errorf("%s: %s, want %s", preset, got, want)
		}
	}
	r, _ := analyze.Preset("chinese")
	r.Scoring = analyze.Territory
	if got := r.KGSName(); got != "japanese" {
		t.Errorf("chinese with --scoring territory: %s, want japanese", got)
	}
}

// TestMoveOfReadsGenmove: an answer to genmove is a vertex of the board
// in either case, pass, or resign (taken as a pass), with white space
// around it; anything else, two vertices among it, is an *AnswerError
// naming the command and the answer.
func TestMoveOfReadsGenmove(t *testing.T) {
	b, _ := board.New(9, 9)
	for _, tc := range []struct{ answer, want, err string }{
		{"D4", "D4", ""},
		{" d4\n", "D4", ""},
		{"PASS", "pass", ""},
		{"resign", "pass", ""},
		{"Resign", "pass", ""},
		{"K1", "", `genmove b named "K1": off the 9x9 board`},
		{"D4 E5", "", `genmove b named "D4 E5": not a vertex`},
		{"4,4", "", `genmove b named "4,4": not a vertex`},
		{"", "", `genmove b named "": not a vertex`},
	} {
		p, err := moveOf("genmove b", tc.answer, &b)
		var ae *AnswerError
		switch {
		case tc.err != "":
			if !errors.As(err, &ae) || err.Error() != tc.err {
				t.Errorf("%q: %v, want %q", tc.answer, err, tc.err)
			}
		case err != nil || p.String() != tc.want:
			t.Errorf("%q: %v, %v; want %s", tc.answer, p, err, tc.want)
		}
	}
}
