// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/documents/document.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::documents {

/// The locality of a postal address, for the letter's place line: the last part of the address that is
/// a name rather than a street, a postcode, a region or the country ("вул. Садова, 3\n79000 Львів" →
/// "Львів"). Empty when none is found.
QString localityOf(const QString& address);

/// The head of a letter as a Ukrainian federation's judge expects it: the addressee at the top right, the
/// sender with the full address under it, then the place and date. An unknown date is left to be written
/// by hand.
QList<Block> letterHead(const Block& addressee,
    const QString& senderName,
    const QString& senderAddress,
    const std::optional<QDate>& date,
    Language language);

/// The event's chief judge as the addressee. Neither the game file nor the tournament file carries the
/// judge's address, so the lines for it are left to be written by hand.
Block toTheJudge(const ledger::GameFile& game, Language language);

/// A player of the game as the addressee, with the address from the game file.
Block toPlayer(const ledger::Player& player, Language language);

/// A player's name over his address — or over lines to write it on by hand when the archive has none (a game
/// imported from PGN): a card printed with a name alone cannot be posted, and nothing said so (helper-42).
QString nameAndAddress(const ledger::Player& player);

/// The head of the chief judge's letter to both players of a game (a decision, an adjudication result):
/// White and Black under one "To", the judge as the sender with the address replies go to (an objection,
/// an appeal: left off when not known), the date.
QList<Block> judgesLetterHead(const ledger::GameFile& game,
    const QString& judge,
    const QString& judgeAddress,
    const QDate& date,
    Language language);

/// That the judge's decision may be protested to the appeals committee within `days` of its receipt, the
/// committee's decision final (II.1.6; `clause` cited as the section has it).
QString appealToCommittee(int days, const QString& clause, Language language);

/// The limit line under the time calculation, with the game section's clauses for the control and the
/// overstep (II.4.3 and II.6.1 by post, III.4.3 by e-mail), in the document's language.
QString overstepLine(const ledger::Ledger& ledger, const ledger::Overstep& overstep, Language language);

/// Whether a time calculation says what each date rests on: the claim packet's chart (part 3) says it
/// beside; the judge's decision letter, which has no chart, says it in the table.
enum class DateEvidence
{
    Omitted,
    Named,
};

/// Every move of `player` with the cards its days run between, received, sent, days, penalty and running
/// total: the time calculation of a claim (II.6.2 part 2) and of the judge's decision on it.
Block timeCalculation(const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    ledger::Color player,
    Language language,
    DateEvidence evidence = DateEvidence::Omitted);

/// The list of enclosures under a letter's body.
Block enclosures(const QStringList& items, Language language);

} // namespace postmark::documents
