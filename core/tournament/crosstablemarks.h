// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/language.h"
#include "core/tournament/crosstable.h"

namespace postmark::tournament {

/// Points and tie-break values exactly (halves, quarters), without trailing zeros: "2.5", "41.25", "6".
QString scoreText(double value);

/// Points as `language` writes them: "2,5" in Ukrainian, "2.5" in English — the windows, the printed
/// documents, the command line's text and the HTML page; the CSV and the JSON keep the point for the
/// programs reading them.
QString scoreText(double value, Language language);

/// A difference with its sign, as the "+/−" column prints it: "+1", "−1,5" (a minus sign), "0".
QString signedScoreText(double value, Language language);

/// A tie-break's value as `scoreText` writes it in `language`; "—" where it has none.
QString tieBreakText(const Standing& standing, TieBreak tieBreak, Language language);

/// A tie-break's value as `scoreText` writes it; "—" where it has none (head-to-head for a player whose tie,
/// if any, was broken before it).
QString tieBreakText(const Standing& standing, TieBreak tieBreak);

/// A game's result as the crosstable's marks write it, White's first: "1–0", "0–1", "½–½", "0–0" (both lost,
/// II.9.3), "-C" (cancelled, V.8.1) — not the PGN's "1/2-1/2" beside the table's "½".
QString resultMark(GameResult result);

/// A game's result as a list of the event's games writes it, White's then Black's: "1–0", "½–½"; one
/// scored by a withdrawal, or recorded as lost by one (unplayed), "+/−", "−/+", "−/−"; awaiting the game's
/// text (II.8.2) in brackets, "(+/−)"; empty where nothing is scored yet.
QString pairingMark(const TournamentGame& game, const CrosstableCell& whiteCell);

/// "3" or "3=" for a shared rank; "—" for a player excluded with all games; empty while no game is scored.
QString rankText(const Standing& standing);

/// The mark of one game, as published tables write it: 1, ½, 0; "+"/"−" scored by a withdrawal "loss"
/// decision (unplayed); "0" for each side of a 0-0 (II.9.3); empty in progress; "*" on the diagonal; the
/// marks that are abbreviations (awaiting adjudication, not counted, cancelled) in `language`.
QString gameMark(const CrosstableCell& cell, Language language);

/// The marks of a meeting's games, side by side as ICCF prints a double round robin ("½ 0"); a game in
/// progress beside a finished one shows as "·".
QString cellText(const Meeting& meeting, Language language);

} // namespace postmark::tournament
