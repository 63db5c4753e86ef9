#!/usr/bin/env bash
# Sets Postmark up on a fresh Debian 12 machine (installs what is missing, builds) and starts it.
# Arguments go to postmark, e.g. a PGN file to open, or --lang en.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
exec build/app/postmark "$@"
