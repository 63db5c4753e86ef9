#!/usr/bin/env python3
"""Fails when a catalogue is not complete against the sources as they are now.

Runs lupdate over the translatable sources into a scratch catalogue, then checks that each committed
catalogue (Ukrainian and English) has every source text of it with a finished, non-empty translation,
and no text the sources no longer have (an obsolete string). One line per problem, exit status 1.
"""
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path


def messages(path: Path):
    """{(context, source): (translation element)} of a .ts file."""
    result = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            result[(name, message.findtext("source"))] = message.find("translation")
    return result


def main() -> int:
    lupdate, sources_file, *catalogues = sys.argv[1:]
    sources = [line for line in Path(sources_file).read_text(encoding="utf-8").split(";") if line.strip()]
    with tempfile.TemporaryDirectory() as scratch:
        fresh_path = Path(scratch) / "fresh.ts"
        listing = Path(scratch) / "sources.lst"
        listing.write_text("\n".join(sources), encoding="utf-8")
        root = Path(__file__).resolve().parents[2]  # sources include each other from the project root
        subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "none", "-I", str(root),
                        "@" + str(listing), "-ts", str(fresh_path)], check=True)
        fresh = messages(fresh_path)
    problems = []
    for catalogue in catalogues:
        committed = messages(Path(catalogue))
        name = Path(catalogue).name
        for key in fresh:
            translation = committed.get(key)
            if translation is None:
                problems.append(f"{name}: {key[0]}: missing: {key[1]!r}")
            elif translation.get("type") in ("unfinished", "vanished", "obsolete") or not (
                    (translation.text or "").strip() or list(translation)):
                problems.append(f"{name}: {key[0]}: untranslated: {key[1]!r}")
        for key, translation in committed.items():
            if key not in fresh:
                problems.append(f"{name}: {key[0]}: obsolete (no longer in the sources): {key[1]!r}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
