-- Schema version 8: events where each pair plays two games, one with each colour (a double round robin),
-- and games cancelled (V.8.1: annulled, counting for nobody). A pair may now meet twice, but once only with
-- the same colours; a single round robin's one game a pair is the tournament file's rule. And both players'
-- totals as a card states them (II.3.7), kept when the player notes them; and the judge's reason for deciding
-- a claim while the offender could still object (II.6.4); and when a result and its game record reached the
-- judge (II.9.1).
ALTER TABLE tournaments ADD COLUMN cycles INTEGER NOT NULL DEFAULT 1 CHECK (cycles IN (1, 2));
ALTER TABLE tournament_games ADD COLUMN cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0, 1));
DROP INDEX tournament_pairs;
CREATE UNIQUE INDEX tournament_pair_colours ON tournament_games(tournament_id, white_seat, black_seat);
ALTER TABLE cards ADD COLUMN stated_white_total INTEGER CHECK (stated_white_total >= 0);
ALTER TABLE cards ADD COLUMN stated_black_total INTEGER CHECK (stated_black_total >= 0);
ALTER TABLE tournament_claims ADD COLUMN early_decision_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE tournament_games ADD COLUMN reported_on TEXT;
ALTER TABLE tournament_games ADD COLUMN record_received TEXT;
