-- Who may do what in a federation's archive, enforced by the server: group roles, grants and row-level
-- security policies, so that a modified client still cannot cross them. `postmark-cli federation init`
-- applies this whole file in one transaction after the schema; it is safe to apply again (functions are
-- replaced, policies dropped and made anew, roles made only when missing).
--
--   postmark_admin    the federation's administrator: creates events, appoints their judges; reads all
--   postmark_judge    writes only the events they judge (tournament_judges): results, withdrawals,
--                     claims, adjudications, registers, their games; reads those events
--   postmark_appeals  the appeals committee: reads every event, writes only the appeal's ruling
--   postmark_player   reads the events they play in and their own games; writes their own games' cards
--
-- A login role is given one of these by `postmark-cli federation grant`, which also records who the
-- login is (federation_members) and which events a judge judges (tournament_judges).

-- Re-applied on every init: the notices of what was already there say nothing the administrator needs.
SET LOCAL client_min_messages = warning;

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'postmark_admin') THEN
        CREATE ROLE postmark_admin NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'postmark_judge') THEN
        CREATE ROLE postmark_judge NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'postmark_appeals') THEN
        CREATE ROLE postmark_appeals NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'postmark_player') THEN
        CREATE ROLE postmark_player NOLOGIN;
    END IF;
END
$$;

