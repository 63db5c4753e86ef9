// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gameimport.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/jsonsyntax.h"
#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/tournamentfilereader.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

QList<ImportedGame> gamesFromStartList(const tournament::Tournament& event, const PlayerNames& me)
{
    QList<ImportedGame> games;
    for (int g = 0; g < static_cast<int>(event.games.size()); ++g) {
        ledger::GameFile game = tournament::pairingGameFile(event, g);
        if (!me.matches(game.white.name) && !me.matches(game.black.name))
            continue;
        games.append({u"%1 – %2"_s.arg(game.white.name, game.black.name), game});
    }
    return games;
}

bool isPgnFile(const QString& name)
{
    return name.endsWith(u".pgn"_s, Qt::CaseInsensitive);
}

namespace {

ImportReading readPgnForImport(
    const QString& name, QIODevice& file, chess::Notation notation, const Progress& progress = {})
{
    ImportReading reading;
    pgn::PgnReader reader(file);
    pgn::PgnGame game;
    while (reader.readNext(game)) {
        if (progress && !progress(file.pos(), file.size())) {
            reading.cancelled = true;
            return reading;
        }
        QList<Message> assumed;
        Result<ledger::GameFile> converted = ledger::gameFileFromPgn(game, &assumed, notation);
        if (!converted) {
            reading.problems.append(say(MessageCode::InFile, name, converted.error().detail));
            continue;
        }
        reading.games.append({u"%1 #%2"_s.arg(name).arg(game.number), std::move(converted).value()});
        for (const Warning& warning : std::as_const(game.warnings))
            reading.warnings.append(say(
                MessageCode::InFile, name, say(MessageCode::PgnGameWarning, game.number, warning.detail)));
        for (const Message& note : std::as_const(assumed))
            reading.warnings.append(
                say(MessageCode::InFile, name, say(MessageCode::PgnGameWarning, game.number, note)));
    }
    return reading;
}

} // namespace

ImportReading readGamesForImport(const QString& name,
    QIODevice& file,
    const PlayerNames& me,
    const Progress& progress,
    chess::Notation pgnNotation)
{
    if (isPgnFile(name))
        return readPgnForImport(name, file, pgnNotation, progress);
    return readGamesForImport(name, readAtMost(file, limits::MaxJsonFileBytes), me);
}

ImportReading readGamesForImport(
    const QString& name, const QByteArray& bytes, const PlayerNames& me, chess::Notation pgnNotation)
{
    ImportReading reading;
    if (isPgnFile(name)) {
        QBuffer buffer;
        buffer.setData(bytes);
        buffer.open(QIODevice::ReadOnly);
        return readPgnForImport(name, buffer, pgnNotation);
    }
    if (const auto tooLarge = ledger::jsonFileTooLarge(bytes)) {
        reading.problems.append(say(MessageCode::InFile, name, ledger::problemMessage(*tooLarge)));
        return reading;
    }
    const QJsonObject top = QJsonDocument::fromJson(bytes).object();
    if (top.value(u"format"_s).toString() == u"postmark-tournament") {
        if (me.isEmpty()) {
            reading.problems.append(say(MessageCode::InFile, name, say(MessageCode::TournamentFileNotGames)));
            return reading;
        }
        const tournament::TournamentFileReading event = tournament::readTournamentFile(bytes);
        if (!event.tournament) {
            for (const ledger::InputProblem& problem : event.problems)
                reading.problems.append(say(MessageCode::InFile, name, ledger::problemMessage(problem)));
            return reading;
        }
        reading.games = gamesFromStartList(*event.tournament, me);
        if (reading.games.isEmpty())
            reading.problems.append(say(
                MessageCode::InFile, name, say(MessageCode::PlaysInNoGame, me.name, event.tournament->name)));
        return reading;
    }
    const ledger::GameFileReading game = ledger::readGameFile(bytes);
    if (!game.game) {
        for (const ledger::InputProblem& problem : game.problems)
            reading.problems.append(say(MessageCode::InFile, name, ledger::problemMessage(problem)));
        return reading;
    }
    reading.games.append({name, *game.game});
    return reading;
}

} // namespace postmark::desk
