package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayPipe: a whole game through a pipe, recorded as SGF and as a
// board file after every move, and resumed from both.
func TestPlayPipe(t *testing.T) {
	dir := t.TempDir()
	sgfPath, txtPath := filepath.Join(dir, "g.sgf"), filepath.Join(dir, "g.txt")
	code, out, errs := goscore(t, "C3\nD3\nC4\nD4\nC2\nD2\n", "play", "--size", "5", "--komi", "0.5", "--record", sgfPath)
	if code != 0 || !strings.Contains(out, "end of input: game left unfinished") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	data, err := os.ReadFile(sgfPath)
	if err != nil || !strings.Contains(string(data), ";B[cc];W[dc];B[cb];W[db];B[cd];W[dd]") || !strings.Contains(string(data), "KM[0.5]") {
		t.Fatalf("record: %s %v", data, err)
	}
	// Resume from the SGF: White's stones are still there, Black to move;
	// then save as a board file with the save command.
	code, out, _ = goscore(t, "show\nsave "+txtPath+"\nE3\n", "play", "--load", sgfPath)
	if code != 0 || !strings.Contains(out, "  3 . . X O . 3") || !strings.Contains(out, "saved "+txtPath) || !strings.Contains(out, "black E3") {
		t.Fatalf("resume:\n%s", out)
	}
	txt, _ := os.ReadFile(txtPath)
	if !strings.HasPrefix(string(txt), "player: black\nkomi: 0.5\n") || strings.Count(string(txt), "---") != 6 {
		t.Errorf("board file:\n%s", txt)
	}
	code, out, _ = goscore(t, "pass\npass\n", "play", "--load", txtPath)
	if code != 0 || !strings.Contains(out, "game over: W+0.5") {
		t.Errorf("resume from the board file and finish:\n%s", out)
	}
}

// TestPlayBot: the bot answers, the same seed on one thread gives the same
// game, and a game between two bots ends.
func TestPlayBot(t *testing.T) {
	args := []string{"play", "--size", "5", "--white", "bot", "--playouts", "300", "--seed", "3", "--threads", "1"}
	_, a, _ := goscore(t, "C3\nB2\nD4\n", args...)
	_, b, _ := goscore(t, "C3\nB2\nD4\n", args...)
	if a != b || strings.Count(a, "bot (") != 3 {
		t.Errorf("same seed, different games, or the bot did not answer three times:\n%s", a)
	}
	code, out, _ := goscore(t, "", "play", "--size", "4", "--black", "bot", "--white", "bot", "--playouts", "200")
	if code != 0 || !strings.Contains(out, "game over:") {
		t.Errorf("bot against bot did not finish:\n%s", out)
	}
	code, out, _ = goscore(t, "", "play", "--game", "kill-all", "--size", "5", "--black", "bot", "--white", "bot", "--playouts", "200")
	if code != 0 || !strings.Contains(out, "game over:") || !strings.Contains(out, "goscore play: 5x5 kill-all") {
		t.Errorf("kill-all between bots:\n%s", out)
	}
	_, out, _ = goscore(t, "think b\nthink w\nundo\n", "play", "--size", "5", "--playouts", "100")
	if strings.Count(out, "bot (") != 2 || !strings.Contains(out, "captures: black 0, white 0; last: black") {
		t.Errorf("think:\n%s", out)
	}
}

func TestPlayUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--size", "1"}, `bad --size "1" (want N or WxH, columns x rows, each 2 to 19)`},
		{[]string{"play", "--black", "robot"}, `bad --black "robot" (want human or bot)`},
		{[]string{"play", "--game", "chess"}, `bad game "chess" (want go or kill-all)`},
		{[]string{"play", "--game", "ninuki"}, "ninuki is played through GTP: goscore gtp --game ninuki"},
		{[]string{"play", "--playouts", "5", "--think", "1s"}, "give --playouts or --think, not both"},
		{[]string{"play", "--playouts", "0"}, "bad --playouts 0"},
		{[]string{"play", "game.sgf"}, "play takes no PATH"},
		{[]string{"play", "--overwrite"}, "--overwrite goes with --record FILE"},
	} {
		code, _, errs := goscore(t, "", tt.args...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, %q", tt.args, code, errs)
		}
	}
	code, _, errs := goscore(t, "", "play", "--load", "nope.sgf")
	if code != 1 || !strings.Contains(errs, "nope.sgf") {
		t.Errorf("missing --load file: exit %d %q", code, errs)
	}
}

