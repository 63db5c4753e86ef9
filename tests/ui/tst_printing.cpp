// SPDX-License-Identifier: GPL-3.0-or-later
// Every document of the demo archive and of the demo's tournament, and the large cases (a 20-player
// event, a 120-move game, a 12-ply variant), printed the way the user prints them: through the window's
// print preview, with its printer at screen resolution and at a printer's, to a PDF file. Each PDF is
// read back page by page: as many pages as the preview showed, text and ink on every page, and every
// word of the document somewhere in it (nothing clipped). The pages are kept as PNGs under
// screenshots/printing/ in the build folder, for a person to look at.
#include <QAction>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/desk/duedocument.h"
#include "core/desk/playeragenda.h"
#include "core/documents/cupdocuments.h"
#include "core/documents/documents.h"
#include "core/documents/registerdocuments.h"
#include "core/documents/teamdocuments.h"
#include "core/documents/teamletters.h"
#include "core/documents/tournamentdocuments.h"
#include "core/ledger/ledger.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/claimsregister.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"
#include "tests/support/tournamentfixture.h"
#include "ui/desk/replydialog.h"
#include "ui/mainwindow.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/tournament/cupeditor.h"

using postmark::testing::english;

using namespace Qt::StringLiterals;
using namespace postmark;
using documents::Document;
using documents::Language;

namespace {

/// A printed PDF read back: the text of each page and whether each page has ink.
struct PrintedPdf
{
    QStringList pageTexts;
    QList<bool> pageInked;
};

PrintedPdf readPdf(const QString& pdf, const QString& pngStem)
{
    PrintedPdf printed;
    QProcess text;
    text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
    text.waitForFinished(60000);
    // pdftotext ends every page with a form feed.
    printed.pageTexts = QString::fromUtf8(text.readAllStandardOutput()).split(u'\f');
    if (!printed.pageTexts.isEmpty() && printed.pageTexts.last().trimmed().isEmpty())
        printed.pageTexts.removeLast();
    // Pages at 40 dpi in grey: enough to see ink, and to look at.
    QDir().mkpath(QFileInfo(pngStem).path());
    QProcess::execute(u"pdftoppm"_s, {u"-r"_s, u"40"_s, u"-gray"_s, u"-png"_s, pdf, pngStem});
    const QFileInfo stem(pngStem);
    QStringList pages = QDir(stem.path()).entryList({stem.fileName() + u"-*.png"_s}, QDir::Files, QDir::Name);
    for (const QString& page : pages) {
        const QImage image(stem.path() + u'/' + page);
        int dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 160 ? 1 : 0;
        }
        printed.pageInked.append(dark > 20);
    }
    return printed;
}

QStringList wordsOf(const QString& text)
{
    static const QRegularExpression space(u"\\s+"_s);
    // A hyphen stays: "Івано-" at a line's end and "Франківськ" on the next read as one word again; so does
    // an en dash at a word's end ("Зоннеборна–" / "Бергера").
    static const QRegularExpression edges(u"^[\\s:;,.()«»\"'|*_–—]+|[\\s:;,.()«»\"'|*_—]+$"_s);
    QStringList words;
    for (QString word : QString(text).replace(u"ﬁ"_s, u"fi"_s).replace(u"ﬂ"_s, u"fl"_s).split(space)) {
        word.remove(edges);
        if (!word.isEmpty())
            words.append(word);
    }
    return words;
}

} // namespace

class TestPrinting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyGameDocumentOfTheDemoPrintsFromThePreview();
    void theDemoTournamentsDocumentsPrintFromThePreview();
    void largeCasesFlowOntoSheets();
    void ctrlPInTheWindowPrintsTheDueDocument();
    void whatNoSheetCanHoldIsRefusedInTheUsersLanguage();
    void aFieldOfMegabytesIsRefusedNotHung();
    void thePreviewSaysPrintAndCloseInWords();

private:
    /// Prints `document` through the print preview the window opens, with its printer at `mode`, to a PDF
    /// named `name`; checks what a user would look for. Returns the pages' text, one string.
    QString printAndCheck(const Document& document, QPrinter::PrinterMode mode, const QString& name);

    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    const QDate m_today{2026, 11, 30};
    int m_printed = 0;
};

void TestPrinting::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(QProcess::execute(u"pdftotext"_s, {u"-v"_s}), 0); // poppler-utils, installed by scripts/setup.sh
    m_archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
    const Result<QStringList> built = demo::buildDemoArchive(*m_archive, m_today);
    QVERIFY2(built, qPrintable(built ? QString() : english(built.error().detail)));
    QDir(u"screenshots/printing"_s).removeRecursively();
    QDir().mkpath(u"screenshots/printing"_s);
}

