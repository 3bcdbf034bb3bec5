package parse_test

import (
	"errors"
	"fmt"

	"github.com/goscore/goscore/parse"
)

func ExampleParse() {
	data := []byte(`# the white stone at C3 has no liberties
player: black
komi: 6.5
0 0 0 0 0
0 0 1 0 0
0 1 2 1 0
0 0 1 0 0
0 0 0 0 0
`)
	var f parse.File
	if err := parse.Parse("capture.txt", data, &f); err != nil {
		fmt.Println(err)
		return
	}
	b := f.Current()
	fmt.Printf("%dx%d, %d grid(s), %v to move, komi %v\n", b.Width(), b.Height(), len(f.Grids), f.Player, f.Komi)
	fmt.Println("centre:", b.Point(2, 2), "holds", b.At(b.Point(2, 2)))
	fmt.Print(b.Grid())
	// Output:
	// 5x5, 1 grid(s), black to move, komi 6.5
	// centre: C3 holds white
	// 0 0 0 0 0
	// 0 0 1 0 0
	// 0 1 2 1 0
	// 0 0 1 0 0
	// 0 0 0 0 0
}

// Errors name the file, line and column; errors.Is tells their kind.
func ExampleParse_error() {
	data := []byte(`0 0 0
0 3 0
0 0 0
`)
	var f parse.File
	err := parse.Parse("boards/a.txt", data, &f)
	fmt.Println(err)
	fmt.Println(errors.Is(err, parse.ErrBadCell))

	var pe *parse.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Line, pe.Col)
	}
	// Output:
	// boards/a.txt:2:3: bad cell "3" (want 0, 1 or 2)
	// true
	// 2 3
}

// A history holds one grid per move, oldest first; Format writes a File back
// in the same format.
func ExampleFormat() {
	data := []byte("# two moves\r\nwhite-prisoners: 0\r\n000\r\n010\r\n---\r\n200\r\n010\r\n")
	var f parse.File
	if err := parse.Parse("game.txt", data, &f); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(parse.Format(&f))
	// Output:
	// 0 0 0
	// 0 1 0
	// ---
	// 2 0 0
	// 0 1 0
}
