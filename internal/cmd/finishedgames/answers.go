package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/internal/atomicfile"
)

// answersFile is the name of the file of GNU Go's answers.
const answersFile = "gnugo.yaml"

// answers is gnugo.yaml.
type answers struct {
	GNUGo string  `yaml:"gnugo"` // name and version
	Komi  float64 `yaml:"komi"`
	// JudgeLevel is the judges' --level; 0 for GNU Go's default.
	JudgeLevel int `yaml:"judge_level"`
	// Judge and JudgeChinese are the command lines of the judges.
	Judge        string  `yaml:"judge"`
	JudgeChinese string  `yaml:"judge_chinese"`
	Games        []entry `yaml:"games"`
}

// entry is one game of gnugo.yaml.
type entry struct {
	File      string   `yaml:"file"`
	Source    string   `yaml:"source"`               // "self-play" or "gnugo-level-N"
	BotColour string   `yaml:"bot_colour,omitempty"` // "black" or "white", against GNU Go
	Playouts  int      `yaml:"playouts"`             // the bot's, per move
	Moves     int      `yaml:"moves"`                // passes included
	Dead      []string `yaml:"dead,flow"`            // final_status_list dead
	Japanese  string   `yaml:"japanese"`             // final_score
	Chinese   string   `yaml:"chinese"`              // final_score with --chinese-rules
}

// source is the job's source as gnugo.yaml names it.
func (j *job) source(level int) string {
	if j.selfPlay {
		return sourceSelfPlay
	}
	return sourceGNUGo + strconv.Itoa(level)
}

// writeAnswers writes gnugo.yaml for the kept games.
func writeAnswers(o *options, version string, outcomes []outcome) error {
	engine := filepath.Base(o.engine)
	a := answers{GNUGo: version, Komi: o.komi, JudgeLevel: o.judgeLevel,
		Judge: judgeCommand(engine, o.judgeLevel, false), JudgeChinese: judgeCommand(engine, o.judgeLevel, true)}
	for i := range outcomes {
		out := &outcomes[i]
		if out.discarded != "" {
			continue
		}
		e := entry{File: out.job.file(), Source: out.job.source(o.level), Playouts: out.job.playouts, Moves: out.moves,
			Dead: out.judgement.Dead, Japanese: out.judgement.Japanese, Chinese: out.judgement.Chinese}
		if !out.job.selfPlay {
			e.BotColour = out.job.botColor.String()
		}
		if e.Dead == nil {
			e.Dead = []string{}
		}
		a.Games = append(a.Games, e)
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `# GNU Go's judgement of the finished 9x9 games in this directory, for tests
# of goscore's dead-stone estimate that must run without GNU Go. Each game
# was played to two passes in a row under Japanese rules, komi %s, by
# goscore's MCTS bot against itself (self-play) or against GNU Go
# (gnugo-level-N, the bot playing bot_colour), then loaded with loadsgf into
# a fresh GNU Go (the judge command below) which answered
# final_status_list dead (dead: vertices sorted by column, then row) and
# final_score (japanese), and into another started with --chinese-rules,
# which answered final_score (chinese, area scoring).
#
# The judge was %s. Generated from the root of the repository with:
#   %s
`, formatKomi(o.komi), version, o.command())
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&a); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(o.out, answersFile), buf.Bytes(), 0o644)
}

// readAnswers reads gnugo.yaml from dir.
func readAnswers(dir string) (*answers, error) {
	data, err := os.ReadFile(filepath.Join(dir, answersFile))
	if err != nil {
		return nil, err
	}
	var a answers
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("%s: %w", answersFile, err)
	}
	return &a, nil
}

// tally counts games of one source.
type tally struct {
	source    string
	attempted int
	kept      int
	discarded map[string]int // by reason
	withDead  int            // games with at least one stone GNU Go calls dead
	dead      int            // dead stones over all games
	maxDead   int
	moves     int
	split     int // games whose japanese and chinese winners differ
	// loserPassed counts games whose first final pass came from the side
	// that loses by GNU Go's japanese count.
	loserPassed int
}

// stats are the set's statistics, by source, the whole set last.
type stats struct{ tallies []*tally }

// summarise counts the outcomes.
func summarise(outcomes []outcome) stats {
	var s stats
	all := &tally{source: "all", discarded: map[string]int{}}
	get := func(source string) *tally {
		for _, t := range s.tallies {
			if t.source == source {
				return t
			}
		}
		t := &tally{source: source, discarded: map[string]int{}}
		s.tallies = append(s.tallies, t)
		return t
	}
	for i := range outcomes {
		out := &outcomes[i]
		for _, t := range []*tally{get(out.job.sourceLabel()), all} {
			t.attempted++
			if out.discarded != "" {
				t.discarded[out.discarded]++
				continue
			}
			t.kept++
			n := len(out.judgement.Dead)
			t.dead += n
			t.maxDead = max(t.maxDead, n)
			if n > 0 {
				t.withDead++
			}
			t.moves += out.moves
			if winner(out.judgement.Japanese) != winner(out.judgement.Chinese) {
				t.split++
			}
			if w := winner(out.judgement.Japanese); w != "0" && w != strings.ToUpper(out.firstPass.String()[:1]) {
				t.loserPassed++
			}
		}
	}
	s.tallies = append(s.tallies, all)
	return s
}

