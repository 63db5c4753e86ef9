// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QStringList>

namespace postmark::testing {

/// What a run of the real postmark-cli gave: its exit status and its two outputs, as UTF-8 text.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs postmark-cli (POSTMARK_CLI, the built program) with `arguments` under the locale `lang`, with no
/// other locale variable to override it: English words unless a test asks for Ukrainian (--lang, or a
/// Ukrainian `lang`).
inline CliRun runCli(const QStringList& arguments, const QString& lang = QStringLiteral("C.UTF-8"))
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANG"), lang);
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        environment.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(POSTMARK_CLI), arguments);
    if (!process.waitForFinished(120000))
        qFatal("postmark-cli did not finish");
    return {process.exitCode(),
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

} // namespace postmark::testing
