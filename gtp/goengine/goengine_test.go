package goengine

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/golden"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
)

func testEngine(t *testing.T) *gtp.Engine {
	t.Helper()
	r, _ := analyze.Preset("japanese")
	return New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Bot: mcts.Config{Playouts: 200, Seed: 1}, Dead: estimateSpec()})
}

// session feeds input to e and compares the whole output with the golden
// transcript testdata/NAME.golden. Each transcript was read through by hand
// when written: every response is the one GTP 2 and the README's GTP section ask for.
func session(t *testing.T, e *gtp.Engine, name, input string) string {
	t.Helper()
	var out strings.Builder
	if err := e.Serve(strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", name+".golden"), []byte(out.String()))
	return out.String()
}

func TestAdministrative(t *testing.T) {
	out := session(t, testEngine(t), "admin", strings.Join([]string{
		"protocol_version", "1 name", "2 version", "known_command play", "known_command fly", "known_command",
		"list_commands", "", "   # only a comment", "\t3\tname\t# tabs and a comment", "unknown_thing", "42", "4 quit", "name",
	}, "\n")+"\n")
	if !strings.HasSuffix(out, "=4\n\n") {
		t.Errorf("quit should answer and end the session:\n%s", out)
	}
}

// TestPlayAndRules runs the GTP 2 commands on 5x5, checked by hand in
// play.golden. The counts judge dead stones as goscore gtp does by
// default: with six stones on the board the estimate finds none dead
// (final_status_list alive lists all six; W+6.5 is komi alone), and
// after two undos and two passes it takes White's C4 and D3 as dead
// (B+17.5: 22 points of territory and two dead stones, less 6.5), as
// goscore score --dead-stones estimate counts the same moves.
func TestPlayAndRules(t *testing.T) {
	session(t, testEngine(t), "play", strings.Join([]string{
		"boardsize 5", "clear_board", "komi 6.5", "play b c3", "10 play w c3", "play w z9", "play w i3", "play x c4",
		"play w", "play w c4", "play b d4", "play w d3", "play b b4", "play w c2", "play b pass",
		"is_legal b c3", "is_legal w b3", "is_legal b a9", "11 showboard", "final_score",
		"final_status_list alive", "final_status_list dead", "final_status_list seki", "final_status_list all",
		"known_command gogui-rules_game_id", "gogui-analyze_commands", "goscore-territory", "goscore-score",
		"undo", "undo", "showboard", "boardsize 20", "boardsize x", "komi lots", "time_settings 60 10 5", "time_settings 1",
		"time_left b 50 0", "time_left b x 0", "play w pass", "play b pass", "final_score",
		"play b a1", "showboard", "quit",
	}, "\n")+"\n")
}

// TestKo: GTP play follows the ko rule from the game's own history.
func TestKo(t *testing.T) {
	out := session(t, testEngine(t), "ko", "boardsize 4\nplay b b3\nplay w c3\nplay b a2\nplay w d2\nplay b b1\nplay w c1\nplay b c2\nplay w b2\nplay b c2\nis_legal b c2\nplay b a3\nplay w d3\nplay b c2\nundo\nis_legal b c2\n")
	if strings.Count(out, "? illegal move") != 1 {
		t.Errorf("the ko retake should be refused once:\n%s", out)
	}
}

// TestLoadSGF: loadsgf answers the colour to move and stands on the
// file's position (before move N when N is given). final_score judges it
// as goscore score --dead-stones estimate does: White's lone D3 is dead
// in Black's board (22 territory, its own point included, and the dead
// stone, against komi 0.5: B+22.5, the batch's count of the same file).
func TestLoadSGF(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[5]KM[0.5]AB[aa];B[cc];W[dc];B[cd])"), 0o644); err != nil {
		t.Fatal(err)
	}
	e := testEngine(t)
	for _, tc := range []struct{ cmd, want string }{
		{"loadsgf " + path, "= white\n\n"},
		{"final_score", "= B+22.5\n\n"},
		{"final_status_list dead", "= D3\n\n"},
		{"loadsgf " + path + " 2", "= white\n\n"},
		{"is_legal b e5", "= 1\n\n"},
		{"is_legal b f6", "= 0\n\n"},
		{"loadsgf " + path + " 1", "= black\n\n"},
		{"loadsgf /nonexistent.sgf", "? cannot load file: /nonexistent.sgf: open: no such file or directory\n\n"},
		{"loadsgf", "? syntax error: loadsgf FILE [MOVE_NUMBER]\n\n"},
	} {
		if got := e.Execute(tc.cmd); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

// TestGenmove: genmove answers a legal vertex and plays it; the same seed
// gives the same move; a panic in a handler is an error, not a crash.
func TestGenmove(t *testing.T) {
	a, b := testEngine(t), testEngine(t)
	for _, e := range []*gtp.Engine{a, b} {
		e.Execute("boardsize 7")
	}
	ma, mb := a.Execute("genmove b"), b.Execute("genmove black")
	if ma != mb || !strings.HasPrefix(ma, "= ") {
		t.Errorf("genmove: %q and %q", ma, mb)
	}
	if got := a.Execute("is_legal w " + strings.TrimSpace(ma[2:])); got != "= 0\n\n" {
		t.Errorf("the generated move was not played: %q", got)
	}
	if got := a.Execute("genmove"); !strings.HasPrefix(got, "? syntax error") {
		t.Errorf("genmove without colour: %q", got)
	}
	a.Register("boom", func([]string) (string, error) { panic("boom") })
	if got := a.Execute("5 boom"); got != "?5 internal error: boom\n\n" {
		t.Errorf("panic: %q", got)
	}
}

// TestDeadStones: final_score, final_status_list and the GoGui overlays
// take off the stones --dead-stones names. On 5x5:
//
//	5  . . X O .
//	4  X X X O O
//	3  . O X O .
//	2  X X X O O
//	1  . . X O .
//
// both groups live (Benson: every eye's empty points touch them) and the
// white stone B3 is dead in Black's eye. As it stands A3 is neutral, so
// Black has A5 B5 A1 B1 (4) against White's E5 E3 E1 (3) and komi 0.5:
// B+0.5. With B3 dead Black has 6 territory and a dead stone, 7 to 3.5:
// B+3.5. The estimate finds the same stone; a listed vertex without a
// stone is an error.
func TestDeadStones(t *testing.T) {
	setup := "boardsize 5\nkomi 0.5\n"
	for _, v := range []string{"a4", "b4", "c4", "c5", "c3", "c2", "a2", "b2", "c1"} {
		setup += "play b " + v + "\n"
	}
	for _, v := range []string{"d5", "d4", "d3", "d2", "d1", "e4", "e2", "b3"} {
		setup += "play w " + v + "\n"
	}
	ask := "final_score\nfinal_status_list dead\nfinal_status_list alive\ngoscore-territory\ngoscore-score\n"
	r, _ := analyze.Preset("japanese")
	engine := func(spec string) *gtp.Engine {
		sp, err := life.ParseSpec(spec)
		if err != nil {
			t.Fatal(err)
		}
		sp.Estimate.Seed = 1
		return New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 5, Dead: sp, DeadFrom: "--dead-stones"})
	}
	none := session(t, engine("none"), "dead-none", setup+ask)
	list := session(t, engine("b3"), "dead-list", setup+ask)
	estimate := session(t, engine("estimate"), "dead-estimate", setup+ask)
	if !strings.Contains(none, "= B+0.5\n\n=\n\n") {
		t.Errorf("none: want B+0.5 and no dead stones:\n%s", none)
	}
	for name, out := range map[string]string{"list": list, "estimate": estimate} {
		if !strings.Contains(out, "= B+3.5\n\n= B3\n\n= ") {
			t.Errorf("%s: want B+3.5 with B3 dead:\n%s", name, out)
		}
	}
	bad := session(t, engine("A3"), "dead-bad", setup+"final_score\nfinal_status_list dead\n")
	if strings.Count(bad, "? --dead-stones A3: no stone there") != 2 {
		t.Errorf("a listed empty point should fail both commands:\n%s", bad)
	}
}

