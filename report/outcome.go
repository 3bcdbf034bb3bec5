package report

import (
	"strconv"
	"strings"
)

// This file holds what a Stream knows of a verdict: the file it is about
// and whether it failed. The verdicts themselves, one type a command, live
// with the code that fills them, in package internal/verdict.

// Outcome is what every verdict starts with: the file it is about and, when
// it failed, why. A failed verdict is printed as its outcome alone.
//
// Error is left out of the struct encodings: a Stream writes a failed
// verdict as {file, error}, and ends every other verdict that embeds an
// Outcome with "error": null, so the key comes last whatever fields the
// verdict adds after File.
type Outcome struct {
	File string `json:"file" yaml:"file"`
	// Error is the message of a failed verdict; nil when it did not fail.
	Error *string `json:"-" yaml:"-"`
}

// Failure is the outcome of a file that failed with err: the one way a
// failed verdict is made.
func Failure(file string, err error) Outcome {
	o := Outcome{File: file}
	if err != nil {
		s := err.Error()
		o.Error = &s
	}
	return o
}

// Fail returns a verdict of type V holding only the outcome of a file that
// failed with err, as Failure makes it: Fail[Score](name, err).
func Fail[V any, P interface {
	*V
	outcome() *Outcome
}](file string, err error) V {
	var v V
	*P(&v).outcome() = Failure(file, err)
	return v
}

// Failed reports whether the verdict is an error.
func (o *Outcome) Failed() bool { return o.Error != nil }

// Err returns the file and the message of a failed verdict.
func (o *Outcome) Err() (file, msg string) {
	if o.Error == nil {
		return o.File, ""
	}
	return o.File, *o.Error
}

// Message returns the error message without the file name it starts with,
// for a table whose first column already names the file.
func (o *Outcome) Message() string {
	_, msg := o.Err()
	return withoutFile(o.File, msg)
}

// withoutFile returns msg without the name of file it starts with, plain
// or quoted, and the colon after it: "2:3: bad cell" from
// "a.txt:2:3: bad cell", "bad input" from "a.txt: bad input".
func withoutFile(file, msg string) string {
	for _, name := range []string{file, strconv.Quote(file)} {
		if rest, ok := strings.CutPrefix(msg, name+":"); ok && name != "" {
			return strings.TrimSpace(rest)
		}
	}
	return msg
}

// outcome lets a Stream find the Outcome a verdict embeds.
func (o *Outcome) outcome() *Outcome { return o }
