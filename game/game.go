// Package game holds a game in progress: the board and its history, the
// side to move, consecutive passes, prisoners, ko and superko through the
// rules in package analyze, undo, resignation, the end of the game and its
// final score. It knows nothing of terminals or protocols, so the terminal
// game (package play) and GTP can both drive it. FromRecord replays an SGF
// record under rules its caller gives, and RulesChoice.For is the one place
// that decides the rules of a file from the user's flags and the file's
// header.
package game

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// Kind is the game being played.
type Kind uint8

// The kinds of game.
const (
	// Go is the ordinary game.
	Go Kind = iota
	// KillAll: Black places two stones first, then turns alternate. Black
	// wins if, when the game ends, White has no stones and no territory; a
	// White string proven alive by Benson's algorithm ends it at once in
	// White's favour.
	KillAll
)

// String returns "go" or "kill-all".
func (k Kind) String() string {
	if k == KillAll {
		return "kill-all"
	}
	return "go"
}

// UsualKomi is the komi a game under rules is usually played with: 6.5
// under territory scoring (Japanese), 7.5 under area scoring (Chinese,
// Tromp-Taylor).
func UsualKomi(rules analyze.Rules) float64 {
	if rules.Scoring == analyze.Area {
		return 7.5
	}
	return 6.5
}

// ParseKind reads "go" or "kill-all".
func ParseKind(s string) (Kind, error) {
	switch s {
	case "go":
		return Go, nil
	case "kill-all", "killall":
		return KillAll, nil
	}
	return Go, fmt.Errorf("bad game %q (want go or kill-all)", s)
}

// Move is a move of the game: a stone, a pass or a resignation.
type Move struct {
	Colour   board.Color
	Point    board.Point // board.Pass for a pass
	Resign   bool
	Captured []board.Point
}

// String returns "black D4", "white pass" or "black resigns".
func (m Move) String() string {
	switch {
	case m.Resign:
		return m.Colour.String() + " resigns"
	case m.Point == board.Pass:
		return m.Colour.String() + " passes"
	}
	return m.Colour.String() + " " + m.Point.String()
}

// Result is how a game ended.
type Result struct {
	Kind   Kind        // the game: Go or kill-all
	Winner board.Color // Empty for a draw
	Reason string      // "score", "resignation", "white lives"
	Score  analyze.Score
	Margin float64
	// Judged tells that the players judged the dead stones before the
	// count (Count): Dead lists every stone they took off, in file order,
	// and a record of the game marks them. A game two passes end without
	// that counts every stone on the board as alive.
	Judged bool
	Dead   []board.Point
}

// String returns the result as SGF writes it: "B+3.5", "W+R", "0".
func (r Result) String() string {
	w := "B"
	if r.Winner == board.White {
		w = "W"
	}
	switch {
	case r.Winner == board.Empty:
		return "0"
	case r.Reason == ReasonResign:
		return w + "+R"
	case r.Reason == ReasonScore:
		return w + "+" + strconv.FormatFloat(r.Margin, 'f', -1, 64)
	}
	return w + "+"
}

// Text returns the result for people, the one way every front end says
// it: "B+3.5", "Draw", "W+R (black resigns)", and in kill-all who won and
// why ("White wins: a white group cannot be killed").
func (r Result) Text() string {
	switch {
	case r.Reason == ReasonResign:
		return r.String() + " (" + r.Winner.Opponent().String() + " resigns)"
	case r.Reason == ReasonLives:
		return "White wins: a white group cannot be killed"
	case r.Kind == KillAll && r.Winner == board.Black:
		return "Black wins: White has no stones and no territory left"
	case r.Kind == KillAll:
		return "White wins: White keeps stones or territory"
	case r.Winner == board.Empty:
		return "Draw"
	}
	return r.String()
}

// Ending says how the game ended, as a results table or a record's
// comment does: "two passes" for a game the count decided, else its
// Reason ("resignation", "white lives").
func (r Result) Ending() string {
	if r.Reason == ReasonScore {
		return "two passes"
	}
	return r.Reason
}

// Counted reports whether the board count decided the result: a Go game
// ended by passes. After a resignation or in kill-all the count is only
// the board as it stands.
func (r Result) Counted() bool { return r.Kind == Go && r.Reason == ReasonScore }

// The reasons a game ends.
const (
	ReasonScore  = "score"
	ReasonResign = "resignation"
	ReasonLives  = "white lives"
)

// Errors from moves.
var (
	ErrOver      = errors.New("the game is over")
	ErrNotYours  = errors.New("not your turn")
	ErrNoHistory = errors.New("nothing to undo")
	// ErrNotCounted refuses to count dead stones in kill-all.
	ErrNotCounted = errors.New("kill-all has no count of dead stones")
	// ErrIllegal is what every illegal move matches under errors.Is: an
	// *IllegalError in play, a *ReplayError in a record FromRecord replays.
	ErrIllegal = errors.New("illegal move")
)

