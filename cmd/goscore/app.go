package main

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/mattn/go-isatty"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/internal/batch"
	appcli "github.com/goscore/goscore/internal/cli"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/report"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// usagef makes the usage errors (exit status 2) of goscore's commands.
var usagef = appcli.Usagef

// errFilesFailed means some input failed; its error is already reported: exit 1.
var errFilesFailed = batch.ErrFilesFailed

// errNotRun means an input could not be run at all (a regression test file
// that is missing or unreadable); it is already reported: exit 2, as
// gogui-regress exits.
var errNotRun = errors.New("some inputs could not be run")

// run is main without the process: it runs goscore on args and returns the
// exit status, so tests can drive the whole CLI in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := bufio.NewWriterSize(stdout, 64<<10)
	app := newApp(stdin, out, stderr)
	var err error
	if len(args) > 1 && args[1] == appcli.CompleteCommand {
		// The shell's words as typed, before any flag parsing or reordering.
		err = completer.Answer(app, args[2:], out)
	} else {
		err = app.Run(appcli.Reorder(app, args))
	}
	if ferr := out.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	var be *batch.UsageError
	if errors.As(err, &be) { // found once the run started
		err = &appcli.UsageError{Msg: be.Msg, Command: be.Command}
	}
	var ue *appcli.UsageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "goscore: %s\n", ue.Msg)
		if ue.Command != "" {
			fmt.Fprintf(stderr, "Run 'goscore %s --help' for usage.\n", ue.Command)
		} else {
			fmt.Fprintf(stderr, "Run 'goscore --help' for usage.\n")
		}
		return 2
	case errors.Is(err, errFilesFailed):
		return 1
	case errors.Is(err, errNotRun):
		return 2
	default:
		fmt.Fprintf(stderr, "goscore: %v\n", err)
		return 1
	}
}

// globalFlags are accepted before the command and after it; the value
// given after the command wins.
func globalFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "table", Usage: "output `FORMAT`: table, yaml, json, jsonl or csv (mark also text, html and sgf; regress and match html)"},
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Usage: "files processed at once (output stays in input order)"},
		&cli.StringFlag{Name: "rules", Value: "japanese", Usage: "rule preset: japanese, chinese, tromp-taylor or aga"},
		&cli.StringFlag{Name: "scoring", Usage: "territory or area (overrides the preset)"},
		&cli.StringFlag{Name: "ko", Usage: "simple, positional or situational (overrides the preset)"},
		&cli.StringFlag{Name: "handicap-komi", Usage: "points White gets under area scoring for a handicap of n stones (an SGF's HA): n, n-1 or none (overrides the preset: chinese n, aga n-1)"},
		&cli.StringFlag{Name: "komi", Usage: "komi added to White, a decimal `NUMBER` from -1000 to 1000 like 6.5 (overrides a file's komi)"},
		&cli.StringFlag{Name: "dead-stones", Value: "none", Usage: "stones taken off as dead before the territory fill: none (the board as it stands), estimate (seeded Monte-Carlo playouts), marks (the stones under the other colour's TB/TW in an SGF, as mark --format sgf writes them), marks,estimate (a file's marks where it has TB/TW, else the estimate), engine:CMD (those a GTP engine lists for final_status_list dead, such as engine:\"gnugo --mode gtp\", with the estimate beside it: a game where they differ is to review), marks,engine:CMD, or a `LIST` of vertices like D4,E5, each marking its whole string"},
		&cli.StringSliceFlag{Name: "include", Usage: "in directories, take only files whose name matches `GLOB`", DefaultText: "*.txt, *.board, *.sgf and names without an extension"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no summary line or per-file errors on stderr"},
		&cli.BoolFlag{Name: "wide", Usage: "tables show every column (the full breakdown), however wide; by default they show the essential columns and fit the terminal ($COLUMNS, else its width, else 80)"},
		&cli.StringFlag{Name: "files-from", Usage: "read more paths from `FILE` (- for standard input), one per line, after those given as arguments; directories are walked"},
		&cli.BoolFlag{Name: "null", Aliases: []string{"0"}, Usage: "the --files-from list is NUL-separated, as find -print0 writes it"},
		&cli.StringFlag{Name: "shard", Usage: "take only shard `K/N` of the files, split by a stable hash of the path: N runs with K = 1..N take every file exactly once"},
		&cli.StringFlag{Name: "progress", Value: "auto", Usage: "progress bar on stderr when it is a terminal: auto (once a run lasts a second), always or never"},
		&cli.BoolFlag{Name: "strict", Usage: "refuse SGF files that other programs read only by repairing them (setup after moves, repeated properties, text outside the game, truncated, Latin-1 guessed, moves onto stones, empty values, two moves in a node)"},
		&cli.StringFlag{Name: "color", Value: "auto", Usage: "colour the text reports: auto (when stdout is a terminal and NO_COLOR is unset), always or never"},
	}
}

