package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/parse/sgf"
)

// matchJSON is the part of goscore match's JSON the referee tests read.
type matchJSON struct {
	Referee string `json:"referee"`
	Games   []struct {
		Result       string   `json:"result"`
		Dead         []string `json:"dead"`
		BlackSays    string   `json:"black_final_score"`
		WhiteSays    string   `json:"white_final_score"`
		Disagree     []string `json:"disagree"`
		RefereeError string   `json:"referee_error"`
	} `json:"games"`
}

// runMatch runs goscore match with args and reads its JSON.
func runMatch(t *testing.T, args ...string) matchJSON {
	t.Helper()
	code, out, errs := goscore(t, "", append([]string{"match", "--openings", "none", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("match: exit %d\n%s\n%s", code, out, errs)
	}
	var m matchJSON
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	return m
}

// readMarks returns the TB and TW of an SGF file's last node.
func readMarks(t *testing.T, name string, data []byte) [3][]board.Point {
	t.Helper()
	games, err := sgf.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	marks := games[0].Territory
	for _, m := range marks {
		slices.Sort(m)
	}
	return marks
}

// TestMatchRefereeRecordsReadBack: two engines leave White's B3 dead in
// Black's area and pass (gtptest's dead pattern, Chinese rules, komi 0.5).
// goscore match counts B+4.5 with the estimate as referee, names the
// engine whose final_score counts every stone (B+1.5) in the summary, and
// saves each game with that RE and its TB/TW marking on the last node: goscore
// score --dead-stones marks reads the same count and dead stone back, and
// mark --format sgf --dead-stones marks writes the same marking.
func TestMatchRefereeRecordsReadBack(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--games", "2", "--size", "5", "--rules", "chinese", "--komi", "0.5", "--sgf", dir,
		gtptest.Command(gtptest.Judge), gtptest.Command(gtptest.Blind)}
	code, out, errs := goscore(t, "", append([]string{"match", "--openings", "none"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{
		"2 games counted, dead stones judged by goscore's estimate\nan engine's final_score differs from the count in 2:",
		"game 1: the count is B+4.5; B (white) says B+1.5", "game 2: the count is B+4.5; B (black) says B+1.5",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table does not say %q:\n%s", want, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if len(files) != 2 {
		t.Fatalf("games saved: %v", files)
	}
	code, out, errs = goscore(t, "", "score", "-f", "jsonl", "--dead-stones", "marks", dir)
	if code != 0 {
		t.Fatalf("score: exit %d\n%s", code, errs)
	}
	for _, v := range refereeLines(t, out) {
		if v.Result != "B+4.5" || len(v.DeadStones.White) != 1 || v.DeadStones.White[0].Vertex != "B3" || len(v.DeadStones.Black) != 0 {
			t.Errorf("%s read back: %s, dead %+v", v.File, v.Result, v.DeadStones)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "RE[B+4.5]") || !strings.Contains(string(data), "counted by the referee (estimate): B+4.5, dead B3") {
			t.Errorf("%s:\n%s", f, data)
		}
		code, out, errs := goscore(t, "", "mark", "--format", "sgf", "--dead-stones", "marks", f)
		if code != 0 {
			t.Fatalf("mark: exit %d: %s", code, errs)
		}
		got, want := readMarks(t, "mark", []byte(out)), readMarks(t, f, data)
		if len(want[board.Black]) == 0 || !slices.Equal(got[board.Black], want[board.Black]) || !slices.Equal(got[board.White], want[board.White]) {
			t.Errorf("%s: mark --format sgf marks %v, the match %v", f, got, want)
		}
	}
}

// TestMatchRefereeEngine: --referee CMD asks that engine for the dead
// stones (a fake that judges as the estimate does), --referee none counts
// the board as it stands, and a referee that does not start is a usage
// error before any game.
func TestMatchRefereeEngine(t *testing.T) {
	players := []string{"--games", "1", "--size", "5", "--rules", "chinese", "--komi", "0.5", gtptest.Command(gtptest.Judge), gtptest.Command(gtptest.Blind)}
	m := runMatch(t, append([]string{"--referee", gtptest.RefereeCommand()}, players...)...)
	if g := m.Games[0]; m.Referee != gtptest.RefereeCommand() || g.Result != "B+4.5" || !slices.Equal(g.Dead, []string{"B3"}) || !slices.Equal(g.Disagree, []string{"B"}) {
		t.Errorf("referee %q: %+v", m.Referee, m.Games)
	}
	m = runMatch(t, append([]string{"--referee", "none"}, players...)...)
	if g := m.Games[0]; m.Referee != "none" || g.Result != "B+1.5" || len(g.Dead) != 0 || !slices.Equal(g.Disagree, []string{"A"}) {
		t.Errorf("--referee none: %+v", m.Games)
	}
	code, _, errs := goscore(t, "", append([]string{"match", "--referee", "/no/such/referee"}, players...)...)
	if code != 2 || !strings.Contains(errs, `--referee engine "/no/such/referee": does not start`) {
		t.Errorf("a referee that does not start: exit %d: %s", code, errs)
	}
}

// TestMatchRefereeGNUGo: with GNU Go as --referee, the fake engines' game
// is counted with the stone GNU Go calls dead, B3. Skipped without GNU Go.
func TestMatchRefereeGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s; skipping", gnugo)
	}
	m := runMatch(t, "--referee", gnugo+" --mode gtp --chinese-rules", "--games", "1", "--size", "5", "--rules", "chinese", "--komi", "0.5",
		gtptest.Command(gtptest.Judge), gtptest.Command(gtptest.Blind))
	if g := m.Games[0]; g.Result != "B+4.5" || !slices.Equal(g.Dead, []string{"B3"}) || g.RefereeError != "" {
		t.Errorf("GNU Go as referee: %+v", g)
	}
}
