// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/logcarddialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/chess/notation.h"
#include "core/ledger/cardmove.h"
#include "core/ledger/ledgerof.h"
#include "core/support/inputlimits.h"
#include "ui/desk/cardheading.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"
#include "ui/widgets/postmarkdatesedit.h"
#include "ui/widgets/registeredmailedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// Every problem the card has, each on its line (helper-68 mended a date, then met the arrival postmark,
/// then the repetition, one after another): at most four, the first ones.
QString problemsText(const ledger::InputProblems& problems)
{
    QStringList lines;
    for (const ledger::InputProblem& problem : problems) {
        const QString line = text::problemText(problem);
        if (!lines.contains(line))
            lines.append(line);
        if (lines.size() == 4)
            break;
    }
    return lines.join(u'\n');
}

/// A total the card may state; the lowest value means "not stated".
QSpinBox* statedTotal(const QString& name)
{
    auto* box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(-1, 999);
    box->setValue(-1);
    box->setSpecialValueText(LogCardDialog::tr("not stated"));
    box->setAccessibleName(name);
    return box;
}

std::optional<int> statedValue(const QSpinBox* box)
{
    return box->value() >= 0 ? std::optional(box->value()) : std::nullopt;
}

} // namespace

LogCardDialog::LogCardDialog(
    const ledger::GameFile& game, ledger::Color me, const QDate& today, QWidget* parent)
    : QDialog(parent)
    , m_game(game)
    , m_me(me)
    , m_today(today)
{
    const ledger::Color partner = me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
    setWindowTitle(tr("Card received from %1").arg(game.player(partner).name));
    auto* form = new QFormLayout;
    m_move = new QLineEdit;
    m_move->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_move->setObjectName(u"move"_s);
    m_move->setPlaceholderText(tr("as written: Кg1-f3, Nf3, 7163 …; empty if the card has no move"));
    m_moveState = new QLabel;
    m_moveState->setObjectName(u"moveState"_s);
    m_moveState->setWordWrap(true);
    // Three lines kept for what the move means, whatever it says, so that the form does not move while the
    // player types: with a least height only, a reading of two lines took three and the fields below moved
    // up once the move read, under a click on its way (helper-52 typed the repetition into the move).
    m_moveState->setFixedHeight(3 * m_moveState->fontMetrics().lineSpacing() + 2);
    m_moveState->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(tr("Partner's &move:"), m_move);
    form->addRow(QString(), m_moveState);
    m_illegible = new QCheckBox(tr("I cannot read it (II.3.11)"));
    m_illegible->setObjectName(u"illegible"_s);
    form->addRow(QString(), m_illegible);
    m_repetition = new QLineEdit;
    m_repetition->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_repetition->setObjectName(u"repetition"_s);
    m_repetition->setPlaceholderText(tr("my last move as the partner repeats it (II.3.8)"));
    form->addRow(tr("&Repetition of my move:"), m_repetition);
    m_accepts = new QSpinBox;
    m_accepts->setObjectName(u"accepts"_s);
    m_accepts->setRange(0, 20);
    m_accepts->setSingleStep(2);
    form->addRow(tr("Plies of my variant &accepted:"), m_accepts);
    m_variant = new QLineEdit;
    m_variant->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_variant->setObjectName(u"variant"_s);
    m_variant->setPlaceholderText(tr("the partner's proposed continuation, if any"));
    form->addRow(tr("Proposed &variant:"), m_variant);

    m_senderDate = new OptionalDateEdit(tr("written"));
    m_senderDate->setObjectName(u"senderDate"_s);
    m_senderDate->setDate(std::nullopt, today);
    form->addRow(tr("Date on the &card:"), m_senderDate);
    // A card may carry several postmarks of each kind (II.2.2 ¶4): each legible one is typed.
    m_departure = new PostmarkDatesEdit(tr("legible"), tr("+ another"));
    m_departure->setObjectName(u"departure"_s);
    m_departure->setDates({}, today);
    form->addRow(tr("&Departure postmark:"), m_departure);
    m_arrival = new PostmarkDatesEdit(tr("legible"), tr("+ another"));
    m_arrival->setObjectName(u"arrival"_s);
    m_arrival->setDates({}, today);
    form->addRow(tr("A&rrival postmark:"), m_arrival);
    m_registered = new RegisteredMailEdit(tr("receipt number"), today);
    m_registered->setObjectName(u"registeredMail"_s);
    form->addRow(tr("Registered &mail:"), m_registered);
    m_received = dateField(today, u"received"_s);
    m_received->setAccessibleName(tr("My date of receipt"));
    form->addRow(tr("I r&eceived it on:"), m_received);
    m_statesReceived = new OptionalDateEdit(tr("stated"));
    m_statesReceived->setObjectName(u"statesReceived"_s);
    m_statesReceived->setDate(std::nullopt, today);
    m_statesReceived->setToolTip(tr("The date the card says the partner received my last card (II.3.7): it "
                                    "dates my card's arrival when its postmark is not known."));
    form->addRow(tr("Partner received my card &on:"), m_statesReceived);
    m_statedPartner = statedTotal(u"statedPartner"_s);
    m_statedMine = statedTotal(u"statedMine"_s);
    auto* totalsRow = new QHBoxLayout;
    totalsRow->addWidget(new QLabel(tr("partner's")));
    totalsRow->addWidget(m_statedPartner);
    totalsRow->addWidget(new QLabel(tr("mine")));
    totalsRow->addWidget(m_statedMine);
    totalsRow->addStretch();
    {
        // A row of two fields: the label goes to the first, so that Alt+S reaches it.
        auto* totalsLabel = new QLabel(tr("Totals the card &states:"));
        totalsLabel->setBuddy(m_statedPartner);
        form->addRow(totalsLabel, totalsRow);
    }

    m_findings = new QLabel;
    m_findings->setObjectName(u"findings"_s);
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::PlainText);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Log the card"));
    // Which game and which card, in the form itself: with fifteen games open a card is easily logged into
    // the wrong one, and the title is not always in sight (helper-44).
    m_heading = new QLabel;
    m_heading->setObjectName(u"which"_s);
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(form);
    layout->addWidget(m_findings);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);

    for (QLineEdit* edit : {m_move, m_repetition, m_variant})
        connect(edit, &QLineEdit::textChanged, this, &LogCardDialog::recheck);
    for (OptionalDateEdit* edit : {m_senderDate, m_statesReceived})
        connect(edit, &OptionalDateEdit::changed, this, &LogCardDialog::recheck);
    for (PostmarkDatesEdit* edit : {m_departure, m_arrival})
        connect(edit, &PostmarkDatesEdit::changed, this, &LogCardDialog::recheck);
    connect(m_illegible, &QCheckBox::toggled, this, &LogCardDialog::recheck);
    connect(m_registered, &RegisteredMailEdit::changed, this, &LogCardDialog::recheck);
    for (QSpinBox* box : {m_accepts, m_statedPartner, m_statedMine})
        connect(box, &QSpinBox::valueChanged, this, &LogCardDialog::recheck);
    connect(m_received, &DateField::edited, this, &LogCardDialog::recheck);
    connect(m_received, &DateField::dateChanged, this, &LogCardDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &LogCardDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &LogCardDialog::reject);
    recheck();
    showWhich(m_check.cardId);
    resize(640, 640);
}

