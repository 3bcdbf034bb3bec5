package report

import (
	"encoding/json"
	"math"
	"strconv"
)

// A verdict's Columns.AppendJSON writes its JSON by hand, without
// reflection (the score's does, for the JSON lines of a large batch); these
// write its strings and numbers as encoding/json does, as the Stream's own
// lines of a failed verdict do.

// AppendJSONString appends s as encoding/json writes it. Plain text is copied;
// anything encoding/json would escape (quotes, backslashes, control
// characters, <, >, &, invalid UTF-8, U+2028, U+2029) goes through it.
func AppendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// AppendJSONFloat appends f as encoding/json writes a float64.
func AppendJSONFloat(b []byte, f float64) []byte {
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) || math.IsNaN(f) || math.IsInf(f, 0) {
		q, _ := json.Marshal(f)
		return append(b, q...)
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}
