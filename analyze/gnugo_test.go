package analyze_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// gnugoPath is where the Debian package gnugo installs the engine.
const gnugoPath = "/usr/games/gnugo"

// gnugoMaxDisagreements stops the differential test once this many
// disagreements are reported: after that the output only repeats itself.
const gnugoMaxDisagreements = 10

// gnugoFills are the fill percentages (empty, black, white) of the random
// positions: sparse boards give many legal points and suicides, dense ones
// many captures when cleaned and many one-liberty strings.
var gnugoFills = [][3]int{{30, 35, 35}, {50, 25, 25}, {70, 15, 15}, {15, 45, 45}}

// TestDifferentialGNUGo checks legality (occupied, suicide, simple ko) and
// the board after each move against GNU Go, whose default rules are the
// japanese preset's: no suicide, simple ko. It loads seeded random fills
// with loadsgf and plays seeded random games with play (from an empty board,
// and on from each fill), asking GNU Go is_legal for every empty point and
// both colours before every move, and list_stones and captures after it.
// GNU Go keeps the ko from its last play, so the games test ko; after
// loadsgf it knows no history, as a Position made from one board does not.
// One GNU Go process serves the whole test; its seeds are fixed.
func TestDifferentialGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("differential test against GNU Go skipped in -short mode")
	}
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skip("GNU Go not installed at " + gnugoPath + ": apt-get install gnugo to run the differential test")
	}
	rules, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	d := &gnugoDiff{t: t, eng: startGNUGo(t), rules: &rules, dir: t.TempDir()}

	// GNU Go is square only; find which sizes it takes rather than assume.
	var sizes, refused []int
	for n := 1; n <= 11; n++ {
		if r := d.eng.do(t, fmt.Sprintf("boardsize %d", n)); r.ok {
			sizes = append(sizes, n)
		} else {
			refused = append(refused, n)
		}
	}
	t.Logf("GNU Go accepted square boards of sizes %v; refused %v", sizes, refused)
	if len(sizes) == 0 {
		t.Fatal("GNU Go refused every board size from 1 to 11")
	}

	for _, n := range sizes {
		for i, pct := range gnugoFills {
			for k := 0; k < 3; k++ {
				d.randomPosition(n, uint64(1000*n+10*i+k), pct)
			}
		}
		// Small boards are cheap and rich in kos: give them more games.
		games := min(75, max(4, 300/(n*n)))
		for g := 0; g < games; g++ {
			d.randomGame(n, uint64(1000*n+500+g))
		}
	}
	d.logTotals()
	t.Logf("differential run took %v", time.Since(start).Round(time.Millisecond))
	if d.koRefusals == 0 {
		t.Error("no ko refusals seen: the random games no longer exercise ko")
	}
	if d.playCaptureErrors > 0 {
		t.Errorf("Position.Play's captured list disagreed with the board on %d moves", d.playCaptureErrors)
	}
	if d.captures == 0 {
		t.Error("no captures seen: the random games no longer exercise captures")
	}
}

// gnugoDiff runs the comparisons and keeps the tally.
type gnugoDiff struct {
	t     *testing.T
	eng   *gnugoEngine
	rules *analyze.Rules
	dir   string

	checks        int // questions put to both: is_legal, play, list_stones, captures
	agreed        int // of those, the ones answered alike
	koRefusals    int // is_legal answers where both refused a move as a ko retake
	captures      int // stones taken off the board by the moves played
	disagreements int

	// Moves whose Position.Play result missed or invented captures: not a
	// question for GNU Go, reported apart.
	playCaptureErrors int

	// Context of the comparison under way, for messages.
	what     string // "random fill 30/35/35" or "random game"
	size     int
	seed     uint64
	move     int    // moves played so far in this game or since the fill
	lastMove string // "black D4 capturing [C4]", for ko reproductions
}

func (d *gnugoDiff) logTotals() {
	d.t.Logf("differential: %d checks, %d agreed, %d ko refusals, %d captures",
		d.checks, d.agreed, d.koRefusals, d.captures)
}

// disagree reports one disagreement with its context and the board as 0/1/2
// rows, and stops the test after gnugoMaxDisagreements.
func (d *gnugoDiff) disagree(b *board.Board, format string, args ...any) {
	d.t.Helper()
	d.disagreements++
	last := ""
	if d.lastMove != "" {
		last = " (the last: " + d.lastMove + ")"
	}
	d.t.Errorf("%dx%d %s, seed %d, after %d moves%s: %s\nboard (top row first):\n%s",
		d.size, d.size, d.what, d.seed, d.move, last, fmt.Sprintf(format, args...), b.Grid())
	if d.disagreements >= gnugoMaxDisagreements {
		d.logTotals()
		d.t.Fatalf("stopping after %d disagreements", d.disagreements)
	}
}

