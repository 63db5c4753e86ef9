// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's notices of a withdrawal to the partners (II.8.1, II.8.2), on the demo's semifinal, where
// Бойко Г. Т. withdrew two months before the demo's day with his unfinished games lost: helper-72 recorded it
// and found nothing to print for the eight partners whose wins wait for their games' texts.
#include <algorithm>

#include <QAction>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/documents/tournamentdocuments.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/adjudicationregister.h"
#include "tests/support/dialogtesting.h"
#include "ui/printing/documentrenderer.h"
#include "ui/tournament/tournamentwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using documents::Block;

namespace {

/// A page's blocks as "label: text", one a line.
QString pageText(const documents::Page& page)
{
    QStringList lines;
    for (const Block& block : page.blocks) {
        lines.append(block.label.isEmpty() ? block.text : block.label + u": "_s + block.text);
        for (const QStringList& row : block.rows)
            lines.append(row.join(u" | "_s));
    }
    return lines.join(u'\n');
}

} // namespace

class TestWithdrawalNotices : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    tournament::Tournament m_semifinal;
    QString m_boiko;
    const QDate m_today = QDate(2026, 12, 5);

    /// Бойко's notices as the judge of the demo signs them, dated today.
    Result<documents::Document> boikosSignedNotices() const
    {
        return documents::withdrawalNotices(m_semifinal,
            m_boiko,
            u"Ковальчук Олег Петрович"_s,
            Language::Ukrainian,
            u"вул. Садова 3, кв. 12, Полтава, 36000"_s,
            m_today);
    }

    int rowOf(const QString& id) const { return m_semifinal.playerIndex(id); }

