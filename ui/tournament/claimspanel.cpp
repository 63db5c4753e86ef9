// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/claimspanel.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "core/rules/clauses.h"
#include "core/support/inputlimits.h"
#include "core/tournament/claimsregister.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/claimsmodel.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

ClaimsPanel::ClaimsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new ClaimsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_note = new QLabel;
    m_note->setObjectName(u"registersNote"_s);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_view = readOnlyTable(m_model, u"claims"_s);
    // Every column within the window at 1366×768 (a walk found the decision cut off at the right edge):
    // the dates and the decision as wide as their text, the game, the finding and the appeal sharing the
    // width left and wrapping, each row as tall as its text.
    m_view->setWordWrap(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_detail = new QPlainTextEdit;
    m_detail->setObjectName(u"claimDetail"_s);
    m_detail->setReadOnly(true);
    m_detail->setAccessibleName(tr("The selected claim's time calculation"));
    // The register and the time calculation share the height, the calculation the larger part: a Cup group
    // has a claim or two, and the calculation is what the judge checks line by line (helper-28 had a
    // register of one row over 370 pixels and the calculation in 190). The judge may drag the split.
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(u"claimsSplit"_s);
    split->setChildrenCollapsible(false);
    split->addWidget(m_view);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    auto* row = new QHBoxLayout;
    auto* add = namedButton(tr("&New claim…"), u"newClaim"_s);
    auto* edit = namedButton(tr("&Decide or edit…"), u"editClaim"_s);
    m_print = namedButton(tr("&Print decision letter…"), u"printClaimDecision"_s);
    auto* print = m_print;
    // The cards the claim's calculation names, as the claimant enclosed them (II.6.2).
    auto* cards = namedButton(tr("Claimant's &cards…"), u"claimCards"_s);
    m_judge = new QLineEdit(QSettings().value(u"judge/name"_s).toString());
    m_judge->setObjectName(u"judgeName"_s);
    m_judge->setAccessibleName(tr("Chief judge"));
    m_judge->setPlaceholderText(tr("the chief judge's name, for the letters"));
    row->addWidget(add);
    row->addWidget(edit);
    row->addWidget(print);
    row->addWidget(cards);
    row->addSpacing(12);
    m_judgeLabel = new QLabel(tr("Chief judge:"));
    m_judgeLabel->setBuddy(m_judge);
    row->addWidget(m_judgeLabel);
    row->addWidget(m_judge, 1); // a judge's whole name in view, the address beside it wider
    // The letters' sender: objections (II.6.4) and appeals come to it (helper-28's letter had no address).
    m_judgeAddress = new QLineEdit(QSettings().value(u"judge/address"_s).toString());
    m_judgeAddress->setObjectName(u"judgeAddress"_s);
    m_judgeAddress->setMaxLength(int(limits::MaxFieldChars)); // what an address field of a file holds
    m_judgeAddress->setAccessibleName(tr("The chief judge's address"));
    m_judgeAddress->setPlaceholderText(tr("street, town, postcode"));
    m_judgeAddressLabel = new QLabel(tr("Addr&ess:"));
    m_judgeAddressLabel->setBuddy(m_judgeAddress);
    row->addWidget(m_judgeAddressLabel);
    row->addWidget(m_judgeAddress, 2);
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] { Q_EMIT claimAsked(-1); });
    connect(edit, &QPushButton::clicked, this, [this] { Q_EMIT claimAsked(currentClaim()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        Q_EMIT claimAsked(index.row());
    });
    connect(print, &QPushButton::clicked, this, [this] { Q_EMIT letterAsked(currentClaim()); });
    connect(cards, &QPushButton::clicked, this, [this] { Q_EMIT cardsAsked(currentClaim()); });
    connect(m_judge, &QLineEdit::editingFinished, this, &ClaimsPanel::rememberJudge);
    connect(m_judgeAddress, &QLineEdit::editingFinished, this, &ClaimsPanel::rememberJudge);
    connect(m_view->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        [this](const QModelIndex& current) { showDetail(current.row()); });
}

ClaimsPanel::~ClaimsPanel()
{
    // The judge's name typed and the window closed is kept here, while this is still a ClaimsPanel: the line
    // edits destroyed with the focus would say their editing finished only once it no longer is.
    if (m_judge->isModified() || m_judgeAddress->isModified())
        rememberJudge();
    m_judge->disconnect(this);
    m_judgeAddress->disconnect(this);
}

void ClaimsPanel::rememberJudge()
{
    QSettings settings;
    settings.setValue(u"judge/name"_s, m_judge->text().trimmed());
    settings.setValue(u"judge/address"_s, m_judgeAddress->text().trimmed());
    // Kept: closing this window later leaves alone what another judge's window has kept since.
    m_judge->setModified(false);
    m_judgeAddress->setModified(false);
}

