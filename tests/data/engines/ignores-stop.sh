#!/bin/sh
# A UCI engine that searches for ever: it ignores "stop" and never gives a best move.
while read -r line; do
    case "$line" in
        uci) echo "id name Stubborn 1.0"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 12 pv e2e4" ;;
        quit) exit 0 ;;
    esac
done
