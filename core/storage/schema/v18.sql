-- Schema version 18: the other spellings of the owner's name ("Ковальчук О.П." in a judge's start list,
-- "Kovalchuk, Oleg" in a PGN), one a line; the desk lists the games under any of them as the owner's.
ALTER TABLE archive_owner ADD COLUMN other_spellings TEXT NOT NULL DEFAULT '';
