#!/bin/sh
# A GTP engine that answers its first command, then hangs in a child
# process that holds its output open, as a stuck helper would.
read -r line
printf '= \n\n'
read -r line
sleep 600
