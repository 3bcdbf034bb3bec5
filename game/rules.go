package game

import (
	"strings"

	"github.com/goscore/goscore/analyze"
)

// RulesChoice is what the user chose on the command line: the rules, and
// which of them were given explicitly. Its For method is the one place that
// decides the rules of a file, for every command, play --load and GTP's
// loadsgf.
type RulesChoice struct {
	// Rules is the default preset, or --rules, with --scoring, --ko and
	// --komi applied.
	Rules analyze.Rules
	// RulesSet tells that --rules, --scoring or --ko was given, so they
	// beat the rules a file names (an SGF's RU).
	RulesSet bool
	// KomiSet tells that --komi was given, so it beats a file's komi (an
	// SGF's KM, a board file's komi header).
	KomiSet bool
	// HandicapSet tells that --handicap-komi was given, so Rules.Handicap
	// beats the compensation of the preset a file names.
	HandicapSet bool
}

// For returns the rules of a file whose header names rules ru (an SGF's RU
// as written; "" for none) and gives komi when hasKomi: what the command
// line gave explicitly, else what the file says, else the default preset.
// Rules a file names are a preset (see PresetOfRU) and replace the preset
// as a whole; the komi, and the handicap compensation when HandicapSet,
// are decided on their own.
func (c RulesChoice) For(ru string, komi float64, hasKomi bool) analyze.Rules {
	r := c.Rules
	if name := PresetOfRU(ru); name != "" && !c.RulesSet {
		if p, err := analyze.Preset(name); err == nil {
			p.Komi = r.Komi
			r = p
		}
	}
	if hasKomi && !c.KomiSet {
		r.Komi = komi
	}
	if c.HandicapSet {
		r.Handicap = c.Rules.Handicap
	}
	return r
}

// ForNewGame returns the rules a new game of kind k starts with (play,
// match): the command line's, with the komi its rules usually give
// (UsualKomi) unless --komi was given. A file keeps komi 0 unless it says
// otherwise, but a game of Go played is played with komi; kill-all has
// none.
func (c RulesChoice) ForNewGame(k Kind) analyze.Rules {
	r := c.Rules
	if !c.KomiSet && k == Go {
		r.Komi = UsualKomi(r)
	}
	return r
}

// PresetOfRU returns the rule preset an SGF RU value names: japanese,
// chinese, tromp-taylor or aga in any case (spaces and underscores taken as
// hyphens), japanese for any other rules, and "" for none.
func PresetOfRU(ru string) string {
	s := strings.ToLower(strings.TrimSpace(ru))
	if s == "" {
		return ""
	}
	s = strings.NewReplacer(" ", "-", "_", "-").Replace(s)
	for _, name := range analyze.PresetNames {
		if s == name {
			return name
		}
	}
	return "japanese"
}

// RUOfPreset returns the SGF RU value that names the preset: "Japanese",
// "Chinese", "Tromp-Taylor" or "AGA", as servers write them; PresetOfRU
// reads each back as its preset. Any other name is returned as it is.
func RUOfPreset(name string) string {
	if ru, ok := ruleNames[name]; ok {
		return ru
	}
	return name
}
