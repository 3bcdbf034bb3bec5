package verdict_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// gapFile: Black's wall in column C has a gap at C3 next to White's wall,
// White's B4 is dead in Black's side, and Black is to move.
const gapFile = `player: black
1 1 1 2 0
0 2 1 2 0
0 0 0 2 0
0 0 1 2 0
1 1 1 2 0
`

// TestScoreFinish: with Options.Finish the verdict counts the board after
// the finish (Black closes the gap: the side is Black's territory, the
// dead stone a prisoner), lists the move in Finish and in a note, and
// keeps the open border of the board as given with its warning, so the
// game is still to review; without it, the board is counted as it stands.
func TestScoreFinish(t *testing.T) {
	var f parse.File
	if err := parse.Parse("gap.txt", []byte(gapFile), &f); err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset("japanese")
	r.Komi = 0
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true, KomiSet: true},
		Dead: listSpec(t, "B4")}
	var e analyze.Evaluation
	plain := verdict.ScoreFile(&f, &o, &e)
	o.Finish = true
	fin := verdict.ScoreFile(&f, &o, &e)
	if plain.Failed() || fin.Failed() {
		t.Fatalf("errors: %v, %v", plain.Error, fin.Error)
	}
	// As it stands Black's side, open at C3, is neutral: Black has the
	// dead B4 (1), White E1-E5 (5).
	if plain.Result != "W+4" || len(plain.Finish) != 0 {
		t.Errorf("as it stands: %s, finish %v; want W+4 (Black's side open) and no moves", plain.Result, plain.Finish)
	}
	// Black's C3 closes the side: A2-A4, B2-B4 are Black's (6, the dead
	// stone's point among them) with the dead stone (1): 7 to 5.
	if fin.Result != "B+2" || fin.Black.Territory != 6 || fin.White.Territory != 5 {
		t.Errorf("finished: %s, territory B %d W %d; want B+2, 6 and 5", fin.Result, fin.Black.Territory, fin.White.Territory)
	}
	if !slices.Equal(fin.Finish, []string{"B C3"}) || !slices.Contains(fin.Notes, "finish: B C3 (1 move)") {
		t.Errorf("finish %v, notes %v; want [B C3] and its note", fin.Finish, fin.Notes)
	}
	var open []string
	for _, p := range fin.OpenBorder {
		open = append(open, p.Vertex)
	}
	if strings.Join(open, " ") != strings.Join(pointNames(plain.OpenBorder), " ") || len(open) == 0 ||
		!slices.Contains(fin.Warnings, verdict.WarnOpenBorder) || !fin.ToReview() {
		t.Errorf("open border %v, warnings %v, to review %v; want the board's own open border %v, its warning, and a review",
			open, fin.Warnings, fin.ToReview(), pointNames(plain.OpenBorder))
	}
}

// listSpec is --dead-stones LIST.
func listSpec(t *testing.T, list string) life.Spec {
	t.Helper()
	sp, err := life.ParseSpec(list)
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

func pointNames(ps []verdict.Point) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Vertex)
	}
	return out
}

// TestScoreFinishKeepsCaptures: a string without liberties on the board as
// given (Black's E1) is White's prisoner with --finish as without it.
func TestScoreFinishKeepsCaptures(t *testing.T) {
	var f parse.File
	if err := parse.Parse("cap.txt", []byte(strings.Replace(gapFile, "0 0 1 2 0\n1 1 1 2 0\n", "0 0 1 2 2\n1 1 1 2 1\n", 1)), &f); err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset("japanese")
	r.Komi = 0
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true, KomiSet: true},
		Dead: listSpec(t, "B4"), Finish: true}
	v := verdict.ScoreFile(&f, &o, new(analyze.Evaluation))
	if v.Failed() || v.White.Prisoners != 1 || v.White.Stones != 6 || v.Result != "B+2" || !slices.Equal(v.Finish, []string{"B C3"}) {
		t.Errorf("%s: white prisoners %d, stones %d, finish %v; want B+2, 1, 6 and [B C3]", v.Result, v.White.Prisoners, v.White.Stones, v.Finish)
	}
}

