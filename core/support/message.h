// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <variant>

#include <QDate>
#include <QList>
#include <QString>

#include "core/support/messagecode.h"

namespace postmark {

struct Message;

/// A card of a game, by the game file's id: written as the reader's language names cards
/// (documents::cardName: «Б7» in Ukrainian for w7).
struct CardRef
{
    QString id;
    friend bool operator==(const CardRef&, const CardRef&) = default;
};

/// One argument of a message. A number (a count of days, a move number), a date (written as the reader's
/// language writes dates), a verbatim text (a move as written, a clause, a name), a card, or a nested
/// message (a phrase put into the reader's language first).
using MessageArg = std::variant<qint64, QDate, QString, CardRef, std::shared_ptr<const Message>>;

/// What the core has to say, as a typed code with its arguments: the core never makes a sentence. The
/// user's language is chosen where the message is shown (ui/text/messagetext.h, for the window and the
/// CLI); programs read the stable code name (messageCodeName) and the arguments.
struct Message
{
    MessageCode code = MessageCode::None;
    QList<MessageArg> args;

    bool isEmpty() const { return code == MessageCode::None; }
    friend bool operator==(const Message& left, const Message& right);
};

namespace detail {

inline MessageArg toMessageArg(int value)
{
    return qint64(value);
}
inline MessageArg toMessageArg(qint64 value)
{
    return value;
}
inline MessageArg toMessageArg(const QDate& value)
{
    return value;
}
inline MessageArg toMessageArg(const QString& value)
{
    return value;
}
inline MessageArg toMessageArg(const CardRef& value)
{
    return value;
}
inline MessageArg toMessageArg(const Message& value)
{
    return std::make_shared<const Message>(value);
}
inline MessageArg toMessageArg(MessageCode value)
{
    return std::make_shared<const Message>(Message{value, {}});
}

} // namespace detail

/// A message from its code and arguments: say(MessageCode::SentByDeparturePostmark, date).
template<typename... Args>
Message say(MessageCode code, const Args&... args)
{
    return Message{code, {detail::toMessageArg(args)...}};
}

/// A message made of parts: one after the other (JoinPlain: an arithmetic line) or as a list (JoinComma,
/// JoinAnd, JoinOr, JoinSemicolon) with the separators of the reader's language.
Message joined(const QList<Message>& parts, MessageCode how = MessageCode::JoinPlain);

/// The stable English name of a code, for JSON output, logs and test failures ("sent_by_postmark").
QString messageCodeName(MessageCode code);

} // namespace postmark
