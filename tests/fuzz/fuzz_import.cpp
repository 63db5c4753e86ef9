// SPDX-License-Identifier: GPL-3.0-or-later
// Importing a fuzzed file into an archive, as `postmark-cli import` and the window's Import do: the
// input's first byte picks how the file is named (a game file, a PGN file, a judge's start list), the rest
// is the file. Whatever reads is stored in one transaction and reads back from the archive as it was; a
// refused import leaves the archive as it was.
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include "core/desk/gameimport.h"
#include "core/storage/sqlitearchive.h"
#include "tests/fuzz/fuzzcheck.h"
#include "ui/text/messagetext.h"

using namespace postmark;

namespace {

storage::SqliteArchive* fuzzArchive = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication application(*argc, *argv);
    // In memory when the system has it, so that the fuzzer measures the importer and not the disk.
    static QTemporaryDir folder(QDir(u"/dev/shm"_qs).exists()
            ? u"/dev/shm/postmark-fuzz-XXXXXX"_qs
            : QDir::tempPath() + u"/postmark-fuzz-XXXXXX"_qs);
    auto opened = storage::SqliteArchive::open(folder.filePath(u"fuzz.postmark"_qs));
    if (!opened) {
        std::fprintf(stderr, "cannot create the fuzzing archive\n");
        std::abort();
    }
    fuzzArchive = std::move(opened).value().release();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    if (size == 0)
        return 0;
    static const QString Names[] = {u"game.json"_qs, u"games.pgn"_qs, u"start.tournament.json"_qs};
    const QString& name = Names[data[0] % 3];
    const desk::ImportReading reading =
        desk::readGamesForImport(name, fuzz::bytesOf(data + 1, size - 1), u"p1"_qs);
    for (const Message& problem : reading.problems)
        (void)text::messageText(problem, Language::Ukrainian);
    if (reading.games.isEmpty())
        return 0;

    QList<ledger::GameFile> games;
    for (const desk::ImportedGame& imported : reading.games)
        games.append(imported.game);
    const qsizetype stored = fuzzArchive->games().value().size();
    const Result<QList<qint64>> ids = fuzzArchive->addGames(games, fuzz::asOfDay());
    if (!ids) {
        (void)text::messageText(ids.error().detail, Language::Ukrainian);
        FUZZ_CHECK(fuzzArchive->games().value().size() == stored); // nothing of a refused import is kept
        return 0;
    }
    FUZZ_CHECK(ids->size() == games.size());
    for (qsizetype n = 0; n < ids->size(); ++n) {
        const Result<ledger::GameFile> back = fuzzArchive->game(ids->at(n));
        FUZZ_CHECK(back.hasValue());
        FUZZ_CHECK(*back == games[n]);
    }
    FUZZ_CHECK(!fuzzArchive->removeGames(*ids));
    return 0;
}
