package goengine

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// TestEOFWaitsForGenmove: a search that ends a script answers as it does
// when the controller holds its input open and waits: the end of input
// neither stops it nor shortens it, only "# interrupt" would. Each
// command's answer with the input ending right after it is the answer
// with the input held open until it came, on one thread and a seed, and
// the search behind it ran its whole budget. Before, the end of input
// stopped the search at once: "genmove w" below answered D5 after a few
// playouts, and G6 with the input held open.
func TestEOFWaitsForGenmove(t *testing.T) {
	const playouts = 3000
	const setup = "boardsize 9\nplay b E5\nplay w E3\nplay b C4\n"
	for _, cmd := range []string{"genmove w", "kgs-genmove_cleanup w", "goscore-winrates", "goscore-pv", "goscore-ownership"} {
		engine := func() (*goEngine, func(io.Reader, io.Writer) error) {
			r, _ := analyze.Preset("japanese")
			ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 19, Bot: mcts.Config{Threads: 1, Seed: 1, Playouts: playouts}})
			return ge, e.Serve
		}
		script := setup + "10 " + cmd + "\n"

		// The end of input right after the command.
		ge, serve := engine()
		var atEOF strings.Builder
		if err := serve(strings.NewReader(script), &atEOF); err != nil {
			t.Fatal(err)
		}
		if got := ge.bot.Snapshot().Playouts; got < playouts {
			t.Errorf("%s at the end of input: the search ran %d playouts, want its budget of %d", cmd, got, playouts)
		}

		// The input held open until the answer has come.
		_, serve = engine()
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan error, 1)
		go func() { done <- serve(inR, outW); outW.Close() }()
		go io.WriteString(inW, script)
		var held strings.Builder
		lines := bufio.NewScanner(outR)
		for lines.Scan() {
			held.WriteString(lines.Text() + "\n")
			if strings.HasPrefix(lines.Text(), "=10") || strings.HasPrefix(lines.Text(), "?10") {
				for lines.Scan() && lines.Text() != "" { // the rest of the answer
					held.WriteString(lines.Text() + "\n")
				}
				held.WriteString("\n")
				break
			}
		}
		inW.Close()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if atEOF.String() != held.String() {
			t.Errorf("%s: with the input ending after it\n%s\nwith the input held open\n%s", cmd, atEOF.String(), held.String())
		}
	}
}
