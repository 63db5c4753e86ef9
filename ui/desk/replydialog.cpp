// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/replydialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/chess/notation.h"
#include "core/desk/cardentry.h"
#include "core/ledger/ledgerof.h"
#include "core/support/inputlimits.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/cardheading.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/registeredmailedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

ReplyDialog::ReplyDialog(const ledger::GameFile& game, ledger::Color me, const QDate& today, QWidget* parent)
    : QDialog(parent)
    , m_game(game)
    , m_me(me)
    , m_today(today)
{
    const ledger::Color partner = me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
    setWindowTitle(tr("Reply to %1").arg(game.player(partner).name));
    auto* form = new QFormLayout;
    m_move = new QLineEdit;
    m_move->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_move->setObjectName(u"move"_s);
    m_move->setPlaceholderText(tr("in any notation: Кg1-f3, Nf3, Ng1-f3, 7163"));
    form->addRow(tr("My &move:"), m_move);
    m_accepts = new QSpinBox;
    m_accepts->setObjectName(u"accepts"_s);
    m_accepts->setRange(0, 20);
    m_accepts->setSingleStep(2);
    form->addRow(tr("Plies of the partner's variant I &accept:"), m_accepts);
    m_variant = new QLineEdit;
    m_variant->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_variant->setObjectName(u"variant"_s);
    m_variant->setPlaceholderText(tr("optional: the partner's ply, mine, …"));
    form->addRow(tr("Proposed &variant:"), m_variant);
    m_fromAnalysis = new QPushButton;
    m_fromAnalysis->setObjectName(u"fromAnalysis"_s);
    m_fromAnalysis->setAccessibleName(tr("Take my analysis line"));
    m_fromAnalysis->hide();
    form->addRow(QString(), m_fromAnalysis);
    m_sendDate = dateField(today, u"sendDate"_s);
    m_sendDate->setAccessibleName(tr("Date on the card"));
    form->addRow(tr("&Date on the card:"), m_sendDate);
    m_registered = new RegisteredMailEdit(tr("receipt number, once sent"), today);
    m_registered->setObjectName(u"registeredMail"_s);
    form->addRow(tr("Registered &mail:"), m_registered);
    m_registerNote = new QLabel;
    m_registerNote->setObjectName(u"registerNote"_s);
    m_registerNote->setWordWrap(true);
    m_summary = new QLabel;
    m_summary->setObjectName(u"summary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record as sent"));
    // The move may be made on the board too: a click on the piece, then on its square.
    m_board = new BoardWidget;
    m_board->setObjectName(u"replyBoard"_s);
    m_board->setAccessibleName(tr("Make the move on the board"));
    m_board->setFlipped(me == ledger::Color::Black);
    if (const ledger::LedgerResult now = ledger::ledgerOf(game, today); now.ledger) {
        m_before = now.ledger->position;
        m_movable = now.ledger->toMove == me && !now.ledger->finished;
        m_board->setPosition(now.ledger->position);
        m_board->setInteractive(m_movable);
    }
    m_board->setMinimumSize(240, 240);
    connect(m_board, &BoardWidget::moveChosen, this, [this](const chess::Move& move) {
        m_move->setText(chess::writeMove(m_before, move, m_game.notation, false));
    });
    auto* top = new QHBoxLayout;
    top->addLayout(form, 1);
    top->addWidget(m_board);
    auto* layout = new QVBoxLayout(this);
    // Which game and card: the title bar is the window manager's, and may not say it (helper-49).
    auto* which =
        new QLabel(CardHeading::text(game, partner, desk::composeReply(game, me, {}, today).cardId));
    which->setObjectName(u"which"_s);
    which->setWordWrap(true);
    which->setTextFormat(Qt::PlainText);
    layout->addWidget(which);
    layout->addLayout(top);
    layout->addWidget(m_registerNote);
    layout->addWidget(m_summary);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    for (QLineEdit* edit : {m_move, m_variant})
        connect(edit, &QLineEdit::textChanged, this, &ReplyDialog::recheck);
    connect(m_accepts, &QSpinBox::valueChanged, this, &ReplyDialog::recheck);
    connect(m_sendDate, &DateField::dateChanged, this, &ReplyDialog::recheck);
    connect(m_sendDate, &DateField::edited, this, &ReplyDialog::recheck);
    connect(m_registered, &RegisteredMailEdit::changed, this, [this] {
        if (!m_followingTimeTrouble)
            m_registeredFollowsTimeTrouble = false; // the player's own choice stays
        recheck();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &ReplyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ReplyDialog::reject);
    m_receiptNote = receiptNote(); // the game does not change while the form is open
    recheck();
    resize(820, 400);
}

