package parse_test

import (
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// capture5 is a 5x5 game in which Black captures the white stone at C3.
const capture5 = `(;FF[4]GM[1]SZ[5]KM[6.5]RU[Chinese]
;B[cb];W[cc];B[bc];W[aa];B[dc];W[ee];B[cd])`

func TestParseSGF(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		moves  int    // of the main line
		setup  string // the one grid: the setup, as Parse replays nothing
		player board.Color
		komi   float64
		hasK   bool
		rules  string // RU as written
	}{
		{
			name:   "moves kept, not played",
			input:  capture5,
			moves:  7,
			setup:  "0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n",
			player: board.White, komi: 6.5, hasK: true, rules: "Chinese",
		},
		{
			name:   "setup only, PL, blank and BOM before",
			input:  "\ufeff\n  (;SZ[3:2]AB[aa][bb]AW[cb]PL[W]RU[tromp_taylor])",
			setup:  "1 0 0\n0 1 2\n",
			player: board.White, rules: "tromp_taylor",
		},
		{
			name:   "rules parse does not know; pass",
			input:  "(;SZ[2]RU[AGA];B[aa];W[])",
			moves:  2,
			setup:  "0 0\n0 0\n",
			player: board.Black, rules: "AGA",
		},
		{
			name:  "handicap setup, no PL: no player, as a grid without one",
			input: "(;SZ[9]HA[2]AB[cg][gc])",
		},
		{
			name:   "variations: the main line is the first",
			input:  "(;SZ[3];B[aa](;W[bb];B[cc])(;W[cc]))",
			moves:  3,
			setup:  "0 0 0\n0 0 0\n0 0 0\n",
			player: board.White,
		},
		{
			name:   "PL after the last move: the side to move",
			input:  "(;SZ[2];B[aa];W[];AW[bb]PL[W])",
			moves:  2,
			setup:  "0 0\n0 0\n",
			player: board.White,
		},
	}
	// The handicap board: stones at C3 and G7.
	hc := [9][9]byte{}
	for r := range hc {
		for c := range hc[r] {
			hc[r][c] = '0'
		}
	}
	hc[6][2], hc[2][6] = '1', '1'
	var sb strings.Builder
	for r := range hc {
		for c := range hc[r] {
			if c > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte(hc[r][c])
		}
		sb.WriteByte('\n')
	}
	tests[3].setup = sb.String()

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if f.Name != testName || f.Format != parse.FormatSGF || f.Rules != tc.rules {
				t.Errorf("Name, Format, Rules = %q, %q, %q, want %q, sgf, %q", f.Name, f.Format, f.Rules, testName, tc.rules)
			}
			if f.Record == nil || len(f.Record.Moves) != tc.moves || f.Game != 1 || f.Games != 1 {
				t.Fatalf("Record %+v, game %d of %d; want %d moves, game 1 of 1", f.Record, f.Game, f.Games, tc.moves)
			}
			if len(f.Grids) != 1 || f.Current().Grid() != tc.setup {
				t.Errorf("%d grids, the last:\n%s\nwant the setup alone:\n%s", len(f.Grids), f.Current().Grid(), tc.setup)
			}
			if f.Player != tc.player || f.Komi != tc.komi || f.HasKomi != tc.hasK {
				t.Errorf("Player, Komi, HasKomi = %v, %v, %v, want %v, %v, %v", f.Player, f.Komi, f.HasKomi, tc.player, tc.komi, tc.hasK)
			}
			if f.BlackPrisoners != 0 || f.WhitePrisoners != 0 {
				t.Errorf("prisoners %d, %d, want none before a replay", f.BlackPrisoners, f.WhitePrisoners)
			}
		})
	}
}

