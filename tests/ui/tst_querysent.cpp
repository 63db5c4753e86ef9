// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Record my query as sent… on the demo's window, in Ukrainian: Руденко's card carried an impossible
// move, my query is due within 3 days of its arrival (II.3.12); printed and posted, the window keeps it as a
// card of the game — the query no longer due, the partner's new move awaited. helper-68 printed the query
// and found no way to record it: the game kept «мій крок: запит про хід» and would have turned overdue.
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QStatusBar>
#include <QTableWidget>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "core/desk/duedocument.h"
#include "core/desk/playeragenda.h"
#include "core/desk/postedcard.h"
#include "core/documents/cardname.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/demodesk.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gametabs.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/postingdialog.h"
#include "ui/mainwindow.h"
#include "ui/text/agendawords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using postmark::ui::shownDate;

namespace {

/// The owner's (White's) query deadline in the game as the archive has it, as of the demo's day.
std::optional<ledger::Deadline> myQueryDeadline(testing::DemoDesk& demo, qint64 id)
{
    const ledger::LedgerResult computed = ledger::ledgerOf(*demo.archive().game(id), demo.today());
    for (const ledger::Deadline& deadline : computed.ledger->deadlines) {
        if (deadline.player == ledger::Color::White && deadline.kind == ledger::DeadlineKind::QueryMove)
            return deadline;
    }
    return std::nullopt;
}

} // namespace

