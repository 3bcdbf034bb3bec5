package sgf_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse/sgf"
)

// testName is the file name given to Parse; every message starts with it.
const testName = "game.sgf"

// vertex returns the point of a GTP vertex such as "D4", or board.Pass.
func vertex(t testing.TB, s string) board.Point {
	t.Helper()
	return boardtest.Vertex(t, &big, s)
}

// big is a 19x19 board, on which every vertex of these tests resolves.
var big, _ = board.New(board.MaxSize, board.MaxSize)

// points returns the points of space-separated GTP vertices, nil for none.
func points(t testing.TB, s string) []board.Point {
	t.Helper()
	var ps []board.Point
	for _, f := range strings.Fields(s) {
		ps = append(ps, vertex(t, f))
	}
	return ps
}

// moves reads "B D4 W pass ..." into moves, nil for none.
func moves(t testing.TB, s string) []sgf.Move {
	t.Helper()
	f := strings.Fields(s)
	var ms []sgf.Move
	for i := 0; i+1 < len(f); i += 2 {
		c, err := board.ParseColor(f[i])
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, sgf.Move{Colour: c, Point: vertex(t, f[i+1])})
	}
	return ms
}

// parseOne parses input that must hold exactly one game.
func parseOne(t *testing.T, input string) *sgf.Record {
	t.Helper()
	games, err := sgf.Parse(testName, []byte(input))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if len(games) != 1 {
		t.Fatalf("Parse gave %d games, want 1", len(games))
	}
	return games[0]
}

func TestRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		game func(t *testing.T) *sgf.Record
		want string // Format's text
	}{
		{
			name: "square with setup, passes and komi",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{
					Width: 9, Height: 9, Komi: 6.5, HasKomi: true, Rules: "Japanese",
					Handicap: 2, PlayerToMove: board.White,
					Setup:  sgf.Setup{AB: points(t, "C7 G3"), AW: points(t, "A1")},
					Moves:  moves(t, "W E5 B pass W C3 B pass W pass"),
					Result: "W+R", GameName: "test", BlackPlayer: "Kuro", WhitePlayer: "Shiro", Date: "2024-05-01",
				}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[9]KM[6.5]HA[2]PL[W]\n" +
				"RU[Japanese]GN[test]PB[Kuro]PW[Shiro]DT[2024-05-01]RE[W+R]\n" +
				"AB[cc][gg]\nAW[ai]\n" +
				";W[ee];B[];W[cg];B[];W[])\n",
		},
		{
			name: "rectangular 13x5, negative komi, every setup list",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{
					Width: 13, Height: 5, Komi: -0.5, HasKomi: true,
					Setup: sgf.Setup{AB: points(t, "A5 N1"), AW: points(t, "B5"), AE: points(t, "G3")},
					Moves: moves(t, "B A1 W N5 B pass"),
				}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[13:5]KM[-0.5]\n" +
				"AB[aa][me]\nAW[ba]\nAE[gc]\n" +
				";B[ae];W[ma];B[])\n",
		},
		{
			name: "markup in the last node",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 3, Height: 3, Moves: moves(t, "B B2"),
					Territory: [3][]board.Point{board.Black: points(t, "A1 C3"), board.White: points(t, "B3")}, Marked: points(t, "B3")}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3]\n;B[bb]\nTB[ac][ca]\nTW[ba]\nMA[ba]\n)\n",
		},
		{
			name: "markup in a setup-only root",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 3, Height: 3, Setup: sgf.Setup{AW: points(t, "B3")},
					Territory: [3][]board.Point{board.Black: points(t, "B3")}}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3]\nAW[ba]\nTB[ba]\n)\n",
		},
		{
			name: "the side to move after the last move, in the last node",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 3, Height: 3, Moves: moves(t, "B B2 W A1"), NextPlayer: board.White}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3]\n;B[bb];W[ac]PL[W])\n",
		},
		{
			name: "a setup node after the last move, then the side to move",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 3, Height: 3, Moves: moves(t, "B B2"), NextPlayer: board.Black,
					Setups: []sgf.SetupNode{{After: 1, Setup: sgf.Setup{AW: points(t, "A1"), AE: points(t, "B2")}}}}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3]\n;B[bb]\n;AW[ac]AE[bb]\nPL[B])\n",
		},
		{
			name: "tall 2x19",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 2, Height: 19, Moves: moves(t, "B A19 W B1")}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[2:19]\n;B[aa];W[bs])\n",
		},
		{
			name: "escaped comment",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{
					Width: 19, Height: 19,
					Comment:     "a [bracket] and a \\backslash\\\nsecond line: ]]",
					BlackPlayer: `Lee \ Sedol`,
				}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[19]\n" +
				"PB[Lee \\\\ Sedol]C[a [bracket\\] and a \\\\backslash\\\\\nsecond line: \\]\\]]\n)\n",
		},
		{
			name: "a long game breaks lines every ten moves",
			game: func(t *testing.T) *sgf.Record {
				return &sgf.Record{Width: 1, Height: 1, Moves: moves(t, strings.Repeat("B pass W pass ", 6))}
			},
			want: "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[1]\n" +
				";B[];W[];B[];W[];B[];W[];B[];W[];B[];W[]\n;B[];W[])\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			text := sgf.Format(g)
			if text != tc.want {
				t.Errorf("Format:\n%s\nwant:\n%s", text, tc.want)
			}
			var buf bytes.Buffer
			if err := sgf.Write(&buf, g); err != nil || buf.String() != text {
				t.Errorf("Write = %v, %q; want the text of Format", err, buf.String())
			}
			again := parseOne(t, text)
			again.Where = sgf.Where{} // a Record made by hand has none
			if len(g.Setups) > 0 && len(again.Repairs) == 1 && again.Repairs[0].Code == sgf.RepairSetupInMainLine {
				again.Repairs = nil // a setup node after a move is read as a repair
			}
			if !reflect.DeepEqual(again, g) {
				t.Errorf("Parse(Format(g)) =\n%+v\nwant\n%+v", *again, *g)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  func(t *testing.T) []*sgf.Record
	}{
		{
			name: "short 9x9 game with captures",
			input: `(;FF[4]GM[1]SZ[9]CA[UTF-8]AP[CGoban:3]
KM[5.5]RU[Chinese]PB[Alice]PW[Bob]DT[2023-11-05]RE[B+3.5]
;B[ba];W[aa]C[a sacrifice]
;B[ab];W[ha];B[ia];W[ib]
;B[ee];W[];B[])
`,
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 9, Height: 9, Komi: 5.5, HasKomi: true, Rules: "Chinese",
					BlackPlayer: "Alice", WhitePlayer: "Bob", Date: "2023-11-05", Result: "B+3.5",
					Moves: moves(t, "B B9 W A9 B A8 W H9 B J9 W J8 B E5 W pass B pass"),
				}}
			},
		},
		{
			name: "collection of two games",
			input: `(;GM[1]FF[4]SZ[5]GN[one];B[cc];W[dd])
(;GM[1]FF[4]SZ[7]GN[two]HA[2]AB[cc][ee]PL[W];W[dd])`,
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{
					{Width: 5, Height: 5, GameName: "one", Moves: moves(t, "B C3 W D2")},
					{
						Width: 7, Height: 7, GameName: "two", Handicap: 2, PlayerToMove: board.White,
						Setup: sgf.Setup{AB: points(t, "C5 E3")}, Moves: moves(t, "W D4"),
					},
				}
			},
		},
		{
			name: "variations: the main line only",
			input: `(;SZ[9];B[ee]
  (;W[cc];B[gg]
    (;W[gc]C[main line])
    (;W[cg];B[aa]))
  (;W[gg];B[cc]))`,
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 9, Height: 9, Moves: moves(t, "B E5 W C7 B G3 W G7")}}
			},
		},
		{
			name:  "tt is a pass on 19x19, and so is an empty value",
			input: "(;FF[3]SZ[19];B[pd];W[tt];B[dp];W[])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 19, Height: 19, Moves: moves(t, "B Q16 W pass B D4 W pass")}}
			},
		},
		{
			name:  "no SZ means 19x19",
			input: "(;KM[7.5];B[aa])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 19, Height: 19, Komi: 7.5, HasKomi: true, Moves: moves(t, "B A19")}}
			},
		},
		{
			name:  "compressed point lists",
			input: "(;SZ[5]AB[aa:cb][ee]AW[ed:ec][ac:ad]AE[dd])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 5, Height: 5, Setup: sgf.Setup{
					AB: points(t, "A5 B5 C5 A4 B4 C4 E1"),
					AW: points(t, "E3 E2 A3 A2"),
					AE: points(t, "D2"),
				}}}
			},
		},
		{
			name:  "a point listed twice is kept once",
			input: "(;SZ[5]AB[aa:bb][ba][bb])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 5, Height: 5, Setup: sgf.Setup{AB: points(t, "A5 B5 A4 B4")}}}
			},
		},
		{
			name: "FF[3] identifiers with lower-case letters",
			input: `(;GaMe[1]FileFormat[3]SiZe[9]KoMi[0.5]PlayerBlack[Go Seigen]
AddBlack[cc][gg]AddWhite[ee]PLayer[W]
;White[dd];Black[ff])`,
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 9, Height: 9, Komi: 0.5, HasKomi: true, BlackPlayer: "Go Seigen",
					PlayerToMove: board.White,
					Setup:        sgf.Setup{AB: points(t, "C7 G3"), AW: points(t, "E5")},
					Moves:        moves(t, "W D6 B F4"),
				}}
			},
		},
		{
			name:  "rectangular board",
			input: "(;SZ[9:5];B[ia];W[ae])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 9, Height: 5, Moves: moves(t, "B J5 W A1")}}
			},
		},
		{
			name:  "text escapes and soft line breaks",
			input: "(;C[a \\] b \\\\ c\\:d\\\nsoft\\\r\nagain\n\thard\\x]GN[tab\there])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 19, Height: 19,
					Comment:  "a ] b \\ c:dsoftagain\n hardx",
					GameName: "tab here",
				}}
			},
		},
		{
			name:  "white space between tokens, CRLF and a byte order mark",
			input: "\xef\xbb\xbf \r\n( ;\tSZ [9] KM [ 6.5 ]\r\n ; B [ee]\r\n ; W\n[dd]\r\n)\r\n",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 9, Height: 9, Komi: 6.5, HasKomi: true, Moves: moves(t, "B E5 W D6")}}
			},
		},
		{
			name:  "setup and game information after the root, before the first move",
			input: "(;SZ[5];AB[aa]PL[B]RE[B+R];B[bb]PL[W];W[cc]KM[0];B[dd]C[not kept])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 5, Height: 5, HasKomi: true, PlayerToMove: board.Black, Result: "B+R",
					Setup: sgf.Setup{AB: points(t, "A5")}, Moves: moves(t, "B B4 W C3 B D2"),
				}}
			},
		},
		{
			name:  "unknown properties and their lists are skipped",
			input: "(;SZ[5]XX[1][2]LB[aa:x\\]y][bb:z]TR[cc][dd];B[aa]SQ[ee])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 5, Height: 5, Moves: moves(t, "B A5")}}
			},
		},
		{
			name:  "markup of the last node is kept, rectangles opened, repeats dropped; earlier nodes' is not",
			input: "(;SZ[5]TB[aa]MA[bb];B[cc]TB[dd:ee][ee]TW[aa]MA[ab]\n(;W[ba]TW[cd])(;W[ab]))",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 5, Height: 5, Moves: moves(t, "B C3 W B5"), Territory: [3][]board.Point{board.White: points(t, "C2")}}}
			},
		},
		{
			name:  "markup of a setup-only root",
			input: "(;SZ[5]AB[cc]TB[dd:ee][ee]TW[aa]MA[ab])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{Width: 5, Height: 5, Setup: sgf.Setup{AB: points(t, "C3")},
					Territory: [3][]board.Point{board.Black: points(t, "D2 E2 D1 E1"), board.White: points(t, "A5")}, Marked: points(t, "A4")}}
			},
		},
		{
			name: "a capture frees the point for a later move",
			// White A5 is taken by B4... then White plays A5 again.
			input: "(;SZ[5]AB[ba];W[aa];B[ab];W[aa])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 5, Height: 5, Setup: sgf.Setup{AB: points(t, "B5")},
					Moves: moves(t, "W A5 B A4 W A5"),
				}}
			},
		},
		{
			name:  "a suicide is for the rules to judge: the point stays empty",
			input: "(;SZ[3]AB[ba][ab];W[aa];B[];W[aa])",
			want: func(t *testing.T) []*sgf.Record {
				return []*sgf.Record{{
					Width: 3, Height: 3, Setup: sgf.Setup{AB: points(t, "B3 A2")},
					Moves: moves(t, "W A3 B pass W A3"),
				}}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, err := sgf.Parse(testName, []byte(tc.input))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			want := tc.want(t)
			if len(games) != len(want) {
				t.Fatalf("Parse gave %d games, want %d", len(games), len(want))
			}
			for i := range want {
				games[i].Where = sgf.Where{} // TestWhere checks it
				if !reflect.DeepEqual(games[i], want[i]) {
					t.Errorf("game %d =\n%+v\nwant\n%+v", i+1, *games[i], *want[i])
				}
			}
		})
	}
}