// TestIllegalAnswers: every move the rules refuse, off the board included,
// is "illegal move" to play and 0 to is_legal; a bad colour stays a syntax
// error.
func TestIllegalAnswers(t *testing.T) {
	e := testEngine(t)
	for _, cmd := range []string{"boardsize 5", "play b c3"} {
		if got := e.Execute(cmd); got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	tests := []struct{ cmd, want string }{
		{"play w c3", "? illegal move\n\n"},
		{"play w j9", "? illegal move\n\n"},
		{"is_legal w c3", "= 0\n\n"},
		{"is_legal w j9", "= 0\n\n"},
		{"is_legal w d4", "= 1\n\n"},
		{"is_legal purple d4", "? syntax error: bad colour \"purple\"\n\n"},
	}
	for _, tc := range tests {
		if got := e.Execute(tc.cmd); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

// TestMoveTimeCapped: however much time the controller grants (up to
// numbers that would overflow a duration), one move gets at most
// MaxMoveTime, and a sane control gets its share.
func TestMoveTimeCapped(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	for _, tc := range []struct {
		settings []string
		lo, hi   time.Duration
	}{
		{[]string{"2000000000", "0", "0"}, MaxMoveTime, MaxMoveTime},
		{[]string{"9223372036854775807", "9223372036854775807", "1"}, MaxMoveTime, MaxMoveTime},
		{[]string{"0", "30", "5"}, 5 * time.Second, 6 * time.Second},
		{[]string{"60", "0", "0"}, time.Second, 3 * time.Second},
	} {
		ge := &goEngine{cfg: Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9}}
		ge.newGame(9, 9)
		if _, err := ge.timeSettings(tc.settings); err != nil {
			t.Fatal(err)
		}
		if got := ge.moveTime(board.Black).Target; got < tc.lo || got > tc.hi {
			t.Errorf("time_settings %v: %v a move, want %v to %v", tc.settings, got, tc.lo, tc.hi)
		}
	}
}

// TestLoadSGFRulesChoice: loadsgf decides the rules as every command does
// (game.RulesChoice): the file's RU and KM beat what the user did not
// give, and lose to what the user gave; the next file starts from the
// user's rules again, with the komi the `komi` command set.
func TestLoadSGFRulesChoice(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	suicide := ";B[aa];W[ab];B[dd];W[bb];B[de];W[ca];B[ba])"
	tt := write("tt.sgf", "(;SZ[5]RU[Tromp-Taylor]KM[2.5]"+suicide)
	plain := write("plain.sgf", "(;SZ[5]"+suicide)
	japanese, _ := analyze.Preset("japanese")
	tromp, _ := analyze.Preset("tromp-taylor")
	tromp.Komi = 0.5
	for _, tc := range []struct {
		name string
		cfg  Config
		cmds []string
		want []string
	}{
		{"RU and KM beat the defaults", Config{RulesChoice: game.RulesChoice{Rules: japanese}},
			[]string{"loadsgf " + tt, "final_score", "loadsgf " + plain},
			[]string{"= white\n\n", "= W+5.5\n\n", "? cannot load file: move 7 (black B5) is illegal: suicide\n\n"}},
		{"--rules beats RU", Config{RulesChoice: game.RulesChoice{Rules: japanese, RulesSet: true}},
			[]string{"loadsgf " + tt},
			[]string{"? cannot load file: move 7 (black B5) is illegal: suicide\n\n"}},
		{"--komi beats KM", Config{RulesChoice: game.RulesChoice{Rules: tromp, RulesSet: true, KomiSet: true}},
			[]string{"loadsgf " + tt, "final_score", "loadsgf " + plain, "final_score"},
			[]string{"= white\n\n", "= W+3.5\n\n", "= white\n\n", "= W+3.5\n\n"}},
		{"komi command stands for the default", Config{RulesChoice: game.RulesChoice{Rules: tromp, RulesSet: true}},
			[]string{"komi 1.5", "loadsgf " + plain, "final_score"},
			[]string{"=\n\n", "= white\n\n", "= W+4.5\n\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := New("goscore", "test", tc.cfg)
			for i, cmd := range tc.cmds {
				if got := e.Execute(cmd); got != tc.want[i] {
					t.Errorf("%s: %q, want %q", cmd, got, tc.want[i])
				}
			}
		})
	}
}

// TestKomiTakesPlainDecimalsOnly guards GTP's komi against what
// strconv.ParseFloat also reads: NaN once drew every game, Inf made
// final_score answer W++Inf, and 6_5 and 0x1p3 were 65 and 8.
func TestKomiTakesPlainDecimalsOnly(t *testing.T) {
	e := testEngine(t)
	for _, cmd := range []string{"boardsize 3", "komi 0.5", "play b b2"} {
		if got := e.Execute(cmd); got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	for _, k := range []string{"NaN", "nan", "Inf", "-Inf", "6_5", "0x1p3", "1e2", "1000.5", ".5", "6."} {
		if got := e.Execute("komi " + k); got != "? syntax error\n\n" {
			t.Errorf("komi %s: %q, want a syntax error", k, got)
		}
	}
	// The refused values left the komi as it was.
	if got := e.Execute("final_score"); got != "= B+7.5\n\n" {
		t.Errorf("final_score after refused komi: %q, want B+7.5 (komi 0.5 kept)", got)
	}
	for _, tc := range []struct{ komi, want string }{{"-3", "= B+11\n\n"}, {"7", "= B+1\n\n"}, {"+9.5", "= W+1.5\n\n"}} {
		if got := e.Execute("komi " + tc.komi); got != "=\n\n" {
			t.Fatalf("komi %s: %q", tc.komi, got)
		}
		if got := e.Execute("final_score"); got != tc.want {
			t.Errorf("komi %s: final_score %q, want %q", tc.komi, got, tc.want)
		}
	}
}

// TestHistoryMemoryPerMove: a long game keeps its history compact. Before,
// every move kept a whole board and 100,000 passes took about 218 MB; now
// each costs a few dozen bytes.
func TestHistoryMemoryPerMove(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100,000 moves")
	}
	e := testEngine(t)
	e.Execute("boardsize 19")
	const n = 100000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c := "b"
	for i := 0; i < n; i++ {
		if got := e.Execute("play " + c + " pass"); got != "=\n\n" {
			t.Fatalf("move %d: %q", i+1, got)
		}
		c = map[string]string{"b": "w", "w": "b"}[c]
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	const limit = 8 << 20
	t.Logf("%d passes hold %d bytes (%d a move)", n, held, held/n)
	if held > limit {
		t.Errorf("%d passes hold %d bytes, want at most %d", n, held, limit)
	}
	// Undo still works, by replaying.
	if got := e.Execute("undo"); got != "=\n\n" {
		t.Errorf("undo: %q", got)
	}
	runtime.KeepAlive(e)
}

// TestFinalScoreHandicap: final_score gives White the compensation of the
// rules for a handicap placed by fixed_handicap, place_free_handicap or
// set_free_handicap, or loaded with an SGF's HA: on an open board, four
// black stones against one white one and komi 0.5 score B 4, W 1.5 plus
// the compensation (chinese n, aga n-1, japanese nothing under territory
// scoring).
func TestFinalScoreHandicap(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]GM[1]SZ[5]KM[0.5]HA[4]AB[bb][db][bd][dd];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	chinese, _ := analyze.Preset("chinese")
	none := chinese
	none.Handicap = analyze.HandicapNone
	for _, tc := range []struct {
		rules       string
		override    *analyze.Rules
		setup, want string
	}{
		{"chinese", nil, "fixed_handicap 4", "W+1.5"},
		{"chinese", nil, "place_free_handicap 4", "W+1.5"},
		{"chinese", nil, "set_free_handicap c3 g3 c7 g7", "W+1.5"},
		{"aga", nil, "fixed_handicap 4", "W+0.5"},
		{"japanese", nil, "fixed_handicap 4", "W+0.5"},
		{"chinese", &none, "fixed_handicap 4", "B+2.5"},
		{"chinese", nil, "play b c3\nplay w pass\nplay b g3\nplay w pass\nplay b c7\nplay w pass\nplay b g7", "B+2.5"},
		{"chinese", nil, "loadsgf " + path, "W+1.5"},
		{"aga", nil, "loadsgf " + path, "W+0.5"},
		{"japanese", nil, "kgs-rules aga\nfixed_handicap 4", "W+0.5"},
		{"japanese", nil, "kgs-rules chinese\nfixed_handicap 4", "W+1.5"},
	} {
		r, _ := analyze.Preset(tc.rules)
		cfg := Config{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true}, Size: 9, Bot: mcts.Config{Playouts: 50, Seed: 1}}
		if tc.override != nil {
			cfg.Rules, cfg.HandicapSet = *tc.override, true
		}
		e := New("goscore", "test", cfg)
		e.Execute("komi 0.5")
		for _, cmd := range strings.Split(tc.setup, "\n") {
			if got := e.Execute(cmd); !strings.HasPrefix(got, "=") {
				t.Fatalf("%s: %s: %q", tc.rules, cmd, got)
			}
		}
		if !strings.HasPrefix(tc.setup, "loadsgf") {
			e.Execute("play w e5")
		}
		if got := e.Execute("final_score"); got != "= "+tc.want+"\n\n" {
			t.Errorf("%s, %s: final_score %q, want %s", tc.rules, strings.ReplaceAll(tc.setup, "\n", "; "), got, tc.want)
		}
	}
}

// TestOneCount: final_score and GoGui's Score and Territory give the same
// result: with a seki under territory scoring (the corner of
// fixtures/seki/corner-eye.txt, whose eye C7 is nobody's: W+24, where
// counting it as Black's territory would say W+23), and with White's
// compensation for a handicap of 4 under the chinese rules (81 points of
// Black's less 4: B+77).
func TestOneCount(t *testing.T) {
	seki := "boardsize 7\n"
	for _, v := range []string{"B7", "D7", "C6", "D6", "B5", "C5", "D5", "A4", "B4", "C4", "D4"} {
		seki += "play b " + v + "\n"
	}
	for _, v := range []string{"E7", "A6", "B6", "E6", "E5", "E4", "A3", "B3", "C3", "D3", "E3"} {
		seki += "play w " + v + "\n"
	}
	for _, tt := range []struct{ name, rules, setup, want string }{
		{"seki", "japanese", seki, "W+24"},
		{"handicap", "chinese", "boardsize 9\nfixed_handicap 4\n", "B+77"},
	} {
		r, _ := analyze.Preset(tt.rules)
		e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9})
		for _, cmd := range strings.Split(strings.TrimSpace(tt.setup), "\n") {
			if got := e.Execute(cmd); !strings.HasPrefix(got, "=") {
				t.Fatalf("%s: %s: %q", tt.name, cmd, got)
			}
		}
		if got := e.Execute("final_score"); got != "= "+tt.want+"\n\n" {
			t.Errorf("%s: final_score %q, want %s", tt.name, got, tt.want)
		}
		if got := e.Execute("goscore-score"); !strings.HasSuffix(got, ": "+tt.want+"\n\n") {
			t.Errorf("%s: goscore-score %q, want %s", tt.name, got, tt.want)
		}
		if got := e.Execute("goscore-territory"); !strings.HasSuffix(got, "TEXT "+tt.want+"\n\n") {
			t.Errorf("%s: goscore-territory %q, want %s", tt.name, got, tt.want)
		}
	}
}