// IllegalError is a move the rules refuse, with the reason.
type IllegalError struct {
	Move   Move
	Reason analyze.Reason
}

// Error returns "illegal move D4: ko".
func (e *IllegalError) Error() string {
	return "illegal move " + e.Move.Point.String() + ": " + e.Reason.String()
}

// Unwrap returns ErrIllegal, so errors.Is(err, ErrIllegal) finds any
// illegal move and errors.As finds its reason.
func (e *IllegalError) Unwrap() error { return ErrIllegal }

// Game is a game in progress. The zero Game is not usable; call New.
type Game struct {
	Kind  Kind
	Rules analyze.Rules
	// Handicap is the number of handicap stones the game started with
	// (a record's HA, a board file's handicap header, or the handicap
	// stones a GTP controller placed). The counts add White's compensation
	// for them under Rules, as score does for the game's record.
	Handicap int

	start     *analyze.Position // the position the game started from, with its history; never played on
	startMove board.Color       // who moved first from start
	startPris [3]int            // prisoners before the first move
	pos       *analyze.Position
	toMove    board.Color
	passes    int
	prisoners [3]int
	moves     []Move
	result    *Result
}

// New starts a game on an empty w x h board.
func New(kind Kind, w, h int, rules analyze.Rules) (*Game, error) {
	b, err := board.New(w, h)
	if err != nil {
		return nil, err
	}
	return Resume(kind, []board.Board{b}, board.Black, [3]int{}, rules), nil
}

// Resume starts a game from a position with its history (oldest first, the
// last grid current), the side to move, and the prisoners each colour has
// taken so far (indexed by board.Black and board.White).
func Resume(kind Kind, history []board.Board, toMove board.Color, prisoners [3]int, rules analyze.Rules) *Game {
	if toMove != board.White {
		toMove = board.Black
	}
	return resume(kind, analyze.NewPosition(history), toMove, prisoners, rules)
}

// resume is Resume from a prepared position, which the game keeps.
func resume(kind Kind, start *analyze.Position, toMove board.Color, prisoners [3]int, rules analyze.Rules) *Game {
	if toMove != board.White {
		toMove = board.Black
	}
	g := &Game{Kind: kind, Rules: rules, start: start, startMove: toMove, startPris: prisoners}
	g.reset()
	return g
}

// reset goes back to the starting position.
func (g *Game) reset() {
	g.pos = g.start.Clone()
	g.toMove, g.passes, g.prisoners, g.moves, g.result = g.startMove, 0, g.startPris, nil, nil
}

// Reset starts the game again from its starting position.
func (g *Game) Reset() { g.reset() }

// Board returns the current board.
func (g *Game) Board() *board.Board { return &g.pos.Board }

// ToMove returns the side to move.
func (g *Game) ToMove() board.Color { return g.toMove }

// Prisoners returns the stones captured by c.
func (g *Game) Prisoners(c board.Color) int { return g.prisoners[c] }

// Moves returns the moves played, oldest first.
func (g *Game) Moves() []Move { return g.moves }

// Start returns the starting position's history, oldest first, the
// starting position last: a board each, rebuilt from the compact history.
func (g *Game) Start() []board.Board { return append(g.start.History(), g.start.Board) }

// StartBoard returns the starting position itself, without rebuilding its
// history as Start does.
func (g *Game) StartBoard() board.Board { return g.start.Board }

// StartToMove returns who was to move in the starting position.
func (g *Game) StartToMove() board.Color { return g.startMove }

// StartPrisoners returns the prisoners each colour had taken before the
// starting position (indexed by board.Black and board.White).
func (g *Game) StartPrisoners() [3]int { return g.startPris }

// History returns every position of the game, oldest first, the current
// one last: what a bot needs to judge ko and superko.
func (g *Game) History() []board.Board { return append(g.pos.History(), g.pos.Board) }

// Over reports whether the game has ended, and how.
func (g *Game) Over() (*Result, bool) { return g.result, g.result != nil }

// Passes returns the number of passes in a row just played, as the end of
// the game counts them (Reopen starts the count again).
func (g *Game) Passes() int { return g.passes }

// PassesInRow returns how many of the last moves were passes, counting
// back from the current position: resignations are skipped, and when every
// move played was a pass the count goes on into the starting history, where
// an unchanged grid is a pass. Unlike Passes it is not cleared by Reopen:
// it tells a bot that its opponent just passed.
func (g *Game) PassesInRow() int {
	n := 0
	for i := len(g.moves) - 1; i >= 0; i-- {
		switch m := g.moves[i]; {
		case m.Resign:
			continue
		case m.Point == board.Pass:
			n++
			continue
		}
		return n
	}
	return n + g.start.Unchanged()
}

