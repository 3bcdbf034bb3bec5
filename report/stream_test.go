package report_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// streamVerdicts returns n mark verdicts of boardtest.Busy and the score
// verdicts inside them, each under a name of its own, every tenth a
// failed file.
func streamVerdicts(t testing.TB, n int) ([]*verdict.Mark, []*verdict.Score) {
	t.Helper()
	r, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	marks := make([]*verdict.Mark, n)
	scores := make([]*verdict.Score, n)
	for i := range marks {
		name := fmt.Sprintf("boards/board-%06d.txt", i)
		if i%10 == 9 {
			m := report.Fail[verdict.Mark](name, errors.New(name+":3:5: bad cell \"3\" (want 0, 1 or 2)"))
			s := report.Fail[verdict.Score](name, errors.New(name+":3:5: bad cell \"3\" (want 0, 1 or 2)"))
			marks[i], scores[i] = &m, &s
			continue
		}
		var f parse.File
		if err := parse.Parse(name, []byte(boardtest.Busy), &f); err != nil {
			t.Fatal(err)
		}
		var e analyze.Evaluation
		m := verdict.MarkFile(&f, &verdict.Options{RulesChoice: game.RulesChoice{Rules: r}}, &e)
		marks[i], scores[i] = &m, &m.Score.Score
	}
	return marks, scores
}

// liveHeap returns the bytes of heap in use once the garbage is collected.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// growth adds vs to s in two halves and returns how much the live heap
// grew over the second half, with the stream and the verdicts still held.
func growth[T any](t *testing.T, s *report.Stream[T], vs []T) int64 {
	t.Helper()
	add := func(vs []T) {
		for _, v := range vs {
			if err := s.Add(v); err != nil {
				t.Fatal(err)
			}
		}
	}
	half := len(vs) / 2
	add(vs[:half])
	before := liveHeap()
	add(vs[half:])
	after := liveHeap()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	runtime.KeepAlive(vs)
	return int64(after) - int64(before)
}

// TestYAMLStreamsInBoundedMemory: every format but the table and the HTML
// page holds nothing of a verdict once it is written, so the heap does not
// grow from one half of a run to the next; the table keeps its rows (it
// must see them all to size its columns: only the columns it shows, 190
// bytes a score) and the page its summary rows (160 bytes a mark). One
// yaml.v3 Encoder over the whole stream kept every event it had emitted:
// 490 KB for each of these marks, 65 KB for each score.
func TestYAMLStreamsInBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 400 marking reports in every format")
	}
	const n = 400
	marks, scores := streamVerdicts(t, n)
	for _, tc := range []struct {
		name     string
		run      func() int64
		perEntry int64 // the bytes a verdict may keep
	}{
		{"mark yaml", func() int64 { return growth(t, report.New(io.Discard, report.YAML, verdict.MarkColumns(false)), marks) }, 0},
		{"mark json", func() int64 { return growth(t, report.New(io.Discard, report.JSON, verdict.MarkColumns(false)), marks) }, 0},
		{"mark jsonl", func() int64 {
			return growth(t, report.New(io.Discard, report.JSONL, verdict.MarkColumns(false)), marks)
		}, 0},
		{"mark csv", func() int64 { return growth(t, report.New(io.Discard, report.CSV, verdict.MarkColumns(false)), marks) }, 0},
		{"mark text", func() int64 { return growth(t, report.New(io.Discard, report.Text, verdict.MarkColumns(true)), marks) }, 0},
		{"mark html", func() int64 { return growth(t, report.New(io.Discard, report.HTML, verdict.MarkColumns(false)), marks) }, 256},
		{"score yaml", func() int64 { return growth(t, report.New(io.Discard, report.YAML, verdict.ScoreColumns()), scores) }, 0},
		{"score json", func() int64 { return growth(t, report.New(io.Discard, report.JSON, verdict.ScoreColumns()), scores) }, 0},
		{"score jsonl", func() int64 { return growth(t, report.New(io.Discard, report.JSONL, verdict.ScoreColumns()), scores) }, 0},
		{"score csv", func() int64 { return growth(t, report.New(io.Discard, report.CSV, verdict.ScoreColumns()), scores) }, 0},
		{"score table", func() int64 {
			s := report.New(io.Discard, report.Table, verdict.ScoreColumns())
			s.SetLayout(report.Layout{Width: 80})
			return growth(t, s, scores)
		}, 320},
	} {
		// 64 KiB of slack for the runtime's own bookkeeping.
		limit := tc.perEntry*n/2 + 64<<10
		got := tc.run()
		t.Logf("%s: %d bytes", tc.name, got)
		if got > limit {
			t.Errorf("%s: the heap grew by %d bytes over the second %d verdicts, want at most %d", tc.name, got, n/2, limit)
		}
	}
}

