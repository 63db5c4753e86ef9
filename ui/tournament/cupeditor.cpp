// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/cupeditor.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace postmark::ui {

CupEditor::CupEditor(archive::GameRepository& archive, qint64 cupId)
    : m_archive(archive)
    , m_cupId(cupId)
{}

std::optional<Error> CupEditor::load()
{
    const Result<QList<archive::CupRecord>> cups = m_archive.cups();
    if (!cups)
        return cups.error();
    const auto found = std::find_if(cups->begin(), cups->end(), [this](const archive::CupRecord& record) {
        return record.id == m_cupId;
    });
    if (found == cups->end())
        return Error{ErrorCode::CupRefused, say(MessageCode::Verbatim, QString::number(m_cupId))};
    QList<tournament::CupGroupInput> groups;
    for (const tournament::CupGroup& group : found->cup.groups) {
        tournament::CupGroupInput input;
        input.group = group;
        const Result<tournament::Tournament> event = m_archive.tournament(group.tournament);
        if (!event)
            return event.error();
        input.event = *event;
        const Result<tournament::JudgeRegisters> registers = m_archive.judgeRegisters(group.tournament);
        if (!registers)
            return registers.error();
        input.registers = *registers;
        const auto games = m_archive.gamesOfEvent(event->name);
        if (!games)
            return games.error();
        for (const auto& [id, game] : *games)
            input.gameFiles.append(game);
        groups.append(input);
    }
    m_cup = found->cup;
    m_groups = groups;
    return std::nullopt;
}

tournament::CupOverview CupEditor::overview(const QDate& asOf) const
{
    return tournament::cupOverview(m_cup, m_groups, asOf);
}

qint64 CupEditor::tournamentOf(int group) const
{
    const tournament::CupOverview ordered = tournament::cupOverview(m_cup, m_groups, QDate());
    return group >= 0 && group < ordered.groups.size() ? ordered.groups[group].group.tournament : 0;
}

std::optional<Error> CupEditor::decline(const QString& player, const QString& note, const QDate& on)
{
    tournament::Cup changed = m_cup;
    changed.decisions.append(
        tournament::CupDecision{player, tournament::CupDecision::Kind::Declined, note, 0, on});
    return store(changed);
}

std::optional<Error> CupEditor::nominate(const QString& player, const QString& note, const QDate& on)
{
    tournament::Cup changed = m_cup;
    changed.decisions.append(
        tournament::CupDecision{player.simplified(), tournament::CupDecision::Kind::Nominated, note, 0, on});
    return store(changed);
}

std::optional<Error> CupEditor::decidePlace(
    const QString& player, int place, const QString& note, const QDate& on)
{
    tournament::Cup changed = m_cup;
    changed.decisions.append(tournament::CupDecision{
        player, tournament::CupDecision::Kind::PlaceDecided, note.trimmed(), place, on});
    return store(changed);
}

std::optional<Error> CupEditor::addGroups(
    const QList<std::pair<tournament::CupGroup, tournament::Tournament>>& groups)
{
    const Result<qint64> stored = m_archive.addCupGroups(m_cupId, m_cup, groups);
    if (!stored)
        return stored.error();
    return load(); // the new groups read back from the archive, with their tournaments
}

std::optional<Error> CupEditor::withdrawDecision(const QString& player, tournament::CupDecision::Kind kind)
{
    tournament::Cup changed = m_cup;
    changed.decisions.removeIf([&](const tournament::CupDecision& decision) {
        return decision.player == player && decision.kind == kind;
    });
    return store(changed);
}

std::optional<Error> CupEditor::store(const tournament::Cup& changed)
{
    const Result<qint64> stored = m_archive.saveCup(m_cupId, changed);
    if (!stored)
        return stored.error();
    m_cup = changed;
    return std::nullopt;
}

} // namespace postmark::ui
