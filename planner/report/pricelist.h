#pragma once

#include "catalog/catalog.h"
#include "catalog/checkedrow.h"
#include "planner/quotes/csvfile.h"

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace gpuplanner::report {

// A team's own price list (negotiated prices, a vendor's list) read into catalog price rows of
// origin "user" (resources/catalog/SCHEMA.md, prices.json). The columns are mapped as quote tables
// are (quotefields: vendor, offering, GPU model and count, vCPUs, memory, disk, prices with their
// unit, currency, billing, notes) plus the price list's own: date (报价日期), region (地域), id,
// source (来源/URL). Money cells as vendors write them ("¥12,800/月", "USD 3.2/h", "2.5元/卡/时").
struct PriceListRow
{
    int line = 0;              // 1-based row of the file
    catalog::CheckedRow price; // a catalog price row, validated

    const nlohmann::json &row() const { return price.data(); }
};

struct PriceListImport
{
    std::vector<PriceListRow> rows; // the good rows
    QStringList problems;           // bad cells, named by row and column ("row 4, column C (单价): …")
    int dataRows = 0;               // non-empty rows below the header, the template's examples left out
    int exampleRows = 0;            // rows of the template's examples (kTemplateExampleMark), never imported
    QString error;                  // the file could not be read at all
};

// Reads CSV (UTF-8 or GB18030/GBK) or XLSX (the first sheet). `today` dates rows without a date
// column; `overrides` are column mappings as for quotes ("单价=price_per_month").
PriceListImport importPriceList(const QString &path, const catalog::Catalog &catalog, const QDate &today,
                                const QHash<QString, QString> &overrides = {});
// The same for cells already read (row 0: the header).
PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const QHash<QString, QString> &overrides = {});

// The Notes cell of the template's example rows: a row that holds it is never imported, so that
// examples a user forgot to delete do not become prices.
inline constexpr const char *kTemplateExampleMark = "EXAMPLE, not imported / 示例行，不会导入";

// The template the app exports: bilingual headers and two example rows (marked).
quotes::Grid priceListTemplate();
// Writes the template as CSV (UTF-8 with BOM) or, for a path ending in .xlsx, as a workbook.
bool writePriceListTemplate(const QString &path, QString *error);

} // namespace gpuplanner::report
