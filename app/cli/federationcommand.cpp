// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli federation init|grant|revoke: a federation's PostgreSQL server made ready for its members.
#include <QCommandLineParser>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "core/archive/databaseaddress.h"
#include "core/storage/federation.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

void printFederationUsage(QTextStream& stream)
{
    stream << Cli::tr(
        "Usage:\n"
        "  postmark-cli federation init --db postgresql://[user@]host[:port]/database\n"
        "  postmark-cli federation grant admin|judge|appeals|player LOGIN --db URI\n"
        "                                [--tournament ID] [--person NAME]\n"
        "  postmark-cli federation revoke admin|judge|appeals|player LOGIN --db URI [--tournament ID]\n"
        "\n"
        "init makes the federation's archive on the server: its tables, the group roles postmark_admin,\n"
        "postmark_judge, postmark_appeals and postmark_player, and the policies by which the server\n"
        "enforces what each may do. It is safe to run again. grant gives an existing login role one of\n"
        "them: a judge for one event (--tournament; without it, a judge may publish events of their\n"
        "own), a player as a person of the archive (--person).\n"
        "The password comes from ~/.pgpass, PGPASSWORD or a service file, never from the address.\n");
}

/// The role as the user's language names it (the command line takes the English words).
QString roleName(storage::FederationRole role)
{
    switch (role) {
    case storage::FederationRole::Admin:
        return Cli::tr("the federation's administrator");
    case storage::FederationRole::Judge:
        return Cli::tr("a judge");
    case storage::FederationRole::Appeals:
        return Cli::tr("a member of the appeals committee");
    case storage::FederationRole::Player:
        return Cli::tr("a player");
    }
    return {};
}

} // namespace

int runFederation(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("A federation's archive on a PostgreSQL server: init, grant, revoke."));
    const QCommandLineOption db(u"db"_s,
        Cli::tr("The federation's server: postgresql://[user@]host[:port]/database."),
        Cli::tr("URI"));
    const QCommandLineOption tournament(u"tournament"_s,
        Cli::tr("The event a judge is appointed to (its number on the server)."),
        Cli::tr("ID"));
    const QCommandLineOption person(
        u"person"_s, Cli::tr("Who a player is: their name as the archive writes it."), Cli::tr("NAME"));
    parser.addOption(db);
    parser.addOption(tournament);
    parser.addOption(person);
    parser.addPositionalArgument(Cli::tr("ACTION"), Cli::tr("init, grant or revoke"));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList words = parser.positionalArguments();
    const QString action = words.value(0);
    const bool init = action == u"init"_s;
    if (!init && action != u"grant"_s && action != u"revoke"_s && !action.isEmpty())
        console.err
            << Cli::tr("postmark-cli federation: “%1” is not an action: init, grant or revoke\n").arg(action);
    if (!(init && words.size() == 1)
        && !((action == u"grant"_s || action == u"revoke"_s) && words.size() == 3)) {
        printFederationUsage(console.err);
        return BadUsage;
    }
    if (!parser.isSet(db)) {
        console.err << Cli::tr("postmark-cli federation: --db URI is required (postgresql://…)\n");
        return BadUsage;
    }
    const Result<archive::DatabaseAddress> address = archive::readDatabaseAddress(parser.value(db));
    if (!address) {
        console.err << u"postmark-cli federation: %1\n"_s.arg(describe(address.error(), console.language));
        return BadUsage;
    }
    if (!address->isPostgres()) {
        console.err << Cli::tr("postmark-cli federation: --db names a PostgreSQL server (postgresql://…), "
                               "not a file\n");
        return BadUsage;
    }
    std::optional<qint64> event;
    if (parser.isSet(tournament)) {
        event = idOption(parser, tournament, u"federation"_s, console);
        if (!event)
            return BadUsage;
    }
    std::optional<storage::FederationRole> role;
    if (!init) {
        role = storage::federationRoleNamed(words[1]);
        if (!role) {
            console.err << Cli::tr(
                "postmark-cli federation: the role is admin, judge, appeals or player, not "
                "“%1”\n")
                               .arg(words[1]);
            return BadUsage;
        }
    }

    auto server = storage::FederationServer::connect(*address);
    if (!server) {
        console.err << u"postmark-cli federation: %1\n"_s.arg(describe(server.error(), console.language));
        return BadUsage;
    }
    // An option that does not belong to the role is said, not ignored: it would be a mistake about whom.
    if (role && *role != storage::FederationRole::Judge && parser.isSet(tournament)) {
        console.err << Cli::tr("postmark-cli federation: --tournament is for a judge\n");
        return BadUsage;
    }
    if (parser.isSet(person) && !(role == storage::FederationRole::Player && action == u"grant"_s)) {
        console.err << Cli::tr("postmark-cli federation: --person is for granting a player\n");
        return BadUsage;
    }
    const QString login = words.value(2);
    // A player granted again as someone else: said, as the grant changes whose games the login writes.
    std::optional<QString> personBefore;
    if (action == u"grant"_s && role == storage::FederationRole::Player && parser.isSet(person)) {
        if (auto before = (*server)->personOf(login))
            personBefore = *before;
    }
    const std::optional<Error> failed = init ? (*server)->init()
        : action == u"grant"_s               ? (*server)->grant(*role, login, event, parser.value(person))
                                             : (*server)->revoke(*role, login, event);
    if (failed) {
        console.err << u"postmark-cli federation %1: %2\n"_s.arg(action, describe(*failed, console.language));
        return ProblemFound;
    }
    if (init)
        console.out << Cli::tr("the federation's archive is ready on %1\n").arg(address->display());
    else if (action == u"grant"_s && event)
        console.out << Cli::tr("%1 is now the judge of event %2 on %3\n")
                           .arg(login, QString::number(*event), address->display());
    else if (action == u"grant"_s && parser.isSet(person) && personBefore
        && *personBefore != parser.value(person).trimmed())
        console.out << Cli::tr("%1 is now a player on %2, as “%3” (until now as “%4”)\n")
                           .arg(login, address->display(), parser.value(person).trimmed(), *personBefore);
    else if (action == u"grant"_s && parser.isSet(person))
        console.out << Cli::tr("%1 is now a player on %2, as “%3”\n")
                           .arg(login, address->display(), parser.value(person).trimmed());
    else if (action == u"grant"_s)
        console.out << Cli::tr("%1 is now %2 on %3\n").arg(login, roleName(*role), address->display());
    else if (*role == storage::FederationRole::Judge && event)
        console.out << Cli::tr("%1 no longer judges event %2 on %3\n")
                           .arg(login, QString::number(*event), address->display());
    else
        console.out << Cli::tr("%1 is no longer %2 on %3\n").arg(login, roleName(*role), address->display());
    return Success;
}

} // namespace postmark::cli
