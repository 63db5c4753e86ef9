// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/clauses.h"

#include <array>
#include <iterator>

#include <QStringList>

namespace postmark::rules {

namespace {

enum Section
{
    Postal, ///< II
    Email, ///< III
    TeamPostal, ///< IV: its own chapters 7–9, section II's chapters 2–4 and 9 for play by post (IV.4–IV.6)
    Server, ///< V
};

Section sectionOf(const RuleSet& rules)
{
    if (rules.section == u"III")
        return Email;
    if (rules.section == u"IV")
        return TeamPostal;
    if (rules.section == u"V")
        return Server;
    return Postal;
}

struct Row
{
    Rule rule;
    const char* postal;
    const char* email;
    const char* teamPostal;
    const char* server;
};

// Read from ../shared/rules/fzshu-2016-rules.uk.txt. An empty entry: the section has no such rule.
constexpr Row Table[] = {
    {Rule::ThinkingTime, "II.4.4", "III.4.4", "II.4.4", "V.5.2"},
    {Rule::Control, "II.4.3", "III.4.3", "II.4.3", "V.5.1"},
    {Rule::OfficialStart, "II.4.5", "III.4.5", "II.4.5", "V.5.2"},
    {Rule::LateStartNotice, "II.4.6", "", "II.4.6", ""},
    {Rule::QueryExcused, "II.4.7", "III.4.8", "II.4.7", ""},
    // III.4.8 excuses the answer to an impossible or wrongly repeated move, not the answer to a repeat.
    {Rule::RepeatAnswerExcused, "II.4.7", "", "II.4.7", ""},
    {Rule::WrongRepetitionAnswerExcused, "", "III.4.8", "", ""},
    {Rule::Variant, "II.4.8", "III.4.6", "II.4.8", "V.2.4"},
    {Rule::Replacement, "II.3.12", "III.3.4", "II.3.12", ""},
    {Rule::CardWithoutMove, "II.3.11", "III.3.5", "II.3.11", ""},
    {Rule::ImpossibleMovePenalty, "II.4.9", "III.4.7", "II.4.9", ""},
    {Rule::WrongRepetitionPenalty, "II.4.9, II.3.8", "III.4.7, III.3.7", "II.4.9, II.3.8", ""},
    {Rule::RegisteredPenalty, "II.4.9, II.4.12", "", "II.4.9, II.4.12", ""},
    {Rule::AddressPenalty, "II.4.9", "", "II.4.9", ""},
    {Rule::PenaltyEscalation, "II.4.10", "III.4.7", "II.4.10", ""},
    {Rule::LateRepeat, "II.4.11", "III.4.9", "II.4.11", ""},
    {Rule::TimeTrouble, "II.4.12", "III.4.10", "II.4.12", ""},
    {Rule::RepeatMove, "II.5.1", "III.5.1", "IV.7.1", ""},
    {Rule::NotifyJudge, "II.5.1", "", "IV.7.1", ""},
    {Rule::FirstMoveInquiry, "II.5.1", "", "IV.7.1", ""},
    {Rule::Inactivity, "II.5.2", "III.5.3", "IV.7.2", "V.3.2"},
    {Rule::QueryMove, "II.3.12", "III.3.4", "II.3.12", ""},
    {Rule::Overstep, "II.6.1", "III.4.3", "IV.8.1", "V.5.4"},
    {Rule::ClaimWindow, "II.6.3", "III.6.1", "II.6.3", ""},
    {Rule::Objection, "II.6.4", "III.6.4", "IV.8.4", ""},
    {Rule::Suspension, "II.6.6", "III.6.3", "IV.8.6", ""},
    // A team's results and adjudications are its section's own chapter 11 (IV.11.1–12), its players' packets
    // going through the captain (IV.11.5–6). V.7.3: on a server the judge adjudicates, no packets.
    {Rule::Adjudication, "II.9.5", "III.9.5", "IV.11.5", ""},
    {Rule::LeaveCap, "II.7.1", "III.7.1", "IV.9.1", "V.6.1"},
    {Rule::LeaveNotCounted, "II.7.4", "III.7.4", "IV.9.4", "V.5.2"},
    {Rule::LeaveNoticeLate, "II.7.6", "III.7.2", "IV.9.6", "V.6.2"},
    {Rule::TotalTime, "II.4.1", "III.4.3", "II.4.1", "V.5.1"},
    {Rule::StatedFacts, "II.3.7", "III.2.1", "II.3.7", ""},
    // By e-mail the dates are the messages' (III.2.3), on a server the server's clock (V.5.3).
    {Rule::CardDates, "II.2.2", "III.2.3", "II.2.2", "V.5.3"},
    {Rule::OverstepLoss, "II.6.5", "III.6.6", "IV.8.5", "V.5.4"},
    // A team's player who leaves is replaced (IV.10.1–2); without a substitute the judge decides (IV.10.3).
    {Rule::Withdrawal, "II.8.1", "III.8.1", "IV.10.3", "V.8.2"},
    // On a server the claim, the record and the result are the server's (V.4, V.5.4): no such steps.
    {Rule::ClaimEvidence, "II.6.2", "III.6.1", "IV.8.3", ""},
    // By e-mail the claim suspends the game until the judge decides (III.6.3): a rejection lets it go on.
    // III.6.7 is not this: it lets the judge bar the claimant's further claims.
    {Rule::ClaimRejected, "II.6.7", "III.6.3", "IV.8.7", ""},
    // By e-mail III.9.1 asks for the record and III.9.2 registers the result once it comes.
    {Rule::ResultRecorded, "II.9.1", "III.9.2", "IV.11.1", ""},
    {Rule::NoRecord, "II.9.3", "III.9.3", "IV.11.3", ""},
    {Rule::AssessmentsAgree, "II.9.6", "III.9.6", "IV.11.7", ""},
    {Rule::Adjudicator, "II.9.7", "III.9.7", "IV.11.8", "V.7.3"},
    {Rule::NoPacketNoAppeal, "II.9.8", "III.9.8", "IV.11.9", ""},
    {Rule::AdjudicationAppeal, "II.9.10", "III.9.10", "IV.11.11", "V.9.4"},
    {Rule::SecondAdjudication, "II.9.11", "III.9.11", "IV.11.12", ""},
    // A team's player appeals through the captain (IV.2.5), a server's player through the server (V.9.4).
    {Rule::AppealToCommittee, "II.1.6", "III.1.10", "IV.2.5", "V.9.4"},
    // By e-mail the judge may instead bar further claims for the event (III.6.7).
    {Rule::UnfoundedClaimPenalty, "II.6.8", "", "IV.8.8", ""},
    {Rule::AdjudicationNotice, "II.9.9", "III.9.9", "IV.11.10", "V.7.3"},
    // By post the claim carries the claimant's next move (II.6.2, IV.8.3); an e-mail claim does not
    // (III.6.1).
    {Rule::SealedMove, "II.6.2", "", "IV.8.3", ""},
    // By e-mail the address is the e-mail one (III.1.2); a team's players write through the captain (IV.2),
    // a server's through the server.
    {Rule::AddressChange, "II.1.2", "III.1.2", "", ""},
    // II.8.2: the partners' results are fixed once the judge has the texts from them; III.8.2: once he has
    // the withdrawn player's game texts. A team's player is replaced or his games decided (IV.10), a server
    // keeps the games itself (V.8): neither waits.
    {Rule::WithdrawalTexts, "II.8.2", "III.8.2", "", ""},
    // By e-mail a rejected claim costs no days: the judge may forbid the claimant further claims within the
    // current ten-move cycle (III.6.7). By post the judge charges penalty days instead (II.6.8, IV.8.8).
    {Rule::ClaimBar, "", "III.6.7", "", ""},
    // The server's standard control doubles the days past 20 on one move (V.5.2); no other section does.
    {Rule::DoubledDays, "", "", "", "V.5.2"},
    {Rule::StandardTransit, "", "III.2.5", "", ""},
};

constexpr bool tableFollowsTheEnum()
{
    for (std::size_t i = 0; i < std::size(Table); ++i) {
        if (static_cast<std::size_t>(Table[i].rule) != i)
            return false;
    }
    return std::size(Table) == RuleCount;
}
static_assert(tableFollowsTheEnum(), "one row per Rule, in the enum's order");

const char* clauseText(Section section, Rule rule)
{
    const Row& row = Table[static_cast<std::size_t>(rule)];
    switch (section) {
    case Postal:
        return row.postal;
    case Email:
        return row.email;
    case TeamPostal:
        return row.teamPostal;
    case Server:
        return row.server;
    }
    return "";
}

} // namespace

QString clause(const RuleSet& rules, Rule rule)
{
    return QString::fromLatin1(clauseText(sectionOf(rules), rule));
}

QString citation(const RuleSet& rules, Rule rule)
{
    return citation(rules, {rule});
}

QString citation(const RuleSet& rules, std::initializer_list<Rule> each)
{
    QStringList cited;
    for (Rule rule : each) {
        // A section may put two of them in one clause (by e-mail the claim's evidence and window are
        // III.6.1).
        if (has(rules, rule) && !cited.contains(clause(rules, rule)))
            cited.append(clause(rules, rule));
    }
    return cited.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(cited.join(QStringLiteral(", ")));
}

bool has(const RuleSet& rules, Rule rule)
{
    return *clauseText(sectionOf(rules), rule) != 0;
}

std::uint64_t rulesOfSection(const RuleSet& rules)
{
    // Asked by every ledger: each section's rules are gathered once, on the first ledger.
    static const std::array<std::uint64_t, 4> present = [] {
        std::array<std::uint64_t, 4> each{};
        for (Section section : {Postal, Email, TeamPostal, Server}) {
            for (std::size_t i = 0; i < RuleCount; ++i) {
                if (*clauseText(section, static_cast<Rule>(i)) != 0)
                    each[section] |= std::uint64_t(1) << i;
            }
        }
        return each;
    }();
    return present[sectionOf(rules)];
}

} // namespace postmark::rules
