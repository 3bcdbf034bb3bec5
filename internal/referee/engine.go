package referee

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/client"
)

// engine is one running engine and what it said it knows.
type engine struct {
	c       *client.Client
	known   map[string]bool // its list_commands; nil when it would not list them
	stderr  *tail
	timeout time.Duration
	// seed is the engine's random seed as it started (get_random_seed),
	// given back before each position so that its answer does not
	// depend on the positions before it; "" for an engine without
	// set_random_seed (GNU Go has it).
	seed string
}

// start runs command and asks it its commands. An engine that lists
// commands must list need: final_status_list for a referee, genmove for
// a play-out.
func start(ctx context.Context, command, need string, timeout time.Duration) (*engine, error) {
	t := &tail{}
	c, err := client.Start(ctx, command, t)
	if err != nil {
		if inner := errors.Unwrap(err); inner != nil && !errors.Is(err, client.ErrBadCommand) {
			err = inner // the error of exec, without the command Error names
		}
		return nil, fmt.Errorf("does not start: %w", err)
	}
	e := &engine{c: c, stderr: t, timeout: timeout}
	// The first answer waits for the engine to load (a network, a
	// pattern file): it is the first command that may time out.
	list, err := e.send("list_commands")
	switch {
	case client.KindOf(err) == client.Failure:
		// A GTP 1 engine: its commands are found out by using them.
	case err != nil:
		e.close()
		return nil, err
	default:
		e.known = map[string]bool{}
		for _, name := range strings.Fields(list) {
			e.known[name] = true
		}
		if !e.known[need] {
			e.close()
			return nil, fmt.Errorf("it has no %s (its list_commands does not name it)", need)
		}
		if e.known["get_random_seed"] && e.known["set_random_seed"] {
			seed, err := e.send("get_random_seed")
			if err != nil && client.KindOf(err) != client.Failure {
				e.close()
				return nil, err
			}
			e.seed = strings.TrimSpace(seed)
		}
	}
	return e, nil
}

// StepError is an exchange with an engine that went wrong, named by what
// it was for: the command, or "move 12 (black D4)" for a move of the
// game's history.
type StepError struct {
	Step string
	Err  error // a *client.Error, or the context's error
	// LastWords is the engine's last line on standard error, when it
	// exited: often its reason.
	LastWords string
}

// Error returns "final_status_list dead: no answer within 1m0s (engine
// killed)", "move 12 (black D4): engine answered ? illegal move".
func (e *StepError) Error() string {
	msg := e.Err.Error()
	var ce *client.Error
	if errors.As(e.Err, &ce) {
		msg = ce.Reason()
	}
	if e.LastWords != "" {
		msg += fmt.Sprintf("; its standard error ended %q", e.LastWords)
	}
	return e.Step + ": " + msg
}

// Unwrap returns the exchange's error, for errors.Is with client's
// sentinels.
func (e *StepError) Unwrap() error { return e.Err }

// send sends one command within the engine's timeout.
func (e *engine) send(command string) (string, error) { return e.sendFor(command, command) }

// sendFor is send, its error named by what the command was for.
func (e *engine) sendFor(what, command string) (string, error) {
	resp, err := e.c.Send(command, e.timeout)
	if err == nil {
		return resp, nil
	}
	se := &StepError{Step: what, Err: err}
	if client.KindOf(err) == client.Exited {
		se.LastWords = e.stderr.lastLine()
	}
	return "", se
}

func (e *engine) close() { _ = e.c.Close() }

// judge tells the engine pos and asks it for the dead stones, one point
// per stone it names, each checked against pos.Final.
func (e *engine) judge(pos *Position) ([]board.Point, error) {
	if err := e.tell(pos); err != nil {
		return nil, err
	}
	resp, err := e.send(statusDead)
	if err != nil {
		return nil, err
	}
	return deadOf(resp, &pos.Final)
}

