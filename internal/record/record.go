// Package record turns a game in progress into files and back: SGF for
// Sabaki, GoGui and every other Go program, and the 0/1/2 board file with
// its `---` history for goscore's own commands. Every file is written
// through a temporary file and rename, so a killed game loses nothing.
//
// A game loaded from an SGF is written back into the file's own game tree
// (see Book): its comments, names, variations and every property goscore
// does not read stay, and the moves played on go on from where the game
// stood.
package record

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// Grid returns g as a board file: every position of the game, oldest first,
// with the side to move, komi and prisoners in the header, and the dead
// stones when its players judged them at the end (game.Result.Judged).
func Grid(g *game.Game) string {
	f := parse.File{
		Grids: g.History(), Player: g.ToMove(), Komi: g.Rules.Komi, HasKomi: true,
		BlackPrisoners: g.Prisoners(board.Black), WhitePrisoners: g.Prisoners(board.White),
	}
	if res, over := g.Over(); over && res.Judged {
		f.DeadStones, f.HasDeadStones = res.Dead, true
	}
	return parse.Format(&f)
}

// Book is where a game in play is written. A game loaded from a file keeps
// that file's game tree (an SGF's own, or the one convert makes of a board
// file), and every record of it is that tree with the game's moves on its
// main line: from the node where the loaded game's moves start, a move
// that a variation of the tree already plays follows it (which becomes the
// main line), and a new move becomes the main line with the old
// continuation kept as the next variation. Moves taken back leave the tree
// as it was, so nothing of the file is ever lost. The zero Book writes a
// game of its own: setup, moves, rules and result.
//
// A Book also knows which files are the game's own (the file it was
// loaded from and those it wrote): Save replaces those, and any other
// existing file only when told to.
type Book struct {
	tree   *sgf.Node // the loaded game's tree, never changed; nil for a game of its own
	start  int       // the depth on tree's main line of the node the game's moves hang from
	height int       // the board's height, for the points of the moves
	own    []string  // the game's files, as absolute paths
}

// ErrExists is the kind of Save's refusal to replace a file that is not
// the game's own.
var ErrExists = errors.New("the file exists and is not this game's")

// Save writes g to path atomically: the 0/1/2 history when the name ends
// in .txt, SGF otherwise (see Book). An existing file that is not the
// game's own (see Own) is replaced only with overwrite; else Save returns
// an error of kind ErrExists and writes nothing. A file written becomes
// the game's own.
func (b *Book) Save(g *game.Game, path string, overwrite bool) error {
	if !overwrite && !b.Owns(path) {
		// Only a regular file is the user's data at stake here: the
		// write refuses anything else, and says so.
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
			return fmt.Errorf("%s: %w", parse.QuoteName(path), ErrExists)
		}
	}
	text := ""
	if strings.HasSuffix(strings.ToLower(path), ".txt") {
		text = Grid(g)
	} else {
		var err error
		if text, err = b.SGF(g); err != nil {
			return fmt.Errorf("%s: %w", parse.QuoteName(path), err)
		}
	}
	if err := atomicfile.WriteFile(path, []byte(text), 0o644); err != nil {
		return err
	}
	b.Own(path)
	return nil
}

// Save writes g, a game of its own, to path as the zero Book does,
// replacing any file there.
func Save(g *game.Game, path string) error {
	var b Book
	return b.Save(g, path, true)
}

// Own makes path one of the game's own files, which Save replaces without
// being told to.
func (b *Book) Own(path string) {
	if abs, err := filepath.Abs(path); err == nil && !slices.Contains(b.own, abs) {
		b.own = append(b.own, abs)
	}
}

// Owns reports whether path is one of the game's own files: the same name,
// or the same file under another name (a link).
func (b *Book) Owns(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	st, err := os.Stat(path)
	for _, o := range b.own {
		if o == abs {
			return true
		}
		if err == nil {
			if ost, oerr := os.Stat(o); oerr == nil && os.SameFile(st, ost) {
				return true
			}
		}
	}
	return false
}