// TestPlayUsualKomi: a game starts with its rules' usual komi, shown in
// the first line; --komi overrides it, and kill-all has none.
func TestPlayUsualKomi(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play"}, "japanese rules, komi 6.5."},
		{[]string{"play", "--rules", "chinese"}, "chinese rules, komi 7.5."},
		{[]string{"play", "--komi", "0"}, "japanese rules, komi 0."},
		{[]string{"play", "--game", "kill-all"}, "japanese rules, komi 0."},
	} {
		_, out, _ := goscore(t, "quit\n", tc.args...)
		if first, _, _ := strings.Cut(out, "\n"); !strings.Contains(first, tc.want) {
			t.Errorf("%v: %q, want %q", tc.args, first, tc.want)
		}
	}
}

// issueGame is the game play --load once rewrote as setup stones: a name,
// comments, a capture and the ko it leaves.
const issueGame = `(;SZ[5]PB[Ann]C[notes]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb]C[ko!])`

// TestPlayLoadRecordKeepsGame: the issue's reproducer. A loaded game
// recorded, or saved, scores as the file does, keeps its ko, and recorded
// onto the file itself keeps its moves, names, comments and variations.
func TestPlayLoadRecordKeepsGame(t *testing.T) {
	dir := t.TempDir()
	g, g2, g3 := filepath.Join(dir, "g.sgf"), filepath.Join(dir, "g2.sgf"), filepath.Join(dir, "g3.sgf")
	must(t, os.WriteFile(g, []byte(issueGame), 0o644))
	if code, out, errs := goscore(t, "save "+g3+"\nquit\n", "play", "--load", g, "--record", g2); code != 0 || !strings.Contains(strings.Join(strings.Fields(out), " "), "bye; the game is recorded in "+g2) {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	_, scores, _ := goscore(t, "", "score", "--format", "jsonl", g, g2, g3)
	_, legal, _ := goscore(t, "", "legal", "--format", "jsonl", "-m", "w:B4", g, g2, g3)
	s, l := strings.Split(strings.TrimSpace(scores), "\n"), strings.Split(strings.TrimSpace(legal), "\n")
	for i := range s {
		if !strings.Contains(s[i], `"result":"B+3"`) || !strings.Contains(s[i], `"prisoners":1`) || !strings.Contains(l[i], `"reason":"ko"`) {
			t.Errorf("file %d: %s\n%s", i+1, s[i], l[i])
		}
	}
	const varied = "(;SZ[5]PB[Ann]PW[Bob]C[notes]XX[own];B[cc]C[first](;W[dd]C[main])(;W[bb]C[second]))"
	must(t, os.WriteFile(g, []byte(varied), 0o644))
	if code, out, errs := goscore(t, "undo\nundo\nC4\nquit\n", "play", "--load", g, "--record", g); code != 0 {
		t.Fatalf("--record onto the loaded file: exit %d\n%s%s", code, out, errs)
	}
	got, _ := os.ReadFile(g)
	for _, want := range []string{"PB[Ann]PW[Bob]C[notes]XX[own]", ";B[cc]C[first]", "(;W[dd]C[main])", "(;W[bb]C[second])", "(;B[cb])"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the record lacks %q:\n%s", want, got)
		}
	}
}

