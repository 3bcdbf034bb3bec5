# Ninuki regression tests (every rule of docs/rules.md, Ninuki) in gogui-regress format, for
# goscore gtp --game ninuki:
#   goscore regress 'goscore gtp --game ninuki' ninuki/testdata/ninuki.tst
# Unnumbered lines set up; a numbered line is a test, and the "#?" line
# after it gives a regex that must match the whole answer ("[!RE]": must
# not). Vertices in answers are upper case (A1), as GoGui compares them
# case and all; play's illegal-move message quotes its argument in lower
# case. Every test starts from its own boardsize and clear_board, so the
# engine's board size before the file does not matter.

# ---- 100: a new game and the answers of play

boardsize 7
clear_board
101 gogui-rules_game_id
#? [Ninuki]
102 gogui-rules_board_size
#? [7]
103 gogui-rules_side_to_move
#? [black]
104 gogui-rules_final_result
#? [unknown]
105 gogui-rules_captured_count
#? [0 0]
106 gogui-rules_legal_moves
#? [A1 A2 A3 A4 A5 A6 A7 B1 B2 B3 B4 B5 B6 B7 C1 C2 C3 C4 C5 C6 C7 D1 D2 D3 D4 D5 D6 D7 E1 E2 E3 E4 E5 E6 E7 F1 F2 F3 F4 F5 F6 F7 G1 G2 G3 G4 G5 G6 G7]
107 komi 6.5
#? []
108 play b d4
#? []
109 gogui-rules_side_to_move
#? [white]
110 play w d4
#? [illegal move: "d4" occupied]
111 play W D4
#? [illegal move: "d4" occupied]
112 play red d4
#? [illegal move: "red" wrong color]
# the colour is checked first, then the point
113 play Blue Z99
#? [illegal move: "blue" wrong color]
114 play w h1
#? [illegal move: "h1" wrong coordinate]
115 play w A8
#? [illegal move: "a8" wrong coordinate]
116 play white i3
#? [illegal move: "i3" wrong coordinate]
117 play w a0
#? [illegal move: "a0" wrong coordinate]
118 play w pass
#? [illegal move: "pass" wrong coordinate]
119 play w 1,1
#? [illegal move: "1,1" wrong coordinate]
# a wrong coordinate is reported before an occupied point can be
120 play WHITE G7
#? []
121 play black g7
#? [illegal move: "g7" occupied]
# an illegal move changes nothing: White played last
122 gogui-rules_side_to_move
#? [black]
123 gogui-rules_legal_moves
#? [A1 A2 A3 A4 A5 A6 A7 B1 B2 B3 B4 B5 B6 B7 C1 C2 C3 C4 C5 C6 C7 D1 D2 D3 D5 D6 D7 E1 E2 E3 E4 E5 E6 E7 F1 F2 F3 F4 F5 F6 F7 G1 G2 G3 G4 G5 G6]
# GTP lets a colour play twice; the side to move follows the last move
124 play w a1
#? []
125 gogui-rules_side_to_move
#? [black]
126 gogui-rules_board
#? [(\. ){6}O\n(\. ){6}\.\n(\. ){6}\.\n\. \. \. X \. \. \.\n(\. ){6}\.\n(\. ){6}\.\nO( \.){6}]

# ---- 200: pair captures in all 8 directions, by both colours

# east: Black d4 takes e4 f4 against g4
clear_board
play w e4
play w f4
play b g4
201 play b d4
#? []
202 gogui-rules_captured_count
#? [0 2]
203 gogui-rules_board
#? [\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. X \. \. X\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.]
# captured points can be played again, without a capture
204 play w e4
#? []
205 play w f4
#? []
206 gogui-rules_captured_count
#? [0 2]

# west: White d4 takes c4 b4 against a4
clear_board
play b c4
play b b4
play w a4
211 play w d4
#? []
212 gogui-rules_captured_count
#? [2 0]
213 play b b4
#? []

# north: Black d4 takes d5 d6 against d7
clear_board
play w d5
play w d6
play b d7
221 play b d4
#? []
222 gogui-rules_captured_count
#? [0 2]
223 play w d5
#? []

