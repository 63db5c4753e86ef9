-- Schema version 9: what each imported game file was, by its content (SHA-256 of the game file as the
-- archive writes it), so that importing the same file again is recognised instead of duplicating the game.
CREATE TABLE game_imports (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    content_hash TEXT NOT NULL
);
CREATE INDEX game_imports_by_hash ON game_imports(content_hash);
