-- Schema version 13: the games by their next deadline (issue 18). Opening the window lists the first
-- screen of the owner's games, the earliest deadline first, before its first paint: walked in this
-- index's order, it reads those games and no others, however many the archive holds.
CREATE INDEX game_state_by_due ON game_state (next_due, game_id);