// TestLoadsgfNoInventedHandicap: after loadsgf of a game in which only
// Black has stones and White is to move, final_score counts no handicap:
// it comes from the file's HA or the handicap commands, never from the
// stones. The first game is the issue's: GNU Go and goscore score say
// B+73.5 under Chinese rules (81 points, komi 7.5), where the stones
// counted as a handicap of three gave B+70.5; gogui-setup stones are no
// handicap either. A game's HA stays the next file's only if it says so.
func TestLoadsgfNoInventedHandicap(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	blackOnly := write("t.sgf", "(;RU[Chinese]SZ[9]KM[7.5];B[ee];W[];B[dd];W[];B[cc])")
	withHA := write("h.sgf", "(;RU[Chinese]SZ[9]KM[7.5]HA[3]AB[ee][dd][cc]PL[W])")
	chinese, _ := analyze.Preset("chinese")
	for _, tc := range []struct {
		name string
		cmds []string
		want string
	}{
		{"black's stones, white to move", []string{"loadsgf " + blackOnly}, "B+73.5"},
		{"the same stones with HA[3]", []string{"loadsgf " + withHA}, "B+70.5"},
		{"HA does not carry over", []string{"loadsgf " + withHA, "loadsgf " + blackOnly}, "B+73.5"},
		{"fixed_handicap then loadsgf", []string{"boardsize 9", "fixed_handicap 3", "loadsgf " + blackOnly}, "B+73.5"},
		{"setup stones are no handicap", []string{"boardsize 9", "komi 7.5", "gogui-setup b e5 b d6 b c7", "gogui-setup_player w"}, "B+73.5"},
		{"set_free_handicap is", []string{"boardsize 9", "komi 7.5", "set_free_handicap e5 d6 c7"}, "B+70.5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: chinese}})
			for _, cmd := range tc.cmds {
				if got := e.Execute(cmd); !strings.HasPrefix(got, "=") {
					t.Fatalf("%s: %q", cmd, got)
				}
			}
			if got := e.Execute("final_score"); got != "= "+tc.want+"\n\n" {
				t.Errorf("final_score %q, want %s", got, tc.want)
			}
		})
	}
}