class TestQuerySent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void theQueryPostedIsACardOfTheGameAndTheNewMoveIsAwaited_II_3_12()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Руденко"_s));
        qint64 id = 0;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            if (summary.black.contains(u"Руденко"_s) && summary.white.contains(u"Ковальчук"_s))
                id = summary.id;
        }
        QVERIFY(id);
        const ledger::GameFile before = *m_demo.archive().game(id);
        // The partner's card with the impossible move came in; the query is due 3 days after (II.3.12).
        const std::optional<ledger::Deadline> due = myQueryDeadline(m_demo, id);
        QVERIFY(due);
        const ledger::Card impossible = before.cards[due->card];
        QCOMPARE(impossible.from, ledger::Color::Black);
        QCOMPARE(due->due, std::optional(due->from.addDays(3)));
        // Ctrl+R says the step is a query, not that my card is with him.
        QString replyAsked;
        testing::onNextDialog<QMessageBox>([&replyAsked](QMessageBox& box) {
            replyAsked = box.text();
            box.accept();
        });
        window.composeReply();
        QVERIFY2(replyAsked.contains(u"запит"_s) && replyAsked.contains(u"II.3.12"_s)
                && replyAsked.contains(shownDate(*due->due)),
            qPrintable(replyAsked));
        QString title, intro;
        testing::onNextDialog<ui::PostingDialog>([&](ui::PostingDialog& dialog) {
            title = dialog.windowTitle();
            intro = dialog.findChild<QLabel*>(u"intro"_s)->text();
            dialog.accept(); // written and posted today, ordinary mail
        });
        window.findChild<QAction*>(u"recordQuery"_s)->trigger();
        const QString about = u"Ч"_s + impossible.id.mid(1);
        QCOMPARE(title, u"Відправлення мого запиту про листівку "_s + about);
        QVERIFY2(intro.contains(u"неможливий"_s) && intro.contains(u"II.3.12"_s)
                && intro.contains(*impossible.move),
            qPrintable(intro));
        const ledger::GameFile after = *m_demo.archive().game(id);
        QCOMPARE(after.cards.size(), before.cards.size() + 1);
        const ledger::Card& query = after.cards.last();
        QCOMPARE(query.kind, ledger::CardKind::Query);
        QCOMPARE(query.from, ledger::Color::White);
        QCOMPARE(query.about, impossible.id);
        QCOMPARE(query.reason, ledger::QueryReason::Impossible);
        QCOMPARE(query.senderDate, std::optional(m_demo.today())); // written today unless said otherwise
        // No longer due: the partner's new move is what comes next.
        QCOMPARE(myQueryDeadline(m_demo, id), std::nullopt);
        QVERIFY2(
            window.statusBar()->currentMessage().contains(u"Запит про листівку "_s + about + u" записано"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // The Cards tab names it by the card it asks about.
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        const auto* shown = window.findChild<QTableWidget*>(u"cards"_s);
        QVERIFY(shown && shown->rowCount() == after.cards.size());
        QCOMPARE(shown->item(shown->rowCount() - 1, ui::CardLedgerTable::CardColumn)->text(),
            u"запит про "_s + about);

        // Asked once, it is not asked again: the box says why.
        QString said;
        testing::onNextDialog<QMessageBox>([&said](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        window.findChild<QAction*>(u"recordQuery"_s)->trigger();
        QVERIFY2(said.contains(u"II.3.12"_s), qPrintable(said));

        // Print ▸ Query about a move asks before printing again the query sent (helper-70 reprinted it
        // unasked): Cancel prints nothing, «Print it again» shows it.
        QString reprintAsked;
        testing::onNextDialog<QMessageBox>([&reprintAsked](QMessageBox& box) {
            reprintAsked = box.text();
            box.reject(); // were a preview shown after it, the test would wait on it unanswered
        });
        window.findChild<QAction*>(u"printQuery"_s)->trigger();
        QVERIFY2(reprintAsked.contains(u"Ваш запит про листівку "_s + about + u" уже відправлено "_s
                     + shownDate(m_demo.today())),
            qPrintable(reprintAsked));
        bool previewed = false;
        testing::acceptNextQuestionThen<QPrintPreviewDialog>([&previewed](QPrintPreviewDialog& preview) {
            previewed = true;
            preview.reject();
        });
        window.findChild<QAction*>(u"printQuery"_s)->trigger();
        QVERIFY(previewed);

        // One step back, and the game is as it was, the query due again.
        window.findChild<QUndoStack*>()->undo();
        QCOMPARE(m_demo.archive().game(id)->cards, before.cards);
        QVERIFY(myQueryDeadline(m_demo, id));
    }

    void aGameWithNoImpossibleMoveHasNoQueryToRecord_II_3_12()
    {
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Олійник"_s));
        QString said;
        testing::onNextDialog<QMessageBox>([&said](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        window.findChild<QAction*>(u"recordQuery"_s)->trigger();
        QVERIFY2(said.contains(u"II.3.12"_s), qPrintable(said));
    }

    void aQueryUnansweredIsRepeated_II_5_1_II_3_12()
    {
        // My query about Руденко's impossible move, posted; no new move comes. 16 days on, II.5.1's repeat is
        // due: of the query, not of my last move (the agenda said «повторити хід», Print ▸ Repeat printed my
        // move card again and Record the repeat refused: «nothing to repeat»).
        qint64 id = 0;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            if (summary.black.contains(u"Руденко"_s) && summary.white.contains(u"Ковальчук"_s))
                id = summary.id;
        }
        QVERIFY(id);
        const ledger::Color me = ledger::Color::White;
        ledger::GameFile game = *desk::withQueryToPost(*m_demo.archive().game(id), me, m_demo.today());
        game.cards.last().senderDate = m_demo.today();
        const ledger::Card query = game.cards.last();
        const QDate later = m_demo.today().addDays(20);
        const ledger::LedgerResult computed = ledger::ledgerOf(game, later);
        QVERIFY(computed.ledger);
        const auto repeat = std::find_if(computed.ledger->deadlines.cbegin(),
            computed.ledger->deadlines.cend(),
            [me](const ledger::Deadline& deadline) {
                return deadline.kind == ledger::DeadlineKind::RepeatMove && deadline.player == me;
            });
        QVERIFY(repeat != computed.ledger->deadlines.cend());
        QCOMPARE(repeat->due, std::optional(m_demo.today().addDays(16)));
        // The desk names the step for what goes: the query, named by the card it asks about.
        QVERIFY(desk::agendaKindOf(game, *repeat) == desk::AgendaKind(desk::DeskStep::RepeatQuery));
        QCOMPARE(
            text::agendaText(desk::agendaKindOf(game, *repeat), Language::Ukrainian), u"повторити запит"_s);
        const QString about = text::cardName(query.about);
        const QString why = text::messageText(ledger::explainDeadline(game, *computed.ledger, *repeat).what);
        QVERIFY2(why.contains(u"запит про листівку "_s + about) && why.contains(u"повторюють запит"_s),
            qPrintable(why));
        // The document due is the query again, marked a repeat, with both dates, registered.
        QCOMPARE(desk::dueDocument(game, *computed.ledger, me), desk::GameDocument::Repeat);
        const Result<documents::Document> printed =
            desk::gameDocument(desk::GameDocument::Repeat, game, *computed.ledger, me, Language::Ukrainian);
        QVERIFY(printed);
        QCOMPARE(printed->title, u"Повторний запит про хід"_s);
        QStringList fields;
        for (const documents::Block& block : printed->pages.first().blocks)
            fields.append(block.label + u": "_s + block.text);
        const QString card = fields.join(u'\n');
        QVERIFY2(card.contains(u"ПОВТОР (II.5.1)"_s)
                && card.contains(u"Повторює запит від: "_s + shownDate(m_demo.today()))
                && card.contains(u"Дата повтору: "_s + shownDate(later))
                && card.contains(u"Записаний хід: 3… "_s),
            qPrintable(card));
        // Recorded as posted: a repeat of the query, named so.
        const Result<ledger::GameFile> repeated = desk::withRepeatToPost(game, me);
        QVERIFY(repeated);
        QCOMPARE(repeated->cards.last().repeats, query.id);
        QCOMPARE(text::cardName(repeated->cards.last().id), u"запит про "_s + about + u" повт."_s);
        QCOMPARE(documents::cardIdFromName(u"запит про "_s + about + u" повт."_s), repeated->cards.last().id);
        // The form that records it names it as a sentence does: the repeat of my query about the card, not
        // «повтор листівки запит про Ч3».
        const ui::PostingDialog posting(*repeated, me, int(repeated->cards.size()) - 1, later);
        QCOMPARE(posting.windowTitle(), u"Відправлення повтору запиту про листівку "_s + about);
        const QString intro = posting.findChild<QLabel*>(u"intro"_s)->text();
        QVERIFY2(intro.startsWith(u"Мій повтор запиту про листівку "_s + about + u" з ходом "_s
                     + *game.card(query.about)->move),
            qPrintable(intro));
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestQuerySent)
#include "tst_querysent.moc"
