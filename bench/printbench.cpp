// SPDX-License-Identifier: GPL-3.0-or-later
// 1,000 move postcards into one PDF through the document renderer, against drawing the same lines
// straight onto a QPdfWriter with QPainter::drawText (the least a printout can cost). Prints JSON.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>

#include "bench/benchclock.h"
#include "core/documents/documents.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "ui/printing/documentrenderer.h"

using namespace postmark;

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int count = argc > 2 ? std::atoi(argv[2]) : 1000;
    QFile file(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString());
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "usage: postmark-bench-print GAMEFILE [COUNT]\n");
        return 2;
    }
    // A game file as any user has one: as_of may be missing (then today, as the programs take it), and a
    // file that is not a game, or one whose ledger cannot be computed, stops the benchmark saying so.
    const ledger::GameFileReading reading = ledger::readGameFile(file.readAll());
    if (!reading.game) {
        std::fprintf(stderr, "postmark-bench-print: %s is not a game file\n", argv[1]);
        return 2;
    }
    const ledger::GameFile game = *reading.game;
    const ledger::LedgerResult computed = ledger::ledgerOf(game, game.asOf.value_or(QDate::currentDate()));
    if (!computed.ledger || game.cards.isEmpty()) {
        std::fprintf(stderr, "postmark-bench-print: the game in %s has no ledger to print from\n", argv[1]);
        return 2;
    }
    const ledger::Ledger ledger = *computed.ledger;
    QTemporaryDir dir;

    // The renderer: every postcard built from the ledger, laid out on its paper and written as one PDF.
    const auto renderOnce = [&]() -> std::optional<double> {
        const auto start = std::chrono::steady_clock::now();
        documents::Document all;
        all.format = documents::PageFormat::PostcardA6;
        all.title = QStringLiteral("1000 postcards");
        for (int index = 0; index < count; ++index) {
            const documents::Document card = documents::moveCard(
                game, ledger, index % int(game.cards.size()), documents::Language::Ukrainian)
                                                 .value();
            all.pages += card.pages;
        }
        if (const auto problem = ui::writeDocumentPdf(all, dir.filePath(QStringLiteral("documents.pdf")))) {
            std::fprintf(stderr, "%s\n", qPrintable(*problem));
            return std::nullopt;
        }
        return secondsSince(start);
    };

    // The floor: the same text, line by line, with no layout.
    const auto directOnce = [&] {
        const auto start = std::chrono::steady_clock::now();
        QPdfWriter writer(dir.filePath(QStringLiteral("direct.pdf")));
        writer.setResolution(300);
        writer.setPageLayout(ui::pageLayoutOf(documents::PageFormat::PostcardA6));
        QPainter painter(&writer);
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSize(8);
        painter.setFont(font);
        for (int index = 0; index < count; ++index) {
            const documents::Document card = documents::moveCard(
                game, ledger, index % int(game.cards.size()), documents::Language::Ukrainian)
                                                 .value();
            for (qsizetype page = 0; page < card.pages.size(); ++page) {
                if (index > 0 || page > 0)
                    writer.newPage();
                int y = 60;
                for (const documents::Block& block : card.pages[page].blocks) {
                    painter.drawText(40,
                        y,
                        block.label.isEmpty() ? block.text : block.label + QStringLiteral(": ") + block.text);
                    y += 40;
                }
            }
        }
        painter.end();
        return secondsSince(start);
    };

    // Five runs of each, alternating, in one process; the medians and their ratio.
    QList<double> renderedRuns;
    QList<double> directRuns;
    for (int run = 0; run < 5; ++run) {
        const std::optional<double> seconds = renderOnce();
        if (!seconds)
            return 1;
        renderedRuns.append(*seconds);
        directRuns.append(directOnce());
    }
    const auto median = [](QList<double> runs) {
        std::sort(runs.begin(), runs.end());
        return runs[runs.size() / 2];
    };
    const double rendered = median(renderedRuns);
    const double direct = median(directRuns);
    std::printf("{\"postcards\": %d, \"runs\": 5, \"renderer_median_seconds\": %.2f, "
                "\"direct_median_seconds\": %.2f, \"ratio\": %.2f, "
                "\"renderer_pdf_kb\": %.0f, \"direct_pdf_kb\": %.0f}\n",
        count,
        rendered,
        direct,
        rendered / direct,
        QFile(dir.filePath(QStringLiteral("documents.pdf"))).size() / 1024.0,
        QFile(dir.filePath(QStringLiteral("direct.pdf"))).size() / 1024.0);
    return 0;
}