// TestLoadsgfResetsKomi: each loadsgf starts from the session's komi and
// rules (the command line's, or what the komi and kgs-rules commands set),
// never from the file loaded before: a file without KM and RU after one
// with KM[7.5] and RU[Chinese] has komi 0 and the Japanese rules of the
// command line, or what the komi and kgs-rules commands set.
func TestLoadsgfResetsKomi(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	km := write("km.sgf", "(;SZ[5]RU[Chinese]KM[7.5];B[cc])")
	none := write("none.sgf", "(;SZ[5];B[cc])")
	japanese, _ := analyze.Preset("japanese")
	for _, tc := range []struct {
		name string
		cmds []string
		want string // final_score after them
	}{
		// Japanese territory, komi 0: B+24; with the first file's rules
		// B+25 (area), with its komi B+16.5.
		{"KM and RU, then neither", []string{"loadsgf " + km, "loadsgf " + none}, "B+24"},
		{"the komi command stands", []string{"komi 3", "loadsgf " + km, "loadsgf " + none}, "B+21"},
		{"a komi after loadsgf stands for the next file", []string{"loadsgf " + km, "komi 2", "loadsgf " + none}, "B+22"},
		{"kgs-rules stands", []string{"kgs-rules chinese", "loadsgf " + km, "loadsgf " + none}, "B+25"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: japanese}})
			for _, cmd := range tc.cmds {
				if got := e.Execute(cmd); !strings.HasPrefix(got, "=") {
					t.Fatalf("%s: %q", cmd, got)
				}
			}
			if got := e.Execute("final_score"); got != "= "+tc.want+"\n\n" {
				t.Errorf("final_score %q, want %s", got, tc.want)
			}
		})
	}
}

