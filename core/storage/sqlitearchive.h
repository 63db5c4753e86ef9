// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>

#include <QSqlDatabase>
#include <QStringList>

#include "core/archive/gamerepository.h"
#include "core/storage/damagecheck.h"
#include "core/storage/preparedstatements.h"
#include "core/storage/sqlitestatement.h"
#include "core/storage/sqlsession.h"
#include "core/tournament/tournament.h"

namespace postmark::storage {

struct CachedState;

/// A player or judge in the address book.
struct Person
{
    QString name;
    QString address;
    QString email;
    QString iccfId;
};

/// A tournament as the archive keeps it (the judge's desk builds on this).
struct TournamentRecord
{
    QString name;
    QString index;
    QDate start;
    std::optional<QDate> end;
    QString rules = QStringLiteral("fzshu-postal");
    struct Entrant
    {
        Person person;
        std::optional<int> rating;
        std::optional<QDate> withdrawnOn;
        QString withdrawalDecision; ///< loss, adjudication or exclusion (II.8.1)
    };
    QList<Entrant> players; ///< in seat order
};

/// A judge's decision on a claim or a game (II.6.7, II.6.8, II.8.1).
struct Decision
{
    qint64 game = 0;
    QDate decidedOn;
    QString decidedBy;
    QString outcome;
    QString reason;
};

/// The archive in an SQLite file: WAL journal, foreign keys on, a busy timeout, schema migrations on
/// open. The only class in Postmark that speaks SQL.
class SqliteArchive : public archive::GameRepository
{
public:
    struct Options
    {
        int busyTimeoutMs = 5000; ///< how long a write waits for another program's write to finish
        /// Whether a missing (or empty) file becomes a new archive: only when the user asked for one (the
        /// window's New, `demo`, `import --create`, the default archive).
        bool createIfMissing = true;
        bool readOnly = false; ///< never write, even where the file could be written
    };

    /// Opens and migrates the archive at `path`. Recognises its own archives by their application id (and
    /// those of before it by their tables) and leaves any other file unchanged. Opens for reading only
    /// when asked, when the file or its folder cannot be written, or when the integrity check on open
    /// finds damage; every write is then refused with writeRefusal().
    /// Errors: ArchiveMissing, ArchiveNotAnArchive, ArchiveLocked, ArchiveReadOnly, ArchiveDiskFull,
    /// ArchiveTooNew, ArchiveFailure.
    static Result<std::unique_ptr<SqliteArchive>> open(const QString& path, const Options& options);
    static Result<std::unique_ptr<SqliteArchive>> open(const QString& path) { return open(path, Options{}); }
    /// Whether `path` is an archive of Postmark's at the latest schema: one open() need not migrate, which
    /// for a large archive may take seconds (the window is shown before such an archive is opened).
    static bool isCurrentArchive(const QString& path);
    ~SqliteArchive() override;

    Result<qint64> addGame(const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today) override;
    std::optional<Error> replaceComputedGame(
        qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today) override;
    std::optional<Error> updateGame(qint64 id,
        const std::function<std::optional<Error>(ledger::GameFile&)>& edit,
        const QDate& today) override;
    std::optional<Error> replaceGames(
        const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today) override;
    std::optional<Error> removeGame(qint64 id) override;
    /// In one transaction; each game's content is remembered (contentHash) so that importGames() knows it.
    Result<QList<qint64>> addGames(const QList<ledger::GameFile>& games, const QDate& today) override;
    Result<QList<archive::ImportOutcome>> importGames(
        const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress = {}) override;
    Result<QList<archive::ImportOutcome>> copyInGames(
        const QList<ledger::GameFile>& games, const QDate& today) override;
    /// SHA-256 (hex) of the game file as writeGameFile() writes it: equal games, equal hashes.
    static QByteArray contentHash(const ledger::GameFile& game);
    std::optional<Error> removeGames(const QList<qint64>& ids) override;
    Result<ledger::GameFile> game(qint64 id) const override;
    Result<QList<archive::GameSummary>> games() const override;
    /// One query for just those games, sorted by SQLite.
    Result<QList<archive::GameSummary>> gamesDueFirst(const QString& player, int count) const override;
    /// By the index on the event's name: one query per table, however many games the archive holds.
    Result<QList<std::pair<qint64, ledger::GameFile>>> gamesOfEvent(const QString& name) const override;
    /// One query per table, the ids bound as one JSON array: any number of games, one prepared statement.
    Result<QList<std::pair<qint64, ledger::GameFile>>> gamesWithIds(const QList<qint64>& ids) const override;
    /// Every game, one query per table.
    Result<QList<std::pair<qint64, ledger::GameFile>>> allGames() const;

