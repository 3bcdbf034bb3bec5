#!/bin/sh
# A GTP engine that answers its first command and exits with status 3.
read -r line
printf '= \n\n'
exit 3
