#pragma once

// Internal to pdfrenderer.cpp: places document blocks on pages. Headings stay with what follows,
// small tables and lists are kept whole, long ones are split between rows (the header repeated),
// charts are drawn at a fixed height.
#include "planner/report/document.h"

#include <QFont>
#include <QTextDocument>

#include <memory>
#include <optional>
#include <vector>

class QPaintDevice;

namespace gpuplanner::report::detail {

struct Fragment
{
    int page = 0;
    double y = 0;
    double height = 0;
    std::unique_ptr<QTextDocument> text;
    std::optional<DocChart> chart;
};

class PageLayout
{
public:
    PageLayout(QPaintDevice *device, const QFont &font, double width, double pageHeight);

    // Adds one block (and the same block of the second language, for a bilingual sheet). A heading
    // goes to the next page unless what follows it fits below: the headings right after it and the
    // first block that is not a heading (whole when short, its first lines otherwise). `following`
    // are the blocks after this one, each with its second-language twin (or null).
    void add(const DocBlock &block, const DocBlock *second,
             const std::vector<std::pair<const DocBlock *, const DocBlock *>> &following);
    double heightOf(const DocBlock &block, const DocBlock *second) const;

    std::vector<Fragment> &fragments() { return m_fragments; }
    int pageCount() const { return m_page + 1; }

private:
    std::unique_ptr<QTextDocument> make(const DocBlock &block, const DocBlock *second) const;
    void place(Fragment fragment);
    void newPage();
    void split(const DocBlock &block, const DocBlock *second);

    QPaintDevice *m_device;
    QFont m_font;
    double m_width;
    double m_height;
    double m_y = 0;
    int m_page = 0;
    std::vector<Fragment> m_fragments;
};

} // namespace gpuplanner::report::detail
