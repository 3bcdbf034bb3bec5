// Package client drives a GTP engine that runs in another process: Start
// runs the engine's command line, Send writes one command and reads one
// response, Close asks the engine to quit and makes sure it has.
//
// No call ever waits longer than it was told to. An engine that does not
// answer in time, or writes a line that is not a response, is killed with
// its whole process group, so nothing it started outlives it; an engine that
// exits is reaped and its exit status reported. Each such event is an
// *Error whose Kind says which it was.
package client

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Kind says how an exchange with an engine went wrong.
type Kind uint8

// The kinds of Error.
const (
	// Timeout: the engine did not answer in time. It has been killed.
	Timeout Kind = iota + 1
	// Exited: the engine exited or closed its output before answering.
	Exited
	// Failure: the engine answered "? message". It is still running.
	Failure
	// Junk: the engine wrote a line that is not a GTP response. It has
	// been killed, since its answers can no longer be matched to commands.
	Junk
)

// String returns "timeout", "exited", "failure" or "junk".
func (k Kind) String() string {
	switch k {
	case Timeout:
		return "timeout"
	case Exited:
		return "exited"
	case Failure:
		return "failure"
	case Junk:
		return "junk"
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Sentinels for errors.Is: every *Error matches the one of its Kind.
var (
	ErrTimeout = errors.New("engine timed out")
	ErrExited  = errors.New("engine exited")
	ErrFailure = errors.New("engine answered with a failure")
	ErrJunk    = errors.New("engine sent junk")
)

var sentinels = map[Kind]error{Timeout: ErrTimeout, Exited: ErrExited, Failure: ErrFailure, Junk: ErrJunk}

// Error is an exchange with an engine that went wrong.
type Error struct {
	Kind    Kind
	Command string // the command sent, as given to Send
	// Detail is, for Timeout, the time allowed; for Exited, how the
	// engine ended ("exit status 3", "signal: segmentation fault"); for
	// Failure, the engine's message; for Junk, the offending line.
	Detail string
}

func (e *Error) Error() string { return fmt.Sprintf("%q: %s", e.Command, e.Reason()) }

// Reason is the error without the command: "no answer within 2s (engine
// killed)", "engine exited (exit status 3)", "engine answered ? illegal
// move", "engine sent junk "info: ..." (engine killed)".
func (e *Error) Reason() string {
	switch e.Kind {
	case Timeout:
		return "no answer within " + e.Detail + " (engine killed)"
	case Exited:
		return "engine exited (" + e.Detail + ")"
	case Failure:
		return "engine answered ? " + e.Detail
	case Junk:
		return fmt.Sprintf("engine sent junk %q (engine killed)", e.Detail)
	}
	return e.Detail
}

// Is matches the sentinel of e's kind.
func (e *Error) Is(target error) bool { return target != nil && sentinels[e.Kind] == target }

// KindOf returns the Kind of err, or 0 when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return 0
}

// Limits on what an engine may write, so a runaway engine cannot exhaust
// memory before its timeout.
const (
	maxLine     = 1 << 20
	maxResponse = 4 << 20
)

// How long Close waits for an engine to answer quit and then to exit, and
// how long an engine that closed its output may take to exit.
const (
	quitTimeout = time.Second
	exitGrace   = time.Second
)

type line struct {
	text string
	err  error
}

// Client is a running engine. Its methods are not safe for concurrent use.
type Client struct {
	ctx   context.Context
	cmd   *exec.Cmd
	stdin *os.File
	lines chan line
	stop  chan struct{} // closed by Close: releases the reader
	done  chan struct{} // closed when the process has been reaped
	state *os.ProcessState

	dead      string // why the engine can no longer answer; "" while it can
	stopOnce  sync.Once
	closeOnce sync.Once
	closeErr  error
}

// Start runs an engine: command is split into words by Split (no shell is
// involved; write `sh -c '...'` to get one) and the first word is looked up
// in PATH as exec.Command does. The engine's standard error goes to stderr
// (nil discards it). When ctx is cancelled, the engine is killed and Send
// returns ctx's error. Call Close when done.
//
// The engine runs in a process group of its own, so that killing it kills
// what it started too; a terminal's Ctrl-C therefore does not reach it.
// Programs should cancel ctx on an interrupt (signal.NotifyContext), which
// kills the engine, rather than die and leave a hung engine behind.
func Start(ctx context.Context, command string, stderr io.Writer) (*Client, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	argv, err := Split(command)
	if err != nil {
		return nil, err
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout = inR, outW
	if stderr != nil {
		cmd.Stderr = stderr
	}
	// Bounds the copying of stderr once the engine has exited, should
	// something it started keep that pipe open.
	cmd.WaitDelay = exitGrace
	newGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("starting engine %q: %w", command, err)
	}
	c := &Client{ctx: ctx, cmd: cmd, stdin: inW, lines: make(chan line, 16), stop: make(chan struct{}), done: make(chan struct{})}
	go c.wait()
	go c.read(outR)
	go func() {
		select {
		case <-ctx.Done():
			c.kill()
		case <-c.done:
		}
	}()
	return c, nil
}

// wait reaps the engine, then kills what it left behind in its process
// group, which might hold its output open.
func (c *Client) wait() {
	_ = c.cmd.Wait()
	c.state = c.cmd.ProcessState
	killGroup(c.cmd)
	close(c.done)
}

// read passes the engine's output on, line by line, until the end of the
// output or Close.
func (c *Client) read(r *os.File) {
	defer close(c.lines)
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), maxLine)
	for sc.Scan() {
		select {
		case c.lines <- line{text: strings.TrimSuffix(sc.Text(), "\r")}:
		case <-c.stop:
			return
		}
	}
	if err := sc.Err(); err != nil {
		select {
		case c.lines <- line{err: err}:
		case <-c.stop:
		}
	}
}

