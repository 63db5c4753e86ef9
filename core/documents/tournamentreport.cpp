// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's tournament report: the event and its time control, the standings with their tie-breaks
// named, the withdrawals, the claims and adjudications of the registers counted, and every game's state.
#include "core/documents/documents.h"
#include "core/documents/letterparts.h"
#include "core/documents/tournamentdocuments.h"
#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "core/tournament/crosstablemarks.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;
using tournament::CrosstableCell;

QString howName(tournament::ResultHow how, const rules::RuleSet& rules, Language language)
{
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    switch (how) {
    case tournament::ResultHow::Played:
    case tournament::ResultHow::Mate:
    case tournament::ResultHow::Resignation:
    case tournament::ResultHow::DrawAgreed:
    case tournament::ResultHow::DrawClaimed:
        return say(language, u"зіграно", u"played");
    case tournament::ResultHow::TimeForfeit:
        return say(language, u"прострочення часу", u"time forfeit") + cite(rules::Rule::OverstepLoss);
    case tournament::ResultHow::Adjudicated:
        return say(language, u"присуджено", u"adjudicated") + cite(rules::Rule::Adjudicator);
    case tournament::ResultHow::WithdrawalLoss:
        return say(language, u"вибуття", u"withdrawal") + cite(rules::Rule::Withdrawal);
    case tournament::ResultHow::InactivityLoss:
        // Two months by post, 40 days by e-mail and on a server (II.5.2, III.5.3, V.3.2).
        if (rules.inactivityDays)
            return say(language, u"%1 дн. без ходу", u"%1 days without a move").arg(*rules.inactivityDays)
                + cite(rules::Rule::Inactivity);
        return say(language, u"%1 міс. без ходу", u"%1 months without a move")
                   .arg(rules.inactivityMonths.value_or(2))
            + cite(rules::Rule::Inactivity);
    case tournament::ResultHow::NoRecord:
        return say(language, u"немає запису партії", u"no game record") + cite(rules::Rule::NoRecord);
    }
    return {};
}

/// The state of a game as the report states it, after the withdrawal decisions.
QString gameState(const CrosstableCell& whiteCell,
    const tournament::Tournament& event,
    const rules::RuleSet& rules,
    Language language)
{
    const QString withdrawal = rules::citation(rules, rules::Rule::Withdrawal);
    switch (whiteCell.state) {
    case CrosstableCell::State::Scored:
        return howName(*whiteCell.how, rules, language);
    case CrosstableCell::State::InProgress:
    case CrosstableCell::State::NotPaired:
        return say(language, u"триває", u"in progress");
    case CrosstableCell::State::AwaitingAdjudication:
        return say(language, u"чекає присудження", u"awaiting adjudication") + withdrawal;
    case CrosstableCell::State::NotCounted:
        return say(language, u"не враховується", u"not counted") + withdrawal;
    case CrosstableCell::State::Cancelled:
        return say(language, u"анульовано (V.8.1)", u"cancelled (V.8.1)");
    case CrosstableCell::State::AwaitingRecord:
        if (tournament::awaitsWithdrawnGameText(whiteCell, event))
            return say(language, u"чекає тексту партії", u"awaiting the game's text")
                + rules::citation(rules, rules::Rule::WithdrawalTexts);
        return say(language, u"чекає запису партії", u"awaiting the game record")
            + rules::citation(rules, rules::Rule::ResultRecorded);
    case CrosstableCell::State::Self:
        break;
    }
    return {};
}

/// A crosstable cell as the document's language marks it.
QString cellWords(const tournament::Meeting& meeting, Language language)
{
    return tournament::cellText(meeting, language);
}

/// Points with the document's decimal separator: 5,5 in Ukrainian, 5.5 in English.
QString pointsWords(double points, Language language)
{
    return tournament::scoreText(points, language);
}

