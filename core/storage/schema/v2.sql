-- Schema version 2: the audit log of every change, a cache of each game's computed state for fast
-- listing, and indexes. The audit triggers are created by the migration step from each table's columns.
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
    table_name TEXT NOT NULL,
    row_id INTEGER,
    old_value TEXT,
    new_value TEXT
);
-- Derived from the cards by the ledger on every write; `postmark-cli check` verifies it.
CREATE TABLE game_state (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    as_of TEXT NOT NULL,
    plies INTEGER NOT NULL,
    white_total INTEGER NOT NULL,
    black_total INTEGER NOT NULL,
    to_move TEXT NOT NULL,
    status TEXT NOT NULL,
    days_left INTEGER
);
CREATE TABLE game_deadlines (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    player TEXT NOT NULL,
    due TEXT,
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX cards_by_game ON cards(game_id, seq);
CREATE INDEX leaves_by_game ON leaves(game_id);
CREATE INDEX adjustments_by_game ON adjustments(game_id);
CREATE INDEX deadlines_by_due ON game_deadlines(due);
