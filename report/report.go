// Package report renders verdicts to an io.Writer: tables (with
// olekukonko/tablewriter) fitted to the screen, YAML documents
// (gopkg.in/yaml.v3), a JSON array, JSON lines, CSV, and the text or HTML
// page a verdict's Columns bring. It knows no command, no rule and no
// file, and imports no package of this module: each command's verdict
// type and its Columns live in package internal/verdict (a match's and a
// regression run's in gtp/match and gtp/regress). A Stream is handed
// verdicts one at a time and streams them: a verdict is written and
// dropped before the next comes, in every format but two. The table keeps
// the cells of the columns it shows, since it must see every row to size
// them, and a page what its Sink keeps (mark's HTML, a summary row per
// file). TestYAMLStreamsInBoundedMemory holds every format to that.
package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
	"gopkg.in/yaml.v3"
)

// Format is an output format.
type Format string

// The output formats.
const (
	Table Format = "table"
	YAML  Format = "yaml"
	JSON  Format = "json"
	JSONL Format = "jsonl"
	CSV   Format = "csv"
	Text  Format = "text"
)

// Formats lists the formats every command takes; mark also takes text.
var Formats = []Format{Table, YAML, JSON, JSONL, CSV}

// ErrBadFormat is returned by ParseFormat for an unknown name.
var ErrBadFormat = errors.New("bad format")

// ParseFormat reads a format name; extra lists formats allowed beyond Formats.
func ParseFormat(s string, extra ...Format) (Format, error) {
	for _, f := range append(append([]Format{}, Formats...), extra...) {
		if strings.EqualFold(s, string(f)) {
			return f, nil
		}
	}
	names := []string{}
	for _, f := range append(append([]Format{}, Formats...), extra...) {
		names = append(names, string(f))
	}
	return "", fmt.Errorf("%w %q (want %s)", ErrBadFormat, s, strings.Join(names, ", "))
}

// Verdict is what a rendered value is when it can fail: a verdict on a
// file that could not be read or judged, of which only the file and the
// error are printed. A Stream takes any type; one that never fails (a
// match's games and engines) need not implement it.
type Verdict interface {
	Failed() bool
	// Err returns the file name and the error message of a failed verdict.
	Err() (file, msg string)
}

// failed returns the file and error of v when v is a Verdict that failed.
func failed(v any) (file, msg string, ok bool) {
	if f, is := v.(Verdict); is && f.Failed() {
		file, msg = f.Err()
		return file, msg, true
	}
	return "", "", false
}

// Columns says how a verdict type becomes table and CSV rows.
type Columns[T any] struct {
	Header []string
	// Numeric marks the columns aligned right in a table.
	Numeric []bool
	// Row returns the cells of one verdict (a failed one too).
	Row func(T) []string
	// Footer, if set, returns the totals row of a table, from what Row saw.
	Footer func() []string
	// CSVHeader and CSVRow, if set, replace Header and Row in CSV output,
	// which has room for every field.
	CSVHeader []string
	CSVRow    func(T) []string
	// CSVRows, if set, gives several CSV rows per verdict.
	CSVRows func(T) [][]string
	// AppendJSON, if set, writes a verdict's JSON without reflection; it
	// must give the bytes encoding/json gives.
	AppendJSON func(dst []byte, v T) []byte
	// Page, if set, renders the HTML format: a whole document, started by
	// the first Add and finished by Close.
	Page func(w io.Writer) Sink[T]
	// Narrow lists the columns of the default table, which must fit the
	// terminal (see Layout); nil keeps them all. Layout.Wide shows every
	// column.
	Narrow []int
	// Flex lists the columns (indexes into Header) whose cells wrap when a
	// table must fit a width: file names, notes, lists.
	Flex []int
	// Text, if set, renders the Text format (and Table, when TextIsTable).
	Text        func(w io.Writer, v T) error
	TextIsTable bool
}

// Sink takes verdicts one by one and finishes a document on Close.
type Sink[T any] interface {
	Add(v T) error
	Close() error
}

// Stream writes verdicts of one type in one format. Call Add for each
// verdict, in order, then Close.
type Stream[T any] struct {
	w      io.Writer
	format Format
	cols   Columns[T]
	n      int
	rows   [][]string
	csv    *csv.Writer
	buf    []byte
	doc    bytes.Buffer // one YAML document at a time
	page   Sink[T]
	layout Layout
	err    error
}

