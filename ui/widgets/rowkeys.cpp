// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/rowkeys.h"

#include <QAbstractItemView>
#include <QKeyEvent>

namespace postmark::ui {

namespace {

class RowKeys : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::KeyPress)
            return false;
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() != Qt::Key_Home && key->key() != Qt::Key_End) || key->modifiers() != Qt::NoModifier)
            return false;
        auto* view = static_cast<QAbstractItemView*>(watched);
        const QAbstractItemModel* model = view->model();
        if (!model || model->rowCount() == 0)
            return false;
        const int row = key->key() == Qt::Key_Home ? 0 : model->rowCount() - 1;
        const int column = view->currentIndex().isValid() ? view->currentIndex().column() : 0;
        const QModelIndex target = model->index(row, column);
        view->setCurrentIndex(target);
        view->scrollTo(target);
        return true;
    }
};

} // namespace

void goToFirstAndLastRowWithHomeAndEnd(QAbstractItemView& view)
{
    view.installEventFilter(new RowKeys(&view));
}

} // namespace postmark::ui
