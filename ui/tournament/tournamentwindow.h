// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QMainWindow>

#include "core/archive/gamerepository.h"
#include "core/documents/document.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

namespace postmark::ui {

class AdjudicationsPanel;
class AgendaPanel;
class ClaimsPanel;
class CrosstablePanel;
class GamesPanel;
class JudgeDesk;
class LeavePanel;
class PlayersPanel;

/// The chief judge's window on one event: the crosstable (results coloured by the state of each game), the
/// players and their withdrawals, the games and their results, the claims and adjudication registers, the
/// leave register and the agenda; export to HTML, CSV and the tournament file; the report, start notices
/// and decision letters printed. Every edit goes through the core, which refuses what the rules do not
/// allow; with an archive attached it is stored at once in one transaction.
class TournamentWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `gameFiles`: the games' files the judge has (matched to the pairings by the players' names), so that
    /// the agenda computes each game from its cards; `asOf`: the agenda's date.
    TournamentWindow(const tournament::Tournament& event,
        const QList<ledger::GameFile>& gameFiles,
        const QDate& asOf,
        QWidget* parent = nullptr);

    /// Keeps the event in the archive: edits are stored there, and the registers are read from it. Without
    /// an archive, edits live in the window until the tournament file is saved (which holds no registers).
    void attachArchive(archive::GameRepository* archive, qint64 tournamentId);

    enum class ExportFormat
    {
        Html,
        Csv,
        TournamentFile
    };
    /// Writes the export atomically (the old file stays whole if the write fails); on failure says
    /// why in the status bar and returns false.
    bool exportTo(const QString& path, ExportFormat format);
    /// Fills the Agenda tab with every deadline of the event as of `asOf` (the window opens as of today).
    void showAgendaAsOf(const QDate& asOf);

    // The judge's edits, as the dialogs make them; false (and the reason in the status bar) when refused.
    bool recordResult(int game,
        std::optional<tournament::GameResult> result,
        tournament::ResultHow how,
        std::optional<QDate> reportedOn = std::nullopt,
        std::optional<QDate> recordReceived = std::nullopt);
    bool recordWithdrawal(const QString& player, const std::optional<tournament::Withdrawal>& withdrawal);
    /// A player's new address (II.1.2) and rating, for the start notices and the letters.
    bool recordPlayerDetails(const QString& player, const QString& address, std::optional<int> rating);
    bool recordClaim(const tournament::JudgeClaim& claim);
    bool recordAdjudication(const tournament::Adjudication& adjudication);

    /// Offers File ▸ Publish to a federation's server… for an event of an archive file: the event with its
    /// registers and its games copied there in one transaction (eventpublishing.cpp).
    void offerPublishing(archive::ServerConnector connect);
    /// What publishing to the server at `address` came to, as the window says it: the message, and the
    /// event's id on the server when it was published, or was there from before (thereAlready).
    struct Publication
    {
        QString message;
        std::optional<qint64> tournamentId;
        bool thereAlready = false; ///< refused: the server has the event (tournamentId) from before
    };
    /// Publishes the event to `server` (at `address`), with a progress dialog and Cancel.
    Publication publishTo(archive::GameRepository& server, const QString& address);

    const tournament::Tournament& event() const;
    const tournament::JudgeRegisters& registers() const;
    /// The chief judge's name, signed under decision letters (kept in the settings).
    void setJudgeName(const QString& name);

Q_SIGNALS:
    /// An edit, an undo or a redo of the event was stored in the archive: a Cup's window over it reads it
    /// again.
    void storedInArchive();
    /// The judge asked to see the event just published on the server at `address` (its id there).
    void openOnServerAsked(const QString& address, qint64 tournamentId);

private:
    /// File ▸ Publish to a federation's server…: the server's address (ServerDialog), publishTo(), and
    /// what came of it, offering to open the server's copy.
    void publishToServer();
    /// The title and a label in the bar say where the event is kept: the archive file's name, or the
    /// federation's server and as whom.
    void showWhereKept(const archive::GameRepository& archive);
    /// Says in the status bar what came of an edit; false when it was refused.
    bool showOutcome(const std::optional<QString>& refusal);
    /// An edit made from a form: nullopt when stored (said in the bar), else the refusal, for the form to
    /// say.
    std::optional<QString> storedOrRefused(const std::optional<QString>& refusal);
    void refresh();
    void createMenus();
    void chooseExport(ExportFormat format);
    /// Previews a document of the event; its PDF is named for the event, or for `about` when given (a
    /// letter's game: two decisions of one day had one name, the second over the first — helper-29).
    void previewDocument(const documents::Document& document, const QString& about = {});
    /// A game of the event as a file name may say it: "Кравченко Ю. Г. – Шевченко А. В.".
    QString gameNamed(int game) const;
    /// Why a judge's letter cannot be printed yet (the claim not decided, no result adjudicated), in a box.
    void sayNoLetterYet(const Error& why, const QString& letter);
    /// Greys what changes the event, saying `why` (this user may not change it).
    void greyEdits(const QString& why);
    /// Whether the event may be changed here; when not, the status bar says why.
    bool mayEdit();
    void editResult(int game);
    /// Opens game `game`'s cards and time from the archive's game file, or says there is none.
    void showGameCards(int game);
    /// Opens the cards of claim `row`'s evidence: the claimant's game file, as enclosed.
    void showClaimCards(int row);
    void editWithdrawal(int player);
    void editPlayer(int player);
    void editClaim(int row);
    void editAdjudication(int row);
    void printClaimDecision(int row);
    void printAdjudication(int row);
    /// The notices of the withdrawal of the player in row `player` to the partners it leaves a game to.
    void printWithdrawalNotices(int player);
    /// Says why a register or print step of the Adjudications tab did nothing.
    void sayNoAdjudicationChosen();

    JudgeDesk* m_desk = nullptr; ///< the event, its registers, where they are stored, the undo stack
    QList<ledger::GameFile> m_gameFiles;
    QDate m_asOf;
    archive::ServerConnector m_connectServer;
    QAction* m_publishAction = nullptr;
    QString m_editRefusal; ///< why this user may not change the event; empty when they may
    bool m_playersView = false; ///< a player's, who is not shown the judge's registers
    /// The registers as this user knows them: the judge's, or for a player the claims of their own games.
    tournament::JudgeRegisters knownRegisters() const;
    CrosstablePanel* m_crosstable = nullptr;
    PlayersPanel* m_players = nullptr;
    GamesPanel* m_games = nullptr;
    ClaimsPanel* m_claims = nullptr;
    AdjudicationsPanel* m_adjudications = nullptr;
    LeavePanel* m_leave = nullptr;
    AgendaPanel* m_agenda = nullptr;
};

} // namespace postmark::ui