void LogCardDialog::showWhich(const QString& cardId)
{
    const ledger::Color partner = m_me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
    m_heading->setText(CardHeading::text(m_game, partner, cardId));
}

desk::ReceivedCard LogCardDialog::card() const
{
    desk::ReceivedCard card;
    card.move = m_move->text();
    card.repetition = m_repetition->text();
    card.accepts = m_accepts->value();
    card.variant = m_variant->text();
    card.senderDate = m_senderDate->date();
    for (const QDate& date : m_departure->dates())
        card.departurePostmarks.append(date);
    for (const QDate& date : m_arrival->dates())
        card.arrivalPostmarks.append(date);
    card.registered = m_registered->isRegistered();
    card.receiptNumber = m_registered->receiptNumber();
    card.receiptDate = m_registered->receiptDate();
    card.received = m_received->date();
    card.statesReceived = m_statesReceived->date();
    card.illegible = m_illegible->isChecked();
    card.statedOwnTotal = statedValue(m_statedPartner);
    card.statedMyTotal = statedValue(m_statedMine);
    return card;
}

void LogCardDialog::correct(int index)
{
    if (index < 0 || index >= m_game.cards.size())
        return;
    m_correcting = index;
    m_checked.reset();
    m_boardRead = false;
    const ledger::Card& logged = m_game.cards[index];
    const desk::ReceivedCard shown = desk::receivedCardOf(logged);
    setWindowTitle(tr("Correct card %1").arg(text::cardName(logged.id)));
    showWhich(logged.id);
    m_move->setText(shown.move);
    m_illegible->setChecked(shown.illegible);
    m_repetition->setText(shown.repetition);
    m_accepts->setValue(shown.accepts);
    m_variant->setText(shown.variant);
    m_senderDate->setDate(shown.senderDate, m_today);
    m_departure->setDates({shown.departurePostmarks.cbegin(), shown.departurePostmarks.cend()}, m_today);
    m_arrival->setDates({shown.arrivalPostmarks.cbegin(), shown.arrivalPostmarks.cend()}, m_today);
    m_registered->setReceipt(shown.registered, shown.receiptNumber, shown.receiptDate);
    m_received->setDate(shown.received);
    m_statesReceived->setDate(shown.statesReceived, m_today);
    m_statedPartner->setValue(shown.statedOwnTotal.value_or(-1));
    m_statedMine->setValue(shown.statedMyTotal.value_or(-1));
    if (auto* ok = findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok))
        ok->setText(tr("&Correct the card"));
    m_asLogged = card();
    recheck();
    // A card whose move is in and the day it came not (a game imported from its moves alone): that day is
    // what the player opened it for (helper-42 typed it into the move).
    if (!shown.move.isEmpty() && !shown.received.isValid())
        m_received->setFocus(Qt::OtherFocusReason);
}

