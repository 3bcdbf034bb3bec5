# Expected answers in java.util.regex's dialect, as gogui-regress reads
# them: look-ahead, look-behind and backreferences.

1 echo C3
#? [(?!D4).*]

2 echo D4
#? [(?!D4).*]

3 echo D4
#? [!(?!D4).*]

4 echo B2 B2
#? [(\w\d) \1]

5 echo resign
#? [.*(?<!pass)]*

# A pattern that backtracks for ever is a failure with its reason, even
# when marked as a known failure; the run goes on.
6 echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
#? [(a+)+b]*

7 name
#? [gtptest]