QString TestPrinting::printAndCheck(const Document& document, QPrinter::PrinterMode mode, const QString& name)
{
    const QString where = u"%1 (%2)"_s.arg(name, document.title);
    const auto laidOut = ui::layOutDocument(document);
    if (const auto* refusal = std::get_if<ui::LayoutRefusal>(&laidOut)) {
        QTest::qFail(qPrintable(where + u": refused: "_s + ui::refusalText(*refusal)), __FILE__, __LINE__);
        return {};
    }
    const int sheets = int(std::get<ui::LaidOutDocument>(laidOut).sheets.size());
    const QString pdf = m_dir.filePath(name + u".pdf"_s);
    QFile::remove(pdf);
    int previewPages = -1;
    QPageLayout paper;
    // The preview the window opens: read its page count, then print from it to a PDF file, as the user
    // does with the preview's Print button and "Print to file".
    testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
        auto* widget = preview.findChild<QPrintPreviewWidget*>();
        previewPages = widget ? widget->pageCount() : -1;
        paper = preview.printer()->pageLayout();
        if (m_printed++ % 40 == 0)
            testing::saveScreenshot(preview, u"printing/preview-"_s + name);
        preview.printer()->setOutputFormat(QPrinter::PdfFormat);
        preview.printer()->setOutputFileName(pdf);
        if (widget)
            widget->print();
        preview.reject();
    });
    const std::optional<QString> problem = ui::showPrintPreview(nullptr, document, mode);
    if (problem) {
        QTest::qFail(qPrintable(where + u": "_s + *problem), __FILE__, __LINE__);
        return {};
    }
    if (previewPages != sheets) {
        QTest::qFail(
            qPrintable(
                u"%1: the preview shows %2 pages, the layout %3"_s.arg(where).arg(previewPages).arg(sheets)),
            __FILE__,
            __LINE__);
        return {};
    }
    // The print dialog and the printer are offered the paper by its standard name, on its side for a card.
    const QPageSize::PageSizeId standard = document.format == documents::PageFormat::PostcardA6
        ? QPageSize::A6
        : document.format == documents::PageFormat::EnvelopeDL ? QPageSize::EnvelopeDL
                                                               : QPageSize::A4;
    if (paper.pageSize().id() != standard) {
        QTest::qFail(qPrintable(u"%1: the printer is offered %2"_s.arg(where, paper.pageSize().name())),
            __FILE__,
            __LINE__);
        return {};
    }
    const PrintedPdf printed = readPdf(pdf, u"screenshots/printing/"_s + name);
    if (printed.pageTexts.size() != sheets || printed.pageInked.size() != sheets) {
        QTest::qFail(
            qPrintable(u"%1: %2 sheets laid out, the PDF has %3 pages of text and %4 images"_s.arg(where)
                           .arg(sheets)
                           .arg(printed.pageTexts.size())
                           .arg(printed.pageInked.size())),
            __FILE__,
            __LINE__);
        return {};
    }
    for (int page = 0; page < sheets; ++page) {
        if (printed.pageTexts[page].trimmed().isEmpty() || !printed.pageInked[page]) {
            QTest::qFail(qPrintable(u"%1: page %2 is blank"_s.arg(where).arg(page + 1)), __FILE__, __LINE__);
            return {};
        }
    }
    // Every word of the document is printed somewhere: nothing clipped, nothing lost at a page break.
    // Looked for with the spaces taken out: a line may break after a slash or a hyphen, and pdftotext may
    // set the cells of a dense table side by side.
    const QString all = printed.pageTexts.join(u'\n');
    const QString joined = wordsOf(all).join(QString());
    for (const QString& word : wordsOf(document.plainText())) {
        if (!joined.contains(word)) {
            QTest::qFail(qPrintable(u"%1: «%2» is not printed"_s.arg(where, word)), __FILE__, __LINE__);
            return {};
        }
    }
    // Line by line, each line's spacing evened out: where the lines and the pages break is kept.
    QStringList lines;
    for (const QString& page : printed.pageTexts) {
        for (const QString& line : page.split(u'\n')) {
            if (!line.trimmed().isEmpty())
                lines.append(line.simplified());
        }
        lines.append(u"\f"_s);
    }
    return lines.join(u'\n');
}

