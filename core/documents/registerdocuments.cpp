// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/registerdocuments.h"

#include <algorithm>

#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/leaveregister.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;

Page heading(const QString& title, const tournament::Tournament& event, const QDate& asOf, Language language)
{
    Page page;
    page.blocks.append({Kind::Title, {}, title, {}});
    page.blocks.append({Kind::Field,
        say(language, u"Змагання", u"Event"),
        event.index.isEmpty() ? event.name : u"%1 (%2)"_s.arg(event.name, event.index),
        {}});
    page.blocks.append(
        {Kind::Field, say(language, u"Станом на", u"As of"), documentDate(asOf, language), {}});
    return page;
}

/// A game by its number in the event and its players, as the judge's window lists it: «17. Кравченко … –
/// Шевченко …» (a register's own row number beside it was read as the game's, helper-57).
QString pairingName(const tournament::Tournament& event, int game)
{
    const tournament::TournamentGame& pairing = event.games[game];
    return u"%1. "_s.arg(game + 1) + event.players.value(event.playerIndex(pairing.white)).name + u" – "_s
        + event.players.value(event.playerIndex(pairing.black)).name;
}

QString decisionWords(tournament::ClaimDecision decision, const rules::RuleSet& rules, Language language)
{
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    switch (decision) {
    case tournament::ClaimDecision::Pending:
        return say(language, u"на розгляді", u"pending") + cite(rules::Rule::Suspension);
    case tournament::ClaimDecision::Upheld:
        return say(language, u"задоволено", u"upheld") + cite(rules::Rule::OverstepLoss);
    case tournament::ClaimDecision::Rejected:
        return say(language, u"відхилено", u"rejected") + cite(rules::Rule::ClaimRejected);
    }
    return {};
}

QString stageWords(tournament::AdjudicationStage stage, const rules::RuleSet& rules, Language language)
{
    const auto cite = [&rules](rules::Rule rule) {
        return rules::citation(rules, rule);
    };
    switch (stage) {
    case tournament::AdjudicationStage::AwaitingPackets:
        return say(language, u"чекає пакетів", u"awaiting the packets") + cite(rules::Rule::Adjudication);
    case tournament::AdjudicationStage::Agreed:
        return say(language, u"однакові оцінки: без присудження", u"equal assessments")
            + cite(rules::Rule::AssessmentsAgree);
    case tournament::AdjudicationStage::AwaitingDecision:
        return say(language, u"чекає присудження", u"awaiting the adjudicator")
            + cite(rules::Rule::Adjudicator);
    case tournament::AdjudicationStage::AppealWindow:
        return say(language, u"присуджено; можлива апеляція", u"adjudicated; appeal possible")
            + cite(rules::Rule::AdjudicationAppeal);
    case tournament::AdjudicationStage::Appealed:
        return say(language, u"апеляція: повторне присудження", u"appealed")
            + cite(rules::Rule::SecondAdjudication);
    case tournament::AdjudicationStage::Final:
        return say(language, u"остаточно", u"final");
    }
    return {};
}

} // namespace