void LogCardDialog::takeIn(int index)
{
    correct(index);
    if (m_correcting != index)
        return;
    m_takingIn = true;
    const ledger::Card& logged = m_game.cards[index];
    setWindowTitle(tr("Card %1 has arrived").arg(text::cardName(logged.id)));
    auto* note = new QLabel(tr("This card is in the archive already, logged from the sender's side: its move "
                               "and the sender's dates are shown as logged. Log what you saw of it: the day "
                               "it came, its arrival postmark, and whether you can read the move."));
    note->setObjectName(u"takeInNote"_s);
    note->setWordWrap(true);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, note);
    // The sender's side is theirs: shown greyed, not changed here (a federation's server refuses it too),
    // and out of Tab's round — Tab goes between what the receiver fills in.
    for (QWidget* field : std::initializer_list<QWidget*>{m_move,
             m_repetition,
             m_accepts,
             m_variant,
             m_senderDate,
             m_departure,
             m_registered,
             m_statesReceived,
             m_statedPartner,
             m_statedMine})
        field->setEnabled(false);
    findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->setText(tr("&Log its arrival"));
    m_asLogged = card();
    m_checked.reset();
    recheck();
    m_received->setFocus(Qt::OtherFocusReason);
}

void LogCardDialog::recheck()
{
    // The partner received my card before he sent this one: the day offered for it is this card's sending
    // day as typed so far (II.2.2: the receipt, else the earliest departure postmark, else the date on the
    // card), never later — today's, offered as it was, was refused at once as after this card's sending
    // (helper-78 ticked the box and read a mistake he had not made).
    const std::optional<QDate> receipt =
        m_registered->isRegistered() ? m_registered->receiptDate() : std::nullopt;
    const QList<QDate> departures = m_departure->dates();
    const std::optional<QDate> sent = receipt ? receipt
        : !departures.isEmpty() ? std::optional(*std::min_element(departures.begin(), departures.end()))
                                : m_senderDate->date();
    m_statesReceived->setSuggestion(sent && *sent < m_today ? *sent : m_today);

    // The ledger is computed again only for a card that changed: the form's last check, when it is accepted,
    // is the one whose game and ledger are stored.
    if (const desk::ReceivedCard now = card(); m_checked != now) {
        m_check = m_takingIn ? desk::checkArrivedCard(
                      m_game, m_me, m_correcting, now.received, now.arrivalPostmarks, now.illegible, m_today)
            : m_correcting >= 0 ? desk::checkCorrectedCard(m_game, m_me, m_correcting, now, m_today)
                                : desk::checkReceivedCard(m_game, m_me, now, m_today);
        m_checked = now;
    }
    m_unreadableDate = onCard(m_check.cardId, unreadableDate(this));
    // The day the card came, not typed yet, is what is left to do, not a mistake: said without red.
    showProblem(m_problem,
        !m_unreadableDate.isEmpty()      ? m_unreadableDate
            : m_check.problems.isEmpty() ? QString()
                                         : problemsText(m_check.problems),
        m_unreadableDate.isEmpty() ? !m_check.problems.isEmpty() : aDateIsMistyped(this));
    markRefusedFields();

    // The move against the board before it, read as the ledger will read it (any notation), so that what
    // the form says is what is booked.
    const QString move = m_move->text().trimmed();
    if (move.isEmpty()) {
        // Said as what to do, not as a fault: the form opens with it empty (helper-46 read «No move» as a
        // mistake before he had typed anything).
        m_moveState->setText(
            tr("Type the move as the card writes it; a card that has none is an impossible move (II.3.11)."));
    } else if (const std::optional<chess::Position>& before = boardBefore()) {
        const ledger::ReadMove read = ledger::readCardMove(*before, move, m_game.notation);
        if (read.move) {
            QStringList said{tr("✓ %1").arg(chess::writeMove(*before, *read.move, m_game.notation))};
            for (const Warning& warning : read.warnings)
                said.append(text::messageText(warning.detail));
            m_moveState->setText(said.join(u"; "_s));
        } else if (read.noNotation) {
            m_moveState->setText(tr("✗ %1: not a move in any notation; tick “I cannot read it” if so")
                                     .arg(text::messageText(read.error.detail)));
        } else {
            m_moveState->setText(
                tr("✗ %1: an impossible move here (II.3.11)").arg(text::messageText(read.error.detail)));
        }
    }

    // Nothing is said about a card not yet written, nor about one whose dates cannot be read: what would be
    // said would be of another card.
    const bool written = !move.isEmpty() || m_illegible->isChecked();
    if (!written || !m_unreadableDate.isEmpty()) {
        m_findings->clear();
        return;
    }
    QStringList lines;
    if (m_check.impossibleMove)
        lines.append(
            tr("The move is impossible here: ask for another with a query card within 3 days of receipt "
               "(II.3.12); Print ▸ Query about a move prepares it."));
    for (int index = 0; index < int(m_check.penalties.size()); ++index) {
        const ledger::Explanation& penalty = m_check.penalties[index];
        // The repetition not typed yet (the move is typed first): what a card without one costs, not a
        // penalty found (a walk read «Штраф» before it reached the field).
        const bool notTypedYet =
            index == m_check.repetitionPenalty && m_repetition->text().trimmed().isEmpty();
        lines.append((notTypedYet ? tr("If the card has no repetition [%1]: %2") : tr("Penalty [%1]: %2"))
                         .arg(penalty.clause, text::messageText(penalty.what)));
    }
    for (const ledger::Explanation& difference : m_check.differences)
        lines.append(
            tr("Check with the partner [%1]: %2").arg(difference.clause, text::messageText(difference.what)));
    for (const ledger::Explanation& warning : m_check.warnings)
        lines.append(tr("Note [%1]: %2").arg(warning.clause, text::messageText(warning.what)));
    if (m_check.ledger && m_check.ledger->running && m_check.ledger->running->player == m_me) {
        const ledger::Running& running = *m_check.ledger->running;
        // The day my time runs from is the game's latest card's: named when that card is this one (a new
        // card, or the last corrected), not under a card from September that a correction opened (a walk
        // read "my time runs from" yesterday's date there). Waiting for the partner's card (it is in the
        // post, the day it comes not logged yet), no time runs and no day is named: said under any card.
        const bool latest = m_correcting < 0 || m_correcting == int(m_check.game.cards.size()) - 1;
        // Days of an earlier move not known: what is left is a bound (helper-42 read «1 day left» here and
        // «≤ 1» in the list).
        const QString atMost = m_check.ledger->totalOpen(m_me)
            ? u' ' + tr("At most: the days of some earlier moves are not known (II.2.2 ¶6, II.3.7).")
            : QString();
        if (running.waitingForPost)
            lines.append(tr("My time does not run while the partner's card is in the post (II.4.3): %1 days "
                            "left in this control period.")
                             .arg(running.daysLeftInControl)
                + atMost);
        else if (latest)
            lines.append(tr("My time runs from %1: %2 days left in this control period.")
                             .arg(shownDate(running.since))
                             .arg(running.daysLeftInControl)
                + atMost);
    }
    m_findings->setText(lines.join(u'\n'));
}

