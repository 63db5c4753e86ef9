// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/claimdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/ledger/gamefilereader.h"
#include "core/rules/clauses.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/choicefocus.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QString playerName(const tournament::Tournament& event, const QString& id)
{
    const int index = event.playerIndex(id);
    return index >= 0 ? event.players[index].name : id;
}

} // namespace

ClaimDialog::ClaimDialog(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const tournament::JudgeClaim& claim,
    const QDate& asOf,
    QWidget* parent)
    : GuardedDialog(parent)
    , m_event(event)
    , m_gameFiles(gameFiles)
    , m_claim(claim)
    , m_asOf(asOf)
{
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event); // its section's clauses
    setWindowTitle(claim.id == 0 ? tr("New forfeit claim") : tr("Forfeit claim"));
    auto* form = new QFormLayout;
    m_game = new QComboBox;
    m_game->setObjectName(u"game"_s);
    for (int game = 0; game < m_event.games.size(); ++game)
        m_game->addItem(numberedPairingLabel(m_event, game));
    m_game->setCurrentIndex(std::max(0, claim.game));
    form->addRow(tr("&Game:"), m_game);
    m_claimant = new QComboBox;
    m_claimant->setObjectName(u"claimant"_s);
    form->addRow(tr("C&laimant:"), m_claimant);
    m_sent = dateField(claim.sent.isValid() ? claim.sent : asOf, u"sent"_s);
    m_sent->setAccessibleName(tr("Claim sent"));
    form->addRow(tr("Claim &sent%1:").arg(rules::citation(rules, rules::Rule::Suspension)), m_sent);
    m_noticeReceived = new OptionalDateEdit(tr("received"));
    m_noticeReceived->setObjectName(u"noticeReceived"_s);
    m_noticeReceived->setDate(claim.noticeReceived, m_sent->date());
    form->addRow(tr("Partner received the &notice%1:").arg(rules::citation(rules, rules::Rule::Objection)),
        m_noticeReceived);
    m_objectionSent = new OptionalDateEdit(tr("sent"));
    m_objectionSent->setObjectName(u"objectionSent"_s);
    m_objectionSent->setDate(claim.objectionSent, m_sent->date());
    form->addRow(tr("&Objection%1:").arg(rules::citation(rules, rules::Rule::Objection)), m_objectionSent);
    m_sealedMove = new QLineEdit(claim.sealedMove);
    m_sealedMove->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_sealedMove->setObjectName(u"sealedMove"_s);
    // An e-mail claim carries no next move (III.6.1; II.6.2 by post): the field is not asked for, unless a
    // claim recorded before holds one.
    m_sealedMoveAsked = rules::has(rules, rules::Rule::SealedMove) || !claim.sealedMove.isEmpty();
    if (m_sealedMoveAsked)
        form->addRow(
            tr("Sealed &move%1:").arg(rules::citation(rules, rules::Rule::SealedMove)), m_sealedMove);
    else {
        m_sealedMove->setParent(this); // kept, empty, for the claim's field; never shown
        m_sealedMove->hide();
    }
    auto* evidenceRow = new QHBoxLayout;
    m_evidence = new QLabel;
    m_evidence->setObjectName(u"evidence"_s);
    m_evidence->setWordWrap(true);
    auto* load = new QPushButton(tr("Load the claimant's game &file…"));
    evidenceRow->addWidget(m_evidence, 1);
    evidenceRow->addWidget(load);
    form->addRow(tr("Evidence:"), evidenceRow);

    m_finding = new QPlainTextEdit;
    m_finding->setObjectName(u"finding"_s);
    m_finding->setReadOnly(true);
    m_finding->setAccessibleName(tr("What the cards show"));
    m_finding->setMinimumHeight(150);

    auto* decisionForm = new QFormLayout;
    m_decision = new QComboBox;
    m_decision->setObjectName(u"decision"_s);
    m_decision->addItem(
        tr("pending: the game is suspended") + rules::citation(rules, rules::Rule::Suspension));
    m_decision->addItem(
        tr("upheld: the partner loses on time") + rules::citation(rules, rules::Rule::OverstepLoss));
    m_decision->addItem((m_sealedMoveAsked ? tr("rejected: the sealed move goes on, play continues")
                                           : tr("rejected: the suspended game goes on"))
        + rules::citation(rules, rules::Rule::ClaimRejected));
    m_decision->setCurrentIndex(static_cast<int>(claim.decision));
    decisionForm->addRow(tr("&Decision:"), m_decision);
    m_decidedOn = dateField(claim.decidedOn.value_or(asOf), u"decidedOn"_s);
    m_decidedOn->setAccessibleName(tr("Decided on"));
    decisionForm->addRow(tr("Decided &on:"), m_decidedOn);
    // A decision is chosen, then its day and reasons filled: Enter on the list does not record it half made.
    enterOpensTheList(*m_decision);
    handKeyboardOnAfterChoice(*m_decision, *m_decidedOn);
    // Each player's appeal runs from their own receipt of the decision; an appeal goes to the appeals
    // committee, whose decision is final (II.1.6).
    auto* appealForm = new QFormLayout;
    m_claimantReceived = new OptionalDateEdit(tr("received"));
    m_claimantReceived->setObjectName(u"claimantReceivedDecision"_s);
    m_claimantReceived->setDate(claim.claimantReceivedDecision, claim.decidedOn.value_or(asOf));
    appealForm->addRow(
        tr("Claimant re&ceived the decision%1:").arg(rules::citation(rules, rules::Rule::AppealToCommittee)),
        m_claimantReceived);
    m_offenderReceived = new OptionalDateEdit(tr("received"));
    m_offenderReceived->setObjectName(u"offenderReceivedDecision"_s);
    m_offenderReceived->setDate(claim.offenderReceivedDecision, claim.decidedOn.value_or(asOf));
    appealForm->addRow(tr("Partner rece&ived the decision:"), m_offenderReceived);
    m_appealReceived = new OptionalDateEdit(tr("received"));
    m_appealReceived->setObjectName(u"appealReceived"_s);
    m_appealReceived->setDate(claim.appealReceived, claim.decidedOn.value_or(asOf));
    appealForm->addRow(tr("&Appeal to the committee:"), m_appealReceived);
    m_appellant = new QComboBox;
    m_appellant->setObjectName(u"appellant"_s);
    appealForm->addRow(tr("Appellan&t:"), m_appellant);
    m_committeeRuledOn = new OptionalDateEdit(tr("ruled"));
    m_committeeRuledOn->setObjectName(u"committeeRuledOn"_s);
    m_committeeRuledOn->setDate(claim.committeeRuledOn, claim.appealReceived.value_or(asOf));
    m_committeeRuledOn->setToolTip(
        tr("The appeals committee's decision is final: record it as the claim's decision."));
    appealForm->addRow(tr("Committee's r&uling:"), m_committeeRuledOn);
    m_penaltyDays = new QSpinBox;
    m_penaltyDays->setObjectName(u"penaltyDays"_s);
    m_penaltyDays->setRange(0, 99);
    m_penaltyDays->setValue(claim.penaltyDays);
    m_penaltyDays->setSuffix(tr(" days"));
    // By e-mail a rejected claim costs the claimant no days (III.6.7 bars further claims instead): a
    // penalty recorded before stays shown, none is offered.
    m_penaltyOffered = rules::has(rules, rules::Rule::UnfoundedClaimPenalty) || claim.penaltyDays > 0;
    if (!m_penaltyOffered)
        m_penaltyDays->setToolTip(tr("No penalty days in this event's section of the rules"));
    decisionForm->addRow(
        tr("&Penalty to the claimant%1:").arg(rules::citation(rules, rules::Rule::UnfoundedClaimPenalty)),
        m_penaltyDays);
    // By e-mail the judge may instead bar the claimant's further claims within the current ten-move cycle
    // (III.6.7): offered only there (or where a bar was recorded before, to be taken away).
    m_barsFurtherClaims =
        new QCheckBox(tr("no further claim from the claimant until the next control move"), this);
    m_barsFurtherClaims->setObjectName(u"barsFurtherClaims"_s);
    m_barsFurtherClaims->setChecked(claim.barsFurtherClaims);
    m_barOffered = rules::has(rules, rules::Rule::ClaimBar) || claim.barsFurtherClaims;
    if (m_barOffered)
        decisionForm->addRow(
            tr("&Bar%1:").arg(rules::citation(rules, rules::Rule::ClaimBar)), m_barsFurtherClaims);
    else
        m_barsFurtherClaims->hide();
    m_reason = new QPlainTextEdit(claim.reason);
    m_reason->setObjectName(u"reason"_s);
    m_reason->setAccessibleName(tr("Reason"));
    m_reason->setMaximumHeight(70);
    // The letter adds the recalculation itself (the offender's total against the limit, with its clause):
    // said here, or the judge writes it again in his own words (helper-53 found it twice in the letter).
    m_reason->setPlaceholderText(tr("the judge's reasons in his own words; the letter adds the time "
                                    "recalculation from the cards by itself"));
    decisionForm->addRow(tr("&Reason:"), m_reason);
    m_earlyReason = new QLineEdit(claim.earlyDecisionReason);
    m_earlyReason->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_earlyReason->setObjectName(u"earlyDecisionReason"_s);
    m_earlyReason->setPlaceholderText(tr("only to decide while the offender may still object")
        + rules::citation(rules, rules::Rule::Objection));
    m_earlyReason->setAccessibleName(tr("Reason to decide before the objection window closes"));
    decisionForm->addRow(tr("Decided &early because:"), m_earlyReason);

    m_problem = problemLabel();
    // Room for a refusal of two lines kept from the start: the fields above do not move as it comes and
    // goes (helper-29's clicks twice landed in the wrong field).
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What the claimant's cards show, recomputed:")));
    layout->addWidget(m_finding, 1);
    auto* decisionRow = new QHBoxLayout;
    decisionRow->addLayout(decisionForm, 1);
    decisionRow->addSpacing(12);
    decisionRow->addLayout(appealForm, 1);
    layout->addLayout(decisionRow);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    fillClaimants();
    if (m_claim.evidence.cards.isEmpty() && m_claim.evidence.white.name.isEmpty())
        useKnownEvidence();
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        fillClaimants();
        useKnownEvidence();
        reassess();
    });
    connect(m_claimant, &QComboBox::currentIndexChanged, this, &ClaimDialog::reassess);
    // Said as typed, a date that is no date too (helper-53's «31.02.2026» only turned the field pink).
    for (DateField* field : {m_sent, m_decidedOn})
        connect(field, &DateField::edited, this, &ClaimDialog::reassess);
    connect(m_sent, &DateField::dateChanged, this, &ClaimDialog::reassess);
    // The sealed move checked as it is typed (helper-50's impossible one was said only after the date
    // changed).
    connect(m_sealedMove, &QLineEdit::textChanged, this, &ClaimDialog::reassess);
    connect(m_noticeReceived, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_objectionSent, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_decision, &QComboBox::currentIndexChanged, this, &ClaimDialog::reassess);
    connect(m_decidedOn, &DateField::dateChanged, this, &ClaimDialog::reassess);
    connect(m_claimantReceived, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_offenderReceived, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_appealReceived, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_committeeRuledOn, &OptionalDateEdit::changed, this, &ClaimDialog::reassess);
    connect(m_earlyReason, &QLineEdit::textChanged, this, &ClaimDialog::reassess);
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("The claimant's game file"), {}, tr("Postmark game files (*.json)"));
        if (!path.isEmpty())
            loadEvidence(path);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &ClaimDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ClaimDialog::reject);
    reassess();
    resize(900, 720);
}

