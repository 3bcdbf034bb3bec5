package report

import (
	"errors"
	"testing"
)

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"table", "YAML", "json", "jsonl", "csv"} {
		if _, err := ParseFormat(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if _, err := ParseFormat("text"); !errors.Is(err, ErrBadFormat) {
		t.Errorf("text accepted without being offered")
	}
	if f, err := ParseFormat("text", Text); err != nil || f != Text {
		t.Errorf("text offered: %v %v", f, err)
	}
}
