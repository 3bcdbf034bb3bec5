package verdict

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/goscore/goscore/report"
)

func str(s string) *string { return &s }

// TestAppendScoreJSON holds the hand-written encoder to encoding/json, byte
// for byte, over names that need escaping, half points, draws, nulls and
// errors, as a stream writes them in JSON lines.
func TestAppendScoreJSON(t *testing.T) {
	names := []string{"a.txt", `we"ird\name.txt`, "<b>&amp;.txt", "tab\there", "ünïcödé/ボード.txt", "bad\xffutf8", "line\u2028sep", ""}
	var vs []Score
	for i, n := range names {
		v := Score{Outcome: report.Outcome{File: n}, Width: 9, Height: 19 - i, Rules: "japanese", Scoring: "territory", Komi: float64(i) * 0.5,
			Black:   SideScore{Stones: i, Territory: 2 * i, Prisoners: 3, CapturedOnBoard: 1, Score: float64(i) + 0.5},
			White:   SideScore{Stones: 1, Territory: 0, Score: 1e-7 * float64(i)},
			Neutral: 81, Result: "W+0.5", Winner: str("white"), Margin: 0.5, Warnings: []string{}}
		vs = append(vs, v)
		v.Winner, v.Result, v.Margin, v.Warnings = nil, "Draw", 0, []string{"ambiguous-capture", "x<y"}
		vs = append(vs, v)
		v.Warnings = nil
		v.Komi = 1e22
		v.DeadStones = Dead{Method: "estimate", Estimated: true, Estimate: &EstimateInfo{Playouts: 100, Seed: 1 << 63, Threshold: 0.7},
			Black: []Point{{Vertex: "A1", Row: 8, Col: 0}}, White: []Point{}}
		vs = append(vs, v)
		// The seki counts, the open border, the notes and the estimate's
		// unsure strings, as a verdict that wants a look has them.
		v.Black.SekiEyes, v.White.SekiEyes, v.Dame, v.SekiStones, v.SekiDame = 2, 1, 3, 9, 1
		v.OpenBorder, v.Notes = []Point{{Vertex: "J9", Row: 0, Col: 8}, {Vertex: "H9", Row: 0, Col: 7}}, []string{"handicap 4: white +4 (chinese)", n}
		v.Finish = []string{"B J9", "W pass", "B " + n}
		v.DeadStones.Estimate = &EstimateInfo{Playouts: 1000, Threshold: 0.6, Confidence: 0.12, Unsure: []Unsure{
			{Colour: "white", Dead: true, Sure: 0.12, Reason: `no eyes, opponent owns it in 65% of playouts "either" side first`,
				Stones: []Point{{Vertex: "C5", Row: 4, Col: 2}, {Vertex: "C4", Row: 5, Col: 2}}},
			{Colour: "black", Sure: 0, Unsettled: true, Reason: "unsettled: ...", Stones: []Point{}}}}
		vs = append(vs, v)
		v.OpenBorder, v.Notes, v.Finish = []Point{}, []string{}, nil
		v.DeadStones.Estimate = &EstimateInfo{Unsure: []Unsure{}}
		vs = append(vs, v)
		// An engine's dead stones, the estimate beside them, and the
		// strings the two judged differently.
		v.DeadStones = Dead{Method: "engine", Estimated: true, Black: []Point{}, White: []Point{{Vertex: "B7", Row: 2, Col: 1}},
			Engine: &EngineInfo{Command: n + ` --mode "gtp"`, Estimate: &EstimateInfo{Playouts: 1000, Seed: 1, Threshold: 0.6, Confidence: 0.5, Unsure: []Unsure{}},
				EstimateBlack: []Point{{Vertex: "H4", Row: 5, Col: 7}}, EstimateWhite: []Point{},
				Disputed: []Disputed{{Colour: "black", DeadBy: ByEstimate, Stones: []Point{{Vertex: "H4", Row: 5, Col: 7}}}, {Colour: "white", DeadBy: ByEngine, Stones: []Point{}}}}}
		vs = append(vs, v)
		v.DeadStones.Engine = &EngineInfo{Disputed: []Disputed{}}
		vs = append(vs, v)
		vs = append(vs, report.Fail[Score](n, errors.New(n+":1:2: bad cell \"3\"")))
	}
	reflected := ScoreColumns()
	reflected.AppendJSON = nil
	for _, v := range vs {
		var got, want bytes.Buffer
		for _, c := range []struct {
			b    *bytes.Buffer
			cols report.Columns[*Score]
		}{{&got, ScoreColumns()}, {&want, reflected}} {
			s := report.New(c.b, report.JSONL, c.cols)
			if err := s.Add(&v); err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("\ngot  %s\nwant %s", got.Bytes(), want.Bytes())
		}
		if !strings.HasSuffix(want.String(), `"error":null}`+"\n") && !v.Failed() {
			t.Errorf("no trailing error: %s", want.Bytes())
		}
	}
}

// TestEmptyStreams: no verdicts still make valid documents.
func TestEmptyStreams(t *testing.T) {
	for format, want := range map[report.Format]string{report.JSON: "[]\n", report.JSONL: "", report.YAML: "", report.CSV: "file,width,height"} {
		var b bytes.Buffer
		s := report.New(&b, format, ScoreColumns())
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(b.String(), want) || (want == "" && b.Len() != 0) {
			t.Errorf("%s: %q, want %q", format, b.String(), want)
		}
	}
	var b bytes.Buffer
	s := report.New(&b, report.Table, ScoreColumns())
	if err := s.Close(); err != nil || !strings.Contains(b.String(), "TOTAL 0 files") {
		t.Errorf("empty table: %v\n%s", err, b.String())
	}
}

// failingWriter fails after n bytes, as a closed pipe does.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n -= len(p); w.n < 0 {
		return 0, errors.New("broken pipe")
	}
	return len(p), nil
}

// TestWriteErrors: a failing writer is reported, and later Adds return the
// same error instead of writing more.
func TestWriteErrors(t *testing.T) {
	v := report.Fail[Score]("a", errors.New("a:1:1: x"))
	for _, f := range []report.Format{report.JSON, report.JSONL, report.YAML, report.CSV} {
		s := report.New(&failingWriter{n: 10}, f, ScoreColumns())
		var err error
		for i := 0; i < 1000 && err == nil; i++ {
			err = s.Add(&v)
		}
		if err == nil {
			err = s.Close()
		}
		if err == nil {
			t.Errorf("%s: no error from a failing writer", f)
		}
	}
}

// TestReviewNoteGivesReasons: the review note names each string the
// estimate flagged with how it judged it, how sure it was and its reason.
func TestReviewNoteGivesReasons(t *testing.T) {
	d := &Dead{Estimate: &EstimateInfo{Unsure: []Unsure{
		{Dead: true, Sure: 0.12, Reason: "no eyes, opponent owns it in 65% of playouts either side first", Stones: []Point{{Vertex: "C5"}}},
		{Sure: 0, Unsettled: true, Reason: "unsettled: opponent owns it in 30% of playouts with its owner first, 80% with the opponent first", Stones: []Point{{Vertex: "G3"}}},
		{Sure: 0.2, Stones: []Point{{Vertex: "A1"}}},
	}}}
	want := "review: C5 dead (sure 0.12: no eyes, opponent owns it in 65% of playouts either side first), " +
		"G3 alive (sure 0: unsettled: opponent owns it in 30% of playouts with its owner first, 80% with the opponent first), " +
		"A1 alive (sure 0.2)"
	if got := ReviewNote(d); got != want {
		t.Errorf("ReviewNote:\n got %s\nwant %s", got, want)
	}
}