Document claimsRegister(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf,
    Language language)
{
    Document document;
    document.title = say(language, u"Реєстр заяв про прострочення часу", u"Register of forfeit claims");
    document.runningHead = runningHeadOf(document.title, event.name, asOf, language);
    document.format = PageFormat::A4Landscape;
    document.language = language;
    Page page = heading(document.title, event, asOf, language);
    const rules::RuleSet eventRules = tournament::rulesOrSectionDefault(event);
    QList<QStringList> rows{{say(language, u"№", u"No."),
        say(language, u"Партія", u"Game"),
        say(language, u"Заявник", u"Claimant"),
        say(language, u"Надіслано", u"Sent"),
        say(language, u"Листівки показують", u"The cards show"),
        say(language, u"Заперечення до", u"Objection by")
            + rules::citation(eventRules, rules::Rule::Objection),
        say(language, u"Рішення", u"Decision"),
        say(language, u"Апеляція", u"Appeal") + rules::citation(eventRules, rules::Rule::AppealToCommittee)}};
    for (qsizetype i = 0; i < registers.claims.size(); ++i) {
        const tournament::JudgeClaim& claim = registers.claims[i];
        const tournament::ClaimAssessment assessment =
            tournament::assessClaim(event, claim, claim.decidedOn.value_or(asOf));
        QString appeal;
        if (claim.appealReceived)
            appeal = claim.committeeRuledOn
                ? say(language, u"апеляційна комісія вирішила ", u"the appeals committee ruled ")
                    + documentDate(*claim.committeeRuledOn, language)
                : say(language, u"апеляцію подано ", u"appealed ")
                    + documentDate(*claim.appealReceived, language);
        else if (claim.decidedOn) {
            const tournament::AppealWindow window =
                tournament::claimAppealWindow(event, eventRules, claim, asOf);
            appeal = !window.receiptMissing.isEmpty()
                ? say(language, u"отримання рішення не записано: ", u"receipt of the decision not recorded: ")
                    + window.receiptMissing.join(u", "_s)
                : (window.open ? say(language, u"до ", u"by ") : say(language, u"закрито ", u"closed "))
                    + documentDate(window.closes, language);
        }
        // The overstep found by whom, at which move and by how much (helper-58 read only «підтверджено»).
        QString found = !assessment.problems.isEmpty()
            ? say(language, u"файл партії не обчислюється", u"the game file cannot be computed")
            : (assessment.holds ? say(language, u"прострочення підтверджено", u"overstep holds")
                                : say(language, u"прострочення не підтверджено", u"no valid overstep"));
        if (assessment.problems.isEmpty() && assessment.check.overstep) {
            const ledger::Overstep& over = *assessment.check.overstep;
            found +=
                say(language, u": %1, хід %2, %3 дн. при ліміті %4", u": %1, move %2, %3 days against %4")
                    .arg(event.playerName(assessment.offender))
                    .arg(over.move)
                    .arg(over.total)
                    .arg(over.limit);
        }
        if (assessment.problems.isEmpty())
            found += u" ["_s + assessment.why.clause + u"]"_s;
        QString decision = claim.decidedOn
            ? u"%1, %2"_s.arg(
                decisionWords(claim.decision, eventRules, language), documentDate(*claim.decidedOn, language))
            : decisionWords(claim.decision, eventRules, language);
        // Decided before the objection window closed: why, as kept with the claim (II.6.4).
        if (claim.decidedOn && !claim.earlyDecisionReason.trimmed().isEmpty())
            decision += say(
                language, u"; до строку заперечення, бо: %1", u"; before the objection window, because: %1")
                            .arg(claim.earlyDecisionReason.trimmed());
        rows.append({QString::number(i + 1),
            pairingName(event, claim.game),
            event.players.value(event.playerIndex(claim.claimant)).name,
            documentDate(claim.sent, language),
            found,
            assessment.objectionDue
                ? documentDate(*assessment.objectionDue, language)
                : say(language, u"отримання повідомлення невідоме", u"notice receipt unknown"),
            decision,
            appeal});
    }
    if (registers.claims.isEmpty())
        page.blocks.append({Kind::Paragraph, {}, say(language, u"Заяв немає.", u"No claim registered."), {}});
    else
        page.blocks.append({Kind::Table, {}, {}, rows});
    document.pages.append(page);
    return document;
}

