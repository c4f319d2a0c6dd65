// How a price list's cells are read (pricelist_cells.cpp, pricelist_price.cpp), for the row reading
// in pricelist.cpp. Money, periods, currencies and counts are read by the quotes' cell readers
// (planner/quotes/quote.h), so that a price list and a quote read "¥18.5/卡/时" the same way.
#pragma once

#include "catalog/catalog.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <QDate>
#include <QHash>
#include <QString>

namespace gpuplanner::report::pricecells {

// 按量付费 / 包年包月 / 包年 / 抢占式 / 购买, in either language; empty when the text names none.
QString billingFromText(const QString &text, int *termMonths);

// A date as price lists write it ("2026-12-01", "2026/12/1", "2026年12月", an Excel date serial).
std::optional<QDate> cellDate(const QString &text);

// The cells a price is read from: the price cell with its column's header and field, and the row's
// price unit, billing and currency cells (empty where the list has no such column).
struct PriceCells
{
    QString cell, header, field;
    QString unitCell, billingCell, currencyCell;
    QString defaultCurrency; // CNY | USD where nothing names one; empty: none
};

// A price as read: the amount as written with its period, basis and currency, and the billing mode.
struct OfferPrice
{
    QString problem;          // translated; empty when the price was read
    bool billingCell = false; // the problem is the billing cell's, not the price cell's
    bool onRequest = false;   // 面议, POA…: no price to import
    double amount = 0;        // as written, in `currency`
    QString period;           // hour | day | month | year; empty for a purchase
    bool perGpu = false;      // per GPU (per card): × the row's GPU count
    bool perMachine = false;  // per machine (台, node) as the text says; false when it says neither
    QString unitText;         // the unit as the cell or the unit column wrote it ("元/卡/时")
    QString currency;         // CNY | USD
    QString currencyFrom;     // cell | header | column | default
    QString billing;          // hourly | monthly | reserved | spot | purchase
    int termMonths = 0;
};

// Reads one price with the quotes' readers (quotes::readPriceCell, readCurrency, parseMoneyCell):
// the period and basis from the cell, else the unit column, else the field (when the column's field
// names a period: the user's choice) or the header, else the billing cell (包月, 按量, 包年); the
// currency from the cell, else the header, else the currency column, else `defaultCurrency`. A
// purchase (购买, 采购) names no period. Whatever is ambiguous is left unread with the reason.
OfferPrice readOfferPrice(const PriceCells &in);

// The GPUs of a row: the model as written without the count ("8卡 A800 80G SXM" → "A800 80G SXM"),
// and the count from the count column, else the GPU cell (quotes::readGpuCount), else 1 (not
// stated). Two counts that differ, or a count that cannot be read, are a problem.
struct GpusRead
{
    QString model;
    int count = 1;
    QString from;           // column | gpu_cell; empty when not stated
    QString problem;        // translated
    bool countCell = false; // the problem is the count cell's
};
GpusRead readGpus(const QString &gpuCell, const QString &countCell);

// A size or count of the offer's hardware as the quotes read it: vCPUs ("96", "96 vCPU"), memory
// and data disk in GB ("1024G", "2 TB DDR5", "4 x 3.84 TB NVMe", "系统盘200G + 数据盘2T NVMe").
// False when the text is not understood (or names no data disk).
bool readHardware(const QString &field, const QString &text, double *value);

// What a catalog price row says besides its price (pricelist.cpp reads it from the row's cells).
struct OfferRow
{
    QString provider, offering, region, source, notes;
    QString acceleratorId;
    int gpus = 1;
    QDate asOf;
    QString document; // "Own price list prices.csv, row 5: ￥18.5/卡/时"
};

// The catalog price row (resources/catalog/SCHEMA.md, prices.json) of one price, without its id:
// the whole offer's price per hour or month (a per-GPU price × the GPUs, a day's price / 24, a
// year's / 12), or once for a purchase; `hardware` holds vcpus, ram_gb, local_storage_gb where read.
nlohmann::json catalogPriceRow(const OfferRow &offer, const OfferPrice &price,
                               const nlohmann::json &hardware);

// What the catalog's own (bundled) hourly and monthly offers charge for a GPU: the median, in USD a
// GPU-hour, over `offers` of them (pricelist_sanity.cpp).
struct RentalReference
{
    double usdPerGpuHour = 0;
    int offers = 0;
};
class RentalReferences
{
public:
    RentalReferences(const catalog::Catalog &catalog, double cnyPerUsd)
        : m_catalog(catalog), m_cnyPerUsd(cnyPerUsd)
    {
    }
    std::optional<RentalReference> of(const QString &acceleratorId); // each GPU's worked out once
    double cnyPerUsd() const { return m_cnyPerUsd; }

private:
    const catalog::Catalog &m_catalog;
    double m_cnyPerUsd;
    QHash<QString, std::optional<RentalReference>> m_done;
};
// The note for an imported rental row (a catalog price row) more than 5× or under 0.2× its GPU's
// reference, with what to check; empty otherwise. `cell` is the price as written.
QString rentalPriceNote(const nlohmann::json &row, const QString &cell, const QString &gpuName,
                        RentalReferences &references);

} // namespace gpuplanner::report::pricecells
