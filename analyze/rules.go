package analyze

import (
	"errors"
	"fmt"
	"strings"
)

// Scoring is the way points are counted.
type Scoring uint8

// The scoring methods.
const (
	// Territory scoring counts territory plus prisoners (Japanese).
	Territory Scoring = iota
	// Area scoring counts stones on the board plus territory (Chinese).
	Area
)

// String returns "territory" or "area".
func (s Scoring) String() string {
	if s == Area {
		return "area"
	}
	return "territory"
}

// KoRule says which repetitions of a position are forbidden.
type KoRule uint8

// The ko rules.
const (
	// KoSimple forbids only recreating the position before the opponent's last move.
	KoSimple KoRule = iota
	// KoPositional forbids recreating any earlier position.
	KoPositional
	// KoSituational forbids recreating an earlier position with the same side to move.
	KoSituational
)

// String returns "simple", "positional" or "situational".
func (k KoRule) String() string {
	switch k {
	case KoPositional:
		return "positional"
	case KoSituational:
		return "situational"
	}
	return "simple"
}

// Rules are the choices that change a verdict.
type Rules struct {
	Name    string  // the preset the rules started from, for reports
	Scoring Scoring // how points are counted
	Ko      KoRule  // which repetitions are forbidden
	Suicide bool    // whether suicide of more than one stone is allowed
	Komi    float64 // added to White's score
	// Handicap is White's compensation for Black's handicap stones under
	// area scoring; the presets set it (docs/rules.md, Handicap).
	Handicap HandicapRule
}

// HandicapRule says how many points White gets for a handicap of n stones.
type HandicapRule uint8

// The handicap compensations.
const (
	HandicapNone    HandicapRule = iota // nothing: territory scoring, Tromp-Taylor
	HandicapN                           // n points: Chinese rules, the handicap stones count on the board
	HandicapNMinus1                     // n-1 points: AGA rules
)

// String returns "none", "n" or "n-1".
func (h HandicapRule) String() string {
	switch h {
	case HandicapN:
		return "n"
	case HandicapNMinus1:
		return "n-1"
	}
	return "none"
}

// HandicapBonus returns the points White gets for a handicap of n stones
// (n >= 2) under r, and the note that names the rule, such as "handicap 4:
// white +4 (chinese)"; 0 and "" when the rule gives nothing. Only area
// scoring compensates: under territory scoring the stones are not counted.
func (r Rules) HandicapBonus(n int) (float64, string) {
	if n < 2 || r.Scoring != Area {
		return 0, ""
	}
	var bonus int
	switch r.Handicap {
	case HandicapN:
		bonus = n
	case HandicapNMinus1:
		bonus = n - 1
	default:
		return 0, ""
	}
	return float64(bonus), fmt.Sprintf("handicap %d: white +%d (%s)", n, bonus, r.Name)
}

// KGSName names r as KGS's kgs-rules command does, for the engines goscore
// tells its rules: japanese for territory scoring, aga, new_zealand for
// Tromp-Taylor (area, suicide allowed), chinese for any other area count.
func (r Rules) KGSName() string {
	switch {
	case r.Scoring == Territory:
		return "japanese"
	case r.Name == "aga":
		return "aga"
	case r.Suicide:
		return "new_zealand"
	}
	return "chinese"
}

// ErrUnknownRules is returned by Preset for a name it does not know.
var ErrUnknownRules = errors.New("unknown rules")

// PresetNames lists the rule presets, the default first.
var PresetNames = []string{"japanese", "chinese", "tromp-taylor", "aga"}

// Preset returns the named rule set: japanese (territory, simple ko, no
// suicide; the default), chinese (area, positional superko, no suicide;
// White gets n points for a handicap of n) or tromp-taylor (area,
// positional superko, multi-stone suicide allowed; no handicap
// compensation, as its rules say nothing of one) or aga (area,
// situational superko, no suicide; White gets n-1 points for a handicap of
// n, as the AGA's rules give it under area counting). Komi is 0 in every
// preset; boards and flags set it, and game.UsualKomi gives the komi a new
// game is played with (7.5 under area scoring, the AGA's for an even game).
func Preset(name string) (Rules, error) {
	switch strings.ToLower(name) {
	case "japanese", "":
		return Rules{Name: "japanese", Scoring: Territory, Ko: KoSimple}, nil
	case "chinese":
		return Rules{Name: "chinese", Scoring: Area, Ko: KoPositional, Handicap: HandicapN}, nil
	case "tromp-taylor":
		return Rules{Name: "tromp-taylor", Scoring: Area, Ko: KoPositional, Suicide: true}, nil
	case "aga":
		return Rules{Name: "aga", Scoring: Area, Ko: KoSituational, Handicap: HandicapNMinus1}, nil
	}
	return Rules{}, fmt.Errorf("%w %q (want %s)", ErrUnknownRules, name, strings.Join(PresetNames, ", "))
}

// ParseScoring reads "territory" or "area".
func ParseScoring(s string) (Scoring, error) {
	switch strings.ToLower(s) {
	case "territory":
		return Territory, nil
	case "area":
		return Area, nil
	}
	return Territory, fmt.Errorf("bad scoring %q (want territory or area)", s)
}

// ParseHandicap reads "n", "n-1" or "none", as HandicapRule.String
// writes them.
func ParseHandicap(s string) (HandicapRule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "n":
		return HandicapN, nil
	case "n-1":
		return HandicapNMinus1, nil
	case "none":
		return HandicapNone, nil
	}
	return HandicapNone, fmt.Errorf("bad handicap-komi %q (want n, n-1 or none)", s)
}

// ParseKo reads "simple", "positional" or "situational".
func ParseKo(s string) (KoRule, error) {
	switch strings.ToLower(s) {
	case "simple":
		return KoSimple, nil
	case "positional":
		return KoPositional, nil
	case "situational":
		return KoSituational, nil
	}
	return KoSimple, fmt.Errorf("bad ko rule %q (want simple, positional or situational)", s)
}
