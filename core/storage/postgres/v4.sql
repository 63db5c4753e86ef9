-- Federation schema version 4: a claim rejected by e-mail may bar the claimant's further claims within
-- the current ten-move cycle (III.6.7), as in the archive file's schema version 19.
ALTER TABLE tournament_claims ADD COLUMN bars_further_claims INTEGER NOT NULL DEFAULT 0
    CHECK (bars_further_claims = 0 OR bars_further_claims = 1);
UPDATE federation_schema SET version = 4;