// SGF returns the record of g as SGF text: the Book's tree with g's moves
// on its main line, or for a game of its own the game alone. The root
// names the rules and komi g is played under, where the file's RU and KM
// say otherwise, and RE the result once the game is over; a kill-all game
// is named so (GN) unless the file names it. A game whose players judged
// the dead stones at the end has its last node marked (TB, TW), in place
// of any marks there.
func (b *Book) SGF(g *game.Game) (string, error) {
	mark, err := judgedMarks(g)
	if err != nil {
		return "", err
	}
	if b == nil || b.tree == nil {
		rec := game.ToRecord(g)
		if mark != nil {
			rec.Territory = mark.Territory
		}
		text := sgf.Format(rec)
		if text == "" {
			return "", errors.New("the game cannot be written as SGF")
		}
		return text, nil
	}
	root := b.tree.Clone()
	gameInfo(root, g)
	at := root.MainLine()[b.start]
	for _, m := range g.Moves() {
		if !m.Resign {
			at = follow(at, sgf.Move{Colour: m.Colour, Point: m.Point}, b.height)
		}
	}
	if mark != nil {
		for _, t := range [...]struct {
			name string
			ps   []board.Point
		}{{"TB", mark.Territory[board.Black]}, {"TW", mark.Territory[board.White]}} {
			at.Remove(t.name)
			if len(t.ps) > 0 {
				at.Set(t.name, sgf.PointValues(t.ps, b.height)...)
			}
		}
	}
	return sgf.FormatTrees(root), nil
}

// gameInfo makes root's game information say what g is played under.
func gameInfo(root *sgf.Node, g *game.Game) {
	rulesInfo(root, g.Rules)
	if res, over := g.Over(); over {
		root.SetText("RE", res.String())
	}
	if g.Kind == game.KillAll && root.Get("GN") == nil {
		root.SetText("GN", "kill-all")
	}
}

// rulesInfo makes root's RU and KM name rules r, each where it does not
// already: a file's own spelling of the rules ("Korean" for japanese) and
// of the komi stay.
func rulesInfo(root *sgf.Node, r analyze.Rules) {
	if game.PresetOfRU(root.Text("RU")) != r.Name {
		root.SetText("RU", game.RuleName(r))
	}
	if k, err := board.ParseKomi(strings.TrimSpace(root.Text("KM"))); root.Get("KM") == nil || err != nil || k != r.Komi {
		root.SetText("KM", strconv.FormatFloat(r.Komi, 'f', -1, 64))
	}
}

// follow plays m on the tree from the node at, and returns the node that
// plays it: a child of at that plays m, made the main line; else, past
// nodes of comments or markup alone on the main line, such a child of
// theirs; else a new node, the first child of at (the old continuation
// becomes the next variation), or at the end of the line when the nodes
// passed end it.
func follow(at *sgf.Node, m sgf.Move, h int) *sgf.Node {
	n := at
	for {
		for i, c := range n.Children {
			if cm, ok := c.Move(h); ok && cm == m {
				copy(n.Children[1:i+1], n.Children[:i])
				n.Children[0] = c
				return c
			}
		}
		if len(n.Children) == 0 {
			at = n // the line ends in nodes the game passes through: go on from there
			break
		}
		if n.Children[0].ChangesPosition() {
			break
		}
		n = n.Children[0]
	}
	nn := sgf.MoveNode(m, h)
	at.Children = append([]*sgf.Node{nn}, at.Children...)
	return nn
}

// Loaded is a game read from a file, ready to go on.
type Loaded struct {
	Game *game.Game
	// Book writes the game back into the file's own tree; the file is one
	// of its own.
	Book *Book
	// Note, when set, says what the game could not take from the file,
	// for the player: why its moves cannot be taken back.
	Note string
}

