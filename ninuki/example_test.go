package ninuki_test

import (
	"fmt"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/ninuki"
)

// Black's stone in the middle of X O O . O O X takes both pairs.
func Example() {
	g, err := ninuki.New(7)
	if err != nil {
		panic(err)
	}
	for _, m := range []struct {
		c    board.Color
		x, y int
	}{
		{board.Black, 0, 3}, {board.White, 1, 3}, {board.White, 2, 3},
		{board.White, 4, 3}, {board.White, 5, 3}, {board.Black, 6, 3},
	} {
		g.Play(m.c, board.At(m.x, m.y))
	}
	n, r := g.Play(board.Black, board.At(3, 3))
	fmt.Println(r, n, "stones captured")
	fmt.Println(g)
	fmt.Println("captured (W B):", g.Captured(board.White), g.Captured(board.Black), "result:", g.Result())
	// Output:
	// legal 4 stones captured
	// . . . . . . .
	// . . . . . . .
	// . . . . . . .
	// X . . X . . X
	// . . . . . . .
	// . . . . . . .
	// . . . . . . .
	// captured (W B): 0 4 result: unknown
}

// GTP answers an illegal move with a success response that says why.
func ExampleNewEngine() {
	e, err := ninuki.NewEngine(ninuki.DefaultSize, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(e.Execute("1 play b d4"))
	fmt.Print(e.Execute("2 play w D4"))
	fmt.Print(e.Execute("3 play w h1"))
	fmt.Print(e.Execute("4 gogui-rules_captured_count"))
	// Output:
	// =1
	//
	// =2 illegal move: "d4" occupied
	//
	// =3 illegal move: "h1" wrong coordinate
	//
	// =4 0 0
}
