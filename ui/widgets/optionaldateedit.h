// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
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

Q_SIGNALS:
    void changed();

protected:
    void mousePressEvent(QMouseEvent* event) override;

private:
    QCheckBox* m_known = nullptr;
    DateField* m_date = nullptr;
};

} // namespace postmark::ui
