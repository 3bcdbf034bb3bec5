package sgf

import (
	"io"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
)

// Write writes g to w as an SGF FF[4] file: the root node with FF, GM, CA,
// AP, SZ, the properties g sets and the setup, then one node per move of
// the main line, the last node with g's NextPlayer (PL) and markup (TB,
// TW, MA). Passes are written B[] and W[]. It returns an error,
// writing nothing, when g is not valid: a size outside 1..19, a point off
// the board, a move of no colour, a komi that is not a number.
func Write(w io.Writer, g *Record) error {
	if err := g.Check(); err != nil {
		return err
	}
	_, err := io.WriteString(w, format(g))
	return err
}

// Format returns the text Write writes for g, or "" when g is not valid.
// Parse(name, []byte(Format(g))) gives g back for any game Parse made.
func Format(g *Record) string {
	if g.Check() != nil {
		return ""
	}
	return format(g)
}

func format(g *Record) string {
	var sb strings.Builder
	sb.WriteString("(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[" + strconv.Itoa(g.Width))
	if g.Height != g.Width {
		sb.WriteString(":" + strconv.Itoa(g.Height))
	}
	sb.WriteString("]")
	if g.HasKomi {
		sb.WriteString("KM[" + strconv.FormatFloat(g.Komi, 'f', -1, 64) + "]")
	}
	if g.Handicap > 0 {
		sb.WriteString("HA[" + strconv.Itoa(g.Handicap) + "]")
	}
	switch g.PlayerToMove {
	case board.Black:
		sb.WriteString("PL[B]")
	case board.White:
		sb.WriteString("PL[W]")
	}
	sb.WriteString("\n")
	line := false
	for _, t := range [...]struct{ id, s string }{
		{"RU", g.Rules}, {"GN", g.GameName}, {"PB", g.BlackPlayer}, {"PW", g.WhitePlayer},
		{"DT", g.Date}, {"RE", g.Result}, {"C", g.Comment},
	} {
		if t.s != "" {
			sb.WriteString(t.id + "[" + escape(t.s) + "]")
			line = true
		}
	}
	if line {
		sb.WriteString("\n")
	}
	for i, list := range [3][]board.Point{g.Setup.AB, g.Setup.AW, g.Setup.AE} {
		if len(list) == 0 {
			continue
		}
		sb.WriteString(setupNames[i])
		for _, p := range list {
			sb.WriteString("[" + letters(p, g.Height) + "]")
		}
		sb.WriteString("\n")
	}
	setups := g.Setups
	for i, m := range g.Moves {
		if i > 0 && i%10 == 0 {
			sb.WriteString("\n")
		}
		for len(setups) > 0 && setups[0].After == i {
			writeSetup(&sb, &setups[0].Setup, g.Height)
			setups = setups[1:]
		}
		if m.Colour == board.Black {
			sb.WriteString(";B[")
		} else {
			sb.WriteString(";W[")
		}
		if m.Point != board.Pass {
			sb.WriteString(letters(m.Point, g.Height))
		}
		sb.WriteString("]")
	}
	for _, s := range setups {
		writeSetup(&sb, &s.Setup, g.Height)
	}
	if len(g.Moves) > 0 {
		switch g.NextPlayer {
		case board.Black:
			sb.WriteString("PL[B]")
		case board.White:
			sb.WriteString("PL[W]")
		}
	}
	writeMarkup(&sb, g)
	sb.WriteString(")\n")
	return sb.String()
}

// writeMarkup writes g's TB, TW and MA into the last node written, a line
// each.
func writeMarkup(sb *strings.Builder, g *Record) {
	for i, list := range [3][]board.Point{g.Territory[board.Black], g.Territory[board.White], g.Marked} {
		if len(list) == 0 {
			continue
		}
		if len(g.Moves) > 0 && !strings.HasSuffix(sb.String(), "\n") {
			sb.WriteString("\n")
		}
		sb.WriteString(markupNames[i])
		for _, p := range list {
			sb.WriteString("[" + letters(p, g.Height) + "]")
		}
		sb.WriteString("\n")
	}
}

// letters returns the SGF letters of p on a board of height h: the column
// from the left, the row from the top.
func letters(p board.Point, h int) string {
	return string([]byte{'a' + byte(p.X()), 'a' + byte(h-1-p.Y())})
}

// escape puts a backslash before "]" and "\" in a text value.
func escape(s string) string {
	if !strings.ContainsAny(s, `]\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ']' || s[i] == '\\' {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// writeSetup writes a setup node of the main line.
func writeSetup(sb *strings.Builder, s *Setup, h int) {
	sb.WriteString("\n;")
	for i, list := range [3][]board.Point{s.AB, s.AW, s.AE} {
		if len(list) == 0 {
			continue
		}
		sb.WriteString(setupNames[i])
		for _, p := range list {
			sb.WriteString("[" + letters(p, h) + "]")
		}
	}
	sb.WriteString("\n")
}
