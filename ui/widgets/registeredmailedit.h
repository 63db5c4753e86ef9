// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QWidget>

class QCheckBox;
class QLineEdit;

namespace postmark::ui {

class OptionalDateEdit;

/// Whether a card goes registered, with the receipt's number and date (the evidence of II.2 and II.4.12);
/// the receipt fields are enabled only for a registered card.
class RegisteredMailEdit : public QWidget
{
    Q_OBJECT

public:
    RegisteredMailEdit(const QString& numberHint, const QDate& suggestion, QWidget* parent = nullptr);

    bool isRegistered() const;
    QString receiptNumber() const;
    std::optional<QDate> receiptDate() const;
    void setReceipt(bool registered, const QString& number, const std::optional<QDate>& date);

Q_SIGNALS:
    void changed();

private:
    QCheckBox* m_registered = nullptr;
    QLineEdit* m_number = nullptr;
    OptionalDateEdit* m_date = nullptr;
};

} // namespace postmark::ui
