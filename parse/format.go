package parse

import (
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
)

// Format writes f in the board file format: the header lines f sets, then
// its grids oldest first, separated by `---`. Parse(Format(f)) gives f back.
func Format(f *File) string {
	var sb strings.Builder
	sb.WriteString(FormatHeader(f))
	for i := range f.Grids {
		if i > 0 {
			sb.WriteString("---\n")
		}
		sb.WriteString(f.Grids[i].Grid())
	}
	return sb.String()
}

// FormatHeader returns the header lines of f (player, komi, rules,
// handicap, prisoners, size, dead stones), those it sets, each ending in a
// newline; diagrams take the same header. f.Rules must be one of RuleNames
// (an SGF's RU is for the caller to map) and f.DeadStones stones of f's
// current position, as Parse leaves them.
func FormatHeader(f *File) string {
	var sb strings.Builder
	if f.Player != board.Empty {
		sb.WriteString("player: " + f.Player.String() + "\n")
	}
	if f.HasKomi {
		sb.WriteString("komi: " + strconv.FormatFloat(f.Komi, 'f', -1, 64) + "\n")
	}
	if name := ruleName(f.Rules); name != "" {
		// A name the header cannot carry (from a diagram's own rules
		// line) is left out rather than written to be refused.
		sb.WriteString("rules: " + name + "\n")
	}
	if f.Handicap != 0 {
		sb.WriteString("handicap: " + strconv.Itoa(f.Handicap) + "\n")
	}
	if f.BlackPrisoners != 0 {
		sb.WriteString("black-prisoners: " + strconv.Itoa(f.BlackPrisoners) + "\n")
	}
	if f.WhitePrisoners != 0 {
		sb.WriteString("white-prisoners: " + strconv.Itoa(f.WhitePrisoners) + "\n")
	}
	if f.SizeWidth != 0 {
		size := strconv.Itoa(f.SizeWidth)
		if f.SizeHeight != f.SizeWidth {
			size += "x" + strconv.Itoa(f.SizeHeight)
		}
		sb.WriteString("size: " + size + "\n")
	}
	if f.HasDeadStones {
		sb.WriteString("dead-stones: ")
		if len(f.DeadStones) == 0 {
			sb.WriteString("none")
		}
		for i, p := range f.DeadStones {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(p.String())
		}
		sb.WriteString("\n")
	}
	return sb.String()
}
