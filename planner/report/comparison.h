#pragma once

#include "catalog/catalog.h"
#include "planner/cost/money.h"
#include "planner/report/plandocument.h"
#include "planner/report/quote.h"
#include "planner/report/requirements.h"

#include <vector>

namespace gpuplanner::report {

enum class QuoteStatus { Meets, BelowRecommended, BelowMinimum, NotStated };
QString quoteStatusId(QuoteStatus s);   // meets | below_recommended | below_minimum | not_stated
QString quoteStatusName(QuoteStatus s); // translated; "not stated (ask the vendor)"

// One quote against one requirement.
struct Assessment
{
    QuoteStatus status = QuoteStatus::NotStated;
    QString offered; // what the vendor said
    QString note;    // why, where it is not plain (a different GPU, an unreadable disk type…)
};

// What this plan's workload costs on a quote over the plan's horizon, in the comparison currency.
struct QuoteCost
{
    bool known = false;
    QString basis;       // hour | month | year: the cheapest of the quote's prices for this workload
    double total = 0;    // over the horizon
    double perMonth = 0; // average a month
    double perUsefulGpuHour = 0;
    QStringList why;     // the arithmetic of every price the quote gives
};

struct QuoteResult
{
    Quote quote;
    std::vector<Assessment> assessments; // one per requirement, in requirement order
    int meets = 0, belowRecommended = 0, belowMinimum = 0, notStated = 0;
    QuoteCost cost;
    int rank = 0;        // 1 = best
    QString verdict;     // one line: why this rank
};

struct Comparison
{
    std::vector<Requirement> requirements;
    std::vector<QuoteResult> results; // ranked, best first
    planner::cost::Currency currency = planner::cost::Currency::Usd;
    double cnyPerUsd = 7.1;
    double horizonMonths = 0;
    double paidHoursPerMonth = 0;   // hourly billing with auto-release, whole configuration
    double usefulGpuHoursPerMonth = 0;
    QStringList basisWhy;           // horizon, utilization and paid hours
};

// Compares every quote with the plan's requirements and prices this plan's workload on each
// (PRODUCT.md §2 step 6). Ranking: fewest requirements below minimum, then a known cost, then the
// lowest cost over the horizon, then fewest below recommended and not stated.
Comparison compareQuotes(const PlanDocument &plan, const PlanView &view, const std::vector<Quote> &quotes,
                         const catalog::Catalog &catalog);

// One answer against one requirement (exposed for tests and the quote table).
Assessment assess(const Requirement &r, const QuoteAnswer *answer, const catalog::Catalog &catalog);

// The plan's workload priced on a quote.
QuoteCost costOnQuote(const Quote &q, const Comparison &basis);

} // namespace gpuplanner::report
