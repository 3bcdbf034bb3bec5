// Package bench holds the benchmark scripts and their helper programs
// (README.md says what each measures). It has no code of its own: its test
// checks that every script parses, since most of them run for minutes and
// none runs in CI.
package bench
