package report

import (
	"strings"
)

// EngineInfo is what the engine --dead-stones engine:CMD asked said,
// beside goscore's own estimate of the same position. The verdict's dead
// stones are the engine's; the estimate's are here to compare, and the
// strings the two judge differently are Disputed. A verdict with any
// wants a human look.
type EngineInfo struct {
	// Command is the engine's command line, as given after "engine:".
	Command string `json:"command" yaml:"command"`
	// Estimate is what goscore's estimate ran with and how sure it was.
	Estimate *EstimateInfo `json:"estimate" yaml:"estimate"`
	// EstimateBlack and EstimateWhite are the stones the estimate took
	// off, each colour's; never nil.
	EstimateBlack []Point `json:"estimate_black" yaml:"estimate_black"`
	EstimateWhite []Point `json:"estimate_white" yaml:"estimate_white"`
	// Disputed lists the strings one took off and the other left on the
	// board, in file order; never nil.
	Disputed []Disputed `json:"disputed" yaml:"disputed"`
}

// The two judges of a Disputed string.
const (
	ByEngine   = "engine"
	ByEstimate = "estimate"
)

// Disputed is a string the engine and the estimate judged differently:
// its colour, which of the two took it off (ByEngine or ByEstimate), and
// its stones (the first names it).
type Disputed struct {
	Colour string  `json:"colour" yaml:"colour"`
	DeadBy string  `json:"dead_by" yaml:"dead_by"`
	Stones []Point `json:"stones" yaml:"stones"`
}

// disputeNote names the strings the engine and the estimate judged
// differently, each by its first stone: "engine and estimate differ: dead
// by the engine only B4, C3; by the estimate only A2"; "" when they agree
// or no engine was asked.
func disputeNote(d *Dead) string {
	if d == nil || d.Engine == nil || len(d.Engine.Disputed) == 0 {
		return ""
	}
	var names [2][]string
	for _, s := range d.Engine.Disputed {
		name := "?"
		if len(s.Stones) > 0 {
			name = s.Stones[0].Vertex
		}
		i := 0
		if s.DeadBy == ByEstimate {
			i = 1
		}
		names[i] = append(names[i], name)
	}
	var parts []string
	if len(names[0]) > 0 {
		parts = append(parts, "dead by the engine only "+strings.Join(names[0], ", "))
	}
	if len(names[1]) > 0 {
		by := "dead by the estimate only "
		if len(parts) > 0 {
			by = "by the estimate only "
		}
		parts = append(parts, by+strings.Join(names[1], ", "))
	}
	return disputePrefix + strings.Join(parts, "; ")
}

// disputePrefix starts disputeNote.
const disputePrefix = "engine and estimate differ: "

// disputedOf returns the disputed string d holds the vertex in, or nil.
func disputedOf(d *Dead, vertex string) *Disputed {
	if d == nil || d.Engine == nil {
		return nil
	}
	for i, s := range d.Engine.Disputed {
		for _, p := range s.Stones {
			if p.Vertex == vertex {
				return &d.Engine.Disputed[i]
			}
		}
	}
	return nil
}

// judgedBy is the mark of dead stones a program judged: " (estimated)",
// " (engine)" for an engine's, "" for a person's.
func judgedBy(d *Dead) string {
	switch {
	case d == nil || !d.Estimated:
		return ""
	case d.Engine != nil:
		return " (engine)"
	}
	return " (estimated)"
}

// appendEngine appends what an engine said beside the estimate.
func appendEngine(b []byte, e *EngineInfo) []byte {
	b = append(b, `{"command":`...)
	b = appendString(b, e.Command)
	b = append(b, `,"estimate":`...)
	b = appendEstimate(b, e.Estimate)
	b = append(b, `,"estimate_black":`...)
	b = appendPoints(b, e.EstimateBlack)
	b = append(b, `,"estimate_white":`...)
	b = appendPoints(b, e.EstimateWhite)
	b = append(b, `,"disputed":`...)
	b = appendList(b, e.Disputed, func(b []byte, s Disputed) []byte {
		b = append(b, `{"colour":`...)
		b = appendString(b, s.Colour)
		b = append(b, `,"dead_by":`...)
		b = appendString(b, s.DeadBy)
		b = append(b, `,"stones":`...)
		b = appendPoints(b, s.Stones)
		return append(b, '}')
	})
	return append(b, '}')
}