// kill ends the engine and its process group at once.
func (c *Client) kill() { killGroup(c.cmd) }

// ended describes how the engine ended, once it has been reaped.
func (c *Client) ended() string {
	if c.state == nil {
		return "still running"
	}
	return c.state.String()
}

// Send writes one command and reads its response. It returns the response
// text: what follows the "=" or "?", the id and the space after them, its
// lines joined by "\n", an empty first line and trailing white space
// removed. A command that starts with a number has that number as its id,
// and a response carrying a different id is junk.
//
// The error is an *Error when the engine fails: Failure when it answered
// "?" (the text is its message, and the engine goes on), Timeout when no
// full response came within timeout (0 means no limit), Exited when the
// engine exited or closed its output, Junk when a line other than a blank
// one came where a response should start. After Timeout and Junk the
// engine has been killed, and every later Send returns Exited.
func (c *Client) Send(command string, timeout time.Duration) (string, error) {
	command = strings.TrimSpace(command)
	if command == "" || strings.ContainsAny(command, "\n\r") {
		return "", fmt.Errorf("bad GTP command %q: want one non-empty line", command)
	}
	if c.dead != "" {
		return "", &Error{Kind: Exited, Command: command, Detail: "not running: " + c.dead}
	}
	if err := c.ctx.Err(); err != nil {
		return "", fmt.Errorf("%q: %w", command, err)
	}
	id := ""
	if f := strings.Fields(command); len(f) > 0 {
		if _, err := strconv.Atoi(f[0]); err == nil {
			id = f[0]
		}
	}
	var expire <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		expire = t.C
		_ = c.stdin.SetWriteDeadline(time.Now().Add(timeout))
	} else {
		_ = c.stdin.SetWriteDeadline(time.Time{})
	}
	if _, err := io.WriteString(c.stdin, command+"\n"); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return "", c.timedOut(command, timeout)
		}
		return "", c.exited(command)
	}

	var resp []string
	size := 0
	for {
		var l line
		var ok bool
		select {
		case l, ok = <-c.lines:
		case <-expire:
			return "", c.timedOut(command, timeout)
		case <-c.ctx.Done():
			c.kill()
			c.dead = "cancelled"
			return "", fmt.Errorf("%q: %w", command, c.ctx.Err())
		}
		switch {
		case !ok:
			return "", c.exited(command)
		case l.err != nil:
			return "", c.junk(command, "unreadable output: "+l.err.Error())
		case resp == nil && strings.TrimSpace(l.text) == "":
			continue // blank lines between responses
		case resp == nil && l.text[0] != '=' && l.text[0] != '?':
			return "", c.junk(command, l.text)
		case resp != nil && strings.TrimSpace(l.text) == "":
			return c.response(command, id, resp)
		}
		size += len(l.text) + 1
		if size > maxResponse {
			return "", c.junk(command, "response longer than "+strconv.Itoa(maxResponse)+" bytes")
		}
		resp = append(resp, l.text)
	}
}

// response parses a complete response.
func (c *Client) response(command, id string, lines []string) (string, error) {
	first := lines[0]
	status := first[0]
	rest := first[1:]
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	if got := rest[:n]; id != "" && got != "" && got != id {
		return "", c.junk(command, first)
	}
	lines[0] = strings.TrimLeft(rest[n:], " \t")
	text := strings.Join(lines, "\n")
	if lines[0] == "" {
		text = strings.TrimPrefix(text, "\n")
	}
	text = strings.TrimRight(text, " \t\n")
	if status == '?' {
		return text, &Error{Kind: Failure, Command: command, Detail: text}
	}
	return text, nil
}

// timedOut kills the engine after a timeout.
func (c *Client) timedOut(command string, timeout time.Duration) error {
	c.kill()
	<-c.done
	c.dead = "killed after a timeout"
	return &Error{Kind: Timeout, Command: command, Detail: timeout.String()}
}

// junk kills an engine whose output no longer makes sense.
func (c *Client) junk(command, text string) error {
	c.kill()
	<-c.done
	c.dead = "killed after sending junk"
	return &Error{Kind: Junk, Command: command, Detail: text}
}

// exited waits briefly for an engine that closed its output or its input,
// and reports how it ended.
func (c *Client) exited(command string) error {
	detail := ""
	select {
	case <-c.done:
		detail = c.ended()
	case <-time.After(exitGrace):
		c.kill()
		<-c.done
		detail = "closed its output; killed"
	}
	c.dead = detail
	return &Error{Kind: Exited, Command: command, Detail: detail}
}

// Close asks the engine to quit, closes its input, waits briefly for it to
// exit, and kills it (with its process group) if it has not. It returns an
// error only when the engine had to be killed here. Close may be called
// more than once.
func (c *Client) Close() error {
	c.closeOnce.Do(func() {
		if c.dead == "" {
			_, _ = c.Send("quit", quitTimeout)
		}
		c.stdin.Close()
		select {
		case <-c.done:
		case <-time.After(exitGrace):
			c.kill()
			<-c.done
			c.closeErr = errors.New("engine did not quit; killed")
		}
		c.dead = "closed"
		c.stopOnce.Do(func() { close(c.stop) })
	})
	return c.closeErr
}

// Kill ends the engine and its process group at once, without asking it to
// quit. Unlike the other methods it may be called from another goroutine,
// even while Send waits for an answer, which then returns Exited: it is
// for a program that must stop now (a signal) and leave no engine behind.
// Close is still to be called to release the rest.
func (c *Client) Kill() { c.kill() }