// badCases are inputs Parse refuses, with the exact message and kind.
var badCases = []struct {
	name  string
	input string
	want  string
	kind  error
}{
	{"empty file", "", `game.sgf:1:1: no game (want "(;")`, sgf.ErrSyntax},
	{"white space only", "\n \n", `game.sgf:3:1: no game (want "(;")`, sgf.ErrSyntax},
	{"text before the game", "hello (;)", `game.sgf:1:1: unexpected "h" outside a game`, sgf.ErrSyntax},
	{"text after the game", "(;SZ[9])\n x", `game.sgf:2:2: unexpected "x" outside a game`, sgf.ErrSyntax},
	{"one parenthesis too many", "(;SZ[9]))", `game.sgf:1:9: unexpected ")" outside a game`, sgf.ErrSyntax},
	{"not UTF-8 outside a game", "(;)\xff", `game.sgf:1:4: unexpected "\xff" outside a game`, sgf.ErrSyntax},
	{"byte order mark is not a column", "\xef\xbb\xbf;(;)", `game.sgf:1:1: unexpected ";" outside a game`, sgf.ErrSyntax},
	{"unclosed game", "(;SZ[9]\n;B[aa]", `game.sgf:1:1: unclosed "("`, sgf.ErrSyntax},
	{"unclosed variation", "(;B[aa](;W[bb])(;W[cc]", `game.sgf:1:16: unclosed "("`, sgf.ErrSyntax},
	{"unclosed bracket", "(;SZ[9]C[oops)", `game.sgf:1:9: unclosed "["`, sgf.ErrSyntax},
	{"escaped closing bracket", "(;C[a\\])", `game.sgf:1:4: unclosed "["`, sgf.ErrSyntax},
	{"empty game tree", "()", `game.sgf:1:2: unexpected ")" (want ";" to start a node)`, sgf.ErrSyntax},
	{"tree without a node", "( B[aa])", `game.sgf:1:3: unexpected "B" (want ";" to start a node)`, sgf.ErrSyntax},
	{"node after a variation", "(;B[aa](;W[bb]);B[cc])", `game.sgf:1:16: unexpected ";" (want "(" or ")" after a variation)`, sgf.ErrSyntax},
	{"junk in a node", "(;B[aa] 5)", `game.sgf:1:9: unexpected "5" (want a property, ";", "(" or ")")`, sgf.ErrSyntax},
	{"property without a value", "(;SZ 9)", `game.sgf:1:3: property "SZ" has no value`, sgf.ErrSyntax},
	{"lower-case property", "(;sz[9])", `game.sgf:1:3: bad property name "sz" (want upper-case letters)`, sgf.ErrSyntax},
	{"syntax in a variation", "(;B[aa](;W[bb])(;W[cc]#))", `game.sgf:1:23: unexpected "#" (want a property, ";", "(" or ")")`, sgf.ErrSyntax},
	{"size 20", "(;SZ[20])", `game.sgf:1:6: bad size "20" (want SZ[n] or SZ[w:h], sides from 1 to 19)`, sgf.ErrSize},
	{"size 0", "(;SZ[0])", `game.sgf:1:6: bad size "0" (want SZ[n] or SZ[w:h], sides from 1 to 19)`, sgf.ErrSize},
	{"size 9:20", "(;SZ[9:20])", `game.sgf:1:6: bad size "9:20" (want SZ[n] or SZ[w:h], sides from 1 to 19)`, sgf.ErrSize},
	{"size not a number", "(;SZ[nine])", `game.sgf:1:6: bad size "nine" (want SZ[n] or SZ[w:h], sides from 1 to 19)`, sgf.ErrSize},
	{"point with a digit", "(;SZ[9];B[a1])", `game.sgf:1:11: bad point "a1" (want two letters a to s, like "dd")`, sgf.ErrBadPoint},
	{"point of three letters", "(;SZ[9]\n;W[abc])", `game.sgf:2:4: bad point "abc" (want two letters a to s, like "dd")`, sgf.ErrBadPoint},
	{"point off the board", "(;SZ[9];B[jj])", `game.sgf:1:11: point "jj" is off the 9x9 board`, sgf.ErrBadPoint},
	{"point off a rectangular board", "(;SZ[9:5];B[af])", `game.sgf:1:13: point "af" is off the 9x5 board`, sgf.ErrBadPoint},
	{"tt is no setup point", "(;AB[dd][tt])", `game.sgf:1:10: point "tt" is off the 19x19 board`, sgf.ErrBadPoint},
	{"empty setup point", "(;AW[])", `game.sgf:1:5: AW[] has no point (the value is skipped)`, sgf.ErrBadValue},
	{"empty komi", "(;SZ[9]KM[];B[aa])", `game.sgf:1:10: KM[] has no value (read as no KM)`, sgf.ErrBadValue},
	{"empty size", "(;SZ[ ])", `game.sgf:1:5: SZ[] has no value (read as no SZ)`, sgf.ErrBadValue},
	{"two moves in one node", "(;SZ[9];B[aa]W[bb])", `game.sgf:1:14: node has both B and W (both are played, in file order)`, sgf.ErrBadValue},
	{"truncated size", "(;SZ[1", `game.sgf:1:5: the file ends inside SZ, so the board's size is unknown`, sgf.ErrSyntax},
	{"truncated after the size's name", "(;SZ", `game.sgf:1:3: the file ends inside SZ, so the board's size is unknown`, sgf.ErrSyntax},
	{"truncated komi", "(;SZ[9]KM[7", `game.sgf:1:10: the file ends inside KM, so the komi is unknown`, sgf.ErrSyntax},
	{"truncated handicap", "(;SZ[9]HA[", `game.sgf:1:10: the file ends inside HA, so the handicap is unknown`, sgf.ErrSyntax},
	{"truncated rules", "(;SZ[9]KM[6.5]RU[Chin", `game.sgf:1:17: the file ends inside RU, so the rules are unknown`, sgf.ErrSyntax},
	{"truncated side to move", "(;SZ[9]AB[aa];PL[W", `game.sgf:1:17: the file ends inside PL, so the side to move is unknown`, sgf.ErrSyntax},
	{"rectangle off the board", "(;SZ[5]AB[aa:ff])", `game.sgf:1:14: point "ff" is off the 5x5 board`, sgf.ErrBadPoint},
	{"column in characters", "(;C[日本]\tB[zz])", `game.sgf:1:11: point "zz" is off the 19x19 board`, sgf.ErrBadPoint},
	{"occupied", "(;SZ[9];B[ee];W[ee])", `game.sgf:1:17: move 2 (white E5) is on an occupied point`, sgf.ErrOccupied},
	{"occupied by setup", "(;SZ[9]AW[aa:cc]AE[ee]\n;B[ee]\n;W[bb])", `game.sgf:3:4: move 2 (white B8) is on an occupied point`, sgf.ErrOccupied},
	{"occupied in a variation is not read", "(;SZ[9];B[ee](;W[dd])(;W[ee]))", "", nil},
	{"bad komi", "(;KM[six])", `game.sgf:1:6: bad komi "six" (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
	{"komi with an underscore is not 65", "(;KM[6_5])", `game.sgf:1:6: bad komi "6_5" (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
	{"komi in hex is not 8", "(;KM[0x1p3])", `game.sgf:1:6: bad komi "0x1p3" (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
	{"komi infinite", "(;KM[Inf])", `game.sgf:1:6: bad komi "Inf" (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
	{"komi NaN", "(;KM[NaN])", `game.sgf:1:6: bad komi "NaN" (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
	{"negative handicap", "(;HA[-1])", `game.sgf:1:6: bad handicap "-1" (want a whole number, 0 or more)`, sgf.ErrBadValue},
	{"bad player", "(;PL[X])", `game.sgf:1:6: bad player "X" (want B or W)`, sgf.ErrBadValue},
	{"not Go", "(;GM[2]FF[4])", `game.sgf:1:6: game type "2" is not Go (want GM[1])`, sgf.ErrBadValue},
	{"two values for a move", "(;B[aa][bb])", `game.sgf:1:8: B takes one value, not 2`, sgf.ErrBadValue},
	{"setup after a move", "(;SZ[9];B[aa];AW[bb])", `game.sgf:1:15: setup AW after move 1 of the main line`, sgf.ErrBadValue},
	{"repeated property", "(;SZ[9]PW[a]PW[b])", `game.sgf:1:13: property PW repeated in one node`, sgf.ErrBadValue},
	{"Latin-1 without CA", "(;PB[Jos\xe9])", `game.sgf:1:6: PB is not UTF-8 and no CA names its charset (read as Latin-1)`, sgf.ErrBadValue},
	{"charset not decoded", "(;CA[GB2312]PB[\xc0\xee])", `game.sgf:1:16: PB is not UTF-8 and goscore does not decode CA "GB2312" (read as Latin-1)`, sgf.ErrBadValue},
	{"point in two setup lists", "(;SZ[9]AB[aa:cc];AW[dd][bb])", `game.sgf:1:25: B8 is in both AB and AW`, sgf.ErrBadValue},
	{"long values are cut short", "(;KM[" + strings.Repeat("x", 30) + "])", `game.sgf:1:6: bad komi "xxxxxxxxxxxxxxxxxxxxxxxx"... (want a decimal number like 6.5, from -1000 to 1000)`, sgf.ErrBadValue},
}

// TestParseErrors holds ParseStrict to its messages; Parse gives the same
// error, or reads the file with the repair noted at the same place.
func TestParseErrors(t *testing.T) {
	for _, tc := range badCases {
		t.Run(tc.name, func(t *testing.T) {
			lenient, lerr := sgf.Parse(testName, []byte(tc.input))
			switch {
			case lerr != nil:
				// Text skipped may leave no game: an error of the same kind.
				if tc.kind == nil || !errors.Is(lerr, tc.kind) {
					t.Errorf("Parse: %v, want %q or a repair", lerr, tc.want)
				}
			case tc.kind != nil:
				r := firstRepair(lenient)
				if got := fmt.Sprintf("%s:%d:%d: %s", testName, r.Pos.Line, r.Pos.Col, r.Msg); got != tc.want || !errors.Is(r.Err, tc.kind) {
					t.Errorf("Parse repaired %q (%v), want %q", got, r.Err, tc.want)
				}
			}
			games, err := sgf.ParseStrict(testName, []byte(tc.input))
			if tc.kind == nil {
				if err != nil {
					t.Fatalf("Parse: %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse gave %d games and no error, want %q", len(games), tc.want)
			}
			if games != nil {
				t.Errorf("Parse gave games with the error")
			}
			if err.Error() != tc.want {
				t.Errorf("error\n %s\nwant\n %s", err, tc.want)
			}
			if !errors.Is(err, tc.kind) {
				t.Errorf("errors.Is(%v, %v) = false", err, tc.kind)
			}
			var se *sgf.Error
			if !errors.As(err, &se) || se.File != testName {
				t.Errorf("error %#v is not an *sgf.Error for %s", err, testName)
			}
		})
	}
}

func TestInvalidGames(t *testing.T) {
	tests := []struct {
		name string
		game sgf.Record
		kind error
	}{
		{"zero size", sgf.Record{}, sgf.ErrSize},
		{"too wide", sgf.Record{Width: 20, Height: 9}, sgf.ErrSize},
		{"setup off the board", sgf.Record{Width: 5, Height: 5, Setup: sgf.Setup{AW: []board.Point{board.At(5, 0)}}}, sgf.ErrBadPoint},
		{"setup pass", sgf.Record{Width: 5, Height: 5, Setup: sgf.Setup{AB: []board.Point{board.Pass}}}, sgf.ErrBadPoint},
		{"move off the board", sgf.Record{Width: 5, Height: 5, Moves: []sgf.Move{{Colour: board.Black, Point: board.At(0, 5)}}}, sgf.ErrBadPoint},
		{"wild point", sgf.Record{Width: 5, Height: 5, Moves: []sgf.Move{{Colour: board.Black, Point: -7}}}, sgf.ErrBadPoint},
		{"move of no colour", sgf.Record{Width: 5, Height: 5, Moves: []sgf.Move{{Colour: board.Empty, Point: board.At(1, 1)}}}, sgf.ErrBadValue},
		{"komi NaN", sgf.Record{Width: 5, Height: 5, Komi: func() float64 { z := 0.0; return z / z }(), HasKomi: true}, sgf.ErrBadValue},
		{"negative handicap", sgf.Record{Width: 5, Height: 5, Handicap: -1}, sgf.ErrBadValue},
		{"wall to move", sgf.Record{Width: 5, Height: 5, PlayerToMove: board.Wall}, sgf.ErrBadValue},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := sgf.Write(&buf, &tc.game); !errors.Is(err, tc.kind) || buf.Len() != 0 {
				t.Errorf("Write = %v, wrote %q; want an error of kind %v and nothing written", err, buf.String(), tc.kind)
			}
			if s := sgf.Format(&tc.game); s != "" {
				t.Errorf("Format = %q, want \"\"", s)
			}
			if err := tc.game.Check(); !errors.Is(err, tc.kind) {
				t.Errorf("Check = %v, want kind %v", err, tc.kind)
			}
		})
	}
}

// TestWhere checks the places Parse records for the messages of whoever
// replays a record: the "(" of each game, its KM and every main-line move,
// counted as errors count them (characters, not bytes; a BOM is no column).
func TestWhere(t *testing.T) {
	input := "\ufeff(;SZ[5]C[é]KM[6.5]\n;B[aa]\n  (;W[bb];B[])(;W[cc]))\n(;B[dd])"
	games, err := sgf.Parse(testName, []byte(input))
	if err != nil {
		t.Fatal(err)
	}
	want := []sgf.Where{
		{Game: sgf.Pos{Line: 1, Col: 1}, Komi: sgf.Pos{Line: 1, Col: 15},
			Moves: []sgf.Pos{{Line: 2, Col: 4}, {Line: 3, Col: 7}, {Line: 3, Col: 13}}},
		{Game: sgf.Pos{Line: 4, Col: 1}, Moves: []sgf.Pos{{Line: 4, Col: 5}}},
	}
	if len(games) != len(want) {
		t.Fatalf("Parse gave %d games, want %d", len(games), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(games[i].Where, want[i]) {
			t.Errorf("game %d: Where = %+v, want %+v", i+1, games[i].Where, want[i])
		}
	}
}

// koInput has a ko at B3/C3 of a 5x5 board: Black takes at C3, White
// plays a threat at E1, Black answers at A5, White takes back at B3.
const koInput = `(;SZ[5]
AB[bb][ac][bd]AW[cb][dc][cd][bc]
;B[cc];W[ee];B[aa];W[bc])`

// repairCases are inputs Parse reads with a repair: the codes it notes
// and what it reads, as describe shows it.
var repairCases = []struct {
	name, input string
	codes       []string
	want        string
}{
	{"setup after a move", "(;SZ[5];B[aa];AW[bb][cc]AE[aa];W[dd])", []string{sgf.RepairSetupInMainLine},
		"moves [black A5 white D2]; after 1: AB [] AW [B4 C3] AE [A5]"},
	{"setup with a move in its node", "(;SZ[5];B[aa];AB[bb]W[cc])", []string{sgf.RepairSetupInMainLine},
		"moves [black A5 white C3]; after 1: AB [B4] AW [] AE []"},
	{"setup nodes in a row", "(;SZ[5];B[aa];AB[bb];AE[bb];W[cc])", []string{sgf.RepairSetupInMainLine},
		"moves [black A5 white C3]; after 1: AB [B4] AW [] AE []; after 1: AB [] AW [] AE [B4]"},
	{"setup before the moves is no repair", "(;SZ[5]AB[aa];AW[bb];B[cc])", nil, "moves [black C3]"},
	{"setup in a variation is not read", "(;SZ[5];B[aa](;W[bb])(;AW[cc]))", nil, "moves [black A5 white B4]"},
	{"player 1", "(;SZ[5]AB[aa]PL[1])", nil, "moves []; PL black"},
	{"player 2", "(;SZ[5]AB[aa]PL[2])", nil, "moves []; PL white"},
	{"repeated property", "(;SZ[5]PW[Alice]PW[Bob];B[aa]B[bb])", []string{sgf.RepairRepeated}, "moves [black A5]; PW Alice"},
	{"repeated property in a variation is not read", "(;SZ[5](;B[aa])(;B[aa]B[bb]))", nil, "moves [black A5]"},
	{"mail header", "From: x@y (me)\nSubject: (game)\n\n(;SZ[5];B[aa])", []string{sgf.RepairOutside}, "moves [black A5]"},
	{"text after the game", "(;SZ[5];B[aa])\n-- \nsent from my phone", []string{sgf.RepairOutside}, "moves [black A5]"},
	{"parenthesis too many", "(;SZ[5];B[aa]))", []string{sgf.RepairOutside}, "moves [black A5]"},
	{"truncated in a node", "(;SZ[5];B[aa];W[bb]", []string{sgf.RepairTruncated}, "moves [black A5 white B4]"},
	{"truncated in a value", "(;SZ[5];B[aa];W[bb]C[a long comm", []string{sgf.RepairTruncated}, "moves [black A5 white B4]"},
	{"truncated in a move", "(;SZ[5];B[aa];W[b", []string{sgf.RepairTruncated}, "moves [black A5]"},
	{"truncated after a name", "(;SZ[5];B[aa];W", []string{sgf.RepairTruncated}, "moves [black A5]"},
	{"truncated in a variation", "(;SZ[5];B[aa](;W[bb])(;W[cc]", []string{sgf.RepairTruncated}, "moves [black A5 white B4]"},
	{"Latin-1 guessed", "(;SZ[5]PW[Jos\xe9]C[caf\xe9])", []string{sgf.RepairLatin1}, "moves []; PW José; C café"},
	{"Latin-1 declared", "(;CA[ISO-8859-1]SZ[5]PW[Jos\xe9])", nil, "moves []; PW José"},
	{"UTF-8 declared but Latin-1", "(;CA[UTF-8]SZ[5]PW[Jos\xe9])", []string{sgf.RepairLatin1}, "moves []; PW José"},
	{"charset not decoded", "(;CA[Shift_JIS]SZ[5]PW[\x8eR])", []string{sgf.RepairLatin1}, "moves []; PW \u008eR"},
	{"move on a stone", "(;SZ[5];B[aa];W[aa];B[bb])", []string{sgf.RepairOccupied}, "moves [black A5 white A5 black B4]"},
	{"move on a setup stone", "(;SZ[5]AB[cc];W[cc])", []string{sgf.RepairOccupied}, "moves [white C3]"},
	{"empty komi, handicap, side to move and game type", "(;GM[]SZ[5]KM[]HA[ ]PL[];B[aa])", []string{sgf.RepairEmpty}, "moves [black A5]"},
	{"empty size is 19x19", "(;SZ[];B[ss])", []string{sgf.RepairEmpty}, "moves [black T1]"},
	{"empty setup point skipped", "(;SZ[5]AB[aa][];W[bb])", []string{sgf.RepairEmpty}, "moves [white B4]"},
	{"empty territory is no repair", "(;SZ[5];B[aa]TB[]TW[])", nil, "moves [black A5]"},
	{"two moves in one node", "(;SZ[5];B[aa]W[bb];B[cc])", []string{sgf.RepairTwoMoves}, "moves [black A5 white B4 black C3]"},
	{"white first in one node", "(;SZ[5];W[aa]B[bb])", []string{sgf.RepairTwoMoves}, "moves [white A5 black B4]"},
	{"a cut list keeps its whole values", "(;SZ[5];B[aa];AB[cc][dd][e", []string{sgf.RepairSetupInMainLine, sgf.RepairTruncated},
		"moves [black A5]; after 1: AB [C3 D2] AW [] AE []"},
	{"several repairs in file order", "x(;SZ[5]PB[a]PB[b];B[aa];W[aa];AB[cc]", []string{sgf.RepairOutside, sgf.RepairTruncated, sgf.RepairRepeated, sgf.RepairOccupied, sgf.RepairSetupInMainLine},
		"moves [black A5 white A5]; PB a; after 2: AB [C3] AW [] AE []"},
	{"text outside goes to every game", "(;SZ[5])(;SZ[7]) bye", []string{sgf.RepairOutside}, "moves []"},
}

// describe shows what a test reads of g.
func describe(g *sgf.Record) string {
	s := fmt.Sprintf("moves %v", g.Moves)
	if g.PlayerToMove != board.Empty {
		s += "; PL " + g.PlayerToMove.String()
	}
	if g.BlackPlayer != "" {
		s += "; PB " + g.BlackPlayer
	}
	if g.WhitePlayer != "" {
		s += "; PW " + g.WhitePlayer
	}
	if g.Comment != "" {
		s += "; C " + g.Comment
	}
	for _, n := range g.Setups {
		s += fmt.Sprintf("; after %d: AB %v AW %v AE %v", n.After, n.Setup.AB, n.Setup.AW, n.Setup.AE)
	}
	return s
}

func TestRepairs(t *testing.T) {
	for _, tc := range repairCases {
		t.Run(tc.name, func(t *testing.T) {
			games, err := sgf.Parse(testName, []byte(tc.input))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			for i, g := range games {
				var codes []string
				for _, r := range g.Repairs {
					codes = append(codes, r.Code)
				}
				if !reflect.DeepEqual(codes, tc.codes) {
					t.Errorf("game %d: repairs %q, want %q", i+1, codes, tc.codes)
				}
				if err := g.Check(); err != nil {
					t.Errorf("game %d: Check: %v", i+1, err)
				}
			}
			if got := describe(games[0]); got != tc.want {
				t.Errorf("read\n %s\nwant\n %s", got, tc.want)
			}
			_, serr := sgf.ParseStrict(testName, []byte(tc.input))
			if (serr != nil) != (len(tc.codes) > 0) {
				t.Fatalf("ParseStrict: %v, want an error: %v", serr, len(tc.codes) > 0)
			}
			if serr != nil {
				var se *sgf.Error
				r := games[0].Repairs[0]
				if !errors.As(serr, &se) || se.Line != r.Pos.Line || se.Col != r.Pos.Col || se.Msg != r.Msg || !errors.Is(serr, r.Err) {
					t.Errorf("ParseStrict: %v, want the first repair %+v", serr, r)
				}
			}
		})
	}
}

// TestRepeatedListPropertyJoined: AB[gc]AB[cg] in one node, as a real
// GNU Go record writes its handicap, places both stones (the lists join)
// and notes the repair; a repeated single-valued property keeps its first.
func TestRepeatedListPropertyJoined(t *testing.T) {
	games, err := sgf.Parse("h.sgf", []byte("(;SZ[9]AB[gc]AB[cg]AW[aa]PW[x]PW[y];W[ge])"))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	if len(g.Setup.AB) != 2 || g.WhitePlayer != "x" || !g.Repaired(sgf.RepairRepeated) {
		t.Errorf("AB %v, PW %q, repairs %v", g.Setup.AB, g.WhitePlayer, g.Repairs)
	}
}

// TestTextPropertyWithTwoValues: PW[a][b], as a real record has it, keeps
// the first value and notes the repair; ParseStrict refuses it.
func TestTextPropertyWithTwoValues(t *testing.T) {
	text := []byte("(;SZ[9]PW[Trevor][Tromp];B[ee])")
	games, err := sgf.Parse("t.sgf", text)
	if err != nil || games[0].WhitePlayer != "Trevor" || !games[0].Repaired(sgf.RepairRepeated) {
		t.Fatalf("%v %+v", err, games)
	}
	if _, err := sgf.ParseStrict("t.sgf", text); err == nil || !strings.Contains(err.Error(), "PW takes one value, not 2") {
		t.Errorf("strict: %v", err)
	}
}
