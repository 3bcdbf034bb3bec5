package main

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// finishedGames holds games played to two passes with dead stones left on
// the board.
const finishedGames = "../../engine/life/testdata/finished/"

// gtpAnswers runs goscore gtp with args on the commands in and returns its
// answers without their "= ", failing the test on any error answer.
func gtpAnswers(t *testing.T, in string, args ...string) []string {
	t.Helper()
	code, out, errs := goscore(t, in, append([]string{"gtp"}, args...)...)
	if code != 0 {
		t.Fatalf("gtp: exit %d: %s", code, errs)
	}
	var answers []string
	for _, a := range strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n") {
		if !strings.HasPrefix(a, "=") {
			t.Fatalf("gtp answered %q", a)
		}
		answers = append(answers, strings.TrimSpace(strings.TrimPrefix(a, "=")))
	}
	return answers
}

// estimateOf returns score --dead-stones estimate's result of path as GTP
// writes it ("0" for a draw) and its dead stones, sorted.
func estimateOf(t *testing.T, path string, args ...string) (result string, dead []string) {
	t.Helper()
	code, out, errs := goscore(t, "", append([]string{"score", "-f", "jsonl", "--dead-stones", "estimate"}, append(args, path)...)...)
	if code != 0 {
		t.Fatalf("score %s: exit %d: %s", path, code, errs)
	}
	v := refereeLines(t, out)[0]
	for _, s := range append(v.DeadStones.Black, v.DeadStones.White...) {
		dead = append(dead, s.Vertex)
	}
	slices.Sort(dead)
	result = v.Result
	if result == "Draw" {
		result = "0"
	}
	return result, dead
}

// vertices splits a final_status_list answer into its vertices, sorted.
func vertices(answer string) []string {
	v := strings.Fields(answer)
	slices.Sort(v)
	return v
}

// TestGTPJudgesAsScoreEstimate: goscore gtp with no flags answers
// final_score and final_status_list dead, after loadsgf of a finished
// game, with the count and the dead stones of goscore score --dead-stones
// estimate on the same file (the same estimate with the same defaults),
// and with --playouts and --seed given to both, the same again;
// --dead-stones none counts the board as it stands.
func TestGTPJudgesAsScoreEstimate(t *testing.T) {
	withDead := 0
	for _, tc := range []struct {
		path  string
		flags []string
	}{
		{finishedGames + "gnugo-014.sgf", nil},
		{finishedGames + "gnugo-015.sgf", nil},
		{finishedGames + "selfplay-004.sgf", nil},
		{finishedGames + "gnugo-015.sgf", []string{"--playouts", "300", "--seed", "5"}},
		{realGames + "9-9x9-1.sgf", nil},
		{realGames + "13-mertin13x13-DAGN1.sgf", nil},
	} {
		want, wantDead := estimateOf(t, tc.path, tc.flags...)
		got := gtpAnswers(t, "loadsgf "+tc.path+"\nfinal_score\nfinal_status_list dead\n", tc.flags...)
		if got[1] != want {
			t.Errorf("%s %v: final_score %s, score --dead-stones estimate %s", tc.path, tc.flags, got[1], want)
		}
		if dead := vertices(got[2]); !slices.Equal(dead, wantDead) {
			t.Errorf("%s %v: final_status_list dead %v, score's dead stones %v", tc.path, tc.flags, dead, wantDead)
		}
		if len(wantDead) > 0 {
			withDead++
		}
	}
	if withDead < 3 {
		t.Errorf("only %d games with dead stones: the test proves little", withDead)
	}
	got := gtpAnswers(t, "loadsgf "+finishedGames+"gnugo-015.sgf\nfinal_score\nfinal_status_list dead\n", "--dead-stones", "none")
	if got[1] != "W+8.5" || got[2] != "" {
		t.Errorf("--dead-stones none: final_score %s, dead %q; want W+8.5 with none dead", got[1], got[2])
	}
}

// TestGoGuiScoreProposesTheEstimate replays what GoGui 1.6 sent goscore gtp
// for Game > Score on a finished game (the recorded transcript): the
// stones final_status_list dead answers, which GoGui marks dead in its
// score dialog, are those score --dead-stones estimate takes off the same
// game, and its final_score is score's result.
func TestGoGuiScoreProposesTheEstimate(t *testing.T) {
	script, err := os.ReadFile("../../gtp/goengine/testdata/transcripts/gogui-score.gtp")
	if err != nil {
		t.Fatal(err)
	}
	want, wantDead := estimateOf(t, finishedGames+"gnugo-015.sgf")
	got := gtpAnswers(t, string(script))
	n := len(got)
	if len(wantDead) == 0 || !slices.Equal(vertices(got[n-3]), wantDead) || !slices.Equal(vertices(got[n-2]), wantDead) {
		t.Errorf("GoGui is proposed %q, then %q; score's dead stones %v", got[n-3], got[n-2], wantDead)
	}
	if got[n-1] != want {
		t.Errorf("final_score %s, score says %s", got[n-1], want)
	}
}
