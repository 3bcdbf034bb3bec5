// Package parse reads board files into positions: the 0/1/2 grid with its
// optional header and `---` history, ASCII diagrams, and SGF records (their
// syntax through package sgf). It knows coordinates but no rules; every error names the file, line and column, as go/scanner does.
package parse

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// The kinds of problem a board file can have; test for them with errors.Is.
var (
	ErrBadCell      = errors.New("bad cell")
	ErrRagged       = errors.New("ragged rows")
	ErrTooLarge     = errors.New("board too large")
	ErrNoGrid       = errors.New("no grid")
	ErrSizeMismatch = errors.New("grids of different sizes")
	ErrBadHeader    = errors.New("bad header")
	ErrEncoding     = errors.New("not UTF-8 text")
	ErrLayout       = errors.New("bad layout")
	ErrFileTooBig   = errors.New("file too big")
	ErrUnreadable   = errors.New("unreadable file")
	ErrSGF          = errors.New("bad SGF")
)

// The formats a File can come from, as File.Format names them.
const (
	FormatGrid    = "grid"    // the 0/1/2 grid
	FormatDiagram = "diagram" // an ASCII diagram, as GTP showboard prints
	FormatSGF     = "sgf"     // an SGF game record
)

// Error is a problem at a place in a file: "file:line:col: message", with
// one of the ErrXxx sentinels for errors.Is. It is the type package sgf
// reports its own errors in.
type Error = sgf.Error

// QuoteName returns a file name fit for a message line (see sgf.QuoteName).
func QuoteName(name string) string { return sgf.QuoteName(name) }

// File is a parsed board file.
type File struct {
	Name string
	// Grids is the history, oldest first; the last grid is the current position.
	Grids []board.Board
	// Player is the side to move from the header, or Empty when not given.
	Player board.Color
	// Komi is the header's komi; HasKomi tells whether there was one.
	Komi    float64
	HasKomi bool
	// BlackPrisoners and WhitePrisoners are the stones captured BY that
	// colour earlier in the game, from the header.
	BlackPrisoners, WhitePrisoners int
	// Format is the format the file was read in: FormatGrid, FormatDiagram
	// or FormatSGF.
	Format string
	// Rules is an SGF's RU as written ("Japanese", "AGA", ...), or a board
	// file's rules header as one of RuleNames, or "" when the file names
	// none. What it means is for the caller to decide, with the user's
	// choices (game.RulesChoice).
	Rules string
	// Handicap is an SGF's HA or a board file's handicap header: the
	// number of Black's handicap stones, for White's compensation under
	// area scoring; 0 when the file gives none.
	Handicap int
	// DeadStones are the stones of the current position that a board
	// file's dead-stones header names as dead, one or more of each dead
	// string, and HasDeadStones tells that the file has that header ("none"
	// gives it with no stones): a board file's own marking, as an SGF's
	// TB and TW are (Record.Territory).
	DeadStones    []board.Point
	HasDeadStones bool
	// Record is the game record of an SGF file, nil for a grid or a
	// diagram. Parse knows no rules, so it does not replay the record:
	// Grids holds its setup position only, prisoners are 0, and Player is
	// the opponent of the last mover (else PL, else Empty) until the caller
	// replays it under the rules it chose and puts the positions and
	// prisoners here. MoveError places a problem with one of its moves.
	Record *sgf.Record
	// Game is the number of the game in its SGF collection, from 1, and
	// Games how many the collection holds; both 0 for a grid or a diagram.
	Game, Games int
	// GridStart and GridEnd are the byte offsets in the file of the
	// current position's grid (the last one): from the start of the line
	// of its first row to just after the line end of its last row (the end
	// of the file when that row has none), comment lines between its rows
	// included. Replacing data[GridStart:GridEnd] with another grid's rows
	// rewrites the position and keeps the header, the history and any
	// comments around it. Set for FormatGrid only; 0 otherwise.
	GridStart, GridEnd int
	// LineEnd is the line end the file uses, the first one in it: "\n",
	// "\r\n" or "\r"; "\n" for a file of one line without one. Set for
	// FormatGrid only; "" otherwise.
	LineEnd string
	// SizeWidth and SizeHeight are a grid or diagram file's `size:` header
	// (columns x rows), 0 when it has none. The header is a check the
	// writer of the file asks for: a board of another size reads as it
	// stands, and the caller warns (a row deleted by mistake would
	// otherwise score as a smaller board without a word).
	SizeWidth, SizeHeight int
}

