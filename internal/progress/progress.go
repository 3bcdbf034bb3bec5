// Package progress draws a one-line progress report (count, rate, and once
// the total is known a bar and an ETA) on a terminal, redrawing it in place
// with a carriage return, and clears it when the run ends so the next line
// (a summary) starts on a clean line.
//
// It is a few dozen lines rather than a third-party bar because a batch run
// learns its total late: the inputs are walked while they are processed, so
// the report starts as "count and rate" and grows a bar and an ETA when the
// walk has finished. The clock is injected, so tests need no sleeping.
// Whether to draw at all (is the stream a terminal?) is the caller's choice.
package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Bar is a progress report on one terminal line. Its methods may be called
// from several goroutines.
type Bar struct {
	w     io.Writer
	noun  string
	delay time.Duration // nothing is drawn before the run has lasted this long
	every time.Duration // redraw at most this often
	now   func() time.Time

	mu     sync.Mutex
	start  time.Time
	last   time.Time
	done   int
	total  int // -1 while unknown
	drawn  bool
	closed bool
}

// Options tune a Bar; the zero value draws from the first update on, at
// most ten times a second, with the real clock.
type Options struct {
	Delay time.Duration    // stay silent until the run has lasted this long (auto mode: about a second)
	Every time.Duration    // minimum time between redraws (default 100ms)
	Now   func() time.Time // the clock (default time.Now)
}

// New starts a bar counting noun ("files") on w.
func New(w io.Writer, noun string, o Options) *Bar {
	if o.Every <= 0 {
		o.Every = 100 * time.Millisecond
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Bar{w: w, noun: noun, delay: o.Delay, every: o.Every, now: o.Now, start: o.Now(), total: -1}
}

// Add counts n more items done and redraws when it is time to.
func (b *Bar) Add(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done += n
	b.draw(false)
}

// SetTotal records the number of items, once it is known.
func (b *Bar) SetTotal(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.total = n
	b.draw(true)
}

// Clear erases the line, if anything was drawn, so that the caller can
// write a line of its own; the next update draws the bar again.
func (b *Bar) Clear() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.drawn && !b.closed {
		fmt.Fprint(b.w, "\r\x1b[K")
		b.drawn = false
	}
}

// Finish erases the line, if anything was drawn, and stops drawing.
func (b *Bar) Finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.drawn {
		fmt.Fprint(b.w, "\r\x1b[K")
	}
	b.closed = true
}

func (b *Bar) draw(force bool) {
	if b.closed {
		return
	}
	now := b.now()
	elapsed := now.Sub(b.start)
	if elapsed < b.delay || (!force && b.drawn && now.Sub(b.last) < b.every) {
		return
	}
	b.last, b.drawn = now, true
	fmt.Fprintf(b.w, "\r\x1b[K%s", b.line(elapsed))
}

// line is the report itself:
//
//	1234 files  410/s
//	[########----------------]  1234/5000 files  24%  410/s  ETA 9s
func (b *Bar) line(elapsed time.Duration) string {
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(b.done) / s
	}
	if b.total < 0 {
		return fmt.Sprintf("%d %s  %s/s", b.done, b.noun, fmtRate(rate))
	}
	frac := 1.0
	if b.total > 0 {
		frac = min(float64(b.done)/float64(b.total), 1)
	}
	const width = 24
	fill := int(frac * width)
	eta := "ETA -"
	if rate > 0 {
		left := time.Duration(float64(b.total-b.done) / rate * float64(time.Second))
		eta = "ETA " + max(left, 0).Round(time.Second).String()
	}
	return fmt.Sprintf("[%s%s]  %d/%d %s  %d%%  %s/s  %s",
		strings.Repeat("#", fill), strings.Repeat("-", width-fill),
		b.done, b.total, b.noun, int(frac*100), fmtRate(rate), eta)
}

func fmtRate(r float64) string {
	if r >= 10 {
		return fmt.Sprintf("%.0f", r)
	}
	return fmt.Sprintf("%.1f", r)
}
