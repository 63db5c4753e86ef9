#!/usr/bin/env bash
# Sets Postmark up on a fresh Debian 12 machine (installs what is missing, builds) and starts it.
# Arguments go to postmark, e.g. a PGN file to open, or --lang en.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
# On first start the archive is the demo: a player's games in every state and a judge's tournament.
build/app/postmark-cli demo --if-missing > /dev/null
exec build/app/postmark "$@"
