// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QTemporaryDir>
#include <QTest>

#include "app/demo/demoarchive.h"
#include "core/storage/sqlitearchive.h"
#include "ui/mainwindow.h"

namespace postmark::testing {

/// The demo archive (the player's 15 games, the judge's Cup) built as of `today` in a folder of its own:
/// the desk as a new user first sees it.
class DemoDesk
{
public:
    explicit DemoDesk(QDate today)
        : m_today(today)
    {
        auto opened = storage::SqliteArchive::open(m_dir.filePath(QStringLiteral("demo.postmark")));
        if (opened && demo::buildDemoArchive(**opened, today))
            m_archive = std::move(opened).value();
    }

    bool isValid() const { return m_archive != nullptr; }
    storage::SqliteArchive& archive() { return *m_archive; }
    QDate today() const { return m_today; }

    /// `window` at a laptop's 1366×768, shown and exposed, listing the demo.
    bool showIn(ui::MainWindow& window)
    {
        window.resize(1366, 768);
        window.show();
        return m_archive && window.openArchive(*m_archive, m_today) && QTest::qWaitForWindowExposed(&window);
    }

    /// Shows the game whose chooser line names `partner` (a surname is enough), as a user picks it.
    static bool chooseGameOf(ui::MainWindow& window, const QString& partner)
    {
        auto* chooser = window.findChild<QComboBox*>(QStringLiteral("gameChooser"));
        const int game = chooser ? chooser->findText(partner, Qt::MatchContains) : -1;
        if (game < 0)
            return false;
        chooser->setCurrentIndex(game);
        QCoreApplication::processEvents();
        return true;
    }

private:
    QTemporaryDir m_dir;
    QDate m_today;
    std::unique_ptr<storage::SqliteArchive> m_archive;
};

} // namespace postmark::testing
