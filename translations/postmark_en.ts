<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>White mates in %n move</numerusform>
            <numerusform>White mates in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Black mates in %n move</numerusform>
            <numerusform>Black mates in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>White is better by %1 pawns</source>
        <translation>White is better by %1 pawns</translation>
    </message>
    <message>
        <source>Black is better by %1 pawns</source>
        <translation>Black is better by %1 pawns</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>equal</translation>
    </message>
    <message>
        <source>Choose an engine in Settings.</source>
        <translation>Choose an engine in Settings.</translation>
    </message>
    <message>
        <source>Name an engine with --engine PATH.</source>
        <translation>Name an engine with --engine PATH.</translation>
    </message>
    <message>
        <source>No chess engine is installed: install Debian&apos;s Stockfish (sudo apt install stockfish).</source>
        <translation>No chess engine is installed: install Debian&apos;s Stockfish (sudo apt install stockfish).</translation>
    </message>
    <message>
        <source>There is no engine at %1.</source>
        <translation>There is no engine at %1.</translation>
    </message>
    <message>
        <source>The engine %1 could not be started (%2).</source>
        <translation>The engine %1 could not be started (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UCI chess engine (no &quot;uciok&quot; within %2 s): it cannot be used.</source>
        <translation>%1 did not answer as a UCI chess engine (no &quot;uciok&quot; within %2 s): it cannot be used.</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>It said: %1</translation>
    </message>
    <message>
        <source>The engine %1 stopped working (exit code %2).</source>
        <translation>The engine %1 stopped working (exit code %2).</translation>
    </message>
    <message>
        <source>The engine %1 went on searching %2 s after it was told to stop, and was ended.</source>
        <translation>The engine %1 went on searching %2 s after it was told to stop, and was ended.</translation>
    </message>
    <message>
        <source>The engine %1 did not answer &quot;isready&quot; within %2 s and was ended.</source>
        <translation>The engine %1 did not answer &quot;isready&quot; within %2 s and was ended.</translation>
    </message>
    <message>
        <source>%1 ended without answering as a UCI chess engine (no &quot;uciok&quot;): it cannot be used.</source>
        <translation>%1 ended without answering as a UCI chess engine (no &quot;uciok&quot;): it cannot be used.</translation>
    </message>
</context>
<context>
    <name>ClaimCheck</name>
    <message>
        <source>Overstep [%1]: %2</source>
        <translation>Overstep [%1]: %2</translation>
    </message>
    <message>
        <source>Claim window [%1]: %2</source>
        <translation>Claim window [%1]: %2</translation>
    </message>
    <message>
        <source>move %1: %2 + %3 penalty, total %4 — %5</source>
        <translation>move %1: %2 + %3 penalty, total %4 — %5</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>No overstep: neither player&apos;s total exceeds the limit of the control period%1.</source>
        <translation>No overstep: neither player&apos;s total exceeds the limit of the control period%1.</translation>
    </message>
    <message>
        <source>A claim has been made in this game; it is with the judge%1.</source>
        <translation>A claim has been made in this game; it is with the judge%1.</translation>
    </message>
    <message>
        <source>Time calculation, %1%2:</source>
        <translation>Time calculation, %1%2:</translation>
    </message>
</context>
<context>
    <name>Clause</name>
    <message>
        <source>Cup reg. %1</source>
        <translation>Cup reg. %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The date (default: today).</source>
        <translation>The date (default: today).</translation>
    </message>
    <message>
        <source>text (default) or json.</source>
        <translation>text (default) or json.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>TOURNAMENT</source>
        <translation>TOURNAMENT</translation>
    </message>
    <message>
        <source>The tournament file (JSON, format 1).</source>
        <translation>The tournament file (JSON, format 1).</translation>
    </message>
    <message>
        <source>GAMEFILE</source>
        <translation>GAMEFILE</translation>
    </message>
    <message>
        <source>The game files of the event (optional).</source>
        <translation>The game files of the event (optional).</translation>
    </message>
    <message>
        <source>[GAMEFILE...]</source>
        <translation>[GAMEFILE...]</translation>
    </message>
    <message>
        <source>postmark-cli agenda: expected a TOURNAMENT file or --tournament ID, not both
</source>
        <translation>postmark-cli agenda: expected a TOURNAMENT file or --tournament ID, not both
</translation>
    </message>
    <message>
        <source>postmark-cli agenda: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli agenda: --format must be text or json, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source> OVERDUE</source>
        <translation> OVERDUE</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>reading %1</translation>
    </message>
    <message>
        <source>Imports game files (JSON) and PGN files into the archive and prints each new game&apos;s id; the last
word printed is the last id. Every file is read first: if one cannot be imported, none is. A game
imported before with the same content is not imported again: its id is printed as already there.</source>
        <translation>Imports game files (JSON) and PGN files into the archive and prints each new game&apos;s id; the last
word printed is the last id. Every file is read first: if one cannot be imported, none is. A game
imported before with the same content is not imported again: its id is printed as already there.</translation>
    </message>
    <message>
        <source>Make a new archive at --db if there is none (the default archive is made anyway).</source>
        <translation>Make a new archive at --db if there is none (the default archive is made anyway).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDS</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Game files (.json) or PGN files (.pgn).</source>
        <translation>Game files (.json) or PGN files (.pgn).</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>FILE...</translation>
    </message>
    <message>
        <source>postmark-cli import: no FILE given
</source>
        <translation>postmark-cli import: no FILE given
</translation>
    </message>
    <message>
        <source>postmark-cli import: --wait takes a number of seconds from 0 to 3600
</source>
        <translation>postmark-cli import: --wait takes a number of seconds from 0 to 3600
</translation>
    </message>
    <message>
        <source>storing the games</source>
        <translation>storing the games</translation>
    </message>
    <message>
        <source>%1 → already in the archive as game %2
</source>
        <translation>%1 → already in the archive as game %2
</translation>
    </message>
    <message>
        <source>%1 → game %2
</source>
        <translation>%1 → game %2
</translation>
    </message>
    <message>
        <source>Writes one game of the archive as a game file (JSON, the default) or as PGN.</source>
        <translation>Writes one game of the archive as a game file (JSON, the default) or as PGN.</translation>
    </message>
    <message>
        <source>The game&apos;s id.</source>
        <translation>The game&apos;s id.</translation>
    </message>
    <message>
        <source>The file to write (default: standard output).</source>
        <translation>The file to write (default: standard output).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>json (default) or pgn.</source>
        <translation>json (default) or pgn.</translation>
    </message>
    <message>
        <source>postmark-cli export: --format must be json or pgn, not &apos;%1&apos;
</source>
        <translation>postmark-cli export: --format must be json or pgn, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli export: game %1: %2
</source>
        <translation>postmark-cli export: game %1: %2
</translation>
    </message>
    <message>
        <source>The copy to write; it must not exist yet.</source>
        <translation>The copy to write; it must not exist yet.</translation>
    </message>
    <message>
        <source>backup written to %1
</source>
        <translation>backup written to %1
</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>The archive file (default: %1).</source>
        <translation>The archive file (default: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2 ID is required (a number)
</source>
        <translation>postmark-cli %1: --%2 ID is required (a number)
</translation>
    </message>
    <message>
        <source>not a Postmark archive: </source>
        <translation>not a Postmark archive: </translation>
    </message>
    <message>
        <source> (import --create makes one)</source>
        <translation> (import --create makes one)</translation>
    </message>
    <message>
        <source>the archive is in use by another program; nothing was changed: </source>
        <translation>the archive is in use by another program; nothing was changed: </translation>
    </message>
    <message>
        <source>the archive cannot be written (read-only); nothing was changed: </source>
        <translation>the archive cannot be written (read-only); nothing was changed: </translation>
    </message>
    <message>
        <source>the disk is full; nothing was saved and the archive is as it was: </source>
        <translation>the disk is full; nothing was saved and the archive is as it was: </translation>
    </message>
    <message>
        <source>the archive was written by a newer Postmark: </source>
        <translation>the archive was written by a newer Postmark: </translation>
    </message>
    <message>
        <source>the archive has no game </source>
        <translation>the archive has no game </translation>
    </message>
    <message>
        <source>the archive has no tournament </source>
        <translation>the archive has no tournament </translation>
    </message>
    <message>
        <source>Says whether a time overstep exists in a postal game (II.6.1), whose, at which move, and whether
the claim window (II.6.3: no later than the reply to the offender&apos;s control move) is still open.
Exit status: 0 an overstep exists, 1 none, 2 a file that is not valid.</source>
        <translation>Says whether a time overstep exists in a postal game (II.6.1), whose, at which move, and whether
the claim window (II.6.3: no later than the reply to the offender&apos;s control move) is still open.
Exit status: 0 an overstep exists, 1 none, 2 a file that is not valid.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Show this help.</translation>
    </message>
    <message>
        <source>Try &apos;postmark-cli %1 --help&apos;.
</source>
        <translation>Try &apos;postmark-cli %1 --help&apos;.
</translation>
    </message>
    <message>
        <source>Usage: postmark-cli </source>
        <translation>Usage: postmark-cli </translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2: &apos;%3&apos; is not a date (2026-11-25 or 25.11.2026)
</source>
        <translation>postmark-cli %1: --%2: &apos;%3&apos; is not a date (2026-11-25 or 25.11.2026)
</translation>
    </message>
    <message>
        <source>Writes the games of PGN files with their moves in another notation: uk (Ukrainian full algebraic),
san (English short algebraic), lan (English long algebraic) or iccf (ICCF numeric).
A game with an illegal move is not written; it is reported on stderr and the exit status is 1.</source>
        <translation>Writes the games of PGN files with their moves in another notation: uk (Ukrainian full algebraic),
san (English short algebraic), lan (English long algebraic) or iccf (ICCF numeric).
A game with an illegal move is not written; it is reported on stderr and the exit status is 1.</translation>
    </message>
    <message>
        <source>The notation to write: uk, san, lan or iccf.</source>
        <translation>The notation to write: uk, san, lan or iccf.</translation>
    </message>
    <message>
        <source>PGN files.</source>
        <translation>PGN files.</translation>
    </message>
    <message>
        <source>postmark-cli convert: --to is required (uk, san, lan or iccf)
</source>
        <translation>postmark-cli convert: --to is required (uk, san, lan or iccf)
</translation>
    </message>
    <message>
        <source>postmark-cli convert: --to must be uk, san, lan or iccf, not &apos;%1&apos;
</source>
        <translation>postmark-cli convert: --to must be uk, san, lan or iccf, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli convert: no FILE given
</source>
        <translation>postmark-cli convert: no FILE given
</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: a team event prints as text or json
</source>
        <translation>postmark-cli crosstable: a team event prints as text or json
</translation>
    </message>
    <message>
        <source>Output format: text (default), json or html.</source>
        <translation>Output format: text (default), json or html.</translation>
    </message>
    <message>
        <source>The tournament file or team event file (JSON).</source>
        <translation>The tournament file or team event file (JSON).</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: --format must be text, json or html, not &apos;%1&apos;
</source>
        <translation>postmark-cli crosstable: --format must be text, json or html, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli crosstable: expected one FILE
</source>
        <translation>postmark-cli crosstable: expected one FILE
</translation>
    </message>
    <message>
        <source>Do nothing (and succeed) when the archive exists already.</source>
        <translation>Do nothing (and succeed) when the archive exists already.</translation>
    </message>
    <message>
        <source>postmark-cli demo: %1 exists; the demo goes into a new archive only
</source>
        <translation>postmark-cli demo: %1 exists; the demo goes into a new archive only
</translation>
    </message>
    <message>
        <source>postmark-cli %1: --as-of &apos;%2&apos; is not a date (2026-11-25 or 25.11.2026)
</source>
        <translation>postmark-cli %1: --as-of &apos;%2&apos; is not a date (2026-11-25 or 25.11.2026)
</translation>
    </message>
    <message>
        <source>The date to compute for (default: the file&apos;s as_of, else today).</source>
        <translation>The date to compute for (default: the file&apos;s as_of, else today).</translation>
    </message>
    <message>
        <source>Output format: %1 (default) or %2.</source>
        <translation>Output format: %1 (default) or %2.</translation>
    </message>
    <message>
        <source>The game file (JSON, format 1).</source>
        <translation>The game file (JSON, format 1).</translation>
    </message>
    <message>
        <source>postmark-cli %1: --format must be %2, not &apos;%3&apos;
</source>
        <translation>postmark-cli %1: --format must be %2, not &apos;%3&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli %1: expected one FILE
</source>
        <translation>postmark-cli %1: expected one FILE
</translation>
    </message>
    <message>
        <source>Lists every player&apos;s leaves across the given game files and checks the yearly cap across all of
a player&apos;s games (II.7.1): the same leave announced in several games counts once, a leave crossing
31 December is split, a late notice counts from its send date (II.7.6).
Exit status: 0 all within the cap, 1 a player over it, 2 a file that is not valid.</source>
        <translation>Lists every player&apos;s leaves across the given game files and checks the yearly cap across all of
a player&apos;s games (II.7.1): the same leave announced in several games counts once, a leave crossing
31 December is split, a late notice counts from its send date (II.7.6).
Exit status: 0 all within the cap, 1 a player over it, 2 a file that is not valid.</translation>
    </message>
    <message>
        <source>The game files of the event.</source>
        <translation>The game files of the event.</translation>
    </message>
    <message>
        <source>GAMEFILE...</source>
        <translation>GAMEFILE...</translation>
    </message>
    <message>
        <source>postmark-cli leave-register: expected GAMEFILE...
</source>
        <translation>postmark-cli leave-register: expected GAMEFILE...
</translation>
    </message>
    <message>
        <source>postmark-cli leave-register: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli leave-register: --format must be text or json, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>%1  %2 to %3, notice %4, in %5
</source>
        <translation>%1  %2 to %3, notice %4, in %5
</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2: %3 of %n day(s) (%4)%5
</source>
        <translation>
            <numerusform>%1  %2: %3 of %n day (%4)%5
</numerusform>
            <numerusform>%1  %2: %3 of %n days (%4)%5
</numerusform>
        </translation>
    </message>
    <message>
        <source>V.6.1, in %1</source>
        <translation>V.6.1, in %1</translation>
    </message>
    <message>
        <source> — OVER THE CAP</source>
        <translation> — OVER THE CAP</translation>
    </message>
    <message>
        <source>Computes a postal game&apos;s ledger from its game file: every card&apos;s dates, the days booked on every
move, penalties, totals, the overstep, the running time and the deadlines, each with its clause.
Exit status: 0 a report, 2 a file that is not valid (one line per problem on stderr).</source>
        <translation>Computes a postal game&apos;s ledger from its game file: every card&apos;s dates, the days booked on every
move, penalties, totals, the overstep, the running time and the deadlines, each with its clause.
Exit status: 0 a report, 2 a file that is not valid (one line per problem on stderr).</translation>
    </message>
    <message>
        <source>Replay every game of PGN files and report illegal moves.</source>
        <translation>Replay every game of PGN files and report illegal moves.</translation>
    </message>
    <message>
        <source>Write the games of PGN files in another notation.</source>
        <translation>Write the games of PGN files in another notation.</translation>
    </message>
    <message>
        <source>Count the leaf nodes of the legal-move tree of a position.</source>
        <translation>Count the leaf nodes of the legal-move tree of a position.</translation>
    </message>
    <message>
        <source>Import game files and PGN into the archive.</source>
        <translation>Import game files and PGN into the archive.</translation>
    </message>
    <message>
        <source>Write a game of the archive as a game file or PGN.</source>
        <translation>Write a game of the archive as a game file or PGN.</translation>
    </message>
    <message>
        <source>Write a consistent copy of the archive.</source>
        <translation>Write a consistent copy of the archive.</translation>
    </message>
    <message>
        <source>Check the archive&apos;s integrity and every game in it.</source>
        <translation>Check the archive&apos;s integrity and every game in it.</translation>
    </message>
    <message>
        <source>Print a tournament crosstable with tie-breaks.</source>
        <translation>Print a tournament crosstable with tie-breaks.</translation>
    </message>
    <message>
        <source>Store a tournament file in the archive.</source>
        <translation>Store a tournament file in the archive.</translation>
    </message>
    <message>
        <source>Write a tournament of the archive as a tournament file.</source>
        <translation>Write a tournament of the archive as a tournament file.</translation>
    </message>
    <message>
        <source>List every deadline of a tournament, with its clause.</source>
        <translation>List every deadline of a tournament, with its clause.</translation>
    </message>
    <message>
        <source>Print a tournament report or the start notices to PDF.</source>
        <translation>Print a tournament report or the start notices to PDF.</translation>
    </message>
    <message>
        <source>Usage: postmark-cli COMMAND [OPTIONS] [ARGUMENTS]

Commands:
</source>
        <translation>Usage: postmark-cli COMMAND [OPTIONS] [ARGUMENTS]

Commands:
</translation>
    </message>
    <message>
        <source>postmark-cli: the output could not be written: %1
</source>
        <translation>postmark-cli: the output could not be written: %1
</translation>
    </message>
    <message>
        <source>postmark-cli: --lang is uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli: --lang is uk or en, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli: unknown command &apos;%1&apos;
</source>
        <translation>postmark-cli: unknown command &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>Counts the leaf nodes of the legal-move tree of a position.</source>
        <translation>Counts the leaf nodes of the legal-move tree of a position.</translation>
    </message>
    <message>
        <source>The position, in FEN (quote it: it has spaces).</source>
        <translation>The position, in FEN (quote it: it has spaces).</translation>
    </message>
    <message>
        <source>DEPTH</source>
        <translation>DEPTH</translation>
    </message>
    <message>
        <source>How many plies deep, 0 to 10.</source>
        <translation>How many plies deep, 0 to 10.</translation>
    </message>
    <message>
        <source>postmark-cli perft: expected FEN and DEPTH, got %1 arguments
</source>
        <translation>postmark-cli perft: expected FEN and DEPTH, got %1 arguments
</translation>
    </message>
    <message>
        <source>postmark-cli perft: DEPTH &apos;%1&apos; is not a number from 0 to 10
</source>
        <translation>postmark-cli perft: DEPTH &apos;%1&apos; is not a number from 0 to 10
</translation>
    </message>
    <message>
        <source>postmark-cli perft: FEN: %1
</source>
        <translation>postmark-cli perft: FEN: %1
</translation>
    </message>
    <message>
        <source>Prints a document of a postal game to PDF, ready to sign and post: postcard (II.3.7), repeat (II.5.1),
query (II.3.12), leave (II.7.2), claim (II.6.2), objection (II.6.4), record (II.9.2), adjudication
(II.9.5) or envelope. Cards are chosen with --card (default: the game&apos;s last card).</source>
        <translation>Prints a document of a postal game to PDF, ready to sign and post: postcard (II.3.7), repeat (II.5.1),
query (II.3.12), leave (II.7.2), claim (II.6.2), objection (II.6.4), record (II.9.2), adjudication
(II.9.5) or envelope. Cards are chosen with --card (default: the game&apos;s last card).</translation>
    </message>
    <message>
        <source>Which leave (1 = the first), for the leave notice.</source>
        <translation>Which leave (1 = the first), for the leave notice.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The document&apos;s language: uk (default) or en.</source>
        <translation>The document&apos;s language: uk (default) or en.</translation>
    </message>
    <message>
        <source>The date the figures are computed for.</source>
        <translation>The date the figures are computed for.</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>The PDF file to write.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>postmark-cli print: expected KIND (%1) and GAMEFILE
</source>
        <translation>postmark-cli print: expected KIND (%1) and GAMEFILE
</translation>
    </message>
    <message>
        <source>postmark-cli print: -o OUT.pdf is required
</source>
        <translation>postmark-cli print: -o OUT.pdf is required
</translation>
    </message>
    <message>
        <source>postmark-cli print: --lang must be uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli print: --lang must be uk or en, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli print: the game has no card &apos;%1&apos;
</source>
        <translation>postmark-cli print: the game has no card &apos;%1&apos;
</translation>
    </message>
    <message numerus="yes">
        <source>%1 written to %2 (%n page(s))
</source>
        <translation>
            <numerusform>%1 written to %2 (%n page)
</numerusform>
            <numerusform>%1 written to %2 (%n pages)
</numerusform>
        </translation>
    </message>
    <message>
        <source>The date of the report (default: today).</source>
        <translation>The date of the report (default: today).</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: -o OUT.pdf is required
</source>
        <translation>postmark-cli print-tournament: -o OUT.pdf is required
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --lang must be uk or en, not &apos;%1&apos;
</source>
        <translation>postmark-cli print-tournament: --lang must be uk or en, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Stores a tournament file in the archive (players, pairings, results, withdrawals, tie-break
order) in one transaction, and prints its id. An invalid file stores nothing.</source>
        <translation>Stores a tournament file in the archive (players, pairings, results, withdrawals, tie-break
order) in one transaction, and prints its id. An invalid file stores nothing.</translation>
    </message>
    <message>
        <source>postmark-cli import-tournament: expected one FILE
</source>
        <translation>postmark-cli import-tournament: expected one FILE
</translation>
    </message>
    <message>
        <source>%1 → tournament %2
</source>
        <translation>%1 → tournament %2
</translation>
    </message>
    <message>
        <source>Writes a tournament of the archive as a tournament file (JSON, format 1).</source>
        <translation>Writes a tournament of the archive as a tournament file (JSON, format 1).</translation>
    </message>
    <message>
        <source>Replays every game of PGN files, variations included, and reports illegal moves and repaired defects.
Exit status: 0 all legal, 1 an illegal move was found, 2 bad usage or an unreadable file.</source>
        <translation>Replays every game of PGN files, variations included, and reports illegal moves and repaired defects.
Exit status: 0 all legal, 1 an illegal move was found, 2 bad usage or an unreadable file.</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>Output format: text (default) or json.</translation>
    </message>
    <message>
        <source>PGN files to check.</source>
        <translation>PGN files to check.</translation>
    </message>
    <message>
        <source>postmark-cli validate-pgn: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli validate-pgn: --format must be text or json, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>postmark-cli validate-pgn: no FILE given
</source>
        <translation>postmark-cli validate-pgn: no FILE given
</translation>
    </message>
    <message>
        <source>%1: game %2: warning: %3</source>
        <translation>%1: game %2: warning: %3</translation>
    </message>
    <message>
        <source>in a variation: </source>
        <translation>in a variation: </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(-ies)</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n illegal</source>
        <translation>
            <numerusform>%n illegal</numerusform>
            <numerusform>%n illegal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>NOTATION</source>
        <translation>NOTATION</translation>
    </message>
    <message>
        <source>writing the copy</source>
        <translation>writing the copy</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>checking</translation>
    </message>
    <message>
        <source>COPY</source>
        <translation>COPY</translation>
    </message>
    <message>
        <source>postmark-cli backup: -o COPY is required
</source>
        <translation>postmark-cli backup: -o COPY is required
</translation>
    </message>
    <message>
        <source>postmark-cli %1: unexpected argument &apos;%2&apos; (the command takes options only)
</source>
        <translation>postmark-cli %1: unexpected argument &apos;%2&apos; (the command takes options only)
</translation>
    </message>
    <message>
        <source>Fills a new archive with a realistic example: a postal player&apos;s 15 games, one in each state a game goes through, and the Cup the archive&apos;s owner judges — a 15-player semifinal in play with a withdrawal and a claim, a finished semifinal, the previous final and the new final&apos;s entry list — and a team match of four boards.</source>
        <translation>Fills a new archive with a realistic example: a postal player&apos;s 15 games, one in each state a game goes through, and the Cup the archive&apos;s owner judges — a 15-player semifinal in play with a withdrawal and a claim, a finished semifinal, the previous final and the new final&apos;s entry list — and a team match of four boards.</translation>
    </message>
    <message>
        <source>
&apos;postmark-cli COMMAND --help&apos; describes each command. Every command takes
--lang uk|en: the language of what it says about games and files (default: the
system&apos;s). &apos;postmark-cli --version&apos; prints the version.
</source>
        <translation>
&apos;postmark-cli COMMAND --help&apos; describes each command. Every command takes
--lang uk|en: the language of what it says about games and files (default: the
system&apos;s). &apos;postmark-cli --version&apos; prints the version.
</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>OUT.pdf</translation>
    </message>
    <message>
        <source>Only the judge&apos;s own steps, as the judge&apos;s window shows them by default: claims to decide and their objection windows, appeals, adjudications, records and game files needed, notices, and two months without a move or adjudication packets once two weeks away.</source>
        <translation>Only the judge&apos;s own steps, as the judge&apos;s window shows them by default: claims to decide and their objection windows, appeals, adjudications, records and game files needed, notices, and two months without a move or adjudication packets once two weeks away.</translation>
    </message>
    <message>
        <source>How long to wait while another program writes the archive (default: 60 seconds); nothing is stored if it is still busy then.</source>
        <translation>How long to wait while another program writes the archive (default: 60 seconds); nothing is stored if it is still busy then.</translation>
    </message>
    <message>
        <source>Whether a time overstep exists and a claim may be made.</source>
        <translation>Whether a time overstep exists and a claim may be made.</translation>
    </message>
    <message>
        <source>Fill a new archive with a player&apos;s and a judge&apos;s example.</source>
        <translation>Fill a new archive with a player&apos;s and a judge&apos;s example.</translation>
    </message>
    <message>
        <source>Print a game&apos;s postcard, claim or other document to PDF.</source>
        <translation>Print a game&apos;s postcard, claim or other document to PDF.</translation>
    </message>
    <message>
        <source>The players&apos; leaves across games, and the yearly cap.</source>
        <translation>The players&apos; leaves across games, and the yearly cap.</translation>
    </message>
    <message>
        <source>A postal game&apos;s dates, time, penalties and deadlines.</source>
        <translation>A postal game&apos;s dates, time, penalties and deadlines.</translation>
    </message>
    <message>
        <source>A federation&apos;s archive on a PostgreSQL server: init, grant, revoke.</source>
        <translation>A federation&apos;s archive on a PostgreSQL server: init, grant, revoke.</translation>
    </message>
    <message>
        <source>The federation&apos;s server: postgresql://[user@]host[:port]/database.</source>
        <translation>The federation&apos;s server: postgresql://[user@]host[:port]/database.</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>The event a judge is appointed to (its number on the server).</source>
        <translation>The event a judge is appointed to (its number on the server).</translation>
    </message>
    <message>
        <source>Who a player is: their name as the archive writes it.</source>
        <translation>Who a player is: their name as the archive writes it.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>init, grant or revoke</source>
        <translation>init, grant or revoke</translation>
    </message>
    <message>
        <source>postmark-cli federation: --db URI is required (postgresql://…)
</source>
        <translation>postmark-cli federation: --db URI is required (postgresql://…)
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --db names a PostgreSQL server (postgresql://…), not a file
</source>
        <translation>postmark-cli federation: --db names a PostgreSQL server (postgresql://…), not a file
</translation>
    </message>
    <message>
        <source>postmark-cli federation: the role is admin, judge, appeals or player, not “%1”
</source>
        <translation>postmark-cli federation: the role is admin, judge, appeals or player, not “%1”
</translation>
    </message>
    <message>
        <source>the federation&apos;s archive is ready on %1
</source>
        <translation>the federation&apos;s archive is ready on %1
</translation>
    </message>
    <message>
        <source>%1 is now %2 on %3
</source>
        <translation>%1 is now %2 on %3
</translation>
    </message>
    <message>
        <source>%1 no longer judges event %2 on %3
</source>
        <translation>%1 no longer judges event %2 on %3
</translation>
    </message>
    <message>
        <source>%1 is no longer %2 on %3
</source>
        <translation>%1 is no longer %2 on %3
</translation>
    </message>
    <message>
        <source>A federation&apos;s archive on PostgreSQL: schema and roles.</source>
        <translation>A federation&apos;s archive on PostgreSQL: schema and roles.</translation>
    </message>
    <message>
        <source>the federation&apos;s administrator</source>
        <translation>the federation&apos;s administrator</translation>
    </message>
    <message>
        <source>a judge</source>
        <translation>a judge</translation>
    </message>
    <message>
        <source>a member of the appeals committee</source>
        <translation>a member of the appeals committee</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>a player</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>ACTION</translation>
    </message>
    <message>
        <source>Usage:
  postmark-cli federation init --db postgresql://[user@]host[:port]/database
  postmark-cli federation grant admin|judge|appeals|player LOGIN --db URI
                                [--tournament ID] [--person NAME]
  postmark-cli federation revoke admin|judge|appeals|player LOGIN --db URI [--tournament ID]

init makes the federation&apos;s archive on the server: its tables, the group roles postmark_admin,
postmark_judge, postmark_appeals and postmark_player, and the policies by which the server
enforces what each may do. It is safe to run again. grant gives an existing login role one of
them: a judge for one event (--tournament; without it, a judge may publish events of their
own), a player as a person of the archive (--person).
The password comes from ~/.pgpass, PGPASSWORD or a service file, never from the address.
</source>
        <translation>Usage:
  postmark-cli federation init --db postgresql://[user@]host[:port]/database
  postmark-cli federation grant admin|judge|appeals|player LOGIN --db URI
                                [--tournament ID] [--person NAME]
  postmark-cli federation revoke admin|judge|appeals|player LOGIN --db URI [--tournament ID]

init makes the federation&apos;s archive on the server: its tables, the group roles postmark_admin,
postmark_judge, postmark_appeals and postmark_player, and the policies by which the server
enforces what each may do. It is safe to run again. grant gives an existing login role one of
them: a judge for one event (--tournament; without it, a judge may publish events of their
own), a player as a person of the archive (--person).
The password comes from ~/.pgpass, PGPASSWORD or a service file, never from the address.
</translation>
    </message>
    <message>
        <source>Copy an event between archives: a file, a server.</source>
        <translation>Copy an event between archives: a file, a server.</translation>
    </message>
    <message>
        <source>Copies an event with its registers (claims, adjudications) from one archive to
another, whole and in one transaction: from a laptop&apos;s archive file to a
federation&apos;s server to publish it, or back. An event of the same name already in
the target is not overwritten: nothing is copied.</source>
        <translation>Copies an event with its registers (claims, adjudications) from one archive to
another, whole and in one transaction: from a laptop&apos;s archive file to a
federation&apos;s server to publish it, or back. An event of the same name already in
the target is not overwritten: nothing is copied.</translation>
    </message>
    <message>
        <source>The archive to copy from: a file or postgresql://…</source>
        <translation>The archive to copy from: a file or postgresql://…</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>SOURCE</translation>
    </message>
    <message>
        <source>The archive to copy to: a file or postgresql://…</source>
        <translation>The archive to copy to: a file or postgresql://…</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>TARGET</translation>
    </message>
    <message>
        <source>postmark-cli copy-tournament: --from SOURCE and --to TARGET are required
</source>
        <translation>postmark-cli copy-tournament: --from SOURCE and --to TARGET are required
</translation>
    </message>
    <message>
        <source>“%1” → tournament %2
</source>
        <translation>“%1” → tournament %2
</translation>
    </message>
    <message>
        <source>The archive: a file (default: %1) or a federation&apos;s server, postgresql://….</source>
        <translation>The archive: a file (default: %1) or a federation&apos;s server, postgresql://….</translation>
    </message>
    <message>
        <source>ARCHIVE</source>
        <translation>ARCHIVE</translation>
    </message>
    <message>
        <source>postmark-cli federation: “%1” is not an action: init, grant or revoke
</source>
        <translation>postmark-cli federation: “%1” is not an action: init, grant or revoke
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --tournament is for a judge
</source>
        <translation>postmark-cli federation: --tournament is for a judge
</translation>
    </message>
    <message>
        <source>postmark-cli federation: --person is for granting a player
</source>
        <translation>postmark-cli federation: --person is for granting a player
</translation>
    </message>
    <message>
        <source>%1 is now the judge of event %2 on %3
</source>
        <translation>%1 is now the judge of event %2 on %3
</translation>
    </message>
    <message>
        <source>Make a new archive file at --to if there is none.</source>
        <translation>Make a new archive file at --to if there is none.</translation>
    </message>
    <message>
        <source>Copies games with their cards from one archive to another, whole and in one
transaction: from a player&apos;s archive file to a federation&apos;s server, or back. A game
the target has already is not copied twice; a different game of the same event and
players in the target refuses the copy: nothing is copied.</source>
        <translation>Copies games with their cards from one archive to another, whole and in one
transaction: from a player&apos;s archive file to a federation&apos;s server, or back. A game
the target has already is not copied twice; a different game of the same event and
players in the target refuses the copy: nothing is copied.</translation>
    </message>
    <message>
        <source>A game&apos;s id in the source archive (repeat it; default: every game).</source>
        <translation>A game&apos;s id in the source archive (repeat it; default: every game).</translation>
    </message>
    <message>
        <source>Only the games of this event (as the games name it).</source>
        <translation>Only the games of this event (as the games name it).</translation>
    </message>
    <message>
        <source>postmark-cli copy-games: --from SOURCE and --to TARGET are required
</source>
        <translation>postmark-cli copy-games: --from SOURCE and --to TARGET are required
</translation>
    </message>
    <message>
        <source>postmark-cli copy-games: --game ID is a number, not “%1”
</source>
        <translation>postmark-cli copy-games: --game ID is a number, not “%1”
</translation>
    </message>
    <message>
        <source>%1 – %2: there already, game %3
</source>
        <translation>%1 – %2: there already, game %3
</translation>
    </message>
    <message>
        <source>%1 – %2 → game %3
</source>
        <translation>%1 – %2 → game %3
</translation>
    </message>
    <message>
        <source>Copy games between archives: a file, a server.</source>
        <translation>Copy games between archives: a file, a server.</translation>
    </message>
    <message>
        <source>postmark-cli %1: %2 is a federation&apos;s server: this command works on an archive file; the window, import, agenda, export, copy-games, copy-tournament, import-tournament and export-tournament work on the server
</source>
        <translation>postmark-cli %1: %2 is a federation&apos;s server: this command works on an archive file; the window, import, agenda, export, copy-games, copy-tournament, import-tournament and export-tournament work on the server
</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied, %1 there already.
</source>
        <translation>
            <numerusform>%n game copied, %1 there already.
</numerusform>
            <numerusform>%n games copied, %1 there already.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes a consistent copy of the archive, even while it is in use: of a file, an archive file;
of a federation&apos;s server, pg_dump&apos;s copy of the whole server (pg_restore puts it back),
which only the login that owns the archive can make.</source>
        <translation>Writes a consistent copy of the archive, even while it is in use: of a file, an archive file;
of a federation&apos;s server, pg_dump&apos;s copy of the whole server (pg_restore puts it back),
which only the login that owns the archive can make.</translation>
    </message>
    <message>
        <source>a copy of the server written to %1 (pg_dump&apos;s custom format: pg_restore puts it back into an empty database)
</source>
        <translation>a copy of the server written to %1 (pg_dump&apos;s custom format: pg_restore puts it back into an empty database)
</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: schema %2, %3
</source>
        <translation>%1: schema %2, %3
</translation>
    </message>
    <message>
        <source>%1 — the event&apos;s agenda as of %2
</source>
        <translation>%1 — the event&apos;s agenda as of %2
</translation>
    </message>
    <message>
        <source>%1 is now a player on %2, as “%3” (until now as “%4”)
</source>
        <translation>%1 is now a player on %2, as “%3” (until now as “%4”)
</translation>
    </message>
    <message>
        <source>%1 is now a player on %2, as “%3”
</source>
        <translation>%1 is now a player on %2, as “%3”
</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>No space left on device</translation>
    </message>
    <message>
        <source>the program reading it has stopped</source>
        <translation>the program reading it has stopped</translation>
    </message>
    <message>
        <source>Copy the event&apos;s games too, in the same transaction (publishing an event from a
laptop&apos;s archive to the federation&apos;s server in one step).</source>
        <translation>Copy the event&apos;s games too, in the same transaction (publishing an event from a
laptop&apos;s archive to the federation&apos;s server in one step).</translation>
    </message>
    <message numerus="yes">
        <source>“%1” → tournament %2 with %n game(s), %3 there already
</source>
        <translation>
            <numerusform>“%1” → tournament %2 with %n game, %3 there already
</numerusform>
            <numerusform>“%1” → tournament %2 with %n games, %3 there already
</numerusform>
        </translation>
    </message>
    <message>
        <source>the position %1</source>
        <translation>the position %1</translation>
    </message>
    <message>
        <source>the starting position</source>
        <translation>the starting position</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>the position after %1</translation>
    </message>
    <message>
        <source>Asks a UCI chess engine (Debian&apos;s Stockfish unless --engine names another) for its view of a position: the last position of a game file, the one after --ply half-moves, or a FEN. Prints each line&apos;s depth, its score from White&apos;s view (in pawns, or #N: mate in N, negative when Black mates) and its moves in the game&apos;s notation. The lines are the engine&apos;s assessment, not a player&apos;s claim. Exit status: 0 the lines, 2 bad usage, an invalid file or an engine that cannot be used.</source>
        <translation>Asks a UCI chess engine (Debian&apos;s Stockfish unless --engine names another) for its view of a position: the last position of a game file, the one after --ply half-moves, or a FEN. Prints each line&apos;s depth, its score from White&apos;s view (in pawns, or #N: mate in N, negative when Black mates) and its moves in the game&apos;s notation. The lines are the engine&apos;s assessment, not a player&apos;s claim. Exit status: 0 the lines, 2 bad usage, an invalid file or an engine that cannot be used.</translation>
    </message>
    <message>
        <source>Analyse this position instead of a game file.</source>
        <translation>Analyse this position instead of a game file.</translation>
    </message>
    <message>
        <source>The position after N half-moves of the game (default: the last).</source>
        <translation>The position after N half-moves of the game (default: the last).</translation>
    </message>
    <message>
        <source>Search to this depth, 1 to 99 (default: %1).</source>
        <translation>Search to this depth, 1 to 99 (default: %1).</translation>
    </message>
    <message>
        <source>Search for this many milliseconds instead of to a depth.</source>
        <translation>Search for this many milliseconds instead of to a depth.</translation>
    </message>
    <message>
        <source>How many best lines, 1 to 20 (default: 1).</source>
        <translation>How many best lines, 1 to 20 (default: 1).</translation>
    </message>
    <message>
        <source>The UCI engine to run (default: Debian&apos;s stockfish).</source>
        <translation>The UCI engine to run (default: Debian&apos;s stockfish).</translation>
    </message>
    <message>
        <source>The engine&apos;s threads (default: 1).</source>
        <translation>The engine&apos;s threads (default: 1).</translation>
    </message>
    <message>
        <source>The notation of the moves: uk, san, lan or iccf (default: the game&apos;s; for a FEN, uk in Ukrainian, else san).</source>
        <translation>The notation of the moves: uk, san, lan or iccf (default: the game&apos;s; for a FEN, uk in Ukrainian, else san).</translation>
    </message>
    <message>
        <source>The game file (JSON), unless --fen is given.</source>
        <translation>The game file (JSON), unless --fen is given.</translation>
    </message>
    <message>
        <source>give one GAMEFILE or --fen FEN</source>
        <translation>give one GAMEFILE or --fen FEN</translation>
    </message>
    <message>
        <source>--ply is for a game file, not a FEN</source>
        <translation>--ply is for a game file, not a FEN</translation>
    </message>
    <message>
        <source>give --depth or --movetime, not both</source>
        <translation>give --depth or --movetime, not both</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format must be text or json, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--depth &apos;%1&apos; is not a number from 1 to 99</source>
        <translation>--depth &apos;%1&apos; is not a number from 1 to 99</translation>
    </message>
    <message>
        <source>--movetime &apos;%1&apos; is not a number of milliseconds from 1 to 3600000</source>
        <translation>--movetime &apos;%1&apos; is not a number of milliseconds from 1 to 3600000</translation>
    </message>
    <message>
        <source>--multipv &apos;%1&apos; is not a number from 1 to 20</source>
        <translation>--multipv &apos;%1&apos; is not a number from 1 to 20</translation>
    </message>
    <message>
        <source>--threads &apos;%1&apos; is not a number from 1 to 1024</source>
        <translation>--threads &apos;%1&apos; is not a number from 1 to 1024</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>--ply &apos;%1&apos; is not a number from 0 to %2 (the game&apos;s half-moves)</source>
        <translation>--ply &apos;%1&apos; is not a number from 0 to %2 (the game&apos;s half-moves)</translation>
    </message>
    <message>
        <source>--notation must be uk, san, lan or iccf, not &apos;%1&apos;</source>
        <translation>--notation must be uk, san, lan or iccf, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is checkmate: there is no move to analyse.
</source>
        <translation>%1 is checkmate: there is no move to analyse.
</translation>
    </message>
    <message>
        <source>%1 is stalemate: there is no move to analyse.
</source>
        <translation>%1 is stalemate: there is no move to analyse.
</translation>
    </message>
    <message>
        <source>%1, depth %2, %3:
</source>
        <translation>%1, depth %2, %3:
</translation>
    </message>
    <message>
        <source>Scores from White&apos;s view, in pawns; #3: White mates in 3 moves, #-3: Black does. The engine&apos;s assessment, not a player&apos;s claim.
</source>
        <translation>Scores from White&apos;s view, in pawns; #3: White mates in 3 moves, #-3: Black does. The engine&apos;s assessment, not a player&apos;s claim.
</translation>
    </message>
    <message>
        <source>A chess engine&apos;s lines for a position of a game or a FEN.</source>
        <translation>A chess engine&apos;s lines for a position of a game or a FEN.</translation>
    </message>
    <message>
        <source>In PGN, the player&apos;s own analysis too: the variations and comments (left out by default: a game sent to others does not show them).</source>
        <translation>In PGN, the player&apos;s own analysis too: the variations and comments (left out by default: a game sent to others does not show them).</translation>
    </message>
    <message>
        <source>postmark-cli export: the analysis of game %1 no longer fits its moves (a card corrected since?): %2 variation(s) and %3 move(s) left out
</source>
        <translation>postmark-cli export: the analysis of game %1 no longer fits its moves (a card corrected since?): %2 variation(s) and %3 move(s) left out
</translation>
    </message>
    <message>
        <source>For adjudication: add a chess engine&apos;s assessment of the final position, labelled as the engine&apos;s.</source>
        <translation>For adjudication: add a chess engine&apos;s assessment of the final position, labelled as the engine&apos;s.</translation>
    </message>
    <message>
        <source>The UCI engine (default: Debian&apos;s stockfish).</source>
        <translation>The UCI engine (default: Debian&apos;s stockfish).</translation>
    </message>
    <message>
        <source>The engine&apos;s search depth, 1 to 99 (default: 20).</source>
        <translation>The engine&apos;s search depth, 1 to 99 (default: 20).</translation>
    </message>
    <message>
        <source>postmark-cli print: --depth &apos;%1&apos; is not a number from 1 to 99
</source>
        <translation>postmark-cli print: --depth &apos;%1&apos; is not a number from 1 to 99
</translation>
    </message>
    <message>
        <source>postmark-cli import: nothing was imported, the archive is as it was: mend or leave out what is refused above
</source>
        <translation>postmark-cli import: nothing was imported, the archive is as it was: mend or leave out what is refused above
</translation>
    </message>
    <message>
        <source>postmark-cli import: the files given hold no game; nothing was imported
</source>
        <translation>postmark-cli import: the files given hold no game; nothing was imported
</translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s crosstable: rank, player, each result against each opponent, points
and each tie-break in the file&apos;s order, after the withdrawal decisions (II.8.1; a loss by
withdrawal counts once the judge has the game&apos;s text, II.8.2, shown &quot;(+)&quot; till then). A team
event file (&quot;format&quot;: &quot;postmark-team-event&quot;) prints the teams&apos; table (board points, match
points, +/-, %, games finished and left) and then each board&apos;s crosstable.
Exit status: 0 a table, 2 a file that is not valid (one line per problem on stderr).</source>
        <translation>Prints a tournament&apos;s crosstable: rank, player, each result against each opponent, points
and each tie-break in the file&apos;s order, after the withdrawal decisions (II.8.1; a loss by
withdrawal counts once the judge has the game&apos;s text, II.8.2, shown &quot;(+)&quot; till then). A team
event file (&quot;format&quot;: &quot;postmark-team-event&quot;) prints the teams&apos; table (board points, match
points, +/-, %, games finished and left) and then each board&apos;s crosstable.
Exit status: 0 a table, 2 a file that is not valid (one line per problem on stderr).</translation>
    </message>
    <message numerus="yes">
        <source>postmark-cli agenda: %n unfinished game(s) have no game file given: each is taken as a game with no card yet, its deadlines those of a game not begun. Give the games&apos; files, or --db FILE --tournament ID for an event kept in an archive.
</source>
        <translation>
            <numerusform>postmark-cli agenda: %n unfinished game has no game file given: it is taken as a game with no card yet, its deadlines those of a game not begun. Give the games&apos; files, or --db FILE --tournament ID for an event kept in an archive.
</numerusform>
            <numerusform>postmark-cli agenda: %n unfinished games have no game file given: each is taken as a game with no card yet, its deadlines those of a game not begun. Give the games&apos; files, or --db FILE --tournament ID for an event kept in an archive.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once the window&apos;s File ▸ Settings has it under «Also written as».</source>
        <translation>
            <numerusform>%n game not on the desk (it lists the games of %1), kept in the archive all the same; the names in it: %2. Yours under another spelling of the name are listed once the window&apos;s File ▸ Settings has it under «Also written as».</numerusform>
            <numerusform>%n games not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once the window&apos;s File ▸ Settings has it under «Also written as».</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists every deadline of a tournament as of a date, earliest first, each with its clause: repeats,
inquiries for missing first moves (II.5.1), two months without a move (II.5.2), claims (II.6.3),
adjudication packets (II.9.5) and game records still missing (II.9.1). The games&apos; files, when
given, are matched to the pairings by the players&apos; names; a pairing without one is a game with no
card yet. With --tournament ID the event comes from the archive instead, with its claims and
adjudication registers (objections, decisions, appeals, II.6.4, II.1.6, II.9.5-II.9.11) and the
archive&apos;s games of the event. The clauses named here are section II&apos;s (by post); each item cites
its event&apos;s own: section III by e-mail, IV for a team, V on a server.</source>
        <translation>Lists every deadline of a tournament as of a date, earliest first, each with its clause: repeats,
inquiries for missing first moves (II.5.1), two months without a move (II.5.2), claims (II.6.3),
adjudication packets (II.9.5) and game records still missing (II.9.1). The games&apos; files, when
given, are matched to the pairings by the players&apos; names; a pairing without one is a game with no
card yet. With --tournament ID the event comes from the archive instead, with its claims and
adjudication registers (objections, decisions, appeals, II.6.4, II.1.6, II.9.5-II.9.11) and the
archive&apos;s games of the event. The clauses named here are section II&apos;s (by post); each item cites
its event&apos;s own: section III by e-mail, IV for a team, V on a server.</translation>
    </message>
    <message>
        <source>The notation a PGN game&apos;s cards are written in: uk, san (default), lan or iccf.</source>
        <translation>The notation a PGN game&apos;s cards are written in: uk, san (default), lan or iccf.</translation>
    </message>
    <message>
        <source>postmark-cli import: --notation must be uk, san, lan or iccf, not &apos;%1&apos;
</source>
        <translation>postmark-cli import: --notation must be uk, san, lan or iccf, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>The rule set a PGN game follows (a game file names its own): %1; default fzshu-postal.</source>
        <translation>The rule set a PGN game follows (a game file names its own): %1; default fzshu-postal.</translation>
    </message>
    <message>
        <source>RULES</source>
        <translation>RULES</translation>
    </message>
    <message>
        <source>postmark-cli import: --rules must be one of %1, not &apos;%2&apos;
</source>
        <translation>postmark-cli import: --rules must be one of %1, not &apos;%2&apos;
</translation>
    </message>
    <message>
        <source>The card&apos;s id (w7, or Б7 as the Ukrainian report names it), for postcard, repeat, query and envelope.</source>
        <translation>The card&apos;s id (w7, or Б7 as the Ukrainian report names it), for postcard, repeat, query and envelope.</translation>
    </message>
    <message>
        <source>The date the demo&apos;s story runs up to (default: today).</source>
        <translation>The date the demo&apos;s story runs up to (default: today).</translation>
    </message>
    <message>
        <source>No deadline runs: nothing waits on the players or the judge.
</source>
        <translation>No deadline runs: nothing waits on the players or the judge.
</translation>
    </message>
    <message>
        <source>A tournament kept in the archive, by its id or its index (UKR/C11/SF1), instead of a file.</source>
        <translation>A tournament kept in the archive, by its id or its index (UKR/C11/SF1), instead of a file.</translation>
    </message>
    <message>
        <source>postmark-cli %1: --%2 is required: a tournament&apos;s id or index
</source>
        <translation>postmark-cli %1: --%2 is required: a tournament&apos;s id or index
</translation>
    </message>
    <message>
        <source>postmark-cli %1: the archive has no tournament «%2»
</source>
        <translation>postmark-cli %1: the archive has no tournament «%2»
</translation>
    </message>
    <message>
        <source>The archive&apos;s tournaments (id, index, name):
</source>
        <translation>The archive&apos;s tournaments (id, index, name):
</translation>
    </message>
    <message>
        <source>The tournament, by its id or its index (UKR/C11/SF1).</source>
        <translation>The tournament, by its id or its index (UKR/C11/SF1).</translation>
    </message>
    <message>
        <source>The event in the source archive, by its id or its index.</source>
        <translation>The event in the source archive, by its id or its index.</translation>
    </message>
    <message>
        <source>List the archive&apos;s tournaments, their ids and indexes.</source>
        <translation>List the archive&apos;s tournaments, their ids and indexes.</translation>
    </message>
    <message>
        <source>The archive keeps no tournament.
</source>
        <translation>The archive keeps no tournament.
</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>index</source>
        <translation>index</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>results</source>
        <translation>results</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Lists the tournaments kept in the archive: each one&apos;s id and index (what --tournament takes in
agenda, export-tournament and copy-tournament), its dates, its players, how many of its games
have a result, and its name.</source>
        <translation>Lists the tournaments kept in the archive: each one&apos;s id and index (what --tournament takes in
agenda, export-tournament and copy-tournament), its dates, its players, how many of its games
have a result, and its name.</translation>
    </message>
    <message>
        <source>postmark-cli tournaments: --format must be text or json, not &apos;%1&apos;
</source>
        <translation>postmark-cli tournaments: --format must be text or json, not &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>Checks the archive: of a file, SQLite&apos;s integrity and foreign keys; of a federation&apos;s server, that
its schema is current and every table asks the server&apos;s policies who reads it; then every game
(on a server, every game the login may read): its cards replay legally and its stored state
matches its ledger; and that no event&apos;s result, game record or withdrawal is dated after today.
Exit status: 0 all well, 1 a problem (one line each), 2 not readable.</source>
        <translation>Checks the archive: of a file, SQLite&apos;s integrity and foreign keys; of a federation&apos;s server, that
its schema is current and every table asks the server&apos;s policies who reads it; then every game
(on a server, every game the login may read): its cards replay legally and its stored state
matches its ledger; and that no event&apos;s result, game record or withdrawal is dated after today.
Exit status: 0 all well, 1 a problem (one line each), 2 not readable.</translation>
    </message>
    <message>
        <source>For withdrawal-notices: the withdrawn player&apos;s starting number.</source>
        <translation>For withdrawal-notices: the withdrawn player&apos;s starting number.</translation>
    </message>
    <message>
        <source>report, start-notices or withdrawal-notices</source>
        <translation>report, start-notices or withdrawal-notices</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: expected KIND (report, start-notices or withdrawal-notices) and FILE
</source>
        <translation>postmark-cli print-tournament: expected KIND (report, start-notices or withdrawal-notices) and FILE
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --player N goes with withdrawal-notices, and only with it
</source>
        <translation>postmark-cli print-tournament: --player N goes with withdrawal-notices, and only with it
</translation>
    </message>
    <message>
        <source>postmark-cli print-tournament: --player must be a starting number from 1 to %1, not &apos;%2&apos;
</source>
        <translation>postmark-cli print-tournament: --player must be a starting number from 1 to %1, not &apos;%2&apos;
</translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s documents to PDF: report (the standings, the withdrawals and the state of
every game, as of a date), start-notices (one page per player: games, colours, opponents&apos;
addresses, when the time starts (II.4.5, II.4.6) and the first-move inquiry (II.5.1)) or
withdrawal-notices (to the withdrawn player and each partner the withdrawal leaves a game to: the
decision and what each sends the judge (II.8.1, II.8.2); --player names the withdrawn player).</source>
        <translation>Prints a tournament&apos;s documents to PDF: report (the standings, the withdrawals and the state of
every game, as of a date), start-notices (one page per player: games, colours, opponents&apos;
addresses, when the time starts (II.4.5, II.4.6) and the first-move inquiry (II.5.1)) or
withdrawal-notices (to the withdrawn player and each partner the withdrawal leaves a game to: the
decision and what each sends the judge (II.8.1, II.8.2); --player names the withdrawn player).</translation>
    </message>
</context>
<context>
    <name>Crosstable</name>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>H2H</source>
        <translation>H2H</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Columns by starting number: board points scored against each team. Board pts: every game won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished; +/-: board points won less lost; %: of the finished games, cut down to a whole number; Fin. / Left: games finished and still to finish. Each board is a tournament of its own (IV.1.3): its table follows.</source>
        <translation>Columns by starting number: board points scored against each team. Board pts: every game won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished; +/-: board points won less lost; %: of the finished games, cut down to a whole number; Fin. / Left: games finished and still to finish. Each board is a tournament of its own (IV.1.3): its table follows.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Board pts</source>
        <translation>Board pts</translation>
    </message>
    <message>
        <source>Match pts</source>
        <translation>Match pts</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Fin.</source>
        <translation>Fin.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>captain</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>-C cancelled (V.8.1); </source>
        <translation>-C cancelled (V.8.1); </translation>
    </message>
    <message>
        <source>Columns by starting number. 1 win, ½ draw, 0 loss; + / − scored by a withdrawal (%1); 0 on both sides: no game record from either (%2); adj awaiting adjudication; n/c not counted (withdrawal, exclusion); %4(1) reported, not counted until the game record comes (%3); %5empty or ·: in progress. Where a pair plays two games, both are in the cell, the game with White first.</source>
        <translation>Columns by starting number. 1 win, ½ draw, 0 loss; + / − scored by a withdrawal (%1); 0 on both sides: no game record from either (%2); adj awaiting adjudication; n/c not counted (withdrawal, exclusion); %4(1) reported, not counted until the game record comes (%3); %5empty or ·: in progress. Where a pair plays two games, both are in the cell, the game with White first.</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>Sonneborn–Berger (SB)</source>
        <translation>Sonneborn–Berger (SB)</translation>
    </message>
    <message>
        <source>the games between them (H2H; — not needed, the tie broken before)</source>
        <translation>the games between them (H2H; — not needed, the tie broken before)</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</translation>
    </message>
    <message>
        <source>(+) / (−) after a withdrawal, counted once the judge has the game&apos;s text (%1); </source>
        <translation>(+) / (−) after a withdrawal, counted once the judge has the game&apos;s text (%1); </translation>
    </message>
</context>
<context>
    <name>Deadline</name>
    <message>
        <source>the game cannot be computed</source>
        <translation>the game cannot be computed</translation>
    </message>
    <message>
        <source>repeat the move</source>
        <translation>repeat the move</translation>
    </message>
    <message>
        <source>tell the judge</source>
        <translation>tell the judge</translation>
    </message>
    <message>
        <source>first-move inquiry</source>
        <translation>first-move inquiry</translation>
    </message>
    <message>
        <source>no move for too long</source>
        <translation>no move for too long</translation>
    </message>
    <message>
        <source>query the move</source>
        <translation>query the move</translation>
    </message>
    <message>
        <source>forfeit claim</source>
        <translation>forfeit claim</translation>
    </message>
    <message>
        <source>adjudication packet</source>
        <translation>adjudication packet</translation>
    </message>
    <message>
        <source>objection to a claim</source>
        <translation>objection to a claim</translation>
    </message>
    <message>
        <source>leave</source>
        <translation>leave</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>judge</translation>
    </message>
    <message>
        <source>appeals committee</source>
        <translation>appeals committee</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>time limit</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>decide the claim</source>
        <translation>decide the claim</translation>
    </message>
    <message>
        <source>appeal</source>
        <translation>appeal</translation>
    </message>
    <message>
        <source>appeal with the committee</source>
        <translation>appeal with the committee</translation>
    </message>
    <message>
        <source>adjudicate</source>
        <translation>adjudicate</translation>
    </message>
    <message>
        <source>appeal against the adjudication</source>
        <translation>appeal against the adjudication</translation>
    </message>
    <message>
        <source>second adjudication</source>
        <translation>second adjudication</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>game record</translation>
    </message>
    <message>
        <source>end of my leave</source>
        <translation>end of my leave</translation>
    </message>
    <message>
        <source>partner&apos;s leave</source>
        <translation>partner&apos;s leave</translation>
    </message>
    <message>
        <source>end of the partner&apos;s leave</source>
        <translation>end of the partner&apos;s leave</translation>
    </message>
    <message>
        <source>decide the shared place</source>
        <translation>decide the shared place</translation>
    </message>
    <message>
        <source>repeat the query</source>
        <translation>repeat the query</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>game %1: %2 – %3: %4</source>
        <translation>game %1: %2 – %3: %4</translation>
    </message>
    <message>
        <source>just started: my first move is in the post</source>
        <translation>just started: my first move is in the post</translation>
    </message>
    <message>
        <source>just started: White&apos;s first move arrived, I am to reply</source>
        <translation>just started: White&apos;s first move arrived, I am to reply</translation>
    </message>
    <message>
        <source>time trouble: 2 days left in the control period, my reply goes registered</source>
        <translation>time trouble: 2 days left in the control period, my reply goes registered</translation>
    </message>
    <message>
        <source>waiting: no reply for 20 days, the repeat is due</source>
        <translation>waiting: no reply for 20 days, the repeat is due</translation>
    </message>
    <message>
        <source>penalty: the partner repeated my move wrongly</source>
        <translation>penalty: the partner repeated my move wrongly</translation>
    </message>
    <message>
        <source>variant pending: I proposed a continuation</source>
        <translation>variant pending: I proposed a continuation</translation>
    </message>
    <message>
        <source>finished: 1-0, mate</source>
        <translation>finished: 1-0, mate</translation>
    </message>
    <message>
        <source>suspended: my forfeit claim is with the judge</source>
        <translation>suspended: my forfeit claim is with the judge</translation>
    </message>
    <message>
        <source>the partner overstepped the time: a claim is possible</source>
        <translation>the partner overstepped the time: a claim is possible</translation>
    </message>
    <message>
        <source>query: the partner sent an impossible move</source>
        <translation>query: the partner sent an impossible move</translation>
    </message>
    <message>
        <source>finished: draw agreed</source>
        <translation>finished: draw agreed</translation>
    </message>
    <message>
        <source>in progress, move 12</source>
        <translation>in progress, move 12</translation>
    </message>
    <message>
        <source>in progress, move 5</source>
        <translation>in progress, move 5</translation>
    </message>
    <message>
        <source>in progress: my reply is in the post</source>
        <translation>in progress: my reply is in the post</translation>
    </message>
    <message>
        <source>owner: %1, a player and the chief judge of %2</source>
        <translation>owner: %1, a player and the chief judge of %2</translation>
    </message>
    <message>
        <source>cup %1: %2 — the previous final (10 players, finished), semifinal 1 (in play), semifinal 2 (11 players, finished); one qualified player declined, one nominated</source>
        <translation>cup %1: %2 — the previous final (10 players, finished), semifinal 1 (in play), semifinal 2 (11 players, finished); one qualified player declined, one nominated</translation>
    </message>
    <message>
        <source>team event %1: %2, 2 teams of 4 boards, two games a board, 6 of 8 finished</source>
        <translation>team event %1: %2, 2 teams of 4 boards, two games a board, 6 of 8 finished</translation>
    </message>
    <message numerus="yes">
        <source>tournament %1: %2, 15 players, %n game(s), one withdrawal, one claim</source>
        <translation>
            <numerusform>tournament %1: %2, 15 players, %n game, one withdrawal, one claim</numerusform>
            <numerusform>tournament %1: %2, 15 players, %n games, one withdrawal, one claim</numerusform>
        </translation>
    </message>
    <message>
        <source>leave: the partner is on leave until the end of next week</source>
        <translation>leave: the partner is on leave until the end of next week</translation>
    </message>
</context>
<context>
    <name>DeskGames</name>
    <message>
        <source>White %1 days, Black %2 days</source>
        <translation>White %1 days, Black %2 days</translation>
    </message>
</context>
<context>
    <name>EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Undone: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Redone: %1</translation>
    </message>
</context>
<context>
    <name>EngineAssessor</name>
    <message>
        <source>The engine assesses the final position…</source>
        <translation>The engine assesses the final position…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The engine&apos;s assessment</source>
        <translation>The engine&apos;s assessment</translation>
    </message>
    <message>
        <source>The engine assesses the final position: depth %1 of %2, %3</source>
        <translation>The engine assesses the final position: depth %1 of %2, %3</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>“%1” cannot be read as a move.</source>
        <translation>“%1” cannot be read as a move.</translation>
    </message>
    <message>
        <source>“%1” is not a legal move in this position.</source>
        <translation>“%1” is not a legal move in this position.</translation>
    </message>
    <message>
        <source>“%1” could mean more than one move.</source>
        <translation>“%1” could mean more than one move.</translation>
    </message>
    <message>
        <source>“%1” reaches the last rank without naming the promotion piece.</source>
        <translation>“%1” reaches the last rank without naming the promotion piece.</translation>
    </message>
    <message>
        <source>The start position (FEN) is not a valid position.</source>
        <translation>The start position (FEN) is not a valid position.</translation>
    </message>
    <message>
        <source>The game text is damaged near “%1”.</source>
        <translation>The game text is damaged near “%1”.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>The file %1 cannot be read.</translation>
    </message>
    <message>
        <source>%1 is not a Postmark archive.</source>
        <translation>%1 is not a Postmark archive.</translation>
    </message>
    <message>
        <source>The archive %1 is in use by another program; nothing was changed. Try again when it is closed.</source>
        <translation>The archive %1 is in use by another program; nothing was changed. Try again when it is closed.</translation>
    </message>
    <message>
        <source>The archive %1 cannot be written (read-only); nothing was changed.</source>
        <translation>The archive %1 cannot be written (read-only); nothing was changed.</translation>
    </message>
    <message>
        <source>The disk is full: nothing was saved, the archive %1 is as it was.</source>
        <translation>The disk is full: nothing was saved, the archive %1 is as it was.</translation>
    </message>
    <message>
        <source>The archive %1 was written by a newer Postmark.</source>
        <translation>The archive %1 was written by a newer Postmark.</translation>
    </message>
    <message>
        <source>The archive %1 could not be used.</source>
        <translation>The archive %1 could not be used.</translation>
    </message>
    <message>
        <source>The archive has no game %1.</source>
        <translation>The archive has no game %1.</translation>
    </message>
    <message>
        <source>The game %1 cannot be stored.</source>
        <translation>The game %1 cannot be stored.</translation>
    </message>
    <message>
        <source>The tournament&apos;s rules cannot be read: %1.</source>
        <translation>The tournament&apos;s rules cannot be read: %1.</translation>
    </message>
    <message>
        <source>This document does not apply to the game: %1.</source>
        <translation>This document does not apply to the game: %1.</translation>
    </message>
    <message>
        <source>The archive has no tournament %1.</source>
        <translation>The archive has no tournament %1.</translation>
    </message>
    <message>
        <source>The change to %1 cannot be stored.</source>
        <translation>The change to %1 cannot be stored.</translation>
    </message>
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Whose archive this is needs a name, as the cards write it.</translation>
    </message>
    <message>
        <source>There is no archive at %1.</source>
        <translation>There is no archive at %1.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged; nothing was written to it.</source>
        <translation>The archive %1 is damaged; nothing was written to it.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is open for reading only; nothing was changed.</source>
        <translation>Not saved — %1: the archive is open for reading only; nothing was changed.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is damaged; nothing was written to it.</source>
        <translation>Not saved — %1: the archive is damaged; nothing was written to it.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive is in use by another program; nothing was changed. Try again when it is closed.</source>
        <translation>Not saved — %1: the archive is in use by another program; nothing was changed. Try again when it is closed.</translation>
    </message>
    <message>
        <source>Not saved — %1: the disk is full; the archive is as it was.</source>
        <translation>Not saved — %1: the disk is full; the archive is as it was.</translation>
    </message>
    <message>
        <source>Not saved — %1: the archive could not be used.</source>
        <translation>Not saved — %1: the archive could not be used.</translation>
    </message>
    <message>
        <source>The Cup cannot be stored: %1.</source>
        <translation>The Cup cannot be stored: %1.</translation>
    </message>
    <message>
        <source>Stopped: %1 was cancelled, and the archive is as it was.</source>
        <translation>Stopped: %1 was cancelled, and the archive is as it was.</translation>
    </message>
    <message>
        <source>%1 is not an address Postmark can use.</source>
        <translation>%1 is not an address Postmark can use.</translation>
    </message>
    <message>
        <source>The federation&apos;s server %1 cannot be reached.</source>
        <translation>The federation&apos;s server %1 cannot be reached.</translation>
    </message>
    <message>
        <source>The server refused it: your role may not make this change to %1; nothing was changed.</source>
        <translation>The server refused it: your role may not make this change to %1; nothing was changed.</translation>
    </message>
    <message>
        <source>The server %1 cannot take this role as given.</source>
        <translation>The server %1 cannot take this role as given.</translation>
    </message>
    <message>
        <source>Not saved — %1.</source>
        <translation>Not saved — %1.</translation>
    </message>
    <message>
        <source>The server took none of the change to %1.</source>
        <translation>The server took none of the change to %1.</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>arrival postmark</source>
        <translation>arrival postmark</translation>
    </message>
    <message>
        <source>departure postmark</source>
        <translation>departure postmark</translation>
    </message>
    <message>
        <source>date written on the card</source>
        <translation>date written on the card</translation>
    </message>
    <message>
        <source>registered-mail receipt</source>
        <translation>registered-mail receipt</translation>
    </message>
    <message>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <source>repetition of my move</source>
        <translation>repetition of my move</translation>
    </message>
    <message>
        <source>accepted half-moves</source>
        <translation>accepted half-moves</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variant</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>registered</translation>
    </message>
    <message>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>kind of card</source>
        <translation>kind of card</translation>
    </message>
    <message>
        <source>repeated card</source>
        <translation>repeated card</translation>
    </message>
    <message>
        <source>queried card</source>
        <translation>queried card</translation>
    </message>
    <message>
        <source>answered card</source>
        <translation>answered card</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>reason</translation>
    </message>
    <message>
        <source>illegible</source>
        <translation>illegible</translation>
    </message>
    <message>
        <source>error in the address</source>
        <translation>error in the address</translation>
    </message>
    <message>
        <source>partner received my card</source>
        <translation>partner received my card</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>address</source>
        <translation>address</translation>
    </message>
    <message>
        <source>start notice received</source>
        <translation>start notice received</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <source>regulation</source>
        <translation>regulation</translation>
    </message>
    <message>
        <source>notation</source>
        <translation>notation</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>as of</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>leaves</translation>
    </message>
    <message>
        <source>notice sent</source>
        <translation>notice sent</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>card</source>
        <translation>card</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>how it ended</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>claimant</source>
        <translation>claimant</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sent</translation>
    </message>
    <message>
        <source>receipt of the notice</source>
        <translation>receipt of the notice</translation>
    </message>
    <message>
        <source>sealed move</source>
        <translation>sealed move</translation>
    </message>
    <message>
        <source>contents</source>
        <translation>contents</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
    <message>
        <source>event</source>
        <translation>event</translation>
    </message>
    <message>
        <source>event index</source>
        <translation>event index</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>withdrawals</source>
        <translation>withdrawals</translation>
    </message>
    <message>
        <source>tie-breaks</source>
        <translation>tie-breaks</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>decision</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>date of the decision</source>
        <translation>date of the decision</translation>
    </message>
    <message>
        <source>appeal received</source>
        <translation>appeal received</translation>
    </message>
    <message>
        <source>appellant</source>
        <translation>appellant</translation>
    </message>
    <message>
        <source>appeals committee ruled</source>
        <translation>appeals committee ruled</translation>
    </message>
    <message>
        <source>penalty days</source>
        <translation>penalty days</translation>
    </message>
    <message>
        <source>adjudicator</source>
        <translation>adjudicator</translation>
    </message>
    <message>
        <source>second adjudication</source>
        <translation>second adjudication</translation>
    </message>
    <message>
        <source>date of the second adjudication</source>
        <translation>date of the second adjudication</translation>
    </message>
    <message>
        <source>second adjudicator</source>
        <translation>second adjudicator</translation>
    </message>
    <message>
        <source>claimant received the decision</source>
        <translation>claimant received the decision</translation>
    </message>
    <message>
        <source>offender received the decision</source>
        <translation>offender received the decision</translation>
    </message>
    <message>
        <source>White received the result</source>
        <translation>White received the result</translation>
    </message>
    <message>
        <source>Black received the result</source>
        <translation>Black received the result</translation>
    </message>
    <message>
        <source>moves per control period</source>
        <translation>moves per control period</translation>
    </message>
    <message>
        <source>days per control period</source>
        <translation>days per control period</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>identifier</translation>
    </message>
    <message>
        <source>result reported on</source>
        <translation>result reported on</translation>
    </message>
    <message>
        <source>game record received on</source>
        <translation>game record received on</translation>
    </message>
    <message>
        <source>birth date</source>
        <translation>birth date</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>boards</translation>
    </message>
    <message>
        <source>teams</source>
        <translation>teams</translation>
    </message>
    <message>
        <source>ranking</source>
        <translation>ranking</translation>
    </message>
    <message>
        <source>the boards&apos; tie-breaks</source>
        <translation>the boards&apos; tie-breaks</translation>
    </message>
    <message>
        <source>match points</source>
        <translation>match points</translation>
    </message>
    <message>
        <source>the notice reached me on</source>
        <translation>the notice reached me on</translation>
    </message>
    <message>
        <source>decided early because</source>
        <translation>decided early because</translation>
    </message>
    <message>
        <source>bar on further claims</source>
        <translation>bar on further claims</translation>
    </message>
    <message>
        <source>days on one move after which each day counts double</source>
        <translation>days on one move after which each day counts double</translation>
    </message>
    <message>
        <source>days left at which time trouble begins</source>
        <translation>days left at which time trouble begins</translation>
    </message>
    <message>
        <source>replies in time trouble go registered</source>
        <translation>replies in time trouble go registered</translation>
    </message>
    <message>
        <source>days without a reply before the move is repeated</source>
        <translation>days without a reply before the move is repeated</translation>
    </message>
    <message>
        <source>days without a reply to the repeat before the judge is told</source>
        <translation>days without a reply to the repeat before the judge is told</translation>
    </message>
    <message>
        <source>days without White&apos;s first move before an inquiry</source>
        <translation>days without White&apos;s first move before an inquiry</translation>
    </message>
    <message>
        <source>months without a move before a loss is possible</source>
        <translation>months without a move before a loss is possible</translation>
    </message>
    <message>
        <source>days without a move before a loss is possible</source>
        <translation>days without a move before a loss is possible</translation>
    </message>
    <message>
        <source>days not counted for a query or for answering a repeat</source>
        <translation>days not counted for a query or for answering a repeat</translation>
    </message>
    <message>
        <source>penalty days for a first offence of a kind</source>
        <translation>penalty days for a first offence of a kind</translation>
    </message>
    <message>
        <source>penalty days for each later offence of the same kind</source>
        <translation>penalty days for each later offence of the same kind</translation>
    </message>
    <message>
        <source>leave days per calendar year</source>
        <translation>leave days per calendar year</translation>
    </message>
    <message>
        <source>a late start notice: play starts on this day after its receipt</source>
        <translation>a late start notice: play starts on this day after its receipt</translation>
    </message>
    <message>
        <source>days a repeat may be late at no cost</source>
        <translation>days a repeat may be late at no cost</translation>
    </message>
    <message>
        <source>leave counted per tournament, not over all games together</source>
        <translation>leave counted per tournament, not over all games together</translation>
    </message>
    <message>
        <source>days to object to a forfeit claim</source>
        <translation>days to object to a forfeit claim</translation>
    </message>
    <message>
        <source>days to appeal against a decision or an adjudication</source>
        <translation>days to appeal against a decision or an adjudication</translation>
    </message>
    <message>
        <source>days after the event&apos;s end to send the adjudication packet</source>
        <translation>days after the event&apos;s end to send the adjudication packet</translation>
    </message>
    <message>
        <source>standard transit days of an e-mail; a longer one goes to the judge</source>
        <translation>standard transit days of an e-mail; a longer one goes to the judge</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more: Show Details lists them all.</source>
        <translation>
            <numerusform>… and %n more: Show Details lists them all.</numerusform>
            <numerusform>… and %n more: Show Details lists them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JudgeLabels</name>
    <message>
        <source>played</source>
        <translation>played</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>number of wins</source>
        <translation>number of wins</translation>
    </message>
    <message>
        <source>Sonneborn–Berger</source>
        <translation>Sonneborn–Berger</translation>
    </message>
    <message>
        <source>head-to-head among the tied players</source>
        <translation>head-to-head among the tied players</translation>
    </message>
    <message>
        <source>Koya: points against the players on 50% or more</source>
        <translation>Koya: points against the players on 50% or more</translation>
    </message>
    <message>
        <source>withdrew: no game counted (V.8.2)</source>
        <translation>withdrew: no game counted (V.8.2)</translation>
    </message>
    <message>
        <source>left, no substitute: unfinished games lost</source>
        <translation>left, no substitute: unfinished games lost</translation>
    </message>
    <message>
        <source>withdrew: unfinished games lost</source>
        <translation>withdrew: unfinished games lost</translation>
    </message>
    <message>
        <source>left, no substitute: unfinished games adjudicated</source>
        <translation>left, no substitute: unfinished games adjudicated</translation>
    </message>
    <message>
        <source>withdrew: unfinished games adjudicated</source>
        <translation>withdrew: unfinished games adjudicated</translation>
    </message>
    <message>
        <source>withdrew: unfinished games not counted</source>
        <translation>withdrew: unfinished games not counted</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>time forfeit</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>adjudicated</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>withdrawal</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) without a move</source>
        <translation>
            <numerusform>%n day without a move</numerusform>
            <numerusform>%n days without a move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) without a move</source>
        <translation>
            <numerusform>%n month without a move</numerusform>
            <numerusform>%n months without a move</numerusform>
        </translation>
    </message>
    <message>
        <source>no game record</source>
        <translation>no game record</translation>
    </message>
    <message>
        <source>pending: game suspended</source>
        <translation>pending: game suspended</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>upheld</translation>
    </message>
    <message>
        <source>rejected: play goes on</source>
        <translation>rejected: play goes on</translation>
    </message>
    <message>
        <source>awaiting the packets</source>
        <translation>awaiting the packets</translation>
    </message>
    <message>
        <source>equal assessments: ended without adjudication</source>
        <translation>equal assessments: ended without adjudication</translation>
    </message>
    <message>
        <source>awaiting the adjudicator</source>
        <translation>awaiting the adjudicator</translation>
    </message>
    <message>
        <source>adjudicated; appeal possible</source>
        <translation>adjudicated; appeal possible</translation>
    </message>
    <message>
        <source>appealed: second adjudication</source>
        <translation>appealed: second adjudication</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>LedgerReport</name>
    <message>
        <source>Rules %1, as of %2; White starts %3, Black starts %4</source>
        <translation>Rules %1, as of %2; White starts %3, Black starts %4</translation>
    </message>
    <message>
        <source>(thinking)</source>
        <translation>(thinking)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sent</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Penalties:</source>
        <translation>Penalties:</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Time booked:</source>
        <translation>Time booked:</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <translation>Result: %1 (%2)</translation>
    </message>
    <message>
        <source>To move: %1 [%2]</source>
        <translation>To move: %1 [%2]</translation>
    </message>
    <message>
        <source>OVERSTEP [%1]: %2</source>
        <translation>OVERSTEP [%1]: %2</translation>
    </message>
    <message>
        <source>No overstep.</source>
        <translation>No overstep.</translation>
    </message>
    <message>
        <source>Deadlines:</source>
        <translation>Deadlines:</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>with the reply</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <source>  * %1 %2: time counted from %3, the player&apos;s start (%4)</source>
        <translation>  * %1 %2: time counted from %3, the player&apos;s start (%4)</translation>
    </message>
    <message numerus="yes">
        <source>  * %1 %2: the days of %n period(s) added together, each under “Time booked”</source>
        <translation>
            <numerusform>  * %1 %2: the days of %n period added together, each under “Time booked”</numerusform>
            <numerusform>  * %1 %2: the days of %n periods added together, each under “Time booked”</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals: White %1, Black %2 (days booked plus penalty days, %3)</source>
        <translation>Totals: White %1, Black %2 (days booked plus penalty days, %3)</translation>
    </message>
    <message>
        <source>Suspended since %1: a forfeit claim is with the judge%2</source>
        <translation>Suspended since %1: a forfeit claim is with the judge%2</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>receipt</translation>
    </message>
    <message>
        <source>departure postmark</source>
        <translation>departure postmark</translation>
    </message>
    <message>
        <source>sender&apos;s date</source>
        <translation>sender&apos;s date</translation>
    </message>
    <message>
        <source>arrival postmark</source>
        <translation>arrival postmark</translation>
    </message>
    <message>
        <source>recipient&apos;s date</source>
        <translation>recipient&apos;s date</translation>
    </message>
    <message>
        <source>not received</source>
        <translation>not received</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pawn</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>bishop</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>rook</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>no move is written</source>
        <translation>no move is written</translation>
    </message>
    <message>
        <source>a parenthesis is not closed</source>
        <translation>a parenthesis is not closed</translation>
    </message>
    <message>
        <source>“%1” is not a promotion piece</source>
        <translation>“%1” is not a promotion piece</translation>
    </message>
    <message>
        <source>the Cyrillic letter “%1” in English notation</source>
        <translation>the Cyrillic letter “%1” in English notation</translation>
    </message>
    <message>
        <source>the character “%1” is no part of a move</source>
        <translation>the character “%1” is no part of a move</translation>
    </message>
    <message>
        <source>more than two squares are written</source>
        <translation>more than two squares are written</translation>
    </message>
    <message>
        <source>the square the piece goes to is missing</source>
        <translation>the square the piece goes to is missing</translation>
    </message>
    <message>
        <source>the square the piece comes from is not a file and a rank</source>
        <translation>the square the piece comes from is not a file and a rank</translation>
    </message>
    <message>
        <source>an ICCF numeric move has 4 digits, or 5 with a promotion</source>
        <translation>an ICCF numeric move has 4 digits, or 5 with a promotion</translation>
    </message>
    <message>
        <source>the digit “%1” is not a file or rank (1–8)</source>
        <translation>the digit “%1” is not a file or rank (1–8)</translation>
    </message>
    <message>
        <source>the promotion digit “%1” is not 1 (queen) to 4 (knight)</source>
        <translation>the promotion digit “%1” is not 1 (queen) to 4 (knight)</translation>
    </message>
    <message>
        <source>castling on that side is no longer allowed</source>
        <translation>castling on that side is no longer allowed</translation>
    </message>
    <message>
        <source>the squares between the king and the rook are not empty</source>
        <translation>the squares between the king and the rook are not empty</translation>
    </message>
    <message>
        <source>the king may not castle out of check</source>
        <translation>the king may not castle out of check</translation>
    </message>
    <message>
        <source>the king may not pass through or land on an attacked square</source>
        <translation>the king may not pass through or land on an attacked square</translation>
    </message>
    <message>
        <source>%1 holds no piece of the side to move</source>
        <translation>%1 holds no piece of the side to move</translation>
    </message>
    <message>
        <source>there is no %1 of the side to move on %2</source>
        <translation>there is no %1 of the side to move on %2</translation>
    </message>
    <message>
        <source>%1 is occupied by a piece of the side to move</source>
        <translation>%1 is occupied by a piece of the side to move</translation>
    </message>
    <message>
        <source>no %1 of the side to move can go to %2</source>
        <translation>no %1 of the side to move can go to %2</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank is promoted</source>
        <translation>only a pawn reaching the last rank is promoted</translation>
    </message>
    <message>
        <source>the pawn reaches the last rank, but the promotion piece is missing</source>
        <translation>the pawn reaches the last rank, but the promotion piece is missing</translation>
    </message>
    <message>
        <source>a pawn cannot be promoted to a %1</source>
        <translation>a pawn cannot be promoted to a %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>it does not answer the check</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>it would leave the king in check</translation>
    </message>
    <message>
        <source>it could be %1</source>
        <translation>it could be %1</translation>
    </message>
    <message>
        <source>%1: the Cyrillic letter “%2” was read as the file %3</source>
        <translation>%1: the Cyrillic letter “%2” was read as the file %3</translation>
    </message>
    <message>
        <source>%1: a Russian letter was read as the rook (Т)</source>
        <translation>%1: a Russian letter was read as the rook (Т)</translation>
    </message>
    <message>
        <source>%1: a Latin letter was read as the Ukrainian piece letter it looks like</source>
        <translation>%1: a Latin letter was read as the Ukrainian piece letter it looks like</translation>
    </message>
    <message numerus="yes">
        <source>the board has %n rank(s), not 8</source>
        <translation>
            <numerusform>the board has %n rank, not 8</numerusform>
            <numerusform>the board has %n ranks, not 8</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1 describes more than 8 squares</source>
        <translation>rank %1 describes more than 8 squares</translation>
    </message>
    <message>
        <source>rank %1 has the character “%2”, which is no piece</source>
        <translation>rank %1 has the character “%2”, which is no piece</translation>
    </message>
    <message>
        <source>rank %1 describes %2 squares, not 8</source>
        <translation>rank %1 describes %2 squares, not 8</translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n king(s), not 1</source>
        <translation>
            <numerusform>%2 has %n king, not 1</numerusform>
            <numerusform>%2 has %n kings, not 1</numerusform>
        </translation>
    </message>
    <message>
        <source>a pawn stands on the first or the eighth rank</source>
        <translation>a pawn stands on the first or the eighth rank</translation>
    </message>
    <message>
        <source>the castling field “%1” is not a part of KQkq in that order</source>
        <translation>the castling field “%1” is not a part of KQkq in that order</translation>
    </message>
    <message>
        <source>the castling right “%1” needs the rook on its home square</source>
        <translation>the castling right “%1” needs the rook on its home square</translation>
    </message>
    <message>
        <source>the castling right “%1” needs the king on its home square</source>
        <translation>the castling right “%1” needs the king on its home square</translation>
    </message>
    <message>
        <source>the en-passant field “%1” is not a square</source>
        <translation>the en-passant field “%1” is not a square</translation>
    </message>
    <message>
        <source>the en-passant square %1 does not follow a two-square pawn move</source>
        <translation>the en-passant square %1 does not follow a two-square pawn move</translation>
    </message>
    <message numerus="yes">
        <source>the FEN has %n field(s), not 6</source>
        <translation>
            <numerusform>the FEN has %n field, not 6</numerusform>
            <numerusform>the FEN has %n fields, not 6</numerusform>
        </translation>
    </message>
    <message>
        <source>the side to move “%1” is neither w nor b</source>
        <translation>the side to move “%1” is neither w nor b</translation>
    </message>
    <message>
        <source>the FEN lacks the move clocks; 0 and 1 are assumed</source>
        <translation>the FEN lacks the move clocks; 0 and 1 are assumed</translation>
    </message>
    <message>
        <source>the half-move clock “%1” is not a number of 0 or more</source>
        <translation>the half-move clock “%1” is not a number of 0 or more</translation>
    </message>
    <message>
        <source>the move number “%1” is not a number of 1 or more</source>
        <translation>the move number “%1” is not a number of 1 or more</translation>
    </message>
    <message>
        <source>the FEN&apos;s move number 0 was read as 1</source>
        <translation>the FEN&apos;s move number 0 was read as 1</translation>
    </message>
    <message>
        <source>the side not to move is in check, which no legal game reaches</source>
        <translation>the side not to move is in check, which no legal game reaches</translation>
    </message>
    <message>
        <source>card %1 is not a move card</source>
        <translation>card %1 is not a move card</translation>
    </message>
    <message>
        <source>there is no card %1</source>
        <translation>there is no card %1</translation>
    </message>
    <message>
        <source>a query is about a move card</source>
        <translation>a query is about a move card</translation>
    </message>
    <message>
        <source>the game records no claim to object to</source>
        <translation>the game records no claim to object to</translation>
    </message>
    <message>
        <source>the game is finished; only unfinished games go to adjudication (II.9.5)</source>
        <translation>the game is finished; only unfinished games go to adjudication (II.9.5)</translation>
    </message>
    <message>
        <source>the game has no leave %1</source>
        <translation>the game has no leave %1</translation>
    </message>
    <message>
        <source>no game has a leave to announce</source>
        <translation>no game has a leave to announce</translation>
    </message>
    <message>
        <source>the claim is not decided yet: the letter is written with the decision</source>
        <translation>the claim is not decided yet: the letter is written with the decision</translation>
    </message>
    <message>
        <source>the game is not adjudicated yet</source>
        <translation>the game is not adjudicated yet</translation>
    </message>
    <message>
        <source>I have sent no move card in this game yet</source>
        <translation>I have sent no move card in this game yet</translation>
    </message>
    <message>
        <source>the game is finished</source>
        <translation>the game is finished</translation>
    </message>
    <message>
        <source>my last card has been answered: there is nothing to repeat</source>
        <translation>my last card has been answered: there is nothing to repeat</translation>
    </message>
    <message>
        <source>the overstep is mine: only the partner may claim (II.6.1)</source>
        <translation>the overstep is mine: only the partner may claim (II.6.1)</translation>
    </message>
    <message>
        <source>the claim is mine: only the partner may object to it (II.6.4)</source>
        <translation>the claim is mine: only the partner may object to it (II.6.4)</translation>
    </message>
    <message>
        <source>I have sent no card in this game yet</source>
        <translation>I have sent no card in this game yet</translation>
    </message>
    <message>
        <source>I have announced no leave in this game</source>
        <translation>I have announced no leave in this game</translation>
    </message>
    <message>
        <source>nothing is due in this game</source>
        <translation>nothing is due in this game</translation>
    </message>
    <message>
        <source>the moves end without a result</source>
        <translation>the moves end without a result</translation>
    </message>
    <message>
        <source>the Result tag says %1, the moves end with %2</source>
        <translation>the Result tag says %1, the moves end with %2</translation>
    </message>
    <message>
        <source>the result * after a checkmate was recorded as %1</source>
        <translation>the result * after a checkmate was recorded as %1</translation>
    </message>
    <message>
        <source>the text is not UTF-8; it was read as Latin-1</source>
        <translation>the text is not UTF-8; it was read as Latin-1</translation>
    </message>
    <message>
        <source>the tag %1 is not quoted properly; it was read as “%2”</source>
        <translation>the tag %1 is not quoted properly; it was read as “%2”</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>a variation before any move</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position; postal games start from the initial one</source>
        <translation>game %1 starts from a set-up position; postal games start from the initial one</translation>
    </message>
    <message>
        <source>game %1 has no start date (no Date tag with a year, no send dates)</source>
        <translation>game %1 has no start date (no Date tag with a year, no send dates)</translation>
    </message>
    <message>
        <source>the rule set “%1” is not one of %2</source>
        <translation>the rule set “%1” is not one of %2</translation>
    </message>
    <message>
        <source>the rule parameter “%1” is unknown</source>
        <translation>the rule parameter “%1” is unknown</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>the file</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>card %1</translation>
    </message>
    <message>
        <source>card no. %1</source>
        <translation>card no. %1</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>the event</translation>
    </message>
    <message>
        <source>leave %1</source>
        <translation>leave %1</translation>
    </message>
    <message>
        <source>the judge&apos;s adjustment %1</source>
        <translation>the judge&apos;s adjustment %1</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>the result</translation>
    </message>
    <message>
        <source>the claim</source>
        <translation>the claim</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>the game</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>team %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>the withdrawal</translation>
    </message>
    <message>
        <source>is not a field Postmark knows</source>
        <translation>is not a field Postmark knows</translation>
    </message>
    <message>
        <source>not filled in</source>
        <translation>not filled in</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>must be text</translation>
    </message>
    <message>
        <source>“%1” is not a date (YYYY-MM-DD)</source>
        <translation>“%1” is not a date (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>must be a list of dates</source>
        <translation>must be a list of dates</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>must be a list of moves</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>must be true or false</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>must be a whole number</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>must be an object</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>must be a list</translation>
    </message>
    <message>
        <source>the file is not a JSON object</source>
        <translation>the file is not a JSON object</translation>
    </message>
    <message>
        <source>not a %1 file</source>
        <translation>not a %1 file</translation>
    </message>
    <message>
        <source>version %1 is not supported (this Postmark reads version %2)</source>
        <translation>version %1 is not supported (this Postmark reads version %2)</translation>
    </message>
    <message>
        <source>“%1” is neither white nor black</source>
        <translation>“%1” is neither white nor black</translation>
    </message>
    <message>
        <source>“%1” is not move, repeat or query</source>
        <translation>“%1” is not move, repeat or query</translation>
    </message>
    <message>
        <source>%1 is not an even number of half-moves (II.3.8: whole pairs)</source>
        <translation>%1 is not an even number of half-moves (II.3.8: whole pairs)</translation>
    </message>
    <message>
        <source>“%1” is neither impossible nor illegible</source>
        <translation>“%1” is neither impossible nor illegible</translation>
    </message>
    <message>
        <source>a registered-mail receipt on a card not marked registered</source>
        <translation>a registered-mail receipt on a card not marked registered</translation>
    </message>
    <message>
        <source>“%1” is not uk, san, lan or iccf</source>
        <translation>“%1” is not uk, san, lan or iccf</translation>
    </message>
    <message>
        <source>the leave ends on %1, before it begins on %2</source>
        <translation>the leave ends on %1, before it begins on %2</translation>
    </message>
    <message>
        <source>“%1” is not 1-0, 0-1, 1/2-1/2 or 0-0</source>
        <translation>“%1” is not 1-0, 0-1, 1/2-1/2 or 0-0</translation>
    </message>
    <message>
        <source>“%1” is not one of %2</source>
        <translation>“%1” is not one of %2</translation>
    </message>
    <message>
        <source>the id is used by an earlier card</source>
        <translation>the id is used by an earlier card</translation>
    </message>
    <message>
        <source>no card has the id “%1”</source>
        <translation>no card has the id “%1”</translation>
    </message>
    <message>
        <source>“%1” is a card of the same player</source>
        <translation>“%1” is a card of the same player</translation>
    </message>
    <message>
        <source>“%1” is the partner&apos;s card</source>
        <translation>“%1” is the partner&apos;s card</translation>
    </message>
    <message>
        <source>%1 is before the departure postmark %2</source>
        <translation>%1 is before the departure postmark %2</translation>
    </message>
    <message>
        <source>%1 is more than a year before the official start %2</source>
        <translation>%1 is more than a year before the official start %2</translation>
    </message>
    <message>
        <source>%1 is after the ledger&apos;s date %2</source>
        <translation>%1 is after the ledger&apos;s date %2</translation>
    </message>
    <message>
        <source>sent %1 by the registered-mail receipt %2</source>
        <translation>sent %1 by the registered-mail receipt %2</translation>
    </message>
    <message>
        <source>sent %1 by the departure postmark</source>
        <translation>sent %1 by the departure postmark</translation>
    </message>
    <message>
        <source>sent %1 by the sender&apos;s date (no legible postmark)</source>
        <translation>sent %1 by the sender&apos;s date (no legible postmark)</translation>
    </message>
    <message>
        <source>the sending date is unknown: to be clarified in the reply</source>
        <translation>the sending date is unknown: to be clarified in the reply</translation>
    </message>
    <message>
        <source>received %1 by the arrival postmark</source>
        <translation>received %1 by the arrival postmark</translation>
    </message>
    <message>
        <source>received %1, the recipient&apos;s date (no legible postmark)</source>
        <translation>received %1, the recipient&apos;s date (no legible postmark)</translation>
    </message>
    <message>
        <source>not received yet</source>
        <translation>not received yet</translation>
    </message>
    <message>
        <source>the written date %1</source>
        <translation>the written date %1</translation>
    </message>
    <message>
        <source>the departure postmark %1</source>
        <translation>the departure postmark %1</translation>
    </message>
    <message>
        <source>the receipt&apos;s date %1 beats %2</source>
        <translation>the receipt&apos;s date %1 beats %2</translation>
    </message>
    <message>
        <source>sent registered, but the receipt&apos;s number and date are not recorded</source>
        <translation>sent registered, but the receipt&apos;s number and date are not recorded</translation>
    </message>
    <message>
        <source>departure postmarks %1: the earliest, %2, counts for the sender</source>
        <translation>departure postmarks %1: the earliest, %2, counts for the sender</translation>
    </message>
    <message>
        <source>the written date %1 differs from the departure postmark %2; the postmark counts</source>
        <translation>the written date %1 differs from the departure postmark %2; the postmark counts</translation>
    </message>
    <message>
        <source>the recipient&apos;s date %1 is earlier than the arrival postmark %2; the postmark counts</source>
        <translation>the recipient&apos;s date %1 is earlier than the arrival postmark %2; the postmark counts</translation>
    </message>
    <message numerus="yes">
        <source>the card was %n day(s) in the post, more than the standard %2: the player may ask the judge</source>
        <translation>
            <numerusform>the card was %n day in the post, more than the standard %2: the player may ask the judge</numerusform>
            <numerusform>the card was %n days in the post, more than the standard %2: the player may ask the judge</numerusform>
        </translation>
    </message>
    <message>
        <source>sent %1, before %2, when card %3 it answers was received</source>
        <translation>sent %1, before %2, when card %3 it answers was received</translation>
    </message>
    <message>
        <source>leave %1 (%2 – %3): no notice date is recorded; counted from its start</source>
        <translation>leave %1 (%2 – %3): no notice date is recorded; counted from its start</translation>
    </message>
    <message>
        <source>leave %1 (%2 – %3): the notice went on %4, after the leave began; it counts from %4</source>
        <translation>leave %1 (%2 – %3): the notice went on %4, after the leave began; it counts from %4</translation>
    </message>
    <message numerus="yes">
        <source>leave %2 (%3 – %4): %n day(s) past the yearly cap of %5 are not granted and count as thinking time</source>
        <translation>
            <numerusform>leave %2 (%3 – %4): %n day past the yearly cap of %5 are not granted and count as thinking time</numerusform>
            <numerusform>leave %2 (%3 – %4): %n days past the yearly cap of %5 are not granted and count as thinking time</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the turn of %1: the partner&apos;s reply to their last move is not among the cards</source>
        <translation>it is not the turn of %1: the partner&apos;s reply to their last move is not among the cards</translation>
    </message>
    <message>
        <source>the partner&apos;s last move card proposed no variant</source>
        <translation>the partner&apos;s last move card proposed no variant</translation>
    </message>
    <message numerus="yes">
        <source>accepts %n half-move(s), but card %2 proposed %3</source>
        <translation>
            <numerusform>accepts %n half-move, but card %2 proposed %3</numerusform>
            <numerusform>accepts %n half-moves, but card %2 proposed %3</numerusform>
        </translation>
    </message>
    <message>
        <source>half-move %1 “%2” cannot be played: %3</source>
        <translation>half-move %1 “%2” cannot be played: %3</translation>
    </message>
    <message>
        <source>“%1” is no chess notation (%2); mark the card illegible if it cannot be read</source>
        <translation>“%1” is no chess notation (%2); mark the card illegible if it cannot be read</translation>
    </message>
    <message>
        <source>the move on card %1 was possible; the query is unfounded</source>
        <translation>the move on card %1 was possible; the query is unfounded</translation>
    </message>
    <message numerus="yes">
        <source>repeats %n half-move(s) (%2) where %3 were due (%4)</source>
        <translation>
            <numerusform>repeats %n half-move (%2) where %3 were due (%4)</numerusform>
            <numerusform>repeats %n half-moves (%2) where %3 were due (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>repeats “%1” where %2 was played</source>
        <translation>repeats “%1” where %2 was played</translation>
    </message>
    <message>
        <source>an illegible move “%1”</source>
        <translation>an illegible move “%1”</translation>
    </message>
    <message>
        <source>a card without a move (II.3.11)</source>
        <translation>a card without a move (II.3.11)</translation>
    </message>
    <message>
        <source>an impossible move “%1”: %2</source>
        <translation>an impossible move “%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left in the control period after this reply; it had to go registered</source>
        <translation>
            <numerusform>%n day left in the control period after this reply; it had to go registered</numerusform>
            <numerusform>%n days left in the control period after this reply; it had to go registered</numerusform>
        </translation>
    </message>
    <message>
        <source>an error in the address</source>
        <translation>an error in the address</translation>
    </message>
    <message>
        <source>card %1 was lost; its repeat was due %2 and went %3</source>
        <translation>card %1 was lost; its repeat was due %2 and went %3</translation>
    </message>
    <message numerus="yes">
        <source>%2 received the start notice late, on %3: the game starts %n day(s) after it, %4</source>
        <translation>
            <numerusform>%2 received the start notice late, on %3: the game starts %n day after it, %4</numerusform>
            <numerusform>%2 received the start notice late, on %3: the game starts %n days after it, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts on the official start, %2</source>
        <translation>%1 starts on the official start, %2</translation>
    </message>
    <message>
        <source>received %1 (card %2, %3)%4</source>
        <translation>received %1 (card %2, %3)%4</translation>
    </message>
    <message>
        <source>, the earliest copy to arrive</source>
        <translation>, the earliest copy to arrive</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>start %1</translation>
    </message>
    <message>
        <source>start %1 (late start notice, II.4.6)</source>
        <translation>start %1 (late start notice, II.4.6)</translation>
    </message>
    <message>
        <source>%1 → sent %2 (card %3, %4)</source>
        <translation>%1 → sent %2 (card %3, %4)</translation>
    </message>
    <message>
        <source>%1: the sending date is unknown, so this move stays open until it is clarified</source>
        <translation>%1: the sending date is unknown, so this move stays open until it is clarified</translation>
    </message>
    <message numerus="yes">
        <source> + %n day(s) counted twice past %2 on one move</source>
        <translation>
            <numerusform> + %n day counted twice past %2 on one move</numerusform>
            <numerusform> + %n days counted twice past %2 on one move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> = %n day(s)</source>
        <translation>
            <numerusform> = %n day</numerusform>
            <numerusform> = %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, move %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 (the move of the last accepted variant half-move): %2: %3</source>
        <translation>%1 (the move of the last accepted variant half-move): %2: %3</translation>
    </message>
    <message>
        <source>%1, replacing an impossible or illegible move: %2: %3, added to the same move</source>
        <translation>%1, replacing an impossible or illegible move: %2: %3, added to the same move</translation>
    </message>
    <message>
        <source>%1: a query about card %2, %3: %4</source>
        <translation>%1: a query about card %2, %3: %4</translation>
    </message>
    <message>
        <source>%1: answering the partner&apos;s repeat by repeating the move, %2: %3</source>
        <translation>%1: answering the partner&apos;s repeat by repeating the move, %2: %3</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>in the game</translation>
    </message>
    <message numerus="yes">
        <source>%2: %3: %n day(s) late, added to %4</source>
        <translation>
            <numerusform>%2: %3: %n day late, added to %4</numerusform>
            <numerusform>%2: %3: %n days late, added to %4</numerusform>
        </translation>
    </message>
    <message>
        <source>added by the judge (%1): %2, to %3</source>
        <translation>added by the judge (%1): %2, to %3</translation>
    </message>
    <message>
        <source>waived by the judge (%1): %2, from %3</source>
        <translation>waived by the judge (%1): %2, from %3</translation>
    </message>
    <message numerus="yes">
        <source>, extended by %n day(s) of the partner&apos;s announced leave</source>
        <translation>
            <numerusform>, extended by %n day of the partner&apos;s announced leave</numerusform>
            <numerusform>, extended by %n days of the partner&apos;s announced leave</numerusform>
        </translation>
    </message>
    <message>
        <source>the last move was sent %1: without a move by then, %2 may lose the game</source>
        <translation>the last move was sent %1: without a move by then, %2 may lose the game</translation>
    </message>
    <message numerus="yes">
        <source>card %2 with an impossible or illegible move arrived %3: %4 queries it within %n day(s)</source>
        <translation>
            <numerusform>card %2 with an impossible or illegible move arrived %3: %4 queries it within %n day</numerusform>
            <numerusform>card %2 with an impossible or illegible move arrived %3: %4 queries it within %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>the partner overstepped the time: %1 may claim no later than the reply to the partner&apos;s control move %2</source>
        <translation>the partner overstepped the time: %1 may claim no later than the reply to the partner&apos;s control move %2</translation>
    </message>
    <message numerus="yes">
        <source>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet registered within %n day(s)</source>
        <translation>
            <numerusform>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet registered within %n day</numerusform>
            <numerusform>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet registered within %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the total of %2, %3 days after move %4%5, exceeds %n day(s) (%6 × %7 days for %8 moves)</source>
        <translation>
            <numerusform>the total of %2, %3 days after move %4%5, exceeds %n day (%6 × %7 days for %8 moves)</numerusform>
            <numerusform>the total of %2, %3 days after move %4%5, exceeds %n days (%6 × %7 days for %8 moves)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is to make move %2 but has not received the partner&apos;s card: no time runs</source>
        <translation>%1 is to make move %2 but has not received the partner&apos;s card: no time runs</translation>
    </message>
    <message numerus="yes">
        <source>%2 is thinking on move %3 since %4: %n day(s) to %5</source>
        <translation>
            <numerusform>%2 is thinking on move %3 since %4: %n day to %5</numerusform>
            <numerusform>%2 is thinking on move %3 since %4: %n days to %5</numerusform>
        </translation>
    </message>
    <message>
        <source> (answering card %1)</source>
        <translation> (answering card %1)</translation>
    </message>
    <message>
        <source>, leave days not counted</source>
        <translation>, leave days not counted</translation>
    </message>
    <message numerus="yes">
        <source>; %n day(s) left of %2 in this control period</source>
        <translation>
            <numerusform>; %n day left of %2 in this control period</numerusform>
            <numerusform>; %n days left of %2 in this control period</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim until replying to the control move %3 of %2</source>
        <translation>%1 may claim until replying to the control move %3 of %2</translation>
    </message>
    <message>
        <source>%1 has already replied to the control move %3 of %2: the claim is too late</source>
        <translation>%1 has already replied to the control move %3 of %2: the claim is too late</translation>
    </message>
    <message>
        <source>the game is suspended: a forfeit claim is with the judge (II.6.6)</source>
        <translation>the game is suspended: a forfeit claim is with the judge (II.6.6)</translation>
    </message>
    <message>
        <source>it is the partner&apos;s move</source>
        <translation>it is the partner&apos;s move</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>the date written on the card is missing</source>
        <translation>the date written on the card is missing</translation>
    </message>
    <message>
        <source>%1 is after today (%2)</source>
        <translation>%1 is after today (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left in the control period, counting this reply: it goes registered (II.4.12)</source>
        <translation>
            <numerusform>%n day left in the control period, counting this reply: it goes registered (II.4.12)</numerusform>
            <numerusform>%n days left in the control period, counting this reply: it goes registered (II.4.12)</numerusform>
        </translation>
    </message>
    <message>
        <source>the end %1 is not after the start %2</source>
        <translation>the end %1 is not after the start %2</translation>
    </message>
    <message>
        <source>my details</source>
        <translation>my details</translation>
    </message>
    <message>
        <source>my name is missing (Settings)</source>
        <translation>my name is missing (Settings)</translation>
    </message>
    <message>
        <source>the partner</source>
        <translation>the partner</translation>
    </message>
    <message>
        <source>the partner must be someone other than me</source>
        <translation>the partner must be someone other than me</translation>
    </message>
    <message>
        <source>a registered-mail receipt needs both its number and its date</source>
        <translation>a registered-mail receipt needs both its number and its date</translation>
    </message>
    <message>
        <source>the card gives the partner&apos;s total as %1 days; the cards give %2</source>
        <translation>the card gives the partner&apos;s total as %1 days; the cards give %2</translation>
    </message>
    <message>
        <source>the card gives my total as %1 days; the cards give %2</source>
        <translation>the card gives my total as %1 days; the cards give %2</translation>
    </message>
    <message>
        <source>the date of the end must be a day up to today</source>
        <translation>the date of the end must be a day up to today</translation>
    </message>
    <message>
        <source>the position on the cards is not mate</source>
        <translation>the position on the cards is not mate</translation>
    </message>
    <message>
        <source>mate is scored to the mating side</source>
        <translation>mate is scored to the mating side</translation>
    </message>
    <message>
        <source>a draw is scored 1/2-1/2</source>
        <translation>a draw is scored 1/2-1/2</translation>
    </message>
    <message>
        <source>a resignation is a win for the partner</source>
        <translation>a resignation is a win for the partner</translation>
    </message>
    <message>
        <source>the result counts once the judge has the game record: print it (Print ▸ Game record) and send it (II.9.2)</source>
        <translation>the result counts once the judge has the game record: print it (Print ▸ Game record) and send it (II.9.2)</translation>
    </message>
    <message>
        <source>a claim is already recorded in this game</source>
        <translation>a claim is already recorded in this game</translation>
    </message>
    <message>
        <source>the cards show no overstep by the partner (II.6.1)</source>
        <translation>the cards show no overstep by the partner (II.6.1)</translation>
    </message>
    <message>
        <source>the claim&apos;s posting date must be a day up to today</source>
        <translation>the claim&apos;s posting date must be a day up to today</translation>
    </message>
    <message>
        <source>the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)</source>
        <translation>the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)</translation>
    </message>
    <message>
        <source>the game is suspended from %1 until the judge decides</source>
        <translation>the game is suspended from %1 until the judge decides</translation>
    </message>
    <message>
        <source>my cards show the overstep too: %1</source>
        <translation>my cards show the overstep too: %1</translation>
    </message>
    <message>
        <source>my cards show no overstep of mine: an objection is in order</source>
        <translation>my cards show no overstep of mine: an objection is in order</translation>
    </message>
    <message numerus="yes">
        <source>an objection goes registered to the judge within %n day(s) of receiving the notice of the overstep</source>
        <translation>
            <numerusform>an objection goes registered to the judge within %n day of receiving the notice of the overstep</numerusform>
            <numerusform>an objection goes registered to the judge within %n days of receiving the notice of the overstep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %n day(s) of leave used, %3 left</source>
        <translation>
            <numerusform>%2: %n day of leave used, %3 left</numerusform>
            <numerusform>%2: %n days of leave used, %3 left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no leave taken yet: %n day(s) a calendar year</source>
        <translation>
            <numerusform>no leave taken yet: %n day a calendar year</numerusform>
            <numerusform>no leave taken yet: %n days a calendar year</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice&apos;s date must be a day up to today</source>
        <translation>the notice&apos;s date must be a day up to today</translation>
    </message>
    <message>
        <source>%1 has no unfinished game</source>
        <translation>%1 has no unfinished game</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of leave in %2 would pass the cap of %3 days (II.7.1)</source>
        <translation>
            <numerusform>%n day of leave in %2 would pass the cap of %3 days (II.7.1)</numerusform>
            <numerusform>%n days of leave in %2 would pass the cap of %3 days (II.7.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %n day(s) of leave, %3 left</source>
        <translation>
            <numerusform>%2: %n day of leave, %3 left</numerusform>
            <numerusform>%2: %n days of leave, %3 left</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice goes after the leave began: it counts from %1</source>
        <translation>the notice goes after the leave began: it counts from %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tournament file: a judge imports it as a tournament</source>
        <translation>a tournament file: a judge imports it as a tournament</translation>
    </message>
    <message>
        <source>%1 plays in no game of %2</source>
        <translation>%1 plays in no game of %2</translation>
    </message>
    <message>
        <source>the game cannot be computed: %1</source>
        <translation>the game cannot be computed: %1</translation>
    </message>
    <message numerus="yes">
        <source>an objection, registered, to the judge within %n day(s) of receiving the notice of the overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date counts from the sending: sent by %4, the objection is in time whenever the notice arrived</source>
        <translation>
            <numerusform>an objection, registered, to the judge within %n day of receiving the notice of the overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date counts from the sending: sent by %4, the objection is in time whenever the notice arrived</numerusform>
            <numerusform>an objection, registered, to the judge within %n days of receiving the notice of the overstep; the notice went on %2 (receipt %3) and its arrival is not recorded, so this date counts from the sending: sent by %4, the objection is in time whenever the notice arrived</numerusform>
        </translation>
    </message>
    <message>
        <source>my leave %1 – %2: my time does not run; notice sent %3</source>
        <translation>my leave %1 – %2: my time does not run; notice sent %3</translation>
    </message>
    <message>
        <source>my leave %1 – %2: my time does not run; the partner and the judge must be told before it starts (II.7.2)</source>
        <translation>my leave %1 – %2: my time does not run; the partner and the judge must be told before it starts (II.7.2)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: neither player has the right of appeal</source>
        <translation>%1: neither player has the right of appeal</translation>
    </message>
    <message>
        <source>the receipt of %1 is not recorded</source>
        <translation>the receipt of %1 is not recorded</translation>
    </message>
    <message>
        <source>%1 received it %2: by %3</source>
        <translation>%1 received it %2: by %3</translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, registered, within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; an appeal, registered, within %n day of receiving it: %3</numerusform>
            <numerusform>%2; an appeal, registered, within %n days of receiving it: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, registered, within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; an appeal, registered, within %n day of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
            <numerusform>%2; an appeal, registered, within %n days of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no decision to receive</source>
        <translation>there is no decision to receive</translation>
    </message>
    <message>
        <source>%1 is before the decision (%2)</source>
        <translation>%1 is before the decision (%2)</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>upheld</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejected</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>pending</translation>
    </message>
    <message>
        <source>the game file is of %1 – %2, not of the pairing %3 – %4</source>
        <translation>the game file is of %1 – %2, not of the pairing %3 – %4</translation>
    </message>
    <message>
        <source>no overstep: by the claimant&apos;s cards neither player&apos;s total exceeds the limit of the control period</source>
        <translation>no overstep: by the claimant&apos;s cards neither player&apos;s total exceeds the limit of the control period</translation>
    </message>
    <message>
        <source>the overstep the cards show is the claimant&apos;s own: %1</source>
        <translation>the overstep the cards show is the claimant&apos;s own: %1</translation>
    </message>
    <message>
        <source>the overstep holds: %1; claimed in time (%2: %3)</source>
        <translation>the overstep holds: %1; claimed in time (%2: %3)</translation>
    </message>
    <message>
        <source>the notice of the overstep was received on %1: an objection, registered, to the judge by %2</source>
        <translation>the notice of the overstep was received on %1: an objection, registered, to the judge by %2</translation>
    </message>
    <message numerus="yes">
        <source>the objection sent on %2 is %n day(s) late</source>
        <translation>
            <numerusform>the objection sent on %2 is %n day late</numerusform>
            <numerusform>the objection sent on %2 is %n days late</numerusform>
        </translation>
    </message>
    <message>
        <source>the objection sent on %1 is in time</source>
        <translation>the objection sent on %1 is in time</translation>
    </message>
    <message numerus="yes">
        <source>the date the partner received the notice of the overstep is not recorded: the %n day(s) of objection count from it</source>
        <translation>
            <numerusform>the date the partner received the notice of the overstep is not recorded: the %n day of objection count from it</numerusform>
            <numerusform>the date the partner received the notice of the overstep is not recorded: the %n days of objection count from it</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 appealed on %2 against the decision (%3): %4</source>
        <translation>%1 appealed on %2 against the decision (%3): %4</translation>
    </message>
    <message>
        <source>the claim was %1 on %2</source>
        <translation>the claim was %1 on %2</translation>
    </message>
    <message>
        <source>the appeals committee ruled on %1, finally</source>
        <translation>the appeals committee ruled on %1, finally</translation>
    </message>
    <message>
        <source>the appeals committee decides, finally</source>
        <translation>the appeals committee decides, finally</translation>
    </message>
    <message>
        <source>the event has no pairing no. %1</source>
        <translation>the event has no pairing no. %1</translation>
    </message>
    <message>
        <source>%1 does not play in %2 – %3</source>
        <translation>%1 does not play in %2 – %3</translation>
    </message>
    <message>
        <source>a decision needs its date</source>
        <translation>a decision needs its date</translation>
    </message>
    <message>
        <source>%1 is before the claim was sent (%2)</source>
        <translation>%1 is before the claim was sent (%2)</translation>
    </message>
    <message>
        <source>there is no decision to appeal against</source>
        <translation>there is no decision to appeal against</translation>
    </message>
    <message>
        <source>%1 does not play in this game</source>
        <translation>%1 does not play in this game</translation>
    </message>
    <message>
        <source>the appeals committee rules only on an appeal (II.1.6)</source>
        <translation>the appeals committee rules only on an appeal (II.1.6)</translation>
    </message>
    <message>
        <source>%1 is before the appeal (%2)</source>
        <translation>%1 is before the appeal (%2)</translation>
    </message>
    <message>
        <source>penalty days go to the claimant only when the claim is rejected (II.6.8)</source>
        <translation>penalty days go to the claimant only when the claim is rejected (II.6.8)</translation>
    </message>
    <message>
        <source>packet of %1 received %2</source>
        <translation>packet of %1 received %2</translation>
    </message>
    <message>
        <source>packet of %1 not received</source>
        <translation>packet of %1 not received</translation>
    </message>
    <message>
        <source>the adjudication</source>
        <translation>the adjudication</translation>
    </message>
    <message>
        <source>%1 adjudicated again on %2 after the appeal: %3, final</source>
        <translation>%1 adjudicated again on %2 after the appeal: %3, final</translation>
    </message>
    <message>
        <source>%1 appealed on %2 against %3: another judge adjudicates again and that result is final</source>
        <translation>%1 appealed on %2 against %3: another judge adjudicates again and that result is final</translation>
    </message>
    <message>
        <source>%1 adjudicated %2 on %3</source>
        <translation>%1 adjudicated %2 on %3</translation>
    </message>
    <message>
        <source>%1: neither sent a packet</source>
        <translation>%1: neither sent a packet</translation>
    </message>
    <message>
        <source>both players assess the final position as %1: the game ends without adjudication</source>
        <translation>both players assess the final position as %1: the game ends without adjudication</translation>
    </message>
    <message>
        <source>%1: the adjudicator decides on the packets</source>
        <translation>%1: the adjudicator decides on the packets</translation>
    </message>
    <message>
        <source>%1: the adjudicator decides on the packets, and a player who sent none has no appeal (II.9.8)</source>
        <translation>%1: the adjudicator decides on the packets, and a player who sent none has no appeal (II.9.8)</translation>
    </message>
    <message numerus="yes">
        <source>both players send the packet, registered, within %n day(s) of the end %2: by %3; %4</source>
        <translation>
            <numerusform>both players send the packet, registered, within %n day of the end %2: by %3; %4</numerusform>
            <numerusform>both players send the packet, registered, within %n days of the end %2: by %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sent no adjudication packet and has no right of appeal (II.9.8)</source>
        <translation>%1 sent no adjudication packet and has no right of appeal (II.9.8)</translation>
    </message>
    <message>
        <source>a second adjudication follows only an appeal (II.9.11)</source>
        <translation>a second adjudication follows only an appeal (II.9.11)</translation>
    </message>
    <message>
        <source>the second adjudication is by another judge (II.9.11)</source>
        <translation>the second adjudication is by another judge (II.9.11)</translation>
    </message>
    <message>
        <source>Postmark finds: %1 (%2)</source>
        <translation>Postmark finds: %1 (%2)</translation>
    </message>
    <message>
        <source>the claimant&apos;s game file cannot be computed: %1</source>
        <translation>the claimant&apos;s game file cannot be computed: %1</translation>
    </message>
    <message>
        <source>the game is suspended from %1 until the judge decides; %2; %3</source>
        <translation>the game is suspended from %1 until the judge decides; %2; %3</translation>
    </message>
    <message>
        <source>the cards show the game finished, but no result is recorded: it counts once the game record is received</source>
        <translation>the cards show the game finished, but no result is recorded: it counts once the game record is received</translation>
    </message>
    <message>
        <source>the game file matches no pairing of the event (White and Black by name)</source>
        <translation>the game file matches no pairing of the event (White and Black by name)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>“%1” is not a whole number</translation>
    </message>
    <message>
        <source>the end date is missing (adjudication follows it, II.9.4)</source>
        <translation>the end date is missing (adjudication follows it, II.9.4)</translation>
    </message>
    <message>
        <source>the regulation</source>
        <translation>the regulation</translation>
    </message>
    <message>
        <source>“%1” is not a whole number, or off</source>
        <translation>“%1” is not a whole number, or off</translation>
    </message>
    <message>
        <source>a round robin needs at least two players</source>
        <translation>a round robin needs at least two players</translation>
    </message>
    <message>
        <source>the Berger tables pair at most %1 players, not %2</source>
        <translation>the Berger tables pair at most %1 players, not %2</translation>
    </message>
    <message>
        <source>player no. %1</source>
        <translation>player no. %1</translation>
    </message>
    <message>
        <source>%1 is already player no. %2: game files are matched to pairings by name</source>
        <translation>%1 is already player no. %2: game files are matched to pairings by name</translation>
    </message>
    <message>
        <source>“%1” needs a result</source>
        <translation>“%1” needs a result</translation>
    </message>
    <message>
        <source>“%1” is not a player of the event</source>
        <translation>“%1” is not a player of the event</translation>
    </message>
    <message>
        <source>a withdrawal needs a date on or after the start %1</source>
        <translation>a withdrawal needs a date on or after the start %1</translation>
    </message>
    <message>
        <source>“%1” is used by another player</source>
        <translation>“%1” is used by another player</translation>
    </message>
    <message>
        <source>game no. %1</source>
        <translation>game no. %1</translation>
    </message>
    <message>
        <source>a player cannot be paired with themself</source>
        <translation>a player cannot be paired with themself</translation>
    </message>
    <message>
        <source>says how a result was reached, but the game has no result</source>
        <translation>says how a result was reached, but the game has no result</translation>
    </message>
    <message>
        <source>withdrawal no. %1</source>
        <translation>withdrawal no. %1</translation>
    </message>
    <message>
        <source>“%1” has already withdrawn</source>
        <translation>“%1” has already withdrawn</translation>
    </message>
    <message>
        <source>“%1” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)</source>
        <translation>“%1” is not one of loss, adjudicate, exclude, exclude_all (II.8.1)</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>“%1” is listed twice</translation>
    </message>
    <message>
        <source>“%1” is not one of wins, sonneborn_berger, head_to_head, koya</source>
        <translation>“%1” is not one of wins, sonneborn_berger, head_to_head, koya</translation>
    </message>
    <message>
        <source>the move on card %1 is possible and legible: there is nothing to query</source>
        <translation>the move on card %1 is possible and legible: there is nothing to query</translation>
    </message>
    <message>
        <source>this archive keeps no owner</source>
        <translation>this archive keeps no owner</translation>
    </message>
    <message>
        <source>this archive keeps no tournaments</source>
        <translation>this archive keeps no tournaments</translation>
    </message>
    <message>
        <source>%1: the database says: %2</source>
        <translation>%1: the database says: %2</translation>
    </message>
    <message>
        <source>game no. %1: %2 – %3 are not players of the event</source>
        <translation>game no. %1: %2 – %3 are not players of the event</translation>
    </message>
    <message>
        <source>no upgrade to version %1 is known</source>
        <translation>no upgrade to version %1 is known</translation>
    </message>
    <message>
        <source>the archive has version %1; this Postmark knows up to %2</source>
        <translation>the archive has version %1; this Postmark knows up to %2</translation>
    </message>
    <message>
        <source>the backup %1 cannot be written before upgrading</source>
        <translation>the backup %1 cannot be written before upgrading</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>the folder %1 cannot be created</translation>
    </message>
    <message>
        <source>%1 exists already; a backup does not overwrite a file</source>
        <translation>%1 exists already; a backup does not overwrite a file</translation>
    </message>
    <message>
        <source>the integrity check says: %1</source>
        <translation>the integrity check says: %1</translation>
    </message>
    <message>
        <source>table %1, row %2: its %3 does not exist</source>
        <translation>table %1, row %2: its %3 does not exist</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>game %1: %2</translation>
    </message>
    <message>
        <source>game %1: its cached state is missing</source>
        <translation>game %1: its cached state is missing</translation>
    </message>
    <message>
        <source>game %1: its cached state does not match its ledger</source>
        <translation>game %1: its cached state does not match its ledger</translation>
    </message>
    <message>
        <source>the evidence of claim %1: %2</source>
        <translation>the evidence of claim %1: %2</translation>
    </message>
    <message>
        <source>players, their names and pairings stay as imported; import the changed tournament file instead</source>
        <translation>players, their names and pairings stay as imported; import the changed tournament file instead</translation>
    </message>
    <message>
        <source>documents are printed for games of the archive</source>
        <translation>documents are printed for games of the archive</translation>
    </message>
    <message>
        <source>played</source>
        <translation>played</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>lost on time</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>adjudicated</translation>
    </message>
    <message>
        <source>lost by a withdrawal</source>
        <translation>lost by a withdrawal</translation>
    </message>
    <message>
        <source>lost for inactivity</source>
        <translation>lost for inactivity</translation>
    </message>
    <message>
        <source>no game record from either player</source>
        <translation>no game record from either player</translation>
    </message>
    <message>
        <source>%1: a lowercase letter was read as the piece letter</source>
        <translation>%1: a lowercase letter was read as the piece letter</translation>
    </message>
    <message>
        <source>this card says card %1 was received %2; the file records %3</source>
        <translation>this card says card %1 was received %2; the file records %3</translation>
    </message>
    <message>
        <source>the card went %1 (%2), before my card %3 with the move it repeats went %4</source>
        <translation>the card went %1 (%2), before my card %3 with the move it repeats went %4</translation>
    </message>
    <message>
        <source>%1 is before the sending date %2 (%3)</source>
        <translation>%1 is before the sending date %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>repeats nothing where %n half-move(s) were due (%2)</source>
        <translation>
            <numerusform>repeats nothing where %n half-move were due (%2)</numerusform>
            <numerusform>repeats nothing where %n half-moves were due (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled</source>
        <translation>“%1” is not 1-0, 0-1, 1/2-1/2, 0-0 or cancelled</translation>
    </message>
    <message>
        <source>%1 and %2 already meet in another game (a round robin pairs them once; where each pair plays two games, one with each colour, the file says &quot;cycles&quot;: 2)</source>
        <translation>%1 and %2 already meet in another game (a round robin pairs them once; where each pair plays two games, one with each colour, the file says &quot;cycles&quot;: 2)</translation>
    </message>
    <message>
        <source>%1 already has White against %2 in another game (a double round robin pairs them once with each colour)</source>
        <translation>%1 already has White against %2 in another game (a double round robin pairs them once with each colour)</translation>
    </message>
    <message>
        <source>%1 is not a number of games per pair: 1 (a round robin) or 2 (a double round robin)</source>
        <translation>%1 is not a number of games per pair: 1 (a round robin) or 2 (a double round robin)</translation>
    </message>
    <message numerus="yes">
        <source>with this reply the control period&apos;s limit was already exceeded by %n day(s); it had to go registered</source>
        <translation>
            <numerusform>with this reply the control period&apos;s limit was already exceeded by %n day; it had to go registered</numerusform>
            <numerusform>with this reply the control period&apos;s limit was already exceeded by %n days; it had to go registered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the %2 days of this control period exceeded by %n day(s)</source>
        <translation>
            <numerusform>; the %2 days of this control period exceeded by %n day</numerusform>
            <numerusform>; the %2 days of this control period exceeded by %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>the card reached me %1 (%2), before my card %3 it answers went %4</source>
        <translation>the card reached me %1 (%2), before my card %3 it answers went %4</translation>
    </message>
    <message>
        <source>the card went %1 (%2), before my card %3 it answers reached the partner on %4, as that card is recorded</source>
        <translation>the card went %1 (%2), before my card %3 it answers reached the partner on %4, as that card is recorded</translation>
    </message>
    <message>
        <source>%1 is before card %2 was sent, %3: it cannot have been received then</source>
        <translation>%1 is before card %2 was sent, %3: it cannot have been received then</translation>
    </message>
    <message>
        <source>%1 is after this card itself was sent, %2: the card answers what had already come</source>
        <translation>%1 is after this card itself was sent, %2: the card answers what had already come</translation>
    </message>
    <message>
        <source>the result %1 was reported %2; it counts once the game record reaches the judge</source>
        <translation>the result %1 was reported %2; it counts once the game record reaches the judge</translation>
    </message>
    <message>
        <source>dates a result (II.9.1), but the game has no result</source>
        <translation>dates a result (II.9.1), but the game has no result</translation>
    </message>
    <message>
        <source>%1 is before the event started, %2</source>
        <translation>%1 is before the event started, %2</translation>
    </message>
    <message>
        <source>%1 received the start notice on %2, after the official start; a late notice moves the start only in play by post (II.4.6): %1 starts on the official start, %3 (%4)</source>
        <translation>%1 received the start notice on %2, after the official start; a late notice moves the start only in play by post (II.4.6): %1 starts on the official start, %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source> − %n day(s) of leave (%2)</source>
        <translation>
            <numerusform> − %n day of leave (%2)</numerusform>
            <numerusform> − %n days of leave (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> − %n day(s) excused (%2)</source>
        <translation>
            <numerusform> − %n day excused (%2)</numerusform>
            <numerusform> − %n days excused (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: answering card %2, which repeated the moves wrongly, %3: %4</source>
        <translation>%1: answering card %2, which repeated the moves wrongly, %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%2: %3 — the first of its kind in this game: %n day(s) (%5), added to %4</source>
        <translation>
            <numerusform>%2: %3 — the first of its kind in this game: %n day (%5), added to %4</numerusform>
            <numerusform>%2: %3 — the first of its kind in this game: %n days (%5), added to %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2: %3 — offence %4 of its kind in this game: %n day(s) (%6), added to %5</source>
        <translation>
            <numerusform>%2: %3 — offence %4 of its kind in this game: %n day (%6), added to %5</numerusform>
            <numerusform>%2: %3 — offence %4 of its kind in this game: %n days (%6), added to %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a notice to the judge and the partner that the game goes on, within %n day(s) %3 may lose the game</source>
        <translation>
            <numerusform>no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a notice to the judge and the partner that the game goes on, within %n day %3 may lose the game</numerusform>
            <numerusform>no move since %2: the server reminds %3 after 14, 28 and 35 days; without a move, or a notice to the judge and the partner that the game goes on, within %n days %3 may lose the game</numerusform>
        </translation>
    </message>
    <message>
        <source>; in time trouble, the reply goes registered (%1)</source>
        <translation>; in time trouble, the reply goes registered (%1)</translation>
    </message>
    <message>
        <source>; five days or fewer before the control: all correspondence goes with copies to the judge (%1)</source>
        <translation>; five days or fewer before the control: all correspondence goes with copies to the judge (%1)</translation>
    </message>
    <message>
        <source>the date is empty: write it as YYYY-MM-DD, or leave the key out</source>
        <translation>the date is empty: write it as YYYY-MM-DD, or leave the key out</translation>
    </message>
    <message>
        <source>no move has been sent since the start %1: without a move by then, %2 may lose the game</source>
        <translation>no move has been sent since the start %1: without a move by then, %2 may lose the game</translation>
    </message>
    <message numerus="yes">
        <source>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet to the judge within %n day(s)</source>
        <translation>
            <numerusform>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet to the judge within %n day</numerusform>
            <numerusform>the tournament ends %2: an unfinished game goes to adjudication, %3 sends the packet to the judge within %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>, counting the time running on it</source>
        <translation>, counting the time running on it</translation>
    </message>
    <message numerus="yes">
        <source>, of which %n day(s) past %2 counted twice (%3)</source>
        <translation>
            <numerusform>, of which %n day past %2 counted twice (%3)</numerusform>
            <numerusform>, of which %n days past %2 counted twice (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %2 has %n day(s) left before the control: all correspondence goes with copies to the judge (%3)</source>
        <translation>
            <numerusform>; %2 has %n day left before the control: all correspondence goes with copies to the judge (%3)</numerusform>
            <numerusform>; %2 has %n days left before the control: all correspondence goes with copies to the judge (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>the rule parameter %1 must be from %2 to %3</source>
        <translation>the rule parameter %1 must be from %2 to %3</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>must be a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>the rule parameter %1 must be a whole number</source>
        <translation>the rule parameter %1 must be a whole number</translation>
    </message>
    <message>
        <source>no player is given: write the id of one of the event&apos;s players</source>
        <translation>no player is given: write the id of one of the event&apos;s players</translation>
    </message>
    <message>
        <source>an annotation number past 255 (no NAG) was left out</source>
        <translation>an annotation number past 255 (no NAG) was left out</translation>
    </message>
    <message>
        <source>a comment { was not closed before the next game&apos;s tags: it was ended there, and the next game read on its own</source>
        <translation>a comment { was not closed before the next game&apos;s tags: it was ended there, and the next game read on its own</translation>
    </message>
    <message>
        <source>variations are nested more than %1 deep</source>
        <translation>variations are nested more than %1 deep</translation>
    </message>
    <message>
        <source>there is no archive at %1; a new one is made only when asked for</source>
        <translation>there is no archive at %1; a new one is made only when asked for</translation>
    </message>
    <message>
        <source>%1 is an empty file, not an archive</source>
        <translation>%1 is an empty file, not an archive</translation>
    </message>
    <message>
        <source>%1 is not a file (a folder, a device or a pipe)</source>
        <translation>%1 is not a file (a folder, a device or a pipe)</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s database; Postmark has left it as it was</source>
        <translation>%1 is another program&apos;s database; Postmark has left it as it was</translation>
    </message>
    <message>
        <source>the archive %1 is damaged (%2); it can be read, checked and exported, but nothing is written to it: restore your last backup, or copy out what you can with export</source>
        <translation>the archive %1 is damaged (%2); it can be read, checked and exported, but nothing is written to it: restore your last backup, or copy out what you can with export</translation>
    </message>
    <message>
        <source>the archive %1 is open for reading only (the file or its folder cannot be written)</source>
        <translation>the archive %1 is open for reading only (the file or its folder cannot be written)</translation>
    </message>
    <message>
        <source>the archive %1 has the older version %2 and cannot be upgraded while it is read-only: open a copy you may write</source>
        <translation>the archive %1 has the older version %2 and cannot be upgraded while it is read-only: open a copy you may write</translation>
    </message>
    <message>
        <source>the starting position (FEN tag) “%1” is refused: %2</source>
        <translation>the starting position (FEN tag) “%1” is refused: %2</translation>
    </message>
    <message>
        <source>half-move %1, “%2”, is refused: %3</source>
        <translation>half-move %1, “%2”, is refused: %3</translation>
    </message>
    <message>
        <source>in a variation, half-move %1, “%2”, is refused: %3</source>
        <translation>in a variation, half-move %1, “%2”, is refused: %3</translation>
    </message>
    <message>
        <source>a word of %1 bytes is no move (a move has at most 10)</source>
        <translation>a word of %1 bytes is no move (a move has at most 10)</translation>
    </message>
    <message>
        <source>a comment or tag longer than %1 MB was cut there</source>
        <translation>a comment or tag longer than %1 MB was cut there</translation>
    </message>
    <message>
        <source>game %1: the %2 tag is %3 characters long; at most %4 are read</source>
        <translation>game %1: the %2 tag is %3 characters long; at most %4 are read</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>not valid JSON at line %1, column %2: %3</translation>
    </message>
    <message>
        <source>a comma or colon is missing</source>
        <translation>a comma or colon is missing</translation>
    </message>
    <message>
        <source>a value is neither text, a number, a list nor an object</source>
        <translation>a value is neither text, a number, a list nor an object</translation>
    </message>
    <message>
        <source>a number is malformed or too large</source>
        <translation>a number is malformed or too large</translation>
    </message>
    <message>
        <source>a text has a wrong escape or is not UTF-8</source>
        <translation>a text has a wrong escape or is not UTF-8</translation>
    </message>
    <message>
        <source>the file is nested too deep or too large</source>
        <translation>the file is nested too deep or too large</translation>
    </message>
    <message>
        <source>something follows the end of the file&apos;s object</source>
        <translation>something follows the end of the file&apos;s object</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are read</source>
        <translation>is %1 characters long; at most %2 are read</translation>
    </message>
    <message>
        <source>has %1 cards; a game file holds at most %2</source>
        <translation>has %1 cards; a game file holds at most %2</translation>
    </message>
    <message>
        <source>has %1 players; a tournament holds at most %2</source>
        <translation>has %1 players; a tournament holds at most %2</translation>
    </message>
    <message>
        <source>larger than %1 MB, which no file of this kind needs</source>
        <translation>larger than %1 MB, which no file of this kind needs</translation>
    </message>
    <message>
        <source>it is not the turn of %1: the move “%3” on card %2 is impossible or illegible and was not played, so the partner still has to replace it (II.3.12); this card answers a move that was not made</source>
        <translation>it is not the turn of %1: the move “%3” on card %2 is impossible or illegible and was not played, so the partner still has to replace it (II.3.12); this card answers a move that was not made</translation>
    </message>
    <message>
        <source>“%1” is no card id: an id is a short name such as w12 or b12</source>
        <translation>“%1” is no card id: an id is a short name such as w12 or b12</translation>
    </message>
    <message>
        <source>game %1: warning: %2</source>
        <translation>game %1: warning: %2</translation>
    </message>
    <message>
        <source>“%1” is not one of board_points, match_points, head_to_head</source>
        <translation>“%1” is not one of board_points, match_points, head_to_head</translation>
    </message>
    <message>
        <source>match points</source>
        <translation>match points</translation>
    </message>
    <message>
        <source>team no. %1</source>
        <translation>team no. %1</translation>
    </message>
    <message>
        <source>“%1” is used by another team</source>
        <translation>“%1” is used by another team</translation>
    </message>
    <message>
        <source>the captain of team no. %1</source>
        <translation>the captain of team no. %1</translation>
    </message>
    <message>
        <source>%1 players are listed for %2 boards: one a board, board 1 first (IV.1.3)</source>
        <translation>%1 players are listed for %2 boards: one a board, board 1 first (IV.1.3)</translation>
    </message>
    <message>
        <source>a board from 1 to %1 is needed</source>
        <translation>a board from 1 to %1 is needed</translation>
    </message>
    <message>
        <source>“%1” plays on board %2</source>
        <translation>“%1” plays on board %2</translation>
    </message>
    <message>
        <source>both players play for %1: a team event pairs players of different teams</source>
        <translation>both players play for %1: a team event pairs players of different teams</translation>
    </message>
    <message>
        <source>a team event needs at least two teams</source>
        <translation>a team event needs at least two teams</translation>
    </message>
    <message>
        <source>a Cup needs a name</source>
        <translation>a Cup needs a name</translation>
    </message>
    <message>
        <source>a final of %1 to %2 players cannot be formed: at least 2, and the maximum no smaller than the minimum</source>
        <translation>a final of %1 to %2 players cannot be formed: at least 2, and the maximum no smaller than the minimum</translation>
    </message>
    <message>
        <source>group no. %1 is in the Cup twice</source>
        <translation>group no. %1 is in the Cup twice</translation>
    </message>
    <message>
        <source>a Cup has one final</source>
        <translation>a Cup has one final</translation>
    </message>
    <message>
        <source>the archive has a Cup named “%1” already</source>
        <translation>the archive has a Cup named “%1” already</translation>
    </message>
    <message>
        <source>“%1” is not a date: write it as 12.03.1954 (day, month, year)</source>
        <translation>“%1” is not a date: write it as 12.03.1954 (day, month, year)</translation>
    </message>
    <message>
        <source>“%1” is not a rating: a whole number, 0 or more, such as 2240</source>
        <translation>“%1” is not a rating: a whole number, 0 or more, such as 2240</translation>
    </message>
    <message>
        <source>this archive cannot write a copy of itself to %1</source>
        <translation>this archive cannot write a copy of itself to %1</translation>
    </message>
    <message>
        <source>this archive cannot check itself</source>
        <translation>this archive cannot check itself</translation>
    </message>
    <message>
        <source>“%1” is not a PostgreSQL address: its %2 cannot be read (postgresql://[user@]host[:port]/database)</source>
        <translation>“%1” is not a PostgreSQL address: its %2 cannot be read (postgresql://[user@]host[:port]/database)</translation>
    </message>
    <message>
        <source>the address “%1” holds a password: Postmark takes passwords only from ~/.pgpass, PGPASSWORD or a PostgreSQL service file, so that none is kept in its settings</source>
        <translation>the address “%1” holds a password: Postmark takes passwords only from ~/.pgpass, PGPASSWORD or a PostgreSQL service file, so that none is kept in its settings</translation>
    </message>
    <message>
        <source>the address “%1” holds “%2”, which is not a PostgreSQL connection setting</source>
        <translation>the address “%1” holds “%2”, which is not a PostgreSQL connection setting</translation>
    </message>
    <message>
        <source>this computer has no PostgreSQL support for Qt (Debian&apos;s package libqt6sql6-psql)</source>
        <translation>this computer has no PostgreSQL support for Qt (Debian&apos;s package libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1: the server says: %2</source>
        <translation>%1: the server says: %2</translation>
    </message>
    <message>
        <source>%1 holds no federation archive yet (postmark-cli federation init makes it)</source>
        <translation>%1 holds no federation archive yet (postmark-cli federation init makes it)</translation>
    </message>
    <message>
        <source>the server has no login role “%1” (its administrator makes it: CREATE ROLE … LOGIN)</source>
        <translation>the server has no login role “%1” (its administrator makes it: CREATE ROLE … LOGIN)</translation>
    </message>
    <message>
        <source>a player is a person of the archive: say who “%1” is (--person NAME)</source>
        <translation>a player is a person of the archive: say who “%1” is (--person NAME)</translation>
    </message>
    <message>
        <source>the archive has an event named “%1” already; nothing was copied</source>
        <translation>the archive has an event named “%1” already; nothing was copied</translation>
    </message>
    <message>
        <source>the archive has no person named “%1”: publish the event they play in first, or check the spelling</source>
        <translation>the archive has no person named “%1”: publish the event they play in first, or check the spelling</translation>
    </message>
    <message>
        <source>Federation&apos;s server %1, as %2 (%3)</source>
        <translation>Federation&apos;s server %1, as %2 (%3)</translation>
    </message>
    <message>
        <source>you are connected as %1 (%2): only the event&apos;s judge or the federation&apos;s administrator changes it, and the server refuses anyone else</source>
        <translation>you are connected as %1 (%2): only the event&apos;s judge or the federation&apos;s administrator changes it, and the server refuses anyone else</translation>
    </message>
    <message>
        <source>the federation&apos;s administrator</source>
        <translation>the federation&apos;s administrator</translation>
    </message>
    <message>
        <source>a judge</source>
        <translation>a judge</translation>
    </message>
    <message>
        <source>the appeals committee</source>
        <translation>the appeals committee</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>a player</translation>
    </message>
    <message>
        <source>no role in the federation yet</source>
        <translation>no role in the federation yet</translation>
    </message>
    <message>
        <source>the events</source>
        <translation>the events</translation>
    </message>
    <message>
        <source>the judge&apos;s registers</source>
        <translation>the judge&apos;s registers</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>this game</translation>
    </message>
    <message>
        <source>the players&apos; names and addresses</source>
        <translation>the players&apos; names and addresses</translation>
    </message>
    <message>
        <source>the federation&apos;s members</source>
        <translation>the federation&apos;s members</translation>
    </message>
    <message>
        <source>this</source>
        <translation>this</translation>
    </message>
    <message>
        <source>the archive has a different game of “%1”, %2 – %3 already (game %4); nothing was written</source>
        <translation>the archive has a different game of “%1”, %2 – %3 already (game %4); nothing was written</translation>
    </message>
    <message>
        <source>The federation&apos;s server refused it: you may not change %2. Nothing was changed on the server (%1).</source>
        <translation>The federation&apos;s server refused it: you may not change %2. Nothing was changed on the server (%1).</translation>
    </message>
    <message>
        <source>card %1, which %2 logged: a card is corrected only by whoever logged it, the judge or the federation&apos;s administrator; you add to it only your side of the post — the day it came with its arrival postmarks, or your receipt with the departure postmarks</source>
        <translation>card %1, which %2 logged: a card is corrected only by whoever logged it, the judge or the federation&apos;s administrator; you add to it only your side of the post — the day it came with its arrival postmarks, or your receipt with the departure postmarks</translation>
    </message>
    <message>
        <source>my card went %1 (%2), before the partner&apos;s card %3 it answers reached me on %4</source>
        <translation>my card went %1 (%2), before the partner&apos;s card %3 it answers reached me on %4</translation>
    </message>
    <message>
        <source>the server&apos;s archive has version %1 and this Postmark&apos;s is %2: postmark-cli federation init brings it up to date</source>
        <translation>the server&apos;s archive has version %1 and this Postmark&apos;s is %2: postmark-cli federation init brings it up to date</translation>
    </message>
    <message>
        <source>the server has no group role %1, which the federation&apos;s roles rely on (postmark-cli federation init makes it)</source>
        <translation>the server has no group role %1, which the federation&apos;s roles rely on (postmark-cli federation init makes it)</translation>
    </message>
    <message>
        <source>a copy of a federation&apos;s server is written by pg_dump, which this computer lacks (Debian&apos;s package postgresql-client)</source>
        <translation>a copy of a federation&apos;s server is written by pg_dump, which this computer lacks (Debian&apos;s package postgresql-client)</translation>
    </message>
    <message>
        <source>the connection to %1 was lost during the change, and nothing of it was written (the server undoes a change it did not finish); Postmark has connected again: do it again</source>
        <translation>the connection to %1 was lost during the change, and nothing of it was written (the server undoes a change it did not finish); Postmark has connected again: do it again</translation>
    </message>
    <message>
        <source>the connection to %1 was lost as the change was being saved: whether the server kept it is not known; Postmark has connected again: look at it before doing it again</source>
        <translation>the connection to %1 was lost as the change was being saved: whether the server kept it is not known; Postmark has connected again: look at it before doing it again</translation>
    </message>
    <message>
        <source>who plays this game, its event or the rules its time is counted by: in an event they are set by the event&apos;s judge</source>
        <translation>who plays this game, its event or the rules its time is counted by: in an event they are set by the event&apos;s judge</translation>
    </message>
    <message>
        <source>game %1 cannot be read back whole: a row it needs (its White or Black, on a server one this login may not read) is missing</source>
        <translation>game %1 cannot be read back whole: a row it needs (its White or Black, on a server one this login may not read) is missing</translation>
    </message>
    <message>
        <source>you are connected as %1: the whole server is copied by the login that owns the archive, the one that ran federation init; a judge copies the events they judge to a file with copy-tournament, a player their own games with copy-games</source>
        <translation>you are connected as %1: the whole server is copied by the login that owns the archive, the one that ran federation init; a judge copies the events they judge to a file with copy-tournament, a player their own games with copy-games</translation>
    </message>
    <message>
        <source>pg_dump could not copy the server as %1: %2</source>
        <translation>pg_dump could not copy the server as %1: %2</translation>
    </message>
    <message>
        <source>a game of the event between players it does not pair with these colours: only its pairings&apos; games are the event&apos;s (its judge adds any other)</source>
        <translation>a game of the event between players it does not pair with these colours: only its pairings&apos; games are the event&apos;s (its judge adds any other)</translation>
    </message>
    <message>
        <source>game %1 (%2 – %3) names the event “%4”, whose pairings have no game of these two with these colours: the crosstable does not count it</source>
        <translation>game %1 (%2 – %3) names the event “%4”, whose pairings have no game of these two with these colours: the crosstable does not count it</translation>
    </message>
    <message>
        <source>the result of this game, which is written already: in an event a disputed result is the judge&apos;s to rule on (II.9.1)</source>
        <translation>the result of this game, which is written already: in an event a disputed result is the judge&apos;s to rule on (II.9.1)</translation>
    </message>
    <message>
        <source>the login %1 has no role in the federation on %2, so it may read nothing there: the federation&apos;s administrator gives it one (postmark-cli federation grant)</source>
        <translation>the login %1 has no role in the federation on %2, so it may read nothing there: the federation&apos;s administrator gives it one (postmark-cli federation grant)</translation>
    </message>
    <message>
        <source>table %1 does not ask the server&apos;s policies who may read its rows (its row-level security is off): anyone who may read the table reads every row; postmark-cli federation init, run as the archive&apos;s owner, puts them back</source>
        <translation>table %1 does not ask the server&apos;s policies who may read its rows (its row-level security is off): anyone who may read the table reads every row; postmark-cli federation init, run as the archive&apos;s owner, puts them back</translation>
    </message>
    <message>
        <source>table %1 has lost the policy its rows are read by: no member but its owner reads any of them; postmark-cli federation init, run as the archive&apos;s owner, puts it back</source>
        <translation>table %1 has lost the policy its rows are read by: no member but its owner reads any of them; postmark-cli federation init, run as the archive&apos;s owner, puts it back</translation>
    </message>
    <message>
        <source>you are connected as %1 (%2): events are made and published by the federation&apos;s administrator and its judges, and the server refuses anyone else</source>
        <translation>you are connected as %1 (%2): events are made and published by the federation&apos;s administrator and its judges, and the server refuses anyone else</translation>
    </message>
    <message>
        <source>nothing answers at %1: the server is not running there, or the address names another place (the federation&apos;s administrator gives it)</source>
        <translation>nothing answers at %1: the server is not running there, or the address names another place (the federation&apos;s administrator gives it)</translation>
    </message>
    <message>
        <source>no computer named “%1” can be found: check the server&apos;s name and that this computer is on the network</source>
        <translation>no computer named “%1” can be found: check the server&apos;s name and that this computer is on the network</translation>
    </message>
    <message>
        <source>the server at %1 did not answer within 10 seconds: try again later, or ask the federation&apos;s administrator whether it is running</source>
        <translation>the server at %1 did not answer within 10 seconds: try again later, or ask the federation&apos;s administrator whether it is running</translation>
    </message>
    <message>
        <source>the server at %1 is starting, stopping or has all the connections it takes: try again in a minute</source>
        <translation>the server at %1 is starting, stopping or has all the connections it takes: try again in a minute</translation>
    </message>
    <message>
        <source>the server at %1 has no database “%2”: check the name the federation&apos;s administrator gave</source>
        <translation>the server at %1 has no database “%2”: check the name the federation&apos;s administrator gave</translation>
    </message>
    <message>
        <source>the server at %1 knows no login “%2”: check the login, or ask the federation&apos;s administrator to make it</source>
        <translation>the server at %1 knows no login “%2”: check the login, or ask the federation&apos;s administrator to make it</translation>
    </message>
    <message>
        <source>the server at %1 does not let “%2” in from this computer: its administrator allows it (pg_hba.conf, or the right to connect to the database)</source>
        <translation>the server at %1 does not let “%2” in from this computer: its administrator allows it (pg_hba.conf, or the right to connect to the database)</translation>
    </message>
    <message numerus="yes">
        <source>an objection, registered, to the judge within %n day(s) of receiving the notice of the overstep: it reached me on %2, so the objection goes by %3</source>
        <translation>
            <numerusform>an objection, registered, to the judge within %n day of receiving the notice of the overstep: it reached me on %2, so the objection goes by %3</numerusform>
            <numerusform>an objection, registered, to the judge within %n days of receiving the notice of the overstep: it reached me on %2, so the objection goes by %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice cannot have reached me on %1, before it was sent on %2 (its receipt)</source>
        <translation>the notice cannot have reached me on %1, before it was sent on %2 (its receipt)</translation>
    </message>
    <message>
        <source>you are connected as %1, a player: you read only your own games of the event, and a copy would show every other game as never begun; print-tournament prints its crosstable, and copy-games copies your games</source>
        <translation>you are connected as %1, a player: you read only your own games of the event, and a copy would show every other game as never begun; print-tournament prints its crosstable, and copy-games copies your games</translation>
    </message>
    <message>
        <source>the server at %1 did not let “%2” in with the password of ~/.pgpass (or PGPASSWORD): check the login, and its line there</source>
        <translation>the server at %1 did not let “%2” in with the password of ~/.pgpass (or PGPASSWORD): check the login, and its line there</translation>
    </message>
    <message>
        <source>the connection to %1 is lost and the server does not answer now: try again once it answers (Postmark connects again by itself)</source>
        <translation>the connection to %1 is lost and the server does not answer now: try again once it answers (Postmark connects again by itself)</translation>
    </message>
    <message>
        <source>the server at %1 asks for the password of “%2” on the database “%3”, and ~/.pgpass has none for them: first check the database&apos;s name and the login (a line of ~/.pgpass is for one database), then that the line is there — Postmark reads the password from there, never asks it or keeps it (the federation guide says how to write it)</source>
        <translation>the server at %1 asks for the password of “%2” on the database “%3”, and ~/.pgpass has none for them: first check the database&apos;s name and the login (a line of ~/.pgpass is for one database), then that the line is there — Postmark reads the password from there, never asks it or keeps it (the federation guide says how to write it)</translation>
    </message>
    <message>
        <source>a federation&apos;s server keeps no analysis: your partner may read the game there. Your variations are kept in your own archive file</source>
        <translation>a federation&apos;s server keeps no analysis: your partner may read the game there. Your variations are kept in your own archive file</translation>
    </message>
    <message>
        <source>a federation&apos;s server is not searched for positions: the search is over your own archive file</source>
        <translation>a federation&apos;s server is not searched for positions: the search is over your own archive file</translation>
    </message>
    <message>
        <source>%1: someone else changed the same thing at the same moment, so nothing of this change was saved: look at it again and repeat it</source>
        <translation>%1: someone else changed the same thing at the same moment, so nothing of this change was saved: look at it again and repeat it</translation>
    </message>
    <message>
        <source>%1: the server&apos;s disk is full, so nothing of this change was saved (the federation&apos;s administrator frees room on the server)</source>
        <translation>%1: the server&apos;s disk is full, so nothing of this change was saved (the federation&apos;s administrator frees room on the server)</translation>
    </message>
    <message>
        <source>%1 takes no changes now (a read-only copy of the federation&apos;s archive, or a server recovering): nothing was saved; the federation&apos;s administrator says when it takes them again</source>
        <translation>%1 takes no changes now (a read-only copy of the federation&apos;s archive, or a server recovering): nothing was saved; the federation&apos;s administrator says when it takes them again</translation>
    </message>
    <message>
        <source>%1 stopped the request before it was done (a time limit on the server, or its administrator): nothing of this change was saved: try again</source>
        <translation>%1 stopped the request before it was done (a time limit on the server, or its administrator): nothing of this change was saved: try again</translation>
    </message>
    <message>
        <source>the text is UTF-8 with bytes that are not; each such byte was read as �: check the names and comments</source>
        <translation>the text is UTF-8 with bytes that are not; each such byte was read as �: check the names and comments</translation>
    </message>
    <message>
        <source>the text is not UTF-8; its Cyrillic was read as Windows-1251 (the older Ukrainian files&apos; encoding)</source>
        <translation>the text is not UTF-8; its Cyrillic was read as Windows-1251 (the older Ukrainian files&apos; encoding)</translation>
    </message>
    <message>
        <source>the date %1 gives no month or day: the game&apos;s start was taken as %2</source>
        <translation>the date %1 gives no month or day: the game&apos;s start was taken as %2</translation>
    </message>
    <message>
        <source>the Date tag gives no year: the game&apos;s start was taken from its UTCDate tag, %1</source>
        <translation>the Date tag gives no year: the game&apos;s start was taken from its UTCDate tag, %1</translation>
    </message>
    <message>
        <source>its comments, variations and NAGs stay in the file: the archive keeps the moves and their send dates</source>
        <translation>its comments, variations and NAGs stay in the file: the archive keeps the moves and their send dates</translation>
    </message>
    <message>
        <source>a comment { was not closed before the end of the file: the game&apos;s text after it was read as the comment</source>
        <translation>a comment { was not closed before the end of the file: the game&apos;s text after it was read as the comment</translation>
    </message>
    <message>
        <source>%1 is to make move %2 but received the card it answers on %3, after the claim of %4: no time runs on it</source>
        <translation>%1 is to make move %2 but received the card it answers on %3, after the claim of %4: no time runs on it</translation>
    </message>
    <message numerus="yes">
        <source>move %2 goes by %3 at the latest: %n day(s) left of the %4 of this control period</source>
        <translation>
            <numerusform>move %2 goes by %3 at the latest: %n day left of the %4 of this control period</numerusform>
            <numerusform>move %2 goes by %3 at the latest: %n days left of the %4 of this control period</numerusform>
        </translation>
    </message>
    <message>
        <source>; a later send date exceeds the limit (%1)</source>
        <translation>; a later send date exceeds the limit (%1)</translation>
    </message>
    <message numerus="yes">
        <source>move %2 was due by %3: the %4 days of this control period are exceeded by %n day(s) (%5)</source>
        <translation>
            <numerusform>move %2 was due by %3: the %4 days of this control period are exceeded by %n day (%5)</numerusform>
            <numerusform>move %2 was due by %3: the %4 days of this control period are exceeded by %n days (%5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; a protest to the appeals committee within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; a protest to the appeals committee within %n day of receiving it: %3</numerusform>
            <numerusform>%2; a protest to the appeals committee within %n days of receiving it: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; a protest to the appeals committee within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; a protest to the appeals committee within %n day of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
            <numerusform>%2; a protest to the appeals committee within %n days of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, by e-mail, within %n day(s) of receiving it: %3</source>
        <translation>
            <numerusform>%2; an appeal, by e-mail, within %n day of receiving it: %3</numerusform>
            <numerusform>%2; an appeal, by e-mail, within %n days of receiving it: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2; an appeal, by e-mail, within %n day(s) of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</source>
        <translation>
            <numerusform>%2; an appeal, by e-mail, within %n day of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
            <numerusform>%2; an appeal, by e-mail, within %n days of receiving it: %3 (the window cannot close before %4 and runs from the receipt)</numerusform>
        </translation>
    </message>
    <message>
        <source>the notice of the overstep was received on %1: an objection to the judge by %2</source>
        <translation>the notice of the overstep was received on %1: an objection to the judge by %2</translation>
    </message>
    <message numerus="yes">
        <source>both players send the packet to the judge within %n day(s) of the end %2: by %3; %4</source>
        <translation>
            <numerusform>both players send the packet to the judge within %n day of the end %2: by %3; %4</numerusform>
            <numerusform>both players send the packet to the judge within %n days of the end %2: by %3; %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %2 is %n day(s) over the limit: all correspondence goes with copies to the judge (%3)</source>
        <translation>
            <numerusform>; %2 is %n day over the limit: all correspondence goes with copies to the judge (%3)</numerusform>
            <numerusform>; %2 is %n days over the limit: all correspondence goes with copies to the judge (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is before the packets are in: %2 may send one until %3 (%4), and the adjudication is made on the packets received (%5)</source>
        <translation>%1 is before the packets are in: %2 may send one until %3 (%4), and the adjudication is made on the packets received (%5)</translation>
    </message>
    <message>
        <source>%1 is before card %2 came (%3): a reply goes after it</source>
        <translation>%1 is before card %2 came (%3): a reply goes after it</translation>
    </message>
    <message>
        <source>the + for %1 after %2 withdrew on %3 counts once the judge has the game&apos;s text</source>
        <translation>the + for %1 after %2 withdrew on %3 counts once the judge has the game&apos;s text</translation>
    </message>
    <message>
        <source>%1 is before the result was reported, %2: the record states the result, so it was known by the day the record came</source>
        <translation>%1 is before the result was reported, %2: the record states the result, so it was known by the day the record came</translation>
    </message>
    <message>
        <source>%1 withdrew: the loss by withdrawal is his, the win his partner&apos;s</source>
        <translation>%1 withdrew: the loss by withdrawal is his, the win his partner&apos;s</translation>
    </message>
    <message>
        <source>%1 is before %2 withdrew, %3: the text of a game lost by the withdrawal comes after it</source>
        <translation>%1 is before %2 withdrew, %3: the text of a game lost by the withdrawal comes after it</translation>
    </message>
    <message>
        <source>its last move has no send date: the game&apos;s time and deadlines are counted once the dates of its last cards are entered (II.2.2 ¶6)</source>
        <translation>its last move has no send date: the game&apos;s time and deadlines are counted once the dates of its last cards are entered (II.2.2 ¶6)</translation>
    </message>
    <message>
        <source>only a rejected claim bars the claimant&apos;s further claims (%1)</source>
        <translation>only a rejected claim bars the claimant&apos;s further claims (%1)</translation>
    </message>
    <message>
        <source>this event&apos;s section of the rules has no bar on further claims (III.6.7 is play by e-mail&apos;s)</source>
        <translation>this event&apos;s section of the rules has no bar on further claims (III.6.7 is play by e-mail&apos;s)</translation>
    </message>
    <message>
        <source>%1 may not claim again before control move %3 is made: the claim of %2 was rejected on %4 with a bar on further claims in this ten-move cycle (%5)</source>
        <translation>%1 may not claim again before control move %3 is made: the claim of %2 was rejected on %4 with a bar on further claims in this ten-move cycle (%5)</translation>
    </message>
    <message>
        <source>%1: the card it answers, %2, has no known day of receipt (the partner&apos;s card states it, %3), so this move stays open until that day is entered</source>
        <translation>%1: the card it answers, %2, has no known day of receipt (the partner&apos;s card states it, %3), so this move stays open until that day is entered</translation>
    </message>
    <message>
        <source>arrival postmarks %1: the latest, %2, counts for the recipient</source>
        <translation>arrival postmarks %1: the latest, %2, counts for the recipient</translation>
    </message>
    <message>
        <source>decided %1, while the offender may still object until %2 and no objection is in (%3): say why the decision cannot wait</source>
        <translation>decided %1, while the offender may still object until %2 and no objection is in (%3): say why the decision cannot wait</translation>
    </message>
    <message>
        <source>decided before the date the offender received the notice is known, so before the objection window (%1) can have closed: record that date, or say why the decision cannot wait</source>
        <translation>decided before the date the offender received the notice is known, so before the objection window (%1) can have closed: record that date, or say why the decision cannot wait</translation>
    </message>
    <message>
        <source>; at most, the days of some earlier moves not being known (II.2.2 ¶6, II.3.7)</source>
        <translation>; at most, the days of some earlier moves not being known (II.2.2 ¶6, II.3.7)</translation>
    </message>
    <message>
        <source>the sending date is unknown: its move&apos;s days stay open until it is entered</source>
        <translation>the sending date is unknown: its move&apos;s days stay open until it is entered</translation>
    </message>
    <message>
        <source>my card %1 is repeated already: if the repeat is not answered either, the judge is told (II.5.1)</source>
        <translation>my card %1 is repeated already: if the repeat is not answered either, the judge is told (II.5.1)</translation>
    </message>
    <message>
        <source>the repeat went %1 (%2), before my card %3 it repeats went on %4</source>
        <translation>the repeat went %1 (%2), before my card %3 it repeats went on %4</translation>
    </message>
    <message>
        <source>“%1” is not yes or no</source>
        <translation>“%1” is not yes or no</translation>
    </message>
    <message numerus="yes">
        <source>no reply to card %2 sent %3: after %n day(s) without a reply, %4 repeats the move, registered%5</source>
        <translation>
            <numerusform>no reply to card %2 sent %3: after %n day without a reply, %4 repeats the move, registered%5</numerusform>
            <numerusform>no reply to card %2 sent %3: after %n days without a reply, %4 repeats the move, registered%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no reply to card %2 sent %3: after %n day(s)%5 without a reply, %4 repeats the move with its accompanying data and sends a copy to the judge</source>
        <translation>
            <numerusform>no reply to card %2 sent %3: after %n day%5 without a reply, %4 repeats the move with its accompanying data and sends a copy to the judge</numerusform>
            <numerusform>no reply to card %2 sent %3: after %n days%5 without a reply, %4 repeats the move with its accompanying data and sends a copy to the judge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no reply to the repeat %2 sent %3: after %n day(s) without a reply, %4 tells the judge%5</source>
        <translation>
            <numerusform>no reply to the repeat %2 sent %3: after %n day without a reply, %4 tells the judge%5</numerusform>
            <numerusform>no reply to the repeat %2 sent %3: after %n days without a reply, %4 tells the judge%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no first move from White since the start %2: after %n day(s)%3 without one, Black sends a registered inquiry and tells the judge</source>
        <translation>
            <numerusform>no first move from White since the start %2: after %n day%3 without one, Black sends a registered inquiry and tells the judge</numerusform>
            <numerusform>no first move from White since the start %2: after %n days%3 without one, Black sends a registered inquiry and tells the judge</numerusform>
        </translation>
    </message>
    <message>
        <source>received %1 (%2)%3</source>
        <translation>received %1 (%2)%3</translation>
    </message>
    <message>
        <source>%1 → sent %2 (%3)</source>
        <translation>%1 → sent %2 (%3)</translation>
    </message>
    <message>
        <source>the ledger finds no overstep (%1): there is nothing to claim</source>
        <translation>the ledger finds no overstep (%1): there is nothing to claim</translation>
    </message>
    <message>
        <source>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; notice sent %3</source>
        <translation>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; notice sent %3</translation>
    </message>
    <message>
        <source>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; the date the notice was sent is not recorded (the leave counts from it)</source>
        <translation>the partner&apos;s leave %1 – %2: the partner&apos;s time does not run, and my waits for a reply before a repeat are longer by its days; the date the notice was sent is not recorded (the leave counts from it)</translation>
    </message>
    <message>
        <source>the Cup has its final already: %1</source>
        <translation>the Cup has its final already: %1</translation>
    </message>
    <message>
        <source>%1 is still playing: its places are today&apos;s, and the final is formed from the places the groups finish in (the Cup&apos;s regulation, §4)</source>
        <translation>%1 is still playing: its places are today&apos;s, and the final is formed from the places the groups finish in (the Cup&apos;s regulation, §4)</translation>
    </message>
    <message numerus="yes">
        <source>the entry list has %2 players and the final at least %n: the vacancies are filled by the federation&apos;s nomination first (the Cup&apos;s regulation, §4)</source>
        <translation>
            <numerusform>the entry list has %2 players and the final at least %n: the vacancies are filled by the federation&apos;s nomination first (the Cup&apos;s regulation, §4)</numerusform>
            <numerusform>the entry list has %2 players and the final at least %n: the vacancies are filled by the federation&apos;s nomination first (the Cup&apos;s regulation, §4)</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1 the decision on the game %2 may still be appealed, until %3 [%4]: the final is formed from the places once an appeal can no longer change them</source>
        <translation>in %1 the decision on the game %2 may still be appealed, until %3 [%4]: the final is formed from the places once an appeal can no longer change them</translation>
    </message>
    <message>
        <source>in %1 the decision on the game %2 may still be appealed [%3]: the days to appeal count from each player&apos;s receipt of it, not recorded yet (the claims or adjudications tab)</source>
        <translation>in %1 the decision on the game %2 may still be appealed [%3]: the days to appeal count from each player&apos;s receipt of it, not recorded yet (the claims or adjudications tab)</translation>
    </message>
    <message>
        <source>in %1 the appeal on the game %2 is not decided yet [%3]: the final is formed from the places once it is</source>
        <translation>in %1 the appeal on the game %2 is not decided yet [%3]: the final is formed from the places once it is</translation>
    </message>
    <message>
        <source>%1&apos;s place %2 in %3 is shared after every tie-break: the judge decides between the tied players first (Decide the shared place…)</source>
        <translation>%1&apos;s place %2 in %3 is shared after every tie-break: the judge decides between the tied players first (Decide the shared place…)</translation>
    </message>
    <message>
        <source>place %1 in %2 is shared after every tie-break by %3, and the final takes fewer of them: the judge gives it (the Final tab, Decide the shared place…)</source>
        <translation>place %1 in %2 is shared after every tie-break by %3, and the final takes fewer of them: the judge gives it (the Final tab, Decide the shared place…)</translation>
    </message>
    <message>
        <source>the archive has “%1” (%2) already, as tournament %3: open it there (File ▸ Tournaments in the archive); nothing was stored</source>
        <translation>the archive has “%1” (%2) already, as tournament %3: open it there (File ▸ Tournaments in the archive); nothing was stored</translation>
    </message>
    <message>
        <source>no query of mine is due: a query asks the partner for another move when the one received is impossible or illegible (II.3.12), and this one has been asked already or there is none</source>
        <translation>no query of mine is due: a query asks the partner for another move when the one received is impossible or illegible (II.3.12), and this one has been asked already or there is none</translation>
    </message>
    <message>
        <source>an object, list or text is not closed, or a comma between two values is missing</source>
        <translation>an object, list or text is not closed, or a comma between two values is missing</translation>
    </message>
    <message>
        <source>the notice sent on %1 goes after the leave has ended (%2): not one of its days would count (II.7.6)</source>
        <translation>the notice sent on %1 goes after the leave has ended (%2): not one of its days would count (II.7.6)</translation>
    </message>
    <message numerus="yes">
        <source>no reply to the query about card %2 sent %3: after %n day(s) without a reply, %4 repeats the query, registered%5</source>
        <translation>
            <numerusform>no reply to the query about card %2 sent %3: after %n day without a reply, %4 repeats the query, registered%5</numerusform>
            <numerusform>no reply to the query about card %2 sent %3: after %n days without a reply, %4 repeats the query, registered%5</numerusform>
        </translation>
    </message>
    <message>
        <source>your leave of %1 – %2 is announced already and these days overlap it: announce only the days before or after it</source>
        <translation>your leave of %1 – %2 is announced already and these days overlap it: announce only the days before or after it</translation>
    </message>
    <message>
        <source>no withdrawal of %1 is recorded</source>
        <translation>no withdrawal of %1 is recorded</translation>
    </message>
    <message>
        <source>%1 withdrew with no game left unfinished: no partner to tell</source>
        <translation>%1 withdrew with no game left unfinished: no partner to tell</translation>
    </message>
    <message numerus="yes">
        <source>a notice to each partner and, by registered mail, to the judge, in %n game(s): %2</source>
        <translation>
            <numerusform>a notice to each partner and, by registered mail, to the judge, in %n game: %2</numerusform>
            <numerusform>a notice to each partner and, by registered mail, to the judge, in %n games: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Penalty</name>
    <message>
        <source>impossible or illegible move</source>
        <translation>impossible or illegible move</translation>
    </message>
    <message>
        <source>wrong repetition</source>
        <translation>wrong repetition</translation>
    </message>
    <message>
        <source>not registered in time trouble</source>
        <translation>not registered in time trouble</translation>
    </message>
    <message>
        <source>error in the address</source>
        <translation>error in the address</translation>
    </message>
    <message>
        <source>late repeat</source>
        <translation>late repeat</translation>
    </message>
    <message>
        <source>by the judge</source>
        <translation>by the judge</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Usage: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[options]</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
    </message>
    <message>
        <source>There is no archive at %1 yet.

Fill it with the demo to look around: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal? Choose No to start your own archive, empty.</source>
        <translation>There is no archive at %1 yet.

Fill it with the demo to look around: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal? Choose No to start your own archive, empty.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>There are conflicts in some options. Please fix them.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Double Sided Printing</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Long side binding</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Short side binding</translation>
    </message>
</context>
<context>
    <name>ResultHow</name>
    <message>
        <source>mate</source>
        <translation>mate</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>resignation</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>draw agreed</translation>
    </message>
    <message>
        <source>draw claimed</source>
        <translation>draw claimed</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>time forfeit</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>adjudicated</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>withdrawal</translation>
    </message>
    <message>
        <source>inactivity</source>
        <translation>inactivity</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>UCCF postal games (section II)</source>
        <translation>UCCF postal games (section II)</translation>
    </message>
    <message>
        <source>UCCF e-mail games (section III)</source>
        <translation>UCCF e-mail games (section III)</translation>
    </message>
    <message>
        <source>UCCF team postal games (section IV)</source>
        <translation>UCCF team postal games (section IV)</translation>
    </message>
    <message>
        <source>UCCF server games (section V)</source>
        <translation>UCCF server games (section V)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language: uk or en (default: the settings&apos;, else the system&apos;s).</source>
        <translation>Interface language: uk or en (default: the settings&apos;, else the system&apos;s).</translation>
    </message>
    <message>
        <source>Postmark: chess by paper mail.</source>
        <translation>Postmark: chess by paper mail.</translation>
    </message>
    <message>
        <source>A PGN file to open instead of the archive.</source>
        <translation>A PGN file to open instead of the archive.</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>Shows this help.</translation>
    </message>
    <message>
        <source>Shows the version of Postmark.</source>
        <translation>Shows the version of Postmark.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Try &apos;postmark --help&apos;.</source>
        <translation>Try &apos;postmark --help&apos;.</translation>
    </message>
    <message>
        <source>The archive to open: a file, or a federation&apos;s server as postgresql://[user@]host[:port]/database (default: %1).</source>
        <translation>The archive to open: a file, or a federation&apos;s server as postgresql://[user@]host[:port]/database (default: %1).</translation>
    </message>
    <message>
        <source>PATH|URI</source>
        <translation>PATH|URI</translation>
    </message>
</context>
<context>
    <name>postmark::models::MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationDialog</name>
    <message>
        <source>Adjudication: %1 – %2</source>
        <translation>Adjudication: %1 – %2</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>%1&apos;s &amp;packet:</source>
        <translation>%1&apos;s &amp;packet:</translation>
    </message>
    <message>
        <source>%1 &amp;assesses:</source>
        <translation>%1 &amp;assesses:</translation>
    </message>
    <message>
        <source>%1&apos;s pa&amp;cket:</source>
        <translation>%1&apos;s pa&amp;cket:</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>e.g. 41. Тd1-d7</source>
        <translation>e.g. 41. Тd1-d7</translation>
    </message>
    <message>
        <source>A&amp;djudicator:</source>
        <translation>A&amp;djudicator:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Result:</translation>
    </message>
    <message>
        <source>Decided &amp;on:</source>
        <translation>Decided &amp;on:</translation>
    </message>
    <message>
        <source>&amp;Last move made:</source>
        <translation>&amp;Last move made:</translation>
    </message>
    <message>
        <source>Appea&amp;l:</source>
        <translation>Appea&amp;l:</translation>
    </message>
    <message>
        <source>Appella&amp;nt:</source>
        <translation>Appella&amp;nt:</translation>
    </message>
    <message>
        <source>Second ad&amp;judicator:</source>
        <translation>Second ad&amp;judicator:</translation>
    </message>
    <message>
        <source>&amp;Final result:</source>
        <translation>&amp;Final result:</translation>
    </message>
    <message>
        <source>Final result o&amp;n:</source>
        <translation>Final result o&amp;n:</translation>
    </message>
    <message>
        <source>The adjudication cannot be registered: %1</source>
        <translation>The adjudication cannot be registered: %1</translation>
    </message>
    <message>
        <source>%1 a&amp;ssesses:</source>
        <translation>%1 a&amp;ssesses:</translation>
    </message>
    <message>
        <source>%1 recei&amp;ved the result:</source>
        <translation>%1 recei&amp;ved the result:</translation>
    </message>
    <message>
        <source>%1 receiv&amp;ed the result:</source>
        <translation>%1 receiv&amp;ed the result:</translation>
    </message>
    <message>
        <source>As&amp;k the engine</source>
        <translation>As&amp;k the engine</translation>
    </message>
    <message>
        <source>The archive has not this game&apos;s cards: no final position to assess.</source>
        <translation>The archive has not this game&apos;s cards: no final position to assess.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 from White&apos;s view; %4. The engine&apos;s assessment, not a player&apos;s claim.</source>
        <translation>%1, depth %2: %3 from White&apos;s view; %4. The engine&apos;s assessment, not a player&apos;s claim.</translation>
    </message>
    <message>
        <source>The engine&apos;s view:</source>
        <translation>The engine&apos;s view:</translation>
    </message>
    <message>
        <source>Packets%1 and the players&apos; assessments%2</source>
        <translation>Packets%1 and the players&apos; assessments%2</translation>
    </message>
    <message>
        <source>Adjudication%1</source>
        <translation>Adjudication%1</translation>
    </message>
    <message>
        <source>Appeal%1 and second adjudication%2</source>
        <translation>Appeal%1 and second adjudication%2</translation>
    </message>
    <message>
        <source>The adjudication cannot be registered: «Last move made»: the game&apos;s cards end with %1, not “%2”; the letter names the last move made%3.</source>
        <translation>The adjudication cannot be registered: «Last move made»: the game&apos;s cards end with %1, not “%2”; the letter names the last move made%3.</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Game: %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationsModel</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>White&apos;s packet</source>
        <translation>White&apos;s packet</translation>
    </message>
    <message>
        <source>Black&apos;s packet</source>
        <translation>Black&apos;s packet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <translation>%1, by %2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AdjudicationsPanel</name>
    <message>
        <source>&amp;Register packet or result…</source>
        <translation>&amp;Register packet or result…</translation>
    </message>
    <message>
        <source>&amp;Print result letter…</source>
        <translation>&amp;Print result letter…</translation>
    </message>
    <message>
        <source>No game awaits adjudication as of %1.</source>
        <translation>No game awaits adjudication as of %1.</translation>
    </message>
    <message>
        <source>Games unfinished at the end are adjudicated by the judge, from the game as the server keeps it (%1); a player may appeal within %2 days of the result (%3).</source>
        <translation>Games unfinished at the end are adjudicated by the judge, from the game as the server keeps it (%1); a player may appeal within %2 days of the result (%3).</translation>
    </message>
    <message>
        <source>Games unfinished at the end, or left to adjudication by a withdrawal (%3). Packets are due %1 days after the end (%4); equal assessments end the game without adjudication (%5); a player whose packet came may appeal within %2 days of receiving the result (%6, %7) to a second adjudicator, whose result is final (%8).</source>
        <translation>Games unfinished at the end, or left to adjudication by a withdrawal (%3). Packets are due %1 days after the end (%4); equal assessments end the game without adjudication (%5); a player whose packet came may appeal within %2 days of receiving the result (%6, %7) to a second adjudicator, whose result is final (%8).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaModel</name>
    <message>
        <source>with the reply</source>
        <translation>with the reply</translation>
    </message>
    <message>
        <source>no date yet</source>
        <translation>no date yet</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Whose step</source>
        <translation>Whose step</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Clause</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaPanel</name>
    <message>
        <source>Every deadline of the event as of %1, earliest first; overdue ones in red.</source>
        <translation>Every deadline of the event as of %1, earliest first; overdue ones in red.</translation>
    </message>
    <message>
        <source>Show the players&apos; own deadlines too (repeats, inquiries, claims they may make, losses for a long silence still far off)</source>
        <translation>Show the players&apos; own deadlines too (repeats, inquiries, claims they may make, losses for a long silence still far off)</translation>
    </message>
    <message>
        <source>The judge&apos;s steps as of %1, earliest first; overdue ones in red.</source>
        <translation>The judge&apos;s steps as of %1, earliest first; overdue ones in red.</translation>
    </message>
    <message numerus="yes">
        <source>%n more are the players&apos; own.</source>
        <translation>
            <numerusform>%n more is the players&apos; own.</numerusform>
            <numerusform>%n more are the players&apos; own.</numerusform>
        </translation>
    </message>
    <message>
        <source>No deadline runs now.</source>
        <translation>No deadline runs now.</translation>
    </message>
    <message>
        <source>Nothing waits on the judge now.</source>
        <translation>Nothing waits on the judge now.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AgendaTable</name>
    <message>
        <source>overdue</source>
        <translation>overdue</translation>
    </message>
    <message>
        <source>today</source>
        <translation>today</translation>
    </message>
    <message>
        <source>next 14 days</source>
        <translation>next 14 days</translation>
    </message>
    <message>
        <source>later</source>
        <translation>later</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Whose step</source>
        <translation>Whose step</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Clause</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Agenda</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>partner&apos;s</source>
        <translation>partner&apos;s</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>with the reply</translation>
    </message>
    <message>
        <source>My step: %1 — %2 (%3)</source>
        <translation>My step: %1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Partner&apos;s step: %1 — %2 (%3)</source>
        <translation>Partner&apos;s step: %1 — %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisController</name>
    <message>
        <source>a game of a PGN file: open it in an archive to keep them</source>
        <translation>a game of a PGN file: open it in an archive to keep them</translation>
    </message>
    <message>
        <source>a variation</source>
        <translation>a variation</translation>
    </message>
    <message>
        <source>the engine&apos;s line</source>
        <translation>the engine&apos;s line</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>the comment</translation>
    </message>
    <message>
        <source>deleting a variation</source>
        <translation>deleting a variation</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisPanel</name>
    <message>
        <source>The engine&apos;s best lines</source>
        <translation>The engine&apos;s best lines</translation>
    </message>
    <message>
        <source>&amp;Stop the engine</source>
        <translation>&amp;Stop the engine</translation>
    </message>
    <message>
        <source>Start the engine &amp;again</source>
        <translation>Start the engine &amp;again</translation>
    </message>
    <message>
        <source>Analyse with the &amp;engine</source>
        <translation>Analyse with the &amp;engine</translation>
    </message>
    <message>
        <source>The engine&apos;s view of the position on the board</source>
        <translation>The engine&apos;s view of the position on the board</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>The engine</translation>
    </message>
    <message>
        <source>%1: checkmate on the board</source>
        <translation>%1: checkmate on the board</translation>
    </message>
    <message>
        <source>%1: stalemate on the board</source>
        <translation>%1: stalemate on the board</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>depth %1</translation>
    </message>
    <message>
        <source>%1 · %2 · stopped</source>
        <translation>%1 · %2 · stopped</translation>
    </message>
    <message>
        <source>The engine&apos;s best lines, from White&apos;s view: +1.00 is a pawn up for White, #3 White mates in 3, #-3 Black does.</source>
        <translation>The engine&apos;s best lines, from White&apos;s view: +1.00 is a pawn up for White, #3 White mates in 3, #-3 Black does.</translation>
    </message>
    <message>
        <source>&amp;Play the best line</source>
        <translation>&amp;Play the best line</translation>
    </message>
    <message>
        <source>Plays the engine&apos;s best line on the board as your variation</source>
        <translation>Plays the engine&apos;s best line on the board as your variation</translation>
    </message>
</context>
<context>
    <name>postmark::ui::AnalysisTab</name>
    <message>
        <source>&amp;Delete variation</source>
        <translation>&amp;Delete variation</translation>
    </message>
    <message>
        <source>The game with your variations</source>
        <translation>The game with your variations</translation>
    </message>
    <message>
        <source>Make a move on the board to try it: a variation begins, the game&apos;s own moves stay as the cards have them.</source>
        <translation>Make a move on the board to try it: a variation begins, the game&apos;s own moves stay as the cards have them.</translation>
    </message>
    <message>
        <source>Comment on the move</source>
        <translation>Comment on the move</translation>
    </message>
    <message>
        <source>Your variations here are not kept: %1.</source>
        <translation>Your variations here are not kept: %1.</translation>
    </message>
    <message>
        <source>Part of your analysis no longer fits the game&apos;s moves (a card corrected since?) and is not shown: %1 variation(s), %2 move(s).</source>
        <translation>Part of your analysis no longer fits the game&apos;s moves (a card corrected since?) and is not shown: %1 variation(s), %2 move(s).</translation>
    </message>
    <message>
        <source>Comment on this move (yours alone)</source>
        <translation>Comment on this move (yours alone)</translation>
    </message>
    <message>
        <source>Your comment on the move the board shows: kept with your analysis, never on a card. Enter keeps it.</source>
        <translation>Your comment on the move the board shows: kept with your analysis, never on a card. Enter keeps it.</translation>
    </message>
    <message>
        <source>&amp;Games with this position…</source>
        <translation>&amp;Games with this position…</translation>
    </message>
    <message>
        <source>The games of your archive that reached the position on the board</source>
        <translation>The games of your archive that reached the position on the board</translation>
    </message>
</context>
<context>
    <name>postmark::ui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Chess board</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CardLedgerTable</name>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Sent</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Received</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Registered</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Cards of the game</source>
        <translation>Cards of the game</translation>
    </message>
    <message>
        <source>repeat of %1</source>
        <translation>repeat of %1</translation>
    </message>
    <message>
        <source>query about %1</source>
        <translation>query about %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>no move</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>not received</source>
        <translation>not received</translation>
    </message>
    <message>
        <source>yes, receipt %1</source>
        <translation>yes, receipt %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>from %1 (%2)</source>
        <translation>from %1 (%2)</translation>
    </message>
    <message>
        <source>Registered, receipt %1.</source>
        <translation>Registered, receipt %1.</translation>
    </message>
    <message>
        <source>Registered.</source>
        <translation>Registered.</translation>
    </message>
    <message>
        <source>Card %1 answers it, so it came; the day it came is not known (II.3.7).</source>
        <translation>Card %1 answers it, so it came; the day it came is not known (II.3.7).</translation>
    </message>
    <message>
        <source>Its move is on your board, so it came; the day it came is not entered, and your reply&apos;s days count from it (II.4.4). Ctrl+L opens the card to enter it.</source>
        <translation>Its move is on your board, so it came; the day it came is not entered, and your reply&apos;s days count from it (II.4.4). Ctrl+L opens the card to enter it.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimDialog</name>
    <message>
        <source>New forfeit claim</source>
        <translation>New forfeit claim</translation>
    </message>
    <message>
        <source>Forfeit claim</source>
        <translation>Forfeit claim</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>C&amp;laimant:</source>
        <translation>C&amp;laimant:</translation>
    </message>
    <message>
        <source>Claim sent</source>
        <translation>Claim sent</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sent</translation>
    </message>
    <message>
        <source>Load the claimant&apos;s game &amp;file…</source>
        <translation>Load the claimant&apos;s game &amp;file…</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Evidence:</translation>
    </message>
    <message>
        <source>What the cards show</source>
        <translation>What the cards show</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Decision:</translation>
    </message>
    <message>
        <source>Decided on</source>
        <translation>Decided on</translation>
    </message>
    <message>
        <source>Decided &amp;on:</source>
        <translation>Decided &amp;on:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> days</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>What the claimant&apos;s cards show, recomputed:</source>
        <translation>What the claimant&apos;s cards show, recomputed:</translation>
    </message>
    <message>
        <source>The claimant&apos;s game file</source>
        <translation>The claimant&apos;s game file</translation>
    </message>
    <message>
        <source>Postmark game files (*.json)</source>
        <translation>Postmark game files (*.json)</translation>
    </message>
    <message>
        <source>%1 (White)</source>
        <translation>%1 (White)</translation>
    </message>
    <message>
        <source>%1 (Black)</source>
        <translation>%1 (Black)</translation>
    </message>
    <message>
        <source>none yet: load the claimant&apos;s game file</source>
        <translation>none yet: load the claimant&apos;s game file</translation>
    </message>
    <message numerus="yes">
        <source>the game&apos;s cards in the archive (%n card(s))</source>
        <translation>
            <numerusform>the game&apos;s cards in the archive (%n card)</numerusform>
            <numerusform>the game&apos;s cards in the archive (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid game file: %2</source>
        <translation>%1 is not a valid game file: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n card)</numerusform>
            <numerusform>%1 (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>No evidence yet: the claim is checked on the claimant&apos;s game file.</source>
        <translation>No evidence yet: the claim is checked on the claimant&apos;s game file.</translation>
    </message>
    <message>
        <source>The game file cannot be computed:</source>
        <translation>The game file cannot be computed:</translation>
    </message>
    <message>
        <source>The claim holds</source>
        <translation>The claim holds</translation>
    </message>
    <message>
        <source>The claim does not hold</source>
        <translation>The claim does not hold</translation>
    </message>
    <message>
        <source>The claim cannot be registered: %1</source>
        <translation>The claim cannot be registered: %1</translation>
    </message>
    <message>
        <source>Partner rece&amp;ived the decision:</source>
        <translation>Partner rece&amp;ived the decision:</translation>
    </message>
    <message>
        <source>&amp;Appeal to the committee:</source>
        <translation>&amp;Appeal to the committee:</translation>
    </message>
    <message>
        <source>Appellan&amp;t:</source>
        <translation>Appellan&amp;t:</translation>
    </message>
    <message>
        <source>ruled</source>
        <translation>ruled</translation>
    </message>
    <message>
        <source>The appeals committee&apos;s decision is final: record it as the claim&apos;s decision.</source>
        <translation>The appeals committee&apos;s decision is final: record it as the claim&apos;s decision.</translation>
    </message>
    <message>
        <source>Committee&apos;s r&amp;uling:</source>
        <translation>Committee&apos;s r&amp;uling:</translation>
    </message>
    <message>
        <source>Reason to decide before the objection window closes</source>
        <translation>Reason to decide before the objection window closes</translation>
    </message>
    <message>
        <source>Decided &amp;early because:</source>
        <translation>Decided &amp;early because:</translation>
    </message>
    <message>
        <source>Claim &amp;sent%1:</source>
        <translation>Claim &amp;sent%1:</translation>
    </message>
    <message>
        <source>Partner received the &amp;notice%1:</source>
        <translation>Partner received the &amp;notice%1:</translation>
    </message>
    <message>
        <source>&amp;Objection%1:</source>
        <translation>&amp;Objection%1:</translation>
    </message>
    <message>
        <source>Sealed &amp;move%1:</source>
        <translation>Sealed &amp;move%1:</translation>
    </message>
    <message>
        <source>pending: the game is suspended</source>
        <translation>pending: the game is suspended</translation>
    </message>
    <message>
        <source>upheld: the partner loses on time</source>
        <translation>upheld: the partner loses on time</translation>
    </message>
    <message>
        <source>rejected: the sealed move goes on, play continues</source>
        <translation>rejected: the sealed move goes on, play continues</translation>
    </message>
    <message>
        <source>Claimant re&amp;ceived the decision%1:</source>
        <translation>Claimant re&amp;ceived the decision%1:</translation>
    </message>
    <message>
        <source>&amp;Penalty to the claimant%1:</source>
        <translation>&amp;Penalty to the claimant%1:</translation>
    </message>
    <message>
        <source>only to decide while the offender may still object</source>
        <translation>only to decide while the offender may still object</translation>
    </message>
    <message>
        <source>Evidence: load the claimant&apos;s game file; the claim is checked on its cards%1.</source>
        <translation>Evidence: load the claimant&apos;s game file; the claim is checked on its cards%1.</translation>
    </message>
    <message>
        <source>No penalty days in this event&apos;s section of the rules</source>
        <translation>No penalty days in this event&apos;s section of the rules</translation>
    </message>
    <message>
        <source>rejected: the suspended game goes on</source>
        <translation>rejected: the suspended game goes on</translation>
    </message>
    <message>
        <source>no further claim from the claimant until the next control move</source>
        <translation>no further claim from the claimant until the next control move</translation>
    </message>
    <message>
        <source>&amp;Bar%1:</source>
        <translation>&amp;Bar%1:</translation>
    </message>
    <message>
        <source>The sealed move [%1]: %2; it goes to the partner if the claim is rejected.</source>
        <translation>The sealed move [%1]: %2; it goes to the partner if the claim is rejected.</translation>
    </message>
    <message>
        <source>The sealed move %1 can be made where the cards stop [%2].</source>
        <translation>The sealed move %1 can be made where the cards stop [%2].</translation>
    </message>
    <message>
        <source>the judge&apos;s reasons in his own words; the letter adds the time recalculation from the cards by itself</source>
        <translation>the judge&apos;s reasons in his own words; the letter adds the time recalculation from the cards by itself</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimsModel</name>
    <message>
        <source>the appeals committee ruled %1</source>
        <translation>the appeals committee ruled %1</translation>
    </message>
    <message>
        <source>appealed %1: with the appeals committee</source>
        <translation>appealed %1: with the appeals committee</translation>
    </message>
    <message>
        <source>receipt of the decision not recorded: %1</source>
        <translation>receipt of the decision not recorded: %1</translation>
    </message>
    <message>
        <source>closed %1</source>
        <translation>closed %1</translation>
    </message>
    <message>
        <source>the game file cannot be computed</source>
        <translation>the game file cannot be computed</translation>
    </message>
    <message>
        <source>overstep holds</source>
        <translation>overstep holds</translation>
    </message>
    <message>
        <source>no valid overstep</source>
        <translation>no valid overstep</translation>
    </message>
    <message>
        <source>notice receipt unknown</source>
        <translation>notice receipt unknown</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Claimant</source>
        <translation>Claimant</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Sent</translation>
    </message>
    <message>
        <source>The cards show</source>
        <translation>The cards show</translation>
    </message>
    <message>
        <source>Objection by</source>
        <translation>Objection by</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <source>Appeal by%1</source>
        <translation>Appeal by%1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ClaimsPanel</name>
    <message>
        <source>The selected claim&apos;s time calculation</source>
        <translation>The selected claim&apos;s time calculation</translation>
    </message>
    <message>
        <source>&amp;New claim…</source>
        <translation>&amp;New claim…</translation>
    </message>
    <message>
        <source>&amp;Decide or edit…</source>
        <translation>&amp;Decide or edit…</translation>
    </message>
    <message>
        <source>&amp;Print decision letter…</source>
        <translation>&amp;Print decision letter…</translation>
    </message>
    <message>
        <source>Chief judge</source>
        <translation>Chief judge</translation>
    </message>
    <message>
        <source>the chief judge&apos;s name, for the letters</source>
        <translation>the chief judge&apos;s name, for the letters</translation>
    </message>
    <message>
        <source>Chief judge:</source>
        <translation>Chief judge:</translation>
    </message>
    <message>
        <source>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</source>
        <translation>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</translation>
    </message>
    <message>
        <source>The claims register holds the claimants&apos; game files: the event&apos;s judge, the appeals committee and the federation&apos;s administrator read it; it is not shown to the players. A claim about your own game reaches you by post.</source>
        <translation>The claims register holds the claimants&apos; game files: the event&apos;s judge, the appeals committee and the federation&apos;s administrator read it; it is not shown to the players. A claim about your own game reaches you by post.</translation>
    </message>
    <message>
        <source>The claims register and the judge&apos;s letters are the judge&apos;s; a player is not shown them.</source>
        <translation>The claims register and the judge&apos;s letters are the judge&apos;s; a player is not shown them.</translation>
    </message>
    <message>
        <source>The chief judge&apos;s address</source>
        <translation>The chief judge&apos;s address</translation>
    </message>
    <message>
        <source>street, town, postcode</source>
        <translation>street, town, postcode</translation>
    </message>
    <message>
        <source>Addr&amp;ess:</source>
        <translation>Addr&amp;ess:</translation>
    </message>
    <message>
        <source>Grounds of the decision: %1</source>
        <translation>Grounds of the decision: %1</translation>
    </message>
    <message>
        <source>Claims are kept in the archive with the claimant&apos;s game file as the evidence; Postmark recomputes the time from its cards%1.</source>
        <translation>Claims are kept in the archive with the claimant&apos;s game file as the evidence; Postmark recomputes the time from its cards%1.</translation>
    </message>
    <message>
        <source>No claim registered. A claim is entered with the claimant&apos;s game file as the evidence%1.</source>
        <translation>No claim registered. A claim is entered with the claimant&apos;s game file as the evidence%1.</translation>
    </message>
    <message>
        <source>[%3] Decided on %1, before the objection window closed, because: %2</source>
        <translation>[%3] Decided on %1, before the objection window closed, because: %2</translation>
    </message>
    <message>
        <source>Claimant&apos;s &amp;cards…</source>
        <translation>Claimant&apos;s &amp;cards…</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstableModel</name>
    <message>
        <source>excl.</source>
        <translation>excl.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Head-to-head</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>both scored a loss, %1</source>
        <translation>both scored a loss, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>cancelled: counts for nobody (V.8.1)</source>
        <translation>cancelled: counts for nobody (V.8.1)</translation>
    </message>
    <message>
        <source>no game in the tournament file</source>
        <translation>no game in the tournament file</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>with White: %1</source>
        <translation>with White: %1</translation>
    </message>
    <message>
        <source>with Black: %1</source>
        <translation>with Black: %1</translation>
    </message>
    <message>
        <source>Game %1, %2 – %3. %4: %5</source>
        <translation>Game %1, %2 – %3. %4: %5</translation>
    </message>
    <message>
        <source>awaiting adjudication after a withdrawal (%1)</source>
        <translation>awaiting adjudication after a withdrawal (%1)</translation>
    </message>
    <message>
        <source>not counted after a withdrawal (%1)</source>
        <translation>not counted after a withdrawal (%1)</translation>
    </message>
    <message>
        <source>Games %1. %2: %3</source>
        <translation>Games %1. %2: %3</translation>
    </message>
    <message>
        <source>%1 reported; it counts once the game record comes%2</source>
        <translation>%1 reported; it counts once the game record comes%2</translation>
    </message>
    <message>
        <source>withdrawal (%1); it counts once the judge has the game&apos;s text%2</source>
        <translation>withdrawal (%1); it counts once the judge has the game&apos;s text%2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstablePanel</name>
    <message>
        <source>1 win, ½ draw, 0 loss</source>
        <translation>1 win, ½ draw, 0 loss</translation>
    </message>
    <message>
        <source>0 on both sides: no game record from either</source>
        <translation>0 on both sides: no game record from either</translation>
    </message>
    <message>
        <source>adj awaiting adjudication</source>
        <translation>adj awaiting adjudication</translation>
    </message>
    <message>
        <source>n/c not counted</source>
        <translation>n/c not counted</translation>
    </message>
    <message>
        <source>-C cancelled (V.8.1)</source>
        <translation>-C cancelled (V.8.1)</translation>
    </message>
    <message>
        <source>(1) reported, not counted until the game record comes</source>
        <translation>(1) reported, not counted until the game record comes</translation>
    </message>
    <message>
        <source>— a head-to-head not needed, the tie broken before</source>
        <translation>— a head-to-head not needed, the tie broken before</translation>
    </message>
    <message>
        <source>. Where a pair plays two games, the cell holds both, White&apos;s first. Green: finished; amber: awaiting adjudication or the record; grey: not counted; white: in progress.</source>
        <translation>. Where a pair plays two games, the cell holds both, White&apos;s first. Green: finished; amber: awaiting adjudication or the record; grey: not counted; white: in progress.</translation>
    </message>
    <message>
        <source>+ / − scored by a withdrawal</source>
        <translation>+ / − scored by a withdrawal</translation>
    </message>
    <message>
        <source>(+) / (−) by a withdrawal, counted once the judge has the game&apos;s text</source>
        <translation>(+) / (−) by a withdrawal, counted once the judge has the game&apos;s text</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Ranked by points; equal points share the rank (2=). * is a player&apos;s own cell.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</source>
        <translation>Ranked by points, then %1; players equal on all share the rank (2=). * is a player&apos;s own cell.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CupGroupsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) to decide</source>
        <translation>
            <numerusform>%n claim to decide</numerusform>
            <numerusform>%n claims to decide</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Leading</translation>
    </message>
    <message>
        <source>being formed: see the Final tab</source>
        <translation>being formed: see the Final tab</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) on the entry list; the final has %1 to %2</source>
        <translation>
            <numerusform>%n player on the entry list; the final has %1 to %2</numerusform>
            <numerusform>%n players on the entry list; the final has %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in play: %1 of %n game(s) finished</source>
        <translation>
            <numerusform>in play: %1 of %n game finished</numerusform>
            <numerusform>in play: %1 of %n games finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n of them not counted: withdrawal, II.8.1)</source>
        <translation>
            <numerusform> (%n of them not counted: withdrawal, II.8.1)</numerusform>
            <numerusform> (%n of them not counted: withdrawal, II.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n annulled (V.8.1)</source>
        <translation>
            <numerusform>, %n annulled (V.8.1)</numerusform>
            <numerusform>, %n annulled (V.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n awaiting adjudication (withdrawal, II.8.1)</source>
        <translation>
            <numerusform>, %n awaiting adjudication (withdrawal, II.8.1)</numerusform>
            <numerusform>, %n awaiting adjudication (withdrawal, II.8.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n in play</source>
        <translation>
            <numerusform>, %n in play</numerusform>
            <numerusform>, %n in play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n awaiting the game&apos;s record or text (II.9.1, II.8.2)</source>
        <translation>
            <numerusform>, %n awaiting the game&apos;s record or text (II.9.1, II.8.2)</numerusform>
            <numerusform>, %n awaiting the game&apos;s record or text (II.9.1, II.8.2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 — %3</source>
        <translation>%1, %2 — %3</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CupWindow</name>
    <message>
        <source>&amp;Groups</source>
        <translation>&amp;Groups</translation>
    </message>
    <message>
        <source>&amp;Agenda</source>
        <translation>&amp;Agenda</translation>
    </message>
    <message>
        <source>&amp;Final</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <source>%1 — Cup — Postmark</source>
        <translation>%1 — Cup — Postmark</translation>
    </message>
    <message>
        <source>The Cup&apos;s groups as of %1. Double-click a group to open its own window (crosstable, results, claims, letters).</source>
        <translation>The Cup&apos;s groups as of %1. Double-click a group to open its own window (crosstable, results, claims, letters).</translation>
    </message>
    <message>
        <source>Show the players&apos; own steps too (repeats, inquiries, claims they may make)</source>
        <translation>Show the players&apos; own steps too (repeats, inquiries, claims they may make)</translation>
    </message>
    <message>
        <source>The selected player &amp;declined…</source>
        <translation>The selected player &amp;declined…</translation>
    </message>
    <message>
        <source>&amp;Nominate a player…</source>
        <translation>&amp;Nominate a player…</translation>
    </message>
    <message>
        <source>The judge&apos;s decisions about the final:</source>
        <translation>The judge&apos;s decisions about the final:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <source>Letter or decision it rests on</source>
        <translation>Letter or decision it rests on</translation>
    </message>
    <message>
        <source>&amp;Take back the selected decision</source>
        <translation>&amp;Take back the selected decision</translation>
    </message>
    <message>
        <source>Select a decision first.</source>
        <translation>Select a decision first.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>Cup &amp;report with the final&apos;s entry list…</source>
        <translation>Cup &amp;report with the final&apos;s entry list…</translation>
    </message>
    <message>
        <source>Every deadline of every group as of %1, earliest first; overdue ones in red.</source>
        <translation>Every deadline of every group as of %1, earliest first; overdue ones in red.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) on the list; the final has %1 to %2.</source>
        <translation>
            <numerusform>%n player on the list; the final has %1 to %2.</numerusform>
            <numerusform>%n players on the list; the final has %1 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Places of a group still in play are today&apos;s, not final.</source>
        <translation>Places of a group still in play are today&apos;s, not final.</translation>
    </message>
    <message>
        <source>%1&apos;s nomination taken back.</source>
        <translation>%1&apos;s nomination taken back.</translation>
    </message>
    <message>
        <source>%1 declined: the next place of the group steps in.</source>
        <translation>%1 declined: the next place of the group steps in.</translation>
    </message>
    <message>
        <source>%1 nominated.</source>
        <translation>%1 nominated.</translation>
    </message>
    <message>
        <source>The decision about %1 taken back.</source>
        <translation>The decision about %1 taken back.</translation>
    </message>
    <message>
        <source>Select a player on the final&apos;s list first.</source>
        <translation>Select a player on the final&apos;s list first.</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Declined</translation>
    </message>
    <message>
        <source>%1 declined to play the final. The letter or notice it came in (its date):</source>
        <translation>%1 declined to play the final. The letter or notice it came in (its date):</translation>
    </message>
    <message>
        <source>Nominate</source>
        <translation>Nominate</translation>
    </message>
    <message>
        <source>The nominated player&apos;s name, as the crosstables write it:</source>
        <translation>The nominated player&apos;s name, as the crosstables write it:</translation>
    </message>
    <message>
        <source>Who nominated %1, and by what decision:</source>
        <translation>Who nominated %1, and by what decision:</translation>
    </message>
    <message>
        <source>Take back the decision</source>
        <translation>Take back the decision</translation>
    </message>
    <message>
        <source>Take back the decision about %1?</source>
        <translation>Take back the decision about %1?</translation>
    </message>
    <message>
        <source>%1 is on the final&apos;s list already: %2.</source>
        <translation>%1 is on the final&apos;s list already: %2.</translation>
    </message>
    <message>
        <source>New &amp;groups from the applications…</source>
        <translation>New &amp;groups from the applications…</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) made and paired.</source>
        <translation>
            <numerusform>%n group made and paired.</numerusform>
            <numerusform>%n groups made and paired.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) to fill by the federation&apos;s nomination to reach the smallest final (%1);</source>
        <translation>
            <numerusform>%n place to fill by the federation&apos;s nomination to reach the smallest final (%1);</numerusform>
            <numerusform>%n places to fill by the federation&apos;s nomination to reach the smallest final (%1);</numerusform>
        </translation>
    </message>
    <message>
        <source>Up to %1 more may be nominated, to the largest final (%2).</source>
        <translation>Up to %1 more may be nominated, to the largest final (%2).</translation>
    </message>
    <message>
        <source>&amp;Make the final from this list…</source>
        <translation>&amp;Make the final from this list…</translation>
    </message>
    <message>
        <source>A new round robin of the list&apos;s players, in the list&apos;s order until the draw, with the addresses and ratings their groups have.</source>
        <translation>A new round robin of the list&apos;s players, in the list&apos;s order until the draw, with the addresses and ratings their groups have.</translation>
    </message>
    <message>
        <source>The final “%1” made and paired.</source>
        <translation>The final “%1” made and paired.</translation>
    </message>
    <message>
        <source>Make the final</source>
        <translation>Make the final</translation>
    </message>
    <message>
        <source>The final cannot be made yet: %1.</source>
        <translation>The final cannot be made yet: %1.</translation>
    </message>
    <message>
        <source>%1, final</source>
        <translation>%1, final</translation>
    </message>
    <message>
        <source>up to %1 more may be nominated, to the largest (%2).</source>
        <translation>up to %1 more may be nominated, to the largest (%2).</translation>
    </message>
    <message>
        <source>«%1» has no surname: the player&apos;s name as the crosstables write it, e.g. «Новак Н. Н.».</source>
        <translation>«%1» has no surname: the player&apos;s name as the crosstables write it, e.g. «Новак Н. Н.».</translation>
    </message>
    <message>
        <source>The list is full: no more may be nominated (the largest final, %1).</source>
        <translation>The list is full: no more may be nominated (the largest final, %1).</translation>
    </message>
    <message>
        <source>The final is made: its players are its tournament&apos;s now.</source>
        <translation>The final is made: its players are its tournament&apos;s now.</translation>
    </message>
    <message numerus="yes">
        <source>The final is made from this list: %n player(s).</source>
        <translation>
            <numerusform>The final is made from this list: %n player(s).</numerusform>
            <numerusform>The final is made from this list: %n player(s).</numerusform>
        </translation>
    </message>
    <message>
        <source>The final&apos;s list is full: %1 players, the largest final the regulation allows.</source>
        <translation>The final&apos;s list is full: %1 players, the largest final the regulation allows.</translation>
    </message>
    <message>
        <source>%1 is not nominated: say who nominated him and by what decision.</source>
        <translation>%1 is not nominated: say who nominated him and by what decision.</translation>
    </message>
    <message>
        <source>That place is not shared: there is nothing to decide.</source>
        <translation>That place is not shared: there is nothing to decide.</translation>
    </message>
    <message>
        <source>%1 does not share the place; these players do: %2.</source>
        <translation>%1 does not share the place; these players do: %2.</translation>
    </message>
    <message>
        <source>The place is not given: say on what ground (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number).</source>
        <translation>The place is not given: say on what ground (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number).</translation>
    </message>
    <message>
        <source>Place %1 given to %2; the others who shared it take the places after it.</source>
        <translation>Place %1 given to %2; the others who shared it take the places after it.</translation>
    </message>
    <message>
        <source>Decide the shared place</source>
        <translation>Decide the shared place</translation>
    </message>
    <message>
        <source>Select the player on the final&apos;s list whose place is shared first (its reason ends «a shared place: the judge decides»).</source>
        <translation>Select the player on the final&apos;s list whose place is shared first (its reason ends «a shared place: the judge decides»).</translation>
    </message>
    <message>
        <source>%1&apos;s place is not shared: there is nothing to decide.</source>
        <translation>%1&apos;s place is not shared: there is nothing to decide.</translation>
    </message>
    <message>
        <source>Place %1 in %2 is shared after every tie-break by %3. Who takes it? The others take the places after it.</source>
        <translation>Place %1 in %2 is shared after every tie-break by %3. Who takes it? The others take the places after it.</translation>
    </message>
    <message>
        <source>On what ground %1 takes place %2 (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number):</source>
        <translation>On what ground %1 takes place %2 (the lots drawn and when, the regulation&apos;s point, the decision&apos;s number):</translation>
    </message>
    <message>
        <source>Decide the &amp;shared place…</source>
        <translation>Decide the &amp;shared place…</translation>
    </message>
    <message>
        <source>Place %1 was given to %2 by your decision (%3). To give it otherwise, take that decision back first (Take back the selected decision).</source>
        <translation>Place %1 was given to %2 by your decision (%3). To give it otherwise, take that decision back first (Take back the selected decision).</translation>
    </message>
    <message>
        <source>The ground is needed.</source>
        <translation>The ground is needed.</translation>
    </message>
    <message>
        <source>The judge&apos;s steps in every group as of %1, and the players&apos; steps the judge waits on (an objection), earliest first; overdue ones in red.</source>
        <translation>The judge&apos;s steps in every group as of %1, and the players&apos; steps the judge waits on (an objection), earliest first; overdue ones in red.</translation>
    </message>
    <message numerus="yes">
        <source>%n more are the players&apos; own.</source>
        <translation>
            <numerusform>%n more is the players&apos; own.</numerusform>
            <numerusform>%n more are the players&apos; own.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing waits on the judge now.</source>
        <translation>Nothing waits on the judge now.</translation>
    </message>
    <message>
        <source>%1 is still playing: its places are today&apos;s, and a place shared when it has finished is decided then.</source>
        <translation>%1 is still playing: its places are today&apos;s, and a place shared when it has finished is decided then.</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Recorded</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DateField</name>
    <message>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <source>Calendar (Alt+Down)</source>
        <translation>Calendar (Alt+Down)</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>Not a date: write it as %1</source>
        <translation>Not a date: write it as %1</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>«%1»: “%2” is not a date; write it as %3</source>
        <translation>«%1»: “%2” is not a date; write it as %3</translation>
    </message>
    <message>
        <source>«%1»: no date yet; write it as %2</source>
        <translation>«%1»: no date yet; write it as %2</translation>
    </message>
    <message>
        <source>«%1»: %2 is after today (%3): only what has already happened is recorded</source>
        <translation>«%1»: %2 is after today (%3): only what has already happened is recorded</translation>
    </message>
    <message>
        <source>«%1»: %2 is before %3, the first day it may be</source>
        <translation>«%1»: %2 is before %3, the first day it may be</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DeadlineList</name>
    <message>
        <source>Deadlines of the game</source>
        <translation>Deadlines of the game</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>with the reply</translation>
    </message>
    <message>
        <source>No deadline.</source>
        <translation>No deadline.</translation>
    </message>
    <message>
        <source>No deadline runs: the game is suspended while the judge rules on the forfeit claim sent %1 (II.6.6).</source>
        <translation>No deadline runs: the game is suspended while the judge rules on the forfeit claim sent %1 (II.6.6).</translation>
    </message>
    <message>
        <source>No deadline of the post can be counted yet: the dates of the last cards are missing (II.2.2 ¶6). Ctrl+L enters the partner&apos;s card; a double-click on your own in the Cards tab enters its date.</source>
        <translation>No deadline of the post can be counted yet: the dates of the last cards are missing (II.2.2 ¶6). Ctrl+L enters the partner&apos;s card; a double-click on your own in the Cards tab enters its date.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::DocumentRenderer</name>
    <message>
        <source>&quot;%1&quot;, page %2: &quot;%3&quot; does not fit on the paper even in the smallest legible type; shorten it and print again</source>
        <translation>&quot;%1&quot;, page %2: &quot;%3&quot; does not fit on the paper even in the smallest legible type; shorten it and print again</translation>
    </message>
    <message>
        <source>The printer or the file cannot be drawn on.</source>
        <translation>The printer or the file cannot be drawn on.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EntrantsModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Withdrawal</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EventFields</name>
    <message>
        <source>known</source>
        <translation>known</translation>
    </message>
    <message>
        <source>Moves per control period</source>
        <translation>Moves per control period</translation>
    </message>
    <message>
        <source>Days per control period</source>
        <translation>Days per control period</translation>
    </message>
    <message>
        <source>moves in</source>
        <translation>moves in</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Event:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Index:</translation>
    </message>
    <message>
        <source>&amp;Start (II.4.5):</source>
        <translation>&amp;Start (II.4.5):</translation>
    </message>
    <message>
        <source>E&amp;nd:</source>
        <translation>E&amp;nd:</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Rule set:</translation>
    </message>
    <message>
        <source>&amp;Control period (II.4.3):</source>
        <translation>&amp;Control period (II.4.3):</translation>
    </message>
    <message>
        <source>(the rule set: %1 moves in %2 days)</source>
        <translation>(the rule set: %1 moves in %2 days)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::EventsPanel</name>
    <message>
        <source>You play no game in this archive.</source>
        <translation>You play no game in this archive.</translation>
    </message>
    <message>
        <source>The events you may open — as a judge, those you judge — with their crosstable, agenda and registers. Double-click one or press Enter; they are under File ▸ Tournaments in the archive too.</source>
        <translation>The events you may open — as a judge, those you judge — with their crosstable, agenda and registers. Double-click one or press Enter; they are under File ▸ Tournaments in the archive too.</translation>
    </message>
    <message>
        <source>There is no event here that this login may open.</source>
        <translation>There is no event here that this login may open.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::FinalEntriesModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Why on the list</source>
        <translation>Why on the list</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameCardsWindow</name>
    <message>
        <source>%1 — cards and time</source>
        <translation>%1 — cards and time</translation>
    </message>
    <message>
        <source>Notation: </source>
        <translation>Notation: </translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameEventDialog</name>
    <message>
        <source>Event and rules of the game</source>
        <translation>Event and rules of the game</translation>
    </message>
    <message>
        <source>The days of every move are counted again under what is stated here: the cards stay as they are. A friendly game&apos;s control period is what the partners agreed; an event&apos;s, its regulation&apos;s.</source>
        <translation>The days of every move are counted again under what is stated here: the cards stay as they are. A friendly game&apos;s control period is what the partners agreed; an event&apos;s, its regulation&apos;s.</translation>
    </message>
    <message>
        <source>%1 (%2) is an event with a regulation: its control period is the regulation&apos;s, %3 moves in %4 days. Count this game&apos;s days under %5 moves in %6 days?</source>
        <translation>%1 (%2) is an event with a regulation: its control period is the regulation&apos;s, %3 moves in %4 days. Count this game&apos;s days under %5 moves in %6 days?</translation>
    </message>
    <message>
        <source>Count them so</source>
        <translation>Count them so</translation>
    </message>
    <message>
        <source>Go back to the form</source>
        <translation>Go back to the form</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameListModel</name>
    <message>
        <source>my move</source>
        <translation>my move</translation>
    </message>
    <message>
        <source>partner&apos;s move</source>
        <translation>partner&apos;s move</translation>
    </message>
    <message>
        <source>card in the post</source>
        <translation>card in the post</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>cannot be computed</source>
        <translation>cannot be computed</translation>
    </message>
    <message>
        <source>Next: %1 by %2</source>
        <translation>Next: %1 by %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>My days</source>
        <translation>My days</translation>
    </message>
    <message>
        <source>Partner&apos;s days</source>
        <translation>Partner&apos;s days</translation>
    </message>
    <message>
        <source>Days left</source>
        <translation>Days left</translation>
    </message>
    <message>
        <source>Next deadline</source>
        <translation>Next deadline</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>time overstepped</source>
        <translation>time overstepped</translation>
    </message>
    <message>
        <source>suspended: claim with the judge</source>
        <translation>suspended: claim with the judge</translation>
    </message>
    <message>
        <source>my move, time trouble: registered</source>
        <translation>my move, time trouble: registered</translation>
    </message>
    <message>
        <source>My move, in time trouble: the reply goes by registered mail (II.4.12)</source>
        <translation>My move, in time trouble: the reply goes by registered mail (II.4.12)</translation>
    </message>
    <message>
        <source>You have %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>You have %1 of this control period&apos;s %2 days left (%3 counted so far).</translation>
    </message>
    <message>
        <source>Your partner has %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>Your partner has %1 of this control period&apos;s %2 days left (%3 counted so far).</translation>
    </message>
    <message>
        <source>%4 to move: %1 of this control period&apos;s %2 days left (%3 counted so far).</source>
        <translation>%4 to move: %1 of this control period&apos;s %2 days left (%3 counted so far).</translation>
    </message>
    <message>
        <source>You are over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>You are over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</translation>
    </message>
    <message>
        <source>Your partner is over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>Your partner is over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</translation>
    </message>
    <message>
        <source>%4 to move: over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</source>
        <translation>%4 to move: over this control period&apos;s limit of %2 days by %1 (%3 counted): a time overstep.</translation>
    </message>
    <message>
        <source>The days are counted up to the claim sent to the judge.</source>
        <translation>The days are counted up to the claim sent to the judge.</translation>
    </message>
    <message>
        <source>Each day with its clause: the Time tab.</source>
        <translation>Each day with its clause: the Time tab.</translation>
    </message>
    <message>
        <source>The days left in the control period of the side to move: yours on your move, your partner&apos;s on theirs; below zero, the days over the limit.</source>
        <translation>The days left in the control period of the side to move: yours on your move, your partner&apos;s on theirs; below zero, the days over the limit.</translation>
    </message>
    <message>
        <source>Overdue since %2: %1</source>
        <translation>Overdue since %2: %1</translation>
    </message>
    <message>
        <source>your step</source>
        <translation>your step</translation>
    </message>
    <message>
        <source>your partner&apos;s step</source>
        <translation>your partner&apos;s step</translation>
    </message>
    <message>
        <source>Overdue since %2 as well: %1</source>
        <translation>Overdue since %2 as well: %1</translation>
    </message>
    <message>
        <source>overdue: %1</source>
        <translation>overdue: %1</translation>
    </message>
    <message>
        <source>Your step is overdue since %2: %1</source>
        <translation>Your step is overdue since %2: %1</translation>
    </message>
    <message>
        <source>my step: %1</source>
        <translation>my step: %1</translation>
    </message>
    <message>
        <source>Your step: %1 by %2</source>
        <translation>Your step: %1 by %2</translation>
    </message>
    <message>
        <source>The days of some moves are not known — their cards have no dates, or the day a card was received is not entered (II.2.2 ¶6, II.3.7) — so the days counted are at least the figure.</source>
        <translation>The days of some moves are not known — their cards have no dates, or the day a card was received is not entered (II.2.2 ¶6, II.3.7) — so the days counted are at least the figure.</translation>
    </message>
    <message>
        <source>At most as many days are left.</source>
        <translation>At most as many days are left.</translation>
    </message>
    <message>
        <source>Each move&apos;s days: the Time tab.</source>
        <translation>Each move&apos;s days: the Time tab.</translation>
    </message>
    <message>
        <source>my move: no day of receipt</source>
        <translation>my move: no day of receipt</translation>
    </message>
    <message>
        <source>My move: the partner&apos;s card is recorded without the day you received it, from which your reply&apos;s days count (II.4.4). Ctrl+L opens the card to enter it.</source>
        <translation>My move: the partner&apos;s card is recorded without the day you received it, from which your reply&apos;s days count (II.4.4). Ctrl+L opens the card to enter it.</translation>
    </message>
    <message>
        <source>I overstepped the time</source>
        <translation>I overstepped the time</translation>
    </message>
    <message>
        <source>partner overstepped the time</source>
        <translation>partner overstepped the time</translation>
    </message>
    <message>
        <source>partner&apos;s card in the post</source>
        <translation>partner&apos;s card in the post</translation>
    </message>
    <message>
        <source>my card in the post</source>
        <translation>my card in the post</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <translation>finished: %1</translation>
    </message>
    <message>
        <source>partner&apos;s %1</source>
        <translation>partner&apos;s %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GameView</name>
    <message>
        <source>Ukrainian (Кg1-f3)</source>
        <translation>Ukrainian (Кg1-f3)</translation>
    </message>
    <message>
        <source>English short (Nf3)</source>
        <translation>English short (Nf3)</translation>
    </message>
    <message>
        <source>English long (Ng1-f3)</source>
        <translation>English long (Ng1-f3)</translation>
    </message>
    <message>
        <source>ICCF numeric (7163)</source>
        <translation>ICCF numeric (7163)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Preview the proposed variant</source>
        <translation>Preview the proposed variant</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Double-click a card received from the partner (or press Enter on it) to correct it.</source>
        <translation>Double-click a card received from the partner (or press Enter on it) to correct it.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Deadlines</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Flip board</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Started %1</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>The game goes on</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
    <message>
        <source>Show it on the board</source>
        <translation>Show it on the board</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>You proposed a variant: %1</source>
        <translation>You proposed a variant: %1</translation>
    </message>
    <message>
        <source>Your partner proposes a variant: %1</source>
        <translation>Your partner proposes a variant: %1</translation>
    </message>
    <message>
        <source>%1 proposes a variant: %2</source>
        <translation>%1 proposes a variant: %2</translation>
    </message>
    <message>
        <source>Suspended: a forfeit claim is with the judge%1</source>
        <translation>Suspended: a forfeit claim is with the judge%1</translation>
    </message>
    <message>
        <source>White&apos;s leave</source>
        <translation>White&apos;s leave</translation>
    </message>
    <message>
        <source>Black&apos;s leave</source>
        <translation>Black&apos;s leave</translation>
    </message>
    <message>
        <source>My leave</source>
        <translation>My leave</translation>
    </message>
    <message>
        <source>The partner&apos;s leave</source>
        <translation>The partner&apos;s leave</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 to %3</translation>
    </message>
    <message>
        <source>, notice sent %1</source>
        <translation>, notice sent %1</translation>
    </message>
    <message>
        <source>, counted from %1%2</source>
        <translation>, counted from %1%2</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GamesPanel</name>
    <message>
        <source>Record &amp;result…</source>
        <translation>Record &amp;result…</translation>
    </message>
    <message>
        <source>Find a game: its number or a player&apos;s name</source>
        <translation>Find a game: its number or a player&apos;s name</translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation>Find a game</translation>
    </message>
    <message>
        <source>No game matches «%1»: the games are numbered 1–%2; a name matches any part of it.</source>
        <translation>No game matches «%1»: the games are numbered 1–%2; a name matches any part of it.</translation>
    </message>
    <message>
        <source>Cards and &amp;time…</source>
        <translation>Cards and &amp;time…</translation>
    </message>
</context>
<context>
    <name>postmark::ui::GuardedDialog</name>
    <message>
        <source>Close the form without recording it? What you typed is lost.</source>
        <translation>Close the form without recording it? What you typed is lost.</translation>
    </message>
    <message>
        <source>Close without recording</source>
        <translation>Close without recording</translation>
    </message>
    <message>
        <source>Go back to the form</source>
        <translation>Go back to the form</translation>
    </message>
</context>
<context>
    <name>postmark::ui::JudgeDesk</name>
    <message>
        <source>record the result of game %1</source>
        <translation>record the result of game %1</translation>
    </message>
    <message>
        <source>record the withdrawal of %1</source>
        <translation>record the withdrawal of %1</translation>
    </message>
    <message>
        <source>change the address of %1</source>
        <translation>change the address of %1</translation>
    </message>
    <message>
        <source>record the claim in game %1</source>
        <translation>record the claim in game %1</translation>
    </message>
    <message>
        <source>record the adjudication of game %1</source>
        <translation>record the adjudication of game %1</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Not recorded: %1</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LeavePanel</name>
    <message>
        <source>No game files: the leave register is built from the leaves announced in the games&apos; cards.</source>
        <translation>No game files: the leave register is built from the leaves announced in the games&apos; cards.</translation>
    </message>
    <message numerus="yes">
        <source>Every player&apos;s leave across the %n game file(s) the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation>
            <numerusform>Every player&apos;s leave across the %n game file the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform>
            <numerusform>Every player&apos;s leave across the %n game files the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform>
        </translation>
    </message>
    <message>
        <source>No player has announced a leave.</source>
        <translation>No player has announced a leave.</translation>
    </message>
    <message numerus="yes">
        <source>The leave announced in your %n game(s) of this event, yours and your partners&apos;; the judge counts each player&apos;s leave across all their games. A day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation>
            <numerusform>The leave announced in your %n game of this event, yours and your partner&apos;s; the judge counts each player&apos;s leave across all their games. A day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform>
            <numerusform>The leave announced in your %n games of this event, yours and your partners&apos;; the judge counts each player&apos;s leave across all their games. A day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::LeaveRegisterModel</name>
    <message>
        <source>%1 — over the cap</source>
        <translation>%1 — over the cap</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Year</translation>
    </message>
    <message>
        <source>Days on leave</source>
        <translation>Days on leave</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Cap</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LifeEventDialog</name>
    <message>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>resignation</translation>
    </message>
    <message>
        <source>mate</source>
        <translation>mate</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>draw agreed</translation>
    </message>
    <message>
        <source>draw claimed</source>
        <translation>draw claimed</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Result:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;How:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>My forfeit claim</source>
        <translation>My forfeit claim</translation>
    </message>
    <message>
        <source>A claim against me</source>
        <translation>A claim against me</translation>
    </message>
    <message>
        <source>Claim &amp;sent to the judge:</source>
        <translation>Claim &amp;sent to the judge:</translation>
    </message>
    <message>
        <source>The partner&apos;s claim &amp;sent:</source>
        <translation>The partner&apos;s claim &amp;sent:</translation>
    </message>
    <message>
        <source>dated</source>
        <translation>dated</translation>
    </message>
    <message>
        <source>Registered &amp;notice of the overstep, receipt:</source>
        <translation>Registered &amp;notice of the overstep, receipt:</translation>
    </message>
    <message>
        <source>Sealed &amp;move:</source>
        <translation>Sealed &amp;move:</translation>
    </message>
    <message>
        <source>Announce a leave</source>
        <translation>Announce a leave</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>&amp;To (included):</source>
        <translation>&amp;To (included):</translation>
    </message>
    <message>
        <source>&amp;Notices sent on:</source>
        <translation>&amp;Notices sent on:</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>So far: %1</translation>
    </message>
    <message>
        <source>The notice &amp;reached me on:</source>
        <translation>The notice &amp;reached me on:</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>White won</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Black won</translation>
    </message>
    <message>
        <source>White won: you</source>
        <translation>White won: you</translation>
    </message>
    <message>
        <source>White won: your partner</source>
        <translation>White won: your partner</translation>
    </message>
    <message>
        <source>Black won: you</source>
        <translation>Black won: you</translation>
    </message>
    <message>
        <source>Black won: your partner</source>
        <translation>Black won: your partner</translation>
    </message>
    <message>
        <source>— choose the result —</source>
        <translation>— choose the result —</translation>
    </message>
    <message>
        <source>1-0 — %1</source>
        <translation>1-0 — %1</translation>
    </message>
    <message>
        <source>0-1 — %1</source>
        <translation>0-1 — %1</translation>
    </message>
    <message>
        <source>½-½ — a draw</source>
        <translation>½-½ — a draw</translation>
    </message>
    <message>
        <source>0-0 — both lose</source>
        <translation>0-0 — both lose</translation>
    </message>
    <message>
        <source>Recorded already: %1. What you choose here replaces it.</source>
        <translation>Recorded already: %1. What you choose here replaces it.</translation>
    </message>
    <message>
        <source>Choose the result: who won, or a draw.</source>
        <translation>Choose the result: who won, or a draw.</translation>
    </message>
    <message>
        <source>Recorded already: %1. %2</source>
        <translation>Recorded already: %1. %2</translation>
    </message>
    <message>
        <source>my next move, sent to the judge only</source>
        <translation>my next move, sent to the judge only</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>the end of the game</translation>
    </message>
    <message>
        <source>my forfeit claim</source>
        <translation>my forfeit claim</translation>
    </message>
    <message>
        <source>the partner&apos;s claim against me</source>
        <translation>the partner&apos;s claim against me</translation>
    </message>
    <message>
        <source>the announcement of my leave</source>
        <translation>the announcement of my leave</translation>
    </message>
</context>
<context>
    <name>postmark::ui::LogCardDialog</name>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Card received from %1</source>
        <translation>Card received from %1</translation>
    </message>
    <message>
        <source>as written: Кg1-f3, Nf3, 7163 …; empty if the card has no move</source>
        <translation>as written: Кg1-f3, Nf3, 7163 …; empty if the card has no move</translation>
    </message>
    <message>
        <source>Partner&apos;s &amp;move:</source>
        <translation>Partner&apos;s &amp;move:</translation>
    </message>
    <message>
        <source>I cannot read it (II.3.11)</source>
        <translation>I cannot read it (II.3.11)</translation>
    </message>
    <message>
        <source>my last move as the partner repeats it (II.3.8)</source>
        <translation>my last move as the partner repeats it (II.3.8)</translation>
    </message>
    <message>
        <source>&amp;Repetition of my move:</source>
        <translation>&amp;Repetition of my move:</translation>
    </message>
    <message>
        <source>Plies of my variant &amp;accepted:</source>
        <translation>Plies of my variant &amp;accepted:</translation>
    </message>
    <message>
        <source>the partner&apos;s proposed continuation, if any</source>
        <translation>the partner&apos;s proposed continuation, if any</translation>
    </message>
    <message>
        <source>Proposed &amp;variant:</source>
        <translation>Proposed &amp;variant:</translation>
    </message>
    <message>
        <source>written</source>
        <translation>written</translation>
    </message>
    <message>
        <source>Date on the &amp;card:</source>
        <translation>Date on the &amp;card:</translation>
    </message>
    <message>
        <source>legible</source>
        <translation>legible</translation>
    </message>
    <message>
        <source>&amp;Departure postmark:</source>
        <translation>&amp;Departure postmark:</translation>
    </message>
    <message>
        <source>A&amp;rrival postmark:</source>
        <translation>A&amp;rrival postmark:</translation>
    </message>
    <message>
        <source>receipt number</source>
        <translation>receipt number</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Registered &amp;mail:</translation>
    </message>
    <message>
        <source>My date of receipt</source>
        <translation>My date of receipt</translation>
    </message>
    <message>
        <source>I r&amp;eceived it on:</source>
        <translation>I r&amp;eceived it on:</translation>
    </message>
    <message>
        <source>partner&apos;s</source>
        <translation>partner&apos;s</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>Totals the card &amp;states:</source>
        <translation>Totals the card &amp;states:</translation>
    </message>
    <message>
        <source>&amp;Log the card</source>
        <translation>&amp;Log the card</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>The move is impossible here: ask for another with a query card within 3 days of receipt (II.3.12); Print ▸ Query about a move prepares it.</source>
        <translation>The move is impossible here: ask for another with a query card within 3 days of receipt (II.3.12); Print ▸ Query about a move prepares it.</translation>
    </message>
    <message>
        <source>Penalty [%1]: %2</source>
        <translation>Penalty [%1]: %2</translation>
    </message>
    <message>
        <source>Check with the partner [%1]: %2</source>
        <translation>Check with the partner [%1]: %2</translation>
    </message>
    <message>
        <source>Note [%1]: %2</source>
        <translation>Note [%1]: %2</translation>
    </message>
    <message>
        <source>My time runs from %1: %2 days left in this control period.</source>
        <translation>My time runs from %1: %2 days left in this control period.</translation>
    </message>
    <message>
        <source>The card has no move. A card without a move counts as an impossible move (II.3.11): the partner is charged its penalty days and your query is due within 3 days (II.3.12).

Log the card without a move?</source>
        <translation>The card has no move. A card without a move counts as an impossible move (II.3.11): the partner is charged its penalty days and your query is due within 3 days (II.3.12).

Log the card without a move?</translation>
    </message>
    <message>
        <source>The repetition of your last move is empty. A card that does not repeat it costs the partner penalty days (II.3.8, II.4.9).

Log the card without the repetition?</source>
        <translation>The repetition of your last move is empty. A card that does not repeat it costs the partner penalty days (II.3.8, II.4.9).

Log the card without the repetition?</translation>
    </message>
    <message>
        <source>✗ %1: not a move in any notation; tick “I cannot read it” if so</source>
        <translation>✗ %1: not a move in any notation; tick “I cannot read it” if so</translation>
    </message>
    <message>
        <source>✗ %1: an impossible move here (II.3.11)</source>
        <translation>✗ %1: an impossible move here (II.3.11)</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>stated</translation>
    </message>
    <message>
        <source>The date the card says the partner received my last card (II.3.7): it dates my card&apos;s arrival when its postmark is not known.</source>
        <translation>The date the card says the partner received my last card (II.3.7): it dates my card&apos;s arrival when its postmark is not known.</translation>
    </message>
    <message>
        <source>Partner received my card &amp;on:</source>
        <translation>Partner received my card &amp;on:</translation>
    </message>
    <message>
        <source>Correct card %1</source>
        <translation>Correct card %1</translation>
    </message>
    <message>
        <source>&amp;Correct the card</source>
        <translation>&amp;Correct the card</translation>
    </message>
    <message>
        <source>Close the form without logging the card? What you typed is lost.</source>
        <translation>Close the form without logging the card? What you typed is lost.</translation>
    </message>
    <message>
        <source>Close without logging</source>
        <translation>Close without logging</translation>
    </message>
    <message>
        <source>Go back to the card</source>
        <translation>Go back to the card</translation>
    </message>
    <message>
        <source>Log it without a move</source>
        <translation>Log it without a move</translation>
    </message>
    <message>
        <source>Go back and type the move</source>
        <translation>Go back and type the move</translation>
    </message>
    <message>
        <source>Log it without the repetition</source>
        <translation>Log it without the repetition</translation>
    </message>
    <message>
        <source>Go back and type the repetition</source>
        <translation>Go back and type the repetition</translation>
    </message>
    <message>
        <source>Close the form without correcting the card? Your changes are lost.</source>
        <translation>Close the form without correcting the card? Your changes are lost.</translation>
    </message>
    <message>
        <source>Close without correcting</source>
        <translation>Close without correcting</translation>
    </message>
    <message>
        <source>My time does not run while the partner&apos;s card is in the post (II.4.3): %1 days left in this control period.</source>
        <translation>My time does not run while the partner&apos;s card is in the post (II.4.3): %1 days left in this control period.</translation>
    </message>
    <message>
        <source>Card %1 has arrived</source>
        <translation>Card %1 has arrived</translation>
    </message>
    <message>
        <source>This card is in the archive already, logged from the sender&apos;s side: its move and the sender&apos;s dates are shown as logged. Log what you saw of it: the day it came, its arrival postmark, and whether you can read the move.</source>
        <translation>This card is in the archive already, logged from the sender&apos;s side: its move and the sender&apos;s dates are shown as logged. Log what you saw of it: the day it came, its arrival postmark, and whether you can read the move.</translation>
    </message>
    <message>
        <source>&amp;Log its arrival</source>
        <translation>&amp;Log its arrival</translation>
    </message>
    <message>
        <source>Close the form without logging that the card came? What you typed is lost.</source>
        <translation>Close the form without logging that the card came? What you typed is lost.</translation>
    </message>
    <message>
        <source>+ another</source>
        <translation>+ another</translation>
    </message>
    <message>
        <source>At most: the days of some earlier moves are not known (II.2.2 ¶6, II.3.7).</source>
        <translation>At most: the days of some earlier moves are not known (II.2.2 ¶6, II.3.7).</translation>
    </message>
    <message>
        <source>%1 — %2 (%3): card %4</source>
        <translation>%1 — %2 (%3): card %4</translation>
    </message>
    <message>
        <source>Type the move as the card writes it; a card that has none is an impossible move (II.3.11).</source>
        <translation>Type the move as the card writes it; a card that has none is an impossible move (II.3.11).</translation>
    </message>
    <message>
        <source>If the card has no repetition [%1]: %2</source>
        <translation>If the card has no repetition [%1]: %2</translation>
    </message>
    <message>
        <source>The repetition “%1” is not your move as you sent it: %2 [%3].

Log the card with this penalty? Check the repetition on the card first.</source>
        <translation>The repetition “%1” is not your move as you sent it: %2 [%3].

Log the card with this penalty? Check the repetition on the card first.</translation>
    </message>
    <message>
        <source>Log it with the penalty</source>
        <translation>Log it with the penalty</translation>
    </message>
    <message>
        <source>Go back and check the repetition</source>
        <translation>Go back and check the repetition</translation>
    </message>
    <message>
        <source>These dates were ticked and left as offered, not typed from the card:
%1

They date the card&apos;s sending or receipt, and so the players&apos; days. Log the card with them?</source>
        <translation>These dates were ticked and left as offered, not typed from the card:
%1

They date the card&apos;s sending or receipt, and so the players&apos; days. Log the card with them?</translation>
    </message>
    <message>
        <source>Log it with these dates</source>
        <translation>Log it with these dates</translation>
    </message>
    <message>
        <source>Go back and type the dates</source>
        <translation>Go back and type the dates</translation>
    </message>
</context>
<context>
    <name>postmark::ui::MainWindow</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Open PGN…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Notation: </source>
        <translation>Notation: </translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Open PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN files (*.pgn);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1. %2 – %3</source>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <source> (refused)</source>
        <translation> (refused)</translation>
    </message>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused for an illegal move</source>
        <translation>
            <numerusform>%n refused for an illegal move</numerusform>
            <numerusform>%n refused for an illegal move</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive — Postmark</source>
        <translation>Archive — Postmark</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>&amp;Repeat card…</source>
        <translation>&amp;Repeat card…</translation>
    </message>
    <message>
        <source>&amp;Envelope…</source>
        <translation>&amp;Envelope…</translation>
    </message>
    <message>
        <source>Game &amp;record…</source>
        <translation>Game &amp;record…</translation>
    </message>
    <message>
        <source>Forfeit &amp;claim packet…</source>
        <translation>Forfeit &amp;claim packet…</translation>
    </message>
    <message>
        <source>&amp;Adjudication packet…</source>
        <translation>&amp;Adjudication packet…</translation>
    </message>
    <message>
        <source>&amp;Query about a move…</source>
        <translation>&amp;Query about a move…</translation>
    </message>
    <message>
        <source>&amp;Leave notice…</source>
        <translation>&amp;Leave notice…</translation>
    </message>
    <message>
        <source>&amp;Objection to a claim…</source>
        <translation>&amp;Objection to a claim…</translation>
    </message>
    <message>
        <source>Open &amp;tournament…</source>
        <translation>Open &amp;tournament…</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <source>Tournament files (*.json);;All files (*)</source>
        <translation>Tournament files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>%1 is not a valid tournament file: %2</source>
        <translation>%1 is not a valid tournament file: %2</translation>
    </message>
    <message>
        <source>Tournaments in the archive</source>
        <translation>Tournaments in the archive</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Filter: partner, event, status…</source>
        <translation>Filter: partner, event, status…</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Filter the games</translation>
    </message>
    <message>
        <source>&amp;Log a received card…</source>
        <translation>&amp;Log a received card…</translation>
    </message>
    <message>
        <source>Compose the &amp;reply…</source>
        <translation>Compose the &amp;reply…</translation>
    </message>
    <message>
        <source>Export as &amp;iCalendar…</source>
        <translation>Export as &amp;iCalendar…</translation>
    </message>
    <message>
        <source>Export the agenda</source>
        <translation>Export the agenda</translation>
    </message>
    <message>
        <source>iCalendar files (*.ics)</source>
        <translation>iCalendar files (*.ics)</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Written %1</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Agenda</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Open the archive and choose a game first.</source>
        <translation>Open the archive and choose a game first.</translation>
    </message>
    <message>
        <source>%1 does not play in this game.</source>
        <translation>%1 does not play in this game.</translation>
    </message>
    <message>
        <source>Card %1 logged.</source>
        <translation>Card %1 logged.</translation>
    </message>
    <message>
        <source>Games of %1</source>
        <translation>Games of %1</translation>
    </message>
    <message>
        <source>Record the &amp;end of the game…</source>
        <translation>Record the &amp;end of the game…</translation>
    </message>
    <message>
        <source>&amp;Claim the partner&apos;s overstep…</source>
        <translation>&amp;Claim the partner&apos;s overstep…</translation>
    </message>
    <message>
        <source>A claim &amp;against me…</source>
        <translation>A claim &amp;against me…</translation>
    </message>
    <message>
        <source>Announce a &amp;leave…</source>
        <translation>Announce a lea&amp;ve…</translation>
    </message>
    <message numerus="yes">
        <source>Recorded in %n game(s).</source>
        <translation>
            <numerusform>Recorded in %n game.</numerusform>
            <numerusform>Recorded in %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Import games…</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Import games</translation>
    </message>
    <message>
        <source>Game files, PGN and start lists (*.json *.pgn);;All files (*)</source>
        <translation>Game files, PGN and start lists (*.json *.pgn);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Export the game…</source>
        <translation>&amp;Export the game…</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>Game files (*.json);;PGN (*.pgn)</source>
        <translation>Game files (*.json);;PGN (*.pgn)</translation>
    </message>
    <message>
        <source>&amp;Partners…</source>
        <translation>&amp;Partners…</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nothing imported: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>%n game imported.</numerusform>
            <numerusform>%n games imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Address changed in %n game(s).</source>
        <translation>
            <numerusform>Address changed in %n game.</numerusform>
            <numerusform>Address changed in %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>logging card %1</source>
        <translation>logging card %1</translation>
    </message>
    <message>
        <source>sending card %1</source>
        <translation>sending card %1</translation>
    </message>
    <message>
        <source>a partner&apos;s address</source>
        <translation>a partner&apos;s address</translation>
    </message>
    <message>
        <source>Card %1 recorded as sent.</source>
        <translation>Card %1 recorded as sent.</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>a new game</translation>
    </message>
    <message>
        <source>the import</source>
        <translation>the import</translation>
    </message>
    <message>
        <source>Prepare the &amp;adjudication packet…</source>
        <translation>Prepare the &amp;adjudication packet…</translation>
    </message>
    <message>
        <source>New tourna&amp;ment…</source>
        <translation>New tourna&amp;ment…</translation>
    </message>
    <message>
        <source>Open the archive first: the new tournament is kept there.</source>
        <translation>Open the archive first: the new tournament is kept there.</translation>
    </message>
    <message>
        <source>The tournament was not stored: %1</source>
        <translation>The tournament was not stored: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 stored with %n game(s) paired.</source>
        <translation>
            <numerusform>%1 stored with %n game paired.</numerusform>
            <numerusform>%1 stored with %n games paired.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a tournament &amp;file into the archive…</source>
        <translation>Import a tournament &amp;file into the archive…</translation>
    </message>
    <message>
        <source>Import tournament</source>
        <translation>Import tournament</translation>
    </message>
    <message>
        <source>Open the archive first: the tournament is kept there.</source>
        <translation>Open the archive first: the tournament is kept there.</translation>
    </message>
    <message>
        <source>Print the due document</source>
        <translation>Print the due document</translation>
    </message>
    <message>
        <source>Print the due document: %1…</source>
        <translation>Print the due document: %1…</translation>
    </message>
    <message>
        <source>Nothing is due to print in this game yet.</source>
        <translation>Nothing is due to print in this game yet.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation>Find a game</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n game(s) in this archive is played by «%1», the name File ▸ Settings gives as the owner&apos;s: check its spelling there.</source>
        <translation>
            <numerusform>None of the %n game in this archive is played by «%1», the name File ▸ Settings gives as the owner&apos;s: check its spelling there.</numerusform>
            <numerusform>None of the %n games in this archive is played by «%1», the name File ▸ Settings gives as the owner&apos;s: check its spelling there.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes back what was just recorded.</source>
        <translation>Card %1: only a move card received from the partner is corrected here; Edit ▸ Undo takes back what was just recorded.</translation>
    </message>
    <message>
        <source>correcting card %1</source>
        <translation>correcting card %1</translation>
    </message>
    <message>
        <source>Card %1 corrected.</source>
        <translation>Card %1 corrected.</translation>
    </message>
    <message>
        <source>Move &amp;card…</source>
        <translation>Move &amp;card…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>%1 of %n game shown</numerusform>
            <numerusform>%1 of %n games shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing imported: %n game(s) are in the archive already, imported before.</source>
        <translation>
            <numerusform>Nothing imported: %n game is in the archive already, imported before.</numerusform>
            <numerusform>Nothing imported: %n games are in the archive already, imported before.</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive (read only) — Postmark</source>
        <translation>Archive (read only) — Postmark</translation>
    </message>
    <message>
        <source>Read only: nothing can be changed</source>
        <translation>Read only: nothing can be changed</translation>
    </message>
    <message>
        <source>The archive is open for reading only.</source>
        <translation>The archive is open for reading only.</translation>
    </message>
    <message>
        <source>Read only: the archive is damaged — restore a backup</source>
        <translation>Read only: the archive is damaged — restore a backup</translation>
    </message>
    <message>
        <source>Computing the games as of today: %1 of %2 — the rows and the agenda follow</source>
        <translation>Computing the games as of today: %1 of %2 — the rows and the agenda follow</translation>
    </message>
    <message>
        <source>%1: groups, agenda, final…</source>
        <translation>%1: groups, agenda, final…</translation>
    </message>
    <message>
        <source>%1 is not a valid team event file: %2</source>
        <translation>%1 is not a valid team event file: %2</translation>
    </message>
    <message>
        <source>%1 (team event)</source>
        <translation>%1 (team event)</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Reading the games…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported, and the archive is as it was.</source>
        <translation>Import cancelled: nothing was imported, and the archive is as it was.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message numerus="yes">
        <source>Storing %n game(s)…</source>
        <translation>
            <numerusform>Storing %n game…</numerusform>
            <numerusform>Storing %n games…</numerusform>
        </translation>
    </message>
    <message>
        <source>postmark-copy-%1.postmark</source>
        <translation>postmark-copy-%1.postmark</translation>
    </message>
    <message>
        <source>Back up the archive</source>
        <translation>Back up the archive</translation>
    </message>
    <message>
        <source>Postmark archives (*.postmark);;All files (*)</source>
        <translation>Postmark archives (*.postmark);;All files (*)</translation>
    </message>
    <message>
        <source>%1 is the archive itself: choose another file for the copy.</source>
        <translation>%1 is the archive itself: choose another file for the copy.</translation>
    </message>
    <message>
        <source>Copying the archive to %1…</source>
        <translation>Copying the archive to %1…</translation>
    </message>
    <message>
        <source>Backup cancelled: no copy was written.</source>
        <translation>Backup cancelled: no copy was written.</translation>
    </message>
    <message>
        <source>the backup</source>
        <translation>the backup</translation>
    </message>
    <message>
        <source>The copy could not be put at %1: the file cannot be replaced.</source>
        <translation>The copy could not be put at %1: the file cannot be replaced.</translation>
    </message>
    <message>
        <source>The archive was copied to %1 (%2).</source>
        <translation>The archive was copied to %1 (%2).</translation>
    </message>
    <message>
        <source>Check the archive</source>
        <translation>Check the archive</translation>
    </message>
    <message>
        <source>Checking the archive and replaying every game…</source>
        <translation>Checking the archive and replaying every game…</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Check cancelled.</translation>
    </message>
    <message>
        <source>the check</source>
        <translation>the check</translation>
    </message>
    <message numerus="yes">
        <source>The check found %n problem(s), listed under Show Details. The check changes nothing in the archive.</source>
        <translation>
            <numerusform>The check found %n problem, listed under Show Details. The check changes nothing in the archive.</numerusform>
            <numerusform>The check found %n problems, listed under Show Details. The check changes nothing in the archive.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back up the archive…</source>
        <translation>&amp;Back up the archive…</translation>
    </message>
    <message>
        <source>C&amp;heck the archive</source>
        <translation>C&amp;heck the archive</translation>
    </message>
    <message>
        <source>%1 is there already. Replace it with a copy of the archive as it is now?</source>
        <translation>%1 is there already. Replace it with a copy of the archive as it is now?</translation>
    </message>
    <message numerus="yes">
        <source>The archive is sound: every game it holds (%n) replayed from its cards and found as kept.</source>
        <translation>
            <numerusform>The archive is sound: the one game it holds replayed from its cards and found as kept.</numerusform>
            <numerusform>The archive is sound: every game it holds (%n) replayed from its cards and found as kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 imported; %2 not stored twice: each was in the archive already, or earlier in the same file.</source>
        <translation>%1 imported; %2 not stored twice: each was in the archive already, or earlier in the same file.</translation>
    </message>
    <message>
        <source>Read only: the archive&apos;s file or its folder may not be written</source>
        <translation>Read only: the archive&apos;s file or its folder may not be written</translation>
    </message>
    <message>
        <source>Open an archive</source>
        <translation>Open an archive</translation>
    </message>
    <message>
        <source>Open &amp;archive…</source>
        <translation>Open &amp;archive…</translation>
    </message>
    <message>
        <source>Open an archive first (File ▸ Open archive…).</source>
        <translation>Open an archive first (File ▸ Open archive…).</translation>
    </message>
    <message>
        <source>Federation&apos;s server — Postmark</source>
        <translation>Federation&apos;s server — Postmark</translation>
    </message>
    <message>
        <source>The form opens again with everything you typed: change what was refused, or Cancel to close it without saving.</source>
        <translation>The form opens again with everything you typed: change what was refused, or Cancel to close it without saving.</translation>
    </message>
    <message>
        <source>logging the arrival of card %1</source>
        <translation>logging the arrival of card %1</translation>
    </message>
    <message>
        <source>The arrival of card %1 logged.</source>
        <translation>The arrival of card %1 logged.</translation>
    </message>
    <message>
        <source>Log a received card</source>
        <translation>Log a received card</translation>
    </message>
    <message>
        <source>It is your move in this game: no card from the partner is due. Reply with Game ▸ Compose the reply… (Ctrl+R).</source>
        <translation>It is your move in this game: no card from the partner is due. Reply with Game ▸ Compose the reply… (Ctrl+R).</translation>
    </message>
    <message>
        <source>No card of yours in this game yet: its posting is added once the reply is recorded as sent.</source>
        <translation>No card of yours in this game yet: its posting is added once the reply is recorded as sent.</translation>
    </message>
    <message>
        <source>the posting of card %1</source>
        <translation>the posting of card %1</translation>
    </message>
    <message>
        <source>The posting of card %1 stored.</source>
        <translation>The posting of card %1 stored.</translation>
    </message>
    <message>
        <source>Record the &amp;posting of my card…</source>
        <translation>Record the &amp;posting of my card…</translation>
    </message>
    <message>
        <source>postmark-server-copy-%1.dump</source>
        <translation>postmark-server-copy-%1.dump</translation>
    </message>
    <message>
        <source>PostgreSQL copies, pg_dump&apos;s format (*.dump);;All files (*)</source>
        <translation>PostgreSQL copies, pg_dump&apos;s format (*.dump);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>The federation&apos;s server is sound: every table asks its policies who may read it, and every game you may read (%n) replayed from its cards and found as kept.</source>
        <translation>
            <numerusform>The federation&apos;s server is sound: every table asks its policies who may read it, and every game you may read (%n) replayed from its cards and found as kept.</numerusform>
            <numerusform>The federation&apos;s server is sound: every table asks its policies who may read it, and every game you may read (%n) replayed from its cards and found as kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Connect to a federation&apos;s server…</source>
        <translation>&amp;Connect to a federation&apos;s server…</translation>
    </message>
    <message>
        <source>Connect to a federation&apos;s server</source>
        <translation>Connect to a federation&apos;s server</translation>
    </message>
    <message>
        <source>No archive is open: File ▸ Connect to a federation&apos;s server…, or File ▸ Open archive…</source>
        <translation>No archive is open: File ▸ Connect to a federation&apos;s server…, or File ▸ Open archive…</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) to open</source>
        <translation>
            <numerusform>%n event to open</numerusform>
            <numerusform>%n events to open</numerusform>
        </translation>
    </message>
    <message>
        <source>Not to be changed: %1.</source>
        <translation>Not to be changed: %1.</translation>
    </message>
    <message>
        <source>Write your variations and comments into the PGN too? Leave them out for a game you send to others.</source>
        <translation>Write your variations and comments into the PGN too? Leave them out for a game you send to others.</translation>
    </message>
    <message>
        <source>Add a chess engine&apos;s assessment of the final position? It is printed under its own heading as the engine&apos;s, apart from your own assessment.</source>
        <translation>Add a chess engine&apos;s assessment of the final position? It is printed under its own heading as the engine&apos;s, apart from your own assessment.</translation>
    </message>
    <message>
        <source>The packet is printed without it.</source>
        <translation>The packet is printed without it.</translation>
    </message>
    <message>
        <source>With the engine&apos;s assessment</source>
        <translation>With the engine&apos;s assessment</translation>
    </message>
    <message>
        <source>With my analysis</source>
        <translation>With my analysis</translation>
    </message>
    <message>
        <source>Without the engine&apos;s assessment</source>
        <translation>Without the engine&apos;s assessment</translation>
    </message>
    <message>
        <source>Without my analysis</source>
        <translation>Without my analysis</translation>
    </message>
    <message numerus="yes">
        <source>Nothing imported: %n problem(s) in %1. The archive is as it was.</source>
        <translation>
            <numerusform>Nothing imported: %n problem in %1. The archive is as it was.</numerusform>
            <numerusform>Nothing imported: %n problems in %1. The archive is as it was.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): the import report lists them.</source>
        <translation>
            <numerusform>%n warning: the import report lists it.</numerusform>
            <numerusform>%n warnings: the import report lists them.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>&amp;Tabs</translation>
    </message>
    <message>
        <source>the game on the board is not in the list: Escape in the filter lists every game</source>
        <translation>the game on the board is not in the list: Escape in the filter lists every game</translation>
    </message>
    <message>
        <source>The demo is open (%1). Your own archive is as it was: File ▸ Open archive… opens it again.</source>
        <translation>The demo is open (%1). Your own archive is as it was: File ▸ Open archive… opens it again.</translation>
    </message>
    <message>
        <source>This card was sent already: your move %1 (card %2), posted on %3.</source>
        <translation>This card was sent already: your move %1 (card %2), posted on %3.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>an unknown date</translation>
    </message>
    <message>
        <source>Your partner&apos;s card has come since, and the move is yours: Compose the reply… writes the new card, and prints it.</source>
        <translation>Your partner&apos;s card has come since, and the move is yours: Compose the reply… writes the new card, and prints it.</translation>
    </message>
    <message>
        <source>Print the card sent then again?</source>
        <translation>Print the card sent then again?</translation>
    </message>
    <message>
        <source>Move card</source>
        <translation>Move card</translation>
    </message>
    <message>
        <source>Print it again</source>
        <translation>Print it again</translation>
    </message>
    <message>
        <source>Compose the reply…</source>
        <translation>Compose the reply…</translation>
    </message>
    <message>
        <source>Nothing to print yet: the move is yours. Compose the reply… writes its card.</source>
        <translation>Nothing to print yet: the move is yours. Compose the reply… writes its card.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>The archive %1 is open.</source>
        <translation>The archive %1 is open.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once File ▸ Settings has it under «Also written as».</source>
        <translation>
            <numerusform>%n game not on the desk (it lists the games of %1), kept in the archive all the same; the names in it: %2. Yours under another spelling of the name are listed once File ▸ Settings has it under «Also written as».</numerusform>
            <numerusform>%n games not on the desk (it lists the games of %1), kept in the archive all the same; the names in them: %2. Yours under another spelling of the name are listed once File ▸ Settings has it under «Also written as».</numerusform>
        </translation>
    </message>
    <message>
        <source>«%1» names the partner in %2 – %3</source>
        <translation>«%1» names the partner in %2 – %3</translation>
    </message>
    <message>
        <source>Not kept as other spellings of your name: %1. A game of yours has you on one side only.</source>
        <translation>Not kept as other spellings of your name: %1. A game of yours has you on one side only.</translation>
    </message>
    <message>
        <source>Compose the reply</source>
        <translation>Compose the reply</translation>
    </message>
    <message>
        <source>It is your partner&apos;s move in this game: your card is with him. Once his card comes, log it with Game ▸ Log a received card… (Ctrl+L), then reply.</source>
        <translation>It is your partner&apos;s move in this game: your card is with him. Once his card comes, log it with Game ▸ Log a received card… (Ctrl+L), then reply.</translation>
    </message>
    <message>
        <source>Event and rules of the game</source>
        <translation>Event and rules of the game</translation>
    </message>
    <message>
        <source>On a federation&apos;s server the event, its rule set and its control period are the judge&apos;s: a change is asked of the judge, who makes it for every game of the event.</source>
        <translation>On a federation&apos;s server the event, its rule set and its control period are the judge&apos;s: a change is asked of the judge, who makes it for every game of the event.</translation>
    </message>
    <message>
        <source>The game&apos;s event and rules are stated: every move&apos;s days are counted under them (Edit ▸ Undo puts them back).</source>
        <translation>The game&apos;s event and rules are stated: every move&apos;s days are counted under them (Edit ▸ Undo puts them back).</translation>
    </message>
    <message>
        <source>Games from PGN follow «%1» (File ▸ Settings); Game ▸ Event and rules… states another rule set or control period for a game.</source>
        <translation>Games from PGN follow «%1» (File ▸ Settings); Game ▸ Event and rules… states another rule set or control period for a game.</translation>
    </message>
    <message>
        <source>&amp;Event and rules…</source>
        <translation>&amp;Event and rules…</translation>
    </message>
    <message>
        <source>Record my repeat as sent</source>
        <translation>Record my repeat as sent</translation>
    </message>
    <message>
        <source>Record my rep&amp;eat as sent…</source>
        <translation>Record my rep&amp;eat as sent…</translation>
    </message>
    <message>
        <source>Repeat card</source>
        <translation>Repeat card</translation>
    </message>
    <message>
        <source>%1 (you: %2)</source>
        <translation>%1 (you: %2)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>This repeat of card %1 was sent already, on %2.</source>
        <translation>This repeat of card %1 was sent already, on %2.</translation>
    </message>
    <message>
        <source>the repeat of card %1</source>
        <translation>the repeat of card %1</translation>
    </message>
    <message>
        <source>The repeat of card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</source>
        <translation>The repeat of card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</translation>
    </message>
    <message numerus="yes">
        <source>The repeat of card %1 is not due yet: only if no reply has come by %2, %n day(s) from today (%3). Card %1 may still be on its way.</source>
        <translation>
            <numerusform>The repeat of card %1 is not due yet: only if no reply has come by %2, %n day from today (%3). Card %1 may still be on its way.</numerusform>
            <numerusform>The repeat of card %1 is not due yet: only if no reply has come by %2, %n days from today (%3). Card %1 may still be on its way.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the repeat card now all the same?</source>
        <translation>Print the repeat card now all the same?</translation>
    </message>
    <message>
        <source>Print it all the same</source>
        <translation>Print it all the same</translation>
    </message>
    <message>
        <source>No repeat of card %1 is due: the game is suspended while the claim is with the judge (%2), and no deadline runs.</source>
        <translation>No repeat of card %1 is due: the game is suspended while the claim is with the judge (%2), and no deadline runs.</translation>
    </message>
    <message numerus="yes">
        <source>The event ends on %1: the adjudication packet goes to the judge after it, within %n day(s) (%2); before it only when the judge asks for it, as after a partner&apos;s withdrawal (%3). Prepare the packet now all the same?</source>
        <translation>
            <numerusform>The event ends on %1: the adjudication packet goes to the judge after it, within %n day (%2); before it only when the judge asks for it, as after a partner&apos;s withdrawal (%3). Prepare the packet now all the same?</numerusform>
            <numerusform>The event ends on %1: the adjudication packet goes to the judge after it, within %n days (%2); before it only when the judge asks for it, as after a partner&apos;s withdrawal (%3). Prepare the packet now all the same?</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepare it now</source>
        <translation>Prepare it now</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Record my query as sent</source>
        <translation>Record my query as sent</translation>
    </message>
    <message>
        <source>the query about card %1</source>
        <translation>the query about card %1</translation>
    </message>
    <message>
        <source>The query about card %1 recorded as sent: the partner&apos;s new move is awaited (II.3.12).</source>
        <translation>The query about card %1 recorded as sent: the partner&apos;s new move is awaited (II.3.12).</translation>
    </message>
    <message>
        <source>Record my &amp;query as sent…</source>
        <translation>Record my &amp;query as sent…</translation>
    </message>
    <message>
        <source>The partner&apos;s move on card %1 cannot be played: ask him for another with a query by %2 (%3) — Print ▸ Query about a move, then Game ▸ Record my query as sent…</source>
        <translation>The partner&apos;s move on card %1 cannot be played: ask him for another with a query by %2 (%3) — Print ▸ Query about a move, then Game ▸ Record my query as sent…</translation>
    </message>
    <message>
        <source>Query about a move</source>
        <translation>Query about a move</translation>
    </message>
    <message>
        <source>Your query about card %1 was sent already, on %2.</source>
        <translation>Your query about card %1 was sent already, on %2.</translation>
    </message>
    <message>
        <source>Print the query sent then again?</source>
        <translation>Print the query sent then again?</translation>
    </message>
    <message>
        <source>This repeat of my query about card %1 was sent already, on %2.</source>
        <translation>This repeat of my query about card %1 was sent already, on %2.</translation>
    </message>
    <message numerus="yes">
        <source>The repeat of my query about card %1 is not due yet: only if no reply has come by %2, %n day(s) from today (%3). The query may still be on its way.</source>
        <translation>
            <numerusform>The repeat of my query about card %1 is not due yet: only if no reply has come by %2, %n day from today (%3). The query may still be on its way.</numerusform>
            <numerusform>The repeat of my query about card %1 is not due yet: only if no reply has come by %2, %n days from today (%3). The query may still be on its way.</numerusform>
        </translation>
    </message>
    <message>
        <source>the repeat of my query about card %1</source>
        <translation>the repeat of my query about card %1</translation>
    </message>
    <message>
        <source>The repeat of my query about card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</source>
        <translation>The repeat of my query about card %1 recorded as sent: if it is not answered either, the Deadlines tab says when the judge is told (II.5.1).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>&amp;Partner:</source>
        <translation>&amp;Partner:</translation>
    </message>
    <message>
        <source>Partner&apos;s &amp;address:</source>
        <translation>Partner&apos;s &amp;address:</translation>
    </message>
    <message>
        <source>I play &amp;with:</source>
        <translation>I play &amp;with:</translation>
    </message>
    <message>
        <source>Not set yet: File ▸ Settings… ▸ My address. The cards print lines to write it by hand.</source>
        <translation>Not set yet: File ▸ Settings… ▸ My address. The cards print lines to write it by hand.</translation>
    </message>
    <message>
        <source>My address:</source>
        <translation>My address:</translation>
    </message>
    <message>
        <source>street and house; town; postcode (the envelope&apos;s lines, «;» between them)</source>
        <translation>street and house; town; postcode (the envelope&apos;s lines, «;» between them)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGroupsDialog</name>
    <message>
        <source>New groups from the applications</source>
        <translation>New groups from the applications</translation>
    </message>
    <message>
        <source>%1, semifinal %2</source>
        <translation>%1, semifinal %2</translation>
    </message>
    <message>
        <source>e.g. UKR/C11/SF%1 (%1: the group&apos;s number)</source>
        <translation>e.g. UKR/C11/SF%1 (%1: the group&apos;s number)</translation>
    </message>
    <message>
        <source>Groups&apos; &amp;name (%1: the number):</source>
        <translation>Groups&apos; &amp;name (%1: the number):</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Index:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Start:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;End:</translation>
    </message>
    <message>
        <source>Number of &amp;groups:</source>
        <translation>Number of &amp;groups:</translation>
    </message>
    <message>
        <source>&amp;Applications, one a line (pasted from a spreadsheet, or cells separated by &apos;;&apos;): name; birth date; title or rank; club; full postal address; e-mail; phone; rating.</source>
        <translation>&amp;Applications, one a line (pasted from a spreadsheet, or cells separated by &apos;;&apos;): name; birth date; title or rank; club; full postal address; e-mail; phone; rating.</translation>
    </message>
    <message>
        <source>&amp;Make the groups</source>
        <translation>&amp;Make the groups</translation>
    </message>
    <message numerus="yes">
        <source>Group %1: %n player(s) — %2</source>
        <translation>
            <numerusform>Group %1: %n player — %2</numerusform>
            <numerusform>Group %1: %n players — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>group %1: %2</source>
        <translation>group %1: %2</translation>
    </message>
    <message>
        <source>No application yet.</source>
        <translation>No application yet.</translation>
    </message>
    <message>
        <source>Paste or type the applications first.</source>
        <translation>Paste or type the applications first.</translation>
    </message>
    <message>
        <source>Group %1: no player</source>
        <translation>Group %1: no player</translation>
    </message>
    <message numerus="yes">
        <source>Groups: %1, applications: %n — each group needs at least two players. Choose fewer groups, or add the applications still to come.</source>
        <translation>
            <numerusform>Groups: %1, applications: %n — each group needs at least two players. Choose fewer groups, or add the applications still to come.</numerusform>
            <numerusform>Groups: %1, applications: %n — each group needs at least two players. Choose fewer groups, or add the applications still to come.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>e.g. 11th Cup of Ukraine (post), semifinal 1</source>
        <translation>e.g. 11th Cup of Ukraine (post), semifinal 1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Index:</translation>
    </message>
    <message>
        <source>&amp;Start (II.4.5):</source>
        <translation>&amp;Start (II.4.5):</translation>
    </message>
    <message>
        <source>&amp;End (II.9.4):</source>
        <translation>&amp;End (II.9.4):</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Rule set:</translation>
    </message>
    <message>
        <source>Tie-breaks after points, in order</source>
        <translation>Tie-breaks after points, in order</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tie-breaks</translation>
    </message>
    <message>
        <source>U&amp;p</source>
        <translation>U&amp;p</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Do&amp;wn</translation>
    </message>
    <message>
        <source>Players in starting-number order</source>
        <translation>Players in starting-number order</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Full postal address</source>
        <translation>Full postal address</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Add player</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>Draw &amp;lots</source>
        <translation>Draw &amp;lots</translation>
    </message>
    <message>
        <source>Give the starting numbers by lot: the Berger tables then fix each game&apos;s colours.</source>
        <translation>Give the starting numbers by lot: the Berger tables then fix each game&apos;s colours.</translation>
    </message>
    <message>
        <source>Create and &amp;pair</source>
        <translation>Create and &amp;pair</translation>
    </message>
    <message>
        <source>Enter 2 to %1 players in starting-number order, or draw lots once all are in.</source>
        <translation>Enter 2 to %1 players in starting-number order, or draw lots once all are in.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</source>
        <translation>
            <numerusform>%n player: %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</numerusform>
            <numerusform>%n players: %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>Re&amp;gulation</source>
        <translation>Re&amp;gulation</translation>
    </message>
    <message>
        <source>Pa&amp;ste a list…</source>
        <translation>Pa&amp;ste a list…</translation>
    </message>
    <message>
        <source>Adds the players copied from a spreadsheet or a letter: one a line, name, address and rating separated by tabs or semicolons.</source>
        <translation>Adds the players copied from a spreadsheet or a letter: one a line, name, address and rating separated by tabs or semicolons.</translation>
    </message>
    <message>
        <source>Nothing added: %1</source>
        <translation>Nothing added: %1</translation>
    </message>
    <message>
        <source>Nothing added: the clipboard holds no list of players.</source>
        <translation>Nothing added: the clipboard holds no list of players.</translation>
    </message>
    <message>
        <source>Each pair plays &amp;two games, one with each colour (double round robin)</source>
        <translation>Each pair plays &amp;two games, one with each colour (double round robin)</translation>
    </message>
    <message>
        <source>The event&apos;s regulation overrides the rule set: enter only what it changes, as a whole number, yes or no for a rule that is one or the other, or off to switch an optional rule off.</source>
        <translation>The event&apos;s regulation overrides the rule set: enter only what it changes, as a whole number, yes or no for a rule that is one or the other, or off to switch an optional rule off.</translation>
    </message>
    <message>
        <source>No address for %1: the start notices and the partners&apos; cards will have lines to write it by hand. Create the tournament all the same?</source>
        <translation>No address for %1: the start notices and the partners&apos; cards will have lines to write it by hand. Create the tournament all the same?</translation>
    </message>
    <message>
        <source>Create and pair</source>
        <translation>Create and pair</translation>
    </message>
    <message>
        <source>Go back to the addresses</source>
        <translation>Go back to the addresses</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PairingsModel</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>suspended from %1: a forfeit claim is with the judge%2</source>
        <translation>suspended from %1: a forfeit claim is with the judge%2</translation>
    </message>
    <message>
        <source>The archive holds no cards of this game.</source>
        <translation>The archive holds no cards of this game.</translation>
    </message>
    <message>
        <source>Cards of the game in the archive: Cards and time… opens them.</source>
        <translation>Cards of the game in the archive: Cards and time… opens them.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PartnersDialog</name>
    <message>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Double-click an address to correct it; it goes into every game with that partner (II.4.9).</source>
        <translation>Double-click an address to correct it; it goes into every game with that partner (II.4.9).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PlayerDialog</name>
    <message>
        <source>Player: %1</source>
        <translation>Player: %1</translation>
    </message>
    <message>
        <source>Full postal address</source>
        <translation>Full postal address</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>Rating: &apos;%1&apos; is not a number.</source>
        <translation>Rating: &apos;%1&apos; is not a number.</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>E-mail address</translation>
    </message>
    <message>
        <source>E-mail &amp;address%1:</source>
        <translation>E-mail &amp;address%1:</translation>
    </message>
    <message>
        <source>Full postal &amp;address%1:</source>
        <translation>Full postal &amp;address%1:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PlayersPanel</name>
    <message>
        <source>Record &amp;withdrawal…</source>
        <translation>Record &amp;withdrawal…</translation>
    </message>
    <message>
        <source>Change &amp;address or rating…</source>
        <translation>Change &amp;address or rating…</translation>
    </message>
    <message>
        <source>Print &amp;notices…</source>
        <translation>Print &amp;notices…</translation>
    </message>
    <message>
        <source>The notice of the selected player&apos;s withdrawal to the player and to each partner it leaves a game to: the decision, and what each sends you now</source>
        <translation>The notice of the selected player&apos;s withdrawal to the player and to each partner it leaves a game to: the decision, and what each sends you now</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PositionSearchDialog</name>
    <message>
        <source>at the start</source>
        <translation>at the start</translation>
    </message>
    <message>
        <source>after White&apos;s move %1</source>
        <translation>after White&apos;s move %1</translation>
    </message>
    <message>
        <source>after Black&apos;s move %1</source>
        <translation>after Black&apos;s move %1</translation>
    </message>
    <message>
        <source>Games with this position</source>
        <translation>Games with this position</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Reached</translation>
    </message>
    <message>
        <source>No other game of the archive reached this position.</source>
        <translation>No other game of the archive reached this position.</translation>
    </message>
    <message>
        <source>&amp;Open the game there</source>
        <translation>&amp;Open the game there</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <source>The chosen game&apos;s moves</source>
        <translation>The chosen game&apos;s moves</translation>
    </message>
    <message>
        <source>(the game&apos;s last position)</source>
        <translation>(the game&apos;s last position)</translation>
    </message>
    <message numerus="yes">
        <source>Other games of the archive that reached this position: %n. Double-click a game (or press Enter) to open it at that move.</source>
        <translation>
            <numerusform>Other games of the archive that reached this position: %n. Double-click a game (or press Enter) to open it at that move.</numerusform>
            <numerusform>Other games of the archive that reached this position: %n. Double-click a game (or press Enter) to open it at that move.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is not on your desk: it is a game of «%1», which you judge. Open the event (File ▸ Tournaments in the archive) to see it there.</source>
        <translation>This game is not on your desk: it is a game of «%1», which you judge. Open the event (File ▸ Tournaments in the archive) to see it there.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PostingDialog</name>
    <message>
        <source>Posting card %1</source>
        <translation>Posting card %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>receipt number</source>
        <translation>receipt number</translation>
    </message>
    <message>
        <source>legible</source>
        <translation>legible</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Registered &amp;mail:</translation>
    </message>
    <message>
        <source>&amp;Departure postmark:</source>
        <translation>&amp;Departure postmark:</translation>
    </message>
    <message>
        <source>&amp;Store</source>
        <translation>&amp;Store</translation>
    </message>
    <message>
        <source>Sent [%1]: %2</source>
        <translation>Sent [%1]: %2</translation>
    </message>
    <message>
        <source>Penalty [%1]: %2</source>
        <translation>Penalty [%1]: %2</translation>
    </message>
    <message>
        <source>Note [%1]: %2</source>
        <translation>Note [%1]: %2</translation>
    </message>
    <message>
        <source>Close the form without storing the posting? What you typed is lost.</source>
        <translation>Close the form without storing the posting? What you typed is lost.</translation>
    </message>
    <message>
        <source>Close without storing</source>
        <translation>Close without storing</translation>
    </message>
    <message>
        <source>Go back to the card</source>
        <translation>Go back to the card</translation>
    </message>
    <message>
        <source>My card %1 with the move %2, dated %3.</source>
        <translation>My card %1 with the move %2, dated %3.</translation>
    </message>
    <message>
        <source>My card %1 with the move %2, with no date written on it.</source>
        <translation>My card %1 with the move %2, with no date written on it.</translation>
    </message>
    <message>
        <source>Add what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</source>
        <translation>Add what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</translation>
    </message>
    <message>
        <source>Add the date you wrote on it, if your records keep it, and what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</source>
        <translation>Add the date you wrote on it, if your records keep it, and what the post office gave you: the registered-mail receipt, and the departure postmark if it was stamped in front of you.</translation>
    </message>
    <message>
        <source>written</source>
        <translation>written</translation>
    </message>
    <message>
        <source>Date on the &amp;card:</source>
        <translation>Date on the &amp;card:</translation>
    </message>
    <message>
        <source>Sent [%1]: not known yet — the date written on the card, a legible postmark or the receipt dates it.</source>
        <translation>Sent [%1]: not known yet — the date written on the card, a legible postmark or the receipt dates it.</translation>
    </message>
    <message numerus="yes">
        <source>Note [%1]: the repeat was due by %2, %n day(s) before it went; if card %3 was lost, the days of the delay are added to your time (%4).</source>
        <translation>
            <numerusform>Note [%1]: the repeat was due by %2, %n day before it went; if card %3 was lost, the days of the delay are added to your time (%4).</numerusform>
            <numerusform>Note [%1]: the repeat was due by %2, %n days before it went; if card %3 was lost, the days of the delay are added to your time (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Posting the repeat of card %1</source>
        <translation>Posting the repeat of card %1</translation>
    </message>
    <message>
        <source>My repeat of card %1 with the move %2 (II.5.1).</source>
        <translation>My repeat of card %1 with the move %2 (II.5.1).</translation>
    </message>
    <message numerus="yes">
        <source>Note [%1]: the repeat is not due yet — only if no reply has come by %2, %n day(s) later; card %3 may still be on its way.</source>
        <translation>
            <numerusform>Note [%1]: the repeat is not due yet — only if no reply has come by %2, %n day later; card %3 may still be on its way.</numerusform>
            <numerusform>Note [%1]: the repeat is not due yet — only if no reply has come by %2, %n days later; card %3 may still be on its way.</numerusform>
        </translation>
    </message>
    <message>
        <source>Posting my query about card %1</source>
        <translation>Posting my query about card %1</translation>
    </message>
    <message>
        <source>My query about card %1 with the move %2: %3, another move is asked for (II.3.12).</source>
        <translation>My query about card %1 with the move %2: %3, another move is asked for (II.3.12).</translation>
    </message>
    <message>
        <source>illegible</source>
        <translation>illegible</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>impossible</translation>
    </message>
    <message>
        <source>Posting the repeat of my query about card %1</source>
        <translation>Posting the repeat of my query about card %1</translation>
    </message>
    <message>
        <source>My repeat of my query about card %1 with the move %2 (II.5.1).</source>
        <translation>My repeat of the query about card %1 with the move %2 (II.5.1).</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PostmarkDatesEdit</name>
    <message>
        <source>A card may carry more than one postmark: the earliest departure postmark dates its sending, the latest arrival postmark its receipt (II.2.2 ¶4).</source>
        <translation>A card may carry more than one postmark: the earliest departure postmark dates its sending, the latest arrival postmark its receipt (II.2.2 ¶4).</translation>
    </message>
    <message>
        <source>Another postmark</source>
        <translation>Another postmark</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>This postmark is not on the card</source>
        <translation>This postmark is not on the card</translation>
    </message>
</context>
<context>
    <name>postmark::ui::PrintPreview</name>
    <message>
        <source>Cannot print</source>
        <translation>Cannot print</translation>
    </message>
    <message numerus="yes">
        <source>Print preview: %1 (%n sheet(s))</source>
        <translation>
            <numerusform>Print preview: %1 (%n sheet)</numerusform>
            <numerusform>Print preview: %1 (%n sheets)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message numerus="yes">
        <source>Drawing %n sheet(s)…</source>
        <translation>
            <numerusform>Drawing %n sheet…</numerusform>
            <numerusform>Drawing %n sheets…</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing cancelled: nothing was sent to the printer.</source>
        <translation>Printing cancelled: nothing was sent to the printer.</translation>
    </message>
    <message>
        <source>Saved as PDF: %1</source>
        <translation>Saved as PDF: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Close (Esc)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegisteredMailEdit</name>
    <message>
        <source>registered</source>
        <translation>registered</translation>
    </message>
    <message>
        <source>receipt dated</source>
        <translation>receipt dated</translation>
    </message>
    <message>
        <source>Receipt number</source>
        <translation>Receipt number</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegulationPanel</name>
    <message>
        <source>none: points alone</source>
        <translation>none: points alone</translation>
    </message>
    <message>
        <source>Every rule of the model the event follows, its rule set&apos;s value beside this event&apos;s: in bold what the event&apos;s regulation changes.</source>
        <translation>Every rule of the model the event follows, its rule set&apos;s value beside this event&apos;s: in bold what the event&apos;s regulation changes.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Index:</source>
        <translation>Index:</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Rule set:</translation>
    </message>
    <message>
        <source>Games a pair plays:</source>
        <translation>Games a pair plays:</translation>
    </message>
    <message>
        <source>two, one with each colour (double round robin)</source>
        <translation>two, one with each colour (double round robin)</translation>
    </message>
    <message>
        <source>one</source>
        <translation>one</translation>
    </message>
    <message>
        <source>Tie-breaks after points:</source>
        <translation>Tie-breaks after points:</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>End:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Games a pair plays on a board:</source>
        <translation>Games a pair plays on a board:</translation>
    </message>
    <message>
        <source>Match points:</source>
        <translation>Match points:</translation>
    </message>
    <message>
        <source>%1 for a match won, %2 drawn, %3 lost</source>
        <translation>%1 for a match won, %2 drawn, %3 lost</translation>
    </message>
    <message>
        <source>Each board&apos;s tie-breaks after points:</source>
        <translation>Each board&apos;s tie-breaks after points:</translation>
    </message>
    <message>
        <source>The values shown in this event&apos;s column are the rule set&apos;s.</source>
        <translation>The values shown in this event&apos;s column are the rule set&apos;s.</translation>
    </message>
    <message>
        <source>Start%1:</source>
        <translation>Start%1:</translation>
    </message>
    <message>
        <source>Teams ranked by:</source>
        <translation>Teams ranked by:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::RegulationTable</name>
    <message>
        <source>Regulation</source>
        <translation>Regulation</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Clause</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Rule set</translation>
    </message>
    <message>
        <source>In a tournament file: %1</source>
        <translation>In a tournament file: %1</translation>
    </message>
    <message>
        <source>yes or no; empty: as the rule set</source>
        <translation>yes or no; empty: as the rule set</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2%3; empty: as the rule set</source>
        <translation>a whole number from %1 to %2%3; empty: as the rule set</translation>
    </message>
    <message>
        <source>, or off</source>
        <translation>, or off</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>This rule set&apos;s section has no such rule.</source>
        <translation>This rule set&apos;s section has no such rule.</translation>
    </message>
    <message>
        <source>This event</source>
        <translation>This event</translation>
    </message>
    <message>
        <source>Changed by the event&apos;s regulation</source>
        <translation>Changed by the event&apos;s regulation</translation>
    </message>
    <message>
        <source>As the rule set</source>
        <translation>As the rule set</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ReplyDialog</name>
    <message>
        <source>Reply to %1</source>
        <translation>Reply to %1</translation>
    </message>
    <message>
        <source>in any notation: Кg1-f3, Nf3, Ng1-f3, 7163</source>
        <translation>in any notation: Кg1-f3, Nf3, Ng1-f3, 7163</translation>
    </message>
    <message>
        <source>My &amp;move:</source>
        <translation>My &amp;move:</translation>
    </message>
    <message>
        <source>Plies of the partner&apos;s variant I &amp;accept:</source>
        <translation>Plies of the partner&apos;s variant I &amp;accept:</translation>
    </message>
    <message>
        <source>optional: the partner&apos;s ply, mine, …</source>
        <translation>optional: the partner&apos;s ply, mine, …</translation>
    </message>
    <message>
        <source>Proposed &amp;variant:</source>
        <translation>Proposed &amp;variant:</translation>
    </message>
    <message>
        <source>Date on the card</source>
        <translation>Date on the card</translation>
    </message>
    <message>
        <source>&amp;Date on the card:</source>
        <translation>&amp;Date on the card:</translation>
    </message>
    <message>
        <source>receipt number, once sent</source>
        <translation>receipt number, once sent</translation>
    </message>
    <message>
        <source>Registered &amp;mail:</source>
        <translation>Registered &amp;mail:</translation>
    </message>
    <message>
        <source>&amp;Record as sent</source>
        <translation>&amp;Record as sent</translation>
    </message>
    <message>
        <source>Card %1: repeats %2; my move %3.</source>
        <translation>Card %1: repeats %2; my move %3.</translation>
    </message>
    <message>
        <source>nothing (the first move)</source>
        <translation>nothing (the first move)</translation>
    </message>
    <message>
        <source>My total %1 days, the partner&apos;s %2.</source>
        <translation>My total %1 days, the partner&apos;s %2.</translation>
    </message>
    <message>
        <source>Make the move on the board</source>
        <translation>Make the move on the board</translation>
    </message>
    <message>
        <source>&amp;Take my analysis line: %1</source>
        <translation>&amp;Take my analysis line: %1</translation>
    </message>
    <message>
        <source>My move, then the rest of the line as the proposed variant (II.3.8)</source>
        <translation>My move, then the rest of the line as the proposed variant (II.3.8)</translation>
    </message>
    <message>
        <source>Take my analysis line</source>
        <translation>Take my analysis line</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time trouble:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Time trouble:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <source>The archive has no address of %1: the card leaves lines to write it by hand (File ▸ Partners… adds it to every game with him).</source>
        <translation>The archive has no address of %1: the card leaves lines to write it by hand (File ▸ Partners… adds it to every game with him).</translation>
    </message>
    <message>
        <source>The day card %1 came is not entered: your card states it (II.3.7), and your days count from it (II.4.4). Enter it first with Game ▸ Log a received card… (Ctrl+L).</source>
        <translation>The day card %1 came is not entered: your card states it (II.3.7), and your days count from it (II.4.4). Enter it first with Game ▸ Log a received card… (Ctrl+L).</translation>
    </message>
    <message>
        <source>Proposed variant: %1.</source>
        <translation>Proposed variant: %1.</translation>
    </message>
    <message>
        <source>Close without recording the reply? What you typed is lost.</source>
        <translation>Close without recording the reply? What you typed is lost.</translation>
    </message>
    <message>
        <source>Close without recording</source>
        <translation>Close without recording</translation>
    </message>
    <message>
        <source>Go back to the reply</source>
        <translation>Go back to the reply</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ResultDialog</name>
    <message>
        <source>Result: %1 – %2</source>
        <translation>Result: %1 – %2</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>1-0 (%1 wins)</source>
        <translation>1-0 (%1 wins)</translation>
    </message>
    <message>
        <source>0-1 (%1 wins)</source>
        <translation>0-1 (%1 wins)</translation>
    </message>
    <message>
        <source>½-½ (draw)</source>
        <translation>½-½ (draw)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Result:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;How:</translation>
    </message>
    <message>
        <source>Cancelled: counts for nobody (V.8.1)</source>
        <translation>Cancelled: counts for nobody (V.8.1)</translation>
    </message>
    <message>
        <source>known</source>
        <translation>known</translation>
    </message>
    <message>
        <source>Result &amp;reported on:</source>
        <translation>Result &amp;reported on:</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>&amp;Game record received on:</source>
        <translation>&amp;Game record received on:</translation>
    </message>
    <message>
        <source>not recorded: the game goes on</source>
        <translation>not recorded: the game goes on</translation>
    </message>
    <message>
        <source>In the game&apos;s cards:</source>
        <translation>In the game&apos;s cards:</translation>
    </message>
    <message>
        <source>The result cannot be recorded: %1</source>
        <translation>The result cannot be recorded: %1</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>0-0 (no game record from either%1)</source>
        <translation>0-0 (no game record from either%1)</translation>
    </message>
    <message>
        <source>A result counts once the game record is received%1.</source>
        <translation>A result counts once the game record is received%1.</translation>
    </message>
    <message>
        <source>Change the result</source>
        <translation>Change the result</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Record %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Keep %1</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Take it back</translation>
    </message>
    <message>
        <source>The withdrawal decision scores this game %1%2; a result recorded here takes its place.</source>
        <translation>The withdrawal decision scores this game %1%2; a result recorded here takes its place.</translation>
    </message>
    <message>
        <source>%1 withdrew on %2 (%3): %4 wins this game by the withdrawal, which counts once the judge has the game&apos;s text%5: tick «received» on the game record&apos;s line when it has come.</source>
        <translation>%1 withdrew on %2 (%3): %4 wins this game by the withdrawal, which counts once the judge has the game&apos;s text%5: tick «received» on the game record&apos;s line when it has come.</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <source>The game has its result recorded: %1.</source>
        <translation>The game has its result recorded: %1.</translation>
    </message>
    <message>
        <source>The game&apos;s cards record %1.</source>
        <translation>The game&apos;s cards record %1.</translation>
    </message>
    <message>
        <source>A forfeit claim on the game, sent %1, is not yet decided%2: recorded here, the result leaves it pending in the Claims tab.</source>
        <translation>A forfeit claim on the game, sent %1, is not yet decided%2: recorded here, the result leaves it pending in the Claims tab.</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Record the result</translation>
    </message>
    <message>
        <source>Record %1 instead?</source>
        <translation>Record %1 instead?</translation>
    </message>
    <message>
        <source>Take it back, the game in progress again?</source>
        <translation>Take it back, the game in progress again?</translation>
    </message>
    <message>
        <source>A forfeit claim on the game, sent %1, is not yet decided%2: the game is suspended; the claim is decided in the Claims tab.</source>
        <translation>A forfeit claim on the game, sent %1, is not yet decided%2: the game is suspended; the claim is decided in the Claims tab.</translation>
    </message>
    <message>
        <source>Record %1 all the same?</source>
        <translation>Record %1 all the same?</translation>
    </message>
</context>
<context>
    <name>postmark::ui::ServerDialog</name>
    <message>
        <source>Connect to a federation&apos;s server</source>
        <translation>Connect to a federation&apos;s server</translation>
    </message>
    <message>
        <source>The federation&apos;s administrator gives the server&apos;s address and your login. Paste the address whole, or write its parts. The password is not typed here: Postmark reads it from the file ~/.pgpass, as every PostgreSQL program does (the federation guide says how to write it there).</source>
        <translation>The federation&apos;s administrator gives the server&apos;s address and your login. Paste the address whole, or write its parts. The password is not typed here: Postmark reads it from the file ~/.pgpass, as every PostgreSQL program does (the federation guide says how to write it there).</translation>
    </message>
    <message>
        <source>empty: this computer</source>
        <translation>empty: this computer</translation>
    </message>
    <message>
        <source>empty: %1, this computer&apos;s user</source>
        <translation>empty: %1, this computer&apos;s user</translation>
    </message>
    <message>
        <source>Used &amp;before:</source>
        <translation>Used &amp;before:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>&amp;Server (name, or a socket&apos;s folder):</source>
        <translation>&amp;Server (name, or a socket&apos;s folder):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Login:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connect</translation>
    </message>
    <message>
        <source>Write the database&apos;s name: the federation&apos;s administrator gives it.</source>
        <translation>Write the database&apos;s name: the federation&apos;s administrator gives it.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <source>empty: this computer&apos;s user</source>
        <translation>empty: this computer&apos;s user</translation>
    </message>
    <message>
        <source>postgresql://login@server/database</source>
        <translation>postgresql://login@server/database</translation>
    </message>
    <message>
        <source>Publish “%1” to a federation&apos;s server</source>
        <translation>Publish “%1” to a federation&apos;s server</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publish</translation>
    </message>
</context>
<context>
    <name>postmark::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>The system&apos;s</translation>
    </message>
    <message>
        <source>Ukrainian (Кg1-f3)</source>
        <translation>Ukrainian (Кg1-f3)</translation>
    </message>
    <message>
        <source>English short (Nf3)</source>
        <translation>English short (Nf3)</translation>
    </message>
    <message>
        <source>English long (Ng1-f3)</source>
        <translation>English long (Ng1-f3)</translation>
    </message>
    <message>
        <source>ICCF numeric (7163)</source>
        <translation>ICCF numeric (7163)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>A new language applies at the next start.</source>
        <translation>A new language applies at the next start.</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notation:</translation>
    </message>
    <message>
        <source>&amp;Rule set of a new game:</source>
        <translation>&amp;Rule set of a new game:</translation>
    </message>
    <message>
        <source>&amp;My name as the cards write it:</source>
        <translation>&amp;My name as the cards write it:</translation>
    </message>
    <message>
        <source>as the cards and the tournament files write it</source>
        <translation>as the cards and the tournament files write it</translation>
    </message>
    <message>
        <source>I &amp;play: the desk lists my games</source>
        <translation>I &amp;play: the desk lists my games</translation>
    </message>
    <message>
        <source>I am a chief &amp;judge: my events open in the judge&apos;s window</source>
        <translation>I am a chief &amp;judge: my events open in the judge&apos;s window</translation>
    </message>
    <message>
        <source>Open an archive first: it keeps whose it is.</source>
        <translation>Open an archive first: it keeps whose it is.</translation>
    </message>
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Whose archive this is needs a name, as the cards write it.</translation>
    </message>
    <message>
        <source>Whose archive is this?</source>
        <translation>Whose archive is this?</translation>
    </message>
    <message>
        <source>none installed: sudo apt install stockfish</source>
        <translation>none installed: sudo apt install stockfish</translation>
    </message>
    <message>
        <source>Debian&apos;s Stockfish (%1)</source>
        <translation>Debian&apos;s Stockfish (%1)</translation>
    </message>
    <message>
        <source>Chess engine</source>
        <translation>Chess engine</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>The chess engine (a UCI program)</source>
        <translation>The chess engine (a UCI program)</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Chess &amp;engine:</source>
        <translation>Chess &amp;engine:</translation>
    </message>
    <message>
        <source>Engine &amp;threads:</source>
        <translation>Engine &amp;threads:</translation>
    </message>
    <message>
        <source>Engine &amp;hash:</source>
        <translation>Engine &amp;hash:</translation>
    </message>
    <message>
        <source>Best l&amp;ines shown:</source>
        <translation>Best l&amp;ines shown:</translation>
    </message>
    <message>
        <source>other spellings of the name, separated by «;»</source>
        <translation>other spellings of the name, separated by «;»</translation>
    </message>
    <message>
        <source>Games under any of these names are listed on the desk as yours.</source>
        <translation>Games under any of these names are listed on the desk as yours.</translation>
    </message>
    <message>
        <source>Also &amp;written as:</source>
        <translation>Also &amp;written as:</translation>
    </message>
    <message>
        <source>street and house, town, postcode: as your cards&apos; sender (II.3.7)</source>
        <translation>street and house, town, postcode: as your cards&apos; sender (II.3.7)</translation>
    </message>
    <message>
        <source>My a&amp;ddress:</source>
        <translation>My a&amp;ddress:</translation>
    </message>
    <message>
        <source>A new archive: whose is it? Your name as the cards write it, and your address for your cards.</source>
        <translation>A new archive: whose is it? Your name as the cards write it, and your address for your cards.</translation>
    </message>
    <message>
        <source>Printed as the sender&apos;s address on every card and letter you send, and written into your new games.</source>
        <translation>Printed as the sender&apos;s address on every card and letter you send, and written into your new games.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TeamTableModel</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Board pts</source>
        <translation>Board pts</translation>
    </message>
    <message>
        <source>Match pts</source>
        <translation>Match pts</translation>
    </message>
    <message>
        <source>+/−</source>
        <translation>+/−</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Fin.</source>
        <translation>Fin.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TeamWindow</name>
    <message>
        <source>%1 — team event — Postmark</source>
        <translation>%1 — team event — Postmark</translation>
    </message>
    <message>
        <source>&amp;Teams</source>
        <translation>&amp;Teams</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>&amp;Captains</source>
        <translation>&amp;Captains</translation>
    </message>
    <message>
        <source>The judge&apos;s letters to a team go to its captain, who answers for it (IV.2).</source>
        <translation>The judge&apos;s letters to a team go to its captain, who answers for it (IV.2).</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Captain&apos;s address</source>
        <translation>Captain&apos;s address</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Save team event file &amp;as…</source>
        <translation>Save team event file &amp;as…</translation>
    </message>
    <message>
        <source>Save team event file</source>
        <translation>Save team event file</translation>
    </message>
    <message>
        <source>Team event files (*.json);;All files (*)</source>
        <translation>Team event files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>Team event &amp;report…</source>
        <translation>Team event &amp;report…</translation>
    </message>
    <message>
        <source>Result recorded on board %1.</source>
        <translation>Result recorded on board %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Written %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Start notices to the &amp;captains…</source>
        <translation>Start notices to the &amp;captains…</translation>
    </message>
    <message>
        <source>Each pair plays two games: the cell holds both, first the one the row&apos;s player has White; · a game still in play. Double-click a result to record it: on a player&apos;s row, the game that player has White.</source>
        <translation>Each pair plays two games: the cell holds both, first the one the row&apos;s player has White; · a game still in play. Double-click a result to record it: on a player&apos;s row, the game that player has White.</translation>
    </message>
    <message>
        <source>An empty cell: a game still in play. Double-click a result to record it.</source>
        <translation>An empty cell: a game still in play. Double-click a result to record it.</translation>
    </message>
    <message>
        <source>&amp;Agenda</source>
        <translation>&amp;Agenda</translation>
    </message>
    <message>
        <source>&amp;Withdrawal…</source>
        <translation>&amp;Withdrawal…</translation>
    </message>
    <message>
        <source>The chosen row&apos;s player leaves without a substitute: the judge decides the unfinished games lost or adjudicated (IV.10.3).</source>
        <translation>The chosen row&apos;s player leaves without a substitute: the judge decides the unfinished games lost or adjudicated (IV.10.3).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Nothing for the judge as of %1: no game record awaited, no adjudication near.</source>
        <translation>Nothing for the judge as of %1: no game record awaited, no adjudication near.</translation>
    </message>
    <message>
        <source>The judge&apos;s steps as of %1, earliest first; overdue ones in red. Each board is a tournament of its own (IV.1.3). The games&apos; own deadlines (repeats, inquiries, two months without a move) are the players&apos; and their captains&apos; to report (IV.7).</source>
        <translation>The judge&apos;s steps as of %1, earliest first; overdue ones in red. Each board is a tournament of its own (IV.1.3). The games&apos; own deadlines (repeats, inquiries, two months without a move) are the players&apos; and their captains&apos; to report (IV.7).</translation>
    </message>
    <message>
        <source>Choose the player&apos;s row on board %1 first.</source>
        <translation>Choose the player&apos;s row on board %1 first.</translation>
    </message>
    <message>
        <source>Withdrawal of %1 recorded on board %2.</source>
        <translation>Withdrawal of %1 recorded on board %2.</translation>
    </message>
    <message>
        <source>%1 plays on: the withdrawal is taken back.</source>
        <translation>%1 plays on: the withdrawal is taken back.</translation>
    </message>
    <message>
        <source>%1 (%2; left %3)</source>
        <translation>%1 (%2; left %3)</translation>
    </message>
    <message>
        <source>record the result on board %1</source>
        <translation>record the result on board %1</translation>
    </message>
    <message>
        <source>%1 has no unfinished game on board %2: there is nothing to rule on (IV.10.3).</source>
        <translation>%1 has no unfinished game on board %2: there is nothing to rule on (IV.10.3).</translation>
    </message>
    <message>
        <source>record the withdrawal of %1</source>
        <translation>record the withdrawal of %1</translation>
    </message>
    <message>
        <source>(1) a result reported, counted once the game record comes (%1). Withdrawal…: the chosen row&apos;s player leaves without a substitute (IV.10.3); + / − the unfinished games lost, adj awaiting adjudication (amber, as a record awaited).</source>
        <translation>(1) a result reported, counted once the game record comes (%1). Withdrawal…: the chosen row&apos;s player leaves without a substitute (IV.10.3); + / − the unfinished games lost, adj awaiting adjudication (amber, as a record awaited).</translation>
    </message>
    <message>
        <source>&amp;Regulation</source>
        <translation>&amp;Regulation</translation>
    </message>
    <message>
        <source>Columns by the teams&apos; starting numbers: board points scored against each team; * the team itself. Board pts: every point won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished (— until then); +/−: board points won less lost; %: of the finished games, cut down; Fin. / Left: games finished and still to play; 1= a place shared. Each board is a tournament of its own (IV.1.3): double-click a game on its tab to record the result.</source>
        <translation>Columns by the teams&apos; starting numbers: board points scored against each team; * the team itself. Board pts: every point won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its games are finished (— until then); +/−: board points won less lost; %: of the finished games, cut down; Fin. / Left: games finished and still to play; 1= a place shared. Each board is a tournament of its own (IV.1.3): double-click a game on its tab to record the result.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TimeChart</name>
    <message>
        <source>Thinking time per control period</source>
        <translation>Thinking time per control period</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>%1, moves %2–%3: %4 of %5 days%6%7</source>
        <translation>%1, moves %2–%3: %4 of %5 days%6%7</translation>
    </message>
    <message>
        <source>, %1 of them penalty</source>
        <translation>, %1 of them penalty</translation>
    </message>
    <message>
        <source>, stopped: the claim is with the judge</source>
        <translation>, stopped: the claim is with the judge</translation>
    </message>
    <message>
        <source>, the move being thought over: its days run</source>
        <translation>, the move being thought over: its days run</translation>
    </message>
    <message>
        <source>, the move not begun: no days run until the partner&apos;s card is received</source>
        <translation>, the move not begun: no days run until the partner&apos;s card is received</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (partner)</translation>
    </message>
    <message>
        <source>days booked</source>
        <translation>days booked</translation>
    </message>
    <message>
        <source>the move in progress</source>
        <translation>the move in progress</translation>
    </message>
    <message>
        <source>penalty days</source>
        <translation>penalty days</translation>
    </message>
    <message>
        <source>over the limit</source>
        <translation>over the limit</translation>
    </message>
    <message>
        <source>the limit</source>
        <translation>the limit</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <source>«At least»: the days of some moves are not known, their cards having no dates (II.2.2 ¶6) or the day a card was received not being known (II.3.7).</source>
        <translation>«At least»: the days of some moves are not known, their cards having no dates (II.2.2 ¶6) or the day a card was received not being known (II.3.7).</translation>
    </message>
    <message>
        <source>, the move being thought over: its days count from the day the partner&apos;s card came, which is not entered (II.4.4)</source>
        <translation>, the move being thought over: its days count from the day the partner&apos;s card came, which is not entered (II.4.4)</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TimePage</name>
    <message>
        <source>%1: %2 days [%3] %4</source>
        <translation>%1: %2 days [%3] %4</translation>
    </message>
    <message>
        <source>No penalty days.</source>
        <translation>No penalty days.</translation>
    </message>
    <message>
        <source>The game is finished: no days run.</source>
        <translation>The game is finished: no days run.</translation>
    </message>
    <message>
        <source>Your move %1: the partner&apos;s card is recorded without the day you received it, from which its days count; none are counted until it is entered. Ctrl+L opens the card to enter it.</source>
        <translation>Your move %1: the partner&apos;s card is recorded without the day you received it, from which its days count; none are counted until it is entered. Ctrl+L opens the card to enter it.</translation>
    </message>
    <message>
        <source>Days of every move</source>
        <translation>Days of every move</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Days</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>From the cards</source>
        <translation>From the cards</translation>
    </message>
    <message>
        <source>Days of every move, from the day the card it answers came to the day its own card went [%1]:</source>
        <translation>Days of every move, from the day the card it answers came to the day its own card went [%1]:</translation>
    </message>
    <message>
        <source>%1 in progress</source>
        <translation>%1 in progress</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partner</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Save tournament file &amp;as…</source>
        <translation>Save tournament file &amp;as…</translation>
    </message>
    <message>
        <source>Export crosstable as &amp;HTML…</source>
        <translation>Export crosstable as &amp;HTML…</translation>
    </message>
    <message>
        <source>Export crosstable as &amp;CSV…</source>
        <translation>Export crosstable as &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>HTML pages (*.html)</source>
        <translation>HTML pages (*.html)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV tables (*.csv)</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Tournament files (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Written %1</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Agenda</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Adjudications</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Recorded.</source>
        <translation>Recorded.</translation>
    </message>
    <message>
        <source>the decision letter</source>
        <translation>the decision letter</translation>
    </message>
    <message>
        <source>the adjudication letter</source>
        <translation>the adjudication letter</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>Tournament &amp;report…</source>
        <translation>Tournament &amp;report…</translation>
    </message>
    <message>
        <source>&amp;Start notices…</source>
        <translation>&amp;Start notices…</translation>
    </message>
    <message>
        <source>&amp;Decision letter of the selected claim…</source>
        <translation>&amp;Decision letter of the selected claim…</translation>
    </message>
    <message>
        <source>Select a claim in the Claims tab first.</source>
        <translation>Select a claim in the Claims tab first.</translation>
    </message>
    <message>
        <source>Result &amp;letter of the selected adjudication…</source>
        <translation>Result &amp;letter of the selected adjudication…</translation>
    </message>
    <message>
        <source>Select a game in the Adjudications tab first.</source>
        <translation>Select a game in the Adjudications tab first.</translation>
    </message>
    <message>
        <source>Register of &amp;claims…</source>
        <translation>Register of &amp;claims…</translation>
    </message>
    <message>
        <source>Register of &amp;adjudications…</source>
        <translation>Register of &amp;adjudications…</translation>
    </message>
    <message>
        <source>Register of &amp;leave…</source>
        <translation>Register of &amp;leave…</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Read only</translation>
    </message>
    <message>
        <source>Publish to a federation&apos;s server</source>
        <translation>Publish to a federation&apos;s server</translation>
    </message>
    <message>
        <source>&amp;Open the server&apos;s copy</source>
        <translation>&amp;Open the server&apos;s copy</translation>
    </message>
    <message>
        <source>“%1” was not published: %2</source>
        <translation>“%1” was not published: %2</translation>
    </message>
    <message numerus="yes">
        <source>Publishing “%1” with %n game(s) to %2…</source>
        <translation>
            <numerusform>Publishing “%1” with %n game to %2…</numerusform>
            <numerusform>Publishing “%1” with %n games to %2…</numerusform>
        </translation>
    </message>
    <message>
        <source>Publishing cancelled: nothing of “%1” was written to the server.</source>
        <translation>Publishing cancelled: nothing of “%1” was written to the server.</translation>
    </message>
    <message>
        <source>“%1” was not published to %2: %3</source>
        <translation>“%1” was not published to %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>with its registers and %n game(s)</source>
        <translation>
            <numerusform>with its registers and %n game</numerusform>
            <numerusform>with its registers and %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with its registers and %n game(s), of which %1 the server had already</source>
        <translation>
            <numerusform>with its registers and %n game, of which %1 the server had already</numerusform>
            <numerusform>with its registers and %n games, of which %1 the server had already</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is published to %2 %3. Its players with a login there see its crosstable, and you judge it there now; the copy in this archive stays as it was.</source>
        <translation>“%1” is published to %2 %3. Its players with a login there see its crosstable, and you judge it there now; the copy in this archive stays as it was.</translation>
    </message>
    <message>
        <source>&amp;Publish to a federation&apos;s server…</source>
        <translation>&amp;Publish to a federation&apos;s server…</translation>
    </message>
    <message>
        <source>Archive file %1</source>
        <translation>Archive file %1</translation>
    </message>
    <message>
        <source>%1 — federation&apos;s server — Postmark</source>
        <translation>%1 — federation&apos;s server — Postmark</translation>
    </message>
    <message>
        <source>%1 — %2 — Postmark</source>
        <translation>%1 — %2 — Postmark</translation>
    </message>
    <message>
        <source>Nothing changed: it was so already.</source>
        <translation>Nothing changed: it was so already.</translation>
    </message>
    <message>
        <source>No letter yet</source>
        <translation>No letter yet</translation>
    </message>
    <message>
        <source>There is no letter yet: %1.</source>
        <translation>There is no letter yet: %1.</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Choose a game in the list first.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Game %1, %2</translation>
    </message>
    <message>
        <source>The archive holds no cards of game %1 (%2). A player&apos;s game file comes in with File ▸ Import games in the main window, or with a claim as its evidence (the Claims tab opens that one).</source>
        <translation>The archive holds no cards of game %1 (%2). A player&apos;s game file comes in with File ▸ Import games in the main window, or with a claim as its evidence (the Claims tab opens that one).</translation>
    </message>
    <message>
        <source>Choose a claim in the register first.</source>
        <translation>Choose a claim in the register first.</translation>
    </message>
    <message>
        <source>The claim holds no cards: load the claimant&apos;s game file in Decide or edit.</source>
        <translation>The claim holds no cards: load the claimant&apos;s game file in Decide or edit.</translation>
    </message>
    <message>
        <source>Game %1, %2: the claimant&apos;s cards</source>
        <translation>Game %1, %2: the claimant&apos;s cards</translation>
    </message>
    <message>
        <source>As the archive&apos;s game file says, counted as of %1. Read-only: the players log their cards on their own desks.</source>
        <translation>As the archive&apos;s game file says, counted as of %1. Read-only: the players log their cards on their own desks.</translation>
    </message>
    <message>
        <source>The game file enclosed with the claim, counted as of the claim&apos;s sending, %1, as its calculation is. Read-only.</source>
        <translation>The game file enclosed with the claim, counted as of the claim&apos;s sending, %1, as its calculation is. Read-only.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Regulation</translation>
    </message>
    <message>
        <source>No game awaits adjudication as of %1: nothing to register or print.</source>
        <translation>No game awaits adjudication as of %1: nothing to register or print.</translation>
    </message>
    <message>
        <source>Choose the game in the Adjudications list first.</source>
        <translation>Choose the game in the Adjudications list first.</translation>
    </message>
    <message>
        <source>&amp;Withdrawal notices of the selected player…</source>
        <translation>&amp;Withdrawal notices of the selected player…</translation>
    </message>
    <message>
        <source>Select a player in the Players tab first.</source>
        <translation>Select a player in the Players tab first.</translation>
    </message>
    <message>
        <source>the withdrawal notices</source>
        <translation>the withdrawal notices</translation>
    </message>
    <message>
        <source>Withdrawal recorded. The letters to the player and the partners: Print notices… on the Players tab.</source>
        <translation>Withdrawal recorded. The letters to the player and the partners: Print notices… on the Players tab.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WelcomePanel</name>
    <message>
        <source>This archive holds no game yet.</source>
        <translation>This archive holds no game yet.</translation>
    </message>
    <message>
        <source>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge&apos;s start list with your pairings), or look around in the demo: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal.</source>
        <translation>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge&apos;s start list with your pairings), or look around in the demo: a postal player&apos;s games in every state and a judge&apos;s Cup semifinal.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Import games…</translation>
    </message>
    <message>
        <source>Open the &amp;demo</source>
        <translation>Open the &amp;demo</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WithdrawalDialog</name>
    <message>
        <source>Withdrawal: %1</source>
        <translation>Withdrawal: %1</translation>
    </message>
    <message>
        <source>has not withdrawn</source>
        <translation>has not withdrawn</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Decision:</translation>
    </message>
    <message>
        <source>Withdrew &amp;on:</source>
        <translation>Withdrew &amp;on:</translation>
    </message>
    <message>
        <source>Withdrawal date</source>
        <translation>Withdrawal date</translation>
    </message>
    <message>
        <source>The withdrawal cannot be recorded: %1</source>
        <translation>The withdrawal cannot be recorded: %1</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Takes back the withdrawal recorded: the player&apos;s games go on.</source>
        <translation>Takes back the withdrawal recorded: the player&apos;s games go on.</translation>
    </message>
    <message>
        <source>Choose what becomes of the player&apos;s unfinished games.</source>
        <translation>Choose what becomes of the player&apos;s unfinished games.</translation>
    </message>
    <message>
        <source>Each unfinished game is lost by the player; the partners&apos; wins count once you have each game&apos;s text%1: the agenda lists the texts awaited.</source>
        <translation>Each unfinished game is lost by the player; the partners&apos; wins count once you have each game&apos;s text%1: the agenda lists the texts awaited.</translation>
    </message>
    <message>
        <source>Each unfinished game is lost by the player and won by the partner.</source>
        <translation>Each unfinished game is lost by the player and won by the partner.</translation>
    </message>
    <message>
        <source>Each unfinished game awaits your adjudication: the Adjudications tab lists them.</source>
        <translation>Each unfinished game awaits your adjudication: the Adjudications tab lists them.</translation>
    </message>
    <message>
        <source>The unfinished games are not counted, for either player; the finished ones stand.</source>
        <translation>The unfinished games are not counted, for either player; the finished ones stand.</translation>
    </message>
    <message>
        <source>None of the player&apos;s games is counted, the finished ones too.</source>
        <translation>None of the player&apos;s games is counted, the finished ones too.</translation>
    </message>
</context>
<context>
    <name>postmark::ui::WorkProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
</TS>
