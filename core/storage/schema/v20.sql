-- Schema version 20: the owner's postal address, as a card's sender writes it (II.3.7): the sender's on
-- every card and letter the owner sends, and a new game's.
ALTER TABLE archive_owner ADD COLUMN address TEXT NOT NULL DEFAULT '';
