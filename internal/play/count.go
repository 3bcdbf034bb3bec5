package play

import (
	"fmt"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
)

// The count. Two passes do not end a game of Go at once: as on the
// servers, the players first agree on the dead stones. goscore proposes
// them (Session.Dead), draws the board with them marked and the count,
// and each player marks groups dead or alive, says done, or resumes play.
// A bot agrees when the proposal is its own view (the estimate) and
// otherwise disputes it, and play goes on (see Session.answer).

// counting is the state of the count after two passes.
type counting struct {
	dead   [board.Cells]bool // the stones proposed dead
	agreed [3]bool           // who has said done since the last change
	asker  board.Color       // the player whose answer the prompt waits for
	mark   verdict.Mark      // the proposal counted, as drawn
}

// countHelp is the help of the count.
const countHelp = `the count: after two passes the players agree on the dead stones
           a vertex (D4)       mark its group dead, or alive again: every
                               stone of that colour in its region, the
                               points not walled off by the other colour
           done                agree with the marking as it stands; two
                               people both say it, and a change after one
                               did asks both again
           resume              play on instead: the opponent of the player
                               who passed last moves first, and two passes
                               count again
           show                draw the marking again
           count, estimate     goscore's estimate of the dead stones,
                               counted as score --dead-stones estimate does
           undo, save, score, resign, quit, help as during the game
`

// estimate is the spec of the estimate: the one the count proposes with
// when Dead asks for it, `count` draws and the bots hold as their view.
func (s *Session) estimate() life.Spec {
	return life.Spec{Method: life.MethodEstimate, Estimate: s.Dead.Estimate.Resolved()}
}

// proposer returns how the count proposes the dead stones: Dead, with
// the estimate for an empty method, and a list cut to the vertices that
// hold a stone (a stone listed may have been captured since); dropped
// names the others.
func (s *Session) proposer() (sp life.Spec, dropped []string) {
	switch s.Dead.Method {
	case "", life.MethodEstimate:
		return s.estimate(), nil
	case life.MethodList:
		sp = life.Spec{Method: life.MethodList}
		b := s.Game.Board()
		for _, v := range s.Dead.List {
			if p, ok := v.Resolve(b); ok && (b.At(p) == board.Black || b.At(p) == board.White) {
				sp.List = append(sp.List, v)
			} else {
				dropped = append(dropped, v.Text)
			}
		}
		return sp, dropped
	}
	return life.Spec{Method: life.MethodNone}, nil
}

// mark counts the position with the dead stones sp chooses, through the
// verdict the batch commands give on the game's record, and names the
// marking title.
func (s *Session) mark(sp life.Spec, title string) (verdict.Mark, error) {
	f, o := record.Counting(s.Game, sp)
	var e analyze.Evaluation
	m := verdict.MarkFile(f, o, &e)
	if m.Failed() {
		_, msg := m.Err()
		return m, fmt.Errorf("the count failed: %s", msg)
	}
	m.File = title
	return m, nil
}

// draw prints a marking: the board with its marks, the legend and the
// count.
func (s *Session) draw(m *verdict.Mark) {
	s.printf("\n")
	_ = verdict.MarkColumns(s.Colour).Text(s.out, m)
}

// deadOf returns the stones m marks dead.
func deadOf(b *board.Board, m *verdict.Mark) (dead [board.Cells]bool) {
	for _, ps := range [][]verdict.Point{m.Score.DeadStones.Black, m.Score.DeadStones.White} {
		for _, p := range ps {
			dead[b.Point(p.Row, p.Col)] = true
		}
	}
	return dead
}

// stones lists the points set in dead, in file order.
func stones(b *board.Board, dead *[board.Cells]bool) []board.Point {
	var out []board.Point
	for _, p := range b.Points(nil) {
		if dead[p] {
			out = append(out, p)
		}
	}
	return out
}

// countable reports whether the game just ended by two passes and is to
// be counted: a game of Go whose dead stones nobody has judged yet.
func countable(g *game.Game) bool {
	res, over := g.Over()
	return over && res.Kind == game.Go && res.Reason == game.ReasonScore && !res.Judged
}

// endsInPasses reports whether the last two moves of g, a game of Go, are
// passes of both colours: a game loaded that way goes to the count.
func endsInPasses(g *game.Game) bool {
	var last []game.Move
	for _, m := range g.Moves() {
		if !m.Resign {
			last = append(last, m)
		}
	}
	n := len(last)
	return g.Kind == game.Go && n >= 2 && last[n-1].Point == board.Pass && last[n-2].Point == board.Pass && last[n-1].Colour != last[n-2].Colour
}

