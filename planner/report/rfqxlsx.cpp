// The request-for-quote sheet as XLSX (libxlsxwriter): vendor cells highlighted, minimum and
// recommended as numbers, the currency cell a CNY / USD list, the header frozen.
#include "planner/report/rfq.h"

#include "planner/report/xlsxwriting.h"

#include <QCoreApplication>

namespace gpuplanner::report {

bool writeRfqXlsx(const RfqSheet &s, const QString &path, QString *error)
{
    detail::Workbook book(path);
    if (!book.ok()) {
        *error = QCoreApplication::translate("report", "%1: cannot be written").arg(path);
        return false;
    }
    lxw_workbook *wb = book.get();
    const QByteArray title = s.title.toUtf8(), plan = s.planName.toUtf8();
    lxw_doc_properties properties{};
    properties.title = const_cast<char *>(title.constData());
    properties.subject = const_cast<char *>(plan.constData());
    properties.company = const_cast<char *>("GPU Server Planner");
    workbook_set_properties(wb, &properties);
    workbook_set_custom_property_string(wb, "gpuplanner_rfq", "1");
    lxw_worksheet *ws = workbook_add_worksheet(wb, "RFQ");

    lxw_format *titleFormat = workbook_add_format(wb);
    format_set_bold(titleFormat);
    format_set_font_size(titleFormat, 14);
    lxw_format *label = workbook_add_format(wb);
    format_set_bold(label);
    lxw_format *wrap = workbook_add_format(wb);
    format_set_text_wrap(wrap);
    format_set_align(wrap, LXW_ALIGN_VERTICAL_TOP);
    format_set_border(wrap, LXW_BORDER_THIN);
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    format_set_bg_color(header, 0xDCE6F1);
    format_set_border(header, LXW_BORDER_THIN);
    lxw_format *vendorHeader = workbook_add_format(wb);
    format_set_bold(vendorHeader);
    format_set_text_wrap(vendorHeader);
    format_set_align(vendorHeader, LXW_ALIGN_VERTICAL_TOP);
    format_set_bg_color(vendorHeader, 0xFFE699);
    format_set_border(vendorHeader, LXW_BORDER_THIN);
    lxw_format *input = workbook_add_format(wb);
    format_set_bg_color(input, 0xFFF2CC);
    format_set_border(input, LXW_BORDER_THIN);
    format_set_text_wrap(input);
    format_set_align(input, LXW_ALIGN_VERTICAL_TOP);
    lxw_format *note = workbook_add_format(wb);
    format_set_text_wrap(note);
    format_set_italic(note);

    const double widths[] = {18, 16, 52, 12, 12, 9, 26, 14, 13, 13, 13, 14, 22, 22, 22, 16, 22};
    for (int c = 0; c < int(std::size(widths)); ++c)
        worksheet_set_column(ws, lxw_col_t(c), lxw_col_t(c), widths[c], nullptr);
    for (int r = 0; r < int(s.cells.size()); ++r) {
        const QStringList &row = s.cells[r];
        for (int c = 0; c < int(row.size()); ++c) {
            lxw_format *f = nullptr;
            if (r == 0)
                f = titleFormat;
            else if (r < s.headerRow && c == 0)
                f = label;
            else if (r == s.headerRow)
                f = c >= s.firstVendorColumn ? vendorHeader : header;
            else if (r > s.headerRow)
                f = c >= s.firstVendorColumn ? input : wrap;
            if (r == 3)
                f = note;
            const auto number = s.numbers.find({r, c});
            if (number != s.numbers.end())
                worksheet_write_number(ws, lxw_row_t(r), lxw_col_t(c), number->second, f);
            else if (!row[c].isEmpty())
                detail::writeText(ws, r, c, row[c], f);
            else if (f == input)
                worksheet_write_blank(ws, lxw_row_t(r), lxw_col_t(c), f);
        }
    }
    for (int r : {s.vendorRow, s.offeringRow, s.currencyRow})
        worksheet_write_blank(ws, lxw_row_t(r), 1, input);
    worksheet_merge_range(ws, 3, 0, 3, 8, s.cells[3][0].toUtf8().constData(), note);
    worksheet_set_row(ws, 3, 48, nullptr);
    worksheet_set_row(ws, lxw_row_t(s.headerRow), 32, nullptr);
    const char *currencies[] = {"CNY", "USD", nullptr};
    lxw_data_validation validation{};
    validation.validate = LXW_VALIDATION_TYPE_LIST;
    validation.value_list = const_cast<char **>(currencies);
    worksheet_data_validation_cell(ws, lxw_row_t(s.currencyRow), 1, &validation);
    worksheet_freeze_panes(ws, lxw_row_t(s.headerRow + 1), 3);
    return book.save(error);
}

} // namespace gpuplanner::report
