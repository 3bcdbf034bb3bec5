package main

import (
	"io"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestBadNumericFlagsAreUsageErrors: a numeric flag's value outside what
// it can mean is a usage error (exit 2) that names the flag and the values
// it takes, before anything runs, and whether or not this run would use
// it. The table holds the cases found accepted before (a search of no
// playouts or of a negative time, a NaN resignation rate, an estimate's
// settings given without the estimate, a match of size 0 or with a
// negative timeout), and the bounds of each range. Then every numeric flag
// of every command, found in the app itself so that a new one is covered
// as soon as it exists, is given a value of its type that no flag takes,
// and its message must fit a line of 80 columns.
func TestBadNumericFlagsAreUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"gtp", "--playouts", "0"}, "bad --playouts 0 (want 1 to 10000000)"},
		{[]string{"gtp", "--playouts", "10000001"}, "bad --playouts 10000001 (want 1 to 10000000)"},
		{[]string{"gtp", "--think", "-1s"}, "bad --think -1s (want a duration above 0, at most 24h, like 2s)"},
		{[]string{"gtp", "--think", "0s"}, "bad --think 0s (want a duration above 0"},
		{[]string{"gtp", "--think", "25h"}, "bad --think 25h0m0s (want a duration above 0, at most 24h"},
		{[]string{"gtp", "--think", "2"}, `bad --think "2" (want a duration with its unit, like 2s, 500ms or 1m30s)`},
		{[]string{"gtp", "--resign-threshold", "NaN"}, "bad --resign-threshold NaN (want 0 to below 1; 0 never resigns)"},
		{[]string{"gtp", "--resign-threshold", "1"}, "bad --resign-threshold 1 (want 0 to below 1"},
		{[]string{"gtp", "--resign-threshold", "-Inf"}, "bad --resign-threshold -Inf (want 0 to below 1"},
		{[]string{"gtp", "--threads", "0"}, "bad --threads 0 (want 1 to 1024)"},
		{[]string{"gtp", "--threads", "1025"}, "bad --threads 1025 (want 1 to 1024)"},
		{[]string{"gtp", "--size", "20"}, "bad --size 20 (want 1 to 19)"},
		{[]string{"gtp", "--game", "ninuki", "--size", "1"}, "bad --size 1 for ninuki (want 2 to 19)"},
		{[]string{"gtp", "--seed", "-1"}, `bad --seed "-1" (want a whole number, 0 or more)`},
		{[]string{"play", "--think", "-1s"}, "bad --think -1s"},
		{[]string{"play", "--playouts", "0"}, "bad --playouts 0 (want 1 to 10000000)"},
		{[]string{"play", "--resign-threshold", "NaN"}, "bad --resign-threshold NaN"},
		{[]string{"score", "--playouts", "0", sample}, "bad --playouts 0 (want 1 to 10000000)"},
		{[]string{"score", "--dead-share", "NaN", sample}, "bad --dead-share NaN (want a share above 0 and at most 1)"},
		{[]string{"mark", "--dead-share", "0", "--dead-stones", "estimate", sample}, "bad --dead-share 0 (want a share above 0 and at most 1)"},
		{[]string{"score", "--jobs", "1025", sample}, "bad --jobs 1025 (want 1 to 1024)"},
		{[]string{"score", "-j", "two", sample}, `bad --jobs "two" (want a whole number)`},
		{[]string{"--jobs", "0", "score", sample}, "bad --jobs 0 (want 1 to 1024)"},
		{[]string{"score", "--komi", "NaN", sample}, `bad --komi "NaN" (want a decimal number like 6.5, from -1000 to 1000)`},
		{[]string{"score", "--komi", "-Inf", sample}, `bad --komi "-Inf"`},
		{[]string{"score", "--shard", "0/4", sample}, `bad --shard "0/4": shard K must be 1 to 4`},
		{[]string{"score", "--shard", "1/0", sample}, `bad --shard "1/0"`},
		{[]string{"random", "--count", "0"}, "bad --count 0 (want 1 to 10000000)"},
		{[]string{"random", "--moves", "-1"}, "bad --moves -1 (want 0 to 100000)"},
		{[]string{"random", "--size", "0"}, `bad --size "0"`},
		{[]string{"random", "--fill", "NaN,50,50"}, `bad --fill "NaN,50,50"`},
		{[]string{"regress", "--timeout", "0s", "x", "y"}, "bad --timeout 0s (want a duration above 0, at most 24h"},
		{[]string{"match", "--size", "0", "a", "b"}, "bad --size 0 (want 2 to 19)"},
		{[]string{"match", "--size", "20", "a", "b"}, "bad --size 20 (want 2 to 19)"},
		{[]string{"match", "--timeout", "-1s", "a", "b"}, "bad --timeout -1s (want a duration above 0"},
		{[]string{"match", "--games", "0", "a", "b"}, "bad --games 0 (want 1 to 100000)"},
		{[]string{"match", "--max-moves", "0", "a", "b"}, "bad --max-moves 0 (want 1 to 10000)"},
		{[]string{"match", "--max-moves", "10001", "a", "b"}, "bad --max-moves 10001 (want 1 to 10000)"},
	} {
		code, out, errs := goscore(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, "goscore: "+tc.want) || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}

	// Every numeric flag of every command, with a value of its type that
	// no flag takes, after the arguments the command needs to get as far
	// as its flags.
	needs := map[string][]string{
		"score": {sample}, "status": {sample, "A1"}, "mark": {sample}, "legal": {"-m", "b:A1", sample},
		"capture": {sample}, "convert": {"--to", "grid", sample}, "regress": {"x", "y"}, "match": {"a", "b"},
	}
	app := newApp(strings.NewReader(""), io.Discard, io.Discard)
	seen := 0
	for _, cmd := range app.Commands {
		for _, f := range cmd.Flags {
			var bad string
			switch f.(type) {
			case *cli.IntFlag:
				bad = "-1"
			case *cli.Uint64Flag:
				bad = "-1"
			case *cli.Float64Flag:
				bad = "NaN"
			case *cli.DurationFlag:
				bad = "-1s"
			default:
				continue
			}
			seen++
			name := f.Names()[0]
			args := append([]string{cmd.Name, "--" + name, bad}, needs[cmd.Name]...)
			code, out, errs := goscore(t, "", args...)
			if code != 2 || !strings.Contains(errs, "goscore: bad --"+name+" ") || !strings.Contains(errs, "(want ") || out != "" {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and \"bad --%s ... (want ...)\"", args, code, out, errs, name)
			}
			if line, _, _ := strings.Cut(errs, "\n"); len(line) > 80 {
				t.Errorf("%v: the message is %d characters, more than a terminal's 80: %s", args, len(line), line)
			}
		}
	}
	if seen < 20 {
		t.Errorf("only %d numeric flags found in the commands", seen)
	}
}
