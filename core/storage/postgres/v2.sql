-- Who logged each card (the login, set by the server: roles.sql's postmark_guard_card). In a game two
-- players share, a card is changed by whoever logged it; the partner adds only their own side's marks.
-- Cards logged before this version name nobody and either player may change them, as before.
ALTER TABLE cards ADD COLUMN written_by NAME;
-- A player's games found by their person (the row-level security asks it of every query a player runs).
CREATE INDEX games_by_white ON games(white_id);
CREATE INDEX games_by_black ON games(black_id);
UPDATE federation_schema SET version = 2;
