-- Federation schema version 3: when the partner's notice of a forfeit claim reached the player it is
-- against (II.6.4), as in the archive file's schema version 14.
ALTER TABLE claims ADD COLUMN notice_received TEXT;
UPDATE federation_schema SET version = 3;
