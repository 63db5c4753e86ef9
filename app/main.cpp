// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Postmark"_s);
    QApplication::setOrganizationName(u"Postmark"_s);
    QApplication::setApplicationVersion(QStringLiteral(POSTMARK_VERSION));
    QApplication::setWindowIcon(QIcon(u":/icons/postmark-128.png"_s));
    QApplication::setDesktopFileName(u"org.postmarkchess.Postmark"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Postmark: chess by paper mail."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(
        u"lang"_s, u"Interface language: uk (default) or en."_s, u"uk|en"_s, u"uk"_s);
    parser.addOption(language);
    parser.addPositionalArgument(u"FILE"_s, u"A PGN file to open."_s, u"[FILE]"_s);
    parser.process(app);

    // Ukrainian first (the federation's players); English is complete too.
    const QString languageName = parser.value(language) == u"en" ? u"en"_s : u"uk"_s;
    QLocale::setDefault(QLocale(languageName == u"uk" ? QLocale::Ukrainian : QLocale::English));
    QTranslator qtTranslator;
    if (qtTranslator.load(u"qtbase_"_s + languageName, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(u":/i18n/postmark_"_s + languageName))
        QApplication::installTranslator(&translator);

    postmark::ui::MainWindow window;
    if (!parser.positionalArguments().isEmpty())
        window.openPgn(parser.positionalArguments().first());
    window.show();
    return QApplication::exec();
}
