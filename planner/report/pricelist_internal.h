// How a price list's headers and cells are read (pricelist_cells.cpp), for the row reading in pricelist.cpp.
#pragma once

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplanner::report::pricecells {

// The catalog fields of a price list's columns (quote fields and the price list's own), empty where
// none is recognised, and the problems of the mapping.
struct Columns
{
    std::vector<QString> fields;
    QStringList problems;
};

Columns mapPriceColumns(const QStringList &header, const QHash<QString, QString> &overrides);

// 按量付费 / 包年包月 / 包年 / 抢占式 / 购买, in either language; empty when the text names none.
QString billingFromText(const QString &text, int *termMonths);

// A date as price lists write it ("2026-12-01", "2026/12/1", "2026年12月", an Excel date serial).
std::optional<QDate> cellDate(const QString &text);

struct Period
{
    QString period; // hour | day | month | year, empty when the text names none
    bool perGpu = false;
};

// The period a price text names: "/月", "元/卡/时", "/h", "per GPU-hour", "包月", "单价（元/月）".
Period periodIn(const QString &text);

// The period of a mapped price field: price_per_month, price_per_gpu_hour…
Period periodOfField(const QString &field);

// The unit a money cell writes after its number ("¥12,800/月" → "/月").
QString perPart(const QString &cell);

// A count or size as vendors write it: "8", "8卡", "1,024", "2TB" (→ 2000 GB for sizes).
bool quantity(const QString &text, bool gb, double *value);

} // namespace gpuplanner::report::pricecells
