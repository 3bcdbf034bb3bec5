package batch

// WarnSizeDiffers is the warning of a grid or diagram whose board is not
// the size it should be: not the size its `size:` header states, or one
// row or one column off the size most boards of the run had before it
// (see Sizes). A row deleted by mistake would otherwise be scored as a
// smaller board without a word.
const WarnSizeDiffers = "size-differs"

// Sizes watches the board sizes of a run's grid and diagram files, handed
// over in input order (the order verdicts are written in, whatever the
// number of workers, so the warnings are the same for any --jobs). A board
// is suspect when it is one row or one column short of, or past, the size
// most boards before it had (the first of them on a tie), once that size
// is the run's usual one: held by two boards or more, and by more than
// half of the boards before it. That is a row or column deleted or pasted
// twice; a collection of hand-made positions of many small sizes has no
// usual size and no warnings. A board of another size altogether is a board
// of its own (a directory of 9x9 and 19x19 boards, a 9x5 exercise among
// 9x9 games), so a run of mixed sizes is not drowned in warnings. The
// first two boards of a run have no usual size to be compared with, and a
// run whose first board is the odd one gets no warning. SGF files state
// their size (SZ) and are left out.
// The zero Sizes is ready to use.
type Sizes struct {
	count      map[[2]int]int
	usual      [2]int // the size most boards so far had
	usualCount int
	boards     int // boards counted so far
}

// Check returns whether a board of w x h columns and rows, whose file
// states the size hw x hh in a header (0 x 0 for none), gets
// WarnSizeDiffers, and counts it. A board with a header is judged by the
// header alone and left out of the count: its size is its own, as an
// SGF's is. A suspect board counts, so that a run whose first board is
// the odd one settles on the others' size.
func (s *Sizes) Check(w, h, hw, hh int) bool {
	if hw > 0 {
		return w != hw || h != hh
	}
	suspect := s.usualCount >= 2 && 2*s.usualCount > s.boards && oneOff(w, h, s.usual[0], s.usual[1])
	s.boards++
	if s.count == nil {
		s.count = map[[2]int]int{}
	}
	k := [2]int{w, h}
	s.count[k]++
	if n := s.count[k]; n > s.usualCount {
		s.usual, s.usualCount = k, n
	}
	return suspect
}

// oneOff reports whether w x h has one row or one column more or fewer
// than uw x uh, and the same count of the other.
func oneOff(w, h, uw, uh int) bool {
	return w == uw && (h == uh+1 || h == uh-1) || h == uh && (w == uw+1 || w == uw-1)
}
