package match

import (
	"fmt"
	"slices"

	"github.com/goscore/goscore/gtp/match/elo"
)

// Pairing is what one pair of engines did against each other, from the
// first's side (A against B in a head-to-head), with the figures engine
// authors read: the score, the Elo difference with its 95% interval and
// the likelihood of superiority, and under an SPRT the log-likelihood
// ratio and the decision. Void games are left out of every figure.
type Pairing struct {
	A string `json:"a" yaml:"a"`
	B string `json:"b" yaml:"b"`
	// Games counts the games that count: not void.
	Games  int `json:"games" yaml:"games"`
	Wins   int `json:"wins" yaml:"wins"`
	Draws  int `json:"draws" yaml:"draws"`
	Losses int `json:"losses" yaml:"losses"`
	Void   int `json:"void" yaml:"void"`
	// Penta counts the pairs of games with both games played and counted,
	// by A's score in the pair: 0, ½, 1, 1½ and 2 points (two losses to
	// two wins).
	Penta [5]int `json:"pentanomial" yaml:"pentanomial,flow"`
	// Model says which counts the figures come from: "pentanomial" (the
	// pairs, when the colours swap within a pair) or "trinomial" (the
	// games one by one, with fixed colours).
	Model string  `json:"model" yaml:"model"`
	Score float64 `json:"score" yaml:"score"` // A's points per game, 0 to 1
	Elo   float64 `json:"elo" yaml:"elo"`     // A's Elo over B
	// EloLow and EloHigh bound the 95% interval of Elo; EloMargin is its
	// half-width, the ± figure.
	EloLow    float64 `json:"elo_low" yaml:"elo_low"`
	EloHigh   float64 `json:"elo_high" yaml:"elo_high"`
	EloMargin float64 `json:"elo_margin" yaml:"elo_margin"`
	// LOS is the likelihood that A is the stronger, 0 to 1.
	LOS float64 `json:"los" yaml:"los"`
	// LLR is the SPRT's log-likelihood ratio, Decision its state
	// ("continue", "H0 accepted", "H1 accepted"); absent without one.
	LLR      *float64 `json:"llr,omitempty" yaml:"llr,omitempty"`
	Decision string   `json:"decision,omitempty" yaml:"decision,omitempty"`

	wdl   elo.WDL
	penta elo.Penta
	first map[int]float64 // by pair: A's score in the pair's game played first
}

// Rating is an engine's line in the ratings of a round robin or a
// gauntlet.
type Rating struct {
	Engine string  `json:"engine" yaml:"engine"`
	Elo    float64 `json:"elo" yaml:"elo"`
	Games  int     `json:"games" yaml:"games"`
	Score  float64 `json:"score" yaml:"score"` // points per game
	// Group numbers the engines linked by games; ratings of different
	// groups cannot be compared.
	Group int `json:"group" yaml:"group"`
}

// RatingModel names how Ratings are fitted, for the output.
const RatingModel = "Bradley-Terry (MM, Hunter 2004), a draw half a win, mean 0"

// pairingOf returns m's pairing of the engines labelled a and b, made
// when it is not there yet, and whether a is its first engine.
func (m *Match) pairingOf(a, b string) (*Pairing, bool) {
	if p, aFirst := m.findPairing(a, b); p != nil {
		return p, aFirst
	}
	m.Pairings = append(m.Pairings, Pairing{A: a, B: b})
	return &m.Pairings[len(m.Pairings)-1], true
}

// score is the points of the engine labelled label in g: 1 for a win,
// ½ for a draw, 0 for a loss.
func score(g *Game, label string) float64 {
	switch g.Winner {
	case label:
		return 1
	case "":
		return 0.5
	}
	return 0
}

