package verdict

// Converted is the verdict of `goscore convert` on one file.
type Converted struct {
	File  string  `json:"file" yaml:"file"`
	To    string  `json:"to" yaml:"to"`
	Out   string  `json:"out,omitempty" yaml:"out,omitempty"`
	Error *string `json:"error" yaml:"error"`
	// Text is the converted file.
	Text string `json:"-" yaml:"-"`
}

// Failed reports whether the verdict is an error.
func (c *Converted) Failed() bool { return c.Error != nil }

// Err returns the file and message of a failed verdict.
func (c *Converted) Err() (file, msg string) {
	if c.Error == nil {
		return c.File, ""
	}
	return c.File, *c.Error
}

// ConvertError is the convert verdict for a file that failed.
func ConvertError(name, to string, err error) Converted {
	return Converted{File: name, To: to, Error: errText(err)}
}