void TestPrinting::everyGameDocumentOfTheDemoPrintsFromThePreview()
{
    using Kind = desk::GameDocument;
    const QList<QPair<Kind, QString>> kinds{{Kind::Postcard, u"postcard"_s},
        {Kind::Repeat, u"repeat"_s},
        {Kind::Query, u"query"_s},
        {Kind::Claim, u"claim"_s},
        {Kind::Objection, u"objection"_s},
        {Kind::Record, u"record"_s},
        {Kind::Adjudication, u"adjudication"_s},
        {Kind::Envelope, u"envelope"_s},
        {Kind::Leave, u"leave"_s}};
    const QList<archive::GameSummary> games = m_archive->games().value();
    QCOMPARE(games.size(), 120); // the player's 15 and the semifinal's 105
    int printed = 0;
#ifdef POSTMARK_SANITIZED
    // Under the sanitizers every fifth of the semifinal's games: the layout's memory is checked by any
    // document, and every game's text against its sheets is the normal build's (under ASan this test took
    // three minutes, the longest of the suite, nearly all of it the same nine kinds printed 105 times).
    constexpr int semifinalStride = 5;
#else
    constexpr int semifinalStride = 1;
#endif
    for (const archive::GameSummary& summary : games) {
        if (summary.id > 15 && summary.id % semifinalStride != 0)
            continue;
        const ledger::GameFile game = m_archive->game(summary.id).value();
        const ledger::Ledger ledger = *ledger::ledgerOf(game, m_today).ledger;
        // The player's own games in both languages and at both resolutions, from his side; the semifinal's at
        // a printer's, from White's.
        const bool playersGame = summary.id <= 15;
        const ledger::Color me =
            playersGame ? *desk::colourOf(game, u"Ковальчук Олег Петрович"_s) : ledger::Color::White;
        for (const auto& [kind, kindName] : kinds) {
            for (const Language language : {Language::Ukrainian, Language::English}) {
                if (!playersGame && language == Language::English)
                    continue;
                const Result<Document> document = desk::gameDocument(kind, game, ledger, me, language);
                if (!document) {
                    QCOMPARE(document.error().code, ErrorCode::DocumentNotApplicable);
                    continue;
                }
                const QString name = u"game%1-%2-%3"_s.arg(summary.id)
                                         .arg(kindName)
                                         .arg(language == Language::Ukrainian ? u"uk"_s : u"en"_s);
                const QString text = printAndCheck(*document, QPrinter::HighResolution, name);
                if (QTest::currentTestFailed())
                    return;
                QVERIFY2(text.contains(game.white.name.section(u' ', 0, 0)), qPrintable(name));
                if (playersGame && language == Language::Ukrainian) {
                    // The same sheets, line for line, whatever the printer's resolution.
                    const QString screen =
                        printAndCheck(*document, QPrinter::ScreenResolution, name + u"-screen"_s);
                    if (QTest::currentTestFailed())
                        return;
                    QCOMPARE(screen, text);
                }
                ++printed;
            }
        }
    }
    qInfo("%d game documents printed", printed);
    QVERIFY(printed > 300 / semifinalStride);
    // A repeat's address side as the post office reads it (helper-52): the marks at the left, clear of the
    // stamp's corner (top right), and the partner's full name on one line, not broken in two.
    int repeats = 0;
    for (const archive::GameSummary& summary : games) {
        const QString pdf = m_dir.filePath(u"game%1-repeat-uk.pdf"_s.arg(summary.id));
        if (summary.id > 15 || !QFile::exists(pdf))
            continue;
        QProcess layout;
        layout.start(u"pdftotext"_s, {u"-layout"_s, u"-f"_s, u"2"_s, u"-l"_s, u"2"_s, pdf, u"-"_s});
        QVERIFY(layout.waitForFinished(60000));
        const QString side = QString::fromUtf8(layout.readAllStandardOutput());
        const ledger::GameFile game = m_archive->game(summary.id).value();
        const ledger::Color me = *desk::colourOf(game, u"Ковальчук Олег Петрович"_s);
        const QString partner = game.player(chess::opposite(me)).name;
        bool marked = false;
        bool nameOnOneLine = false;
        for (const QString& line : side.split(u'\n')) {
            nameOnOneLine |= line.simplified().contains(partner);
            if (!line.contains(u"РЕКОМЕНДОВАНЕ"_s) && !line.contains(u"ПОВТОР"_s))
                continue;
            marked = true;
            const qsizetype indent = line.indexOf(QRegularExpression(u"\\S"_s));
            QVERIFY2(indent < 8, qPrintable(u"%1: «%2»"_s.arg(pdf, line)));
        }
        QVERIFY2(marked, qPrintable(side));
        QVERIFY2(nameOnOneLine, qPrintable(partner + u" in "_s + side));
        ++repeats;
    }
    QVERIFY(repeats > 0);
}

