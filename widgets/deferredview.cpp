#include "widgets/deferredview.h"

namespace gpuplanner::widgets {

void DeferredView::deferUpdate()
{
    m_stale = true;
    if (isVisibleTo(window()))
        applyIfStale();
}

void DeferredView::setVisible(bool visible)
{
    if (visible)
        applyIfStale();
    QScrollArea::setVisible(visible);
}

void DeferredView::showEvent(QShowEvent *event)
{
    applyIfStale();
    QScrollArea::showEvent(event);
}

void DeferredView::applyIfStale()
{
    if (!m_stale)
        return;
    m_stale = false;
    apply();
}

} // namespace gpuplanner::widgets
