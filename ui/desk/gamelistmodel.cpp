// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamelistmodel.h"

#include <algorithm>
#include <cstdlib>

#include <QColor>
#include <QFont>
#include <QLocale>

#include "ui/desk/agendatable.h"
#include "ui/desk/personname.h"
#include "ui/text/agendawords.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// "XXIX першість України (пошта), півфінал 2 (UKR/C29/SF2-P2)", as the game's heading names it.
QString eventWithIndex(const desk::GameRow& row)
{
    return row.eventIndex.isEmpty() ? row.event : u"%1 (%2)"_s.arg(row.event, row.eventIndex);
}

} // namespace

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void GameListModel::setRows(const QList<desk::GameRow>& rows)
{
    beginResetModel();
    m_rows = rows;
    m_shortPartners.clear();
    m_shortPartners.reserve(rows.size());
    for (const desk::GameRow& each : rows)
        m_shortPartners.append(shortPersonName(each.partner));
    endResetModel();
}

bool GameListModel::setRow(const desk::GameRow& row)
{
    const int at = rowOf(row.game);
    if (at < 0)
        return false;
    m_rows[at] = row;
    m_shortPartners[at] = shortPersonName(row.partner);
    Q_EMIT dataChanged(index(at, 0), index(at, ColumnCount - 1));
    return true;
}

