#include "planner/report/dochtml.h"

#include <QRegularExpression>

#include <algorithm>

namespace gpuplanner::report {

namespace {

constexpr const char *kGrey = "#5a6270";
constexpr double kListIndentPt = 36; // a list item's text starts this far in (bullet and indent)

// Font sizes (pt). A bilingual block is set a little smaller, its second language smaller still,
// and its lines closer (the CJK font's natural line spacing is wide), so that one page carries both
// languages (page one of the spec sheet stays one page). A single language keeps the font's spacing.
struct Sizes
{
    double body, bodySecond, table, tableSecond, note, noteSecond, key, keySecond, title, titleSecond;
    QString spacing; // CSS of block-level elements
    int cellPadding; // of tables, in pixels at 96 dpi (scaled to the device like every HTML length)
};

Sizes sizesFor(bool bilingual)
{
    if (bilingual)
        return {8.5, 7.5, 7.5, 7, 7.5, 7, 10.5, 8.5, 16, 12, QStringLiteral("line-height:85%; "), 2};
    return {9, 9, 8, 8, 7.5, 7.5, 11, 11, 17, 17, QString(), 3};
}

// The text as HTML; a Markdown code span the texts share with the Markdown checklist ("`lscpu`")
// is set as a command on a grey ground, without its backticks (issue 26, item 23). The report's one
// font is kept: a monospace face would be a second font to embed.
// A number and its unit stay on one line: "6500 MB/s" is joined by a no-break space, and a word
// joiner after the slash keeps "MB/" and "s" together (text extraction reads both as before).
QString esc(const QString &s)
{
    static const QRegularExpression code(QStringLiteral("`([^`\n]+)`"));
    static const QRegularExpression rate(QStringLiteral("(\\d) ((?:[kKMGTP]i?B|[kMGT]bit|[kMGT]b|GT|tokens?|TFLOPS|W)/)(s|h)\\b"));
    static const QRegularExpression unit(QStringLiteral("(\\d) ([kKMGTP]i?B|[kMGT]bit|ms|µs|us|W|°C|GT|TFLOPS)\\b"));
    QString t = s;
    t.replace(rate, QStringLiteral("\\1\u00a0\\2\u2060\\3")).replace(unit, QStringLiteral("\\1\u00a0\\2"));
    return t.toHtmlEscaped()
        .replace(QLatin1Char('\n'), QLatin1String("<br>"))
        .replace(code, QStringLiteral("<span style=\"background-color:#eceff3; color:#1a1a1a\">\\1</span>"));
}

// The first language's text, then the second's in grey where it differs: on its own line at
// `secondPt` (0: the first's size), a gloss under the first, or inline after " · " for short labels
// and headings.
QString merged(const QString &first, const QString *second, double secondPt, bool inlineSecond = false)
{
    if (!second || second->isEmpty() || *second == first)
        return esc(first);
    const QString size = secondPt > 0 ? QStringLiteral("; font-size:%1pt").arg(secondPt) : QString();
    const QString other =
        QStringLiteral("<span style=\"color:%1%2\">%3</span>").arg(QLatin1String(kGrey), size, esc(*second));
    return esc(first) + (inlineSecond ? QStringLiteral(" · ") : QStringLiteral("<br>")) + other;
}

// Roughly how many em a text takes in Noto Sans CJK: ideographs, kana and full-width forms 1 em,
// other characters 0.52 em (its Latin letters, digits and spaces average 0.48 to 0.53, bold too).
double widthEm(const QString &text)
{
    double em = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        em += (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60) ? 1.0 : 0.52;
    }
    return em;
}

// Whether "first · second" fits on one line `widthPt` wide (2 pt off for a cell's padding), with a
// margin for the estimate. Nothing fits an unknown width (0).
bool fitsOnOneLine(const QString &first, const QString &second, double firstPt, double secondPt, double widthPt)
{
    const double needed = (widthEm(first) + widthEm(QStringLiteral(" · "))) * firstPt + widthEm(second) * secondPt;
    return widthPt > 0 && needed <= 0.92 * (widthPt - 2);
}

// The first language and the second: on one line where both fit in `widthPt`, else one under the
// other.
QString mergedToFit(const QString &first, const QString *second, double firstPt, double secondPt, double widthPt)
{
    return merged(first, second, secondPt, second && fitsOnOneLine(first, *second, firstPt, secondPt, widthPt));
}

const QString *at(const QStringList *list, qsizetype i)
{
    return list && i < list->size() ? &(*list)[i] : nullptr;
}

QString shadeColor(int shade)
{
    switch (shade) {
    case 1: return QStringLiteral("#e5f3e0");
    case 2: return QStringLiteral("#fff3d4");
    case 3: return QStringLiteral("#fbe2df");
    case 4: return QStringLiteral("#eaf0f8");
    default: return {};
    }
}

// A row with fewer cells than the table has columns: its last cell spans the rest ("purchase" and
// why it has no price, across the figures it lacks). In two languages a cell whose texts both fit
// on one line has them there, "768 GB per node · 每节点 768 GB"; longer ones go one under the other.
QString tableHtml(const DocTable &t, const DocTable *t2, double textWidthPt)
{
    const Sizes z = sizesFor(t2 != nullptr);
    // The width of columns [from, to) in points (0 when the table leaves it to the layout).
    const auto widthPt = [&](qsizetype from, qsizetype to) {
        double percent = 0;
        for (qsizetype c = from; c < to; ++c)
            percent += c < qsizetype(t.widths.size()) ? t.widths[size_t(c)] : 0;
        return to - from > 0 && to <= qsizetype(t.widths.size()) ? percent / 100 * textWidthPt : 0;
    };
    const auto cellText = [&](const QString &first, const QString *second, double cellWidthPt) {
        return mergedToFit(first, second, z.table, z.tableSecond, cellWidthPt);
    };
    QString h = QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"%1\" "
                               "style=\"border-collapse:collapse; border-color:#b7c0cc; margin-top:4pt; margin-bottom:6pt\">")
                    .arg(z.cellPadding);
    if (!t.header.isEmpty()) {
        // The header row alike in every column: both languages on one line where all fit.
        bool oneLine = t2 != nullptr;
        for (qsizetype c = 0; c < t.header.size() && oneLine; ++c)
            if (const QString *second = at(&t2->header, c); second && *second != t.header[c])
                oneLine = fitsOnOneLine(t.header[c], *second, z.table, z.tableSecond, widthPt(c, c + 1));
        h += QStringLiteral("<thead><tr>");
        for (qsizetype c = 0; c < t.header.size(); ++c) {
            const QString w = c < qsizetype(t.widths.size()) ? QStringLiteral(" width=\"%1%\"").arg(t.widths[size_t(c)]) : QString();
            h += QStringLiteral("<th%1 bgcolor=\"#e3e9f1\" align=\"left\" style=\"%2font-size:%3pt\">%4</th>")
                     .arg(w, z.spacing, QString::number(z.table),
                          merged(t.header[c], t2 ? at(&t2->header, c) : nullptr, z.tableSecond, oneLine));
        }
        h += QStringLiteral("</tr></thead>");
    }
    const qsizetype columns = std::max(t.header.size(), qsizetype(t.widths.size()));
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        const int shade = r < qsizetype(t.shade.size()) ? t.shade[size_t(r)] : 0;
        const QString bg = shadeColor(shade);
        h += bg.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr bgcolor=\"%1\">").arg(bg);
        const QStringList *other = t2 && r < t2->rows.size() ? &t2->rows[r] : nullptr;
        const qsizetype cells = t.rows[r].size();
        for (qsizetype c = 0; c < cells; ++c) {
            QString attributes = t.header.isEmpty() && c < qsizetype(t.widths.size())
                                     ? QStringLiteral(" width=\"%1%\"").arg(t.widths[size_t(c)])
                                     : QString();
            const qsizetype span = c == cells - 1 && cells < columns ? columns - cells + 1 : 1;
            if (span > 1)
                attributes += QStringLiteral(" colspan=\"%1\"").arg(span);
            const int cs = r < t.cellShade.size() && c < t.cellShade[r].size() ? t.cellShade[r][c] : 0;
            if (cs)
                attributes += QStringLiteral(" bgcolor=\"%1\"").arg(shadeColor(cs));
            h += QStringLiteral("<td%1 style=\"%2font-size:%3pt\">%4</td>")
                     .arg(attributes, z.spacing, QString::number(z.table), cellText(t.rows[r][c], at(other, c), widthPt(c, c + span)));
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString keyFiguresHtml(const DocBlock &b, const DocBlock *b2)
{
    const Sizes z = sizesFor(b2 != nullptr);
    QString h = QStringLiteral("<table width=\"100%\" border=\"0\" cellspacing=\"4\" cellpadding=\"%1\" "
                               "style=\"margin-top:6pt; margin-bottom:6pt\"><tr>")
                    .arg(b2 ? 4 : 6);
    const int perRow = 3;
    for (qsizetype i = 0; i < b.items.size(); ++i) {
        if (i > 0 && i % perRow == 0)
            h += QStringLiteral("</tr><tr>");
        h += QStringLiteral("<td width=\"33%\" bgcolor=\"#eef2f7\" style=\"%1\"><span style=\"font-size:7.5pt; color:%2\">%3</span><br>"
                            "<span style=\"font-size:%4pt; font-weight:bold\">%5</span></td>")
                 .arg(z.spacing, QLatin1String(kGrey), merged(b.items[i], b2 ? at(&b2->items, i) : nullptr, 0, true),
                      QString::number(z.key), merged(b.details.value(i), b2 ? at(&b2->details, i) : nullptr, z.keySecond));
    }
    return h + QStringLiteral("</tr></table>");
}

QString checklistHtml(const DocBlock &b, const DocBlock *b2)
{
    const Sizes z = sizesFor(b2 != nullptr);
    QString h = QStringLiteral("<table width=\"100%\" border=\"0\" cellspacing=\"0\" cellpadding=\"2\">");
    for (qsizetype i = 0; i < b.items.size(); ++i) {
        const QString detail = b.details.value(i);
        // An empty box, or a box with a square in it for what the plan has ticked (both glyphs are
        // in Noto Sans CJK; a ballot box with a check mark is not).
        const QString box = b.checked.value(i) ? QStringLiteral("<span style=\"color:#14325c\">▣</span>") : QStringLiteral("□");
        h += QStringLiteral("<tr><td width=\"4%\" style=\"font-size:12pt\">%1</td><td width=\"96%\" style=\"%2\">%3%4</td></tr>")
                 .arg(box, z.spacing, merged(b.items[i], b2 ? at(&b2->items, i) : nullptr, z.bodySecond),
                      detail.isEmpty() ? QString()
                                       : QStringLiteral("<br><span style=\"font-size:%1pt; color:%2\">%3</span>")
                                             .arg(QString::number(z.note), QLatin1String(kGrey),
                                                  merged(detail, b2 ? at(&b2->details, i) : nullptr, z.noteSecond)));
    }
    return h + QStringLiteral("</table>");
}

} // namespace

