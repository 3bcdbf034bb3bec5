# A small regression file for GNU Go (gnugo --mode gtp).
boardsize 5
clear_board
komi 0.5

1 name
#? [GNU Go]

2 protocol_version
#? [2]

3 play b c3
#? []

# C3 is taken: GNU Go answers "? illegal move", a known failure here.
4 play w c3
#? [.*]*

5 is_legal w c3
#? [0]

6 genmove w
#? [!(?i)pass]

7 list_stones black
#? [C3]
