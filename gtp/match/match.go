// Package match plays games between two GTP engines and keeps the score:
// N games, colours alternating, each move checked by package game (an
// illegal move, a move that is not a vertex, or an engine that times out,
// exits or writes junk forfeits the game), games ended by two passes, a
// resignation or a move limit, and counted with goscore's own rules.
//
// Counting takes every stone on the board as alive: there is no dead-stone
// removal, so the engines should play until dead stones are captured
// (GNU Go: --capture-all-dead), and area scoring (chinese or tromp-taylor
// rules) is the fair choice, since capturing inside one's own territory
// then costs nothing.
//
// In kill-all (game.KillAll) Black places two stones first, then turns
// alternate; Black wins if at the end White has no stones and no
// territory, and White wins at once with a string Benson's algorithm
// proves alive. The engines are told only the moves; it is up to them to
// know what they are playing.
package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

// DefaultTimeout is the time an engine has to answer one command when
// Options.Timeout is 0.
const DefaultTimeout = time.Minute

// Options say what to play.
type Options struct {
	Games int           // how many games; at least 1
	Size  int           // the board's width and height; 0 means 9
	Rules analyze.Rules // how games are counted, komi included
	Kind  game.Kind     // game.Go or game.KillAll
	// MaxMoves ends a game that is still going after that many moves
	// (passes included), and counts it as it stands; 0 means three
	// times the number of points.
	MaxMoves int
	// Timeout is the time an engine has to answer each command, genmove
	// included; 0 means DefaultTimeout.
	Timeout time.Duration
	// FixedColours has engine A play Black in every game, as when
	// measuring a kill-all Black; otherwise A is Black in odd-numbered
	// games and B in even-numbered ones.
	FixedColours bool
	// Stderr receives the engines' standard error; nil discards it.
	Stderr io.Writer
	// Save, if set, is handed each finished game as an SGF record: its
	// moves, the engines' names (PB, PW), the rules and komi, the result
	// (RE, forfeits as B+F or W+F) and how it ended (a comment).
	Save func(number int, rec *sgf.Record) error
}

// The reasons a game ends, in report.MatchGame.Reason; forfeits give theirs in words.
const (
	ReasonPasses     = "two passes"
	ReasonResign     = "resignation"
	ReasonWhiteLives = "white lives"
)

// Engine is what one engine did over the match, defined in package report,
// which owns every output schema and the match's table columns (as it owns
// report.MatchGame, one game of a match).
type Engine = report.MatchEngine

// tally is what Run adds up for an engine before finish works out its means.
type tally struct {
	marginSum   float64
	margins     int
	moveSeconds float64
}

// Match is the outcome of Run.
type Match struct {
	Game     string             `json:"game" yaml:"game"` // "go" or "kill-all"
	Size     int                `json:"size" yaml:"size"`
	Rules    string             `json:"rules" yaml:"rules"`
	Scoring  string             `json:"scoring" yaml:"scoring"`
	Komi     float64            `json:"komi" yaml:"komi"`
	MaxMoves int                `json:"max_moves" yaml:"max_moves"`
	Engines  [2]Engine          `json:"engines" yaml:"engines"`
	Games    []report.MatchGame `json:"games" yaml:"games"`

	tallies [2]tally   // by engine, as Engines
	last    *game.Game // the game play is playing or played last, for Options.Save
}

// ErrOptions is returned by Run for options it cannot play.
var ErrOptions = errors.New("bad match options")

