package goengine

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/gtp"
)

// The analysis commands for GUIs. lz-analyze and kata-analyze stream the
// search as it runs, in the formats of Leela Zero and KataGo, until the
// controller's next line; GoGui's gfx commands run a short search and draw
// it on the board.
//
// The formats follow what the GUIs' parsers accept:
//
//   - One line a report: "info" then key-value pairs for each move, all
//     moves on the same line, one space between tokens (Lizzie splits on
//     single spaces and reads keys and values in pairs), and pv last with
//     the moves to the end of the move's part (Sabaki finds the variation
//     as the run of vertices at the end of each part, and drops the part
//     if there is none).
//   - lz-analyze: winrate, prior and lcb as integers in ten-thousandths
//     (Lizzie reads them as integers); kata-analyze: the same as decimals
//     from 0 to 1, always with a decimal point.
//   - Win rates are for the side to move in the analysed position, as
//     both engines report them by default; Sabaki turns them round for
//     White itself, from the colour it sent.
//   - The answer is "=" on a line of its own, then the info lines, then
//     the blank line that ends every answer once the next command stops
//     the search (Sabaki stops it by sending protocol_version).
//   - kata-analyze gives KataGo's score fields after winrate: scoreMean
//     and scoreLead (both the mean lead of the move's playouts in this
//     search, for the side to move, as KataGo reports its lead under both
//     names), and scoreStdev. A playout's lead is its area count with
//     komi, the count that decides its winner. Sabaki's score graph and
//     score labels read scoreLead, and take the position's lead as the
//     best of its moves' (a move without one spoils the graph), so every
//     move scored in this search has it; a move the search reached only
//     in an earlier search, as kept in the tree, gets none, rather than an
//     invented one. lz-analyze has no score, as Leela Zero has none.
//   - kata-analyze ... ownership true: after the last move's part,
//     "ownership" and one value per point from -1 to 1 for the side to
//     move, row by row from the top row, each from left to right, as
//     KataGo gives it by default; left out when the search collected none.

// analyzeOptions is what an analysis command asked for.
type analyzeOptions struct {
	colour    board.Color
	interval  time.Duration // between reports; 0 reports only when stopped
	maxMoves  int           // 0 for all
	ownership bool
}

// minInterval bounds how often a search reports.
const minInterval = 10 * time.Millisecond

