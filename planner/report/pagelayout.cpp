#include "planner/report/pagelayout.h"

#include "planner/report/dochtml.h"

#include <QAbstractTextDocumentLayout>

namespace gpuplanner::report::detail {

namespace {

int itemCount(const DocBlock &b)
{
    switch (b.kind) {
    case BlockKind::Table: return int(b.table.rows.size());
    case BlockKind::Bullets:
    case BlockKind::Checklist:
    case BlockKind::KeyFigures: return int(b.items.size());
    default: return 0;
    }
}

template <typename List> List part(const List &list, int from, int to)
{
    List out;
    for (int i = from; i < to && i < int(list.size()); ++i)
        out.push_back(list[i]);
    return out;
}

// Rows (items) [from, to) of a table or list; a table keeps its header.
DocBlock slice(const DocBlock &b, int from, int to)
{
    DocBlock s = b;
    s.items = part(b.items, from, to);
    s.details = part(b.details, from, to);
    s.table.rows = part(b.table.rows, from, to);
    s.table.shade = part(b.table.shade, from, to);
    s.table.cellShade = part(b.table.cellShade, from, to);
    return s;
}

// Whether a block that does not fit below moves whole to the next page rather than being split:
// short tables stay together (a row without its neighbours means little), lists split readily.
bool keepWhole(const DocBlock &b, double height, double pageHeight)
{
    if (itemCount(b) < 2)
        return true;
    return height <= pageHeight * (b.kind == BlockKind::Table ? 0.3 : 0.12);
}

bool keepsWithNext(BlockKind k)
{
    return k == BlockKind::Title || k == BlockKind::Subtitle || k == BlockKind::Heading || k == BlockKind::Subheading;
}

} // namespace

PageLayout::PageLayout(QPaintDevice *device, const QFont &font, double width, double pageHeight)
    : m_device(device), m_font(font), m_width(width), m_height(pageHeight)
{
}

std::unique_ptr<QTextDocument> PageLayout::make(const DocBlock &block, const DocBlock *second) const
{
    auto doc = std::make_unique<QTextDocument>();
    doc->documentLayout()->setPaintDevice(m_device);
    doc->setDefaultFont(m_font);
    doc->setDocumentMargin(0);
    doc->setTextWidth(m_width);
    doc->setHtml(blockHtml(block, second));
    return doc;
}

void PageLayout::newPage()
{
    if (m_y > 0) {
        ++m_page;
        m_y = 0;
    }
}

void PageLayout::place(Fragment f)
{
    f.page = m_page;
    f.y = m_y;
    m_y += f.height;
    m_fragments.push_back(std::move(f));
}

double PageLayout::heightOf(const DocBlock &block, const DocBlock *second) const
{
    if (block.kind == BlockKind::PageBreak)
        return 0;
    if (block.kind == BlockKind::Chart)
        return m_width * 0.46;
    return make(block, second)->size().height();
}

void PageLayout::add(const DocBlock &block, const DocBlock *second,
                     const std::vector<std::pair<const DocBlock *, const DocBlock *>> &following)
{
    if (block.kind == BlockKind::PageBreak) {
        newPage();
        return;
    }
    if (block.kind == BlockKind::Chart) {
        Fragment f;
        f.height = m_width * 0.46;
        std::vector<const DocChart *> charts{&block.chart};
        if (second)
            charts.push_back(&second->chart);
        f.chart = mergeChart(charts);
        if (m_y + f.height > m_height)
            newPage();
        place(std::move(f));
        return;
    }
    Fragment f;
    f.text = make(block, second);
    f.height = f.text->size().height();
    // A heading stays with what it introduces: all of it when it is short, else its first lines.
    double reserve = 0;
    for (size_t k = 0; keepsWithNext(block.kind) && k < following.size(); ++k) {
        const auto [next, nextSecond] = following[k];
        if (!next || next->kind == BlockKind::PageBreak)
            break;
        const double h = heightOf(*next, nextSecond);
        if (keepsWithNext(next->kind)) {
            reserve += h;
            continue;
        }
        reserve += keepWhole(*next, h, m_height) ? h : m_height * 0.08;
        break;
    }
    if (m_y + f.height + reserve <= m_height) {
        place(std::move(f));
        return;
    }
    if (keepWhole(block, f.height, m_height)) {
        newPage();
        place(std::move(f));
        return;
    }
    split(block, second);
}

void PageLayout::split(const DocBlock &block, const DocBlock *second)
{
    const int n = itemCount(block);
    int from = 0;
    while (from < n) {
        const double available = m_height - m_y;
        const auto heightOf = [&](int count) {
            const DocBlock a = slice(block, from, from + count);
            const DocBlock b = second ? slice(*second, from, from + count) : DocBlock{};
            return make(a, second ? &b : nullptr)->size().height();
        };
        int lo = 0, hi = n - from;
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            if (heightOf(mid) <= available)
                lo = mid;
            else
                hi = mid - 1;
        }
        if (lo == 0) {
            if (m_y > 0) {
                newPage();
                continue;
            }
            lo = 1; // one row taller than a page: it is clipped rather than lost
        }
        const DocBlock a = slice(block, from, from + lo);
        const DocBlock b = second ? slice(*second, from, from + lo) : DocBlock{};
        Fragment f;
        f.text = make(a, second ? &b : nullptr);
        f.height = f.text->size().height();
        place(std::move(f));
        from += lo;
        if (from < n)
            newPage();
    }
}

} // namespace gpuplanner::report::detail
