// Package match plays games between GTP engines and keeps the score: two
// engines head to head, or several in a round robin or a gauntlet, each
// pairing's games played in pairs (one opening, colours swapped), each
// move checked by package game (an illegal move, a move that is not a
// vertex, or an engine that times out, exits or writes junk forfeits the
// game), games ended by two passes or a resignation and counted with
// goscore's own rules; a game still going at the move limit is void.
// Games may run side by side, each between fresh engine processes, and
// every finished game can be appended at once to a results file, from
// which the same match, run again, goes on where it stopped.
//
// A Go game counted at its end has its dead stones judged first, as a
// server's stone-removal phase does: Options.Judge, goscore's estimate or
// another engine as referee, which the caller runs (this package drives
// the two players only). Both players are then asked their own
// final_score, recorded beside the count, and a player whose answer is
// another result is named. Without a Judge every stone on the board
// counts as alive, and only engines that capture their dead stones
// (GNU Go: --capture-all-dead) under area scoring are counted fairly.
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
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/gtp/match/elo"
	"github.com/goscore/goscore/parse/sgf"
)

// DefaultTimeout is the time an engine has to answer one command when
// Options.Timeout is 0.
const DefaultTimeout = time.Minute

// Options say what to play.
type Options struct {
	// Games is how many games each pairing of engines plays; at least 1.
	// They are played in pairs: the second game of a pair starts from
	// the same opening as the first, with the colours swapped.
	Games int
	Size  int           // the board's width and height; 0 means 9
	Rules analyze.Rules // how games are counted, komi included
	Kind  game.Kind     // game.Go or game.KillAll
	// MaxMoves stops a game that is still going after that many moves
	// (passes included): the game is void, counted for nobody; 0 means
	// three times the number of points.
	MaxMoves int
	// Timeout is the time an engine has to answer each command, genmove
	// included; 0 means DefaultTimeout.
	Timeout time.Duration
	// FixedColours has the first engine of each pairing play Black in
	// every game, as when measuring a kill-all Black; otherwise the
	// colours swap within each pair.
	FixedColours bool
	// Gauntlet has the first engine play each of the others, and the
	// others not play each other; without it, three engines or more play
	// a round robin.
	Gauntlet bool
	// Openings start the pairs of games, the k-th pair from opening k,
	// cycling; none starts every game on an empty board.
	Openings []Opening
	// Jobs is how many games are played at once; 0 means 1.
	Jobs int
	// Reuse keeps each engine's process from game to game (one for each
	// of the Jobs), told clear_board before each game, instead of a fresh
	// process a game; an engine at fault in a game (a crash, a timeout,
	// junk, an illegal move) is started afresh for the next.
	Reuse bool
	// Time, if set, is the clock of each side: both engines are told it
	// (kgs-time_settings or time_settings) and, before each genmove, the
	// time they have left (time_left); a side whose move runs past its
	// time loses the game on time. TimeTolerance is taken off each move
	// before it is charged, for the time the commands take to travel.
	Time          *TimeControl
	TimeTolerance time.Duration
	// Stderr receives the engines' standard error; nil discards it.
	Stderr io.Writer
	// Save, if set, is handed each finished game as an SGF record: its
	// moves, the engines' names (PB, PW), the rules and komi, the result
	// (RE, forfeits as B+F or W+F), and a comment with how it ended, the
	// referee's dead stones and each engine's final_score; a counted game
	// carries the referee's marking on its last node (TB and TW: each
	// colour's territory, a dead stone under the other colour's mark, as
	// goscore mark --format sgf writes them), so that goscore score
	// --dead-stones marks counts it as the match did.
	Save func(number int, rec *sgf.Record) error
	// Results, if set, keeps the games: each finished game is appended
	// to it at once, and the games it holds from an earlier run of the
	// same match are not played again (see Results).
	Results *Results
	// Progress, if set, is called after each finished game, in the order
	// they finish, with the match so far.
	Progress func(m *Match, g *Game)
	// Judge returns the dead stones of a Go game counted at its end (two
	// passes): one point per stone or per string, taken off with its
	// string before the count. nil takes none. With Jobs above 1 it is
	// called from several goroutines at once.
	Judge func(g *game.Game) ([]board.Point, error)
	// Referee names Judge in the output, such as "estimate" or the
	// referee engine's command line; "none" without a Judge.
	Referee string
	// SPRT, if set, tests a head-to-head after each game: once its
	// log-likelihood ratio reaches a bound, no more games are started
	// (those under way finish and count).
	SPRT *elo.SPRT
}

// tally is what Run adds up for an engine before finish works out its means.
type tally struct {
	marginSum   float64
	margins     int
	moveSeconds float64
}

