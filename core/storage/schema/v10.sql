-- Schema version 10: the indexes the lookups need. Every game written looks up its two players by name
-- and address; without an index each look-up read the whole people table, so an import slowed down as
-- the archive grew (issue 18).
CREATE INDEX people_by_name_and_address ON people(name, address);