// SetLayout sets how the table format meets the screen, before the first
// Add (the table keeps only the columns it will show); other formats
// ignore it.
func (s *Stream[T]) SetLayout(l Layout) { s.layout = l }

// marshal returns v's JSON, in s.buf: a failed verdict as its file and
// error; any other by AppendJSON when the columns have it, else by
// encoding/json, and ended with "error": null when it embeds an Outcome.
func (s *Stream[T]) marshal(v T) ([]byte, error) {
	b := s.buf[:0]
	if f, m, ok := failed(v); ok {
		b = append(b, `{"file":`...)
		b = AppendJSONString(b, f)
		b = append(b, `,"error":`...)
		b = AppendJSONString(b, m)
		s.buf = append(b, '}')
		return s.buf, nil
	}
	if s.cols.AppendJSON != nil {
		b = s.cols.AppendJSON(b, v)
	} else {
		j, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		b = append(b, j...)
	}
	if hasOutcome(v) {
		b = append(b[:len(b)-1], `,"error":null}`...)
	}
	s.buf = b
	return b, nil
}

// hasOutcome reports whether v embeds an Outcome, whose error the stream
// writes.
func hasOutcome(v any) bool {
	_, ok := v.(interface{ outcome() *Outcome })
	return ok
}

// New returns a stream writing to w.
func New[T any](w io.Writer, format Format, cols Columns[T]) *Stream[T] {
	s := &Stream[T]{w: w, format: format, cols: cols}
	if format == Table && cols.TextIsTable && cols.Text != nil {
		s.format = Text
	}
	switch s.format {
	case HTML:
		if cols.Page == nil {
			s.err = fmt.Errorf("no html format for this report")
		} else {
			s.page = cols.Page(w)
		}
	case CSV:
		s.csv = csv.NewWriter(w)
		if cols.CSVHeader != nil {
			s.err = s.csv.Write(cols.CSVHeader)
		} else {
			s.err = s.csv.Write(cols.Header)
		}
	}
	return s
}

// errorVerdict is how a failed verdict is written in YAML.
type errorVerdict struct {
	File  string `yaml:"file"`
	Error string `yaml:"error"`
}

// yamlDoc writes v as one YAML document, after a "---" line from the
// second on: a failed verdict as its file and error, any other as its
// fields, ended with "error: null" when it embeds an Outcome. These are
// the bytes one yaml.v3 Encoder gives for the whole stream, but each
// document has an encoder of its own, because yaml.v3's emitter keeps
// every event of its stream until Close (go-yaml issue 873): one encoder
// over the marking reports of 2,000 11x11 boards held 4.4 GB. The "error:
// null" line is written after the mapping (every verdict with an Outcome
// is a block mapping: its file is never left out), where the encoder
// would put a last key, rather than added to a yaml.Node, which yaml.v3
// makes by encoding the document and parsing it back.
func (s *Stream[T]) yamlDoc(v T) error {
	s.doc.Reset()
	if s.n > 1 {
		s.doc.WriteString("---\n")
	}
	enc := yaml.NewEncoder(&s.doc)
	enc.SetIndent(2)
	var err error
	f, m, fail := failed(v)
	if fail {
		err = enc.Encode(errorVerdict{File: f, Error: m})
	} else {
		err = enc.Encode(v)
	}
	if err == nil {
		err = enc.Close()
	}
	if err != nil {
		return err
	}
	if !fail && hasOutcome(v) {
		s.doc.WriteString("error: null\n")
	}
	_, err = s.w.Write(s.doc.Bytes())
	return err
}

