// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's notice of a withdrawal to the withdrawn player and to the partners it leaves a game to
// (II.8.1, II.8.2): a judge who records a withdrawal has every partner to tell, and helper-72 found nothing
// to print for them; the player himself is told the decision and, where his games are adjudicated, what he
// sends (helper-74).
#include <algorithm>

#include "core/documents/documents.h"
#include "core/documents/letterparts.h"
#include "core/documents/tournamentdocuments.h"
#include "core/rules/clauses.h"
#include "core/tournament/adjudicationregister.h"
#include "core/tournament/crosstable.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;
using tournament::WithdrawalDecision;

/// What a player sends for adjudication and by when (II.9.5: the event's end + the packet days — the rules
/// give no other day after a withdrawal, and the register and the agenda count to it), and that a player
/// who sends nothing may not appeal (II.9.8); `forEach` when it is said of several games.
QString packetRequest(const rules::RuleSet& rules, const QString& packetsDue, bool forEach, Language language)
{
    return say(language,
        u"Надішліть судді рекомендованим листом до %3 — %4 дн. після закінчення турніру%1: %5запис партії, "
        u"заключну позицію та обґрунтування результату, якого ви очікуєте; якщо черга ходу ваша — і свій "
        u"хід. Хто не надішле цих матеріалів, втрачає право на апеляцію%2.",
        u"Send the judge by registered mail by %3 — %4 days after the tournament's end%1: %5the game "
        u"record, the final position and the reasons for the result you expect; if it is your move, your "
        u"move too. A player who sends none of this may not appeal%2.")
        .arg(rules::citation(rules, rules::Rule::Adjudication),
            rules::citation(rules, rules::Rule::NoPacketNoAppeal),
            packetsDue,
            QString::number(rules.adjudicationSubmitDays),
            forEach ? say(language, u"для кожної — ", u"for each game, ") : QString());
}

/// What the decision means for the partner's game, and what the partner sends the judge now.
QString whatTheDecisionMeans(WithdrawalDecision decision,
    bool finished,
    bool winAwaitsText,
    const rules::RuleSet& rules,
    const QString& packetsDue,
    Language language)
{
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    switch (decision) {
    case WithdrawalDecision::Loss:
        return winAwaitsText
            ? say(language,
                u"Партію зараховано вам як перемогу; результат буде враховано, щойно суддя одержить її "
                u"текст%1. Надішліть судді запис партії%2: прізвища партнерів, змагання, дати початку й "
                u"закінчення, сумарний час кожного, результат і підпис.",
                u"The game is scored a win for you; it counts once the judge has its text%1. Send the judge "
                u"the game record%2: the partners' names, the competition, the dates it began and ended, "
                u"each "
                u"player's total time, the result and your signature.")
                  .arg(cite(rules::Rule::WithdrawalTexts), cite(rules::Rule::ResultRecorded))
            : say(language, u"Партію зараховано вам як перемогу.", u"The game is scored a win for you.");
    case WithdrawalDecision::Adjudicate:
        return say(language, u"Партію буде присуджено. ", u"The game is to be adjudicated. ")
            + packetRequest(rules, packetsDue, false, language);
    case WithdrawalDecision::Exclude:
        return say(language,
            u"Партія не враховується ні вам, ні партнерові%1.",
            u"The game is not counted, for you or for your partner%1.")
            .arg(cite(rules::Rule::Withdrawal));
    case WithdrawalDecision::ExcludeAll:
        return (finished ? say(language,
                    u"Жодна партія вибулого не враховується, ваша закінчена теж%1.",
                    u"None of the withdrawn player's games counts, your finished one too%1.")
                         : say(language,
                             u"Жодна партія вибулого не враховується, ця теж%1.",
                             u"None of the withdrawn player's games counts, this one neither%1."))
            .arg(u" (V.8.2)"_s); // the server's rule, wherever it was recorded (as the judge's form says)
    }
    return {};
}

/// The judge's letter head to `addressee`, as every page of the notices has it.
QList<Block> judgesLetterTo(const tournament::Tournament& event,
    const tournament::Player& addressee,
    const QString& judge,
    const QString& judgeAddress,
    const std::optional<QDate>& date,
    Language language)
{
    return letterHead(
        {Kind::Addressee, say(language, u"Кому", u"To"), addressee.name + u'\n' + addressee.address, {}},
        say(language, u"Головний суддя %1", u"Chief judge %1").arg(judge).trimmed() + u'\n' + event.name,
        judgeAddress,
        date,
        language);
}

