package main

import (
	"encoding/json"
	"strings"
	"testing"
)

const finishedDead = boards + "/finished-dead.txt"

// scoreJSON is the part of a score verdict the dead-stone tests read.
type scoreJSON struct {
	File  string `json:"file"`
	Black struct {
		Territory int     `json:"territory"`
		Prisoners int     `json:"prisoners"`
		DeadTaken int     `json:"dead_taken"`
		Score     float64 `json:"score"`
	} `json:"black"`
	White struct {
		Territory int     `json:"territory"`
		DeadTaken int     `json:"dead_taken"`
		Score     float64 `json:"score"`
	} `json:"white"`
	Result     string `json:"result"`
	DeadStones struct {
		Method    string `json:"method"`
		Estimated bool   `json:"estimated"`
		Estimate  *struct {
			Playouts  int     `json:"playouts"`
			Seed      uint64  `json:"seed"`
			Threshold float64 `json:"threshold"`
		} `json:"estimate"`
		Black []struct{ Vertex string } `json:"black"`
		White []struct{ Vertex string } `json:"white"`
	} `json:"dead_stones"`
	Warnings []string `json:"warnings"`
	Error    *string  `json:"error"`
}

func scoreLines(t *testing.T, out string) []scoreJSON {
	t.Helper()
	var vs []scoreJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v scoreJSON
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		vs = append(vs, v)
	}
	return vs
}

func names(ps []struct{ Vertex string }) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.Vertex)
	}
	return strings.Join(s, " ")
}

// TestDeadStonesList: the hand-checked finished board (see its comment)
// scored as it stands, and with its two dead stones named; ROW,COL works
// as well as GTP vertices.
func TestDeadStonesList(t *testing.T) {
	tests := []struct {
		dead         string
		bTerr, wTerr int
		bDead, wDead int
		result       string
		method       string
		deadB, deadW string
	}{
		// As it stands each area holds an enemy stone, so is neutral.
		{"none", 0, 0, 0, 0, "W+6.5", "none", "", ""},
		// B6 gives Black columns A-C (27 points) and a prisoner; G8
		// gives White columns F-J (36): B 28, W 37 + 6.5.
		{"B6,G8", 27, 36, 1, 1, "W+15.5", "list", "G8", "B6"},
		{"3,1;1,6", 27, 36, 1, 1, "W+15.5", "list", "G8", "B6"},
		// Only the white stone: White's area stays neutral.
		{"b6", 27, 0, 1, 0, "B+21.5", "list", "", "B6"},
	}
	for _, tt := range tests {
		t.Run(tt.dead, func(t *testing.T) {
			code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--dead-stones", tt.dead, finishedDead)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			v := scoreLines(t, out)[0]
			if v.Black.Territory != tt.bTerr || v.White.Territory != tt.wTerr || v.Black.DeadTaken != tt.bDead || v.White.DeadTaken != tt.wDead || v.Result != tt.result {
				t.Errorf("territory B %d W %d, dead taken B %d W %d, %s; want %d %d, %d %d, %s",
					v.Black.Territory, v.White.Territory, v.Black.DeadTaken, v.White.DeadTaken, v.Result,
					tt.bTerr, tt.wTerr, tt.bDead, tt.wDead, tt.result)
			}
			d := v.DeadStones
			if d.Method != tt.method || d.Estimated || d.Estimate != nil || names(d.Black) != tt.deadB || names(d.White) != tt.deadW {
				t.Errorf("dead_stones %+v, want method %s, not estimated, black %q white %q", d, tt.method, tt.deadB, tt.deadW)
			}
			if v.Black.Prisoners != 0 {
				t.Errorf("dead stones went into prisoners (%d): they are kept apart", v.Black.Prisoners)
			}
		})
	}
}

// TestDeadStonesErrors: a listed vertex off the board or on an empty
// point fails that file only, with file and vertex in the message; a
// malformed list is a usage error.
func TestDeadStonesErrors(t *testing.T) {
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--dead-stones", "A1", finishedDead, boards+"/header.txt")
	vs := scoreLines(t, out)
	if code != 1 || len(vs) != 2 || vs[0].Error == nil || !strings.Contains(*vs[0].Error, finishedDead+": --dead-stones A1: no stone there") {
		t.Errorf("empty point: exit %d\n%s\n%s", code, out, errs)
	}
	// header.txt (3x3) has no stone at A1 either: its own error
	if len(vs) == 2 && vs[1].Error == nil {
		t.Errorf("header.txt has no stone at A1, want an error: %s", out)
	}
	code, out, _ = goscore(t, "", "score", "--format", "jsonl", "--dead-stones", "J9", finishedDead, boards+"/header.txt")
	vs = scoreLines(t, out)
	if code != 1 || vs[0].Error == nil || *vs[0].Error != finishedDead+": --dead-stones J9: no stone there" ||
		vs[1].Error == nil || !strings.Contains(*vs[1].Error, "--dead-stones J9: off the 3x3 board") {
		t.Errorf("J9: exit %d\n%s", code, out)
	}
	for _, bad := range []string{"I5", "D4,hello", "pass", ",", "estimate,D4"} {
		code, _, errs := goscore(t, "", "score", "--dead-stones", bad, finishedDead)
		if code != 2 || !strings.Contains(errs, "bad --dead-stones") {
			t.Errorf("--dead-stones %q: exit %d, stderr %q; want a usage error", bad, code, errs)
		}
	}
	for _, args := range [][]string{
		{"--dead-stones", "estimate", "--dead-share", "0"},
		{"--dead-stones", "estimate", "--dead-share", "1.5"},
		{"--dead-stones", "estimate", "--playouts", "-3"},
	} {
		code, _, errs := goscore(t, "", append(append([]string{"score"}, args...), finishedDead)...)
		if code != 2 || !strings.Contains(errs, "bad --") {
			t.Errorf("%v: exit %d, stderr %q; want a usage error", args, code, errs)
		}
	}
}

// TestDeadStonesAliveWarning: naming a string Benson's algorithm proves
// alive is obeyed, with a warning.
func TestDeadStonesAliveWarning(t *testing.T) {
	code, out, _ := goscore(t, "", "score", "--format", "jsonl", "--dead-stones", "B8", boards+"/two-eyes.txt")
	v := scoreLines(t, out)[0]
	if code != 0 || v.White.DeadTaken == 0 || len(v.Warnings) != 1 || v.Warnings[0] != "dead-stones-marks-alive-string" {
		t.Errorf("exit %d: %s", code, out)
	}
}

// TestDeadStonesStatus: status names dead and alive stones, and says how
// the dead stones were chosen.
func TestDeadStonesStatus(t *testing.T) {
	code, out, _ := goscore(t, "", "status", "--format", "jsonl", "--dead-stones", "B6", finishedDead, "B6", "A9", "G8", "D5")
	want := []string{`"status":"dead","captured":true,"by":"black","dead_stones":{"method":"list"`,
		`"status":"black-territory"`, `"status":"stone"`, `"status":"stone"`}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != len(want) {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("line %d: %s\nwant %s", i, lines[i], w)
		}
	}
	_, out, _ = goscore(t, "", "status", "--format", "jsonl", boards+"/two-eyes.txt", "B8", "A9")
	if !strings.Contains(out, `"vertex":"B8","row":1,"col":1},"colour":"black","status":"alive"`) || !strings.Contains(out, `"status":"black-territory"`) {
		t.Errorf("two eyes:\n%s", out)
	}
}
