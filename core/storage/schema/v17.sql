-- Schema version 17: the CHECKs on the tables written with every game and every card say `x = 'a' OR
-- x = 'b' OR …` where they said `x IN ('a', 'b', …)`. The same constraints: SQLite builds a temporary
-- table for an IN list of three or more items each time a statement checks it, and a card's row and its
-- audit row each checked one — a fifth of an import's time. A CHECK is changed in place, the way SQLite's
-- documentation gives for it (ALTER TABLE, "other kinds of table schema changes"): the tables' SQL in the
-- schema rewritten with writable_schema on, the schema version raised by one, in the migration's
-- transaction (the migration step does the pragmas around these statements). No row is copied.
UPDATE sqlite_master SET sql = replace(sql,
    'kind IN (''move'', ''repeat'', ''query'')',
    'kind = ''move'' OR kind = ''repeat'' OR kind = ''query''')
    WHERE type = 'table' AND name = 'cards';
UPDATE sqlite_master SET sql = replace(sql,
    'action IN (''insert'', ''update'', ''delete'')',
    'action = ''insert'' OR action = ''update'' OR action = ''delete''')
    WHERE type = 'table' AND name = 'audit_log';
UPDATE sqlite_master SET sql = replace(sql,
    'notation IN (''uk'', ''san'', ''lan'', ''iccf'')',
    'notation = ''uk'' OR notation = ''san'' OR notation = ''lan'' OR notation = ''iccf''')
    WHERE type = 'table' AND name = 'games';
UPDATE sqlite_master SET sql = replace(sql,
    'result_score IN (''1-0'', ''0-1'', ''1/2-1/2'', ''0-0'')',
    'result_score = ''1-0'' OR result_score = ''0-1'' OR result_score = ''1/2-1/2'' OR result_score = ''0-0''')
    WHERE type = 'table' AND name = 'games';