void TestPrinting::theDemoTournamentsDocumentsPrintFromThePreview()
{
    // The semifinal the demo's owner judges; the Cup's other groups are tournaments of the archive too.
    QList<archive::TournamentSummary> tournaments = m_archive->tournaments().value();
    QCOMPARE(tournaments.size(), 3);
    tournaments.removeIf(
        [](const archive::TournamentSummary& summary) { return summary.index != u"UKR/C11/SF1"; });
    QCOMPARE(tournaments.size(), 1);
    const tournament::Tournament event = m_archive->tournament(tournaments.first().id).value();
    QCOMPARE(event.players.size(), 15);
    QCOMPARE(event.games.size(), 105);
    for (const Language language : {Language::Ukrainian, Language::English}) {
        const QString suffix = language == Language::Ukrainian ? u"uk"_s : u"en"_s;
        const tournament::JudgeRegisters registers =
            m_archive->judgeRegisters(tournaments.first().id).value();
        QVERIFY(!registers.claims.isEmpty());
        // The demo's claim holds, and its sealed move can be made where the claimant's cards stop (II.6.2):
        // the demo sealed a rook's move its own pieces blocked (helper-48).
        const tournament::ClaimAssessment assessment =
            tournament::assessClaim(event, registers.claims.first(), m_today);
        QVERIFY(assessment.holds);
        QVERIFY2(assessment.sealedMoveProblem.isEmpty(), qPrintable(english(assessment.sealedMoveProblem)));
        const QString report = printAndCheck(documents::tournamentReport(event, m_today, language, registers),
            QPrinter::HighResolution,
            u"report-"_s + suffix);
        QVERIFY(!QTest::currentTestFailed());
        // The game of the pending claim is suspended on paper as in the window (II.6.6), not "in progress".
        const QString suspended = language == Language::Ukrainian ? u"перервано з"_s : u"suspended from"_s;
        QVERIFY2(report.simplified().contains(suspended), qPrintable(report.right(3000)));
        for (const tournament::Player& player : event.players)
            QVERIFY2(report.contains(player.name), qPrintable(player.name));
        printAndCheck(documents::tournamentReport(event, m_today, language),
            QPrinter::ScreenResolution,
            u"report-screen-"_s + suffix);
        QVERIFY(!QTest::currentTestFailed());
        // A notice for every player, each starting on a sheet of its own.
        const Document notices = documents::startNotices(event, language);
        const QString text = printAndCheck(notices, QPrinter::HighResolution, u"start-notices-"_s + suffix);
        QVERIFY(!QTest::currentTestFailed());
        for (const tournament::Player& player : event.players)
            QVERIFY2(text.contains(player.name), qPrintable(player.name));
    }
    // The judge's letters: the demo's claim, decided, and an adjudication of an unfinished game.
    tournament::JudgeRegisters registers = m_archive->judgeRegisters(tournaments.first().id).value();
    QCOMPARE(registers.claims.size(), 1); // the demo's claim, pending in the judge's register
    // A decided claim, in the event the claims tests use: Slow S.'s first move took 45 days.
    const tournament::Tournament claimEvent = testing::claimTestTournament();
    tournament::JudgeClaim claim = testing::overstepClaim();
    claim.decision = tournament::ClaimDecision::Upheld;
    claim.decidedOn = m_today;
    claim.reason = u"Прострочення підтверджено копіями листів."_s;
    const Result<Document> decision =
        documents::claimDecisionLetter(claimEvent, claim, u"Петренко П. П."_s, Language::Ukrainian);
    QVERIFY2(decision, qPrintable(decision ? QString() : english(decision.error().detail)));
    QVERIFY(
        printAndCheck(*decision, QPrinter::HighResolution, u"claim-decision"_s).contains(u"Рішення судді"_s));
    int unfinished = 0;
    while (event.games[unfinished].result)
        ++unfinished;
    tournament::Adjudication adjudication;
    adjudication.game = unfinished;
    adjudication.adjudicator = u"Сидоренко С. С."_s;
    adjudication.decision = tournament::GameResult::Draw;
    adjudication.decidedOn = m_today;
    adjudication.lastMove = u"32. Тd1-d7"_s;
    const Result<Document> result =
        documents::adjudicationLetter(event, adjudication, u"Петренко П. П."_s, Language::Ukrainian);
    QVERIFY(result);
    QVERIFY(
        printAndCheck(*result, QPrinter::HighResolution, u"adjudication-result"_s).contains(u"32. Тd1-d7"_s));
    // The judge's registers: the demo's claim, the games to adjudicate (none yet), the leave register.
    const QString claims =
        printAndCheck(documents::claimsRegister(event, registers, m_today, Language::Ukrainian),
            QPrinter::HighResolution,
            u"claims-register"_s);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(claims.contains(u"Реєстр заяв"_s) && claims.contains(u"на розгляді"_s));
    // The game by its number in the event, as the window lists it, not the register's row (helper-57).
    const tournament::TournamentGame& claimed = event.games[registers.claims.first().game];
    const QString whiteSurname = event.playerName(claimed.white).section(u' ', 0, 0);
    QVERIFY2(claims.contains(u"%1. %2"_s.arg(registers.claims.first().game + 1).arg(whiteSurname)),
        qPrintable(claims));
    QList<ledger::GameFile> eventFiles;
    for (const auto& [id, game] : m_archive->gamesOfEvent(event.name).value())
        eventFiles.append(game);
    const QString leave =
        printAndCheck(documents::leaveRegister(event, eventFiles, m_today, Language::Ukrainian),
            QPrinter::HighResolution,
            u"leave-register"_s);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(leave.contains(u"Реєстр перерв"_s));
    const QString adjudications = printAndCheck(
        documents::adjudicationRegister(event, registers, event.end.addDays(1), Language::Ukrainian),
        QPrinter::HighResolution,
        u"adjudication-register"_s);
    QVERIFY(!QTest::currentTestFailed());
    // After the end every unfinished game awaits its packets, due 14 days after the end (II.9.5).
    QVERIFY(adjudications.contains(u"чекає пакетів (II.9.5), до "_s
        + documents::documentDate(event.end.addDays(14), Language::Ukrainian)));
    // The Cup's report: its groups and the final's entry list with every entrant's reason.
    const archive::CupRecord cup = m_archive->cups().value().constFirst();
    ui::CupEditor editor(*m_archive, cup.id);
    QVERIFY(!editor.load());
    const tournament::CupOverview overview = editor.overview(m_today);
    const QString cupReport = printAndCheck(
        documents::cupReport(cup.cup, overview, m_today, u"Петренко П. П."_s, Language::Ukrainian),
        QPrinter::HighResolution,
        u"cup-report"_s);
    QVERIFY(!QTest::currentTestFailed());
    for (const tournament::FinalEntrant& entrant : overview.final.entrants)
        QVERIFY2(cupReport.contains(entrant.player), qPrintable(entrant.player));
    QVERIFY(cupReport.contains(u"замість"_s));
    // The team match's report: the teams, the captains and every board's table.
    const tournament::TeamEvent match = m_archive->teamEvents().value().constFirst().second;
    const QString teamReport =
        printAndCheck(documents::teamReport(match, m_today, u"Петренко П. П."_s, Language::Ukrainian),
            QPrinter::HighResolution,
            u"team-report"_s);
    QVERIFY(!QTest::currentTestFailed());
    // The captains' table gives each team's line-up by board (IV.1.3: the captain places the players).
    QVERIFY(teamReport.contains(u"Склад за дошками"_s));
    // The boards' marks are explained, the "·" of a game in play beside a finished one too.
    QVERIFY(teamReport.simplified().contains(u"· — партія ще триває"_s));
    // A player who left without a substitute, his game to be adjudicated: marked on his board with the day,
    // the marks explained with the team event's clause (IV.10.3, not section II's).
    tournament::TeamEvent left = match;
    const tournament::Player& chornovol = left.teams[1].players[2];
    left.withdrawals.append({chornovol.id, m_today, tournament::WithdrawalDecision::Adjudicate});
    const QString leftReport = documents::teamReport(left, m_today, u"Петренко П. П."_s, Language::Ukrainian)
                                   .plainText()
                                   .simplified();
    QVERIFY2(leftReport.contains(chornovol.name + u" (вибув "_s
                 + documents::documentDate(m_today, Language::Ukrainian) + u")"_s),
        qPrintable(leftReport));
    QVERIFY(leftReport.contains(u"+ / − — без гри після вибуття (IV.10.3); пр — чекає присудження"_s));
    QVERIFY(!leftReport.contains(u"II.8.1"_s));
    // The record awaited is the team section's clause too, as the board's tab cites it (helper-55 read
    // IV.11.1 on screen and II.9.1 on paper); the time control and how the teams are ranked are said.
    QVERIFY2(leftReport.contains(u"щойно надійде запис партії (IV.11.1)"_s), qPrintable(leftReport));
    QVERIFY(!leftReport.contains(u"II.9.1"_s));
    QVERIFY2(leftReport.contains(u"Контроль часу: 10 ходів за 40 днів, час накопичується (II.4.3)"_s),
        qPrintable(leftReport));
    QVERIFY2(leftReport.contains(u"Місця команд за: очки на дошках, командні очки за матчі"_s),
        qPrintable(leftReport));
    for (const tournament::Team& team : match.teams) {
        QVERIFY2(
            teamReport.contains(u"1. "_s + team.players.first().name), qPrintable(team.players.first().name));
        QVERIFY2(teamReport.contains(team.captain.name), qPrintable(team.captain.name));
        for (const tournament::Player& player : team.players)
            QVERIFY2(teamReport.contains(player.name), qPrintable(player.name));
    }
    // The judge writes to the teams through their captains (IV.2.4): a start notice to each, on a sheet of
    // its own, with the team's games board by board and the other captain's address (IV.2.3).
    const Document notices = documents::captainStartNotices(match, Language::Ukrainian, u"Петренко П. П."_s);
    QCOMPARE(notices.pages.size(), match.teams.size());
    const QString captains = printAndCheck(notices, QPrinter::HighResolution, u"captain-notices"_s);
    QVERIFY(!QTest::currentTestFailed());
    for (qsizetype team = 0; team < match.teams.size(); ++team) {
        Document sheet = notices;
        sheet.pages = {notices.pages[team]};
        const QString page = sheet.plainText();
        const tournament::Team& own = match.teams[team];
        const tournament::Team& other = match.teams[1 - team];
        QVERIFY2(page.contains(own.captain.name), qPrintable(page.left(200)));
        QVERIFY(page.contains(own.captain.address.section(u'\n', 0, 0)));
        QVERIFY(page.contains(other.captain.name));
        // Every game of the team, its opponents' addresses, and the inquiry date of IV.7.1 (20 days).
        for (const tournament::Player& player : other.players)
            QVERIFY2(page.contains(player.name), qPrintable(player.name));
        QVERIFY(page.contains(u"(IV.7.1)"_s));
        QVERIFY(page.contains(documents::documentDate(match.start.addDays(20), Language::Ukrainian)));
        QVERIFY(captains.contains(own.captain.name));
        QVERIFY(page.contains(u"Петренко П. П."_s)); // the judge who signs it
    }
}

