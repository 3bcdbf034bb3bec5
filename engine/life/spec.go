package life

import (
	"errors"
	"fmt"
	"strings"

	"github.com/goscore/goscore/board"
)

// The methods of --dead-stones (docs/rules.md, Dead stones).
const (
	MethodNone     = "none"     // the board as it stands
	MethodList     = "list"     // the strings at the vertices a person gave
	MethodEstimate = "estimate" // the strings Estimate judges dead
	// MethodMarks: the stones an SGF's own marking shows dead (a stone
	// under the other colour's TB or TW), which the caller reads from the
	// file; Choose takes none.
	MethodMarks = "marks"
	// MethodEngine: the stones another GTP engine lists in answer to
	// final_status_list dead, which the caller asks it (Spec.Engine holds
	// its command line); Choose takes none.
	MethodEngine = "engine"
)

// EnginePrefix starts the value of --dead-stones that names an engine:
// "engine:gnugo --mode gtp".
const EnginePrefix = MethodEngine + ":"

// Spec says which stones come off as dead before the territory fill: none,
// the strings at a list of vertices, an estimate, or the file's own marks.
type Spec struct {
	Method   string         // MethodNone (also the zero value), MethodList, MethodEstimate, MethodMarks or MethodEngine
	List     []board.Vertex // MethodList: each vertex stands for its whole string
	Estimate Config         // MethodEstimate, and the estimate beside MethodEngine's engine: playouts, seed and threshold
	Engine   string         // MethodEngine: the engine's command line, as written after "engine:"
}

// ErrSpec is wrapped by the errors of ParseSpec.
var ErrSpec = errors.New("bad dead-stone list")

// ErrVertex is wrapped by the errors of Choose: a listed vertex that is off
// the board or names no stone.
var ErrVertex = errors.New("bad dead stone")

// ParseSpec reads the value of --dead-stones: "none", "estimate", "marks",
// "engine:CMD", or a list of vertices separated by commas, spaces or
// semicolons ("D4,E5"). A vertex may also be written ROW,COL
// (docs/rules.md, Coordinates): two numbers in a row are one vertex, so
// "2,3,D4" names 2,3 and D4. Everything after "engine:" is the engine's
// command line, commas and spaces included, so it comes last. An
// estimate's settings are set on the Spec afterwards.
func ParseSpec(s string) (Spec, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if strings.HasPrefix(t, EnginePrefix) {
		cmd := strings.TrimSpace(strings.TrimSpace(s)[len(EnginePrefix):])
		if cmd == "" {
			return Spec{}, fmt.Errorf("%w: engine: names no command (want engine:CMD, such as engine:\"gnugo --mode gtp\")", ErrSpec)
		}
		return Spec{Method: MethodEngine, Engine: cmd}, nil
	}
	switch t {
	case "", MethodNone:
		return Spec{Method: MethodNone}, nil
	case MethodEstimate:
		return Spec{Method: MethodEstimate}, nil
	case MethodMarks:
		return Spec{Method: MethodMarks}, nil
	}
	sp := Spec{Method: MethodList}
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
		for _, text := range splitVertices(field) {
			v, err := board.ParseVertex(text)
			if err != nil {
				return Spec{}, fmt.Errorf("%w: %v (want none, estimate, marks, engine:CMD or vertices such as D4,E5)", ErrSpec, err)
			}
			if v.IsPass() {
				return Spec{}, fmt.Errorf("%w: %q is a pass, not a stone", ErrSpec, text)
			}
			sp.List = append(sp.List, v)
		}
	}
	if len(sp.List) == 0 {
		return Spec{}, fmt.Errorf("%w: want none, estimate, marks, engine:CMD or vertices such as D4,E5", ErrSpec)
	}
	return sp, nil
}

// splitVertices splits a comma-separated list into vertices, joining two
// numbers in a row into one ROW,COL vertex.
func splitVertices(s string) []string {
	parts := strings.Split(s, ",")
	var out []string
	for i := 0; i < len(parts); i++ {
		if i+1 < len(parts) && isNumber(parts[i]) && isNumber(parts[i+1]) {
			out = append(out, parts[i]+","+parts[i+1])
			i++
			continue
		}
		if parts[i] != "" {
			out = append(out, parts[i])
		}
	}
	return out
}

func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// VertexError is a listed dead stone that Choose cannot take: its vertex as
// written and what is wrong, such as "A1: no stone there". The caller names
// where the list came from.
type VertexError struct {
	Vertex string
	Msg    string
}

func (e *VertexError) Error() string { return e.Vertex + ": " + e.Msg }

// Unwrap returns ErrVertex, for errors.Is.
func (e *VertexError) Unwrap() error { return ErrVertex }

// Choose returns the stones to take off as dead under s. given is the
// board as read, on which a list is checked; cleared is the same board
// after its strings without liberties came off, which an estimate judges.
// For a list it returns one point per vertex (analyze's RemoveDead takes
// the whole string); for an estimate, every stone of the strings judged
// dead, with the judgement; for marks and an engine, none (the caller
// reads the file's marks and asks the engine). It fails for a listed
// vertex off the board or on a point without a stone.
func (s *Spec) Choose(given, cleared *board.Board) ([]board.Point, *Judgement, error) {
	switch s.Method {
	case MethodList:
		points := make([]board.Point, 0, len(s.List))
		for _, v := range s.List {
			p, ok := v.Resolve(given)
			if !ok {
				return nil, nil, &VertexError{Vertex: v.Text, Msg: fmt.Sprintf("off the %dx%d board", given.Width(), given.Height())}
			}
			if c := given.At(p); c != board.Black && c != board.White {
				return nil, nil, &VertexError{Vertex: v.Text, Msg: "no stone there"}
			}
			points = append(points, p)
		}
		return points, nil, nil
	case MethodEstimate:
		j := Estimate(cleared, s.Estimate)
		return j.Dead, j, nil
	}
	return nil, nil, nil
}