# south: White d4 takes d3 d2 against d1
clear_board
play b d3
play b d2
play w d1
231 play w d4
#? []
232 gogui-rules_captured_count
#? [2 0]
233 play b d2
#? []

# north-east: Black d4 takes e5 f6 against g7
clear_board
play w e5
play w f6
play b g7
241 play b d4
#? []
242 gogui-rules_captured_count
#? [0 2]
243 play w f6
#? []

# north-west: White d4 takes c5 b6 against a7
clear_board
play b c5
play b b6
play w a7
251 play w d4
#? []
252 gogui-rules_captured_count
#? [2 0]
253 play b c5
#? []

# south-east: Black d4 takes e3 f2 against g1
clear_board
play w e3
play w f2
play b g1
261 play b d4
#? []
262 gogui-rules_captured_count
#? [0 2]
263 play w e3
#? []

# south-west: White d4 takes c3 b2 against a1
clear_board
play b c3
play b b2
play w a1
271 play w d4
#? []
272 gogui-rules_captured_count
#? [2 0]
273 play b b2
#? []

# ---- 300: several pairs at once

# XOO.OOX: Black d4 takes four
clear_board
play b a4
play w b4
play w c4
play w e4
play w f4
play b g4
301 play b d4
#? []
302 gogui-rules_captured_count
#? [0 4]
303 gogui-rules_board
#? [\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\nX \. \. X \. \. X\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.]
304 gogui-rules_final_result
#? [unknown]

# a star: Black d4 takes eight pairs, sixteen stones, and wins
clear_board
play b a1
play b a4
play b a7
play b d1
play b d7
play b g1
play b g4
play b g7
play w b2
play w c3
play w b4
play w c4
play w b6
play w c5
play w d2
play w d3
play w d5
play w d6
play w e3
play w f2
play w e4
play w f4
play w e5
play w f6
311 play b d4
#? []
312 gogui-rules_captured_count
#? [0 16]
313 gogui-rules_board
#? [X \. \. X \. \. X\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\nX \. \. X \. \. X\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\nX \. \. X \. \. X]
314 gogui-rules_final_result
#? [black]

# ---- 400: what is not a capture

# one stone is not captured
clear_board
play b a4
play w b4
401 play b c4
#? []
402 gogui-rules_captured_count
#? [0 0]
403 play w b4
#? [illegal move: "b4" occupied]

# three stones are not captured
clear_board
play b a4
play w b4
play w c4
play w d4
411 play b e4
#? []
412 gogui-rules_captured_count
#? [0 0]

# the edge does not flank a pair
clear_board
play w f4
play w g4
421 play b e4
#? []
422 gogui-rules_captured_count
#? [0 0]

# playing into a flanked spot is safe: White b4 makes X O O X
clear_board
play b a4
play w c4
play b d4
431 play w b4
#? []
432 gogui-rules_captured_count
#? [0 0]
433 gogui-rules_board
#? [\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\nX O O X \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \.]
# and the pair stays when Black plays elsewhere
434 play b g7
#? []
435 gogui-rules_captured_count
#? [0 0]
436 play b c4
#? [illegal move: "c4" occupied]

# ---- 500: five or more in a row wins, in each of the 4 directions

# across: Black fills the middle of XX.XX
clear_board
play b a1
play b b1
play b d1
play b e1
501 gogui-rules_final_result
#? [unknown]
502 play b c1
#? []
503 gogui-rules_final_result
#? [black]

# up a column, for White
clear_board
play w c3
play w c4
play w c5
play w c7
511 play w c6
#? []
512 gogui-rules_final_result
#? [white]

# the diagonal
clear_board
play b a1
play b b2
play b d4
play b e5
521 play b c3
#? []
522 gogui-rules_final_result
#? [black]

# the anti-diagonal, for White
clear_board
play w g2
play w f3
play w e4
play w c6
531 play w d5
#? []
532 gogui-rules_final_result
#? [white]

# six in a row wins too
clear_board
play b a7
play b b7
play b c7
play b e7
play b f7
541 play b d7
#? []
542 gogui-rules_final_result
#? [black]

