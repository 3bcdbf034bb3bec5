package analyze

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

func parseTry(t *testing.T, s string) (board.Board, board.Board) {
	rows := strings.Split(strings.TrimSpace(s), "\n")
	h := len(rows)
	w := len(strings.Fields(rows[0]))
	b, _ := board.New(w, h)
	cl := b
	for r, row := range rows {
		for c, cell := range strings.Fields(row) {
			p := b.Point(r, c)
			switch cell {
			case "X":
				b.Set(p, Black)
				cl.Set(p, Black)
			case "O":
				b.Set(p, White)
				cl.Set(p, White)
			case "x":
				cl.Set(p, Black)
			case "o":
				cl.Set(p, White)
			}
		}
	}
	return b, cl
}

func showSettle(b *board.Board, k *Seki) string {
	var sb strings.Builder
	for r := 0; r < b.Height(); r++ {
		for c := 0; c < b.Width(); c++ {
			p := b.Point(r, c)
			ch := map[board.Color]string{Empty: ".", Black: "X", White: "O"}[b.At(p)]
			switch k.kind[p] {
			case SekiStone:
				ch = map[board.Color]string{Black: "B", White: "W"}[b.At(p)]
			case SekiEye:
				ch = "e"
			case SekiShared:
				ch = "s"
			case FalseEye:
				ch = map[board.Color]string{Black: "f", White: "g"}[k.owner[p]]
			}
			sb.WriteString(ch + " ")
		}
		sb.WriteString("\n")
	}
	fmt.Fprintf(&sb, "unsettled %v falseeyes %v\n", k.Unsettled, k.FalseEyes)
	return sb.String()
}

func TestSettleTry(t *testing.T) {
	data, err := os.ReadFile(os.Getenv("TRY"))
	if err != nil {
		t.Skip()
	}
	for _, s := range strings.Split(string(data), "\n\n") {
		if strings.HasPrefix(s, "#") {
			continue
		}
		b, cl := parseTry(t, s)
		var k Seki
		settle(&b, &cl, &k)
		t.Logf("\n%s", showSettle(&b, &k))
	}
}

// TestSettleDump writes, for each position file in $DUMP (goscorer's
// letters: x o stones, b w dead stones), the territory map settle gives.
func TestSettleDump(t *testing.T) {
	dir := os.Getenv("DUMP")
	if dir == "" {
		t.Skip()
	}
	ents, _ := os.ReadDir(dir)
	for _, ent := range ents {
		data, _ := os.ReadFile(dir + "/" + ent.Name())
		rows := strings.Fields(string(data))
		h, w := len(rows), len(rows[0])
		if w > board.MaxSize || h > board.MaxSize {
			continue
		}
		b, _ := board.New(w, h)
		cl := b
		for r, row := range rows {
			for c, ch := range row {
				p := b.Point(r, c)
				switch ch {
				case 'x':
					b.Set(p, Black)
					cl.Set(p, Black)
				case 'o':
					b.Set(p, White)
					cl.Set(p, White)
				case 'b':
					cl.Set(p, Black)
				case 'w':
					cl.Set(p, White)
				}
			}
		}
		var e Evaluation
		Evaluate(&cl, Empty, &e)
		var dead []board.Point
		for _, p := range b.Points(nil) {
			if cl.At(p) != Empty && b.At(p) == Empty {
				dead = append(dead, p)
			}
		}
		e.RemoveDead(dead)
		var k Seki
		if os.Getenv("GATE") != "" {
			k = *e.FindSeki()
		} else {
			settle(&e.After, e.Cleared(), &k)
			e.seki = &k
		}
		var sb strings.Builder
		for r := 0; r < h; r++ {
			for c := 0; c < w; c++ {
				p := b.Point(r, c)
				st := e.Status(p)
				ch := "."
				switch st {
				case BlackTerritory:
					ch = "z"
				case WhiteTerritory:
					ch = "a"
				case BlackDead:
					if e.fill.reach[p]&3 == uint8(White) {
						ch = "a"
					}
				case WhiteDead:
					if e.fill.reach[p]&3 == uint8(Black) {
						ch = "z"
					}
				}
				if st == BlackDead || st == WhiteDead {
					if kk, _ := k.At(p); kk != NotSeki {
						ch = "."
					}
				}
				sb.WriteString(ch)
			}
			sb.WriteString("\n")
		}
		os.WriteFile(os.Getenv("OUT")+"/"+ent.Name(), []byte(sb.String()), 0o644)
	}
}
