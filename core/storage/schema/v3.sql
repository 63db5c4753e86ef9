-- Schema version 3: a whole tournament as the chief judge keeps it (the tournament file): each
-- player's key in the file, the pairings with their results, the tie-break order, and the
-- withdrawal decision that drops every game of the player (section V).
ALTER TABLE tournament_players ADD COLUMN player_key TEXT;
ALTER TABLE tournament_players ADD COLUMN withdrawal_all_games INTEGER NOT NULL DEFAULT 0;
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    white_seat INTEGER NOT NULL,
    black_seat INTEGER NOT NULL CHECK (black_seat <> white_seat),
    result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    how TEXT NOT NULL DEFAULT 'played' CHECK (how IN ('played', 'time_forfeit', 'adjudicated',
        'withdrawal_loss', 'inactivity_loss', 'no_record')),
    PRIMARY KEY (tournament_id, seq),
    FOREIGN KEY (tournament_id, white_seat) REFERENCES tournament_players(tournament_id, seat),
    FOREIGN KEY (tournament_id, black_seat) REFERENCES tournament_players(tournament_id, seat)
);
CREATE UNIQUE INDEX tournament_pairs ON tournament_games(tournament_id, min(white_seat, black_seat),
    max(white_seat, black_seat));
