// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/support/message.h"

namespace postmark::tournament {

/// Where a group stands in a Cup cycle (the 2017 Cup regulation): the semifinals of this cycle, its final,
/// and the previous cycle's final, whose top places qualify for this final too.
enum class CupStage
{
    Semifinal,
    Final,
    PreviousFinal
};

/// One group of the cycle: a tournament the judge keeps, by its id in the archive.
struct CupGroup
{
    qint64 tournament = 0;
    CupStage stage = CupStage::Semifinal;
    int number = 1; ///< semifinal 1, 2, 3…

    bool operator==(const CupGroup&) const = default;
};

/// How the final is formed (regulation §4): places 1–4 of the previous final and places 1–2 of each
/// semifinal; a player who declines is replaced by the next place of the same group; 10–12 players, the
/// vacancies filled by the federation's nomination.
struct CupRegulation
{
    int placesFromPreviousFinal = 4;
    int placesFromEachSemifinal = 2;
    int finalMinimum = 10;
    int finalMaximum = 12;
    /// The lowest place that may step in for a decliner (the championship's regulation: "not lower than
    /// fifth" of a semifinal, "seventh" of the previous final); none: any next place.
    std::optional<int> lowestSemifinalPlace;
    std::optional<int> lowestPreviousFinalPlace;

    bool operator==(const CupRegulation&) const = default;
};

/// A judge's decision about the final's entry list: a qualified player declined, or the federation
/// nominated a player (the vacancies).
struct CupDecision
{
    enum class Kind
    {
        Declined,
        Nominated,
        /// The judge's decision between players still equal after every tie-break (the regulation's last
        /// tie-break, the game between them, drawn): this player takes the shared place, the others the
        /// places after it.
        PlaceDecided,
    };
    QString player;
    Kind kind = Kind::Declined;
    QString note; ///< the letter or the decision it rests on
    /// PlaceDecided: the place given, as the group's places stand with the judge's other decisions (a tie
    /// of three at 2: the first decision gives place 2, the next place 3); 0 for the other kinds.
    int place = 0;
    /// The day the judge recorded it (a judge checking the final's list reads when, as well as on what); null
    /// for a decision stored before the archive kept the day (schema 22).
    QDate recordedOn = {};

    bool operator==(const CupDecision&) const = default;
};

struct Cup
{
    QString name;
    CupRegulation regulation;
    QList<CupGroup> groups;
    QList<CupDecision> decisions;

    bool operator==(const Cup&) const = default;
};

/// What is wrong with the Cup as given, or nothing: a name, a final of at least two players and a
/// maximum no smaller than the minimum, each tournament in it once, one final, a player decided once.
std::optional<Message> cupProblem(const Cup& cup);

/// A group's standings as the final's entry list reads them: each player's place after the tie-breaks.
struct GroupPlaces
{
    CupStage stage = CupStage::Semifinal;
    int number = 1;
    QString name;
    bool finished = false; ///< every game counted: the places are final, not today's
    struct Place
    {
        QString player;
        int place = 0;
        bool shared = false; ///< still equal with another player after every tie-break
        bool withdrawn = false; ///< withdrew from the group (II.8.1): not one to play its final

        bool operator==(const Place&) const = default;
    };
    QList<Place> places; ///< in ranked order
};

/// Why a player is on the final's entry list.
struct FinalEntrant
{
    enum class Reason
    {
        Place, ///< a qualifying place of their group
        StepsInForDecliner, ///< the next place, for a player of the group who declined
        StepsInForQualified, ///< the next place, for a player who qualified from an earlier group already
        StepsInForWithdrawn, ///< the next place, for a player who withdrew from the group
        Nominated, ///< the federation's nomination
    };
    QString player;
    Reason reason = Reason::Place;
    std::optional<CupStage> stage; ///< the group they qualified from; none when nominated
    int group = 0; ///< its number
    int place = 0;
    QString replaces; ///< the decliner or the player qualified elsewhere, when stepping in
    /// The next places offered the same place before, who passed it on too (declined, withdrew, qualified
    /// elsewhere): the place went Шевченко → Руденко → Павленко.
    QStringList alsoPassedOn;
    bool provisional = false; ///< the group is not finished: today's place
    bool sharedPlace = false; ///< the place is shared: the judge must decide between the tied players
    QStringList sharedWith; ///< when it is: the other players sharing it, whom the judge decides between
    QString note; ///< a nomination's note, or the judge's decision that gave a shared place
};

struct FinalEntryList
{
    QList<FinalEntrant> entrants; ///< the previous final's first, then each semifinal's, then nominations
    /// Places below the minimum still to fill by nomination (the regulation's vacancies).
    int vacancies = 0;
    /// Nominations past the maximum, left off the list.
    QStringList leftOff;
};

/// The final's entry list from the groups' places and the judge's decisions, as the regulation forms
/// it: each group's qualifying places in order, a decliner or a player already qualified from an earlier
/// group replaced by the group's next place (no lower than the regulation allows), then the nominations
/// up to the maximum.
FinalEntryList finalEntryList(
    const CupRegulation& regulation, const QList<GroupPlaces>& groups, const QList<CupDecision>& decisions);

/// The group's places once the judge has decided between tied players: the player a PlaceDecided decision
/// names takes the shared place, not shared any more, and the others of it the place after (still shared
/// while two or more remain, for a further decision).
GroupPlaces placesAsDecided(const GroupPlaces& group, const QList<CupDecision>& decisions);

/// The players sharing `place` in `group` once its decisions are applied: those the judge decides between;
/// empty when the place is not shared.
QStringList tiedForPlace(const GroupPlaces& group, const QList<CupDecision>& decisions, int place);

/// The players who shared the place `decision` gave, but the one it went to: those equal with that player
/// when it was decided (a tie of three at 2 given in two decisions: the first's two, the second's one).
QStringList sharedPlaceWith(
    const GroupPlaces& group, const QList<CupDecision>& decisions, const CupDecision& decision);

struct Tournament;
struct Crosstable;
/// A group's places as its crosstable ranks them today; players excluded from the ranking are left out.
GroupPlaces groupPlaces(const Tournament& event, const Crosstable& table, CupStage stage, int number);

/// An application to play (the regulation's form): name, birth date, title or rank, club, full postal
/// address, e-mail and phone when there are, and the rating the groups are made by.
struct Application
{
    QString name;
    QDate birthDate;
    QString title;
    QString club;
    QString address;
    QString email;
    QString phone;
    std::optional<int> rating;

    bool operator==(const Application&) const = default;
};

/// The applications split into `groups` groups by rating in snake order (1, 2, 3, 3, 2, 1, 1, 2…), the
/// highest rated first; applications without a rating come last, in the order they came.
QList<QList<Application>> snakeSplit(QList<Application> applications, int groups);

QString cupStageId(CupStage stage);
std::optional<CupStage> cupStageFromId(const QString& id);

} // namespace postmark::tournament