// randomPosition loads a cleaned random fill into both, compares the board
// and every legality verdict, then plays on from it as randomGame does.
func (d *gnugoDiff) randomPosition(n int, seed uint64, pct [3]int) {
	d.what = fmt.Sprintf("random fill %d/%d/%d", pct[0], pct[1], pct[2])
	d.size, d.seed, d.move, d.lastMove = n, seed, 0, ""
	rng := rand.New(rand.NewPCG(seed, 0))
	raw := game.RandomFill(rng, n, n, pct)
	// GNU Go cannot hold strings without liberties: take them off first.
	var ev analyze.Evaluation
	analyze.Evaluate(&raw, board.Empty, &ev)
	b := ev.After

	file := filepath.Join(d.dir, fmt.Sprintf("fill-%d.sgf", seed))
	if err := os.WriteFile(file, []byte(gnugoSGF(&b)), 0o644); err != nil {
		d.t.Fatal(err)
	}
	if r := d.eng.do(d.t, "loadsgf "+file); !r.ok {
		d.disagree(&b, "GNU Go refused loadsgf: %s", r.text)
		return
	}
	pos := analyze.NewPosition([]board.Board{b})
	if !d.sameBoard(pos) {
		return
	}
	// Random play from a crowded position meets kos and captures that
	// play from an empty board seldom reaches.
	d.what += ", then random play"
	d.playOut(pos, rng, n*n)
}

// randomGame plays a seeded random game of up to 3*n*n moves from an empty
// n x n board on both.
func (d *gnugoDiff) randomGame(n int, seed uint64) {
	d.what = "random game"
	d.size, d.seed, d.move, d.lastMove = n, seed, 0, ""
	rng := rand.New(rand.NewPCG(seed, 0))
	empty, err := board.New(n, n)
	if err != nil {
		d.t.Fatal(err)
	}
	for _, cmd := range []string{fmt.Sprintf("boardsize %d", n), "clear_board"} {
		if r := d.eng.do(d.t, cmd); !r.ok {
			d.t.Fatalf("GNU Go refused %q: %s", cmd, r.text)
		}
	}
	d.playOut(analyze.NewPosition([]board.Board{empty}), rng, 3*n*n)
}

// playOut plays up to moves random moves from pos on both, Black first,
// comparing every legality verdict before each move and the board and the
// captures after it. GNU Go must hold the same position as pos, with no ko
// pending and no stones captured so far.
func (d *gnugoDiff) playOut(pos *analyze.Position, rng *rand.Rand, moves int) {
	pts := pos.Board.Points(nil)
	cand := make([]board.Point, 0, len(pts))
	var prisoners [3]int // by colour: the stones it captured since the start
	c := board.Black
	forced := 0 // passes in a row for want of a move
	for d.move = 0; d.move < moves && forced < 2; d.move++ {
		d.compareLegal(pos)

		// Uniformly among the legal moves that do not fill an own
		// one-point eye, with an occasional pass so that a ko can be
		// left open and retaken.
		cand = cand[:0]
		for _, p := range pts {
			if pos.Legal(c, p, d.rules) == analyze.OK && !pos.Board.IsEyeOf(p, c) {
				cand = append(cand, p)
			}
		}
		mv := board.Pass
		if len(cand) == 0 {
			forced++
		} else {
			forced = 0
			if rng.IntN(20) != 0 {
				mv = cand[rng.IntN(len(cand))]
			}
		}
		before := pos.Board
		reason, captured := pos.Play(c, mv, d.rules)
		if reason != analyze.OK {
			d.t.Fatalf("goscore refused its own legal move %s %s: %v", c, mv, reason)
		}
		// The stones taken are read off the boards, which GNU Go checks,
		// so the count does not rest on what Play says it captured.
		taken := gnugoTaken(&before, &pos.Board, c.Opponent())
		d.captures += len(taken)
		prisoners[c] += len(taken)
		d.checkPlayCaptures(&before, c, mv, captured, taken)
		d.lastMove = fmt.Sprintf("%s %s capturing %v", c, mv, taken)
		r := d.eng.do(d.t, fmt.Sprintf("play %s %s", c, mv))
		d.checks++
		if !r.ok {
			d.disagree(&before, "play %s %s: goscore legal, GNU Go %q", c, mv, r.text)
			return
		}
		d.agreed++
		if !d.sameBoard(pos) || !d.samePrisoners(pos, prisoners) {
			return // the boards differ: the rest of the game means nothing
		}
		c = c.Opponent()
	}
}