// KoPoint returns the point c may not play now because it would retake a
// ko at once (the position before the last move would come back), or
// board.Pass when there is none. It is the simple-ko ban alone, whatever
// the game's ko rule: Legal judges superko.
func (g *Game) KoPoint(c board.Color) board.Point {
	if g.pos.HistoryLen() == 0 {
		return board.Pass
	}
	simple := analyze.Rules{Ko: analyze.KoSimple}
	// Undoing the last move takes one stone back: only a move that
	// captured a single stone can be retaken, at that stone's point. A
	// resignation leaves the board as it was, so the move before counts.
	moves := g.moves
	for len(moves) > 0 && moves[len(moves)-1].Resign {
		moves = moves[:len(moves)-1]
	}
	if n := len(moves); n > 0 {
		m := moves[n-1]
		if m.Point == board.Pass || len(m.Captured) != 1 {
			return board.Pass
		}
		if g.pos.Legal(c, m.Captured[0], &simple) == analyze.Ko {
			return m.Captured[0]
		}
		return board.Pass
	}
	// A starting position from a file: its last move is not known.
	b := &g.pos.Board
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if p := board.At(x, y); b.At(p) == board.Empty && g.pos.Legal(c, p, &simple) == analyze.Ko {
				return p
			}
		}
	}
	return board.Pass
}

// Legal judges colour c playing at p, without playing.
func (g *Game) Legal(c board.Color, p board.Point) analyze.Reason {
	return g.pos.Legal(c, p, &g.Rules)
}

// Play plays c at p (board.Pass to pass). It refuses a move when the game
// is over, when it is not c's turn, and when the rules forbid it.
func (g *Game) Play(c board.Color, p board.Point) (*Move, error) {
	if g.result != nil {
		return nil, ErrOver
	}
	if c != g.toMove {
		return nil, fmt.Errorf("%w: %s is to move", ErrNotYours, g.toMove)
	}
	return g.play(c, p)
}

// Put plays c at p whoever is to move, as the classic `put` command and GTP
// `play` do; the other colour moves next.
func (g *Game) Put(c board.Color, p board.Point) (*Move, error) {
	if g.result != nil {
		return nil, ErrOver
	}
	return g.play(c, p)
}

func (g *Game) play(c board.Color, p board.Point) (*Move, error) {
	m := Move{Colour: c, Point: p}
	reason, captured := g.pos.Play(c, p, &g.Rules)
	if reason != analyze.OK {
		return nil, &IllegalError{Move: m, Reason: reason}
	}
	m.Captured = captured
	g.prisoners[c] += len(captured)
	// Two passes in a row end the game only when both sides passed: in
	// kill-all Black may pass twice while it places its first stones.
	switch {
	case p != board.Pass:
		g.passes = 0
	case len(g.moves) > 0 && g.moves[len(g.moves)-1].Point == board.Pass && g.moves[len(g.moves)-1].Colour != c:
		g.passes++
	default:
		g.passes = 1
	}
	g.moves = append(g.moves, m)
	g.toMove = g.next(c)
	g.settle()
	return &g.moves[len(g.moves)-1], nil
}

// next is who moves after c: the opponent, except that in kill-all Black
// places its first two stones in a row.
func (g *Game) next(c board.Color) board.Color {
	if g.Kind == KillAll && c == board.Black && len(g.moves) == 1 && g.moves[0].Colour == board.Black && g.startMove == board.Black {
		return board.Black
	}
	return c.Opponent()
}

// settle ends the game when it is over: two passes in a row, or in
// kill-all a White string that is unconditionally alive.
func (g *Game) settle() {
	if g.Kind == KillAll && analyze.Benson(&g.pos.Board, board.White).Strings > 0 {
		s := g.Score()
		g.result = &Result{Kind: g.Kind, Winner: board.White, Reason: ReasonLives, Score: s}
		return
	}
	if g.passes >= 2 {
		g.result = g.scoreResult()
	}
}

// Reopen lets play go on after the game ended, as GTP controllers expect
// when they send more moves after two passes.
func (g *Game) Reopen() { g.result, g.passes = nil, 0 }

