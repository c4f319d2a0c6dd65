#include "planner/report/pagelayout.h"

#include "planner/report/dochtml.h"

#include <QAbstractTextDocumentLayout>
#include <QHash>
#include <QPaintDevice>
#include <QRegularExpression>
#include <QTextFrame>

#include <algorithm>
#include <utility>

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

// The block with its page reference filled in: `page` replaces the lowest place marker of its text
// and of its overflow notes.
DocBlock withPage(const DocBlock &b, const QString &page)
{
    static const QRegularExpression marker(QStringLiteral("%[1-9]"));
    DocBlock out = b;
    out.pageRef.clear();
    if (b.pageRef.isEmpty())
        return out;
    if (b.text.contains(marker))
        out.text = b.text.arg(page);
    for (QString &o : out.overflow)
        if (o.contains(marker))
            o = o.arg(page);
    return out;
}

// The note under a `fitPage` table when `left` of its rows are left out (empty when none).
DocBlock overflowNote(const DocBlock &table, int left)
{
    DocBlock n;
    n.kind = BlockKind::Note;
    n.text = table.overflow.value(left);
    n.pageRef = table.pageRef;
    return n;
}

// Rows [0, count) of a `fitPage` table, as a plain table.
DocBlock firstRows(const DocBlock &table, int count)
{
    DocBlock s = slice(table, 0, count);
    s.fitPage = false;
    s.overflow.clear();
    s.pageRef.clear();
    return s;
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
    doc->setTextWidth(m_width / m_scale);
    if (block.pageRef.isEmpty()) {
        doc->setHtml(blockHtml(block, second, widthPt()));
    } else {
        // Measured before the page is known: as wide as a three-digit page number.
        const QString page = QStringLiteral("999");
        const DocBlock a = withPage(block, page);
        const std::optional<DocBlock> b = second ? std::optional<DocBlock>(withPage(*second, page)) : std::nullopt;
        doc->setHtml(blockHtml(a, b ? &*b : nullptr, widthPt()));
    }
    if (second && (block.kind == BlockKind::Title || block.kind == BlockKind::Paragraph || block.kind == BlockKind::Note ||
                   block.kind == BlockKind::Bullets)) {
        // A bilingual block sets its lines closer than the font's line spacing (dochtml.cpp): the
        // descenders of its last line reach below the last line box by up to 0.2 em of that line
        // (the Chinese title's 12 pt, else at most 8.5 pt). Room for them (frame margins are in
        // pixels at 96 dpi, scaled to the device). Tables have their cell padding for it.
        QTextFrameFormat frame = doc->rootFrame()->frameFormat();
        frame.setBottomMargin(0.2 * (block.kind == BlockKind::Title ? 12 : 8.5) * 96 / 72);
        doc->rootFrame()->setFrameFormat(frame);
    }
    return doc;
}

double PageLayout::widthPt() const
{
    return m_width / m_scale * 72 / m_device->logicalDpiX();
}

double PageLayout::measure(const QTextDocument &doc) const
{
    return doc.size().height() * m_scale;
}

void PageLayout::placeText(const DocBlock &block, const DocBlock *second)
{
    Fragment f;
    f.text = make(block, second);
    f.height = measure(*f.text);
    f.anchor = block.anchor;
    if (!block.pageRef.isEmpty())
        f.reference.emplace(block, second ? std::optional<DocBlock>(*second) : std::nullopt);
    place(std::move(f));
}

double PageLayout::fitHeight(const DocBlock &block, const DocBlock *second, int rows) const
{
    double h = 0;
    if (rows > 0) {
        const DocBlock b = second ? firstRows(*second, rows) : DocBlock{};
        h += measure(*make(firstRows(block, rows), second ? &b : nullptr));
    }
    const int left = itemCount(block) - rows;
    if (const DocBlock note = overflowNote(block, left); !note.text.isEmpty()) {
        const DocBlock b = second ? overflowNote(*second, left) : DocBlock{};
        h += measure(*make(note, second ? &b : nullptr));
    }
    return h;
}

int PageLayout::minRows(const DocBlock &block, const DocBlock *second) const
{
    // One language: the rows every language shows; two share the page, so they show the same
    // anyway, at least the first.
    if (!m_enforceMinRows)
        return 0;
    return std::min({block.fitMinRows, itemCount(block), second ? 1 : block.fitMinRows});
}

