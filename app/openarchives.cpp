// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/openarchives.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

#include "app/demo/demoarchive.h"
#include "core/archive/databaseaddress.h"
#include "ui/desk/settingsdialog.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

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
    // An archive with no game offers the demo on its desk; only the program knows how to make it.
    m_window.setDemoOpener([this] { return openDemo(); });
    m_window.openArchive(listed, m_today);
}

void OpenArchives::listServer(std::unique_ptr<storage::PostgresArchive> server)
{
    storage::PostgresArchive& listed = *server;
    keep(std::move(server));
    m_window.setDemoOpener({});
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

QString OpenArchives::demoPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(u"demo.postmark"_s);
}

bool OpenArchives::openDemo()
{
    const QString path = demoPath();
    QDir().mkpath(QFileInfo(path).path()); // a folder that cannot be made is said by the opening
    auto opened = storage::SqliteArchive::open(path);
    if (!opened) {
        QMessageBox::warning(&m_window, QObject::tr("Postmark"), ui::errorText(opened.error(), path));
        return false;
    }
    std::unique_ptr<storage::SqliteArchive> file = std::move(opened).value();
    // Filled once, while it has no game: a demo looked around in since keeps what the user did there.
    const auto games = file->games();
    if (games && games->isEmpty()) {
        if (const auto filled = demo::buildDemoArchive(*file, m_today); !filled) {
            QMessageBox::warning(&m_window, QObject::tr("Postmark"), ui::errorText(filled.error(), path));
            return false;
        }
    }
    listFile(std::move(file));
    m_window.sayDemoIsOpen(path);
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
