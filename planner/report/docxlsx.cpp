// A document's text and tables as one XLSX sheet: headings bold, tables with a shaded header row,
// shaded cells coloured as in the PDF; two models give each cell in both languages.
#include "planner/report/comparisondoc.h"
#include "planner/report/xlsxwriting.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::report {

namespace {

QString merged(const QString &a, const QString *b)
{
    return b && !b->isEmpty() && *b != a ? a + QLatin1Char('\n') + *b : a;
}

const QString *at(const QStringList *l, qsizetype i)
{
    return l && i < l->size() ? &(*l)[i] : nullptr;
}

uint32_t shadeRgb(int shade)
{
    switch (shade) {
    case 1: return 0xE5F3E0;
    case 2: return 0xFFF3D4;
    case 3: return 0xFBE2DF;
    case 4: return 0xEAF0F8;
    default: return 0;
    }
}

} // namespace

bool writeDocXlsx(const std::vector<const DocModel *> &models, const QString &sheetName, const QString &path, QString *error)
{
    detail::Workbook book(path);
    if (!book.ok()) {
        *error = QCoreApplication::translate("report", "%1: cannot be written").arg(path);
        return false;
    }
    lxw_workbook *wb = book.get();
    lxw_worksheet *ws = workbook_add_worksheet(wb, sheetName.toUtf8().constData());
    lxw_format *title = workbook_add_format(wb);
    format_set_bold(title);
    format_set_font_size(title, 14);
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    format_set_font_size(bold, 12);
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_text_wrap(header);
    format_set_bg_color(header, 0xDCE6F1);
    format_set_border(header, LXW_BORDER_THIN);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    lxw_format *cell = workbook_add_format(wb);
    format_set_text_wrap(cell);
    format_set_border(cell, LXW_BORDER_THIN);
    format_set_align(cell, LXW_ALIGN_VERTICAL_TOP);
    lxw_format *shaded[5] = {cell, nullptr, nullptr, nullptr, nullptr};
    for (int s = 1; s < 5; ++s) {
        shaded[s] = workbook_add_format(wb);
        format_set_text_wrap(shaded[s]);
        format_set_border(shaded[s], LXW_BORDER_THIN);
        format_set_align(shaded[s], LXW_ALIGN_VERTICAL_TOP);
        format_set_bg_color(shaded[s], shadeRgb(s));
    }
    worksheet_set_column(ws, 0, 0, 30, nullptr);
    worksheet_set_column(ws, 1, 12, 24, nullptr);

    const DocModel &m = *models.front();
    const DocModel *m2 = models.size() > 1 ? models[1] : nullptr;
    int row = 0;
    for (size_t i = 0; i < m.blocks.size(); ++i) {
        const DocBlock &b = m.blocks[i];
        const DocBlock *b2 = m2 && i < m2->blocks.size() ? &m2->blocks[i] : nullptr;
        const QString *t2 = b2 ? &b2->text : nullptr;
        if (!b.pageRef.isEmpty())
            continue; // "see page 9": a workbook has no pages
        switch (b.kind) {
        case BlockKind::Title: detail::writeText(ws, row++, 0, merged(b.text, t2), title); break;
        case BlockKind::Heading:
        case BlockKind::Subheading:
            ++row;
            detail::writeText(ws, row++, 0, merged(b.text, t2), bold);
            break;
        case BlockKind::Subtitle:
        case BlockKind::Paragraph:
        case BlockKind::Note: detail::writeText(ws, row++, 0, merged(b.text, t2), nullptr); break;
        case BlockKind::Bullets:
        case BlockKind::Checklist:
            for (qsizetype k = 0; k < b.items.size(); ++k)
                detail::writeText(ws, row++, 0, (b.checked.value(k) ? QStringLiteral("✓ ") : QStringLiteral("• ")) + merged(b.items[k], b2 ? at(&b2->items, k) : nullptr), nullptr);
            break;
        case BlockKind::KeyFigures:
            for (qsizetype k = 0; k < b.items.size(); ++k) {
                detail::writeText(ws, row, 0, merged(b.items[k], b2 ? at(&b2->items, k) : nullptr), header);
                detail::writeText(ws, row++, 1, merged(b.details.value(k), b2 ? at(&b2->details, k) : nullptr), cell);
            }
            break;
        case BlockKind::Table: {
            const DocTable &t = b.table;
            const DocTable *o = b2 ? &b2->table : nullptr;
            for (qsizetype c = 0; c < t.header.size(); ++c)
                detail::writeText(ws, row, int(c), merged(t.header[c], o ? at(&o->header, c) : nullptr), header);
            if (!t.header.isEmpty())
                ++row;
            for (qsizetype r = 0; r < t.rows.size(); ++r, ++row) {
                const int rowShade = r < qsizetype(t.shade.size()) ? t.shade[size_t(r)] : 0;
                for (qsizetype c = 0; c < t.rows[r].size(); ++c) {
                    const int cs = r < t.cellShade.size() && c < t.cellShade[r].size() && t.cellShade[r][c] ? t.cellShade[r][c] : rowShade;
                    const QStringList *other = o && r < o->rows.size() ? &o->rows[r] : nullptr;
                    const QString text = merged(t.rows[r][c], at(other, c));
                    // A plain figure (a rank, a count of requirements) is a number a spreadsheet can sort and
                    // sum.
                    static const QRegularExpression plain(QStringLiteral("^-?\\d{1,15}(?:\\.\\d+)?$"));
                    if (plain.match(text).hasMatch())
                        worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(c), text.toDouble(),
                                               shaded[std::clamp(cs, 0, 4)]);
                    else
                        detail::writeText(ws, row, int(c), text, shaded[std::clamp(cs, 0, 4)]);
                }
            }
            ++row;
            break;
        }
        case BlockKind::Chart:
        case BlockKind::PageBreak: break;
        }
    }
    return book.save(error);
}

} // namespace gpuplanner::report