# four in a row does not; a White stone breaks a row
clear_board
play b a2
play b b2
play b c2
play w e2
play b f2
551 play b d2
#? []
552 gogui-rules_final_result
#? [unknown]

# ---- 600: ten captures win; nothing is played after the end

# Black takes five pairs along column d; d4 stays empty so there is no five
clear_board
play b a1
play b a2
play b a3
play b a5
play b a6
play w b1
play w c1
play w b2
play w c2
play w b3
play w c3
play w b5
play w c5
play w b6
play w c6
601 play b d1
#? []
602 play b d2
#? []
603 play b d3
#? []
604 play b d5
#? []
605 gogui-rules_captured_count
#? [0 8]
606 gogui-rules_final_result
#? [unknown]
607 play b d6
#? []
608 gogui-rules_captured_count
#? [0 10]
609 gogui-rules_final_result
#? [black]
610 gogui-rules_legal_moves
#? []
611 play w d4
#? [illegal move: "d4" game over]
# the other reasons are still checked first
612 play w a1
#? [illegal move: "a1" occupied]
613 play w z1
#? [illegal move: "z1" wrong coordinate]
614 play x d4
#? [illegal move: "x" wrong color]
615 genmove w
#? [resign]
616 genmove b
#? [pass]
617 gogui-rules_captured_count
#? [0 10]
# undo takes the winning move back and the game goes on
618 undo
#? []
619 gogui-rules_final_result
#? [unknown]
620 gogui-rules_captured_count
#? [0 8]
621 play b b6
#? [illegal move: "b6" occupied]

# White's captures come first in the count and win for White too
clear_board
play w a7
play w a6
play w a5
play w a3
play w a2
play b b7
play b c7
play b b6
play b c6
play b b5
play b c5
play b b3
play b c3
play b b2
play b c2
play w d7
play w d6
play w d5
play w d3
631 gogui-rules_captured_count
#? [8 0]
632 play w d2
#? []
633 gogui-rules_captured_count
#? [10 0]
634 gogui-rules_final_result
#? [white]
635 genmove b
#? [resign]

# ---- 700: a full board with no winner is a draw

boardsize 2
clear_board
play b a1
play w a2
play b b2
701 gogui-rules_final_result
#? [unknown]
702 gogui-rules_legal_moves
#? [B1]
703 genmove w
#? [B1]
704 gogui-rules_final_result
#? [draw]
705 gogui-rules_legal_moves
#? []
706 genmove b
#? [pass]
707 genmove w
#? [pass]
708 play b a1
#? [illegal move: "a1" occupied]
709 gogui-rules_board
#? [O X\nX O]

# a board too small for five: 3x3 filled without a capture
boardsize 3
clear_board
play b a1
play w b1
play b c1
play w a2
play b b2
play w c2
play b a3
play w b3
711 play b c3
#? []
712 gogui-rules_final_result
#? [draw]

# ---- 800: boards of other sizes; legal moves sorted as strings; genmove

boardsize 10
clear_board
801 gogui-rules_board_size
#? [10]
802 gogui-rules_legal_moves
#? [A1 A10 A2 A3 A4 A5 A6 A7 A8 A9 B1 B10 B2 .* J9 K1 K10 K2 K3 K4 K5 K6 K7 K8 K9]
803 play b K10
#? []
804 play w k11
#? [illegal move: "k11" wrong coordinate]
805 genmove b
#? [[A-HJK]([1-9]|10)]
806 gogui-rules_side_to_move
#? [white]

boardsize 19
clear_board
811 play b T19
#? []
812 play w u1
#? [illegal move: "u1" wrong coordinate]
813 genmove white
#? [[A-HJ-T]([1-9]|1[0-9])]
814 gogui-rules_side_to_move
#? [black]
815 showboard
#? [A B C D E F G H J K L M N O P Q R S T\n19 (\. ){18}X 19\n(.*\n)? ?[0-9]+ [. ]*O[. ]*[0-9]+\n.*\n   A B C D E F G H J K L M N O P Q R S T\ncaptured: white 0 black 0\nto move: black]
