// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>

#include "core/ledger/gamefile.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/cup.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/judgeregisters.h"

namespace postmark::tournament {

/// What the judge keeps of one group: the tournament, the game files the judge has of it, its registers.
struct CupGroupInput
{
    CupGroup group;
    Tournament event;
    QList<ledger::GameFile> gameFiles;
    JudgeRegisters registers;
};

/// One group as the Cup view shows it.
struct CupGroupState
{
    CupGroup group;
    Tournament event;
    Crosstable table;
    GroupPlaces places;
    /// Games decided: scored, or excluded by a withdrawal (counted for neither, II.8.1), as the report
    /// counts them. Annulled games are apart: helper-72 read «зараховано 50 з 105» with 9 of them among
    /// the 50, while the report said 40 finished and postmark-cli tournaments 42.
    int gamesFinished = 0;
    int gamesNotCounted = 0; ///< of the finished, excluded by a withdrawal's decision (II.8.1)
    int gamesCancelled = 0; ///< annulled (V.8.1): neither finished nor in play
    /// Unfinished games a withdrawal sent to adjudication (II.8.1): the judge's, not the players', to end
    int gamesAwaitingAdjudication = 0;
    /// A result reported, or a withdrawal's win, that counts once the judge has the game's record or text
    /// (II.9.1, II.8.2)
    int gamesAwaitingRecord = 0;
    int gamesInPlay = 0; ///< still played by their two players
    int games = 0;
    int openClaims = 0; ///< claims the judge has not decided
};

/// The clause of a step the Cup's regulation asks for, by its point ("Cup.4"): not one of the rule set's
/// sections, so the window names the regulation rather than show a bare number beside "II.5.1".
inline constexpr QStringView CupRegulationClause = u"Cup.%1";

/// One step of the combined agenda, with the group it belongs to.
struct CupAgendaItem
{
    int group = 0; ///< index into CupOverview::groups
    AgendaItem item;
    bool judgesStep = true; ///< isJudgesStep(); the players' routine steps are one filter away
};

struct CupOverview
{
    QList<CupGroupState> groups; ///< the previous final, the semifinals by number, the final
    QList<CupAgendaItem> agenda; ///< every group's, dated ones first, earliest first
    FinalEntryList final; ///< the final's entry list as the groups stand today
};

/// The Cup as of `asOf`: each group's crosstable and state, one agenda over all of them, and the
/// final's entry list derived from the groups' places and the judge's decisions.
CupOverview cupOverview(const Cup& cup, const QList<CupGroupInput>& groups, const QDate& asOf);

} // namespace postmark::tournament
