package main

import (
	"strings"
	"testing"
)

func TestGTPCommand(t *testing.T) {
	code, out, _ := goscore(t, "1 boardsize 5\n2 play b c3\n3 genmove w\n4 final_score\nquit\n", "gtp", "--playouts", "100")
	if code != 0 || !strings.HasPrefix(out, "=1\n\n=2\n\n=3 ") || !strings.Contains(out, "\n\n=4 ") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// The global --rules and --komi reach the engine.
	_, out, _ = goscore(t, "boardsize 3\nplay b b2\nfinal_score\n", "gtp", "--rules", "chinese", "--komi", "0.5")
	if !strings.Contains(out, "= B+8.5") {
		t.Errorf("area scoring with komi 0.5 on 3x3 with one black stone: %s", out)
	}
	// End of input ends the engine without an answer to quit.
	code, out, _ = goscore(t, "name\n", "gtp")
	if code != 0 || out != "= goscore\n\n" {
		t.Errorf("EOF: exit %d %q", code, out)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"gtp", "--game", "chess"}, `bad --game "chess" (want go, kill-all or ninuki)`},
		{[]string{"gtp", "--size", "25"}, "bad --size 25"},
		{[]string{"gtp", "x"}, "gtp takes no arguments"},
		{[]string{"gtp", "--playouts", "5", "--think", "1s"}, "give --playouts or --think, not both"},
	} {
		code, _, errs := goscore(t, "", tt.args...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d %q", tt.args, code, errs)
		}
	}
}
