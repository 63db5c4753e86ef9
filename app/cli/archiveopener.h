// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>

#include <QCommandLineOption>
#include <QCommandLineParser>

#include "app/cli/command.h"
#include "core/storage/sqlitearchive.h"

namespace postmark::cli {

/// --db PATH: the archive file (default: the user's data folder).
QCommandLineOption archiveOption();

/// --db ARCHIVE for the commands that take a federation's server too.
QCommandLineOption eventArchiveOption();

/// Whether a command may make a new archive where there is none: only the default archive, or any when the
/// user asked for a new one (`import --create`, `demo`). A mistyped --db never makes an empty archive.
enum class Creation
{
    OnlyTheDefault,
    Allowed,
};

/// Opens the archive, or prints why not (naming the file) and returns nothing.
std::unique_ptr<storage::SqliteArchive> openArchive(const QString& command,
    const QString& path,
    Console& console,
    Creation creation = Creation::OnlyTheDefault,
    int busyTimeoutMs = storage::SqliteArchive::Options{}.busyTimeoutMs);

/// An archive of events: a file (as openArchive()) or a federation's server (postgresql://…), where
/// the connected login's role decides what it may read and write. Prints why not and returns nothing.
std::unique_ptr<archive::GameRepository> openEventArchive(const QString& command,
    const QString& address,
    Console& console,
    Creation creation = Creation::OnlyTheDefault);

/// The archive id an option gives (--game ID, --tournament ID), or nothing after a line on stderr saying
/// that `command` needs it as a number.
std::optional<qint64> idOption(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    Console& console);

/// The tournament --tournament names in `archive`: its id, or its index or its name as the archive keeps
/// them («UKR/C11/SF1», any case) — a judge reads the index in every window, the id nowhere (helper-66
/// tried numbers). Naming none, a line on stderr lists the archive's tournaments with their ids.
std::optional<qint64> tournamentNamed(const QCommandLineParser& parser,
    const QCommandLineOption& option,
    const QString& command,
    const archive::GameRepository& archive,
    Console& console);

/// A core or storage error as one line for stderr.
QString describe(const Error& error, Language language);

} // namespace postmark::cli
