// SPDX-License-Identifier: GPL-3.0-or-later
// The Cup window's Decide the shared place…: two semifinals of four players, every game drawn, so that all
// four share first place after every tie-break (the game between any two drawn) while two places qualify.
// The final waits for the judge; he gives each contested place to one of the players sharing it, on a
// ground he states, and the entry list follows. A walk found only a decline or a nomination to stand in.
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "tests/storage/archivesupport.h"
#include "tests/support/dialogtesting.h"
#include "ui/desk/eventspanel.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/cupwindow.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

namespace {

const QDate today(2027, 6, 1);

/// A round robin of `players`, every game drawn and its record in.
Tournament allDrawn(const QString& name, const QString& index, int players)
{
    Tournament event;
    event.name = name;
    event.index = index;
    event.start = QDate(2026, 3, 1);
    event.end = QDate(2027, 3, 1);
    for (int i = 1; i <= players; ++i)
        event.players.append(
            Player{u"p%1"_s.arg(i), u"%1-%2 Гравець"_s.arg(index).arg(i), u"Адреса %1"_s.arg(i), {}});
    for (int i = 0; i < players; ++i) {
        for (int j = i + 1; j < players; ++j)
            event.games.append(TournamentGame{event.players[i].id,
                event.players[j].id,
                GameResult::Draw,
                ResultHow::Played,
                QDate(2027, 2, 1),
                QDate(2027, 2, 1)});
    }
    return event;
}

} // namespace

class TestCupSharedPlace : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    qint64 m_cup = 0;

    /// The players of each shared place the Cup's agenda asks the judge to decide.
    static QStringList placesToDecide(const ui::CupWindow& window)
    {
        QStringList places;
        for (const CupAgendaItem& each : window.overview().agenda) {
            if (each.item.what == JudgeAgendaKind(JudgeStep::SharedPlace) && each.judgesStep
                && each.item.player == u"judge")
                places.append(each.item.game);
        }
        return places;
    }

    static QStringList reasons(const ui::CupWindow& window)
    {
        QStringList lines;
        for (const FinalEntrant& entrant : window.overview().final.entrants)
            lines.append(entrant.player + (entrant.sharedPlace ? u" (shared)"_s : QString()));
        return lines;
    }

