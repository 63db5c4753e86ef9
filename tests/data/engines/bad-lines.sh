#!/bin/sh
# A UCI engine whose lines are garbage: moves that are no moves, an illegal move, a score that is no number.
while read -r line; do
    case "$line" in
        uci) echo "id name Garbled 0.1"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*)
            echo "info depth 3 score cp abc pv e2e4"
            echo "info depth 4 score cp 20 pv zz99 e2e4"
            echo "info depth 5 score cp 25 pv e2e4 e7e5 e1e3 g8f6"
            echo "bestmove e2e5" ;;
        quit) exit 0 ;;
    esac
done
