package main

import (
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
