# The engine crashes on test 2; the tests after it are not run.
boardsize 9
1 echo before
#? [before]
2 crash
#? [.*]
clear_board
3 echo after
#? [after]
4 name
#? [gtptest]
