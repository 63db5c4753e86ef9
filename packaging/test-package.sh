#!/usr/bin/env bash
# The package as a distribution and a user meet it: built from this build folder (cpack), checked by
# Debian's lintian (no error, no warning, pedantic tags too), unpacked into a scratch root and run from its
# installed paths — postmark-cli --version and a demo archive, postmark --help offscreen — and its manual
# pages read with man, in English and in Ukrainian.
#   test-package.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpack --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/postmark_*_amd64.deb)
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
lintian --allow-root --pedantic --fail-on error,warning,pedantic "$deb"
echo "lintian: clean"
dpkg-deb -x "$deb" "$work/root"
bin="$work/root/usr/bin"
"$bin/postmark-cli" --version | grep -q '^postmark-cli [0-9]'
"$bin/postmark-cli" demo --lang en --db "$work/demo.postmark" >"$work/demo.log"
grep -q "tournament 1" "$work/demo.log"
QT_QPA_PLATFORM=offscreen "$bin/postmark" --help | grep -q -- '--db'
QT_QPA_PLATFORM=offscreen "$bin/postmark" --version | grep -q '^Postmark [0-9]'
! file "$bin/postmark" | grep -q "not stripped"
man_dir="$work/root/usr/share/man"
MANWIDTH=100 man -l "$man_dir/man1/postmark-cli.1.gz" 2>/dev/null | grep -q "check-claim"
MANWIDTH=100 man -l "$man_dir/man1/postmark.1.gz" 2>/dev/null | grep -q -- "--db"
MANWIDTH=100 man -l "$man_dir/uk/man1/postmark.1.gz" 2>/dev/null | grep -q "шахи поштою"
# As a user asks for them: man finds the page of the user's language under MANPATH.
MANPATH=$man_dir LANG=uk_UA.UTF-8 MANWIDTH=100 man postmark-cli 2>/dev/null | grep -q "Перевірити цілісність архіву"
MANPATH=$man_dir LANG=uk_UA.UTF-8 MANWIDTH=100 man postmark-cli 2>/dev/null | grep -q -- "--as-of <РРРР-ММ-ДД>"
MANPATH=$man_dir LANG=C.UTF-8 MANWIDTH=100 man postmark-cli 2>/dev/null | grep -q "Check the archive's integrity"
echo "installed programs run; manual pages read"
