package match

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/goscore/goscore/board"
)

// Results is a match's results file: JSON lines, one a finished game,
// appended as each game ends, so that a match stopped by a signal, a
// crash or a power cut loses at most the games under way. Run with the
// same file goes on where the match stopped: the games the file holds are
// taken as played, and only the others are played. A file of another
// match (other engines, board, rules, komi, openings or games) is refused.
type Results struct {
	path   string
	f      *os.File
	lines  []resultLine // what the file held when opened
	lnums  []int        // the line of each, for messages
	played map[int]bool // the game numbers of lines
}

// resultLine is a game as the results file keeps it: the game, and what
// names its match.
type resultLine struct {
	Game
	BlackCommand string `json:"black_command"`
	WhiteCommand string `json:"white_command"`
	// BlackName and WhiteName are the engines' names and versions, as
	// they gave them in this game.
	BlackName string  `json:"black_name"`
	WhiteName string  `json:"white_name"`
	Kind      string  `json:"kind"`
	Size      int     `json:"size"`
	Rules     string  `json:"rules"`
	Komi      float64 `json:"komi"`
}

// ErrResults is the kind of error for a results file that cannot be
// read, holds games of another match, or is in use by a match running now.
var ErrResults = errors.New("results file")

// errInUse is a results file another match holds.
var errInUse = errors.New("in use by another match running now")

// OpenResults opens the results file at path, creating it when it is not
// there, takes it for this match alone (a second match on it while this one
// runs is refused), and reads the games it holds. A last line cut short (the match
// was stopped while writing it) is dropped, and the file cut back to the
// line before; any other line that is not a game is an error naming it.
func OpenResults(path string) (*Results, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrResults, err)
	}
	if err := lock(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%w %s: %v", ErrResults, path, err)
	}
	r := &Results{path: path, f: f}
	if err := r.read(); err != nil {
		f.Close()
		return nil, err
	}
	return r, nil
}

// read reads the games of r's file and leaves it positioned to append.
func (r *Results) read() error {
	data, err := io.ReadAll(r.f)
	if err != nil {
		return fmt.Errorf("%w %s: %v", ErrResults, r.path, err)
	}
	whole := bytes.LastIndexByte(data, '\n') + 1 // the bytes of whole lines
	sc := bufio.NewScanner(bytes.NewReader(data[:whole]))
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var l resultLine
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil {
			return fmt.Errorf("%w %s:%d: not a game of a match: %v", ErrResults, r.path, n, err)
		}
		r.lines = append(r.lines, l)
		r.lnums = append(r.lnums, n)
		if r.played == nil {
			r.played = map[int]bool{}
		}
		r.played[l.Number] = true
	}
	if whole < len(data) {
		if err := r.f.Truncate(int64(whole)); err != nil {
			return fmt.Errorf("%w %s: %v", ErrResults, r.path, err)
		}
	}
	if _, err := r.f.Seek(int64(whole), io.SeekStart); err != nil {
		return fmt.Errorf("%w %s: %v", ErrResults, r.path, err)
	}
	return nil
}

// Close closes the file.
func (r *Results) Close() error {
	if r == nil {
		return nil
	}
	return r.f.Close()
}

// Played reports whether the file held game n when it was opened.
func (r *Results) Played(n int) bool {
	return r != nil && r.played[n]
}

// Path is the file's name, as given.
func (r *Results) Path() string { return r.path }

// resume returns the games of r that m's schedule holds, after checking
// that each is a game of this match: the same game number played by the
// same engine commands on the same sides, from the same opening, on the
// same board under the same rules and komi. A nil r holds none.
func (r *Results) resume(m *Match, opts *Options) ([]resultLine, error) {
	if r == nil {
		return nil, nil
	}
	seen := make(map[int]bool, len(r.lines))
	var games []resultLine
	for i, l := range r.lines {
		where := fmt.Sprintf("%s:%d: game %d", r.path, r.lnums[i], l.Number)
		if l.Number < 1 || l.Number > len(m.slots) {
			return nil, fmt.Errorf("%w %s: the match has %d games", ErrResults, where, len(m.slots))
		}
		if seen[l.Number] {
			return nil, fmt.Errorf("%w %s: played twice", ErrResults, where)
		}
		seen[l.Number] = true
		s := m.slots[l.Number-1]
		want := r.line(m, s, opts)
		if got := l.match(); got != want.match() {
			return nil, fmt.Errorf("%w %s: %s, but this match plays it %s; give another results file",
				ErrResults, where, got, want.match())
		}
		games = append(games, l)
	}
	return games, nil
}

// line is the results line of a game of slot s, without the game.
func (r *Results) line(m *Match, s slot, opts *Options) resultLine {
	l := resultLine{Game: Game{Pair: s.pair, Black: m.Engines[s.black].Label, White: m.Engines[s.white].Label},
		BlackCommand: m.Engines[s.black].Command, WhiteCommand: m.Engines[s.white].Command,
		Kind: m.Game, Size: m.Size, Rules: m.Rules, Komi: m.Komi}
	if s.opening >= 0 {
		l.Opening = opts.Openings[s.opening].Name
	}
	return l
}

// match says what makes l a game of one match and not another, in words.
func (l *resultLine) match() string {
	opening := "an empty board"
	if l.Opening != "" {
		opening = "opening " + l.Opening
	}
	return fmt.Sprintf("%s on %dx%d, %s rules, komi %s, pair %d from %s, black %s (%s), white %s (%s)",
		l.Kind, l.Size, l.Size, l.Rules, strconv.FormatFloat(l.Komi, 'f', -1, 64), l.Pair, opening,
		l.Black, strconv.Quote(l.BlackCommand), l.White, strconv.Quote(l.WhiteCommand))
}

// add appends game g of m to the file, in one write, and syncs it, with
// the names the engines gave (by colour). A nil r keeps nothing.
func (r *Results) add(m *Match, g *Game, names [3]string) error {
	if r == nil {
		return nil
	}
	l := resultLine{Game: *g, BlackCommand: m.Engines[m.index(g.Black)].Command, WhiteCommand: m.Engines[m.index(g.White)].Command,
		BlackName: names[board.Black], WhiteName: names[board.White],
		Kind: m.Game, Size: m.Size, Rules: m.Rules, Komi: m.Komi}
	b, err := json.Marshal(&l)
	if err != nil {
		return err
	}
	if _, err := r.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("%w %s: %v", ErrResults, r.path, err)
	}
	if err := r.f.Sync(); err != nil {
		return fmt.Errorf("%w %s: %v", ErrResults, r.path, err)
	}
	return nil
}