// newApp builds the CLI as a value, wired to the given streams.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:                      "goscore",
		Usage:                     "analyse and score Go positions stored in files",
		UsageText:                 "goscore [global flags] COMMAND [flags] [PATH...]",
		Version:                   version,
		Reader:                    stdin,
		Writer:                    stdout,
		ErrWriter:                 stderr,
		Flags:                     globalFlags(),
		HideHelpCommand:           false,
		DisableSliceFlagSeparator: true,
		ExitErrHandler:            func(*cli.Context, error) {},
		OnUsageError:              appcli.OnUsageError,
		Action:                    appcli.RootAction,
		Commands: []*cli.Command{
			scoreCommand(),
			statusCommand(),
			legalCommand(),
			captureCommand(),
			markCommand(),
			convertCommand(),
			randomCommand(),
			playCommand(),
			gtpCommand(),
			regressCommand(),
			matchCommand(),
			completionCommand(),
		},
	}
	for _, cmd := range app.Commands {
		cmd.Flags = append(cmd.Flags, flagsOf(globalFlags(), commandGlobals[cmd.Name])...)
		for name, value := range commandDefaults[cmd.Name] {
			setDefault(cmd.Flags, name, value)
		}
		cmd.OnUsageError = appcli.OnUsageError
	}
	return app
}

// The global flags each command uses, so its help shows no other: every
// global flag is still taken before the command name.
var (
	batchGlobals   = []string{"format", "jobs", "rules", "scoring", "ko", "komi", "handicap-komi", "include", "quiet", "files-from", "null", "shard", "progress", "color", "wide", "strict"}
	countGlobals   = append([]string{"dead-stones"}, batchGlobals...)
	commandGlobals = map[string][]string{
		"score": countGlobals, "status": countGlobals, "mark": countGlobals,
		"legal": batchGlobals, "capture": batchGlobals, "convert": batchGlobals,
		"random":  {"format", "rules", "scoring", "ko", "quiet", "wide"},
		"play":    {"rules", "scoring", "ko", "komi"},
		"gtp":     {"rules", "scoring", "ko", "komi", "handicap-komi", "dead-stones"},
		"regress": {"format", "quiet", "wide"},
		"match":   {"format", "rules", "scoring", "ko", "komi", "quiet", "wide"},
	}
)

// commandDefaults are the global flags whose default differs in a
// command: gtp judges the dead stones unless told otherwise, as GNU Go,
// Pachi and KataGo do in final_score and final_status_list, where the
// batch commands count the board as it stands.
var commandDefaults = map[string]map[string]string{
	"gtp": {"dead-stones": life.MethodEstimate},
}

// setDefault gives the string flag name among flags the default value, in
// its help too.
func setDefault(flags []cli.Flag, name, value string) {
	for _, f := range flags {
		if sf, ok := f.(*cli.StringFlag); ok && sf.Name == name {
			sf.Value = value
		}
	}
}

// flagsOf returns the flags among all whose names are listed.
func flagsOf(all []cli.Flag, names []string) []cli.Flag {
	var out []cli.Flag
	for _, f := range all {
		if slices.Contains(names, f.Names()[0]) {
			out = append(out, f)
		}
	}
	return out
}

// setIn returns the context, from the command's own outwards, in which the
// flag was given, or nil.
func setIn(c *cli.Context, name string) *cli.Context {
	for _, ctx := range c.Lineage() {
		for _, n := range ctx.LocalFlagNames() {
			if n == name {
				return ctx
			}
		}
	}
	return nil
}

func globalString(c *cli.Context, name string) string {
	if ctx := setIn(c, name); ctx != nil {
		return ctx.String(name)
	}
	return c.String(name)
}

func globalInt(c *cli.Context, name string) int {
	if ctx := setIn(c, name); ctx != nil {
		return ctx.Int(name)
	}
	return c.Int(name)
}

// screenWidth is the width help, tables and the terminal game fit:
// $COLUMNS, else that of the terminal stdout is, else report.DefaultWidth.
func screenWidth() int { return appcli.ScreenWidth(terminalOut) }

