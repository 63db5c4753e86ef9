// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QtTest>

#include "core/chess/notation.h"
#include "core/models/movetablemodel.h"

using namespace postmark;
using namespace postmark::chess;
using namespace postmark::models;
using namespace Qt::StringLiterals;

class TestMoveTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoreSheetFromWhite();
    void scoreSheetFromBlackToMove();
};

namespace {

std::vector<Move> movesOf(Position position, const QStringList& san)
{
    std::vector<Move> moves;
    for (const QString& text : san) {
        const Move move = parseMove(position, text, Notation::San)->move;
        moves.push_back(move);
        position.play(move);
    }
    return moves;
}

} // namespace

void TestMoveTableModel::scoreSheetFromWhite()
{
    MoveTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Position start = Position::initial();
    model.setLine(start, movesOf(start, {u"e4"_s, u"e5"_s, u"Nf3"_s}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, MoveTableModel::NumberColumn).data().toInt(), 1);
    QCOMPARE(model.index(0, MoveTableModel::WhiteColumn).data().toString(), u"e2-e4"_s);
    QCOMPARE(model.index(1, MoveTableModel::WhiteColumn).data().toString(), u"Кg1-f3"_s);
    QVERIFY(!model.index(1, MoveTableModel::BlackColumn).data().isValid());
    QCOMPARE(model.index(1, MoveTableModel::WhiteColumn).data(MoveTableModel::PlyRole).toInt(), 3);
    QCOMPARE(model.indexOfPly(2), model.index(0, MoveTableModel::BlackColumn));
    model.setNotation(Notation::San);
    QCOMPARE(model.index(1, MoveTableModel::WhiteColumn).data().toString(), u"Nf3"_s);
    QCOMPARE(model.positionAfter(3).sideToMove(), Color::Black);
}

void TestMoveTableModel::scoreSheetFromBlackToMove()
{
    MoveTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Position start = Position::fromFen(u"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"_s).value();
    model.setLine(start, movesOf(start, {u"Kd7"_s, u"e4"_s, u"Ke6"_s}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, MoveTableModel::NumberColumn).data().toInt(), 30);
    QVERIFY(!model.index(0, MoveTableModel::WhiteColumn).data().isValid());
    QCOMPARE(model.index(0, MoveTableModel::BlackColumn).data(MoveTableModel::PlyRole).toInt(), 1);
    QCOMPARE(model.index(1, MoveTableModel::WhiteColumn).data().toString(), u"e2-e4"_s);
    QCOMPARE(model.indexOfPly(3), model.index(1, MoveTableModel::BlackColumn));
}

QTEST_GUILESS_MAIN(TestMoveTableModel)
#include "tst_movetablemodel.moc"
