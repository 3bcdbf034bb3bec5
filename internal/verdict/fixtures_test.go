package verdict_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// answers mirrors fixtures/answers.yaml: the hand-checked answers for every
// board in fixtures/ (how each was checked is in fixtures/README.md and in
// each entry's "checked" line).
type answers map[string]struct {
	Checked string `yaml:"checked"`
	Rules   string `yaml:"rules"`
	Score   struct {
		Black    verdict.SideScore `yaml:"black"`
		White    verdict.SideScore `yaml:"white"`
		Neutral  int               `yaml:"neutral"`
		Result   string            `yaml:"result"`
		Warnings []string          `yaml:"warnings"`
	} `yaml:"score"`
	Area *struct {
		Black  float64 `yaml:"black"`
		White  float64 `yaml:"white"`
		Result string  `yaml:"result"`
	} `yaml:"area"`
	Status map[string]struct {
		Status string `yaml:"status"`
		By     string `yaml:"by"`
	} `yaml:"status"`
	Legal []struct {
		Colour   string   `yaml:"colour"`
		Point    string   `yaml:"point"`
		Legal    bool     `yaml:"legal"`
		Reason   string   `yaml:"reason"`
		Captures []string `yaml:"captures"`
	} `yaml:"legal"`
}

func loadAnswers(t *testing.T) answers {
	t.Helper()
	data, err := os.ReadFile("../../fixtures/answers.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var a answers
	if err := yaml.Unmarshal(data, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestFixturesAnswered checks that every board in fixtures/ has a
// hand-checked answer and every answer has its board, so neither side can
// drift.
func TestFixturesAnswered(t *testing.T) {
	a := loadAnswers(t)
	files, _ := filepath.Glob("../../fixtures/*.txt")
	if len(files) < 30 {
		t.Errorf("fixtures/ holds %d boards, want at least 30", len(files))
	}
	for _, f := range files {
		if _, ok := a[filepath.Base(f)]; !ok {
			t.Errorf("%s has no entry in fixtures/answers.yaml", f)
		}
	}
	for name, ans := range a {
		if _, err := os.Stat(filepath.Join("../../fixtures", name)); err != nil {
			t.Errorf("answers.yaml names %s, which is missing", name)
		}
		if ans.Checked == "" {
			t.Errorf("%s: answer does not say how it was checked", name)
		}
	}
}

// TestFixtures compares goscore's verdicts on every fixture with the
// hand-checked answers: the score, the area score, the status of chosen
// points, and the legality and captures of chosen moves.
func TestFixtures(t *testing.T) {
	a := loadAnswers(t)
	names := make([]string, 0, len(a))
	for n := range a {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		ans := a[name]
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("..", "..", "fixtures", name)
			var f parse.File
			if _, err := parse.ReadFile(path, nil, &f, nil); err != nil {
				t.Fatal(err)
			}
			rules, err := analyze.Preset(ans.Rules)
			if err != nil {
				t.Fatal(err)
			}
			opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: rules}}
			var e analyze.Evaluation
			s := verdict.ScoreFile(&f, &opts, &e)
			if s.Black != ans.Score.Black || s.White != ans.Score.White {
				t.Errorf("score: black %+v white %+v, want black %+v white %+v", s.Black, s.White, ans.Score.Black, ans.Score.White)
			}
			if s.Neutral != ans.Score.Neutral || s.Result != ans.Score.Result {
				t.Errorf("neutral %d result %s, want %d %s", s.Neutral, s.Result, ans.Score.Neutral, ans.Score.Result)
			}
			if strings.Join(s.Warnings, ",") != strings.Join(ans.Score.Warnings, ",") {
				t.Errorf("warnings %q, want %q", s.Warnings, ans.Score.Warnings)
			}
			if ans.Area != nil {
				area := opts
				area.Rules.Scoring = analyze.Area
				as := verdict.ScoreFile(&f, &area, &e)
				if as.Black.Score != ans.Area.Black || as.White.Score != ans.Area.White || as.Result != ans.Area.Result {
					t.Errorf("area: B %v W %v %s, want B %v W %v %s", as.Black.Score, as.White.Score, as.Result, ans.Area.Black, ans.Area.White, ans.Area.Result)
				}
			}
			var pts []board.Vertex
			var want []string
			for v, st := range ans.Status {
				pv, err := board.ParseVertex(v)
				if err != nil {
					t.Fatal(err)
				}
				pts = append(pts, pv)
				want = append(want, st.Status+"/"+st.By)
			}
			for i, got := range verdict.StatusFile(&f, pts, &opts, &e) {
				by := ""
				if got.By != nil && got.Status == verdict.StatusCaptured {
					by = *got.By
				}
				if g := got.Status + "/" + by; g != want[i] {
					t.Errorf("status %s = %s, want %s", pts[i].Text, g, want[i])
				}
			}
			for _, l := range ans.Legal {
				c, err := board.ParseColor(l.Colour)
				if err != nil {
					t.Fatal(err)
				}
				v, err := board.ParseVertex(l.Point)
				if err != nil {
					t.Fatal(err)
				}
				var pos analyze.Position
				got := verdict.LegalFile(&f, &opts, &pos, []verdict.Move{{Colour: c, Vertex: v}}, false)[0]
				var caps []string
				for _, p := range got.Captures {
					caps = append(caps, p.Vertex)
				}
				if got.Legal != l.Legal || got.Reason != l.Reason || strings.Join(caps, " ") != strings.Join(l.Captures, " ") {
					t.Errorf("legal %s %s = %v %s %v, want %v %s %v", l.Colour, l.Point, got.Legal, got.Reason, caps, l.Legal, l.Reason, l.Captures)
				}
			}
		})
	}
}