// gnugoTaken returns the points that held c on before and are empty on after.
func gnugoTaken(before, after *board.Board, c board.Color) []board.Point {
	var taken []board.Point
	for _, p := range before.Points(nil) {
		if before.At(p) == c && after.At(p) == board.Empty {
			taken = append(taken, p)
		}
	}
	return taken
}

// checkPlayCaptures compares the stones Play says mv captured with those
// that left the board. It is not a question for GNU Go, so it does not count
// as a disagreement: the first mismatch is reported in full, the rest only
// counted and reported once at the end.
func (d *gnugoDiff) checkPlayCaptures(before *board.Board, c board.Color, mv board.Point, said, taken []board.Point) {
	d.t.Helper()
	a, b := slices.Clone(said), slices.Clone(taken)
	slices.Sort(a)
	slices.Sort(b)
	if slices.Equal(a, b) {
		return
	}
	d.playCaptureErrors++
	if d.playCaptureErrors == 1 {
		d.t.Errorf("%dx%d %s, seed %d, after %d moves: Position.Play(%s, %s) returned captured %v, but the board lost %v\nboard before the move (top row first):\n%s",
			d.size, d.size, d.what, d.seed, d.move, c, mv, said, taken, before.Grid())
	}
}

// samePrisoners compares the stones each colour has captured in this game
// with GNU Go's captures counts.
func (d *gnugoDiff) samePrisoners(pos *analyze.Position, prisoners [3]int) bool {
	rs := d.eng.exchange(d.t, []string{"captures black", "captures white"})
	same := true
	for i, c := range []board.Color{board.Black, board.White} {
		d.checks++
		if !rs[i].ok || rs[i].text != strconv.Itoa(prisoners[c]) {
			d.disagree(&pos.Board, "stones captured by %s: goscore %d, GNU Go %q", c, prisoners[c], rs[i].text)
			same = false
			continue
		}
		d.agreed++
	}
	return same
}

// compareLegal asks GNU Go is_legal for every empty point and both colours,
// in one batch, and compares each answer with pos.Legal.
func (d *gnugoDiff) compareLegal(pos *analyze.Position) {
	type query struct {
		c board.Color
		p board.Point
	}
	var qs []query
	var cmds []string
	for _, p := range pos.Board.Points(nil) {
		if pos.Board.At(p) != board.Empty {
			continue
		}
		for _, c := range []board.Color{board.Black, board.White} {
			qs = append(qs, query{c, p})
			cmds = append(cmds, fmt.Sprintf("is_legal %s %s", c, p))
		}
	}
	rs := d.eng.exchange(d.t, cmds)
	for i, q := range qs {
		reason := pos.Legal(q.c, q.p, d.rules)
		r := rs[i]
		d.checks++
		if !r.ok || (r.text != "0" && r.text != "1") {
			d.disagree(&pos.Board, "is_legal %s %s: GNU Go answered %q", q.c, q.p, r.text)
			continue
		}
		theirs := r.text == "1"
		if ours := reason == analyze.OK; ours != theirs {
			d.disagree(&pos.Board, "is_legal %s %s: goscore %v (%s), GNU Go %v", q.c, q.p, ours, reason, theirs)
			continue
		}
		d.agreed++
		if reason == analyze.Ko {
			d.koRefusals++
		}
	}
}

// sameBoard compares pos.Board with GNU Go's list_stones for both colours
// and reports whether they agree.
func (d *gnugoDiff) sameBoard(pos *analyze.Position) bool {
	rs := d.eng.exchange(d.t, []string{"list_stones black", "list_stones white"})
	same := true
	for i, c := range []board.Color{board.Black, board.White} {
		var ours []string
		for _, p := range pos.Board.Points(nil) {
			if pos.Board.At(p) == c {
				ours = append(ours, p.String())
			}
		}
		theirs := strings.Fields(rs[i].text)
		slices.Sort(ours)
		slices.Sort(theirs)
		d.checks++
		if !rs[i].ok || !slices.Equal(ours, theirs) {
			d.disagree(&pos.Board, "%s stones: goscore %v, GNU Go %q", c, ours, rs[i].text)
			same = false
			continue
		}
		d.agreed++
	}
	return same
}

