package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	appcli "github.com/goscore/goscore/internal/cli"
)

// TestComplete: what "goscore __complete WORD..." offers, the word being
// typed last: commands, flags once a "-" is typed, the values of
// enumerated flags, and paths where paths go.
func TestComplete(t *testing.T) {
	tests := []struct {
		words string // split at "|", so that a word may be empty or hold spaces
		want  []string
		dir   appcli.Directive
	}{
		{"", []string{"score", "status", "legal", "capture", "mark", "convert", "random", "play", "gtp", "regress", "match", "completion", "help"}, appcli.OfferNothing},
		{"sc", []string{"score"}, appcli.OfferNothing},
		{"--format|json|st", []string{"status"}, appcli.OfferNothing},
		{"help|ma", []string{"mark", "match"}, appcli.OfferNothing},
		{"score|", nil, appcli.OfferFiles},
		{"score|fix", nil, appcli.OfferFiles},
		{"score|a.txt|", nil, appcli.OfferFiles},
		{"score|--fo", []string{"--format"}, appcli.OfferNothing},
		{"score|--d", []string{"--dead-share", "--dead-stones"}, appcli.OfferNothing},
		{"score|--format|", []string{"table", "yaml", "json", "jsonl", "csv"}, appcli.OfferNothing},
		{"score|-f|j", []string{"json", "jsonl"}, appcli.OfferNothing},
		{"score|--format=j", []string{"--format=json", "--format=jsonl"}, appcli.OfferNothing},
		{"score|a.txt|--rules|", []string{"japanese", "chinese", "tromp-taylor", "aga"}, appcli.OfferNothing},
		{"score|--dead-stones|", []string{"none", "estimate", "marks", "marks,estimate"}, appcli.OfferNothing},
		{"score|--ko|", []string{"simple", "positional", "situational"}, appcli.OfferNothing},
		{"score|--scoring|", []string{"territory", "area"}, appcli.OfferNothing},
		{"score|--progress|", []string{"auto", "always", "never"}, appcli.OfferNothing},
		{"score|--color|a", []string{"auto", "always"}, appcli.OfferNothing},
		{"score|--komi|", nil, appcli.OfferNothing},
		{"score|--files-from|", nil, appcli.OfferFiles},
		{"score|--quiet|", nil, appcli.OfferFiles}, // a switch takes no value
		{"score|--|--fo", nil, appcli.OfferFiles},  // after "--", paths only
		{"--rules|", []string{"japanese", "chinese", "tromp-taylor", "aga"}, appcli.OfferNothing},
		{"mark|--format|", []string{"table", "yaml", "json", "jsonl", "csv", "text", "html", "sgf"}, appcli.OfferNothing},
		{"match|--format|", []string{"table", "yaml", "json", "jsonl", "csv", "html"}, appcli.OfferNothing},
		{"gtp|--dead-stones|", []string{"none", "estimate"}, appcli.OfferNothing},
		{"regress|--format|h", []string{"html"}, appcli.OfferNothing},
		{"convert|--to|", []string{"grid", "diagram", "sgf"}, appcli.OfferNothing},
		{"convert|--out|", nil, appcli.OfferDirs},
		{"play|--game|", []string{"go", "kill-all"}, appcli.OfferNothing},
		{"gtp|--game|", []string{"go", "kill-all", "ninuki"}, appcli.OfferNothing},
		{"match|--game|k", []string{"kill-all"}, appcli.OfferNothing},
		{"play|--black|", []string{"human", "bot"}, appcli.OfferNothing},
		{"play|--load|", nil, appcli.OfferFiles},
		{"completion|", []string{"bash", "zsh", "fish"}, appcli.OfferNothing},
		{"completion|zsh|", nil, appcli.OfferNothing},
		{"nosuch|", nil, appcli.OfferNothing},
	}
	for _, tt := range tests {
		code, out, errs := goscore(t, "", append([]string{appcli.CompleteCommand}, strings.Split(tt.words, "|")...)...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		got, dir := lines[:len(lines)-1], appcli.Directive(lines[len(lines)-1])
		if code != 0 || errs != "" || !slices.Equal(got, tt.want) || dir != tt.dir {
			t.Errorf("%q: exit %d %s\ngot  %q %s\nwant %q %s", tt.words, code, errs, got, dir, tt.want, tt.dir)
		}
	}
	// Flags after the command are the command's own, help included.
	_, out, _ := goscore(t, "", appcli.CompleteCommand, "play", "-")
	for _, f := range []string{"--size", "--black", "--rules", "--komi", "--help", "-h"} {
		if !slices.Contains(strings.Split(out, "\n"), f) {
			t.Errorf("play -<TAB> lacks %s:\n%s", f, out)
		}
	}
	for _, f := range []string{"--format", "--jobs", "--version"} {
		if slices.Contains(strings.Split(out, "\n"), f) {
			t.Errorf("play -<TAB> offers %s, which play does not take", f)
		}
	}
}

// shellEnv makes the test binary answer as goscore on PATH, for a shell
// running a completion script, in a directory with a few names to offer.
func shellEnv(t *testing.T) (dir string, env []string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(exe, filepath.Join(bin, "goscore")); err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "fixtures"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fix-ko.txt"), []byte("0 1\n1 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, append(os.Environ(), "GOSCORE_TEST_MAIN=1", "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// TestBashCompletion sources "goscore completion bash" in a real bash and
// calls its function as bash does on TAB, the command line in COMP_WORDS.
func TestBashCompletion(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed")
	}
	dir, env := shellEnv(t)
	const script = `source <(goscore completion bash) || exit 1
COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
_goscore
printf '%s\n' "${COMPREPLY[@]}"`
	tests := []struct {
		line []string
		want []string
	}{
		{[]string{"goscore", "sc"}, []string{"score"}},
		{[]string{"goscore", "score", "--fo"}, []string{"--format"}},
		{[]string{"goscore", "score", "--format", ""}, []string{"table", "yaml", "json", "jsonl", "csv"}},
		{[]string{"goscore", "score", "fix"}, []string{"fix-ko.txt", "fixtures"}},
		{[]string{"goscore", "score", "fix-ko.txt", "fixt"}, []string{"fixtures"}},
		{[]string{"goscore", "convert", "--to", ""}, []string{"grid", "diagram", "sgf"}},
		{[]string{"goscore", "convert", "--out", "f"}, []string{"fixtures"}},
		// Bash splits --format=j at the "=".
		{[]string{"goscore", "score", "--format", "=", "j"}, []string{"json", "jsonl"}},
		{[]string{"goscore", "score", "--format", "="}, []string{"table", "yaml", "json", "jsonl", "csv"}},
		{[]string{"goscore", "score", "--format", "=", "csv", "fixt"}, []string{"fixtures"}},
		{[]string{"goscore", "completion", "z"}, []string{"zsh"}},
	}
	for _, tt := range tests {
		cmd := exec.Command(bash, append([]string{"--norc", "--noprofile", "-c", script, "bash"}, tt.line...)...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.Output()
		got := strings.Fields(string(out))
		slices.Sort(got)
		want := slices.Sorted(slices.Values(tt.want))
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: %v\ngot  %q\nwant %q", strings.Join(tt.line, " "), err, got, want)
		}
	}
}

// TestZshCompletion runs the zsh script's function in a real zsh, with
// compadd and _files standing in for zsh's completion system, which needs
// a terminal: the candidates reach compadd, and paths are left to _files.
func TestZshCompletion(t *testing.T) {
	_, out, _ := goscore(t, "", "completion", "zsh")
	if !strings.Contains(out, "#compdef goscore") || !strings.Contains(out, " __complete ") {
		t.Fatalf("the zsh script does not ask goscore:\n%s", out)
	}
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("zsh is not installed")
	}
	dir, env := shellEnv(t)
	const script = `compdef() {}
compadd() { while [[ $1 != -- ]]; do shift; done; shift; print -rl -- "$@" }
_files() { print -r -- "(files$*)" }
source <(goscore completion zsh) || exit 1
words=("$@"); CURRENT=$#
_goscore`
	tests := []struct {
		line []string
		want string
	}{
		{[]string{"goscore", "sc"}, "score"},
		{[]string{"goscore", "score", "--fo"}, "--format"},
		{[]string{"goscore", "score", "--format", ""}, "table yaml json jsonl csv"},
		{[]string{"goscore", "score", "--format=j"}, "--format=json --format=jsonl"},
		{[]string{"goscore", "score", "fix"}, "(files)"},
		{[]string{"goscore", "convert", "--to", ""}, "grid diagram sgf"},
		{[]string{"goscore", "convert", "--out", ""}, "(files-/)"},
	}
	for _, tt := range tests {
		cmd := exec.Command(zsh, append([]string{"-f", "-c", script, "zsh"}, tt.line...)...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.Output()
		if got := strings.Join(strings.Fields(string(out)), " "); err != nil || got != tt.want {
			t.Errorf("%q: %v\ngot  %q\nwant %q", strings.Join(tt.line, " "), err, got, tt.want)
		}
	}
}

// TestFishCompletion loads the fish script into a real fish and asks it
// what it completes on a command line, as TAB would.
func TestFishCompletion(t *testing.T) {
	_, out, _ := goscore(t, "", "completion", "fish")
	if !strings.Contains(out, "complete -c goscore") || !strings.Contains(out, " __complete ") {
		t.Fatalf("the fish script does not ask goscore:\n%s", out)
	}
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("fish is not installed")
	}
	dir, env := shellEnv(t)
	tests := []struct{ line, want string }{
		{"goscore sc", "score"},
		{"goscore score --fo", "--format"},
		{"goscore score --format ", "csv json jsonl table yaml"},
		{"goscore score --format=j", "--format=json --format=jsonl"},
		{"goscore score fix", "fix-ko.txt fixtures/"},
		{"goscore convert --to ", "diagram grid sgf"},
		{"goscore convert --out f", "fixtures/"},
	}
	for _, tt := range tests {
		cmd := exec.Command(fish, "--no-config", "-c", `goscore completion fish | source; and complete -C"$argv[1]"`, tt.line)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.Output()
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			got = append(got, strings.SplitN(l, "\t", 2)[0]) // without its description
		}
		slices.Sort(got)
		if s := strings.Join(got, " "); err != nil || s != tt.want {
			t.Errorf("%q: %v\ngot  %q\nwant %q", tt.line, err, s, tt.want)
		}
	}
}

