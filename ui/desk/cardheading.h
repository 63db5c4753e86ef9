// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/ledger/gamefile.h"

namespace postmark::ui {

/// The line at the top of a card's form that says which game and card it is: "XXIX Ukrainian championship
/// (post), semifinal 2 — Бондаренко Ігор Миколайович (White): card w8". With fifteen games open, nothing
/// else in the form said which (helper-44 on the log form, helper-49 on the reply form).
class CardHeading
{
    // The log form's words, which it had before the reply form shared them.
    Q_DECLARE_TR_FUNCTIONS(postmark::ui::LogCardDialog)

public:
    static QString text(const ledger::GameFile& game, ledger::Color partner, const QString& cardId);
};

} // namespace postmark::ui