void TestPrinting::largeCasesFlowOntoSheets()
{
    // A 20-player event: 190 games, its crosstable on landscape A4 and a start notice each.
    tournament::Tournament event;
    event.name = u"XII Кубок України (пошта), фінал"_s;
    event.index = u"UKR/C12/F"_s;
    event.start = QDate(2026, 1, 30);
    event.end = QDate(2028, 1, 30);
    event.tiebreaks = {tournament::TieBreak::SonnebornBerger, tournament::TieBreak::Wins};
    for (int number = 1; number <= 20; ++number)
        event.players.append({u"p%1"_s.arg(number),
            u"Учасниченко%1 Олександр Володимирович"_s.arg(number),
            u"вул. Героїв Крут %1, кв. %2\n%3 Дніпро"_s.arg(number).arg(number * 3).arg(49000 + number),
            2100 + number * 7});
    event.games = tournament::roundRobinGames(event.players);
    QCOMPARE(event.games.size(), 190);
    for (qsizetype game = 0; game < event.games.size(); game += 2)
        event.games[game].result =
            game % 3 == 0 ? tournament::GameResult::Draw : tournament::GameResult::WhiteWon;
    const Document report = documents::tournamentReport(event, QDate(2027, 6, 1), Language::Ukrainian);
    const QString reportText = printAndCheck(report, QPrinter::HighResolution, u"report-20"_s);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(reportText.contains(u"Учасниченко20"_s));
    const Document notices = documents::startNotices(event, Language::Ukrainian);
    printAndCheck(notices, QPrinter::HighResolution, u"start-notices-20"_s);
    QVERIFY(!QTest::currentTestFailed());

    // A 120-move game: the record, the claim packet with its 60-move time table and chart, the objection.
    ledger::GameFile game;
    for (int seed = 1; seed < 100 && game.cards.size() < 240; ++seed)
        game = testing::randomGame(
            seed, {.cards = 240, .variedEvidence = true, .leaves = false, .variedNotation = false});
    QCOMPARE(game.cards.size(), 240);
    game.adjustments.append({ledger::Color::Black, 300, u"a judge's ruling"_s, game.cards[1].id});
    game.claim =
        ledger::Claim{ledger::Color::White, *game.asOf, ledger::MailReceipt{u"1"_s, *game.asOf}, u"a2-a3"_s};
    const ledger::Ledger ledger = *ledger::ledgerOf(game, *game.asOf).ledger;
    for (const auto& [document, name] :
        {std::pair{documents::gameRecord(game, ledger, Language::Ukrainian), u"record-long"_s},
            std::pair{documents::claimPacket(game, ledger, Language::Ukrainian), u"claim-long"_s},
            std::pair{documents::objection(game, ledger, Language::English), u"objection-long"_s}}) {
        QVERIFY2(document, qPrintable(name));
        printAndCheck(*document, QPrinter::HighResolution, name);
        QVERIFY(!QTest::currentTestFailed());
    }

    // A 12-ply variant on a move card fits its side, set smaller.
    ledger::GameFile variant = testing::randomGame(
        7, {.cards = 12, .variedEvidence = false, .leaves = false, .variedNotation = false});
    const ledger::Ledger variantLedger = *ledger::ledgerOf(variant, *variant.asOf).ledger;
    int last = -1;
    for (int index = 0; index < variant.cards.size(); ++index)
        last = variant.cards[index].kind == ledger::CardKind::Move ? index : last;
    variant.cards[last].variant = {u"Кg1-f3"_s,
        u"Кg8-f6"_s,
        u"c2-c4"_s,
        u"e7-e6"_s,
        u"Кb1-c3"_s,
        u"Сf8-b4"_s,
        u"Фd1-c2"_s,
        u"0-0"_s,
        u"a2-a3"_s,
        u"Сb4:c3+"_s,
        u"Фc2:c3"_s,
        u"b7-b6"_s};
    const Result<Document> card = documents::moveCard(variant, variantLedger, last, Language::Ukrainian);
    QVERIFY(card);
    const QString cardText = printAndCheck(*card, QPrinter::HighResolution, u"postcard-variant"_s);
    QVERIFY(cardText.contains(u"Сb4:c3+"_s));
}

