//go:build ignore

// convert turns server end positions into SGF files that goscore reads,
// with the agreed dead stones as the other colour's territory marks (TB
// on a dead White stone, TW on a dead Black one), as a server leaves
// them. It reads two formats: online-go/score-estimator's test_games
// (CATEGORY/ID.game: a board and a removal map) and online-go/goban's
// test/autoscore_test_files (NAME.json: a board and its correct
// ownership). Run from this folder, with the snapshot's folder and the
// folder to write as arguments:
//
//	go run convert.go SNAPSHOT/test_games score-estimator
//	go run convert.go SNAPSHOT/test/autoscore_test_files goban
//
// It writes CATEGORY-ID.sgf for each CATEGORY/ID.game and NAME.sgf for
// each NAME.json.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: go run convert.go SOURCE_DIR OUT_DIR")
		os.Exit(2)
	}
	src, out := os.Args[1], os.Args[2]
	games, _ := filepath.Glob(filepath.Join(src, "*", "*.game"))
	jsons, _ := filepath.Glob(filepath.Join(src, "*.json"))
	if len(games)+len(jsons) == 0 {
		fail(fmt.Errorf("no .game or .json files in %s", src))
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		fail(err)
	}
	for _, name := range games {
		p, err := readGame(name)
		if err != nil {
			fail(err)
		}
		base := filepath.Base(filepath.Dir(name)) + "-" + strings.TrimSuffix(filepath.Base(name), ".game")
		p.source = "online-go/score-estimator test_games/" + filepath.Base(filepath.Dir(name)) + "/" + filepath.Base(name)
		if err := p.write(filepath.Join(out, base+".sgf")); err != nil {
			fail(err)
		}
	}
	for _, name := range jsons {
		p, err := readJSON(name)
		if err != nil {
			fail(err)
		}
		base := strings.TrimSuffix(filepath.Base(name), ".json")
		p.source = "online-go/goban test/autoscore_test_files/" + filepath.Base(name)
		if err := p.write(filepath.Join(out, base+".sgf")); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "convert:", err)
	os.Exit(1)
}

// position is an end position: stones 1 (Black), -1 (White) or 0 by row
// from the top, the stones agreed dead, and the points the source marks
// as neither side's (dame, seki).
type position struct {
	width, height int
	toMove        int // 1 Black, -1 White, 0 unknown
	stones        []int
	dead          []bool
	neutral       []bool
	source, note  string
}

// readGame reads a score-estimator .game file: a header, the board and
// the removal map (1 on a removed stone, or on an empty point that is
// dame), each as height rows of width numbers.
func readGame(name string) (*position, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	p := &position{}
	var nums []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "height"):
			fmt.Sscanf(line, "height %d", &p.height)
		case strings.HasPrefix(line, "width"):
			fmt.Sscanf(line, "width %d", &p.width)
		case strings.HasPrefix(line, "player_to_move"):
			fmt.Sscanf(line, "player_to_move %d", &p.toMove)
		default:
			for _, field := range strings.Fields(line) {
				var n int
				if _, err := fmt.Sscan(field, &n); err != nil {
					return nil, fmt.Errorf("%s: %v", name, err)
				}
				nums = append(nums, n)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	n := p.width * p.height
	if n == 0 || len(nums) != 2*n {
		return nil, fmt.Errorf("%s: %d numbers for a %dx%d board and its removal map", name, len(nums), p.width, p.height)
	}
	p.stones = nums[:n]
	p.dead, p.neutral = make([]bool, n), make([]bool, n)
	for i := range n {
		removed := nums[n+i] != 0
		p.dead[i] = removed && p.stones[i] != 0
		p.neutral[i] = removed && p.stones[i] == 0
	}
	return p, nil
}

// readJSON reads a goban autoscore test file: the board as rows of
// letters (b or B Black, w or W White, space empty) and the correct
// ownership as rows of B, W, space (neither), * (either) or s (to be
// sealed). A stone the other colour owns is dead; a stone marked * is
// left alive, as it stands.
func readJSON(name string) (*position, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var d struct {
		Board       []string `json:"board"`
		Correct     []string `json:"correct_ownership"`
		Description string   `json:"description"`
	}
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	p := &position{height: len(d.Board), note: d.Description}
	if p.height == 0 || len(d.Correct) != p.height {
		return nil, fmt.Errorf("%s: %d board rows, %d ownership rows", name, len(d.Board), len(d.Correct))
	}
	p.width = len(d.Board[0])
	for y, row := range d.Board {
		if len(row) != p.width || len(d.Correct[y]) != p.width {
			return nil, fmt.Errorf("%s: row %d is not %d wide", name, y+1, p.width)
		}
		for x := range p.width {
			stone := 0
			switch row[x] {
			case 'b', 'B':
				stone = 1
			case 'w', 'W':
				stone = -1
			}
			own := d.Correct[y][x]
			p.stones = append(p.stones, stone)
			p.dead = append(p.dead, stone == 1 && own == 'W' || stone == -1 && own == 'B')
			p.neutral = append(p.neutral, own == ' ')
		}
	}
	return p, nil
}

// vertex is the GTP name of point i: the column letters skip I, rows
// count from 1 at the bottom.
func (p *position) vertex(i int) string {
	col := rune('A' + i%p.width)
	if col >= 'I' {
		col++
	}
	return fmt.Sprintf("%c%d", col, p.height-i/p.width)
}

// write writes p as an SGF file.
func (p *position) write(name string) error {
	coord := func(i int) string {
		return string(rune('a'+i%p.width)) + string(rune('a'+i/p.width))
	}
	var ab, aw, tb, tw, neutral strings.Builder
	for i, stone := range p.stones {
		switch {
		case stone == 1:
			fmt.Fprintf(&ab, "[%s]", coord(i))
			if p.dead[i] {
				fmt.Fprintf(&tw, "[%s]", coord(i))
			}
		case stone == -1:
			fmt.Fprintf(&aw, "[%s]", coord(i))
			if p.dead[i] {
				fmt.Fprintf(&tb, "[%s]", coord(i))
			}
		}
		if p.neutral[i] {
			fmt.Fprintf(&neutral, " %s", p.vertex(i))
		}
	}
	size := fmt.Sprint(p.width)
	if p.width != p.height {
		size = fmt.Sprintf("%d:%d", p.width, p.height)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "(;GM[1]FF[4]CA[UTF-8]SZ[%s]", size)
	switch p.toMove {
	case 1:
		b.WriteString("PL[B]")
	case -1:
		b.WriteString("PL[W]")
	}
	fmt.Fprintf(&b, "\nGC[%s: an end position from online-go.com with the stones its players agreed dead, marked by the other colour's territory", p.source)
	if neutral.Len() > 0 {
		fmt.Fprintf(&b, "; points the source counts for neither side:%s", neutral.String())
	}
	b.WriteString("]\n")
	if p.note != "" {
		fmt.Fprintf(&b, "C[%s]\n", strings.NewReplacer(`\`, `\\`, "]", `\]`).Replace(p.note))
	}
	for _, prop := range []struct {
		id string
		v  *strings.Builder
	}{{"AB", &ab}, {"AW", &aw}, {"TB", &tb}, {"TW", &tw}} {
		if prop.v.Len() > 0 {
			fmt.Fprintf(&b, "%s%s\n", prop.id, prop.v.String())
		}
	}
	b.WriteString(")\n")
	return os.WriteFile(name, []byte(b.String()), 0o644)
}
