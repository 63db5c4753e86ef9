// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgedesk.h"

#include <QUndoStack>

#include "core/archive/gamerepository.h"
#include "ui/errortext.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgeedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

JudgeDesk::JudgeDesk(const tournament::Tournament& event, QObject* parent)
    : QObject(parent)
    , m_event(event)
    , m_undo(new QUndoStack(this))
{}

std::optional<QString> JudgeDesk::attachArchive(archive::GameRepository* archive, qint64 tournamentId)
{
    m_archive = archive;
    m_tournamentId = tournamentId;
    m_undo->clear(); // the edits undone belong to where they were stored
    const Result<tournament::JudgeRegisters> registers = archive->judgeRegisters(tournamentId);
    if (!registers)
        return errorText(registers.error(), m_event.name);
    m_registers = *registers;
    Q_EMIT changed();
    return std::nullopt;
}

QString JudgeDesk::notRecorded(const ledger::InputProblem& problem)
{
    // The form it comes from names the game: the field and why (helper-55 read «Не записано: Результат, …»).
    return tr("Not recorded: %1").arg(text::fieldProblemText(problem));
}

std::optional<QString> JudgeDesk::apply(const QString& what, const Edit& edit)
{
    const JudgeState before{m_event, m_registers};
    m_changedNothing = false;
    if (auto refusal = store(edit))
        return refusal;
    // An edit to what was so already (a game in progress recorded in progress) is no step to undo.
    if (m_event == before.event && m_registers == before.registers) {
        m_changedNothing = true;
        return std::nullopt;
    }
    m_undo->push(new JudgeEdit(what, before, {m_event, m_registers}, [this](const JudgeState& state) {
        const auto refusal =
            store([&state](tournament::Tournament& event, tournament::JudgeRegisters& registers) {
                event = state.event;
                registers = registersToStore(state.registers, registers);
                return std::optional<ledger::InputProblem>();
            });
        if (refusal)
            Q_EMIT refused(*refusal);
    }));
    return std::nullopt;
}

std::optional<QString> JudgeDesk::store(const Edit& edit)
{
    if (m_archive) {
        std::optional<ledger::InputProblem> refused;
        const std::optional<Error> error = m_archive->updateTournament(m_tournamentId,
            [&](tournament::Tournament& event,
                tournament::JudgeRegisters& registers) -> std::optional<Error> {
                if ((refused = edit(event, registers)))
                    return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*refused)};
                return std::nullopt;
            });
        // Refused by the rules, it is said as without an archive, the field and why (helper-53 read «The
        // change to … cannot be stored. (…)»); a failure of the archive itself is the archive's to say.
        if (error && refused)
            return notRecorded(*refused);
        if (error)
            return errorText(*error, m_event.name);
        const Result<tournament::Tournament> event = m_archive->tournament(m_tournamentId);
        const Result<tournament::JudgeRegisters> registers = m_archive->judgeRegisters(m_tournamentId);
        if (!event || !registers)
            return errorText(event ? registers.error() : event.error(), m_event.name);
        m_event = *event;
        m_registers = *registers;
    } else {
        // Edit copies, so that a refused edit leaves the event as it was.
        tournament::Tournament event = m_event;
        tournament::JudgeRegisters registers = m_registers;
        if (const auto problem = edit(event, registers))
            return notRecorded(*problem);
        m_event = event;
        m_registers = registers;
        Q_EMIT modified();
    }
    Q_EMIT changed();
    return std::nullopt;
}

std::optional<QString> JudgeDesk::recordResult(int game,
    std::optional<tournament::GameResult> result,
    tournament::ResultHow how,
    std::optional<QDate> reportedOn,
    std::optional<QDate> recordReceived)
{
    // Each edit named as Edit ▸ Undo and the status bar say it: which game, whose withdrawal.
    return apply(tr("record the result of game %1").arg(game + 1),
        [&](tournament::Tournament& event, tournament::JudgeRegisters&) {
            return tournament::recordResult(event, game, result, how, reportedOn, recordReceived);
        });
}

std::optional<QString> JudgeDesk::recordWithdrawal(
    const QString& player, const std::optional<tournament::Withdrawal>& withdrawal)
{
    return apply(tr("record the withdrawal of %1").arg(m_event.playerName(player)),
        [&](tournament::Tournament& event, tournament::JudgeRegisters&) {
            return tournament::recordWithdrawal(event, player, withdrawal);
        });
}

std::optional<QString> JudgeDesk::recordPlayerDetails(
    const QString& player, const QString& address, std::optional<int> rating)
{
    return apply(tr("change the address of %1").arg(m_event.playerName(player)),
        [&](tournament::Tournament& event, tournament::JudgeRegisters&) {
            return tournament::recordPlayerDetails(event, player, address, rating);
        });
}

std::optional<QString> JudgeDesk::recordClaim(const tournament::JudgeClaim& claim)
{
    return apply(tr("record the claim in game %1").arg(claim.game + 1),
        [&](tournament::Tournament& event, tournament::JudgeRegisters& registers) {
            return tournament::recordClaim(event, registers, claim);
        });
}

std::optional<QString> JudgeDesk::recordAdjudication(const tournament::Adjudication& adjudication)
{
    return apply(tr("record the adjudication of game %1").arg(adjudication.game + 1),
        [&](tournament::Tournament& event, tournament::JudgeRegisters& registers) {
            return tournament::recordAdjudication(event, registers, adjudication);
        });
}

} // namespace postmark::ui
