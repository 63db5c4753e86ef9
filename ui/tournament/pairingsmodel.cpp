// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/pairingsmodel.h"

#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/eventgames.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/crosstablemodel.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void PairingsModel::setEvent(const tournament::Tournament& event,
    const tournament::Crosstable& crosstable,
    const tournament::JudgeRegisters& registers,
    const QList<ledger::GameFile>& gameFiles)
{
    beginResetModel();
    m_event = event;
    m_crosstable = crosstable;
    m_registers = registers;
    m_cards.clear();
    for (const tournament::TournamentGame& pairing : event.games) {
        const ledger::GameFile* file = tournament::gameFileOf(event, pairing, gameFiles);
        m_cards.append(file ? int(file->cards.size()) : -1);
    }
    endResetModel();
}

int PairingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_event.games.size());
}

int PairingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_crosstable.games.size())
        return {};
    const int g = index.row();
    const tournament::TournamentGame& game = m_event.games[g];
    const tournament::CrosstableCell& whiteCell = m_crosstable.games[g].first;
    if (role == Qt::BackgroundRole) {
        // No colour for a game in progress: an invalid colour would paint the row black.
        const QColor colour = CrosstableModel::stateColor(whiteCell.state);
        return colour.isValid() ? QVariant(colour) : QVariant();
    }
    if (role == Qt::ToolTipRole && index.column() == CardsColumn)
        return m_cards.value(g, -1) < 0 ? tr("The archive holds no cards of this game.")
                                        : tr("Cards of the game in the archive: Cards and time… opens them.");
    if (role == Qt::TextAlignmentRole && (index.column() == NumberColumn || index.column() == CardsColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NumberColumn:
        return g + 1;
    case WhiteColumn:
        return m_event.players.value(m_event.playerIndex(game.white)).name;
    case BlackColumn:
        return m_event.players.value(m_event.playerIndex(game.black)).name;
    case ResultColumn: {
        // White's and Black's, as the printed report has them: "(−)" alone read as one side's only.
        const QString mark = tournament::pairingMark(game, whiteCell);
        return mark.isEmpty() ? tournament::gameMark(whiteCell, text::interfaceLanguage()) : mark;
    }
    case CardsColumn:
        // Which games the judge can check from their cards (helper-48 found no mark of it).
        return m_cards.value(g, -1) < 0 ? u"—"_s : QString::number(m_cards.value(g));
    case StateColumn: {
        // How it ended, without the result the column before shows (it read «½, зіграно»).
        QString state = CrosstableModel::gameDescription(whiteCell, m_event, false);
        for (const tournament::JudgeClaim& claim : m_registers.claims) {
            if (claim.game == g && claim.decision == tournament::ClaimDecision::Pending)
                state = tr("suspended from %1: a forfeit claim is with the judge%2")
                            .arg(shownDate(claim.sent),
                                rules::citation(
                                    tournament::rulesOrSectionDefault(m_event), rules::Rule::Suspension));
        }
        return state;
    }
    default:
        return {};
    }
}

QVariant PairingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case WhiteColumn:
        return tr("White");
    case BlackColumn:
        return tr("Black");
    case ResultColumn:
        return tr("Result");
    case CardsColumn:
        return tr("Cards");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

} // namespace postmark::ui