/// The games `withdrawal` decides: its player's unfinished games, or every game of his when none counts
/// (V.8.2); never one an earlier withdrawal of the partner decided (helper-74's Мельник, adjudicated, wrote
/// to Бойко, whose own loss had scored their game two months before).
QList<int> gamesDecidedBy(const tournament::Tournament& event, const tournament::Withdrawal& withdrawal)
{
    const bool everyGame = withdrawal.decision == WithdrawalDecision::ExcludeAll;
    QList<int> games;
    for (int number = 0; number < int(event.games.size()); ++number) {
        const tournament::TournamentGame& game = event.games[number];
        if (game.white != withdrawal.player && game.black != withdrawal.player)
            continue;
        if (game.result && !everyGame)
            continue;
        const QList<tournament::Withdrawal> deciding = tournament::withdrawalsDeciding(event, number);
        if (std::any_of(
                deciding.cbegin(), deciding.cend(), [&withdrawal](const tournament::Withdrawal& each) {
                    return each.player == withdrawal.player;
                }))
            games.append(number);
    }
    return games;
}

/// What the decision means for the withdrawn player's own games, and what he sends the judge now.
QString whatTheDecisionMeansToThePlayer(WithdrawalDecision decision,
    int games,
    bool winsAwaitTexts,
    const rules::RuleSet& rules,
    const QString& packetsDue,
    Language language)
{
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    switch (decision) {
    case WithdrawalDecision::Loss:
        return (winsAwaitTexts ? say(language,
                    u"Ваші незакінчені партії (%1) зараховано вам як поразки%2; партнерам їх буде "
                    u"враховано, щойно суддя одержить тексти партій%3.",
                    u"Your unfinished games (%1) are scored losses for you%2; they count for "
                    u"your partners once the judge has the games' texts%3.")
                               : say(language,
                                   u"Ваші незакінчені партії (%1) зараховано вам як поразки%2.%3",
                                   u"Your unfinished games (%1) are scored losses for you%2.%3"))
            .arg(games)
            .arg(cite(rules::Rule::Withdrawal),
                winsAwaitTexts ? cite(rules::Rule::WithdrawalTexts) : QString());
    case WithdrawalDecision::Adjudicate:
        return say(language,
                   u"Ваші незакінчені партії (%1) буде присуджено. ",
                   u"Your unfinished games (%1) are to be adjudicated. ")
                   .arg(games)
            + packetRequest(rules, packetsDue, true, language);
    case WithdrawalDecision::Exclude:
        return say(language,
            u"Ваші незакінчені партії (%1) не враховуються ні вам, ні партнерам%2.",
            u"Your unfinished games (%1) are not counted, for you or for your partners%2.")
            .arg(games)
            .arg(cite(rules::Rule::Withdrawal));
    case WithdrawalDecision::ExcludeAll:
        return say(language,
            u"Жодна ваша партія турніру (%1) не враховується, закінчені теж%2.",
            u"None of your games of the tournament (%1) counts, the finished ones too%2.")
            .arg(games)
            .arg(u" (V.8.2)"_s);
    }
    return {};
}

/// The letter to the withdrawn player: the decision, what it does to each of his games, and what he sends.
Page withdrawnPlayersPage(const tournament::Tournament& event,
    const tournament::Withdrawal& withdrawal,
    const QList<int>& games,
    const QString& judge,
    const QString& judgeAddress,
    const std::optional<QDate>& date,
    Language language)
{
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const tournament::Player& player = event.players[event.playerIndex(withdrawal.player)];
    Page page;
    page.blocks.append(judgesLetterTo(event, player, judge, judgeAddress, date, language));
    page.blocks.append(
        {Kind::Title, {}, say(language, u"Повідомлення про ваше вибуття", u"Notice of your withdrawal"), {}});
    page.blocks.append(eventFields(event, language));
    page.blocks.append(
        {Kind::Field, say(language, u"Вибуття", u"Withdrawal"), documentDate(withdrawal.date, language), {}});
    page.blocks.append({Kind::Field,
        say(language, u"Рішення судді", u"The judge's decision"),
        withdrawalDecisionName(withdrawal.decision, language)
            + rules::citation(rules, rules::Rule::Withdrawal),
        {}});
    page.blocks.append({Kind::Paragraph,
        {},
        whatTheDecisionMeansToThePlayer(withdrawal.decision,
            int(games.size()),
            tournament::withdrawalLossAwaitsTexts(event),
            rules,
            documentDate(tournament::adjudicationPacketsDue(event, rules), language),
            language),
        {}});
    Block table{Kind::Table,
        {},
        {},
        {{u"№"_s,
            say(language, u"Білі", u"White"),
            say(language, u"Чорні", u"Black"),
            say(language, u"Стан", u"State")}}};
    for (const int number : games) {
        const tournament::TournamentGame& game = event.games[number];
        table.rows.append({QString::number(number + 1),
            event.playerName(game.white),
            event.playerName(game.black),
            game.result ? say(language, u"закінчена", u"finished")
                        : say(language, u"незакінчена", u"unfinished")});
    }
    page.blocks.append(table);
    if (std::any_of(
            games.cbegin(), games.cend(), [&event](int number) { return !event.games[number].result; }))
        page.blocks.append({Kind::Paragraph,
            {},
            say(language,
                u"Гру в незакінчених партіях припинено: ходів партнерам більше не надсилайте. Кожного "
                u"партнера повідомлено окремим листом.",
                u"Play in the unfinished games has stopped: send your partners no more moves. Each partner "
                u"is told in a letter of their own."),
            {}});
    // A win an earlier withdrawal of the partner gave him still waits for his text (II.8.2): the agenda
    // expects it from him, and helper-75 found his letter silent of it.
    for (int number = 0; number < int(event.games.size()); ++number) {
        const std::optional<tournament::TournamentGame> win =
            tournament::withdrawalLossAwaitingText(event, number);
        const tournament::TournamentGame& game = event.games[number];
        const bool hisWin = win && !games.contains(number)
            && ((game.white == withdrawal.player && win->result == tournament::GameResult::WhiteWon)
                || (game.black == withdrawal.player && win->result == tournament::GameResult::BlackWon));
        if (!hisWin)
            continue;
        const QString partner = event.playerName(game.white == withdrawal.player ? game.black : game.white);
        page.blocks.append({Kind::Paragraph,
            {},
            say(language,
                u"Партію № %1 (партнер — %2, вибув раніше) зараховано вам як перемогу; її буде враховано, "
                u"щойно суддя одержить її текст%3: надішліть судді запис партії%4.",
                u"Game no. %1 (your partner %2 withdrew earlier) is scored a win for you; it counts once the "
                u"judge has its text%3: send the judge the game record%4.")
                .arg(number + 1)
                .arg(partner,
                    rules::citation(rules, rules::Rule::WithdrawalTexts),
                    rules::citation(rules, rules::Rule::ResultRecorded)),
            {}});
    }
    // The decision is the judge's, and II.1.6 lets the player protest it.
    page.blocks.append({Kind::Paragraph,
        {},
        appealToCommittee(rules.appealDays, rules::citation(rules, rules::Rule::AppealToCommittee), language),
        {}});
    page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
    return page;
}

} // namespace

