-- Schema version 22: a Cup's decision keeps the day the judge recorded it (ISO date; NULL for a decision
-- stored before).
ALTER TABLE cup_decisions ADD COLUMN recorded_on TEXT;
