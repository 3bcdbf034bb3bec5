package analyze

import "testing"

// TestSettleLeavesAreaCount: whatever the settling finds (false eyes,
// seki, strings that can still be captured), the area count is the one
// the flood fill gives: under area scoring a false eye and a seki's eye
// are their owner's points either way, and a shared liberty was neutral
// already. Over the random boards of the seki tests, settled or not.
func TestSettleLeavesAreaCount(t *testing.T) {
	area, _ := Preset("chinese")
	settled := 0
	sekiBoards(t, func(e *Evaluation) {
		before := e.Score(area, 0, 0)
		s := e.FindSeki()
		if s.settled {
			settled++
		}
		if after := e.Score(area, 0, 0); after.Black.Score != before.Black.Score || after.White.Score != before.White.Score {
			t.Fatalf("area count %v-%v after FindSeki, %v-%v before, on\n%s", after.Black.Score, after.White.Score, before.Black.Score, before.White.Score, e.After.Grid())
		}
	})
	if settled < 100 {
		t.Fatalf("only %d boards settled: the comparison proves little", settled)
	}
}

// TestSettleTerritoryOnlyLoses: the settling only ever takes points out
// of a colour's territory (a false eye, a seki's eye), never adds any: the
// Japanese count of a side is at most its flood-fill territory.
func TestSettleTerritoryOnlyLoses(t *testing.T) {
	terr, _ := Preset("japanese")
	sekiBoards(t, func(e *Evaluation) {
		before := e.Score(terr, 0, 0)
		e.FindSeki()
		after := e.Score(terr, 0, 0)
		if after.Black.Territory > before.Black.Territory || after.White.Territory > before.White.Territory {
			t.Fatalf("territory %d-%d after FindSeki, %d-%d before, on\n%s", after.Black.Territory, after.White.Territory, before.Black.Territory, before.White.Territory, e.After.Grid())
		}
		if lost := before.Black.Territory + before.White.Territory - after.Black.Territory - after.White.Territory; after.Neutral-before.Neutral != lost {
			t.Fatalf("%d points left the territory, %d joined the neutral points", lost, after.Neutral-before.Neutral)
		}
	})
}