Result<Document> withdrawalNotices(const tournament::Tournament& event,
    const QString& player,
    const QString& judge,
    Language language,
    const QString& judgeAddress,
    const std::optional<QDate>& date)
{
    const auto withdrawal = std::find_if(event.withdrawals.cbegin(),
        event.withdrawals.cend(),
        [&player](const tournament::Withdrawal& each) { return each.player == player; });
    const QString name = event.playerName(player);
    if (withdrawal == event.withdrawals.cend())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::NoWithdrawalRecorded, name)};
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const bool winAwaitsText = tournament::withdrawalLossAwaitsTexts(event);
    Document document;
    document.title = say(language, u"Повідомлення про вибуття", u"Withdrawal notices");
    document.language = language;
    const QList<int> games = gamesDecidedBy(event, *withdrawal);
    if (games.isEmpty())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::NoGameLeftByWithdrawal, name)};
    document.pages.append(
        withdrawnPlayersPage(event, *withdrawal, games, judge, judgeAddress, date, language));
    for (const int number : games) {
        const tournament::TournamentGame& game = event.games[number];
        const bool finished = game.result.has_value();
        const tournament::Player& partner =
            event.players[event.playerIndex(game.white == player ? game.black : game.white)];
        Page page;
        page.blocks.append(judgesLetterTo(event, partner, judge, judgeAddress, date, language));
        page.blocks.append({Kind::Title,
            {},
            say(language, u"Повідомлення про вибуття партнера", u"Notice of a partner's withdrawal"),
            {}});
        page.blocks.append(eventFields(event, language));
        page.blocks.append({Kind::Field,
            say(language, u"Партія", u"Game"),
            u"%1. %2 – %3"_s.arg(number + 1).arg(event.playerName(game.white), event.playerName(game.black)),
            {}});
        page.blocks.append({Kind::Field,
            say(language, u"Вибув", u"Withdrew"),
            name + u", "_s + documentDate(withdrawal->date, language),
            {}});
        page.blocks.append({Kind::Field,
            say(language, u"Рішення судді", u"The judge's decision"),
            withdrawalDecisionName(withdrawal->decision, language)
                + rules::citation(rules, rules::Rule::Withdrawal),
            {}});
        page.blocks.append({Kind::Paragraph,
            {},
            whatTheDecisionMeans(withdrawal->decision,
                finished,
                winAwaitsText,
                rules,
                documentDate(tournament::adjudicationPacketsDue(event, rules), language),
                language),
            {}});
        if (!finished)
            page.blocks.append({Kind::Paragraph,
                {},
                say(language,
                    u"Гру в цій партії припинено: ходів вибулому більше не надсилайте.",
                    u"Play in this game has stopped: send the withdrawn player no more moves."),
                {}});
        // The decision is the judge's, and touches the partner's game: II.1.6 is the partner's too
        // (helper-77).
        page.blocks.append({Kind::Paragraph,
            {},
            appealToCommittee(
                rules.appealDays, rules::citation(rules, rules::Rule::AppealToCommittee), language),
            {}});
        page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
        document.pages.append(page);
    }
    return document;
}

} // namespace postmark::documents
