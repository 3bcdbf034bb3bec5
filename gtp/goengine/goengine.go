package goengine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// Config sets up the Go engine.
type Config struct {
	// RulesChoice is the rules (komi included; `komi` changes it) and
	// which of them the user gave explicitly: loadsgf follows the same
	// decision as every command, the file's RU and KM beating only what
	// was not given.
	game.RulesChoice
	Bot  mcts.Config // the bot behind genmove; Rules is filled in
	Size int         // the board size before any boardsize (default 19)
	Kind game.Kind   // go or kill-all
	// Dead says which stones final_score and final_status_list take as
	// dead: none (the zero value: the board as it stands), a list, an
	// estimate (goscore gtp's default: GNU Go, Pachi and KataGo judge dead
	// stones in those commands, and GoGui's Game > Score proposes what
	// final_status_list dead lists), or an engine (see Referee).
	Dead life.Spec
	// DeadFrom names where Dead came from in the errors of final_score and
	// final_status_list, such as the command line's "--dead-stones"; empty
	// names nothing.
	DeadFrom string
	// Referee judges the dead stones when Dead names an engine
	// (life.MethodEngine): it is handed the game and returns the stones
	// the engine named, one point per stone or per string. The caller
	// runs the engine; its errors are the commands' answers.
	Referee func(g *game.Game) ([]board.Point, error)
	// Now reads the clock that genmove is charged by; nil means time.Now.
	// Tests hand in a fake one.
	Now func() time.Time
}

// goEngine is the state behind the Go commands.
type goEngine struct {
	cfg Config
	// choice is the rules a loaded file's own give way to: the command
	// line's, with the komi the `komi` command set and the rules
	// kgs-rules named, never what an earlier loadsgf read from its file.
	choice game.RulesChoice
	size   int // the board's width (its side, when it is square)
	g      *game.Game
	bot    *mcts.Bot
	// The time control and each side's clock, kept by the engine itself
	// (gogui-twogtp sends time_settings and never time_left) and set
	// right by time_left when it comes.
	tc    timeControl
	clock [3]playerClock
	// judged is the last dead stones Config.Dead gave (an estimate's or
	// Config.Referee's), for the position it was for: GoGui asks
	// final_status_list dead and its overlays, a controller final_score
	// and three final_status_list in a row, and an estimate takes a second
	// over a 19x19 board, an engine seconds.
	judged struct {
		key  judgedKey
		dead []board.Point
		ok   bool
	}
}

// judgedKey is what a judgement of the dead stones depends on.
type judgedKey struct {
	board  board.Board
	moves  int
	toMove board.Color
	rules  analyze.Rules
}

// New returns a GTP engine for Go: the commands of GTP 2
// (boardsize, clear_board, komi, play, genmove, undo, showboard,
// final_score, final_status_list, time_settings, time_left and the
// handicap commands), GNU Go's is_legal and loadsgf, cputime, KGS's
// kgs-rules, kgs-time_settings and kgs-genmove_cleanup, and GoGui's setup,
// interrupt and analyze commands.
//
// It has no gogui-rules_* commands: they are for games GoGui does not know.
// A program that lists gogui-rules_game_id is asked its board size on
// attach, before GoGui sends its own, and GoGui starts a new game of that
// size, throwing the user's board away. Without them GoGui treats goscore
// as a Go engine, as GNU Go, KataGo and Pachi are, and sets up its own
// board with boardsize, clear_board, komi and play.
func New(name, version string, cfg Config) *gtp.Engine {
	_, e := build(name, version, cfg)
	return e
}

