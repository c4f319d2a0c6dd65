#pragma once

// Internal to pdfrenderer.cpp: places document blocks on pages. Headings stay with what follows,
// small tables and lists are kept whole, long ones are split between rows (the header repeated),
// charts are drawn at a fixed height. A table marked `fitPage` keeps the rows that fit on its page
// (with the blocks after it up to the next page break) and a note for the rest; page references
// ("see page 9") are filled in once every block has its page.
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
    double scale = 1; // the text is laid out 1/scale as wide and drawn scaled (page one, set smaller)
    std::optional<DocChart> chart;
    QString anchor; // DocBlock::anchor of the block this fragment starts
    // A text with a page reference, made again by resolvePageReferences() (its own and its
    // second-language block).
    std::optional<std::pair<DocBlock, std::optional<DocBlock>>> reference;
};

class PageLayout
{
public:
    PageLayout(QPaintDevice *device, const QFont &font, double width, double pageHeight);

    // Adds one block (and the same block of the second language, for a bilingual sheet). A heading
    // goes to the next page unless what follows it fits below: the headings right after it and the
    // first block that is not a heading (whole when short, its first lines otherwise). `following`
    // are the blocks after this one up to the next page break (included), each with its
    // second-language twin (or null).
    using Following = std::vector<std::pair<const DocBlock *, const DocBlock *>>;
    void add(const DocBlock &block, const DocBlock *second, const Following &following);
    double heightOf(const DocBlock &block, const DocBlock *second) const;
    // Replaces each page reference with the page number (from 1) of its anchor, once all blocks
    // are placed. A reference to an anchor that is nowhere keeps its marker's place empty.
    void resolvePageReferences();

    std::vector<Fragment> &fragments() { return m_fragments; }
    int pageCount() const { return m_page + 1; }

    // Texts added from now on are set at `scale` (1: as the HTML says): page one of the spec sheet
    // when it would not fit at full size.
    void setScale(double scale) { m_scale = scale; }
    // Whether a `fitPage` table could not be fitted on its page (it flowed on).
    bool fitFailed() const { return m_fitFailed; }
    // Whether a `fitPage` table of one language that shows fewer than its `fitMinRows` does not fit
    // (on by default; off where no scale fits them, and the page shows the rows that fit).
    void setEnforceMinRows(bool on) { m_enforceMinRows = on; }

private:
    std::unique_ptr<QTextDocument> make(const DocBlock &block, const DocBlock *second) const;
    double widthPt() const; // of the text area, in the points of the HTML (before scaling)
    double measure(const QTextDocument &doc) const; // its height on the page
    void place(Fragment fragment);
    void newPage();
    void split(const DocBlock &block, const DocBlock *second);
    // A `fitPage` table: places the rows that fit and its overflow note; false when not even the
    // note fits on this page with the blocks that follow (the table then flows as any other).
    bool fitOnPage(const DocBlock &block, const DocBlock *second, const Following &following);
    void placeText(const DocBlock &block, const DocBlock *second);
    // The height of a `fitPage` table's first `rows` rows with its overflow note.
    double fitHeight(const DocBlock &block, const DocBlock *second, int rows) const;
    int minRows(const DocBlock &block, const DocBlock *second) const; // rows a fitted table must show

    QPaintDevice *m_device;
    QFont m_font;
    double m_width;
    double m_height;
    double m_y = 0;
    int m_page = 0;
    double m_scale = 1;
    bool m_fitFailed = false;
    bool m_enforceMinRows = true;
    std::vector<Fragment> m_fragments;
};

} // namespace gpuplanner::report::detail
