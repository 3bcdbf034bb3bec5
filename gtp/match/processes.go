package match

import (
	"context"

	"github.com/goscore/goscore/gtp/client"
)

// processes are the engine processes of one of a match's workers: started
// for each game and closed after it, or, with Options.Reuse, kept from
// game to game by engine, each dropped after a game with a fault and
// started afresh when next needed.
type processes struct {
	reuse bool
	kept  map[int]*client.Client // by engine, with reuse
}

// get returns a process of engine i, started from command unless one is
// kept; fresh tells which.
func (ps *processes) get(ctx context.Context, i int, command string, opts *Options) (cl *client.Client, fresh bool, err error) {
	if cl := ps.kept[i]; cl != nil {
		delete(ps.kept, i)
		return cl, false, nil
	}
	cl, err = client.Start(ctx, command, opts.Stderr)
	return cl, true, err
}

// put takes engine i's process back after a game: kept for the next when
// reusing and keep is set, else closed.
func (ps *processes) put(i int, cl *client.Client, keep bool) {
	if !ps.reuse || !keep {
		cl.Close()
		return
	}
	if ps.kept == nil {
		ps.kept = map[int]*client.Client{}
	}
	ps.kept[i] = cl
}

// close closes every process kept.
func (ps *processes) close() {
	for i, cl := range ps.kept {
		cl.Close()
		delete(ps.kept, i)
	}
}

// cpuSince is the CPU time an engine used since it said before (nil when
// it was fresh), as now says it; nil when now is.
func cpuSince(now, before *float64) *float64 {
	if now == nil || before == nil {
		return now
	}
	d := *now - *before
	return &d
}
