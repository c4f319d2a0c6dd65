#pragma once

#include "catalog/catalog.h"
#include "planner/cost/money.h"
#include "planner/workload/configuration.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"
#include "planner/quotes/judgequote.h"
#include "planner/quotes/quote.h"
#include "planner/quotes/requirements.h"

#include <vector>

namespace gpuplanner::quotes {

enum class QuoteStatus { Meets, BelowRecommended, BelowMinimum, NotStated };
QString quoteStatusId(QuoteStatus s);   // meets | below_recommended | below_minimum | not_stated
QString quoteStatusName(QuoteStatus s); // translated; "not stated (ask the vendor)"

// One quote against one requirement.
struct Assessment
{
    QuoteStatus status = QuoteStatus::NotStated;
    QString offered; // what the vendor said
    QString note;    // why, where it is not plain (a different GPU, an unreadable disk type…)
    QStringList candidates; // gpu_model: the catalog's GPUs an ambiguous name could be, to choose from
    QString acceleratorId;  // gpu_model: the catalog GPU the answer names, when exactly one
    bool operator==(const Assessment &) const = default;
};

// A quote's monthly cost far from the catalog's estimate for the configuration it offers.
// A price more than this many times, or under this share of, its reference is flagged: a quote's
// against the catalog's estimate (PriceSanity), a price list's row against the catalog's offers.
inline constexpr double kPriceFarAbove = 5.0;
inline constexpr double kPriceFarBelow = 0.2;

struct PriceSanity
{
    bool checked = false;         // an estimate and a price were there to compare
    bool warning = false;         // > 5× or < 0.2× the estimate
    double estimatePerMonth = 0;  // catalog reference price × GPUs × hours, in the comparison currency
    double ratio = 0;             // the quote's monthly cost ÷ the estimate
    QString estimateWhy;          // "2 × NVIDIA H20 96GB at 0.94 USD per GPU-hour × 730 h"
    QString text;                 // the warning with its likely cause, translated; empty when none
    QString rereadFrom;           // the price field read (price_per_hour…)
    QString rereadAs;             // the field that would put it near the estimate (price_per_month, price_per_gpu_hour…)
    QString rereadColumn;         // the column the price came from, when the file had one
    double rereadPerMonth = 0;    // the monthly cost read that way
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
    QString unknownWhy;  // why there is no cost where the quote has prices ("the GPU count is not stated…")
};

struct QuoteResult
{
    Quote quote;
    // One per requirement, in requirement order. Implicitly shared: the quotes of a vendor's table
    // that offer the same machine share one list.
    QList<Assessment> assessments;
    int meets = 0, belowRecommended = 0, belowMinimum = 0, notStated = 0;
    QuoteCost cost;
    int rank = 0;        // 1 = best
    QString verdict;     // one line: the standing ("meets every minimum; …", "unverified: 3 requirements not stated…")
    bool unverified = false;     // meets every minimum it states, but leaves out one the plan's minimum depends on
    QStringList keyNotStated;    // titles of those requirements
    QString rankWhy;             // one line: why the quote sits where it does against the others
    QStringList pricesRead;      // every price as the file wrote it: "12,000 CNY per month (元/月)"
    PriceSanity sanity;
    // The engine's judgement of what the quote offers (planner::judge): the machines of its shape
    // the load needs, the machines the cost counts, and in words ("3 machines of 8 × A800 (24 GPUs)").
    int machinesOffered = 0;     // as its GPU count states (24 GPUs: 3 machines of 8); 0 when not stated
    int machinesNeeded = 0;      // 0: no number of these machines meets the targets
    int machinesJudged = 0;      // the machines its cost and verdict are for
    QString judgedOn;
    bool carriesLoad = true;     // some number of these machines meets the targets
    QString loadShortfall;       // why not, or why the machines offered fall short
};

// The requirements the plan's minimum depends on: a quote that leaves one out is unverified.
QStringList keyRequirementIds(); // gpu_model, gpu_count, gpu_memory_gb, ram_gb, data_disk_gb

// The quote with its prices read in another unit (`asField`: price_per_month, price_per_gpu_hour…)
// for the prices now in `fromField` ("re-read per month"); every price when `fromField` is empty.
Quote rereadPrices(const Quote &q, const QString &fromField, const QString &asField);

// Every price of a quote as the file wrote it: "12000 CNY per month (元/月)", "1.2 CNY per GPU-hour (元/卡/时)".
QStringList pricesReadOf(const Quote &q);

// What a comparison needs of the plan: its evaluation, the configuration it was made for, the cost
// assumptions (prices, hours, currency) and the cost report of that evaluation.
struct QuoteBasis
{
    const planner::Evaluation &evaluation;
    const planner::Configuration &configuration;
    const planner::cost::CostAssumptions &cost;
    const planner::cost::CostReport &costReport;
    bool currencyGiven = false; // the plan names its currency: compare in it even if every quote shares another
};

struct Comparison
{
    std::vector<Requirement> requirements;
    std::vector<QuoteResult> results; // ranked, best first
    planner::cost::Currency currency = planner::cost::Currency::Usd;
    double cnyPerUsd = 7.1;
    double horizonMonths = 0;
    bool jobBasis = false;          // a one-off job: each quote costed over its own run (costOnQuote)
    double paidHoursPerMonth = 0;   // hourly billing with auto-release, whole configuration
    double usefulGpuHoursPerMonth = 0;
    QStringList basisWhy;           // horizon, utilization and paid hours
};

// Compares every quote with the plan's requirements and prices this plan's workload on each
// (PRODUCT.md §2 step 6). Ranking: fewest requirements below minimum, then a known cost, then the
// lowest cost over the horizon, then fewest below recommended and not stated. A quote that leaves
// out a requirement the minimum depends on (keyRequirementIds) ranks below every quote that
// states and meets them all, above those below a minimum.
Comparison compareQuotes(const QuoteBasis &basis, const std::vector<Quote> &quotes, const catalog::Catalog &catalog);

// The text an answer states: its figure, else the vendor's words; empty when there is none.
QString answerText(const QuoteAnswer *answer);
// A figure against an AtLeast requirement: meets from the recommended value, below recommended
// from the minimum, else below minimum.
QuoteStatus statusAtLevel(double value, const Requirement &r);

// One answer against one requirement (exposed for tests and the quote table).
Assessment assess(const Requirement &r, const QuoteAnswer *answer, const catalog::Catalog &catalog);

// The GPU model, count and memory answers as the engine's judgement of the offer found them: the
// count meets when some number of the machines carries the load, a different GPU is below
// recommended when it does and below minimum when no number of them does; an unstated memory is
// the named GPU's datasheet figure.
void judgeLoad(const Requirement &req, const planner::Judgement &j, const planner::OfferedConfiguration &offered,
               const QString &plannedGpu, bool gpuNamed, const catalog::Catalog &catalog, Assessment &a);

// The plan's workload priced on a quote over `months` (the comparison's horizon, or for a one-off job
// the job's length on the machines the quote is judged on).
QuoteCost costOnQuote(const Quote &q, const Comparison &basis, double months);

} // namespace gpuplanner::quotes
