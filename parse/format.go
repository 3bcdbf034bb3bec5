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

// FormatHeader returns the header lines of f (player, komi, prisoners, size),
// those it sets, each ending in a newline; diagrams take the same header.
func FormatHeader(f *File) string {
	var sb strings.Builder
	if f.Player != board.Empty {
		sb.WriteString("player: " + f.Player.String() + "\n")
	}
	if f.HasKomi {
		sb.WriteString("komi: " + strconv.FormatFloat(f.Komi, 'f', -1, 64) + "\n")
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
	return sb.String()
}
