// Package play runs a game of Go in a terminal, or through a pipe: it draws
// the board after every move, prompts the side to move, reads moves and
// commands line by line, lets a bot play either side, and records the game
// after every move. The rules live in package game; the bot behind the Bot
// interface.
package play

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Bot chooses moves for a side.
type Bot interface {
	// Move returns the bot's move for c in g: a point, board.Pass, or
	// resign. info is a short note for the player ("win rate 62%").
	Move(g *game.Game, c board.Color) (p board.Point, resign bool, info string)
	// SetThinkTime sets the time per move, for the `time` command.
	SetThinkTime(d time.Duration)
}

// Recorder saves the game; Session calls it after every change.
type Recorder func(g *game.Game) error

// Session is one game in a terminal.
type Session struct {
	Game *game.Game
	// Bots[board.Black] and Bots[board.White] play those sides; nil means a
	// person does.
	Bots [3]Bot
	// Think is the bot used by `think` and `start game` when a side has no
	// bot of its own; nil disables those commands.
	Think Bot
	// Record, if set, is called after every move.
	Record Recorder
	// Save writes the game to a file, for the `save` command.
	Save func(g *game.Game, path string) error

	in   *bufio.Scanner
	out  io.Writer
	last board.Point
	auto bool // `start game`: the bot plays both sides
}

// errQuit ends the session at the player's request.
var errQuit = errors.New("quit")

// Run plays until the game ends, the input ends or the player quits, and
// prints the final score when the game ends.
func (s *Session) Run(in io.Reader, out io.Writer) error {
	s.in = bufio.NewScanner(in)
	s.in.Buffer(make([]byte, 4096), 1<<20)
	s.out = out
	s.last = board.Pass
	s.printf("goscore play: %dx%d %s, %s rules, komi %s. Type help for commands.\n",
		s.Game.Board().Width(), s.Game.Board().Height(), s.Game.Kind, s.Game.Rules.Name, num(s.Game.Rules.Komi))
	s.show()
	for {
		if res, over := s.Game.Over(); over {
			s.final(res)
			return nil
		}
		c := s.Game.ToMove()
		if bot := s.botFor(c); bot != nil {
			if err := s.botMove(bot, c); err != nil {
				return err
			}
			s.flush()
			continue
		}
		s.printf("%s to move> ", name(c))
		s.flush()
		if !s.in.Scan() {
			if err := s.in.Err(); err != nil {
				return err
			}
			s.printf("\nend of input: game left unfinished\n")
			return nil
		}
		err := s.command(strings.TrimSpace(s.in.Text()))
		if errors.Is(err, errQuit) {
			s.printf("bye\n")
			return nil
		}
		if err != nil {
			s.printf("%v\n", err)
		}
	}
}

func (s *Session) printf(format string, args ...any) { fmt.Fprintf(s.out, format, args...) }

// flush sends what was printed on its way, when out is buffered: before
// every wait for input, so a terminal or a program at the other end of a
// pipe sees the board and the prompt before it answers.
func (s *Session) flush() {
	if f, ok := s.out.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
}

// name is how a side is called at the prompt: "Black (X)".
func name(c board.Color) string {
	if c == board.White {
		return "White (O)"
	}
	return "Black (X)"
}

// botFor returns the bot that plays c, if any.
func (s *Session) botFor(c board.Color) Bot {
	if s.auto && s.Think != nil {
		return s.Think
	}
	return s.Bots[c]
}

// show draws the board and what happened last.
func (s *Session) show() {
	g := s.Game
	s.printf("\n%s", parse.Diagram(g.Board(), s.last))
	s.printf("captures: black %d, white %d", g.Prisoners(board.Black), g.Prisoners(board.White))
	if moves := g.Moves(); len(moves) > 0 {
		s.printf("; last: %v", moves[len(moves)-1])
	}
	s.printf("\n")
}

// final prints the result and the score table.
func (s *Session) final(res *game.Result) {
	s.printf("\ngame over: %s\n", res.Text())
	_ = report.Breakdown(s.out, res.Score, s.Game.Rules.Scoring, res.Counted())
}

// record saves the game if a recorder is set; a failure is reported, not
// fatal.
func (s *Session) record() {
	if s.Record != nil {
		if err := s.Record(s.Game); err != nil {
			s.printf("recording failed: %v\n", err)
		}
	}
}

// moved reports a move, records the game and redraws the board.
func (s *Session) moved(m *game.Move, who string) {
	s.last = m.Point
	s.printf("%s%v", who, m)
	if len(m.Captured) > 0 {
		s.printf(", capturing %d", len(m.Captured))
	}
	s.printf("\n")
	s.record()
	s.show()
}

func (s *Session) botMove(bot Bot, c board.Color) error {
	p, resign, info := bot.Move(s.Game, c)
	if b := s.Game.Board(); len(s.Game.Moves()) >= 4*b.Size() && !resign {
		// A game between bots that never pass would not end.
		p, info = board.Pass, "move limit reached"
	}
	if info != "" {
		info = " (" + info + ")"
	}
	if resign {
		s.printf("%s resigns%s\n", c, info)
		if err := s.Game.Resign(c); err != nil {
			return err
		}
		s.record()
		return nil
	}
	m, err := s.Game.Put(c, p)
	if err != nil {
		return fmt.Errorf("the bot's move %v was refused: %w", p, err)
	}
	s.moved(m, "bot"+info+": ")
	return nil
}

