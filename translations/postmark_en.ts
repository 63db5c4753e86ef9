<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
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
        <source>The tournament's rules cannot be read: %1.</source>
        <translation>The tournament's rules cannot be read: %1.</translation>
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
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
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
    <name>postmark::ui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Chess board</translation>
    </message>
</context>
<context>
    <name>postmark::ui::CrosstableModel</name>
    <message>
        <source>played out</source>
        <translation>played out</translation>
    </message>
    <message>
        <source>time forfeit (II.6)</source>
        <translation>time forfeit (II.6)</translation>
    </message>
    <message>
        <source>adjudicated (II.9)</source>
        <translation>adjudicated (II.9)</translation>
    </message>
    <message>
        <source>withdrawal (II.8.1)</source>
        <translation>withdrawal (II.8.1)</translation>
    </message>
    <message>
        <source>no move for two months (II.5.2)</source>
        <translation>no move for two months (II.5.2)</translation>
    </message>
    <message>
        <source>no game record (II.9.3)</source>
        <translation>no game record (II.9.3)</translation>
    </message>
    <message>
        <source>excl.</source>
        <translation>excl.</translation>
    </message>
    <message>
        <source>%1: both scored a loss, %2</source>
        <translation>%1: both scored a loss, %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: in progress</source>
        <translation>%1: in progress</translation>
    </message>
    <message>
        <source>%1: awaiting adjudication after a withdrawal (II.8.1)</source>
        <translation>%1: awaiting adjudication after a withdrawal (II.8.1)</translation>
    </message>
    <message>
        <source>%1: not counted after a withdrawal (II.8.1)</source>
        <translation>%1: not counted after a withdrawal (II.8.1)</translation>
    </message>
    <message>
        <source>%1: no game in the tournament file</source>
        <translation>%1: no game in the tournament file</translation>
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
</context>
<context>
    <name>postmark::ui::MainWindow</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
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
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
    <message>
        <source>Refused at ply %1: %2</source>
        <translation>Refused at ply %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n game</numerusform><numerusform>%n games</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n refused for an illegal move</source>
        <translation><numerusform>%n refused for an illegal move</numerusform><numerusform>%n refused for an illegal move</numerusform></translation>
    </message>
    <message>
        <source>White %1 days, Black %2 days</source>
        <translation>White %1 days, Black %2 days</translation>
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
        <source>Move &amp;postcard…</source>
        <translation>Move &amp;postcard…</translation>
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
        <source>documents are printed for games of the archive</source>
        <translation>documents are printed for games of the archive</translation>
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
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
    <message>
        <source>withdrew: unfinished games lost (II.8.1)</source>
        <translation>withdrew: unfinished games lost (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: unfinished games adjudicated (II.8.1)</source>
        <translation>withdrew: unfinished games adjudicated (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: unfinished games not counted (II.8.1)</source>
        <translation>withdrew: unfinished games not counted (II.8.1)</translation>
    </message>
    <message>
        <source>withdrew: no game counted</source>
        <translation>withdrew: no game counted</translation>
    </message>
    <message>
        <source>%1 — Postmark</source>
        <translation>%1 — Postmark</translation>
    </message>
    <message>
        <source>1 win, ½ draw, 0 loss; + / − scored by a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted. Green: finished; amber: awaiting adjudication; grey: not counted; white: in progress.</source>
        <translation>1 win, ½ draw, 0 loss; + / − scored by a withdrawal (II.8.1); 0 on both sides: no game record from either (II.9.3); adj awaiting adjudication; n/c not counted. Green: finished; amber: awaiting adjudication; grey: not counted; white: in progress.</translation>
    </message>
    <message>
        <source>Ranked by points; equal points share the rank.</source>
        <translation>Ranked by points; equal points share the rank.</translation>
    </message>
    <message>
        <source>Ranked by points, then %1; players equal on all share the rank.</source>
        <translation>Ranked by points, then %1; players equal on all share the rank.</translation>
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
        <source>Print tournament &amp;report…</source>
        <translation>Print tournament &amp;report…</translation>
    </message>
    <message>
        <source>Print &amp;start notices…</source>
        <translation>Print &amp;start notices…</translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Agenda</translation>
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
    <message>
        <source>Every deadline of the event as of %1, earliest first; overdue ones in red.</source>
        <translation>Every deadline of the event as of %1, earliest first; overdue ones in red.</translation>
    </message>
    <message>
        <source>with the reply</source>
        <translation>with the reply</translation>
    </message>
</context>
</TS>