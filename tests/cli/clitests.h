// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace postmark::testing::cli {

/// What a run of postmark-cli gave, its outputs as the bytes it wrote.
struct Run
{
    int exitCode;
    QByteArray out;
    QByteArray err;
};

/// A game file read as JSON, to change one thing in it; and that change written to `path`.
inline QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline void writeJson(const QString& path, const QJsonObject& object)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) < 0 || !file.flush())
        qFatal("cannot write %s", qPrintable(path));
}

/// postmark-cli run as a user runs it: a real process, its output and exit status.
inline Run run(const QStringList& arguments)
{
    QProcess process;
    // The words are English unless a test asks for Ukrainian: --lang, else the system's language.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    environment.remove(QStringLiteral("LC_ALL"));
    environment.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(POSTMARK_CLI), arguments);
    if (!process.waitForFinished(120000))
        qFatal("postmark-cli did not finish");
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

/// A PGN file of the tests' own data.
inline QString fixture(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/pgn/") + QString::fromLatin1(name);
}

/// A worked example of the specification.
inline QString example(const char* name)
{
    return QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/") + QString::fromLatin1(name);
}

/// A game file of the tests' own data.
inline QString game(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/") + QString::fromLatin1(name);
}

/// A tournament file of the tests' own data.
inline QString tournamentFixture(const char* name)
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/") + QString::fromLatin1(name);
}

} // namespace postmark::testing::cli