private Q_SLOTS:
    void initTestCase()
    {
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        for (const archive::TournamentSummary& summary : archive->tournaments().value()) {
            if (summary.index == u"UKR/C11/SF1")
                m_semifinal = archive->tournament(summary.id).value();
        }
        QCOMPARE(m_semifinal.withdrawals.size(), 1);
        m_boiko = m_semifinal.withdrawals.first().player;
        QVERIFY(m_semifinal.playerName(m_boiko).startsWith(u"Бойко"_s));
    }

    void eachPartnerWithAGameLeftIsWritten_II_8_1_II_8_2()
    {
        const Result<documents::Document> notices = boikosSignedNotices();
        QVERIFY(notices);
        // One page for each game of his left unfinished, to the partner, in the pairings' order.
        QStringList partners;
        for (const tournament::TournamentGame& game : m_semifinal.games) {
            if ((game.white == m_boiko || game.black == m_boiko) && !game.result)
                partners.append(m_semifinal.playerName(game.white == m_boiko ? game.black : game.white));
        }
        QCOMPARE(partners.size(), 8);
        QCOMPARE(notices->pages.size(), 1 + partners.size());
        // Printed, a sheet to him and one a partner.
        int sheets = 0;
        const QString pdf = m_dir.filePath(u"notices.pdf"_s);
        QVERIFY(!ui::writeDocumentPdf(*notices, pdf, &sheets));
        QCOMPARE(sheets, 1 + int(partners.size()));
        for (qsizetype page = 0; page < partners.size(); ++page) {
            const QString text = pageText(notices->pages[1 + page]);
            QVERIFY2(text.startsWith(u"Кому: "_s + partners[page]), qPrintable(text));
            QVERIFY2(text.contains(u"Вибув: Бойко Григорій Тарасович, "_s
                         + m_semifinal.withdrawals.first().date.toString(u"dd.MM.yyyy"_s)),
                qPrintable(text));
            QVERIFY2(
                text.contains(u"Рішення судді: незакінчені партії — поразки (II.8.1)"_s), qPrintable(text));
            // The win counts once the judge has the text (II.8.2): the partner is asked for the record.
            QVERIFY2(text.contains(u"щойно суддя одержить її текст (II.8.2)"_s)
                    && text.contains(u"Надішліть судді запис партії (II.9.1)"_s),
                qPrintable(text));
            QVERIFY2(text.contains(u"ходів вибулому більше не надсилайте"_s), qPrintable(text));
            QVERIFY2(text.contains(u"Полтава, 05.12.2026"_s), qPrintable(text)); // the place and the day
        }
    }

    void theWithdrawnPlayerIsToldTheDecisionOnEachOfHisGames_II_8_1()
    {
        // helper-74: the partners were written to, the player himself was not.
        const Result<documents::Document> notices = boikosSignedNotices();
        QVERIFY(notices);
        const QString his = pageText(notices->pages.first());
        QVERIFY2(his.startsWith(u"Кому: Бойко Григорій Тарасович"_s), qPrintable(his));
        QVERIFY2(his.contains(u"Повідомлення про ваше вибуття"_s)
                && his.contains(
                    u"Вибуття: "_s + m_semifinal.withdrawals.first().date.toString(u"dd.MM.yyyy"_s))
                && his.contains(u"Рішення судді: незакінчені партії — поразки (II.8.1)"_s),
            qPrintable(his));
        QVERIFY2(his.contains(u"Ваші незакінчені партії (8) зараховано вам як поразки (II.8.1); партнерам їх "
                              u"буде враховано, щойно суддя одержить тексти партій (II.8.2)."_s),
            qPrintable(his));
        // Each game the withdrawal decides, by its number and players.
        int listed = 0;
        for (int number = 0; number < m_semifinal.games.size(); ++number) {
            const tournament::TournamentGame& game = m_semifinal.games[number];
            if ((game.white != m_boiko && game.black != m_boiko) || game.result)
                continue;
            ++listed;
            const QString row =
                u"%1 | %2 | %3 | незакінчена"_s.arg(number + 1)
                    .arg(m_semifinal.playerName(game.white), m_semifinal.playerName(game.black));
            QVERIFY2(his.contains(row), qPrintable(row + u"\n"_s + his));
        }
        QCOMPARE(listed, 8);
        QVERIFY2(his.contains(u"ходів партнерам більше не надсилайте"_s), qPrintable(his));
        // Adjudicated: his own packet, by the day the register counts (II.9.5), or no appeal (II.9.8).
        tournament::Tournament adjudicated = m_semifinal;
        adjudicated.withdrawals.first().decision = tournament::WithdrawalDecision::Adjudicate;
        const QString packet =
            pageText(documents::withdrawalNotices(adjudicated, m_boiko, {}, Language::Ukrainian, {}, m_today)
                         ->pages.first());
        const QString due = adjudicated.end.addDays(14).toString(u"dd.MM.yyyy"_s);
        QVERIFY2(
            packet.contains(u"Ваші незакінчені партії (8) буде присуджено. Надішліть судді рекомендованим "
                            u"листом до "_s
                + due + u" — 14 дн. після закінчення турніру (II.9.5): для кожної — запис партії"_s)
                && packet.contains(u"втрачає право на апеляцію (II.9.8)"_s),
            qPrintable(packet));
        // None counted (V.8.2): every game of his, the finished ones too.
        tournament::Tournament none = m_semifinal;
        none.withdrawals.first().decision = tournament::WithdrawalDecision::ExcludeAll;
        const QString all = pageText(
            documents::withdrawalNotices(none, m_boiko, {}, Language::English, {}, m_today)->pages.first());
        QVERIFY2(
            all.contains(
                u"None of your games of the tournament (%1) counts, the finished ones too (V.8.2)."_s.arg(
                    m_semifinal.players.size() - 1)),
            qPrintable(all));
    }

    void theDecisionDecidesWhatThePartnerSends()
    {
        tournament::Tournament adjudicated = m_semifinal;
        adjudicated.withdrawals.first().decision = tournament::WithdrawalDecision::Adjudicate;
        const auto packet =
            documents::withdrawalNotices(adjudicated, m_boiko, {}, Language::Ukrainian, {}, m_today);
        QVERIFY(packet);
        const QString asked = pageText(packet->pages[1]);
        // By the day the register counts the packets to: 14 days after the event's end (II.9.5).
        const QString due = adjudicated.end.addDays(14).toString(u"dd.MM.yyyy"_s);
        QVERIFY2(asked.contains(u"Партію буде присуджено"_s)
                && asked.contains(u"до "_s + due + u" — 14 дн. після закінчення турніру (II.9.5): "_s)
                && asked.contains(u"втрачає право на апеляцію (II.9.8)"_s),
            qPrintable(asked));
        // None counted (V.8.2): the partners of his finished games are told too.
        tournament::Tournament none = m_semifinal;
        none.withdrawals.first().decision = tournament::WithdrawalDecision::ExcludeAll;
        const auto all = documents::withdrawalNotices(none, m_boiko, {}, Language::Ukrainian, {}, m_today);
        QVERIFY(all);
        QCOMPARE(all->pages.size(), qsizetype(1 + m_semifinal.players.size() - 1));
        // A player who has not withdrawn has no notice, and the reason is said.
        const QString stays = m_semifinal.players.first().id == m_boiko ? m_semifinal.players[1].id
                                                                        : m_semifinal.players.first().id;
        const auto nothing = documents::withdrawalNotices(m_semifinal, stays, {}, Language::English);
        QVERIFY(!nothing);
        QCOMPARE(nothing.error().code, ErrorCode::DocumentNotApplicable);
    }

    void aGameAnEarlierWithdrawalDecidedIsNotWrittenOf_II_8_1()
    {
        // helper-74 recorded Мельник's withdrawal after Бойко's, his unfinished games adjudicated: a letter
        // went to Бойко asking for materials, and the register listed their game as owing them, though
        // Бойко's earlier loss had scored it (the crosstable's (+)).
        tournament::Tournament event = m_semifinal;
        QString melnyk;
        for (const tournament::Player& player : event.players) {
            if (player.name.startsWith(u"Мельник"_s))
                melnyk = player.id;
        }
        QVERIFY(!melnyk.isEmpty());
        event.withdrawals.append({melnyk, m_today, tournament::WithdrawalDecision::Adjudicate});
        int shared = -1;
        int left = 0;
        for (int game = 0; game < event.games.size(); ++game) {
            const tournament::TournamentGame& pairing = event.games[game];
            const QStringList two = {pairing.white, pairing.black};
            if (!two.contains(melnyk) || pairing.result)
                continue;
            if (two.contains(m_boiko))
                shared = game;
            else
                ++left;
        }
        QVERIFY(shared >= 0);
        QVERIFY(!tournament::needsAdjudication(event, shared, m_today));
        const auto notices =
            documents::withdrawalNotices(event, melnyk, {}, Language::Ukrainian, {}, m_today);
        QVERIFY(notices);
        QCOMPARE(notices->pages.size(), qsizetype(1 + left)); // to him, then to each partner
        for (const documents::Page& page : notices->pages.mid(1))
            QVERIFY2(!pageText(page).contains(u"Бойко"_s), qPrintable(pageText(page)));
        // His own letter asks for the text of the win Бойко's loss gave him (II.8.2), as the agenda expects
        // it of him (helper-75), and says the decision may be protested (II.1.6).
        const QString his = pageText(notices->pages.first());
        QVERIFY2(
            his.contains(u"Партію № %1 (партнер — Бойко Григорій Тарасович, вибув раніше) зараховано вам "
                         u"як перемогу; її буде враховано, щойно суддя одержить її текст (II.8.2): надішліть "
                         u"судді запис партії (II.9.1)."_s.arg(shared + 1)),
            qPrintable(his));
        // The partners may protest the decision too (II.1.6; helper-77).
        for (const documents::Page& page : notices->pages.mid(1))
            QVERIFY2(pageText(page).contains(u"протестом до апеляційного комітету протягом 14 днів"_s),
                qPrintable(pageText(page)));
        QVERIFY2(
            his.contains(u"Рішення можна оскаржити протестом до апеляційного комітету протягом 14 днів від "
                         u"дня його отримання; рішення комітету остаточне (II.1.6)."_s),
            qPrintable(his));
    }

    void theWindowPrintsThemFromThePlayersTab()
    {
        ui::TournamentWindow window(m_semifinal, {}, m_today);
        auto* players = window.findChild<QTableView*>(u"players"_s);
        players->setCurrentIndex(players->model()->index(rowOf(m_boiko), 0));
        int pages = 0;
        testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
            pages = preview.printer()->docName().isEmpty() ? -1 : 1;
            preview.reject();
        });
        window.findChild<QPushButton*>(u"printWithdrawalNotices"_s)->click();
        QTRY_VERIFY(pages != 0);
        QCOMPARE(pages, 1);
        // Of a player who stays: why there is no letter, not an empty preview.
        players->setCurrentIndex(players->model()->index(rowOf(m_boiko) == 0 ? 1 : 0, 0));
        QString said;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        window.findChild<QAction*>(u"printSelectedWithdrawalNotices"_s)->trigger();
        QTRY_VERIFY(!said.isEmpty());
        QVERIFY2(said.startsWith(u"There is no letter yet: no withdrawal of "_s), qPrintable(said));
    }
};

QTEST_MAIN(TestWithdrawalNotices)
#include "tst_withdrawalnotices.moc"
