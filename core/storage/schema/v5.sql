-- Schema version 5: each player's receipt of the judge's decision on a claim (II.1.6) and of the
-- adjudication result (II.9.10), from which their appeal window runs; a claim decision's appeal to the
-- appeals committee and the committee's ruling (II.1.6).
ALTER TABLE tournament_claims ADD COLUMN claimant_received_decision TEXT;
ALTER TABLE tournament_claims ADD COLUMN offender_received_decision TEXT;
ALTER TABLE tournament_claims ADD COLUMN appeal_received TEXT;
ALTER TABLE tournament_claims ADD COLUMN appellant_seat INTEGER;
ALTER TABLE tournament_claims ADD COLUMN committee_ruled_on TEXT;
ALTER TABLE tournament_adjudications ADD COLUMN white_received_result TEXT;
ALTER TABLE tournament_adjudications ADD COLUMN black_received_result TEXT;
