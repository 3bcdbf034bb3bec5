# Regression tests for goscore's own Go engine (goscore gtp), run by
# goscore regress in go test. Each expected answer was checked by hand.
boardsize 5
clear_board
komi 0.5

1 name
#? [goscore]

2 protocol_version
#? [2]

play b c3
play w d3
3 is_legal w c3
#? [0]

4 is_legal b b2
#? [1]

# A ko on 4x4: White takes, Black may not retake at once.
boardsize 4
clear_board
play b b3
play w c3
play b a2
play w d2
play b b1
play w c1
play b c2
play w b2
5 is_legal b c2
#? [0]

6 is_legal w c2
#? [1]

play b a3
play w d3
7 is_legal b c2
#? [1]

8 known_command gogui-rules_game_id
#? [false]

9 final_score
#? [B\+[0-9.]+|W\+[0-9.]+|0]

10 genmove b
#? [[A-HJ-T][0-9]+|pass|resign]

11 known_command gogui-rules_board_size
#? [false]

12 known_command gogui-analyze_commands
#? [true]

13 undo
#? []

14 final_status_list seki
#? []

15 list_commands
#? [!.*ninuki.*]
