#pragma once

#include "planner/workload/units.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace gpuplanner::catalog {
class Catalog;
}

namespace gpuplanner::quotes {

// A vendor's answer to one requirement of the request for quote (requirement ids: requirements.h).
struct QuoteAnswer
{
    QString offered; // the vendor's words: "8 × H100 SXM5 80GB", "2 × 3.84 TB NVMe, RAID 0"
    QString value;   // the figure in the requirement's unit ("8", "7000", "570.86", "yes"); empty: not stated
    // False when the vendor's cell could not be read: the requirement is "not stated" with `problem`
    // ("not understood: '2*AMD' (ask the vendor)") instead of the row being left out.
    bool understood = true;
    QString problem{};
    bool operator==(const QuoteAnswer &) const = default;
};

// An answer the reader could not understand: `offered` is the text, `why` (optional) the reason.
QuoteAnswer notUnderstood(const QString &text, const QString &why = {});
// "not understood: '<text>' (ask the vendor)", with the reason after a semicolon when there is one.
QString notUnderstoodNote(const QString &text, const QString &why = {});

// One price as the file wrote it: the amount, the period and whether it is per GPU, with the unit
// text it was read from. The whole configuration's prices (QuotePrice) are settled from these.
struct PriceRead
{
    QString period; // hour | day | month | year | three_years (a reserved term's whole amount) | purchase
                    // (to buy the machine, once)
    double amount = 0;   // as written, in the quote's currency
    bool perGpu = false; // per GPU (per card): × the quote's GPU count
    bool perMachine = false; // per machine (元/台/月, per node): × the machines the quote offers
    QString unit;        // the unit as written ("元/卡/小时", "/mo") where a cell or a unit column named it
    QString column;      // the header of the column it was read from
    // "year": a rate billed by the hour, day or month under a one-year commitment ("reserved 1 year",
    // "1年预留"), priced per year; "three_years": the same under a three-year commitment ("3-yr
    // reserved", "3年预留"), priced for the three years, where the period "three_years" is an amount
    // for the whole term (settlePrices); empty otherwise.
    QString term;
    int termMonths() const; // 12, 36, or 0 without a term
    QString field() const; // price_per_hour | price_per_month | price_per_year | price_per_three_years |
                           // price_per_purchase (a day's price is per month)
    bool operator==(const PriceRead &) const = default;
};

// Prices of the whole offered configuration, in the quote's currency. Empty: not offered.
struct QuotePrice
{
    std::optional<double> perHour;
    std::optional<double> perMonth;
    std::optional<double> perYear;
    std::optional<double> perThreeYears; // a three-year commitment, owed in full (a reserved 3-year rate)
    std::optional<double> purchase; // to buy the offered configuration, once (a hardware vendor's quote)
    std::vector<PriceRead> read; // how the prices were read; empty for quotes typed as whole-configuration prices
    bool any() const { return perHour || perMonth || perYear || perThreeYears || purchase || !read.empty(); }
};

// One vendor quote: imported from a filled request-for-quote sheet, a CSV, JSON, or typed in.
// Kept in the plan (a "quotes" array) and in the catalog database's quote library.
struct Quote
{
    QString vendor;
    QString offering;        // product or instance name
    QString currency;        // "CNY" | "USD"
    QString plan;            // the plan the quote answers, when known
    QString source;          // file name, "manual" or "library"
    QString importedAt;      // ISO 8601
    // requirement id → answer. Implicitly shared: a comparison keeps its quotes without copying
    // every answer (50,000 quotes of a vendor's table).
    QMap<QString, QuoteAnswer> answers;
    QuotePrice price;
    QString billingRules;
    QString trafficPricing;
    QString supportSla;
    QString deliveryTime;
    QString notes;
    qint64 libraryId = 0;    // row id in the quote library; 0 when not stored there

