package referee

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/goscore/goscore/board"
)

// DefaultTimeout is how long an engine may take over one command, its
// loading included in the first: GNU Go at its default level takes a few
// seconds over a hard 19x19 position on a busy machine, a network engine
// on a processor longer.
const DefaultTimeout = time.Minute

// Error is a position an engine could not judge: the engine's command line
// and what went wrong (a *StepError, an *AnswerError, or a setting it
// cannot take).
type Error struct {
	Engine string
	Err    error
}

// Error returns `engine "gnugo --mode gtp": final_status_list dead: no
// answer within 1m0s (engine killed)`.
func (e *Error) Error() string { return "engine " + strconv.Quote(e.Engine) + ": " + e.Err.Error() }

// Unwrap returns what went wrong.
func (e *Error) Unwrap() error { return e.Err }

// Pool runs the engines of one command line, one for each caller judging
// at the same time (a batch's workers), each reused from position to
// position. An engine that fails a position is closed (killed when it
// hangs or talks nonsense), and the next position starts a new one, so
// one bad position costs one verdict and the batch goes on.
//
// Its methods are safe for concurrent use.
type Pool struct {
	command string
	need    string // the command each engine must list
	timeout time.Duration
	ctx     context.Context

	mu     sync.Mutex
	idle   []*engine
	busy   map[*engine]bool
	starts int
	closed bool
}

// New returns a pool of referees run by command (split as gtp/client's
// Split does: no shell), each command given timeout (0: DefaultTimeout),
// for Judge. Cancelling ctx kills them. No engine starts until one is
// needed.
func New(ctx context.Context, command string, timeout time.Duration) *Pool {
	return newPool(ctx, command, "final_status_list", timeout)
}

// NewPlayers is New for engines that play a position out (PlayOut): each
// must have genmove rather than final_status_list.
func NewPlayers(ctx context.Context, command string, timeout time.Duration) *Pool {
	return newPool(ctx, command, "genmove", timeout)
}

func newPool(ctx context.Context, command, need string, timeout time.Duration) *Pool {
	if ctx == nil {
		ctx = context.Background()
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	return &Pool{command: command, need: need, timeout: timeout, ctx: ctx, busy: map[*engine]bool{}}
}

// Command returns the engines' command line.
func (p *Pool) Command() string { return p.command }

// Starts returns how many engines the pool has started: one per caller at
// a time, and one more after each failure.
func (p *Pool) Starts() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.starts
}

// Check starts an engine now and keeps it for the first position, so that
// a command that names no engine, or an engine without the command the
// pool needs (final_status_list, or genmove for NewPlayers), is found
// before a batch rather than once a file.
func (p *Pool) Check() error {
	e, err := p.get()
	if err != nil {
		return err
	}
	p.put(e)
	return nil
}

// Judge tells an engine pos and returns the stones it calls dead, each a
// stone of pos.Final (one point per stone the engine named, its string
// being the caller's to take). Anything wrong is an *Error; the engine
// that failed is not used again.
func (p *Pool) Judge(pos *Position) ([]board.Point, error) {
	e, err := p.get()
	if err != nil {
		return nil, err
	}
	dead, err := e.judge(pos)
	if err != nil {
		p.drop(e)
		return nil, &Error{Engine: p.command, Err: err}
	}
	p.put(e)
	return dead, nil
}

// PlayOut tells an engine pos and has it play on, both sides in turn
// (engine.playOut), and returns the moves with the board they leave.
// Anything wrong is an *Error; the engine that failed is not used again.
func (p *Pool) PlayOut(pos *Position) (PlayedOut, error) {
	e, err := p.get()
	if err != nil {
		return PlayedOut{}, err
	}
	out, err := e.playOut(pos)
	if err != nil {
		p.drop(e)
		return PlayedOut{}, &Error{Engine: p.command, Err: err}
	}
	p.put(e)
	return out, nil
}

// get returns an idle engine, or starts one.
func (p *Pool) get() (*engine, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		e := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.busy[e] = true
		p.mu.Unlock()
		return e, nil
	}
	p.starts++
	p.mu.Unlock()
	e, err := start(p.ctx, p.command, p.need, p.timeout)
	if err != nil {
		return nil, &Error{Engine: p.command, Err: err}
	}
	p.mu.Lock()
	if p.closed { // Kill came while it started
		p.mu.Unlock()
		e.c.Kill()
		e.close()
		return nil, &Error{Engine: p.command, Err: errors.New("stopped")}
	}
	p.busy[e] = true
	p.mu.Unlock()
	return e, nil
}

// put returns an engine to the idle ones, or closes it after Close.
func (p *Pool) put(e *engine) {
	p.mu.Lock()
	delete(p.busy, e)
	closed := p.closed
	if !closed {
		p.idle = append(p.idle, e)
	}
	p.mu.Unlock()
	if closed {
		e.close()
	}
}

// drop closes an engine that failed.
func (p *Pool) drop(e *engine) {
	p.mu.Lock()
	delete(p.busy, e)
	p.mu.Unlock()
	e.close()
}

// Close asks every idle engine to quit, and makes every busy one quit when
// it is handed back.
func (p *Pool) Close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	var wg sync.WaitGroup
	for _, e := range idle {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e.close()
		}()
	}
	wg.Wait()
}

// Kill kills every engine at once, busy or idle, with what it started:
// for a program that stops on a signal and must leave none behind.
func (p *Pool) Kill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for _, e := range p.idle {
		e.c.Kill()
	}
	for e := range p.busy {
		e.c.Kill()
	}
}