private Q_SLOTS:
    void init()
    {
        m_archive = openArchiveOrFail(
            m_dir.filePath(u"%1.postmark"_s.arg(QString::fromLatin1(QTest::currentTestFunction()))));
        Cup cup;
        cup.name = u"Кубок"_s;
        for (int number = 1; number <= 2; ++number) {
            const qint64 id =
                m_archive->importTournament(allDrawn(u"Півфінал %1"_s.arg(number), u"SF%1"_s.arg(number), 4))
                    .value();
            cup.groups.append(CupGroup{id, CupStage::Semifinal, number});
        }
        m_cup = m_archive->saveCup(0, cup).value();
        QCOMPARE(m_archive->setOwner(archive::ArchiveOwner{u"Кравець Микола Іванович"_s, false, true}),
            std::nullopt);
    }

    void theJudgesDeskListsTheCupWithItsGroups()
    {
        // A judge who plays none of the archive's games: the desk lists the events, the Cup first and its
        // groups after it, and the status bar counts all three (helper-63 read «2 змагання» beside three).
        ui::MainWindow main;
        QVERIFY(main.openArchive(*m_archive, today));
        QStringList menu;
        for (const QAction* item : main.findChild<QMenu*>(u"tournamentsMenu"_s)->actions())
            menu.append(item->isSeparator() ? u"—"_s : item->text());
        QCOMPARE(menu,
            (QStringList{
                u"Кубок: groups, agenda, final…"_s, u"—"_s, u"Півфінал 1 (SF1)"_s, u"Півфінал 2 (SF2)"_s}));
        QVERIFY2(main.statusBar()->currentMessage().startsWith(u"3 event"_s),
            qPrintable(main.statusBar()->currentMessage())); // the untranslated plural: "3 event(s) to open"
        // The desk's list of them shows a long name whole on hover (helper-64 found the Cup's cut off).
        const auto* events = main.findChild<QListWidget*>(u"eventsList"_s);
        QCOMPARE(events->count(), 3);
        QCOMPARE(events->item(0)->toolTip(), u"Кубок: groups, agenda, final…"_s);

        // And wraps in the panel's width, not cut off behind a sideways scroll bar (helper-65).
        ui::EventsPanel panel;
        auto* longName = new QAction(u"XII Кубок України (пошта): групи, порядок денний, фінал…"_s, &panel);
        panel.setEvents({longName});
        panel.resize(350, 300);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto* list = panel.findChild<QListWidget*>(u"eventsList"_s);
        const QRect place = list->visualItemRect(list->item(0));
        QVERIFY2(place.right() < list->viewport()->width(),
            qPrintable(u"%1 in %2"_s.arg(place.right()).arg(list->viewport()->width())));
        QVERIFY(place.height() >= 2 * list->fontMetrics().lineSpacing());
    }

    void aTieInAGroupStillPlayingIsNotDecidedYet()
    {
        // A third semifinal of five, every game drawn but the last, still to be played: its first three share
        // first place today, two of them on the list. Today's tie may not be the one it finishes with: the
        // judge is told to wait, nothing is stored, and the agenda does not ask for it.
        Tournament playing = allDrawn(u"Півфінал 3"_s, u"SF3"_s, 5);
        playing.games.last().result.reset();
        playing.games.last().reportedOn.reset();
        playing.games.last().recordReceived.reset();
        Cup cup = m_archive->cups().value().constFirst().cup;
        cup.groups.append(CupGroup{m_archive->importTournament(playing).value(), CupStage::Semifinal, 3});
        QVERIFY(m_archive->saveCup(m_cup, cup).hasValue());
        ui::CupWindow window(*m_archive, m_cup, today);
        const QList<FinalEntrant>& entrants = window.overview().final.entrants;
        int shared = -1;
        for (int row = 0; row < entrants.size(); ++row)
            shared = entrants[row].player == u"SF3-1 Гравець"_s ? row : shared;
        QVERIFY(shared >= 0 && entrants[shared].sharedPlace && entrants[shared].provisional);
        QVERIFY(!window.recordPlaceDecision(shared, u"SF3-3 Гравець"_s, u"lots"_s));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"Півфінал 3 is still playing"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(m_archive->cups().value().constFirst().cup.decisions.isEmpty());
        QCOMPARE(placesToDecide(window).size(), 2); // the two finished semifinals' only
    }

    void theJudgeGivesEachContestedPlace()
    {
        ui::CupWindow window(*m_archive, m_cup, today);
        auto* make = window.findChild<QPushButton*>(u"makeFinalButton"_s);
        QVERIFY(!make->isEnabled());
        // No decision yet: nothing to take back (helper-65 found the button offered over an empty table).
        auto* takeBack = window.findChild<QPushButton*>(u"takeBackButton"_s);
        QVERIFY(!takeBack->isEnabled());
        QVERIFY2(make->toolTip().contains(u"shared after every tie-break"_s)
                && make->toolTip().contains(u"Decide the shared place"_s),
            qPrintable(make->toolTip()));
        QCOMPARE(reasons(window),
            (QStringList{u"SF1-1 Гравець (shared)"_s,
                u"SF1-2 Гравець (shared)"_s,
                u"SF2-1 Гравець (shared)"_s,
                u"SF2-2 Гравець (shared)"_s}));

        // The list says with whom each contested place is shared (helper-64 found the rival named only in the
        // dialog and the agenda).
        auto* list = window.findChild<QTableView*>(u"finalEntries"_s);
        const QString firstWhy = list->model()->index(0, list->model()->columnCount() - 1).data().toString();
        QVERIFY2(
            firstWhy.endsWith(u" — a shared place (shared with SF1-2 Гравець, SF1-3 Гравець, SF1-4 Гравець): "
                              "the judge decides"_s),
            qPrintable(firstWhy));

        // On the agenda, each with the players sharing it (helper-63 found the agenda empty).
        QCOMPARE(placesToDecide(window),
            (QStringList{u"SF1-1 Гравець = SF1-2 Гравець = SF1-3 Гравець = SF1-4 Гравець"_s,
                u"SF2-1 Гравець = SF2-2 Гравець = SF2-3 Гравець = SF2-4 Гравець"_s}));
        // Their clause named as the regulation's point, not a bare «§4» beside the rule set's «II.5.1»
        // (helper-64): in the agenda's own column, and in Ukrainian as the messages name it.
        auto* agendaView = window.findChild<QTableView*>(u"cupAgenda"_s);
        int clauseColumn = -1;
        for (int column = 0; column < agendaView->model()->columnCount(); ++column) {
            if (agendaView->model()->headerData(column, Qt::Horizontal).toString() == u"Clause")
                clauseColumn = column;
        }
        QStringList clauses;
        for (int row = 0; row < agendaView->model()->rowCount(); ++row) {
            const QString clause = agendaView->model()->index(row, clauseColumn).data().toString();
            if (!clause.startsWith(u"II."))
                clauses.append(clause);
        }
        QCOMPARE(clauses, (QStringList{u"Cup reg. 4"_s, u"Cup reg. 4"_s}));
        QCOMPARE(text::clauseText(window.overview().agenda.last().item.why.clause, Language::Ukrainian),
            u"Пол. Кубка, п. 4"_s);

        // From the button, as the judge does: the second on the list selected, the four sharing its place
        // offered, SF1-3 chosen on the lots drawn.
        auto* entries = window.findChild<QTableView*>(u"finalEntries"_s);
        entries->setCurrentIndex(entries->model()->index(1, 0));
        QStringList offered;
        QString askedAgain;
        testing::onNextDialog<QInputDialog>([&offered, &askedAgain](QInputDialog& choice) {
            offered = choice.comboBoxItems();
            choice.setTextValue(u"SF1-3 Гравець"_s);
            // An empty ground is asked again, the player chosen kept (helper-64 lost it and began again).
            testing::onNextDialog<QInputDialog>([&askedAgain](QInputDialog& empty) {
                testing::onNextDialog<QInputDialog>([&askedAgain](QInputDialog& ground) {
                    askedAgain = ground.labelText();
                    ground.setTextValue(u"жереб 20.05.2027, протокол № 4"_s);
                    ground.accept();
                });
                empty.setTextValue(u"  "_s);
                empty.accept();
            });
            choice.accept();
        });
        window.findChild<QPushButton*>(u"decidePlaceButton"_s)->click();
        QCOMPARE(offered,
            (QStringList{u"SF1-1 Гравець"_s, u"SF1-2 Гравець"_s, u"SF1-3 Гравець"_s, u"SF1-4 Гравець"_s}));
        QVERIFY2(askedAgain.startsWith(u"The ground is needed. On what ground SF1-3 Гравець takes place 1"_s),
            qPrintable(askedAgain));
        // SF1-3 takes first place; the other three share second, one of which qualifies.
        QCOMPARE(reasons(window),
            (QStringList{u"SF1-3 Гравець"_s,
                u"SF1-1 Гравець (shared)"_s,
                u"SF2-1 Гравець (shared)"_s,
                u"SF2-2 Гравець (shared)"_s}));
        QCOMPARE(window.overview().final.entrants.first().note, u"жереб 20.05.2027, протокол № 4"_s);
        QCOMPARE(m_archive->cups().value().constFirst().cup.decisions,
            (QList<CupDecision>{CupDecision{u"SF1-3 Гравець"_s,
                CupDecision::Kind::PlaceDecided,
                u"жереб 20.05.2027, протокол № 4"_s,
                1,
                today}})); // recorded on the judge's today: the decisions and the report say when
        QVERIFY(takeBack->isEnabled());
        auto* decisions = window.findChild<QTableWidget*>(u"cupDecisions"_s);
        // Which group's, and with whom it was shared (helper-64: the report named only the one it went to).
        QCOMPARE(decisions->item(0, 0)->text(), ui::shownDate(today));
        QCOMPARE(decisions->item(0, 2)->text(),
            u"given shared place 1, semifinal 1; shared with SF1-1 Гравець, SF1-2 Гравець, SF1-4 Гравець"_s);

        // Refused, the archive as it was: one who does not share the place, and a decision with no ground.
        QVERIFY(!window.recordPlaceDecision(1, u"SF2-1 Гравець"_s, u"lots"_s));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"does not share the place"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(!window.recordPlaceDecision(1, u"SF1-4 Гравець"_s, u"  "_s));
        QVERIFY(!window.recordPlaceDecision(
            0, u"SF1-3 Гравець"_s, u"lots"_s)); // given already: take it back first
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     u"by your decision (жереб 20.05.2027, протокол № 4)"_s)
                && window.statusBar()->currentMessage().contains(u"take that decision back first"_s),
            qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(m_archive->cups().value().constFirst().cup.decisions.size(), 1);

        // Second place of SF1, then both of SF2's: nothing is shared that matters, and the final waits only
        // for the vacancies.
        QVERIFY(window.recordPlaceDecision(1, u"SF1-4 Гравець"_s, u"жереб"_s));
        // The next place of the same tie: shared by those left of it.
        QCOMPARE(decisions->item(1, 2)->text(),
            u"given shared place 2, semifinal 1; shared with SF1-1 Гравець, SF1-2 Гравець"_s);
        QVERIFY(window.recordPlaceDecision(2, u"SF2-2 Гравець"_s, u"жереб"_s));
        QVERIFY(window.recordPlaceDecision(3, u"SF2-1 Гравець"_s, u"жереб"_s));
        QCOMPARE(reasons(window),
            (QStringList{u"SF1-3 Гравець"_s, u"SF1-4 Гравець"_s, u"SF2-2 Гравець"_s, u"SF2-1 Гравець"_s}));
        QVERIFY2(make->toolTip().contains(u"nomination"_s), qPrintable(make->toolTip()));
        QVERIFY(placesToDecide(window).isEmpty());
        // Nothing left for the judge, and no player's step either: the heading says so, not «0 more are the
        // players' own» over an empty table (helper-64).
        const QString heading = window.findChild<QLabel*>(u"cupAgendaHeading"_s)->text();
        QVERIFY2(heading.endsWith(u"Nothing waits on the judge now."_s) && !heading.contains(u"more are"_s),
            qPrintable(heading));

        // Taken back, first place is shared again; the decision of second place waits for it, not moving up.
        QVERIFY(window.withdrawDecision(0));
        QCOMPARE(reasons(window).mid(0, 2),
            (QStringList{u"SF1-1 Гравець (shared)"_s, u"SF1-2 Гравець (shared)"_s}));
        QCOMPARE(m_archive->cups().value().constFirst().cup.decisions.first().place, 2);
    }
};

QTEST_MAIN(TestCupSharedPlace)
#include "tst_cupsharedplace.moc"
