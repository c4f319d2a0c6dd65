// The price list template the app exports: bilingual headers and two example rows, as CSV or XLSX.
#include "planner/report/pricelist.h"

#include "planner/report/xlsxwriting.h"

#include <QCoreApplication>

namespace gpuplanner::report {

quotes::Grid priceListTemplate()
{
    auto h = [](const char *en, const char *zh) -> QString {
        return QString::fromUtf8(en) + QLatin1Char('\n') + QString::fromUtf8(zh);
    };
    quotes::Grid g;
    g << QStringList{h("Vendor", "供应商"), h("Offering", "实例规格"), h("GPU model", "GPU型号"), h("GPU count", "卡数"),
                     h("vCPUs", "vCPU数"), h("Memory (GB)", "内存"), h("Data disk (GB)", "数据盘"),
                     h("Billing", "计费方式"), h("Price", "单价"), h("Currency", "币种"), h("Region", "地域"),
                     h("Date", "报价日期"), h("Source", "来源"), h("Notes", "备注")};
    g << QStringList{QStringLiteral("Example Cloud"), QStringLiteral("gpu.8xh100"), QStringLiteral("H100 SXM"),
                     QStringLiteral("8"), QStringLiteral("192"), QStringLiteral("2048"), QStringLiteral("30000"),
                     QStringLiteral("hourly"), QStringLiteral("$24.00/h"), QStringLiteral("USD"),
                     QStringLiteral("us-east"), QStringLiteral("2026-12-01"), QString(), QString::fromUtf8(kTemplateExampleMark)};
    g << QStringList{QStringLiteral("示例云"), QStringLiteral("gn-a10"), QStringLiteral("A10"), QStringLiteral("1"),
                     QStringLiteral("8"), QStringLiteral("32"), QStringLiteral("200"), QStringLiteral("包年包月"),
                     QStringLiteral("¥4,500/月"), QStringLiteral("CNY"), QStringLiteral("华东"),
                     QStringLiteral("2026-12-01"), QString(), QString::fromUtf8(kTemplateExampleMark)};
    return g;
}

bool writePriceListTemplate(const QString &path, QString *error)
{
    const quotes::Grid g = priceListTemplate();
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return quotes::writeCsv(path, g, error);
    detail::Workbook book(path);
    if (!book.ok()) {
        *error = QCoreApplication::translate("pricelist", "%1: the workbook cannot be created").arg(path);
        return false;
    }
    lxw_worksheet *sheet = workbook_add_worksheet(book.get(), "prices");
    lxw_format *bold = workbook_add_format(book.get());
    format_set_bold(bold);
    format_set_text_wrap(bold);
    for (int r = 0; r < g.size(); ++r)
        for (int c = 0; c < g[r].size(); ++c)
            detail::writeText(sheet, r, c, g[r][c], r == 0 ? bold : nullptr);
    worksheet_set_column(sheet, 0, lxw_col_t(g.front().size() - 1), 16, nullptr);
    return book.save(error);
}

} // namespace gpuplanner::report
