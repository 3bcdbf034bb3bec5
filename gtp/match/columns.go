package match

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goscore/goscore/report"
)

// This file holds the records of a match and their table columns, which
// Write renders.

// Game is one game of a match.
type Game struct {
	Number int `json:"game" yaml:"game"`
	// Pair is the pair of games it belongs to, numbered from 1 over the
	// match: the two games of a pair start from one opening, the colours
	// swapped.
	Pair int `json:"pair" yaml:"pair"`
	// Opening names the opening it started from; "" for an empty board.
	Opening string `json:"opening" yaml:"opening"`
	Black   string `json:"black" yaml:"black"` // the engine playing Black: "A", "B"...
	White   string `json:"white" yaml:"white"`
	// Result is as SGF writes it: "B+3.5", "W+R" (resignation), "B+F"
	// (forfeit), "W+T" (on time), "0" (draw), "Void" (stopped at the move
	// limit), and in kill-all "B+" or "W+".
	Result string `json:"result" yaml:"result"`
	Winner string `json:"winner" yaml:"winner"` // the winner's label, or "" for a draw or a void game
	// Void tells a game stopped at the move limit: counted for nobody.
	Void bool `json:"void" yaml:"void"`
	// Margin is Black's score minus White's, for a Go game counted at
	// the end (two passes); 0 otherwise.
	Margin float64 `json:"margin" yaml:"margin"`
	Scored bool    `json:"scored" yaml:"scored"` // the game was counted
	Moves  int     `json:"moves" yaml:"moves"`   // stones and passes played, the opening's included
	// BlackMoves and WhiteMoves count the genmove answers of each side;
	// BlackSeconds and WhiteSeconds, the time they took.
	BlackMoves   int     `json:"black_moves" yaml:"black_moves"`
	WhiteMoves   int     `json:"white_moves" yaml:"white_moves"`
	BlackSeconds float64 `json:"black_seconds" yaml:"black_seconds"`
	WhiteSeconds float64 `json:"white_seconds" yaml:"white_seconds"`
	// Times is the wall time of each genmove, in seconds to the
	// millisecond, in the order they were asked (the opening's moves have
	// none).
	Times []float64 `json:"times" yaml:"times,flow"`
	// BlackCPU and WhiteCPU are the CPU time each engine said it had used
	// at the end of the game (cputime), in seconds; nil when it does not
	// know the command.
	BlackCPU *float64 `json:"black_cpu" yaml:"black_cpu"`
	WhiteCPU *float64 `json:"white_cpu" yaml:"white_cpu"`
	// Reason is how the game ended: "two passes", "resignation", "move
	// limit 243", "white lives", or why the loser forfeited it.
	Reason string `json:"reason" yaml:"reason"`
	// Sequence is the game's moves, the opening's first, as "B E5 W C3 B
	// pass": what tells two games apart, and replays one.
	Sequence string `json:"sequence" yaml:"sequence"`
	// Dead lists the stones the referee judged dead and took off before
	// counting a Go game (see the match's referee), by vertex; empty for a
	// game not counted.
	Dead []string `json:"dead" yaml:"dead"`
	// BlackSays and WhiteSays are the final_score answers of the engines
	// playing Black and White, asked at the end of a counted Go game: a
	// result such as "W+4.5", or "?" and what went wrong; empty when not
	// asked.
	BlackSays string `json:"black_final_score" yaml:"black_final_score"`
	WhiteSays string `json:"white_final_score" yaml:"white_final_score"`
	// Disagree names the engines ("A", "B") whose final_score is another
	// result than the referee's count.
	Disagree []string `json:"disagree" yaml:"disagree"`
	// RefereeError says why the referee could not judge the dead stones;
	// the game is then counted with every stone on the board alive.
	RefereeError string `json:"referee_error,omitempty" yaml:"referee_error,omitempty"`
}