// Current returns the position to analyse: the last grid.
func (f *File) Current() *board.Board { return &f.Grids[len(f.Grids)-1] }

// MaxFileSize is the largest file read; a larger one is refused unread.
const MaxFileSize = 1 << 20

// ReadFile reads and parses the named file into f, reusing buf (which it
// returns, perhaps grown) as the read buffer. Name "-" reads standard input
// from stdin.
func ReadFile(name string, stdin io.Reader, f *File, buf []byte) ([]byte, error) {
	data, err := read(name, stdin, buf)
	if err != nil {
		return data, err
	}
	return data, Parse(name, data, f)
}

// ReadGames is ReadFile for a file that may hold several games (an SGF
// collection): it returns one File per game, as ParseGames does.
func ReadGames(name string, stdin io.Reader, buf []byte) ([]File, []byte, error) {
	data, err := read(name, stdin, buf)
	if err != nil {
		return nil, data, err
	}
	files, err := ParseGames(name, data)
	return files, data, err
}

// ReadData reads the named file, or stdin for "-", into buf (reused, and
// returned perhaps grown), refusing one over MaxFileSize with a *parse.Error:
// the reading half of ReadFile, for callers that parse with ParseGames.
func ReadData(name string, stdin io.Reader, buf []byte) ([]byte, error) {
	return read(name, stdin, buf)
}

// ReadInput is ReadData for a file named as a batch's input, on the
// command line or in a list: a FIFO is read as cat reads it, waiting for a
// writer that comes late and for all it writes. ReadData and ReadFile, for
// interactive readers, never wait for a writer (see readPath).
func ReadInput(name string, stdin io.Reader, buf []byte) ([]byte, error) {
	return readWaiting(name, stdin, buf, true)
}

// IsSGF reports whether data is an SGF file, the format that may hold
// several games.
func IsSGF(data []byte) bool { return isSGF(data) }

// read reads the named file, or stdin for "-", into buf, refusing one over
// MaxFileSize; a FIFO without a writer reads as empty.
func read(name string, stdin io.Reader, buf []byte) ([]byte, error) {
	return readWaiting(name, stdin, buf, false)
}

// readWaiting is read, waiting for a FIFO's writer with wait.
func readWaiting(name string, stdin io.Reader, buf []byte, wait bool) ([]byte, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = readAll(stdin, buf[:0])
		if err != nil {
			return data, &Error{File: name, Err: ErrUnreadable, Msg: describe(err)}
		}
	} else if data, err = readPath(name, buf[:0], wait); err != nil {
		return data, err
	}
	if len(data) > MaxFileSize {
		// Not a regular file (standard input, a pipe): its size shows only
		// when the limit is passed.
		return data, &Error{File: name, Err: ErrFileTooBig, Msg: fmt.Sprintf("%s (stopped reading after %d bytes)", tooBig, len(data))}
	}
	return data, nil
}

// refuse is the error for a file whose size is known to be over the limit.
func refuse(name string, size int64) error {
	return &Error{File: name, Err: ErrFileTooBig, Msg: fmt.Sprintf("%s (%d bytes); refused unread", tooBig, size)}
}

// unreadable is the error for a file the system would not open or read.
func unreadable(name, op string, err error) error {
	return &Error{File: name, Err: ErrUnreadable, Msg: op + ": " + err.Error()}
}

// isDir is the error for a directory named as a file.
func isDir(name string) error {
	return &Error{File: name, Err: ErrUnreadable, Msg: "is a directory"}
}

// tooBig begins the message for a file over MaxFileSize.
const tooBig = "file is larger than the 1 MiB limit"

// describe turns an os error into a short lower-case message without the
// file name, which Error adds.
func describe(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// readAll reads r into buf up to one byte past MaxFileSize.
func readAll(r io.Reader, buf []byte) ([]byte, error) {
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
		if len(buf) > MaxFileSize {
			return buf, nil
		}
	}
}

