// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QWidget>

class QLineEdit;
class QToolButton;

namespace postmark::ui {

/// A date typed as people write it — 25.11.2026, 5.1.26, 2026-11-25, and in English 25 Nov 2026 — or
/// picked from a calendar (the button, or Alt+Down). What cannot be read as a date is shown in red with the
/// form to use, and is never taken for another date: date() stays the last date that was read.
class DateField : public QWidget
{
    Q_OBJECT

public:
    explicit DateField(const QDate& date = {}, QWidget* parent = nullptr);
    explicit DateField(QWidget* parent)
        : DateField(QDate(), parent)
    {}
    ~DateField() override;

    QDate date() const { return m_date; }
    void setDate(const QDate& date);
    void setMinimumDate(const QDate& date) { m_minimum = date; }
    QDate minimumDate() const { return m_minimum; }

    /// Whether what is typed is a date on or after the minimum (an empty field is not).
    bool acceptable() const;
    /// The text as typed, for a message naming the field.
    QString text() const;

    /// Reads a date as the user may type it; nothing for text that is no date.
    static std::optional<QDate> parse(const QString& text);

    /// Shows nothing, and suggests nothing, while `blank` (a date not stated); date() keeps the date the
    /// field shows again once it is not.
    void setBlank(bool blank);

Q_SIGNALS:
    void dateChanged(const QDate& date);
    /// Every keystroke, read as a date or not: a form re-checks itself, so that a wrong date is said at once.
    void edited();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void readTyped();
    void showCalendar();
    void showState();

    QLineEdit* m_edit = nullptr;
    QToolButton* m_calendarButton = nullptr;
    QDate m_date;
    QDate m_minimum;
    bool m_blank = false;
};

} // namespace postmark::ui
