// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QWidget>

#include "ui/widgets/datefield.h"

class QCheckBox;

namespace postmark::ui {

/// A date that may be unknown (a postmark not yet seen, a decision not yet made): a check box says
/// whether there is one, and the date field is enabled only then.
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

private:
    QCheckBox* m_known = nullptr;
    DateField* m_date = nullptr;
};

} // namespace postmark::ui
