// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/fuzzgame.h"

#include <QBuffer>

#include "core/desk/duedocument.h"
#include "core/desk/timeusage.h"
#include "core/documents/documents.h"
#include "core/ledger/claimcheck.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "tests/fuzz/fuzzcheck.h"
#include "tests/support/ledgerdating.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/ledgerreport.h"
#include "ui/text/messagetext.h"

namespace postmark::fuzz {

namespace {

using documents::Document;
using ledger::Color;

constexpr Language Languages[] = {Language::Ukrainian, Language::English};

void touch(const Result<Document>& document)
{
    if (document)
        (void)document->plainText();
    else
        (void)text::messageText(document.error().detail, Language::Ukrainian);
}

void exerciseDocuments(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    // The first and the last cards: every kind of card is among them in the seeds, and all of a 120-move
    // game's cards would make each run quadratic in the cards.
    for (int card = 0; card < game.cards.size(); ++card) {
        if (card == 3 && game.cards.size() > 6)
            card = int(game.cards.size()) - 3;
        touch(documents::moveCard(game, ledger, card, language));
        touch(documents::repeatCard(game, ledger, card, language));
        touch(documents::queryCard(game, ledger, card, language));
        touch(documents::envelope(game, card, language));
    }
    for (int leave = 0; leave < game.leaves.size(); ++leave)
        touch(documents::leaveNotice(game, leave, language));
    touch(documents::leaveNotices({game, game}, language));
    touch(documents::claimPacket(game, ledger, language));
    touch(documents::objection(game, ledger, language));
    touch(documents::gameRecord(game, ledger, language));
    touch(documents::adjudicationPacket(game, ledger, language));
    touch(documents::decisionLetter(game, documents::DecisionText{}, language));
    for (const Color me : {Color::White, Color::Black}) {
        (void)desk::dueDocument(game, ledger, me);
        (void)desk::timeUsage(ledger, me);
        for (int kind = int(desk::GameDocument::Postcard); kind <= int(desk::GameDocument::Leave); ++kind)
            touch(desk::gameDocument(desk::GameDocument(kind), game, ledger, me, language));
    }
}

void checkPgnRoundTrip(const ledger::GameFile& game, const ledger::Ledger& ledger)
{
    const pgn::PgnGame asPgn = ledger::pgnFromGameFile(game, ledger);
    QByteArray text = pgn::writePgn(asPgn).toUtf8();
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    pgn::PgnReader reader(buffer);
    pgn::PgnGame again;
    FUZZ_CHECK(reader.readNext(again));
    FUZZ_CHECK(again.plyCount() == asPgn.plyCount());
}

} // namespace

void exerciseGameFile(const ledger::GameFile& game, Reach reach)
{
    const ledger::GameFileReading written = ledger::readGameFile(ledger::writeGameFile(game));
    FUZZ_CHECK(written.problems.isEmpty());
    FUZZ_CHECK(*written.game == game);

    const ledger::LedgerResult result = ledger::ledgerOf(game, asOfDay());
    for (const ledger::InputProblem& problem : result.problems) {
        for (const Language language : Languages)
            (void)text::problemText(problem, language);
        (void)text::messageText(ledger::refusalMessage(problem), Language::Ukrainian);
    }
    // Dated as read, a game gives the ledger it gives with every card dated first, or none (and then is dated
    // the second way).
    if (const Result<rules::RuleSet> rules = ledger::rulesOf(game)) {
        const testing::DatingComparison datings = testing::compareDatings(game, *rules, asOfDay());
        FUZZ_CHECK(!datings.datedAsRead || datings.asRead == datings.allFirst);
    }
    if (!result.ledger || reach == Reach::LedgerOnly)
        return;
    const ledger::Ledger& ledger = *result.ledger;
    FUZZ_CHECK(ledger.cardDates.size() == std::size_t(game.cards.size()));
    for (const Language language : Languages) {
        (void)text::ledgerReportText(game, ledger, language);
        (void)text::claimCheckText(ledger::checkClaim(game, ledger), language);
        exerciseDocuments(game, ledger, language);
    }
    (void)text::ledgerReportJson(game, ledger);
    checkPgnRoundTrip(game, ledger);
}

} // namespace postmark::fuzz
