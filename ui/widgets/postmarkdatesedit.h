// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace postmark::ui {

class DateField;
class OptionalDateEdit;

/// The legible postmarks of one kind on a card. A card may carry more than one (the sending office's and a
/// sorting office's, one of them smudged): the sender is dated by the earliest departure postmark, the
/// receiver by the latest arrival one (II.2.2 ¶4), and the ledger says where they disagree. The first is
/// ticked as legible, as any date that may be unknown; each further one is added with a button and can be
/// taken away again — the first by unticking it, the next one moving up.
class PostmarkDatesEdit : public QWidget
{
    Q_OBJECT

public:
    /// `known`: what the first postmark's check box says ("legible"); `another`: the add button's words.
    PostmarkDatesEdit(const QString& known, const QString& another, QWidget* parent = nullptr);

    /// The legible postmarks, as typed, the first one first.
    QList<QDate> dates() const;
    void setDates(const QList<QDate>& dates, const QDate& suggestion);

    static constexpr int MostPostmarks = 4; ///< a postcard has room for no more

Q_SIGNALS:
    void changed();

private:
    void addPostmark(const QDate& date);
    void removePostmark(QWidget* row);
    void showAddable();

    OptionalDateEdit* m_first = nullptr;
    QToolButton* m_add = nullptr;
    QVBoxLayout* m_rows = nullptr;
    QList<DateField*> m_more;
    QDate m_suggestion;
};

} // namespace postmark::ui