// startCount opens the count after two passes. The game is reopened so
// that its record carries no result until the players agree, and play
// can resume from it.
func (s *Session) startCount() {
	s.Game.Reopen()
	s.count = &counting{asker: s.Game.ToMove()}
	if s.botFor(s.count.asker) != nil {
		s.count.asker = s.count.asker.Opponent()
	}
}

// propose proposes the dead stones and draws the count.
func (s *Session) propose() error {
	sp, dropped := s.proposer()
	how := map[string]string{
		life.MethodEstimate: fmt.Sprintf("goscore's estimate (%d playouts, seed %d) proposes these", sp.Estimate.Playouts, sp.Estimate.Seed),
		life.MethodList:     "--dead-stones proposes these",
		life.MethodNone:     "--dead-stones none proposes none",
	}[sp.Method]
	s.say("Two passes: the game is counted once the players agree on the dead stones; %s.", how)
	if len(dropped) > 0 {
		s.say("--dead-stones: no stone at %s now; left out", strings.Join(dropped, ", "))
	}
	m, err := s.mark(sp, "proposal")
	if err != nil {
		return err
	}
	s.count.dead = deadOf(s.Game.Board(), &m)
	s.count.mark = m
	s.draw(&m)
	if s.people() > 0 {
		s.say("Type a vertex to mark its group dead or alive, done to agree, resume to play on (help for more).")
	}
	return nil
}

// people returns how many sides a person plays.
func (s *Session) people() int {
	n := 0
	for _, c := range []board.Color{board.Black, board.White} {
		if s.botFor(c) == nil {
			n++
		}
	}
	return n
}

// recount counts the proposal again after a change and draws it.
func (s *Session) recount() error {
	m, err := s.mark(record.DeadList(stones(s.Game.Board(), &s.count.dead)), "proposal")
	if err != nil {
		return err
	}
	s.count.mark = m
	s.draw(&m)
	return nil
}

// group returns the stones of the group at p, a stone: every stone of its
// colour in its region, the points reached from p through stones of that
// colour and empty points, never through the other colour. Servers mark
// dead stones so (online-go.com), since the dead stones inside a
// territory are often several strings apart.
func group(b *board.Board, p board.Point) []board.Point {
	c := b.At(p)
	var w board.Walker
	var out []board.Point
	for _, q := range w.Walk(p, func(n board.Point) bool { return b.At(n) == c || b.At(n) == board.Empty }) {
		if b.At(q) == c {
			out = append(out, q)
		}
	}
	return out
}

// toggle marks the group at the vertex text dead, or alive when its
// stone is marked dead, and asks everyone to agree again.
func (s *Session) toggle(text string) error {
	p, err := s.point(text)
	if err != nil {
		return fmt.Errorf("%q is neither a vertex nor a command of the count (%v): type help", text, err)
	}
	b := s.Game.Board()
	c := b.At(p)
	if c != board.Black && c != board.White {
		return fmt.Errorf("%v: no stone there (type a vertex of the group to mark)", p)
	}
	dead := !s.count.dead[p]
	g := group(b, p)
	for _, q := range g {
		s.count.dead[q] = dead
	}
	s.count.agreed = [3]bool{}
	state := "alive"
	if dead {
		state = "dead"
	}
	s.say("%s marks the %s group at %v (%s) %s", name(s.count.asker), c, p, count(len(g), "stone"), state)
	return s.recount()
}

// count says n things: "1 stone", "3 stones".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// agree records the asker's done and turns the prompt to the other
// person, if any, who has not agreed.
func (s *Session) agree() {
	c := s.count.asker
	s.count.agreed[c] = true
	if o := c.Opponent(); s.botFor(o) == nil && !s.count.agreed[o] {
		s.count.asker = o
		s.say("%s agrees; %s: done to agree too, or mark a group", name(c), name(o))
	}
}

// peopleAgreed reports whether every side a person plays has said done.
func (s *Session) peopleAgreed() bool {
	for _, c := range []board.Color{board.Black, board.White} {
		if s.botFor(c) == nil && !s.count.agreed[c] {
			return false
		}
	}
	return true
}

// resume leaves the count and plays on: the opponent of the player who
// passed last, who is to move, moves first.
func (s *Session) resume() {
	s.count = nil
	s.say("play goes on: %s moves first; two passes in a row count again", name(s.Game.ToMove()))
	s.show()
}

