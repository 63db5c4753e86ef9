-- Schema version 21: a Cup's decisions hold the judge's decision between players still equal after every
-- tie-break: 'place_decided', this player takes the place `place`. The new column here; the CHECK on the
-- kind is widened in place by v21-checks.sql.
ALTER TABLE cup_decisions ADD COLUMN place INTEGER NOT NULL DEFAULT 0 CHECK (place >= 0);
