# Each fake engine in engines/ answers the first command, then misbehaves.
boardsize 5
1 genmove b
#? [.*]
2 name
#? [.*]