const std::optional<chess::Position>& LogCardDialog::boardBefore()
{
    if (!m_boardRead) {
        // The cards before this one: all of them, or those before the card corrected.
        ledger::GameFile earlier = m_game;
        if (m_correcting >= 0)
            earlier.cards = m_game.cards.mid(0, m_correcting);
        const ledger::LedgerResult before = ledger::ledgerOf(earlier, m_today);
        m_boardBefore = before.ledger ? std::optional(before.ledger->position) : std::nullopt;
        m_boardRead = true;
    }
    return m_boardBefore;
}

QString LogCardDialog::findings() const
{
    return m_findings->text();
}

void LogCardDialog::backTo(QWidget* field)
{
    // The question's box has just closed: the form is made active again before the field takes the keys,
    // or what the player types next goes nowhere.
    activateWindow();
    field->setFocus(Qt::OtherFocusReason);
    // Its text selected, to be typed over: a line edit's, or a date field's within it.
    auto* edit = qobject_cast<QLineEdit*>(field);
    if (!edit)
        edit = field->findChild<QLineEdit*>();
    if (edit)
        edit->selectAll();
}

void LogCardDialog::reject()
{
    // Escape does not throw away a card typed in, nor a correction made: asked first (No is the default).
    QWidget* const where = focusWidget() ? focusWidget() : m_move;
    if (m_correcting >= 0) {
        if (m_asLogged && card() != *m_asLogged
            && !confirmed(this,
                windowTitle(),
                m_takingIn ? tr("Close the form without logging that the card came? What you typed is lost.")
                           : tr("Close the form without correcting the card? Your changes are lost."),
                m_takingIn ? tr("Close without logging") : tr("Close without correcting"),
                tr("Go back to the card"))) {
            backTo(where);
            return;
        }
        QDialog::reject();
        return;
    }
    const bool typed = !m_move->text().trimmed().isEmpty() || !m_repetition->text().trimmed().isEmpty()
        || !m_variant->text().trimmed().isEmpty();
    if (typed
        && !confirmed(this,
            windowTitle(),
            tr("Close the form without logging the card? What you typed is lost."),
            tr("Close without logging"),
            tr("Go back to the card"))) {
        backTo(where);
        return;
    }
    QDialog::reject();
}

