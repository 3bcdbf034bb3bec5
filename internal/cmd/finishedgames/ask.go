package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/parse/sgf"
)

// askTimeout bounds each exchange with an engine asked for its score:
// final_score may read the whole board.
const askTimeout = 2 * time.Minute

// asked is what -ask writes: an engine's final_score of every game of
// some sets, under territory and area rules.
type asked struct {
	Engine  string      `yaml:"engine"`  // its name and version
	Command string      `yaml:"command"` // the command asked for the territory score
	Chinese string      `yaml:"command_chinese"`
	Games   []askedGame `yaml:"games"`
}

// askedGame is one game's answers. An answer that is not a score is the
// engine's failure ("? unclear groups") or what went wrong, after "error: ".
type askedGame struct {
	File     string `yaml:"file"` // the game's path, as the set was named, then the file
	Japanese string `yaml:"japanese"`
	Chinese  string `yaml:"chinese"`
}

// askGame is a game to ask about: its path and what real.yaml says.
type askGame struct {
	path string
	game recorded
}

// readSets reads the games of every real.yaml under each directory.
func readSets(dirs []string) ([]askGame, error) {
	var games []askGame
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() != realAnswers {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			var set realSet
			if err := yaml.Unmarshal(data, &set); err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			for _, g := range set.Games {
				games = append(games, askGame{path: filepath.ToSlash(filepath.Join(filepath.Dir(path), g.File)), game: g})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("no %s under %s", realAnswers, strings.Join(dirs, ", "))
	}
	return games, nil
}

// ask has the engine of o.ask (and of o.askChinese) give its final_score
// of every game of the sets named by o.sets, and writes the answers as
// YAML to stdout. Each game gets fresh engines, so that an answer depends
// on the game and the command alone: an engine kept from game to game
// would carry its random numbers on, and its answers would change with
// the order the workers happen to take the games in.
func ask(ctx context.Context, o *options, stdout, stderr io.Writer) error {
	games, err := readSets(o.sets)
	if err != nil {
		return err
	}
	name, err := engineName(ctx, o.ask)
	if err != nil {
		return err
	}
	out := asked{Engine: name, Command: o.ask, Chinese: o.askChinese, Games: make([]askedGame, len(games))}
	err = eachJob(ctx, len(games), o.jobs, stderr, func(i int) string {
		g := &games[i]
		a := askedGame{File: g.path}
		a.Japanese = askScore(ctx, o.ask, g)
		a.Chinese = askScore(ctx, o.askChinese, g)
		out.Games[i] = a
		return fmt.Sprintf("%s: RE %s, %s / %s", g.path, g.game.Result, a.Japanese, a.Chinese)
	})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# %s's final_score of the recorded games, from: go run ./internal/cmd/finishedgames -ask ... %s\n", name, strings.Join(o.sets, " "))
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&out); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	_, err = stdout.Write(buf.Bytes())
	return err
}

// engineName asks the engine started with command its name and version.
func engineName(ctx context.Context, command string) (string, error) {
	cl, err := client.Start(ctx, command, io.Discard)
	if err != nil {
		return "", err
	}
	defer cl.Close()
	name, err := cl.Send("name", askTimeout)
	if err != nil {
		return "", err
	}
	version, err := cl.Send("version", askTimeout)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(strings.TrimSpace(name) + " " + strings.TrimSpace(version)), nil
}

// askScore starts the engine command (none for ""), sets up game g on it
// and returns its final_score; its failure as "? message"; or what went
// wrong as "error: ...".
func askScore(ctx context.Context, command string, g *askGame) string {
	if command == "" {
		return ""
	}
	commands, err := gtpGame(g)
	if err != nil {
		return "error: " + err.Error()
	}
	cl, err := client.Start(ctx, command, io.Discard)
	if err != nil {
		return "error: " + err.Error()
	}
	defer cl.Close()
	for _, cmd := range commands {
		if _, err := cl.Send(cmd, askTimeout); err != nil {
			return "error: " + err.Error()
		}
	}
	resp, err := cl.Send("final_score", askTimeout)
	var e *client.Error
	switch {
	case errors.As(err, &e) && e.Kind == client.Failure:
		return "? " + e.Detail
	case err != nil:
		return "error: " + err.Error()
	}
	return strings.TrimSpace(resp)
}

// gtpGame is the GTP commands that set up game g from an empty board.
func gtpGame(g *askGame) ([]string, error) {
	data, err := os.ReadFile(g.path)
	if err != nil {
		return nil, err
	}
	recs, err := sgf.Parse(g.path, data)
	if err != nil {
		return nil, err
	}
	if len(recs) != 1 {
		return nil, fmt.Errorf("%s: %d games, want 1", g.path, len(recs))
	}
	return gtpCommands(recs[0], g.game.Komi), nil
}

// gtpCommands sets up the game of record r with komi: its size and komi,
// its handicap stones (HA, with black setup stones only) as
// set_free_handicap, any other setup stones played as moves, then its
// moves. The handicap must not be played as moves: an engine that derives
// a territory count from the moves each side made, as Pachi does, would
// count a move short for White with each stone after the first.
func gtpCommands(r *sgf.Record, komi float64) []string {
	cmds := []string{"boardsize " + strconv.Itoa(r.Width), "clear_board", "komi " + formatKomi(komi)}
	play := func(c board.Color, p board.Point) { cmds = append(cmds, "play "+gtpColour(c)+" "+p.String()) }
	setup := r.Setup
	if r.Handicap >= 2 && len(setup.AB) == r.Handicap && len(setup.AW) == 0 {
		stones := make([]string, len(setup.AB))
		for i, p := range setup.AB {
			stones[i] = p.String()
		}
		cmds = append(cmds, "set_free_handicap "+strings.Join(stones, " "))
		setup.AB = nil
	}
	for _, p := range setup.AB {
		play(board.Black, p)
	}
	for _, p := range setup.AW {
		play(board.White, p)
	}
	for _, m := range r.Moves {
		play(m.Colour, m.Point)
	}
	return cmds
}
