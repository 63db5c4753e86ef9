// SPDX-License-Identifier: GPL-3.0-or-later
#include <cstdio>
#include <memory>
#include <vector>

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include "app/openarchives.h"
#include "app/startup.h"
#include "app/startupprobe.h"
#include "core/archive/databaseaddress.h"
#include "core/storage/connectionrefusal.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/afterfirstpaint.h"

using namespace Qt::StringLiterals;

namespace {

/// The interface language: --lang wins over the settings; "the system's" language is Ukrainian on a
/// Ukrainian system and English elsewhere (Ukrainian first: the federation's players).
QString chooseLanguage(int argc, char** argv)
{
    for (int index = 1; index < argc; ++index) {
        const QString argument = QString::fromLocal8Bit(argv[index]);
        if (argument.startsWith(u"--lang="_s))
            return argument.mid(7) == u"en" ? u"en"_s : u"uk"_s;
        if (argument == u"--lang" && index + 1 < argc)
            return QString::fromLocal8Bit(argv[index + 1]) == u"en" ? u"en"_s : u"uk"_s;
    }
    QString chosen = postmark::ui::SettingsDialog::language();
    if (chosen == u"system")
        chosen = QLocale::system().language() == QLocale::Ukrainian ? u"uk"_s : u"en"_s;
    return chosen == u"en" ? u"en"_s : u"uk"_s;
}

// Qt's Ukrainian says «Застосування» (application) for a command line's "Usage": Postmark's catalogue,
// installed after Qt's and so asked first, says it as Ukrainians do.
[[maybe_unused]] constexpr const char* UsageWord = QT_TRANSLATE_NOOP("QCommandLineParser", "Usage: %1");
// «Параметри» rather than Qt's «Опції»: the word help2man's Ukrainian looks for, so that the manual page
// has its options section, and the one Ukrainian manuals use.
[[maybe_unused]] constexpr const char* OptionsWord = QT_TRANSLATE_NOOP("QCommandLineParser", "Options:");
[[maybe_unused]] constexpr const char* OptionsMark = QT_TRANSLATE_NOOP("QCommandLineParser", "[options]");
// Qt 6.4's Ukrainian has no words for the file dialog's kinds of entry: its Type column said "Folder" in a
// Ukrainian window (Open archive, Import games). Postmark's catalogue says them.
[[maybe_unused]] constexpr struct
{
    const char* source;
    const char* comment;
} FileKindWords[] = {QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", "")};

// Qt 6.4's Ukrainian leaves a message box's OK in English («OK» beside «Закрити» and «Скасувати»): a walk
// met it under "it is your move in this game". Postmark's catalogue says it.
[[maybe_unused]] constexpr const char* OkWord = QT_TRANSLATE_NOOP("QPlatformTheme", "OK");

// Qt 6.4's Ukrainian lacks the print dialog's newer words: its options spoke English in the Ukrainian window
// («Pages», «Double Sided Printing», «Advanced»: helper-60). Postmark's catalogue says them.
[[maybe_unused]] constexpr const char* PrintDialogWords[] = {
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput",
        "Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a "
        "hyphen. "
        "E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9."),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Double Sided Printing"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Off"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Long side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Short side binding"),
    QT_TRANSLATE_NOOP("QPrintPropertiesWidget", "Advanced"),
    QT_TRANSLATE_NOOP("QPrintPropertiesWidget", "There are conflicts in some options. Please fix them.")};

/// Qt's own texts and Postmark's in `languageName`, for as long as `application` runs.
void installTranslators(
    QCoreApplication& application, QTranslator& qt, QTranslator& postmark, const QString& languageName)
{
    QLocale::setDefault(QLocale(languageName == u"uk" ? QLocale::Ukrainian : QLocale::English));
    if (qt.load(u"qtbase_"_s + languageName, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        application.installTranslator(&qt);
    if (postmark.load(u":/i18n/postmark_"_s + languageName))
        application.installTranslator(&postmark);
}

struct Options
{
    // Qt's own help and version options speak English in Ukrainian too: Postmark says them itself.
    QCommandLineOption help{{u"h"_s, u"help"_s}, QCoreApplication::translate("main", "Shows this help.")};
    QCommandLineOption version{
        {u"v"_s, u"version"_s}, QCoreApplication::translate("main", "Shows the version of Postmark.")};
    QCommandLineOption language{u"lang"_s,
        QCoreApplication::translate(
            "main", "Interface language: uk or en (default: the settings', else the system's)."),
        u"uk|en"_s};
    QCommandLineOption archive{u"db"_s,
        QCoreApplication::translate("main",
            "The archive to open: a file, or a federation's server as "
            "postgresql://[user@]host[:port]/database (default: %1).")
            .arg(postmark::storage::defaultArchivePath()),
        QCoreApplication::translate("main", "PATH|URI"),
        postmark::storage::defaultArchivePath()};
};

void describe(QCommandLineParser& parser, const Options& options)
{
    parser.setApplicationDescription(QCoreApplication::translate("main", "Postmark: chess by paper mail."));
    parser.addOption(options.help);
    parser.addOption(options.version);
    parser.addOption(options.language);
    parser.addOption(options.archive);
    parser.addPositionalArgument(QCoreApplication::translate("main", "FILE"),
        QCoreApplication::translate("main", "A PGN file to open instead of the archive."),
        QCoreApplication::translate("main", "[FILE]"));
}

void nameTheApplication()
{
    // The same names as postmark-cli, so that both find the same archive.
    QCoreApplication::setApplicationName(u"Postmark"_s);
    QCoreApplication::setOrganizationName(u"Postmark"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(POSTMARK_VERSION));
}

/// --help and --version need no window: they are answered before the display is looked for, so that
/// they work on a terminal with no X server too.
bool asksForHelp(int argc, char** argv)
{
    for (int index = 1; index < argc; ++index) {
        const QByteArray argument(argv[index]);
        if (argument == "-h" || argument == "--help" || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

/// Reads the command line; a mistyped option or a missing value is said on stderr with where to look, and
/// the program stops with status 2 (a usage error, as postmark-cli's), opening no window.
bool parsedOrRefused(QCommandLineParser& parser, const QCoreApplication& application)
{
    if (parser.parse(application.arguments()))
        return true;
    std::fprintf(stderr,
        "postmark: %s\n%s\n",
        qPrintable(parser.errorText()),
        qPrintable(QCoreApplication::translate("main", "Try 'postmark --help'.")));
    return false;
}

/// The window on a federation's server (--db postgresql://…): opened once the window is shown, so that a
/// server that is slow to answer or refuses the login is said over it. The login's role decides what may
/// be changed; the window says which it is.
void connectAfterFirstPaint(
    postmark::ui::MainWindow& window, postmark::app::OpenArchives& archives, const QString& address)
{
    postmark::ui::runAfterFirstPaint(window, [&window, &archives, address] {
        // Refused, the connect dialog opens on the address with why, to be mended there (a bare window
        // behind a message said nothing of what to do next).
        if (const std::optional<postmark::Error> refused = archives.connect(address)) {
            const auto read = postmark::archive::readDatabaseAddress(address);
            window.mendRefusedServer(read ? read->display() : QString(), *refused); // never a password
        }
    });
}

} // namespace

int main(int argc, char** argv)
{
    if (asksForHelp(argc, argv)) {
        QCoreApplication terminal(argc, argv);
        nameTheApplication();
        QTranslator qtTranslator;
        QTranslator translator;
        installTranslators(terminal, qtTranslator, translator, chooseLanguage(argc, argv));
        QCommandLineParser parser;
        const Options options;
        describe(parser, options);
        if (!parsedOrRefused(parser, terminal))
            return 2;
        if (parser.isSet(options.version))
            parser.showVersion(); // prints and exits
        parser.showHelp(0);
    }

    QApplication app(argc, argv);
    postmark::storage::readLibpqInEnglish();
    nameTheApplication();
    QApplication::setDesktopFileName(u"org.postmarkchess.Postmark"_s);
    QTranslator qtTranslator;
    QTranslator translator;
    installTranslators(app, qtTranslator, translator, chooseLanguage(argc, argv));

    QCommandLineParser parser;
    const Options options;
    describe(parser, options);
    if (!parsedOrRefused(parser, app))
        return 2;
    const QCommandLineOption& archive = options.archive;

    // The composition root: the only place that knows the archive is SQLite or PostgreSQL, and that reads
    // today's date.
    postmark::ui::MainWindow window;
    postmark::app::OpenArchives archives(window, QDate::currentDate());
    postmark::app::StartupProbe::watch(window);
    // The icon once the window is seen: reading it asks Qt's image plug-ins for the formats they read, some
    // 5 million instructions before the first paint otherwise; the window manager takes it when it comes.
    postmark::ui::runAfterFirstPaint(
        window, [] { QApplication::setWindowIcon(QIcon(u":/icons/postmark-128.png"_s)); });
    QObject::connect(&window, &postmark::ui::MainWindow::gamesComputed, &window, [] {
        postmark::app::StartupProbe::computed();
    });
    if (!parser.positionalArguments().isEmpty()) {
        window.show();
        window.openPgn(parser.positionalArguments().first());
        return QApplication::exec();
    }
    // File ▸ Open archive… (an archive that is there, never a new one) and File ▸ Connect to a
    // federation's server…: listed in place of the one open.
    archives.offerOpening();
    const QString path = parser.value(archive);
    if (postmark::archive::looksLikePostgresAddress(path)) {
        window.show();
        connectAfterFirstPaint(window, archives, path);
        return QApplication::exec();
    }
    // An archive that is there and names its owner is listed before the window is shown, so that its first
    // paint has the games (listing 10,000 takes some 20 ms; every game is read after that paint).
    if (auto owned = postmark::app::openOwnedArchive(path)) {
        archives.listFile(std::move(owned));
        postmark::app::StartupProbe::listedAtFirstPaint(window);
        window.show();
        return QApplication::exec();
    }
    // Anything to ask first (make a new archive? whose is it?) or to tell (it cannot be opened) is asked
    // over the window, shown first.
    window.show();
    postmark::ui::runAfterFirstPaint(window, [&window, &archives, path] {
        const auto offerDemo = [&window, &path] {
            // No by default: Enter starts the user's own archive, empty; the demo fills it with another
            // person's games (helper-60 nearly took it with Enter for the archive meant to be his own).
            return QMessageBox::question(&window,
                       QObject::tr("Postmark"),
                       QObject::tr(
                           "There is no archive at %1 yet.\n\nFill it with the demo to look around: a "
                           "postal player's games in every state and a judge's Cup semifinal? Choose No "
                           "to start your own archive, empty.")
                           .arg(path),
                       QMessageBox::Yes | QMessageBox::No,
                       QMessageBox::No)
                == QMessageBox::Yes;
        };
        auto result = postmark::app::openStartupArchive(path, QDate::currentDate(), offerDemo);
        if (result) {
            std::unique_ptr<postmark::storage::SqliteArchive> opened = std::move(result).value();
            postmark::ui::askWhoseANewArchiveIs(window, *opened);
            archives.listFile(std::move(opened));
            postmark::app::StartupProbe::listed(window);
        } else {
            QMessageBox::warning(
                &window, QObject::tr("Postmark"), postmark::ui::errorText(result.error(), path));
        }
    });
    return QApplication::exec();
}