/// What a tie-break column's heading stands for, for the legend under the table.
QString tieBreakMeaning(tournament::TieBreak tieBreak, Language language)
{
    switch (tieBreak) {
    case tournament::TieBreak::Wins:
        return say(language, u"кількість перемог", u"the number of wins");
    case tournament::TieBreak::SonnebornBerger:
        return say(language, u"коефіцієнт Зоннеборна–Бергера", u"Sonneborn–Berger");
    case tournament::TieBreak::HeadToHead:
        // Its «—» said as the window's and the terminal's legends say it (helper-69 found a column of «—»
        // on paper, unexplained).
        return say(language,
            u"особисті зустрічі гравців, рівних за всіма попередніми показниками; — не знадобилися, рівність "
            u"розв'язано раніше",
            u"the games between those still tied; — not needed, the tie broken before");
    case tournament::TieBreak::Koya:
        return say(language, u"очки проти гравців з 50 % і більше", u"points against those on 50 % or more");
    }
    return {};
}

/// How the event ranks players level on points: each tie-break's heading with what it stands for, in the
/// regulation's order.
QString tieBreaksWords(const QList<tournament::TieBreak>& order, Language language)
{
    if (order.isEmpty())
        return say(language, u"додаткових показників немає", u"no tie-breaks");
    QStringList words;
    for (tournament::TieBreak tieBreak : order)
        words.append(tieBreakName(tieBreak, language) + u" ("_s + tieBreakMeaning(tieBreak, language) + u')');
    return words.join(u", "_s);
}

/// The judge's registers in a line: how many claims, decided how, and how many adjudications; the
/// registers themselves are printed apart (Print ▸ Register of claims, of adjudications).
QString registersWords(const tournament::JudgeRegisters& registers, Language language)
{
    int upheld = 0;
    int rejected = 0;
    int pending = 0;
    for (const tournament::JudgeClaim& claim : registers.claims) {
        upheld += claim.decision == tournament::ClaimDecision::Upheld ? 1 : 0;
        rejected += claim.decision == tournament::ClaimDecision::Rejected ? 1 : 0;
        pending += claim.decision == tournament::ClaimDecision::Pending ? 1 : 0;
    }
    return say(language,
        u"Заяв про прострочення часу: %1 (задоволено — %2, відхилено — %3, на розгляді — %4); присуджень: "
        u"%5. Кожну названо з її партією, датами й рішенням у реєстрі заяв і реєстрі присуджень.",
        u"Forfeit claims: %1 (upheld %2, rejected %3, pending %4); adjudications: %5. The register of claims "
        u"and the register of adjudications name each with its game, dates and decision.")
        .arg(registers.claims.size())
        .arg(upheld)
        .arg(rejected)
        .arg(pending)
        .arg(registers.adjudications.size());
}

} // namespace

QString timeControlWords(const rules::RuleSet& rules, Language language)
{
    QString words =
        say(language, u"%1 ходів за %2 днів, час накопичується", u"%1 moves in %2 days, cumulative")
            .arg(rules.movesPerControl)
            .arg(rules.daysPerControl);
    if (rules.doubleAfterDays)
        words += say(language,
            u"; понад %1 дн. на один хід кожен день рахується подвійно",
            u"; past %1 days on one move each day counts double")
                     .arg(*rules.doubleAfterDays);
    return words + rules::citation(rules, rules::Rule::Control);
}

QString teamRankingWords(const QList<tournament::TeamCriterion>& ranking, Language language)
{
    QStringList words;
    for (tournament::TeamCriterion criterion : ranking) {
        switch (criterion) {
        case tournament::TeamCriterion::BoardPoints:
            words.append(say(language, u"очки на дошках", u"board points"));
            break;
        case tournament::TeamCriterion::MatchPoints:
            words.append(say(language, u"командні очки за матчі", u"match points"));
            break;
        case tournament::TeamCriterion::HeadToHead:
            words.append(say(language,
                u"очки на дошках у матчах команд, рівних за попередніми показниками",
                u"the board points between the teams still tied"));
            break;
        }
    }
    return words.join(u", "_s);
}

