package report

import (
	"encoding/json"
	"math"
	"strconv"
)

// appendString appends s as encoding/json writes it. Plain text is copied;
// anything encoding/json would escape (quotes, backslashes, control
// characters, <, >, &, invalid UTF-8, U+2028, U+2029) goes through it.
func appendString(b []byte, s string) []byte {
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

// appendFloat appends f as encoding/json writes a float64.
func appendFloat(b []byte, f float64) []byte {
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) || math.IsNaN(f) || math.IsInf(f, 0) {
		q, _ := json.Marshal(f)
		return append(b, q...)
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

func appendSide(b []byte, s *SideScore) []byte {
	b = append(b, `{"stones":`...)
	b = strconv.AppendInt(b, int64(s.Stones), 10)
	b = append(b, `,"territory":`...)
	b = strconv.AppendInt(b, int64(s.Territory), 10)
	b = append(b, `,"prisoners":`...)
	b = strconv.AppendInt(b, int64(s.Prisoners), 10)
	b = append(b, `,"captured_on_board":`...)
	b = strconv.AppendInt(b, int64(s.CapturedOnBoard), 10)
	b = append(b, `,"dead_taken":`...)
	b = strconv.AppendInt(b, int64(s.DeadTaken), 10)
	b = append(b, `,"seki_eyes":`...)
	b = strconv.AppendInt(b, int64(s.SekiEyes), 10)
	b = append(b, `,"false_eyes":`...)
	b = strconv.AppendInt(b, int64(s.FalseEyes), 10)
	b = append(b, `,"score":`...)
	b = appendFloat(b, s.Score)
	return append(b, '}')
}

// appendScoreJSON appends the successful score verdict v exactly as
// encoding/json marshals it (TestAppendScoreJSON holds the two together),
// without reflection: the JSON lines of a batch of 100,000 files are
// written here. As with encoding/json, the Stream writes failed verdicts
// and the trailing "error": null.
func appendScoreJSON(b []byte, v *Score) []byte {
	b = append(b, `{"file":`...)
	b = appendString(b, v.File)
	b = append(b, `,"width":`...)
	b = strconv.AppendInt(b, int64(v.Width), 10)
	b = append(b, `,"height":`...)
	b = strconv.AppendInt(b, int64(v.Height), 10)
	b = append(b, `,"rules":`...)
	b = appendString(b, v.Rules)
	b = append(b, `,"scoring":`...)
	b = appendString(b, v.Scoring)
	b = append(b, `,"komi":`...)
	b = appendFloat(b, v.Komi)
	b = append(b, `,"black":`...)
	b = appendSide(b, &v.Black)
	b = append(b, `,"white":`...)
	b = appendSide(b, &v.White)
	b = append(b, `,"neutral":`...)
	b = strconv.AppendInt(b, int64(v.Neutral), 10)
	b = append(b, `,"dame":`...)
	b = strconv.AppendInt(b, int64(v.Dame), 10)
	b = append(b, `,"seki_stones":`...)
	b = strconv.AppendInt(b, int64(v.SekiStones), 10)
	b = append(b, `,"seki_dame":`...)
	b = strconv.AppendInt(b, int64(v.SekiDame), 10)
	b = append(b, `,"result":`...)
	b = appendString(b, v.Result)
	b = append(b, `,"winner":`...)
	if v.Winner == nil {
		b = append(b, "null"...)
	} else {
		b = appendString(b, *v.Winner)
	}
	b = append(b, `,"margin":`...)
	b = appendFloat(b, v.Margin)
	b = append(b, `,"dead_stones":`...)
	b = appendDead(b, &v.DeadStones)
	b = append(b, `,"warnings":`...)
	b = appendStrings(b, v.Warnings)
	b = append(b, `,"open_border":`...)
	b = appendVertices(b, v.OpenBorder)
	b = append(b, `,"notes":`...)
	b = appendStrings(b, v.Notes)
	return append(b, '}')
}

// appendList appends a list, each item by item, null for a nil list as
// encoding/json writes it.
func appendList[T any](b []byte, xs []T, item func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, x)
	}
	return append(b, ']')
}

// appendStrings appends a list of strings.
func appendStrings(b []byte, ss []string) []byte { return appendList(b, ss, appendString) }

// appendDead appends the dead stones of a score verdict.
func appendDead(b []byte, d *Dead) []byte {
	b = append(b, `{"method":`...)
	b = appendString(b, d.Method)
	b = append(b, `,"estimated":`...)
	b = strconv.AppendBool(b, d.Estimated)
	b = append(b, `,"estimate":`...)
	b = appendEstimate(b, d.Estimate)
	b = append(b, `,"black":`...)
	b = appendPoints(b, d.Black)
	b = append(b, `,"white":`...)
	b = appendPoints(b, d.White)
	if d.Engine != nil {
		b = append(b, `,"engine":`...)
		b = appendEngine(b, d.Engine)
	}
	return append(b, '}')
}

// appendEstimate appends what an estimate ran with, null for none.
func appendEstimate(b []byte, e *EstimateInfo) []byte {
	if e == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"playouts":`...)
	b = strconv.AppendInt(b, int64(e.Playouts), 10)
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, e.Seed, 10)
	b = append(b, `,"threshold":`...)
	b = appendFloat(b, e.Threshold)
	b = append(b, `,"confidence":`...)
	b = appendFloat(b, e.Confidence)
	b = append(b, `,"unsure":`...)
	b = appendList(b, e.Unsure, appendUnsure)
	return append(b, '}')
}

// appendUnsure appends an unsure string of an estimate.
func appendUnsure(b []byte, u Unsure) []byte {
	b = append(b, `{"colour":`...)
	b = appendString(b, u.Colour)
	b = append(b, `,"dead":`...)
	b = strconv.AppendBool(b, u.Dead)
	b = append(b, `,"sure":`...)
	b = appendFloat(b, u.Sure)
	b = append(b, `,"unsettled":`...)
	b = strconv.AppendBool(b, u.Unsettled)
	b = append(b, `,"reason":`...)
	b = appendString(b, u.Reason)
	b = append(b, `,"stones":`...)
	b = appendPoints(b, u.Stones)
	return append(b, '}')
}

// appendPoints appends a list of points.
func appendPoints(b []byte, ps []Point) []byte { return appendList(b, ps, appendPoint) }

// appendVertices appends the vertex names of a list of points.
func appendVertices(b []byte, ps Vertices) []byte {
	return appendList(b, ps, func(b []byte, p Point) []byte { return appendString(b, p.Vertex) })
}

// appendPoint appends a point.
func appendPoint(b []byte, p Point) []byte {
	b = append(b, `{"vertex":`...)
	b = appendString(b, p.Vertex)
	b = append(b, `,"row":`...)
	b = strconv.AppendInt(b, int64(p.Row), 10)
	b = append(b, `,"col":`...)
	b = strconv.AppendInt(b, int64(p.Col), 10)
	return append(b, '}')
}
