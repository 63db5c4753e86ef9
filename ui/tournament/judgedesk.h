// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

#include <QObject>

#include "core/ledger/inputproblem.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

class QUndoStack;

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

/// The judge's edits of one event, without widgets: the event and its registers, where they are stored
/// (the archive, in one transaction each, or the window's copy until the file is saved), and the undo
/// stack. Each edit goes through the core, which refuses what the rules do not allow; a refused edit leaves
/// everything as it was and says why.
class JudgeDesk : public QObject
{
    Q_OBJECT

public:
    JudgeDesk(const tournament::Tournament& event, QObject* parent = nullptr);

    /// Keeps the event in the archive from now on, its registers read from there; the error's words when
    /// they cannot be.
    std::optional<QString> attachArchive(archive::GameRepository* archive, qint64 tournamentId);
    bool hasArchive() const { return m_archive != nullptr; }
    archive::GameRepository* archive() const { return m_archive; }
    qint64 tournamentId() const { return m_tournamentId; }

    const tournament::Tournament& event() const { return m_event; }
    const tournament::JudgeRegisters& registers() const { return m_registers; }
    QUndoStack& undoStack() { return *m_undo; }

    using Edit = std::function<std::optional<ledger::InputProblem>(
        tournament::Tournament&, tournament::JudgeRegisters&)>;
    /// Stores the edit and makes it undoable as `what` ("record the result"); the refusal's words when
    /// refused.
    std::optional<QString> apply(const QString& what, const Edit& edit);
    /// The last edit applied found everything as it asked already: nothing changed, nothing to undo.
    bool changedNothing() const { return m_changedNothing; }

    std::optional<QString> recordResult(int game,
        std::optional<tournament::GameResult> result,
        tournament::ResultHow how,
        std::optional<QDate> reportedOn,
        std::optional<QDate> recordReceived);
    std::optional<QString> recordWithdrawal(
        const QString& player, const std::optional<tournament::Withdrawal>& withdrawal);
    std::optional<QString> recordPlayerDetails(
        const QString& player, const QString& address, std::optional<int> rating);
    std::optional<QString> recordClaim(const tournament::JudgeClaim& claim);
    std::optional<QString> recordAdjudication(const tournament::Adjudication& adjudication);

Q_SIGNALS:
    /// The event or its registers changed (an edit, an undo or a redo stored).
    void changed();
    /// Without an archive: the window's copy differs from the file now.
    void modified();
    /// An undo or a redo could not be stored: why.
    void refused(const QString& why);

private:
    std::optional<QString> store(const Edit& edit);
    /// What the judge is told of an edit the rules refuse: the field and why.
    static QString notRecorded(const ledger::InputProblem& problem);

    tournament::Tournament m_event;
    tournament::JudgeRegisters m_registers;
    archive::GameRepository* m_archive = nullptr;
    qint64 m_tournamentId = 0;
    QUndoStack* m_undo = nullptr;
    bool m_changedNothing = false;
};

} // namespace postmark::ui
