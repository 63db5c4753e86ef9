// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>

#include <QString>
#include <QStringList>

namespace postmark::desk {

/// Whose desk it is: the owner's name as the archive keeps it, and the other spellings the cards and the
/// files give the same player ("Ковальчук О.П." in a judge's start list, "Kovalchuk, Oleg" in a PGN) —
/// a game under any of them is the owner's.
struct PlayerNames
{
    QString name;
    QStringList otherSpellings;

    PlayerNames() = default;
    /// One name only: every call that knew the owner by a name alone still reads so.
    PlayerNames(QString only) // NOLINT(google-explicit-constructor): a name is the common case
        : name(std::move(only))
    {}
    PlayerNames(QString primary, QStringList others)
        : name(std::move(primary))
        , otherSpellings(std::move(others))
    {}

    /// Whether `written` names this player: the name as it is, or (spaces aside) the name or one of its other
    /// spellings.
    bool matches(const QString& written) const;
    bool isEmpty() const { return name.isEmpty(); }
    /// Every spelling, the name first.
    QStringList all() const;

    bool operator==(const PlayerNames&) const = default;
    /// A name compared with the owner's asks matches(): == would turn it into an owner of one spelling.
    bool operator==(const QString&) const = delete;
};

/// The other spellings as a person types them, one a line or separated by ";": trimmed, the empty ones, the
/// name itself and repeats dropped.
QStringList otherSpellingsFrom(const QString& typed, const QString& name);

} // namespace postmark::desk
