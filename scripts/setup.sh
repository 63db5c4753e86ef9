#!/usr/bin/env bash
# Installs the Debian 12 packages Postmark needs that are missing, then configures and builds into
# the folder given as $1 (default: build) with any further CMake arguments. Safe to run again: installs
# nothing that is there, and the build is incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake ninja-build g++ pkg-config
          qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          qt6-translations-l10n libgl-dev libqt6sql6-sqlite libsqlite3-dev fonts-dejavu-core
          desktop-file-utils appstream poppler-utils python3 dpkg-dev
          lintian help2man file man-db locales
          clang libclang-rt-14-dev lld xvfb
          postgresql libqt6sql6-psql stockfish)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi

# The Ukrainian locale: the Ukrainian manual page is made in it (help2man), and the walks run in it.
if ! locale -a 2>/dev/null | grep -qi '^uk_UA\.utf-\?8$'; then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" sed -i 's/^# *uk_UA.UTF-8 UTF-8/uk_UA.UTF-8 UTF-8/' /etc/locale.gen
    "${sudo_cmd[@]}" locale-gen >/dev/null
fi

build_dir=${1:-build}
shift || true
if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPOSTMARK_WARNINGS_AS_ERRORS=ON "$@"
fi
cmake --build "$build_dir" --parallel "$(nproc)"