QString joinLanguages(const std::vector<QString> &texts, const QString &separator)
{
    QStringList out;
    for (const QString &t : texts)
        if (!t.isEmpty() && !out.contains(t))
            out << t;
    return out.join(separator);
}

DocChart mergeChart(const std::vector<const DocChart *> &charts)
{
    DocChart c = *charts.front();
    if (charts.size() < 2)
        return c;
    const DocChart &o = *charts[1];
    const QString sep = QStringLiteral(" / ");
    c.title = joinLanguages({c.title, o.title}, sep);
    c.xLabel = joinLanguages({c.xLabel, o.xLabel}, sep);
    c.yLabel = joinLanguages({c.yLabel, o.yLabel}, sep);
    c.markerLabel = joinLanguages({c.markerLabel, o.markerLabel}, sep);
    for (size_t i = 0; i < c.series.size() && i < o.series.size(); ++i)
        c.series[i].label = joinLanguages({c.series[i].label, o.series[i].label}, sep);
    return c;
}

QString blockHtml(const DocBlock &b, const DocBlock *b2, double textWidthPt)
{
    const QString *t2 = b2 ? &b2->text : nullptr;
    const Sizes z = sizesFor(b2 != nullptr);
    QString h;
    switch (b.kind) {
    case BlockKind::Title:
        h = QStringLiteral("<p style=\"%1font-size:%2pt; font-weight:bold; color:#14325c; margin-bottom:2pt\">%3</p>")
                .arg(z.spacing, QString::number(z.title), merged(b.text, t2, z.titleSecond));
        break;
    case BlockKind::Subtitle: // both languages on one line, wrapping where long
        h = QStringLiteral("<p style=\"font-size:10.5pt; color:%1; margin-top:0pt\">%2</p>")
                .arg(QLatin1String(kGrey), merged(b.text, t2, 9, true));
        break;
    // Headings: both languages on one line where they fit, else one under the other.
    case BlockKind::Heading:
        h = QStringLiteral("<p style=\"font-size:12.5pt; font-weight:bold; color:#14325c; margin-top:10pt; margin-bottom:3pt\">%1</p>")
                .arg(mergedToFit(b.text, t2, 12.5, 12.5, textWidthPt));
        break;
    case BlockKind::Subheading:
        h = QStringLiteral("<p style=\"font-size:10pt; font-weight:bold; margin-top:8pt; margin-bottom:2pt\">%1</p>")
                .arg(mergedToFit(b.text, t2, 10, 10, textWidthPt));
        break;
    case BlockKind::Paragraph:
        h = QStringLiteral("<p style=\"%1margin-top:2pt; margin-bottom:4pt\">%2</p>")
                .arg(z.spacing, mergedToFit(b.text, t2, z.body, z.bodySecond, textWidthPt));
        break;
    case BlockKind::Note:
        h = QStringLiteral("<p style=\"%1font-size:%2pt; color:%3; margin-top:1pt\">%4</p>")
                .arg(z.spacing, QString::number(z.note), QLatin1String(kGrey), merged(b.text, t2, z.noteSecond));
        break;
    case BlockKind::Bullets:
        h = QStringLiteral("<ul style=\"margin-top:2pt; margin-bottom:4pt\">");
        for (qsizetype k = 0; k < b.items.size(); ++k)
            h += QStringLiteral("<li style=\"%1margin-bottom:%2pt\">%3</li>")
                     .arg(z.spacing, QString::number(b2 ? 1 : 2),
                          mergedToFit(b.items[k], b2 ? at(&b2->items, k) : nullptr, z.body, z.bodySecond,
                                      textWidthPt - kListIndentPt));
        h += QStringLiteral("</ul>");
        break;
    case BlockKind::Checklist: h = checklistHtml(b, b2); break;
    case BlockKind::Table: h = tableHtml(b.table, b2 ? &b2->table : nullptr, textWidthPt); break;
    case BlockKind::KeyFigures: h = keyFiguresHtml(b, b2); break;
    case BlockKind::Chart:
    case BlockKind::PageBreak: break;
    }
    // The family and its style strategy come from the document's default font (pdfrenderer.cpp).
    return QStringLiteral("<html><body style=\"font-size:%1pt\">%2</body></html>").arg(QString::number(z.body), h);
}

} // namespace gpuplanner::report
