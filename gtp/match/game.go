package match

// This file plays one game between two engines (play): the set-up, the
// opening, the turns under the clock, the count at the end and the result
// it records, with the faults that forfeit it.

import (
	"context"
	"errors"
	"fmt"
	"math"
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

	// end ends the game at a step that failed: by the match's error, or
	// by a forfeit.
	end := func(f *fault, err error) played {
		if err != nil {
			p.err = err
		} else {
			m.forfeit(g, &side, f)
		}
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
		return end(f, err)
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
			return end(f, err)
		}
	}
	if f, err := m.playOut(ctx, gm, &side, &p, opts); err != nil || f != nil {
		return end(f, err)
	}
	return p
}

// forfeit ends g by f: f.loser loses, for the reason given.
func (m *Match) forfeit(g *Game, side *[3]player, f *fault) {
	w := f.loser.Opponent()
	g.Winner = m.Engines[side[w].index].Label
	g.Result = strings.ToUpper(w.String()[:1]) + "+F"
	if f.onTime {
		g.Result = strings.ToUpper(w.String()[:1]) + "+T"
	}
	g.Reason = fmt.Sprintf("%s (%s) %s", f.loser, m.Engines[side[f.loser].index].Label, f.why)
}

// playOut plays gm's turns until the game is over, then records its
// result (counted, for a Go game that ended by two passes), or until the
// move limit voids it; a fault or an error stops it first.
func (m *Match) playOut(ctx context.Context, gm *game.Game, side *[3]player, p *played, opts *Options) (*fault, error) {
	g := &p.g
	for {
		if res, over := gm.Over(); over {
			if res.Reason != game.ReasonScore || opts.Kind != game.Go {
				m.result(g, res, *side)
				return nil, nil
			}
			// The second pass has not been passed on: the other engine
			// hears it before it is asked to count.
			last := gm.Moves()[len(gm.Moves())-1].Colour
			_, _ = side[last.Opponent()].client.Send("play "+colourWord(last)+" pass", opts.Timeout)
			m.counted(p, *side, opts)
			return nil, nil
		}
		if g.Moves >= opts.MaxMoves {
			g.Void, g.Result = true, "Void"
			g.Reason = "move limit " + strconv.Itoa(opts.MaxMoves)
			return nil, nil
		}
		if f, err := m.turn(ctx, gm, side, g, opts); err != nil || f != nil {
			return f, err
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