func TestParseGamesSGF(t *testing.T) {
	data := []byte("(;SZ[2];B[aa])\n(;SZ[3]KM[0.5])\n")
	files, err := parse.ParseGames("c.sgf", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 || files[0].Name != "c.sgf#1" || files[1].Name != "c.sgf#2" {
		t.Fatalf("got %d files: %+v", len(files), files)
	}
	if len(files[0].Record.Moves) != 1 || files[1].Current().Width() != 3 || !files[1].HasKomi || files[1].Game != 2 || files[1].Games != 2 {
		t.Errorf("games:\n%s\n%s", files[0].Current().Grid(), files[1].Current().Grid())
	}
	one, err := parse.ParseGames("c.sgf", []byte(capture5))
	if err != nil || len(one) != 1 || one[0].Name != "c.sgf" {
		t.Errorf("one game: %d files, %v", len(one), err)
	}
	// Parse wants one game: the others would be silently lost.
	var f parse.File
	err = parse.Parse(testName, data, &f)
	checkErr(t, err, parse.ErrSGF, "boards/a.txt:2:1: file holds 2 games, want one (this is where the second starts)")
}

func TestParseSGFBad(t *testing.T) {
	tests := []badCase{
		{name: "unbalanced", input: "(;SZ[9];B[aa]", msg: `boards/a.txt:1:1: unclosed "("`},
		{name: "unclosed value", input: "(;SZ[9]\n;B[aa", msg: `boards/a.txt:2:3: unclosed "["`},
		{name: "bad point", input: "(;SZ[9]\n;B[zz])", msg: `boards/a.txt:2:4: point "zz" is off the 9x9 board`},
		{name: "occupied", input: "(;SZ[9]\n;B[aa];W[aa])", msg: `boards/a.txt:2:10: move 2 (white A9) is on an occupied point`},
		{name: "size over 19", input: "(;SZ[20])", msg: `boards/a.txt:1:6: bad size "20" (want SZ[n] or SZ[w:h], sides from 1 to 19)`},
		{name: "komi too large", input: "(;SZ[9]\nKM[5000])", msg: `boards/a.txt:2:4: bad komi "5000" (want a decimal number like 6.5, from -1000 to 1000)`},
		{name: "several games, one bad", input: "(;SZ[9])\n(;SZ[9]\nKM[5000])", msg: `boards/a.txt:3:4: bad komi "5000" (want a decimal number like 6.5, from -1000 to 1000)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Repairs read leniently are errors read strictly.
			files, err := parse.ParseGames(testName, []byte(tc.input))
			for i := 0; err == nil && i < len(files); i++ {
				err = files[i].StrictError()
			}
			checkErr(t, err, parse.ErrSGF, tc.msg)
			if !strings.HasPrefix(tc.name, "several") {
				var f parse.File
				err := parse.Parse(testName, []byte(tc.input), &f)
				if err == nil {
					err = f.StrictError()
				}
				checkErr(t, err, parse.ErrSGF, tc.msg)
			}
		})
	}
}

// TestGridToSGFRoundTrip writes a grid's position as an SGF setup and reads
// it back: the same board.
func TestGridToSGFRoundTrip(t *testing.T) {
	for _, tc := range goodCases {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatal(err)
			}
			b := f.Current()
			g := &sgf.Record{Width: b.Width(), Height: b.Height(), Komi: f.Komi, HasKomi: f.HasKomi, PlayerToMove: f.Player}
			for _, p := range b.Points(nil) {
				switch b.At(p) {
				case board.Black:
					g.Setup.AB = append(g.Setup.AB, p)
				case board.White:
					g.Setup.AW = append(g.Setup.AW, p)
				}
			}
			text := sgf.Format(g)
			var back parse.File
			if err := parse.Parse(testName, []byte(text), &back); err != nil {
				t.Fatalf("Parse(sgf.Format): %v\n%s", err, text)
			}
			if len(back.Grids) != 1 || back.Current().Grid() != b.Grid() || back.Format != parse.FormatSGF {
				t.Errorf("got:\n%s\nwant:\n%s\nfrom:\n%s", back.Current().Grid(), b.Grid(), text)
			}
			if back.Komi != f.Komi || back.HasKomi != f.HasKomi {
				t.Errorf("komi %v %v, want %v %v", back.Komi, back.HasKomi, f.Komi, f.HasKomi)
			}
			if f.Player != board.Empty && back.Player != f.Player {
				t.Errorf("player %v, want %v", back.Player, f.Player)
			}
		})
	}
}

func TestReadGames(t *testing.T) {
	dir := t.TempDir()
	two := writeFile(t, dir, "two.sgf", "(;SZ[2];B[aa])(;SZ[2];W[bb])")
	files, buf, err := parse.ReadGames(two, nil, nil)
	if err != nil || len(files) != 2 || files[1].Name != two+"#2" || files[1].Record.Moves[0].Point != board.At(1, 0) {
		t.Fatalf("ReadGames = %d files, %v", len(files), err)
	}
	if string(buf) != "(;SZ[2];B[aa])(;SZ[2];W[bb])" {
		t.Errorf("buffer holds %q", buf)
	}
	files, _, err = parse.ReadGames("-", strings.NewReader(". X\nO .\n"), buf)
	if err != nil || len(files) != 1 || files[0].Format != parse.FormatDiagram || files[0].Name != "-" {
		t.Fatalf("ReadGames(-) = %+v, %v", files, err)
	}
	_, _, err = parse.ReadGames(dir, nil, nil)
	checkErr(t, err, parse.ErrUnreadable, dir+": is a directory")

	var f parse.File
	one := writeFile(t, dir, "one.sgf", capture5)
	if _, err := parse.ReadFile(one, nil, &f, nil); err != nil || f.Format != parse.FormatSGF || len(f.Record.Moves) != 7 {
		t.Errorf("ReadFile of an SGF: %v, %+v", err, f.Record)
	}
}

// TestParseSGFKnowsNoRules: moves the rules may forbid (a ko, a suicide of
// several stones) are read, not judged; MoveError places a problem with one
// of them as Parse places its own errors, "game 2: " in a collection.
func TestParseSGFKnowsNoRules(t *testing.T) {
	ko := "(;SZ[4]AB[ba][ab][bc]AW[ca][db][cc]\n;W[bb]\n;B[cb]\n;W[bb])"
	var f parse.File
	if err := parse.Parse(testName, []byte(ko), &f); err != nil {
		t.Fatalf("Parse: %v", err)
	}
	checkErr(t, f.MoveError(3, "move 3 is bad"), parse.ErrSGF, "boards/a.txt:4:4: move 3 is bad")
	checkErr(t, f.MoveError(0, "no move"), parse.ErrSGF, "boards/a.txt:1:1: no move")
	files, err := parse.ParseGames(testName, []byte("(;SZ[2])\n"+ko))
	if err != nil || len(files) != 2 {
		t.Fatalf("ParseGames: %d files, %v", len(files), err)
	}
	checkErr(t, files[1].MoveError(3, "move 3 is bad"), parse.ErrSGF, "boards/a.txt:5:4: game 2: move 3 is bad")
}

// utf16 encodes s as UTF-16 with a byte order mark.
func utf16Bytes(s string, big bool) []byte {
	out := []byte{0xff, 0xfe}
	if big {
		out = []byte{0xfe, 0xff}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// TestParseSGFRepairs reads the files other programs read, noting the
// repairs, and refuses them strictly.
func TestParseSGFRepairs(t *testing.T) {
	game := "(;SZ[5]PB[Shūsaku];B[aa];W[bb])"
	tests := []struct {
		name  string
		input []byte
		code  string // the repair noted, "" for none
		black string
		moves int
	}{
		{"UTF-16 little-endian", utf16Bytes(game, false), "", "Shūsaku", 2},
		{"UTF-16 big-endian", utf16Bytes(game, true), "", "Shūsaku", 2},
		{"UTF-16 truncated", utf16Bytes(game[:len(game)-1], false), sgf.RepairTruncated, "Shūsaku", 2},
		{"mail header", []byte("From: a@b.org\nSubject: game (1)\n\n" + game), sgf.RepairOutside, "Shūsaku", 2},
		{"Latin-1 guessed", []byte("(;SZ[5]PB[Jos\xe9];B[aa])"), sgf.RepairLatin1, "José", 1},
		{"Latin-1 declared", []byte("(;CA[iso-8859-1]SZ[5]PB[Jos\xe9];B[aa])"), "", "José", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, tc.input, &f); err != nil {
				t.Fatal(err)
			}
			if f.Format != parse.FormatSGF || f.Record.BlackPlayer != tc.black || len(f.Record.Moves) != tc.moves {
				t.Errorf("read %s: PB %q, %d moves", f.Format, f.Record.BlackPlayer, len(f.Record.Moves))
			}
			err := f.StrictError()
			if tc.code == "" {
				if err != nil || len(f.Record.Repairs) > 0 {
					t.Errorf("repairs %v, strict error %v; want none", f.Record.Repairs, err)
				}
				return
			}
			if !f.Record.Repaired(tc.code) || err == nil {
				t.Errorf("repairs %v, strict error %v; want %s", f.Record.Repairs, err, tc.code)
			}
		})
	}
}
