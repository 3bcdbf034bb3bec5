package record

import (
	"reflect"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// The round-trip properties: a board written in any format and read back
// is the same board with the same score verdict, and a diagram and a grid
// of the same board score alike. The fuzzers draw the board from their
// bytes; `go test` runs the seeds. Run one for longer with
//
//	go test ./internal/record -run '^$' -fuzz FuzzRoundtripGrid -fuzztime 5m

// fuzzSeeds are boards the targets start from: empty, a ko, a capture, a
// rectangle, the largest board.
var fuzzSeeds = []struct {
	w, h          uint8
	cells, moves  []byte
	komi          int16
	player, extra uint8
}{
	{1, 1, nil, nil, 0, 0, 0},
	{5, 5, []byte("\x00\x01\x02\x00\x00\x01\x02\x00\x02\x00\x00\x01\x02\x00\x00"), []byte{12, 8, 25}, 13, 1, 3},
	{9, 9, []byte("0120120120112200"), []byte{40, 41, 31, 32, 81, 81}, -7, 2, 0},
	{3, 7, []byte{1, 1, 1, 2, 2, 2, 0, 0, 0}, []byte{0, 1, 2, 3, 4, 5, 6, 7}, 2001, 0, 9},
	{19, 19, []byte{0, 0, 0, 1, 1, 2}, []byte{60, 61, 62, 100, 101, 102}, 15, 1, 1},
}

// fuzzFile builds a board file from fuzz bytes: a w x h board (each side
// 1 to 19) filled from cells, a history of the moves among moves that its
// rules allow (each byte a point, or a pass past the last point), colours
// alternating from the player byte, and a header: komi in half points
// within the grid's limits, the side to move, the rules (a preset or
// none, from the komi) and a handicap (from extra), and the prisoners the
// moves took plus extra for each colour when addExtra is set.
func fuzzFile(w8, h8 uint8, cells, moves []byte, komi int16, player, extra uint8, addExtra bool) parse.File {
	w, h := 1+int(w8)%board.MaxSize, 1+int(h8)%board.MaxSize
	b, _ := board.New(w, h)
	for i, p := range b.Points(nil) {
		if i < len(cells) {
			b.Set(p, board.Color(cells[i]%3))
		}
	}
	f := parse.File{Name: "fuzz", Grids: []board.Board{b}, Handicap: int(extra % 5)}
	if i := int(uint16(komi)/7) % (len(parse.RuleNames) + 1); i < len(parse.RuleNames) {
		f.Rules = parse.RuleNames[i]
	}
	rules, _ := analyze.Preset(game.PresetOfRU(f.Rules))
	if f.Rules == "" {
		rules, _ = analyze.Preset("japanese")
	}
	pos := analyze.NewPosition([]board.Board{b})
	points := b.Points(nil)
	c := board.Black
	if player%2 == 1 {
		c = board.White
	}
	var taken [3]int
	played := false
	for _, m := range moves {
		pt := board.Pass
		if i := int(m) % (len(points) + 1); i < len(points) {
			pt = points[i]
		}
		own := pos.Board.Count(c)
		reason, captured := pos.Play(c, pt, &rules)
		if reason != analyze.OK {
			continue
		}
		taken[c] += len(captured)
		if pt != board.Pass {
			taken[c.Opponent()] += own + 1 - pos.Board.Count(c)
		}
		f.Grids = append(f.Grids, pos.Board)
		played = true
		c = c.Opponent()
	}
	if komi%3 != 0 {
		f.Komi, f.HasKomi = float64(komi%2001)/2, true
	}
	switch {
	case played:
		f.Player = c
	case player%3 == 1:
		f.Player = board.Black
	case player%3 == 2:
		f.Player = board.White
	}
	f.BlackPrisoners, f.WhitePrisoners = taken[board.Black], taken[board.White]
	if addExtra {
		f.BlackPrisoners += int(extra % 16)
		f.WhitePrisoners += int(extra / 16)
	}
	return f
}

// readBack parses text as a board file named like f and replays it under
// its own rules.
func readBack(t *testing.T, f *parse.File, text string) parse.File {
	t.Helper()
	var back parse.File
	if err := parse.Parse(f.Name, []byte(text), &back); err != nil {
		t.Fatalf("written board does not parse: %v\n%s", err, text)
	}
	if err := verdict.Replay(&back, (&verdict.Options{RulesChoice: game.RulesChoice{Rules: mustPreset(t)}}).RulesFor(&back)); err != nil {
		t.Fatalf("written board does not replay: %v\n%s", err, text)
	}
	return back
}

func mustPreset(t *testing.T) analyze.Rules {
	r, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sameVerdict fails unless a and b get the same score verdict.
func sameVerdict(t *testing.T, what string, a, b *parse.File) {
	t.Helper()
	o := verdict.Options{RulesChoice: game.RulesChoice{Rules: mustPreset(t)}}
	var e analyze.Evaluation
	va := verdict.ScoreFile(a, &o, &e)
	vb := verdict.ScoreFile(b, &o, &e)
	if !reflect.DeepEqual(va, vb) {
		t.Fatalf("%s: verdicts differ\n%+v\n%+v\nboard\n%s", what, va, vb, a.Current().Grid())
	}
}

// sameFile fails unless back holds f's grids and header.
func sameFile(t *testing.T, what string, f, back *parse.File) {
	t.Helper()
	if !reflect.DeepEqual(f.Grids, back.Grids) {
		t.Fatalf("%s: %d grids come back as %d; last\n%s\nwant\n%s", what, len(f.Grids), len(back.Grids), back.Current().Grid(), f.Current().Grid())
	}
	if f.Player != back.Player || f.Komi != back.Komi || f.HasKomi != back.HasKomi ||
		f.BlackPrisoners != back.BlackPrisoners || f.WhitePrisoners != back.WhitePrisoners {
		t.Fatalf("%s: header %v %v %v %d %d comes back as %v %v %v %d %d", what,
			f.Player, f.Komi, f.HasKomi, f.BlackPrisoners, f.WhitePrisoners,
			back.Player, back.Komi, back.HasKomi, back.BlackPrisoners, back.WhitePrisoners)
	}
	// An SGF's RU is its own spelling of the preset ("Chinese").
	if game.PresetOfRU(f.Rules) != game.PresetOfRU(back.Rules) || f.Handicap != back.Handicap {
		t.Fatalf("%s: rules %q and handicap %d come back as %q and %d", what, f.Rules, f.Handicap, back.Rules, back.Handicap)
	}
}

// FuzzRoundtripGrid: a board file written by parse.Format reads back as
// the same grids and header, with the same verdict.
func FuzzRoundtripGrid(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.w, s.h, s.cells, s.moves, s.komi, s.player, s.extra)
	}
	f.Fuzz(func(t *testing.T, w, h uint8, cells, moves []byte, komi int16, player, extra uint8) {
		file := fuzzFile(w, h, cells, moves, komi, player, extra, true)
		back := readBack(t, &file, parse.Format(&file))
		sameFile(t, "grid", &file, &back)
		sameVerdict(t, "grid", &file, &back)
	})
}