Document tournamentReport(const tournament::Tournament& event,
    const QDate& asOf,
    Language language,
    const tournament::JudgeRegisters& registers,
    const QString& judge,
    const QString& judgeAddress)
{
    const tournament::Crosstable table = tournament::computeCrosstable(event);
    // The clauses of the event's section: an e-mail event's report cites III, a team's IV.
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    Page page;
    page.blocks.append({Kind::Title, {}, say(language, u"Звіт про турнір", u"Tournament report"), {}});
    page.blocks.append(eventFields(event, language));
    page.blocks.append(
        {Kind::Field, say(language, u"Станом на", u"As of"), documentDate(asOf, language), {}});
    page.blocks.append({Kind::Field,
        say(language, u"Контроль часу", u"Time control"),
        timeControlWords(rules, language),
        {}});

    page.blocks.append({Kind::Heading, {}, say(language, u"Положення учасників", u"Standings"), {}});
    // The crosstable itself: each result against each opponent by starting number, then the totals.
    QStringList header{
        say(language, u"Місце", u"Rank"), say(language, u"№", u"No."), say(language, u"Учасник", u"Player")};
    for (int opponent = 1; opponent <= static_cast<int>(event.players.size()); ++opponent)
        header.append(QString::number(opponent));
    header.append({say(language, u"Очки", u"Points"), say(language, u"Партій", u"Games")});
    for (tournament::TieBreak tieBreak : table.order)
        header.append(tieBreakName(tieBreak, language));
    QList<QStringList> standings{header};
    for (const tournament::Standing& standing : table.standings) {
        QStringList row{standing.rank ? tournament::rankText(standing) : say(language, u"виключ.", u"excl."),
            QString::number(standing.player + 1),
            event.players[standing.player].name};
        for (const tournament::Meeting& meeting : table.cells[standing.player])
            row.append(cellWords(meeting, language));
        row.append({pointsWords(standing.points, language), QString::number(standing.gamesScored)});
        for (tournament::TieBreak tieBreak : table.order)
            row.append(standing.placed && standing.tiebreaks.contains(tieBreak)
                    ? pointsWords(standing.tiebreaks.value(tieBreak), language)
                    : u"—"_s);
        standings.append(row);
    }
    page.blocks.append({Kind::Table, {}, {}, standings});
    page.blocks.append({Kind::Paragraph,
        {},
        say(language,
            u"1 — перемога, ½ — нічия, 0 — поразка; +/− — зараховано через вибуття%1; пр — чекає "
            u"присудження; н/в — не враховується; %3(1) — повідомлено, ще без запису партії"
            u"%2; %4порожньо — партія триває; * — гравець сам "
            u"із собою; у подвійному круговому дві партії пари — поруч. Місця за очками, далі в порядку "
            u"положення: %5; рівні за всім ділять місце (=); «Партій» — скільки партій гравця зараховано.",
            u"1 win, ½ draw, 0 loss; +/− scored by a withdrawal%1; adj awaiting adjudication; n/c not "
            u"counted; %3(1) reported, the record not yet in%2; %4blank in progress; * the "
            u"player's own cell; in a double round robin "
            u"both "
            u"games of a pair side by side. Ranked by points, then in the regulation's order: %5; players "
            u"equal "
            u"on all share the rank (=); “Games”: how many of the player's games count.")
            .arg(cite(rules::Rule::Withdrawal),
                cite(rules::Rule::ResultRecorded),
                // A game is cancelled only on a server (V.8.1): the mark explained where there can be one.
                tournament::mayHaveCancelledGames(event)
                    ? say(language, u"ан — анульовано (V.8.1); ", u"-C cancelled (V.8.1); ")
                    : QString(),
                // A team board's or a server's loss by withdrawal counts at once: said where it waits.
                tournament::withdrawalLossAwaitsTexts(event) ? say(language,
                    u"(+) — через вибуття, зараховується, щойно суддя одержить текст партії%1; ",
                    u"(+) by a withdrawal, counted once the judge has the game's text%1; ")
                                                                   .arg(cite(rules::Rule::WithdrawalTexts))
                                                             : QString(),
                tieBreaksWords(table.order, language)),
        {}});

    if (!event.withdrawals.isEmpty()) {
        page.blocks.append({Kind::Heading,
            {},
            say(language, u"Вибуття", u"Withdrawals") + cite(rules::Rule::Withdrawal),
            {}});
        QList<QStringList> rows{{say(language, u"Учасник", u"Player"),
            say(language, u"Дата", u"Date"),
            say(language, u"Рішення", u"Decision")}};
        for (const tournament::Withdrawal& withdrawal : event.withdrawals)
            rows.append({event.players[event.playerIndex(withdrawal.player)].name,
                documentDate(withdrawal.date, language),
                withdrawalDecisionName(withdrawal.decision, language)});
        page.blocks.append({Kind::Table, {}, {}, rows});
    }

    page.blocks.append({Kind::Heading, {}, say(language, u"Стан партій", u"The games"), {}});
    QList<QStringList> games{{say(language, u"№", u"No."),
        say(language, u"Білі", u"White"),
        say(language, u"Чорні", u"Black"),
        say(language, u"Результат", u"Result"),
        say(language, u"Стан", u"State")}};
    int finished = 0;
    for (int g = 0; g < static_cast<int>(event.games.size()); ++g) {
        const tournament::TournamentGame& game = event.games[g];
        const int white = event.playerIndex(game.white);
        const int black = event.playerIndex(game.black);
        const CrosstableCell& whiteCell = table.games[g].first;
        // With its result recorded, counted or awaiting its record (II.9.1): as the Cup's window and
        // postmark-cli tournaments count them.
        finished += whiteCell.state == CrosstableCell::State::Scored
                || whiteCell.state == CrosstableCell::State::NotCounted
            ? 1
            : 0;
        QString state = gameState(whiteCell, event, rules, language);
        for (const tournament::JudgeClaim& claim : registers.claims) {
            if (claim.game == g && claim.decision == tournament::ClaimDecision::Pending && !game.result)
                state = say(language,
                    u"перервано з %1: заява про прострочення часу в судді%2",
                    u"suspended from %1: a forfeit claim is with the judge%2")
                            .arg(documentDate(claim.sent, language), cite(rules::Rule::Suspension));
        }
        games.append({QString::number(g + 1),
            event.players[white].name,
            event.players[black].name,
            tournament::pairingMark(game, whiteCell),
            state});
    }
    page.blocks.append({Kind::Table, {}, {}, games});
    page.blocks.append({Kind::Paragraph,
        {},
        say(language, u"Закінчено %1 з %2 партій.", u"%1 of %2 games finished.")
            .arg(finished)
            .arg(event.games.size()),
        {}});
    if (!registers.claims.isEmpty() || !registers.adjudications.isEmpty())
        page.blocks.append({Kind::Paragraph, {}, registersWords(registers, language), {}});
    // Signed where and when it is made, as a letter is: the place of the judge's address (a line to write it
    // on when not known) and the day the report is as of.
    const QString place = judgeAddress.isEmpty() ? QString() : localityOf(judgeAddress);
    page.blocks.append({Kind::PlaceAndDate,
        {},
        (place.isEmpty() ? u"______________"_s : place) + u", "_s + documentDate(asOf, language),
        {}});
    page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});

    Document document;
    document.title = say(language, u"Звіт про турнір", u"Tournament report");
    document.runningHead = runningHeadOf(document.title, event.name, asOf, language);
    document.format = PageFormat::A4Landscape; // the crosstable has a column per player
    document.language = language;
    document.pages.append(page);
    return document;
}

QString withdrawalDecisionName(tournament::WithdrawalDecision decision, Language language)
{
    switch (decision) {
    case tournament::WithdrawalDecision::Loss:
        return say(language, u"незакінчені партії — поразки", u"unfinished games lost");
    case tournament::WithdrawalDecision::Adjudicate:
        return say(language, u"незакінчені партії на присудження", u"unfinished games adjudicated");
    case tournament::WithdrawalDecision::Exclude:
        return say(language, u"незакінчені партії не враховуються", u"unfinished games not counted");
    case tournament::WithdrawalDecision::ExcludeAll:
        return say(language, u"не враховується жодна партія", u"no game counted");
    }
    return {};
}

} // namespace postmark::documents