void ClaimDialog::fillClaimants()
{
    const tournament::TournamentGame& pairing = m_event.games[m_game->currentIndex()];
    const QSignalBlocker blocker(m_claimant);
    m_claimant->clear();
    m_claimant->addItem(tr("%1 (White)").arg(playerName(m_event, pairing.white)), pairing.white);
    m_claimant->addItem(tr("%1 (Black)").arg(playerName(m_event, pairing.black)), pairing.black);
    m_claimant->setCurrentIndex(m_claim.claimant == pairing.black ? 1 : 0);
    const QSignalBlocker appellantBlocker(m_appellant);
    m_appellant->clear();
    m_appellant->addItem(playerName(m_event, pairing.white), pairing.white);
    m_appellant->addItem(playerName(m_event, pairing.black), pairing.black);
    m_appellant->setCurrentIndex(m_claim.appellant == pairing.black ? 1 : 0);
}

void ClaimDialog::useKnownEvidence()
{
    const tournament::TournamentGame& pairing = m_event.games[m_game->currentIndex()];
    m_claim.evidence = {};
    m_evidence->setText(tr("none yet: load the claimant's game file"));
    for (const ledger::GameFile& file : std::as_const(m_gameFiles)) {
        if (file.white.name == playerName(m_event, pairing.white)
            && file.black.name == playerName(m_event, pairing.black)) {
            m_claim.evidence = file;
            m_evidence->setText(
                tr("the game's cards in the archive (%n card(s))", nullptr, int(file.cards.size())));
        }
    }
}

