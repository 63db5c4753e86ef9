// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/choicefocus.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QPointer>
#include <QTimer>

namespace postmark::ui {

namespace {

/// Watches the combo box's list (its popup window): the item shown when it opened, and on closing, whether
/// another was chosen.
class ChoiceWatcher : public QObject
{
public:
    ChoiceWatcher(QComboBox& chooser, QWidget& next)
        : QObject(&chooser)
        , m_chooser(&chooser)
        , m_next(&next)
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Show)
            m_openedOn = m_chooser->currentIndex();
        else if (event->type() == QEvent::Hide) {
            // The choice is made as the list closes: looked at once the combo box has taken it.
            QTimer::singleShot(0, this, [this] {
                if (m_next && m_chooser->currentIndex() != m_openedOn && m_next->isVisible())
                    m_next->setFocus(Qt::OtherFocusReason);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QComboBox* m_chooser;
    QPointer<QWidget> m_next;
    int m_openedOn = -1;
};

/// Opens the list of a closed combo box on Enter, the key taken.
class EnterOpensList : public QObject
{
public:
    explicit EnterOpensList(QComboBox& chooser)
        : QObject(&chooser)
        , m_chooser(&chooser)
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_chooser->view()->isVisible()) {
                m_chooser->showPopup();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QComboBox* m_chooser;
};

} // namespace

void enterOpensTheList(QComboBox& chooser)
{
    chooser.installEventFilter(new EnterOpensList(chooser));
}

void handKeyboardOnAfterChoice(QComboBox& chooser, QWidget& next)
{
    chooser.view()->window()->installEventFilter(new ChoiceWatcher(chooser, next));
}

} // namespace postmark::ui
