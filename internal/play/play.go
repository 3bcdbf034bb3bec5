// Package play runs a game of Go in a terminal, or through a pipe: it draws
// the board after every move, prompts the side to move, reads moves and
// commands line by line, lets a bot play either side, records the game
// after every move, and after two passes counts it once the players agree
// on the dead stones (count.go). The rules live in package game; the bot
// behind the Bot interface.
package play

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/record"
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
	// Record, if set, is called after every change of the game to keep
	// the file RecordName up to date.
	Record     Recorder
	RecordName string
	// Save writes the game to a file, for the `save` command; overwrite is
	// set by `save!`, which may replace a file that is not the game's.
	Save func(g *game.Game, path string, overwrite bool) error
	// Interactive tells that a person reads the output as it comes (stdin
	// and stdout are a terminal). When a record fails, a person is told
	// and the game goes on; a program at the other end of a pipe would not
	// notice, so without a person the session stops at once with the error.
	Interactive bool
	// Width is the screen's width in columns: messages are broken between
	// words to fit it; 0 means 80.
	Width int
	// Note, when set, is said once after the opening line: what the game
	// could not take from the file it was loaded from.
	Note string
	// Dead is how the count after two passes proposes the dead stones:
	// life.MethodEstimate (an empty Method too), MethodList or MethodNone.
	// Dead.Estimate sets up the estimate, whatever the method: `count`
	// draws it, and a bot holds it as its own view of the dead stones.
	Dead life.Spec
	// Colour paints the marks of the count's board (a terminal).
	Colour bool

	in   *bufio.Reader
	out  io.Writer
	last board.Point
	auto bool // `start game`: the bot plays both sides

	count    *counting // the count after two passes; nil during play
	disputes int       // how many times a bot disputed the count
	cleanup  bool      // after a dispute, bots capture what they judge dead before they pass

	mu        sync.Mutex // guards the fields below, which Status reads from another goroutine
	recordErr error      // why the last record failed; nil once one succeeds
	unsaved   bool       // the game changed since it was loaded or last saved (without Record)
	savedTo   string     // the file the game was last saved to with save, if any
}

// errQuit ends the session at the player's request.
var errQuit = errors.New("quit")

// maxLine is the longest line read. A longer one is refused and skipped,
// so that no input, however long its lines, ends the game or costs more
// memory than this.
const maxLine = 1 << 20

// errLineTooLong is the refusal of a line over maxLine.
var errLineTooLong = fmt.Errorf("line too long (over %d bytes): ignored", maxLine)