// Count ends a Go game on the count of its position with the whole string
// at each of dead taken off as dead, as ScoreDead counts it: the end the
// players agree on after two passes, once they have judged which stones
// are dead. The result is Judged and lists the stones taken off. A game
// two passes ended is counted afresh; one that ended otherwise (a
// resignation) is refused with ErrOver, and kill-all, which ends on
// captures alone, with ErrNotCounted.
func (g *Game) Count(dead []board.Point) (*Result, error) {
	if g.Kind != Go {
		return nil, ErrNotCounted
	}
	if g.result != nil && g.result.Reason != ReasonScore {
		return nil, ErrOver
	}
	var e analyze.Evaluation
	r := Decide(g.Kind, g.count(dead, &e))
	r.Judged, r.Dead = true, []board.Point{}
	for _, p := range g.pos.Board.Points(nil) {
		if st := e.Status(p); st == analyze.BlackDead || st == analyze.WhiteDead {
			r.Dead = append(r.Dead, p)
		}
	}
	g.result = &r
	return g.result, nil
}

// Resign ends the game: c resigns.
func (g *Game) Resign(c board.Color) error {
	if g.result != nil {
		return ErrOver
	}
	g.moves = append(g.moves, Move{Colour: c, Resign: true})
	g.result = &Result{Kind: g.Kind, Winner: c.Opponent(), Reason: ReasonResign, Score: g.Score()}
	return nil
}

// Undo takes back the last move (a resignation, a pass or a stone),
// restoring prisoners, ko state, passes and the side to move, by replaying
// the game from its start.
func (g *Game) Undo() error {
	if len(g.moves) == 0 {
		return ErrNoHistory
	}
	moves := g.moves[:len(g.moves)-1]
	g.reset()
	for _, m := range moves {
		if m.Resign {
			continue
		}
		if _, err := g.play(m.Colour, m.Point); err != nil {
			return fmt.Errorf("replaying %v: %w", m, err)
		}
	}
	// The replay may have passed two passes in a row that later moves
	// followed (a game reopened): only the position reached decides.
	g.result = nil
	g.settle()
	return nil
}

// Score counts the current position under the game's rules, with the
// prisoners taken during the game; strings without liberties are not
// expected in a game, and none are judged dead.
func (g *Game) Score() analyze.Score { return g.ScoreDead(nil) }

// ScoreDead counts the current position as Score does, after taking off as
// dead the whole string at each of dead (see analyze.RemoveDead): they
// count for the opponent as prisoners under territory scoring. The seki
// left on the board count as score counts them (Evaluation.FindSeki): under
// territory scoring their eyes are nobody's territory. White's
// compensation for the Handicap is added, as score adds it for the game's
// record.
func (g *Game) ScoreDead(dead []board.Point) analyze.Score {
	var e analyze.Evaluation
	return g.count(dead, &e)
}

// count is ScoreDead, evaluated into e for the statuses.
func (g *Game) count(dead []board.Point, e *analyze.Evaluation) analyze.Score {
	g.Evaluate(dead, e)
	e.FindSeki()
	s := e.Score(g.Rules, g.prisoners[board.Black], g.prisoners[board.White])
	bonus, _ := g.Rules.HandicapBonus(g.Handicap)
	s.White.Score += bonus
	return s
}

// Evaluate evaluates the current position into e (analyze.Evaluate, the
// side to move capturing first), then takes off as dead the whole string
// at each of dead (analyze.RemoveDead).
func (g *Game) Evaluate(dead []board.Point, e *analyze.Evaluation) {
	analyze.Evaluate(&g.pos.Board, g.toMove, e)
	e.RemoveDead(dead)
}

// scoreResult is the result of a game ended by passes.
func (g *Game) scoreResult() *Result {
	r := Decide(g.Kind, g.Score())
	return &r
}

// Winner is who wins a game of kind k that ends on the count s: in Go the
// higher score, komi included, and nobody on equal scores; in kill-all
// Black exactly when White has no stones and no territory left. It is the
// one rule for the winner, whoever does the counting: the game itself, a
// match at its move limit, or a bot judging a playout (see AreaScore).
func Winner(k Kind, s analyze.Score) board.Color {
	if k == KillAll {
		if s.White.Stones > 0 || s.White.Territory > 0 {
			return board.White
		}
		return board.Black
	}
	return s.Winner()
}

// Decide is the result of a game of kind k that ends on the count s, after
// two passes or at a move limit: the winner by Winner and, in Go, the
// margin.
func Decide(k Kind, s analyze.Score) Result {
	r := Result{Kind: k, Winner: Winner(k, s), Reason: ReasonScore, Score: s}
	if k == Go {
		r.Margin = s.Margin()
	}
	return r
}

// AreaScore is the score of a count by area in which black and white are
// each colour's stones plus territory, not told apart (both go into
// Stones), and komi goes to White: for a bot that counts its own positions
// quickly and decides them by Winner.
func AreaScore(black, white int, komi float64) analyze.Score {
	return analyze.Score{
		Black: analyze.SideScore{Stones: black, Score: float64(black)},
		White: analyze.SideScore{Stones: white, Score: float64(white) + komi},
		Komi:  komi,
	}
}
