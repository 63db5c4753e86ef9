// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/crosstablemarks.h"

#include <cmath>

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

using State = CrosstableCell::State;

} // namespace

QString tieBreakText(const Standing& standing, TieBreak tieBreak)
{
    return standing.placed && standing.tiebreaks.contains(tieBreak)
        ? scoreText(standing.tiebreaks.value(tieBreak))
        : u"—"_s;
}

QString tieBreakText(const Standing& standing, TieBreak tieBreak, Language language)
{
    return standing.placed && standing.tiebreaks.contains(tieBreak)
        ? scoreText(standing.tiebreaks.value(tieBreak), language)
        : u"—"_s;
}

QString scoreText(double value, Language language)
{
    const QString text = scoreText(value);
    return language == Language::Ukrainian ? QString(text).replace(u'.', u',') : text;
}

QString signedScoreText(double value, Language language)
{
    const QString magnitude = scoreText(std::abs(value), language);
    return value > 0 ? u"+"_s + magnitude : value < 0 ? QChar(0x2212) + magnitude : magnitude;
}

QString resultMark(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWon:
        return u"1–0"_s;
    case GameResult::BlackWon:
        return u"0–1"_s;
    case GameResult::Draw:
        return u"½–½"_s;
    case GameResult::BothLost:
        return u"0–0"_s;
    case GameResult::Cancelled:
        return u"-C"_s;
    }
    return {};
}

QString pairingMark(const TournamentGame& game, const CrosstableCell& whiteCell)
{
    const bool unplayed = whiteCell.byWithdrawal || (game.result && game.how == ResultHow::WithdrawalLoss);
    if (game.result && !unplayed)
        return resultMark(*game.result);
    if (whiteCell.state != State::Scored && whiteCell.state != State::AwaitingRecord)
        return {};
    const CrosstableCell& white = whiteCell;
    const QString mark = white.bothLost ? u"−/−"_s : white.points == 1 ? u"+/−"_s : u"−/+"_s;
    return white.state == State::AwaitingRecord ? u"("_s + mark + u")"_s : mark;
}

QString rankText(const Standing& standing)
{
    if (!standing.rank)
        return u"—"_s;
    if (!standing.placed)
        return QString();
    return QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : QString());
}

QString scoreText(double value)
{
    // Points are halves and Sonneborn–Berger quarters: two decimals are exact.
    return QString::number(value, 'f', 2).remove(QRegularExpression(u"\\.?0+$"_s));
}

QString gameMark(const CrosstableCell& cell, Language language)
{
    switch (cell.state) {
    case State::Self:
        return u"*"_s;
    case State::NotPaired:
    case State::InProgress:
        return {};
    case State::AwaitingAdjudication:
        return language == Language::Ukrainian ? u"пр"_s : u"adj"_s;
    case State::NotCounted:
        return language == Language::Ukrainian ? u"н/в"_s : u"n/c"_s;
    case State::AwaitingRecord: {
        // The reported result in brackets: not counted until the game record comes (II.9.1).
        CrosstableCell reported = cell;
        reported.state = State::Scored;
        return u"("_s + gameMark(reported, language) + u")"_s;
    }
    case State::Cancelled:
        return language == Language::Ukrainian ? u"ан"_s : u"-C"_s;
    case State::Scored:
        // Unplayed: scored by a withdrawal decision, or entered as a loss by withdrawal (II.8.1); a game
        // between two players who both withdrew is "−" on both sides, not II.9.3's 0 for no record.
        if (cell.byWithdrawal || cell.how == ResultHow::WithdrawalLoss)
            return cell.points == 1 ? u"+"_s : cell.points == 0 ? u"−"_s : u"½"_s;
        return cell.points == 0.5 ? u"½"_s : scoreText(cell.points);
    }
    return {};
}

QString cellText(const Meeting& meeting, Language language)
{
    QStringList marks;
    bool anyMark = false;
    for (const CrosstableCell& cell : meeting) {
        marks.append(gameMark(cell, language));
        anyMark = anyMark || !marks.last().isEmpty();
    }
    if (!anyMark)
        return {};
    for (QString& mark : marks) {
        if (mark.isEmpty())
            mark = u"·"_s;
    }
    return marks.join(u' ');
}

} // namespace postmark::tournament
