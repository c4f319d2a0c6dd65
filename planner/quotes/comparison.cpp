// Quotes against the plan: per requirement, the cost of this workload on each, and a ranking.
#include "planner/quotes/comparison.h"

#include "planner/cost/costmodel.h"
#include "planner/cost/modecost.h"
#include "planner/quotes/comparison_internal.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace gpuplanner::quotes {

using planner::num;
using planner::cost::Currency;
using detail::GpuPriceCache;
using detail::money;
using detail::readsOf;
using detail::sanityOf;

namespace {


planner::cost::Currency comparisonCurrency(const QuoteBasis &b, const std::vector<Quote> &quotes)
{
    if (b.currencyGiven || quotes.empty())
        return b.cost.currency;
    const QString first = quotes.front().currency;
    for (const Quote &q : quotes)
        if (q.currency != first)
            return b.cost.currency;
    return planner::cost::currencyFromId(first).value_or(b.cost.currency);
}

QString verdictFor(const QuoteResult &r, Currency c, bool jobBasis)
{
    QStringList parts;
    if (r.belowMinimum > 0)
        parts << QCoreApplication::translate("report", "%n requirement(s) below minimum", nullptr, r.belowMinimum);
    else if (r.unverified)
        parts << QCoreApplication::translate("report", "unverified: %n requirement(s) not stated (ask the vendor)", nullptr,
                                             int(r.keyNotStated.size()));
    else
        parts << (r.machinesJudged > std::max(1, r.machinesOffered)
                      ? QCoreApplication::translate("report", "meets every minimum as %1").arg(r.judgedOn)
                      : QCoreApplication::translate("report", "meets every minimum"));
    if (r.belowRecommended > 0)
        parts << QCoreApplication::translate("report", "%n below recommended", nullptr, r.belowRecommended);
    if (r.notStated > 0 && !r.unverified)
        parts << QCoreApplication::translate("report", "%n not stated", nullptr, r.notStated);
    parts << (r.cost.known ? (jobBasis ? QCoreApplication::translate("report", "%1 for the job")
                                       : QCoreApplication::translate("report", "%1 over the horizon"))
                                 .arg(money(r.cost.total, c))
              : !r.cost.unknownWhy.isEmpty()
                  ? r.cost.unknownWhy
                  : QCoreApplication::translate("report", "no usable price (ask the vendor)"));
    return planner::tidyChineseSpaces(parts.join(planner::clauseSeparator())); // "（共 32 个 GPU） 计"
}

// 0: states and meets every minimum the plan depends on; 1: unverified; 2: below a minimum; 3: no
// usable price ("price on request"), in a group of its own below every priced quote.
int tier(const QuoteResult &r)
{
    return !r.cost.known ? 3 : r.belowMinimum > 0 ? 2 : r.unverified ? 1 : 0;
}

// `sameTier`: quotes in the tier of `r`; `cheaperInTier`: those of them ranked above it.
QString rankWhyFor(const QuoteResult &r, int sameTier, int cheaperInTier, Currency c,
                   const QString &belowTitles)
{
    const QString cost = r.cost.known ? money(r.cost.total, c) : QCoreApplication::translate("report", "no usable price");
    switch (tier(r)) {
    case 0:
        return cheaperInTier == 0
                   ? QCoreApplication::translate("report", "States and meets every minimum; the lowest cost of the %n "
                                                           "quote(s) that do (%1).", nullptr, sameTier)
                         .arg(cost)
                   : QCoreApplication::translate("report", "States and meets every minimum; %1, more than %n "
                                                           "such quote(s) above it.", nullptr, cheaperInTier)
                         .arg(cost);
    case 3:
        return QCoreApplication::translate("report", "No usable price: listed below every priced quote (%1).")
            .arg(r.cost.unknownWhy.isEmpty() ? QCoreApplication::translate("report", "ask the vendor for a price")
                                             : r.cost.unknownWhy);
    case 1:
        return QCoreApplication::translate("report",
                                           "Below every quote that states and meets the minimums: it does "
                                           "not state %1 (%2).")
            .arg(r.keyNotStated.join(planner::listSeparator()), cost);
    default:
        return QCoreApplication::translate(
                   "report", "Below every quote that meets the minimums: %1 below minimum (%2).")
            .arg(belowTitles, cost);
    }
}


// One answer to one requirement at its levels: the key of an assessment made once per comparison.
struct AssessKey
{
    QString id, offered, value, problem;
    double minimum = 0, recommended = 0;
    bool answered = false, understood = true;
    bool operator==(const AssessKey &) const = default;
};

size_t qHash(const AssessKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.id, k.offered, k.value, k.problem, k.minimum, k.recommended, k.answered, k.understood);
}

} // namespace

