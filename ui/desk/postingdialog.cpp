// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/postingdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/documents/cardname.h"
#include "core/ledger/carddates.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"
#include "ui/widgets/registeredmailedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

PostingDialog::PostingDialog(
    const ledger::GameFile& game, ledger::Color me, int index, const QDate& today, QWidget* parent)
    : QDialog(parent)
    , m_game(game)
    , m_me(me)
    , m_index(index)
    , m_today(today)
{
    const ledger::Card& card = game.cards[index];
    const bool repeat = card.kind == ledger::CardKind::Repeat;
    const bool query = card.kind == ledger::CardKind::Query;
    // A repeat or a query is written when it is recorded: its date is the player's to give, today unless
    // said.
    const bool writtenNow = repeat || query;
    // The repeat of a query is named by the card the query asks about, not as «листівка запит про Ч3».
    const QString queried = repeat ? documents::queriedCardOf(card.repeats) : QString();
    setWindowTitle(!queried.isEmpty()
            ? tr("Posting the repeat of my query about card %1").arg(text::cardName(queried))
            : repeat ? tr("Posting the repeat of card %1").arg(text::cardName(card.repeats))
            : query  ? tr("Posting my query about card %1").arg(text::cardName(card.about))
                     : tr("Posting card %1").arg(text::cardName(card.id)));
    // A card with no date written on it (a game imported from moves alone) is said so, not "dated (no date)".
    const ledger::Card* repeated = repeat ? game.card(card.repeats) : query ? game.card(card.about) : nullptr;
    const QString which = !queried.isEmpty()
        ? tr("My repeat of my query about card %1 with the move %2 (II.5.1).")
              .arg(text::cardName(queried),
                  game.card(queried) ? game.card(queried)->move.value_or(tr("(none)")) : tr("(none)"))
        : repeat ? tr("My repeat of card %1 with the move %2 (II.5.1).")
                       .arg(text::cardName(card.repeats),
                           repeated ? repeated->move.value_or(tr("(none)")) : tr("(none)"))
        : query ? tr("My query about card %1 with the move %2: %3, another move is asked for (II.3.12).")
                      .arg(text::cardName(card.about),
                          repeated ? repeated->move.value_or(tr("(none)")) : tr("(none)"),
                          card.reason == ledger::QueryReason::Illegible ? tr("illegible") : tr("impossible"))
        : card.senderDate
        ? tr("My card %1 with the move %2, dated %3.")
              .arg(text::cardName(card.id), card.move.value_or(tr("(none)")), shownDate(*card.senderDate))
        : tr("My card %1 with the move %2, with no date written on it.")
              .arg(text::cardName(card.id), card.move.value_or(tr("(none)")));
    auto* intro = new QLabel(which + u' '
        + (card.senderDate || writtenNow // a repeat's date is filled in: today, or the one recorded
                ? tr("Add what the post office gave you: the registered-mail receipt, and the departure "
                     "postmark if it was stamped in front of you.")
                : tr(
                    "Add the date you wrote on it, if your records keep it, and what the post office gave "
                    "you: the registered-mail receipt, and the departure postmark if it was stamped in front "
                    "of you.")));
    intro->setObjectName(u"intro"_s);
    intro->setWordWrap(true);
    m_asWritten = desk::postedCardOf(card);
    // The day it was posted, as far as the card knows: its postmark, else the day written on it.
    const QDate postedOn = !card.departurePostmarks.isEmpty() ? card.departurePostmarks.first()
        : card.senderDate                                     ? *card.senderDate
                                                              : today;
    m_registered = new RegisteredMailEdit(tr("receipt number"), postedOn);
    m_registered->setObjectName(u"registeredMail"_s);
    m_registered->setReceipt(m_asWritten.registered, m_asWritten.receiptNumber, m_asWritten.receiptDate);
    m_departure = new OptionalDateEdit(tr("legible"));
    m_departure->setObjectName(u"departure"_s);
    m_departure->setDate(m_asWritten.departurePostmark, card.senderDate.value_or(today));
    auto* form = new QFormLayout;
    // The date written is the sender's: a card that has one keeps it; one imported without it takes it here
    // (II.2.2: with no postmark legible and no receipt, it dates the sending).
    if (!card.senderDate || writtenNow) {
        m_senderDate = new OptionalDateEdit(tr("written"));
        m_senderDate->setObjectName(u"senderDate"_s);
        // A repeat being recorded is written today, unless the player says another day; one recorded keeps
        // the day given, to be mended here.
        m_senderDate->setDate(
            writtenNow ? std::optional(card.senderDate.value_or(today)) : std::nullopt, postedOn);
        form->addRow(tr("Date on the &card:"), m_senderDate);
        connect(m_senderDate, &OptionalDateEdit::changed, this, &PostingDialog::recheck);
    }
    form->addRow(tr("Registered &mail:"), m_registered);
    form->addRow(tr("&Departure postmark:"), m_departure);
    m_findings = new QLabel;
    m_findings->setObjectName(u"findings"_s);
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::PlainText);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Store"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_findings);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(m_registered, &RegisteredMailEdit::changed, this, &PostingDialog::recheck);
    connect(m_departure, &OptionalDateEdit::changed, this, &PostingDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &PostingDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PostingDialog::reject);
    if (writtenNow)
        m_asWritten = posted(); // a repeat closed as it opened loses nothing typed
    // The day the repeat was due by, from the game before it (helper-46 was not told he was four days late).
    if (repeat) {
        ledger::GameFile before = game;
        before.cards.removeAt(index);
        if (const ledger::LedgerResult computed = ledger::ledgerOf(before, today); computed.ledger) {
            for (const ledger::Deadline& deadline : computed.ledger->deadlines) {
                if (deadline.kind == ledger::DeadlineKind::RepeatMove && deadline.player == me)
                    m_repeatDue = deadline.due;
            }
        }
    }
    recheck();
    resize(560, 340);
}

