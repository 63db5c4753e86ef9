// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include "app/afterfirstpaint.h"
#include "app/startup.h"
#include "core/storage/sqlitearchive.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    // The same names as postmark-cli, so that both find the same archive.
    QApplication::setApplicationName(u"Postmark"_s);
    QApplication::setOrganizationName(u"Postmark"_s);
    QApplication::setApplicationVersion(QStringLiteral(POSTMARK_VERSION));
    QApplication::setWindowIcon(QIcon(u":/icons/postmark-128.png"_s));
    QApplication::setDesktopFileName(u"org.postmarkchess.Postmark"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Postmark: chess by paper mail."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(u"lang"_s,
        u"Interface language: uk or en (default: the settings', else the system's)."_s,
        u"uk|en"_s);
    const QCommandLineOption archive(u"db"_s,
        u"The archive to open (default: %1)."_s.arg(postmark::storage::defaultArchivePath()),
        u"PATH"_s,
        postmark::storage::defaultArchivePath());
    parser.addOption(language);
    parser.addOption(archive);
    parser.addPositionalArgument(u"FILE"_s, u"A PGN file to open instead of the archive."_s, u"[FILE]"_s);
    parser.process(app);

    // Ukrainian first (the federation's players); English is complete too. --lang wins over the settings;
    // "the system's" language is Ukrainian on a Ukrainian system and English elsewhere.
    QString chosen =
        parser.isSet(language) ? parser.value(language) : postmark::ui::SettingsDialog::language();
    if (chosen == u"system")
        chosen = QLocale::system().language() == QLocale::Ukrainian ? u"uk"_s : u"en"_s;
    const QString languageName = chosen == u"en" ? u"en"_s : u"uk"_s;
    QLocale::setDefault(QLocale(languageName == u"uk" ? QLocale::Ukrainian : QLocale::English));
    QTranslator qtTranslator;
    if (qtTranslator.load(u"qtbase_"_s + languageName, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(u":/i18n/postmark_"_s + languageName))
        QApplication::installTranslator(&translator);

    // The composition root: the only place that knows the archive is SQLite, and that reads today's date.
    postmark::ui::MainWindow window;
    std::unique_ptr<postmark::storage::SqliteArchive> opened;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        window.openPgn(parser.positionalArguments().first());
        return QApplication::exec();
    }
    // The window is painted first; the archive is read right after, so that a large archive never keeps
    // the user looking at nothing.
    const QString path = parser.value(archive);
    postmark::app::runAfterFirstPaint(window, [&window, &opened, path] {
        const auto offerDemo = [&window, &path] {
            return QMessageBox::question(&window,
                       QObject::tr("Postmark"),
                       QObject::tr(
                           "There is no archive at %1 yet.\n\nFill it with the demo to look around: a "
                           "postal player's games in every state and a judge's Cup semifinal? Choose No "
                           "to start with an empty archive.")
                           .arg(path))
                == QMessageBox::Yes;
        };
        auto result = postmark::app::openStartupArchive(path, QDate::currentDate(), offerDemo);
        if (result) {
            opened = std::move(result).value();
            window.openArchive(*opened, QDate::currentDate());
        } else {
            QMessageBox::warning(
                &window, QObject::tr("Postmark"), postmark::ui::errorText(result.error(), path));
        }
    });
    return QApplication::exec();
}
