// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>

#include "core/archive/gamerepository.h"
#include "core/tournament/cupoverview.h"

namespace postmark::ui {

/// The judge's work on one Cup, without widgets: reads the Cup and each group's tournament, registers and
/// game files from the archive, computes the overview, and stores each decision about the final in one
/// transaction — a refused one leaves the archive and the Cup as they were.
class CupEditor
{
public:
    CupEditor(archive::GameRepository& archive, qint64 cupId);
    const archive::GameRepository& archive() const { return m_archive; }

    /// Reads the Cup and its groups again; the error when the archive cannot give them.
    std::optional<Error> load();
    const tournament::Cup& cup() const { return m_cup; }
    qint64 cupId() const { return m_cupId; }
    tournament::CupOverview overview(const QDate& asOf) const;
    /// The group's tournament id, for the judge's window on it.
    qint64 tournamentOf(int group) const;

    /// Each decision is recorded `on` a day, the judge's today: the Cup's decisions and its report say when.
    std::optional<Error> decline(const QString& player, const QString& note, const QDate& on);
    std::optional<Error> nominate(const QString& player, const QString& note, const QDate& on);
    /// The judge gives `place`, shared after every tie-break, to `player`, on the ground `note`.
    std::optional<Error> decidePlace(const QString& player, int place, const QString& note, const QDate& on);
    /// New groups of the Cup (each a tournament with its stage and number), stored with the Cup at once.
    std::optional<Error> addGroups(
        const QList<std::pair<tournament::CupGroup, tournament::Tournament>>& groups);
    /// Takes back the judge's decision of `kind` about `player` (a decline, a nomination, a shared place).
    std::optional<Error> withdrawDecision(const QString& player, tournament::CupDecision::Kind kind);

private:
    std::optional<Error> store(const tournament::Cup& changed);

    archive::GameRepository& m_archive;
    qint64 m_cupId = 0;
    tournament::Cup m_cup;
    QList<tournament::CupGroupInput> m_groups;
};

} // namespace postmark::ui
