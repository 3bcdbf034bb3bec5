package playout

import (
	"strings"
	"testing"
)

// TestParsePolicy: the names a policy is written with, and the error for any other.
func TestParsePolicy(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Policy
		err  string
	}{
		{"heavy", Heavy, ""},
		{"fast", Fast, ""},
		{"fast,nakade,capture-anywhere", Heavy, ""},
		{"all", AllRules, ""},
		{"light", 0, ""},
		{"capture", CaptureAtari, ""},
		{"capture,save", CaptureAtari | SaveAtari, ""},
		{"patterns, self-atari", Patterns | AvoidSelfAtari, ""},
		{"capture,save,patterns,patterns-before,self-atari,ladders,low-liberties,nakade,capture-anywhere,replies,ko,learned-patterns", AllRules, ""},
		{"heavy,ko", Heavy | KoFight, ""},
		{"fast,-patterns,learned-patterns", Fast&^Patterns | LearnedPatterns, ""},
		{"heavy,patterns-before", Heavy | PatternsBefore, ""},
		{"heavy,-ladders", Heavy &^ Ladders, ""},
		{"heavy, low-liberties", Heavy | LowLiberties, ""},
		{"all,-low-liberties,-replies", AllRules &^ (LowLiberties | LastGoodReply), ""},
		{"-capture,capture", CaptureAtari, ""},
		{"heavy,light", Heavy, ""},
		{"capture,ladder", 0, `unknown rule "ladder" (want fast, heavy, all, light, or a comma list of these and of capture, save, patterns, patterns-before, self-atari, ladders, low-liberties, nakade, capture-anywhere, replies, ko, learned-patterns, a rule after - taken away)`},
		{"", 0, `unknown rule ""`},
		{"heavy,-heavy", 0, `unknown rule "heavy"`},
	} {
		got, err := ParsePolicy(tc.in)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("%q: %v %v, want %v", tc.in, got, err, tc.want)
		}
	}
}
