// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/messagewords.h"

using postmark::testing::english;

/// Computes the ledger of a game file's text as of its as_of date; fails the test on any problem.
inline postmark::ledger::LedgerResult ledgerOfJson(const QByteArray& json, QDate asOf = {})
{
    using namespace postmark::ledger;
    const GameFileReading reading = readGameFile(json);
    if (!reading.game) {
        LedgerResult failed;
        failed.problems = reading.problems;
        return failed;
    }
    return ledgerOf(*reading.game, asOf.isValid() ? asOf : reading.game->asOf.value_or(QDate()));
}

inline QString problemLines(const postmark::ledger::InputProblems& problems)
{
    QStringList lines;
    for (const auto& problem : problems)
        lines.append(postmark::text::problemText(
            problem, postmark::Language::English, postmark::text::FieldNaming::AsInTheFile));
    return lines.join(QLatin1Char('\n'));
}
