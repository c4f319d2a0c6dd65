#pragma once

#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"

#include <optional>
#include <QDate>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner::cost {

// How old a price is: every price shows its age; a reference price older than 180 days raises an
// info finding ("reference price from 2024-06: ask for a current quote"), older than 365 days a
// warning, each with the link to its source. User-entered prices and plain defaults have no date
// and raise nothing.
inline constexpr int kPriceInfoAgeDays = 180;
inline constexpr int kPriceWarningAgeDays = 365;

// "2024-06-15" or "2024-06" (the first of the month); empty when not a date.
std::optional<QDate> priceDate(const QString &asOf);
// Days from `asOf` to `today`; empty without a date.
std::optional<int> priceAgeDays(const QString &asOf, const QDate &today);
// "2 years 5 months", "3 months", "12 days".
QString ageText(int days);
// The day the ages are counted to: the assumptions' injected date, else the clock.
QDate costToday(const QString &injected);

// Findings "cost.price_age" for the report's prices (one per price above the thresholds), and the
// age of every price (report.priceAgeDays), filled into the report.
void addPriceAges(CostReport &report, const QDate &today);
// The same, with findings only for the prices whose keys are in `used` (the prices the plan's cost
// multiplies, costmodel.cpp): a reference price the plan does not pay for is shown with its age but
// raises nothing.
void addPriceAges(CostReport &report, const QDate &today, const QStringList &used);
// What a price weighs in the plan's cost a month, in the report's currency: the cost component it
// prices in the mode the plan is costed at (its billing, else the cheapest): the GPU nodes for the
// rent price, the depreciation for the server, storage, network, public addresses, power, hosting,
// staff, the downtime bought back at the hourly price. 0 when it prices none.
double priceCostEffect(const CostReport &report, const QString &key);
// The same as findings of the plan (id "cost.price_age", dimension "cost").
std::vector<Finding> priceAgeFindings(const CostReport &report);

} // namespace gpuplanner::planner::cost
