#include "planner/report/dochtml.h"

namespace gpuplanner::report {

namespace {

constexpr const char *kGrey = "#5a6270";

QString esc(const QString &s)
{
    return s.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
}

// The first language's text, then the second's in grey where it differs.
QString merged(const QString &first, const QString *second, bool inlineSecond = false)
{
    if (!second || second->isEmpty() || *second == first)
        return esc(first);
    const QString other = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(QLatin1String(kGrey), esc(*second));
    return esc(first) + (inlineSecond ? QStringLiteral(" · ") : QStringLiteral("<br>")) + other;
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

QString tableHtml(const DocTable &t, const DocTable *t2)
{
    QString h = QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                               "style=\"border-collapse:collapse; border-color:#b7c0cc; margin-top:4pt; margin-bottom:6pt\">");
    if (!t.header.isEmpty()) {
        h += QStringLiteral("<thead><tr>");
        for (qsizetype c = 0; c < t.header.size(); ++c) {
            const QString w = c < qsizetype(t.widths.size()) ? QStringLiteral(" width=\"%1%\"").arg(t.widths[size_t(c)]) : QString();
            h += QStringLiteral("<th%1 bgcolor=\"#e3e9f1\" align=\"left\" style=\"font-size:8pt\">%2</th>")
                     .arg(w, merged(t.header[c], t2 ? at(&t2->header, c) : nullptr));
        }
        h += QStringLiteral("</tr></thead>");
    }
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        const int shade = r < qsizetype(t.shade.size()) ? t.shade[size_t(r)] : 0;
        const QString bg = shadeColor(shade);
        h += bg.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr bgcolor=\"%1\">").arg(bg);
        const QStringList *other = t2 && r < t2->rows.size() ? &t2->rows[r] : nullptr;
        for (qsizetype c = 0; c < t.rows[r].size(); ++c) {
            const QString w = t.header.isEmpty() && c < qsizetype(t.widths.size())
                                  ? QStringLiteral(" width=\"%1%\"").arg(t.widths[size_t(c)])
                                  : QString();
            const int cs = r < t.cellShade.size() && c < t.cellShade[r].size() ? t.cellShade[r][c] : 0;
            const QString cellBg = cs ? QStringLiteral(" bgcolor=\"%1\"").arg(shadeColor(cs)) : QString();
            h += QStringLiteral("<td%1%2 style=\"font-size:8pt\">%3</td>").arg(w, cellBg, merged(t.rows[r][c], at(other, c)));
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString keyFiguresHtml(const DocBlock &b, const DocBlock *b2)
{
    QString h = QStringLiteral("<table width=\"100%\" border=\"0\" cellspacing=\"4\" cellpadding=\"6\" "
                               "style=\"margin-top:6pt; margin-bottom:6pt\"><tr>");
    const int perRow = 3;
    for (qsizetype i = 0; i < b.items.size(); ++i) {
        if (i > 0 && i % perRow == 0)
            h += QStringLiteral("</tr><tr>");
        h += QStringLiteral("<td width=\"33%\" bgcolor=\"#eef2f7\"><span style=\"font-size:7.5pt; color:%1\">%2</span><br>"
                            "<span style=\"font-size:11pt; font-weight:bold\">%3</span></td>")
                 .arg(QLatin1String(kGrey), merged(b.items[i], b2 ? at(&b2->items, i) : nullptr, true),
                      merged(b.details.value(i), b2 ? at(&b2->details, i) : nullptr));
    }
    return h + QStringLiteral("</tr></table>");
}

QString checklistHtml(const DocBlock &b, const DocBlock *b2)
{
    QString h = QStringLiteral("<table width=\"100%\" border=\"0\" cellspacing=\"0\" cellpadding=\"2\">");
    for (qsizetype i = 0; i < b.items.size(); ++i) {
        const QString detail = b.details.value(i);
        h += QStringLiteral("<tr><td width=\"4%\" style=\"font-size:12pt\">□</td><td width=\"96%\">%1%2</td></tr>")
                 .arg(merged(b.items[i], b2 ? at(&b2->items, i) : nullptr),
                      detail.isEmpty() ? QString()
                                       : QStringLiteral("<br><span style=\"font-size:7.5pt; color:%1\">%2</span>")
                                             .arg(QLatin1String(kGrey), merged(detail, b2 ? at(&b2->details, i) : nullptr)));
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

QString blockHtml(const DocBlock &b, const DocBlock *b2)
{
    const QString *t2 = b2 ? &b2->text : nullptr;
    QString h;
    switch (b.kind) {
    case BlockKind::Title:
        h = QStringLiteral("<p style=\"font-size:17pt; font-weight:bold; color:#14325c; margin-bottom:2pt\">%1</p>").arg(merged(b.text, t2));
        break;
    case BlockKind::Subtitle:
        h = QStringLiteral("<p style=\"font-size:10.5pt; color:%1; margin-top:0pt\">%2</p>").arg(QLatin1String(kGrey), merged(b.text, t2));
        break;
    case BlockKind::Heading:
        h = QStringLiteral("<p style=\"font-size:12.5pt; font-weight:bold; color:#14325c; margin-top:10pt; margin-bottom:3pt\">%1</p>")
                .arg(merged(b.text, t2, true));
        break;
    case BlockKind::Subheading:
        h = QStringLiteral("<p style=\"font-size:10pt; font-weight:bold; margin-top:8pt; margin-bottom:2pt\">%1</p>")
                .arg(merged(b.text, t2, true));
        break;
    case BlockKind::Paragraph:
        h = QStringLiteral("<p style=\"margin-top:2pt; margin-bottom:4pt\">%1</p>").arg(merged(b.text, t2));
        break;
    case BlockKind::Note:
        h = QStringLiteral("<p style=\"font-size:7.5pt; color:%1; margin-top:1pt\">%2</p>").arg(QLatin1String(kGrey), merged(b.text, t2));
        break;
    case BlockKind::Bullets:
        h = QStringLiteral("<ul style=\"margin-top:2pt; margin-bottom:4pt\">");
        for (qsizetype k = 0; k < b.items.size(); ++k)
            h += QStringLiteral("<li style=\"margin-bottom:2pt\">%1</li>").arg(merged(b.items[k], b2 ? at(&b2->items, k) : nullptr));
        h += QStringLiteral("</ul>");
        break;
    case BlockKind::Checklist: h = checklistHtml(b, b2); break;
    case BlockKind::Table: h = tableHtml(b.table, b2 ? &b2->table : nullptr); break;
    case BlockKind::KeyFigures: h = keyFiguresHtml(b, b2); break;
    case BlockKind::Chart:
    case BlockKind::PageBreak: break;
    }
    // The family and its style strategy come from the document's default font (pdfrenderer.cpp).
    return QStringLiteral("<html><body style=\"font-size:9pt\">") + h + QStringLiteral("</body></html>");
}

} // namespace gpuplanner::report
