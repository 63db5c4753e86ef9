-- Federation schema version 5: a Cup's decisions hold the judge's decision between players still equal
-- after every tie-break ('place_decided', the place given), as in the archive file's schema version 21.
ALTER TABLE cup_decisions ADD COLUMN place INTEGER NOT NULL DEFAULT 0 CHECK (place >= 0);
ALTER TABLE cup_decisions DROP CONSTRAINT cup_decisions_kind_check;
ALTER TABLE cup_decisions ADD CONSTRAINT cup_decisions_kind_check
    CHECK (kind IN ('declined', 'nominated', 'place_decided'));
UPDATE federation_schema SET version = 5;
