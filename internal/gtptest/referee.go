package gtptest

import (
	"errors"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/gtp"
)

// referee is the mode of the engine RefereeCommand starts, and
// judgeOnly that of JudgeOnlyCommand's.
const (
	referee   = "referee"
	judgeOnly = "judge-only"
)

// RefereeCommand returns the command line of an engine that answers
// final_status_list dead as goscore's estimate does with its default
// settings, one string a line, unless the komi it was given asks for a
// fault, for that position only (komi is sent with every position, so a
// test file's KM picks its fault):
//
//	90  final_status_list hangs
//	91  final_status_list crashes (exit status 3, a line on stderr)
//	92  final_status_list writes a line that is not a response
//	93  final_status_list names a vertex off the board
//	94  final_status_list names an empty point
//	95  every play is refused: "? illegal move"
//	96  final_status_list answers no dead stones
//	97  final_status_list answers words that are no vertices
func RefereeCommand() string { return Command(referee) }

// JudgeOnlyCommand returns the command line of RefereeCommand's engine
// without genmove: it judges dead stones and cannot play a game on.
func JudgeOnlyCommand() string { return Command(judgeOnly) }

// The komi of each fault.
const (
	KomiHang    = 90
	KomiCrash   = 91
	KomiJunk    = 92
	KomiOff     = 93
	KomiEmpty   = 94
	KomiRefuse  = 95
	KomiNoDead  = 96
	KomiGarbage = 97
)

// registerReferee adds final_status_list and the play that komi 95
// refuses.
func (f *fake) registerReferee(e *gtp.Engine) {
	e.Register("final_status_list", f.finalStatusList)
	e.Register("play", func(args []string) (string, error) {
		if f.komi == KomiRefuse {
			return "", errors.New("illegal move")
		}
		return f.play(args)
	})
}

// refereeFault returns the name of the command to run for name: "hang",
// "crash" or "junk" when the komi asks final_status_list for that fault,
// else name itself.
func (f *fake) refereeFault(name string) string {
	if name != "final_status_list" {
		return name
	}
	switch f.komi {
	case KomiHang:
		return "hang"
	case KomiCrash:
		return "crash"
	case KomiJunk:
		return "junk"
	}
	return name
}

func (f *fake) finalStatusList(args []string) (string, error) {
	if len(args) != 1 || args[0] != "dead" {
		return "", errors.New("this engine lists dead stones only")
	}
	b := f.g.Board()
	switch f.komi {
	case KomiOff:
		return board.ColumnLetter(b.Width()) + "1", nil
	case KomiEmpty:
		for _, p := range b.Points(nil) {
			if b.At(p) == board.Empty {
				return p.String(), nil
			}
		}
	case KomiNoDead:
		return "", nil
	case KomiGarbage:
		return "all of them look alive to me", nil
	}
	j := life.Estimate(b, life.Config{}.Resolved())
	var lines []string
	for _, s := range j.Strings {
		if !s.Dead {
			continue
		}
		words := make([]string, len(s.Stones))
		for i, p := range s.Stones {
			words[i] = p.String()
		}
		lines = append(lines, strings.Join(words, " "))
	}
	return strings.Join(lines, "\n"), nil
}
