package verdict_test

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestReplay: a parsed SGF is replayed under the rules RulesFor decides,
// its positions and prisoners put into the File; a move the rules refuse
// is a *parse.Error at the move, as parse gave it when it replayed records
// itself; a grid is left alone.
func TestReplay(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	tests := []struct {
		name   string
		input  string
		opts   verdict.Options
		grids  int
		last   string
		black  int
		white  int
		rules  string
		errMsg string
	}{
		{
			name:  "captures applied under the RU",
			input: "(;FF[4]GM[1]SZ[5]KM[6.5]RU[Chinese]\n;B[cb];W[cc];B[bc];W[aa];B[dc];W[ee];B[cd])",
			opts:  verdict.Options{RulesChoice: game.RulesChoice{Rules: japanese}},
			grids: 8, last: "2 0 0 0 0\n0 0 1 0 0\n0 1 0 1 0\n0 0 1 0 0\n0 0 0 0 2\n", black: 1, rules: "chinese",
		},
		{
			name:   "ko under japanese rules",
			input:  "(;SZ[4]AB[ba][ab][bc]AW[ca][db][cc]\n;W[bb]\n;B[cb]\n;W[bb])",
			opts:   verdict.Options{RulesChoice: game.RulesChoice{Rules: japanese}},
			errMsg: "x.sgf:4:4: move 3 (white B3) is illegal: ko under japanese rules",
		},
		{
			name:   "the second game of a collection",
			input:  "(;SZ[2])\n(;SZ[5];B[aa];W[ab];B[dd];W[bb];B[de];W[ca];B[ba])",
			opts:   verdict.Options{RulesChoice: game.RulesChoice{Rules: japanese}},
			errMsg: "x.sgf:2:47: game 2: move 7 (black B5) is illegal: suicide under japanese rules",
		},
		{
			name:  "a grid is left alone",
			input: "1 0\n0 0\n---\n1 2\n0 0\n",
			opts:  verdict.Options{RulesChoice: game.RulesChoice{Rules: japanese}},
			grids: 2, last: "1 2\n0 0\n", rules: "japanese",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files, err := parse.ParseGames("x.sgf", []byte(tc.input))
			if err != nil {
				t.Fatalf("ParseGames: %v", err)
			}
			f := &files[len(files)-1]
			r := tc.opts.RulesFor(f)
			err = verdict.Replay(f, r)
			if tc.errMsg != "" {
				var pe *parse.Error
				if err == nil || err.Error() != tc.errMsg || !errors.As(err, &pe) || !errors.Is(err, parse.ErrSGF) {
					t.Fatalf("Replay = %v, want %q, a *parse.Error of kind ErrSGF", err, tc.errMsg)
				}
				return
			}
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if len(f.Grids) != tc.grids || f.Current().Grid() != tc.last || r.Name != tc.rules {
				t.Errorf("%d grids under %s, the last:\n%swant %d under %s:\n%s", len(f.Grids), r.Name, f.Current().Grid(), tc.grids, tc.rules, tc.last)
			}
			if f.BlackPrisoners != tc.black || f.WhitePrisoners != tc.white {
				t.Errorf("prisoners %d, %d, want %d, %d", f.BlackPrisoners, f.WhitePrisoners, tc.black, tc.white)
			}
		})
	}
}