// Run plays until the game ends, the input ends or the player quits, and
// prints the final score when the game ends. It returns an error when the
// game's record could not be kept up to date (see Interactive).
func (s *Session) Run(in io.Reader, out io.Writer) error {
	s.in = bufio.NewReaderSize(in, 4096)
	s.out = out
	s.last = board.Pass
	if moves := s.Game.Moves(); len(moves) > 0 {
		s.last = moves[len(moves)-1].Point // a loaded game's last move
	}
	s.say("goscore play: %dx%d %s, %s rules, komi %s. Type help for commands.",
		s.Game.Board().Width(), s.Game.Board().Height(), s.Game.Kind, s.Game.Rules.Name, num(s.Game.Rules.Komi))
	if s.Game.Kind == game.KillAll {
		s.say("Kill-all: Black plays two stones, then turns alternate. Black must leave White no stones and no territory; an unkillable white group wins for White at once.")
	}
	if s.Note != "" {
		s.say("%s", s.Note)
	}
	s.show()
	if _, over := s.Game.Over(); !over && endsInPasses(s.Game) {
		s.startCount()
		if err := s.propose(); err != nil {
			return err
		}
	}
	for {
		if res, over := s.Game.Over(); over {
			s.final(res)
			return s.end("")
		}
		if err := s.stopped(); err != nil {
			return err
		}
		if s.count != nil {
			if err := s.counting(); err != nil {
				if errors.Is(err, errQuit) {
					return s.end("bye; the count was not agreed")
				}
				return err
			}
			continue
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
		line, err := s.readLine()
		if errors.Is(err, errLineTooLong) {
			s.say("%v", err)
			continue
		}
		if err == io.EOF {
			s.printf("\n")
			return s.end("end of input: game left unfinished")
		}
		if err != nil {
			return err
		}
		err = s.command(strings.TrimSpace(line))
		if errors.Is(err, errQuit) {
			return s.end("bye")
		}
		if err != nil {
			s.say("%v", err)
		}
	}
}

// counting takes one step of the count: the bots' answer once every
// person agreed, else a line from the person whose answer is awaited.
// The end of the input agrees to the proposal as it stands.
func (s *Session) counting() error {
	if s.peopleAgreed() {
		return s.answer(false)
	}
	s.printf("%s counting> ", name(s.count.asker))
	s.flush()
	line, err := s.readLine()
	if errors.Is(err, errLineTooLong) {
		s.say("%v", err)
		return nil
	}
	if err == io.EOF {
		s.printf("\n")
		s.say("end of input: the proposal is agreed as it stands")
		s.count.agreed = [3]bool{board.Black: true, board.White: true}
		return s.answer(true)
	}
	if err != nil {
		return err
	}
	err = s.countCommand(strings.TrimSpace(line))
	if errors.Is(err, errQuit) {
		return err
	}
	if err != nil {
		s.say("%v", err)
	}
	return nil
}

// readLine returns the next line of input without its line end; the last
// line may lack one. A line over maxLine is read to its end and dropped,
// with errLineTooLong; io.EOF ends the input.
func (s *Session) readLine() (string, error) {
	var line []byte
	tooLong := false
	for {
		chunk, err := s.in.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > maxLine+2 { // room for "\r\n"
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (len(line) > 0 || tooLong):
			err = nil
		case err != nil:
			return "", err
		}
		if tooLong {
			return "", errLineTooLong
		}
		return string(bytes.TrimRight(line, "\r\n")), nil
	}
}

// end finishes the session: what happened (when said), then whether the
// game is saved. A record that failed and was never mended makes it an
// error, so the exit status tells.
func (s *Session) end(what string) error {
	status := s.Status()
	if what != "" {
		status = what + "; " + status
	}
	s.say("%s", status)
	s.mu.Lock()
	err := s.recordErr
	s.mu.Unlock()
	if err != nil {
		return fmt.Errorf("%s is out of date: %w", s.recordName(), err)
	}
	return nil
}

// Status says in a sentence whether the game is saved, and where: for
// the end of the session and for an interrupt, from any goroutine.
func (s *Session) Status() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.Record != nil && s.recordErr != nil:
		return "the record " + s.recordName() + " is out of date: the last attempt to write it failed"
	case s.Record != nil:
		return "the game is recorded in " + s.recordName()
	case s.unsaved:
		return "the game was not saved (no --record FILE, no save FILE)"
	case s.savedTo != "":
		return "the game is saved in " + s.savedTo
	}
	return "nothing to save"
}

// recordName names the record in messages.
func (s *Session) recordName() string {
	if s.RecordName == "" {
		return "its file"
	}
	return s.RecordName
}

