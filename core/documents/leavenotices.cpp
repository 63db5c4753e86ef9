// SPDX-License-Identifier: GPL-3.0-or-later
// The notices of one leave announced in all a player's games, printed at once (II.7.2): a card to each
// partner, and to each event's judge one card naming every game of his event — not a copy a game (helper-68
// printed 52 pages for 13 games, the same judge's copy several times over).
#include <QHash>

#include "core/documents/documents.h"
#include "core/documents/gamefacts.h"
#include "core/documents/letterparts.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

Result<Document> leaveNotices(const QList<ledger::GameFile>& games, Language language)
{
    Document notices;
    QStringList events; // in the order their first game comes
    QHash<QString, QList<const ledger::GameFile*>> gamesOf;
    QHash<QString, Document> judgesCopyOf;
    for (const ledger::GameFile& game : games) {
        const Result<Document> notice = leaveNotice(game, static_cast<int>(game.leaves.size()) - 1, language);
        if (!notice)
            continue;
        // The partner's card and its address side; the judge's copy and its side come after, per event.
        if (notices.pages.isEmpty()) {
            notices = *notice;
            notices.pages.clear();
        }
        notices.pages.append(notice->pages.mid(0, 2));
        // The event, not the game's index in it (UKR/OPEN/7-P1): its name and its start.
        const QString event = game.event.name + u'|' + game.event.start.toString(Qt::ISODate);
        if (!gamesOf.contains(event)) {
            events.append(event);
            judgesCopyOf.insert(event, *notice);
        }
        gamesOf[event].append(&game);
    }
    if (notices.pages.isEmpty())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::NoLeaveToAnnounce)};
    const QString gameLabel = say(language, u"Партія", u"Game");
    for (const QString& event : std::as_const(events)) {
        const QList<const ledger::GameFile*>& itsGames = gamesOf[event];
        QList<Page> copy = judgesCopyOf[event].pages.mid(2, 2);
        if (itsGames.size() > 1) {
            // The competition by its name, each game with its own index beside it.
            const ledger::GameFile& first = *itsGames.first();
            QStringList pairs;
            for (const ledger::GameFile* game : itsGames)
                pairs.append(game->event.index.isEmpty()
                        ? u"%1 – %2"_s.arg(game->white.name, game->black.name)
                        : u"%1 – %2 (%3)"_s.arg(game->white.name, game->black.name, game->event.index));
            for (Page& page : copy) {
                for (Block& block : page.blocks) {
                    if (block.kind == Block::Kind::Field && block.label == gameLabel) {
                        block.label = say(language, u"Партії", u"Games");
                        block.text = pairs.join(u";\n"_s);
                    } else {
                        block.text.replace(competitionOf(first), first.event.name);
                    }
                }
            }
        }
        notices.pages.append(copy);
    }
    return notices;
}

} // namespace postmark::documents
