package floorplan

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/goscore/goscore"

// allowed says, for each importable package (by its path in the module),
// which of the module's packages it may import. A prefix ending in "/"
// stands for every package below it. internal/ and cmd/ sit on top and may
// import anything but cmd/; bench/ programs import nothing of ours. A
// package missing from this table fails the test, so a new package is
// placed on purpose, and an entry no import uses fails it too, so the
// table says what the house is, not what it once was: a floor that drops
// an import drops it here as well, and cannot take it back unnoticed. A
// package of internal/ with a row of its own is held to it the same way.
var allowed = map[string][]string{
	"board":          {},
	"analyze":        {"board"},
	"parse/sgf":      {"board"},
	"parse":          {"board", "parse/sgf"},
	"game":           {"board", "analyze", "parse/sgf"},
	"engine/playout": {"board"},
	"engine/life":    {"board", "analyze", "game", "engine/playout"},
	"engine/mcts":    {"board", "analyze", "game", "engine/playout"},
	"report":         {},
	"gtp":            {},
	"gtp/client":     {},
	"gtp/goengine":   {"board", "analyze", "game", "parse", "parse/sgf", "engine/", "gtp"},
	"gtp/regress":    {"gtp/client", "report"},
	"gtp/match":      {"board", "analyze", "game", "parse/sgf", "gtp/client", "gtp/match/elo", "report"},
	"gtp/match/elo":  {},
	"ninuki":         {"board", "gtp"},

	// On the top floor, a package with a row keeps to it too.
	"internal/batch": {"board", "analyze", "parse", "engine/life", "report",
		"internal/verdict", "internal/referee", "internal/progress", "internal/atomicfile"},
	"internal/cli": {"report"},
}

// ninukiNever lists what the five-in-a-row game must not depend on, even
// indirectly: it has its own rules and a random player, not Go's bot.
var ninukiNever = []string{"engine/", "internal/", "report", "analyze", "game"}

// The figures the layout keeps to: importable packages outside internal/
// and cmd/, and the top-level folders that hold them.
const (
	maxPackages = 16
	maxFolders  = 9
)

// listing is one package of the module and its imports of the module's
// packages, all as paths relative to the module.
type listing struct {
	path    string
	imports []string
}

// list runs go list over the module with format f, one package a line:
// its path, then the paths it names, separated by spaces.
func list(t *testing.T, f string) []listing {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command on the PATH: %v", err)
	}
	cmd := exec.Command(goBin, "list", "-f", f, "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var ls []listing
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		l := listing{path: rel(fields[0])}
		for _, imp := range fields[1:] {
			if imp == module || strings.HasPrefix(imp, module+"/") {
				l.imports = append(l.imports, rel(imp))
			}
		}
		ls = append(ls, l)
	}
	return ls
}

// rel returns an import path relative to the module.
func rel(p string) string { return strings.TrimPrefix(strings.TrimPrefix(p, module), "/") }

// matches reports whether path p is named by one of the table's entries.
func matches(p string, entries []string) bool {
	return slices.ContainsFunc(entries, func(e string) bool {
		return p == e || strings.HasSuffix(e, "/") && strings.HasPrefix(p, e)
	})
}

// top is true for the packages that sit on top of the house.
func top(p string) bool {
	return strings.HasPrefix(p, "internal/") || strings.HasPrefix(p, "cmd/") || isBench(p)
}

// isBench is true for bench (its scripts' test) and the benchmark
// programs under it.
func isBench(p string) bool { return p == "bench" || strings.HasPrefix(p, "bench/") }

// TestImportsRunDownwards fails on an import against the table, so a change
// cannot quietly undo the layers.
func TestImportsRunDownwards(t *testing.T) {
	for _, l := range list(t, `{{.ImportPath}} {{join .Imports " "}}`) {
		switch {
		case isBench(l.path):
			if len(l.imports) > 0 {
				t.Errorf("%s imports %v: a benchmark program stands apart", l.path, l.imports)
			}
		case top(l.path) && allowed[l.path] == nil:
			for _, imp := range l.imports {
				if strings.HasPrefix(imp, "cmd/") {
					t.Errorf("%s imports %s: nothing imports a command", l.path, imp)
				}
			}
		default:
			may, ok := allowed[l.path]
			if !ok {
				t.Errorf("%s is not in the floor plan: add it to the table in floorplan_test.go and docs/design.md", l.path)
				continue
			}
			for _, imp := range l.imports {
				if !matches(imp, may) {
					t.Errorf("%s imports %s, against the floor plan (it may import %v)", l.path, imp, may)
				}
			}
			for _, e := range may {
				if !slices.ContainsFunc(l.imports, func(imp string) bool { return matches(imp, []string{e}) }) {
					t.Errorf("%s may import %s but does not: take it out of the floor plan's table", l.path, e)
				}
			}
		}
	}
}