// sourceLabel groups jobs for the statistics: self-play, or the bot's
// colour against GNU Go.
func (j *job) sourceLabel() string {
	if j.selfPlay {
		return sourceSelfPlay
	}
	return "gnugo, bot " + j.botColor.String()
}

// winner is the first letter of a final_score: "B", "W" or "0".
func winner(score string) string {
	if score == "" {
		return ""
	}
	return score[:1]
}

// mean is a/b to one decimal, or "-" for no games.
func mean(a, b int) string {
	if b == 0 {
		return "-"
	}
	return strconv.FormatFloat(float64(a)/float64(b), 'f', 1, 64)
}

// discards lists the reasons with their counts, or "none".
func (t *tally) discards() string {
	if len(t.discarded) == 0 {
		return "none"
	}
	var reasons []string
	for r := range t.discarded {
		reasons = append(reasons, r)
	}
	slices.Sort(reasons)
	for i, r := range reasons {
		reasons[i] = fmt.Sprintf("%d %s", t.discarded[r], r)
	}
	return strings.Join(reasons, ", ")
}

// line is the statistics of the whole set in one line.
func (s *stats) line() string {
	t := s.tallies[len(s.tallies)-1]
	return fmt.Sprintf("%d of %d games kept (discarded: %s); %d with GNU Go dead stones, %s dead stones a game",
		t.kept, t.attempted, t.discards(), t.withDead, mean(t.dead, t.kept))
}

// readme is README.md for the set.
func readme(o *options, version string, s *stats) string {
	var b strings.Builder
	r := strings.NewReplacer("~", "`", "KOMI", formatKomi(o.komi), "ANSWERS", answersFile, "COMMAND", o.command(),
		"PLAYOUTS", o.playoutList(), "VERSION", version, "LEVEL", strconv.Itoa(o.level), "MAXMOVES", strconv.Itoa(o.maxMoves),
		"JUDGE", judgeCommand(filepath.Base(o.engine), o.judgeLevel, false))
	b.WriteString(r.Replace(`# Finished 9x9 games judged by GNU Go

Games played to the end (two passes in a row) on a 9x9 board under
Japanese rules, komi KOMI, and GNU Go's judgement of each in
[ANSWERS](ANSWERS): the stones it calls dead (~final_status_list dead~),
its score under territory scoring (~final_score~) and its score under area
scoring (~final_score~ from a GNU Go started with ~--chinese-rules~). Tests
compare goscore's dead-stone estimate with these answers without needing
GNU Go.

## How the set was built

From the root of the repository:

    COMMAND

[internal/cmd/finishedgames](../../../internal/cmd/finishedgames) has
goscore's MCTS bot (package mcts, never resigning; PLAYOUTS playouts a
move, cycled over the games) play itself (~selfplay-NNN.sgf~) and
VERSION at level LEVEL (~gnugo-NNN.sgf~; the bot is Black in odd-numbered
games, White in even-numbered ones). Every seed derives from ~-seed~ and
the game's number, so the same command writes the same files. A game still
going after MAXMOVES moves, or one that a player resigns, is discarded and
leaves a gap in the numbering.

Each kept game is written as SGF (komi in KM; RE is goscore's own count with
every stone alive) and loaded with ~loadsgf~ into a fresh GNU Go,
~JUDGE~, which must report the file's komi (~get_komi~) before it
is asked ~final_status_list dead~ and ~final_score~; a second fresh GNU Go,
the same with ~--chinese-rules~, is asked ~final_score~ again. The judges
get a fixed ~--seed~ because GNU Go settles a game by playing it out and
breaks ties between moves at random. Dead stones are listed sorted by
column, then row.

~go test ./internal/cmd/finishedgames~ checks that every game here is
listed, finished, 9x9 with komi KOMI, and, where GNU Go is installed,
re-judges a sample of the games and compares the answers.

## Statistics

"With dead stones" counts the games in which GNU Go calls at least one
stone dead. "Loser passed first" counts the games whose first final pass
came from the side that loses by GNU Go's japanese count. The bot never
resigns and passes when every move loses, and GNU Go at a low level passes
early and then answers each of the bot's moves with a pass, so many games
end with hopeless stones on the board that were never captured: GNU Go's
verdict on them is a judgement, not a settled fact.

| games | played | kept | discarded | with dead stones | dead stones a game (mean) | most dead stones | moves a game (mean) | loser passed first | japanese and chinese winners differ |
|---|---|---|---|---|---|---|---|---|---|
`))
	for _, t := range s.tallies {
		fmt.Fprintf(&b, "| %s | %d | %d | %s | %d | %s | %d | %s | %d | %d |\n",
			t.source, t.attempted, t.kept, t.discards(), t.withDead, mean(t.dead, t.kept), t.maxDead, mean(t.moves, t.kept), t.loserPassed, t.split)
	}
	return b.String()
}

// playoutList is the playouts as the flag takes them: "500,1000,2000".
func (o *options) playoutList() string {
	ps := make([]string, len(o.playouts))
	for i, p := range o.playouts {
		ps[i] = strconv.Itoa(p)
	}
	return strings.Join(ps, ",")
}
