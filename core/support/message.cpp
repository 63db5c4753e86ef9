// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/support/message.h"

namespace postmark {

namespace {

bool sameArg(const MessageArg& left, const MessageArg& right)
{
    if (left.index() != right.index())
        return false;
    if (const auto* part = std::get_if<std::shared_ptr<const Message>>(&left))
        return **part == *std::get<std::shared_ptr<const Message>>(right);
    return left == right;
}

} // namespace

bool operator==(const Message& left, const Message& right)
{
    if (left.code != right.code || left.args.size() != right.args.size())
        return false;
    for (qsizetype i = 0; i < left.args.size(); ++i) {
        if (!sameArg(left.args[i], right.args[i]))
            return false;
    }
    return true;
}

Message joined(const QList<Message>& parts, MessageCode how)
{
    Message message{how, {}};
    for (const Message& part : parts)
        message.args.append(std::make_shared<const Message>(part));
    return message;
}

QString messageCodeName(MessageCode code)
{
    switch (code) {
#define POSTMARK_MESSAGE_NAME(enumerator, name)                                                              \
    case MessageCode::enumerator:                                                                            \
        return QStringLiteral(#name);
        POSTMARK_MESSAGE_CODES(POSTMARK_MESSAGE_NAME)
#undef POSTMARK_MESSAGE_NAME
    }
    return {};
}

} // namespace postmark
