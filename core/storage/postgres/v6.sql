-- Federation schema version 6: a Cup's decision keeps the day the judge recorded it, as in the archive
-- file's schema version 22.
ALTER TABLE cup_decisions ADD COLUMN recorded_on TEXT;
UPDATE federation_schema SET version = 6;
