package parse

import (
	"bytes"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// parseSGF reads an SGF file of one game into f.
func parseSGF(name string, data []byte, f *File) error {
	games, err := sgfGames(name, data)
	if err != nil {
		return err
	}
	if len(games) > 1 {
		at := games[1].Where.Game
		return &Error{File: name, Line: at.Line, Col: at.Col, Err: ErrSGF,
			Msg: "file holds " + strconv.Itoa(len(games)) + " games, want one (this is where the second starts)"}
	}
	return fromRecord(name, 0, 1, games[0], f)
}

// parseSGFGames reads every game of an SGF collection.
func parseSGFGames(name string, data []byte) ([]File, error) {
	games, err := sgfGames(name, data)
	if err != nil {
		return nil, err
	}
	files := make([]File, len(games))
	for i, g := range games {
		if err := fromRecord(name, i, len(games), g, &files[i]); err != nil {
			return nil, err
		}
		if len(games) > 1 {
			files[i].Name = name + "#" + strconv.Itoa(i+1)
		}
	}
	return files, nil
}

// EachGame reads a file that may hold several games, as ParseGames does,
// but hands the games to do one at a time in f, whose memory it reuses: a
// collection of many games costs one File, not one a game. It stops at the
// first error, do's included, and returns it.
func EachGame(name string, data []byte, f *File, do func(f *File) error) error {
	data = sgfUTF16(data)
	if !isSGF(data) {
		if err := Parse(name, data, f); err != nil {
			return err
		}
		return do(f)
	}
	games, err := sgfGames(name, data)
	if err != nil {
		return err
	}
	for i, g := range games {
		*f = File{Grids: f.Grids[:0]}
		if err := fromRecord(name, i, len(games), g, f); err != nil {
			return err
		}
		if len(games) > 1 {
			f.Name = name + "#" + strconv.Itoa(i+1)
		}
		if err := do(f); err != nil {
			return err
		}
		games[i] = nil // done with: its moves may go
	}
	return nil
}

// SGFTrees reads the game trees of an SGF file (sgf.ParseTrees), after
// the same decoding Parse gives it (UTF-16 with a byte order mark), its
// errors made *Error: for a writer that must keep the whole game, as Parse
// keeps what the rules read.
func SGFTrees(name string, data []byte) ([]*sgf.Node, error) {
	trees, err := sgf.ParseTrees(name, sgfUTF16(data))
	if err == nil {
		return trees, nil
	}
	var se *sgf.Error
	if errors.As(err, &se) {
		return nil, &Error{File: name, Line: se.Line, Col: se.Col, Err: ErrSGF, Msg: se.Msg}
	}
	return nil, &Error{File: name, Line: 1, Col: 1, Err: ErrSGF, Msg: err.Error()}
}

// sgfGames parses data with package sgf, its errors made *Error.
func sgfGames(name string, data []byte) ([]*sgf.Record, error) {
	games, err := sgf.Parse(name, data)
	if err == nil {
		return games, nil
	}
	var se *sgf.Error
	if errors.As(err, &se) {
		return nil, &Error{File: name, Line: se.Line, Col: se.Col, Err: ErrSGF, Msg: se.Msg}
	}
	return nil, &Error{File: name, Line: 1, Col: 1, Err: ErrSGF, Msg: err.Error()}
}

// fromRecord fills f with game index (of n in the file): its record, and
// its setup as the one grid until the record is replayed.
func fromRecord(name string, index, n int, g *sgf.Record, f *File) error {
	f.Name, f.Format = name, FormatSGF
	f.Record, f.Rules = g, g.Rules
	f.Game, f.Games = index+1, n
	f.Grids = append(f.Grids[:0], g.SetupBoard())
	f.Komi, f.HasKomi = g.Komi, g.HasKomi
	f.Handicap = g.Handicap
	switch {
	case g.NextPlayer != board.Empty && len(g.Moves) > 0:
		f.Player = g.NextPlayer
	case len(g.Moves) > 0:
		f.Player = g.Moves[len(g.Moves)-1].Colour.Opponent()
	default:
		// PL, or Empty as for a grid without a player header: a setup
		// position does not say who moves, and guessing would change
		// verdicts and the sgf -> grid -> sgf round trip.
		f.Player = g.PlayerToMove
	}
	return nil
}

// MoveError returns the *Error about move number n (from 1) of f's record
// that Parse would give: at the move's value in the file, msg prefixed
// "game 2: " in a collection of several games. It is for the caller who
// replays the record under rules, which Parse does not know.
func (f *File) MoveError(n int, msg string) error {
	var at sgf.Pos
	if f.Record != nil {
		at = f.Record.Where.Game
		if n >= 1 && n <= len(f.Record.Where.Moves) {
			at = f.Record.Where.Moves[n-1]
		}
	}
	return f.errorAt(at, msg)
}

// errorAt is the *Error at a place of f's SGF file.
func (f *File) errorAt(at sgf.Pos, msg string) error {
	name := f.Name
	if f.Games > 1 {
		name = strings.TrimSuffix(name, "#"+strconv.Itoa(f.Game))
		msg = "game " + strconv.Itoa(f.Game) + ": " + msg
	}
	if at.Line == 0 {
		at = sgf.Pos{Line: 1, Col: 1}
	}
	return &Error{File: name, Line: at.Line, Col: at.Col, Err: ErrSGF, Msg: msg}
}

// gameAfterText is the start of a game with a property: "(;GM[".
var gameAfterText = regexp.MustCompile(`\(\s*;\s*[A-Z]+\s*\[`)

// sgfAfterText reports whether data holds an SGF game after text of another
// kind, as a mailed game does after its headers.
func sgfAfterText(data []byte) bool { return gameAfterText.Match(data) }

// SGFText returns data as package sgf reads it: an SGF file saved in
// UTF-16 with a byte order mark, as some Windows programs write them, in
// UTF-8; any other data as it is. Every command reads SGF files so.
func SGFText(data []byte) []byte { return sgfUTF16(data) }

// sgfUTF16 returns an SGF file in UTF-16 as UTF-8 and any other data as it
// is: a grid keeps its bytes, whose offsets capture --in-place rewrites.
func sgfUTF16(data []byte) []byte {
	if u := fromUTF16(data); len(u) > 0 && isSGF(u) {
		return u
	}
	return data
}

// fromUTF16 returns data in UTF-8 when it is UTF-16 with a byte order mark,
// little- or big-endian, as some Windows programs save SGF; else nil.
// MaxFileSize has already bounded the bytes read.
func fromUTF16(data []byte) []byte {
	var big bool
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}):
	case bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		big = true
	default:
		return nil
	}
	units := make([]uint16, 0, len(data)/2)
	for i := 2; i+1 < len(data); i += 2 {
		if big {
			units = append(units, uint16(data[i])<<8|uint16(data[i+1]))
		} else {
			units = append(units, uint16(data[i+1])<<8|uint16(data[i]))
		}
	}
	out := make([]byte, 0, len(units)+len(units)/2)
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// StrictError returns the first repair the parser made to read f's game as
// the *Error a strict reading gives, or nil: for --strict, which turns
// every repair into an error.
func (f *File) StrictError() error {
	if f.Record == nil || len(f.Record.Repairs) == 0 {
		return nil
	}
	r := f.Record.Repairs[0]
	return f.errorAt(r.Pos, r.Msg) // ErrSGF, as every SGF error of parse
}
