#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into OUT/<target>/, one input a file.

From ../shared/data: the games of the real PGN collections (each game a seed, and its FEN and moves as seeds
of the FEN and notation readers) and the perft positions of docs/chess-references.md. From tests/data and
spec/examples: the game, tournament and PGN fixtures. From tests/fuzz/regressions: the inputs that once
crashed, and the ones too big to keep in the tree are made here (nested variations).

Usage: make_seeds.py OUT SHARED_DIR SOURCE_DIR
"""
import hashlib
import pathlib
import re
import sys

GAMES_PER_COLLECTION = 150
TARGETS = ("pgn", "fen", "notation", "gamefile", "tournament", "team", "import")


def games_of(text):
    """The games of a PGN text, split where a tag section starts after movetext."""
    games, current, in_movetext = [], [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("[") and in_movetext:
            games.append("".join(current))
            current, in_movetext = [], False
        if line.strip() and not line.startswith("["):
            in_movetext = True
        current.append(line)
    if current:
        games.append("".join(current))
    return games


def movetext_tokens(game):
    body = "".join(line for line in game.splitlines(keepends=True) if not line.startswith("["))
    body = re.sub(r"\{[^}]*\}", " ", body)
    while re.search(r"\([^()]*\)", body):
        body = re.sub(r"\([^()]*\)", " ", body)
    tokens = [t for t in body.split() if not re.fullmatch(r"\d+\.+|\$\d+|1-0|0-1|1/2-1/2|\*", t)]
    return [re.sub(r"^\d+\.+", "", t) for t in tokens]


class Seeds:
    def __init__(self, out):
        self.out = pathlib.Path(out)
        for target in TARGETS:
            (self.out / target).mkdir(parents=True, exist_ok=True)

    def add(self, target, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        name = hashlib.sha1(data).hexdigest()
        (self.out / target / name).write_bytes(data)


def main():
    out, shared, source = (pathlib.Path(a) for a in sys.argv[1:4])
    seeds = Seeds(out)

    pgn_files = sorted((shared / "data" / "pgn").glob("*.pgn")) + sorted((source / "tests" / "data" / "pgn").glob("*.pgn"))
    for path in pgn_files:
        text = path.read_bytes().decode("utf-8", errors="replace")
        for game in games_of(text)[:GAMES_PER_COLLECTION]:
            seeds.add("pgn", game)
            seeds.add("import", b"\x01" + game.encode("utf-8"))
            fen = re.search(r'\[FEN "([^"]*)"\]', game)
            if fen:
                seeds.add("fen", fen.group(1))
            tokens = movetext_tokens(game)
            seeds.add("notation", (fen.group(1) if fen else "") + "\n" + " ".join(tokens[:40]))
        seeds.add("pgn", path.read_bytes()[:20000])

    for fen in re.findall(r"`([^`]*/[^`]*)`", (shared / "docs" / "chess-references.md").read_text()):
        seeds.add("fen", fen)
        seeds.add("notation", fen + "\n")

    game_files = sorted((source / "tests" / "data" / "games").glob("*.json")) + sorted(
        (shared / "spec" / "examples").glob("*.game.json")) + sorted((source / "tests" / "fuzz" / "seeds" / "gamefile").glob("*"))
    for path in game_files:
        seeds.add("gamefile", path.read_bytes())
        seeds.add("import", b"\x00" + path.read_bytes())
    tournament_files = sorted((source / "tests" / "data" / "tournaments").rglob("*.json")) + sorted(
        (source / "tests" / "fuzz" / "seeds" / "tournament").glob("*"))
    for path in tournament_files:
        seeds.add("tournament", path.read_bytes())
        seeds.add("import", b"\x02" + path.read_bytes())
    # Team event files: the fixtures (read by the tournament target too, which refuses them) and the seeds.
    team_files = sorted((source / "tests" / "data" / "tournaments").rglob("*team*.json")) + sorted(
        (source / "tests" / "fuzz" / "seeds" / "team").glob("*"))
    for path in team_files:
        seeds.add("team", path.read_bytes())
    for path in sorted((source / "tests" / "fuzz" / "seeds" / "notation").glob("*")):
        seeds.add("notation", path.read_bytes())

    for target in TARGETS:
        for path in sorted((source / "tests" / "fuzz" / "regressions" / target).glob("*")):
            seeds.add(target, path.read_bytes())
    # Issue 16 (3): variations nested 20,000 and 300,000 deep overflowed the stack.
    for depth in (20000, 300000):
        deep = '[Event "deep"]\n\n1. e4 e5 ' + "(1... c5 " * depth + ")" * depth + " *\n"
        seeds.add("pgn", deep)


if __name__ == "__main__":
    main()
