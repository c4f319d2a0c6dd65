#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace gpuplanner::report {

// A vendor's answer to one requirement of the request for quote (requirement ids: requirements.h).
struct QuoteAnswer
{
    QString offered; // the vendor's words: "8 × H100 SXM5 80GB", "2 × 3.84 TB NVMe, RAID 0"
    QString value;   // the figure in the requirement's unit ("8", "7000", "570.86", "yes"); empty: not stated
};

// Prices of the whole offered configuration, in the quote's currency. Empty: not offered.
struct QuotePrice
{
    std::optional<double> perHour;
    std::optional<double> perMonth;
    std::optional<double> perYear;
    bool any() const { return perHour || perMonth || perYear; }
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
};
MoneyCell parseMoneyCell(const QString &text);

// "CNY" / "USD" for the ways people write them (RMB, 人民币, 元, ¥, US$, 美元…); empty otherwise.
QString normalizeCurrency(const QString &text);

// A plain number cell ("8", "1,024", "7000 MB/s", "1.5TB" → 1500 with `gbUnits`). Returns false
// when the cell holds no number.
bool parseNumberCell(const QString &text, double *value, bool gbUnits = false);

// yes / no in English or Chinese ("yes", "y", "true", "1", "是", "有", "支持", "提供"…).
std::optional<bool> parseYesNo(const QString &text);

} // namespace gpuplanner::report
