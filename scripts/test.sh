#!/usr/bin/env bash
# Sets up and runs the whole test suite: in the normal build (every test, the slow perft counts
# too), in an AddressSanitizer + UndefinedBehaviorSanitizer build (the slow perft counts left out), and
# in the fuzz build (clang). Ends with ctest's summary; exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen

scripts/setup.sh build
(cd build && ctest --output-on-failure --parallel "$(nproc)")

scripts/setup.sh build-asan -DPOSTMARK_SANITIZE=ON
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd build-asan && ctest --output-on-failure --parallel "$(nproc)" --label-exclude slow)

# The fuzz targets of every reader (clang's libFuzzer with ASan and UBSan): each over its seeds and the
# inputs that once crashed, then a short run of new inputs. scripts/fuzz.sh runs the long campaign.
scripts/setup.sh build-fuzz -DPOSTMARK_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++
(cd build-fuzz && ctest --output-on-failure --parallel "$(nproc)")