// build is New, with the state behind the commands for tests to look at.
func build(name, version string, cfg Config) (*goEngine, *gtp.Engine) {
	if cfg.Size == 0 {
		cfg.Size = 19
	}
	ge := &goEngine{cfg: cfg, choice: cfg.RulesChoice}
	ge.newGame(cfg.Size, cfg.Size)
	e := gtp.NewEngine(name, version)
	for cmd, h := range map[string]gtp.Handler{
		"boardsize":             ge.boardsize("boardsize"),
		"rectangular_boardsize": ge.boardsize("rectangular_boardsize"),
		"clear_board": func([]string) (string, error) {
			b := ge.g.Board()
			ge.newGame(b.Width(), b.Height())
			return "", nil
		},
		"komi":                ge.komi,
		"play":                ge.play,
		"undo":                ge.undo,
		"showboard":           ge.showboard,
		"final_score":         ge.finalScore,
		"final_status_list":   ge.finalStatusList,
		"is_legal":            ge.isLegal,
		"loadsgf":             ge.loadsgf,
		"time_settings":       ge.timeSettings,
		"time_left":           ge.timeLeft,
		"kgs-time_settings":   ge.kgsTimeSettings,
		"kgs-rules":           ge.kgsRulesCmd,
		"fixed_handicap":      ge.fixedHandicap,
		"place_free_handicap": ge.placeFreeHandicap,
		"set_free_handicap":   ge.setFreeHandicap,
		"gogui-setup":         ge.setup,
		"gogui-setup_player":  ge.setupPlayer,
		// GoGui sends the comment line "# interrupt" to a program that
		// lists gogui-interrupt, to cut a genmove or an analysis short:
		// the searches are registered interruptible below.
		"gogui-interrupt":        func([]string) (string, error) { return "", nil },
		"gogui-analyze_commands": ge.analyzeCommands,
		"goscore-territory":      ge.territory,
		"goscore-score":          ge.scoreText,
	} {
		e.Register(cmd, h)
	}
	// The searches: GoGui's interrupt cuts them short.
	for cmd, h := range map[string]gtp.StreamHandler{
		"genmove":             func(s *gtp.Stream, args []string) (string, error) { return ge.genmoveFor(args, false, s.Stop()) },
		"kgs-genmove_cleanup": func(s *gtp.Stream, args []string) (string, error) { return ge.genmoveFor(args, true, s.Stop()) },
		"goscore-winrates":    ge.gfxCmd(gfxWinRates),
		"goscore-pv":          ge.gfxCmd(gfxPV),
		"goscore-ownership": func(s *gtp.Stream, args []string) (string, error) {
			// Like every analysis, the search collects ownership; the
			// bot's own searches (genmove) go on without.
			b := ge.g.Board()
			return ge.gfxCmd(func(a mcts.Analysis) string { return gfxOwnership(a, b) })(s, args)
		},
	} {
		e.RegisterInterruptible(cmd, h)
	}
	ge.registerEstimate(e)
	e.RegisterStream("lz-analyze", ge.analyzeCmd(false))
	e.RegisterStream("kata-analyze", ge.analyzeCmd(true))
	if cpuTime != nil {
		e.Register("cputime", ge.cputime)
	}
	return ge, e
}

func (ge *goEngine) newGame(w, h int) {
	ge.size = w
	g, err := game.New(ge.cfg.Kind, w, h, ge.cfg.Rules)
	if err != nil {
		panic(err) // sizes are checked before
	}
	ge.g = g
	ge.newBot()
	ge.resetClocks()
}

// resetClocks starts both clocks afresh, as for a new game.
func (ge *goEngine) resetClocks() {
	ge.clock = [3]playerClock{board.Black: ge.tc.start(), board.White: ge.tc.start()}
}

func (ge *goEngine) now() time.Time {
	if ge.cfg.Now != nil {
		return ge.cfg.Now()
	}
	return time.Now()
}

func (ge *goEngine) newBot() {
	bc := ge.cfg.Bot
	bc.Rules = ge.cfg.Rules
	bc.KillAll = ge.cfg.Kind == game.KillAll
	ge.bot = mcts.New(bc)
}

var errSyntax = errors.New("syntax error")

func argCount(args []string, n int, usage string) error {
	if len(args) != n {
		return fmt.Errorf("syntax error: %s", usage)
	}
	return nil
}

func (ge *goEngine) komi(args []string) (string, error) {
	if err := argCount(args, 1, "komi FLOAT"); err != nil {
		return "", err
	}
	k, err := board.ParseKomi(args[0])
	if err != nil {
		return "", errSyntax
	}
	ge.cfg.Rules.Komi = k
	ge.g.Rules.Komi = k
	ge.choice.Rules.Komi = k
	ge.newBot()
	return "", nil
}

