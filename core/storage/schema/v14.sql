-- Schema version 14: when the partner's notice of a forfeit claim reached the player it is against
-- (II.6.4: their objection is due within 7 days of it). Claims recorded before say nothing of it, and the
-- desk counts from the notice's sending, saying so, as before.
ALTER TABLE claims ADD COLUMN notice_received TEXT;
