package ninuki

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp"
)

// Name and Version are what NewEngine's engine answers to name and version;
// a caller may set the engine's own fields to its build's version.
const (
	Name    = "goscore-ninuki"
	Version = "dev"
)

// GameID is the answer of gogui-rules_game_id.
const GameID = "Ninuki"

// analyzeCommands is the answer of gogui-analyze_commands: the rules
// commands GoGui can show as text.
const analyzeCommands = `pstring/Legal Moves For ToPlay/gogui-rules_legal_moves
pstring/Side to Play/gogui-rules_side_to_move
pstring/Final Result/gogui-rules_final_result
pstring/Captured Count (W B)/gogui-rules_captured_count
pstring/Board Size/gogui-rules_board_size
pstring/Rules GameID/gogui-rules_game_id
pstring/Show Board/gogui-rules_board`

// engine is the state behind the GTP commands.
type engine struct {
	g   *Game
	rng *rand.Rand
}

// NewEngine returns a GTP engine that plays Ninuki on a size x size board
// (DefaultSize is the usual one; a size outside MinSize to MaxSize is an
// ErrSize error): the administrative commands of package gtp plus
// boardsize, clear_board, komi (accepted and ignored), play, genmove, undo,
// showboard, the gogui-rules_* commands and gogui-analyze_commands.
// genmove draws its moves from a PCG generator seeded with seed, never from
// the clock.
func NewEngine(size int, seed uint64) (*gtp.Engine, error) {
	g, err := New(size)
	if err != nil {
		return nil, err
	}
	s := &engine{g: g, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	e := gtp.NewEngine(Name, Version)
	e.Register("boardsize", s.boardsize)
	e.Register("clear_board", s.clearBoard)
	e.Register("komi", s.komi)
	e.Register("play", s.play)
	e.Register("genmove", s.genmove)
	e.Register("undo", s.undo)
	e.Register("showboard", s.showboard)
	e.Register("gogui-rules_game_id", func([]string) (string, error) { return GameID, nil })
	e.Register("gogui-rules_board_size", func([]string) (string, error) { return strconv.Itoa(s.g.Size()), nil })
	e.Register("gogui-rules_board", func([]string) (string, error) { return s.g.String(), nil })
	e.Register("gogui-rules_legal_moves", s.legalMoves)
	e.Register("gogui-rules_side_to_move", func([]string) (string, error) { return s.g.ToMove().String(), nil })
	e.Register("gogui-rules_final_result", func([]string) (string, error) { return s.g.Result().String(), nil })
	e.Register("gogui-rules_captured_count", s.capturedCount)
	e.Register("gogui-analyze_commands", func([]string) (string, error) { return analyzeCommands, nil })
	return e, nil
}

// errUnacceptableSize is boardsize's answer to anything but 2..19.
var errUnacceptableSize = errors.New("unacceptable size")

func (s *engine) boardsize(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: boardsize SIZE")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errUnacceptableSize
	}
	g, err := New(n)
	if err != nil {
		return "", errUnacceptableSize
	}
	s.g = g
	return "", nil
}

func (s *engine) clearBoard([]string) (string, error) {
	g, err := New(s.g.Size())
	if err != nil {
		return "", err
	}
	s.g = g
	return "", nil
}

// komi is accepted for the sake of controllers that always send it; Ninuki
// has no use for it.
func (s *engine) komi(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: komi FLOAT")
	}
	if _, err := strconv.ParseFloat(args[0], 64); err != nil {
		return "", fmt.Errorf("syntax error: komi %q is not a number", args[0])
	}
	return "", nil
}

// play answers an illegal move with a success response, as the course's
// test files expect: illegal move: "ARGS" REASON, where ARGS is the
// offending argument in lower case.
func (s *engine) play(args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("syntax error: play COLOR POINT")
	}
	colour, point := strings.ToLower(args[0]), strings.ToLower(args[1])
	c, err := board.ParseColor(colour)
	if err != nil {
		return illegal(colour, WrongColor), nil
	}
	p, ok := s.point(point)
	if !ok {
		return illegal(point, WrongCoordinate), nil
	}
	if _, r := s.g.Play(c, p); r != Legal {
		return illegal(point, r), nil
	}
	return "", nil
}

