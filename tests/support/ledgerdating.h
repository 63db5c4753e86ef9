// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two ways the ledger dates a game's cards (core/ledger/datingasread.h): each card as it is read, or
// every card first. A test or a fuzz target checks that whenever the first gives a ledger, it is word for
// word the ledger of the second, and sees which one computeLedger() took.

#include <optional>

#include "core/ledger/ledgerbuilder.h"
#include "tests/support/ledgerdigest.h"

namespace postmark::testing {

/// Everything a result tells, for a comparison: the digest of the ledger, or its problems in English.
inline QString resultFingerprint(const ledger::GameFile& game, const ledger::LedgerResult& result)
{
    if (!result.ledger) {
        QStringList problems;
        for (const ledger::InputProblem& problem : result.problems)
            problems.append(english(problem));
        return u"refused: "_qs + problems.join(u" | "_qs);
    }
    LedgerDigest digest;
    digest.add(game, *result.ledger);
    return digest.hex();
}

struct DatingComparison
{
    bool datedAsRead = false; ///< dating as read gave a ledger (else every card was dated first)
    QString asRead; ///< its fingerprint, when it did
    QString allFirst;
};

inline DatingComparison compareDatings(
    const ledger::GameFile& game, const rules::RuleSet& rules, const QDate& asOf)
{
    using ledger::detail::Dating;
    using ledger::detail::LedgerBuilder;
    DatingComparison comparison;
    const std::optional<ledger::LedgerResult> asRead = LedgerBuilder(game, rules, asOf).run(Dating::AsRead);
    comparison.datedAsRead = asRead.has_value();
    if (asRead)
        comparison.asRead = resultFingerprint(game, *asRead);
    comparison.allFirst = resultFingerprint(game, *LedgerBuilder(game, rules, asOf).run(Dating::AllFirst));
    return comparison;
}

} // namespace postmark::testing