void TestPrinting::ctrlPInTheWindowPrintsTheDueDocument()
{
    // The real main window on the demo: Ctrl+P prints what each of the player's games calls for now, and
    // nothing where nothing is his to post.
    ui::MainWindow window;
    QVERIFY(window.openArchive(*m_archive, m_today));
    window.show();
    // The demo is the player's desk: his 15 games, not the 105 of the semifinal he judges.
    QCOMPARE(window.deskOwner(), u"Ковальчук Олег Петрович"_s);
    QCOMPARE(window.findChild<QTableView*>(u"gameList"_s)->model()->rowCount(), 15);
    auto* due = window.findChild<QAction*>(u"printDue"_s);
    QVERIFY(due);
    QCOMPARE(due->shortcut(), QKeySequence(QKeySequence::Print));
    using Kind = ui::MainWindow::PrintKind;
    const QMap<qint64, Kind> expected{
        {4, Kind::Repeat}, // no reply for 20 days: the registered repeat (II.5.1)
        {7, Kind::Record}, // finished: the game record (II.9.2)
        {9, Kind::Claim}, // the partner overstepped (II.6.1)
        {10, Kind::Query}, // the partner's impossible move (II.3.12)
        {12, Kind::Record}};
    const auto printDue = [&](qint64 id) {
        const QString pdf = m_dir.filePath(u"due-%1.pdf"_s.arg(id));
        int pages = 0;
        testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
            auto* widget = preview.findChild<QPrintPreviewWidget*>();
            pages = widget->pageCount();
            preview.printer()->setOutputFormat(QPrinter::PdfFormat);
            preview.printer()->setOutputFileName(pdf);
            widget->print();
            preview.reject();
        });
        due->trigger();
        const PrintedPdf printed = readPdf(pdf, u"screenshots/printing/due-%1"_s.arg(id));
        if (pages == 0 || printed.pageTexts.size() != pages
            || !std::all_of(
                printed.pageInked.begin(), printed.pageInked.end(), [](bool inked) { return inked; }))
            QTest::qFail(qPrintable(u"game %1: %2 pages previewed, %3 printed"_s.arg(id).arg(pages).arg(
                             printed.pageTexts.size())),
                __FILE__,
                __LINE__);
        return printed.pageTexts.join(u'\n');
    };
    for (qint64 id = 1; id <= 15; ++id) {
        QVERIFY(window.showArchiveGame(id));
        // The menu names the due document when it opens.
        Q_EMIT window.findChild<QMenu*>(u"printMenu"_s)->aboutToShow();
        QCOMPARE(window.dueDocument(), expected.value(id, Kind::None));
        if (window.dueDocument() == Kind::None) {
            QVERIFY(!due->text().contains(u':'));
            continue;
        }
        QVERIFY2(
            due->text().contains(window.documentFor(window.dueDocument())->title), qPrintable(due->text()));
        printDue(id);
        QVERIFY(!QTest::currentTestFailed());
    }
    // Game 2: White's first move has come; I compose my reply, the postcard opens in the preview at once,
    // and until it is posted Ctrl+P prints it again.
    QVERIFY(window.showArchiveGame(2));
    int previewed = 0;
    testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
        dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"e7-e5"_s);
        testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
            previewed = preview.findChild<QPrintPreviewWidget*>()->pageCount();
            preview.reject();
        });
        dialog.accept();
    });
    window.composeReply();
    QCOMPARE(previewed, 2); // the message side and the address side
    QCOMPARE(window.dueDocument(), Kind::Postcard);
    const QString postcard = printDue(2);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY2(
        postcard.contains(u"1... e7-e5"_s) && postcard.contains(u"Шевченко Андрій"_s), qPrintable(postcard));
}