// illegal is play's answer to an illegal move.
func illegal(arg string, r Reason) string {
	return fmt.Sprintf("illegal move: %q %s", arg, r)
}

// point reads a GTP vertex on the current board. ParseVertex also reads
// "pass" and ROW,COL, which are no Ninuki moves.
func (s *engine) point(text string) (board.Point, bool) {
	if strings.Contains(text, ",") {
		return board.Pass, false
	}
	v, err := board.ParseVertex(text)
	if err != nil || v.IsPass() {
		return board.Pass, false
	}
	b := s.g.Board()
	return v.Resolve(&b)
}

// vertex is the GTP vertex of p, upper case as in every answer: GoGui
// compares the moves of gogui-rules_legal_moves with its own vertices, case
// and all, so a lower-case list made every click an illegal move.
func vertex(p board.Point) string { return p.String() }

// genmove plays a uniformly random legal move for the asked colour. It
// answers resign when that colour has already lost, and pass when the game
// is drawn or already won by that colour; neither changes the position.
func (s *engine) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: genmove COLOR")
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", fmt.Errorf("invalid color %q (want b, black, w or white)", args[0])
	}
	if res := s.g.Result(); res != Unknown {
		if res.Winner() == c.Opponent() {
			return "resign", nil
		}
		return "pass", nil
	}
	moves := s.g.Legal(nil)
	p := moves[s.rng.IntN(len(moves))] // a game going on has an empty point
	if _, r := s.g.Play(c, p); r != Legal {
		return "", fmt.Errorf("internal error: generated move %s is %s", vertex(p), r)
	}
	return vertex(p), nil
}

func (s *engine) undo([]string) (string, error) {
	if !s.g.Undo() {
		return "", errors.New("cannot undo")
	}
	return "", nil
}

// legalMoves sorts the vertices as strings (A1 A10 A2 ...), as the course
// engines' Python sorted() does.
func (s *engine) legalMoves([]string) (string, error) {
	pts := s.g.Legal(nil)
	names := make([]string, len(pts))
	for i, p := range pts {
		names[i] = vertex(p)
	}
	sort.Strings(names)
	return strings.Join(names, " "), nil
}

// capturedCount answers "W B": White's captures first.
func (s *engine) capturedCount([]string) (string, error) {
	return fmt.Sprintf("%d %d", s.g.Captured(board.White), s.g.Captured(board.Black)), nil
}

// showboard draws the board with coordinates, then the captures and the
// side to move or the result. It starts with a newline so the diagram is
// aligned below the "= ".
func (s *engine) showboard([]string) (string, error) {
	g := s.g
	n := g.Size()
	var sb strings.Builder
	letters := func() {
		sb.WriteString("  ")
		for x := 0; x < n; x++ {
			sb.WriteByte(' ')
			sb.WriteByte(board.At(x, 0).String()[0])
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	letters()
	b := g.Board()
	for row := 0; row < n; row++ {
		y := n - row
		fmt.Fprintf(&sb, "%2d", y)
		for col := 0; col < n; col++ {
			sb.WriteByte(' ')
			sb.WriteByte(stoneChar(b.At(b.Point(row, col))))
		}
		fmt.Fprintf(&sb, " %d\n", y)
	}
	letters()
	fmt.Fprintf(&sb, "captured: white %d black %d\n", g.Captured(board.White), g.Captured(board.Black))
	if res := g.Result(); res != Unknown {
		fmt.Fprintf(&sb, "result: %s", res)
	} else {
		fmt.Fprintf(&sb, "to move: %s", g.ToMove())
	}
	return sb.String(), nil
}
