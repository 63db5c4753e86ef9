#!/usr/bin/env bash
# Every benchmark of bench/, with its peers and floors, in one run: builds what is needed into build/
# (the RelWithDebInfo build the suite uses), starts an X server (Xvfb, 1366×768 at 96 dpi) for the
# start-up and log-a-card figures, and prints each benchmark's table. The single-threaded ones run pinned
# to one core, and it ends with a table of the goals of issue 18, each figure and whether it holds. About
# 13 minutes on the 2-core CI machine, which should run nothing else meanwhile; --quick leaves out the
# 50,000-game archive and the PGN peers (which install Scid, pgn-extract and chess.js when missing).
#
#   bench/run-all.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

scripts/setup.sh build >/dev/null
cmake --build build --parallel 2 --target postmark postmark-cli postmark-bench-scale postmark-bench-startup \
    postmark-bench-logcard postmark-bench-judge postmark-bench-ledger postmark-bench-print postmark-bench-pgn \
    postmark-bench-federation postmark-bench-analysis \
    >/dev/null
pin=(taskset -c 0)
command -v taskset >/dev/null || pin=()

display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1366x768x24 -dpi 96 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"

# Every benchmark's output, kept to end with the goals of issue 18, each with its figure and verdict.
measure() {
    echo "## The archive at scale (import, open + list, check, an event's agenda, size)"
    if $quick; then "${pin[@]}" build/bench/postmark-bench-scale 1000 10000
    else "${pin[@]}" build/bench/postmark-bench-scale 1000 10000 50000; fi

    echo
    echo "## Start-up to the games listed, the real program, offscreen and on Xvfb"
    DISPLAY="$display" build/bench/postmark-bench-startup 10000 2>/dev/null

    echo
    echo "## Logging a card through the real main window (Xvfb)"
    DISPLAY="$display" QT_QPA_PLATFORM=xcb build/bench/postmark-bench-logcard 30 10000 2>/dev/null

    echo
    echo "## The judge's window on a 15-player semifinal (Xvfb)"
    DISPLAY="$display" QT_QPA_PLATFORM=xcb build/bench/postmark-bench-judge 2>/dev/null

    echo
    echo "## The analysis board: the engine's first line shown, and the window while it thinks (Xvfb)"
    DISPLAY="$display" QT_QPA_PLATFORM=xcb build/bench/postmark-bench-analysis 2>/dev/null

    echo
    echo "## The ledger against its floor (parse + legal replay of the same plies)"
    "${pin[@]}" build/bench/postmark-bench-ledger

    echo
    echo "## Printing postcards through the layout against drawing them straight"
    QT_QPA_PLATFORM=offscreen "${pin[@]}" build/bench/postmark-bench-print \
        ../shared/spec/examples/example1_dates.game.json 1000 2>/dev/null

    echo
    echo "## A federation's archive on PostgreSQL beside SQLite (its own server, fsync on)"
    server_dir="$(mktemp -d)"
    trap 'kill $xvfb 2>/dev/null || true; tests/support/postgres-server.sh stop "$server_dir" || true' EXIT
    server="$(POSTMARK_POSTGRES_FSYNC=on tests/support/postgres-server.sh start "$server_dir")"
    if $quick; then events=40; else events=200; fi
    QT_QPA_PLATFORM=offscreen build/bench/postmark-bench-federation "$server" "$events" 2>/dev/null
    tests/support/postgres-server.sh stop "$server_dir"

    if ! $quick; then
        echo
        echo "## PGN replay + validation against Scid, pgn-extract and chess.js"
        bench/run-pgn-bench.py --runs 3
    fi
}
log="$(mktemp)"
measure | tee "$log"
echo
bench/goalsummary.py "$log"
rm -f "$log"
