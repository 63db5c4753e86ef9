-- Schema version 15: a player's analysis of a game — the variations tried on the board and the comments,
-- as JSON (core/analysis/analysisjson.h). The player's own notes beside the game, never part of it: no
-- card refers to it, it goes with the game, and it is not audited (it changes with every move tried).
CREATE TABLE game_analysis (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    body TEXT NOT NULL
);