// Match is the outcome of Run.
type Match struct {
	Game     string  `json:"game" yaml:"game"` // "go" or "kill-all"
	Size     int     `json:"size" yaml:"size"`
	Rules    string  `json:"rules" yaml:"rules"`
	Scoring  string  `json:"scoring" yaml:"scoring"`
	Komi     float64 `json:"komi" yaml:"komi"`
	MaxMoves int     `json:"max_moves" yaml:"max_moves"`
	// Referee says who judged the dead stones of the games counted:
	// "estimate", an engine's command line, or "none".
	Referee string   `json:"referee" yaml:"referee"`
	Engines []Engine `json:"engines" yaml:"engines"`
	// Scheduled is the number of games the match is to play; Games holds
	// those played, by number, fewer when it was stopped.
	Scheduled int    `json:"scheduled" yaml:"scheduled"`
	Games     []Game `json:"games" yaml:"games"`
	// Pairings holds each pair of engines' record and figures, in the
	// schedule's order; Ratings, with three engines or more, the engines'
	// ratings fitted as RatingModel says.
	Pairings    []Pairing `json:"pairings" yaml:"pairings"`
	Ratings     []Rating  `json:"ratings,omitempty" yaml:"ratings,omitempty"`
	RatingModel string    `json:"rating_model,omitempty" yaml:"rating_model,omitempty"`
	// SPRT is the test asked for, as --sprt writes it; Stopped says why
	// the match ended before its schedule did (the SPRT's decision).
	SPRT    string `json:"sprt,omitempty" yaml:"sprt,omitempty"`
	Stopped string `json:"stopped,omitempty" yaml:"stopped,omitempty"`

	tallies []tally // by engine, as Engines
	slots   []slot  // the schedule
	paired  bool    // the colours swap within a pair: figures by pairs
	test    *elo.SPRT
}

// ErrOptions is returned by Run for options it cannot play.
var ErrOptions = errors.New("bad match options")

// MaxEngines is the most engines a match takes: their labels are the
// letters A to Z.
const MaxEngines = 26

// Run plays opts.Games games for each pairing of the engines started from
// the command lines engines (see client.Start; two or more, labelled A, B,
// C...), each game between fresh processes, so a crash or a timeout costs
// one game only. Before each game both engines get boardsize, clear_board
// and komi, then the opening's moves with play; then Run asks the side to
// move for genmove, checks the move, and passes it on to the other engine
// with play. An engine that refuses a setup command or a legal move,
// answers genmove with anything but a vertex, pass or resign, or times
// out, exits or writes junk, forfeits the game.
//
// Run returns an error for bad options, for an engine that cannot be
// started at all, for results of another match, and when ctx is cancelled
// (with the games so far; those finished are in opts.Results).
func Run(ctx context.Context, engines []string, opts Options) (*Match, error) {
	if opts.Size == 0 {
		opts.Size = 9
	}
	switch {
	case len(engines) < 2 || len(engines) > MaxEngines:
		return nil, fmt.Errorf("%w: %d engines (want 2 to %d)", ErrOptions, len(engines), MaxEngines)
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
	opts.Jobs = max(opts.Jobs, 1)
	for _, e := range engines {
		if _, err := client.Split(e); err != nil {
			return nil, err
		}
	}
	referee := opts.Referee
	if opts.Judge == nil || referee == "" {
		referee = "none"
	}
	m := &Match{Game: opts.Kind.String(), Size: opts.Size, Rules: opts.Rules.Name, Scoring: opts.Rules.Scoring.String(),
		Komi: opts.Rules.Komi, MaxMoves: opts.MaxMoves, Referee: referee}
	for i, cmd := range engines {
		m.Engines = append(m.Engines, Engine{Label: string(rune('A' + i)), Command: cmd})
	}
	if opts.SPRT != nil && len(engines) != 2 {
		return nil, fmt.Errorf("%w: an SPRT tests two engines, not %d", ErrOptions, len(engines))
	}
	m.tallies = make([]tally, len(engines))
	ps := pairings(len(engines), opts.Gauntlet)
	m.slots = schedule(ps, opts.Games, len(opts.Openings), opts.FixedColours)
	m.paired, m.test = !opts.FixedColours, opts.SPRT
	for _, p := range ps {
		m.pairingOf(m.Engines[p[0]].Label, m.Engines[p[1]].Label)
	}
	if opts.SPRT != nil {
		m.SPRT = opts.SPRT.String()
	}
	m.Scheduled = len(m.slots)
	done, err := opts.Results.resume(m, &opts)
	if err != nil {
		return nil, err
	}
	for i := range done {
		// The games in the order they finished, so that an SPRT decided
		// in the earlier run is decided at the same game.
		m.add(&done[i].Game)
		m.decided() // notes the decision at the game it came
		m.nameEngine(m.index(done[i].Black), done[i].BlackName)
		m.nameEngine(m.index(done[i].White), done[i].WhiteName)
	}
	err = m.playAll(ctx, &opts, len(done) > 0)
	slices.SortFunc(m.Games, func(a, b Game) int { return a.Number - b.Number })
	m.finish()
	return m, err
}

// playAll plays the games of the schedule that m has not, opts.Jobs at a
// time, and adds each to m as it finishes. It stops at the first error
// (the games under way are let finish and kept).
func (m *Match) playAll(ctx context.Context, opts *Options, resumed bool) error {
	have := make(map[int]bool, len(m.Games))
	for _, g := range m.Games {
		have[g.Number] = true
	}
	todo := make(chan slot)
	finished := make(chan played)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for range opts.Jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			procs := &processes{reuse: opts.Reuse}
			defer procs.close()
			for s := range todo {
				finished <- m.play(ctx, s, procs, opts)
			}
		}()
	}
	stop := make(chan struct{}) // closed when the SPRT has decided
	halted := m.decided()
	if halted {
		close(stop) // before any game is handed out
	}
	go m.handOut(ctx, todo, stop, have)
	go func() {
		wg.Wait()
		close(finished)
	}()
	var first error
	for p := range finished {
		err := p.err
		if err == nil && opts.Save != nil && p.gm != nil {
			err = opts.Save(p.g.Number, m.record(&p))
		}
		if err == nil {
			err = opts.Results.add(m, &p.g, p.names)
		}
		if err != nil {
			if first == nil {
				first = err
			}
			cancel()
			continue
		}
		m.nameEngine(p.side[board.Black], p.names[board.Black])
		m.nameEngine(p.side[board.White], p.names[board.White])
		m.add(&p.g)
		if !halted && m.decided() {
			close(stop)
			halted = true
		}
		if opts.Progress != nil {
			opts.Progress(m, &m.Games[len(m.Games)-1])
		}
	}
	return first
}

