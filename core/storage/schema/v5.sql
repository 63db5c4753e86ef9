-- Schema version 5: each player's receipt of the judge's decision on a claim (II.1.6) and of the
-- adjudication result (II.9.10), from which their appeal window runs.
ALTER TABLE tournament_claims ADD COLUMN claimant_received_decision TEXT;
ALTER TABLE tournament_claims ADD COLUMN offender_received_decision TEXT;
ALTER TABLE tournament_adjudications ADD COLUMN white_received_result TEXT;
ALTER TABLE tournament_adjudications ADD COLUMN black_received_result TEXT;
