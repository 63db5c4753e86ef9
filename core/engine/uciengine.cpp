// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciengine.h"

#include <algorithm>

#include <QFileInfo>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace postmark::engine {

namespace {

/// A line longer than any engine writes: what comes beyond it is not kept (a hostile program's flood).
constexpr qsizetype LongestLine = 64 * 1024;
constexpr int UnexpectedLinesKept = 3;

} // namespace

UciEngine::UciEngine(QObject* parent)
    : QObject(parent)
{
    m_patience.setSingleShot(true);
    connect(&m_patience, &QTimer::timeout, this, [this] {
        switch (m_state) {
        case State::Starting:
            // Silence or garbage before `uciok` is no UCI engine; after it, an engine that hangs.
            fail(m_readyAsked ? EngineFailure::NotReady : EngineFailure::NotUci);
            break;
        case State::Stopping:
            fail(EngineFailure::StopIgnored);
            break;
        default:
            break;
        }
    });
}

UciEngine::~UciEngine()
{
    quit();
}

void UciEngine::setPatience(int answerMs, int stopMs)
{
    m_answerMs = answerMs;
    m_stopMs = stopMs;
}

void UciEngine::start(const EngineSettings& settings)
{
    discardProcess();
    m_settings = settings;
    m_path = settings.path.isEmpty() ? defaultEnginePath() : settings.path;
    m_name.clear();
    m_author.clear();
    m_options.clear();
    m_unexpected.clear();
    m_buffer.clear();
    m_readyAsked = false;
    if (m_path.isEmpty()) {
        fail(EngineFailure::NotInstalled);
        return;
    }
    if (!QFileInfo::exists(m_path)) {
        fail(EngineFailure::Missing);
        return;
    }
    m_process = new QProcess(this);
    // The engine's own diagnostics are not read: unread, they would pile up in memory.
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::readOutput);
    connect(m_process, &QProcess::finished, this, &UciEngine::processEnded);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::processError);
    // The engine may think on every core: a little below the window's priority, so that the player's
    // typing and stepping through the game are served first.
    m_process->setChildProcessModifier([] {
        if (::nice(4) == -1) {
            // no lower priority to be had: the engine runs as it is
        }
    });
    m_state = State::Starting;
    m_process->start(m_path, {});
    send(u"uci"_s);
    m_patience.start(m_answerMs);
}

void UciEngine::analyse(
    const chess::Position& start, const std::vector<chess::Move>& moves, SearchLimit limit)
{
    Search search{start, moves, limit};
    switch (m_state) {
    case State::Ready:
        beginSearch(search);
        break;
    case State::Searching:
        m_pending = std::move(search);
        send(u"stop"_s);
        m_state = State::Stopping;
        m_patience.start(m_stopMs);
        break;
    case State::Starting:
    case State::Stopping:
        m_pending = std::move(search); // begun when the engine is ready, or the old search has ended
        break;
    case State::Stopped:
    case State::Failed:
        break; // start() first: the failure was told already
    }
}

void UciEngine::stop()
{
    m_pending.reset();
    if (m_state != State::Searching)
        return;
    send(u"stop"_s);
    m_state = State::Stopping;
    m_patience.start(m_stopMs);
}

void UciEngine::quit()
{
    m_pending.reset();
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() == QProcess::Running) {
        m_process->write("quit\n");
        if (!m_process->waitForFinished(300)) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
    delete m_process;
    m_process = nullptr;
    m_patience.stop();
    m_state = State::Stopped;
}

void UciEngine::discardProcess()
{
    const bool wasFailed = m_state == State::Failed;
    quit();
    if (wasFailed)
        m_state = State::Stopped;
}

void UciEngine::send(const QString& command)
{
    if (m_process)
        m_process->write(command.toUtf8() + '\n');
}

