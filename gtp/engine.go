// Package gtp speaks the Go Text Protocol, version 2: an Engine reads
// commands from a reader and answers on a writer, and a Client drives an
// engine in another process. The Go engine (NewGo) plays through package
// game and the mcts bot; other games register their own commands.
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

// Engine is a GTP engine: a table of commands and the protocol loop.
type Engine struct {
	Name, Version string
	handlers      map[string]Handler
	quit          bool
}

// NewEngine returns an engine with the administrative commands of GTP 2:
// protocol_version, name, version, known_command, list_commands and quit.
func NewEngine(name, version string) *Engine {
	e := &Engine{Name: name, Version: version, handlers: map[string]Handler{}}
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
func (e *Engine) Register(name string, h Handler) { e.handlers[name] = h }

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
// line that holds no command.
func (e *Engine) Execute(line string) string {
	line = clean(line)
	if line == "" {
		return ""
	}
	fields := strings.Fields(line)
	id := ""
	if _, err := strconv.Atoi(fields[0]); err == nil {
		id, fields = fields[0], fields[1:]
	}
	if len(fields) == 0 {
		return "?" + id + " missing command\n\n"
	}
	h, ok := e.handlers[fields[0]]
	if !ok {
		return "?" + id + " unknown command\n\n"
	}
	resp, err := e.run(h, fields[1:])
	if err != nil {
		return "?" + id + " " + oneParagraph(err.Error()) + "\n\n"
	}
	if resp == "" {
		return "=" + id + "\n\n"
	}
	return "=" + id + " " + oneParagraph(resp) + "\n\n"
}

// run calls h, turning a panic into an error so no command crashes the
// engine.
func (e *Engine) run(h Handler, args []string) (resp string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return h(args)
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

// Serve answers commands from in on out until quit or the end of input.
func (e *Engine) Serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	e.quit = false
	for {
		line, err := readLine(r)
		if err == io.EOF {
			return nil
		}
		var resp string
		switch {
		case errors.Is(err, errLineTooLong):
			resp = "? line too long (over 1 MiB)\n\n"
		case err != nil:
			return err
		default:
			resp = e.Execute(line)
		}
		if resp == "" {
			continue
		}
		if _, err := w.WriteString(resp); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if e.quit {
			return nil
		}
	}
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