// movesOf is the genmove answers of the side playing Black in g when
// black is set, else of White.
func (g *Game) movesOf(black bool) int {
	if black {
		return g.BlackMoves
	}
	return g.WhiteMoves
}

// secondsOf is the time the side playing Black in g took over its moves
// when black is set, else White's.
func (g *Game) secondsOf(black bool) float64 {
	if black {
		return g.BlackSeconds
	}
	return g.WhiteSeconds
}

// Engine is what one engine did over a match.
type Engine struct {
	Label   string `json:"engine" yaml:"engine"` // "A", "B"...
	Command string `json:"command" yaml:"command"`
	Name    string `json:"name" yaml:"name"` // its GTP name and version
	Games   int    `json:"games" yaml:"games"`
	Wins    int    `json:"wins" yaml:"wins"`
	Losses  int    `json:"losses" yaml:"losses"`
	Draws   int    `json:"draws" yaml:"draws"`
	Void    int    `json:"void" yaml:"void"` // games stopped at the move limit
	// BlackWins and WhiteWins split the wins by the colour played.
	BlackWins int `json:"black_wins" yaml:"black_wins"`
	WhiteWins int `json:"white_wins" yaml:"white_wins"`
	// Forfeits counts the games it lost by an illegal move, an engine
	// error or on time.
	Forfeits int `json:"forfeits" yaml:"forfeits"`
	// MeanMargin is the mean of its score minus the other's over the Go
	// games counted at the end; nil when there were none.
	MeanMargin *float64 `json:"mean_margin" yaml:"mean_margin"`
	Moves      int      `json:"moves" yaml:"moves"` // genmove answers, passes included
	// MeanMoveSeconds is the mean time it took to answer genmove.
	MeanMoveSeconds float64 `json:"mean_move_seconds" yaml:"mean_move_seconds"`
	// Counted is the games at whose end it answered final_score with a
	// result; Agreed, those in which the result was the referee's.
	Counted int `json:"final_scores" yaml:"final_scores"`
	Agreed  int `json:"final_scores_agreed" yaml:"final_scores_agreed"`
}

// WinRate is the share of games won, a draw counting half, void games
// left out.
func (e *Engine) WinRate() float64 {
	n := e.Games - e.Void
	if n == 0 {
		return 0
	}
	return (float64(e.Wins) + float64(e.Draws)/2) / float64(n)
}

// gameColumns returns the table layout of a match's games.
func gameColumns() report.Columns[*Game] {
	return report.Columns[*Game]{
		Header: []string{"GAME", "BLACK", "WHITE", "RESULT", "WINNER", "MOVES", "DEAD", "B SAYS", "W SAYS", "REASON"},
		// The winner is the engine on the side RESULT names.
		Narrow:  []int{0, 1, 2, 3, 5, 6, 7, 8, 9},
		Flex:    []int{1, 2, 7, 8, 9},
		Numeric: []bool{true, false, false, false, false, true, true, false, false, false},
		Row: func(g *Game) []string {
			w := g.Winner
			switch {
			case g.Void:
				w = "void"
			case w == "":
				w = "draw"
			}
			dead := "-"
			if g.BlackSays != "" || len(g.Dead) > 0 {
				dead = strconv.Itoa(len(g.Dead))
			}
			return []string{strconv.Itoa(g.Number), g.Black, g.White, g.Result, w, strconv.Itoa(g.Moves), dead,
				says(g.BlackSays), says(g.WhiteSays), g.Reason}
		},
	}
}

// says is an engine's final_score answer in a table cell: "-" when it was
// not asked, "?" when it failed.
func says(answer string) string {
	switch {
	case answer == "":
		return "-"
	case strings.HasPrefix(answer, "?"):
		return "?"
	}
	return answer
}

// agrees is how many of an engine's final_score answers agreed with the
// match's count, of how many it gave: "18/20", or "-" for none.
func agrees(e *Engine) string {
	if e.Counted == 0 {
		return "-"
	}
	return strconv.Itoa(e.Agreed) + "/" + strconv.Itoa(e.Counted)
}

