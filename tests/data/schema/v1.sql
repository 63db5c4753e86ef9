-- A Postmark archive at schema version 1 (as the first release wrote it), holding worked example 1.
-- Frozen: the migration test must bring it to the latest version without losing anything.
PRAGMA user_version = 1;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    iccf_id TEXT NOT NULL DEFAULT ''
);
INSERT INTO people VALUES(1,'Koval O.','вул. Садова 3, Полтава, 36000','','');
INSERT INTO people VALUES(2,'Melnyk T.','вул. Шевченка 10, Чернігів, 14000','','');
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    event_index TEXT NOT NULL DEFAULT '',
    start_date TEXT NOT NULL,
    end_date TEXT,
    rules TEXT NOT NULL DEFAULT 'fzshu-postal',
    overrides TEXT NOT NULL DEFAULT '{}',
    tiebreaks TEXT NOT NULL DEFAULT 'wins,sonneborn_berger,head_to_head,koya',
    judge_id INTEGER REFERENCES people(id)
);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    person_id INTEGER NOT NULL REFERENCES people(id),
    seat INTEGER NOT NULL,
    rating INTEGER,
    withdrawn_on TEXT,
    withdrawal_decision TEXT CHECK (withdrawal_decision IN ('loss', 'adjudication', 'exclusion')),
    PRIMARY KEY (tournament_id, person_id),
    UNIQUE (tournament_id, seat)
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id),
    event_name TEXT NOT NULL,
    event_index TEXT NOT NULL DEFAULT '',
    start_date TEXT NOT NULL,
    end_date TEXT,
    rules TEXT NOT NULL,
    overrides TEXT NOT NULL DEFAULT '{}',
    white_id INTEGER NOT NULL REFERENCES people(id),
    black_id INTEGER NOT NULL REFERENCES people(id),
    white_start_notice TEXT,
    black_start_notice TEXT,
    notation TEXT NOT NULL CHECK (notation IN ('uk', 'san', 'lan', 'iccf')),
    as_of TEXT,
    result_score TEXT CHECK (result_score IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    result_how TEXT,
    result_date TEXT
);
INSERT INTO games VALUES(1,NULL,'Worked example','EX/1','2018-01-15','2020-01-15','fzshu-postal','{}',1,2,NULL,NULL,'uk','2018-02-25',NULL,NULL,NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    card_key TEXT NOT NULL,
    from_color TEXT NOT NULL CHECK (from_color IN ('white', 'black')),
    kind TEXT NOT NULL CHECK (kind IN ('move', 'repeat', 'query')),
    move TEXT,
    accepts INTEGER NOT NULL DEFAULT 0 CHECK (accepts >= 0 AND accepts % 2 = 0),
    repeats TEXT,
    about TEXT,
    reason TEXT CHECK (reason IN ('impossible', 'illegible')),
    illegible INTEGER NOT NULL DEFAULT 0,
    address_error INTEGER NOT NULL DEFAULT 0,
    registered INTEGER NOT NULL DEFAULT 0,
    receipt_number TEXT,
    receipt_date TEXT,
    sender_date TEXT,
    received TEXT,
    replies_to TEXT,
    UNIQUE (game_id, seq),
    UNIQUE (game_id, card_key)
);
INSERT INTO cards VALUES(1,1,0,'w1','white','move','d2-d4',0,NULL,NULL,NULL,0,0,0,NULL,NULL,'2018-01-16','2018-01-22',NULL);
INSERT INTO cards VALUES(2,1,1,'b1','black','move','Кg8-f6',0,NULL,NULL,NULL,0,0,1,'0093','2018-01-25','2018-01-24','2018-01-29',NULL);
INSERT INTO cards VALUES(3,1,2,'w2','white','move','c2-c4',0,NULL,NULL,NULL,0,0,0,NULL,NULL,'2018-02-02',NULL,NULL);
CREATE TABLE card_postmarks (
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    direction TEXT NOT NULL CHECK (direction IN ('departure', 'arrival')),
    seq INTEGER NOT NULL,
    date TEXT NOT NULL,
    PRIMARY KEY (card_id, direction, seq)
);
INSERT INTO card_postmarks VALUES(1,'departure',0,'2018-01-17');
INSERT INTO card_postmarks VALUES(1,'arrival',0,'2018-01-20');
INSERT INTO card_postmarks VALUES(2,'departure',0,'2018-01-26');
CREATE TABLE card_plies (
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    list TEXT NOT NULL CHECK (list IN ('repetition', 'variant')),
    seq INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (card_id, list, seq)
);
INSERT INTO card_plies VALUES(2,'repetition',0,'d2-d4');
INSERT INTO card_plies VALUES(3,'repetition',0,'Кg8-f6');
CREATE TABLE leaves (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    player TEXT NOT NULL CHECK (player IN ('white', 'black')),
    from_date TEXT NOT NULL,
    to_date TEXT NOT NULL,
    notice_sent TEXT
);
CREATE TABLE adjustments (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    player TEXT NOT NULL CHECK (player IN ('white', 'black')),
    days INTEGER NOT NULL,
    reason TEXT NOT NULL,
    card_key TEXT,
    decided_by TEXT NOT NULL DEFAULT ''
);
CREATE TABLE claims (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    by_color TEXT NOT NULL CHECK (by_color IN ('white', 'black')),
    sent TEXT NOT NULL,
    notice_number TEXT,
    notice_date TEXT,
    sealed_move TEXT
);
CREATE TABLE decisions (
    id INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    claim_id INTEGER REFERENCES claims(id) ON DELETE CASCADE,
    decided_on TEXT NOT NULL,
    decided_by TEXT NOT NULL,
    outcome TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT ''
);
COMMIT;
