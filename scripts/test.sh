#!/usr/bin/env bash
# Sets up and runs the whole test suite twice: in the normal build (every test, the slow perft counts
# too) and in an AddressSanitizer + UndefinedBehaviorSanitizer build (the slow perft counts left out).
# Ends with ctest's summary; exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen

scripts/setup.sh build
(cd build && ctest --output-on-failure --parallel "$(nproc)")

scripts/setup.sh build-asan -DPOSTMARK_SANITIZE=ON
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd build-asan && ctest --output-on-failure --parallel "$(nproc)" --label-exclude slow)
