-- Schema version 19: a claim rejected by e-mail may bar the claimant's further claims within the current
-- ten-move cycle (III.6.7); 1 when the judge so decided.
ALTER TABLE tournament_claims ADD COLUMN bars_further_claims INTEGER NOT NULL DEFAULT 0
    CHECK (bars_further_claims = 0 OR bars_further_claims = 1);
