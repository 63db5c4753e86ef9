// SPDX-License-Identifier: GPL-3.0-or-later
// The chief judge's notice of a withdrawal to the partners it leaves a game to (II.8.1, II.8.2): a judge
// who records a withdrawal has every partner to tell, and helper-72 found nothing to print for them.
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
        // The day the program counts the packets to (II.9.5 from the event's end: the rules give no other
        // after a withdrawal), not a line to fill in that the agenda would not know (helper-74).
        return say(language,
            u"Партію буде присуджено. Надішліть судді рекомендованим листом до %3 — %4 дн. після закінчення "
            u"турніру%1: запис партії, заключну позицію та обґрунтування результату, якого ви очікуєте; "
            u"якщо "
            u"черга ходу ваша — і свій хід. Хто не надішле цих матеріалів, втрачає право на апеляцію%2.",
            u"The game is to be adjudicated. Send the judge by registered mail by %3 — %4 days after the "
            u"tournament's end%1: the game record, the final position and the reasons for the result you "
            u"expect; if it is your move, your move too. A player who sends none of this may not appeal%2.")
            .arg(cite(rules::Rule::Adjudication), cite(rules::Rule::NoPacketNoAppeal), packetsDue)
            .arg(rules.adjudicationSubmitDays);
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
    const bool everyGame = withdrawal->decision == WithdrawalDecision::ExcludeAll;
    Document document;
    document.title = say(language, u"Повідомлення про вибуття партнера", u"Notice of a partner's withdrawal");
    document.language = language;
    for (qsizetype number = 0; number < event.games.size(); ++number) {
        const tournament::TournamentGame& game = event.games[number];
        if (game.white != player && game.black != player)
            continue;
        const bool finished = game.result.has_value();
        if (finished && !everyGame)
            continue;
        // A game a partner's earlier withdrawal decided is not this one's to tell of (helper-74's Мельник,
        // adjudicated, wrote to Бойко, whose own loss had scored their game two months before).
        const QList<tournament::Withdrawal> deciding = tournament::withdrawalsDeciding(event, int(number));
        if (std::none_of(deciding.cbegin(), deciding.cend(), [&player](const tournament::Withdrawal& each) {
                return each.player == player;
            }))
            continue;
        const tournament::Player& partner =
            event.players[event.playerIndex(game.white == player ? game.black : game.white)];
        Page page;
        page.blocks.append(letterHead(
            {Kind::Addressee, say(language, u"Кому", u"To"), partner.name + u'\n' + partner.address, {}},
            say(language, u"Головний суддя %1", u"Chief judge %1").arg(judge).trimmed() + u'\n' + event.name,
            judgeAddress,
            date,
            language));
        page.blocks.append({Kind::Title, {}, document.title, {}});
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
        page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
        document.pages.append(page);
    }
    if (document.pages.isEmpty())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::NoGameLeftByWithdrawal, name)};
    return document;
}

} // namespace postmark::documents