// Load reads a board file, a diagram or an SGF (parse tells them apart)
// and returns the game of kind k to go on with, under rules choice decides
// for the file (game.RulesChoice.For). An SGF's main line is replayed
// under them as the game's own moves (game.FromMoves), so undo takes them
// back; a board file's history becomes moves as convert makes them, and
// its prisoners declared in the header the game's before the first move.
// Where the file's line is not moves alone, the game starts where the file
// ends, and Note says why.
func Load(path string, choice game.RulesChoice, k game.Kind) (*Loaded, error) {
	var f parse.File
	data, err := parse.ReadFile(path, nil, &f, nil)
	if err != nil {
		return nil, err
	}
	rules := choice.For(f.Rules, f.Komi, f.HasKomi)
	if err := verdict.Replay(&f, rules); err != nil {
		return nil, err
	}
	rec, why := f.Record, ""
	var tree *sgf.Node
	if rec != nil {
		trees, err := parse.SGFTrees(path, data)
		if err != nil {
			return nil, err
		}
		tree = trees[0]
	} else {
		if rec, err = FileSGF(&f); err != nil {
			// The record can only start from the last position.
			why = "its history is not one move a grid"
			last := f
			last.Grids = f.Grids[len(f.Grids)-1:]
			if rec, err = FileSGF(&last); err != nil {
				return nil, err
			}
		}
		tree = treeOf(rec)
	}
	b := &Book{tree: tree, height: rec.Height}
	b.Own(path)
	l := &Loaded{Book: b}
	line := tree.MainLine()
	b.start = len(line) - 1
	if why == "" {
		start, notMoves := startOf(line, rec)
		black, white := verdict.StartPrisoners(rec.Comment)
		var g *game.Game
		if notMoves == "" {
			g, err = game.FromMoves(k, rec, rules, [3]int{board.Black: black, board.White: white})
		}
		switch {
		case notMoves != "":
			why = notMoves
		case err == nil && *g.Board() != *f.Current():
			// A board file whose grids leave captured stones on the
			// board: its moves played do not lead to its position.
			why = "its moves, played, do not lead to its last position"
		case errors.Is(err, game.ErrNotMoves):
			why = strings.TrimPrefix(err.Error(), game.ErrNotMoves.Error()+": ")
		case err != nil:
			why = err.Error()
		default:
			l.Game, b.start = g, start
		}
	}
	if l.Game == nil {
		toMove := verdict.ToMove(&f)
		if toMove == board.Empty {
			toMove = board.Black
		}
		l.Game = game.Resume(k, f.Grids, toMove, [3]int{board.Black: f.BlackPrisoners, board.White: f.WhitePrisoners}, rules)
		l.Note = parse.QuoteName(path) + ": the game goes on from the file's last position, and its moves cannot be taken back: " + why
	}
	l.Game.Handicap = f.Handicap
	return l, nil
}

// treeOf returns rec's game tree.
func treeOf(rec *sgf.Record) *sgf.Node {
	trees, _ := sgf.ParseTrees("", []byte(sgf.Format(rec)))
	return trees[0]
}

// startOf returns the depth on the main line of the node that rec's moves
// hang from: the node before the first move, or the last node when there
// is none. why says what keeps the line's moves from being the game's:
// nodes that do not play rec's moves one a node, a first move in the root
// or in a node that sets stones up too (a new first move would leave
// those stones behind).
func startOf(line []*sgf.Node, rec *sgf.Record) (start int, why string) {
	first, n := -1, 0
	for i, node := range line {
		if node.Get("B") == nil && node.Get("W") == nil {
			continue
		}
		m, ok := node.Move(rec.Height)
		if !ok || n == len(rec.Moves) || m != rec.Moves[n] {
			return 0, "a node plays several moves"
		}
		if first < 0 {
			first = i
		}
		n++
	}
	switch {
	case n != len(rec.Moves):
		return 0, "a node plays several moves"
	case first < 0:
		return len(line) - 1, ""
	case first == 0:
		return 0, "the first move is in the root node"
	case line[first].Get("AB") != nil || line[first].Get("AW") != nil || line[first].Get("AE") != nil:
		return 0, "the first move's node sets stones up too"
	}
	return first - 1, ""
}