// TestScoreFinishDame: the dame D2 (between Black's C2 and White's D3 D1
// E2) changes no territory count, so under the japanese preset the finish
// leaves it to the settling; under area scoring it is a point to whoever
// fills it, and White, to move after Black's C3, fills it. Japanese:
// Black 6 + the dead B4, White E5 E4 E3 E1: B+3. Chinese: Black 9 stones
// and 6 points, White 6 stones with D2 and 4 points: B+5.
func TestScoreFinishDame(t *testing.T) {
	var f parse.File
	if err := parse.Parse("dame.txt", []byte(strings.Replace(gapFile, "0 0 1 2 0\n1 1 1 2 0\n", "0 0 1 0 2\n1 1 1 2 0\n", 1)), &f); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rules, result string
		moves         []string
	}{
		{"japanese", "B+3", []string{"B C3"}},
		{"chinese", "B+5", []string{"B C3", "W D2"}},
	} {
		r, _ := analyze.Preset(c.rules)
		r.Komi = 0
		o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true, KomiSet: true}, Dead: listSpec(t, "B4"), Finish: true}
		v := verdict.ScoreFile(&f, &o, new(analyze.Evaluation))
		if v.Failed() || v.Result != c.result || !slices.Equal(v.Finish, c.moves) {
			t.Errorf("%s: %s after %v, want %s after %v", c.rules, v.Result, v.Finish, c.result, c.moves)
		}
	}
}

// gapRecord is gapFile as an SGF, the stones set up, Black to play.
const gapRecord = `(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]AB[aa][ba][ca][cb][cd][ae][be][ce]AW[da][bb][db][dc][dd][de]PL[B])`

// playsC3 plays Black's C3 as an engine would (--finish-engine).
type playsC3 struct{ asked []referee.Position }

func (p *playsC3) PlayOut(pos *referee.Position) (referee.PlayedOut, error) {
	p.asked = append(p.asked, *pos)
	out := referee.PlayedOut{Board: pos.Final}
	c3, _ := board.ParseVertex("C3")
	pt, _ := c3.Resolve(&out.Board)
	out.Board.Set(pt, board.Black)
	out.Moves = []sgf.Move{{Colour: board.Black, Point: pt}}
	return out, nil
}

// deadB4 is a referee that calls White's B4 dead, and keeps what it was
// told.
type deadB4 struct{ told []referee.Position }

func (d *deadB4) Judge(pos *referee.Position) ([]board.Point, error) {
	d.told = append(d.told, *pos)
	b4, _ := board.ParseVertex("B4")
	pt, _ := b4.Resolve(&pos.Final)
	return []board.Point{pt}, nil
}

// TestFinishEngineJudgesThePlayedOutBoard: with an engine playing the open
// border out (Options.Player, --finish-engine), the engine is told the
// game as given, the dead stones are chosen afterwards on the board it
// leaves (the referee is told the game with the engine's moves added to
// its record, and judges that board), and the count is TestScoreFinish's:
// Black's C3 closes the side, B2 with the dead stone taken.
func TestFinishEngineJudgesThePlayedOutBoard(t *testing.T) {
	var f parse.File
	if err := parse.Parse("gap.sgf", []byte(gapRecord), &f); err != nil {
		t.Fatal(err)
	}
	r, _ := analyze.Preset("japanese")
	if err := verdict.Replay(&f, r); err != nil {
		t.Fatal(err)
	}
	player, ref := &playsC3{}, &deadB4{}
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true},
		Dead:   life.Spec{Method: life.MethodEngine, Engine: "a referee", Estimate: life.Config{}.Resolved()},
		Finish: true, FinishEngine: "a player", Player: player, Referee: ref}
	var e analyze.Evaluation
	v := verdict.ScoreFile(&f, &o, &e)
	if v.Failed() {
		t.Fatal(*v.Error)
	}
	if len(player.asked) != 1 || len(player.asked[0].Moves) != 0 || !player.asked[0].History {
		t.Fatalf("the player was told %+v, want the game as given, with its history", player.asked)
	}
	if len(ref.told) != 1 {
		t.Fatalf("the referee was asked %d times, want once", len(ref.told))
	}
	told := ref.told[0]
	if len(told.Moves) != 1 || told.Moves[0].Point.String() != "C3" || !told.History || told.Final != e.Before {
		t.Errorf("the referee was told moves %v (history %v): want the engine's C3, and the board it leaves", told.Moves, told.History)
	}
	if v.Result != "B+2" || !slices.Equal(v.Finish, []string{"B C3"}) || !slices.Contains(v.Notes, "finish: B C3 (1 move)") {
		t.Errorf("%s, finish %v, notes %v; want B+2 after B C3", v.Result, v.Finish, v.Notes)
	}
	if !slices.Contains(v.Warnings, verdict.WarnOpenBorder) {
		t.Errorf("warnings %v: the open border of the board as given is kept", v.Warnings)
	}
}