// colourPoint reads COLOUR VERTEX. A vertex off the board is a move the
// rules refuse: the error is an off-board *game.IllegalError.
func (ge *goEngine) colourPoint(args []string, usage string) (board.Color, board.Point, error) {
	if len(args) != 2 {
		return 0, 0, fmt.Errorf("syntax error: %s", usage)
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return 0, 0, errors.New("syntax error: bad colour " + strconv.Quote(args[0]))
	}
	v, err := board.ParseVertex(args[1])
	if err != nil || (strings.Contains(args[1], ",")) {
		return 0, 0, errors.New("syntax error: bad vertex " + strconv.Quote(args[1]))
	}
	p, ok := v.Resolve(ge.g.Board())
	if !ok {
		return c, 0, &game.IllegalError{Move: game.Move{Colour: c, Point: board.Pass}, Reason: analyze.OffBoard}
	}
	return c, p, nil
}

// play answers GTP's "illegal move" for any move the rules refuse,
// whatever the reason, as the protocol's own error text.
func (ge *goEngine) play(args []string) (string, error) {
	c, p, err := ge.colourPoint(args, "play COLOUR VERTEX")
	if err == nil {
		if _, over := ge.g.Over(); over {
			ge.g.Reopen() // a controller may play on after two passes
		}
		_, err = ge.g.Put(c, p)
	}
	if errors.Is(err, game.ErrIllegal) {
		return "", game.ErrIllegal
	}
	if err != nil {
		return "", err
	}
	return "", nil
}

func (ge *goEngine) isLegal(args []string) (string, error) {
	c, p, err := ge.colourPoint(args, "is_legal COLOUR VERTEX")
	if errors.Is(err, game.ErrIllegal) {
		return "0", nil
	}
	if err != nil {
		return "", err
	}
	if ge.g.Legal(c, p) == analyze.OK {
		return "1", nil
	}
	return "0", nil
}

// genmoveFor plays the bot's move for c, for genmove and, with cleanup,
// kgs-genmove_cleanup: that one neither resigns nor passes while a move
// can still take off an opponent's string judged dead. The time from the
// command's arrival to its answer is charged to c's clock. The search
// ends early when stop closes (an interrupt).
func (ge *goEngine) genmoveFor(args []string, cleanup bool, stop <-chan struct{}) (string, error) {
	start := ge.now()
	if err := argCount(args, 1, "genmove COLOUR"); err != nil {
		return "", err
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", errors.New("syntax error: bad colour " + strconv.Quote(args[0]))
	}
	defer func() { ge.tc.charge(&ge.clock[c], ge.now().Sub(start)) }()
	if _, over := ge.g.Over(); over {
		ge.g.Reopen()
	}
	d := ge.genmove(c, stop)
	if cleanup && (d.Resign || d.Move == board.Pass) {
		d.Resign = false
		if p, ok := ge.cleanupMove(c); ok {
			d.Move = p
		}
	}
	if d.Resign {
		_ = ge.g.Resign(c)
		return "resign", nil
	}
	if _, err := ge.g.Put(c, d.Move); err != nil {
		return "", fmt.Errorf("the bot's move %v was refused: %v", d.Move, err)
	}
	return d.Move.String(), nil
}

func (ge *goEngine) undo([]string) (string, error) {
	if len(ge.g.Moves()) == 0 {
		return "", errors.New("cannot undo")
	}
	if err := ge.g.Undo(); err != nil {
		return "", errors.New("cannot undo")
	}
	return "", nil
}

func (ge *goEngine) showboard([]string) (string, error) {
	last := board.Pass
	if ms := ge.g.Moves(); len(ms) > 0 {
		last = ms[len(ms)-1].Point
	}
	return fmt.Sprintf("\n%scaptures: black %d, white %d; %s to move", parse.Diagram(ge.g.Board(), last),
		ge.g.Prisoners(board.Black), ge.g.Prisoners(board.White), ge.g.ToMove()), nil
}

// finalScore answers B+3.5, W+0.5 or 0, by the rules and komi in force,
// with the dead stones Config.Dead chooses taken off.
func (ge *goEngine) finalScore([]string) (string, error) {
	if res, over := ge.g.Over(); over && res.Reason != game.ReasonScore {
		return res.String(), nil
	}
	dead, err := ge.dead()
	if err != nil {
		return "", err
	}
	s, _ := ge.score(dead)
	if s.Winner() == board.Empty {
		return "0", nil
	}
	return s.Result(), nil
}

