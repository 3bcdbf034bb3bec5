package report

import (
	"fmt"
	"io"
	"strconv"
)

// ScoreLine is one colour's row of a ScoreTable: the plain numbers of a
// count, whichever verdict or game they come from.
type ScoreLine struct {
	Stones, Territory, Prisoners int
	// Dead is the opponent's dead stones the colour took off the board.
	Dead  int
	Score float64
}

// ScoreTable writes the table of a score breakdown: stones, territory,
// prisoners, the opponent's dead stones each colour takes ("dead"; under
// territory scoring they add to the score as prisoners do), komi and
// score per colour, two spaces in, within 80 columns. The mark text, the
// estimate and the game's own breakdown (package play) share it.
func ScoreTable(w io.Writer, black, white ScoreLine, komi float64) error {
	_, err := fmt.Fprintf(w, "  %-7s %6s %9s %9s %5s %6s %7s\n"+
		"  %-7s %6d %9d %9d %5d %6s %7s\n"+
		"  %-7s %6d %9d %9d %5d %6s %7s\n",
		"", "stones", "territory", "prisoners", "dead", "komi", "score",
		"black", black.Stones, black.Territory, black.Prisoners, black.Dead, "", num(black.Score),
		"white", white.Stones, white.Territory, white.Prisoners, white.Dead, num(komi), num(white.Score))
	return err
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