// gnugoSGF returns b as an SGF setup position. SGF letters count columns
// from the left and rows from the top, so a point's SGF row is h-1-y.
func gnugoSGF(b *board.Board) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "(;GM[1]FF[4]SZ[%d]KM[0.5]", b.Width())
	for _, c := range []board.Color{board.Black, board.White} {
		tag := "AB"
		if c == board.White {
			tag = "AW"
		}
		first := true
		for _, p := range b.Points(nil) {
			if b.At(p) != c {
				continue
			}
			if first {
				sb.WriteString(tag)
				first = false
			}
			fmt.Fprintf(&sb, "[%c%c]", 'a'+p.X(), 'a'+b.Height()-1-p.Y())
		}
	}
	sb.WriteString(")\n")
	return sb.String()
}

// gnugoEngine is a GTP engine run as a child process, spoken to in batches:
// a batch of numbered commands is written at once and the answers read in
// order, which saves a round trip per command.
type gnugoEngine struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	nextID int
}

// gnugoResponse is one GTP answer: ok for '=', false for '?', and the text
// after the id with its final blank line removed.
type gnugoResponse struct {
	ok   bool
	text string
}

// gnugoTimeout bounds one batch, so a hung engine fails the test instead of
// hanging it.
const gnugoTimeout = 30 * time.Second

func startGNUGo(t *testing.T) *gnugoEngine {
	t.Helper()
	cmd := exec.Command(gnugoPath, "--mode", "gtp")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting GNU Go: %v", err)
	}
	e := &gnugoEngine{cmd: cmd, stdin: stdin, stdout: bufio.NewReader(stdout), nextID: 1}
	t.Cleanup(func() {
		// Ask politely; closing stdin ends GNU Go's GTP loop too.
		io.WriteString(stdin, "quit\n")
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("GNU Go exited: %v; stderr: %s", err, stderr.String())
			}
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
			t.Error("GNU Go did not quit within 5s; killed it")
		}
	})
	return e
}

// do sends one command and returns its answer.
func (e *gnugoEngine) do(t *testing.T, cmd string) gnugoResponse {
	t.Helper()
	return e.exchange(t, []string{cmd})[0]
}

// exchange sends cmds as one batch and returns their answers in order. The
// commands are written from a goroutine while the answers are read, so no
// batch is too large for the pipes' buffers.
func (e *gnugoEngine) exchange(t *testing.T, cmds []string) []gnugoResponse {
	t.Helper()
	if len(cmds) == 0 {
		return nil
	}
	var buf bytes.Buffer
	first := e.nextID
	for _, c := range cmds {
		fmt.Fprintf(&buf, "%d %s\n", e.nextID, c)
		e.nextID++
	}
	watchdog := time.AfterFunc(gnugoTimeout, func() { e.cmd.Process.Kill() })
	defer watchdog.Stop()
	werr := make(chan error, 1)
	go func() {
		_, err := e.stdin.Write(buf.Bytes())
		werr <- err
	}()
	rs := make([]gnugoResponse, len(cmds))
	for i := range rs {
		id, r, err := e.read()
		if err != nil {
			t.Fatalf("GNU Go, reading the answer to %q: %v", cmds[i], err)
		}
		if id != first+i {
			t.Fatalf("GNU Go answered id %d to command %d %q", id, first+i, cmds[i])
		}
		rs[i] = r
	}
	if err := <-werr; err != nil {
		t.Fatalf("GNU Go, writing commands: %v", err)
	}
	return rs
}

// read reads one answer: "=ID text" or "?ID text", maybe over several
// lines, ended by a blank line.
func (e *gnugoEngine) read() (int, gnugoResponse, error) {
	var lines []string
	for {
		line, err := e.stdout.ReadString('\n')
		if err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return 0, gnugoResponse{}, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if len(lines) == 0 {
				continue // stray blank lines between answers
			}
			break
		}
		lines = append(lines, line)
	}
	head := lines[0]
	if head[0] != '=' && head[0] != '?' {
		return 0, gnugoResponse{}, fmt.Errorf("answer %q starts with neither = nor ?", head)
	}
	digits := 1
	for digits < len(head) && head[digits] >= '0' && head[digits] <= '9' {
		digits++
	}
	id, err := strconv.Atoi(head[1:digits])
	if err != nil {
		return 0, gnugoResponse{}, errors.New("answer without a command id: " + head)
	}
	lines[0] = strings.TrimPrefix(head[digits:], " ")
	return id, gnugoResponse{ok: head[0] == '=', text: strings.Join(lines, "\n")}, nil
}
