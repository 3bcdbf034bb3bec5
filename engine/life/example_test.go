package life_test

import (
	"fmt"

	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/parse"
)

// Example judges a white stone at B5, inside Black's side of a finished
// position.
func Example() {
	var f parse.File
	_ = parse.Parse("lone.txt", []byte(`0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 1 0 1 2 0 0 2 0
0 0 0 1 2 0 0 0 0
0 2 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 1 0 1 2 0 0 2 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
`), &f)
	j := life.Estimate(f.Current(), life.Config{Playouts: 500, Seed: 1})
	for _, s := range j.Strings {
		fmt.Println(s.Colour, s.Stones, "dead:", s.Dead)
	}
	fmt.Println("dead stones:", j.Dead)
	// Output:
	// black [D1 D2 D3 D4 D5 D6 D7 D8 D9] dead: false
	// white [E1 E2 E3 E4 E5 E6 E7 E8 E9] dead: false
	// black [B7] dead: false
	// white [H7] dead: false
	// white [B5] dead: true
	// black [B3] dead: false
	// white [H3] dead: false
	// dead stones: [B5]
}
