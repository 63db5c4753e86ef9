// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

/// What the list says of one event: enough to tell it from the others and to name it to --tournament.
struct ListedTournament
{
    qint64 id = 0;
    tournament::Tournament event;
    qsizetype results = 0;
};

QString paddedTo(const QString& text, qsizetype width)
{
    return text + QString(std::max<qsizetype>(0, width - text.size()), u' ');
}

void writeText(const QList<ListedTournament>& listed, Console& console)
{
    if (listed.isEmpty()) {
        console.out << Cli::tr("The archive keeps no tournament.\n");
        return;
    }
    const QStringList headings = {Cli::tr("id"),
        Cli::tr("index"),
        Cli::tr("start"),
        Cli::tr("end"),
        Cli::tr("players"),
        Cli::tr("results"),
        Cli::tr("name")};
    QList<QStringList> rows;
    for (const ListedTournament& each : listed)
        rows.append({QString::number(each.id),
            each.event.index,
            text::dateText(each.event.start, console.language),
            text::dateText(each.event.end, console.language),
            QString::number(each.event.players.size()),
            Cli::tr("%1 of %2").arg(each.results).arg(each.event.games.size()),
            each.event.name});
    QList<qsizetype> widths(headings.size());
    for (qsizetype column = 0; column < headings.size(); ++column) {
        widths[column] = headings[column].size();
        for (const QStringList& row : rows)
            widths[column] = std::max(widths[column], row[column].size());
    }
    const auto line = [&widths](const QStringList& cells) -> QString {
        QStringList padded;
        for (qsizetype column = 0; column < cells.size(); ++column)
            padded.append(
                column + 1 == cells.size() ? cells[column] : paddedTo(cells[column], widths[column]));
        return padded.join(u"  "_s) + u'\n';
    };
    console.out << line(headings);
    for (const QStringList& row : rows)
        console.out << line(row);
}

void writeJson(const QList<ListedTournament>& listed, Console& console)
{
    QJsonArray tournaments;
    for (const ListedTournament& each : listed)
        tournaments.append(QJsonObject{{u"id"_s, each.id},
            {u"index"_s, each.event.index},
            {u"name"_s, each.event.name},
            {u"start"_s, each.event.start.toString(Qt::ISODate)},
            {u"end"_s, each.event.end.toString(Qt::ISODate)},
            {u"players"_s, each.event.players.size()},
            {u"games"_s, each.event.games.size()},
            {u"results"_s, each.results}});
    console.out << QString::fromUtf8(
        QJsonDocument(QJsonObject{{u"tournaments"_s, tournaments}}).toJson(QJsonDocument::Indented));
}

} // namespace

int runTournaments(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Lists the tournaments kept in the archive: each one's id and index (what --tournament takes in\n"
        "agenda, export-tournament and copy-tournament), its dates, its players, how many of its games\n"
        "have a result, and its name."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption format(
        u"format"_s, Cli::tr("text (default) or json."), u"text|json"_s, u"text"_s);
    parser.addOption(db);
    parser.addOption(format);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"tournaments"_s, console))
        return BadUsage;
    if (parser.value(format) != u"text" && parser.value(format) != u"json") {
        console.err << Cli::tr("postmark-cli tournaments: --format must be text or json, not '%1'\n")
                           .arg(parser.value(format));
        return BadUsage;
    }
    auto archive = openEventArchive(u"tournaments"_s, parser.value(db), console);
    if (!archive)
        return BadUsage;
    const Result<QList<archive::TournamentSummary>> kept = archive->tournaments();
    if (!kept) {
        console.err << u"postmark-cli tournaments: %1\n"_s.arg(describe(kept.error(), console.language));
        return BadUsage;
    }
    QList<ListedTournament> listed;
    for (const archive::TournamentSummary& summary : *kept) {
        const Result<tournament::Tournament> event = archive->tournament(summary.id);
        if (!event) {
            console.err << u"postmark-cli tournaments: %1\n"_s.arg(describe(event.error(), console.language));
            return BadUsage;
        }
        const qsizetype results = std::count_if(event->games.cbegin(),
            event->games.cend(),
            [](const tournament::TournamentGame& game) { return game.result.has_value(); });
        listed.append({summary.id, *event, results});
    }
    if (parser.value(format) == u"json")
        writeJson(listed, console);
    else
        writeText(listed, console);
    return Success;
}

} // namespace postmark::cli
