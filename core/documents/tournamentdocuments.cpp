// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/tournamentdocuments.h"

#include "core/documents/documents.h"
#include "core/documents/gamefacts.h"
#include "core/documents/letterparts.h"
#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "core/tournament/appealwindow.h"
#include "core/tournament/crosstablemarks.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;

} // namespace

QList<Block> eventFields(const tournament::Tournament& event, Language language)
{
    return {
        {Kind::Field, say(language, u"Змагання", u"Competition"), event.name, {}},
        {Kind::Field, say(language, u"Індекс", u"Index"), event.index, {}},
        {Kind::Field,
            say(language, u"Дати проведення", u"Dates"),
            documentDate(event.start, language) + u" – "_s + documentDate(event.end, language),
            {}},
    };
}

QString tieBreakName(tournament::TieBreak tieBreak, Language language)
{
    switch (tieBreak) {
    case tournament::TieBreak::Wins:
        return say(language, u"Перемоги", u"Wins");
    case tournament::TieBreak::SonnebornBerger:
        return say(language, u"З-Б", u"SB");
    case tournament::TieBreak::HeadToHead:
        return say(language, u"Ос. зустріч", u"H2H");
    case tournament::TieBreak::Koya:
        return say(language, u"Коя", u"Koya");
    }
    return {};
}

Document startNotices(
    const tournament::Tournament& event, Language language, const QString& judge, const QString& judgeAddress)
{
    Document document;
    document.title = say(language, u"Повідомлення про початок турніру", u"Start notices");
    document.language = language;
    // The inquiry window is the event's rule set's (II.5.1), not a number written into the letter.
    const Result<rules::RuleSet> eventRules = tournament::rulesOf(event);
    const rules::RuleSet standard;
    const int inquiryDays = eventRules ? eventRules->firstMoveInquiryDays : standard.firstMoveInquiryDays;
    const int graceDays = eventRules ? eventRules->startNoticeGraceDays : standard.startNoticeGraceDays;
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        const tournament::Player& player = event.players[p];
        Page page;
        page.blocks.append(
            {Kind::Addressee, say(language, u"Кому", u"To"), player.name + u'\n' + player.address, {}});
        page.blocks.append({Kind::Sender,
            say(language, u"Від", u"From"),
            (judge.isEmpty() ? QString() : judge + u'\n')
                + say(language, u"Головний суддя змагання", u"The chief judge of") + u'\n' + event.name
                + (judgeAddress.isEmpty() ? QString() : u'\n' + judgeAddress),
            {}});
        page.blocks.append({Kind::PlaceAndDate,
            {},
            say(language, u"«____» ______________ 20____", u"______________ 20____"),
            {}});
        page.blocks.append(
            {Kind::Title, {}, say(language, u"Повідомлення про початок турніру", u"Start notice"), {}});
        page.blocks.append(eventFields(event, language));
        page.blocks.append({Kind::Field,
            say(language, u"Ваш стартовий номер", u"Your starting number"),
            QString::number(p + 1),
            {}});
        QList<QStringList> rows{{say(language, u"Ваш колір", u"Your colour"),
            say(language, u"Суперник", u"Opponent"),
            say(language, u"Адреса", u"Address"),
            say(language, u"Рейтинг", u"Rating")}};
        int whites = 0;
        for (const tournament::TournamentGame& game : event.games) {
            if (game.white != player.id && game.black != player.id)
                continue;
            const bool isWhite = game.white == player.id;
            whites += isWhite ? 1 : 0;
            const tournament::Player& opponent =
                event.players[event.playerIndex(isWhite ? game.black : game.white)];
            rows.append({isWhite ? say(language, u"білі", u"White") : say(language, u"чорні", u"Black"),
                opponent.name,
                QString(opponent.address).replace(u'\n', u", "_s),
                opponent.rating ? QString::number(*opponent.rating) : QString()});
        }
        page.blocks.append({Kind::Heading, {}, say(language, u"Ваші партії", u"Your games"), {}});
        page.blocks.append({Kind::Table, {}, {}, rows});
        // By e-mail a late notice does not move the start and nothing goes registered: a missing first move
        // is asked of the partner with a copy to the judge (III.4.5, III.5.1).
        const QString firstMoveDue = documentDate(event.start.addDays(inquiryDays), language);
        const QString when = eventRules && eventRules->byEmail()
            ? say(language,
                u"Турнір починається %2; з цієї дати лічиться ваш час (III.4.5). Партій, у яких ви "
                u"граєте білими, — %1: у них ви надсилаєте перший хід. Якщо чорними ви не отримали першого "
                u"ходу до %3 (початок + %4 дн.), "
                u"напишіть партнерові з копією судді (III.5.1).",
                u"The tournament starts on %2; your time counts from that date (III.4.5). Games in which you "
                u"have White: %1; in them you send the first move. With Black, if no first move has arrived "
                u"by %3 (the "
                u"start + %4 days), write to your partner with a copy to the judge (III.5.1).")
                  .arg(whites)
                  .arg(documentDate(event.start, language), firstMoveDue)
                  .arg(inquiryDays)
            : say(language,
                u"Турнір починається %2; з цієї дати лічиться ваш час (II.4.5), а якщо це повідомлення "
                u"надійшло в день початку чи пізніше — через %5 дн. після його отримання (II.4.6). Партій, у "
                u"яких ви граєте білими, — %1: у них ви надсилаєте перший хід. Якщо чорними ви не отримали "
                u"першого ходу до %3 "
                u"(початок + %4 дн.), надішліть рекомендований запит і повідомте суддю (II.5.1).",
                u"The tournament starts on %2; your time counts from that date (II.4.5), or, if this notice "
                u"reaches you on or after it, %5 days after you receive it (II.4.6). Games in which "
                u"you have White: %1; in them you send the first move. With Black, if no first move has "
                u"arrived by %3 "
                u"(the start + %4 days), send a registered inquiry and tell the judge (II.5.1).")
                  .arg(whites)
                  .arg(documentDate(event.start, language), firstMoveDue)
                  .arg(inquiryDays)
                  .arg(graceDays);
        // The count set apart, not before a noun it must agree with («У 1 партіях»: helper-74).
        page.blocks.append({Kind::Paragraph, {}, when, {}});
        page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
        document.pages.append(page);
    }
    return document;
}

} // namespace postmark::documents

