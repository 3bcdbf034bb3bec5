package boardtest

// OpenGap is a 9x9 board file, komi 0.5, Black to move, whose walls (Black's
// in column E, White's in F) meet but for E5, so each side's area touches
// the other's stones through it: an open border of one point. Closed at E5
// by Black, Black has 36 points (A to D) and White 27 (G to J): B+8.5.
const OpenGap = `komi: 0.5
player: black
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 0 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
0 0 0 0 1 2 0 0 0
`