QWidget* LogCardDialog::markRefusedFields()
{
    // helper-77 read «I received it on … before the card was sent» with no field marked: the message names
    // the field, the form shows it — and the field it conflicts with, which the message names too (the
    // mistake may be in either: helper-78). Only this card's problems: another card's would point at a
    // field that is not its own.
    const Message thisCard = say(MessageCode::WhereCard, CardRef{m_check.cardId});
    enum class Named
    {
        No,
        InConflict, ///< the other field of the conflict, named in the message
        AtFault, ///< the field the problem is of
    };
    const auto named = [this, &thisCard](std::initializer_list<QStringView> keys) {
        const auto among = [&keys](const QString& key) {
            return std::find(keys.begin(), keys.end(), QStringView(key)) != keys.end();
        };
        Named found = Named::No;
        if (!m_unreadableDate.isEmpty())
            return found;
        for (const ledger::InputProblem& problem : m_check.problems) {
            if (problem.where != thisCard)
                continue;
            if (among(problem.key))
                return Named::AtFault;
            for (const MessageArg& argument : problem.what.args) {
                const auto* nested = std::get_if<std::shared_ptr<const Message>>(&argument);
                if (nested && *nested && (*nested)->code == MessageCode::FieldKey
                    && !(*nested)->args.isEmpty() && std::holds_alternative<QString>((*nested)->args.first())
                    && among(std::get<QString>((*nested)->args.first())))
                    found = Named::InConflict;
            }
        }
        return found;
    };
    const Named totals = named({u"stated_totals"});
    // In the form's order, top to bottom.
    const std::pair<QWidget*, Named> fields[] = {{m_move, named({u"move", u"illegible"})},
        {m_repetition, named({u"repetition"})},
        {m_accepts, named({u"accepts"})},
        {m_variant, named({u"variant"})},
        {m_senderDate, named({u"sender_date", u"date"})},
        {m_departure, named({u"departure_postmarks", u"departure_postmark"})},
        {m_arrival, named({u"arrival_postmarks", u"arrival_postmark"})},
        {m_registered, named({u"receipt", u"registered"})},
        {m_received, named({u"received"})},
        {m_statesReceived, named({u"states_received"})},
        {m_statedPartner, totals},
        {m_statedMine, totals}};
    QWidget* first = nullptr;
    for (const auto& [field, how] : fields) {
        markRefused(*field, how != Named::No);
        if (how == Named::AtFault && !first)
            first = field;
    }
    return first;
}

