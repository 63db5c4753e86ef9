// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QDate>
#include <QString>

#include "core/archive/gamerepository.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"

namespace postmark::ui {
class MainWindow;
}

namespace postmark::app {

/// The archives the window has listed: the one it lists now — a file or a federation's server — and every
/// one before it, kept open to the end, since a judge's window opened from one may still show its events.
/// File ▸ Open archive and File ▸ Connect to a federation's server come here.
class OpenArchives
{
public:
    OpenArchives(ui::MainWindow& window, QDate today);

    /// Lists a file's archive in the window; the desk of one with no game offers the demo.
    void listFile(std::unique_ptr<storage::SqliteArchive> file);
    /// Lists a server's archive in the window (no demo is offered there: the federation's events are
    /// its own).
    void listServer(std::unique_ptr<storage::PostgresArchive> server);
    /// The server at `address`, not listed (a judge's window publishes its event there); why not, otherwise.
    static Result<std::unique_ptr<storage::PostgresArchive>> openServer(const QString& address);
    /// Connects to the server at `address` and lists it; why not, otherwise.
    std::optional<Error> connect(const QString& address);
    /// Opens the archive file at `path`, that must be there, and lists it; says why not over the window.
    bool openFile(const QString& path);
    /// The demo (the welcome of an archive with no game offers it): an archive of its own, `demoPath()`,
    /// filled the first time, listed in place of the one open — which is left as it was, the user's name
    /// and all (it was filled with the demo once, its owner's name replaced: helper-26). Says why not.
    bool openDemo();
    /// Where the demo is kept: beside the default archive, in the user's data folder.
    static QString demoPath();

    /// Gives the window File ▸ Open archive and File ▸ Connect to a federation's server, and its judge's
    /// windows File ▸ Publish to a federation's server.
    void offerOpening();

private:
    void keep(std::unique_ptr<archive::GameRepository> next);

    ui::MainWindow& m_window;
    QDate m_today;
    std::unique_ptr<archive::GameRepository> m_listed;
    std::vector<std::unique_ptr<archive::GameRepository>> m_earlier;
};

} // namespace postmark::app