// tell gives the engine pos: its board size, its random seed as it
// started (when it has set_random_seed), komi, rules (a hint, when the
// engine has kgs-rules), its setup and its moves, and a pass when the
// side to move is the last mover's.
func (e *engine) tell(pos *Position) error {
	b := &pos.Final
	w, h := b.Width(), b.Height()
	switch {
	case w == h:
		if _, err := e.send("boardsize " + strconv.Itoa(w)); err != nil {
			return err
		}
	case e.known["rectangular_boardsize"]:
		if _, err := e.send(fmt.Sprintf("rectangular_boardsize %d %d", w, h)); err != nil {
			return err
		}
	default:
		return fmt.Errorf("it cannot take a %dx%d board (it has no rectangular_boardsize)", w, h)
	}
	if _, err := e.send("clear_board"); err != nil {
		return err
	}
	if e.seed != "" {
		if _, err := e.send("set_random_seed " + e.seed); err != nil {
			return err
		}
	}
	if _, err := e.send("komi " + strconv.FormatFloat(pos.Komi, 'f', -1, 64)); err != nil {
		return err
	}
	if e.known["kgs-rules"] {
		// A hint: an engine that does not know these rules judges by its
		// own.
		if _, err := e.send("kgs-rules " + pos.Rules.KGSName()); err != nil && client.KindOf(err) != client.Failure {
			return err
		}
	}
	last := board.Empty
	for _, c := range [...]board.Color{board.Black, board.White} {
		for _, p := range pos.Setup.Points(nil) {
			if pos.Setup.At(p) != c {
				continue
			}
			what := "setting up " + c.String() + " " + p.String()
			if _, err := e.sendFor(what, playCommand(c, p)); err != nil {
				return err
			}
			last = c
		}
	}
	for i, m := range pos.Moves {
		what := fmt.Sprintf("move %d (%v)", i+1, m)
		if _, err := e.sendFor(what, playCommand(m.Colour, m.Point)); err != nil {
			return err
		}
		last = m.Colour
	}
	if pos.ToMove != board.Empty && last == pos.ToMove {
		// The engine takes the side to move from the last play.
		if _, err := e.send(playCommand(pos.ToMove.Opponent(), board.Pass)); err != nil {
			return err
		}
	}
	return nil
}

// statusDead is the command that asks an engine for the dead stones.
const statusDead = "final_status_list dead"

// playCommand is the GTP command that plays p (a point, or board.Pass) for c.
func playCommand(c board.Color, p board.Point) string {
	return "play " + gtpColour(c) + " " + p.String()
}

func gtpColour(c board.Color) string {
	if c == board.White {
		return "w"
	}
	return "b"
}

// AnswerError is an answer that names no point the command could mean:
// for final_status_list dead, a word that is no vertex, a vertex off the
// board, or an empty point; for genmove, no move, or one goscore's rules
// forbid on the board.
type AnswerError struct {
	Command string // the command answered, "final_status_list dead"
	Answer  string // the word of the answer at fault
	Msg     string
}

func (e *AnswerError) Error() string {
	return fmt.Sprintf("%s named %q: %s", e.Command, e.Answer, e.Msg)
}

// deadOf reads an answer to final_status_list dead: vertices separated by
// white space (one string a line, as GNU Go, Pachi and KataGo answer),
// each a stone of b.
func deadOf(resp string, b *board.Board) ([]board.Point, error) {
	var out []board.Point
	for _, word := range strings.Fields(resp) {
		p, err := pointOf(statusDead, word, b)
		if err != nil {
			return nil, err
		}
		if c := b.At(p); c != board.Black && c != board.White {
			return nil, &AnswerError{Command: statusDead, Answer: word, Msg: "no stone there"}
		}
		out = append(out, p)
	}
	return out, nil
}

// pointOf reads word, in an answer to command, as a point of b (GTP's
// vertex: D4, never "pass" or goscore's ROW,COL), else an *AnswerError.
func pointOf(command, word string, b *board.Board) (board.Point, error) {
	v, err := board.ParseVertex(word)
	if err != nil || strings.Contains(word, ",") || strings.EqualFold(word, "pass") {
		return board.Pass, &AnswerError{Command: command, Answer: word, Msg: "not a vertex"}
	}
	p, ok := v.Resolve(b)
	if !ok {
		return board.Pass, &AnswerError{Command: command, Answer: word, Msg: fmt.Sprintf("off the %dx%d board", b.Width(), b.Height())}
	}
	return p, nil
}

// tail keeps the end of what an engine writes on standard error, for the
// message when it exits: an engine's reason for dying is its last line.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 4 << 10

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(p), nil
}

// lastLine returns the last line that is not blank, at most 200 bytes of
// its end.
func (t *tail) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimRight(string(t.buf), " \t\r\n"), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if len(last) > 200 {
		last = "..." + last[len(last)-200:]
	}
	return last
}
