#include "app/core/docksizer.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>
#include <numeric>

namespace gpuplanner::app {

DockSizer::DockSizer(QMainWindow *window, const QList<QDockWidget *> &docks)
    : QObject(window), m_window(window), m_docks(docks)
{
    window->installEventFilter(this);
}

QList<QDockWidget *> DockSizer::docked() const
{
    QList<QDockWidget *> shown;
    for (QDockWidget *dock : m_docks)
        if (dock->isVisible() && !dock->isFloating())
            shown << dock;
    return shown;
}

void DockSizer::remember()
{
    if (QLayout *layout = m_window->layout())
        layout->activate(); // sizes asked for (resizeDocks, a restored layout) are given first
    m_remembered = docked();
    m_heights.clear();
    m_width = 0;
    for (QDockWidget *dock : std::as_const(m_remembered)) {
        m_width = std::max(m_width, dock->width());
        m_heights << dock->height();
    }
}

bool DockSizer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || m_applying)
        return false;
    switch (event->type()) {
    case QEvent::Resize:
        // Seen before the window's layout places the docks: their sizes are given back once it has.
        if (!m_pending) {
            m_pending = true;
            QTimer::singleShot(0, this, &DockSizer::giveBack);
        }
        break;
    case QEvent::MouseButtonPress:
        // A press on a dock's edge: the window shows the splitter cursor there.
        m_dragging = m_window->cursor().shape() == Qt::SplitHCursor || m_window->cursor().shape() == Qt::SplitVCursor;
        break;
    case QEvent::MouseButtonRelease:
        if (m_dragging)
            QTimer::singleShot(0, this, &DockSizer::remember); // the sizes the user dragged to
        m_dragging = false;
        break;
    default:
        break;
    }
    return false;
}

void DockSizer::giveBack()
{
    m_pending = false;
    const QList<QDockWidget *> shown = docked();
    if (m_width <= 0 || shown != m_remembered) {
        remember(); // first shown, or a dock shown, hidden or floated since
        return;
    }
    m_applying = true;
    m_window->resizeDocks(shown, QList<int>(shown.size(), m_width), Qt::Horizontal);
    // The same shares of the height as the user left them.
    const int remembered = std::accumulate(m_heights.begin(), m_heights.end(), 0);
    if (shown.size() > 1 && remembered > 0) {
        int total = 0;
        for (QDockWidget *dock : shown)
            total += dock->height();
        QList<int> heights;
        for (int h : std::as_const(m_heights))
            heights << int(qint64(h) * total / remembered);
        m_window->resizeDocks(shown, heights, Qt::Vertical);
    }
    m_window->layout()->activate();
    m_applying = false;
}

} // namespace gpuplanner::app
