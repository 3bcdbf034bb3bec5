package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// clock is a fake clock moved by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time       { return c.t }
func (c *clock) step(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock                { return &clock{t: time.Unix(1e9, 0)} }
func lastLine(s string) string        { i := strings.LastIndex(s, "\r\x1b[K"); return s[i+4:] }
func frames(s string) int             { return strings.Count(s, "\r\x1b[K") }
func opts(c *clock, delay time.Duration) Options {
	return Options{Delay: delay, Every: 100 * time.Millisecond, Now: c.now}
}

func TestBar(t *testing.T) {
	c := newClock()
	var buf bytes.Buffer
	b := New(&buf, "files", opts(c, 0))
	c.step(time.Second)
	b.Add(10)
	if got, want := lastLine(buf.String()), "10 files  10/s"; got != want {
		t.Errorf("unknown total: %q, want %q", got, want)
	}
	c.step(10 * time.Millisecond)
	b.Add(1) // too soon: not redrawn
	if frames(buf.String()) != 1 {
		t.Errorf("redrawn too often: %q", buf.String())
	}
	b.Clear()
	if !strings.HasSuffix(buf.String(), "10/s\r\x1b[K") {
		t.Errorf("not cleared: %q", buf.String())
	}
	b.SetTotal(44) // the walk has ended: drawn at once
	c.step(990 * time.Millisecond)
	b.Add(11)
	if got, want := lastLine(buf.String()), "[############------------]  22/44 files  50%  11/s  ETA 2s"; got != want {
		t.Errorf("known total: %q, want %q", got, want)
	}
	b.Finish()
	if !strings.HasSuffix(buf.String(), "ETA 2s\r\x1b[K") {
		t.Errorf("not cleared: %q", buf.String())
	}
	n := buf.Len()
	b.Add(1)
	if buf.Len() != n {
		t.Error("drawn after Finish")
	}
}

// TestDelay: in auto mode a short run draws nothing, and Finish then
// writes nothing either.
func TestDelay(t *testing.T) {
	c := newClock()
	var buf bytes.Buffer
	b := New(&buf, "files", opts(c, time.Second))
	for i := 0; i < 5; i++ {
		c.step(100 * time.Millisecond)
		b.Add(1)
	}
	b.SetTotal(5)
	b.Finish()
	if buf.Len() != 0 {
		t.Errorf("short run drew %q", buf.String())
	}
	b = New(&buf, "files", opts(c, time.Second))
	c.step(1500 * time.Millisecond)
	b.Add(3)
	if got := lastLine(buf.String()); got != "3 files  2.0/s" {
		t.Errorf("long run: %q", got)
	}
}