void TestPrinting::whatNoSheetCanHoldIsRefusedInTheUsersLanguage()
{
    // A variant no card side can hold even in 7 pt: instead of a blank preview, a message in Ukrainian
    // that names the document, the side and the field.
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/postmark_uk"_s));
    QCoreApplication::installTranslator(&translator);
    Document card;
    card.title = u"Листівка з ходом"_s;
    card.format = documents::PageFormat::PostcardA6;
    card.pages = {documents::Page{
        {{documents::Block::Kind::Field, u"Варіант"_s, QString(u"Кg1-f3 Кg8-f6 "_s).repeated(400), {}}}}};
    QString said;
    testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
        said = box.text();
        box.accept();
    });
    const std::optional<QString> problem = ui::showPrintPreview(nullptr, card);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY(problem);
    QCOMPARE(said, *problem);
    QVERIFY2(said.contains(u"«Листівка з ходом», сторінка 1: «Варіант» не вміщується"_s), qPrintable(said));
}

void TestPrinting::aFieldOfMegabytesIsRefusedNotHung()
{
    // Issue 16, item 17: a postcard whose event name is 10 MB (a damaged archive) ran past 300 s in the
    // line layout. Each box sets a bounded text, so the card is refused as one that does not fit, naming
    // the field, and an A4 document with such a paragraph is set (cut) on its sheets.
    Document card;
    card.title = u"Reply card"_s;
    card.format = documents::PageFormat::PostcardA6;
    const QString huge = QString(u"Кубок України "_s).repeated(10 * 1024 * 1024 / 14);
    card.pages = {documents::Page{{{documents::Block::Kind::Field, u"Event"_s, huge, {}}}}};
    const auto laidOutCard = ui::layOutDocument(card);
    const auto* refusal = std::get_if<ui::LayoutRefusal>(&laidOutCard);
    QVERIFY(refusal);
    QVERIFY2(ui::refusalText(*refusal).contains(u"Event"_s), qPrintable(ui::refusalText(*refusal)));

    Document letter;
    letter.title = u"Letter"_s;
    letter.format = documents::PageFormat::A4;
    letter.pages = {documents::Page{{{documents::Block::Kind::Paragraph, {}, huge, {}}}}};
    const auto laidOutLetter = ui::layOutDocument(letter);
    const auto* sheets = std::get_if<ui::LaidOutDocument>(&laidOutLetter);
    QVERIFY(sheets);
    QVERIFY(!sheets->sheets.isEmpty());
}