// Parse reads a board file's bytes into f, reusing f's memory. name is used
// in errors only. The format comes from the content: SGF when the first
// character other than white space is '(', else a 0/1/2 grid or an ASCII
// diagram as its first row shows. An SGF file must hold one game; read
// collections with ParseGames.
func Parse(name string, data []byte, f *File) error {
	f.Name = name
	f.Grids = f.Grids[:0]
	f.Player, f.Komi, f.HasKomi, f.BlackPrisoners, f.WhitePrisoners = board.Empty, 0, false, 0, 0
	f.Format, f.Rules, f.Record, f.Game, f.Games = FormatGrid, "", nil, 0, 0
	f.Handicap, f.DeadStones, f.HasDeadStones = 0, f.DeadStones[:0], false
	f.GridStart, f.GridEnd, f.LineEnd = 0, 0, ""
	f.SizeWidth, f.SizeHeight = 0, 0
	data = sgfUTF16(data)
	if isSGF(data) {
		return parseSGF(name, data, f)
	}
	p := parser{name: name, f: f}
	return p.run(data)
}

// ParseGames reads a file that may hold several games: one File per game of
// an SGF collection, named name when there is one game and name#1, name#2...
// when there are several; one File for a grid or a diagram.
func ParseGames(name string, data []byte) ([]File, error) {
	data = sgfUTF16(data)
	if isSGF(data) {
		return parseSGFGames(name, data)
	}
	files := make([]File, 1)
	if err := Parse(name, data, &files[0]); err != nil {
		return nil, err
	}
	return files, nil
}

// isSGF reports whether data, after a BOM and white space, starts with '(',
// or holds a game after other text (a mail header): "(;" and a property.
func isSGF(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	for _, c := range data {
		if c == '(' {
			return true
		}
		if !isSpace(c) && c != '\n' {
			return sgfAfterText(data)
		}
	}
	return false
}

type parser struct {
	name string
	f    *File
	// the grid being read
	rows      [board.MaxSize][board.MaxSize]board.Color
	nrows     int
	width     int
	firstLine int // line of the grid's first row
	widthLine int // line that set the width
	blankLine int // a blank line after rows, if any
	sepLine   int // line of the last ---, while no row follows it yet
	sepCol    int // and its column
	// byte offsets in the file: of the line being read and of the line
	// after it; of the grid's first row and past its last row's line end
	lineStart, lineNext int
	gridStart, gridEnd  int
	lineEnd             string // the first line end of the file
	seen                [nHeaders]bool
	sizeLine            int // the line of the size: header, if any
	// the dead-stones header's value and where it is, placed at the end
	dead              []byte
	deadLine, deadCol int
	// the format, as scanFormat decides it, and a diagram's width
	decided, diagram bool
	diagramWidth     int
	// diagram state of the grid being read
	labelLine   int  // column labels before the rows, if any
	footerLine  int  // column labels after the rows, if any
	numbered    bool // whether the rows carry numbers
	lastNum     int  // the number of the last row
	lastNumLine int  // and where it is
	lastNumCol  int
	// spots, when not nil, records where things stand in the file, for
	// Rewrite.
	spots *spots
}

func (p *parser) errAt(line, col int, kind error, format string, args ...any) error {
	return &Error{File: p.name, Line: line, Col: col, Err: kind, Msg: fmt.Sprintf(format, args...)}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

// NextLine returns the line of data starting at offset off, without its
// line end, the offset of the next line and the line end: "\n", "\r\n",
// a lone "\r" (old Mac files), or "" at the end of the data. Every reader
// of lines in goscore's files splits them with it, so that each takes the
// three line ends alike.
func NextLine(data []byte, off int) (l []byte, next int, eol string) {
	for i := off; i < len(data); i++ {
		switch data[i] {
		case '\n':
			return data[off:i], i + 1, "\n"
		case '\r':
			if i+1 < len(data) && data[i+1] == '\n' {
				return data[off:i], i + 2, "\r\n"
			}
			return data[off:i], i + 1, "\r"
		}
	}
	return data[off:], len(data), ""
}

// run parses data, a line at a time (line), then checks what the lines
// made (end).
func (p *parser) run(data []byte) error {
	off := 0
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		off = 3
	}
	p.scanFormat(data, off)
	if p.diagram {
		p.f.Format = FormatDiagram
	}
	line := 0
	for off < len(data) {
		line++
		l, next, eol := NextLine(data, off)
		p.lineStart, p.lineNext, off = off, next, next
		if p.lineEnd == "" {
			p.lineEnd = eol
		}
		if err := p.line(line, l); err != nil {
			return err
		}
	}
	return p.end(line)
}