namespace postmark::documents {

namespace {

QString playerNameOf(const tournament::Tournament& event, const QString& id)
{
    const int index = event.playerIndex(id);
    return index >= 0 ? event.players[index].name : id;
}

QString scoreWords(tournament::GameResult result, const rules::RuleSet& rules, Language language)
{
    switch (result) {
    case tournament::GameResult::WhiteWon:
        return say(language, u"1-0, перемога білих", u"1-0, White wins");
    case tournament::GameResult::BlackWon:
        return say(language, u"0-1, перемога чорних", u"0-1, Black wins");
    case tournament::GameResult::Draw:
        return say(language, u"½-½, нічия", u"½-½, a draw");
    case tournament::GameResult::BothLost:
        return say(language, u"0-0, поразка обом", u"0-0, both lose")
            + rules::citation(rules, rules::Rule::NoRecord);
    case tournament::GameResult::Cancelled:
        return say(language, u"партію анульовано (V.8.1)", u"the game is cancelled (V.8.1)");
    }
    return {};
}

} // namespace

namespace {

/// A reason typed with or without its full stop, to be written with one.
QString withoutFinalStop(QString text)
{
    while (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

/// Text typed by the judge as a sentence of its own: ended with a stop unless it ends with one.
QString asSentence(const QString& text)
{
    static const QString Ends = QStringLiteral(".!?…");
    return !text.isEmpty() && Ends.contains(text.back()) ? text : text + u'.';
}

} // namespace

namespace {

/// The claim a decision is on: its date and the game's number in the event (helper-57's letter named
/// neither).
Block claimDecided(const tournament::JudgeClaim& claim, Language language)
{
    return {Kind::Field,
        say(language, u"Заява", u"Claim"),
        say(language, u"надіслана %1 (партія № %2)", u"sent on %1 (game %2 of the event)")
            .arg(documentDate(claim.sent, language))
            .arg(claim.game + 1),
        {}};
}

/// What a decision on a claim rests on: the offender's time move by move, as the claimant's cards give it,
/// with the cards each period runs between — for the players to check it against the cards they hold.
QList<Block> claimTimeCalculation(const tournament::Tournament& event,
    const tournament::JudgeClaim& claim,
    const tournament::ClaimAssessment& assessment,
    Language language)
{
    if (!assessment.ledger)
        return {};
    const ledger::GameFile evidence = tournament::claimEvidence(event, claim);
    const ledger::Color offender =
        event.games[claim.game].white == assessment.offender ? ledger::Color::White : ledger::Color::Black;
    return {{Kind::Heading,
                {},
                say(language,
                    u"Підрахунок часу за листівками заявника: %1",
                    u"The time from the claimant's cards: %1")
                    .arg(evidence.player(offender).name),
                {}},
        timeCalculation(evidence, *assessment.ledger, offender, language, DateEvidence::Named)};
}

} // namespace

Result<Document> claimDecisionLetter(const tournament::Tournament& event,
    const tournament::JudgeClaim& claim,
    const QString& judge,
    Language language,
    const QString& judgeAddress)
{
    using tournament::ClaimDecision;
    if (claim.decision == ClaimDecision::Pending || !claim.decidedOn)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::ClaimNotDecidedYet)};
    const tournament::ClaimAssessment assessment = tournament::assessClaim(event, claim, *claim.decidedOn);
    // Each finding with the clause of the event's section (an e-mail event's claim is III.6's).
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    const QString claimant = playerNameOf(event, claim.claimant);
    const QString offender = playerNameOf(event, assessment.offender);