const help = `moves:     a vertex (D4: column letter without I, row from the bottom), ROW,COL
           (zero-based, row 0 at the top), pass, resign
commands:  undo                take back the last move (and the bot's reply)
           score               the score as the board stands
           show, display       draw the board again
           save FILE           write the game: SGF, or the 0/1/2 history if
                               FILE ends in .txt
           help                this text
           quit                leave (the game stays recorded)
classic:   reset               start again
           time SECONDS        the bot's time per move
           put b|w X Y         play a stone of that colour at row X, column Y
                               (or put b D4)
           think b|w           let the bot play a move for that colour
           start game          let the bot play both sides to the end
`

// command runs one line of input.
func (s *Session) command(line string) error {
	fields := strings.Fields(strings.ToLower(line))
	if len(fields) == 0 {
		return nil
	}
	g := s.Game
	switch fields[0] {
	case "help", "?":
		s.printf("%s", help)
	case "quit", "exit", "q":
		return errQuit
	case "show", "display", "d":
		s.show()
	case "score":
		s.printf("\n")
		_ = report.Breakdown(s.out, g.Score(), g.Rules.Scoring, false)
	case "resign":
		if err := g.Resign(g.ToMove()); err != nil {
			return err
		}
		s.record()
	case "undo":
		return s.undo()
	case "reset":
		g.Reset()
		s.last = board.Pass
		s.record()
		s.show()
	case "save":
		if len(fields) != 2 || s.Save == nil {
			return fmt.Errorf("usage: save FILE")
		}
		path := strings.Fields(line)[1] // keep the case of the name
		if err := s.Save(g, path); err != nil {
			return err
		}
		s.printf("saved %s\n", path)
	case "time":
		if len(fields) != 2 {
			return fmt.Errorf("usage: time SECONDS")
		}
		secs, err := strconv.ParseFloat(fields[1], 64)
		if err != nil || secs <= 0 || secs > 3600 {
			return fmt.Errorf("bad time %q (want seconds, more than 0, at most 3600)", fields[1])
		}
		for _, b := range s.bots() {
			b.SetThinkTime(time.Duration(secs * float64(time.Second)))
		}
		s.printf("the bot thinks %ss a move\n", num(secs))
	case "put":
		return s.put(fields[1:])
	case "think":
		if len(fields) != 2 {
			return fmt.Errorf("usage: think b|w")
		}
		c, err := board.ParseColor(fields[1])
		if err != nil {
			return err
		}
		bot := s.Bots[c]
		if bot == nil {
			bot = s.Think
		}
		if bot == nil {
			return fmt.Errorf("no bot to think with")
		}
		return s.botMove(bot, c)
	case "start":
		if len(fields) != 2 || fields[1] != "game" {
			return fmt.Errorf("usage: start game")
		}
		if s.Think == nil {
			return fmt.Errorf("no bot to play with")
		}
		s.auto = true
		s.printf("the bot plays both sides to the end\n")
	default:
		if len(fields) > 1 {
			return fmt.Errorf("unknown command %q: type help", line)
		}
		p, err := s.point(fields[0])
		if err != nil {
			return fmt.Errorf("%q is neither a move nor a command (%v): type help", line, err)
		}
		m, err := g.Play(g.ToMove(), p)
		if err != nil {
			return err
		}
		s.moved(m, "")
	}
	return nil
}

// bots returns the distinct bots of the session.
func (s *Session) bots() []Bot {
	var out []Bot
	for _, b := range []Bot{s.Bots[board.Black], s.Bots[board.White], s.Think} {
		if b == nil {
			continue
		}
		dup := false
		for _, o := range out {
			dup = dup || o == b
		}
		if !dup {
			out = append(out, b)
		}
	}
	return out
}

// point reads a vertex, ROW,COL or pass and places it on this board.
func (s *Session) point(text string) (board.Point, error) {
	v, err := board.ParseVertex(text)
	if err != nil {
		return board.Pass, err
	}
	p, ok := v.Resolve(s.Game.Board())
	if !ok {
		return board.Pass, fmt.Errorf("%s is off this %dx%d board", text, s.Game.Board().Width(), s.Game.Board().Height())
	}
	return p, nil
}

// put is the classic `put b|w X Y`: X the row, Y the column, zero-based as
// ROW,COL; `put b D4` works too.
func (s *Session) put(args []string) error {
	if len(args) != 2 && len(args) != 3 {
		return fmt.Errorf("usage: put b|w X Y (row and column from 0) or put b|w VERTEX")
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return err
	}
	text := args[1]
	if len(args) == 3 {
		text = args[1] + "," + args[2]
	}
	p, err := s.point(text)
	if err != nil {
		return err
	}
	m, err := s.Game.Put(c, p)
	if err != nil {
		return err
	}
	s.moved(m, "")
	return nil
}

// undo takes back the last move; against a bot, also the bot's reply, so
// the person is to move again.
func (s *Session) undo() error {
	g := s.Game
	if err := g.Undo(); err != nil {
		return err
	}
	if s.Bots[g.ToMove()] != nil && s.Bots[g.ToMove().Opponent()] == nil && len(g.Moves()) > 0 {
		if err := g.Undo(); err != nil {
			return err
		}
	}
	s.auto = false
	s.last = board.Pass
	if moves := g.Moves(); len(moves) > 0 {
		s.last = moves[len(moves)-1].Point
	}
	s.record()
	s.show()
	return nil
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