-- The questions the policies ask. SECURITY DEFINER so that they read the registers whatever the caller
-- may read; the caller's login is passed in (current_user inside them would be the definer).
CREATE OR REPLACE FUNCTION postmark_is(login NAME, group_role NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$ SELECT pg_has_role(login, group_role, 'MEMBER') $$;

-- A member is a person by name: an event copied to the server later writes its players anew, and the
-- name is what the events and the cards write.
DROP FUNCTION IF EXISTS postmark_person(NAME) CASCADE; -- its policies are made anew below
CREATE OR REPLACE FUNCTION postmark_person(login NAME) RETURNS TEXT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT p.name FROM federation_members m JOIN people p ON p.id = m.person_id
        WHERE m.login = postmark_person.login
    $$;

CREATE OR REPLACE FUNCTION postmark_judges(event BIGINT, login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT pg_has_role(login, 'postmark_admin', 'MEMBER')
            OR (pg_has_role(login, 'postmark_judge', 'MEMBER')
                AND EXISTS (SELECT FROM tournament_judges j
                            WHERE j.tournament_id = event AND j.login = postmark_judges.login))
    $$;

CREATE OR REPLACE FUNCTION postmark_reads_event(event BIGINT, login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT postmark_judges(event, login)
            OR pg_has_role(login, 'postmark_appeals', 'MEMBER')
            OR (pg_has_role(login, 'postmark_player', 'MEMBER')
                AND EXISTS (SELECT FROM tournament_players t JOIN people p ON p.id = t.person_id
                            WHERE t.tournament_id = event AND p.name = postmark_person(login)))
    $$;

-- A game: its event's judge writes it, and the player who is White or Black in it (their own record).
CREATE OR REPLACE FUNCTION postmark_writes_game(game BIGINT, login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT EXISTS (
            SELECT FROM games g WHERE g.id = game
              AND ((g.tournament_id IS NOT NULL AND postmark_judges(g.tournament_id, login))
                   OR pg_has_role(login, 'postmark_admin', 'MEMBER')
                   OR (pg_has_role(login, 'postmark_player', 'MEMBER')
                       AND postmark_person(login) IN (SELECT name FROM people WHERE id IN (g.white_id, g.black_id)))))
    $$;

CREATE OR REPLACE FUNCTION postmark_reads_game(game BIGINT, login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT postmark_writes_game(game, login)
            OR pg_has_role(login, 'postmark_appeals', 'MEMBER')
    $$;

CREATE OR REPLACE FUNCTION postmark_game_of_card(card BIGINT) RETURNS BIGINT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$ SELECT game_id FROM cards WHERE id = card $$;

-- The same questions as sets, for the policies of the tables a window reads by the hundred rows: a policy
-- "tournament_id IN (SELECT postmark_judged_events(current_user))" is answered once a query, where a
-- function of the row's own values is called for every row (a judge's window on one event read its 105
-- pairings and 2,000 cards in 2.5 s). The administrator and the appeals committee read everything:
-- asked once a query too, as "(SELECT postmark_sees_everything(current_user)) OR …".
CREATE OR REPLACE FUNCTION postmark_sees_everything(login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$ SELECT pg_has_role(login, 'postmark_admin', 'MEMBER') OR pg_has_role(login, 'postmark_appeals', 'MEMBER') $$;

CREATE OR REPLACE FUNCTION postmark_judged_events(login NAME) RETURNS SETOF BIGINT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 20
    AS $$
        -- "(SELECT pg_has_role(…))" is asked once: a branch for a role the login lacks reads no row.
        SELECT id FROM tournaments WHERE (SELECT pg_has_role(login, 'postmark_admin', 'MEMBER'))
        UNION
        SELECT j.tournament_id FROM tournament_judges j
        WHERE j.login = postmark_judged_events.login AND (SELECT pg_has_role(login, 'postmark_judge', 'MEMBER'))
    $$;

CREATE OR REPLACE FUNCTION postmark_read_events(login NAME) RETURNS SETOF BIGINT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 20
    AS $$
        SELECT id FROM tournaments WHERE (SELECT postmark_sees_everything(login))
        UNION
        SELECT postmark_judged_events(login)
        UNION
        SELECT t.tournament_id FROM tournament_players t JOIN people p ON p.id = t.person_id
        WHERE (SELECT pg_has_role(login, 'postmark_player', 'MEMBER')) AND p.name = (SELECT postmark_person(login))
    $$;

-- The games `login` writes: those of the events they judge, and a player's own (not the administrator's
-- every game: the policies ask postmark_sees_everything first). A player's as White and as Black are two
-- branches, each down its own index (games_by_white, games_by_black): one OR would read every game.
CREATE OR REPLACE FUNCTION postmark_written_games(login NAME) RETURNS SETOF BIGINT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 200
    AS $$
        SELECT g.id FROM tournament_judges j JOIN games g ON g.tournament_id = j.tournament_id
        WHERE j.login = postmark_written_games.login AND (SELECT pg_has_role(login, 'postmark_judge', 'MEMBER'))
        UNION
        SELECT g.id FROM people p JOIN games g ON g.white_id = p.id
        WHERE (SELECT pg_has_role(login, 'postmark_player', 'MEMBER')) AND p.name = (SELECT postmark_person(login))
        UNION
        SELECT g.id FROM people p JOIN games g ON g.black_id = p.id
        WHERE (SELECT pg_has_role(login, 'postmark_player', 'MEMBER')) AND p.name = (SELECT postmark_person(login))
    $$;

-- The cards of those games, for the policies of the cards' postmarks and move lists (reached through the
-- games' index, never by reading every card).
CREATE OR REPLACE FUNCTION postmark_written_cards(login NAME) RETURNS SETOF BIGINT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 5000
    AS $$
        SELECT c.id FROM postmark_written_games(login) AS w(game) JOIN cards c ON c.game_id = w.game
    $$;

-- The audit log: every change of a row, with the role that made it. Written by the server, whoever
-- changes the row; nobody but the administrator and the appeals committee reads it, nobody edits it.
CREATE OR REPLACE FUNCTION postmark_audit() RETURNS TRIGGER
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
    BEGIN
        -- An edit writes back rows it did not change (an event's other pairings): not a change to log.
        IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN
            RETURN NULL;
        END IF;
        INSERT INTO audit_log (db_role, action, table_name, row_id, old_value, new_value)
        VALUES (session_user,
                lower(TG_OP),
                TG_TABLE_NAME,
                CASE WHEN TG_OP = 'DELETE' THEN (to_jsonb(OLD) ->> TG_ARGV[0])::BIGINT
                     ELSE (to_jsonb(NEW) ->> TG_ARGV[0])::BIGINT END,
                CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
                CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END);
        RETURN NULL;
    END
    $$;

DO $$
DECLARE
    audited CONSTANT TEXT[][] := ARRAY[
        ['people', 'id'], ['tournaments', 'id'], ['tournament_players', 'tournament_id'],
        ['tournament_games', 'tournament_id'], ['tournament_claims', 'id'],
        ['tournament_adjudications', 'tournament_id'], ['games', 'id'], ['cards', 'game_id'],
        ['leaves', 'game_id'], ['adjustments', 'game_id'], ['claims', 'game_id'], ['decisions', 'game_id'],
        ['cups', 'id'], ['cup_groups', 'cup_id'], ['cup_decisions', 'cup_id'], ['team_events', 'id'],
        ['federation_members', 'person_id'], ['tournament_judges', 'tournament_id']];
    entry TEXT[];
BEGIN
    FOREACH entry SLICE 1 IN ARRAY audited LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS postmark_audit ON %I', entry[1]);
        EXECUTE format('CREATE TRIGGER postmark_audit AFTER INSERT OR UPDATE OR DELETE ON %I '
                       'FOR EACH ROW EXECUTE FUNCTION postmark_audit(%L)', entry[1], entry[2]);
    END LOOP;
END
$$;

-- Nothing for anybody but what follows.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC;
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM postmark_admin, postmark_judge, postmark_appeals, postmark_player;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO postmark_admin, postmark_judge, postmark_appeals, postmark_player;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public
    TO postmark_admin, postmark_judge, postmark_appeals, postmark_player;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public
    TO postmark_admin, postmark_judge, postmark_appeals, postmark_player;

-- What each group may touch at all; the policies below say which rows.
GRANT SELECT ON ALL TABLES IN SCHEMA public
    TO postmark_admin, postmark_judge, postmark_appeals, postmark_player;
REVOKE SELECT ON audit_log FROM postmark_judge, postmark_player;
GRANT INSERT, UPDATE, DELETE ON tournaments, federation_members, tournament_judges, cups, cup_groups,
    cup_decisions, team_events TO postmark_admin;
-- A judge publishes the event they run (postmark-cli copy-tournament) and becomes its judge.
GRANT INSERT, UPDATE ON tournaments TO postmark_judge;
-- A player adds the people of their own games; only the administrator and the judge of a person's
-- event change a person (the policy below), so that nobody takes another's name.
GRANT INSERT ON people TO postmark_admin, postmark_judge, postmark_player;
GRANT UPDATE ON people TO postmark_admin, postmark_judge;
GRANT INSERT, UPDATE, DELETE ON tournament_players, tournament_games, tournament_claims,
    tournament_adjudications TO postmark_admin, postmark_judge;
GRANT INSERT, UPDATE, DELETE ON games, cards, card_postmarks, card_plies, leaves, adjustments, claims,
    decisions, game_state, game_deadlines, game_imports
    TO postmark_admin, postmark_judge, postmark_player;
-- The appeals committee rules on appeals (II.6.5, II.9.8): those columns only.
GRANT UPDATE (committee_ruled_on, decision, penalty_days, bars_further_claims, reason) ON tournament_claims TO postmark_appeals;
GRANT UPDATE (second_adjudicator, final_decision, final_on) ON tournament_adjudications TO postmark_appeals;

-- Rows: a table's policies, made anew on every init.
CREATE OR REPLACE FUNCTION postmark_make_policies(tab TEXT, readable TEXT, writable TEXT) RETURNS VOID
    LANGUAGE plpgsql SET search_path = public, pg_temp
    AS $$
    DECLARE
        existing RECORD;
    BEGIN
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tab);
        FOR existing IN SELECT policyname FROM pg_policies WHERE tablename = tab AND schemaname = 'public' LOOP
            EXECUTE format('DROP POLICY %I ON %I', existing.policyname, tab);
        END LOOP;
        EXECUTE format('CREATE POLICY reads ON %I FOR SELECT USING (%s)', tab, readable);
        EXECUTE format('CREATE POLICY inserts ON %I FOR INSERT WITH CHECK (%s)', tab, writable);
        EXECUTE format('CREATE POLICY updates ON %I FOR UPDATE USING (%s) WITH CHECK (%s)',
                       tab, writable, writable);
        EXECUTE format('CREATE POLICY deletes ON %I FOR DELETE USING (%s)', tab, writable);
    END
    $$;

SELECT postmark_make_policies('tournaments',
    'id IN (SELECT postmark_read_events(current_user))',
    'id IN (SELECT postmark_judged_events(current_user))');
-- The administrator makes events and appoints their judges; a judge publishes an event of their own
-- and is appointed to it (the trigger below). Only the administrator removes one (the grants above).
DROP POLICY inserts ON tournaments;
CREATE POLICY inserts ON tournaments FOR INSERT
    WITH CHECK (postmark_is(current_user, 'postmark_admin') OR postmark_is(current_user, 'postmark_judge'));

CREATE OR REPLACE FUNCTION postmark_appoint_publisher() RETURNS TRIGGER
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
    BEGIN
        IF pg_has_role(session_user, 'postmark_judge', 'MEMBER')
           AND NOT pg_has_role(session_user, 'postmark_admin', 'MEMBER') THEN
            INSERT INTO tournament_judges (tournament_id, login) VALUES (NEW.id, session_user)
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
    END
    $$;
DROP TRIGGER IF EXISTS postmark_appoint_publisher ON tournaments;
CREATE TRIGGER postmark_appoint_publisher AFTER INSERT ON tournaments
    FOR EACH ROW EXECUTE FUNCTION postmark_appoint_publisher();

-- A game belongs to the event its file names, as on a laptop (the games name their event): the server
-- links each game to its event when the game is written, and the games written before their event when
-- the event comes, so that the event's judge writes them. Whatever the writer may see: these run as
-- the archive's owner.
CREATE OR REPLACE FUNCTION postmark_link_game() RETURNS TRIGGER
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
    BEGIN
        NEW.tournament_id := (SELECT id FROM tournaments WHERE name = NEW.event_name
                              ORDER BY postmark_judges(id, session_user) DESC, id LIMIT 1);
        RETURN NEW;
    END
    $$;
DROP TRIGGER IF EXISTS postmark_link_game ON games;
CREATE TRIGGER postmark_link_game BEFORE INSERT OR UPDATE OF event_name ON games
    FOR EACH ROW EXECUTE FUNCTION postmark_link_game();

CREATE OR REPLACE FUNCTION postmark_link_event_games() RETURNS TRIGGER
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
    BEGIN
        UPDATE games SET tournament_id = NEW.id WHERE event_name = NEW.name AND tournament_id IS NULL;
        RETURN NULL;
    END
    $$;
DROP TRIGGER IF EXISTS postmark_link_event_games ON tournaments;
CREATE TRIGGER postmark_link_event_games AFTER INSERT ON tournaments
    FOR EACH ROW EXECUTE FUNCTION postmark_link_event_games();

-- A game of an event is the event's: its players, its event, the rules its time is counted by and a
-- result written are the judge's and the administrator's to change, never a player's — a player moving
-- their game to another event, or putting someone else in the partner's chair, would cross into what is
-- not theirs. A player's own game outside any event stays theirs to edit whole.
CREATE OR REPLACE FUNCTION postmark_guard_game() RETURNS TRIGGER
    LANGUAGE plpgsql SET search_path = public, pg_temp
    AS $$
    BEGIN
        IF OLD.tournament_id IS NULL OR postmark_rules_game(OLD.id, current_user) THEN
            RETURN NEW;
        END IF;
        IF (NEW.tournament_id, NEW.event_name, NEW.event_index, NEW.white_id, NEW.black_id, NEW.rules,
            NEW.overrides, NEW.start_date)
           IS DISTINCT FROM (OLD.tournament_id, OLD.event_name, OLD.event_index, OLD.white_id,
                             OLD.black_id, OLD.rules, OLD.overrides, OLD.start_date) THEN
            RAISE EXCEPTION 'game % of an event: its players, event and rules are set by the judge', OLD.id
                USING ERRCODE = '42501';
        END IF;
        -- The end of the game, once either player wrote it: the two share the game, and a result one
        -- disputes is the judge's to rule on (II.9.1), not the other's to overwrite.
        IF OLD.result_score IS NOT NULL
           AND (NEW.result_score, NEW.result_how, NEW.result_date)
               IS DISTINCT FROM (OLD.result_score, OLD.result_how, OLD.result_date) THEN
            RAISE EXCEPTION 'game % of an event: its result is written', OLD.id
                USING ERRCODE = '42501';
        END IF;
        -- A player writes the end as the desk records it: the score with how and when it ended (mate,
        -- resignation, a draw agreed…), which the judge then checks against the game record (II.9.1).
        IF OLD.result_score IS NULL AND NEW.result_score IS NOT NULL
           AND (NEW.result_how IS NULL OR NEW.result_date IS NULL) THEN
            RAISE EXCEPTION 'game % of an event: its end is written with how and when it ended', OLD.id
                USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
    END
    $$;
DROP TRIGGER IF EXISTS postmark_guard_game ON games;
-- Named to run before postmark_link_game (triggers run in the order of their names): what the player
-- asked for is judged, not what the link made of it.
CREATE TRIGGER postmark_guard_game BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION postmark_guard_game();

-- A player adding a game of an event (their own game file, published) adds one the event pairs them in,
-- with those colours: a game against someone the event does not pair them with would be shown to its
-- judge as the event's, and counted nowhere. Runs after postmark_link_game (the order of the names) has
-- linked the game to its event.
CREATE OR REPLACE FUNCTION postmark_pair_game() RETURNS TRIGGER
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
    BEGIN
        IF NEW.tournament_id IS NULL OR pg_has_role(session_user, 'postmark_admin', 'MEMBER')
           OR postmark_judges(NEW.tournament_id, session_user) THEN
            RETURN NEW;
        END IF;
        IF NOT EXISTS (
            SELECT FROM tournament_games t
            JOIN tournament_players w ON w.tournament_id = t.tournament_id AND w.seat = t.white_seat
            JOIN tournament_players b ON b.tournament_id = t.tournament_id AND b.seat = t.black_seat
            JOIN people pw ON pw.id = w.person_id JOIN people pb ON pb.id = b.person_id
            WHERE t.tournament_id = NEW.tournament_id
              AND pw.name = (SELECT name FROM people WHERE id = NEW.white_id)
              AND pb.name = (SELECT name FROM people WHERE id = NEW.black_id)) THEN
            RAISE EXCEPTION 'game of an event: the event pairs nobody so'
                USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
    END
    $$;
DROP TRIGGER IF EXISTS postmark_pair_game ON games;
CREATE TRIGGER postmark_pair_game BEFORE INSERT ON games
    FOR EACH ROW EXECUTE FUNCTION postmark_pair_game();

-- A card in a game two players share is theirs who logged it (cards.written_by, set here): the partner
-- may not change it, only add what their own side of the post saw — the receiver the day it came, its
-- arrival postmarks and that it could not be read; the sender the registered-mail receipt and the
-- departure postmarks. The event's judge and the administrator change any card. A refusal names the card
-- and who logged it, by login and, for a player, by the name the cards write (the client reads "card … was
-- logged by LOGIN (NAME)").
CREATE OR REPLACE FUNCTION postmark_rules_game(game BIGINT, login NAME) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT pg_has_role(login, 'postmark_admin', 'MEMBER')
            OR EXISTS (SELECT FROM games g WHERE g.id = game AND g.tournament_id IS NOT NULL
                       AND postmark_judges(g.tournament_id, login))
    $$;

-- The colour `login` plays in `game`: 'white', 'black' or NULL.
CREATE OR REPLACE FUNCTION postmark_colour_in(game BIGINT, login NAME) RETURNS TEXT
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
    AS $$
        SELECT CASE WHEN w.name = postmark_person(login) THEN 'white'
                    WHEN b.name = postmark_person(login) THEN 'black' END
        FROM games g JOIN people w ON w.id = g.white_id JOIN people b ON b.id = g.black_id
        WHERE g.id = game
    $$;

CREATE OR REPLACE FUNCTION postmark_guard_card() RETURNS TRIGGER
    LANGUAGE plpgsql SET search_path = public, pg_temp
    AS $$
    DECLARE
        side TEXT;
        kept JSONB;
        wanted JSONB;
    BEGIN
        IF TG_OP = 'INSERT' THEN
            NEW.written_by := current_user;
            RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' THEN
            NEW.written_by := OLD.written_by; -- nobody signs a card for someone else
        END IF;
        IF OLD.written_by IS NULL OR OLD.written_by = current_user
           OR postmark_rules_game(OLD.game_id, current_user) THEN
            IF TG_OP = 'DELETE' THEN
                RETURN OLD;
            END IF;
            RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' THEN
            side := CASE WHEN postmark_colour_in(OLD.game_id, current_user) = OLD.from_color
                         THEN 'sender' ELSE 'receiver' END;
            kept := to_jsonb(OLD);
            wanted := to_jsonb(NEW);
            IF side = 'receiver' THEN
                kept := kept - ARRAY['received', 'illegible'];
                wanted := wanted - ARRAY['received', 'illegible'];
            ELSE
                kept := kept - ARRAY['registered', 'receipt_number', 'receipt_date'];
                wanted := wanted - ARRAY['registered', 'receipt_number', 'receipt_date'];
            END IF;
            IF kept = wanted THEN
                RETURN NEW;
            END IF;
        END IF;
        RAISE EXCEPTION 'card % was logged by % (%)', OLD.card_key, OLD.written_by,
            COALESCE(postmark_person(OLD.written_by), '')
            USING ERRCODE = '42501';
    END
    $$;
DROP TRIGGER IF EXISTS postmark_guard_card ON cards;
CREATE TRIGGER postmark_guard_card BEFORE INSERT OR UPDATE OR DELETE ON cards
    FOR EACH ROW EXECUTE FUNCTION postmark_guard_card();

-- A card's postmarks and move lists follow the card; the partner adds or removes only the postmarks of
-- their own side (arrival for the receiver, departure for the sender). A card removed whole was checked
-- as a card: its rows go with it.
CREATE OR REPLACE FUNCTION postmark_guard_card_part() RETURNS TRIGGER
    LANGUAGE plpgsql SET search_path = public, pg_temp
    AS $$
    DECLARE
        part RECORD;
        card RECORD;
        own_side TEXT;
    BEGIN
        IF TG_OP = 'DELETE' THEN
            part := OLD;
        ELSE
            part := NEW;
        END IF;
        SELECT c.game_id, c.card_key, c.from_color, c.written_by INTO card FROM cards c WHERE c.id = part.card_id;
        IF NOT FOUND OR card.written_by IS NULL OR card.written_by = current_user
           OR postmark_rules_game(card.game_id, current_user) THEN
            RETURN part;
        END IF;
        IF TG_TABLE_NAME = 'card_postmarks' THEN
            own_side := CASE WHEN postmark_colour_in(card.game_id, current_user) = card.from_color
                             THEN 'departure' ELSE 'arrival' END;
            IF to_jsonb(part) ->> 'direction' = own_side THEN
                RETURN part;
            END IF;
        END IF;
        RAISE EXCEPTION 'card % was logged by % (%)', card.card_key, card.written_by,
            COALESCE(postmark_person(card.written_by), '')
            USING ERRCODE = '42501';
    END
    $$;
DO $$
DECLARE
    part TEXT;
BEGIN
    FOREACH part IN ARRAY ARRAY['card_postmarks', 'card_plies'] LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS postmark_guard_card_part ON %I', part);
        EXECUTE format('CREATE TRIGGER postmark_guard_card_part BEFORE INSERT OR UPDATE OR DELETE ON %I '
                       'FOR EACH ROW EXECUTE FUNCTION postmark_guard_card_part()', part);
    END LOOP;
END
$$;

SELECT postmark_make_policies(t,
    'tournament_id IN (SELECT postmark_read_events(current_user))',
    'tournament_id IN (SELECT postmark_judged_events(current_user))')
FROM unnest(ARRAY['tournament_players', 'tournament_games']) AS t;
-- The registers hold the claimants' game files and the adjudication packets: the judge, the appeals
-- committee and the administrator read them, not the other players.
SELECT postmark_make_policies(t,
    '(SELECT postmark_sees_everything(current_user)) '
    'OR tournament_id IN (SELECT postmark_judged_events(current_user))',
    'tournament_id IN (SELECT postmark_judged_events(current_user))')
FROM unnest(ARRAY['tournament_claims', 'tournament_adjudications']) AS t;
-- The appeals committee's ruling: any event's claims and adjudications (the column grants above).
CREATE POLICY appeals ON tournament_claims FOR UPDATE
    USING (postmark_is(current_user, 'postmark_appeals')) WITH CHECK (postmark_is(current_user, 'postmark_appeals'));
CREATE POLICY appeals ON tournament_adjudications FOR UPDATE
    USING (postmark_is(current_user, 'postmark_appeals')) WITH CHECK (postmark_is(current_user, 'postmark_appeals'));

SELECT postmark_make_policies('games',
    '(SELECT postmark_sees_everything(current_user)) OR id IN (SELECT postmark_written_games(current_user))',
    '(SELECT postmark_is(current_user, ''postmark_admin'')) '
    'OR id IN (SELECT postmark_written_games(current_user))');
-- A game of an event is removed only by the administrator or the event's judge: the two players share
-- it. A player removes a game of their own that belongs to no event.
DROP POLICY deletes ON games;
CREATE POLICY deletes ON games FOR DELETE USING (
    postmark_is(current_user, 'postmark_admin')
    OR (tournament_id IS NOT NULL AND postmark_judges(tournament_id, current_user))
    OR (tournament_id IS NULL AND postmark_writes_game(id, current_user)));
-- A new game: the judge of its event, or a player who is White or Black in it.
DROP POLICY inserts ON games;
CREATE POLICY inserts ON games FOR INSERT WITH CHECK (
    (tournament_id IS NOT NULL AND postmark_judges(tournament_id, current_user))
    OR postmark_is(current_user, 'postmark_admin')
    OR (postmark_is(current_user, 'postmark_player')
        AND postmark_person(current_user) IN (SELECT name FROM people WHERE id IN (white_id, black_id))));

-- Reads ask the set once a query (a window reads hundreds of rows); a write asks about its own row's game
-- down the indexes (postmark_writes_game): an insert is a statement of one row, and the set asked for
-- each of a publication's 10,000 rows made 105 games take 12 s.
SELECT postmark_make_policies(t,
    '(SELECT postmark_sees_everything(current_user)) '
    'OR game_id IN (SELECT postmark_written_games(current_user))',
    '(SELECT postmark_is(current_user, ''postmark_admin'')) '
    'OR postmark_writes_game(game_id, current_user)')
FROM unnest(ARRAY['cards', 'leaves', 'adjustments', 'claims', 'decisions', 'game_state', 'game_deadlines',
                  'game_imports']) AS t;
-- A card's rows: those of the cards of the games the member reads or writes.
SELECT postmark_make_policies(t,
    '(SELECT postmark_sees_everything(current_user)) OR card_id IN (SELECT postmark_written_cards(current_user))',
    '(SELECT postmark_is(current_user, ''postmark_admin'')) '
    'OR postmark_writes_game(postmark_game_of_card(card_id), current_user)')
FROM unnest(ARRAY['card_postmarks', 'card_plies']) AS t;

-- People: every member reads the names in the crosstables; anyone who may insert adds a person, and a
-- person is changed only by the administrator or by the judge of an event they play in.
SELECT postmark_make_policies('people', 'true',
    'postmark_is(current_user, ''postmark_admin'') OR EXISTS (SELECT FROM tournament_players t '
    'WHERE t.person_id = people.id AND postmark_judges(t.tournament_id, current_user))');
DROP POLICY inserts ON people;
CREATE POLICY inserts ON people FOR INSERT WITH CHECK (true);
SELECT postmark_make_policies(t, 'true', 'postmark_is(current_user, ''postmark_admin'')')
FROM unnest(ARRAY['cups', 'cup_groups', 'cup_decisions', 'team_events', 'federation_members',
                  'tournament_judges', 'federation_schema']) AS t;
SELECT postmark_make_policies('audit_log',
    'postmark_is(current_user, ''postmark_admin'') OR postmark_is(current_user, ''postmark_appeals'')',
    'false');