int GameListModel::rowOf(qint64 id) const
{
    for (int row = 0; row < static_cast<int>(m_rows.size()); ++row) {
        if (m_rows[row].game == id)
            return row;
    }
    return -1;
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GameListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GameListModel::statusLabel(ledger::GameStatus status, bool myMove)
{
    using ledger::GameStatus;
    switch (status) {
    case GameStatus::ToMove:
        return myMove ? tr("my move") : tr("partner's move");
    case GameStatus::WaitingForPost:
        return tr("card in the post");
    case GameStatus::TimeTrouble:
        // Its clause in the tooltip: with it, the most urgent of the states was the one cut off on a laptop.
        return tr("my move, time trouble: registered");
    case GameStatus::Overstep:
        return tr("time overstepped");
    case GameStatus::Suspended:
        return tr("suspended: claim with the judge");
    case GameStatus::Finished:
        return tr("finished");
    case GameStatus::Refused:
        return tr("cannot be computed");
    }
    return {};
}

QString GameListModel::statusText(const desk::GameRow& row)
{
    using ledger::GameStatus;
    // A step of mine overdue is what the player must do before anything the move's state says: «card in
    // the post» hid a repeat four days late (the demo's Ткаченко game). An overstep, a claim with the judge
    // and a finished game say their own.
    const bool inPlay = row.status == GameStatus::ToMove || row.status == GameStatus::TimeTrouble
        || row.status == GameStatus::WaitingForPost;
    if (const desk::GameRow::Overdue* late = desk::myOverdueStep(row); late && inPlay)
        return tr("overdue: %1").arg(agendaLabel(late->what));
    // A query of an impossible or illegible move is due within days of its receipt (II.3.12): the
    // partner's replacement is «in the post» only once it is asked for (helper-30: the Руденко row).
    if (inPlay && row.colour && row.nextWho == row.colour
        && row.nextWhat == desk::AgendaKind(ledger::DeadlineKind::QueryMove))
        return tr("my step: %1").arg(agendaLabel(*row.nextWhat));
    return rowLabel(row);
}

QString GameListModel::rowLabel(const desk::GameRow& row)
{
    // The partner's card has come on a day not entered (a game imported without dates): «in the post» it
    // would be waited for, not answered.
    if (row.receiptNotEntered)
        return tr("my move: no day of receipt");
    // Whose overstep: the partner's is a claim to make, mine a loss to expect (helper-49 read «time
    // overstepped» on a row where the partner had 62 days).
    if (row.status == ledger::GameStatus::Overstep && row.overstepBy && row.colour)
        return *row.overstepBy == *row.colour ? tr("I overstepped the time")
                                              : tr("partner overstepped the time");
    // Whose card is in the post, and how a finished game ended (helper-51: «card in the post» on three rows
    // said neither, «finished» no result).
    if (row.status == ledger::GameStatus::WaitingForPost && row.colour)
        return row.myMove ? tr("partner's card in the post") : tr("my card in the post");
    if (row.status == ledger::GameStatus::Finished && !row.score.isEmpty())
        return tr("finished: %1").arg(QString(row.score).replace(u"1/2"_s, u"½"_s).replace(u'-', u'–'));
    return statusLabel(row.status, row.myMove);
}

QString GameListModel::statusToolTip(const desk::GameRow& row)
{
    // The status whole, which a narrow column may cut ("my move, time trouble: registered").
    QString said = row.status == ledger::GameStatus::TimeTrouble
        ? tr("My move, in time trouble: the reply goes by registered mail (II.4.12)")
        : row.receiptNotEntered
        ? tr("My move: the partner's card is recorded without the day you received it, from which your "
             "reply's days count (II.4.4). Ctrl+L opens the card to enter it.")
        : rowLabel(row);
    if (statusText(row) == rowLabel(row))
        return said;
    const desk::GameRow::Overdue* late = desk::myOverdueStep(row);
    const QString clause = late ? late->clause : row.nextClause;
    // The step alone: «card in the post» above a repeat twenty days late read oddly (helper-30).
    return (late ? tr("Your step is overdue since %2: %1").arg(agendaLabel(late->what), shownDate(late->due))
                 : tr("Your step: %1 by %2").arg(agendaLabel(*row.nextWhat), shownDate(*row.nextDue)))
        + (clause.isEmpty() ? QString() : u" [%1]"_s.arg(clause));
}

QString GameListModel::openDaysText()
{
    return tr("The days of some moves are not known — their cards have no dates, or the day a card was "
              "received is not entered (II.2.2 ¶6, II.3.7) — so the days counted are at least the figure.");
}

QString GameListModel::totalText(int total, bool open)
{
    return open ? u"≥ %1"_s.arg(total) : QString::number(total);
}

QString GameListModel::daysLeftFigure(const desk::GameRow& row)
{
    if (!row.daysLeft)
        return {};
    const bool open =
        row.toMove == row.colour.value_or(ledger::Color::White) ? row.myTotalOpen : row.partnerTotalOpen;
    const QString figure = open ? u"≤ %1"_s.arg(*row.daysLeft) : QString::number(*row.daysLeft);
    // The partner's days named his in the cell itself: the grey and the slant alone did not tell helper-52
    // and helper-76 whose days they were.
    return row.colour && row.toMove != *row.colour ? tr("partner's %1").arg(figure) : figure;
}

QString GameListModel::agendaLabel(const desk::AgendaKind& kind)
{
    return text::agendaText(kind, text::interfaceLanguage());
}

QString GameListModel::daysLeftText(const desk::GameRow& row)
{
    if (!row.daysLeft)
        return {};
    const int left = *row.daysLeft;
    const bool mine = row.colour && row.toMove == *row.colour;
    // The side to move's total counts its running days: the limit is what it has used and what is left.
    // Without a side of mine, "my" total is White's (desk::gameRow).
    const int counted =
        row.toMove == row.colour.value_or(ledger::Color::White) ? row.myTotal : row.partnerTotal;
    const QString limit = QString::number(counted + left);
    const QString side = row.toMove == ledger::Color::White ? tr("White") : tr("Black");
    QString said;
    if (left >= 0) {
        said = mine ? tr("You have %1 of this control period's %2 days left (%3 counted so far).")
            : row.colour
            ? tr("Your partner has %1 of this control period's %2 days left (%3 counted so far).")
            : tr("%4 to move: %1 of this control period's %2 days left (%3 counted so far).");
    } else {
        said = mine ? tr("You are over this control period's limit of %2 days by %1 (%3 counted): a time "
                         "overstep.")
            : row.colour
            ? tr("Your partner is over this control period's limit of %2 days by %1 (%3 counted): a time "
                 "overstep.")
            : tr("%4 to move: over this control period's limit of %2 days by %1 (%3 counted): a time "
                 "overstep.");
    }
    said = row.colour ? said.arg(QString::number(std::abs(left)), limit, QString::number(counted))
                      : said.arg(QString::number(std::abs(left)), limit, QString::number(counted), side);
    if (row.status == ledger::GameStatus::Suspended)
        said += u' ' + tr("The days are counted up to the claim sent to the judge.");
    if (row.toMove == row.colour.value_or(ledger::Color::White) ? row.myTotalOpen : row.partnerTotalOpen)
        said += u' ' + openDaysText() + u' ' + tr("At most as many days are left.");
    // The limit's clause (the control period's, or the overstep's below zero), once the game is computed.
    if (!row.daysLeftClause.isEmpty())
        said = u"[%1] %2"_s.arg(row.daysLeftClause, said);
    return said + u' ' + tr("Each day with its clause: the Time tab.");
}

qint64 GameListModel::deadlineKey(const desk::GameRow& row)
{
    // Overdue first, then by date; games with nothing due last. A number: sorting thousands of games by it
    // stays cheap.
    return qint64(static_cast<int>(row.urgency)) * 10'000'000
        + (row.nextDue ? row.nextDue->toJulianDay() % 10'000'000 : 9'999'999);
}

bool GameListModel::lessThan(int left, int right, int column) const
{
    const desk::GameRow& a = m_rows[left];
    const desk::GameRow& b = m_rows[right];
    switch (column) {
    case MoveColumn:
        return a.moveNumber < b.moveNumber;
    case MyTimeColumn:
        return a.myTotal < b.myTotal;
    case PartnerTimeColumn:
        return a.partnerTotal < b.partnerTotal;
    case DaysLeftColumn:
        return a.daysLeft.value_or(1000) < b.daysLeft.value_or(1000);
    case NextDeadlineColumn:
        return deadlineKey(a) < deadlineKey(b);
    case PartnerColumn:
        return m_shortPartners[left] < m_shortPartners[right];
    case EventColumn:
        return a.event < b.event;
    default: // the text shown, as SortRole gives it
        return data(index(left, column), Qt::DisplayRole).toString()
            < data(index(right, column), Qt::DisplayRole).toString();
    }
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const desk::GameRow& row = m_rows[index.row()];
    switch (role) {
    case GameIdRole:
        return row.game;
    case UrgencyRole:
        return static_cast<int>(row.urgency);
    case Qt::ToolTipRole:
        if (index.column() == PartnerColumn || index.column() == EventColumn)
            return QString(row.partner + u'\n' + eventWithIndex(row));
        if (index.column() == DaysLeftColumn && row.problem.isEmpty() && row.daysLeft)
            return daysLeftText(row);
        if ((index.column() == MyTimeColumn && row.myTotalOpen)
            || (index.column() == PartnerTimeColumn && row.partnerTotalOpen))
            return QString(openDaysText() + u' ' + tr("Each move's days: the Time tab."));
        // The status whole, which a narrow column may cut ("my move, time trouble: registered").
        if (index.column() == StatusColumn && row.problem.isEmpty())
            return statusToolTip(row);
        if (!row.problem.isEmpty())
            return text::sentence(text::messageText(row.problem));
        if (row.nextDue) {
            // Overdue said as overdue, and whose step it is (helper-26 read «Далі: повторити хід
            // до 24.11.2026» on a red row on 5 December, not knowing whose repeat it was).
            QString said = row.urgency == desk::AgendaBand::Overdue
                ? tr("Overdue since %2: %1")
                      .arg(row.nextWhat ? agendaLabel(*row.nextWhat) : QString(), shownDate(*row.nextDue))
                : tr("Next: %1 by %2")
                      .arg(row.nextWhat ? agendaLabel(*row.nextWhat) : QString(), shownDate(*row.nextDue));
            if (row.nextWho && row.colour)
                said +=
                    u" — "_s + (*row.nextWho == *row.colour ? tr("your step") : tr("your partner's step"));
            if (!row.nextClause.isEmpty())
                said += u" [%1]"_s.arg(row.nextClause);
            // The other steps overdue too: the earliest may be the partner's while one of mine is late as
            // well (helper-27: the red row named only the partner's repeat).
            for (qsizetype more = 1; more < row.overdue.size() && row.colour; ++more) {
                const desk::GameRow::Overdue& late = row.overdue[more];
                said += u'\n'
                    + tr("Overdue since %2 as well: %1").arg(agendaLabel(late.what), shownDate(late.due))
                    + u" — "_s + (late.who == *row.colour ? tr("your step") : tr("your partner's step"))
                    + (late.clause.isEmpty() ? QString() : u" [%1]"_s.arg(late.clause));
            }
            return said;
        }
        return {};
    case Qt::ForegroundRole:
    case Qt::FontRole:
        // The partner's days left, on his move, in the grey of the partner's steps and slanted: helper-52
        // read Ткаченко's 31 as his own days on a row red with his own overdue step.
        if (index.column() == DaysLeftColumn && row.daysLeft && row.colour && row.toMove != *row.colour) {
            if (role == Qt::ForegroundRole)
                return AgendaTable::PartnersStep;
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= MoveColumn && index.column() <= DaysLeftColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    case SortRole:
        switch (index.column()) {
        case MoveColumn:
            return row.moveNumber;
        case MyTimeColumn:
            return row.myTotal;
        case PartnerTimeColumn:
            return row.partnerTotal;
        case DaysLeftColumn:
            return row.daysLeft.value_or(1000);
        case NextDeadlineColumn:
            return deadlineKey(row);
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        switch (index.column()) {
        case PartnerColumn:
            return m_shortPartners[index.row()]; // the full name is the tooltip
        case EventColumn:
            // With its index: the filter reads every column, and a player types «UKR/C29» or «PLT» as the
            // heading beside the board shows it (helper-65 found nothing that way).
            return eventWithIndex(row);
        case ColourColumn:
            return !row.colour ? QString() : *row.colour == ledger::Color::White ? tr("White") : tr("Black");
        case MoveColumn:
            return row.moveNumber;
        case MyTimeColumn:
            return totalText(row.myTotal, row.myTotalOpen);
        case PartnerTimeColumn:
            return totalText(row.partnerTotal, row.partnerTotalOpen);
        case DaysLeftColumn:
            return daysLeftFigure(row);
        case NextDeadlineColumn:
            // The date only: what is due, with its clause, is in the tooltip and in the agenda, so that
            // every column fits a 1366-pixel screen.
            return row.nextDue ? shownDate(*row.nextDue) : QString();
        case StatusColumn:
            return statusText(row);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == DaysLeftColumn)
        return tr("The days left in the control period of the side to move: yours on your move, your "
                  "partner's on theirs; below zero, the days over the limit.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PartnerColumn:
        return tr("Partner");
    case EventColumn:
        return tr("Event");
    case ColourColumn:
        return tr("Colour");
    case MoveColumn:
        return tr("Move");
    case MyTimeColumn:
        return tr("My days");
    case PartnerTimeColumn:
        return tr("Partner's days");
    case DaysLeftColumn:
        return tr("Days left");
    case NextDeadlineColumn:
        return tr("Next deadline");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace postmark::ui
