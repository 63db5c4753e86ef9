-- Schema version 7: the date a card says its sender received the partner's previous card (II.3.7),
-- which dates that card's arrival when its own postmark is not known.
ALTER TABLE cards ADD COLUMN states_received TEXT;
