#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads what bench/run-all.sh printed and says, goal by goal (issue 18), the figure and whether it holds,
so that nobody has to work a games/s out of µs a game or find the one row of a table that matters.

    bench/goalsummary.py RUN_ALL_OUTPUT
"""
import json
import re
import sys


def main(path):
    text = open(path, encoding="utf-8").read()
    rows = []  # (goal, figure, holds or None when the run did not measure it)

    def add(goal, figure, holds):
        rows.append((goal, figure, holds))

    # Logging a card through the real window, 10,000 games.
    logged = [json.loads(line) for line in text.splitlines() if line.startswith('{"games"')]
    large = [each for each in logged if each["games"] == 10000]
    if large:
        median = large[0]["log_card_ms"]["median"]
        add("log a card, 10,000 games, real window: ≤ 16 ms", f"{median} ms", median <= 16)
    else:
        add("log a card, 10,000 games, real window: ≤ 16 ms", "not measured", None)

    # Import, archive size and an event's agenda, from the scale table.
    imports = {int(m[1]): float(m[2]) for m in re.finditer(
        r"^\| import \(1,000 a file\)\s*\|\s*(\d+)\s*\|.*\|\s*([\d.]+)\s*\|$", text, re.M)}
    if imports:
        rates = {games: 1e6 / micro for games, micro in imports.items()}
        slowest = min(rates.values())
        spread = max(imports.values()) / min(imports.values())
        figure = ", ".join(f"{rates[g]:,.0f} at {g // 1000}k" for g in sorted(rates))
        add("import: ≥ 1,000 games/s", f"{figure} games/s", slowest >= 1000)
        add("import flat from 1k to the largest size (µs a game within 1.25×)",
            f"{spread:.2f}× between the sizes", spread <= 1.25)
    sizes = [float(m[1]) for m in re.finditer(r"^\| archive size \(KiB\)\s*\|.*\|\s*([\d.]+)\s*\|$", text, re.M)]
    if sizes:
        add("archive: ≤ 20 KiB a game of 60 cards with its audit log", f"{max(sizes)} KiB", max(sizes) <= 20)
    agendas = {int(m[1]): float(m[2]) for m in re.finditer(
        r"^\| agenda of the 20-player event\s*\|\s*(\d+)\s*\|\s*([\d.]+)", text, re.M)}
    if agendas:
        largest = max(agendas)
        add("agenda of a 20-player event in a 50,000-game archive: ≤ 50 ms",
            f"{agendas[largest]} ms at {largest:,} games",
            agendas[largest] <= 50 if largest >= 50000 else None)

    # Start-up on the X server: the ratio column of the games listed and painted.
    started = re.search(r"^\| Postmark, the games listed and painted\s*\|\s*xcb\s*\|\s*(\d+)\s*\|.*\|\s*([\d.]+)×",
                        text, re.M)
    # The floor beside it: a window with a menu bar, a toolbar and a 64-row table, nothing else.
    floor = re.search(r"^\| a floor: a table window, first paint\s*\|\s*xcb\s*\|.*\|\s*([\d.]+)×", text, re.M)
    if started:
        ratio = float(started[2])
        beside = f"; a table window alone {float(floor[1]):.2f}×" if floor else ""
        add("start-up, 10,000 games listed and painted, X server: ≤ 1.5× a bare window",
            f"{ratio:.2f}× ({started[1]} ms{beside})", ratio <= 1.5)
    else:
        add("start-up, 10,000 games listed and painted, X server: ≤ 1.5× a bare window", "not measured", None)

    # The ledger against its floor.
    ledger = re.search(r"The ledger takes ([\d.]+)× its floor.*? at ([\d.]+) M cards/s", text)
    if ledger:
        add("ledger: ≤ 1.5× its parse + replay floor", f"{ledger[1]}×", float(ledger[1]) <= 1.5)
        add("ledger: ≥ 3 M cards/s", f"{ledger[2]} M cards/s", float(ledger[2]) >= 3)

    # PGN replay against Scid.
    scid = re.search(r"^Scid [\d.]+ \(1 core\)\s+\d+\s+[\d.]+\s+\d+\s+\S+\s+([\d.]+)\s+\d+\s+([\d.]+)$", text, re.M)
    ours = re.search(r"^Postmark \(1 core\)\s+\d+\s+[\d.]+\s+\d+\s+\d+\s+([\d.]+)", text, re.M)
    if scid and ours:
        add("PGN replay + validation: ≥ 2× Scid on one core", f"{float(scid[2]):.2f}×", float(scid[2]) >= 2)
        add("PGN replay: peak memory ≤ Scid's", f"{ours[1]} MB against {scid[1]} MB",
            float(ours[1]) <= float(scid[1]))
    else:
        add("PGN replay + validation: ≥ 2× Scid on one core", "not measured (--quick)", None)

    print("## The goals (issue 18)")
    print()
    print("| goal | measured | holds |")
    print("|---|---|---|")
    for goal, figure, holds in rows:
        verdict = "—" if holds is None else ("yes" if holds else "**no**")
        print(f"| {goal} | {figure} | {verdict} |")
    missed = [goal for goal, _, holds in rows if holds is False]
    print()
    print("Every goal measured holds." if not missed else f"Not met: {'; '.join(missed)}.")


if __name__ == "__main__":
    main(sys.argv[1])