    const QuoteAnswer *answer(const QString &requirementId) const;
};

// How a quote is named in rankings, tables and charts: the vendor, with the offering where there is
// one ("Acme (8 × H100 整机)"), so that a vendor's several offerings read apart.
QString quoteName(const Quote &q);

// A money cell as vendors write it: "12.5", "1,234.50", "¥12.5", "$3.20", "12.5 元", "USD 3.2",
// "3.2/h". Returns the amount and, when the cell names one, the currency ("CNY" / "USD").
struct MoneyCell
{
    bool ok = false;
    bool empty = false;
    double amount = 0;
    QString currency; // empty when the cell does not say
    QString per;      // the unit after the amount as written ("/月", "/卡/时", "/h", "per GPU-hour"), empty when none
    bool onRequest = false; // "面议", "price on request", "POA", "TBD": no price, and not an error (empty is true)
};
MoneyCell parseMoneyCell(const QString &text);

// "面议", "价格面议", "price on request", "on request", "POA", "TBD", "待定", "询价", "call".
bool isPriceOnRequest(const QString &text);

// The currency a text names anywhere in it: "¥", "￥", "$", "US$", "元", "RMB", "CNY", "人民币", "USD",
// "美元", "美金" ("单价（元/月）", "价格（人民币）", "Monthly (USD)", "RMB 45,000元/台/月"). Empty when it
// names none, or names both (then `ambiguous` is set).
QString currencyInText(const QString &text, bool *ambiguous = nullptr);

// The currency of a price cell: the cell's own, else its column header's (`header`), else the
// row's currency column (`column`). A cell and a header (or column) that name different currencies
// is a problem: the currency is left empty and `problem` says why.
struct CurrencyRead
{
    QString currency; // CNY | USD; empty when nothing names one (or on a problem)
    QString from;     // cell | header | column
    QString problem;  // translated; empty when none
};
CurrencyRead readCurrency(const QString &cell, const QString &header = {}, const QString &column = {});

// "CNY" / "USD" for the ways people write them (RMB, 人民币, 元, ¥, US$, 美元…); empty otherwise.
QString normalizeCurrency(const QString &text);

// A plain number cell ("8", "1,024", "7000 MB/s", "1.5TB" → 1500 with `gbUnits`). Returns false
// when the cell holds no number.
bool parseNumberCell(const QString &text, double *value, bool gbUnits = false);

// The period and basis a price unit names: "元/月", "/小时", "/时", "/年", "/天", "元/卡/时",
// "per GPU-hour", "/mo", "/hr", "USD/GPU-h", "包月", "单价（元/月）". Period empty when none is named.
// Also "per GPU hour", "/hr per GPU", "元/台/月" (per machine), "per node per month", "包年", "按量"
// (pay as you go: per hour). "面议" / "price on request" / "POA" / "TBD" set `onRequest`.
struct PriceUnit
{
    QString period; // hour | day | month | year | three_years | purchase
    bool perGpu = false;
    bool perMachine = false; // the text names the machine as the basis (元/台/月, per node); false when it names none
    bool onRequest = false;
};
PriceUnit parsePriceUnit(const QString &text);

// A whole price cell read with what surrounds it: the amount and currency of the cell, the period
// and basis from the cell, else `rowUnit` (a unit column), else the header, else the field
// (`fieldId`: price_per_gpu_hour…, or the generic "price"); the currency from the cell, else the
// header, else `currencyColumn`, else `rowUnit` ("元/卡/时"). "$2.10 per GPU-hour", "2.10 USD per GPU hour",
// "RMB 45,000元/台/月", "面议". `ok` false with `problem` (translated) when the cell cannot be read safely.
struct PriceCell
{
    bool ok = false;
    bool empty = false;     // nothing to read ("", "-", "n/a", or a price on request)
    bool onRequest = false; // "面议", "POA"…: a recognised "price on request", not an error
    double amount = 0;
    QString currency;       // CNY | USD; empty when nothing names one (the row's default applies)
    PriceUnit unit;         // period empty: no period named anywhere
    QString unitText;       // the unit as written where the cell or unit column named it ("元/卡/时", "per GPU-hour")
    QString problem{};
};
// A header, unit or cell that names a price to buy the machine, once, rather than a rent: 购买, 采购,
// 买断, 购置, 售价, 一次性, 万元, 元/台 (not 平台), 套 (not 套餐), purchase, buy, capex, one-off, per server.
bool namesPurchase(const QString &text);
// The multiplier a unit column or header writes for a price cell ("单价（万元）" ×10,000, "千元" and
// "k USD" ×1,000); 1 where the cell writes its own ("210.5万") or none is written.
double amountMultiplier(const QString &cell, const QString &rowUnit, const QString &header);
// `purchaseAllowed`: a price naming no rental period but a purchase ("万元", "元/台", "one-off") is
// read as a price to buy the machine (a vendor's quote); price lists keep their own purchase rules.
PriceCell readPriceCell(const QString &cell, const QString &header = {}, const QString &rowUnit = {},
                        const QString &fieldId = {}, const QString &currencyColumn = {},
                        bool purchaseAllowed = false);

// The price field of a period and basis: price_per_hour, price_per_gpu_month… (empty for no period).
QString priceFieldFor(const PriceUnit &unit);
// The period and basis of a price field (the generic "price" names none).
PriceUnit priceUnitOfField(const QString &fieldId);
// Months of commitment a reserved price field names: 12 (price_reserved_year), 36 (price_reserved_3year,
// price_per_three_years), 0 for any other field.
int reservedTermOfField(const QString &fieldId);
// A header without its reservation term ("1-yr reserved (USD/mo)" → " reserved (USD/mo)", "3年预留（元/月）"
// → "预留（元/月）"): the term is no billing period.
QString withoutTerm(const QString &header);

// Hours in a billing day and month as cloud price lists count them (8760 h / 12): the engine's own
// month, so that a quote's price and the plan's cost count the same hours.
inline constexpr double kPriceHoursPerMonth = planner::kHoursPerMonth;

// Sets the whole configuration's prices from `price.read`: a day's price × 730 / 24 days a month,
// a per-GPU price × `gpus`. A per-GPU price stays unsettled while `gpus` is 0. Returns the
// arithmetic of every per-GPU or per-day price ("1.2 per GPU-hour × 2 GPUs = 2.4 per hour").
QStringList settlePrices(QuotePrice &price, double gpus, int machines = 0);
// The GPU count a quote states (its gpu_count answer), 0 when it states none.
double statedGpuCount(const Quote &q);

// A quantity as vendors write it, in the unit of the field or requirement `fieldId`: sizes (_gb:
// "96G", "3.84T", "2×3.84TB", "512GiB"), bandwidth in Mbit/s (public_mbps: "1G", "100M", "1Gbps",
// "千兆", "万兆") or Gbit/s (cluster_gbps: "200G", "400Gb IB"), disk reads in MB/s ("7GB/s"),
// cores ("32核", "64C", "2×32核"), counts ("8卡"). False when the text holds no number.
bool parseQuantity(const QString &fieldId, const QString &text, double *value);
// A number as a vendor's sheet writes it, thousands commas in groups of three ("12,800.50" → 12800.5), a
// decimal comma before one or two digits ("2,10" → 2.1); empty when the digits do not read as one.
std::optional<double> groupedNumber(QString digits);
// A size (…_gb) or a rate (…bps): a figure a count multiplies ("8 × 3.84 TB") and parts joined by "+" add to.
bool measuredField(const QString &fieldId);
// The unit a column's header gives its figures, for a quantity field: "存储（TB）" → "TB", "Public
// bandwidth [Mbps]" → "Mbps", "Disk read (GB/s)" → "GB/s"; empty when the header names none that fits
// `fieldId` (sizes for _gb, rates for _mbps and _gbps).
QString headerQuantityUnit(const QString &fieldId, const QString &header);
// The physical cores a CPU text names: "Intel 6430 32核" → 32, "2×Xeon 8480+ 56C" → 112; nullopt otherwise.
// Text only: "2*AMD 9454" names no cores here (see readCpuCores for the catalog's figure).
std::optional<double> coresInText(const QString &text);

// Cores per socket of a CPU model as the catalog lists it, nullopt when unknown.
using CoresLookup = std::function<std::optional<int>(const QString &cpuText)>;
// The catalog's CPU table as a CoresLookup: the model number in the text ("9454", "8480+", "6430",
// "Platinum 8462Y+") matched against the catalog's CPU names, the vendor checked where named.
CoresLookup catalogCores(const catalog::Catalog &catalog);

// Sockets × cores per socket of a CPU cell: sockets from "2*", "2 x", "2×", "双路", "两颗", "dual",
// "x2"; cores per socket from the catalog (`lookup`) when it knows the model, else from the text
// ("(56C)", "32核", "32-core", "32 cores"). "2*AMD 9454" = 2 × 48 = 96, "双路 Xeon 8358" = 64. A
// text figure that is neither the catalog's per-socket nor its total count is a conflict: not read.
struct CoresRead
{
    std::optional<double> cores; // the total; nullopt when not stated or not understood
    int sockets = 1;
    int perSocket = 0;
    bool fromCatalog = false;
    QString model;   // the catalog's CPU name when it was matched
    QString judged;  // "2 × 48 cores (AMD EPYC 9454) = 96 cores", translated
    QString problem; // why it was not read, translated; empty when it was or the text names no CPU
};
CoresRead readCpuCores(const QString &text, const CoresLookup &lookup = {});

// A GPU cell with the count inside when no count column gives it: "H20 96GB x2", "2×H20",
// "8卡 A800 80G SXM", "RTX 4090 24G ×8", "H20*8", "8x H100 SXM5 80GB, NVLink", "2-GPU". The
// model is the text without the count (and without what follows a comma: ", NVLink"). Memory,
// model numbers and form factors ("80G", "96GB", "H100", "SXM5") are never counts. Two different
// counts in one cell ("2×H20 x8") or machines × GPUs ("2台×8卡") leave the count unread.
struct GpuCountRead
{
    QString model;          // "H20 96GB"
    std::optional<int> count;
    QString problem;        // translated; why a count in the text was not read
};
GpuCountRead readGpuCount(const QString &text);
// The words for machines after a count, as one regular-expression alternation without a group:
// nodes, machines, servers, hosts (English words whole), 个节点, 节点, 台. Counts of machines in GPU,
// count and machines cells are all read with it.
QString machineWordsPattern();

// A size cell with two disks: "系统盘200G + 数据盘2T NVMe", "System 480 GB SATA + Data 2x3.84TB NVMe".
// The parts are split at "+", ",", ";", "，", "；" and labelled by 系统盘 / system / OS / boot and 数据盘
// / data / storage; parts of one kind add up. `split` is false when no part names a kind.
struct DiskSplit
{
    bool split = false;
    std::optional<double> systemGb, dataGb;
    QString systemText, dataText; // the parts as written ("200G", "2T NVMe")
    QString problem;              // a labelled part without a readable size (translated)
};
DiskSplit splitDisks(const QString &text);

// The value judged, as people read it, for a quantity of `fieldId` read from `text`: "1 TB (DDR4)",
// "15,360 GB (4 x 3.84 TB NVMe)", "96 cores (2 × 48, AMD EPYC 9454)". Empty when `text` is not read.
QString judgedQuantity(const QString &fieldId, const QString &text, double value);

// yes / no in English or Chinese ("yes", "y", "true", "1", "是", "有", "支持", "提供"…).
std::optional<bool> parseYesNo(const QString &text);

} // namespace gpuplanner::quotes
