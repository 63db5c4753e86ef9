// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's printing: which document a game calls for, and its preview.
#include <algorithm>

#include <QMenu>
#include <QMessageBox>
#include <QPrinter>
#include <QPushButton>
#include <QStatusBar>

#include "core/archive/gamerepository.h"
#include "core/desk/duedocument.h"
#include "core/desk/owneraddress.h"
#include "core/desk/playeragenda.h"
#include "core/documents/cardname.h"
#include "core/documents/documents.h"
#include "core/rules/clauses.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/personname.h"
#include "ui/errortext.h"
#include "ui/game/engineassessor.h"
#include "ui/mainwindow.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

Result<documents::Document> MainWindow::documentFor(PrintKind kind) const
{
    if (!m_shown.currentPostal())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DocumentsForArchiveGames)};
    const PostalGame& postal = *m_shown.currentPostal();
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    if (!me)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DoesNotPlayInThisGame, m_me.name)};
    return desk::gameDocument(kind, asISendIt(postal.game), postal.ledger, *me, interfaceDocumentLanguage());
}

ledger::GameFile MainWindow::asISendIt(const ledger::GameFile& game) const
{
    const std::optional<ledger::Color> me = desk::colourOf(game, m_me);
    return me && m_owner ? desk::withOwnerAddress(game, *me, m_owner->address) : game;
}

MainWindow::PrintKind MainWindow::dueDocument() const
{
    if (!m_shown.currentPostal())
        return PrintKind::None;
    const PostalGame& postal = *m_shown.currentPostal();
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    return me ? desk::dueDocument(postal.game, postal.ledger, *me) : PrintKind::None;
}

std::optional<QString> MainWindow::printDocument(PrintKind kind, QPrinter& printer) const
{
    const Result<documents::Document> document = documentFor(kind);
    if (!document)
        return errorText(document.error());
    printer.setDocName(document->title);
    return renderDocumentOnItsPaper(*document, printer);
}

void MainWindow::previewDocument(PrintKind kind)
{
    const Result<documents::Document> document = documentFor(kind);
    if (!document) {
        statusBar()->showMessage(errorText(document.error()));
        return;
    }
    // Named for the game and the day: the print dialog offers the title as the PDF's file name, and every
    // card printed to a file went to the one «Листівка з ходом.pdf», each over the last (helper-26).
    const PostalGame& postal = *m_shown.currentPostal();
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    const QString partner = me ? postal.game.player(chess::opposite(*me)).name : QString();
    previewFromWindow(*this, *document, shortPersonName(partner), m_archiveToday);
}

bool MainWindow::myMoveToMake() const
{
    const PostalGame* postal = m_shown.currentPostal();
    if (!postal || postal->ledger.finished || postal->game.claim)
        return false;
    const std::optional<ledger::Color> me = desk::colourOf(postal->game, m_me);
    return me && postal->ledger.toMove == *me;
}

bool MainWindow::printsTheSentCardAgain(PrintKind kind)
{
    const PostalGame* postal = m_shown.currentPostal();
    const std::optional<ledger::Color> me = postal ? desk::colourOf(postal->game, m_me) : std::nullopt;
    if (!me)
        return true; // documentFor() says why there is nothing to print
    if (kind == PrintKind::Query)
        return printsTheSentQueryAgain(*postal, *me);
    // The card the document prints (desk::gameDocument()): my last move card; for a repeat, my last card
    // when it is a repeat recorded as sent (helper-45 printed one again unasked).
    const bool repeat = kind == PrintKind::Repeat;
    const int sent = repeat
        ? desk::lastCardOf(postal->game, *me, {ledger::CardKind::Move, ledger::CardKind::Repeat})
        : desk::lastCardOf(postal->game, *me, {ledger::CardKind::Move});
    if (sent < 0 || (repeat && postal->game.cards[sent].kind != ledger::CardKind::Repeat))
        return true;
    const ledger::Card& card = postal->game.cards[sent];
    const std::optional<QDate> posted = postal->ledger.cardDates[std::size_t(sent)].sent;
    const QString when = posted ? shownDate(*posted) : tr("an unknown date");
    const QString queried = documents::queriedCardOf(card.repeats);
    QString text = repeat && !queried.isEmpty()
        ? tr("This repeat of my query about card %1 was sent already, on %2.")
              .arg(text::cardName(queried), when)
        : repeat
        ? tr("This repeat of card %1 was sent already, on %2.").arg(text::cardName(card.repeats), when)
        : tr("This card was sent already: your move %1 (card %2), posted on %3.")
              .arg(card.move.value_or(QString()), text::cardName(card.id), when);
    const bool mine = !repeat && myMoveToMake();
    if (mine)
        text += u"\n\n"_s
            + tr("Your partner's card has come since, and the move is yours: Compose the reply… writes the "
                 "new "
                 "card, and prints it.");
    text += u"\n\n"_s + tr("Print the card sent then again?");
    QMessageBox box(QMessageBox::Question,
        repeat ? tr("Repeat card") : tr("Move card"),
        text,
        QMessageBox::NoButton,
        this);
    box.setObjectName(u"reprintQuestion"_s);
    QPushButton* again = box.addButton(tr("Print it again"), QMessageBox::AcceptRole);
    QPushButton* compose = mine ? box.addButton(tr("Compose the reply…"), QMessageBox::ActionRole) : nullptr;
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(compose ? compose : again);
    box.exec();
    if (compose && box.clickedButton() == compose) {
        composeReply();
        return false;
    }
    return box.clickedButton() == again;
}

