// The columns of a team's price list (issue 22): the price list's own fields, with the English and
// Chinese headers people write for them, matched as quote columns are (planner/quotes/quotefields.h).
#pragma once

#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuplanner::report {

// The fields, in the order the mapping step offers them: vendor, offering, gpu_model, gpu_count,
// billing, price (and price_per_hour … price_per_gpu_year, whose id names the period and basis),
// price_unit, currency, region, as_of (date), source, id, cpu_vcpus, ram_gb, data_disk_gb, notes.
const std::vector<quotes::QuoteField> &priceListFields();
QStringList priceListFieldIds();

// price, price_per_hour, price_per_gpu_month…: a column that holds a price.
bool isPriceListPriceField(const QString &id);

// Column → field of a price list's header ("型号" is the GPU model here, "计费方式" the billing mode,
// "单价（元/卡/时）" a price per GPU-hour), and the user's overrides as for quotes (header text,
// column letter or 1-based number → field id or "ignore"). "billing_rules" is read as "billing".
quotes::ColumnMapping mapPriceListColumns(const QStringList &header,
                                          const QHash<QString, QString> &overrides = {});

// The header of a price list: the row where most cells name a price-list field (of the first 40,
// at least two; a title or date line above it is skipped), read with a group row of merged cells
// above it, or with the row of names below it when that row names fields itself ("GPU" over "Model |
// GPUs"). A data row is never read as a header. `headerRow` (1-based, the last header row) chooses
// the row instead. Without any such row: the first row with a cell. `row` is -1 for an empty grid.
quotes::QuoteHeader priceListHeader(const quotes::Grid &grid, int headerRow = 0);

// The fields a price list needs before its rows can be read, missing from `fields` (a column's
// field each): "gpu_model" and "price" (any price field). Empty when none is missing.
QStringList missingPriceListFields(const std::vector<QString> &fields);

} // namespace gpuplanner::report