    QStringList outcome;
    if (claim.decision == ClaimDecision::Upheld) {
        outcome.append(say(language,
            u"Заяву про прострочення часу (заявник — %1) задоволено.",
            u"The time-forfeit claim of %1 is upheld.")
                           .arg(claimant));
        outcome.append(
            say(language, u"Поразку за прострочення часу зараховано: %1%2.", u"%1 loses the game on time%2.")
                .arg(offender, cite(rules::Rule::OverstepLoss)));
        if (const std::optional<tournament::GameResult> result =
                tournament::gameAfterDecision(event, claim).result)
            outcome.append(say(language, u"Результат партії: %1.", u"The game's result: %1.")
                               .arg(tournament::resultMark(*result)));
    } else {
        outcome.append(say(language,
            u"Заяву про прострочення часу (заявник — %1) відхилено.",
            u"The time-forfeit claim of %1 is rejected.")
                           .arg(claimant));
        // By post the claimant's sealed move goes on to the partner (II.6.7); an e-mail claim has none.
        if (rules::has(rules, rules::Rule::SealedMove) || !claim.sealedMove.isEmpty())
            outcome.append(say(language,
                u"Партія продовжується: черговий хід заявника (%1) — %2 — надіслано партнерові разом із цим "
                u"рішенням%3.",
                u"The game goes on: %1's next move, %2, is forwarded to the partner with this decision%3.")
                               .arg(claimant,
                                   claim.sealedMove.isEmpty() ? u"—"_s : claim.sealedMove,
                                   cite(rules::Rule::ClaimRejected)));
        else
            outcome.append(say(language,
                u"Партія, перервана заявою, продовжується%1.",
                u"The game, suspended by the claim, goes on%1.")
                               .arg(cite(rules::Rule::ClaimRejected)));
        if (claim.penaltyDays > 0)
            outcome.append(say(language,
                u"За необґрунтовану заяву заявникові (%1) додано штрафних днів: %2%3.",
                u"%1 is charged %2 penalty days for an unfounded claim%3.")
                               .arg(claimant)
                               .arg(claim.penaltyDays)
                               .arg(cite(rules::Rule::UnfoundedClaimPenalty)));
    }

    QStringList reason;
    // The judge's grounds as typed, as a sentence of their own (they ran into the next one, helper-31).
    if (!claim.reason.trimmed().isEmpty())
        reason.append(asSentence(claim.reason.trimmed()));
    if (const auto& over = assessment.check.overstep) {
        const QString who = playerNameOf(event,
            over->player == ledger::Color::White ? event.games[claim.game].white
                                                 : event.games[claim.game].black);
        reason.append(say(language,
            u"Перерахунок часу за листівками заявника: %1 — після ходу %2 сумарний час %3 дн. при ліміті %4 "
            u"дн.%5.",
            u"The time recomputed from the claimant's cards: %1's total after move %2 is %3 days against the "
            u"limit of %4 days%5.")
                          .arg(who)
                          .arg(over->move)
                          .arg(over->total)
                          .arg(over->limit)
                          .arg(cite(rules::Rule::Overstep)));
        if (!assessment.check.windowOpen)
            reason.append(say(language,
                u"Заяву зроблено пізніше відповіді на контрольний хід %1%2.",
                u"The claim came after the reply to control move %1%2.")
                              .arg(assessment.check.controlMove)
                              .arg(cite(rules::Rule::ClaimWindow)));
    } else {
        reason.append(say(language,
            u"Перерахунок часу за листівками заявника не показує прострочення%1.",
            u"The time recomputed from the claimant's cards shows no overstep%1.")
                          .arg(cite(rules::Rule::Overstep)));
    }
    if (claim.objectionSent)
        reason.append(say(
            language, u"Заперечення отримано, надіслане %1%2.", u"An objection sent on %1 was received%2.")
                          .arg(documentDate(*claim.objectionSent, language), cite(rules::Rule::Objection)));
    // Decided while the offender could still object: the players are told why (the reason was kept in the
    // register and said nowhere).
    if (!claim.earlyDecisionReason.trimmed().isEmpty())
        reason.append(
            say(language,
                u"Рішення ухвалено до закінчення строку заперечення%2, бо: %1.",
                u"The decision was made before the objection window closed%2 because: %1.")
                .arg(withoutFinalStop(claim.earlyDecisionReason.trimmed()), cite(rules::Rule::Objection)));

