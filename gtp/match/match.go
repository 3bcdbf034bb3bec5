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
	"math"
	"slices"
	"strconv"
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
	go func() {
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
	}()
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

// player is one side of a game in progress.
type player struct {
	index  int // into Match.Engines
	client *client.Client
	clock  *clock // nil without a time control
}

// played is a game as play leaves it: the record, the game itself (nil
// when it never started), the referee's marking of a counted game (TB and
// TW, for Save), the engines on each side and the names they gave, and
// the match's own error, if any.
type played struct {
	g       Game
	gm      *game.Game
	marking [3][]board.Point
	side    [3]int    // the engine playing each colour
	names   [3]string // the name and version each gave, by colour
	err     error
}

// record is the game p as an SGF record.
func (m *Match) record(p *played) *sgf.Record {
	g := &p.g
	rec := game.ToRecord(p.gm)
	name := func(label string) string {
		if i := m.index(label); i >= 0 {
			if n := p.names[p.colourOf(i)]; n != "" {
				return n
			}
			if n := m.Engines[i].Name; n != "" {
				return n
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
	if g.Opening != "" {
		rec.Comment = "opening " + g.Opening + "\n" + rec.Comment
	}
	if g.BlackSays != "" || g.RefereeError != "" {
		rec.Territory = p.marking
		rec.Comment = strings.Join(append([]string{rec.Comment}, m.countLines(g, name)...), "\n")
	}
	return rec
}

// colourOf is the colour engine i plays in p.
func (p *played) colourOf(i int) board.Color {
	if p.side[board.Black] == i {
		return board.Black
	}
	return board.White
}

// countLines says how game g was counted, for its SGF's comment: by whom
// and with which stones dead, and what each engine's final_score said.
func (m *Match) countLines(g *Game, name func(label string) string) []string {
	var lines []string
	switch {
	case m.Referee == "none":
		lines = append(lines, fmt.Sprintf("counted with every stone alive (no referee): %s", g.Result))
	case g.RefereeError != "":
		lines = append(lines, fmt.Sprintf("counted with every stone alive: the referee (%s) failed: %s", m.Referee, g.RefereeError))
	case len(g.Dead) > 0:
		lines = append(lines, fmt.Sprintf("counted by the referee (%s): %s, dead %s", m.Referee, g.Result, strings.Join(g.Dead, " ")))
	default:
		lines = append(lines, fmt.Sprintf("counted by the referee (%s): %s, no stone dead", m.Referee, g.Result))
	}
	for _, side := range []struct{ colour, label, says string }{{"black", g.Black, g.BlackSays}, {"white", g.White, g.WhiteSays}} {
		line := fmt.Sprintf("%s (%s) final_score: %s", side.colour, name(side.label), side.says)
		if slices.Contains(g.Disagree, side.label) {
			line += " (differs)"
		}
		lines = append(lines, line)
	}
	return lines
}

// fault is a forfeit: the side that loses it, and why; onTime for a loss
// on time (+T), else a fault of the engine (+F).
type fault struct {
	loser  board.Color
	why    string
	onTime bool
}

// faultf is the fault of c, its reason formatted.
func faultf(c board.Color, format string, args ...any) *fault {
	return &fault{loser: c, why: fmt.Sprintf(format, args...)}
}

// play plays the game of slot s, its engines' processes from procs.
func (m *Match) play(ctx context.Context, s slot, procs *processes, opts *Options) (p played) {
	g := &p.g
	*g = Game{Number: s.number, Pair: s.pair, Black: m.Engines[s.black].Label, White: m.Engines[s.white].Label,
		Dead: []string{}, Disagree: []string{}}
	p.side[board.Black], p.side[board.White] = s.black, s.white
	var side [3]player // indexed by board.Black and board.White
	side[board.Black].index, side[board.White].index = s.black, s.white
	if s.opening >= 0 {
		g.Opening = opts.Openings[s.opening].Name
	}

	// forfeit ends the game: f.loser loses, for the reason given.
	forfeit := func(f *fault) played {
		w := f.loser.Opponent()
		g.Winner = m.Engines[side[w].index].Label
		g.Result = strings.ToUpper(w.String()[:1]) + "+F"
		if f.onTime {
			g.Result = strings.ToUpper(w.String()[:1]) + "+T"
		}
		g.Reason = fmt.Sprintf("%s (%s) %s", f.loser, m.Engines[side[f.loser].index].Label, f.why)
		return p
	}
	var cpu0 [3]*float64 // a reused engine's CPU time before the game
	for _, c := range []board.Color{board.Black, board.White} {
		e := &m.Engines[side[c].index]
		cl, fresh, err := procs.get(ctx, side[c].index, e.Command, opts)
		if err != nil {
			p.err = fmt.Errorf("engine %s: %w", e.Label, err)
			return p
		}
		// An engine is kept for the next game unless it was at fault in
		// this one (lost it by a forfeit) or the match failed.
		defer func() {
			atFault := strings.HasSuffix(g.Result, "+F") && g.Winner != e.Label
			procs.put(side[c].index, cl, p.err == nil && !atFault)
		}()
		side[c].client = cl
		if !fresh {
			cpu0[c] = cpuTime(cl, opts.Timeout)
		}
	}
	// Each engine's CPU time, asked at the end whatever the end was (this
	// runs before the engines are closed or kept), and the moves.
	defer func() {
		if p.gm != nil {
			g.Sequence = sequence(p.gm)
			g.BlackCPU = cpuSince(cpuTime(side[board.Black].client, opts.Timeout), cpu0[board.Black])
			g.WhiteCPU = cpuSince(cpuTime(side[board.White].client, opts.Timeout), cpu0[board.White])
		}
	}()
	if f, err := m.setUp(ctx, &side, &p, opts); err != nil || f != nil {
		if err != nil {
			p.err = err
			return p
		}
		return forfeit(f)
	}

	gm, err := game.New(opts.Kind, opts.Size, opts.Size, opts.Rules)
	if err != nil {
		p.err = err
		return p
	}
	p.gm = gm
	if opts.Time != nil {
		for _, c := range []board.Color{board.Black, board.White} {
			side[c].clock = newClock(*opts.Time)
			side[c].clock.canadian = tellTimeSettings(side[c].client, *opts.Time, opts.Timeout)
		}
	}
	if s.opening >= 0 {
		if f, err := m.open(ctx, gm, &side, opts.Openings[s.opening], g, opts); err != nil || f != nil {
			if err != nil {
				p.err = err
				return p
			}
			return forfeit(f)
		}
	}
	for {
		if res, over := gm.Over(); over {
			if res.Reason != game.ReasonScore || opts.Kind != game.Go {
				m.result(g, res, side)
				return p
			}
			// The second pass has not been passed on: the other engine
			// hears it before it is asked to count.
			last := gm.Moves()[len(gm.Moves())-1].Colour
			_, _ = side[last.Opponent()].client.Send("play "+colourWord(last)+" pass", opts.Timeout)
			m.counted(&p, side, opts)
			return p
		}
		if g.Moves >= opts.MaxMoves {
			g.Void, g.Result = true, "Void"
			g.Reason = "move limit " + strconv.Itoa(opts.MaxMoves)
			return p
		}
		f, err := m.turn(ctx, gm, &side, g, opts)
		if err != nil {
			p.err = err
			return p
		}
		if f != nil {
			return forfeit(f)
		}
	}
}

// setUp readies both engines for a game: each is asked its name (a fresh
// process each game, so a match of several games sees each), then the
// board size, a clear board, the komi and, when it knows the command, the
// rules. An engine that fails one of them forfeits.
func (m *Match) setUp(ctx context.Context, side *[3]player, p *played, opts *Options) (*fault, error) {
	for _, c := range []board.Color{board.Black, board.White} {
		cl := side[c].client
		name, _ := cl.Send("name", opts.Timeout)
		version, _ := cl.Send("version", opts.Timeout)
		p.names[c] = strings.TrimSpace(name + " " + version)
		for _, cmd := range []string{"boardsize " + strconv.Itoa(opts.Size), "clear_board", "komi " + strconv.FormatFloat(opts.Rules.Komi, 'f', -1, 64)} {
			if _, err := cl.Send(cmd, opts.Timeout); err != nil {
				if cerr := ctx.Err(); cerr != nil {
					return nil, cerr
				}
				return faultf(c, "failed %s", reason(err)), nil
			}
		}
		// The rules, to an engine that takes them as KGS sends them, so
		// that its final_score counts as the match does; a hint only.
		if known, err := cl.Send("known_command kgs-rules", opts.Timeout); err == nil && strings.TrimSpace(known) == "true" {
			_, _ = cl.Send("kgs-rules "+opts.Rules.KGSName(), opts.Timeout)
		}
	}
	return nil, nil
}

// open plays the opening's moves on gm and into both engines, counting
// them in g. An engine that refuses one forfeits; an opening move the
// rules forbid is the match's error (the caller checks its openings).
func (m *Match) open(ctx context.Context, gm *game.Game, side *[3]player, o Opening, g *Game, opts *Options) (*fault, error) {
	for _, mv := range o.Moves {
		if _, err := gm.Put(mv.Colour, mv.Point); err != nil {
			return nil, fmt.Errorf("opening %s: %w", o.Name, err)
		}
		g.Moves++
		for _, c := range []board.Color{board.Black, board.White} {
			if _, err := side[c].client.Send("play "+colourWord(mv.Colour)+" "+vertexOf(mv.Point), opts.Timeout); err != nil {
				if cerr := ctx.Err(); cerr != nil {
					return nil, cerr
				}
				return faultf(c, "failed play %s %s: %s", colourWord(mv.Colour), vertexOf(mv.Point), reason(err)), nil
			}
		}
	}
	return nil, nil
}

// sequence writes gm's moves as Game.Sequence holds them.
func sequence(gm *game.Game) string {
	var b strings.Builder
	for i, mv := range gm.Moves() {
		if mv.Resign {
			continue
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strings.ToUpper(mv.Colour.String()[:1]) + " " + vertexOf(mv.Point))
	}
	return b.String()
}

// vertexOf is p as GTP writes it: "pass" or a vertex such as D4.
func vertexOf(p board.Point) string {
	if p == board.Pass {
		return "pass"
	}
	return p.String()
}

// turn asks the engine to move for the side to move in gm, plays its
// answer and passes it on to the other engine, counting the move and its
// time in g. A failed command, an answer that is no move and an illegal
// move are faults; an error is the match's own (a cancelled context).
func (m *Match) turn(ctx context.Context, gm *game.Game, side *[3]player, g *Game, opts *Options) (*fault, error) {
	c := gm.ToMove()
	me, other := side[c], side[c.Opponent()]
	if me.clock != nil {
		tellTimeLeft(me.client, c, me.clock, opts.Timeout)
	}
	begin := time.Now()
	resp, err := me.client.Send("genmove "+colourWord(c), opts.Timeout)
	d := time.Since(begin)
	took := d.Seconds()
	g.Times = append(g.Times, math.Round(took*1000)/1000)
	if c == board.Black {
		g.BlackMoves++
		g.BlackSeconds += took
	} else {
		g.WhiteMoves++
		g.WhiteSeconds += took
	}
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		return faultf(c, "failed genmove: %s", reason(err)), nil
	}
	if me.clock != nil && !me.clock.charge(d, opts.TimeTolerance) {
		f := faultf(c, "lost on time: its move took %.1fs (%s)", took, opts.Time)
		f.onTime = true
		return f, nil
	}
	move := strings.ToLower(strings.TrimSpace(resp))
	if move == "resign" {
		_ = gm.Resign(c)
		return nil, nil
	}
	p, ok := board.Pass, true
	if move != "pass" {
		v, err := board.ParseVertex(move)
		if err != nil || strings.Contains(move, ",") {
			return faultf(c, "answered genmove with %q, not a move", resp), nil
		}
		if p, ok = v.Resolve(gm.Board()); !ok {
			return faultf(c, "played %s: %s", strings.ToUpper(move), analyze.OffBoard), nil
		}
	}
	if _, err := gm.Play(c, p); err != nil {
		var ie *game.IllegalError
		if errors.As(err, &ie) {
			return faultf(c, "played %s: %s", p, ie.Reason), nil
		}
		return nil, err
	}
	g.Moves++
	if _, over := gm.Over(); over {
		return nil, nil
	}
	if _, err := other.client.Send("play "+colourWord(c)+" "+vertexOf(p), opts.Timeout); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		return faultf(c.Opponent(), "failed play %s %s: %s", colourWord(c), vertexOf(p), reason(err)), nil
	}
	return nil, nil
}

// counted counts a Go game at its end (two passes): the
// dead stones Options.Judge names come off, then each engine is asked its
// own final_score, which is recorded beside the count and compared with
// it.
func (m *Match) counted(p *played, side [3]player, opts *Options) {
	g, gm := &p.g, p.gm
	var dead []board.Point
	if opts.Judge != nil {
		var err error
		if dead, err = opts.Judge(gm); err != nil {
			g.RefereeError, dead = err.Error(), nil
		}
	}
	var e analyze.Evaluation
	gm.Evaluate(dead, &e)
	e.FindSeki()
	res := game.Decide(game.Go, e.Score(gm.Rules, gm.Prisoners(board.Black), gm.Prisoners(board.White)))
	m.result(g, &res, side)
	g.Dead, g.Disagree = []string{}, []string{}
	b := gm.Board()
	for _, p := range b.Points(nil) {
		if st := e.Status(p); st == analyze.BlackDead || st == analyze.WhiteDead {
			g.Dead = append(g.Dead, p.String())
		}
	}
	p.marking = marking(&e, b, gm.Rules)
	for _, c := range []board.Color{board.Black, board.White} {
		says, err := side[c].client.Send("final_score", opts.Timeout)
		if err != nil {
			says = "? " + reason(err)
		}
		says = strings.TrimSpace(says)
		if says == "" {
			says = "? an empty answer"
		}
		if c == board.Black {
			g.BlackSays = says
		} else {
			g.WhiteSays = says
		}
		if r, ok := parseResult(says); ok && r != (engineResult{res.Winner, res.Margin}) {
			g.Disagree = append(g.Disagree, m.Engines[side[c].index].Label)
		}
	}
}

// marking returns the TB and TW of a position evaluated into e with its
// dead stones taken off, as goscore mark --format sgf writes them: each
// colour's territory, the eyes of a seki and false eyes under area
// scoring only, and every dead stone under the other colour's mark, so
// that the marks name the dead stones.
func marking(e *analyze.Evaluation, b *board.Board, r analyze.Rules) [3][]board.Point {
	var marks [3][]board.Point
	area := r.Scoring == analyze.Area
	for _, p := range b.Points(nil) {
		switch st := e.Status(p); {
		case st == analyze.BlackTerritory, st == analyze.WhiteDead,
			area && (st == analyze.BlackSekiEye || st == analyze.BlackFalseEye):
			marks[board.Black] = append(marks[board.Black], p)
		case st == analyze.WhiteTerritory, st == analyze.BlackDead,
			area && (st == analyze.WhiteSekiEye || st == analyze.WhiteFalseEye):
			marks[board.White] = append(marks[board.White], p)
		}
	}
	return marks
}

// engineResult is a counted result: the winner (Empty for a draw) and the
// margin.
type engineResult struct {
	winner board.Color
	margin float64
}

// parseResult reads an engine's final_score answer: "B+3.5", "W+0.5",
// "0" or "Draw"; ok is false for anything else ("B+R", an error).
func parseResult(s string) (engineResult, bool) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "0", "draw", "jigo", "b+0", "w+0":
		return engineResult{}, true
	}
	if len(s) < 3 || s[1] != '+' {
		return engineResult{}, false
	}
	var r engineResult
	switch s[0] {
	case 'B', 'b':
		r.winner = board.Black
	case 'W', 'w':
		r.winner = board.White
	default:
		return engineResult{}, false
	}
	margin, err := strconv.ParseFloat(s[2:], 64)
	if err != nil || margin <= 0 {
		return engineResult{}, false
	}
	r.margin = margin
	return r, true
}

// result records how a finished game ended.
func (m *Match) result(g *Game, res *game.Result, side [3]player) {
	g.Winner = ""
	if res.Winner != board.Empty {
		g.Winner = m.Engines[side[res.Winner].index].Label
	}
	g.Result = res.String()
	// The reason is the game's own words (game.Result.Ending); a forfeit
	// gives its own, in words, where the game ends.
	g.Reason = res.Ending()
	if res.Reason == game.ReasonScore {
		g.Scored = true
		if m.Game == game.Go.String() {
			g.Margin = res.Score.Black.Score - res.Score.White.Score
		}
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