// allFormats are every format name any command takes.
var allFormats = []string{"table", "yaml", "json", "jsonl", "csv", "text", "html", "sgf"}

// completionArgs are what each command needs beside a flag to get as far
// as checking it, without running long: paths, engines, a tiny game.
var completionArgs = map[string][]string{
	"score": {sample}, "status": {sample, "A1"}, "mark": {sample}, "legal": {"-m", "b:A1", sample},
	"capture": {sample}, "convert": {"--to", "grid", sample}, "regress": {"no-such-engine-here", "no-such-file.tst"},
	"match": {"no-such-engine-here", "no-such-engine-here"}, "random": {"--seed", "1"},
	"play": {"--size", "5", "--playouts", "10", "--threads", "1"}, "gtp": {"--playouts", "10", "--threads", "1"},
}

// TestCompletionOffersEveryFormat: for every command with --format, TAB
// offers exactly the formats the command takes: each format name is tried
// on the command, and those it does not refuse are the ones offered
// (mark's sgf was missing; match offered jsonl and csv, which it refused
// only after playing its games).
func TestCompletionOffersEveryFormat(t *testing.T) {
	app := newApp(strings.NewReader(""), nil, nil)
	for _, cmd := range app.Commands {
		if appcli.FindFlag(cmd.Flags, "format") == nil {
			continue
		}
		offered, _ := completer.Complete(app, []string{cmd.Name, "--format", ""})
		var takes []string
		for _, f := range allFormats {
			_, _, errs := goscore(t, "", append([]string{cmd.Name, "--format", f}, completionArgs[cmd.Name]...)...)
			if !strings.Contains(errs, "bad format") {
				takes = append(takes, f)
			}
		}
		if !slices.Equal(offered, takes) {
			t.Errorf("%s --format <TAB> offers %q; the command takes %q", cmd.Name, offered, takes)
		}
	}
}

// TestCompletionValuesAreAccepted: every value TAB offers for every
// enumerated flag of every command is one the command takes: run with it,
// the command says nothing against it (gtp's --dead-stones offered marks,
// which gtp refuses; only score's flags were tried before).
func TestCompletionValuesAreAccepted(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command with every value")
	}
	app := newApp(strings.NewReader(""), nil, nil)
	tried := 0
	for _, cmd := range app.Commands {
		for _, f := range cmd.Flags {
			name := f.Names()[0]
			values, d := completer.Complete(app, []string{cmd.Name, "--" + name, ""})
			if d != appcli.OfferNothing || len(values) == 0 {
				continue
			}
			for _, v := range values {
				tried++
				args := append([]string{cmd.Name, "--" + name, v}, completionArgs[cmd.Name]...)
				code, _, errs := goscore(t, "", args...)
				if code == 2 && (strings.Contains(errs, "--"+name) || strings.Contains(errs, `"`+v+`"`)) {
					t.Errorf("%v: offered, then refused: %s", args, errs)
				}
			}
		}
	}
	if tried < 50 {
		t.Errorf("only %d values tried", tried)
	}
}
