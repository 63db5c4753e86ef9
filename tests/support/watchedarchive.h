// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>

#include "core/archive/gamerepository.h"
#include "ui/text/ledgerreport.h"

namespace postmark::testing {

/// The archive the window talks to, watched: which write a change comes by, with what ledger, and how
/// often a game is read after it (the desk reads a game it has not got before computing it).
class WatchedArchive : public archive::GameRepository
{
public:
    explicit WatchedArchive(archive::GameRepository& archive)
        : m_archive(archive)
    {}
    Result<qint64> addGame(const ledger::GameFile& game, const QDate& today) override
    {
        return m_archive.addGame(game, today);
    }
    std::optional<Error> replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today) override
    {
        ++plainWrites;
        if (refusal)
            return refusal;
        return m_archive.replaceGame(id, game, today);
    }
    std::optional<Error> replaceComputedGame(
        qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today) override
    {
        computedWrites.append(text::ledgerReportJson(game, computed));
        readsAfterWrite = 0;
        if (refusal)
            return refusal;
        return m_archive.replaceComputedGame(id, game, computed, today);
    }
    std::optional<Error> updateGame(qint64 id,
        const std::function<std::optional<Error>(ledger::GameFile&)>& edit,
        const QDate& today) override
    {
        ++plainWrites;
        return m_archive.updateGame(id, edit, today);
    }
    std::optional<Error> replaceGames(
        const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today) override
    {
        ++plainWrites;
        if (refusal)
            return refusal;
        return m_archive.replaceGames(games, today);
    }
    std::optional<Error> removeGame(qint64 id) override { return m_archive.removeGame(id); }
    Result<QList<qint64>> addGames(const QList<ledger::GameFile>& games, const QDate& today) override
    {
        if (refusal)
            return *refusal;
        return m_archive.addGames(games, today);
    }
    std::optional<Error> removeGames(const QList<qint64>& ids) override { return m_archive.removeGames(ids); }
    std::optional<Error> writeRefusal() const override { return m_archive.writeRefusal(); }
    bool writeRefusalSettled() const override { return m_archive.writeRefusalSettled(); }
    Result<QList<archive::ImportOutcome>> importGames(
        const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress = {}) override
    {
        return m_archive.importGames(games, today, progress);
    }
    Result<ledger::GameFile> game(qint64 id) const override
    {
        ++readsAfterWrite;
        return m_archive.game(id);
    }
    Result<QList<archive::GameSummary>> games() const override { return m_archive.games(); }
    Result<std::optional<archive::ArchiveOwner>> owner() const override { return m_archive.owner(); }

    int plainWrites = 0;
    QList<QJsonObject> computedWrites; ///< the ledger each came with, as its report
    mutable int readsAfterWrite = 0;
    std::optional<Error> refusal; ///< set: every write is refused with it, nothing written

private:
    archive::GameRepository& m_archive;
};

} // namespace postmark::testing