// answer is the bots' answer once every person agreed (at once when no
// person plays). A bot agrees when the proposal is its own view, the
// estimate; then the game ends on the proposal. Otherwise it names the
// first string it sees otherwise and play resumes, the bots capturing from
// then on what they judge dead before they pass (as kgs-genmove_cleanup
// does). So that a count cannot go round for ever, the second dispute of a
// game ends it on the bot's view, as does a dispute when the input has
// ended (last), since nobody is left to play on.
func (s *Session) answer(last bool) error {
	var bot board.Color
	for _, c := range []board.Color{board.Black, board.White} {
		if s.botFor(c) != nil {
			bot = c
			break
		}
	}
	if bot == board.Empty {
		return s.finish(stones(s.Game.Board(), &s.count.dead))
	}
	b := s.Game.Board()
	view := life.Estimate(b, s.estimate().Estimate)
	var mine [board.Cells]bool
	for _, p := range view.Dead {
		mine[p] = true
	}
	disputed := board.Pass
	for _, p := range b.Points(nil) {
		if mine[p] != s.count.dead[p] {
			disputed = p
			break
		}
	}
	if disputed == board.Pass {
		s.say("%s", s.botName(bot, "agrees", "agree"))
		return s.finish(view.Dead)
	}
	state := "alive"
	if mine[disputed] {
		state = "dead"
	}
	s.disputes++
	what := fmt.Sprintf("%s the count: by its estimate the %s string at %v (%s) is %s", s.botName(bot, "disputes", "dispute"),
		b.At(disputed), disputed, count(len(strOf(b, disputed)), "stone"), state)
	if last || s.disputes > 1 {
		why := "it disputed the count before"
		if last {
			why = "the input has ended"
		}
		s.say("%s; %s, so the count follows its view", what, why)
		return s.finish(view.Dead)
	}
	s.count = nil
	s.cleanup = true
	s.say("%s. Play goes on: %s moves first; the bot now captures what it judges dead before it passes, and two passes count again.", what, name(s.Game.ToMove()))
	s.show()
	return nil
}

// botName names the bot that plays c, with the verb one or both bots
// take: "the bot (white) agrees", or "the bots agree" when they play both
// sides.
func (s *Session) botName(c board.Color, one, both string) string {
	if s.botFor(c.Opponent()) != nil {
		return "the bots " + both
	}
	return "the bot (" + c.String() + ") " + one
}

// strOf returns the string at p.
func strOf(b *board.Board, p board.Point) []board.Point {
	c := b.At(p)
	var seen [board.Cells]bool
	out := []board.Point{p}
	seen[p] = true
	for head := 0; head < len(out); head++ {
		for _, n := range out[head].Neighbours() {
			if !seen[n] && b.At(n) == c {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// finish ends the game on the count with dead taken off, records it, and
// leaves the count.
func (s *Session) finish(dead []board.Point) error {
	s.count = nil
	if _, err := s.Game.Count(dead); err != nil {
		return err
	}
	s.record()
	return nil
}

// cleanupMove finds c a move that takes part in capturing the opponent's
// stones c's view judges dead: a legal point next to one of them.
func (s *Session) cleanupMove(c board.Color) (board.Point, bool) {
	g := s.Game
	b := g.Board()
	for _, p := range life.Estimate(b, s.estimate().Estimate).Dead {
		if b.At(p) != c.Opponent() {
			continue
		}
		for _, n := range p.Neighbours() {
			if b.OnBoard(n) && b.At(n) == board.Empty && g.Legal(c, n) == analyze.OK {
				return n, true
			}
		}
	}
	return board.Pass, false
}

// countCommand runs one line of input during the count.
func (s *Session) countCommand(line string) error {
	fields := strings.Fields(strings.ToLower(line))
	if len(fields) == 0 {
		return nil
	}
	switch fields[0] {
	case "done", "agree":
		s.agree()
	case "resume":
		s.resume()
	case "help", "?":
		s.printf("%s", countHelp)
	case "show", "display", "d":
		s.draw(&s.count.mark)
	case "resign":
		if err := s.Game.Resign(s.count.asker); err != nil {
			return err
		}
		s.count = nil
		s.record()
	case "pass", "put", "think", "start", "reset", "time":
		return fmt.Errorf("the game is being counted: type a vertex to mark its group dead or alive, done to agree, or resume to play on")
	case "quit", "exit", "q", "save", "save!", "score", "count", "estimate", "undo":
		return s.command(line)
	default:
		if len(fields) > 1 {
			return fmt.Errorf("unknown command %q: type help", line)
		}
		return s.toggle(fields[0])
	}
	return nil
}
