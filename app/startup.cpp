// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/startup.h"

#include <QFileInfo>

#include "app/demo/demoarchive.h"

namespace postmark::app {

Result<std::unique_ptr<storage::SqliteArchive>> openStartupArchive(
    const QString& path, const QDate& today, const std::function<bool()>& offerDemo)
{
    const bool isNew = !QFileInfo::exists(path);
    const bool demo = isNew && offerDemo();
    // Only a path with nothing there becomes a new archive (the user was just told so): an existing empty
    // file is somebody's file, refused unchanged like any other file that is not an archive.
    storage::SqliteArchive::Options options;
    options.createIfMissing = isNew;
    auto archive = storage::SqliteArchive::open(path, options);
    if (!archive)
        return archive.error();
    if (demo) {
        if (const Result<QStringList> built = demo::buildDemoArchive(**archive, today); !built)
            return built.error();
    }
    return std::move(archive).value();
}

std::unique_ptr<storage::SqliteArchive> openOwnedArchive(const QString& path)
{
    if (!storage::SqliteArchive::isCurrentArchive(path))
        return nullptr; // missing, another program's, or to be migrated first: asked or done over the window
    auto archive = storage::SqliteArchive::open(path);
    if (!archive)
        return nullptr;
    const Result<std::optional<archive::ArchiveOwner>> owner = (*archive)->owner();
    if (!owner || !owner->has_value())
        return nullptr;
    return std::move(archive).value();
}

} // namespace postmark::app
