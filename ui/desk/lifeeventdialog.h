// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/desk/gamelife.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/guardeddialog.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace postmark::ui {

class OptionalDateEdit;

/// The rest of a game's life, each a short guided form that the core checks as it is filled in and that
/// ends in the right printed document: the end of the game (the game record, II.9.2), my forfeit claim
/// (the claim packet, II.6.2), a claim against me (the objection, II.6.4), a leave (announced in every
/// game, the cap checked, II.7.1–II.7.2).
class LifeEventDialog : public GuardedDialog
{
    Q_OBJECT

public:
    enum class Event
    {
        GameEnd,
        MyClaim,
        ClaimAgainstMe,
        Leave,
    };

    /// `games`: all my games (the leave goes into each); `game`: the one shown.
    LifeEventDialog(Event event,
        const QList<desk::DeskGame>& games,
        qint64 game,
        const desk::PlayerNames& me,
        const QDate& today,
        QWidget* parent = nullptr);

    /// The games to store: one for a game's event, every unfinished game of mine for a leave.
    QList<desk::DeskGame> changedGames() const;
    QString notes() const;
    /// The change as Edit ▸ Undo names it («Скасувати оголошення перерви»), not the form's title
    /// (helper-71 read «Скасувати Оголосити перерву»).
    QString changeName() const;
    QString problem() const;

    /// The recorded end of the game may not be changed here (`why`): the form shows it, greyed, and
    /// records nothing.
    void fixRecordedResult(const QString& why);

    void accept() override;

private:
    void recheck();
    /// A problem as this form says it: a leave's fields by their labels here.
    QString problemText(const ledger::InputProblem& problem) const;
    const desk::DeskGame& shownGame() const;

    Event m_event;
    QList<desk::DeskGame> m_games;
    qint64 m_game;
    desk::PlayerNames m_me;
    QDate m_today;
    std::optional<desk::GameEdit> m_edit;
    bool m_fixed = false; ///< the recorded end may not be changed here (fixRecordedResult())
    std::optional<desk::LeaveAnnouncement> m_leave;
    QComboBox* m_score = nullptr;
    QComboBox* m_how = nullptr;
    DateField* m_date = nullptr;
    DateField* m_until = nullptr;
    QLineEdit* m_receiptNumber = nullptr;
    OptionalDateEdit* m_receiptDate = nullptr;
    QLineEdit* m_sealedMove = nullptr;
    DateField* m_noticeReceived = nullptr; ///< a claim against me: when its notice reached me (II.6.4)
    DateField* m_noticeSent = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui
