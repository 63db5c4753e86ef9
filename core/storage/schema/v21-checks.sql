-- Schema version 21, its CHECK: the kinds of a Cup's decision with 'place_decided', widened in place as
-- version 17 changed its CHECKs (the migration step does the pragmas around this statement), written as a
-- chain of `=` like theirs. Every row meets it already; no row is copied.
UPDATE sqlite_master SET sql = replace(sql,
    'kind IN (''declined'', ''nominated'')',
    'kind = ''declined'' OR kind = ''nominated'' OR kind = ''place_decided''')
    WHERE type = 'table' AND name = 'cup_decisions';