size_t qHash(const Assessment &a, size_t seed = 0)
{
    return qHashMulti(seed, int(a.status), a.offered, a.note, a.acceleratorId);
}

// A quote's answers as the key of its judgement.
size_t qHash(const QMap<QString, QuoteAnswer> &answers, size_t seed = 0)
{
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        seed = qHashMulti(seed, it.key(), it->offered, it->value, it->problem, it->understood);
    return seed;
}

namespace {


} // namespace

QStringList keyRequirementIds()
{
    return {QStringLiteral("gpu_model"), QStringLiteral("gpu_count"), QStringLiteral("gpu_memory_gb"),
            QStringLiteral("ram_gb"), QStringLiteral("data_disk_gb")};
}


Comparison compareQuotes(const QuoteBasis &b, const std::vector<Quote> &quotes, const catalog::Catalog &catalog)
{
    Comparison c;
    const planner::Evaluation &e = b.evaluation;
    c.requirements = buildRequirements(e, b.configuration, catalog, planner::Assumptions{});
    c.currency = comparisonCurrency(b, quotes);
    c.cnyPerUsd = b.cost.cnyPerUsd;
    const planner::cost::CostReport &r = b.costReport;
    c.horizonMonths = r.horizonMonths > 0 ? r.horizonMonths : b.cost.defaultHorizonMonths;
    c.jobBasis = r.isJob();
    const double u = r.utilization.value;
    // The plan's own rule for hourly billing: the same hours as its own hourly cost.
    const double held = std::max(u, r.utilization.heldShare);
    c.paidHoursPerMonth = b.cost.hoursPerMonth * planner::cost::hourlyPaidShare(u, r.utilization.heldShare,
                                                                                 b.cost.autoReleaseOverhead);
    c.usefulGpuHoursPerMonth = e.sizing.totalGpus() * b.cost.hoursPerMonth * u;
    if (r.horizonWhy.isEmpty())
        c.basisWhy << QCoreApplication::translate("report", "Horizon: %1 months.").arg(num(c.horizonMonths, 1));
    c.basisWhy << r.horizonWhy;
    c.basisWhy << QCoreApplication::translate("report", "Hourly prices are paid for %1 h × min(1, busy share %2 × "
                                                        "(1 + auto-release overhead %3)) = %4 h a month, as the plan's "
                                                        "own hourly cost; monthly and yearly prices for every started "
                                                        "month or year.")
                      .arg(num(b.cost.hoursPerMonth, 0), num(held, 3), num(b.cost.autoReleaseOverhead, 2),
                           num(c.paidHoursPerMonth, 1));
    // Quotes of one table repeat their answers ("H100 SXM" on 50,000 rows): each distinct answer to
    // a requirement is assessed once (the GPU name's catalog match is the expensive part).
    QHash<AssessKey, Assessment> assessed;
    QSet<QList<Assessment>> interned; // the assessments of each distinct offer, kept once
    QuoteJudge judges(e.workload, catalog);
    GpuPriceCache priceCache;
    const double planGpus = e.sizing.totalGpus();
    const QStringList keys = keyRequirementIds();
    // What a quote's answers come to, whatever its price: judged once per distinct set of answers.
    struct OfferWork
    {
        planner::OfferedConfiguration offered;
        const planner::Judgement *judged = nullptr; // owned by `judges`
        QList<Assessment> assessments;
        int meets = 0, belowRecommended = 0, belowMinimum = 0, notStated = 0;
        QStringList keyNotStated;
        QString below; // the titles of the requirements below minimum, joined
    };
    QHash<QMap<QString, QuoteAnswer>, OfferWork> offers;
    const auto judgeOffer = [&](const Quote &q) {
        OfferWork w;
        auto assessedOnce = [&](const Requirement &req) {
            const QuoteAnswer *answer = q.answer(req.id);
            const AssessKey key{req.id, answer ? answer->offered : QString(), answer ? answer->value : QString(),
                                answer ? answer->problem : QString(), req.minimum, req.recommended, answer != nullptr,
                                !answer || answer->understood};
            auto known = assessed.constFind(key);
            if (known == assessed.constEnd())
                known = assessed.insert(key, assess(req, answer, catalog));
            return *known;
        };
        QString offeredGpu = e.sizing.acceleratorId;
        bool gpuNamed = false;
        for (const Requirement &req : c.requirements)
            if (req.id == QLatin1String("gpu_model"))
                if (const Assessment g = assessedOnce(req); !g.acceleratorId.isEmpty()) {
                    offeredGpu = g.acceleratorId;
                    gpuNamed = true;
                }
        w.offered = offeredConfiguration(q, offeredGpu);
        w.judged = &judges.judge(w.offered);
        const planner::Judgement &judged = *w.judged;
        QStringList below;
        w.assessments.reserve(qsizetype(c.requirements.size()));
        for (const Requirement &planned : c.requirements) {
            const Requirement req = requirementForOffer(planned, judged);
            Assessment a = assessedOnce(req);
            if (judged.known)
                judgeLoad(req, judged, w.offered, e.sizing.acceleratorId, gpuNamed, catalog, a);
            switch (a.status) {
            case QuoteStatus::Meets: ++w.meets; break;
            case QuoteStatus::BelowRecommended: ++w.belowRecommended; break;
            case QuoteStatus::BelowMinimum: ++w.belowMinimum; below << req.title; break;
            case QuoteStatus::NotStated:
                ++w.notStated;
                if (keys.contains(req.id))
                    w.keyNotStated << req.title;
                break;
            }
            w.assessments.push_back(std::move(a));
        }
        // Different answers that come to the same assessments ("80G" and "80GB") share one list.
        if (const auto same = interned.constFind(w.assessments); same != interned.cend())
            w.assessments = *same;
        else
            interned.insert(w.assessments);
        w.below = below.join(planner::listSeparator());
        return w;
    };
    c.results.reserve(quotes.size());
    for (const Quote &original : quotes) {
        QuoteResult res;
        // Per-GPU prices × the quote's GPU count (the plan's where the quote states none), said in the why.
        Quote q = original;
        const double stated = statedGpuCount(q);
        // A price per machine (元/台/月) × the machines the quote offers ("2台×8卡", 16 GPUs as servers
        // come).
        QStringList perGpuWhy = settlePrices(q.price, stated > 0 ? stated : planGpus, offeredMachines(q));
        if (stated <= 0 && std::any_of(q.price.read.begin(), q.price.read.end(), [](const PriceRead &read) { return read.perGpu; }))
            perGpuWhy << QCoreApplication::translate("report", "The quote states no GPU count: its per-GPU prices are "
                                                               "multiplied by the plan's %1 GPUs.")
                             .arg(num(planGpus, 0));
        res.pricesRead = pricesReadOf(original);
        // The engine judges what the quote offers: the GPU it names, its machines, their host parts.
        // Quotes with the same answers (a table repeats its machine on many rows) share one judgement.
        auto work = offers.constFind(q.answers);
        if (work == offers.cend())
            work = offers.insert(q.answers, judgeOffer(q));
        const OfferWork &w = *work;
        const planner::Judgement &judged = *w.judged;
        res.machinesOffered = w.offered.machines;
        res.machinesNeeded = judged.machinesNeeded;
        res.machinesJudged = judged.machinesJudged;
        res.judgedOn = judged.judgedOn;
        res.carriesLoad = !judged.known || judged.machinesNeeded > 0;
        res.loadShortfall = judged.shortfall;
        res.assessments = w.assessments;
        res.meets = w.meets;
        res.belowRecommended = w.belowRecommended;
        res.belowMinimum = w.belowMinimum;
        res.notStated = w.notStated;
        res.keyNotStated = w.keyNotStated;
        // The cost of the workload on this quote: the machines the load needs × its price (the
        // quote keeps its prices as offered).
        Quote forCost = q;
        if (judged.known && w.offered.machines > 0 && judged.machinesJudged != w.offered.machines) {
            const double factor = double(judged.machinesJudged) / w.offered.machines;
            for (std::optional<double> *p : {&forCost.price.perHour, &forCost.price.perMonth,
                                             &forCost.price.perYear, &forCost.price.perThreeYears})
                if (*p)
                    **p *= factor;
            perGpuWhy << QCoreApplication::translate("report", "The load needs %1: the quote's price for %2 × %3.")
                             .arg(judged.judgedOn)
                             .arg(w.offered.machines)
                             .arg(num(factor, 2));
        }
        res.quote = q;
        res.unverified = !res.keyNotStated.isEmpty();
        // A one-off job is paid for as long as it runs on the quote's machines: fewer or slower GPUs, or a
        // slower network between them (its stated cluster_gbps), hold them longer than the plan's own.
        double months = c.horizonMonths;
        QStringList jobWhy;
        if (c.jobBasis && judged.known && judged.machinesJudged > 0) {
            const double jobHours = planner::cost::jobWallHours(judged.evaluation);
            const double hours = std::max(jobHours / std::max(0.01, u), 1.0);
            months = hours / b.cost.hoursPerMonth;
            jobWhy << QCoreApplication::translate("report",
                                                  "The job on %1: %2 h of work ÷ utilization %3 = %4 h "
                                                  "(on the plan's own configuration: %5 h).")
                          .arg(judged.judgedOn, num(jobHours, 1), num(u, 2), num(hours, 1),
                               num(c.horizonMonths * b.cost.hoursPerMonth, 1));
        }
        res.cost = costOnQuote(forCost, c, months);
        res.cost.why = jobWhy + res.cost.why;
        // A price to buy the machines: the capital cost plus owning them over the horizon, set against
        // the quote's rental prices where it has both.
        if (q.price.purchase) {
            const int machines = judged.known && judged.machinesJudged > 0 ? judged.machinesJudged
                                                                           : std::max(1, w.offered.machines);
            const int perMachine =
                w.offered.gpusPerMachine > 0 ? w.offered.gpusPerMachine : std::max(1, e.sizing.gpusPerNode);
            // The quote's price is for the machines it offers (one where it states no number).
            const double each = *q.price.purchase / std::max(1, w.offered.machines);
            QuoteCost bought = detail::purchaseCostOnQuote(q, each, c, b, catalog, w.offered.acceleratorId,
                                                           perMachine, machines);
            if (bought.known && (!res.cost.known || bought.total < res.cost.total)) {
                bought.why = res.cost.why + bought.why;
                res.cost = std::move(bought);
            } else {
                res.cost.why << bought.why;
            }
        }
        // A price for the whole offer of an unknown number of GPUs cannot be set against the load.
        const std::vector<PriceRead> reads = readsOf(original);
        if (res.cost.known && stated <= 0 &&
            std::any_of(reads.begin(), reads.end(), [](const PriceRead &read) { return !read.perGpu; })) {
            res.cost = QuoteCost{};
            res.cost.unknownWhy = QCoreApplication::translate("report", "the GPU count is not stated or not understood: "
                                                                        "its price cannot be set against the load");
        }
        res.cost.why = perGpuWhy + res.cost.why;
        res.sanity = sanityOf(res, c, b, catalog, planGpus, priceCache);
        res.rankWhy = w.below; // kept here until ranked
        c.results.push_back(std::move(res));
    }
    // Ranked by index, then put in place by swapping along the permutation's cycles: a QuoteResult
    // is too large to shuffle, and a second vector of 50,000 of them too large to hold.
    const auto before = [](const QuoteResult &x, const QuoteResult &y) {
        if (tier(x) != tier(y))
            return tier(x) < tier(y);
        if (x.belowMinimum != y.belowMinimum)
            return x.belowMinimum < y.belowMinimum;
        if (x.cost.known != y.cost.known)
            return x.cost.known;
        if (x.cost.known && std::abs(x.cost.total - y.cost.total) > 1e-6)
            return x.cost.total < y.cost.total;
        if (x.belowRecommended != y.belowRecommended)
            return x.belowRecommended < y.belowRecommended;
        return x.notStated < y.notStated;
    };
    std::vector<size_t> order(c.results.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return before(c.results[x], c.results[y]); });
    for (size_t start = 0; start < order.size(); ++start) {
        // Position `at` takes the result now at order[at]; follow the cycle until it closes.
        size_t at = start;
        while (order[at] != start) {
            const size_t from = order[at];
            std::swap(c.results[at], c.results[from]);
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
    for (size_t i = 0; i < c.results.size(); ++i) {
        c.results[i].rank = int(i) + 1;
        c.results[i].verdict = verdictFor(c.results[i], c.currency, c.jobBasis);
    }
    // Ranked results are grouped by tier: one pass counts each tier and each quote's place in it.
    std::array<int, 4> inTier{};
    for (const QuoteResult &res : c.results)
        ++inTier[size_t(tier(res))];
    std::array<int, 4> seen{};
    for (QuoteResult &res : c.results) {
        const size_t t = size_t(tier(res));
        res.rankWhy = rankWhyFor(res, inTier[t], seen[t]++, c.currency, res.rankWhy); // the titles below
        if (!res.judgedOn.isEmpty())
            res.rankWhy += QLatin1Char(' ') +
                           (res.carriesLoad
                                ? QCoreApplication::translate("report", "Judged on %1.").arg(res.judgedOn)
                                : QCoreApplication::translate("report", "No number of these machines meets the "
                                                                        "targets: %1.")
                                      .arg(res.loadShortfall));
        res.rankWhy = planner::tidyChineseSpaces(res.rankWhy); // "…。 按 3 台…评估。" joined in Chinese
    }
    return c;
}

} // namespace gpuplanner::quotes