// add counts g in p's counts, from p.A's side; by pairs (paired), the
// second game of a pair completes it, whichever was played first, and a
// pair with a void game is not counted.
func (p *Pairing) add(g *Game, paired bool) {
	if p.first == nil {
		p.first = map[int]float64{}
	}
	if g.Void {
		p.Void++
		p.first[g.Pair] = -1 // the pair is not counted
		return
	}
	s := score(g, p.A)
	p.Games++
	p.wdl.Add(s)
	p.Wins, p.Draws, p.Losses = p.wdl.Wins, p.wdl.Draws, p.wdl.Losses
	if !paired {
		return
	}
	if other, ok := p.first[g.Pair]; ok {
		if other >= 0 {
			p.penta.Add(other, s)
			p.Penta = p.penta
		}
		delete(p.first, g.Pair)
	} else {
		p.first[g.Pair] = s
	}
}

// pairingIndex is the index in m.Pairings of the pairing of the engines
// labelled a and b, either way round; -1 when they did not meet.
func (m *Match) pairingIndex(a, b string) int {
	return slices.IndexFunc(m.Pairings, func(p Pairing) bool {
		return (p.A == a && p.B == b) || (p.A == b && p.B == a)
	})
}

// findPairing is pairingOf without making one: nil when a and b did not
// meet.
func (m *Match) findPairing(a, b string) (*Pairing, bool) {
	i := m.pairingIndex(a, b)
	if i < 0 {
		return nil, false
	}
	return &m.Pairings[i], m.Pairings[i].A == a
}

// against is the record of the engine labelled a against b, from a's
// side; met is false when they did not meet.
func (m *Match) against(a, b string) (wins, draws, losses int, met bool) {
	p, aFirst := m.findPairing(a, b)
	if p == nil {
		return 0, 0, 0, false
	}
	if !aFirst {
		return p.Losses, p.Draws, p.Wins, true
	}
	return p.Wins, p.Draws, p.Losses, true
}

// figures works out p's score, Elo, interval and LOS from its counts, by
// pairs when paired, and the SPRT's ratio and decision when t is set.
func (p *Pairing) figures(paired bool, t *elo.SPRT) {
	var est elo.Estimate
	var llr float64
	p.Model = "trinomial"
	if paired {
		p.Model = "pentanomial"
		est = p.penta.Estimate()
		if t != nil {
			llr = t.LLRPairs(p.penta)
		}
	} else {
		est = p.wdl.Estimate()
		if t != nil {
			llr = t.LLR(p.wdl)
		}
	}
	p.Score, p.Elo, p.EloLow, p.EloHigh, p.EloMargin, p.LOS = est.Score, est.Elo, est.Low, est.High, est.Margin(), est.LOS
	if t != nil {
		p.LLR = &llr
		p.Decision = t.Decide(llr).String()
	}
}

// ratings fits the engines' ratings from every game counted.
func (m *Match) ratings() []Rating {
	t := elo.NewCrossTable(len(m.Engines))
	for i := range m.Games {
		g := &m.Games[i]
		if g.Void {
			continue
		}
		b, w := m.index(g.Black), m.index(g.White)
		t.Add(b, w, score(g, g.Black))
	}
	var out []Rating
	for i, r := range t.Ratings() {
		out = append(out, Rating{Engine: m.Engines[i].Label, Elo: r.Elo, Games: r.Games, Score: r.Score, Group: r.Group})
	}
	return out
}

// Live is a line on the match so far, for a terminal: the games played
// and, for each pairing (the first only, in a round robin), its record,
// score, Elo with its interval and the SPRT's ratio.
func (m *Match) Live() string {
	line := fmt.Sprintf("%d/%d games", len(m.Games), m.Scheduled)
	if len(m.Pairings) == 0 {
		return line
	}
	p := &m.Pairings[0]
	line += fmt.Sprintf("  %s-%s %d-%d-%d  %.1f%%  Elo %+.0f ± %.0f", p.A, p.B, p.Wins, p.Draws, p.Losses, 100*p.Score, p.Elo, p.EloMargin)
	if p.LLR != nil {
		line += fmt.Sprintf("  LLR %.2f", *p.LLR)
	}
	if len(m.Pairings) > 1 {
		line += fmt.Sprintf("  (%d pairings)", len(m.Pairings))
	}
	return line
}
