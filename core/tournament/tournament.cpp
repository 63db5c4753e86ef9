// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/tournament.h"

#include <array>
#include <utility>

#include "core/rules/clauses.h"
#include "core/support/texttable.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

namespace {

// The spellings of the tournament file (spec/tournament-file.md).
constexpr std::array<std::pair<GameResult, QStringView>, 5> kResults{{
    {GameResult::WhiteWon, u"1-0"},
    {GameResult::BlackWon, u"0-1"},
    {GameResult::Draw, u"1/2-1/2"},
    {GameResult::BothLost, u"0-0"},
    {GameResult::Cancelled, u"cancelled"},
}};
constexpr std::array<std::pair<ResultHow, QStringView>, 6> kHows{{
    {ResultHow::Played, u"played"},
    {ResultHow::TimeForfeit, u"time_forfeit"},
    {ResultHow::Adjudicated, u"adjudicated"},
    {ResultHow::WithdrawalLoss, u"withdrawal_loss"},
    {ResultHow::InactivityLoss, u"inactivity_loss"},
    {ResultHow::NoRecord, u"no_record"},
}};
constexpr std::array<std::pair<WithdrawalDecision, QStringView>, 4> kDecisions{{
    {WithdrawalDecision::Loss, u"loss"},
    {WithdrawalDecision::Adjudicate, u"adjudicate"},
    {WithdrawalDecision::Exclude, u"exclude"},
    {WithdrawalDecision::ExcludeAll, u"exclude_all"},
}};
constexpr std::array<std::pair<TieBreak, QStringView>, 4> kTieBreaks{{
    {TieBreak::Wins, u"wins"},
    {TieBreak::SonnebornBerger, u"sonneborn_berger"},
    {TieBreak::HeadToHead, u"head_to_head"},
    {TieBreak::Koya, u"koya"},
}};

} // namespace

int Tournament::playerIndex(const QString& id) const
{
    for (qsizetype i = 0; i < players.size(); ++i) {
        if (players[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

QString Tournament::playerName(const QString& id) const
{
    const int seat = playerIndex(id);
    return seat >= 0 ? players[seat].name : id;
}

ledger::GameFile pairingGameFile(const Tournament& event, int game)
{
    const Player& white = event.players[event.playerIndex(event.games[game].white)];
    const Player& black = event.players[event.playerIndex(event.games[game].black)];
    ledger::GameFile file;
    file.event.name = event.name;
    file.event.index = event.index;
    file.event.start = event.start;
    file.event.end = event.end;
    file.event.rules = event.rules;
    file.event.overrides = event.overrides;
    file.white = ledger::Player{white.name, white.address, std::nullopt};
    file.black = ledger::Player{black.name, black.address, std::nullopt};
    return file;
}

Result<rules::RuleSet> rulesOf(const Tournament& event)
{
    Result<rules::RuleSet> base = rules::ruleSet(event.rules);
    if (!base || event.overrides.isEmpty())
        return base;
    return rules::applyOverrides(*base, event.overrides);
}

rules::RuleSet rulesOrSectionDefault(const Tournament& event)
{
    if (const Result<rules::RuleSet> read = rulesOf(event))
        return *read;
    const Result<rules::RuleSet> section = rules::ruleSet(event.rules);
    return section ? *section : rules::RuleSet{};
}

bool playsUnderSectionV(const Tournament& event)
{
    return event.rules == u"fzshu-server";
}

bool mayHaveCancelledGames(const Tournament& event)
{
    return playsUnderSectionV(event)
        || std::any_of(event.games.begin(), event.games.end(), [](const TournamentGame& game) {
               return game.result == GameResult::Cancelled;
           });
}

bool awaitsGameRecord(GameResult result)
{
    return result != GameResult::BothLost && result != GameResult::Cancelled;
}

bool withdrawalLossAwaitsTexts(const Tournament& event)
{
    // The section's own clauses decide, not the regulation's figures: its overrides cannot add a clause.
    const Result<rules::RuleSet> section = rules::ruleSet(event.rules);
    return section && rules::has(*section, rules::Rule::WithdrawalTexts);
}

bool playsUnderSectionIV(const Tournament& event)
{
    return event.rules == u"fzshu-team-postal";
}

QString resultText(GameResult result)
{
    return textOf(kResults, result);
}
std::optional<GameResult> resultFromText(const QString& text)
{
    return valueOf(kResults, text);
}
ResultHow judgesHow(ResultHow how)
{
    switch (how) {
    case ResultHow::Mate:
    case ResultHow::Resignation:
    case ResultHow::DrawAgreed:
    case ResultHow::DrawClaimed:
        return ResultHow::Played;
    case ResultHow::Played:
    case ResultHow::TimeForfeit:
    case ResultHow::Adjudicated:
    case ResultHow::WithdrawalLoss:
    case ResultHow::InactivityLoss:
    case ResultHow::NoRecord:
        break;
    }
    return how;
}

QString howText(ResultHow how)
{
    return textOf(kHows, judgesHow(how));
}
std::optional<ResultHow> howFromText(const QString& text)
{
    return valueOf(kHows, text);
}
QString decisionText(WithdrawalDecision decision)
{
    return textOf(kDecisions, decision);
}
std::optional<WithdrawalDecision> decisionFromText(const QString& text)
{
    return valueOf(kDecisions, text);
}
QString tieBreakId(TieBreak tieBreak)
{
    return textOf(kTieBreaks, tieBreak);
}
std::optional<TieBreak> tieBreakFromId(const QString& id)
{
    return valueOf(kTieBreaks, id);
}

} // namespace postmark::tournament
