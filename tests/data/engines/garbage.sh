#!/bin/sh
# A program that is no chess engine: it answers every line with noise and never says "uciok".
while read -r line; do
    echo "hello? I do not know '$line'"
    echo "*** error 42 ***"
done
