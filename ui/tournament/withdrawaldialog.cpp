// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/withdrawaldialog.h"

#include <algorithm>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include "core/rules/clauses.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

WithdrawalDialog::WithdrawalDialog(
    const tournament::Tournament& event, const QString& player, const QDate& today, QWidget* parent)
    : GuardedDialog(parent)
    , m_player(player)
    , m_today(today)
{
    setWindowTitle(tr("Withdrawal: %1").arg(event.players[event.playerIndex(player)].name));
    m_decision = new QComboBox;
    m_decision->setObjectName(u"decision"_s);
    m_decision->addItem(tr("has not withdrawn"));
    using tournament::WithdrawalDecision;
    const auto recorded = [&event, &player](WithdrawalDecision decision) {
        return std::any_of(event.withdrawals.begin(),
            event.withdrawals.end(),
            [&player, decision](const tournament::Withdrawal& each) {
                return each.player == player && each.decision == decision;
            });
    };
    // A team event's judge decides a player who leaves without a substitute lost or adjudicated (IV.10.3);
    // section II adds not counting the unfinished games (II.8.1); none of the player's games counted,
    // finished ones too, is the server's rule (V.8.2) — helper-28 was offered it in a postal event, with no
    // clause. A decision recorded stays offered, whatever the event's rules.
    const bool team = tournament::playsUnderSectionIV(event);
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    for (WithdrawalDecision decision : {WithdrawalDecision::Loss,
             WithdrawalDecision::Adjudicate,
             WithdrawalDecision::Exclude,
             WithdrawalDecision::ExcludeAll}) {
        const bool offered = decision == WithdrawalDecision::Exclude ? !team
            : decision == WithdrawalDecision::ExcludeAll             ? tournament::playsUnderSectionV(event)
                                                                     : true;
        if (offered || recorded(decision))
            m_decision->addItem(withdrawalLabel(decision, rules), tournament::decisionText(decision));
    }
    m_date = dateField(today, u"date"_s);
    m_date->setAccessibleName(tr("Withdrawal date"));
    m_date->setMinimumDate(event.start);
    for (const tournament::Withdrawal& each : event.withdrawals) {
        if (each.player == player) {
            m_decision->setCurrentIndex(m_decision->findData(tournament::decisionText(each.decision)));
            m_date->setDate(each.date);
        }
    }
    auto* form = new QFormLayout(this);
    // The player named in the form too: the title bar is the window manager's, and may not say it.
    form->addRow(tr("Player:"), new QLabel(event.players[event.playerIndex(player)].name));
    form->addRow(tr("&Decision:"), m_decision);
    form->addRow(tr("Withdrew &on:"), m_date);
    // What the decision chosen does, said as it is chosen (helper-73 read the note on lost games whatever
    // was chosen); II.8.2 (III.8.2) where the partners' wins wait for the texts. Its room is kept for the
    // longest, so that the buttons stay where they were as the decision changes (helper-37).
    m_help = new QLabel;
    m_help->setObjectName(u"decisionHelp"_s);
    m_help->setWordWrap(true);
    m_help->setMinimumHeight(4 * m_help->fontMetrics().lineSpacing());
    m_help->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(m_help);
    const bool recordedAny = std::any_of(event.withdrawals.begin(),
        event.withdrawals.end(),
        [&player](const tournament::Withdrawal& each) { return each.player == player; });
    const bool textsAwaited = tournament::withdrawalLossAwaitsTexts(event);
    const QString textsClause = rules::citation(rules, rules::Rule::WithdrawalTexts);
    const auto explain = [this, recordedAny, textsAwaited, textsClause] {
        const std::optional<WithdrawalDecision> chosen =
            tournament::decisionFromText(m_decision->currentData().toString());
        if (!chosen) {
            m_help->setText(recordedAny ? tr("Takes back the withdrawal recorded: the player's games go on.")
                                        : tr("Choose what becomes of the player's unfinished games."));
            return;
        }
        switch (*chosen) {
        case WithdrawalDecision::Loss:
            m_help->setText(textsAwaited
                    ? tr("Each unfinished game is lost by the player; the partners' wins "
                         "count once you have each game's text%1: the agenda lists the "
                         "texts awaited.")
                          .arg(textsClause)
                    : tr("Each unfinished game is lost by the player and won by the "
                         "partner."));
            return;
        case WithdrawalDecision::Adjudicate:
            m_help->setText(tr("Each unfinished game awaits your adjudication: the Adjudications tab lists "
                               "them."));
            return;
        case WithdrawalDecision::Exclude:
            m_help->setText(tr("The unfinished games are not counted, for either player; the finished ones "
                               "stand."));
            return;
        case WithdrawalDecision::ExcludeAll:
            m_help->setText(tr("None of the player's games is counted, the finished ones too."));
            return;
        }
    };
    connect(m_decision, &QComboBox::currentIndexChanged, this, explain);
    explain();
    m_problem = problemLabel();
    // Room for the refusal kept from the start: the form neither jumps nor cuts it (helper-29).
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    const auto enable = [this] {
        m_date->setEnabled(m_decision->currentIndex() > 0);
    };
    connect(m_decision, &QComboBox::currentIndexChanged, this, enable);
    enable();
    connect(buttons, &QDialogButtonBox::accepted, this, &WithdrawalDialog::accept);
    // A date mended is said so at once, not only on OK (helper-29 saw the old refusal stay).
    connect(m_date, &DateField::dateChanged, this, &WithdrawalDialog::recheck);
    connect(m_decision, &QComboBox::currentIndexChanged, this, &WithdrawalDialog::recheck);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

std::optional<tournament::Withdrawal> WithdrawalDialog::withdrawal() const
{
    if (m_decision->currentIndex() == 0)
        return std::nullopt;
    return tournament::Withdrawal{
        m_player, m_date->date(), *tournament::decisionFromText(m_decision->currentData().toString())};
}

bool WithdrawalDialog::recheck()
{
    return sayRefusedDates(*this, *m_problem, m_today, tr("The withdrawal cannot be recorded: %1"));
}

void WithdrawalDialog::accept()
{
    if (recheck())
        QDialog::accept();
}

} // namespace postmark::ui
