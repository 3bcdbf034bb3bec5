// Package match plays games between two GTP engines and keeps the score:
// N games, colours alternating, each move checked by package game (an
// illegal move, a move that is not a vertex, or an engine that times out,
// exits or writes junk forfeits the game), games ended by two passes, a
// resignation or a move limit, and counted with goscore's own rules.
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
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/parse/sgf"
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
	// (RE, forfeits as B+F or W+F), and a comment with how it ended, the
	// referee's dead stones and each engine's final_score; a counted game
	// carries the referee's marking on its last node (TB and TW: each
	// colour's territory, a dead stone under the other colour's mark, as
	// goscore mark --format sgf writes them), so that goscore score
	// --dead-stones marks counts it as the match did.
	Save func(number int, rec *sgf.Record) error
	// Judge returns the dead stones of a Go game counted at its end (two
	// passes or the move limit): one point per stone or per string, taken
	// off with its string before the count. nil takes none.
	Judge func(g *game.Game) ([]board.Point, error)
	// Referee names Judge in the output, such as "estimate" or the
	// referee engine's command line; "none" without a Judge.
	Referee string
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
	Referee string    `json:"referee" yaml:"referee"`
	Engines [2]Engine `json:"engines" yaml:"engines"`
	Games   []Game    `json:"games" yaml:"games"`

	tallies [2]tally   // by engine, as Engines
	last    *game.Game // the game play is playing or played last, for Options.Save
	// marking is the TB and TW of the last game counted with its dead
	// stones judged, for Options.Save; empty for any other game.
	marking [3][]board.Point
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
	referee := opts.Referee
	if opts.Judge == nil || referee == "" {
		referee = "none"
	}
	m := &Match{Game: opts.Kind.String(), Size: opts.Size, Rules: opts.Rules.Name, Scoring: opts.Rules.Scoring.String(),
		Komi: opts.Rules.Komi, MaxMoves: opts.MaxMoves, Referee: referee}
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
func (m *Match) count(g *Game, black int) {
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
}

// record is game g of the match, played as gm, as an SGF record.
func (m *Match) record(g *Game, gm *game.Game) *sgf.Record {
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
	if g.BlackSays != "" || g.RefereeError != "" {
		rec.Territory = m.marking
		rec.Comment = strings.Join(append([]string{g.Reason}, m.countLines(g, name)...), "\n")
	}
	return rec
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

// fault is a forfeit: the side that loses it, and why.
type fault struct {
	loser board.Color
	why   string
}

// faultf is the fault of c, its reason formatted.
func faultf(c board.Color, format string, args ...any) *fault {
	return &fault{c, fmt.Sprintf(format, args...)}
}

// play plays game n, engine black playing Black.
func (m *Match) play(ctx context.Context, n, black int, opts *Options) (Game, error) {
	m.last = nil
	m.marking = [3][]board.Point{}
	labels := [2]string{"A", "B"}
	g := Game{Number: n, Black: labels[black], White: labels[1-black], Dead: []string{}, Disagree: []string{}}
	var side [3]player // indexed by board.Black and board.White
	side[board.Black].index, side[board.White].index = black, 1-black

	// forfeit ends the game: f.loser loses, for the reason given.
	forfeit := func(f *fault) (Game, error) {
		w := f.loser.Opponent()
		g.Winner = labels[side[w].index]
		g.Result = strings.ToUpper(w.String()[:1]) + "+F"
		g.Reason = fmt.Sprintf("%s (%s) %s", f.loser, labels[side[f.loser].index], f.why)
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
	if f, err := m.setUp(ctx, &side, opts); err != nil || f != nil {
		if err != nil {
			return g, err
		}
		return forfeit(f)
	}

	gm, err := game.New(opts.Kind, opts.Size, opts.Size, opts.Rules)
	if err != nil {
		return g, err
	}
	m.last = gm
	for {
		if res, over := gm.Over(); over {
			if res.Reason != game.ReasonScore || opts.Kind != game.Go {
				m.result(&g, res, labels, side)
				return g, nil
			}
			// The second pass has not been passed on: the other engine
			// hears it before it is asked to count.
			last := gm.Moves()[len(gm.Moves())-1].Colour
			_, _ = side[last.Opponent()].client.Send("play "+colourWord(last)+" pass", opts.Timeout)
			m.counted(&g, gm, labels, side, opts)
			return g, nil
		}
		if g.Moves >= opts.MaxMoves {
			if opts.Kind == game.Go {
				m.counted(&g, gm, labels, side, opts)
			} else {
				res := game.Decide(opts.Kind, gm.Score())
				m.result(&g, &res, labels, side)
			}
			g.Reason = "move limit " + strconv.Itoa(opts.MaxMoves)
			return g, nil
		}
		f, err := m.turn(ctx, gm, &side, &g, opts)
		if err != nil {
			return g, err
		}
		if f != nil {
			return forfeit(f)
		}
	}
}

// setUp readies both engines for a game: each is asked its name once a
// match, then the board size, a clear board, the komi and, when it knows
// the command, the rules. An engine that fails one of them forfeits.
func (m *Match) setUp(ctx context.Context, side *[3]player, opts *Options) (*fault, error) {
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

// turn asks the engine to move for the side to move in gm, plays its
// answer and passes it on to the other engine, counting the move in g. A
// failed command, an answer that is no move and an illegal move are
// faults; an error is the match's own (a cancelled context).
func (m *Match) turn(ctx context.Context, gm *game.Game, side *[3]player, g *Game, opts *Options) (*fault, error) {
	c := gm.ToMove()
	me, other := side[c], side[c.Opponent()]
	e := &m.Engines[me.index]
	begin := time.Now()
	resp, err := me.client.Send("genmove "+colourWord(c), opts.Timeout)
	m.tallies[me.index].moveSeconds += time.Since(begin).Seconds()
	e.Moves++
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		return faultf(c, "failed genmove: %s", reason(err)), nil
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
	vertex := "pass"
	if p != board.Pass {
		vertex = p.String()
	}
	if _, err := other.client.Send("play "+colourWord(c)+" "+vertex, opts.Timeout); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		return faultf(c.Opponent(), "failed play %s %s: %s", colourWord(c), vertex, reason(err)), nil
	}
	return nil, nil
}

// counted counts a Go game at its end (two passes or the move limit): the
// dead stones Options.Judge names come off, then each engine is asked its
// own final_score, which is recorded beside the count and compared with
// it.
func (m *Match) counted(g *Game, gm *game.Game, labels [2]string, side [3]player, opts *Options) {
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
	m.result(g, &res, labels, side)
	g.Dead, g.Disagree = []string{}, []string{}
	b := gm.Board()
	for _, p := range b.Points(nil) {
		if st := e.Status(p); st == analyze.BlackDead || st == analyze.WhiteDead {
			g.Dead = append(g.Dead, p.String())
		}
	}
	m.marking = marking(&e, b, gm.Rules)
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
			g.Disagree = append(g.Disagree, labels[side[c].index])
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
func (m *Match) result(g *Game, res *game.Result, labels [2]string, side [3]player) {
	g.Winner = ""
	if res.Winner != board.Empty {
		g.Winner = labels[side[res.Winner].index]
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
