// Package regress runs GTP regression test files, in the format of
// gogui-regress and GNU Go's regression suite, against any GTP engine, and
// reports each test as passed, failed, an unexpected pass, an expected
// failure, or an engine error, with totals.
//
// A file is a list of GTP commands. Commands without a number set the
// engine up; numbered commands are tests, and a "#? [REGEX]" line right
// after one gives the expected answer (see Parse). Each file runs against
// a fresh engine process (package gtp/client), each command with a time
// limit, so an engine that hangs, crashes or writes junk is a reported
// failure, never a hang.
//
// Reports render through package report (table, YAML, JSON, JSON lines,
// CSV) or as a small self-contained HTML page (HTML).
package regress