desk::PostedCard PostingDialog::posted() const
{
    desk::PostedCard posted;
    posted.registered = m_registered->isRegistered();
    posted.receiptNumber = m_registered->receiptNumber();
    posted.receiptDate = m_registered->receiptDate();
    posted.departurePostmark = m_departure->date();
    posted.senderDate = m_senderDate ? m_senderDate->date() : m_asWritten.senderDate;
    return posted;
}

void PostingDialog::recheck()
{
    m_check = desk::checkPostedCard(m_game, m_me, m_index, posted(), m_today);
    const QString unreadable = unreadableDate(this);
    showProblem(m_problem,
        !unreadable.isEmpty()            ? unreadable
            : m_check.problems.isEmpty() ? QString()
                                         : text::problemText(m_check.problems.first()),
        unreadable.isEmpty() ? !m_check.problems.isEmpty() : aDateIsMistyped(this));
    if (!m_check.ledger || !unreadable.isEmpty()) {
        m_findings->clear();
        return;
    }
    // What the card's sending is now dated by (II.2.2), and what else the ledger says of it.
    const ledger::Card& card = m_check.game.cards[m_index];
    const ledger::Explanation sent =
        ledger::explainSent(card, m_check.ledger->cardDates[std::size_t(m_index)]);
    // Not known yet, the form says what dates it — not «to be clarified in the reply» of the card being
    // posted, twice (helper-42 asked which reply should correct his own card's date).
    const bool unknown = sent.what.code == MessageCode::SendDateUnknown;
    QStringList lines{unknown
            ? tr("Sent [%1]: not known yet — the date written on the card, a legible postmark "
                 "or the receipt dates it.")
                  .arg(sent.clause)
            : tr("Sent [%1]: %2").arg(sent.clause, text::messageText(sent.what))};
    const std::optional<QDate>& went = m_check.ledger->cardDates[std::size_t(m_index)].sent;
    if (m_repeatDue && went && *went > *m_repeatDue)
        lines.append(
            tr("Note [%1]: the repeat was due by %2, %n day(s) before it went; if card %3 was lost, the "
               "days of the delay are added to your time (%4).",
                nullptr,
                int(m_repeatDue->daysTo(*went)))
                .arg(rules::clause(m_check.ledger->rules, rules::Rule::RepeatMove),
                    shownDate(*m_repeatDue),
                    text::cardName(card.repeats),
                    rules::clause(m_check.ledger->rules, rules::Rule::LateRepeat)));
    // Recorded before it falls due (a menu item chosen in the wrong game): said, the card it repeats may
    // still be on its way (helper-56 recorded one in a game whose card went two days before).
    if (m_repeatDue && went && *went < *m_repeatDue)
        lines.append(tr("Note [%1]: the repeat is not due yet — only if no reply has come by %2, %n day(s) "
                        "later; card %3 may still be on its way.",
            nullptr,
            int(went->daysTo(*m_repeatDue)))
                         .arg(rules::clause(m_check.ledger->rules, rules::Rule::RepeatMove),
                             shownDate(*m_repeatDue),
                             text::cardName(card.repeats)));
    for (const ledger::Explanation& penalty : m_check.penalties)
        lines.append(tr("Penalty [%1]: %2").arg(penalty.clause, text::messageText(penalty.what)));
    for (const ledger::Explanation& warning : m_check.warnings) {
        if (unknown
            && (warning.what.code == MessageCode::SendDateUnknown
                || warning.what.code == MessageCode::SendDateUnknownAnswered))
            continue; // said above
        lines.append(tr("Note [%1]: %2").arg(warning.clause, text::messageText(warning.what)));
    }
    m_findings->setText(lines.join(u'\n'));
}

void PostingDialog::accept()
{
    recheck();
    if (!m_check.problems.isEmpty() || !unreadableDate(this).isEmpty() || !m_check.ledger)
        return;
    QDialog::accept();
}

void PostingDialog::reject()
{
    if (posted() != m_asWritten
        && !confirmed(this,
            windowTitle(),
            tr("Close the form without storing the posting? What you typed is lost."),
            tr("Close without storing"),
            tr("Go back to the card")))
        return;
    QDialog::reject();
}

} // namespace postmark::ui