// Help is laid out by urfave/cli and fitted to the screen.
func init() { appcli.FitHelp(screenWidth) }

// screenLayout is how tables meet the screen: all columns with --wide;
// otherwise the essential ones, fitted to $COLUMNS, else to the width of the
// terminal stdout is, else to report.DefaultWidth.
func screenLayout(c *cli.Context) report.Layout {
	return report.Layout{Wide: globalBool(c, "wide"), Width: screenWidth()}
}

// newEnv reads the global flags. extra lists formats the command takes
// beyond the common ones.
func newEnv(c *cli.Context, extra ...report.Format) (*batch.Config, error) {
	e := &batch.Config{Stdin: c.App.Reader, Stdout: c.App.Writer, Stderr: c.App.ErrWriter, Command: c.Command.Name, AtStop: appcli.AtStop}
	var err error
	if e.Format, err = report.ParseFormat(globalString(c, "format"), extra...); err != nil {
		return nil, usagef(c, "%v", err)
	}
	if e.Jobs = globalInt(c, "jobs"); e.Jobs < 1 || e.Jobs > 1024 {
		return nil, usagef(c, "bad --jobs %d (want 1 to 1024)", e.Jobs)
	}
	e.Quiet = globalBool(c, "quiet")
	e.Strict = globalBool(c, "strict")
	e.Layout = screenLayout(c)
	switch mode := globalString(c, "color"); mode {
	case "always":
		e.Colour = true
	case "never":
	case "auto":
		e.Colour = os.Getenv("NO_COLOR") == "" && isTerminal(e.Stdout)
	default:
		return nil, usagef(c, "bad --color %q (want auto, always or never)", mode)
	}
	r, err := analyze.Preset(globalString(c, "rules"))
	if err != nil {
		return nil, usagef(c, "%v", err)
	}
	if s := globalString(c, "scoring"); s != "" {
		if r.Scoring, err = analyze.ParseScoring(s); err != nil {
			return nil, usagef(c, "%v", err)
		}
	}
	if s := globalString(c, "ko"); s != "" {
		if r.Ko, err = analyze.ParseKo(s); err != nil {
			return nil, usagef(c, "%v", err)
		}
	}
	if ctx := setIn(c, "komi"); ctx != nil {
		if r.Komi, err = board.ParseKomi(ctx.String("komi")); err != nil {
			return nil, usagef(c, "%s", flagged(err, "komi"))
		}
		e.Opts.KomiSet = true
	}
	if ctx := setIn(c, "handicap-komi"); ctx != nil {
		if r.Handicap, err = analyze.ParseHandicap(ctx.String("handicap-komi")); err != nil {
			return nil, usagef(c, "%s", flagged(err, "handicap-komi"))
		}
		e.Opts.HandicapSet = true
	}
	e.Opts.Rules = r
	e.Opts.RulesSet = setIn(c, "rules") != nil || setIn(c, "scoring") != nil || setIn(c, "ko") != nil
	if e.Opts.Dead, e.Opts.MarksFirst, err = deadStones(c); err != nil {
		return nil, err
	}
	e.EngineTimeout = c.Duration("engine-timeout")
	if err := finishOptions(c, &e.Opts); err != nil {
		return nil, err
	}
	if ctx := setIn(c, "include"); ctx != nil {
		e.Walker.Include = ctx.StringSlice("include")
	}
	if err := e.Walker.Check(); err != nil {
		return nil, usagef(c, "%s", flagged(err, "include"))
	}
	if err := scaleOut(c, e); err != nil {
		return nil, err
	}
	return e, nil
}

// deadFlags are the settings of --dead-stones estimate, for the commands
// that count: score, status and mark. (play and gtp have --playouts and
// --seed of their own, for the bot, which gtp's estimate shares.)
func deadFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "playouts", Value: life.DefaultPlayouts, Usage: "--dead-stones estimate, and the estimate beside engine:CMD: playouts per board, half with each colour to move"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "--dead-stones estimate, and beside engine:CMD: random seed; the same seed and playouts give the same dead stones"},
		&cli.Float64Flag{Name: "dead-share", Value: life.DefaultThreshold, Usage: "--dead-stones estimate, and beside engine:CMD: a string is dead when the opponent owns its points in at least this `SHARE` of playouts"},
		engineTimeoutFlag(),
	}
}