bool MainWindow::printsTheSentQueryAgain(const PostalGame& postal, ledger::Color me)
{
    // The query the document prints is about the partner's last move card (desk::gameDocument()); one
    // recorded as sent about it is asked about first, as a card sent is (helper-70 reprinted one unasked).
    const ledger::GameFile& game = postal.game;
    const int queried = desk::lastCardOf(game, chess::opposite(me), {ledger::CardKind::Move});
    if (queried < 0)
        return true;
    int sent = -1;
    for (int i = 0; i < game.cards.size(); ++i) {
        const ledger::Card& card = game.cards[i];
        if (card.from == me && card.kind == ledger::CardKind::Query && card.about == game.cards[queried].id)
            sent = i;
    }
    if (sent < 0)
        return true;
    const std::optional<QDate> posted = postal.ledger.cardDates[std::size_t(sent)].sent;
    QMessageBox box(QMessageBox::Question,
        tr("Query about a move"),
        tr("Your query about card %1 was sent already, on %2.")
                .arg(text::cardName(game.cards[queried].id),
                    posted ? shownDate(*posted) : tr("an unknown date"))
            + u"\n\n"_s + tr("Print the query sent then again?"),
        QMessageBox::NoButton,
        this);
    box.setObjectName(u"reprintQuestion"_s);
    QPushButton* again = box.addButton(tr("Print it again"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(again);
    box.exec();
    return box.clickedButton() == again;
}

bool MainWindow::printsTheRepeatBeforeItIsDue(PrintKind kind)
{
    const PostalGame* postal = m_shown.currentPostal();
    const std::optional<ledger::Color> me = postal ? desk::colourOf(postal->game, m_me) : std::nullopt;
    if (kind != PrintKind::Repeat || !me)
        return true;
    const ledger::Ledger& ledger = postal->ledger;
    const auto repeat =
        std::find_if(ledger.deadlines.begin(), ledger.deadlines.end(), [&](const auto& deadline) {
            return deadline.kind == ledger::DeadlineKind::RepeatMove && deadline.player == *me && deadline.due
                && *deadline.due > ledger.asOf;
        });
    // While my claim is with the judge the game is suspended (II.6.6): no deadline runs, a repeat neither
    // (helper-63 printed one of a card six days old, unasked).
    const int myCard = desk::lastCardOf(postal->game, *me, {ledger::CardKind::Move});
    const bool suspended = ledger.suspended && myCard >= 0 && postal->game.cards.last().from == *me;
    if (!suspended && (repeat == ledger.deadlines.end() || repeat->card < 0))
        return true;
    const QString id = postal->game.cards[suspended ? myCard : repeat->card].id;
    const QString card = text::cardName(id);
    const QString queried = documents::queriedCardOf(id);
    const QString why = suspended
        ? tr("No repeat of card %1 is due: the game is suspended while the claim is with the judge (%2), and "
             "no deadline runs.")
              .arg(card, rules::clause(ledger.rules, rules::Rule::Suspension))
        : !queried.isEmpty()
        ? tr(
            "The repeat of my query about card %1 is not due yet: only if no reply has come by %2, %n day(s) "
            "from today (%3). The query may still be on its way.",
            nullptr,
            int(ledger.asOf.daysTo(*repeat->due)))
              .arg(text::cardName(queried),
                  shownDate(*repeat->due),
                  rules::clause(ledger.rules, rules::Rule::RepeatMove))
        : tr("The repeat of card %1 is not due yet: only if no reply has come by %2, %n day(s) from today "
             "(%3). Card %1 may still be on its way.",
            nullptr,
            int(ledger.asOf.daysTo(*repeat->due)))
              .arg(card, shownDate(*repeat->due), rules::clause(ledger.rules, rules::Rule::RepeatMove));
    QMessageBox box(QMessageBox::Question,
        tr("Repeat card"),
        why + u"\n\n"_s + tr("Print the repeat card now all the same?"),
        QMessageBox::NoButton,
        this);
    box.setObjectName(u"earlyRepeatQuestion"_s);
    QPushButton* early = box.addButton(tr("Print it all the same"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == early;
}

void MainWindow::previewAdjudicationPacket()
{
    const Result<documents::Document> plain = documentFor(PrintKind::Adjudication);
    if (!plain) {
        statusBar()->showMessage(errorText(plain.error()));
        return;
    }
    const PostalGame& postal = *m_shown.currentPostal();
    // Before the event's end the packet is not due (II.9.5) unless the judge asks for it, as after a
    // partner's withdrawal (II.8.1): asked, not refused (helper-63 had one prepared at once for a game three
    // days old).
    const std::optional<QDate>& end = postal.game.event.end;
    if (end && postal.ledger.asOf <= *end && !postal.game.result) {
        const rules::RuleSet& ruleSet = postal.ledger.rules;
        if (!confirmed(this,
                plain->title,
                tr("The event ends on %1: the adjudication packet goes to the judge after it, within %n "
                   "day(s) "
                   "(%2); before it only when the judge asks for it, as after a partner's withdrawal (%3). "
                   "Prepare the packet now all the same?",
                    nullptr,
                    ruleSet.adjudicationSubmitDays)
                    .arg(shownDate(*end),
                        rules::clause(ruleSet, rules::Rule::Adjudication),
                        rules::clause(ruleSet, rules::Rule::Withdrawal)),
                tr("Prepare it now"),
                tr("Cancel")))
            return;
    }
    const std::optional<bool> withEngine = withOrWithout(this,
        plain->title,
        tr("Add a chess engine's assessment of the final position? It is printed under its own heading as "
           "the engine's, apart from your own assessment."),
        tr("With the engine's assessment"),
        tr("Without the engine's assessment"));
    if (!withEngine)
        return;
    std::optional<documents::EngineAssessment> assessment;
    if (*withEngine) {
        const Assessed assessed = assessPosition(this, postal.ledger.position);
        if (!assessed.problem.isEmpty())
            QMessageBox::warning(
                this, plain->title, assessed.problem + u' ' + tr("The packet is printed without it."));
        else if (!assessed.assessment)
            return; // cancelled
        assessment = assessed.assessment;
    }
    const Result<documents::Document> document = documents::adjudicationPacket(asISendIt(postal.game),
        postal.ledger,
        interfaceDocumentLanguage(),
        desk::colourOf(postal.game, m_me),
        assessment);
    if (!document) {
        statusBar()->showMessage(errorText(document.error()));
        return;
    }
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    previewFromWindow(*this,
        *document,
        shortPersonName(me ? postal.game.player(chess::opposite(*me)).name : QString()),
        m_archiveToday);
}

void MainWindow::updatePrintActions()
{
    const PrintKind due = dueDocument();
    const Result<documents::Document> dueNow = due == PrintKind::None
        ? Result<documents::Document>(Error{ErrorCode::DocumentNotApplicable, {}})
        : documentFor(due);
    m_printDueAction->setText(
        dueNow ? tr("Print the due document: %1…").arg(dueNow->title) : tr("Print the due document"));
    m_printDueAction->setToolTip(dueNow ? QString() : tr("Nothing is due to print in this game yet."));
    // A document that does not apply to this game is offered greyed, with the reason as its tooltip.
    for (const auto& [kind, action] : std::as_const(m_printActions)) {
        const Result<documents::Document> document = documentFor(kind);
        action->setEnabled(document.hasValue());
        action->setToolTip(document ? QString() : text::messageText(document.error().detail));
    }
    m_printMenu->setToolTipsVisible(true);
}

} // namespace postmark::ui