// Add writes one verdict (the table format keeps it for Close).
func (s *Stream[T]) Add(v T) error {
	if s.err != nil {
		return s.err
	}
	s.n++
	switch s.format {
	case HTML:
		s.err = s.page.Add(v)
	case JSON:
		sep := ",\n"
		if s.n == 1 {
			sep = "[\n"
		}
		b, err := s.marshal(v)
		if err == nil {
			if _, err = io.WriteString(s.w, sep); err == nil {
				_, err = s.w.Write(b)
			}
		}
		s.err = err
	case JSONL:
		b, err := s.marshal(v)
		if err == nil {
			_, err = s.w.Write(append(b, '\n'))
		}
		s.err = err
	case YAML:
		s.err = s.yamlDoc(v)
	case CSV:
		if s.cols.CSVRows != nil {
			s.err = s.csv.WriteAll(s.cols.CSVRows(v))
		} else if s.cols.CSVRow != nil {
			s.err = s.csv.Write(s.cols.CSVRow(v))
		} else {
			s.err = s.csv.Write(s.cols.Row(v))
		}
	case Text:
		if s.cols.Text == nil {
			s.err = fmt.Errorf("no text format for this report")
		} else {
			if f, m, ok := failed(v); ok {
				_, s.err = fmt.Fprintf(s.w, "%s: error: %s\n", f, withoutFile(f, m))
			} else {
				s.err = s.cols.Text(s.w, v)
			}
		}
	default:
		// Only the columns shown: a wide row is four times a narrow one.
		s.rows = append(s.rows, pick(s.cols.Row(v), s.keep()))
	}
	return s.err
}

// Close finishes the output: the JSON array's end, the table.
func (s *Stream[T]) Close() error {
	if s.err != nil {
		return s.err
	}
	switch s.format {
	case HTML:
		s.err = s.page.Close()
	case JSON:
		end := "\n]\n"
		if s.n == 0 {
			end = "[]\n"
		}
		_, s.err = io.WriteString(s.w, end)
	case CSV:
		s.csv.Flush()
		s.err = s.csv.Error()
	case Table:
		s.err = s.table()
	}
	return s.err
}

// keep returns the indexes of the columns the table shows, nil for all.
func (s *Stream[T]) keep() []int {
	if s.layout.Wide || s.layout.Width <= 0 {
		return nil
	}
	return s.cols.Narrow
}

// table renders the kept rows with tablewriter, configured explicitly: light
// box drawing, headers as given, numbers aligned right.
func (s *Stream[T]) table() error {
	keep := s.keep()
	header := pick(s.cols.Header, keep)
	rows := s.rows // already picked by Add
	s.rows = nil
	var footer []string
	if s.cols.Footer != nil {
		footer = pick(s.cols.Footer(), keep)
	}
	var numeric []bool
	var flex []int
	for i, k := range orAll(keep, len(s.cols.Header)) {
		numeric = append(numeric, k < len(s.cols.Numeric) && s.cols.Numeric[k])
		for _, f := range s.cols.Flex {
			if f == k {
				flex = append(flex, i)
			}
		}
	}
	if !s.layout.Wide {
		fit(header, rows, footer, flex, s.layout.Width)
	}
	align := make([]tw.Align, len(header))
	for i := range align {
		align[i] = tw.AlignLeft
		if numeric[i] {
			align[i] = tw.AlignRight
		}
	}
	t := tablewriter.NewTable(s.w,
		tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{
			Symbols: tw.NewSymbols(tw.StyleLight),
			Borders: tw.Border{Left: tw.On, Right: tw.On, Top: tw.On, Bottom: tw.On},
		})),
		tablewriter.WithConfig(tablewriter.Config{
			Header: tw.CellConfig{
				Formatting: tw.CellFormatting{AutoFormat: tw.Off, AutoWrap: tw.WrapNone},
				Alignment:  tw.CellAlignment{Global: tw.AlignCenter},
			},
			Row: tw.CellConfig{
				Formatting: tw.CellFormatting{AutoWrap: tw.WrapNone},
				Alignment:  tw.CellAlignment{PerColumn: align},
			},
			Footer: tw.CellConfig{
				Formatting: tw.CellFormatting{AutoFormat: tw.Off, AutoWrap: tw.WrapNone},
				Alignment:  tw.CellAlignment{PerColumn: align},
			},
		}),
	)
	t.Header(toAny(header)...)
	for _, r := range rows {
		if err := t.Append(toAny(r)...); err != nil {
			return err
		}
	}
	if footer != nil {
		t.Footer(toAny(footer)...)
	}
	return t.Render()
}

// orAll returns keep, or every index below n when keep is nil.
func orAll(keep []int, n int) []int {
	if keep != nil {
		return keep
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	return all
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// WithoutText returns the columns with the text rendering dropped, so the
// table format is a table again.
func (c Columns[T]) WithoutText() Columns[T] {
	c.Text, c.TextIsTable = nil, false
	return c
}
