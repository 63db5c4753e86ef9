// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/damagecheck.h"

#include <atomic>
#include <mutex>

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#ifdef __linux__
#include <pthread.h>
#include <sched.h>
#endif

using namespace Qt::StringLiterals;

namespace postmark::storage {

/// What the checking thread and the archive share: the check's SQLite handle, to interrupt it.
struct DamageCheck::Running
{
    std::mutex mutex;
    sqlite3* handle = nullptr;
    bool stopping = false;
};

namespace {

QString nextCheckConnection()
{
    static std::atomic<int> connections{0};
    return u"postmark-damage-check-%1"_s.arg(++connections);
}

QString check(const DamageCheck::Connect& connect, DamageCheck::Running* running)
{
    const QString connection = nextCheckConnection();
    QString verdict = u"ok"_s;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        connect(database);
        if (database.open()) {
            if (running) {
                const QVariant handle = database.driver()->handle();
                std::lock_guard lock(running->mutex);
                if (qstrcmp(handle.typeName(), "sqlite3*") == 0)
                    running->handle = *static_cast<sqlite3* const*>(handle.constData());
                if (running->stopping && running->handle)
                    sqlite3_interrupt(running->handle);
            }
            QSqlQuery query(database);
            if (query.exec(u"PRAGMA quick_check(1)"_s) && query.next())
                verdict = query.value(0).toString();
            else if ((query.lastError().nativeErrorCode().toInt() & 0xff) == SQLITE_CORRUPT)
                verdict = query.lastError().databaseText();
            query.finish();
            if (running) {
                std::lock_guard lock(running->mutex);
                running->handle = nullptr;
            }
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return verdict;
}

/// The check runs only when the program's own threads leave the processor free: on a machine of one
/// core, or one busy with other work, the window lists its games as fast as without the check, which
/// reads every page of the file. A write that needs the verdict waits for it, and so frees the processor
/// for it. (Linux's idle class; elsewhere the check shares the processor as any thread.)
void givePlaceToTheWindow()
{
#ifdef __linux__
    sched_param parameter{};
    parameter.sched_priority = 0;
    pthread_setschedparam(pthread_self(), SCHED_IDLE, &parameter);
#endif
}

} // namespace

DamageCheck::~DamageCheck()
{
    if (!m_verdict.valid())
        return;
    {
        std::lock_guard lock(m_running->mutex);
        m_running->stopping = true;
        if (m_running->handle)
            sqlite3_interrupt(m_running->handle);
    }
    m_verdict.wait();
}

QString DamageCheck::of(const Connect& connect)
{
    return check(connect, nullptr);
}

void DamageCheck::start(const Connect& connect)
{
    m_running = std::make_shared<Running>();
    m_verdict = std::async(std::launch::async, [connect, running = m_running] {
        givePlaceToTheWindow();
        return check(connect, running.get());
    });
}

bool DamageCheck::isDone() const
{
    return !m_verdict.valid() || m_verdict.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

QString DamageCheck::verdict()
{
    return m_verdict.valid() ? m_verdict.get() : u"ok"_s;
}

} // namespace postmark::storage
