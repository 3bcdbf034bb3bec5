package sgf_test

import (
	"errors"
	"fmt"

	"github.com/goscore/goscore/parse/sgf"
)

func ExampleParse() {
	data := []byte(`(;FF[4]GM[1]SZ[9]KM[6.5]PB[Alice]PW[Bob]
AB[cc][gg]
;W[ee]C[a reply]
  (;B[ec];W[]C[main line])
  (;B[ce]))`)
	games, err := sgf.Parse("game.sgf", data)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := games[0]
	fmt.Printf("%dx%d, komi %v, %s v %s\n", g.Width, g.Height, g.Komi, g.BlackPlayer, g.WhitePlayer)
	fmt.Println("setup:", g.Setup.AB)
	fmt.Println("moves:", g.Moves)
	// Output:
	// 9x9, komi 6.5, Alice v Bob
	// setup: [C7 G3]
	// moves: [white E5 black E7 white pass]
}

// Errors name the file, line and column; errors.Is tells their kind.
// ParseStrict refuses what Parse repairs.
func ExampleParseStrict() {
	data := []byte("(;SZ[9]\n;B[ee]\n;W[ee])")
	_, err := sgf.ParseStrict("game.sgf", data)
	fmt.Println(err)
	fmt.Println(errors.Is(err, sgf.ErrOccupied))
	// Output:
	// game.sgf:3:4: move 2 (white E5) is on an occupied point
	// true
}

// Parse reads what other programs read, and notes each repair.
func ExampleParse_repairs() {
	data := []byte("From: a friend\n\n(;SZ[9]PW[Bob]PW[Robert]\n;B[ee]\n;W[ee]")
	games, err := sgf.Parse("game.sgf", data)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := games[0]
	fmt.Println("white:", g.WhitePlayer, "moves:", g.Moves)
	for _, r := range g.Repairs {
		fmt.Printf("%d:%d %s: %s\n", r.Pos.Line, r.Pos.Col, r.Code, r.Msg)
	}
	// Output:
	// white: Bob moves: [black E5 white E5]
	// 1:1 text-outside-game: unexpected "F" outside a game
	// 3:1 truncated: unclosed "("
	// 3:15 repeated-property: property PW repeated in one node
	// 5:4 move-on-occupied-point: move 2 (white E5) is on an occupied point
}

func ExampleFormat() {
	games, err := sgf.Parse("old.sgf", []byte(`(;GaMe[1]SiZe[9:7]KoMi[0.5]Comment[[1\] \\ two]AddBlack[aa:bb];White[tt];Black[cd])`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(sgf.Format(games[0]))
	// Output:
	// (;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[9:7]KM[0.5]
	// C[[1\] \\ two]
	// AB[aa][ba][ab][bb]
	// ;W[];B[cd])
}
