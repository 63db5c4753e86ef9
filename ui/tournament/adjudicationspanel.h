// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QWidget>

#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

class QLabel;
class QTableView;

namespace postmark::ui {

class AdjudicationsModel;

/// The tournament window's Adjudications tab: the games left to adjudication with their packets, results
/// and appeal windows, what the rules give (the event's own days), and the buttons that ask to register a
/// packet or a result, or to print the result letter (the window makes them).
class AdjudicationsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AdjudicationsPanel(QWidget* parent = nullptr);
    void show(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf);
    /// The selected row, or -1.
    int currentRow() const;
    /// Whether no game awaits adjudication (the list is empty).
    bool isEmpty() const;
    /// The adjudication in row `row` (as registered, or as it stands when nothing is registered yet).
    std::optional<tournament::Adjudication> adjudication(int row) const;

Q_SIGNALS:
    void editAsked(int row);
    void letterAsked(int row);

private:
    QLabel* m_note = nullptr;
    AdjudicationsModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace postmark::ui
