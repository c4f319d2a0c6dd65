// Quotes against the plan: per requirement, the cost of this workload on each, and a ranking.
#include "planner/report/comparison.h"

#include "planner/format.h"
#include "planner/report/reportformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplanner::report {

using planner::num;
using planner::cost::Currency;

namespace {

planner::cost::Currency comparisonCurrency(const PlanDocument &plan, const std::vector<Quote> &quotes)
{
    if (plan.currencyGiven || quotes.empty())
        return plan.cost.currency;
    const QString first = quotes.front().currency;
    for (const Quote &q : quotes)
        if (q.currency != first)
            return plan.cost.currency;
    return planner::cost::currencyFromId(first).value_or(plan.cost.currency);
}

QString verdictFor(const QuoteResult &r, Currency c)
{
    QStringList parts;
    if (r.belowMinimum > 0)
        parts << QCoreApplication::translate("report", "%n requirement(s) below minimum", nullptr, r.belowMinimum);
    else
        parts << QCoreApplication::translate("report", "meets every minimum");
    if (r.belowRecommended > 0)
        parts << QCoreApplication::translate("report", "%n below recommended", nullptr, r.belowRecommended);
    if (r.notStated > 0)
        parts << QCoreApplication::translate("report", "%n not stated", nullptr, r.notStated);
    parts << (r.cost.known ? QCoreApplication::translate("report", "%1 over the horizon")
                                 .arg(money(r.cost.total, c))
                           : QCoreApplication::translate("report", "no price"));
    return parts.join(QStringLiteral("; "));
}

} // namespace

QuoteCost costOnQuote(const Quote &q, const Comparison &b)
{
    QuoteCost out;
    const std::optional<Currency> from = planner::cost::currencyFromId(q.currency);
    if (!from)
        return out;
    const auto conv = [&](double v) { return planner::cost::convert(v, *from, b.currency, b.cnyPerUsd); };
    const auto cash = [&](double v) { return money(v, b.currency); };
    const double months = b.horizonMonths;
    struct Option
    {
        QString basis;
        double total;
    };
    std::vector<Option> options;
    if (q.price.perHour) {
        const double total = conv(*q.price.perHour) * b.paidHoursPerMonth * months;
        options.push_back({QStringLiteral("hour"), total});
        out.why << QCoreApplication::translate("report", "Per hour: %1 × %2 paid hours a month × %3 months = %4.")
                       .arg(cash(conv(*q.price.perHour)), num(b.paidHoursPerMonth, 1), num(months, 1), cash(total));
    }
    if (q.price.perMonth) {
        const double m = std::ceil(months - 1e-9);
        const double total = conv(*q.price.perMonth) * m;
        options.push_back({QStringLiteral("month"), total});
        out.why << QCoreApplication::translate("report", "Per month: %1 × %2 started months = %3.")
                       .arg(cash(conv(*q.price.perMonth)), num(m, 0), cash(total));
    }
    if (q.price.perYear) {
        const double y = std::ceil(months / 12.0 - 1e-9);
        const double total = conv(*q.price.perYear) * y;
        options.push_back({QStringLiteral("year"), total});
        out.why << QCoreApplication::translate("report", "Per year: %1 × %2 started years = %3.")
                       .arg(cash(conv(*q.price.perYear)), num(y, 0), cash(total));
    }
    if (options.empty())
        return out;
    const auto best = std::min_element(options.begin(), options.end(),
                                       [](const Option &x, const Option &y) { return x.total < y.total; });
    out.known = true;
    out.basis = best->basis;
    out.total = best->total;
    out.perMonth = months > 0 ? best->total / months : 0;
    out.perUsefulGpuHour = b.usefulGpuHoursPerMonth > 0 ? out.perMonth / b.usefulGpuHoursPerMonth : 0;
    if (*from != b.currency)
        out.why << QCoreApplication::translate("report", "Converted from %1 at %2 CNY per USD.")
                       .arg(q.currency, num(b.cnyPerUsd, 2));
    return out;
}

Comparison compareQuotes(const PlanDocument &plan, const PlanView &view, const std::vector<Quote> &quotes,
                         const catalog::Catalog &catalog)
{
    Comparison c;
    const planner::Evaluation &e = view.evaluation;
    c.requirements = buildRequirements(e, plan.input.configuration, catalog, planner::Assumptions{});
    c.currency = comparisonCurrency(plan, quotes);
    c.cnyPerUsd = plan.cost.cnyPerUsd;
    const planner::cost::CostReport &r = view.cost;
    c.horizonMonths = r.horizonMonths > 0 ? r.horizonMonths : plan.cost.defaultHorizonMonths;
    const double u = r.utilization.value;
    const double share = std::min(1.0, u * (1 + plan.cost.autoReleaseOverhead));
    c.paidHoursPerMonth = plan.cost.hoursPerMonth * share;
    c.usefulGpuHoursPerMonth = e.sizing.totalGpus() * plan.cost.hoursPerMonth * u;
    if (r.horizonWhy.isEmpty())
        c.basisWhy << QCoreApplication::translate("report", "Horizon: %1 months.").arg(num(c.horizonMonths, 1));
    c.basisWhy << r.horizonWhy;
    c.basisWhy << QCoreApplication::translate("report", "Hourly prices are paid for %1 h × min(1, utilization %2 × "
                                                        "(1 + auto-release overhead %3)) = %4 h a month; monthly and "
                                                        "yearly prices for every started month or year.")
                      .arg(num(plan.cost.hoursPerMonth, 0), num(u, 3), num(plan.cost.autoReleaseOverhead, 2),
                           num(c.paidHoursPerMonth, 1));
    for (const Quote &q : quotes) {
        QuoteResult res;
        res.quote = q;
        for (const Requirement &req : c.requirements) {
            Assessment a = assess(req, q.answer(req.id), catalog);
            switch (a.status) {
            case QuoteStatus::Meets: ++res.meets; break;
            case QuoteStatus::BelowRecommended: ++res.belowRecommended; break;
            case QuoteStatus::BelowMinimum: ++res.belowMinimum; break;
            case QuoteStatus::NotStated: ++res.notStated; break;
            }
            res.assessments.push_back(std::move(a));
        }
        res.cost = costOnQuote(q, c);
        c.results.push_back(std::move(res));
    }
    std::stable_sort(c.results.begin(), c.results.end(), [](const QuoteResult &x, const QuoteResult &y) {
        if (x.belowMinimum != y.belowMinimum)
            return x.belowMinimum < y.belowMinimum;
        if (x.cost.known != y.cost.known)
            return x.cost.known;
        if (x.cost.known && std::abs(x.cost.total - y.cost.total) > 1e-6)
            return x.cost.total < y.cost.total;
        if (x.belowRecommended != y.belowRecommended)
            return x.belowRecommended < y.belowRecommended;
        return x.notStated < y.notStated;
    });
    for (size_t i = 0; i < c.results.size(); ++i) {
        c.results[i].rank = int(i) + 1;
        c.results[i].verdict = verdictFor(c.results[i], c.currency);
    }
    return c;
}

} // namespace gpuplanner::report