void ClaimsPanel::show(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf,
    bool keptInArchive)
{
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event); // its section's clauses
    m_event = event;
    m_registers = registers;
    m_asOf = asOf;
    m_note->setText(keptInArchive
            ? tr("Claims are kept in the archive with the claimant's game file as the evidence; Postmark "
                 "recomputes the time from its cards%1.")
                  .arg(rules::citation(
                      rules, {rules::Rule::Overstep, rules::Rule::ClaimEvidence, rules::Rule::ClaimWindow}))
            : tr("Opened from a tournament file: claims and adjudications stay only while this window is "
                 "open. Keep them with File ▸ Import a tournament file into the archive, in the main "
                 "window."));
    const int current = currentClaim();
    m_model->setEvent(event, registers, asOf);
    // The finding keeps its width, clause and all: stretched too, it wrapped «[II.» from «6.1]» on a laptop
    // (helper-43). The game's players and the decision take the width left.
    for (const int wrapping : {0, m_model->columnCount() - 1})
        m_view->horizontalHeader()->setSectionResizeMode(wrapping, QHeaderView::Stretch);
    if (!registers.claims.isEmpty()) {
        const int row = std::clamp(current, 0, int(registers.claims.size()) - 1);
        m_view->setCurrentIndex(m_model->index(row, 0));
        showDetail(row); // the same row after an edit: its detail is new
    } else if (m_registerHidden) {
        m_detail->setPlainText(
            tr("The claims register holds the claimants' game files: the event's judge, the "
               "appeals committee and the federation's administrator read it; it is not "
               "shown to the players. A claim about your own game reaches you by post."));
    } else {
        m_detail->setPlainText(tr("No claim registered. A claim is entered with the claimant's game file "
                                  "as the evidence%1.")
                                   .arg(rules::citation(rules, rules::Rule::ClaimEvidence)));
    }
}

int ClaimsPanel::currentClaim() const
{
    return m_view->currentIndex().row();
}

QString ClaimsPanel::judgeName() const
{
    return m_judge->text().trimmed();
}

QString ClaimsPanel::judgeAddress() const
{
    return m_judgeAddress->text().trimmed();
}

void ClaimsPanel::setRegisterHidden(bool hidden)
{
    m_registerHidden = hidden;
    // No register, no decision to print and no letter to sign: greyed with why, not left to fail.
    const QString why = hidden ? tr("The claims register and the judge's letters are the judge's; a "
                                    "player is not shown them.")
                               : QString();
    for (QWidget* judgesOwn : {static_cast<QWidget*>(m_print),
             static_cast<QWidget*>(m_judge),
             static_cast<QWidget*>(m_judgeAddress)}) {
        judgesOwn->setEnabled(!hidden);
        judgesOwn->setToolTip(why);
    }
    m_judgeLabel->setEnabled(!hidden);
    m_judgeAddressLabel->setEnabled(!hidden);
}

void ClaimsPanel::setJudgeName(const QString& name)
{
    m_judge->setText(name);
}

void ClaimsPanel::setJudgeAddress(const QString& address)
{
    m_judgeAddress->setText(address);
}

void ClaimsPanel::showDetail(int row)
{
    if (row < 0 || row >= m_registers.claims.size()) {
        m_detail->clear();
        return;
    }
    const tournament::JudgeClaim& claim = m_registers.claims[row];
    const tournament::ClaimAssessment assessment =
        tournament::assessClaim(m_event, claim, claim.decidedOn.value_or(m_asOf));
    if (!assessment.problems.isEmpty()) {
        m_detail->setPlainText(text::problemText(assessment.problems.first()));
        return;
    }
    QStringList lines{
        u"[%1] %2"_s.arg(assessment.why.clause, text::sentence(text::messageText(assessment.why.what))),
        u"[%1] %2"_s.arg(
            assessment.objectionWhy.clause, text::sentence(text::messageText(assessment.objectionWhy.what)))};
    if (claim.decidedOn && !claim.reason.trimmed().isEmpty())
        lines.append(tr("Grounds of the decision: %1").arg(claim.reason.trimmed()));
    if (claim.decidedOn && !claim.earlyDecisionReason.trimmed().isEmpty())
        lines.append(tr("[%3] Decided on %1, before the objection window closed, because: %2")
                         .arg(shownDate(*claim.decidedOn),
                             claim.earlyDecisionReason.trimmed(),
                             assessment.objectionWhy.clause));
    if (const std::optional<tournament::AppealWindow> window = m_model->appealWindowOf(claim))
        lines.append(
            u"[%1] %2"_s.arg(window->why.clause, text::sentence(text::messageText(window->why.what))));
    lines.append(QString());
    lines.append(text::claimCalculationText(assessment.check, text::interfaceLanguage()));
    m_detail->setPlainText(lines.join(u'\n'));
}

} // namespace postmark::ui
