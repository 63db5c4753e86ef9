-- Schema version 4: the chief judge's registers. Forfeit claims with the claimant's game file as the
-- evidence (II.6.2–II.6.8) and adjudications of unfinished games (II.9.5–II.9.11), each by its pairing.
CREATE TABLE tournament_claims (
    id INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    game_seq INTEGER NOT NULL,
    claimant_seat INTEGER NOT NULL,
    sent TEXT NOT NULL,
    notice_received TEXT,
    objection_sent TEXT,
    sealed_move TEXT NOT NULL DEFAULT '',
    evidence TEXT NOT NULL,
    decision TEXT NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'upheld', 'rejected')),
    decided_on TEXT,
    penalty_days INTEGER NOT NULL DEFAULT 0 CHECK (penalty_days >= 0),
    reason TEXT NOT NULL DEFAULT '',
    FOREIGN KEY (tournament_id, game_seq) REFERENCES tournament_games(tournament_id, seq),
    FOREIGN KEY (tournament_id, claimant_seat) REFERENCES tournament_players(tournament_id, seat)
);
CREATE INDEX tournament_claims_by_game ON tournament_claims(tournament_id, game_seq);
CREATE TABLE tournament_adjudications (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    game_seq INTEGER NOT NULL,
    white_packet TEXT,
    black_packet TEXT,
    white_assessment TEXT CHECK (white_assessment IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    black_assessment TEXT CHECK (black_assessment IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    adjudicator TEXT NOT NULL DEFAULT '',
    decision TEXT CHECK (decision IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    decided_on TEXT,
    last_move TEXT NOT NULL DEFAULT '',
    appeal_received TEXT,
    appellant_seat INTEGER,
    second_adjudicator TEXT NOT NULL DEFAULT '',
    final_decision TEXT CHECK (final_decision IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    final_on TEXT,
    PRIMARY KEY (tournament_id, game_seq),
    FOREIGN KEY (tournament_id, game_seq) REFERENCES tournament_games(tournament_id, seq)
);
