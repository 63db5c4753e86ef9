// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commandline.h"

#include "core/support/wordwrap.h"
#include "ui/text/datereading.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

/// The command's description as one paragraph wrapped to 79 columns, as Qt wraps the options below it:
/// the help then fits a terminal of 80, and so does the manual page made of it.
QString wrapped(const QString& description)
{
    return wrapWords(description.simplified().split(u' ', Qt::SkipEmptyParts), 79);
}

} // namespace

std::optional<int> parseCommandLine(
    QCommandLineParser& parser, const QStringList& arguments, Console& console)
{
    const QCommandLineOption help({u"h"_s, u"help"_s}, Cli::tr("Show this help."));
    parser.addOption(help);
    parser.setApplicationDescription(wrapped(parser.applicationDescription()));
    if (!parser.parse(arguments)) {
        console.err << u"postmark-cli %1: %2\n"_s.arg(arguments.value(0), parser.errorText());
        console.err << Cli::tr("Try 'postmark-cli %1 --help'.\n").arg(arguments.value(0));
        return BadUsage;
    }
    if (parser.isSet(help)) {
        // helpText() names the executable's path; the user typed "postmark-cli COMMAND".
        QString text = parser.helpText();
        const qsizetype firstLineEnd = text.indexOf(u'\n');
        const QString usage = text.first(firstLineEnd).section(u' ', 2);
        text.replace(0, firstLineEnd, Cli::tr("Usage: postmark-cli ") + arguments.value(0) + u' ' + usage);
        console.out << text;
        return Success;
    }
    return std::nullopt;
}

bool refusesArguments(const QCommandLineParser& parser, const QString& command, Console& console)
{
    if (parser.positionalArguments().isEmpty())
        return false;
    console.err << Cli::tr("postmark-cli %1: unexpected argument '%2' (the command takes options only)\n")
                       .arg(command, parser.positionalArguments().constFirst());
    console.err << Cli::tr("Try 'postmark-cli %1 --help'.\n").arg(command);
    return true;
}

std::optional<QDate> dateOrToday(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    Console& console)
{
    if (!parser.isSet(option))
        return QDate::currentDate();
    const QString text = parser.value(option);
    const std::optional<QDate> date = text::readDate(text);
    if (!date) {
        console.err << Cli::tr("postmark-cli %1: --%2: '%3' is not a date (2026-11-25 or 25.11.2026)\n")
                           .arg(command, option.names().constFirst(), text);
        return std::nullopt;
    }
    return *date;
}

} // namespace postmark::cli