void LogCardDialog::accept()
{
    recheck();
    if (!m_unreadableDate.isEmpty()) {
        // Still to fill while typing, a mistake once the card is to be logged without it: said in red then,
        // where the grey reminder stayed as it was and nothing seemed to happen (helper-34).
        showProblem(m_problem, m_unreadableDate, true);
        return;
    }
    if (!m_check.problems.isEmpty()) {
        // Refused: the keys go to the field to mend, its text selected as Tab selects it (helper-78 pressed
        // «Log the card» and saw nothing happen).
        if (QWidget* field = markRefusedFields())
            field->setFocus(Qt::TabFocusReason);
        return;
    }
    // A date ticked and left as offered was read off no card, yet it dates a sending or a receipt and so
    // somebody's days (the partner's receipt of my card, offered as this card's sending day, leaves him 0
    // days on the move): it is logged only once the player says so.
    if (const QString offered = datesAsOffered(this); !offered.isEmpty()
        && !confirmed(this,
            windowTitle(),
            tr("These dates were ticked and left as offered, not typed from the card:\n%1\n\nThey date the "
               "card's sending or receipt, and so the players' days. Log the card with them?")
                .arg(offered),
            tr("Log it with these dates"),
            tr("Go back and type the dates"))) {
        for (OptionalDateEdit* edit : findChildren<OptionalDateEdit*>()) {
            if (edit->isAsOffered()) {
                backTo(edit->field());
                break;
            }
        }
        return;
    }
    // What costs the partner penalty days is never logged by a stray Enter: the player says so first.
    if (m_move->text().trimmed().isEmpty() && !m_illegible->isChecked()
        && !confirmed(this,
            windowTitle(),
            tr("The card has no move. A card without a move counts as an impossible move (II.3.11): "
               "the partner is charged its penalty days and your query is due within 3 days "
               "(II.3.12).\n\nLog the card without a move?"),
            tr("Log it without a move"),
            tr("Go back and type the move"))) {
        backTo(m_move);
        return;
    }
    // Only my moves before this card are for it to repeat (a corrected card is read where it stands).
    const auto earlierEnd = m_correcting >= 0 ? m_game.cards.begin() + m_correcting : m_game.cards.end();
    const bool myMoveToRepeat =
        std::any_of(m_game.cards.begin(), earlierEnd, [this](const ledger::Card& card) {
            return card.from == m_me && card.kind == ledger::CardKind::Move && card.move;
        });
    if (myMoveToRepeat && m_repetition->text().trimmed().isEmpty() && !m_move->text().trimmed().isEmpty()
        && !confirmed(this,
            windowTitle(),
            tr("The repetition of your last move is empty. A card that does not repeat it costs the "
               "partner penalty days (II.3.8, II.4.9).\n\nLog the card without the repetition?"),
            tr("Log it without the repetition"),
            tr("Go back and type the repetition"))) {
        backTo(m_repetition);
        return;
    }
    // A repetition typed that is not the move sent costs the partner as much, and is as often a slip of the
    // typing hand as the partner's (helper-68 typed h7-h5 for h7-h6 and had charged 10 days unasked).
    if (m_check.repetitionPenalty >= 0 && !m_repetition->text().trimmed().isEmpty()) {
        const ledger::Explanation& penalty = m_check.penalties[m_check.repetitionPenalty];
        if (!confirmed(this,
                windowTitle(),
                tr("The repetition “%1” is not your move as you sent it: %2 [%3].\n\nLog the card with "
                   "this penalty? Check the repetition on the card first.")
                    .arg(m_repetition->text().trimmed(), text::messageText(penalty.what), penalty.clause),
                tr("Log it with the penalty"),
                tr("Go back and check the repetition"))) {
            backTo(m_repetition);
            return;
        }
    }
    QDialog::accept();
}

} // namespace postmark::ui