    ledger::GameFile heading = tournament::pairingGameFile(event, claim.game);
    const int appealDays = rules.appealDays;
    return decisionLetter(heading,
        DecisionText{judge,
            judgeAddress,
            *claim.decidedOn,
            outcome.join(u' '),
            reason.join(u' '),
            appealDays,
            rules::clause(rules, rules::Rule::AppealToCommittee),
            claim.committeeRuledOn,
            {claimDecided(claim, language)},
            claimTimeCalculation(event, claim, assessment, language)},
        language);
}

namespace {

/// How and by when an adjudication is appealed, as the event's section says: to the judge by registered
/// post (II.9.10, IV.11.11) or by e-mail (III.9.10), without a packet not at all (II.9.8); on a server to
/// the appeals committee through the server (V.9.4).
QString appealAgainstAdjudication(const rules::RuleSet& rules, int appealDays, Language language)
{
    const QString cited =
        rules::citation(rules, {rules::Rule::NoPacketNoAppeal, rules::Rule::AdjudicationAppeal});
    switch (tournament::adjudicationAppealRoute(rules)) {
    case tournament::AppealRoute::ToTheJudgeRegistered:
        return say(language,
            u"Апеляцію можна подати судді (з копією партнерові) рекомендованою кореспонденцією протягом %1 "
            u"днів від дня одержання цього результату; гравець, що не надіслав матеріалів для присудження, "
            u"права на апеляцію не має%2.",
            u"An appeal may be sent to the judge (with a copy to the partner) by registered mail within %1 "
            u"days "
            u"of receiving this result; a player who sent no adjudication packet has no right of appeal%2.")
            .arg(appealDays)
            .arg(cited);
    case tournament::AppealRoute::ToTheJudge:
        return say(language,
            u"Апеляцію можна подати судді (з копією партнерові) електронною поштою протягом %1 днів від дня "
            u"одержання цього результату; гравець, що не надіслав матеріалів для присудження, права на "
            u"апеляцію не має%2.",
            u"An appeal may be sent to the judge (with a copy to the partner) by e-mail within %1 days of "
            u"receiving this result; a player who sent no adjudication packet has no right of appeal%2.")
            .arg(appealDays)
            .arg(cited);
    case tournament::AppealRoute::ToTheCommittee:
        break;
    }
    return say(language,
        u"Рішення можна оскаржити протягом %1 днів, звернувшись через сервер до голови апеляційної "
        u"комісії%2.",
        u"The result may be appealed within %1 days to the chair of the appeals committee, through the "
        u"server%2.")
        .arg(appealDays)
        .arg(cited);
}

} // namespace

Result<Document> adjudicationLetter(const tournament::Tournament& event,
    const tournament::Adjudication& adjudication,
    const QString& judge,
    Language language,
    const QString& judgeAddress)
{
    const bool second = adjudication.finalDecision.has_value();
    const std::optional<tournament::GameResult> result =
        second ? adjudication.finalDecision : adjudication.decision;
    const std::optional<QDate> date = second ? adjudication.finalOn : adjudication.decidedOn;
    if (!result || !date)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::GameNotAdjudicatedYet)};
    const ledger::GameFile heading = tournament::pairingGameFile(event, adjudication.game);
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    const int appealDays = rules.appealDays;
    Document document;
    document.title = say(language, u"Результат присудження", u"Adjudication result");
    document.language = language;
    Page page;
    page.blocks.append(judgesLetterHead(heading, judge, judgeAddress, *date, language));
    page.blocks.append({Kind::Title, {}, document.title, {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(heading), {}});
    page.blocks.append({Kind::Field,
        say(language, u"Партія", u"Game"),
        heading.white.name + u" – "_s + heading.black.name,
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Останній зроблений хід", u"Last move made"),
        adjudication.lastMove.isEmpty() ? u"—"_s : adjudication.lastMove,
        {}});
    page.blocks.append(
        {Kind::Field, say(language, u"Результат", u"Result"), scoreWords(*result, rules, language), {}});
    page.blocks.append({Kind::Field,
        say(language, u"Присудив", u"Adjudicated by"),
        second ? adjudication.secondAdjudicator : adjudication.adjudicator,
        {}});
    page.blocks.append({Kind::Paragraph,
        {},
        second ? say(language,
            u"Повторне присудження виконано іншим суддею за апеляцією; його рішення остаточне%1.",
            u"This is the second adjudication, by another judge, after an appeal; it is final%1.")
                     .arg(cite(rules::Rule::SecondAdjudication))
               : appealAgainstAdjudication(rules, appealDays, language),
        {}});
    page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
    document.pages = {page};
    return document;
}

} // namespace postmark::documents
