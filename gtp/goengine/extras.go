package goengine

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
)

// kgsRules maps the rule names kgs-rules sends to goscore's presets: AGA
// is its own preset (area, situational superko, a handicap of n worth n-1
// points); New Zealand counts area with superko and allows suicide, as
// tromp-taylor does.
var kgsRules = map[string]string{"japanese": "japanese", "chinese": "chinese", "aga": "aga", "new_zealand": "tromp-taylor"}

// kgsRulesCmd is kgs-rules NAME: the game's rules from now on, the komi
// kept (KGS sends it with komi).
func (ge *goEngine) kgsRulesCmd(args []string) (string, error) {
	if err := argCount(args, 1, "kgs-rules japanese|chinese|aga|new_zealand"); err != nil {
		return "", err
	}
	name, ok := kgsRules[args[0]]
	if !ok {
		return "", fmt.Errorf("unknown rules %q", args[0])
	}
	r, err := analyze.Preset(name)
	if err != nil {
		return "", err
	}
	r.Komi = ge.cfg.Rules.Komi
	if ge.choice.HandicapSet {
		r.Handicap = ge.choice.Rules.Handicap // --handicap-komi beats the preset's
	}
	ge.cfg.Rules, ge.g.Rules = r, r
	// A file loadsgf loads later without RU is played by these rules,
	// with the session's komi.
	komi := ge.choice.Rules.Komi
	ge.choice.Rules = r
	ge.choice.Rules.Komi = komi
	ge.newBot()
	return "", nil
}

// cleanupMove finds c a move that takes its part in capturing the
// opponent's dead stones, as kgs-genmove_cleanup asks after a disputed
// end: a legal point next to a string the estimate judges dead.
func (ge *goEngine) cleanupMove(c board.Color) (board.Point, bool) {
	b := ge.g.Board()
	j := life.Estimate(b, life.Config{Seed: ge.cfg.Bot.Seed})
	for _, p := range j.Dead {
		if b.At(p) != c.Opponent() {
			continue
		}
		for _, n := range p.Neighbours() {
			if b.OnBoard(n) && b.At(n) == board.Empty && ge.g.Legal(c, n) == analyze.OK {
				return n, true
			}
		}
	}
	return board.Pass, false
}

// cputime answers the seconds of CPU time the process has used.
func (ge *goEngine) cputime([]string) (string, error) {
	if cpuTime == nil {
		return "", errors.New("cputime is not available here")
	}
	d, err := cpuTime()
	if err != nil {
		return "", err
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64), nil
}
