package life

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// OwnedLean is how far a point must lean to one colour (Owners.Lean) for
// EstimateGame to count it as that colour's: Black's share of the
// playouts less White's at least 0.3 for Black, at most -0.3 for White,
// which is 65% of the playouts when none leaves the point to nobody.
// online-go.com draws its score estimate with the same cut on the same
// scale. The cut decides how much of the board is left unclear more than
// who leads: over every third recorded game of testdata/real (127
// positions at each share of their moves), cuts of 0.1 to 0.6 named the
// recorded winner within 6 positions of each other and their mean
// distance from the recorded margin within 1.5 points (at 85% of the
// moves: 115 to 112 winners, 11.8 to 10.7 points, 0.3 among the best at
// 112 and 10.7, with 9 points unclear on average; at 70%: 104 and 22.0;
// go test ./engine/life -run ForeseesRecorded -v -args -cuts).
const OwnedLean = 0.3

// GameEstimate is the estimate of a game as it stands, unfinished: who
// is likely to own each point once the game is played out, and the score
// that gives. It is a forecast, not a count: the open areas go to the
// side the playouts give them to, and a point neither side owns in
// enough of them is unclear.
type GameEstimate struct {
	// Judgement is the estimate of the dead stones, with the playouts'
	// ownership of every point (Judgement.Owners) from its first round.
	Judgement *Judgement
	// Owner is each point's estimated owner: the colour of a stone left
	// alive, the opponent of a dead one, the colour an empty point leans
	// to by at least OwnedLean, and board.Empty for an unclear point.
	Owner [board.Cells]board.Color
	// Unclear counts the empty points that lean to neither colour.
	Unclear int
	// Score is the estimated score under the game's rules and komi: live
	// stones, the points each side owns (dead stones' points among them)
	// and, under territory scoring, prisoners and the dead stones. It is
	// Score.Neutral that holds Unclear.
	Score analyze.Score
	// Handicap is White's compensation for the handicap stones, included
	// in Score.White.Score (analyze.Rules.HandicapBonus), and Note its
	// words; 0 and "" when the rules give none.
	Handicap float64
	Note     string
	// Config is the estimate's configuration, resolved.
	Config Config
}

// EstimateGame estimates g as it stands: the dead stones by Estimate on
// its board under cfg, and the owner of every other point by the first
// round's playouts (Config.Ownership), each side moving first in half of
// them. The answer depends on g's position, prisoners, rules and handicap
// and on cfg only.
func EstimateGame(g *game.Game, cfg Config) *GameEstimate {
	cfg = cfg.Resolved()
	cfg.Ownership = true
	b := g.Board()
	j := Estimate(b, cfg)
	est := &GameEstimate{Judgement: j, Config: cfg}
	var dead [board.Cells]bool
	for _, p := range j.Dead {
		dead[p] = true
	}
	s := &est.Score
	side := func(c board.Color) *analyze.SideScore {
		if c == board.White {
			return &s.White
		}
		return &s.Black
	}
	for _, p := range b.Points(nil) {
		switch c := b.At(p); {
		case (c == board.Black || c == board.White) && !dead[p]:
			est.Owner[p] = c
			side(c).Stones++
		case c == board.Black || c == board.White:
			o := c.Opponent()
			est.Owner[p] = o
			side(o).Territory++
			side(o).DeadTaken++
		default:
			switch lean := j.Owners.Lean(p); {
			case lean >= OwnedLean:
				est.Owner[p] = board.Black
				s.Black.Territory++
			case lean <= -OwnedLean:
				est.Owner[p] = board.White
				s.White.Territory++
			default:
				est.Unclear++
			}
		}
	}
	s.Neutral = est.Unclear
	s.Komi = g.Rules.Komi
	s.Black.Prisoners, s.White.Prisoners = g.Prisoners(board.Black), g.Prisoners(board.White)
	s.Black.CapturedOnBoard, s.White.CapturedOnBoard = 0, 0
	for _, x := range []*analyze.SideScore{&s.Black, &s.White} {
		if g.Rules.Scoring == analyze.Area {
			x.Score = float64(x.Stones + x.Territory)
		} else {
			x.Score = float64(x.Territory + x.Prisoners + x.DeadTaken)
		}
	}
	est.Handicap, est.Note = g.Rules.HandicapBonus(g.Handicap)
	s.White.Score += s.Komi + est.Handicap
	return est
}
