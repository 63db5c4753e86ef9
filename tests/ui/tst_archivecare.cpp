// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Back up the archive and File ▸ Check the archive through the real main window, on the demo with
// 685 real games imported beside it: the copy opens as the same archive, a cancelled copy leaves nothing
// (and a file it was to replace as it was), the archive itself is never written over; the check finds
// the archive sound, names a game whose kept state was tampered with, and stops on Cancel. In Ukrainian,
// as the window speaks to its users.
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/tournamentfixture.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// Presses Cancel in the progress dialog named `name` as soon as the window shows work going on.
void cancelWhenShown(QWidget& window, const QString& name, bool& pressed)
{
    auto* watcher = new QTimer(&window);
    watcher->setInterval(0);
    QObject::connect(watcher, &QTimer::timeout, &window, [&window, name, watcher, &pressed] {
        if (auto* progress = window.findChild<QProgressDialog*>(name)) {
            progress->cancel();
            pressed = true;
            watcher->deleteLater();
        }
    });
    watcher->start();
}

/// The text of the next modal message box, which it then closes (as the user pressing OK).
QString closeNextMessageBox(QString& text)
{
    QTimer::singleShot(0, [&text] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            text = box->text();
            box->accept();
        }
    });
    return text;
}

} // namespace

class TestArchiveCare : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    QList<qint64> m_ids;
    QTranslator m_ukrainian;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_ukrainian.load(u":/i18n/postmark_uk"_s));
        QCoreApplication::installTranslator(&m_ukrainian);
        QLocale::setDefault(QLocale(QLocale::Ukrainian)); // as the program sets it for --lang uk
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"archive.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*m_archive, QDate(2026, 12, 1)).hasValue());
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        QVERIFY(
            window.importGames({QStringLiteral(POSTMARK_SHARED_DIR "/data/pgn/debian-networkx-wcc.pgn")}));
        for (const auto& summary : m_archive->games().value())
            m_ids.append(summary.id);
        QCOMPARE(m_ids.size(), 120 + 685);
    }

    void anotherArchiveOpensInPlaceOfTheOneOpen()
    {
        // A walk found no way on from an archive that could not be opened: File ▸ Open archive… lists the
        // archive the program opens for the path chosen; greyed out while the program gives no way.
        ui::MainWindow window;
        QAction* open = window.findChild<QAction*>(u"openArchive"_s);
        QVERIFY(open && !open->isEnabled());
        QVERIFY(!window.openChosenArchive(m_archive->path()));
        const QString otherPath = m_dir.filePath(u"other.postmark"_s);
        auto other = storage::SqliteArchive::open(otherPath).value();
        QVERIFY(!other->setOwner({u"Ковальчук Олег Петрович"_s, true, false}));
        QString asked;
        window.setArchiveOpener([&](const QString& path) {
            asked = path;
            return window.openArchive(*other, QDate(2026, 12, 1));
        });
        QVERIFY(open->isEnabled());
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        QCOMPARE(window.gameCount(), 15);
        QVERIFY(window.openChosenArchive(otherPath));
        QCOMPARE(asked, otherPath);
        QCOMPARE(window.gameCount(), 0); // the other archive's desk: no game yet
    }

    void aBackupIsTheSameArchiveElsewhere()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        const QString copy = m_dir.filePath(u"copy.postmark"_s);
        // A file of the user's under the name a copy in progress might take is left alone.
        const QString usersFile = copy + u".partial-0"_s;
        {
            QFile file(usersFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("mine");
        }
        QVERIFY(window.backUpArchive(copy));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"copy.postmark"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(!QFile::exists(copy + u".partial"_s));
        QVERIFY(!QFile::exists(copy + u".partial-1"_s));
        QFile mine(usersFile);
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("mine"));
        auto reopened = storage::SqliteArchive::open(copy).value();
        QList<qint64> ids;
        for (const auto& summary : reopened->games().value())
            ids.append(summary.id);
        QCOMPARE(ids, m_ids);
        QCOMPARE(reopened->game(m_ids.last()).value().cards.size(),
            m_archive->game(m_ids.last()).value().cards.size());
        QVERIFY(reopened->check().value().isEmpty());
    }

    void aCancelledBackupLeavesNoCopyAndAFileItWasToReplaceAsItWas()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        const QString fresh = m_dir.filePath(u"cancelled.postmark"_s);
        bool pressed = false;
        cancelWhenShown(window, u"backupProgress"_s, pressed);
        QVERIFY(!window.backUpArchive(fresh));
        QVERIFY(pressed);
        QVERIFY(!QFile::exists(fresh));
        QVERIFY(!QFile::exists(fresh + u".partial"_s));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"копію не записано"_s),
            qPrintable(window.statusBar()->currentMessage()));

        // An older copy the user chose to replace, then cancelled: it is still there, byte for byte.
        const QString older = m_dir.filePath(u"older.postmark"_s);
        {
            QFile file(older);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("last week's copy");
        }
        pressed = false;
        cancelWhenShown(window, u"backupProgress"_s, pressed);
        QVERIFY(!window.backUpArchive(older));
        QFile file(older);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("last week's copy"));
    }

    void theArchiveItselfIsNeverWrittenOver()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        QString said;
        closeNextMessageBox(said);
        QVERIFY(!window.backUpArchive(m_archive->path()));
        QVERIFY2(said.contains(u"це сам архів"_s), qPrintable(said));
        // A link to the archive is the archive too.
        const QString link = m_dir.filePath(u"link.postmark"_s);
        QVERIFY(QFile::link(m_archive->path(), link));
        said.clear();
        closeNextMessageBox(said);
        QVERIFY(!window.backUpArchive(link));
        QVERIFY2(said.contains(u"це сам архів"_s), qPrintable(said));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(m_archive->games().value().size(), m_ids.size());
        QVERIFY(m_archive->check().value().isEmpty());
    }

    void theCheckFindsTheArchiveSoundAndSaysSo()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        const Result<QList<Message>> problems = window.checkArchive();
        QVERIFY(problems.hasValue());
        QVERIFY(problems->isEmpty());
        auto* verdict = window.findChild<QMessageBox*>(u"archiveCheckResult"_s);
        QVERIFY(verdict);
        QVERIFY2(verdict->text().contains(u"Архів справний: усі його партії (805) відтворено з листівок"_s),
            qPrintable(verdict->text()));
    }

    void theCheckNamesAGameWhoseKeptStateIsWrong()
    {
        const QString copy = m_dir.filePath(u"tampered.postmark"_s);
        QVERIFY(!m_archive->backup(copy).has_value());
        {
            auto tampered = storage::SqliteArchive::open(copy).value();
            QSqlDatabase connection = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
            connection.setDatabaseName(copy);
            QVERIFY(connection.open());
            QSqlQuery query(connection);
            QVERIFY(query.exec(u"UPDATE game_state SET plies = plies + 1 WHERE game_id = 3"_s));
            connection.close();
        }
        QSqlDatabase::removeDatabase(u"tamper"_s);
        auto tampered = storage::SqliteArchive::open(copy).value();
        ui::MainWindow window;
        QVERIFY(window.openArchive(*tampered, QDate(2026, 12, 1)));
        const Result<QList<Message>> problems = window.checkArchive();
        QVERIFY(problems.hasValue());
        QCOMPARE(problems->size(), 1);
        auto* verdict = window.findChild<QMessageBox*>(u"archiveCheckResult"_s);
        QVERIFY(verdict);
        QVERIFY2(verdict->text().contains(u"знайшла 1 проблему"_s), qPrintable(verdict->text()));
        QVERIFY2(verdict->detailedText().contains(u"Партія 3: збережений стан не відповідає обліку"_s),
            qPrintable(verdict->detailedText()));
    }

    void theCheckNamesAnEventsResultDatedAfterTheWindowsDay()
    {
        // An event stored before such dates were refused: its result reported after the window's day is
        // counted in its crosstable as known.
        const QString copy = m_dir.filePath(u"ahead.postmark"_s);
        QVERIFY(!m_archive->backup(copy).has_value());
        auto archive = storage::SqliteArchive::open(copy).value();
        tournament::Tournament ahead = testing::fivePlayerTournament();
        ahead.name = u"Ahead"_s;
        ahead.index = u"TEST/6"_s;
        ahead.games[0].result = tournament::GameResult::Draw;
        ahead.games[0].reportedOn = QDate(2027, 1, 10);
        QVERIFY(archive->importTournament(ahead));
        ui::MainWindow window;
        QVERIFY(window.openArchive(*archive, QDate(2026, 12, 1)));
        QVERIFY(window.checkArchive().value().isEmpty()); // the storage's own findings: none
        auto* verdict = window.findChild<QMessageBox*>(u"archiveCheckResult"_s);
        QVERIFY(verdict);
        QVERIFY2(verdict->text().contains(u"знайшла 1 проблему"_s), qPrintable(verdict->text()));
        QVERIFY2(verdict->detailedText().startsWith(u"TEST/6 (Ahead): "_s)
                && verdict->detailedText().contains(u"10.01.2027"_s),
            qPrintable(verdict->detailedText()));
    }

    void aCancelledCheckSaysSo()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, QDate(2026, 12, 1)));
        bool pressed = false;
        cancelWhenShown(window, u"checkProgress"_s, pressed);
        const Result<QList<Message>> problems = window.checkArchive();
        QVERIFY(pressed);
        QVERIFY(!problems.hasValue());
        QCOMPARE(problems.error().code, ErrorCode::Cancelled);
        QVERIFY(!window.findChild<QMessageBox*>(u"archiveCheckResult"_s));
        QCOMPARE(window.statusBar()->currentMessage(), u"Перевірку скасовано."_s);
    }
};

QTEST_MAIN(TestArchiveCare)
#include "tst_archivecare.moc"
