package verdict

// Generated is a board made by `goscore random`.
type Generated struct {
	Name   string   `json:"name" yaml:"name"`
	Width  int      `json:"width" yaml:"width"`
	Height int      `json:"height" yaml:"height"`
	Board  []string `json:"board" yaml:"board"`
	// Out is the file it was written to, with --out.
	Out   string  `json:"out,omitempty" yaml:"out,omitempty"`
	Error *string `json:"error" yaml:"error"`
	// Text is the board file.
	Text string `json:"-" yaml:"-"`
}

// Failed reports whether the board could not be written.
func (g *Generated) Failed() bool { return g.Error != nil }

// Err returns the name and message of a failed write.
func (g *Generated) Err() (file, msg string) {
	if g.Error == nil {
		return g.Name, ""
	}
	return g.Name, *g.Error
}

// Fail marks g as failed with err.
func (g *Generated) Fail(err error) { g.Error = errText(err) }