// score counts the board with the strings at dead taken off, under the
// rules and komi in force, with White's compensation for the game's
// Handicap (the stones fixed_handicap, place_free_handicap or
// set_free_handicap placed, or the HA of the file loadsgf loaded; never
// the stones on the board, which may be setup), which it returns too: the
// one count of final_score and GoGui's Territory and Score.
func (ge *goEngine) score(dead []board.Point) (analyze.Score, float64) {
	bonus, _ := ge.g.Rules.HandicapBonus(ge.g.Handicap)
	return ge.g.ScoreDead(dead), bonus
}

// dead returns the stones Config.Dead takes as dead on the current
// board, one point per string for a list. The answer is kept for the
// position it was for: GoGui asks final_status_list dead, then the
// overlays, and a controller final_score and three final_status_list in a
// row, and an estimate or an engine takes a while over each.
func (ge *goEngine) dead() ([]board.Point, error) {
	key := judgedKey{*ge.g.Board(), len(ge.g.Moves()), ge.g.ToMove(), ge.g.Rules}
	if ge.judged.ok && ge.judged.key == key {
		return ge.judged.dead, nil
	}
	dead, err := ge.judge()
	if err != nil {
		return nil, err
	}
	ge.judged.key, ge.judged.dead, ge.judged.ok = key, dead, true
	return dead, nil
}

// judge asks Config.Dead for the dead stones of the current board. An
// estimate judges the board the batch commands judge: the position with
// any string without liberties taken off, which in a game is the board
// itself.
func (ge *goEngine) judge() ([]board.Point, error) {
	if ge.cfg.Dead.Method == life.MethodEngine && ge.cfg.Referee != nil {
		return ge.cfg.Referee(ge.g)
	}
	b := ge.g.Board()
	var e analyze.Evaluation
	analyze.Evaluate(b, ge.g.ToMove(), &e)
	dead, _, err := ge.cfg.Dead.Choose(b, e.Cleared())
	if err != nil && ge.cfg.DeadFrom != "" {
		err = fmt.Errorf("%s %w", ge.cfg.DeadFrom, err)
	}
	return dead, err
}

// finalStatusList lists the strings, one a line, that are dead (as
// Config.Dead chooses them; none by default), in seki (analyze.FindSeki on
// the board without the dead stones, as GNU Go lists them), or alive (the
// others).
func (ge *goEngine) finalStatusList(args []string) (string, error) {
	if err := argCount(args, 1, "final_status_list alive|dead|seki"); err != nil {
		return "", err
	}
	switch args[0] {
	case "alive", "dead", "seki":
	default:
		return "", errors.New("syntax error: want alive, dead or seki")
	}
	points, err := ge.dead()
	if err != nil {
		return "", err
	}
	var e analyze.Evaluation
	ge.g.Evaluate(points, &e)
	e.FindSeki()
	var lines []string
	for _, str := range analyze.Strings(ge.g.Board()) {
		st := "alive"
		switch e.Status(str[0]) {
		case analyze.BlackDead, analyze.WhiteDead:
			st = "dead"
		case analyze.BlackSeki, analyze.WhiteSeki:
			st = "seki"
		}
		if st != args[0] {
			continue
		}
		stones := make([]string, len(str))
		for i, p := range str {
			stones[i] = p.String()
		}
		lines = append(lines, strings.Join(stones, " "))
	}
	return strings.Join(lines, "\n"), nil
}

// loadsgf FILE [MOVE]: the position of the game's main line before move
// number MOVE (the whole line without it); answers the colour to move.
func (ge *goEngine) loadsgf(args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", errors.New("syntax error: loadsgf FILE [MOVE_NUMBER]")
	}
	// The batch reader's checks: a FIFO or a device cannot hang the
	// session, and a file over parse.MaxFileSize is refused unread.
	name := args[0]
	if name == "-" {
		name = "./-" // a file of that name: standard input is the GTP stream
	}
	data, err := parse.ReadData(name, nil, nil)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	games, err := sgf.Parse(args[0], parse.SGFText(data))
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	sg := games[0]
	if sg.Width != sg.Height {
		return "", errors.New("cannot load file: the board is not square")
	}
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return "", errSyntax
		}
		if n-1 < len(sg.Moves) {
			sg.Moves = sg.Moves[:n-1]
		}
	}
	// What the file does not say comes from the session, not from the
	// file loaded before: a file without KM has the komi the command
	// line or the `komi` command gave, one without RU their rules.
	rules := ge.choice.For(sg.Rules, sg.Komi, sg.HasKomi)
	g, err := game.FromRecord(sg, rules)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	g.Kind = ge.cfg.Kind
	ge.cfg.Rules = rules
	ge.size = sg.Width
	ge.g = g // with the file's HA as its Handicap
	ge.newBot()
	return g.ToMove().String(), nil
}