// TestYAMLStreamIsOneEncodersBytes: a document at a time gives the bytes
// one yaml.v3 Encoder gives for the whole stream: the "---" lines between
// documents, none before the first, failed verdicts as file and error,
// every other ended by "error: null".
func TestYAMLStreamIsOneEncodersBytes(t *testing.T) {
	marks, scores := streamVerdicts(t, 12)
	by := "white"
	failedStatus := report.Fail[verdict.Status]("b.txt", errors.New("b.txt: no such file"))
	statuses := []*verdict.Status{
		{Outcome: report.Outcome{File: "a: b.txt"}, Point: &verdict.Point{Vertex: "A1", Row: 8}, Colour: "black", Status: "captured", Captured: true, By: &by},
		&failedStatus,
		{Outcome: report.Outcome{File: "'quoted'\nname.txt"}, Colour: "empty", Status: "off-board"},
	}
	legals := []*verdict.Legal{
		{Outcome: report.Outcome{File: "k.sgf"}, Colour: "white", Point: &verdict.Point{Vertex: "D6"}, Reason: "ko", Captures: []verdict.Point{},
			Before: []string{"0 1 2", "1 2 0"}, After: []string{"0 1 2", "1 0 2"}},
		{Outcome: report.Outcome{File: "k.sgf"}, Colour: "black", Point: &verdict.Point{Vertex: "C3"}, Legal: true, Reason: "ok",
			Captures: []verdict.Point{{Vertex: "C4", Col: 2}}},
	}
	captures := []*verdict.Capture{
		{Outcome: report.Outcome{File: "c.txt"}, Width: 2, Height: 2, Removed: verdict.Removed{Black: 1}, Board: []string{"0 2", "2 0"},
			Warnings: []string{}, Text: "player: black\n0 2\n2 0\n"},
	}
	bad := "x: refused"
	generated := []*verdict.Generated{
		{Name: "board-0001.txt", Width: 3, Height: 1, Board: []string{"0 1 2"}, Out: "out/board-0001.txt"},
		{Name: "board-0002.txt", Error: &bad},
	}
	for _, tc := range []struct {
		name string
		got  func(w io.Writer) error
		docs []any
	}{
		{"mark", func(w io.Writer) error { return addAll(report.New(w, report.YAML, verdict.MarkColumns(false)), marks) }, yamlDocs(t, marks)},
		{"score", func(w io.Writer) error { return addAll(report.New(w, report.YAML, verdict.ScoreColumns()), scores) }, yamlDocs(t, scores)},
		{"one score", func(w io.Writer) error { return addAll(report.New(w, report.YAML, verdict.ScoreColumns()), scores[:1]) }, yamlDocs(t, scores[:1])},
		{"status", func(w io.Writer) error { return addAll(report.New(w, report.YAML, verdict.StatusColumns()), statuses) }, yamlDocs(t, statuses)},
		{"legal", func(w io.Writer) error {
			return addAll(report.New(w, report.YAML, verdict.LegalColumns(true, false)), legals)
		}, yamlDocs(t, legals)},
		{"capture", func(w io.Writer) error {
			return addAll(report.New(w, report.YAML, verdict.CaptureColumns(true)), captures)
		}, yamlDocs(t, captures)},
		{"random", func(w io.Writer) error {
			return addAll(report.New(w, report.YAML, verdict.GeneratedColumns(true)), generated)
		}, yamlDocs(t, generated)},
	} {
		var got, want bytes.Buffer
		if err := tc.got(&got); err != nil {
			t.Fatal(err)
		}
		enc := yaml.NewEncoder(&want)
		enc.SetIndent(2)
		for _, d := range tc.docs {
			if err := enc.Encode(d); err != nil {
				t.Fatal(err)
			}
		}
		if err := enc.Close(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: a document at a time differs from one encoder:\ngot\n%s\nwant\n%s", tc.name, got.Bytes(), want.Bytes())
		}
	}
}

func addAll[T any](s *report.Stream[T], vs []T) error {
	for _, v := range vs {
		if err := s.Add(v); err != nil {
			return err
		}
	}
	return s.Close()
}

// yamlDocs returns what the stream hands the encoder for vs, made here
// the long way: a failed verdict as its file and error, any other as its
// fields, then "error: null" when it embeds an Outcome.
func yamlDocs[T any](t *testing.T, vs []T) []any {
	t.Helper()
	var docs []any
	for _, v := range vs {
		if fv, ok := any(v).(report.Verdict); ok && fv.Failed() {
			f, m := fv.Err()
			docs = append(docs, struct {
				File  string `yaml:"file"`
				Error string `yaml:"error"`
			}{f, m})
			continue
		}
		if !reflect.ValueOf(v).Elem().FieldByName("Outcome").IsValid() {
			docs = append(docs, v)
			continue
		}
		var n yaml.Node
		if err := n.Encode(v); err != nil {
			t.Fatal(err)
		}
		n.Content = append(n.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "error"},
			&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"})
		docs = append(docs, &n)
	}
	return docs
}

// BenchmarkStreamMark writes an 11x11 marking report (121 points) in each
// streamed format: YAML costs about 30 times JSON, the price of yaml.v3's
// reflection and emitter.
func BenchmarkStreamMark(b *testing.B) {
	marks, _ := streamVerdicts(b, 1)
	for _, f := range []report.Format{report.YAML, report.JSON, report.JSONL, report.CSV, report.Text} {
		b.Run(string(f), func(b *testing.B) {
			s := report.New(io.Discard, f, verdict.MarkColumns(false))
			b.ReportAllocs()
			for b.Loop() {
				if err := s.Add(marks[0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
