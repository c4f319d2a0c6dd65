#include "widgets/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace gpuplanner::widgets {

namespace {

bool guarded(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) || qobject_cast<const QComboBox *>(object) ||
           qobject_cast<const QAbstractSlider *>(object);
}

bool focused(const QWidget *widget)
{
    const QWidget *focus = QApplication::focusWidget();
    return widget->hasFocus() || (focus && widget->isAncestorOf(focus));
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
    // Widgets polished before now do not see a Polish event again.
    for (QWidget *widget : QApplication::allWidgets())
        if (guarded(widget) && (widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && guarded(watched)) {
        // Spin boxes take the focus from the wheel by default (Qt::WheelFocus); a click or Tab does.
        auto *widget = static_cast<QWidget *>(watched);
        if ((widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel && guarded(watched) &&
               !focused(static_cast<QWidget *>(watched))) {
        // Not for this editor: ignored, the event goes on to its parents (a scroll area scrolls).
        // A scroll bar is a slider that is meant to be wheeled.
        if (!(qobject_cast<QAbstractSlider *>(watched) && watched->inherits("QScrollBar"))) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpuplanner::widgets
