// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QWidget>

#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QPlainTextEdit;
class QTableView;

namespace postmark::ui {

class ClaimsModel;

/// The tournament window's Claims tab: the claims register, the selected claim's finding with its objection
/// and appeal windows and the time recomputed from the cards, the buttons that ask for a new claim, a
/// decision or a letter (the window makes them), and the chief judge's name signed under the letters.
class ClaimsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClaimsPanel(QWidget* parent = nullptr);
    ~ClaimsPanel() override;
    /// `keptInArchive`: whether the registers are stored (else they live only while the window is open).
    void show(const tournament::Tournament& event,
        const tournament::JudgeRegisters& registers,
        const QDate& asOf,
        bool keptInArchive);
    /// The selected claim's row in the register, or -1.
    int currentClaim() const;
    QString judgeName() const;
    /// The chief judge's address, which the letters give for the players' objections and appeals.
    QString judgeAddress() const;
    void setJudgeName(const QString& name);
    void setJudgeAddress(const QString& address);
    /// The register is not shown to this reader (a player on a federation's server): said so, not that
    /// there are no claims.
    void setRegisterHidden(bool hidden);

Q_SIGNALS:
    /// The judge asks to edit or decide the claim in row `row` of the register; -1: a new claim.
    void claimAsked(int row);
    void letterAsked(int row);
    /// The judge asks to read the cards of claim `row`'s evidence.
    void cardsAsked(int row);

private:
    void showDetail(int row);
    void rememberJudge();

    tournament::Tournament m_event;
    tournament::JudgeRegisters m_registers;
    QDate m_asOf;
    QLabel* m_note = nullptr;
    bool m_registerHidden = false;
    ClaimsModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QLineEdit* m_judge = nullptr;
    QLabel* m_judgeLabel = nullptr;
    QLineEdit* m_judgeAddress = nullptr;
    QLabel* m_judgeAddressLabel = nullptr;
    QPushButton* m_print = nullptr;
};

} // namespace postmark::ui