void ReplyDialog::offerAnalysisLine(const std::vector<chess::Move>& line)
{
    if (!m_movable || line.empty() || !m_before.isLegal(line.front()))
        return;
    // Each ply as the game writes its moves: the move field takes the first, the variant the rest.
    QStringList plies;
    chess::Position walked = m_before;
    for (const chess::Move& move : line) {
        if (!walked.isLegal(move))
            break;
        plies.append(chess::writeMove(walked, move, m_game.notation, false));
        walked.play(move);
    }
    m_fromAnalysis->setText(tr("&Take my analysis line: %1").arg(plies.join(u' ')));
    m_fromAnalysis->setToolTip(tr("My move, then the rest of the line as the proposed variant (II.3.8)"));
    m_fromAnalysis->show();
    connect(m_fromAnalysis, &QPushButton::clicked, this, [this, plies] {
        m_move->setText(plies.front());
        m_variant->setText(plies.mid(1).join(u' '));
    });
}

desk::ReplyDraft ReplyDialog::draft() const
{
    desk::ReplyDraft draft;
    draft.move = m_move->text();
    draft.variant = m_variant->text();
    draft.accepts = m_accepts->value();
    draft.sendDate = m_sendDate->date();
    draft.registered = m_registered->isRegistered();
    draft.receiptNumber = m_registered->receiptNumber();
    draft.receiptDate = m_registered->receiptDate();
    return draft;
}

void ReplyDialog::showMoveOnBoard()
{
    // The move as it will be sent, on the board with its squares marked; until it reads as a move, the
    // position it is made in, where a piece may be moved instead.
    const QString typed = m_move->text().trimmed();
    for (const chess::Notation notation : {m_game.notation, chess::Notation::San}) {
        if (typed.isEmpty() || !m_movable)
            break;
        if (const Result<chess::ParsedMove> parsed = chess::parseMove(m_before, typed, notation)) {
            chess::Position after = m_before;
            after.play(parsed->move);
            m_board->setPosition(after, parsed->move);
            m_board->setInteractive(false);
            return;
        }
    }
    m_board->setPosition(m_before);
    m_board->setInteractive(m_movable);
}

void ReplyDialog::followTimeTrouble()
{
    // In time trouble the card goes registered (II.4.12): ticked as the form opens, as the note says it
    // goes (helper-52 found it said and left unticked, then refused); unticked, it is refused on recording.
    // Until the player sets it, the tick follows the send date: a card dated back out of time trouble was
    // left ticked when the note had gone (helper-60).
    if (!m_registeredFollowsTimeTrouble || m_check.mustRegister == m_registered->isRegistered())
        return;
    m_followingTimeTrouble = true;
    m_registered->setReceipt(m_check.mustRegister, QString(), std::nullopt); // rechecks
    m_followingTimeTrouble = false;
}

