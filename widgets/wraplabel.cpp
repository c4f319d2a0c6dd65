#include "widgets/wraplabel.h"

#include <QEvent>

namespace gpuplanner::widgets {

WrapLabel::WrapLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
}

int WrapLabel::heightForWidth(int width) const
{
    if (text() != m_text) {
        m_heights.clear();
        m_text = text();
    }
    const auto it = m_heights.constFind(width);
    if (it != m_heights.constEnd())
        return *it;
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() >= 16) // layouts try a handful of widths; keep it small
        m_heights.clear();
    m_heights.insert(width, height);
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
        m_heights.clear();
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace gpuplanner::widgets
