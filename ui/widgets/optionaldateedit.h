// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QElapsedTimer>
#include <QWidget>

#include "ui/widgets/datefield.h"

class QCheckBox;

namespace postmark::ui {

/// A date that may be unknown (a postmark not yet seen, a decision not yet made): a check box says
/// whether there is one, and the date field is enabled, and shows a date, only then. A click on the empty
/// field ticks the box: helper-76 clicked a greyed field that showed today's date, took it for filled in,
/// and typed the date into the field above.
class OptionalDateEdit : public QWidget
{
    Q_OBJECT

public:
    /// `known`: what the check box says, e.g. "received".
    explicit OptionalDateEdit(const QString& known, QWidget* parent = nullptr);

    std::optional<QDate> date() const;
    void setDate(const std::optional<QDate>& date, const QDate& suggestion);
    /// The date offered when the box is ticked, while it is not (changes nothing once a date is stated).
    void setSuggestion(const QDate& suggestion);
    /// Ticked by the user and its offered date neither typed over nor picked: a date nobody read off the
    /// card.
    bool isAsOffered() const;
    /// The field that shows the date (its label names it on the form).
    DateField* field() const { return m_date; }

Q_SIGNALS:
    void changed();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QCheckBox* m_known = nullptr;
    DateField* m_date = nullptr;
    /// Since the press that stated the date: the rest of that click, which reaches the field's line edit
    /// (enabled by then) — its release, and under some window managers the press again — must not undo the
    /// selection of the offered date (helper-77's typing joined onto it, «07.12.202630.11.2026»).
    QElapsedTimer m_stated;
    /// The offered date not yet typed over: the first key typed replaces it whole, wherever a window
    /// manager's focus dance left the cursor (twm took the focus away and back just after the click).
    bool m_offered = false;
    /// Stated by the user's tick or click, the offered date standing as it was (isAsOffered()).
    bool m_asOffered = false;
};

} // namespace postmark::ui
