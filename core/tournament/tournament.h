// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "core/ledger/gamefile.h"
#include "core/rules/ruleset.h"
#include "core/support/result.h"

namespace postmark::tournament {

struct Player
{
    QString id;
    QString name;
    QString address;
    std::optional<int> rating;

    bool operator==(const Player&) const = default;
};

/// A finished game's score as the judge records it; `BothLost` is II.9.3 (no game record from
/// either player: both may be scored a loss); `Cancelled` is a game annulled (a player who died
/// having finished no game, V.8.1; ICCF's "-C"): it counts for nobody, in no score and no tie-break.
enum class GameResult
{
    WhiteWon,
    BlackWon,
    Draw,
    BothLost,
    Cancelled
};

/// How a result was reached (tournament file `how`): the game file's vocabulary too. The judge records an
/// ending over the board as Played (mate, resignation and the draws are written "played").
using ledger::ResultHow;

struct TournamentGame
{
    QString white;
    QString black;
    std::optional<GameResult> result; ///< absent while the game is in progress
    ResultHow how = ResultHow::Played;
    /// II.9.1: the day the result reached the judge and the day the game record did; the result counts once
    /// the record is in. A result kept without either (a file, an earlier version) counts as it is.
    std::optional<QDate> reportedOn;
    std::optional<QDate> recordReceived;

    bool operator==(const TournamentGame&) const = default;
};

/// II.8.1: what the judge decided for a withdrawn player's unfinished games.
enum class WithdrawalDecision
{
    Loss, ///< every unfinished game lost by the withdrawn player
    Adjudicate, ///< unfinished games wait for adjudication
    Exclude, ///< unfinished games not counted for anyone; finished games stand
    ExcludeAll, ///< section V: none of the player's games counted
};

struct Withdrawal
{
    QString player;
    QDate date;
    WithdrawalDecision decision = WithdrawalDecision::Loss;

    bool operator==(const Withdrawal&) const = default;
};

/// Tie-break criteria after points, in the order the regulation lists them.
enum class TieBreak
{
    Wins,
    SonnebornBerger,
    HeadToHead,
    Koya
};

struct Tournament
{
    QString name;
    QString index;
    QDate start;
    QDate end;
    QString rules = QStringLiteral("fzshu-postal");
    QJsonObject overrides; ///< the event's regulation, by the parameter names of the rules model (§10)
    QList<TieBreak> tiebreaks;
    /// How many games each pair plays: 1, a round robin; 2, a double round robin (one game with each
    /// colour, played at the same time, as ICCF events and many matches are).
    int cycles = 1;
    QList<Player> players; ///< in starting-number order
    QList<TournamentGame> games;
    QList<Withdrawal> withdrawals;

    int playerIndex(const QString& id) const;
    /// The player's name by their id; the id itself for one not in the list.
    QString playerName(const QString& id) const;
    bool operator==(const Tournament&) const = default;
};

/// The event's rule set with its regulation's overrides applied. Error: an unknown rule set or parameter.
Result<rules::RuleSet> rulesOf(const Tournament& event);
/// The rules to word the event's states by when they cannot all be read (the file's reader said why): its
/// section's own without the refused overrides, else section II's — so that its clauses stay its section's.
rules::RuleSet rulesOrSectionDefault(const Tournament& event);
/// Whether the event is played under section V (on a server), whose rules add to section II's a withdrawn
/// player with none of his games counted (V.8.2) and the games of a player who died with none finished
/// cancelled (V.8.1).
bool playsUnderSectionV(const Tournament& event);
/// Whether the event's crosstable may show a cancelled game, so that its legend explains the mark: a
/// server's event (V.8.1, the only section that cancels games) or one with a game cancelled.
bool mayHaveCancelledGames(const Tournament& event);
/// Whether `result` is one whose game record the judge awaits before it counts (II.9.1): a game's end
/// reported by its players. A 0-0 for no record from either (II.9.3) is given because none came, and a
/// cancelled game (V.8.1) counts for nobody: neither awaits a record.
bool awaitsGameRecord(GameResult result);
/// Whether the withdrawn player's unfinished games that a "loss" decision scores count for the partners only
/// once the judge has the games' texts (II.8.2 by post, III.8.2 by e-mail): until then the partner's "+"
/// awaits them as a reported result awaits its record. A team board's (IV.10) and a server's (V.8) count at
/// once.
bool withdrawalLossAwaitsTexts(const Tournament& event);
/// Whether the event is (a board of) a team event (section IV), whose judge decides a withdrawn player's
/// unfinished games without a substitute as lost or adjudicated (IV.10.3).
bool playsUnderSectionIV(const Tournament& event);

/// Pairing `game` as a game file with no card yet: the event, the players and their addresses. The ledger
/// computes it as a game whose first move is awaited; letters take their heading from it.
ledger::GameFile pairingGameFile(const Tournament& event, int game);

QString resultText(GameResult result);
std::optional<GameResult> resultFromText(const QString& text);
/// How the judge records an ending: one over the board (mate, resignation, a draw) is Played.
ResultHow judgesHow(ResultHow how);
QString howText(ResultHow how); ///< as the tournament file writes it (of judgesHow(how))
std::optional<ResultHow> howFromText(const QString& text);
QString decisionText(WithdrawalDecision decision);
std::optional<WithdrawalDecision> decisionFromText(const QString& text);
QString tieBreakId(TieBreak tieBreak);
std::optional<TieBreak> tieBreakFromId(const QString& id);

} // namespace postmark::tournament
