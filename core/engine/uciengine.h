// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place a program of another project runs: a UCI engine as a child process, spoken to in lines and
// never waited for on the caller's thread (every answer comes as a signal, every wait has a limit).

#include <map>
#include <optional>
#include <vector>

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>

#include "core/chess/position.h"
#include "core/engine/analysisline.h"
#include "core/engine/enginefailure.h"
#include "core/engine/enginesettings.h"
#include "core/engine/uciprotocol.h"

namespace postmark::engine {

/// How long a search goes: until stop() (infinite), to a depth, or for a time.
struct SearchLimit
{
    enum class Kind
    {
        Infinite,
        Depth,
        MoveTime,
    };
    Kind kind = Kind::Infinite;
    int value = 0; ///< the depth in plies, or the time in milliseconds

    static SearchLimit infinite() { return {}; }
    static SearchLimit depth(int plies) { return {Kind::Depth, plies}; }
    static SearchLimit moveTime(int milliseconds) { return {Kind::MoveTime, milliseconds}; }
};

class UciEngine : public QObject
{
    Q_OBJECT

public:
    enum class State
    {
        Stopped, ///< no process
        Starting, ///< started; `uci` and `isready` not yet answered
        Ready,
        Searching,
        Stopping, ///< `stop` sent, its `bestmove` not yet come
        Failed,
    };

    explicit UciEngine(QObject* parent = nullptr);
    /// Tells the engine to quit, and ends it if it does not at once.
    ~UciEngine() override;

    /// How long the engine may take to answer `uci` and `isready`, and to end a search after `stop`.
    void setPatience(int answerMs, int stopMs);

    /// Starts the engine (again, after a failure or a crash): ready() or failed() follows.
    void start(const EngineSettings& settings);
    /// Analyses the position after `moves` from `start`; a search in progress is stopped first, and a start
    /// not finished is waited for. lineChanged() follows for each line as the search deepens.
    void analyse(const chess::Position& start, const std::vector<chess::Move>& moves, SearchLimit limit);
    /// Ends the search; searchFinished() follows.
    void stop();
    /// Ends the engine (`quit`, then the process if it lingers); nothing more is signalled.
    void quit();

    State state() const { return m_state; }
    const EngineSettings& settings() const { return m_settings; }
    QString name() const { return m_name; } ///< as the engine gives it (`id name`): "Stockfish 15.1"
    QString author() const { return m_author; }
    /// The position being (or last) analysed: the one lineChanged()'s moves start from.
    const chess::Position& analysedPosition() const { return m_analysed; }
    /// The process's id while it runs (for the tests that end it as a crash would).
    qint64 processId() const { return m_process ? m_process->processId() : 0; }

Q_SIGNALS:
    void ready();
    void lineChanged(const postmark::engine::AnalysisLine& line);
    /// The search ended: at its limit, or after stop(). `best` is empty when the engine gave no legal move
    /// (a mate or a stalemate on the board).
    void searchFinished(const std::optional<chess::Move>& best);
    void failed(const postmark::engine::EngineProblem& problem);

private:
    struct Search
    {
        chess::Position start;
        std::vector<chess::Move> moves;
        SearchLimit limit;
    };

    void readOutput();
    void handleLine(const QByteArray& line);
    void sendOptions();
    void send(const QString& command);
    void beginSearch(const Search& search);
    void fail(EngineFailure failure);
    void processEnded(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    /// Tells `problem` after the process ended or could not start, leaving the engine Failed.
    void abandon(const EngineProblem& problem);
    void discardProcess();

    EngineSettings m_settings;
    QString m_path;
    QProcess* m_process = nullptr;
    QByteArray m_buffer;
    bool m_readyAsked = false; ///< `uciok` came and `isready` was sent
    QStringList m_unexpected; ///< the first lines that were no answer, for the message when none comes
    std::map<QString, UciOption> m_options;
    QTimer m_patience;
    State m_state = State::Stopped;
    int m_answerMs = 5000;
    int m_stopMs = 3000;
    QString m_name;
    QString m_author;
    std::optional<Search> m_pending;
    chess::Position m_analysed = chess::Position::initial();
};

} // namespace postmark::engine