// stopped returns the error that stops a session without a person when a
// record failed.
func (s *Session) stopped() error {
	if s.Interactive {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.recordErr != nil {
		return fmt.Errorf("the game stops: it could not be recorded in %s, which keeps the game as it was last recorded: %w", s.recordName(), s.recordErr)
	}
	return nil
}

func (s *Session) printf(format string, args ...any) { fmt.Fprintf(s.out, format, args...) }

// say prints a message on lines of its own, each paragraph broken between
// words to fit the screen.
func (s *Session) say(format string, args ...any) {
	width := s.Width
	if width <= 0 {
		width = 80
	}
	for _, para := range strings.Split(fmt.Sprintf(format, args...), "\n") {
		s.printf("%s\n", report.Fill(para, width, "", ""))
	}
}

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

// final prints the result and the score table, and the dead stones the
// players agreed on.
func (s *Session) final(res *game.Result) {
	s.printf("\ngame over: %s\n", res.Text())
	_ = breakdown(s.out, res.Score, s.Game.Rules.Scoring, res.Counted())
	if res.Judged {
		width := s.Width
		if width <= 0 {
			width = 80
		}
		s.printf("%s\n", report.Fill(deadLine(s.Game.Board(), res.Dead), width, "  ", "    "))
	}
}

// deadLine names the dead stones of each colour: "dead B: C3 D3; W:
// none".
func deadLine(b *board.Board, dead []board.Point) string {
	var side [3][]string
	for _, p := range dead {
		side[b.At(p)] = append(side[b.At(p)], p.String())
	}
	list := func(c board.Color) string {
		if len(side[c]) == 0 {
			return "none"
		}
		return strings.Join(side[c], " ")
	}
	return "dead B: " + list(board.Black) + "; W: " + list(board.White)
}

// record saves the game after a change if a recorder is set. A failure is
// said plainly; with a person at the terminal the game goes on, and the
// next change tries again (Run stops a session without one).
func (s *Session) record() {
	s.mu.Lock()
	s.unsaved = true
	s.mu.Unlock()
	if s.Record == nil {
		return
	}
	err := s.Record(s.Game)
	s.mu.Lock()
	failedBefore := s.recordErr != nil
	s.recordErr = err
	s.mu.Unlock()
	switch {
	case err != nil && s.Interactive:
		s.say("recording failed: %v\nThe record keeps the game as it was last recorded; each move tries again, and save FILE writes the game elsewhere.", err)
	case err == nil && failedBefore:
		s.say("recorded again: %s is up to date", s.recordName())
	}
}

// moved reports a move, records the game and redraws the board; after
// two passes it opens the count instead, which draws the board marked.
func (s *Session) moved(m *game.Move, who string) error {
	s.last = m.Point
	s.printf("%s%v", who, m)
	if len(m.Captured) > 0 {
		s.printf(", capturing %d", len(m.Captured))
	}
	s.printf("\n")
	return s.changed()
}

// changed records the game after a change and draws the board, or the
// count when the change was the second pass of a game of Go.
func (s *Session) changed() error {
	counts := countable(s.Game)
	if counts {
		s.startCount()
	}
	s.record()
	if !counts {
		s.show()
		return nil
	}
	return s.propose()
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
	if s.cleanup && !resign && p == board.Pass {
		if q, ok := s.cleanupMove(c); ok {
			p, info = q, " (capturing stones it judges dead)"
		}
	}
	if resign {
		s.say("%s resigns%s", c, info)
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
	return s.moved(m, "bot"+info+": ")
}

const help = `moves:     a vertex (D4: column letter without I, row from the bottom), ROW,COL
           (zero-based, row 0 at the top), pass, resign
commands:  undo                take back the last move (and the bot's reply)
           score               the score as the board stands, every stone
                               alive
           count, estimate     the estimate of the game as it stands: who
                               is likely to own each point, the stones
                               likely dead, and the score that gives
           show, display       draw the board again
           save FILE           write the game: SGF, or the 0/1/2 history if
                               FILE ends in .txt; save! FILE replaces a
                               file that is not this game's
           help                this text
           quit                leave, saying whether the game is saved
the end:   two passes open the count: the players mark the dead stones
           (a vertex marks its group), then done, or resume (help there)
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
		_ = breakdown(s.out, g.Score(), g.Rules.Scoring, false)
	case "count", "estimate":
		return s.countNow()
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
		s.count, s.disputes, s.cleanup = nil, 0, false
		s.record()
		s.show()
	case "save", "save!":
		if len(fields) != 2 || s.Save == nil {
			return fmt.Errorf("usage: save FILE")
		}
		return s.saveAs(strings.Fields(line)[1], fields[0] == "save!") // the name's case kept
	case "time":
		return s.thinkTime(fields[1:])
	case "put":
		return s.put(fields[1:])
	case "think":
		return s.think(fields[1:])
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
		return s.moved(m, "")
	}
	return nil
}

// countNow draws the count of the game as it stands: the estimate of an
// unfinished game, or, in the counting phase, the dead stones proposed.
func (s *Session) countNow() error {
	if s.Game.Kind != game.Go {
		return fmt.Errorf("kill-all has no count: Black must capture every white stone")
	}
	if s.count == nil {
		s.forecast()
		return nil
	}
	m, err := s.mark(s.estimate(), "estimate")
	if err != nil {
		return err
	}
	s.draw(&m)
	return nil
}

// saveAs saves the game to path (save FILE), replacing a file there only
// when overwrite (save! FILE).
func (s *Session) saveAs(path string, overwrite bool) error {
	if err := s.Save(s.Game, path, overwrite); err != nil {
		if errors.Is(err, record.ErrExists) {
			return fmt.Errorf("%w; type save! %s to replace it", err, path)
		}
		return err
	}
	s.mu.Lock()
	if s.Record == nil {
		s.unsaved, s.savedTo = false, path
	}
	s.mu.Unlock()
	s.printf("saved %s\n", path)
	return nil
}

// thinkTime sets the bots' time a move (time SECONDS).
func (s *Session) thinkTime(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: time SECONDS")
	}
	secs, err := strconv.ParseFloat(args[0], 64)
	if err != nil || secs <= 0 || secs > 3600 {
		return fmt.Errorf("bad time %q (want seconds, more than 0, at most 3600)", args[0])
	}
	for _, b := range s.bots() {
		b.SetThinkTime(time.Duration(secs * float64(time.Second)))
	}
	s.printf("the bot thinks %ss a move\n", num(secs))
	return nil
}

// think has the colour's bot, or the session's, play its move (think
// b|w).
func (s *Session) think(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: think b|w")
	}
	c, err := board.ParseColor(args[0])
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
	return s.moved(m, "")
}

// undo takes back the last move; against a bot, also the bot's reply, so
// the person is to move again.
func (s *Session) undo() error {
	g := s.Game
	if err := g.Undo(); err != nil {
		return err
	}
	s.count = nil
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
	return s.changed()
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
