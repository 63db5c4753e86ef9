// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDialog>

#include "core/desk/postedcard.h"

class QLabel;

namespace postmark::ui {

class OptionalDateEdit;
class RegisteredMailEdit;

/// The posting of my card, added after it was written: the registered-mail receipt the post office gave
/// and the departure postmark stamped in front of me. Only those change; the ledger is computed again (a
/// receipt dates the card's sending, II.2.2 ¶3) and the form says what it books.
class PostingDialog : public QDialog
{
    Q_OBJECT

public:
    PostingDialog(const ledger::GameFile& game,
        ledger::Color me,
        int index,
        const QDate& today,
        QWidget* parent = nullptr);

    const desk::CardCheck& check() const { return m_check; }

    void accept() override;
    void reject() override;

private:
    desk::PostedCard posted() const;
    void recheck();

    ledger::GameFile m_game;
    ledger::Color m_me;
    /// For a repeat: the day it was due by (II.5.1), as the ledger before it had it.
    std::optional<QDate> m_repeatDue;
    int m_index;
    QDate m_today;
    desk::PostedCard m_asWritten; ///< what the card had when the form opened
    desk::CardCheck m_check;
    RegisteredMailEdit* m_registered = nullptr;
    OptionalDateEdit* m_departure = nullptr;
    OptionalDateEdit* m_senderDate = nullptr; ///< only for a card with no date written on it
    QLabel* m_findings = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui
