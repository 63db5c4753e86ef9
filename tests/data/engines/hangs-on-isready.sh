#!/bin/sh
# Answers "uci" as an engine does, then never answers "isready".
while read -r line; do
    case "$line" in
        uci) echo "id name Hangs 1.0"; echo "option name Hash type spin default 16 min 1 max 64"; echo "uciok" ;;
        quit) exit 0 ;;
    esac
done
