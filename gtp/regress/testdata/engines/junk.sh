#!/bin/sh
# A GTP engine that answers its first command, then prints debugging
# output where a response should be.
read -r line
printf '= \n\n'
read -r line
printf 'info: thinking about %s\n' "$line"
sleep 600
