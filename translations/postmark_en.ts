<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
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
    <message>
        <source>Whose archive this is needs a name, as the cards write it.</source>
        <translation>Whose archive this is needs a name, as the cards write it.</translation>
    </message>
</context>
<context>
    <name>JudgeLabels</name>
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
        <source>played</source>
        <translation>played</translation>
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
        <source>two months without a move (II.5.2)</source>
        <translation>two months without a move (II.5.2)</translation>
    </message>
    <message>
        <source>no game record (II.9.3)</source>
        <translation>no game record (II.9.3)</translation>
    </message>
    <message>
        <source>pending: game suspended (II.6.6)</source>
        <translation>pending: game suspended (II.6.6)</translation>
    </message>
    <message>
        <source>upheld (II.6.5)</source>
        <translation>upheld (II.6.5)</translation>
    </message>
    <message>
        <source>rejected: play goes on (II.6.7)</source>
        <translation>rejected: play goes on (II.6.7)</translation>
    </message>
    <message>
        <source>awaiting the packets (II.9.5)</source>
        <translation>awaiting the packets (II.9.5)</translation>
    </message>
    <message>
        <source>equal assessments: ended without adjudication (II.9.6)</source>
        <translation>equal assessments: ended without adjudication (II.9.6)</translation>
    </message>
    <message>
        <source>awaiting the adjudicator (II.9.7)</source>
        <translation>awaiting the adjudicator (II.9.7)</translation>
    </message>
    <message>
        <source>adjudicated; appeal possible (II.9.10)</source>
        <translation>adjudicated; appeal possible (II.9.10)</translation>
    </message>
    <message>
        <source>appealed: second adjudication (II.9.11)</source>
        <translation>appealed: second adjudication (II.9.11)</translation>
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
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Postmark</source>
        <translation>Postmark</translation>
    </message>
    <message>
        <source>There is no archive at %1 yet.

Fill it with the demo to look around: a postal player's games in every state and a judge's Cup semifinal? Choose No to start with an empty archive.</source>
        <translation>There is no archive at %1 yet.