// Run plays opts.Games games between the engines started from the command
// lines engineA and engineB (see client.Start), each game between fresh
// processes, so a crash or a timeout costs one game only. Before each game
// both engines get boardsize, clear_board and komi; then Run asks the side
// to move for genmove, checks the move, and passes it on to the other
// engine with play. An engine that refuses a setup command or a legal
// move, answers genmove with anything but a vertex, pass or resign, or
// times out, exits or writes junk, forfeits the game.
//
// Run returns an error for bad options, for an engine that cannot be
// started at all, and when ctx is cancelled (with the games so far).
func Run(ctx context.Context, engineA, engineB string, opts Options) (*Match, error) {
	if opts.Size == 0 {
		opts.Size = 9
	}
	switch {
	case opts.Games < 1:
		return nil, fmt.Errorf("%w: %d games (want at least 1)", ErrOptions, opts.Games)
	case opts.Size < 2 || opts.Size > board.MaxSize:
		return nil, fmt.Errorf("%w: size %d (want 2 to %d)", ErrOptions, opts.Size, board.MaxSize)
	case opts.MaxMoves < 0:
		return nil, fmt.Errorf("%w: move limit %d", ErrOptions, opts.MaxMoves)
	}
	if opts.MaxMoves == 0 {
		opts.MaxMoves = 3 * opts.Size * opts.Size
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	for _, e := range []string{engineA, engineB} {
		if _, err := client.Split(e); err != nil {
			return nil, err
		}
	}
	m := &Match{Game: opts.Kind.String(), Size: opts.Size, Rules: opts.Rules.Name, Scoring: opts.Rules.Scoring.String(),
		Komi: opts.Rules.Komi, MaxMoves: opts.MaxMoves}
	m.Engines[0] = Engine{Label: "A", Command: engineA}
	m.Engines[1] = Engine{Label: "B", Command: engineB}
	for i := 0; i < opts.Games; i++ {
		black := i % 2
		if opts.FixedColours {
			black = 0
		}
		g, err := m.play(ctx, i+1, black, &opts)
		if err == nil && opts.Save != nil && m.last != nil {
			err = opts.Save(g.Number, m.record(&g, m.last))
		}
		if err != nil {
			m.finish()
			return m, err
		}
		m.Games = append(m.Games, g)
		m.count(&g, black)
	}
	m.finish()
	return m, nil
}

// count adds a game to the engines' records.
func (m *Match) count(g *report.MatchGame, black int) {
	for i := range m.Engines {
		e := &m.Engines[i]
		e.Games++
		switch g.Winner {
		case "":
			e.Draws++
		case e.Label:
			e.Wins++
			if i == black {
				e.BlackWins++
			} else {
				e.WhiteWins++
			}
		default:
			e.Losses++
			if strings.HasSuffix(g.Result, "+F") {
				e.Forfeits++
			}
		}
		if g.Scored && m.Game == game.Go.String() {
			margin := g.Margin
			if i != black {
				margin = -margin
			}
			m.tallies[i].marginSum += margin
			m.tallies[i].margins++
		}
	}
}

// finish works out the means.
func (m *Match) finish() {
	for i := range m.Engines {
		e := &m.Engines[i]
		e.MeanMargin = nil
		if t := &m.tallies[i]; t.margins > 0 {
			mean := t.marginSum / float64(t.margins)
			e.MeanMargin = &mean
		}
		if e.Moves > 0 {
			e.MeanMoveSeconds = m.tallies[i].moveSeconds / float64(e.Moves)
		}
	}
}

// colourWord is the colour as GTP commands take it.
func colourWord(c board.Color) string {
	if c == board.White {
		return "white"
	}
	return "black"
}

// player is one side of a game in progress.
type player struct {
	index  int // into Match.Engines
	client *client.Client
}

// play plays game n, engine black playing Black.
// record is game g of the match, played as gm, as an SGF record.
func (m *Match) record(g *report.MatchGame, gm *game.Game) *sgf.Record {
	rec := game.ToRecord(gm)
	name := func(label string) string {
		for _, e := range m.Engines {
			if e.Label == label && e.Name != "" {
				return e.Name
			}
		}
		return label
	}
	rec.BlackPlayer, rec.WhitePlayer = name(g.Black), name(g.White)
	rec.GameName = fmt.Sprintf("match game %d", g.Number)
	rec.Result = g.Result
	if g.Winner == "" && g.Result == "" {
		rec.Result = "0"
	}
	rec.Comment = g.Reason
	return rec
}

func (m *Match) play(ctx context.Context, n, black int, opts *Options) (report.MatchGame, error) {
	m.last = nil
	labels := [2]string{"A", "B"}
	g := report.MatchGame{Number: n, Black: labels[black], White: labels[1-black]}
	var side [3]player // indexed by board.Black and board.White
	side[board.Black].index, side[board.White].index = black, 1-black

	// forfeit ends the game: c loses, for the reason given.
	forfeit := func(c board.Color, format string, args ...any) (report.MatchGame, error) {
		w := c.Opponent()
		g.Winner = labels[side[w].index]
		g.Result = strings.ToUpper(w.String()[:1]) + "+F"
		g.Reason = fmt.Sprintf("%s (%s) %s", c, labels[side[c].index], fmt.Sprintf(format, args...))
		return g, nil
	}
	for _, c := range []board.Color{board.Black, board.White} {
		e := &m.Engines[side[c].index]
		cl, err := client.Start(ctx, e.Command, opts.Stderr)
		if err != nil {
			return g, fmt.Errorf("engine %s: %w", e.Label, err)
		}
		defer cl.Close()
		side[c].client = cl
	}
	for _, c := range []board.Color{board.Black, board.White} {
		cl := side[c].client
		e := &m.Engines[side[c].index]
		if e.Name == "" {
			name, _ := cl.Send("name", opts.Timeout)
			version, _ := cl.Send("version", opts.Timeout)
			e.Name = strings.TrimSpace(name + " " + version)
		}
		for _, cmd := range []string{"boardsize " + strconv.Itoa(opts.Size), "clear_board", "komi " + strconv.FormatFloat(opts.Rules.Komi, 'f', -1, 64)} {
			if _, err := cl.Send(cmd, opts.Timeout); err != nil {
				if cerr := ctx.Err(); cerr != nil {
					return g, cerr
				}
				return forfeit(c, "failed %s", reason(err))
			}
		}
	}

	gm, err := game.New(opts.Kind, opts.Size, opts.Size, opts.Rules)
	if err != nil {
		return g, err
	}
	m.last = gm
	for {
		if res, over := gm.Over(); over {
			m.result(&g, res, labels, side)
			return g, nil
		}
		if g.Moves >= opts.MaxMoves {
			res := game.Decide(opts.Kind, gm.Score())
			m.result(&g, &res, labels, side)
			g.Reason = "move limit " + strconv.Itoa(opts.MaxMoves)
			return g, nil
		}
		c := gm.ToMove()
		me, other := side[c], side[c.Opponent()]
		e := &m.Engines[me.index]
		begin := time.Now()
		resp, err := me.client.Send("genmove "+colourWord(c), opts.Timeout)
		m.tallies[me.index].moveSeconds += time.Since(begin).Seconds()
		e.Moves++
		if err != nil {
			if cerr := ctx.Err(); cerr != nil {
				return g, cerr
			}
			return forfeit(c, "failed genmove: %s", reason(err))
		}
		move := strings.ToLower(strings.TrimSpace(resp))
		if move == "resign" {
			_ = gm.Resign(c)
			continue
		}
		p, ok := board.Pass, true
		if move != "pass" {
			v, err := board.ParseVertex(move)
			if err != nil || strings.Contains(move, ",") {
				return forfeit(c, "answered genmove with %q, not a move", resp)
			}
			if p, ok = v.Resolve(gm.Board()); !ok {
				return forfeit(c, "played %s: %s", strings.ToUpper(move), analyze.OffBoard)
			}
		}
		if _, err := gm.Play(c, p); err != nil {
			var ie *game.IllegalError
			if errors.As(err, &ie) {
				return forfeit(c, "played %s: %s", p, ie.Reason)
			}
			return g, err
		}
		g.Moves++
		if _, over := gm.Over(); over {
			continue
		}
		vertex := "pass"
		if p != board.Pass {
			vertex = p.String()
		}
		if _, err := other.client.Send("play "+colourWord(c)+" "+vertex, opts.Timeout); err != nil {
			if cerr := ctx.Err(); cerr != nil {
				return g, cerr
			}
			return forfeit(c.Opponent(), "failed play %s %s: %s", colourWord(c), vertex, reason(err))
		}
	}
}

// result records how a finished game ended.
func (m *Match) result(g *report.MatchGame, res *game.Result, labels [2]string, side [3]player) {
	g.Winner = ""
	if res.Winner != board.Empty {
		g.Winner = labels[side[res.Winner].index]
	}
	g.Result = res.String()
	switch res.Reason {
	case game.ReasonScore:
		g.Reason, g.Scored = ReasonPasses, true
		if m.Game == game.Go.String() {
			g.Margin = res.Score.Black.Score - res.Score.White.Score
		}
	case game.ReasonResign:
		g.Reason = ReasonResign
	case game.ReasonLives:
		g.Reason = ReasonWhiteLives
	default:
		g.Reason = res.Reason
	}
	if m.Game != game.Go.String() && res.Winner != board.Empty && res.Reason != game.ReasonResign {
		g.Result = strings.ToUpper(res.Winner.String()[:1]) + "+"
	}
}

// reason is an engine's failure in words, without the command.
func reason(err error) string {
	var e *client.Error
	if errors.As(err, &e) {
		return e.Reason()
	}
	return err.Error()
}