// finishFlags are --finish and --finish-engine, of the commands that
// count a board: score and mark.
func finishFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "finish", Usage: "play out an open border before the count, as a record that stops before its last boundary moves needs: each side in turn takes the neutral point worth most to whoever takes it, until no point is worth one; the verdict lists the moves (note finish) and keeps the open-border warning"},
		&cli.StringFlag{Name: "finish-engine", Usage: "--finish with a GTP engine's genmove playing both sides (`CMD`, as for --dead-stones engine:CMD: GNU Go, KataGo) until both pass; the dead stones are then chosen on the board it leaves, so --dead-stones is none, estimate or engine:CMD"},
	}
}

// finishOptions reads --finish and --finish-engine into o, whose dead
// stones are already read: an engine's play-out asks for dead stones
// chosen on the board it leaves, which a list or a file's marking, made
// for the board as given, cannot be.
func finishOptions(c *cli.Context, o *verdict.Options) error {
	o.Finish = c.Bool("finish")
	if setIn(c, "finish-engine") == nil {
		return nil
	}
	cmd := strings.TrimSpace(c.String("finish-engine"))
	if cmd == "" {
		return usagef(c, "--finish-engine names no engine (want a command such as \"gnugo --mode gtp\")")
	}
	if _, err := client.Split(cmd); err != nil {
		return usagef(c, "bad --finish-engine: %v", err)
	}
	if m := o.Dead.Method; m == life.MethodList || m == life.MethodMarks || o.MarksFirst {
		return usagef(c, "--finish-engine chooses the dead stones on the board the engine leaves, which a list or a file's marking does not name: give --dead-stones none, estimate or engine:CMD")
	}
	o.Finish, o.FinishEngine = true, cmd
	return nil
}

// engineHelp says how score, status and mark ask an engine, for their
// help.
const engineHelp = "With --dead-stones engine:CMD, goscore runs CMD (no shell: write sh -c '...' for one),\n" +
	"one engine a --jobs worker, reused from file to file, gives it each game's moves\n" +
	"(boardsize, clear_board, the seed it started with when it has set_random_seed,\n" +
	"komi, kgs-rules when it has it, then play) and takes the\n" +
	"stones it lists for final_status_list dead; goscore's estimate runs beside it, and\n" +
	"a game where the two differ is to review, with both lists. An engine that does\n" +
	"not answer within --engine-timeout, exits or answers nonsense fails that file,\n" +
	"and a new engine judges the next."

// finishEngineHelp says how score and mark have an engine play out an
// open border, for their help.
const finishEngineHelp = "\n\nWith --finish-engine CMD, goscore runs CMD the same way (one a worker, the same\n" +
	"--engine-timeout), gives it each game whose board has an open border, and asks\n" +
	"genmove of each side in turn until both pass (reg_genmove, GNU Go's move\n" +
	"generator for scoring, where the engine lists it); an illegal move fails that\n" +
	"file. The dead stones are then chosen on the board the engine leaves."

// maxEngineTimeout bounds --engine-timeout: an engine that takes longer
// over one position is stuck, not thinking.
const maxEngineTimeout = time.Hour

// engineTimeoutFlag is --engine-timeout, of the commands that take
// --dead-stones engine:CMD.
func engineTimeoutFlag() cli.Flag {
	return &cli.DurationFlag{Name: "engine-timeout", Value: referee.DefaultTimeout, Usage: "--dead-stones engine:CMD (and --finish-engine of score and mark): the longest the engine may take over one command, its loading included, a `DURATION` like 90s; a file it does not answer in time fails, and the next file starts a new engine"}
}