// TestNinukiStandsApart checks every package Ninuki depends on, directly or
// not.
func TestNinukiStandsApart(t *testing.T) {
	for _, l := range list(t, `{{.ImportPath}} {{join .Deps " "}}`) {
		if l.path != "ninuki" {
			continue
		}
		for _, dep := range l.imports {
			if matches(dep, ninukiNever) {
				t.Errorf("ninuki depends on %s", dep)
			}
		}
		return
	}
	t.Fatal("package ninuki not found")
}

// TestFigures keeps the house small: few importable packages in few
// top-level folders.
func TestFigures(t *testing.T) {
	folders := map[string]bool{}
	n := 0
	for _, l := range list(t, `{{.ImportPath}} {{.Name}}`) {
		if top(l.path) || l.path == "" {
			continue
		}
		n++
		folders[strings.Split(l.path, "/")[0]] = true
	}
	if n > maxPackages {
		t.Errorf("%d importable packages outside internal/ and cmd/, want at most %d", n, maxPackages)
	}
	if len(folders) > maxFolders {
		t.Errorf("%d top-level folders hold them, want at most %d", len(folders), maxFolders)
	}
	if n < 10 {
		t.Errorf("only %d packages listed: go list did not see the module", n)
	}
}

// TestEveryPackageSaysWhatItIs: every package of the module, commands
// and test helpers included, has a package comment, which is where a
// reader starts; go doc shows its first sentence.
func TestEveryPackageSaysWhatItIs(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command on the PATH: %v", err)
	}
	cmd := exec.Command(goBin, "list", "-f", `{{.ImportPath}}|{{.Doc}}`, "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, doc, _ := strings.Cut(line, "|")
		n++
		if strings.TrimSpace(doc) == "" {
			t.Errorf("%s has no package comment", rel(path))
		}
	}
	if n < 10 {
		t.Errorf("only %d packages listed: go list did not see the module", n)
	}
}

// The largest pieces of production code the house takes: a file longer
// is cut in two by its concerns, a function longer is cut or its comment
// says why it is long ("long because", "longer than most, because").
const (
	maxFileLines = 800
	maxFuncLines = 80
)

// TestNoLargePieces keeps every production file of the module (not its
// tests) to maxFileLines lines and every function to maxFuncLines, unless
// the function's comment says why it is longer, so that the pieces stay
// ones a reader takes in at once and a change cannot quietly grow them.
func TestNoLargePieces(t *testing.T) {
	files := 0
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command on the PATH: %v", err)
	}
	cmd := exec.Command(goBin, "list", "-f", `{{.Dir}}|{{join .GoFiles " "}}`, "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	root, err := filepath.Abs(cmd.Dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		dir, names, _ := strings.Cut(line, "|")
		for _, name := range strings.Fields(names) {
			files++
			checkPieces(t, root, filepath.Join(dir, name))
		}
	}
	if files < 100 {
		t.Errorf("only %d files checked: go list did not see the module", files)
	}
}

// checkPieces reports the file at path, named from the module's root, if
// it is too long, and each of its functions that is too long without a
// comment saying why.
func checkPieces(t *testing.T, root, path string) {
	t.Helper()
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, path, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	name := path
	if r, err := filepath.Rel(root, path); err == nil {
		name = filepath.ToSlash(r)
	}
	if n := fs.Position(f.End()).Line; n > maxFileLines {
		t.Errorf("%s: %d lines, want at most %d", name, n, maxFileLines)
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		n := fs.Position(fd.End()).Line - fs.Position(fd.Pos()).Line + 1
		doc := strings.ToLower(fd.Doc.Text())
		if n > maxFuncLines && !(strings.Contains(doc, "long") && strings.Contains(doc, "because")) {
			t.Errorf("%s: %s is %d lines, want at most %d or a comment that says why it is long", name, fd.Name.Name, n, maxFuncLines)
		}
	}
}