    Result<qint64> addTournament(const TournamentRecord& tournament);
    std::optional<Error> assignToTournament(qint64 game, qint64 tournament);
    Result<qint64> addDecision(const Decision& decision);
    /// Stores a whole tournament (the tournament file) in one transaction; returns its id.
    Result<qint64> importTournament(const tournament::Tournament& event) override;
    /// The tournament as imported: readTournamentFile(writeTournamentFile(...)) of it is the same.
    /// Errors: TournamentNotFound for an unknown id, ArchiveFailure.
    Result<tournament::Tournament> tournament(qint64 id) const override;
    /// The tournaments imported whole (importTournament), by id.
    Result<QList<archive::TournamentSummary>> tournaments() const override;
    /// Errors: TournamentNotFound, ArchiveFailure (a claim's stored evidence that no longer reads).
    Result<tournament::JudgeRegisters> judgeRegisters(qint64 id) const override;
    /// Errors: TournamentNotFound, TournamentEditRefused (the edit changed players or pairings), the edit's
    /// own, ArchiveFailure and the disk's.
    std::optional<Error> updateTournament(qint64 id, const TournamentEdit& edit) override;
    Result<qint64> copyInTournament(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers) override;
    Result<archive::EventCopy> copyInEvent(const tournament::Tournament& event,
        const tournament::JudgeRegisters& registers,
        const QList<ledger::GameFile>& games,
        const QDate& today,
        const Progress& progress = {}) override;

    Result<QList<archive::CupRecord>> cups() const override;
    Result<qint64> saveCup(qint64 id, const tournament::Cup& cup) override;
    Result<qint64> addCupGroups(qint64 id,
        const tournament::Cup& cup,
        const QList<std::pair<tournament::CupGroup, tournament::Tournament>>& groups) override;
    Result<QList<std::pair<qint64, tournament::TeamEvent>>> teamEvents() const override;
    Result<qint64> saveTeamEvent(qint64 id, const tournament::TeamEvent& event) override;

    Result<QByteArray> analysis(qint64 id) const override;
    bool searchesPositions() const override { return true; }
    Result<QList<archive::PositionMatch>> gamesReaching(std::uint64_t key) const override;
    /// GameNotFound for a game the archive has not; the disk's errors otherwise.
    std::optional<Error> setAnalysis(qint64 id, const QByteArray& json) override;
    std::optional<Message> analysisRefusal() const override { return std::nullopt; }

    Result<std::optional<archive::ArchiveOwner>> owner() const override;
    /// Refused with InvalidValue for an empty name; ArchiveFailure and the disk's otherwise.
    std::optional<Error> setOwner(const archive::ArchiveOwner& owner) override;

    /// A consistent copy of the archive while it is in use (SQLite's VACUUM INTO). `target` must not exist.
    /// `progress` is told the bytes written of those expected; Cancel leaves no copy behind.
    std::optional<Error> backup(const QString& target, const Progress& progress = {}) const override;
    /// The SQLite integrity and foreign-key checks, then the domain's: every game's cards replay legally and
    /// its cached state matches its ledger. One line per problem; empty when all is well. `progress` is told
    /// the steps done (SQLite's checks, then one a game); Cancel gives the error Cancelled.
    Result<QList<Message>> check(const Progress& progress = {}) const override;

    const QString& path() const { return m_path; }
    QString archiveFile() const override { return m_path; }
    /// Why nothing may be written (ArchiveReadOnly, ArchiveDamaged); unset for an archive open to write.
    /// Waits, when the archive is still checking itself for damage (see open()), for the verdict.
    std::optional<Error> writeRefusal() const override { return settledWriteRefusal(); }
    bool writeRefusalSettled() const override;
    void startDeferredChecks() const override;
    int schemaVersion() const;

private:
    SqliteArchive(QString path, QString connection);
    /// Writes the game and its cached state, taken from `computed` when it is as of the right day.
    std::optional<Error> writeGame(qint64 id,
        const ledger::GameFile& game,
        const QDate& today,
        const ledger::Ledger* computed = nullptr);
    std::optional<Error> rebuildMissingState(const QDate& today);
    /// importGames(), copyInGames() and copyInEvent(): all or none, in one transaction, after `first` (the
    /// event's copy) when there is one.
    Result<QList<archive::ImportOutcome>> importWhole(const QList<ledger::GameFile>& games,
        const QDate& today,
        const Progress& progress,
        bool refuseSameNamed,
        const std::function<std::optional<Error>()>& first = {});
    /// Whole games whose row (`games g`) matches `where` with `values` bound, in id order.
    Result<QList<std::pair<qint64, ledger::GameFile>>> readGames(
        const QString& where, const QVariantList& values) const;
    /// The shared SQL's view of this archive (core/storage/eventstore.h).
    SqlSession session() const;
    /// The Cup's rows (id 0: new), inside the caller's transaction; its id.
    Result<qint64> writeCup(qint64 id, const tournament::Cup& cup);

    QString m_path;
    QString m_connection;
    mutable QSqlDatabase m_database;
    mutable PreparedStatements m_statements{m_database};
    mutable SqliteStatements m_fastStatements{m_database};
    qint64 m_lastWrittenId = 0;
    /// Why nothing may be written, as far as known: the quick check for damage may still be running.
    const std::optional<Error>& settledWriteRefusal() const;

    mutable std::optional<Error> m_writeRefusal;
    /// The quick check of an archive opened to write, run beside the window's work once started (its
    /// verdict: "ok" or SQLite's first complaint); every write waits for it.
    mutable DamageCheck m_damageCheck;
    /// How the check, not started yet, reads the archive (startDeferredChecks()).
    mutable std::optional<DamageCheck::Connect> m_pendingDamageCheck;
};

/// What Postmark writes into the header of each archive it makes (SQLite's application id): "PMRK".
inline constexpr int PostmarkApplicationId = 0x504D524B;

/// Where the archive lives unless --db says otherwise: the user's data folder.
QString defaultArchivePath();

} // namespace postmark::storage
