package elo_test

import (
	"fmt"

	"github.com/goscore/goscore/gtp/match/elo"
)

// A head-to-head counted game by game, read as cutechess-cli prints it.
func ExampleWDL_Estimate() {
	r := elo.WDL{Wins: 99, Draws: 104, Losses: 97}
	e := r.Estimate()
	fmt.Printf("score %.3f, Elo %.1f ± %.1f [%.1f, %.1f], LOS %.1f%%\n",
		e.Score, e.Elo, e.Margin(), e.Low, e.High, 100*e.LOS)
	// Output: score 0.503, Elo 2.3 ± 31.9 [-29.5, 34.2], LOS 55.7%
}

// A match played in pairs, stopped by the test once it decides.
func ExampleSPRT() {
	test, err := elo.ParseSPRT("elo0=0,elo1=30")
	if err != nil {
		fmt.Println(err)
		return
	}
	lower, upper := test.Bounds()
	var pairs elo.Penta
	for k := range 200 {
		// Four pairs in five won twice, the fifth split.
		if k%5 == 4 {
			pairs.Add(1, 0)
		} else {
			pairs.Add(1, 1)
		}
		llr := test.LLRPairs(pairs)
		if d := test.Decide(llr); d != elo.Continue {
			e := pairs.Estimate()
			fmt.Printf("%v after %d pairs: LLR %.2f (%.2f, %.2f), Elo %.0f ± %.0f\n",
				d, pairs.Pairs(), llr, lower, upper, e.Elo, e.Margin())
			break
		}
	}
	// Output: H1 accepted after 36 pairs: LLR 2.97 (-2.94, 2.94), Elo 387 ± 152
}
