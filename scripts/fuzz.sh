#!/usr/bin/env bash
# The long fuzzing campaign: builds the fuzz targets (clang, libFuzzer, ASan, UBSan) into build-fuzz and
# runs each for RUNS executions (default 1,000,000) from its seeds, new inputs kept in
# build-fuzz/fuzz-campaign/TARGET. Prints each target's executions, rate and time; stops at the first
# input that fails, naming the file it saved (add it to tests/fuzz/regressions/TARGET once fixed).
# Usage: scripts/fuzz.sh [RUNS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000000}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(fen notation pgn gamefile tournament team import)

scripts/setup.sh build-fuzz -DPOSTMARK_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ >/dev/null
python3 tests/fuzz/make_seeds.py build-fuzz/fuzz-seeds ../shared .
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Each target runs in rounds of at most 200,000 executions, every round starting from the corpus the last
# one grew: under ASan a process's resident memory grows by a few KB per execution (the allocator keeps
# what it freed), which past a million would reach the 4 GB limit that catches a real memory blow-up.
round=200000
for target in "${targets[@]}"; do
    work="build-fuzz/fuzz-campaign/$target"
    mkdir -p "$work/corpus"
    : >"$work/log"
    started=$(date +%s)
    executed=0
    while ((executed < runs)); do
        this=$((runs - executed < round ? runs - executed : round))
        if ! build-fuzz/tests/fuzz/fuzz_"$target" -runs="$this" -max_len=4096 -rss_limit_mb=4096 -timeout=30 \
            -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" "build-fuzz/fuzz-seeds/$target" \
            >"$work/round.log" 2>&1; then
            cat "$work/round.log" >>"$work/log"
            echo "$target: FAILED after $executed executions — see $work/log and the crash-*, timeout-* or oom-* file in $work"
            exit 1
        fi
        cat "$work/round.log" >>"$work/log"
        executed=$((executed + $(grep -m1 '^stat::number_of_executed_units' "$work/round.log" | awk '{print $2}')))
    done
    seconds=$(($(date +%s) - started))
    echo "$target: $executed executions in $seconds s ($((executed / (seconds > 0 ? seconds : 1))) per second), none failing"
done