void UciEngine::readOutput()
{
    if (!m_process)
        return;
    m_buffer += m_process->readAllStandardOutput();
    qsizetype end = 0;
    while ((end = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        handleLine(line);
        if (!m_process)
            return; // failed on this line
    }
    if (m_buffer.size() > LongestLine)
        m_buffer.clear(); // no line of UCI is this long: not kept
}

void UciEngine::handleLine(const QByteArray& bytes)
{
    const QString line = QString::fromUtf8(bytes.left(LongestLine));
    const UciReply reply = readUciLine(line);
    switch (reply.kind) {
    case UciReply::Kind::IdName:
        m_name = reply.text;
        break;
    case UciReply::Kind::IdAuthor:
        m_author = reply.text;
        break;
    case UciReply::Kind::Option:
        if (!reply.option.name.isEmpty())
            m_options[reply.option.name.toLower()] = reply.option;
        break;
    case UciReply::Kind::UciOk:
        if (m_state == State::Starting && !m_readyAsked) {
            sendOptions();
            send(u"isready"_s);
            m_readyAsked = true;
            m_patience.start(m_answerMs);
        }
        break;
    case UciReply::Kind::ReadyOk:
        if (m_state == State::Starting && m_readyAsked) {
            m_patience.stop();
            m_state = State::Ready;
            Q_EMIT ready();
            if (m_pending && m_state == State::Ready) {
                const Search search = std::move(*m_pending);
                m_pending.reset();
                beginSearch(search);
            }
        }
        break;
    case UciReply::Kind::Info:
        if (m_state == State::Searching) {
            if (const std::optional<AnalysisLine> shown = analysisLine(m_analysed, reply.info))
                Q_EMIT lineChanged(*shown);
        }
        break;
    case UciReply::Kind::BestMove:
        if (m_state == State::Searching || m_state == State::Stopping) {
            m_patience.stop();
            m_state = State::Ready;
            if (m_pending) {
                // The search stopped for a new position: only the new one is of interest.
                const Search search = std::move(*m_pending);
                m_pending.reset();
                beginSearch(search);
            } else {
                Q_EMIT searchFinished(moveFromUci(m_analysed, reply.text));
            }
        }
        break;
    case UciReply::Kind::Other:
        if (m_state == State::Starting && m_unexpected.size() < UnexpectedLinesKept
            && !line.trimmed().isEmpty())
            m_unexpected.append(line.trimmed().left(200));
        break;
    }
}

void UciEngine::sendOptions()
{
    // Only what the engine announced, within its bounds: an engine is not told of options it lacks.
    const auto set = [this](const QString& name, int value) {
        const auto found = m_options.find(name.toLower());
        if (found == m_options.end() || found->second.type != u"spin")
            return;
        int bounded = value;
        if (found->second.min)
            bounded = std::max(bounded, *found->second.min);
        if (found->second.max)
            bounded = std::min(bounded, *found->second.max);
        send(setOptionCommand(found->second.name, QString::number(bounded)));
    };
    set(u"Threads"_s, m_settings.threads);
    set(u"Hash"_s, m_settings.hashMb);
    set(u"MultiPV"_s, m_settings.multiPv);
}

void UciEngine::beginSearch(const Search& search)
{
    m_analysed = search.start;
    for (const chess::Move& move : search.moves)
        m_analysed.play(move);
    send(positionCommand(search.start, search.moves));
    switch (search.limit.kind) {
    case SearchLimit::Kind::Infinite:
        send(u"go infinite"_s);
        break;
    case SearchLimit::Kind::Depth:
        send(u"go depth %1"_s.arg(search.limit.value));
        break;
    case SearchLimit::Kind::MoveTime:
        send(u"go movetime %1"_s.arg(search.limit.value));
        break;
    }
    m_state = State::Searching;
}

void UciEngine::fail(EngineFailure failure)
{
    EngineProblem problem;
    problem.failure = failure;
    problem.path = m_path;
    problem.said = m_unexpected.join(u'\n');
    problem.waitedMs = failure == EngineFailure::StopIgnored ? m_stopMs : m_answerMs;
    if (m_process && m_process->state() == QProcess::NotRunning)
        problem.exitCode = m_process->exitCode();
    quit(); // ends the process, if any
    m_state = State::Failed;
    Q_EMIT failed(problem);
}

void UciEngine::processEnded(int exitCode, QProcess::ExitStatus status)
{
    if (m_state == State::Stopped || m_state == State::Failed)
        return;
    // Ended during the start: it was no UCI engine, unless it had answered `uci` already.
    EngineProblem problem;
    problem.failure =
        m_state == State::Starting && !m_readyAsked ? EngineFailure::NotUci : EngineFailure::Crashed;
    problem.path = m_path;
    problem.said = m_unexpected.join(u'\n');
    problem.exitCode = exitCode;
    problem.ended = true;
    if (status == QProcess::CrashExit && m_process && problem.said.isEmpty())
        problem.said = m_process->errorString();
    abandon(problem);
}

void UciEngine::processError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart || m_state == State::Failed)
        return; // an ending is told by processEnded()
    EngineProblem problem;
    problem.failure = EngineFailure::DidNotStart;
    problem.path = m_path;
    problem.said = m_process ? m_process->errorString() : QString();
    abandon(problem);
}

void UciEngine::abandon(const EngineProblem& problem)
{
    // The process is gone or never came: let go of it (it is deleted once its signal has returned).
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
    }
    m_patience.stop();
    m_pending.reset();
    m_state = State::Failed;
    Q_EMIT failed(problem);
}

} // namespace postmark::engine
