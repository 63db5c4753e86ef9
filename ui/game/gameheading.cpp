// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/gameheading.h"

#include <QRegularExpression>

#include "core/desk/playeragenda.h"
#include "core/ledger/gamestatus.h"
#include "core/rules/clauses.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QStringList GameHeading::lines(const ShownGame& shown, const desk::PlayerNames& me, QDate today)
{
    const pgn::PgnGame& game = shown.pgn;
    QStringList heading;
    for (const QString& tag : {u"Event"_s, u"Round"_s, u"Site"_s, u"Date"_s}) {
        const QString value = game.tag(tag);
        if (value.isEmpty() || value == u"?" || value == u"????.??.??")
            continue;
        // PGN writes dates 2026.09.03: shown as the language writes dates. A round is a bare number there
        // ("1", "3.2"), said as a round; an archive game's is its index in the event (UKR/C29/SF2-P4).
        const QDate date = QDate::fromString(value, u"yyyy.MM.dd"_s);
        static const QRegularExpression roundNumber(u"^\\d+(\\.\\d+)*$"_s);
        heading.append(tag == u"Date" && date.isValid() ? tr("Started %1").arg(shownDate(date))
                : tag == u"Round" && roundNumber.match(value).hasMatch() ? tr("Round %1").arg(value)
                                                                         : value);
    }
    // A claim with the judge stops the game (II.6.6): not said to go on while the list says suspended.
    const bool suspended =
        shown.postal && ledger::gameStatus(shown.postal->ledger) == ledger::GameStatus::Suspended;
    // As the tables and the games list write a score (1–0, ½–½), not PGN's 1-0 and 1/2-1/2 (helper-54 read
    // «1-0» here beside the list's «1–0»).
    QString result = game.result;
    result.replace(u"1/2-1/2"_s, u"½–½"_s).replace(u"1-0"_s, u"1–0"_s).replace(u"0-1"_s, u"0–1"_s);
    heading.append(game.result != u"*" ? tr("Result: %1").arg(result)
            : suspended                ? tr("Suspended: a forfeit claim is with the judge%1")
                              .arg(rules::citation(shown.postal->ledger.rules, rules::Rule::Suspension))
                        : tr("The game goes on"));
    // A leave under way or to come, and whose: its days are not counted for that player (II.7.4) and the
    // partner's 16-day windows grow by them, which the desk's dates already say; the leave itself was said
    // nowhere in the window (helper-49 read its dates from an export).
    if (shown.postal) {
        const std::optional<ledger::Color> mine = desk::colourOf(shown.postal->game, me);
        const QString clause = rules::citation(shown.postal->ledger.rules, rules::Rule::LeaveNotCounted);
        for (const ledger::Leave& leave : shown.postal->game.leaves) {
            if (leave.to < today)
                continue; // over: its days are in the Time tab's rows
            const QString whose = !mine
                ? (leave.player == ledger::Color::White ? tr("White's leave") : tr("Black's leave"))
                : *mine == leave.player ? tr("My leave")
                                        : tr("The partner's leave");
            QString line = tr("%1: %2 to %3").arg(whose, shownDate(leave.from), shownDate(leave.to));
            if (leave.noticeSent)
                line += tr(", notice sent %1").arg(shownDate(*leave.noticeSent));
            // A notice sent after the leave began counts it from its own sending (II.7.6): the days before
            // are thinking days, and the line says so rather than the leave as announced alone.
            if (leave.noticeSent && *leave.noticeSent > leave.from)
                line += tr(", counted from %1%2")
                            .arg(shownDate(*leave.noticeSent),
                                rules::citation(shown.postal->ledger.rules, rules::Rule::LeaveNoticeLate));
            heading.append(line + clause);
        }
    }
    return heading;
}

} // namespace postmark::ui
