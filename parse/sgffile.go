package parse

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goscore/goscore/analyze"
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
		line, col := position(data, locate(data, 1, 0).game)
		return &Error{File: name, Line: line, Col: col, Err: ErrSGF,
			Msg: "file holds " + strconv.Itoa(len(games)) + " games, want one (this is where the second starts)"}
	}
	return fromGame(name, data, 0, 1, games[0], f)
}

// parseSGFGames reads every game of an SGF collection.
func parseSGFGames(name string, data []byte) ([]File, error) {
	games, err := sgfGames(name, data)
	if err != nil {
		return nil, err
	}
	files := make([]File, len(games))
	for i, g := range games {
		if err := fromGame(name, data, i, len(games), g, &files[i]); err != nil {
			return nil, err
		}
		if len(games) > 1 {
			files[i].Name = name + "#" + strconv.Itoa(i+1)
		}
	}
	return files, nil
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

// rulesFromSGF returns the rule preset an SGF RU value names: japanese,
// chinese or tromp-taylor in any case (spaces and underscores taken as
// hyphens), japanese for any other rules, and "" for none.
func rulesFromSGF(ru string) string {
	s := strings.ToLower(strings.TrimSpace(ru))
	if s == "" {
		return ""
	}
	s = strings.NewReplacer(" ", "-", "_", "-").Replace(s)
	for _, name := range analyze.PresetNames {
		if s == name {
			return name
		}
	}
	return "japanese"
}

// maxKomi bounds komi as the grid's komi header does, so that every File
// can be written as a grid.
const maxKomi = 1000

// fromGame replays game index (of n in the file) into f.
func fromGame(name string, data []byte, index, n int, g *sgf.Record, f *File) error {
	errAt := func(off int, msg string) error {
		line, col := position(data, off)
		if n > 1 {
			msg = "game " + strconv.Itoa(index+1) + ": " + msg
		}
		return &Error{File: name, Line: line, Col: col, Err: ErrSGF, Msg: msg}
	}
	f.Name, f.Format = name, FormatSGF
	f.Rules = rulesFromSGF(g.Rules)
	rules, _ := analyze.Preset(f.Rules)
	positions, prisoners, err := g.Replay(&rules)
	if err != nil {
		var ie *sgf.IllegalMoveError
		if errors.As(err, &ie) {
			at := locate(data, index, ie.Number)
			return errAt(at.move, err.Error()+" under "+rules.Name+" rules")
		}
		return errAt(locate(data, index, 0).game, strings.TrimPrefix(err.Error(), "sgf: "))
	}
	if g.HasKomi && (g.Komi > maxKomi || g.Komi < -maxKomi) {
		return errAt(locate(data, index, 0).komi, "bad komi "+strconv.FormatFloat(g.Komi, 'f', -1, 64)+" (want -1000 to 1000)")
	}
	f.Grids = append(f.Grids[:0], positions...)
	f.Komi, f.HasKomi = g.Komi, g.HasKomi
	f.BlackPrisoners, f.WhitePrisoners = prisoners[board.Black], prisoners[board.White]
	switch {
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

// position returns the line and character column of byte offset off.
func position(data []byte, off int) (line, col int) {
	if off < 0 || off > len(data) {
		off = 0
	}
	line, lineStart := 1, 0
	for i := 0; i < off; i++ {
		if data[i] == '\n' {
			line, lineStart = line+1, i+1
		}
	}
	return line, utf8.RuneCount(data[lineStart:off]) + 1
}

// place is where things of one game are in an SGF file, as byte offsets:
// its '(', the value of a move of its main line, the value of its KM.
type place struct{ game, move, komi int }

// locate finds, in a file package sgf has accepted, the '(' of game index
// (from 0), the value of move number move (from 1) of its main line and the
// value of its first KM; each is the game's '(' when not found. The main
// line is the first variation at every fork, as package sgf reads it.
func locate(data []byte, index, move int) place {
	at := place{-1, -1, -1}
	depth, game, moves := 0, -1, 0
	main := false
	var id [2]byte
	idLen, values := 0, 0
	inID := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '[':
			if main && values == 0 {
				name := string(id[:min(idLen, 2)])
				if idLen <= 2 && (name == "B" || name == "W") {
					moves++
					if moves == move && at.move < 0 {
						at.move = i + 1
					}
				}
				if idLen == 2 && name == "KM" && at.komi < 0 {
					at.komi = i + 1
				}
			}
			values++
			inID = false
			for i++; i < len(data) && data[i] != ']'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			if !inID {
				inID, idLen, values = true, 0, 0
			}
			if c >= 'A' && c <= 'Z' {
				if idLen < 2 {
					id[idLen] = c
				}
				idLen++
			}
		case c == '(':
			inID = false
			depth++
			if depth == 1 {
				game++
				main = game == index
				if main {
					at.game = i
				}
			}
		case c == ')':
			inID = false
			if depth == 1 && game == index {
				depth = 0
				i = len(data)
				break
			}
			if depth > 1 {
				// The first variation is over: so is the main line.
				main = false
			}
			depth--
		default:
			inID = false
		}
	}
	if at.game < 0 {
		at.game = 0
	}
	if at.move < 0 {
		at.move = at.game
	}
	if at.komi < 0 {
		at.komi = at.game
	}
	return at
}
