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
// origin "user" (resources/catalog/SCHEMA.md, prices.json). The columns are the price list's own
// fields (pricelistfields.h: vendor, offering, GPU model and count, billing, prices with their unit,
// currency, region, date, source, id, vCPUs, memory, data disk, notes), recognised from English and
// Chinese headers or chosen by the user. The cells are read with the quotes' readers
// (planner/quotes/quote.h): "¥18.5/卡/时", "RMB 45,000元/台/月", "$2.10 per GPU-hour", "45,000" under
// "单价（元/月）", "8卡 A800 80G SXM". A cell read wrong is worse than one not read: what is ambiguous
// is left out with the reason.

// How a row's price was read, for the summary and `catalog import-prices --json`.
struct PriceAsRead
{
    QString column;       // the header of the price column
    QString text;         // the price cell as written
    double amount = 0;    // as written, in the row's currency
    QString period;       // hour | day | month | year; empty for a purchase
    QString basis;        // gpu | machine | empty (the text names neither)
    QString gpusFrom;     // column | gpu_cell | assumed (a whole price with no count: 1 GPU, noted)
    QString currencyFrom; // cell | header | column | default
};

struct PriceListRow
{
    int line = 0;              // 1-based row of the file
    catalog::CheckedRow price; // a catalog price row, validated
    PriceAsRead read;

    const nlohmann::json &row() const { return price.data(); }
};

struct PriceListImport
{
    std::vector<PriceListRow> rows; // the good rows
    QStringList problems;           // rows left out, named by row and column ("row 4, column C (单价): …")
    QStringList notRead;            // cells of imported rows that were not understood (the row is kept without them)
    int dataRows = 0;               // non-empty rows below the header, the template's examples left out
    int prices = 0;                 // prices in those rows: one a row, or each filled price column (包月 | 包年)
    int exampleRows = 0;            // rows of the template's examples (kTemplateExampleMark), never imported
    int headerRow = 0;              // 1-based row of the column names as read
    QString error;                  // the file could not be read at all
};

// What the import is told besides the file.
struct PriceListOptions
{
    // Column (header text in lower case, column letter or 1-based number) → field id of
    // priceListFields(), or "ignore" ("单价=price_per_month", "C=gpu_model").
    QHash<QString, QString> overrides;
    QString defaultCurrency; // CNY | USD for prices nothing names a currency for; empty: those rows are left out
    int headerRow = 0;       // 1-based row of the column names; 0: found (a title row above it is skipped)
    bool forApp = false;     // messages name the app's mapping step instead of --map
};

// Reads CSV (UTF-8 or GB18030/GBK) or XLSX (the first sheet). `today` dates rows without a date
// column; `overrides` are column mappings ("单价=price_per_month").
PriceListImport importPriceList(const QString &path, const catalog::Catalog &catalog, const QDate &today,
                                const QHash<QString, QString> &overrides = {});
PriceListImport importPriceList(const QString &path, const catalog::Catalog &catalog, const QDate &today,
                                const PriceListOptions &options);
// The same for cells already read (the header row is found, or options.headerRow).
PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const QHash<QString, QString> &overrides = {});
PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const PriceListOptions &options);

// The Notes cell of the template's example rows: a row that holds it is never imported, so that
// examples a user forgot to delete do not become prices.
inline constexpr const char *kTemplateExampleMark = "EXAMPLE, not imported / 示例行，不会导入";

// The template the app exports: bilingual headers and two example rows (marked).
quotes::Grid priceListTemplate();
// Writes the template as CSV (UTF-8 with BOM) or, for a path ending in .xlsx, as a workbook.
bool writePriceListTemplate(const QString &path, QString *error);

} // namespace gpuplanner::report
