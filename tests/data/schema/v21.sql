-- A Postmark archive at schema version 21 (as the twenty-first release wrote it: a Cup's decision of a shared
-- place), holding what v20.sql holds, brought to version 21 by the twenty-first release's migration
-- (schema/v21.sql, v21-checks.sql). Frozen: the migration test must bring it to the latest version without
-- losing anything.
PRAGMA user_version = 21;
PRAGMA application_id = 1347244619;
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
INSERT INTO people VALUES(3,'Антоненко А.А.','Київ','','');
INSERT INTO people VALUES(4,'Бондар Б.Б.','','','');
INSERT INTO people VALUES(5,'Ващенко В.В.','','','');
INSERT INTO people VALUES(6,'Гончар Г.Г.','','','');
INSERT INTO people VALUES(7,'Дорошенко Д.Д.','','','');
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
, cycles INTEGER NOT NULL DEFAULT 1 CHECK (cycles IN (1, 2)));
INSERT INTO tournaments VALUES(1,'Кубок <тест> (пошта)','TEST/5','2017-03-01','2019-03-01','fzshu-postal','{}','wins,sonneborn_berger,head_to_head,koya',NULL,1);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    person_id INTEGER NOT NULL REFERENCES people(id),
    seat INTEGER NOT NULL,
    rating INTEGER,
    withdrawn_on TEXT,
    withdrawal_decision TEXT CHECK (withdrawal_decision IN ('loss', 'adjudication', 'exclusion')), player_key TEXT, withdrawal_all_games INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, person_id),
    UNIQUE (tournament_id, seat)
);
INSERT INTO tournament_players VALUES(1,3,1,2210,NULL,NULL,'a',0);
INSERT INTO tournament_players VALUES(1,4,2,2150,NULL,NULL,'b',0);
INSERT INTO tournament_players VALUES(1,5,3,NULL,NULL,NULL,'c',0);
INSERT INTO tournament_players VALUES(1,6,4,NULL,NULL,NULL,'d',0);
INSERT INTO tournament_players VALUES(1,7,5,NULL,'2018-01-10','loss','e',0);
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
    notation TEXT NOT NULL CHECK (notation = 'uk' OR notation = 'san' OR notation = 'lan' OR notation = 'iccf'),
    as_of TEXT,
    result_score TEXT CHECK (result_score = '1-0' OR result_score = '0-1' OR result_score = '1/2-1/2' OR result_score = '0-0'),
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
    kind TEXT NOT NULL CHECK (kind = 'move' OR kind = 'repeat' OR kind = 'query'),
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
    replies_to TEXT, states_received TEXT, stated_white_total INTEGER CHECK (stated_white_total >= 0), stated_black_total INTEGER CHECK (stated_black_total >= 0),
    UNIQUE (game_id, seq),
    UNIQUE (game_id, card_key)
);
INSERT INTO cards VALUES(1,1,0,'w1','white','move','d2-d4',0,NULL,NULL,NULL,0,0,0,NULL,NULL,'2018-01-16','2018-01-22',NULL,NULL,NULL,NULL);
INSERT INTO cards VALUES(2,1,1,'b1','black','move','Кg8-f6',0,NULL,NULL,NULL,0,0,1,'0093','2018-01-25','2018-01-24','2018-01-29',NULL,NULL,NULL,NULL);
INSERT INTO cards VALUES(3,1,2,'w2','white','move','c2-c4',0,NULL,NULL,NULL,0,0,0,NULL,NULL,'2018-02-02',NULL,NULL,NULL,NULL,NULL);
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
    sealed_move TEXT,
    notice_received TEXT
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
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action = 'insert' OR action = 'update' OR action = 'delete'),
    table_name TEXT NOT NULL,
    row_id INTEGER,
    old_value TEXT,
    new_value TEXT
);
INSERT INTO audit_log VALUES(1,'2026-11-29T21:57:00.499Z','insert','people',1,NULL,'{"id":1,"name":"Koval O.","address":"вул. Садова 3, Полтава, 36000","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(2,'2026-11-29T21:57:00.499Z','insert','people',2,NULL,'{"id":2,"name":"Melnyk T.","address":"вул. Шевченка 10, Чернігів, 14000","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(3,'2026-11-29T21:57:00.499Z','insert','games',1,NULL,'{"id":1,"tournament_id":null,"event_name":"Worked example","event_index":"EX/1","start_date":"2018-01-15","end_date":"2020-01-15","rules":"fzshu-postal","overrides":"{}","white_id":1,"black_id":2,"white_start_notice":null,"black_start_notice":null,"notation":"uk","as_of":"2018-02-25","result_score":null,"result_how":null,"result_date":null}');
INSERT INTO audit_log VALUES(4,'2026-11-29T21:57:00.499Z','insert','cards',1,NULL,'{"id":1,"game_id":1,"seq":0,"card_key":"w1","from_color":"white","kind":"move","move":"d2-d4","accepts":0,"repeats":null,"about":null,"reason":null,"illegible":0,"address_error":0,"registered":0,"receipt_number":null,"receipt_date":null,"sender_date":"2018-01-16","received":"2018-01-22","replies_to":null}');
INSERT INTO audit_log VALUES(5,'2026-11-29T21:57:00.499Z','insert','card_postmarks',1,NULL,'{"card_id":1,"direction":"departure","seq":0,"date":"2018-01-17"}');
INSERT INTO audit_log VALUES(6,'2026-11-29T21:57:00.499Z','insert','card_postmarks',2,NULL,'{"card_id":1,"direction":"arrival","seq":0,"date":"2018-01-20"}');
INSERT INTO audit_log VALUES(7,'2026-11-29T21:57:00.499Z','insert','cards',2,NULL,'{"id":2,"game_id":1,"seq":1,"card_key":"b1","from_color":"black","kind":"move","move":"Кg8-f6","accepts":0,"repeats":null,"about":null,"reason":null,"illegible":0,"address_error":0,"registered":1,"receipt_number":"0093","receipt_date":"2018-01-25","sender_date":"2018-01-24","received":"2018-01-29","replies_to":null}');
INSERT INTO audit_log VALUES(8,'2026-11-29T21:57:00.499Z','insert','card_postmarks',3,NULL,'{"card_id":2,"direction":"departure","seq":0,"date":"2018-01-26"}');
INSERT INTO audit_log VALUES(9,'2026-11-29T21:57:00.499Z','insert','card_plies',1,NULL,'{"card_id":2,"list":"repetition","seq":0,"text":"d2-d4"}');
INSERT INTO audit_log VALUES(10,'2026-11-29T21:57:00.500Z','insert','cards',3,NULL,'{"id":3,"game_id":1,"seq":2,"card_key":"w2","from_color":"white","kind":"move","move":"c2-c4","accepts":0,"repeats":null,"about":null,"reason":null,"illegible":0,"address_error":0,"registered":0,"receipt_number":null,"receipt_date":null,"sender_date":"2018-02-02","received":null,"replies_to":null}');
INSERT INTO audit_log VALUES(11,'2026-11-29T21:57:00.500Z','insert','card_plies',2,NULL,'{"card_id":3,"list":"repetition","seq":0,"text":"Кg8-f6"}');
INSERT INTO audit_log VALUES(12,'2026-11-29T21:57:00.512Z','insert','tournaments',1,NULL,'{"id":1,"name":"Кубок <тест> (пошта)","event_index":"TEST/5","start_date":"2017-03-01","end_date":"2019-03-01","rules":"fzshu-postal","overrides":"{}","tiebreaks":"wins,sonneborn_berger,head_to_head,koya","judge_id":null}');
INSERT INTO audit_log VALUES(13,'2026-11-29T21:57:00.512Z','insert','people',3,NULL,'{"id":3,"name":"Антоненко А.А.","address":"Київ","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(14,'2026-11-29T21:57:00.512Z','insert','tournament_players',1,NULL,'{"tournament_id":1,"person_id":3,"seat":1,"rating":2210,"withdrawn_on":null,"withdrawal_decision":null,"player_key":"a","withdrawal_all_games":0}');
INSERT INTO audit_log VALUES(15,'2026-11-29T21:57:00.512Z','insert','people',4,NULL,'{"id":4,"name":"Бондар Б.Б.","address":"","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(16,'2026-11-29T21:57:00.512Z','insert','tournament_players',2,NULL,'{"tournament_id":1,"person_id":4,"seat":2,"rating":2150,"withdrawn_on":null,"withdrawal_decision":null,"player_key":"b","withdrawal_all_games":0}');
INSERT INTO audit_log VALUES(17,'2026-11-29T21:57:00.512Z','insert','people',5,NULL,'{"id":5,"name":"Ващенко В.В.","address":"","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(18,'2026-11-29T21:57:00.512Z','insert','tournament_players',3,NULL,'{"tournament_id":1,"person_id":5,"seat":3,"rating":null,"withdrawn_on":null,"withdrawal_decision":null,"player_key":"c","withdrawal_all_games":0}');
INSERT INTO audit_log VALUES(19,'2026-11-29T21:57:00.513Z','insert','people',6,NULL,'{"id":6,"name":"Гончар Г.Г.","address":"","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(20,'2026-11-29T21:57:00.513Z','insert','tournament_players',4,NULL,'{"tournament_id":1,"person_id":6,"seat":4,"rating":null,"withdrawn_on":null,"withdrawal_decision":null,"player_key":"d","withdrawal_all_games":0}');
INSERT INTO audit_log VALUES(21,'2026-11-29T21:57:00.513Z','insert','people',7,NULL,'{"id":7,"name":"Дорошенко Д.Д.","address":"","email":"","iccf_id":""}');
INSERT INTO audit_log VALUES(22,'2026-11-29T21:57:00.513Z','insert','tournament_players',5,NULL,'{"tournament_id":1,"person_id":7,"seat":5,"rating":null,"withdrawn_on":"2018-01-10","withdrawal_decision":"loss","player_key":"e","withdrawal_all_games":0}');
INSERT INTO audit_log VALUES(23,'2026-11-29T21:57:00.513Z','insert','tournament_games',1,NULL,'{"tournament_id":1,"seq":1,"white_seat":1,"black_seat":2,"result":"1-0","how":"played"}');
INSERT INTO audit_log VALUES(24,'2026-11-29T21:57:00.513Z','insert','tournament_games',2,NULL,'{"tournament_id":1,"seq":2,"white_seat":3,"black_seat":1,"result":"1/2-1/2","how":"played"}');
INSERT INTO audit_log VALUES(25,'2026-11-29T21:57:00.513Z','insert','tournament_games',3,NULL,'{"tournament_id":1,"seq":3,"white_seat":1,"black_seat":4,"result":"0-1","how":"time_forfeit"}');
INSERT INTO audit_log VALUES(26,'2026-11-29T21:57:00.513Z','insert','tournament_games',4,NULL,'{"tournament_id":1,"seq":4,"white_seat":2,"black_seat":3,"result":"1-0","how":"adjudicated"}');
INSERT INTO audit_log VALUES(27,'2026-11-29T21:57:00.513Z','insert','tournament_games',5,NULL,'{"tournament_id":1,"seq":5,"white_seat":4,"black_seat":2,"result":"0-0","how":"no_record"}');
INSERT INTO audit_log VALUES(28,'2026-11-29T21:57:00.513Z','insert','tournament_games',6,NULL,'{"tournament_id":1,"seq":6,"white_seat":3,"black_seat":4,"result":null,"how":"played"}');
INSERT INTO audit_log VALUES(29,'2026-11-29T21:57:00.513Z','insert','tournament_games',7,NULL,'{"tournament_id":1,"seq":7,"white_seat":5,"black_seat":1,"result":null,"how":"played"}');
INSERT INTO audit_log VALUES(30,'2026-11-29T21:57:00.513Z','insert','tournament_games',8,NULL,'{"tournament_id":1,"seq":8,"white_seat":2,"black_seat":5,"result":"1-0","how":"played"}');
INSERT INTO audit_log VALUES(31,'2026-11-30T00:45:10.607Z','insert','tournament_adjudications',1,NULL,'{"tournament_id":1,"game_seq":6,"white_packet":"2020-01-03","black_packet":"2020-01-05","white_assessment":"1-0","black_assessment":"1/2-1/2","adjudicator":"Суддя А.А.","decision":"1-0","decided_on":"2020-02-01","last_move":"Тf1-e1","appeal_received":null,"appellant_seat":null,"second_adjudicator":"","final_decision":null,"final_on":null}');
INSERT INTO audit_log VALUES(32,'2026-11-30T00:45:13.283Z','update','tournament_adjudications',1,'{"tournament_id":1,"game_seq":6,"white_packet":"2020-01-03","black_packet":"2020-01-05","white_assessment":"1-0","black_assessment":"1/2-1/2","adjudicator":"Суддя А.А.","decision":"1-0","decided_on":"2020-02-01","last_move":"Тf1-e1","appeal_received":null,"appellant_seat":null,"second_adjudicator":"","final_decision":null,"final_on":null}','{"tournament_id":1,"game_seq":6,"white_packet":"2019-03-10","black_packet":"2019-03-12","white_assessment":"1-0","black_assessment":"1/2-1/2","adjudicator":"Суддя А.А.","decision":"1-0","decided_on":"2019-04-01","last_move":"Тf1-e1","appeal_received":null,"appellant_seat":null,"second_adjudicator":"","final_decision":null,"final_on":null}');
INSERT INTO audit_log VALUES(33,'2026-12-01T00:24:27.429Z','update','tournament_adjudications',1,'{"tournament_id":1,"game_seq":6,"white_packet":"2019-03-10","black_packet":"2019-03-12","white_assessment":"1-0","black_assessment":"1/2-1/2","adjudicator":"Суддя А.А.","decision":"1-0","decided_on":"2019-04-01","last_move":"Тf1-e1","appeal_received":null,"appellant_seat":null,"second_adjudicator":"","final_decision":null,"final_on":null,"white_received_result":null,"black_received_result":null}','{"tournament_id":1,"game_seq":6,"white_packet":"2019-03-10","black_packet":"2019-03-12","white_assessment":"1-0","black_assessment":"1/2-1/2","adjudicator":"Суддя А.А.","decision":"1-0","decided_on":"2019-04-01","last_move":"Тf1-e1","appeal_received":null,"appellant_seat":null,"second_adjudicator":"","final_decision":null,"final_on":null,"white_received_result":"2019-04-05","black_received_result":null}');
INSERT INTO audit_log VALUES(34,'2026-12-01T03:19:06.642Z','insert','archive_owner',1,NULL,'{"id":1,"name":"Melnyk T.","plays":1,"judges":0}');
CREATE TABLE game_state (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    as_of TEXT NOT NULL,
    plies INTEGER NOT NULL,
    white_total INTEGER NOT NULL,
    black_total INTEGER NOT NULL,
    to_move TEXT NOT NULL,
    status TEXT NOT NULL,
    days_left INTEGER
, next_due TEXT, next_kind TEXT);
INSERT INTO game_state VALUES(1,'2018-02-25',3,6,5,'black','waiting',35,'2018-02-10','repeat_move');
CREATE TABLE game_deadlines (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    player TEXT NOT NULL,
    due TEXT,
    PRIMARY KEY (game_id, seq)
);
INSERT INTO game_deadlines VALUES(1,0,'repeat_move','black','2018-02-10');
INSERT INTO game_deadlines VALUES(1,1,'repeat_move','white','2018-02-18');
INSERT INTO game_deadlines VALUES(1,2,'inactivity','black','2018-04-02');
INSERT INTO game_deadlines VALUES(1,3,'adjudication','white','2020-01-29');
INSERT INTO game_deadlines VALUES(1,4,'adjudication','black','2020-01-29');
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    white_seat INTEGER NOT NULL,
    black_seat INTEGER NOT NULL CHECK (black_seat <> white_seat),
    result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2', '0-0')),
    how TEXT NOT NULL DEFAULT 'played' CHECK (how IN ('played', 'time_forfeit', 'adjudicated',
        'withdrawal_loss', 'inactivity_loss', 'no_record')), cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0, 1)), reported_on TEXT, record_received TEXT,
    PRIMARY KEY (tournament_id, seq),
    FOREIGN KEY (tournament_id, white_seat) REFERENCES tournament_players(tournament_id, seat),
    FOREIGN KEY (tournament_id, black_seat) REFERENCES tournament_players(tournament_id, seat)
);
INSERT INTO tournament_games VALUES(1,1,1,2,'1-0','played',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,2,3,1,'1/2-1/2','played',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,3,1,4,'0-1','time_forfeit',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,4,2,3,'1-0','adjudicated',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,5,4,2,'0-0','no_record',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,6,3,4,NULL,'played',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,7,5,1,NULL,'played',0,NULL,NULL);
INSERT INTO tournament_games VALUES(1,8,2,5,'1-0','played',0,NULL,NULL);
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
    reason TEXT NOT NULL DEFAULT '', claimant_received_decision TEXT, offender_received_decision TEXT, appeal_received TEXT, appellant_seat INTEGER, committee_ruled_on TEXT, early_decision_reason TEXT NOT NULL DEFAULT '', bars_further_claims INTEGER NOT NULL DEFAULT 0
    CHECK (bars_further_claims = 0 OR bars_further_claims = 1),
    FOREIGN KEY (tournament_id, game_seq) REFERENCES tournament_games(tournament_id, seq),
    FOREIGN KEY (tournament_id, claimant_seat) REFERENCES tournament_players(tournament_id, seat)
);
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
    final_on TEXT, white_received_result TEXT, black_received_result TEXT,
    PRIMARY KEY (tournament_id, game_seq),
    FOREIGN KEY (tournament_id, game_seq) REFERENCES tournament_games(tournament_id, seq)
);
INSERT INTO tournament_adjudications VALUES(1,6,'2019-03-10','2019-03-12','1-0','1/2-1/2','Суддя А.А.','1-0','2019-04-01','Тf1-e1',NULL,NULL,'',NULL,NULL,'2019-04-05',NULL);
CREATE TABLE archive_owner (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    plays INTEGER NOT NULL DEFAULT 1 CHECK (plays IN (0, 1)),
    judges INTEGER NOT NULL DEFAULT 0 CHECK (judges IN (0, 1))
, other_spellings TEXT NOT NULL DEFAULT '', address TEXT NOT NULL DEFAULT '');
INSERT INTO archive_owner VALUES(1,'Melnyk T.',1,0,'','');
CREATE TABLE game_imports (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    content_hash TEXT NOT NULL
);
CREATE TABLE cups (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    places_from_previous_final INTEGER NOT NULL CHECK (places_from_previous_final >= 0),
    places_from_each_semifinal INTEGER NOT NULL CHECK (places_from_each_semifinal >= 0),
    final_minimum INTEGER NOT NULL CHECK (final_minimum >= 2),
    final_maximum INTEGER NOT NULL CHECK (final_maximum >= final_minimum),
    lowest_semifinal_place INTEGER,
    lowest_previous_final_place INTEGER
);
CREATE TABLE cup_groups (
    cup_id INTEGER NOT NULL REFERENCES cups(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL UNIQUE REFERENCES tournaments(id) ON DELETE CASCADE,
    stage TEXT NOT NULL CHECK (stage IN ('semifinal', 'final', 'previous_final')),
    number INTEGER NOT NULL DEFAULT 1 CHECK (number >= 1),
    PRIMARY KEY (cup_id, tournament_id)
);
CREATE TABLE cup_decisions (
    id INTEGER PRIMARY KEY,
    cup_id INTEGER NOT NULL REFERENCES cups(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    player TEXT NOT NULL CHECK (length(trim(player)) > 0),
    kind TEXT NOT NULL CHECK (kind = 'declined' OR kind = 'nominated' OR kind = 'place_decided'),
    note TEXT NOT NULL DEFAULT '', place INTEGER NOT NULL DEFAULT 0 CHECK (place >= 0),
    UNIQUE (cup_id, player, kind)
);
CREATE TABLE team_events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    file TEXT NOT NULL
);
CREATE TABLE game_analysis (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    body TEXT NOT NULL
);
CREATE TABLE game_positions (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    keys BLOB NOT NULL
);
INSERT INTO game_positions VALUES(1,X'912422e4977d64d45ff9ccfbe79159a385a6746db8bdef7424361526cad536d5');
CREATE INDEX leaves_by_game ON leaves(game_id);
CREATE INDEX adjustments_by_game ON adjustments(game_id);
CREATE INDEX deadlines_by_due ON game_deadlines(due);
CREATE TRIGGER audit_people_update AFTER UPDATE ON people BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'people', NEW.rowid, json_object('id', OLD.id, 'name', OLD.name, 'address', OLD.address, 'email', OLD.email, 'iccf_id', OLD.iccf_id), json_object('id', NEW.id, 'name', NEW.name, 'address', NEW.address, 'email', NEW.email, 'iccf_id', NEW.iccf_id)); END;
CREATE TRIGGER audit_people_delete AFTER DELETE ON people BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'people', OLD.rowid, json_object('id', OLD.id, 'name', OLD.name, 'address', OLD.address, 'email', OLD.email, 'iccf_id', OLD.iccf_id)); END;
CREATE TRIGGER audit_games_update AFTER UPDATE ON games BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'games', NEW.rowid, json_object('id', OLD.id, 'tournament_id', OLD.tournament_id, 'event_name', OLD.event_name, 'event_index', OLD.event_index, 'start_date', OLD.start_date, 'end_date', OLD.end_date, 'rules', OLD.rules, 'overrides', OLD.overrides, 'white_id', OLD.white_id, 'black_id', OLD.black_id, 'white_start_notice', OLD.white_start_notice, 'black_start_notice', OLD.black_start_notice, 'notation', OLD.notation, 'as_of', OLD.as_of, 'result_score', OLD.result_score, 'result_how', OLD.result_how, 'result_date', OLD.result_date), json_object('id', NEW.id, 'tournament_id', NEW.tournament_id, 'event_name', NEW.event_name, 'event_index', NEW.event_index, 'start_date', NEW.start_date, 'end_date', NEW.end_date, 'rules', NEW.rules, 'overrides', NEW.overrides, 'white_id', NEW.white_id, 'black_id', NEW.black_id, 'white_start_notice', NEW.white_start_notice, 'black_start_notice', NEW.black_start_notice, 'notation', NEW.notation, 'as_of', NEW.as_of, 'result_score', NEW.result_score, 'result_how', NEW.result_how, 'result_date', NEW.result_date)); END;
CREATE TRIGGER audit_games_delete AFTER DELETE ON games BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'games', OLD.rowid, json_object('id', OLD.id, 'tournament_id', OLD.tournament_id, 'event_name', OLD.event_name, 'event_index', OLD.event_index, 'start_date', OLD.start_date, 'end_date', OLD.end_date, 'rules', OLD.rules, 'overrides', OLD.overrides, 'white_id', OLD.white_id, 'black_id', OLD.black_id, 'white_start_notice', OLD.white_start_notice, 'black_start_notice', OLD.black_start_notice, 'notation', OLD.notation, 'as_of', OLD.as_of, 'result_score', OLD.result_score, 'result_how', OLD.result_how, 'result_date', OLD.result_date)); END;
CREATE TRIGGER audit_card_postmarks_update AFTER UPDATE ON card_postmarks BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'card_postmarks', NEW.rowid, json_object('card_id', OLD.card_id, 'direction', OLD.direction, 'seq', OLD.seq, 'date', OLD.date), json_object('card_id', NEW.card_id, 'direction', NEW.direction, 'seq', NEW.seq, 'date', NEW.date)); END;
CREATE TRIGGER audit_card_postmarks_delete AFTER DELETE ON card_postmarks BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'card_postmarks', OLD.rowid, json_object('card_id', OLD.card_id, 'direction', OLD.direction, 'seq', OLD.seq, 'date', OLD.date)); END;
CREATE TRIGGER audit_card_plies_update AFTER UPDATE ON card_plies BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'card_plies', NEW.rowid, json_object('card_id', OLD.card_id, 'list', OLD.list, 'seq', OLD.seq, 'text', OLD.text), json_object('card_id', NEW.card_id, 'list', NEW.list, 'seq', NEW.seq, 'text', NEW.text)); END;
CREATE TRIGGER audit_card_plies_delete AFTER DELETE ON card_plies BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'card_plies', OLD.rowid, json_object('card_id', OLD.card_id, 'list', OLD.list, 'seq', OLD.seq, 'text', OLD.text)); END;
CREATE TRIGGER audit_leaves_update AFTER UPDATE ON leaves BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'leaves', NEW.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'player', OLD.player, 'from_date', OLD.from_date, 'to_date', OLD.to_date, 'notice_sent', OLD.notice_sent), json_object('id', NEW.id, 'game_id', NEW.game_id, 'seq', NEW.seq, 'player', NEW.player, 'from_date', NEW.from_date, 'to_date', NEW.to_date, 'notice_sent', NEW.notice_sent)); END;
CREATE TRIGGER audit_leaves_delete AFTER DELETE ON leaves BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'leaves', OLD.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'player', OLD.player, 'from_date', OLD.from_date, 'to_date', OLD.to_date, 'notice_sent', OLD.notice_sent)); END;
CREATE TRIGGER audit_adjustments_update AFTER UPDATE ON adjustments BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'adjustments', NEW.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'player', OLD.player, 'days', OLD.days, 'reason', OLD.reason, 'card_key', OLD.card_key, 'decided_by', OLD.decided_by), json_object('id', NEW.id, 'game_id', NEW.game_id, 'seq', NEW.seq, 'player', NEW.player, 'days', NEW.days, 'reason', NEW.reason, 'card_key', NEW.card_key, 'decided_by', NEW.decided_by)); END;
CREATE TRIGGER audit_adjustments_delete AFTER DELETE ON adjustments BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'adjustments', OLD.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'player', OLD.player, 'days', OLD.days, 'reason', OLD.reason, 'card_key', OLD.card_key, 'decided_by', OLD.decided_by)); END;
CREATE TRIGGER audit_claims_update AFTER UPDATE ON claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'claims', NEW.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'by_color', OLD.by_color, 'sent', OLD.sent, 'notice_number', OLD.notice_number, 'notice_date', OLD.notice_date, 'sealed_move', OLD.sealed_move), json_object('id', NEW.id, 'game_id', NEW.game_id, 'by_color', NEW.by_color, 'sent', NEW.sent, 'notice_number', NEW.notice_number, 'notice_date', NEW.notice_date, 'sealed_move', NEW.sealed_move)); END;
CREATE TRIGGER audit_claims_delete AFTER DELETE ON claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'claims', OLD.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'by_color', OLD.by_color, 'sent', OLD.sent, 'notice_number', OLD.notice_number, 'notice_date', OLD.notice_date, 'sealed_move', OLD.sealed_move)); END;
CREATE TRIGGER audit_decisions_update AFTER UPDATE ON decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'decisions', NEW.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'claim_id', OLD.claim_id, 'decided_on', OLD.decided_on, 'decided_by', OLD.decided_by, 'outcome', OLD.outcome, 'reason', OLD.reason), json_object('id', NEW.id, 'game_id', NEW.game_id, 'claim_id', NEW.claim_id, 'decided_on', NEW.decided_on, 'decided_by', NEW.decided_by, 'outcome', NEW.outcome, 'reason', NEW.reason)); END;
CREATE TRIGGER audit_decisions_delete AFTER DELETE ON decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'decisions', OLD.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'claim_id', OLD.claim_id, 'decided_on', OLD.decided_on, 'decided_by', OLD.decided_by, 'outcome', OLD.outcome, 'reason', OLD.reason)); END;
CREATE TRIGGER audit_tournament_players_update AFTER UPDATE ON tournament_players BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'tournament_players', NEW.rowid, json_object('tournament_id', OLD.tournament_id, 'person_id', OLD.person_id, 'seat', OLD.seat, 'rating', OLD.rating, 'withdrawn_on', OLD.withdrawn_on, 'withdrawal_decision', OLD.withdrawal_decision, 'player_key', OLD.player_key, 'withdrawal_all_games', OLD.withdrawal_all_games), json_object('tournament_id', NEW.tournament_id, 'person_id', NEW.person_id, 'seat', NEW.seat, 'rating', NEW.rating, 'withdrawn_on', NEW.withdrawn_on, 'withdrawal_decision', NEW.withdrawal_decision, 'player_key', NEW.player_key, 'withdrawal_all_games', NEW.withdrawal_all_games)); END;
CREATE TRIGGER audit_tournament_players_delete AFTER DELETE ON tournament_players BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'tournament_players', OLD.rowid, json_object('tournament_id', OLD.tournament_id, 'person_id', OLD.person_id, 'seat', OLD.seat, 'rating', OLD.rating, 'withdrawn_on', OLD.withdrawn_on, 'withdrawal_decision', OLD.withdrawal_decision, 'player_key', OLD.player_key, 'withdrawal_all_games', OLD.withdrawal_all_games)); END;
CREATE INDEX tournament_claims_by_game ON tournament_claims(tournament_id, game_seq);
CREATE TRIGGER audit_tournament_adjudications_update AFTER UPDATE ON tournament_adjudications BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'tournament_adjudications', NEW.rowid, json_object('tournament_id', OLD.tournament_id, 'game_seq', OLD.game_seq, 'white_packet', OLD.white_packet, 'black_packet', OLD.black_packet, 'white_assessment', OLD.white_assessment, 'black_assessment', OLD.black_assessment, 'adjudicator', OLD.adjudicator, 'decision', OLD.decision, 'decided_on', OLD.decided_on, 'last_move', OLD.last_move, 'appeal_received', OLD.appeal_received, 'appellant_seat', OLD.appellant_seat, 'second_adjudicator', OLD.second_adjudicator, 'final_decision', OLD.final_decision, 'final_on', OLD.final_on, 'white_received_result', OLD.white_received_result, 'black_received_result', OLD.black_received_result), json_object('tournament_id', NEW.tournament_id, 'game_seq', NEW.game_seq, 'white_packet', NEW.white_packet, 'black_packet', NEW.black_packet, 'white_assessment', NEW.white_assessment, 'black_assessment', NEW.black_assessment, 'adjudicator', NEW.adjudicator, 'decision', NEW.decision, 'decided_on', NEW.decided_on, 'last_move', NEW.last_move, 'appeal_received', NEW.appeal_received, 'appellant_seat', NEW.appellant_seat, 'second_adjudicator', NEW.second_adjudicator, 'final_decision', NEW.final_decision, 'final_on', NEW.final_on, 'white_received_result', NEW.white_received_result, 'black_received_result', NEW.black_received_result)); END;
CREATE TRIGGER audit_tournament_adjudications_delete AFTER DELETE ON tournament_adjudications BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'tournament_adjudications', OLD.rowid, json_object('tournament_id', OLD.tournament_id, 'game_seq', OLD.game_seq, 'white_packet', OLD.white_packet, 'black_packet', OLD.black_packet, 'white_assessment', OLD.white_assessment, 'black_assessment', OLD.black_assessment, 'adjudicator', OLD.adjudicator, 'decision', OLD.decision, 'decided_on', OLD.decided_on, 'last_move', OLD.last_move, 'appeal_received', OLD.appeal_received, 'appellant_seat', OLD.appellant_seat, 'second_adjudicator', OLD.second_adjudicator, 'final_decision', OLD.final_decision, 'final_on', OLD.final_on, 'white_received_result', OLD.white_received_result, 'black_received_result', OLD.black_received_result)); END;
CREATE UNIQUE INDEX tournament_pair_colours ON tournament_games(tournament_id, white_seat, black_seat);
CREATE TRIGGER audit_tournaments_update AFTER UPDATE ON tournaments BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'tournaments', NEW.rowid, json_object('id', OLD.id, 'name', OLD.name, 'event_index', OLD.event_index, 'start_date', OLD.start_date, 'end_date', OLD.end_date, 'rules', OLD.rules, 'overrides', OLD.overrides, 'tiebreaks', OLD.tiebreaks, 'judge_id', OLD.judge_id, 'cycles', OLD.cycles), json_object('id', NEW.id, 'name', NEW.name, 'event_index', NEW.event_index, 'start_date', NEW.start_date, 'end_date', NEW.end_date, 'rules', NEW.rules, 'overrides', NEW.overrides, 'tiebreaks', NEW.tiebreaks, 'judge_id', NEW.judge_id, 'cycles', NEW.cycles)); END;
CREATE TRIGGER audit_tournaments_delete AFTER DELETE ON tournaments BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'tournaments', OLD.rowid, json_object('id', OLD.id, 'name', OLD.name, 'event_index', OLD.event_index, 'start_date', OLD.start_date, 'end_date', OLD.end_date, 'rules', OLD.rules, 'overrides', OLD.overrides, 'tiebreaks', OLD.tiebreaks, 'judge_id', OLD.judge_id, 'cycles', OLD.cycles)); END;
CREATE TRIGGER audit_tournament_games_update AFTER UPDATE ON tournament_games BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'tournament_games', NEW.rowid, json_object('tournament_id', OLD.tournament_id, 'seq', OLD.seq, 'white_seat', OLD.white_seat, 'black_seat', OLD.black_seat, 'result', OLD.result, 'how', OLD.how, 'cancelled', OLD.cancelled, 'reported_on', OLD.reported_on, 'record_received', OLD.record_received), json_object('tournament_id', NEW.tournament_id, 'seq', NEW.seq, 'white_seat', NEW.white_seat, 'black_seat', NEW.black_seat, 'result', NEW.result, 'how', NEW.how, 'cancelled', NEW.cancelled, 'reported_on', NEW.reported_on, 'record_received', NEW.record_received)); END;
CREATE TRIGGER audit_tournament_games_delete AFTER DELETE ON tournament_games BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'tournament_games', OLD.rowid, json_object('tournament_id', OLD.tournament_id, 'seq', OLD.seq, 'white_seat', OLD.white_seat, 'black_seat', OLD.black_seat, 'result', OLD.result, 'how', OLD.how, 'cancelled', OLD.cancelled, 'reported_on', OLD.reported_on, 'record_received', OLD.record_received)); END;
CREATE TRIGGER audit_cards_update AFTER UPDATE ON cards BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'cards', NEW.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'card_key', OLD.card_key, 'from_color', OLD.from_color, 'kind', OLD.kind, 'move', OLD.move, 'accepts', OLD.accepts, 'repeats', OLD.repeats, 'about', OLD.about, 'reason', OLD.reason, 'illegible', OLD.illegible, 'address_error', OLD.address_error, 'registered', OLD.registered, 'receipt_number', OLD.receipt_number, 'receipt_date', OLD.receipt_date, 'sender_date', OLD.sender_date, 'received', OLD.received, 'replies_to', OLD.replies_to, 'states_received', OLD.states_received, 'stated_white_total', OLD.stated_white_total, 'stated_black_total', OLD.stated_black_total), json_object('id', NEW.id, 'game_id', NEW.game_id, 'seq', NEW.seq, 'card_key', NEW.card_key, 'from_color', NEW.from_color, 'kind', NEW.kind, 'move', NEW.move, 'accepts', NEW.accepts, 'repeats', NEW.repeats, 'about', NEW.about, 'reason', NEW.reason, 'illegible', NEW.illegible, 'address_error', NEW.address_error, 'registered', NEW.registered, 'receipt_number', NEW.receipt_number, 'receipt_date', NEW.receipt_date, 'sender_date', NEW.sender_date, 'received', NEW.received, 'replies_to', NEW.replies_to, 'states_received', NEW.states_received, 'stated_white_total', NEW.stated_white_total, 'stated_black_total', NEW.stated_black_total)); END;
CREATE TRIGGER audit_cards_delete AFTER DELETE ON cards BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'cards', OLD.rowid, json_object('id', OLD.id, 'game_id', OLD.game_id, 'seq', OLD.seq, 'card_key', OLD.card_key, 'from_color', OLD.from_color, 'kind', OLD.kind, 'move', OLD.move, 'accepts', OLD.accepts, 'repeats', OLD.repeats, 'about', OLD.about, 'reason', OLD.reason, 'illegible', OLD.illegible, 'address_error', OLD.address_error, 'registered', OLD.registered, 'receipt_number', OLD.receipt_number, 'receipt_date', OLD.receipt_date, 'sender_date', OLD.sender_date, 'received', OLD.received, 'replies_to', OLD.replies_to, 'states_received', OLD.states_received, 'stated_white_total', OLD.stated_white_total, 'stated_black_total', OLD.stated_black_total)); END;
CREATE INDEX game_imports_by_hash ON game_imports(content_hash);
CREATE INDEX people_by_name_and_address ON people(name, address);
CREATE INDEX games_by_event ON games(event_name, event_index);
CREATE INDEX games_by_tournament ON games(tournament_id);
CREATE TRIGGER audit_adjustments_insert AFTER INSERT ON adjustments BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'adjustments', NEW.rowid); END;
CREATE TRIGGER audit_archive_owner_insert AFTER INSERT ON archive_owner BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'archive_owner', NEW.rowid); END;
CREATE TRIGGER audit_cards_insert AFTER INSERT ON cards BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'cards', NEW.rowid); END;
CREATE TRIGGER audit_claims_insert AFTER INSERT ON claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'claims', NEW.rowid); END;
CREATE TRIGGER audit_decisions_insert AFTER INSERT ON decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'decisions', NEW.rowid); END;
CREATE TRIGGER audit_games_insert AFTER INSERT ON games BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'games', NEW.rowid); END;
CREATE TRIGGER audit_leaves_insert AFTER INSERT ON leaves BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'leaves', NEW.rowid); END;
CREATE TRIGGER audit_people_insert AFTER INSERT ON people BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'people', NEW.rowid); END;
CREATE TRIGGER audit_tournament_adjudications_insert AFTER INSERT ON tournament_adjudications BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'tournament_adjudications', NEW.rowid); END;
CREATE TRIGGER audit_tournament_claims_insert AFTER INSERT ON tournament_claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'tournament_claims', NEW.rowid); END;
CREATE TRIGGER audit_tournament_games_insert AFTER INSERT ON tournament_games BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'tournament_games', NEW.rowid); END;
CREATE TRIGGER audit_tournament_players_insert AFTER INSERT ON tournament_players BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'tournament_players', NEW.rowid); END;
CREATE TRIGGER audit_tournaments_insert AFTER INSERT ON tournaments BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'tournaments', NEW.rowid); END;
CREATE TRIGGER audit_cups_update AFTER UPDATE ON cups BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'cups', NEW.rowid, json_object('id', OLD.id, 'name', OLD.name, 'places_from_previous_final', OLD.places_from_previous_final, 'places_from_each_semifinal', OLD.places_from_each_semifinal, 'final_minimum', OLD.final_minimum, 'final_maximum', OLD.final_maximum, 'lowest_semifinal_place', OLD.lowest_semifinal_place, 'lowest_previous_final_place', OLD.lowest_previous_final_place), json_object('id', NEW.id, 'name', NEW.name, 'places_from_previous_final', NEW.places_from_previous_final, 'places_from_each_semifinal', NEW.places_from_each_semifinal, 'final_minimum', NEW.final_minimum, 'final_maximum', NEW.final_maximum, 'lowest_semifinal_place', NEW.lowest_semifinal_place, 'lowest_previous_final_place', NEW.lowest_previous_final_place)); END;
CREATE TRIGGER audit_cups_delete AFTER DELETE ON cups BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'cups', OLD.rowid, json_object('id', OLD.id, 'name', OLD.name, 'places_from_previous_final', OLD.places_from_previous_final, 'places_from_each_semifinal', OLD.places_from_each_semifinal, 'final_minimum', OLD.final_minimum, 'final_maximum', OLD.final_maximum, 'lowest_semifinal_place', OLD.lowest_semifinal_place, 'lowest_previous_final_place', OLD.lowest_previous_final_place)); END;
CREATE TRIGGER audit_cups_insert AFTER INSERT ON cups BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'cups', NEW.rowid); END;
CREATE TRIGGER audit_cup_groups_update AFTER UPDATE ON cup_groups BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'cup_groups', NEW.rowid, json_object('cup_id', OLD.cup_id, 'tournament_id', OLD.tournament_id, 'stage', OLD.stage, 'number', OLD.number), json_object('cup_id', NEW.cup_id, 'tournament_id', NEW.tournament_id, 'stage', NEW.stage, 'number', NEW.number)); END;
CREATE TRIGGER audit_cup_groups_delete AFTER DELETE ON cup_groups BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'cup_groups', OLD.rowid, json_object('cup_id', OLD.cup_id, 'tournament_id', OLD.tournament_id, 'stage', OLD.stage, 'number', OLD.number)); END;
CREATE TRIGGER audit_cup_groups_insert AFTER INSERT ON cup_groups BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'cup_groups', NEW.rowid); END;
CREATE TRIGGER audit_cup_decisions_insert AFTER INSERT ON cup_decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'cup_decisions', NEW.rowid); END;
CREATE TRIGGER audit_team_events_update AFTER UPDATE ON team_events BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'team_events', NEW.rowid, json_object('id', OLD.id, 'name', OLD.name, 'file', OLD.file), json_object('id', NEW.id, 'name', NEW.name, 'file', NEW.file)); END;
CREATE TRIGGER audit_team_events_delete AFTER DELETE ON team_events BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'team_events', OLD.rowid, json_object('id', OLD.id, 'name', OLD.name, 'file', OLD.file)); END;
CREATE TRIGGER audit_team_events_insert AFTER INSERT ON team_events BEGIN INSERT INTO audit_log (at, action, table_name, row_id) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'insert', 'team_events', NEW.rowid); END;
CREATE INDEX game_state_by_due ON game_state (next_due, game_id);
CREATE TRIGGER audit_tournament_claims_update AFTER UPDATE ON tournament_claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'tournament_claims', NEW.rowid, json_object('id', OLD.id, 'tournament_id', OLD.tournament_id, 'game_seq', OLD.game_seq, 'claimant_seat', OLD.claimant_seat, 'sent', OLD.sent, 'notice_received', OLD.notice_received, 'objection_sent', OLD.objection_sent, 'sealed_move', OLD.sealed_move, 'evidence', OLD.evidence, 'decision', OLD.decision, 'decided_on', OLD.decided_on, 'penalty_days', OLD.penalty_days, 'reason', OLD.reason, 'claimant_received_decision', OLD.claimant_received_decision, 'offender_received_decision', OLD.offender_received_decision, 'appeal_received', OLD.appeal_received, 'appellant_seat', OLD.appellant_seat, 'committee_ruled_on', OLD.committee_ruled_on, 'early_decision_reason', OLD.early_decision_reason, 'bars_further_claims', OLD.bars_further_claims), json_object('id', NEW.id, 'tournament_id', NEW.tournament_id, 'game_seq', NEW.game_seq, 'claimant_seat', NEW.claimant_seat, 'sent', NEW.sent, 'notice_received', NEW.notice_received, 'objection_sent', NEW.objection_sent, 'sealed_move', NEW.sealed_move, 'evidence', NEW.evidence, 'decision', NEW.decision, 'decided_on', NEW.decided_on, 'penalty_days', NEW.penalty_days, 'reason', NEW.reason, 'claimant_received_decision', NEW.claimant_received_decision, 'offender_received_decision', NEW.offender_received_decision, 'appeal_received', NEW.appeal_received, 'appellant_seat', NEW.appellant_seat, 'committee_ruled_on', NEW.committee_ruled_on, 'early_decision_reason', NEW.early_decision_reason, 'bars_further_claims', NEW.bars_further_claims)); END;
CREATE TRIGGER audit_tournament_claims_delete AFTER DELETE ON tournament_claims BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'tournament_claims', OLD.rowid, json_object('id', OLD.id, 'tournament_id', OLD.tournament_id, 'game_seq', OLD.game_seq, 'claimant_seat', OLD.claimant_seat, 'sent', OLD.sent, 'notice_received', OLD.notice_received, 'objection_sent', OLD.objection_sent, 'sealed_move', OLD.sealed_move, 'evidence', OLD.evidence, 'decision', OLD.decision, 'decided_on', OLD.decided_on, 'penalty_days', OLD.penalty_days, 'reason', OLD.reason, 'claimant_received_decision', OLD.claimant_received_decision, 'offender_received_decision', OLD.offender_received_decision, 'appeal_received', OLD.appeal_received, 'appellant_seat', OLD.appellant_seat, 'committee_ruled_on', OLD.committee_ruled_on, 'early_decision_reason', OLD.early_decision_reason, 'bars_further_claims', OLD.bars_further_claims)); END;
CREATE TRIGGER audit_archive_owner_update AFTER UPDATE ON archive_owner BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'archive_owner', NEW.rowid, json_object('id', OLD.id, 'name', OLD.name, 'plays', OLD.plays, 'judges', OLD.judges, 'other_spellings', OLD.other_spellings, 'address', OLD.address), json_object('id', NEW.id, 'name', NEW.name, 'plays', NEW.plays, 'judges', NEW.judges, 'other_spellings', NEW.other_spellings, 'address', NEW.address)); END;
CREATE TRIGGER audit_archive_owner_delete AFTER DELETE ON archive_owner BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'archive_owner', OLD.rowid, json_object('id', OLD.id, 'name', OLD.name, 'plays', OLD.plays, 'judges', OLD.judges, 'other_spellings', OLD.other_spellings, 'address', OLD.address)); END;
CREATE TRIGGER audit_cup_decisions_update AFTER UPDATE ON cup_decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value, new_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'update', 'cup_decisions', NEW.rowid, json_object('id', OLD.id, 'cup_id', OLD.cup_id, 'seq', OLD.seq, 'player', OLD.player, 'kind', OLD.kind, 'note', OLD.note, 'place', OLD.place), json_object('id', NEW.id, 'cup_id', NEW.cup_id, 'seq', NEW.seq, 'player', NEW.player, 'kind', NEW.kind, 'note', NEW.note, 'place', NEW.place)); END;
CREATE TRIGGER audit_cup_decisions_delete AFTER DELETE ON cup_decisions BEGIN INSERT INTO audit_log (at, action, table_name, row_id, old_value) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'delete', 'cup_decisions', OLD.rowid, json_object('id', OLD.id, 'cup_id', OLD.cup_id, 'seq', OLD.seq, 'player', OLD.player, 'kind', OLD.kind, 'note', OLD.note, 'place', OLD.place)); END;
COMMIT;
