// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>

namespace postmark::ledger {

/// Writes JSON byte for byte as QJsonDocument::toJson(Indented) writes the same document: four spaces a
/// level, `"key": value`, escapes as Qt's. The caller gives each object's keys in Qt's order (sorted by
/// UTF-16 code unit). It writes a game file without building a QJsonObject first, which took most of
/// the time of fingerprinting an imported game (issue 18).
class IndentedJson
{
public:
    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    /// The key of the next member of the object being written.
    void key(const char* name);
    void element(); ///< before each element of an array that is not itself opened with begin…()

    void value(const QString& text);
    void value(qint64 number);
    void value(bool flag);
    /// A date as the game file writes it (isoDate()).
    void value(const QDate& date);

    /// Member shortcuts.
    void member(const char* name, const QString& text);
    void member(const char* name, qint64 number);
    void member(const char* name, const QDate& date);
    void member(const char* name, const QStringList& texts);
    void member(const char* name, std::span<const QDate> dates);

    /// The document, with the newline QJsonDocument ends it with.
    QByteArray finish();

private:
    void open(char bracket);
    void close(char bracket);
    void separate();
    void indent();

    QByteArray m_bytes;
    int m_depth = 0;
    bool m_first = true; ///< nothing written yet in the object or array open
    bool m_afterKey = false;
};

} // namespace postmark::ledger