// TestPlayRecordRefusesAnotherFile: --record does not replace an existing
// file that is not the loaded game unless --overwrite says so.
func TestPlayRecordRefusesAnotherFile(t *testing.T) {
	other := filepath.Join(t.TempDir(), "other.sgf")
	must(t, os.WriteFile(other, []byte("(;SZ[9]C[someone's game])"), 0o644))
	code, _, errs := goscore(t, "C3\n", "play", "--record", other)
	if code != 1 || !strings.Contains(errs, "give --overwrite to replace it") {
		t.Errorf("exit %d %q", code, errs)
	}
	if got, _ := os.ReadFile(other); string(got) != "(;SZ[9]C[someone's game])" {
		t.Errorf("the file was changed: %s", got)
	}
	if code, _, errs := goscore(t, "C3\n", "play", "--record", other, "--overwrite"); code != 0 {
		t.Errorf("--overwrite: exit %d %s", code, errs)
	}
	if got, _ := os.ReadFile(other); !strings.Contains(string(got), ";B[cg]") {
		t.Errorf("--overwrite did not record the game: %s", got)
	}
}

// TestPlayRecordFailureExitStatus: when the record cannot be written, a
// game fed through a pipe stops at once and exits non-zero, naming the
// record and why; the file keeps the game as it last stood.
func TestPlayRecordFailureExitStatus(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	must(t, os.Mkdir(dir, 0o755))
	path := filepath.Join(dir, "g.sgf")
	r, w := io.Pipe()
	var out, errb bytes.Buffer
	done := make(chan int)
	go func() { done <- run([]string{"goscore", "play", "--size", "5", "--record", path}, r, &out, &errb) }()
	// Each write returns once the game has read it: "show" is read only
	// after C3 was played and recorded.
	for _, line := range []string{"C3\n", "show\n"} {
		if _, err := io.WriteString(w, line); err != nil {
			t.Fatal(err)
		}
	}
	recorded, _ := os.ReadFile(path)
	// A file where the directory was: nothing can be written under it,
	// even by root.
	must(t, os.RemoveAll(dir))
	must(t, os.WriteFile(dir, nil, 0o644))
	_, _ = io.WriteString(w, "D3\n")
	go func() { _, _ = io.WriteString(w, "C4\nD4\n"); w.Close() }()
	code := <-done
	r.Close()
	if code != 1 || !strings.Contains(errb.String(), "the game stops: it could not be recorded in "+path) {
		t.Errorf("exit %d\n%s\n%s", code, errb.String(), out.String())
	}
	if !strings.Contains(string(recorded), ";B[cc]") || strings.Contains(out.String(), "black C4") {
		t.Errorf("recorded %s\n%s", recorded, out.String())
	}
}

// wallsGame is a 9x9 game between two people to its two passes: a black
// wall on column C, a white one on D, a white stone dead at A5 in Black's
// area and a black one dead at G5 in White's.
func wallsGame() []string {
	var moves []string
	for row := 1; row <= 9; row++ {
		moves = append(moves, fmt.Sprintf("C%d", row), fmt.Sprintf("D%d", row))
	}
	return append(moves, "G5", "A5", "pass", "pass")
}

// resultOf returns the result play printed ("game over: W+3.5").
func resultOf(t *testing.T, out string) string {
	t.Helper()
	_, after, ok := strings.Cut(out, "game over: ")
	if !ok {
		t.Fatalf("the game did not end:\n%s", out)
	}
	return strings.Fields(after)[0]
}

// scored returns what score says of path with the flags given.
func scored(t *testing.T, path string, flags ...string) string {
	t.Helper()
	code, out, errs := goscore(t, "", append(append([]string{"score", "--format", "jsonl", "-q"}, flags...), path)...)
	_, after, ok := strings.Cut(out, `"result":"`)
	if code != 0 || !ok {
		t.Fatalf("score %v %s: exit %d\n%s%s", flags, path, code, out, errs)
	}
	return after[:strings.IndexByte(after, '"')]
}

