#pragma once

#include "catalog/catalog.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/plandocument.h"

#include <map>

namespace gpuplanner::report {

// The request-for-quote sheet (PRODUCT.md §2 step 6): the plan's requirements per dimension in
// vendor-neutral terms, and empty columns for the vendor (offered part and value, price per hour /
// month / year, billing rules, traffic pricing, support and SLA, delivery time, notes). Headers and
// texts carry English and Chinese; the vendor fills the sheet and it is imported back
// (quoteimport.h). Layout: a preamble (title, plan, date, catalog version, instructions, the
// vendor / offering / currency cells to fill), a blank row, the header row, one row per requirement
// id, and a "total" row for prices of the whole configuration.
struct RfqSheet
{
    quotes::Grid cells;                             // every cell's text
    std::map<std::pair<int, int>, double> numbers; // cells that are numbers (minimum, recommended)
    int headerRow = 0;
    int firstVendorColumn = 0;              // first column the vendor fills
    int vendorRow = 0, offeringRow = 0, currencyRow = 0; // value cells in column B
    int totalRow = 0;
    QString title;                          // bilingual
    QString planName;
};

// Builds the sheet; switches to English and Chinese to render both and restores the language.
RfqSheet buildRfqSheet(const PlanDocument &plan, const catalog::Catalog &catalog);

bool writeRfqCsv(const RfqSheet &sheet, const QString &path, QString *error);
// Marks the workbook as ours (custom property gpuplanner_rfq = 1), so that import can tell it from
// other workbooks; vendor cells are highlighted, the currency cell offers CNY / USD.
bool writeRfqXlsx(const RfqSheet &sheet, const QString &path, QString *error);

} // namespace gpuplanner::report