// FuzzRoundtripDiagram: the current board written as a diagram with its
// header reads back as the same board and header, and the diagram and the
// grid of that board give the same score verdict.
func FuzzRoundtripDiagram(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.w, s.h, s.cells, s.moves, s.komi, s.player, s.extra)
	}
	f.Fuzz(func(t *testing.T, w, h uint8, cells, moves []byte, komi int16, player, extra uint8) {
		file := fuzzFile(w, h, cells, moves, komi, player, extra, true)
		file.Grids = file.Grids[len(file.Grids)-1:]
		back := readBack(t, &file, parse.FormatHeader(&file)+parse.Diagram(file.Current(), board.Pass))
		if back.Format != parse.FormatDiagram {
			t.Fatalf("a diagram reads back as %s", back.Format)
		}
		sameFile(t, "diagram", &file, &back)
		grid := readBack(t, &file, parse.Format(&file))
		sameVerdict(t, "diagram and grid", &grid, &back)
	})
}

// FuzzRoundtripSGF: a board file with a history of legal moves written as
// SGF (FileSGF) reads back, replayed, as the same positions, side to move,
// komi, rules and handicap, with the same verdict. SGF has no property for prisoners taken
// before the record starts, so the file's prisoners are those its moves
// took.
func FuzzRoundtripSGF(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.w, s.h, s.cells, s.moves, s.komi, s.player, s.extra)
	}
	f.Fuzz(func(t *testing.T, w, h uint8, cells, moves []byte, komi int16, player, extra uint8) {
		file := fuzzFile(w, h, cells, moves, komi, player, extra, false)
		text, err := Convert(&file, FormatSGF)
		if err != nil {
			t.Fatalf("a history of legal moves cannot be written as SGF: %v", err)
		}
		back := readBack(t, &file, text)
		if back.Format != parse.FormatSGF {
			t.Fatalf("SGF reads back as %s", back.Format)
		}
		sameFile(t, "sgf", &file, &back)
		sameVerdict(t, "sgf", &file, &back)
		again, err := Convert(&back, FormatSGF)
		if err != nil || again != text {
			t.Fatalf("sgf -> file -> sgf differs (%v)\n%s\n%s", err, text, again)
		}
	})
}
