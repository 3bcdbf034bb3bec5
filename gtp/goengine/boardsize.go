package goengine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
)

// boardsize is the command name, boardsize or rectangular_boardsize: both
// take SIZE, WIDTH HEIGHT or WIDTH:HEIGHT, as KataGo's do (GTP's boardsize
// takes SIZE; Sabaki and Lizzie send rectangular_boardsize WIDTH HEIGHT for
// a board that is not square, and KataGo's boardsize takes the other two
// forms). The game starts afresh on an empty board of that size.
func (ge *goEngine) boardsize(name string) func(args []string) (string, error) {
	return func(args []string) (string, error) {
		w, h, err := parseBoardSize(args)
		if err != nil {
			return "", fmt.Errorf("syntax error: %s SIZE, WIDTH HEIGHT or WIDTH:HEIGHT", name)
		}
		if w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize {
			return "", errors.New("unacceptable size")
		}
		ge.newGame(w, h)
		return "", nil
	}
}

// parseBoardSize reads SIZE, WIDTH HEIGHT or WIDTH:HEIGHT.
func parseBoardSize(args []string) (w, h int, err error) {
	if len(args) == 1 {
		if ws, hs, ok := strings.Cut(args[0], ":"); ok {
			args = []string{ws, hs}
		} else {
			args = []string{args[0], args[0]}
		}
	}
	if len(args) != 2 {
		return 0, 0, errSyntax
	}
	if w, err = strconv.Atoi(args[0]); err != nil {
		return 0, 0, errSyntax
	}
	if h, err = strconv.Atoi(args[1]); err != nil {
		return 0, 0, errSyntax
	}
	return w, h, nil
}
