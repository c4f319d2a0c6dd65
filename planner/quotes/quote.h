#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace gpuplanner::quotes {

// A vendor's answer to one requirement of the request for quote (requirement ids: requirements.h).
struct QuoteAnswer
{
    QString offered; // the vendor's words: "8 × H100 SXM5 80GB", "2 × 3.84 TB NVMe, RAID 0"
    QString value;   // the figure in the requirement's unit ("8", "7000", "570.86", "yes"); empty: not stated
};

// One price as the file wrote it: the amount, the period and whether it is per GPU, with the unit
// text it was read from. The whole configuration's prices (QuotePrice) are settled from these.
struct PriceRead
{
    QString period;      // hour | day | month | year
    double amount = 0;   // as written, in the quote's currency
    bool perGpu = false; // per GPU (per card): × the quote's GPU count
    QString unit;        // the unit as written ("元/卡/小时", "/mo") where a cell or a unit column named it
    QString column;      // the header of the column it was read from
    QString field() const; // price_per_hour | price_per_month | price_per_year (a day's price is per month)
    bool operator==(const PriceRead &) const = default;
};

// Prices of the whole offered configuration, in the quote's currency. Empty: not offered.
struct QuotePrice
{
    std::optional<double> perHour;
    std::optional<double> perMonth;
    std::optional<double> perYear;
    std::vector<PriceRead> read; // how the prices were read; empty for quotes typed as whole-configuration prices
    bool any() const { return perHour || perMonth || perYear || !read.empty(); }
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
    std::map<QString, QuoteAnswer> answers; // requirement id → answer
    QuotePrice price;
    QString billingRules;
    QString trafficPricing;
    QString supportSla;
    QString deliveryTime;
    QString notes;
    qint64 libraryId = 0;    // row id in the quote library; 0 when not stored there

    const QuoteAnswer *answer(const QString &requirementId) const;
};

// A money cell as vendors write it: "12.5", "1,234.50", "¥12.5", "$3.20", "12.5 元", "USD 3.2",
// "3.2/h". Returns the amount and, when the cell names one, the currency ("CNY" / "USD").
struct MoneyCell
{
    bool ok = false;
    bool empty = false;
    double amount = 0;
    QString currency; // empty when the cell does not say
    QString per;      // the unit after a slash ("/月", "/卡/时", "/h"), empty when the cell has none
};
MoneyCell parseMoneyCell(const QString &text);

// "CNY" / "USD" for the ways people write them (RMB, 人民币, 元, ¥, US$, 美元…); empty otherwise.
QString normalizeCurrency(const QString &text);

// A plain number cell ("8", "1,024", "7000 MB/s", "1.5TB" → 1500 with `gbUnits`). Returns false
// when the cell holds no number.
bool parseNumberCell(const QString &text, double *value, bool gbUnits = false);

// The period and basis a price unit names: "元/月", "/小时", "/时", "/年", "/天", "元/卡/时",
// "per GPU-hour", "/mo", "/hr", "USD/GPU-h", "包月", "单价（元/月）". Period empty when none is named.
struct PriceUnit
{
    QString period; // hour | day | month | year
    bool perGpu = false;
};
PriceUnit parsePriceUnit(const QString &text);

// The price field of a period and basis: price_per_hour, price_per_gpu_month… (empty for no period).
QString priceFieldFor(const PriceUnit &unit);
// The period and basis of a price field (the generic "price" names none).
PriceUnit priceUnitOfField(const QString &fieldId);

// Hours in a billing day and month as cloud price lists count them (8760 h / 12).
inline constexpr double kPriceHoursPerMonth = 730.0;

// Sets the whole configuration's prices from `price.read`: a day's price × 730 / 24 days a month,
// a per-GPU price × `gpus`. A per-GPU price stays unsettled while `gpus` is 0. Returns the
// arithmetic of every per-GPU or per-day price ("1.2 per GPU-hour × 2 GPUs = 2.4 per hour").
QStringList settlePrices(QuotePrice &price, double gpus);
// The GPU count a quote states (its gpu_count answer), 0 when it states none.
double statedGpuCount(const Quote &q);

// A quantity as vendors write it, in the unit of the field or requirement `fieldId`: sizes (_gb:
// "96G", "3.84T", "2×3.84TB", "512GiB"), bandwidth in Mbit/s (public_mbps: "1G", "100M", "1Gbps",
// "千兆", "万兆") or Gbit/s (cluster_gbps: "200G", "400Gb IB"), disk reads in MB/s ("7GB/s"),
// cores ("32核", "64C", "2×32核"), counts ("8卡"). False when the text holds no number.
bool parseQuantity(const QString &fieldId, const QString &text, double *value);
// The physical cores a CPU text names: "Intel 6430 32核" → 32, "2×Xeon 8480+ 56C" → 112; nullopt otherwise.
std::optional<double> coresInText(const QString &text);

// yes / no in English or Chinese ("yes", "y", "true", "1", "是", "有", "支持", "提供"…).
std::optional<bool> parseYesNo(const QString &text);

} // namespace gpuplanner::quotes
