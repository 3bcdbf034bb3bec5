1 name
#? [(unclosed]
