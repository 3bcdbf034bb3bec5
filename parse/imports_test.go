package parse_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsKnowNoRules keeps the plan: parse and parse/sgf read syntax,
// so of goscore's packages they import board and (parse) parse/sgf only.
// The rules of a file are decided by its caller, after the user's flags.
func TestImportsKnowNoRules(t *testing.T) {
	const module = "github.com/goscore/goscore/"
	allowed := map[string]bool{module + "board": true, module + "parse/sgf": true}
	for _, dir := range []string{".", "sgf"} {
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if strings.HasPrefix(path, module) && (!allowed[path] || dir == "sgf" && path == module+"parse/sgf") {
					t.Errorf("%s imports %s: parse knows no rules", name, path)
				}
			}
		}
	}
}
