// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include "core/desk/gameevent.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace postmark::ui {

class DateField;
class OptionalDateEdit;

/// The rows of a form that state a game's event: its name, index, start (II.4.5) and end, its rule set, and
/// the control period (II.4.3) — the rule set's unless a friendly game's agreement or the event's regulation
/// says other numbers. The New game form and Game ▸ Event and rules… fill them alike.
class EventFields : public QObject
{
    Q_OBJECT

public:
    /// The rows, filled with `shown`, added to `form`.
    EventFields(const desk::EventForm& shown, QFormLayout& form, QObject* parent);

    desk::EventForm form() const;

Q_SIGNALS:
    void changed();

private:
    /// The rule set chosen: its control period in the note, and in the numbers when they were the last set's.
    void followRuleSet();

    QLineEdit* m_name = nullptr;
    QLineEdit* m_index = nullptr;
    DateField* m_start = nullptr;
    OptionalDateEdit* m_end = nullptr;
    QComboBox* m_rules = nullptr;
    QSpinBox* m_moves = nullptr;
    QSpinBox* m_days = nullptr;
    QLabel* m_ruleSetPeriod = nullptr;
    desk::EventForm m_ruleSetsForm; ///< the control period of the rule set chosen before
};

} // namespace postmark::ui
