-- Schema version 12: a Cup cycle (issue 14). One judge keeps several groups of one competition — its
-- semifinals, its final, and the previous cycle's final whose top places qualify — as the tournaments
-- they are, grouped under the Cup with the regulation that forms the final, and the judge's decisions
-- about the final's entry list (a qualified player declined; the federation nominated a player).
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
    kind TEXT NOT NULL CHECK (kind IN ('declined', 'nominated')),
    note TEXT NOT NULL DEFAULT '',
    UNIQUE (cup_id, player, kind)
);
-- A team event (section IV) whole, as its team event file writes it: the teams with their captains and
-- players by board, every board's games and the withdrawals. Read and checked by the file's own reader.
CREATE TABLE team_events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    file TEXT NOT NULL
);