// handOut sends todo the slots of the schedule not in have, in order,
// until ctx is done or stop is closed, then closes todo.
func (m *Match) handOut(ctx context.Context, todo chan<- slot, stop <-chan struct{}, have map[int]bool) {
	defer close(todo)
	for _, s := range m.slots {
		if have[s.number] {
			continue
		}
		// A decision stops the handing out first: a select with a
		// worker waiting as well would pick either at random.
		select {
		case <-stop:
			return
		default:
		}
		select {
		case todo <- s:
		case <-ctx.Done():
			return
		case <-stop:
			return
		}
	}
}

// decided reports whether the SPRT has reached a bound, and says so in
// m.Stopped the first time.
func (m *Match) decided() bool {
	if m.Stopped != "" {
		return true // a bound once reached stops the match, whatever the games under way do
	}
	if m.test == nil || len(m.Pairings) == 0 {
		return false
	}
	p := &m.Pairings[0]
	if p.Decision == "" || p.Decision == elo.Continue.String() {
		return false
	}
	m.Stopped = fmt.Sprintf("SPRT %s: %s after %d games (LLR %.2f)", m.SPRT, p.Decision, len(m.Games), *p.LLR)
	return true
}

// add adds a finished game to m: to its games, to the engines' records
// and to its pairing's, whose figures it works out again.
func (m *Match) add(g *Game) {
	m.Games = append(m.Games, *g)
	pr, _ := m.pairingOf(g.Black, g.White)
	pr.add(g, m.paired)
	pr.figures(m.paired, m.test)
	black, white := m.index(g.Black), m.index(g.White)
	for _, i := range []int{black, white} {
		e := &m.Engines[i]
		e.Games++
		e.Moves += g.movesOf(i == black)
		m.tallies[i].moveSeconds += g.secondsOf(i == black)
		switch {
		case g.Void:
			e.Void++
		case g.Winner == "":
			e.Draws++
		case g.Winner == e.Label:
			e.Wins++
			if i == black {
				e.BlackWins++
			} else {
				e.WhiteWins++
			}
		default:
			e.Losses++
			if strings.HasSuffix(g.Result, "+F") || strings.HasSuffix(g.Result, "+T") {
				e.Forfeits++
			}
		}
		if says := saysOf(g, i == black); says != "" {
			if _, ok := parseResult(says); ok {
				e.Counted++
				if !slices.Contains(g.Disagree, e.Label) {
					e.Agreed++
				}
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

// nameEngine gives engine i the name it gave, if it has none yet.
func (m *Match) nameEngine(i int, name string) {
	if e := &m.Engines[i]; name != "" && e.Name == "" {
		e.Name = name
	}
}

// index is the index in m.Engines of the engine labelled label.
func (m *Match) index(label string) int {
	return slices.IndexFunc(m.Engines, func(e Engine) bool { return e.Label == label })
}

// finish works out the means, and the ratings of three engines or more.
func (m *Match) finish() {
	for i := range m.Pairings {
		m.Pairings[i].figures(m.paired, m.test)
	}
	if len(m.Engines) > 2 {
		m.Ratings, m.RatingModel = m.ratings(), RatingModel
	}
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

// saysOf is the final_score answer of the engine that played Black in g
// when black is set, else of the one that played White.
func saysOf(g *Game, black bool) string {
	if black {
		return g.BlackSays
	}
	return g.WhiteSays
}

// colourWord is the colour as GTP commands take it.
func colourWord(c board.Color) string {
	if c == board.White {
		return "white"
	}
	return "black"
}
