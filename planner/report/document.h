#pragma once

#include "planner/workload/format.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <vector>

namespace gpuplanner::report {

// A chart as data: lines over x (months, utilization) or bars by category. Drawn as vector
// graphics into the PDF (chartpainter.h).
struct ChartSeries
{
    QString label;
    std::vector<double> x;
    std::vector<double> y;
    bool steps = false; // monthly / reserved terms: the cost jumps when a term starts
    int colorIndex = 0;
    QColor color; // when valid, drawn instead of colorIndex (billing modes: planner/cost/chartcolors.h)
};

struct DocChart
{
    enum class Kind { Lines, Bars };
    Kind kind = Kind::Lines;
    QString title;
    QString xLabel;
    QString yLabel;
    std::vector<ChartSeries> series;   // Lines
    QStringList categories;            // Bars
    std::vector<double> values;        // Bars
    std::vector<int> barColors;        // Bars: color index per bar
    double markerX = -1;               // a vertical marker (break-even, the plan's utilization); < 0: none
    QString markerLabel;
    bool logY = false;
};

struct DocTable
{
    QStringList header;
    QList<QStringList> rows;
    std::vector<int> widths;  // percent per column; empty: automatic
    std::vector<int> shade;   // per row: 0 none, 1 good, 2 warning, 3 bad, 4 emphasis
    QList<QList<int>> cellShade; // per cell, overrides the row's shade where not 0
};

enum class BlockKind {
    Title,      // the document's title
    Subtitle,
    Heading,
    Subheading,
    Paragraph,
    Note,       // small, grey
    Bullets,
    Checklist,  // tick boxes; `items` with optional `details`
    Table,
    KeyFigures, // page-one boxes: items are labels, details are values
    Chart,
    PageBreak,
};

struct DocBlock
{
    BlockKind kind = BlockKind::Paragraph;
    QString text;
    QStringList items;
    QStringList details;
    QList<bool> checked; // Checklist: the items ticked (missing entries: not ticked)
    DocTable table;
    DocChart chart;

    // Page references, resolved by the PDF renderer only (other formats have no pages and leave
    // out the blocks and notes that carry one): the lowest-numbered place marker left in `text`
    // (and in `overflow`) becomes the page number of the block whose `anchor` is `pageRef`.
    QString anchor;
    QString pageRef;
    // A table that must end on the page it starts on, together with the blocks after it up to the
    // next page break (page one of the spec sheet): the PDF shows the rows that fit and, under
    // them, the note overflow[n] for n rows left out (overflow[0]: with every row; empty: none).
    // Other formats show every row and no note.
    bool fitPage = false;
    QStringList overflow;
    // A `fitPage` table that shows fewer rows than this does not fit: the page is set smaller, or
    // the table flows on whole (with overflow[0] under it). Page one's risks set it to all their
    // rows, so that every language shows the same ones.
    int fitMinRows = 0;
};

// A document in one language. Exports build it once per language (inside a LanguageScope); a
// bilingual export renders two models of the same shape block by block.
struct DocModel
{
    QString documentTitle;  // running header
    QString planName;
    QString pageFormat;     // "Page %1 of %2", translated
    QString footer;         // date, catalog version, application version
    // The blocks before the first page break are a summary that the PDF keeps to page one (the spec
    // sheet's): a `fitPage` table among them shows the rows that fit, and the page is set a little
    // smaller where it would not fit even so.
    bool summaryPage = false;
    std::vector<DocBlock> blocks;

    void title(const QString &t) { add(BlockKind::Title, t); }
    void subtitle(const QString &t) { add(BlockKind::Subtitle, t); }
    void heading(const QString &t) { add(BlockKind::Heading, t); }
    void subheading(const QString &t) { add(BlockKind::Subheading, t); }
    void paragraph(const QString &t) { add(BlockKind::Paragraph, t); }
    void note(const QString &t) { add(BlockKind::Note, t); }
    void pageBreak() { add(BlockKind::PageBreak, QString()); }
    void bullets(const QStringList &items)
    {
        DocBlock b;
        b.kind = BlockKind::Bullets;
        b.items = tidy(items);
        blocks.push_back(b);
    }
    void checklist(const QStringList &items, const QStringList &details, const QList<bool> &checked = {})
    {
        DocBlock b;
        b.kind = BlockKind::Checklist;
        b.items = tidy(items);
        b.details = tidy(details);
        b.checked = checked;
        blocks.push_back(b);
    }
    void keyFigures(const QStringList &labels, const QStringList &values)
    {
        DocBlock b;
        b.kind = BlockKind::KeyFigures;
        b.items = tidy(labels);
        b.details = tidy(values);
        blocks.push_back(b);
    }
    void table(const DocTable &t)
    {
        DocBlock b;
        b.kind = BlockKind::Table;
        b.table = t;
        b.table.header = tidy(t.header);
        for (QStringList &row : b.table.rows)
            row = tidy(row);
        blocks.push_back(b);
    }
    void chart(const DocChart &c)
    {
        DocBlock b;
        b.kind = BlockKind::Chart;
        b.chart = c;
        blocks.push_back(b);
    }

private:
    // Every text of a document in Chinese spacing (planner::tidyChineseSpaces): sentences joined with
    // spaces and Chinese names substituted into translations.
    static QStringList tidy(QStringList texts)
    {
        for (QString &t : texts)
            t = planner::tidyChineseSpaces(t);
        return texts;
    }
    void add(BlockKind kind, const QString &text)
    {
        DocBlock b;
        b.kind = kind;
        b.text = planner::tidyChineseSpaces(text);
        blocks.push_back(b);
    }
};

} // namespace gpuplanner::report
