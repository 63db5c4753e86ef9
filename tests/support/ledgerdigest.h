// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A digest of everything a ledger tells a judge — every figure and every explanation in English — so that a
// change made for speed can be checked against the ledgers computed before it, game by game, word by word.
// Computed outside the timed runs.

#include <QCryptographicHash>
#include <QString>

#include "core/ledger/ledger.h"
#include "core/ledger/ledgerexplain.h"
#include "tests/support/messagewords.h"

namespace postmark::testing {

class LedgerDigest
{
public:
    void add(const ledger::GameFile& game, const ledger::Ledger& computed)
    {
        using testing::english;
        for (int player : {0, 1}) {
            number(computed.totals[std::size_t(player)]);
            text(english(ledger::explainStart(game, computed, static_cast<ledger::Color>(player))));
        }
        for (std::size_t i = 0; i < computed.cardDates.size(); ++i) {
            const ledger::Card& card = game.cards[qsizetype(i)];
            text(english(ledger::explainSent(card, computed.cardDates[i])));
            text(english(ledger::explainReceived(card, computed.cardDates[i])));
            for (const ledger::Explanation& warning : ledger::explainCardWarnings(game, computed, int(i)))
                explanation(warning);
        }
        for (const ledger::TimeBooking& booking : computed.bookings) {
            number(booking.days);
            explanation(ledger::explainBooking(game, computed, booking));
        }
        for (const ledger::PenaltyEntry& penalty : computed.penalties) {
            number(penalty.days);
            explanation(ledger::explainPenalty(game, computed, penalty));
        }
        const QStringList moveTexts = ledger::rowMoveTexts(game, computed);
        for (std::size_t r = 0; r < computed.rows.size(); ++r) {
            const ledger::MoveRow& row = computed.rows[r];
            number(int(row.player) * 1000 + row.number);
            text(moveTexts[qsizetype(r)]);
            number(row.card);
            number(row.days * 4 + int(row.insideVariant) * 2 + int(row.open));
            number(row.penalty);
            number(row.total);
        }
        if (computed.overstep)
            explanation(ledger::explainOverstep(computed, *computed.overstep));
        if (computed.running)
            explanation(ledger::explainRunning(game, computed, *computed.running));
        for (const ledger::Deadline& deadline : computed.deadlines) {
            number(deadline.due ? int(deadline.due->toJulianDay()) : -1);
            explanation(ledger::explainDeadline(game, computed, deadline));
        }
        for (const ledger::Explanation& warning : computed.warnings)
            explanation(warning);
        number(int(computed.toMove) + int(computed.finished) * 2 + int(computed.suspended) * 4);
        text(computed.position.toFen());
    }

    /// The first 16 hex digits of the SHA-256 of everything added.
    QString hex() const { return QString::fromLatin1(m_hash.result().toHex().left(16)); }

private:
    void explanation(const ledger::Explanation& each)
    {
        text(each.clause);
        text(english(each));
    }
    void text(const QString& words)
    {
        m_hash.addData(words.toUtf8());
        m_hash.addData(QByteArrayView("\n"));
    }
    void number(int value) { text(QString::number(value)); }

    QCryptographicHash m_hash{QCryptographicHash::Sha256};
};

} // namespace postmark::testing