QTEST_MAIN(TestPrinting)
void TestPrinting::thePreviewSaysPrintAndCloseInWords()
{
    // helper-76 found only icons in the preview, and no way out but Escape.
    documents::Document letter;
    letter.title = u"Лист"_s;
    letter.pages.append({{{documents::Block::Kind::Paragraph, {}, u"Текст листа."_s, {}}}});
    bool closed = false;
    QString print;
    testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
        auto* toolbar = preview.findChild<QToolBar*>();
        QVERIFY(toolbar);
        auto* close = preview.findChild<QAction*>(u"closePreview"_s);
        QVERIFY(close);
        QVERIFY(!close->text().isEmpty());
        // The print button, left of Close, shows its name beside its icon.
        const QList<QAction*> actions = toolbar->actions();
        const qsizetype printAt = actions.indexOf(close) - 2; // a separator between them
        QVERIFY(printAt >= 0);
        auto* button = qobject_cast<QToolButton*>(toolbar->widgetForAction(actions[printAt]));
        QVERIFY(button);
        QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        print = actions[printAt]->text();
        close->trigger();
        closed = true;
    });
    QVERIFY(!ui::showPrintPreview(nullptr, letter, QPrinter::HighResolution));
    QVERIFY(closed);
    QVERIFY2(print.contains(u"Print"_s), qPrintable(print));
}

#include "tst_printing.moc"