Fill it with the demo to look around: a postal player's games in every state and a judge's Cup semifinal? Choose No to start with an empty archive.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language: uk or en (default: the settings', else the system's).</source>
        <translation>Interface language: uk or en (default: the settings', else the system's).</translation>
    </message>
    <message>
        <source>The archive to open (default: %1).</source>
        <translation>The archive to open (default: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
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
        <source>Packets (II.9.5) and the players' assessments (II.9.6)</source>
        <translation>Packets (II.9.5) and the players' assessments (II.9.6)</translation>
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
        <source>%1's &amp;packet:</source>
        <translation>%1's &amp;packet:</translation>
    </message>
    <message>
        <source>%1 &amp;assesses:</source>
        <translation>%1 &amp;assesses:</translation>
    </message>
    <message>
        <source>%1's pa&amp;cket:</source>
        <translation>%1's pa&amp;cket:</translation>
    </message>
    <message>
        <source>Adjudication (II.9.7, II.9.9)</source>
        <translation>Adjudication (II.9.7, II.9.9)</translation>
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
        <source>Appeal (II.9.10) and second adjudication (II.9.11)</source>
        <translation>Appeal (II.9.10) and second adjudication (II.9.11)</translation>
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
        <source>no date</source>
        <translation>no date</translation>
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
        <source>partner's</source>
        <translation>partner's</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
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
        <source>Claim &amp;sent (II.6.6):</source>
        <translation>Claim &amp;sent (II.6.6):</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>Partner received the &amp;notice (II.6.4):</source>
        <translation>Partner received the &amp;notice (II.6.4):</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>sent</translation>
    </message>
    <message>
        <source>&amp;Objection (II.6.4):</source>
        <translation>&amp;Objection (II.6.4):</translation>
    </message>
    <message>
        <source>Sealed &amp;move (II.6.2):</source>
        <translation>Sealed &amp;move (II.6.2):</translation>
    </message>
    <message>
        <source>Load the claimant's game &amp;file…</source>
        <translation>Load the claimant's game &amp;file…</translation>
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
        <source>pending: the game is suspended (II.6.6)</source>
        <translation>pending: the game is suspended (II.6.6)</translation>
    </message>
    <message>
        <source>upheld: the partner loses on time (II.6.5)</source>
        <translation>upheld: the partner loses on time (II.6.5)</translation>
    </message>
    <message>
        <source>rejected: the sealed move goes on, play continues (II.6.7)</source>
        <translation>rejected: the sealed move goes on, play continues (II.6.7)</translation>
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
        <source>&amp;Penalty to the claimant (II.6.8):</source>
        <translation>&amp;Penalty to the claimant (II.6.8):</translation>
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
        <source>What the claimant's cards show, recomputed:</source>
        <translation>What the claimant's cards show, recomputed:</translation>
    </message>
    <message>
        <source>The claimant's game file</source>
        <translation>The claimant's game file</translation>
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
        <source>none yet: load the claimant's game file</source>
        <translation>none yet: load the claimant's game file</translation>
    </message>
    <message numerus="yes">
        <source>the game's cards in the archive (%n card(s))</source>
        <translation><numerusform>the game's cards in the archive (%n card)</numerusform><numerusform>the game's cards in the archive (%n cards)</numerusform></translation>
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
        <translation><numerusform>%1 (%n card)</numerusform><numerusform>%1 (%n cards)</numerusform></translation>
    </message>
    <message>
        <source>No evidence yet: the claim is checked on the claimant's game file.</source>
        <translation>No evidence yet: the claim is checked on the claimant's game file.</translation>
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
        <source>Evidence: load the claimant's game file; the claim is checked on its cards (II.6.2).</source>
        <translation>Evidence: load the claimant's game file; the claim is checked on its cards (II.6.2).</translation>
    </message>
    <message>
        <source>The claim cannot be registered: %1</source>
        <translation>The claim cannot be registered: %1</translation>
    </message>
    <message>
        <source>Claimant re&amp;ceived the decision (II.1.6):</source>
        <translation>Claimant re&amp;ceived the decision (II.1.6):</translation>
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
        <source>The appeals committee's decision is final: record it as the claim's decision.</source>
        <translation>The appeals committee's decision is final: record it as the claim's decision.</translation>
    </message>
    <message>
        <source>Committee's r&amp;uling:</source>
        <translation>Committee's r&amp;uling:</translation>
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
    <name>postmark::ui::DocumentRenderer</name>
    <message>
        <source>"%1", page %2: "%3" does not fit on the paper even in the smallest legible type; shorten it and print again</source>
        <translation>"%1", page %2: "%3" does not fit on the paper even in the smallest legible type; shorten it and print again</translation>
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
    <name>postmark::ui::GameListModel</name>
    <message>
        <source>my move</source>
        <translation>my move</translation>
    </message>
    <message>
        <source>partner's move</source>
        <translation>partner's move</translation>
    </message>
    <message>
        <source>card in the post</source>
        <translation>card in the post</translation>
    </message>
    <message>
        <source>my move, time trouble: registered (II.4.12)</source>
        <translation>my move, time trouble: registered (II.4.12)</translation>
    </message>
    <message>
        <source>time overstepped (II.6.1)</source>
        <translation>time overstepped (II.6.1)</translation>
    </message>
    <message>
        <source>suspended: claim with the judge (II.6.6)</source>
        <translation>suspended: claim with the judge (II.6.6)</translation>
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
        <source>repeat the move (II.5.1)</source>
        <translation>repeat the move (II.5.1)</translation>
    </message>
    <message>
        <source>tell the judge (II.5.1)</source>
        <translation>tell the judge (II.5.1)</translation>
    </message>
    <message>
        <source>first-move inquiry (II.5.1)</source>
        <translation>first-move inquiry (II.5.1)</translation>
    </message>
    <message>
        <source>two months without a move (II.5.2)</source>
        <translation>two months without a move (II.5.2)</translation>
    </message>
    <message>
        <source>query the move (II.3.12)</source>
        <translation>query the move (II.3.12)</translation>
    </message>
    <message>
        <source>forfeit claim (II.6.3)</source>
        <translation>forfeit claim (II.6.3)</translation>
    </message>
    <message>
        <source>adjudication packet (II.9.5)</source>
        <translation>adjudication packet (II.9.5)</translation>
    </message>
    <message>
        <source>objection to a claim (II.6.4)</source>
        <translation>objection to a claim (II.6.4)</translation>
    </message>
    <message>
        <source>leave (II.7)</source>
        <translation>leave (II.7)</translation>
    </message>
    <message>
        <source>the game cannot be computed</source>
        <translation>the game cannot be computed</translation>
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
        <source>Partner's days</source>
        <translation>Partner's days</translation>
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
        <source>two months without a move (II.5.2)</source>
        <translation>two months without a move (II.5.2)</translation>
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
        <source>The partner's claim &amp;sent:</source>
        <translation>The partner's claim &amp;sent:</translation>
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
        <source>my next move, sent to the judge only (II.6.2)</source>
        <translation>my next move, sent to the judge only (II.6.2)</translation>
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
        <source>Partner's &amp;move:</source>
        <translation>Partner's &amp;move:</translation>
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
        <source>the partner's proposed continuation, if any</source>
        <translation>the partner's proposed continuation, if any</translation>
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
        <source>partner's</source>
        <translation>partner's</translation>
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
        <source>No move: a card without a move is an impossible move (II.3.11).</source>
        <translation>No move: a card without a move is an impossible move (II.3.11).</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
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
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Deadlines of the game</source>
        <translation>Deadlines of the game</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Deadlines</translation>
    </message>
    <message>
        <source>%1: %2 days [%3] %4</source>
        <translation>%1: %2 days [%3] %4</translation>
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
        <source>No penalty days.</source>
        <translation>No penalty days.</translation>
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
        <source>Record the &amp;end of the game…</source>
        <translation>Record the &amp;end of the game…</translation>
    </message>
    <message>
        <source>&amp;Claim the partner's overstep…</source>
        <translation>&amp;Claim the partner's overstep…</translation>
    </message>
    <message>
        <source>A claim &amp;against me…</source>
        <translation>A claim &amp;against me…</translation>
    </message>
    <message>
        <source>Announce a &amp;leave…</source>
        <translation>Announce a &amp;leave…</translation>
    </message>
    <message numerus="yes">
        <source>Recorded in %n game(s).</source>
        <translation><numerusform>Recorded in %n game.</numerusform><numerusform>Recorded in %n games.</numerusform></translation>
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
        <translation><numerusform>%n game imported.</numerusform><numerusform>%n games imported.</numerusform></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Address changed in %n game(s).</source>
        <translation><numerusform>Address changed in %n game.</numerusform><numerusform>Address changed in %n games.</numerusform></translation>
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
        <source>a partner's address</source>
        <translation>a partner's address</translation>
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
        <source>Card %1 recorded as sent.</source>
        <translation>Card %1 recorded as sent.</translation>
    </message>
    <message>
        <source>Preview the proposed variant</source>
        <translation>Preview the proposed variant</translation>
    </message>
    <message>
        <source>Show the proposed variant on the board: %1</source>
        <translation>Show the proposed variant on the board: %1</translation>
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
        <translation><numerusform>%1 stored with %n game paired.</numerusform><numerusform>%1 stored with %n games paired.</numerusform></translation>
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
        <source>None of the %n game(s) in this archive is played by «%1», the name File ▸ Settings gives as the owner's: check its spelling there.</source>
        <translation><numerusform>None of the %n game in this archive is played by «%1», the name File ▸ Settings gives as the owner's: check its spelling there.</numerusform><numerusform>None of the %n games in this archive is played by «%1», the name File ▸ Settings gives as the owner's: check its spelling there.</numerusform></translation>
    </message>
</context>
<context>
    <name>postmark::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>known</source>
        <translation>known</translation>
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
        <source>&amp;Partner:</source>
        <translation>&amp;Partner:</translation>
    </message>
    <message>
        <source>Partner's &amp;address:</source>
        <translation>Partner's &amp;address:</translation>
    </message>
    <message>
        <source>I play &amp;with:</source>
        <translation>I play &amp;with:</translation>
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
        <source>Give the starting numbers by lot: the Berger tables then fix each game's colours.</source>
        <translation>Give the starting numbers by lot: the Berger tables then fix each game's colours.</translation>
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
        <translation><numerusform>%n player: %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</numerusform><numerusform>%n players: %1 games, all starting at once; colours from the Berger tables, each player White in %2 of their %3 games.</numerusform></translation>
    </message>
    <message>
        <source>The event's regulation overrides the rule set: enter only what it changes, as a whole number, or off to switch an optional rule off.</source>
        <translation>The event's regulation overrides the rule set: enter only what it changes, as a whole number, or off to switch an optional rule off.</translation>
    </message>
    <message>
        <source>Regulation</source>
        <translation>Regulation</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Rule set</translation>
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
        <source>off</source>
        <translation>off</translation>
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
        <source>Full postal &amp;address (II.1.2):</source>
        <translation>Full postal &amp;address (II.1.2):</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>Rating: '%1' is not a number.</source>
        <translation>Rating: '%1' is not a number.</translation>
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
        <translation><numerusform>Print preview: %1 (%n sheet)</numerusform><numerusform>Print preview: %1 (%n sheets)</numerusform></translation>
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
        <source>Plies of the partner's variant I &amp;accept:</source>
        <translation>Plies of the partner's variant I &amp;accept:</translation>
    </message>
    <message>
        <source>optional: the partner's ply, mine, …</source>
        <translation>optional: the partner's ply, mine, …</translation>
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
        <source>&lt;b&gt;Time trouble:&lt;/b&gt; %1 (II.4.12).</source>
        <translation>&lt;b&gt;Time trouble:&lt;/b&gt; %1 (II.4.12).</translation>
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
        <source>My total %1 days, the partner's %2.</source>
        <translation>My total %1 days, the partner's %2.</translation>
    </message>
    <message>
        <source>Make the move on the board</source>
        <translation>Make the move on the board</translation>
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
        <source>0-0 (no game record from either, II.9.3)</source>
        <translation>0-0 (no game record from either, II.9.3)</translation>
    </message>
    <message>
        <source>A result counts once the game record is received (II.9.1).</source>
        <translation>A result counts once the game record is received (II.9.1).</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Result:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;How:</translation>
    </message>
</context>
<context>
    <name>postmark::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>The system's</source>
        <translation>The system's</translation>
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
        <source>I am a chief &amp;judge: my events open in the judge's window</source>
        <translation>I am a chief &amp;judge: my events open in the judge's window</translation>
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
        <source>, running</source>
        <translation>, running</translation>
    </message>
</context>
<context>
    <name>postmark::ui::TournamentWindow</name>
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
        <source>Record &amp;withdrawal…</source>
        <translation>Record &amp;withdrawal…</translation>
    </message>
    <message>
        <source>Record &amp;result…</source>
        <translation>Record &amp;result…</translation>
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
        <source>The selected claim's time calculation</source>
        <translation>The selected claim's time calculation</translation>
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
        <source>the chief judge's name, for the letters</source>
        <translation>the chief judge's name, for the letters</translation>
    </message>
    <message>
        <source>Chief judge:</source>
        <translation>Chief judge:</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>White's packet</source>
        <translation>White's packet</translation>
    </message>
    <message>
        <source>Black's packet</source>
        <translation>Black's packet</translation>
    </message>
    <message>
        <source>&amp;Register packet or result…</source>
        <translation>&amp;Register packet or result…</translation>
    </message>
    <message>
        <source>&amp;Print result letter…</source>
        <translation>&amp;Print result letter…</translation>
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
    <message>
        <source>Claims are kept in the archive with the claimant's game file as the evidence; Postmark recomputes the time from its cards (II.6.1–II.6.3).</source>
        <translation>Claims are kept in the archive with the claimant's game file as the evidence; Postmark recomputes the time from its cards (II.6.1–II.6.3).</translation>
    </message>
    <message>
        <source>suspended from %1: a forfeit claim is with the judge (II.6.6)</source>
        <translation>suspended from %1: a forfeit claim is with the judge (II.6.6)</translation>
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
        <source>No claim registered. A claim is entered with the claimant's game file as the evidence (II.6.2).</source>
        <translation>No claim registered. A claim is entered with the claimant's game file as the evidence (II.6.2).</translation>
    </message>
    <message>
        <source>No game files: the leave register is built from the leaves announced in the games' cards.</source>
        <translation>No game files: the leave register is built from the leaves announced in the games' cards.</translation>
    </message>
    <message numerus="yes">
        <source>Every player's leave across the %n game file(s) the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</source>
        <translation><numerusform>Every player's leave across the %n game file the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform><numerusform>Every player's leave across the %n game files the judge has; a day on leave in two games counts once, and at most %1 days a calendar year (II.7.1). A late notice counts from its sending (II.7.6).</numerusform></translation>
    </message>
    <message>
        <source>%1 — over the cap</source>
        <translation>%1 — over the cap</translation>
    </message>
    <message>
        <source>The change to %1 cannot be made: %2</source>
        <translation>The change to %1 cannot be made: %2</translation>
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
        <source>record the result</source>
        <translation>record the result</translation>
    </message>
    <message>
        <source>record the withdrawal</source>
        <translation>record the withdrawal</translation>
    </message>
    <message>
        <source>record the claim</source>
        <translation>record the claim</translation>
    </message>
    <message>
        <source>record the adjudication</source>
        <translation>record the adjudication</translation>
    </message>
    <message>
        <source>Appeal by (II.1.6)</source>
        <translation>Appeal by (II.1.6)</translation>
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
        <source>Change &amp;address or rating…</source>
        <translation>Change &amp;address or rating…</translation>
    </message>
    <message>
        <source>change the player's address</source>
        <translation>change the player's address</translation>
    </message>
    <message>
        <source>the appeals committee ruled %1</source>
        <translation>the appeals committee ruled %1</translation>
    </message>
    <message>
        <source>appealed %1: with the appeals committee</source>
        <translation>appealed %1: with the appeals committee</translation>
    </message>
    <message>
        <source>no date yet</source>
        <translation>no date yet</translation>
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
        <source>Games unfinished at the end, or left to adjudication by a withdrawal (II.8.1). Packets are due %1 days after the end (II.9.5); equal assessments end the game without adjudication (II.9.6); a player whose packet came may appeal within %2 days of receiving the result (II.9.8, II.9.10) to a second adjudicator, whose result is final (II.9.11).</source>
        <translation>Games unfinished at the end, or left to adjudication by a withdrawal (II.8.1). Packets are due %1 days after the end (II.9.5); equal assessments end the game without adjudication (II.9.6); a player whose packet came may appeal within %2 days of receiving the result (II.9.8, II.9.10) to a second adjudicator, whose result is final (II.9.11).</translation>
    </message>
    <message>
        <source>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</source>
        <translation>Opened from a tournament file: claims and adjudications stay only while this window is open. Keep them with File ▸ Import a tournament file into the archive, in the main window.</translation>
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
</context>
<context>
    <name>postmark::ui::WelcomePanel</name>
    <message>
        <source>This archive holds no game yet.</source>
        <translation>This archive holds no game yet.</translation>
    </message>
    <message>
        <source>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge's start list with your pairings), or look around in the demo: a postal player's games in every state and a judge's Cup semifinal.</source>
        <translation>Start a game whose first card you are writing, import the games you play (game files, PGN, or the judge's start list with your pairings), or look around in the demo: a postal player's games in every state and a judge's Cup semifinal.</translation>
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
</context>
</TS>