bool PageLayout::fitOnPage(const DocBlock &block, const DocBlock *second, const Following &following)
{
    double rest = 0;
    for (const auto &[next, nextSecond] : following) {
        if (!next || next->kind == BlockKind::PageBreak)
            break;
        rest += heightOf(*next, nextSecond);
    }
    const double available = m_height - m_y - rest;
    if (fitHeight(block, second, 0) > available) {
        m_fitFailed = true;
        return false;
    }
    int lo = 0, hi = itemCount(block);
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (fitHeight(block, second, mid) <= available)
            lo = mid;
        else
            hi = mid - 1;
    }
    if (lo < minRows(block, second)) {
        m_fitFailed = true;
        return false;
    }
    if (lo > 0) {
        const DocBlock b = second ? firstRows(*second, lo) : DocBlock{};
        placeText(firstRows(block, lo), second ? &b : nullptr);
    }
    const int left = itemCount(block) - lo;
    if (const DocBlock note = overflowNote(block, left); !note.text.isEmpty()) {
        const DocBlock b = second ? overflowNote(*second, left) : DocBlock{};
        placeText(note, second ? &b : nullptr);
    }
    return true;
}

void PageLayout::resolvePageReferences()
{
    QHash<QString, int> pages;
    for (const Fragment &f : m_fragments)
        if (!f.anchor.isEmpty() && !pages.contains(f.anchor))
            pages.insert(f.anchor, f.page + 1);
    for (Fragment &f : m_fragments) {
        if (!f.reference)
            continue;
        const auto &[block, second] = *f.reference;
        const QString page = pages.contains(block.pageRef) ? QString::number(pages.value(block.pageRef)) : QString();
        const DocBlock a = withPage(block, page);
        const std::optional<DocBlock> b = second ? std::optional<DocBlock>(withPage(*second, page)) : std::nullopt;
        const double scale = std::exchange(m_scale, f.scale);
        f.text = make(a, b ? &*b : nullptr); // the height stays: it was measured with a wider number
        m_scale = scale;
        f.reference.reset();
    }
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
    if (f.text)
        f.scale = m_scale;
    m_y += f.height;
    m_fragments.push_back(std::move(f));
}

double PageLayout::heightOf(const DocBlock &block, const DocBlock *second) const
{
    if (block.kind == BlockKind::PageBreak)
        return 0;
    if (block.kind == BlockKind::Chart)
        return m_width * 0.46;
    return measure(*make(block, second));
}

void PageLayout::add(const DocBlock &block, const DocBlock *second, const Following &following)
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
    if (block.fitPage && block.kind == BlockKind::Table) {
        if (fitOnPage(block, second, following))
            return;
        // Flows on whole, with the note that goes with every row shown (its page reference too).
        const DocBlock a = firstRows(block, itemCount(block));
        const DocBlock b = second ? firstRows(*second, itemCount(*second)) : DocBlock{};
        add(a, second ? &b : nullptr, following);
        if (const DocBlock note = overflowNote(block, 0); !note.text.isEmpty()) {
            const DocBlock c = second ? overflowNote(*second, 0) : DocBlock{};
            add(note, second ? &c : nullptr, {});
        }
        return;
    }
    const double height = heightOf(block, second);
    // A heading stays with what it introduces: all of it when it is short, else its first lines
    // (of a table fitted to the page: its note, or its first row when it has no note).
    double reserve = 0;
    for (size_t k = 0; keepsWithNext(block.kind) && k < following.size(); ++k) {
        const auto [next, nextSecond] = following[k];
        if (!next || next->kind == BlockKind::PageBreak)
            break;
        if (next->fitPage) {
            const int rows = minRows(*next, nextSecond);
            const double noteOnly = fitHeight(*next, nextSecond, rows);
            reserve += noteOnly > 0 ? noteOnly : fitHeight(*next, nextSecond, std::min(1, itemCount(*next)));
            break;
        }
        const double h = heightOf(*next, nextSecond);
        if (keepsWithNext(next->kind)) {
            reserve += h;
            continue;
        }
        reserve += keepWhole(*next, h, m_height) ? h : m_height * 0.08;
        break;
    }
    if (m_y + height + reserve <= m_height) {
        placeText(block, second);
        return;
    }
    if (keepWhole(block, height, m_height)) {
        newPage();
        placeText(block, second);
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
            return measure(*make(a, second ? &b : nullptr));
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
        f.height = measure(*f.text);
        if (from == 0)
            f.anchor = block.anchor;
        place(std::move(f));
        from += lo;
        if (from < n)
            newPage();
    }
}

} // namespace gpuplanner::report::detail