// parseAnalyze reads [COLOUR] [INTERVAL] [KEY VALUE]... as Leela Zero and
// KataGo take them; INTERVAL and the interval key are in centiseconds.
func parseAnalyze(args []string, toMove board.Color, kata bool) (analyzeOptions, error) {
	o := analyzeOptions{colour: toMove}
	if len(args) > 0 {
		if c, err := board.ParseColor(args[0]); err == nil {
			o.colour, args = c, args[1:]
		}
	}
	interval := func(s string) error {
		cs, err := strconv.Atoi(s)
		if err != nil || cs < 0 {
			return fmt.Errorf("syntax error: bad interval %q (want centiseconds)", s)
		}
		o.interval = max(time.Duration(min(cs, 1<<31))*10*time.Millisecond, minInterval)
		return nil
	}
	if len(args) > 0 {
		if _, err := strconv.Atoi(args[0]); err == nil {
			if err := interval(args[0]); err != nil {
				return o, err
			}
			args = args[1:]
		}
	}
	keys := "interval, maxmoves, minmoves"
	if kata {
		keys += ", ownership"
	}
	for ; len(args) > 0; args = args[2:] {
		key := args[0]
		if !strings.Contains(", "+keys+",", ", "+key+",") {
			return o, fmt.Errorf("unsupported key %q (goscore takes %s)", key, keys)
		}
		if len(args) < 2 {
			return o, fmt.Errorf("syntax error: %s wants a value", key)
		}
		v := args[1]
		var err error
		switch {
		case key == "interval":
			err = interval(v)
		case key == "maxmoves":
			if o.maxMoves, err = strconv.Atoi(v); err != nil || o.maxMoves < 0 {
				err = fmt.Errorf("syntax error: bad maxmoves %q", v)
			}
		case key == "minmoves":
			// Only visited moves are reported: the search has nothing
			// to say of the others.
			if n, e := strconv.Atoi(v); e != nil || n < 0 {
				err = fmt.Errorf("syntax error: bad minmoves %q", v)
			}
		case key == "ownership":
			o.ownership, err = strconv.ParseBool(v)
			if err != nil {
				err = fmt.Errorf("syntax error: bad ownership %q (want true or false)", v)
			}
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// perTenThousand is Leela Zero's integer form of a rate.
func perTenThousand(x float64) string { return strconv.Itoa(int(math.Round(10000 * x))) }

// decimal is KataGo's form of a number: six places at most, always with
// a decimal point.
func decimal(x float64) string {
	s := strconv.FormatFloat(x, 'f', 6, 64)
	s = strings.TrimRight(s, "0")
	if strings.HasSuffix(s, ".") {
		s += "0"
	}
	if s == "-0.0" {
		s = "0.0"
	}
	return s
}

// infoLine renders a snapshot as one lz-analyze line, or with kata as one
// kata-analyze line (with the ownership of the board b when asked for
// and collected); "" when the search has visited no move yet.
func infoLine(a mcts.Analysis, o analyzeOptions, kata bool, b *board.Board) string {
	var sb strings.Builder
	n := 0
	for i, mi := range a.Moves {
		if o.maxMoves > 0 && i >= o.maxMoves {
			break
		}
		if mi.Visits == 0 {
			continue
		}
		if n > 0 {
			sb.WriteByte(' ')
		}
		n++
		sb.WriteString("info move " + mi.Move.String() + " visits " + strconv.Itoa(mi.Visits))
		if kata {
			sb.WriteString(" utility " + decimal(2*mi.WinRate-1) + " winrate " + decimal(mi.WinRate))
			if mi.Scored > 0 {
				lead := decimal(mi.Lead)
				sb.WriteString(" scoreMean " + lead + " scoreStdev " + decimal(mi.LeadStdev) + " scoreLead " + lead)
			}
			sb.WriteString(" prior " + decimal(mi.Prior) + " lcb " + decimal(mi.LCB))
		} else {
			sb.WriteString(" winrate " + perTenThousand(mi.WinRate) + " prior " + perTenThousand(mi.Prior) +
				" lcb " + perTenThousand(mi.LCB))
		}
		sb.WriteString(" order " + strconv.Itoa(i) + " pv")
		pv := mi.PV
		if len(pv) == 0 {
			pv = []board.Point{mi.Move}
		}
		for _, p := range pv {
			sb.WriteString(" " + p.String())
		}
	}
	if n == 0 {
		return ""
	}
	if kata && o.ownership && a.Ownership != nil {
		sign := float32(1)
		if a.ToMove == board.White {
			sign = -1
		}
		sb.WriteString(" ownership")
		for _, p := range b.Points(nil) {
			sb.WriteString(" " + decimal(float64(sign*a.Ownership[p])))
		}
	}
	return sb.String()
}

// analyzeCmd is lz-analyze, or with kata kata-analyze: it searches the
// position for the colour asked (the side to move by default) until the
// next line arrives, reporting every interval. The tree stays for the
// next genmove.
func (ge *goEngine) analyzeCmd(kata bool) gtp.StreamHandler {
	return func(s *gtp.Stream, args []string) (string, error) {
		o, err := parseAnalyze(args, ge.g.ToMove(), kata)
		if err != nil {
			return "", err
		}
		s.Begin()
		interval := o.interval
		if interval == 0 {
			interval = 100 * 365 * 24 * time.Hour // only when stopped
		}
		b := ge.g.Board()
		ge.bot.Analyze(ge.g, o.colour, s.Stop(), interval, func(a mcts.Analysis) {
			s.Line(infoLine(a, o, kata, b))
		})
		return "", nil
	}
}

// gfxThink is the time a gfx command searches when neither a playout
// budget nor a time per move is set.
const gfxThink = 2 * time.Second

// gfxSearch runs the short search behind a gfx command: the bot's playout
// budget when it has one, and its time per move (or the time control's
// Target, or gfxThink) at most; less when interrupt closes.
func (ge *goEngine) gfxSearch(interrupt <-chan struct{}) mcts.Analysis {
	c := ge.g.ToMove()
	var bu mcts.Budget // the bot's own: Config.Think, or its playouts alone
	switch {
	case ge.tc.limited:
		t := ge.moveTime(c).Target
		bu = mcts.Budget{Target: t, Max: t}
	case ge.cfg.Bot.Think == 0 && ge.cfg.Bot.Playouts == 0:
		bu = mcts.Budget{Target: gfxThink, Max: gfxThink}
	}
	return ge.bot.AnalyzeUntil(ge.g, c, bu, interrupt)
}

// gfxWinRates labels the moves the search looked at with the win rate of
// each for the side to move, in per cent: those with at least a
// hundredth of the playouts, 20 at most.
func gfxWinRates(a mcts.Analysis) string {
	var labels []string
	for i, mi := range a.Moves {
		if i == 20 || mi.Visits*100 < a.Playouts {
			break
		}
		if mi.Move != board.Pass {
			labels = append(labels, mi.Move.String(), strconv.Itoa(int(math.Round(100*mi.WinRate)))+"%")
		}
	}
	out := "TEXT " + gfxSummary(a)
	if len(labels) > 0 {
		out = "LABEL " + strings.Join(labels, " ") + "\n" + out
	}
	return out
}

// gfxSummary is the status line of the gfx commands.
func gfxSummary(a mcts.Analysis) string {
	if len(a.Moves) == 0 {
		return "no move searched"
	}
	return fmt.Sprintf("%s to move: %s, win rate %d%% (%d playouts)", a.ToMove, a.Moves[0].Move,
		int(math.Round(100*a.WinRate)), a.Playouts)
}

// gfxPV shows the principal variation as numbered stones.
func gfxPV(a mcts.Analysis) string {
	if len(a.Moves) == 0 {
		return "TEXT " + gfxSummary(a)
	}
	var moves []string
	c := a.ToMove
	for _, p := range a.Moves[0].PV {
		moves = append(moves, strings.ToLower(c.String()[:1]), strings.ToUpper(p.String()))
		c = c.Opponent()
	}
	return "VAR " + strings.Join(moves, " ") + "\nTEXT " + gfxSummary(a)
}

// gfxOwnership shows who ends up owning each point, Black's as positive
// influence and White's as negative.
func gfxOwnership(a mcts.Analysis, b *board.Board) string {
	if a.Ownership == nil {
		return "TEXT no ownership: this search does not collect it"
	}
	var inf []string
	for _, p := range b.Points(nil) {
		if v := a.Ownership[p]; math.Abs(float64(v)) >= 0.005 {
			inf = append(inf, p.String(), strconv.FormatFloat(float64(v), 'f', 2, 32))
		}
	}
	out := "TEXT " + gfxSummary(a)
	if len(inf) > 0 {
		out = "INFLUENCE " + strings.Join(inf, " ") + "\n" + out
	}
	return out
}

func (ge *goEngine) gfxCmd(show func(mcts.Analysis) string) gtp.StreamHandler {
	return func(s *gtp.Stream, args []string) (string, error) {
		if len(args) > 0 {
			return "", errors.New("syntax error: takes no arguments")
		}
		return show(ge.gfxSearch(s.Stop())), nil
	}
}
