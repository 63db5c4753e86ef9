-- Schema version 16: each game's positions, for finding the games that reached a position (the analysis
-- board): the key of the position after each half-move (chess::Position::key, as repetition compares
-- them), eight bytes each, little-endian, in order. Derived from the cards like game_state and rewritten
-- with it; the cached state is dropped here so that opening the archive computes both for every game.
CREATE TABLE game_positions (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    keys BLOB NOT NULL
);
DELETE FROM game_deadlines;
DELETE FROM game_state;
