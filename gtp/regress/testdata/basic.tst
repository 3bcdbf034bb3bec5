# A test file in the format of gogui-regress, for the gtptest engine.
# Unnumbered commands set up; numbered ones are tests.

boardsize 5
clear_board
komi 6.5

1 name
#? [gtptest]

# The regular expression must match the whole answer.
2 name
#? [gtp]

3 protocol_version
#? [!3]

4 echo hello world
#? [hello .*]

# A known failure that still fails, and one that now passes.
5 echo still broken
#? [fixed]*

6 echo fixed
#? [fixed]*

# An answer of several lines: . matches newlines, ^ and $ match at them.
7 multi
#? [one.two]

8 multi
#? [one$.^two]

# A failure answer fails the test whatever it expected.
9 fail not today
#? [.*]

# No expected answer: any successful answer passes.
10 genmove b

11 genmove w
#? [B5]

# A setup command the engine refuses is reported.
no_such_command

12	play   b  C3
#?
13 genmove b
#? [!pass]
