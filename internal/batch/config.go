package batch

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Config is what the command line gives a run: the streams, the output
// format and the layout of its tables, the rules, and how to walk, split
// and show the inputs. The command reads its flags into one and hands it
// to Run; the commands that read no batch of files (play, gtp, regress,
// match) take their streams, format and rules from it too.
type Config struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Format         report.Format
	Layout         report.Layout // how tables meet the screen; its Width bounds the review summary's line
	Jobs           int           // files processed at once (--jobs)
	Quiet          bool          // no summary line or per-file errors on stderr
	Colour         bool          // colour the text reports
	Strict         bool          // an SGF read only by a repair is an error (--strict)
	Opts           verdict.Options
	Walker         Walker
	FilesFrom      string // --files-from: a path list, "-" for standard input, or ""
	ListSep        byte   // its separator: '\n', or 0 with --null
	Shard          Shard  // --shard; the zero Shard takes every file
	Progress       bool   // draw a progress bar on stderr
	ProgressDelay  time.Duration
	Command        string        // the command's name, for usage errors found once the run starts
	EngineTimeout  time.Duration // --engine-timeout, for --dead-stones engine:CMD

	// AtStop, when set, runs kill if a stop signal ends the program before
	// remove is called: the engines of --dead-stones engine:CMD run in
	// process groups of their own, which Ctrl-C does not reach.
	AtStop func(kill func()) (remove func())
}

// ErrFilesFailed is returned by Run when some input failed; its error was
// reported on stderr as it went by.
var ErrFilesFailed = errors.New("some files failed")

// UsageError is a mistake on the command line that shows only once the run
// starts: a --files-from list that cannot be opened, an engine that does
// not start. Command names the command whose help to point to, or is "".
type UsageError struct{ Msg, Command string }

func (e *UsageError) Error() string { return e.Msg }

// Counted returns "1 file", "2 files": n and the noun in its number.
func Counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// summary writes the closing line on stderr: "scored 120 files: 118 ok, 2
// errors", and what the walk skipped by name.
func (r *run) summary(files, failed int) {
	c := r.cfg
	if c.Quiet {
		return
	}
	// The data first, then the summary under it, as a terminal shows them.
	if f, ok := c.Stdout.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
	shard := ""
	if c.Shard.N > 1 {
		shard = fmt.Sprintf(" in shard %s (%d seen)", c.Shard, r.seen)
	}
	fmt.Fprintf(c.Stderr, "%s %s%s%s: %d ok, %s\n", r.verb, Counted(files, r.noun[0], r.noun[1]), r.where, shard, files-failed, Counted(failed, "error", "errors"))
	if n := c.Walker.Skipped; n > 0 {
		names := make([]string, len(c.Walker.SkippedNames))
		for i, name := range c.Walker.SkippedNames {
			names[i] = parse.QuoteName(name)
		}
		more := ""
		if n > len(names) {
			more = ", ..."
		}
		fmt.Fprintf(c.Stderr, "skipped %s by name (%s%s); --include '*' reads every file\n",
			Counted(n, "file", "files"), strings.Join(names, ", "), more)
	}
}

// fileError reports a failed file on stderr as it goes by, on a line of
// its own even while a progress bar is drawn.
func (r *run) fileError(msg string) {
	if !r.cfg.Quiet {
		if r.bar != nil {
			r.bar.Clear()
		}
		fmt.Fprintf(r.cfg.Stderr, "goscore: %s\n", msg)
	}
}

// reviewSummary names, under the summary line, the games that want a
// human look: "2 games to review: a.sgf, b.sgf", or, when that line would
// not fit the screen (Layout.Width), the count on a line of its own and
// each name on the next ones, indented, so a long batch's list stays
// readable. Nothing when there are none or with --quiet.
func (r *run) reviewSummary(names []string) {
	c := r.cfg
	if c.Quiet || len(names) == 0 {
		return
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = parse.QuoteName(n)
	}
	head := Counted(len(names), "game", "games") + " to review:"
	if line := head + " " + strings.Join(quoted, ", "); len(line) <= c.Layout.Width {
		fmt.Fprintln(c.Stderr, line)
		return
	}
	fmt.Fprintln(c.Stderr, head)
	for _, q := range quoted {
		fmt.Fprintln(c.Stderr, "  "+q)
	}
}