// engineColumns returns the table layout of a match's engines' records.
func engineColumns() report.Columns[*Engine] {
	return report.Columns[*Engine]{
		Header:  []string{"ENGINE", "NAME", "GAMES", "WINS", "LOSSES", "DRAWS", "WIN RATE", "WINS AS B", "WINS AS W", "FORFEITS", "MEAN MARGIN", "MOVES", "S/MOVE", "AGREES", "COMMAND"},
		Narrow:  []int{0, 1, 2, 3, 4, 5, 6, 9},
		Flex:    []int{1, 14},
		Numeric: []bool{false, false, true, true, true, true, true, true, true, true, true, true, true, true, false},
		Row: func(e *Engine) []string {
			margin := "-"
			if e.MeanMargin != nil {
				margin = strconv.FormatFloat(*e.MeanMargin, 'f', 1, 64)
			}
			return []string{e.Label, e.Name, strconv.Itoa(e.Games), strconv.Itoa(e.Wins), strconv.Itoa(e.Losses), strconv.Itoa(e.Draws),
				fmt.Sprintf("%.0f%%", 100*e.WinRate()), strconv.Itoa(e.BlackWins), strconv.Itoa(e.WhiteWins), strconv.Itoa(e.Forfeits),
				margin, strconv.Itoa(e.Moves), strconv.FormatFloat(e.MeanMoveSeconds, 'f', 3, 64), agrees(e), e.Command}
		},
	}
}

// pairingColumns returns the table layout of a match's pairings: each
// pair of engines' record from the first's side, and its figures.
func pairingColumns(sprt bool) report.Columns[*Pairing] {
	c := report.Columns[*Pairing]{
		Header:  []string{"PAIRING", "GAMES", "W-D-L", "PAIRS (LL..WW)", "SCORE", "ELO", "95% INTERVAL", "LOS"},
		Narrow:  []int{0, 1, 2, 4, 5, 7},
		Numeric: []bool{false, true, false, false, true, true, false, true},
		Row: func(p *Pairing) []string {
			pairs := "-"
			if p.Model == "pentanomial" {
				pairs = fmt.Sprintf("%d %d %d %d %d", p.Penta[0], p.Penta[1], p.Penta[2], p.Penta[3], p.Penta[4])
			}
			return []string{p.A + " vs " + p.B, strconv.Itoa(p.Games), fmt.Sprintf("%d-%d-%d", p.Wins, p.Draws, p.Losses), pairs,
				fmt.Sprintf("%.1f%%", 100*p.Score), fmt.Sprintf("%+.0f ± %.0f", p.Elo, p.EloMargin),
				fmt.Sprintf("%+.0f to %+.0f", p.EloLow, p.EloHigh), fmt.Sprintf("%.0f%%", 100*p.LOS)}
		},
	}
	if sprt {
		c.Header = append(c.Header, "LLR", "SPRT")
		c.Narrow = append(c.Narrow, 8, 9)
		c.Numeric = append(c.Numeric, true, false)
		row := c.Row
		c.Row = func(p *Pairing) []string {
			llr := "-"
			if p.LLR != nil {
				llr = fmt.Sprintf("%.2f", *p.LLR)
			}
			return append(row(p), llr, p.Decision)
		}
	}
	return c
}

// ratingColumns returns the table layout of a round robin's ratings.
func ratingColumns() report.Columns[*Rating] {
	return report.Columns[*Rating]{
		Header:  []string{"ENGINE", "ELO", "GAMES", "SCORE", "GROUP"},
		Narrow:  []int{0, 1, 2, 3},
		Numeric: []bool{false, true, true, true, true},
		Row: func(r *Rating) []string {
			return []string{r.Engine, fmt.Sprintf("%+.0f", r.Elo), strconv.Itoa(r.Games), fmt.Sprintf("%.1f%%", 100*r.Score), strconv.Itoa(r.Group)}
		},
	}
}
