#include "widgets/wraplabel.h"

#include <algorithm>
#include <QEvent>
#include <QFontMetrics>

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

namespace {
constexpr int kMinimumChars = 12; // a narrow panel still shows words of a dozen characters whole
constexpr int kPreferredChars = 60;
} // namespace

// What QLabel adds around its text: the frame and contents margins and margin() on each side.
static QSize chrome(const QLabel &label)
{
    const QMargins m = label.contentsMargins();
    return {m.left() + m.right() + 2 * label.margin(), m.top() + m.bottom() + 2 * label.margin()};
}

QSize WrapLabel::minimumSizeHint() const
{
    if (text().isEmpty())
        return QLabel::minimumSizeHint();
    ensurePolished();
    const QFontMetrics fm(font());
    return QSize(fm.averageCharWidth() * kMinimumChars, fm.lineSpacing()) + chrome(*this);
}

QSize WrapLabel::sizeHint() const
{
    if (text().isEmpty())
        return QLabel::sizeHint();
    ensurePolished();
    const QFontMetrics fm(font());
    // Laid out already: the width it has is the one the layout asks the height for next.
    const int preferred =
        std::min(fm.averageCharWidth() * kPreferredChars + chrome(*this).width(), maximumWidth());
    const int width = testAttribute(Qt::WA_Resized) && this->width() > minimumSizeHint().width()
                          ? this->width()
                          : preferred;
    return {width, heightForWidth(width)};
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