// goguiDefaults are the entries of GoGui's own analyze menu (its built-in
// list, analyze-commands in its source) whose commands goscore knows, in
// that list's order: GoGui shows its built-in list only to a program
// without gogui-analyze_commands, and the program's answer in its place,
// so goscore's answer carries them on. cputime's entry is added where the
// command exists.
var goguiDefaults = []string{
	"string/CpuTime/cputime",
	"string/Estimate Score/estimate_score",
	"string/Final Score/final_score",
	"plist/Final Status List Alive/final_status_list alive",
	"plist/Final Status List Dead/final_status_list dead",
	"plist/Final Status List Seki/final_status_list seki",
	"string/Is Legal/is_legal %c %p",
	"string/List Commands/list_commands",
	"string/Name/name",
	"string/Protocol Version/protocol_version",
	"string/ShowBoard/showboard",
	"none/Time Left/time_left %c %s",
	"string/Version/version",
}

// analyzeCommands answers goscore's own analyze entries, then GoGui's
// built-in ones for the commands goscore has. GoGui keeps the first entry
// of a label and drops the rest, so no label of goscore's is one of
// GoGui's.
func (ge *goEngine) analyzeCommands([]string) (string, error) {
	lines := []string{
		"gfx/Territory/goscore-territory",
		"string/Score/goscore-score",
		"gfx/Win rates/goscore-winrates",
		"gfx/Principal variation/goscore-pv",
		"gfx/Ownership/goscore-ownership",
		"gfx/Estimate/goscore-estimate",
	}
	for _, l := range goguiDefaults {
		if cpuTime == nil && strings.HasSuffix(l, "/cputime") {
			continue
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n"), nil
}

// territory is a GoGui gfx overlay: each colour's territory as influence
// (+1 black, -1 white) and stones that would come off, captured or dead,
// marked with the taker's colour, with the score as text.
func (ge *goEngine) territory([]string) (string, error) {
	dead, err := ge.dead()
	if err != nil {
		return "", err
	}
	var e analyze.Evaluation
	ge.g.Evaluate(dead, &e)
	e.FindSeki() // a seki's eyes are not territory
	b := ge.g.Board()
	var inf []string
	for _, p := range b.Points(nil) {
		switch e.Status(p) {
		case analyze.BlackTerritory, analyze.WhiteCaptured, analyze.WhiteDead:
			inf = append(inf, p.String(), "1")
		case analyze.WhiteTerritory, analyze.BlackCaptured, analyze.BlackDead:
			inf = append(inf, p.String(), "-1")
		}
	}
	s, _ := ge.score(dead)
	out := "TEXT " + s.Result()
	if len(inf) > 0 {
		out = "INFLUENCE " + strings.Join(inf, " ") + "\n" + out
	}
	return out, nil
}

func (ge *goEngine) scoreText([]string) (string, error) {
	dead, err := ge.dead()
	if err != nil {
		return "", err
	}
	s, bonus := ge.score(dead)
	handicap := ""
	if bonus != 0 {
		handicap = ", handicap " + strconv.FormatFloat(bonus, 'f', -1, 64)
	}
	return fmt.Sprintf("black %s (territory %d, prisoners %d, dead %d, stones %d), white %s (territory %d, prisoners %d, dead %d, stones %d, komi %s%s): %s",
		strconv.FormatFloat(s.Black.Score, 'f', -1, 64), s.Black.Territory, s.Black.Prisoners, s.Black.DeadTaken, s.Black.Stones,
		strconv.FormatFloat(s.White.Score, 'f', -1, 64), s.White.Territory, s.White.Prisoners, s.White.DeadTaken, s.White.Stones,
		strconv.FormatFloat(s.Komi, 'f', -1, 64), handicap, s.Result()), nil
}