bool ClaimDialog::loadEvidence(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problem->setText(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const ledger::GameFileReading reading = ledger::readGameFile(readAtMost(file, limits::MaxJsonFileBytes));
    if (!reading.game) {
        m_problem->setText(
            tr("%1 is not a valid game file: %2").arg(path, text::problemText(reading.problems.value(0))));
        return false;
    }
    m_claim.evidence = *reading.game;
    if (m_sealedMoveAsked && reading.game->claim && !reading.game->claim->sealedMove.isEmpty()
        && m_sealedMove->text().isEmpty())
        m_sealedMove->setText(reading.game->claim->sealedMove);
    if (reading.game->claim)
        m_sent->setDate(reading.game->claim->sent);
    m_evidence->setText(tr("%1 (%n card(s))", nullptr, int(reading.game->cards.size())).arg(path));
    m_problem->clear();
    reassess();
    return true;
}

tournament::JudgeClaim ClaimDialog::claim() const
{
    tournament::JudgeClaim claim = m_claim;
    claim.game = m_game->currentIndex();
    claim.claimant = m_claimant->currentData().toString();
    claim.sent = m_sent->date();
    claim.noticeReceived = m_noticeReceived->date();
    claim.objectionSent = m_objectionSent->date();
    claim.sealedMove = m_sealedMove->text().trimmed();
    claim.decision = static_cast<tournament::ClaimDecision>(m_decision->currentIndex());
    claim.decidedOn = claim.decision == tournament::ClaimDecision::Pending
        ? std::nullopt
        : std::optional(m_decidedOn->date());
    const bool decided = claim.decidedOn.has_value();
    claim.claimantReceivedDecision = decided ? m_claimantReceived->date() : std::nullopt;
    claim.offenderReceivedDecision = decided ? m_offenderReceived->date() : std::nullopt;
    claim.appealReceived = decided ? m_appealReceived->date() : std::nullopt;
    claim.appellant = claim.appealReceived ? m_appellant->currentData().toString() : QString();
    claim.committeeRuledOn = claim.appealReceived ? m_committeeRuledOn->date() : std::nullopt;
    claim.penaltyDays = claim.decision == tournament::ClaimDecision::Rejected ? m_penaltyDays->value() : 0;
    claim.barsFurtherClaims =
        claim.decision == tournament::ClaimDecision::Rejected && m_barsFurtherClaims->isChecked();
    claim.reason = m_reason->toPlainText().trimmed();
    claim.earlyDecisionReason = claim.decidedOn ? m_earlyReason->text().trimmed() : QString();
    return claim;
}

void ClaimDialog::reassess()
{
    const tournament::JudgeClaim current = claim();
    m_decidedOn->setEnabled(current.decision != tournament::ClaimDecision::Pending);
    m_penaltyDays->setEnabled(m_penaltyOffered && current.decision == tournament::ClaimDecision::Rejected);
    m_barsFurtherClaims->setEnabled(m_barOffered && current.decision == tournament::ClaimDecision::Rejected);
    m_claimantReceived->setEnabled(current.decidedOn.has_value());
    m_offenderReceived->setEnabled(current.decidedOn.has_value());
    m_appealReceived->setEnabled(current.decidedOn.has_value());
    m_appellant->setEnabled(current.appealReceived.has_value());
    m_committeeRuledOn->setEnabled(current.appealReceived.has_value());
    m_earlyReason->setEnabled(current.decidedOn.has_value());
    // Deciding while the offender may still object is said at once, not only when the claim is stored; so is
    // a day after today (helper-28 dated the decision two days ahead, and the objection window was passed
    // by).
    const auto refusal = tournament::claimProblem(m_event, current);
    const QString later = refusedDates(this, m_asOf);
    // A decision dated before the claim was sent is said at once too, by its date: the cards counted to
    // that day read as a broken game file (helper-53).
    const bool decidedBeforeClaim = refusal && refusal->key == u"decided_on";
    m_problem->setText(!later.isEmpty() ? tr("The claim cannot be registered: %1").arg(later)
            : refusal && (refusal->key == u"early_decision_reason" || decidedBeforeClaim)
            ? tr("The claim cannot be registered: %1").arg(text::fieldProblemText(*refusal))
            : QString());
    if (current.evidence.cards.isEmpty()) {
        m_finding->setPlainText(tr("No evidence yet: the claim is checked on the claimant's game file."));
        return;
    }
    // Counted as of the decision; of today while its date cannot stand.
    const QDate countedOn = decidedBeforeClaim ? m_asOf : current.decidedOn.value_or(m_asOf);
    const tournament::ClaimAssessment assessment = tournament::assessClaim(m_event, current, countedOn);
    QStringList lines;
    if (!assessment.problems.isEmpty()) {
        lines.append(tr("The game file cannot be computed:"));
        for (const ledger::InputProblem& problem : assessment.problems)
            lines.append(text::problemText(problem));
    } else {
        lines.append((assessment.holds ? tr("The claim holds") : tr("The claim does not hold")) + u" ["_s
            + assessment.why.clause + u"]: "_s + text::messageText(assessment.why.what));
        lines.append(u"["_s + assessment.objectionWhy.clause + u"] "_s
            + text::sentence(text::messageText(assessment.objectionWhy.what)));
        const QString sealedClause =
            rules::clause(tournament::rulesOrSectionDefault(m_event), rules::Rule::SealedMove);
        if (!assessment.sealedMoveProblem.isEmpty())
            lines.append(tr("The sealed move [%1]: %2; it goes to the partner if the claim is rejected.")
                             .arg(sealedClause, text::messageText(assessment.sealedMoveProblem)));
        else if (!current.sealedMove.trimmed().isEmpty())
            lines.append(tr("The sealed move %1 can be made where the cards stop [%2].")
                             .arg(current.sealedMove.trimmed(), sealedClause));
        // The appeal of a decision whose date cannot stand is not said (helper-55 read «upheld on 20.11» for
        // a day before the claim).
        if (current.decidedOn && !decidedBeforeClaim && later.isEmpty()) {
            const tournament::AppealWindow window = tournament::claimAppealWindow(
                m_event, tournament::rulesOrSectionDefault(m_event), current, m_asOf);
            lines.append(
                u"["_s + window.why.clause + u"] "_s + text::sentence(text::messageText(window.why.what)));
        }
        lines.append(QString());
        lines.append(text::claimCalculationText(assessment.check, text::interfaceLanguage()));
    }
    m_finding->setPlainText(lines.join(u'\n'));
}

QString ClaimDialog::finding() const
{
    return m_finding->toPlainText();
}

QString ClaimDialog::problem() const
{
    return m_problem->text();
}

void ClaimDialog::accept()
{
    const tournament::JudgeClaim current = claim();
    if (current.evidence.cards.isEmpty()) {
        m_problem->setText(tr("Evidence: load the claimant's game file; the claim is checked on its cards%1.")
                               .arg(rules::citation(
                                   tournament::rulesOrSectionDefault(m_event), rules::Rule::ClaimEvidence)));
        return;
    }
    if (const QString later = refusedDates(this, m_asOf); !later.isEmpty()) {
        m_problem->setText(tr("The claim cannot be registered: %1").arg(later));
        return;
    }
    if (const auto problem = tournament::claimProblem(m_event, current)) {
        m_problem->setText(tr("The claim cannot be registered: %1").arg(text::fieldProblemText(*problem)));
        return;
    }
    QDialog::accept();
}

} // namespace postmark::ui
