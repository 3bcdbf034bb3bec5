package verdict

import (
	"strconv"
	"strings"
)

// SGF has no property for the prisoners taken before a record's first
// move, which a board file's header declares. goscore keeps them in the
// root comment (C), in the header's own words, one line a colour that has
// some: "black-prisoners: 2". A viewer shows the comment; Replay reads it.
const (
	blackPrisonersLine = "black-prisoners: "
	whitePrisonersLine = "white-prisoners: "
)

// PrisonersComment returns the root comment that carries black's and
// white's prisoners taken before the first move: "" when both are 0.
func PrisonersComment(black, white int) string {
	var lines []string
	if black != 0 {
		lines = append(lines, blackPrisonersLine+strconv.Itoa(black))
	}
	if white != 0 {
		lines = append(lines, whitePrisonersLine+strconv.Itoa(white))
	}
	return strings.Join(lines, "\n")
}

// StartPrisoners reads the prisoners a root comment carries, as
// PrisonersComment writes them: the lines "black-prisoners: N" and
// "white-prisoners: N" (spaces around them and the number allowed); the
// rest of the comment is the author's and is ignored.
func StartPrisoners(comment string) (black, white int) {
	for _, line := range strings.Split(comment, "\n") {
		line = strings.TrimSpace(line)
		for _, t := range [...]struct {
			prefix string
			n      *int
		}{{blackPrisonersLine, &black}, {whitePrisonersLine, &white}} {
			if rest, ok := strings.CutPrefix(line, strings.TrimSpace(t.prefix)); ok {
				if n, err := strconv.Atoi(strings.TrimSpace(rest)); err == nil {
					*t.n = n
				}
			}
		}
	}
	return black, white
}
