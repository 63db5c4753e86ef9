// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/documents/document.h"
#include "core/documents/engineassessment.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"
#include "core/rules/ruleset.h"
#include "core/support/result.h"

namespace postmark::documents {

/// The move card for card `card` of the game (II.3.7): message side and address side.
Result<Document> moveCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language);

/// The registered repeat of card `card` (II.5.1), marked as a repeat, with the original's date.
Result<Document> repeatCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language);

/// The query about the partner's card `card`, whose move was impossible or illegible (II.3.12).
Result<Document> queryCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language);

/// The leave notice for leave `leave` (II.7.2): a page for the partner and the judge's copy.
Result<Document> leaveNotice(const ledger::GameFile& game, int leave, Language language);

/// The notices of one leave announced in several games, one document to print at once (II.7.2): each game's
/// last leave. Error DocumentNotApplicable when no game has a leave.
Result<Document> leaveNotices(const QList<ledger::GameFile>& games, Language language);

/// The forfeit-claim packet (II.6.2), all six parts, for the overstep the ledger finds. The claim's notice
/// receipt and sealed move come from the game file's `claim`.
Result<Document> claimPacket(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language);

/// The objection to a forfeit claim, by the player the claim is against (II.6.4).
Result<Document> objection(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language);

/// The game record for the judge (II.9.2).
Result<Document> gameRecord(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language);

/// The adjudication packet of an unfinished game at the tournament's end (II.9.5).
/// From `sender` (by default the player to move); with the engine's assessment of the final position when
/// one is given, on the assessment's page under its own heading.
Result<Document> adjudicationPacket(const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    Language language,
    std::optional<ledger::Color> sender = std::nullopt,
    const std::optional<EngineAssessment>& engine = std::nullopt);

/// The address label of card `card`'s envelope, with the registered mark when it goes registered.
Result<Document> envelope(const ledger::GameFile& game, int card, Language language);

/// The judge's decision on a claim or a game, to both players (II.6.7, II.6.8).
struct DecisionText
{
    QString judge;
    QString judgeAddress; ///< where an appeal or an objection is sent; left off when not known
    QDate date;
    QString outcome; ///< what was decided: the claim upheld, the claim rejected, …
    QString reason;
    int appealDays = rules::RuleSet{}.appealDays; ///< the game's rule set's (II.1.6)
    QString appealClause = QStringLiteral("II.1.6"); ///< the event's section's: III.1.10 by e-mail
    /// the appeals committee ruled on this day: the decision is final and the letter offers no appeal
    std::optional<QDate> committeeRuledOn;
    /// What the decision is about, under the game (a claim's date), and what it rests on, after the reason
    /// (the time calculation): for the players to check it against their cards.
    QList<Block> about;
    QList<Block> evidence;
};
Result<Document> decisionLetter(
    const ledger::GameFile& game, const DecisionText& decision, Language language);

} // namespace postmark::documents
