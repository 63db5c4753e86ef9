#!/usr/bin/env python3
"""PGN replay + validation throughput: Postmark against Scid, pgn-extract and chess.js.

Builds Postmark in Release (build-bench/), installs the peers when missing (Debian's pgn-extract and
scid, chess.js 1.4.0 from npm into build-bench/peers), concatenates pgnmentor-players.pgn ten times,
runs every tool on that file in this one run (medians of --runs runs, Postmark and Scid pinned to one
core) and prints games/s, plies/s, peak memory and Postmark's ratio to each peer.

Usage: bench/run-pgn-bench.py [--runs N] [--shared ../shared]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sh(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def ensure_packages(packages):
    missing = [p for p in packages
               if subprocess.run(["dpkg-query", "-W", "-f=${Status}", p], capture_output=True,
                                 text=True).stdout.find("install ok installed") < 0]
    if missing:
        prefix = [] if os.geteuid() == 0 else ["sudo"]
        sh(prefix + ["apt-get", "update", "-qq"])
        sh(prefix + ["apt-get", "install", "-y", "-qq"] + missing,
           env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def timed(command, cwd=None):
    """Runs a command under GNU time; returns (seconds, peak RSS in MB, stdout, stderr)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        result = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%e %M"] + command,
                                capture_output=True, text=True, cwd=cwd, errors="replace")
        if result.returncode != 0:
            sys.exit(f"{command[0]} failed ({result.returncode}):\n{result.stderr[-2000:]}")
        seconds, kilobytes = report.read().split()[-2:]
    return float(seconds), int(kilobytes) / 1024, result.stdout, result.stderr


def median_run(command, runs, cwd=None):
    samples = [timed(command, cwd) for _ in range(runs)]
    seconds = statistics.median(s[0] for s in samples)
    rss = max(s[1] for s in samples)
    return seconds, rss, samples[-1][2], samples[-1][3]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = parser.parse_args()

    ensure_packages(["pgn-extract", "scid", "time", "util-linux"])
    if not shutil.which("node") or not shutil.which("npm"):
        ensure_packages(["nodejs", "npm"])
    build = ROOT / "build-bench"
    sh([str(ROOT / "scripts/setup.sh"), str(build), "-DCMAKE_BUILD_TYPE=Release", "-DPOSTMARK_BUILD_TESTS=OFF"],
       stdout=subprocess.DEVNULL)

    peers = build / "peers"
    peers.mkdir(exist_ok=True)
    if not (peers / "node_modules/chess.js").exists():
        sh(["npm", "install", "--silent", "--prefix", str(peers), "chess.js@1.4.0"], stdout=subprocess.DEVNULL)
    # ES modules resolve imports beside the script, so the peer script runs from the folder with chess.js.
    shutil.copy(args.shared / "bench-peers/bench-chessjs.mjs", peers / "bench-chessjs.mjs")

    source = args.shared / "data/pgn/pgnmentor-players.pgn"
    data = build / "pgnmentor-x10.pgn"
    if not data.exists() or data.stat().st_size != 10 * source.stat().st_size:
        data.write_bytes(source.read_bytes() * 10)

    rows = []
    seconds, rss, out, _ = median_run(["taskset", "-c", "0", str(build / "bench/postmark-bench-pgn"), str(data)],
                                      args.runs)
    postmark = json.loads(out)
    rows.append(("Postmark (1 core)", postmark["games"], postmark["plies"], seconds, rss, postmark["illegal"]))

    seconds, rss, out, _ = median_run(["taskset", "-c", "0", "/usr/games/tkscid",
                                       str(args.shared / "bench-peers/bench-scid.tcl"), str(data)], args.runs)
    games = int(re.search(r"imported (\d+) games", out).group(1))
    warnings = int(re.search(r"warning_lines=(\d+)", out).group(1))
    rows.append(("Scid 4.7.4 (1 core)", games, None, seconds, rss, warnings))

    seconds, rss, _, err = median_run(["taskset", "-c", "0", "/usr/games/pgn-extract", "-r", "-s", "--quiet",
                                       str(data)], args.runs)
    failures = err.count("Failed to make move")
    rows.append(("pgn-extract 19.04 -r (1 core)", postmark["games"], None, seconds, rss, failures))

    seconds, rss, out, _ = median_run(["node", str(peers / "bench-chessjs.mjs"), str(data)], 1, cwd=peers)
    chessjs = json.loads(out.strip().splitlines()[-1])
    rows.append(("chess.js 1.4.0", chessjs["games"], chessjs["plies"], seconds, rss, chessjs["errors"]))

    ours = rows[0][1] / rows[0][3]
    print(f"file: {data.name} ({data.stat().st_size / 2**20:.0f} MiB), median of {args.runs} runs "
          f"(chess.js: 1), wall time including process start")
    print(f"{'tool':32} {'games':>8} {'seconds':>8} {'games/s':>9} {'plies/s':>10} {'peak MB':>8} "
          f"{'problems':>8} {'Postmark ×':>10}")
    for name, games, plies, seconds, rss, problems in rows:
        rate = games / seconds
        plies_rate = f"{plies / seconds:10.0f}" if plies else f"{'—':>10}"
        print(f"{name:32} {games:8d} {seconds:8.2f} {rate:9.0f} {plies_rate} {rss:8.1f} {problems:8d} "
              f"{ours / rate:10.2f}")


if __name__ == "__main__":
    main()