// TestLoadsgfReadsUTF16: an SGF saved in UTF-16 with a byte order mark,
// which every command reads, loads too (it was "no game").
func TestLoadsgfReadsUTF16(t *testing.T) {
	path := filepath.Join(t.TempDir(), "u.sgf")
	text := "(;SZ[5]PB[Zoë];B[cc])"
	data := []byte{0xff, 0xfe}
	for _, r := range utf16.Encode([]rune(text)) {
		data = append(data, byte(r), byte(r>>8))
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	e := New("goscore", "test", Config{})
	if got := e.Execute("loadsgf " + path); got != "= white\n\n" {
		t.Errorf("loadsgf: %q, want white to move", got)
	}
}

// TestRefereeAskedOncePerPosition: with --dead-stones engine:CMD the
// engine is asked once for a position, however many of final_score,
// final_status_list and GoGui's commands follow (each takes an engine
// seconds), and again once the position changes; its error is the
// command's answer, and it is asked again next time.
func TestRefereeAskedOncePerPosition(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	asked := 0
	fail := false
	cfg := Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 5, Dead: life.Spec{Method: life.MethodEngine, Engine: "fake"}, Referee: func(g *game.Game) ([]board.Point, error) {
		asked++
		if fail {
			return nil, errors.New(`engine "fake": final_status_list dead: engine exited (exit status 3)`)
		}
		if g.Board().At(board.At(1, 2)) == board.White {
			return []board.Point{board.At(1, 2)}, nil // B3
		}
		return nil, nil
	}}
	setup := "boardsize 5\nkomi 0.5\n"
	for _, v := range []string{"a4", "b4", "c4", "c5", "c3", "c2", "a2", "b2", "c1"} {
		setup += "play b " + v + "\n"
	}
	for _, v := range []string{"d5", "d4", "d3", "d2", "d1", "e4", "e2", "b3"} {
		setup += "play w " + v + "\n"
	}
	var out strings.Builder
	in := setup + "final_score\nfinal_status_list dead\nfinal_status_list alive\nfinal_status_list seki\ngoscore-territory\n"
	if err := New("goscore", "test", cfg).Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if asked != 1 || !strings.Contains(out.String(), "= B+3.5\n\n= B3\n\n") {
		t.Errorf("asked %d times, want once:\n%s", asked, out.String())
	}
	asked, fail = 0, true
	out.Reset()
	in = setup + "final_score\nfinal_status_list dead\n"
	if err := New("goscore", "test", cfg).Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if asked != 2 || strings.Count(out.String(), `? engine "fake": final_status_list dead: engine exited (exit status 3)`) != 2 {
		t.Errorf("a failing engine: asked %d times, want twice (no answer is kept):\n%s", asked, out.String())
	}
}

