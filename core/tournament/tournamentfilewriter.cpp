// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/tournamentfilewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/tournament/tournamentfileparts.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace detail {

QJsonObject playerObject(const Player& player)
{
    QJsonObject object{{u"id"_s, player.id}, {u"name"_s, player.name}};
    if (!player.address.isEmpty())
        object.insert(u"address"_s, player.address);
    if (player.rating)
        object.insert(u"rating"_s, *player.rating);
    return object;
}

QJsonObject gameObject(const TournamentGame& game)
{
    QJsonObject object{{u"white"_s, game.white}, {u"black"_s, game.black}};
    if (game.result) {
        object.insert(u"result"_s, resultText(*game.result));
        object.insert(u"how"_s, howText(game.how));
        if (game.reportedOn)
            object.insert(u"reported_on"_s, game.reportedOn->toString(Qt::ISODate));
        if (game.recordReceived)
            object.insert(u"record_received"_s, game.recordReceived->toString(Qt::ISODate));
    }
    return object;
}

QJsonObject withdrawalObject(const Withdrawal& withdrawal)
{
    return QJsonObject{{u"player"_s, withdrawal.player},
        {u"date"_s, withdrawal.date.toString(Qt::ISODate)},
        {u"decision"_s, decisionText(withdrawal.decision)}};
}

} // namespace detail

QByteArray writeTournamentFile(const Tournament& event)
{
    QJsonObject root{{u"format"_s, u"postmark-tournament"_s},
        {u"version"_s, 1},
        {u"name"_s, event.name},
        {u"start"_s, event.start.toString(Qt::ISODate)},
        {u"end"_s, event.end.toString(Qt::ISODate)},
        {u"rules"_s, event.rules}};
    if (!event.index.isEmpty())
        root.insert(u"index"_s, event.index);
    if (!event.overrides.isEmpty())
        root.insert(u"overrides"_s, event.overrides);
    QJsonArray tiebreaks;
    for (TieBreak tieBreak : event.tiebreaks)
        tiebreaks.append(tieBreakId(tieBreak));
    root.insert(u"tiebreaks"_s, tiebreaks);
    if (event.cycles != 1)
        root.insert(u"cycles"_s, event.cycles);

    QJsonArray players;
    for (const Player& player : event.players)
        players.append(detail::playerObject(player));
    root.insert(u"players"_s, players);

    QJsonArray games;
    for (const TournamentGame& game : event.games)
        games.append(detail::gameObject(game));
    root.insert(u"games"_s, games);

    QJsonArray withdrawals;
    for (const Withdrawal& withdrawal : event.withdrawals)
        withdrawals.append(detail::withdrawalObject(withdrawal));
    root.insert(u"withdrawals"_s, withdrawals);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace postmark::tournament
