// SPDX-License-Identifier: GPL-3.0-or-later
// copy-games: games from one archive to another (a laptop's file, a federation's server), whole and in one
// transaction, each recognised by its content when the target has it already.
#include <algorithm>

#include "app/cli/archiveopener.h"
#include "app/cli/commandline.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runCopyGames(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Copies games with their cards from one archive to another, whole and in one\n"
                "transaction: from a player's archive file to a federation's server, or back. A game\n"
                "the target has already is not copied twice; a different game of the same event and\n"
                "players in the target refuses the copy: nothing is copied."));
    const QCommandLineOption from(
        u"from"_s, Cli::tr("The archive to copy from: a file or postgresql://…"), Cli::tr("SOURCE"));
    const QCommandLineOption to(
        u"to"_s, Cli::tr("The archive to copy to: a file or postgresql://…"), Cli::tr("TARGET"));
    const QCommandLineOption gameOption(u"game"_s,
        Cli::tr("A game's id in the source archive (repeat it; default: every game)."),
        Cli::tr("ID"));
    const QCommandLineOption eventOption(
        u"event"_s, Cli::tr("Only the games of this event (as the games name it)."), Cli::tr("NAME"));
    const QCommandLineOption create(
        u"create"_s, Cli::tr("Make a new archive file at --to if there is none."));
    for (const QCommandLineOption& option : {from, to, gameOption, eventOption, create})
        parser.addOption(option);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"copy-games"_s, console))
        return BadUsage;
    if (!parser.isSet(from) || !parser.isSet(to)) {
        console.err << Cli::tr("postmark-cli copy-games: --from SOURCE and --to TARGET are required\n");
        return BadUsage;
    }
    QList<qint64> chosen;
    for (const QString& value : parser.values(gameOption)) {
        bool isNumber = false;
        chosen.append(value.toLongLong(&isNumber));
        if (!isNumber) {
            console.err << Cli::tr("postmark-cli copy-games: --game ID is a number, not “%1”\n").arg(value);
            return BadUsage;
        }
    }
    auto source = openEventArchive(u"copy-games"_s, parser.value(from), console);
    if (!source)
        return BadUsage;
    Result<QList<std::pair<qint64, ledger::GameFile>>> read = QList<std::pair<qint64, ledger::GameFile>>();
    if (parser.isSet(eventOption)) {
        read = source->gamesOfEvent(parser.value(eventOption));
    } else if (!chosen.isEmpty()) {
        read = source->gamesWithIds(chosen);
    } else {
        const Result<QList<archive::GameSummary>> listed = source->games();
        QList<qint64> every;
        if (listed) {
            for (const archive::GameSummary& summary : *listed)
                every.append(summary.id);
        }
        read = listed ? source->gamesWithIds(every)
                      : Result<QList<std::pair<qint64, ledger::GameFile>>>(listed.error());
    }
    if (!read) {
        console.err << u"postmark-cli copy-games: %1\n"_s.arg(describe(read.error(), console.language));
        return BadUsage;
    }
    if (!chosen.isEmpty()) {
        for (qint64 id : std::as_const(chosen)) {
            if (std::none_of(
                    read->begin(), read->end(), [id](const auto& game) { return game.first == id; })) {
                console.err << u"postmark-cli copy-games: %1\n"_s.arg(
                    describe(Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))},
                        console.language));
                return BadUsage;
            }
        }
    }
    QList<ledger::GameFile> games;
    for (const auto& [id, game] : std::as_const(*read))
        games.append(game);
    auto target = openEventArchive(u"copy-games"_s,
        parser.value(to),
        console,
        parser.isSet(create) ? Creation::Allowed : Creation::OnlyTheDefault);
    if (!target)
        return BadUsage;
    const Result<QList<archive::ImportOutcome>> copied =
        target->copyInGames(games, QDate::currentDate()); // the edge of the program reads the clock
    if (!copied) {
        console.err << u"postmark-cli copy-games: %1\n"_s.arg(describe(copied.error(), console.language));
        return ProblemFound;
    }
    int had = 0;
    for (qsizetype i = 0; i < copied->size(); ++i) {
        const archive::ImportOutcome& outcome = copied->at(i);
        had += outcome.importedBefore ? 1 : 0;
        console.out << (outcome.importedBefore ? Cli::tr("%1 – %2: there already, game %3\n")
                                               : Cli::tr("%1 – %2 → game %3\n"))
                           .arg(games[i].white.name, games[i].black.name)
                           .arg(outcome.id);
    }
    console.out
        << Cli::tr("%n game(s) copied, %1 there already.\n", nullptr, int(copied->size()) - had).arg(had);
    return Success;
}

} // namespace postmark::cli