Document adjudicationRegister(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf,
    Language language)
{
    Document document;
    document.title = say(language, u"Реєстр присуджень", u"Register of adjudications");
    document.runningHead = runningHeadOf(document.title, event.name, asOf, language);
    document.format = PageFormat::A4Landscape;
    document.language = language;
    Page page = heading(document.title, event, asOf, language);
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    QList<QStringList> rows{{say(language, u"Партія", u"Game"),
        say(language, u"Стадія", u"Stage"),
        say(language, u"Пакет білих", u"White's packet") + rules::citation(rules, rules::Rule::Adjudication),
        say(language, u"Пакет чорних", u"Black's packet"),
        say(language, u"Присуджував", u"Adjudicator"),
        say(language, u"Результат", u"Result")}};
    for (int g = 0; g < int(event.games.size()); ++g) {
        const auto registered = std::find_if(registers.adjudications.begin(),
            registers.adjudications.end(),
            [g](const tournament::Adjudication& each) { return each.game == g; });
        if (registered == registers.adjudications.end() && !tournament::needsAdjudication(event, g, asOf))
            continue;
        tournament::Adjudication adjudication;
        adjudication.game = g;
        if (registered != registers.adjudications.end())
            adjudication = *registered;
        const tournament::AdjudicationState state =
            tournament::adjudicationState(event, rules, adjudication, asOf);
        // A packet awaited says by when: the event's end + the packet days (II.9.5).
        QString stage = stageWords(state.stage, rules, language);
        if (state.stage == tournament::AdjudicationStage::AwaitingPackets && state.packetsDue.isValid())
            stage += say(language, u", до ", u", by ") + documentDate(state.packetsDue, language);
        rows.append({pairingName(event, g),
            stage,
            adjudication.whitePacket ? documentDate(*adjudication.whitePacket, language) : QString(),
            adjudication.blackPacket ? documentDate(*adjudication.blackPacket, language) : QString(),
            adjudication.adjudicator,
            state.result ? tournament::resultMark(*state.result) : QString()});
    }
    if (rows.size() == 1)
        page.blocks.append({Kind::Paragraph,
            {},
            say(language, u"Партій для присудження немає.", u"No game to adjudicate."),
            {}});
    else
        page.blocks.append({Kind::Table, {}, {}, rows});
    document.pages.append(page);
    return document;
}

Document leaveRegister(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    Language language)
{
    Document document;
    document.title = say(language, u"Реєстр перерв", u"Register of leave");
    document.runningHead = runningHeadOf(document.title, event.name, asOf, language);
    document.format = PageFormat::A4;
    document.language = language;
    Page page = heading(document.title, event, asOf, language);
    const int cap = tournament::rulesOrSectionDefault(event).leaveDaysPerYear;
    const tournament::LeaveRegister leave = tournament::leaveRegister(gameFiles, cap);
    page.blocks.append({Kind::Paragraph,
        {},
        language == Language::Ukrainian
            ? u"Перерви кожного гравця в усіх партіях, що є в судді; день перерви у двох партіях рахується "
              u"один раз, не більше %1 днів за календарний рік (II.7.1)."_s.arg(cap)
            : u"Every player's leave across the judge's game files; a day on leave in two games counts once, "
              u"at "
              u"most %1 days a calendar year (II.7.1)."_s.arg(cap),
        {}});
    QList<QStringList> rows{{say(language, u"Учасник", u"Player"),
        say(language, u"Рік", u"Year"),
        say(language, u"Днів", u"Days"),
        say(language, u"Ліміт", u"Cap"),
        say(language, u"Перерви", u"Leaves")}};
    for (const tournament::LeaveYear& year : leave.years) {
        QStringList periods;
        for (const tournament::RegisteredLeave& each : leave.leaves) {
            if (each.player == year.player && (each.from.year() == year.year || each.to.year() == year.year))
                periods.append(
                    u"%1 – %2"_s.arg(documentDate(each.from, language), documentDate(each.to, language)));
        }
        rows.append({year.player,
            QString::number(year.year),
            year.overCap() ? QString::number(year.days) + say(language, u" — понад ліміт", u" — over the cap")
                           : QString::number(year.days),
            QString::number(year.cap),
            periods.join(u"; "_s)});
    }
    if (leave.years.isEmpty())
        page.blocks.append({Kind::Paragraph, {}, say(language, u"Перерв немає.", u"No leave."), {}});
    else
        page.blocks.append({Kind::Table, {}, {}, rows});
    document.pages.append(page);
    return document;
}

} // namespace postmark::documents
