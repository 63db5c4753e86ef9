// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/ledger/gamefile.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

class QCheckBox;
class QLabel;
class QTableView;

namespace postmark::ui {

class AgendaModel;

/// The tournament window's Agenda tab: the judge's own steps as of a date, earliest first, overdue ones in
/// red; the players' routine deadlines one tick away, the heading saying how many they are.
class AgendaPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AgendaPanel(QWidget* parent = nullptr);
    /// Shows the event's agenda as of `asOf`, each game computed from its file where the judge has one.
    void show(const tournament::Tournament& event,
        const QList<ledger::GameFile>& gameFiles,
        const tournament::JudgeRegisters& registers,
        const QDate& asOf);

private:
    void fill();

    tournament::Tournament m_event;
    QList<ledger::GameFile> m_gameFiles;
    tournament::JudgeRegisters m_registers;
    QDate m_asOf;
    QLabel* m_heading = nullptr;
    QCheckBox* m_playersSteps = nullptr;
    AgendaModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace postmark::ui
