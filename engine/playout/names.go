package playout

import (
	"errors"
	"fmt"
	"strings"
)

// policyNames names the rules ParsePolicy takes, in the order help lists
// them.
var policyNames = []struct {
	name string
	rule Policy
}{
	{"capture", CaptureAtari},
	{"save", SaveAtari},
	{"patterns", Patterns},
	{"patterns-before", PatternsBefore},
	{"self-atari", AvoidSelfAtari},
	{"ladders", Ladders},
	{"low-liberties", LowLiberties},
	{"nakade", Nakade},
	{"capture-anywhere", CaptureAnywhere},
	{"replies", LastGoodReply},
	{"ko", KoFight},
	{"learned-patterns", LearnedPatterns},
}

// RuleNames lists the rule names ParsePolicy takes, for messages and help.
func RuleNames() string {
	names := make([]string, len(policyNames))
	for i, r := range policyNames {
		names[i] = r.name
	}
	return strings.Join(names, ", ")
}

// ErrPolicy is wrapped by ParsePolicy's error for a name it does not know.
var ErrPolicy = errors.New("bad policy")

// ParsePolicy reads a policy by its names: a comma list of presets, fast
// (Fast), heavy (Heavy), all (AllRules) and light (none), and rule names,
// read left to right: a name adds its rule, a name after "-" takes it away
// ("heavy,-ladders", "heavy,low-liberties").
func ParsePolicy(s string) (Policy, error) {
	var pol Policy
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		switch name {
		case "fast":
			pol |= Fast
			continue
		case "heavy":
			pol |= Heavy
			continue
		case "all":
			pol |= AllRules
			continue
		case "light":
			continue
		}
		drop := strings.HasPrefix(name, "-")
		name = strings.TrimPrefix(name, "-")
		found := false
		for _, r := range policyNames {
			if r.name == name {
				if drop {
					pol &^= r.rule
				} else {
					pol |= r.rule
				}
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("%w %q: unknown rule %q (want fast, heavy, all, light, or a comma list of these and of %s, a rule after - taken away)", ErrPolicy, s, name, RuleNames())
		}
	}
	return pol, nil
}
