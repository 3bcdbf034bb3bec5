package verdict

import (
	"strings"

	"github.com/goscore/goscore/engine/life"
)

// MarksThenEstimate is the --dead-stones value that takes a file's own
// marking where it has one, else the estimate.
const MarksThenEstimate = life.MethodMarks + "," + life.MethodEstimate

// ParseDead reads a --dead-stones value into Options' Dead and
// MarksFirst: what life.ParseSpec reads, or marks,estimate or
// marks,engine:CMD, a file's marking first and the method after the comma
// where it has none.
func ParseDead(value string) (d life.Spec, marksFirst bool, err error) {
	value, marksFirst = splitMarksFirst(value)
	if d, err = life.ParseSpec(value); err != nil {
		return d, false, err
	}
	return d, marksFirst, nil
}

// splitMarksFirst splits "marks,estimate" and "marks,engine:CMD" into what
// comes after "marks,", with ok set; any other value comes back whole.
func splitMarksFirst(value string) (rest string, ok bool) {
	t := strings.TrimSpace(value)
	head, tail, found := strings.Cut(t, ",")
	if !found || !strings.EqualFold(strings.TrimSpace(head), life.MethodMarks) {
		return value, false
	}
	tail = strings.TrimSpace(tail)
	if strings.EqualFold(tail, life.MethodEstimate) || strings.HasPrefix(strings.ToLower(tail), life.EnginePrefix) {
		return tail, true
	}
	return value, false
}