// TestPlayCountEqualsBatch: a 9x9 game played to two passes through a
// pipe ends on the count the players agree on, and its record says so:
// RE is the result play printed, and score reads the same result back
// from the record's marks and, when the players took the estimate, from
// its own estimate with the same --playouts and --seed. Between two
// people, with a group marked alive by one and dead again by the other;
// and against the bot.
func TestPlayCountEqualsBatch(t *testing.T) {
	dir := t.TempDir()
	var bot []string
	bot = append(bot, "E5", "C3", "G7", "C7", "G3")
	for range 60 {
		bot = append(bot, "pass")
	}
	// A handicap game under Chinese rules: White gets a point a stone,
	// which score adds for the record's HA and the count must add too.
	handicap := filepath.Join(dir, "handicap-in.sgf")
	if err := os.WriteFile(handicap, []byte("(;GM[1]FF[4]SZ[9]KM[0.5]RU[Chinese]HA[2]AB[cc][gg];W[ee];B[ec];W[ce])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		input    []string
		args     []string
		estimate bool   // the players took the estimate as it was proposed
		says     string // a line of the count
	}{
		{"two people, estimate", append(wallsGame(), "done", "done"), []string{"--playouts", "700", "--seed", "5"}, true, "goscore's estimate (700 playouts, seed 5) proposes these"},
		{"two people, marked", append(wallsGame(), "a5", "done", "G5", "a5", "done", "done"), []string{"--dead-stones", "none"}, false, "White (O) marks the white group at A5 (1 stone) alive"},
		{"against the bot", append(bot, "done"), []string{"--white", "bot", "--playouts", "300", "--seed", "3", "--threads", "1"}, true, "the bot (white) agrees"},
		{"loaded handicap game", []string{"pass", "pass", "done", "done"}, []string{"--load", handicap, "--dead-stones", "none"}, false, "handicap 2: white +2 (chinese)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".sgf")
			code, out, errs := goscore(t, strings.Join(tc.input, "\n")+"\n", append([]string{"play", "--record", rec}, tc.args...)...)
			if code != 0 {
				t.Fatalf("exit %d\n%s%s", code, out, errs)
			}
			if !strings.Contains(strings.Join(strings.Fields(out), " "), tc.says) {
				t.Errorf("the count does not say %q:\n%s", tc.says, out)
			}
			got := resultOf(t, out)
			data, _ := os.ReadFile(rec)
			if !strings.Contains(string(data), "RE["+got+"]") {
				t.Errorf("play printed %s; the record:\n%s", got, data)
			}
			if marks := scored(t, rec, "--dead-stones", "marks"); marks != got {
				t.Errorf("play printed %s, score --dead-stones marks %s", got, marks)
			}
			if tc.estimate {
				flags := []string{"--dead-stones", "estimate"}
				for i, a := range tc.args {
					if a == "--playouts" || a == "--seed" {
						flags = append(flags, a, tc.args[i+1])
					}
				}
				if est := scored(t, rec, flags...); est != got {
					t.Errorf("play printed %s, score %v %s", got, flags, est)
				}
			}
		})
	}
}

// TestPlayDeadStonesFlag: play takes none, estimate or a list, and
// refuses marks, which a game in play has none of.
func TestPlayDeadStonesFlag(t *testing.T) {
	for _, v := range []string{"marks", "marks,estimate"} {
		if code, _, errs := goscore(t, "", "play", "--dead-stones", v); code != 2 || !strings.Contains(errs, "bad --dead-stones for play") {
			t.Errorf("--dead-stones %s: exit %d %q", v, code, errs)
		}
	}
	code, out, errs := goscore(t, strings.Join(wallsGame(), "\n")+"\n", "play", "--dead-stones", "A5,J9")
	if code != 0 || !strings.Contains(strings.Join(strings.Fields(out), " "), "--dead-stones: no stone at J9 now; left out") || !strings.Contains(out, "dead B: none; W: A5") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}