// TestAnalyzeCommandsKeepGoGuis: GoGui shows its own analyze menu only to
// a program without gogui-analyze_commands, and the program's list in its
// place, keeping the first entry of each label. goscore's answer lists,
// besides its own, every entry of GoGui's built-in menu whose command it
// knows (and none whose command it does not); every command it lists is
// known, and no label is given twice.
func TestAnalyzeCommandsKeepGoGuis(t *testing.T) {
	// Entries of GoGui 1.6's built-in list (src/net/sf/gogui/gui/analyze-commands):
	// those of GTP 2 and cputime, and a few of GNU Go's that goscore lacks.
	builtin := []string{
		"string/CpuTime/cputime",
		"string/Estimate Score/estimate_score",
		"string/Final Score/final_score",
		"string/Final Status/final_status %p",
		"plist/Final Status List Alive/final_status_list alive",
		"plist/Final Status List Dead/final_status_list dead",
		"plist/Final Status List Seki/final_status_list seki",
		"string/Is Legal/is_legal %c %p",
		"string/List Commands/list_commands",
		"var/Move History/move_history",
		"string/Name/name",
		"string/Protocol Version/protocol_version",
		"string/ShowBoard/showboard",
		"none/Time Left/time_left %c %s",
		"pspairs/Top Moves/top_moves %c",
		"string/Version/version",
	}
	e := testEngine(t)
	known := func(cmd string) bool { return e.Execute("known_command "+cmd) == "= true\n\n" }
	answer := strings.TrimSpace(strings.TrimPrefix(e.Execute("gogui-analyze_commands"), "="))
	lines := strings.Split(answer, "\n")
	labels := map[string]bool{}
	for _, l := range lines {
		f := strings.Split(l, "/")
		if len(f) < 3 || labels[f[1]] || !known(strings.Fields(f[2])[0]) {
			t.Errorf("entry %q: a label given twice or a command goscore does not know", l)
		}
		labels[f[1]] = true
	}
	for _, b := range builtin {
		cmd := strings.Fields(strings.Split(b, "/")[2])[0]
		if slices.Contains(lines, b) != known(cmd) {
			t.Errorf("GoGui's entry %q: listed %v, but goscore knows %s: %v", b, slices.Contains(lines, b), cmd, known(cmd))
		}
	}
	if !slices.Contains(lines, "gfx/Territory/goscore-territory") {
		t.Errorf("goscore's own entries are missing:\n%s", answer)
	}
}