void ReplyDialog::recheck()
{
    m_check = desk::composeReply(m_game, m_me, draft(), m_today);
    if (m_registeredFollowsTimeTrouble && m_check.mustRegister != m_registered->isRegistered()) {
        followTimeTrouble();
        return; // the tick's change checked the form again
    }
    showMoveOnBoard();
    // Said as the form opens, before a move is typed: it is the send date's, not the move's.
    m_registerNote->setText(m_check.mustRegister
            ? tr("<b>Time trouble:</b> %1.").arg(text::messageText(m_check.registerWhy.what).toHtmlEscaped())
            : QString());
    // Not yet ticked «registered» in time trouble: the note above says so in black, not a second time in
    // red until the card is recorded (helper-49 read the one sentence twice); the card is shown as it will
    // be once ticked.
    const bool onlyUnregistered = m_check.mustRegister && m_check.problems.size() == 1
        && m_check.problems.first().key == u"registered"_s;
    desk::ReplyCheck shown = m_check;
    if (onlyUnregistered) {
        desk::ReplyDraft ticked = draft();
        ticked.registered = true;
        shown = desk::composeReply(m_game, m_me, ticked, m_today);
    }
    const QString badDate = onCard(m_check.cardId, unreadableDate(this));
    m_problem->setText(!badDate.isEmpty() ? badDate
            : m_move->text().trimmed().isEmpty() || m_check.problems.isEmpty() || onlyUnregistered
            ? QString()
            : text::problemText(m_check.problems.first()));
    if (shown.problems.isEmpty()) {
        QString text = tr("Card %1: repeats %2; my move %3.")
                           .arg(text::cardName(shown.cardId),
                               shown.repetition.isEmpty() ? tr("nothing (the first move)")
                                                          : shown.repetition.join(u", "_s),
                               shown.moveAsWritten);
        if (shown.ledger) {
            // A total with days not known is at least its figure, as the card will say.
            const auto total = [&shown](ledger::Color side) {
                const int days = shown.ledger->total(side);
                return shown.ledger->totalOpen(side) ? tr("at least %1").arg(days) : QString::number(days);
            };
            text += u' '
                + tr("My total %1 days, the partner's %2.")
                      .arg(total(m_me),
                          total(m_me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White));
        }
        // The variant proposed, as the card writes it: a player who typed one saw no sign it was read
        // (helper-68).
        if (shown.ledger && !shown.game.cards.isEmpty() && !shown.game.cards.last().variant.isEmpty())
            text += u' ' + tr("Proposed variant: %1.").arg(shown.game.cards.last().variant.join(u' '));
        m_summary->setText(text + notes());
    } else {
        m_summary->setText(notes().trimmed());
    }
}

QString ReplyDialog::notes() const
{
    return m_receiptNote + noAddressNote();
}

QString ReplyDialog::receiptNote() const
{
    // The card states when the partner's card came (II.3.7): its day not entered (a game imported from its
    // moves alone), the card would say «—» and the reply's days stay open — said before it is written.
    const ledger::LedgerResult before = ledger::ledgerOf(m_game, m_today);
    if (!before.ledger || !desk::receiptNotEntered(m_game, *before.ledger, m_me))
        return {};
    return u' '
        + tr("The day card %1 came is not entered: your card states it (II.3.7), and your days count from it "
             "(II.4.4). Enter it first with Game ▸ Log a received card… (Ctrl+L).")
              .arg(text::cardName(m_game.cards[before.ledger->running->answering].id));
}

QString ReplyDialog::noAddressNote() const
{
    // A game imported from PGN has no address: the card prints lines for it, and the player is told before he
    // prints it, whatever else the form says (helper-42 found a card addressed to a name alone).
    const ledger::Player& partner =
        m_game.player(m_me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White);
    if (!partner.address.trimmed().isEmpty())
        return {};
    return u' '
        + tr("The archive has no address of %1: the card leaves lines to write it by hand (File ▸ Partners… "
             "adds it to every game with him).")
              .arg(partner.name);
}

QString ReplyDialog::summary() const
{
    return m_summary->text();
}

QString ReplyDialog::problem() const
{
    return m_problem->text();
}

void ReplyDialog::reject()
{
    // Escape does not throw away a reply typed in, as the card form's does not (helper-68 lost his move):
    // asked first, No the default.
    if ((!m_move->text().trimmed().isEmpty() || !m_variant->text().trimmed().isEmpty())
        && !confirmed(this,
            windowTitle(),
            tr("Close without recording the reply? What you typed is lost."),
            tr("Close without recording"),
            tr("Go back to the reply"))) {
        activateWindow();
        m_move->setFocus();
        return;
    }
    QDialog::reject();
}

void ReplyDialog::accept()
{
    recheck();
    if (const QString badDate = onCard(m_check.cardId, unreadableDate(this)); !badDate.isEmpty()) {
        m_problem->setText(badDate);
        return;
    }
    if (!m_check.problems.isEmpty()) {
        m_problem->setText(text::problemText(m_check.problems.first()));
        return;
    }
    QDialog::accept();
}

} // namespace postmark::ui
