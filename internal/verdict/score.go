package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/parse"
)

// SideScore is one colour's line of a score verdict.
type SideScore struct {
	Stones          int     `json:"stones" yaml:"stones"`
	Territory       int     `json:"territory" yaml:"territory"`
	Prisoners       int     `json:"prisoners" yaml:"prisoners"`
	CapturedOnBoard int     `json:"captured_on_board" yaml:"captured_on_board"`
	DeadTaken       int     `json:"dead_taken" yaml:"dead_taken"`
	Score           float64 `json:"score" yaml:"score"`
}

// Score is the verdict of `goscore score` on one file (SPEC 5).
type Score struct {
	File    string    `json:"file" yaml:"file"`
	Width   int       `json:"width" yaml:"width"`
	Height  int       `json:"height" yaml:"height"`
	Rules   string    `json:"rules" yaml:"rules"`
	Scoring string    `json:"scoring" yaml:"scoring"`
	Komi    float64   `json:"komi" yaml:"komi"`
	Black   SideScore `json:"black" yaml:"black"`
	White   SideScore `json:"white" yaml:"white"`
	Neutral int       `json:"neutral" yaml:"neutral"`
	Result  string    `json:"result" yaml:"result"`
	Winner  *string   `json:"winner" yaml:"winner"`
	Margin  float64   `json:"margin" yaml:"margin"`
	// DeadStones are the stones taken off as dead, and how they were chosen.
	DeadStones Dead     `json:"dead_stones" yaml:"dead_stones"`
	Warnings   []string `json:"warnings" yaml:"warnings"`
	Error      *string  `json:"error" yaml:"error"`
}

// Failed reports whether the verdict is an error.
func (s *Score) Failed() bool { return s.Error != nil }

// FileError is the verdict for a file that could not be read or parsed.
func FileError(name string, err error) Score {
	return Score{File: name, Error: errText(err)}
}

// Warning names used in verdicts.
const (
	// WarnAmbiguousCapture: strings of both colours had no liberties and the
	// side to move was unknown, so all came off at once (SPEC 3.2).
	WarnAmbiguousCapture = "ambiguous-capture"
	// WarnHistory: consecutive grids of the history are not one move apart.
	WarnHistory = "history-not-one-move-per-grid"
)

// Warnings returns the warnings about f and its evaluation e; never nil.
func Warnings(f *parse.File, e *analyze.Evaluation) []string {
	w := []string{}
	if e.Ambiguous {
		w = append(w, WarnAmbiguousCapture)
	}
	if !analyze.HistoryIsMoves(f.Grids) {
		w = append(w, WarnHistory)
	}
	return w
}

// ScoreFile evaluates f under o, using e as scratch, and returns its verdict.
func ScoreFile(f *parse.File, o *Options, e *analyze.Evaluation) Score {
	dead, warnings, err := o.evaluate(f, e)
	if err != nil {
		return FileError(f.Name, err)
	}
	return scoreOf(f, o.RulesFor(f), e, dead, warnings)
}

// scoreOf builds the verdict of an evaluation already made.
func scoreOf(f *parse.File, r analyze.Rules, e *analyze.Evaluation, dead Dead, warnings []string) Score {
	b := f.Current()
	s := e.Score(r, f.BlackPrisoners, f.WhitePrisoners)
	side := func(x analyze.SideScore) SideScore {
		return SideScore{Stones: x.Stones, Territory: x.Territory, Prisoners: x.Prisoners, CapturedOnBoard: x.CapturedOnBoard, DeadTaken: x.DeadTaken, Score: x.Score}
	}
	return Score{
		File: f.Name, Width: b.Width(), Height: b.Height(),
		Rules: r.Name, Scoring: r.Scoring.String(), Komi: r.Komi,
		Black: side(s.Black), White: side(s.White), Neutral: s.Neutral,
		Result: s.Result(), Winner: nameOrNil(s.Winner()), Margin: s.Margin(),
		DeadStones: dead, Warnings: warnings,
	}
}

// Err returns the file and message of a failed verdict.
func (s *Score) Err() (file, msg string) {
	if s.Error == nil {
		return s.File, ""
	}
	return s.File, *s.Error
}
