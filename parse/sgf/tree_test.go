package sgf_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// TestTreeKeepsTheWholeGame: a game written back from its tree keeps every
// node, variation, comment and property, unknown ones and old FF[3]
// identifiers included, in the layout FormatTrees promises.
func TestTreeKeepsTheWholeGame(t *testing.T) {
	for _, tc := range []struct {
		name, input, want string
	}{
		{"the issue's game", `(;SZ[5]PB[Ann]C[notes]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb]C[ko!])`,
			"(;SZ[5]PB[Ann]C[notes]AB[ba][ab][bc]AW[ca][bb][db][cc]\n;B[cb]C[ko!])\n"},
		{"variations", `(;SZ[9];B[ee](;W[cc];B[gg])(;W[gg]C[a \] bracket];B[cc]))`,
			"(;SZ[9];B[ee]\n(;W[cc];B[gg])\n(;W[gg]C[a \\] bracket];B[cc]))\n"},
		{"a lone variation is the main line", `(;SZ[9](;B[ee](;W[cc])))`, "(;SZ[9];B[ee];W[cc])\n"},
		{"unknown and old properties", "(;GM[1]SZ[9]XX[what]AddBlack[aa][bb]\n;B[cc]LB[dd:hi]TR[ee])",
			"(;GM[1]SZ[9]XX[what]AddBlack[aa][bb]\n;B[cc]LB[dd:hi]TR[ee])\n"},
		{"text outside, and a file cut off in a value", "From: a@b\n(;SZ[5]C[multi\nline];B[aa];W[bb", "(;SZ[5]C[multi\nline];B[aa])\n"},
		{"two games", "(;SZ[5];B[aa])(;SZ[7];W[bb])", "(;SZ[5];B[aa])\n(;SZ[7];W[bb])\n"},
		{"a repeated property stays as written", "(;AB[aa]AB[bb]PW[x][y])", "(;AB[aa]AB[bb]PW[x][y])\n"},
		{"long lines break between values", "(;SZ[19]AB[aa][ba][ca][da][ea][fa][ga][ha][ia][ja][ka][la][ma][na][oa][pa][qa][ra][sa])",
			"(;SZ[19]AB[aa][ba][ca][da][ea][fa][ga][ha][ia][ja][ka][la][ma][na][oa]\n[pa][qa][ra][sa])\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			trees, err := sgf.ParseTrees(testName, []byte(tc.input))
			if err != nil {
				t.Fatal(err)
			}
			if got := sgf.FormatTrees(trees...); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestTreeRefusesWhatParseRefuses: the tree reader shares the record
// reader's syntax, errors and places included.
func TestTreeRefusesWhatParseRefuses(t *testing.T) {
	for _, input := range []string{"", "hello", "(;B[aa]", "(B[aa])", "(;B[aa];W[bb](;B[cc]);W[dd])", "(;b[aa])", "(;B)", "(;C[x"} {
		_, perr := sgf.Parse(testName, []byte(input))
		_, terr := sgf.ParseTrees(testName, []byte(input))
		if (perr == nil) != (terr == nil) || perr != nil && perr.Error() != terr.Error() {
			t.Errorf("%q: Parse says %v, ParseTrees %v", input, perr, terr)
		}
	}
}

// TestTreeEditing: Set, Remove and SetText change a node the way the
// record writers use them, and Move reads a node's one move.
func TestTreeEditing(t *testing.T) {
	trees, err := sgf.ParseTrees(testName, []byte(`(;SZ[5]RE[B+3]C[a]C[b]KM[6.5];B[cb];W[];B[tt]W[aa])`))
	if err != nil {
		t.Fatal(err)
	}
	root := trees[0]
	root.SetText("C", "x]y")
	root.Remove("KM")
	root.Set("RU", "Chinese")
	if got := sgf.FormatTrees(root); !strings.HasPrefix(got, `(;SZ[5]RE[B+3]C[x\]y]RU[Chinese]`) {
		t.Errorf("edited root: %s", got)
	}
	if root.Text("C") != "x]y" || root.Text("PB") != "" {
		t.Errorf("Text: %q %q", root.Text("C"), root.Text("PB"))
	}
	line := root.MainLine()
	want := []struct {
		m  sgf.Move
		ok bool
	}{{sgf.Move{}, false}, {sgf.Move{Colour: board.Black, Point: board.At(2, 3)}, true}, {sgf.Move{Colour: board.White, Point: board.Pass}, true}, {sgf.Move{}, false}}
	for i, n := range line {
		if m, ok := n.Move(5); ok != want[i].ok || ok && m != want[i].m {
			t.Errorf("node %d: %v %v, want %v %v", i, m, ok, want[i].m, want[i].ok)
		}
	}
	clone := root.Clone()
	clone.MainLine()[1].Set("C", "changed")
	if root.MainLine()[1].Get("C") != nil {
		t.Error("changing a clone changed the original")
	}
}

// FuzzTree checks the promises of the lossless tree for any input: what
// Parse reads, ParseTrees reads too; the text written from the trees reads
// back as the same trees, and writing them again gives the same text; and
// that text holds the same games for the rules (the same Records but for
// their places in the file and the repairs of a syntax it no longer has).
//
//	go test ./parse/sgf -run '^$' -fuzz FuzzTree -fuzztime 3m
func FuzzTree(f *testing.F) {
	for _, tc := range badCases {
		f.Add([]byte(tc.input))
	}
	for _, tc := range repairCases {
		f.Add([]byte(tc.input))
	}
	f.Add([]byte(koInput))
	f.Add([]byte("(;SZ[9]C[a\\\nb]XY[1:2];B[ee](;W[cc]C[x\\]];B[dd])(;W[dd]TB[aa:bb]))"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, perr := sgf.Parse(testName, data)
		trees, err := sgf.ParseTrees(testName, data)
		if err != nil {
			if perr == nil {
				t.Fatalf("Parse read %d games, ParseTrees refused: %v", len(games), err)
			}
			return
		}
		text := sgf.FormatTrees(trees...)
		again, err := sgf.ParseTrees(testName, []byte(text))
		if err != nil {
			t.Fatalf("the written trees do not read back: %v\n%s", err, text)
		}
		if len(again) != len(trees) {
			t.Fatalf("%d trees read back as %d", len(trees), len(again))
		}
		for i := range trees {
			if !sameTree(trees[i], again[i]) {
				t.Fatalf("game %d changed in the trip:\n%s\nread back as\n%s", i+1, text, sgf.FormatTrees(again[i]))
			}
		}
		if text2 := sgf.FormatTrees(again...); text2 != text {
			t.Fatalf("writing twice differs:\n%s\n%s", text, text2)
		}
		if perr != nil {
			return
		}
		back, err := sgf.Parse(testName, []byte(text))
		if err != nil {
			t.Fatalf("Parse read the file but not its trees written back: %v\n%s", err, text)
		}
		for i := range games {
			a, b := *games[i], *back[i]
			a.Where, b.Where, a.Repairs, b.Repairs = sgf.Where{}, sgf.Where{}, nil, nil
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("game %d reads differently from its tree:\n%+v\n%+v\n%s", i+1, a, b, text)
			}
		}
	})
}

// sameTree reports whether a and b hold the same nodes, properties and
// values in the same order, without recursion.
func sameTree(a, b *sgf.Node) bool {
	type pair struct{ a, b *sgf.Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(p.a.Props) != len(p.b.Props) || len(p.a.Children) != len(p.b.Children) {
			return false
		}
		for i := range p.a.Props {
			if p.a.Props[i].ID != p.b.Props[i].ID || !slices.Equal(p.a.Props[i].Values, p.b.Props[i].Values) {
				return false
			}
		}
		for i := range p.a.Children {
			stack = append(stack, pair{p.a.Children[i], p.b.Children[i]})
		}
	}
	return true
}
