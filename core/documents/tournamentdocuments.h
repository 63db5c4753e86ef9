// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>

#include "core/documents/document.h"
#include "core/rules/ruleset.h"
#include "core/support/result.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/teamevent.h"

namespace postmark::documents {

/// A tie-break's column heading in a printed table: "Перемоги", "З-Б", "Ос. зустріч", "Коя".
QString tieBreakName(tournament::TieBreak tieBreak, Language language);

/// The event's time control as its rules (its regulation applied) set it, with the clause: "10 ходів за
/// 40 днів, час накопичується (II.4.3)".
QString timeControlWords(const rules::RuleSet& rules, Language language);
/// How a team event ranks its teams, its criteria in order, in words.
QString teamRankingWords(const QList<tournament::TeamCriterion>& ranking, Language language);

/// A withdrawal decision in a report's or a letter's words: "незакінчені партії — поразки".
QString withdrawalDecisionName(tournament::WithdrawalDecision decision, Language language);

/// The fields every letter and report about an event opens with: its name, index and dates.
QList<Block> eventFields(const tournament::Tournament& event, Language language);

/// The chief judge's tournament report as of a date (A4): the event, the standings with points and
/// tie-breaks, the withdrawals and their decisions (II.8.1), and the state of every game — as the judge's
/// registers leave it: a game with a claim pending is suspended (II.6.6), as the judge's window says. Signed
/// by `judge` (a line to sign on, with the name when known), at the place of `judgeAddress` (a line to write
/// it on when empty) on the day it is as of.
Document tournamentReport(const tournament::Tournament& event,
    const QDate& asOf,
    Language language,
    const tournament::JudgeRegisters& registers = {},
    const QString& judge = {},
    const QString& judgeAddress = {});

/// One start notice per player (A4, one page each): the event and its dates, the player's games
/// with colour, opponent, address and rating, and which first moves the player sends.
/// `judge`: the chief judge's name, signed under each notice (a line to sign on when empty), and the address
/// the players write to (left off when empty).
Document startNotices(const tournament::Tournament& event,
    Language language,
    const QString& judge = {},
    const QString& judgeAddress = {});

/// The chief judge's decision on a forfeit claim, to both players (II.6.7, II.6.8): what the recomputed
/// cards show, the result or the forwarded sealed move, penalty days, and the appeal (II.1.6). The claim is
/// assessed as of its decision. Error DocumentNotApplicable while the claim is pending.
Result<Document> claimDecisionLetter(const tournament::Tournament& event,
    const tournament::JudgeClaim& claim,
    const QString& judge,
    Language language,
    const QString& judgeAddress = {});

/// The adjudication's result to both players (II.9.9): the last move made, the result, who adjudicated,
/// and the appeal within 14 days of receipt (II.9.10), or that the result is final after an appeal (II.9.11).
/// Error DocumentNotApplicable before there is a result.
Result<Document> adjudicationLetter(const tournament::Tournament& event,
    const tournament::Adjudication& adjudication,
    const QString& judge,
    Language language,
    const QString& judgeAddress = {});

/// The chief judge's notice of `player`'s withdrawal (A4, one page a letter; II.8.1): first to the player,
/// the decision, the games it decides and, where they are adjudicated, the packet he sends by the day the
/// register counts (II.9.5); then to each partner it leaves a game to, in the order of the pairings: who
/// withdrew and when, the decision on the game, and what the partner does now — send the game's text where
/// the win counts once the judge has it (II.8.2), the adjudication packet where the game is to be
/// adjudicated (II.9.5), no more moves. The games left are the unfinished ones; every game where none is
/// counted (V.8.2). Dated `date` (a line to write it on when unset). Error DocumentNotApplicable when no
/// withdrawal of the player is recorded or it leaves no game.
Result<Document> withdrawalNotices(const tournament::Tournament& event,
    const QString& player,
    const QString& judge,
    Language language,
    const QString& judgeAddress = {},
    const std::optional<QDate>& date = {});

} // namespace postmark::documents
