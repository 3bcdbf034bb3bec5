// Package gtp speaks the Go Text Protocol, version 2: an Engine reads
// commands from a reader and answers on a writer, each command dispatched
// to the handler registered for it, with GTP's framing, ids, errors and
// interrupt. It knows no game: the Go engine (package gtp/goengine) and
// Ninuki (package ninuki) register their commands on one. Package
// gtp/client drives an engine in another process, and gtp/regress and
// gtp/match run files and games against such engines.
package gtp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Handler answers one command. It returns the response text (without the
// leading "= ") or an error, whose message becomes the "? " answer.
type Handler func(args []string) (string, error)

// StreamHandler answers a command whose answer may come a line at a time
// while it works, as an analysis does: it writes lines through s, watches
// s.Stop() to learn that the controller has sent its next line, and
// returns what ends the answer (see Stream).
type StreamHandler func(s *Stream, args []string) (string, error)

// Engine is a GTP engine: a table of commands and the protocol loop.
type Engine struct {
	Name, Version string
	handlers      map[string]command
	quit          bool
}

// command is a registered command: every one runs as a stream, in the
// mode it was registered with.
type command struct {
	run  StreamHandler
	mode mode
}

// mode is what closes a command's Stop channel under Serve.
type mode uint8

const (
	plain         mode = iota // nothing: Serve reads on once it has answered (Register)
	streamed                  // the next line, or the end of input (RegisterStream)
	interruptible             // the line Interrupt only (RegisterInterruptible)
)

// NewEngine returns an engine with the administrative commands of GTP 2:
// protocol_version, name, version, known_command, list_commands and quit.
func NewEngine(name, version string) *Engine {
	e := &Engine{Name: name, Version: version, handlers: map[string]command{}}
	e.Register("protocol_version", func([]string) (string, error) { return "2", nil })
	e.Register("name", func([]string) (string, error) { return e.Name, nil })
	e.Register("version", func([]string) (string, error) { return e.Version, nil })
	e.Register("known_command", func(args []string) (string, error) {
		if len(args) != 1 {
			return "", errors.New("syntax error: known_command NAME")
		}
		_, ok := e.handlers[args[0]]
		return strconv.FormatBool(ok), nil
	})
	e.Register("list_commands", func([]string) (string, error) { return strings.Join(e.Commands(), "\n"), nil })
	e.Register("quit", func([]string) (string, error) { e.quit = true; return "", nil })
	return e
}

// Register adds or replaces a command.
func (e *Engine) Register(name string, h Handler) {
	e.handlers[name] = command{run: func(_ *Stream, args []string) (string, error) { return h(args) }}
}

// RegisterStream adds or replaces a command that answers as a stream.
// While it runs, Serve reads the next line of input: its arrival (or the
// end of input) closes the stream's Stop channel, and once the command
// returns that line is served as usual, quit included.
func (e *Engine) RegisterStream(name string, h StreamHandler) {
	e.handlers[name] = command{run: h, mode: streamed}
}

// RegisterInterruptible adds or replaces a command that a controller may
// cut short, as a search: while it runs, Serve reads the input ahead, and
// the comment line "# interrupt" (GoGui sends it to a program that lists
// gogui-interrupt) closes the command's Stop channel. Nothing else does:
// any other line waits for the command's answer and is served after it,
// as usual, and the end of input waits for the answer too, then ends the
// session, so `goscore gtp < script` answers a last genmove as a
// controller that holds its pipe open gets it. Outside Serve (Execute,
// Transcript) its Stop channel never closes.
func (e *Engine) RegisterInterruptible(name string, h StreamHandler) {
	e.handlers[name] = command{run: h, mode: interruptible}
}

// Interrupt is the comment line by which a controller cuts short the
// command running (RegisterInterruptible).
const Interrupt = "# interrupt"

// Stream is a running command's side of the session. A command that never
// calls Begin or Line answers as any other does: "= text" or "? error".
// Once it has begun, the answer is "=" with the id on a line of its own,
// then each Line as it comes, then the text it returns (an error's
// message, since the "=" is already out) and the blank line that ends
// every answer. Leela Zero's and KataGo's analysis commands answer so.
type Stream struct {
	id    string
	w     *bufio.Writer
	stop  <-chan struct{}
	begun bool
	err   error // the first write error
}

// Stop returns a channel that closes when the command is to stop: for a
// stream (RegisterStream) when the controller's next line arrives or the
// input ends (no line will come to stop it then), for an interruptible
// command (RegisterInterruptible) at the line Interrupt only. Outside Serve (Execute, Transcript) a
// stream's is closed from the start, so that it runs its shortest course,
// and an interruptible command's never closes.
func (s *Stream) Stop() <-chan struct{} { return s.stop }

// Begin sends the answer's first line, "=" and the id, if it is not out
// yet.
func (s *Stream) Begin() {
	if !s.begun {
		s.begun = true
		s.write("=" + s.id + "\n")
	}
}

// Line sends one line of the answer, beginning it if need be; a text of
// several lines goes out with its empty lines dropped (an empty line
// would end the answer), and an empty text sends nothing.
func (s *Stream) Line(text string) {
	s.Begin()
	if text = oneParagraph(text); text != "" {
		s.write(text + "\n")
	}
}

func (s *Stream) write(text string) {
	if s.err != nil {
		return
	}
	if _, err := s.w.WriteString(text); err != nil {
		s.err = err
		return
	}
	s.err = s.w.Flush()
}

// end sends the rest of the answer after the command returned resp and
// err.
func (s *Stream) end(resp string, err error) {
	switch {
	case s.begun:
		if err != nil {
			resp = err.Error()
		}
		s.Line(resp)
		s.write("\n")
	case err != nil:
		s.write("?" + s.id + " " + oneParagraph(err.Error()) + "\n\n")
	case resp == "":
		s.write("=" + s.id + "\n\n")
	default:
		s.write("=" + s.id + " " + oneParagraph(resp) + "\n\n")
	}
}

// Commands returns the command names, sorted.
func (e *Engine) Commands() []string {
	names := make([]string, 0, len(e.handlers))
	for n := range e.handlers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// clean applies GTP's preprocessing: control characters other than tab and
// newline are dropped, tabs become spaces, a # starts a comment.
func clean(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	var sb strings.Builder
	for _, r := range line {
		switch {
		case r == '\t':
			sb.WriteByte(' ')
		case r < 32 || r == 127:
		default:
			sb.WriteRune(r)
		}
	}
	return strings.TrimSpace(sb.String())
}

// Execute runs one command line and returns the full response, "= ..." or
// "? ...", with the id echoed and the blank line that ends it; "" for a
// line that holds no command. A stream command runs with its Stop channel
// already closed, an interruptible one with a Stop channel that never
// closes.
func (e *Engine) Execute(line string) string {
	var sb strings.Builder
	if s, cmd, args := e.parse(line, bufio.NewWriter(&sb)); s != nil {
		if cmd != nil && cmd.mode == streamed {
			stopped := make(chan struct{})
			close(stopped)
			s.stop = stopped
		}
		e.finish(s, cmd, args)
	}
	return sb.String()
}

// parse reads a command line: it returns the stream its answer goes to
// with the command and its arguments; or, for a line with no command, nil;
// or a nil command when the line is already answered (missing or unknown
// command).
func (e *Engine) parse(line string, w *bufio.Writer) (*Stream, *command, []string) {
	line = clean(line)
	if line == "" {
		return nil, nil, nil
	}
	fields := strings.Fields(line)
	s := &Stream{w: w}
	if _, err := strconv.Atoi(fields[0]); err == nil {
		s.id, fields = fields[0], fields[1:]
	}
	if len(fields) == 0 {
		s.end("", errors.New("missing command"))
		return s, nil, nil
	}
	cmd, ok := e.handlers[fields[0]]
	if !ok {
		s.end("", errors.New("unknown command"))
		return s, nil, nil
	}
	return s, &cmd, fields[1:]
}

// finish runs cmd and sends its answer.
func (e *Engine) finish(s *Stream, cmd *command, args []string) {
	if cmd != nil {
		s.end(e.run(cmd.run, s, args))
	}
}

// run calls h, turning a panic into an error so no command crashes the
// engine.
func (e *Engine) run(h StreamHandler, s *Stream, args []string) (resp string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return h(s, args)
}

// oneParagraph keeps a response from ending early: GTP ends a response at
// the first empty line.
func oneParagraph(s string) string {
	s = strings.TrimRight(s, "\n")
	for strings.Contains(s, "\n\n") {
		s = strings.ReplaceAll(s, "\n\n", "\n")
	}
	return s
}

// MaxLine is the longest command line an engine reads; a longer one is
// answered "? line too long" and skipped, and the session goes on.
const MaxLine = 1 << 20

// errLineTooLong is what readLine returns for a line over MaxLine, after
// skipping the rest of it.
var errLineTooLong = errors.New("line too long")

// readLine returns the next line of r without its newline, or
// errLineTooLong for one over MaxLine (the rest of it skipped, never held
// in memory), or io.EOF at the end.
func readLine(r *bufio.Reader) (string, error) {
	var long []byte
	tooLong := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			if len(long)+len(chunk) > MaxLine+1 {
				tooLong, long = true, nil
			} else {
				long = append(long, chunk...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (len(long) > 0 || tooLong):
			// A last line without a newline.
		case err != nil:
			return "", err
		}
		if tooLong {
			return "", errLineTooLong
		}
		return strings.TrimSuffix(string(long), "\n"), nil
	}
}

// read is one line of input, or the error that came instead.
type read struct {
	line string
	err  error
}

// Serve answers commands from in on out until quit or the end of input.
// Input is read a line at a time as commands are answered, except while a
// stream or interruptible command runs: then the next line is read at
// once, to stop it (see stream).
func (e *Engine) Serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	e.quit = false
	var ahead <-chan read // a line read while a stream ran, or nil
	for {
		var next read
		if ahead != nil {
			next, ahead = <-ahead, nil
		} else {
			next.line, next.err = readLine(r)
		}
		switch {
		case next.err == io.EOF:
			return nil
		case errors.Is(next.err, errLineTooLong):
			next.line = ""
			if _, err := w.WriteString("? line too long (over 1 MiB)\n\n"); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
		case next.err != nil:
			return next.err
		}
		s, cmd, args := e.parse(next.line, w)
		switch {
		case s == nil:
			continue
		case cmd != nil && cmd.mode != plain:
			ahead = e.stream(s, cmd, args, r)
		default:
			e.finish(s, cmd, args)
		}
		if s.err != nil {
			return s.err
		}
		if e.quit {
			return nil
		}
	}
}

// stream runs a stream or interruptible command while reading the next
// line of r, and closes the command's Stop channel as its mode says: at
// the line Interrupt, which is consumed and the line after it read in its
// place, and for a stream at any other line and at the end of input too.
// It returns once the command has answered, with the read, under way or
// done, for Serve to take its next line from.
func (e *Engine) stream(s *Stream, cmd *command, args []string, r *bufio.Reader) <-chan read {
	stop := make(chan struct{})
	s.stop = stop
	ahead := make(chan read, 1)
	go func() {
		stopped := false
		for {
			line, err := readLine(r)
			halt, interrupt := cmd.mode.stopsAt(line, err)
			if halt && !stopped {
				close(stop)
				stopped = true
			}
			if !interrupt {
				ahead <- read{line, err}
				return
			}
		}
	}()
	e.finish(s, cmd, args)
	return ahead
}

// stopsAt says what the line read while a command of mode m runs, or the
// error that came instead, does to it: halt closes its Stop channel, and
// interrupt says the line is Interrupt, which the command consumes. The
// end of input halts a stream, which would otherwise run for ever, and not
// an interruptible command, whose answer must not depend on when the
// input ends.
func (m mode) stopsAt(line string, err error) (halt, interrupt bool) {
	interrupt = err == nil && strings.TrimSpace(line) == Interrupt
	return interrupt || m == streamed, interrupt
}

// Transcript runs script through e line by line and returns the session as
// a transcript: each command after "> ", then its answer; comments and
// blank lines are copied as they are, so a transcript reads like its
// script. Tests keep transcripts as golden files.
func (e *Engine) Transcript(script string) string {
	var sb strings.Builder
	sc := bufio.NewScanner(strings.NewReader(script))
	sc.Buffer(make([]byte, 4096), MaxLine)
	for sc.Scan() {
		line := sc.Text()
		resp := e.Execute(line)
		if resp == "" {
			sb.WriteString(strings.TrimRight(line, " \t") + "\n")
			continue
		}
		sb.WriteString("> " + line + "\n" + resp)
	}
	return sb.String()
}