// deadStones reads --dead-stones and, for an estimate or an engine, their
// settings; marksFirst is set for marks,estimate and marks,engine:CMD.
func deadStones(c *cli.Context) (d life.Spec, marksFirst bool, err error) {
	if d, marksFirst, err = verdict.ParseDead(globalString(c, "dead-stones")); err != nil {
		return d, false, usagef(c, "%s", strings.Replace(err.Error(), life.ErrSpec.Error(), "bad --dead-stones", 1))
	}
	if (d.Method == life.MethodMarks || marksFirst) && c.Command.Name == "gtp" {
		return d, false, usagef(c, "--dead-stones marks reads a file's marking, and gtp reads no file: give a list, estimate or engine:CMD")
	}
	if d.Method == life.MethodEngine {
		if _, err := client.Split(d.Engine); err != nil {
			return d, false, usagef(c, "bad --dead-stones: %v", err)
		}
	}
	// The estimate's numbers are checked even when it does not run: a bad
	// one given is a mistake either way.
	if err := cmp.Or(
		appcli.IntIn(c, "playouts", 1, maxPlayouts),
		appcli.FloatIn(c, "dead-share", func(th float64) bool { return th > 0 && th <= 1 }, "a share above 0 and at most 1"),
		appcli.DurationIn(c, "engine-timeout", maxEngineTimeout),
	); err != nil {
		return d, false, err
	}
	if d.Method != life.MethodEstimate && d.Method != life.MethodEngine {
		return d, marksFirst, nil
	}
	cfg := life.Config{Playouts: c.Int("playouts"), Seed: c.Uint64("seed"), Threshold: c.Float64("dead-share")}
	// gtp has no --dead-share and its --playouts defaults to 0: Resolved
	// fills in the estimate's defaults.
	d.Estimate = cfg.Resolved()
	return d, marksFirst, nil
}

// flagged names the flag in a library's error about its value: "bad shard
// ..." becomes "bad --shard ...". The libraries know no command line.
func flagged(err error, flag string) string {
	return strings.Replace(err.Error(), "bad "+flag, "bad --"+flag, 1)
}

// isTerminal reports whether w is a character device such as a terminal.
// stdout reaches commands through a bufio.Writer, so run records the file
// underneath in terminalOut.
func isTerminal(w io.Writer) bool {
	f := terminalOut
	if f == nil {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// terminalOut is the process's standard output when goscore runs as a
// program, nil in tests.
var terminalOut *os.File

// scaleOut reads --files-from, --null, --shard and --progress.
func scaleOut(c *cli.Context, e *batch.Config) error {
	e.FilesFrom = globalString(c, "files-from")
	e.ListSep = '\n'
	if globalBool(c, "null") {
		e.ListSep = 0
	}
	if ctx := setIn(c, "files-from"); ctx != nil && e.FilesFrom == "" {
		return usagef(c, "--files-from needs a FILE (or - for standard input)")
	}
	if e.FilesFrom != "" && e.FilesFrom != "-" {
		// Opened when the run starts; checked now so a typo is a usage error.
		if st, err := os.Stat(e.FilesFrom); err != nil {
			return usagef(c, "--files-from: %v", err)
		} else if st.IsDir() {
			return usagef(c, "--files-from %s: is a directory (want a file listing paths; give a directory as a PATH)", e.FilesFrom)
		}
	}
	if s := globalString(c, "shard"); s != "" {
		var err error
		if e.Shard, err = batch.ParseShard(s); err != nil {
			return usagef(c, "%s", flagged(err, "shard"))
		}
	}
	switch mode := globalString(c, "progress"); mode {
	case "never":
	case "always":
		e.Progress = stdTerminal(e.Stderr)
	case "auto":
		// Not when the results themselves stream to the same screen:
		// the bar would tear their lines.
		e.Progress = !e.Quiet && stdTerminal(e.Stderr) && (terminalOut == nil || !stdTerminal(terminalOut))
		e.ProgressDelay = time.Second
	default:
		return usagef(c, "bad --progress %q (want auto, always or never)", mode)
	}
	return nil
}

// stdTerminal reports whether s, a standard stream as run hands it to
// commands, is a terminal (not a pipe, a file or /dev/null): the process's
// own streams are *os.Files; tests pass buffers.
func stdTerminal(s any) bool {
	f, ok := s.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

func globalBool(c *cli.Context, name string) bool {
	if ctx := setIn(c, name); ctx != nil {
		return ctx.Bool(name)
	}
	return false
}

// checkPaths rejects what cannot be a list of paths: none at all (unless
// --files-from gives them), and standard input named twice (also as a board
// and as the --files-from list). Flags written after paths were moved in
// front of them (appcli.Reorder); what follows "--" is a path whatever it looks
// like.
func checkPaths(c *cli.Context, paths []string) error {
	list := globalString(c, "files-from")
	if len(paths) == 0 && list == "" {
		return usagef(c, "no PATH given (want files, directories, or - for standard input)")
	}
	stdin := 0
	for _, p := range paths {
		if p == "-" {
			stdin++
			continue
		}
	}
	if stdin > 1 {
		return usagef(c, "standard input (-) can be read only once")
	}
	if stdin > 0 && list == "-" {
		return usagef(c, "standard input cannot be both the --files-from list and a board: give the list as a file, or the board as a file")
	}
	return nil
}
