// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/openarchives.h"

#include <QMessageBox>

#include "app/demo/demoarchive.h"
#include "core/archive/databaseaddress.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"

namespace postmark::app {

OpenArchives::OpenArchives(ui::MainWindow& window, QDate today)
    : m_window(window)
    , m_today(today)
{}

void OpenArchives::keep(std::unique_ptr<archive::GameRepository> next)
{
    if (m_listed)
        m_earlier.push_back(std::move(m_listed));
    m_listed = std::move(next);
}

void OpenArchives::listFile(std::unique_ptr<storage::SqliteArchive> file)
{
    storage::SqliteArchive& listed = *file;
    keep(std::move(file));
    // An archive with no game offers the demo on its desk; only the program knows how to fill it.
    m_window.setDemoFiller(
        [&listed, today = m_today] { return demo::buildDemoArchive(listed, today).hasValue(); });
    m_window.openArchive(listed, m_today);
}

void OpenArchives::listServer(std::unique_ptr<storage::PostgresArchive> server)
{
    storage::PostgresArchive& listed = *server;
    keep(std::move(server));
    m_window.setDemoFiller({});
    m_window.openArchive(listed, m_today);
}

Result<std::unique_ptr<storage::PostgresArchive>> OpenArchives::openServer(const QString& address)
{
    const auto read = archive::readDatabaseAddress(address);
    if (!read)
        return read.error();
    return storage::PostgresArchive::open(*read);
}

std::optional<Error> OpenArchives::connect(const QString& address)
{
    auto opened = openServer(address);
    if (!opened)
        return opened.error();
    listServer(std::move(opened).value());
    return std::nullopt;
}

bool OpenArchives::openFile(const QString& path)
{
    storage::SqliteArchive::Options existingOnly;
    existingOnly.createIfMissing = false;
    auto result = storage::SqliteArchive::open(path, existingOnly);
    if (!result) {
        QMessageBox::warning(&m_window, QObject::tr("Postmark"), ui::errorText(result.error(), path));
        return false;
    }
    std::unique_ptr<storage::SqliteArchive> file = std::move(result).value();
    ui::askWhoseANewArchiveIs(m_window, *file);
    listFile(std::move(file));
    return true;
}

void OpenArchives::offerOpening()
{
    m_window.setArchiveOpener([this](const QString& path) { return openFile(path); });
    m_window.setServerOpener([this](const QString& address) { return connect(address); });
    m_window.setServerConnector(
        [](const QString& address) -> Result<std::unique_ptr<archive::GameRepository>> {
            auto opened = openServer(address);
            if (!opened)
                return opened.error();
            return std::unique_ptr<archive::GameRepository>(std::move(opened).value());
        });
}

} // namespace postmark::app
