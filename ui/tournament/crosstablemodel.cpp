// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/crosstablemodel.h"

#include <QColor>
#include <QSet>

#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

using tournament::CrosstableCell;
using State = CrosstableCell::State;

CrosstableModel::CrosstableModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void CrosstableModel::setTournament(const tournament::Tournament& event)
{
    beginResetModel();
    m_event = event;
    m_table = tournament::computeCrosstable(event);
    endResetModel();
}

int CrosstableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.standings.size());
}

int CrosstableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return firstOpponentColumn() + static_cast<int>(m_event.players.size()) + 1
        + static_cast<int>(m_table.order.size());
}

QVariant CrosstableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::Standing& standing = m_table.standings[index.row()];
    const int column = index.column();
    const int players = static_cast<int>(m_event.players.size());
    const int opponent = column - firstOpponentColumn();
    const bool isCell = opponent >= 0 && opponent < players;
    const int pointsColumn = firstOpponentColumn() + players;

    if (role == Qt::DisplayRole) {
        if (column == 0)
            return standing.rank ? tournament::rankText(standing) : tr("excl.");
        if (column == 1)
            return standing.player + 1;
        if (column == 2)
            return m_event.players[standing.player].name;
        if (isCell)
            // A double round robin's two marks stay on one line however narrow the column ("½ ½").
            return tournament::cellText(m_table.cells[standing.player][opponent], text::interfaceLanguage())
                .replace(u' ', QChar(0x00A0));
        if (column == pointsColumn)
            return tournament::scoreText(standing.points, text::interfaceLanguage());
        const auto tieBreak = m_table.order.value(column - pointsColumn - 1);
        return tournament::tieBreakText(standing, tieBreak, text::interfaceLanguage());
    }
    if (role == Qt::TextAlignmentRole)
        return column == 2 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignCenter);
    if (role == Qt::BackgroundRole && isCell) {
        const QColor color = stateColor(tournament::meetingState(m_table.cells[standing.player][opponent]));
        return color.isValid() ? QVariant(color) : QVariant();
    }
    if (role == Qt::ForegroundRole && isCell && opponent == standing.player)
        return QColor(Qt::white);
    if (role == Qt::ToolTipRole && isCell && opponent != standing.player)
        return cellToolTip(standing.player, opponent);
    return {};
}

QColor CrosstableModel::stateColor(State state)
{
    switch (state) {
    case State::Self:
        return QColor(0x60, 0x60, 0x60);
    case State::Scored:
        return QColor(0xE3, 0xF1, 0xDF);
    case State::AwaitingAdjudication:
    case State::AwaitingRecord:
        return QColor(0xFF, 0xE8, 0xB0);
    case State::NotCounted:
    case State::Cancelled:
        return QColor(0xDD, 0xDD, 0xDD);
    case State::InProgress:
    case State::NotPaired:
        break;
    }
    return {};
}

QString CrosstableModel::gameDescription(
    const CrosstableCell& cell, const tournament::Tournament& event, bool withMark)
{
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const QString withdrawal = rules::clause(rules, rules::Rule::Withdrawal);
    switch (cell.state) {
    case State::Scored:
        if (cell.bothLost)
            return tr("both scored a loss, %1").arg(howLabel(*cell.how, rules));
        if (!withMark)
            return howLabel(*cell.how, rules);
        return tr("%1, %2").arg(
            tournament::gameMark(cell, text::interfaceLanguage()), howLabel(*cell.how, rules));
    case State::InProgress:
        return tr("in progress");
    case State::AwaitingAdjudication:
        return tr("awaiting adjudication after a withdrawal (%1)").arg(withdrawal);
    case State::NotCounted:
        return tr("not counted after a withdrawal (%1)").arg(withdrawal);
    case State::Cancelled:
        return tr("cancelled: counts for nobody (V.8.1)");
    case State::AwaitingRecord:
        if (tournament::awaitsWithdrawnGameText(cell, event)) {
            const QString awaiting =
                tr("withdrawal (%1); it counts once the judge has the game's text%2")
                    .arg(withdrawal, rules::citation(rules, rules::Rule::WithdrawalTexts));
            return withMark ? tournament::gameMark(cell, text::interfaceLanguage()) + u", "_s + awaiting
                            : awaiting;
        }
        return tr("%1 reported; it counts once the game record comes%2")
            .arg(tournament::gameMark(cell, text::interfaceLanguage()),
                rules::citation(rules, rules::Rule::ResultRecorded));
    case State::NotPaired:
        return tr("no game in the tournament file");
    case State::Self:
        break;
    }
    return {};
}

QString CrosstableModel::cellToolTip(int player, int opponent) const
{
    const tournament::Meeting& meeting = m_table.cells[player][opponent];
    // One game: its number as the Games tab has it, White – Black as a pairing is written, then the game as
    // the row's player counts it ("A – B" with the row's player first read as White – Black, helper-31).
    if (meeting.size() == 1) {
        for (int g = 0; g < static_cast<int>(m_event.games.size()); ++g) {
            const tournament::TournamentGame& game = m_event.games[g];
            const QSet<QString> sides{game.white, game.black};
            if (sides == QSet<QString>{m_event.players[player].id, m_event.players[opponent].id})
                return tr("Game %1, %2 – %3. %4: %5")
                    .arg(QString::number(g + 1),
                        m_event.playerName(game.white),
                        m_event.playerName(game.black),
                        m_event.players[player].name,
                        gameDescription(meeting.first(), m_event));
        }
    }
    const QString pair = m_event.players[player].name + u" – "_s + m_event.players[opponent].name;
    if (meeting.size() == 1)
        return tr("%1: %2").arg(pair, gameDescription(meeting.first(), m_event));
    // A double round robin: each game with its number and the colour the row's player has in it, in the
    // event's order (the pair "A – B" before them read as White – Black, as in one game's).
    QStringList games;
    QStringList numbers;
    for (int g = 0; g < static_cast<int>(m_event.games.size()); ++g) {
        const tournament::TournamentGame& game = m_event.games[g];
        const bool white =
            game.white == m_event.players[player].id && game.black == m_event.players[opponent].id;
        const bool black =
            game.black == m_event.players[player].id && game.white == m_event.players[opponent].id;
        if (!white && !black)
            continue;
        numbers.append(QString::number(g + 1));
        games.append(
            (white ? tr("with White: %1") : tr("with Black: %1"))
                .arg(gameDescription(white ? m_table.games[g].first : m_table.games[g].second, m_event)));
    }
    if (numbers.isEmpty())
        return tr("%1: %2").arg(pair, gameDescription(meeting.first(), m_event));
    return tr("Games %1. %2: %3")
        .arg(numbers.join(u", "_s), m_event.players[player].name, games.join(u"; "_s));
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int players = static_cast<int>(m_event.players.size());
    const int pointsColumn = firstOpponentColumn() + players;
    if (section == 0)
        return tr("Rank");
    if (section == 1)
        return tr("No.");
    if (section == 2)
        return tr("Player");
    if (section < pointsColumn)
        return section - firstOpponentColumn() + 1;
    if (section == pointsColumn)
        return tr("Points");
    switch (m_table.order.value(section - pointsColumn - 1)) {
    case tournament::TieBreak::Wins:
        return tr("Wins");
    case tournament::TieBreak::SonnebornBerger:
        return tr("SB");
    case tournament::TieBreak::HeadToHead:
        return tr("Head-to-head");
    case tournament::TieBreak::Koya:
        return tr("Koya");
    }
    return {};
}

} // namespace postmark::ui
