package batch

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/verdict"
)

// Query is a run of consecutive lines of a legal --queries list about the
// same file: one input, its moves judged in order.
type Query struct {
	Path  string
	Moves []verdict.Move
}

// ReadQueries reads the 'PATH COLOUR POINT' lines of a --queries list
// named name; blank lines and # comments are skipped. A malformed line is
// an error naming its line, as name:line: message.
func ReadQueries(r io.Reader, name string) ([]Query, error) {
	sc := bufio.NewScanner(r)
	var qs []Query
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		fields := strings.Fields(t)
		if len(fields) != 3 {
			return nil, fmt.Errorf("%s:%d: want 'PATH COLOUR POINT', got %q", name, line, t)
		}
		col, err := board.ParseColor(fields[1])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		v, err := board.ParseVertex(fields[2])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		m := verdict.Move{Colour: col, Vertex: v}
		if n := len(qs); n > 0 && qs[n-1].Path == fields[0] {
			qs[n-1].Moves = append(qs[n-1].Moves, m)
		} else {
			qs = append(qs, Query{Path: fields[0], Moves: []verdict.Move{m}})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("--queries: %v", err)
	}
	if len(qs) == 0 {
		return nil, fmt.Errorf("--queries %s holds no queries", name)
	}
	return qs, nil
}

// QueryInputs is the source of the inputs of qs, in order, each tagged
// with its index into qs.
func QueryInputs(qs []Query) func(yield func(Input) bool) {
	return func(yield func(Input) bool) {
		for i := range qs {
			if !yield(Input{Path: qs[i].Path, Root: qs[i].Path, Tag: i}) {
				return
			}
		}
	}
}