// TestEstimateKeptPerPosition: the estimate's dead stones are worked out
// once for a position (GoGui's Game > Score, its overlays and a
// controller's final_score and final_status_list ask in a row), and again
// once a move changes it.
func TestEstimateKeptPerPosition(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 5, Dead: estimateSpec()})
	for _, cmd := range []string{"boardsize 5", "komi 0.5", "play b a4", "play b b4", "play b c4", "play b c5", "play b c3",
		"play b c2", "play b a2", "play b b2", "play b c1", "play w d5", "play w d4", "play w d3", "play w d2", "play w d1",
		"play w e4", "play w e2", "play w b3", "final_score"} {
		e.Execute(cmd)
	}
	first := ge.judged.dead
	if len(first) == 0 {
		t.Fatalf("the estimate found no dead stone: %v", first)
	}
	for _, cmd := range []string{"final_status_list dead", "final_status_list alive", "final_status_list seki", "goscore-territory", "final_score"} {
		e.Execute(cmd)
		if &ge.judged.dead[0] != &first[0] {
			t.Errorf("%s judged the position again", cmd)
		}
	}
	e.Execute("play b a3") // takes B3 off: a new position
	if got := e.Execute("final_status_list dead"); got != "=\n\n" || (len(ge.judged.dead) > 0 && &ge.judged.dead[0] == &first[0]) {
		t.Errorf("after a move: %q, judged %v", got, ge.judged.dead)
	}
}
