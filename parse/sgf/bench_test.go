package sgf_test

import (
	"os"
	"testing"

	"github.com/goscore/goscore/parse/sgf"
)

// BenchmarkParseGame parses a professional record of 19x19 with its root
// properties, about 250 moves: the work of reading one game of a large
// collection.
func BenchmarkParseGame(b *testing.B) {
	data, err := os.ReadFile("../../engine/life/testdata/report/gpl-2.0-or-later/goban-original-games/19-Hon-47-2.mgt.sgf")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sgf.Parse("game.sgf", data); err != nil {
			b.Fatal(err)
		}
	}
}