// line reads the line numbered line, l without its end: a blank or
// comment line, a --- between grids, a header, or a row of a grid or a
// diagram.
func (p *parser) line(line int, l []byte) error {
	if !utf8.Valid(l) {
		col, off := 1, 0
		for off < len(l) {
			r, size := utf8.DecodeRune(l[off:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			off += size
			col++
		}
		return p.errAt(line, col, ErrEncoding, "not UTF-8 text (byte 0x%02x); is this a board file?", l[off])
	}
	start, t := trim(l)
	switch {
	case len(t) == 0:
		if p.nrows > 0 && p.blankLine == 0 {
			p.blankLine = line
		}
	case t[0] == '#' && !p.isDiagramRow(t):
	case bytes.Equal(t, []byte("---")):
		if p.nrows == 0 {
			if p.sepLine != 0 {
				return p.errAt(line, start+1, ErrLayout, "two --- lines with no grid between them")
			}
			return p.errAt(line, start+1, ErrLayout, "--- before any grid (--- separates the grids of a history)")
		}
		if err := p.endGrid(); err != nil {
			return err
		}
		p.sepLine, p.sepCol = line, start+1
	case bytes.IndexByte(t, ':') >= 0:
		p.spots.content(p.lineStart)
		return p.header(line, l, start, t)
	default:
		p.spots.content(p.lineStart)
		if !p.decided {
			p.decided, p.diagram = true, isDiagram(t)
			if p.diagram {
				p.f.Format = FormatDiagram
			}
		}
		if p.diagram {
			return p.diagramLine(line, l, start, t)
		}
		return p.row(line, l, start, t)
	}
	return nil
}

// end checks what the lines made, last the number of the last line: a
// grid at least, the last grid whole, the dead stones on stones; and keeps
// the line end a grid file is written back with.
func (p *parser) end(last int) error {
	if p.nrows == 0 {
		if p.sepLine != 0 {
			return p.errAt(p.sepLine, p.sepCol, ErrLayout, "--- with no grid after it")
		}
		if p.diagram {
			return p.errAt(last+1, 1, ErrNoGrid, "no diagram rows found (want rows of . X O)")
		}
		return p.errAt(last+1, 1, ErrNoGrid, "no grid found (want rows of 0, 1 and 2)")
	}
	if err := p.endGrid(); err != nil {
		return err
	}
	if p.f.HasDeadStones {
		if err := p.deadStones(); err != nil {
			return err
		}
	}
	if p.f.Format == FormatGrid {
		p.f.LineEnd = p.lineEnd
		if p.f.LineEnd == "" {
			p.f.LineEnd = "\n"
		}
	} else {
		p.f.GridStart, p.f.GridEnd = 0, 0
	}
	return nil
}

// trim returns l without the white space around it, and the offset of its
// first character.
func trim(l []byte) (int, []byte) {
	start := 0
	for start < len(l) && isSpace(l[start]) {
		start++
	}
	end := len(l)
	for end > start && isSpace(l[end-1]) {
		end--
	}
	return start, l[start:end]
}

// column returns the 1-based character column of byte offset off in l.
func column(l []byte, off int) int { return utf8.RuneCount(l[:off]) + 1 }

// The header keys, in the order the headers are written (FormatHeader).
const (
	hPlayer = iota
	hKomi
	hRules
	hHandicap
	hBlackPrisoners
	hWhitePrisoners
	hDeadStones
	nHeaders
)

var headerKeys = [nHeaders]string{"player", "komi", "rules", "handicap", "black-prisoners", "white-prisoners", "dead-stones"}

// RuleNames are the values of a board file's rules header: the rule
// presets by name, as --rules takes them. An SGF's RU is free text, which
// the caller maps (game.PresetOfRU); a board file's header is written by
// hand or by goscore, so a name outside the list is an error rather than a
// guess.
var RuleNames = []string{"japanese", "chinese", "tromp-taylor", "aga"}

// ruleName returns the name of RuleNames that s spells, in any case and
// with spaces or underscores for hyphens (as an SGF's RU is written), or "".
func ruleName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer(" ", "-", "_", "-").Replace(s)
	for _, name := range RuleNames {
		if s == name {
			return name
		}
	}
	return ""
}

func (p *parser) header(line int, l []byte, start int, t []byte) error {
	if p.nrows > 0 || len(p.f.Grids) > 0 {
		return p.errAt(line, start+1, ErrLayout, "header line after the grid (headers go before the first row)")
	}
	i := bytes.IndexByte(t, ':')
	key := bytes.TrimRight(t[:i], " \t")
	value := bytes.TrimLeft(t[i+1:], " \t")
	valueCol := column(l, start+len(t)-len(value))
	valueOff := p.lineStart + start + len(t) - len(value)
	if j := bytes.IndexByte(value, '#'); j >= 0 {
		// A comment after the value, as the README's example has.
		value = bytes.TrimRight(value[:j], " \t")
	}
	if p.spots != nil {
		p.spots.header(p.lineNext, key, valueOff, len(value))
	}
	if bytes.EqualFold(key, []byte("size")) {
		return p.sizeHeader(line, start, valueCol, value)
	}
	k := -1
	for j, name := range headerKeys {
		if bytes.EqualFold(key, []byte(name)) {
			k = j
		}
	}
	if k < 0 {
		return p.errAt(line, start+1, ErrBadHeader, "unknown header %q (want %s)", key, wantHeaders)
	}
	if p.seen[k] {
		return p.errAt(line, start+1, ErrBadHeader, "header %q given twice", headerKeys[k])
	}
	p.seen[k] = true
	switch k {
	case hPlayer:
		c, err := board.ParseColor(string(value))
		if err != nil {
			return p.errAt(line, valueCol, ErrBadHeader, "bad player %q (want black or white)", value)
		}
		p.f.Player = c
	case hKomi:
		v, err := board.ParseKomi(string(value))
		if err != nil {
			return p.errAt(line, valueCol, ErrBadHeader, "%v", err)
		}
		p.f.Komi, p.f.HasKomi = v, true
	case hRules:
		name := ruleName(string(value))
		if name == "" {
			last := len(RuleNames) - 1
			return p.errAt(line, valueCol, ErrBadHeader, "bad rules %q (want %s or %s)", value, strings.Join(RuleNames[:last], ", "), RuleNames[last])
		}
		p.f.Rules = name
	case hHandicap, hBlackPrisoners, hWhitePrisoners:
		n, err := strconv.Atoi(string(value))
		if err != nil || n < 0 || n > 1000000 {
			return p.errAt(line, valueCol, ErrBadHeader, "bad %s %q (want a whole number, 0 or more)", headerKeys[k], value)
		}
		switch k {
		case hHandicap:
			p.f.Handicap = n
		case hBlackPrisoners:
			p.f.BlackPrisoners = n
		default:
			p.f.WhitePrisoners = n
		}
	case hDeadStones:
		// The vertices are placed once the board's size is known.
		p.dead = append(p.dead[:0], value...)
		p.deadLine, p.deadCol = line, valueCol
		p.f.HasDeadStones = true
	}
	return nil
}

// wantHeaders lists the header keys for the unknown-header message.
var wantHeaders = strings.Join(headerKeys[:], ", ") + " or size"

// deadStones places the vertices of the dead-stones header on the current
// position: "none", or GTP vertices separated by commas or spaces, each on
// a stone.
func (p *parser) deadStones() error {
	b := p.f.Current()
	text := string(p.dead)
	if strings.EqualFold(strings.TrimSpace(text), "none") {
		return nil
	}
	off := 0
	for off < len(text) {
		if text[off] == ',' || isSpace(text[off]) {
			off++
			continue
		}
		end := off
		for end < len(text) && text[end] != ',' && !isSpace(text[end]) {
			end++
		}
		word := text[off:end]
		col := p.deadCol + utf8.RuneCountInString(text[:off])
		v, err := board.ParseVertex(word)
		if err != nil || v.IsPass() {
			return p.errAt(p.deadLine, col, ErrBadHeader, "bad dead stone %q (want a vertex like D4, or none)", word)
		}
		pt, ok := v.Resolve(b)
		if !ok {
			return p.errAt(p.deadLine, col, ErrBadHeader, "dead stone %s is off the %dx%d board", word, b.Width(), b.Height())
		}
		if c := b.At(pt); c != board.Black && c != board.White {
			return p.errAt(p.deadLine, col, ErrBadHeader, "dead stone %s is an empty point of the last grid", word)
		}
		p.f.DeadStones = append(p.f.DeadStones, pt)
		off = end
	}
	if len(p.f.DeadStones) == 0 {
		return p.errAt(p.deadLine, p.deadCol, ErrBadHeader, "empty dead-stones header (want vertices like D4,G7, or none)")
	}
	return nil
}

// sizeHeader reads `size: N` (N x N) or `size: WxH` (columns x rows),
// each 1 to board.MaxSize, as --size takes them.
func (p *parser) sizeHeader(line, start, valueCol int, value []byte) error {
	if p.sizeLine != 0 {
		return p.errAt(line, start+1, ErrBadHeader, "header %q given twice", "size")
	}
	p.sizeLine = line
	ws, hs, rect := bytes.Cut(bytes.ToLower(value), []byte("x"))
	w, err1 := strconv.Atoi(string(bytes.TrimSpace(ws)))
	h, err2 := w, error(nil)
	if rect {
		h, err2 = strconv.Atoi(string(bytes.TrimSpace(hs)))
	}
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize {
		return p.errAt(line, valueCol, ErrBadHeader, "bad size %q (want N or WxH, columns x rows, each 1 to %d)", value, board.MaxSize)
	}
	p.f.SizeWidth, p.f.SizeHeight = w, h
	return nil
}

func (p *parser) row(line int, l []byte, start int, t []byte) error {
	if p.blankLine != 0 {
		return p.errAt(p.blankLine, 1, ErrLayout, "blank line inside a grid (separate the grids of a history with ---)")
	}
	if p.nrows == board.MaxSize {
		return p.errAt(line, start+1, ErrTooLarge, "more than %d rows", board.MaxSize)
	}
	n := 0
	col := start // byte offset
	for i := 0; i < len(t); i++ {
		c := t[i]
		if isSpace(c) {
			continue
		}
		if c < '0' || c > '2' {
			r, _ := utf8.DecodeRune(t[i:])
			return p.errAt(line, column(l, start+i), ErrBadCell, "bad cell %q (want 0, 1 or 2)", string(r))
		}
		if n == board.MaxSize {
			return p.errAt(line, column(l, start+i), ErrTooLarge, "more than %d columns", board.MaxSize)
		}
		if p.nrows > 0 && n == p.width {
			return p.errAt(line, column(l, start+i), ErrRagged, "row has more than %s, want %d as on line %d", cells(p.width), p.width, p.widthLine)
		}
		p.rows[p.nrows][n] = board.Color(c - '0')
		if p.spots != nil {
			p.spots.cell[p.nrows][n] = p.lineStart + start + i
		}
		n++
		col = start + i + 1
	}
	if p.nrows == 0 {
		p.width, p.widthLine, p.firstLine = n, line, line
		p.gridStart = p.lineStart
	} else if n != p.width {
		return p.errAt(line, column(l, col), ErrRagged, "row has %s, want %d as on line %d", cells(n), p.width, p.widthLine)
	}
	p.nrows++
	p.sepLine = 0
	p.gridEnd = p.lineNext
	return nil
}

// cells returns "1 cell" or "n cells".
func cells(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return strconv.Itoa(n) + " cells"
}

// endGrid turns the rows read into a board and appends it to the history.
func (p *parser) endGrid() error {
	if err := p.endDiagram(); err != nil {
		return err
	}
	grids := p.f.Grids
	if len(grids) > 0 && (grids[0].Width() != p.width || grids[0].Height() != p.nrows) {
		return p.errAt(p.firstLine, 1, ErrSizeMismatch, "grid %d is %dx%d, want %dx%d as grid 1 (columns x rows)",
			len(grids)+1, p.width, p.nrows, grids[0].Width(), grids[0].Height())
	}
	if len(grids) == MaxGrids {
		return p.errAt(p.firstLine, 1, ErrTooLarge, "more than %d grids in the history (goscore reads at most %d)", MaxGrids, MaxGrids)
	}
	b, err := board.New(p.width, p.nrows)
	if err != nil {
		return p.errAt(p.firstLine, 1, ErrTooLarge, "%v", err)
	}
	for r := 0; r < p.nrows; r++ {
		for c := 0; c < p.width; c++ {
			b.Set(b.Point(r, c), p.rows[r][c])
		}
	}
	p.f.Grids = append(grids, b)
	p.f.GridStart, p.f.GridEnd = p.gridStart, p.gridEnd
	p.nrows, p.width, p.blankLine = 0, 0, 0
	p.labelLine, p.footerLine, p.numbered, p.lastNum = 0, 0, false, 0
	return nil
}
