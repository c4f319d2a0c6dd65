#include "planner/cost/costmodel.h"

#include "planner/cost/breakeven.h"
#include "planner/sizing/planutilization.h"
#include "planner/cost/freshness.h"
#include "planner/cost/levers.h"
#include "planner/cost/modecost.h"
#include "planner/cost/scenarios.h"
#include "planner/cost/unitcosts.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

double jobWallHours(const Evaluation &e)
{
    const GpuSizing &s = e.sizing;
    if (s.training.applies && s.training.wallHours > 0)
        return s.training.wallHours;
    if (s.inference.applies && s.inference.jobHours > 0)
        return s.inference.jobHours;
    if (s.work.applies && s.work.wallHours > 0)
        return s.work.wallHours;
    return e.workload.run.durationDays * 24.0;
}

namespace {

void addPrice(CostReport &r, const PriceRef &p)
{
    if (p.key.isEmpty())
        return;
    for (const PriceRef &q : r.prices)
        if (q.key == p.key)
            return;
    r.prices.push_back(p);
}

// The prices the plan's cost multiplies: those whose change moves the monthly cost or the capital
// cost of `mode` for this shape (a storage class the plan does not use, traffic billed the other
// way, the other billing modes' GPU prices do not). Only these raise an old-price finding.
QStringList pricesUsed(const CostContext &ctx, Billing mode, const CostShape &shape)
{
    using Field = PriceRef &(*)(CostContext &);
    static constexpr Field fields[] = {
        [](CostContext &c) -> PriceRef & { return c.gpu.hourly; },
        [](CostContext &c) -> PriceRef & { return c.gpu.monthly; },
        [](CostContext &c) -> PriceRef & { return c.gpu.reserved; },
        [](CostContext &c) -> PriceRef & { return c.gpu.spot; },
        [](CostContext &c) -> PriceRef & { return c.server; },
        [](CostContext &c) -> PriceRef & { return c.services.electricity; },
        [](CostContext &c) -> PriceRef & { return c.services.hosting; },
        [](CostContext &c) -> PriceRef & { return c.services.hostingPerKw; },
        [](CostContext &c) -> PriceRef & { return c.services.hostingPerRackUnit; },
        [](CostContext &c) -> PriceRef & { return c.services.networkGear; },
        [](CostContext &c) -> PriceRef & { return c.services.staff; },
        [](CostContext &c) -> PriceRef & { return c.services.block; },
        [](CostContext &c) -> PriceRef & { return c.services.hdd; },
        [](CostContext &c) -> PriceRef & { return c.services.sharedFs; },
        [](CostContext &c) -> PriceRef & { return c.services.objectStorage; },
        [](CostContext &c) -> PriceRef & { return c.services.egress; },
        [](CostContext &c) -> PriceRef & { return c.services.bandwidth; },
        [](CostContext &c) -> PriceRef & { return c.services.publicIp; },
    };
    CostShape quiet = shape;
    quiet.explain = false;
    const ModeCost base = computeMode(ctx, mode, quiet);
    QStringList used;
    if (!base.available)
        return used;
    for (Field field : fields) {
        CostContext changed = ctx;
        PriceRef &p = field(changed);
        if (!p.known() || p.key.isEmpty() || p.amount <= 0)
            continue;
        p.amount *= 2;
        const ModeCost m = computeMode(changed, mode, quiet);
        if (m.monthlyTotal != base.monthlyTotal || m.upfront != base.upfront)
            used << p.key;
    }
    return used;
}

void chooseCheapest(CostReport &r)
{
    const ModeCost *best = nullptr;
    for (const ModeCost &m : r.modes)
        if (m.available && m.eligible && (!best || m.net < best->net))
            best = &m;
    if (!best)
        return;
    r.haveCheapest = true;
    r.cheapestMode = best->mode;
    if (r.isJob())
        r.cheapestWhy << QCoreApplication::translate("cost", "For the job (%1), %2 costs least: %3 net.")
                             .arg(horizonText(r), billingName(best->mode), moneyText(best->net, r.currency));
    else
        r.cheapestWhy << QCoreApplication::translate("cost", "Over %1 months, %2 costs least: %3 net.")
                             .arg(num(r.horizonMonths, 1), billingName(best->mode),
                                  moneyText(best->net, r.currency));
    for (const ModeCost &m : r.modes)
        if (m.available && &m != best)
            r.cheapestWhy
                << QCoreApplication::translate("cost", "%1: %2 net%3.")
                       .arg(billingName(m.mode), moneyText(m.net, r.currency),
                            m.eligible
                                ? QString()
                                : QCoreApplication::translate("cost", " (not proposed: %1)").arg(m.note));
}

void computeBreakEvens(CostReport &r)
{
    const ModeCost &purchase = r.mode(Billing::Purchase);
    double cheapestRent = 0;
    for (const ModeCost &m : r.modes) {
        if (m.mode == Billing::Purchase || !m.available)
            continue;
        r.breakEvens.push_back(breakEven(purchase, m, r.currency));
        if (m.eligible && (r.primaryBreakEven < 0 || m.net < cheapestRent)) {
            r.primaryBreakEven = int(r.breakEvens.size()) - 1;
            cheapestRent = m.net;
        }
    }
}

// Net cost over the horizon of each mode at utilization `u`, the held share following the plan's
// ratio to the utilization.
double netAt(const CostContext &ctx, Billing b, const CostShape &shape, double u)
{
    CostShape at = shape;
    at.explain = false;
    at.utilization = u;
    const double heldRatio = shape.heldShare / shape.utilization;
    at.heldShare = shape.heldShare >= 1 ? 1.0 : std::min(1.0, u * heldRatio);
    const ModeCost m = computeMode(ctx, b, at);
    return m.available ? m.net : -1;
}

void computeBreakEvenUtilization(CostReport &r, const CostContext &ctx, const CostShape &shape)
{
    BreakEvenUtilization &be = r.breakEvenUtilization;
    be.horizonMonths = r.horizonMonths;
    const ModeCost &purchase = r.mode(Billing::Purchase);
    std::vector<Billing> rents;
    for (const ModeCost &m : r.modes)
        if (m.mode != Billing::Purchase && m.available && m.eligible)
            rents.push_back(m.mode);
    if (r.isJob()) { // one job: buying is not proposed, and a utilization sweep of it says nothing
        be.why = QCoreApplication::translate("cost", "Not computed: a one-off job is costed as one job; buying "
                                                     "servers for it is not proposed.");
        return;
    }
    if (!purchase.available || rents.empty()) {
        be.why = purchase.available
                     ? QCoreApplication::translate("cost", "Not computed: no rent mode has a price.")
                     : QCoreApplication::translate("cost", "Not computed: %1").arg(purchase.unavailableReason);
        return;
    }
    be.computed = true;
    // Buying minus the cheapest rent at u: falls as utilization rises (renting by the hour pays
    // the busy hours, an own server costs the same busy or idle).
    auto gap = [&](double u, Billing *best, double *buy, double *rent) {
        const double b = netAt(ctx, Billing::Purchase, shape, u);
        double cheapest = -1;
        for (Billing m : rents) {
            const double v = netAt(ctx, m, shape, u);
            if (v >= 0 && (cheapest < 0 || v < cheapest)) {
                cheapest = v;
                if (best)
                    *best = m;
            }
        }
        if (buy)
            *buy = b;
        if (rent)
            *rent = cheapest;
        return b - cheapest;
    };
    double prevU = 0, prevGap = 0;
    bool found = false;
    for (int i = 1; i <= 100; ++i) {
        const double u = i / 100.0;
        double buy = 0, rent = 0;
        const double g = gap(u, nullptr, &buy, &rent);
        be.points.push_back(u);
        be.buyNet.push_back(buy);
        be.rentNet.push_back(rent);
        if (!found && g <= 0) {
            found = true;
            if (i == 1) {
                be.alwaysBuy = true;
                be.utilization = u;
            } else {
                // Bisection between the last point where renting won and this one.
                double lo = prevU, hi = u;
                for (int k = 0; k < 40; ++k) {
                    const double mid = (lo + hi) / 2;
                    (gap(mid, nullptr, nullptr, nullptr) <= 0 ? hi : lo) = mid;
                }
                be.utilization = hi;
            }
        }
        prevU = u;
        prevGap = g;
    }
    (void)prevGap;
    be.exists = found;
    const QString months = num(r.horizonMonths, 0);
    if (!found) {
        be.sentence = QCoreApplication::translate("cost", "Renting costs less at any utilization over %1 months.")
                          .arg(months);
        be.why = QCoreApplication::translate("cost", "Even at 100% utilization, buying (%1 net) costs more than "
                                                     "renting (%2 net) over %3 months.")
                     .arg(moneyText(be.buyNet.back(), r.currency), moneyText(be.rentNet.back(), r.currency), months);
        return;
    }
    gap(be.utilization, &be.rentMode, nullptr, nullptr);
    if (be.alwaysBuy) {
        be.sentence = QCoreApplication::translate("cost", "Buying wins at any utilization over %1 months.").arg(months);
        be.why = QCoreApplication::translate("cost", "Even at 1% utilization, buying costs less than %1 over %2 "
                                                     "months: the rent is owed busy or idle.")
                     .arg(billingName(be.rentMode), months);
        return;
    }
    be.sentence = QCoreApplication::translate("cost", "Buying wins above %1% utilization over %2 months.")
                      .arg(num(be.utilization * 100, 0), months);
    be.why = QCoreApplication::translate("cost", "At %1% utilization buying and the cheapest rent mode (%2) cost "
                                                 "the same over %3 months; above it buying costs less, below it "
                                                 "renting does. The plan's own utilization is %4%.")
                 .arg(num(be.utilization * 100, 1), billingName(be.rentMode), months,
                      num(r.utilization.value * 100, 0));
}

} // namespace

Horizon costHorizon(const Evaluation &e, const CostAssumptions &ca, double utilization, QStringList *why)
{
    if (ca.horizonMonths) {
        if (why)
            *why << QCoreApplication::translate("cost", "Horizon %1 months, as given.")
                        .arg(num(*ca.horizonMonths, 1));
        return {*ca.horizonMonths, QStringLiteral("given"), 0};
    }
    if (e.workload.run.pattern == RunPattern::OneOff) {
        // The job's length: the engine's estimate of the run, the hours the machines are held (a
        // deadline bounds the run; it is not paid for when the job ends earlier). Never a month.
        const double estimated = jobWallHours(e) / std::max(0.01, utilization);
        const double deadline = e.sizing.training.applies ? e.workload.training.deadlineDays * kHoursPerDay : 0;
        const double hours = std::max(estimated, 1.0);
        if (why) {
            *why << QCoreApplication::translate("cost", "One-off job: costed over its estimated run, %1 h of "
                                                        "work ÷ utilization %2 = %3 h (%4).")
                        .arg(num(jobWallHours(e), 1), num(utilization, 2), num(hours, 1), durationText(hours));
            if (deadline > 0)
                *why << QCoreApplication::translate("cost", "The deadline is %1 h; machines released when the job "
                                                            "ends are not paid to the deadline.")
                            .arg(num(deadline, 0));
        }
        return {hours / ca.hoursPerMonth, QStringLiteral("job"), hours};
    }
    if (why)
        *why << QCoreApplication::translate("cost", "Horizon %1 months (default).")
                    .arg(num(ca.defaultHorizonMonths, 0));
    return {ca.defaultHorizonMonths, QStringLiteral("default"), 0};
}

CostReport computeCost(const Evaluation &e, const catalog::Catalog &catalog, const CostAssumptions &ca,
                       const Assumptions &assumptions)
{
    CostReport r;
    r.currency = ca.currency;
    r.cnyPerUsd = ca.cnyPerUsd;
    r.cnyPerUsdAsOf = ca.cnyPerUsdAsOf;
    r.acceleratorId = e.sizing.acceleratorId;
    r.gpusPerNode = e.sizing.gpusPerNode;
    r.nodes = e.sizing.nodes;
    r.chosenMode = e.chosen.billing;
    const catalog::Accelerator *acc = catalog.accelerator(e.sizing.acceleratorId);
    if (!acc) {
        r.missing << QCoreApplication::translate("cost", "The plan has no GPU from the catalog.");
        return r;
    }
    r.acceleratorName = acc->name;
    r.utilization = planUtilization(e.workload, r.totalGpus(), assumptions, e.chosen.autoscaling);
    const Horizon horizon = costHorizon(e, ca, r.utilization.value, &r.horizonWhy);
    r.horizonMonths = horizon.months;
    r.horizonBasis = horizon.basis;
    r.jobHours = horizon.jobHours;
    const CostContext ctx = makeContext(e, catalog, ca, *acc, r.gpusPerNode, true, r.horizonMonths);
    CostShape shape{r.gpusPerNode, r.nodes, r.utilization.value, r.utilization.heldShare,
                    ca.autoReleaseOverhead};
    r.usefulGpuHoursPerMonth = r.totalGpus() * ca.hoursPerMonth * r.utilization.value;

    for (Billing b : kAllBillings) {
        ModeCost m = computeMode(ctx, b, shape);
        if (b == Billing::Purchase && m.available && e.workload.run.pattern == RunPattern::OneOff) {
            m.eligible = false;
            m.note = QCoreApplication::translate("cost", "a one-off run leaves the server idle afterwards; "
                                                         "its book value comes back only by selling it "
                                                         "or by later work");
        }
        if (b == Billing::Reserved && m.available && r.horizonMonths < m.termMonths)
            m.note = QCoreApplication::translate(
                         "cost", "the horizon is shorter than the %1-month term, which is owed in full")
                         .arg(m.termMonths);
        r.modes.push_back(std::move(m));
        UtilizationCurve curve;
        curve.mode = b;
        if (r.modes.back().available) {
            // 1 % … 100 % and the plan's own utilization; the held share keeps the plan's ratio to
            // the utilization (a development share holds more GPUs than it keeps busy).
            std::vector<double> points;
            for (int i = 1; i <= 100; ++i)
                points.push_back(i / 100.0);
            points.push_back(shape.utilization);
            std::sort(points.begin(), points.end());
            points.erase(std::unique(points.begin(), points.end(),
                                     [](double x, double y) { return std::abs(x - y) < 1e-9; }),
                         points.end());
            const double heldRatio = shape.heldShare / shape.utilization;
            for (double x : points) {
                CostShape at = shape;
                at.explain = false;
                at.utilization = x;
                at.heldShare = shape.heldShare >= 1 ? 1.0 : std::min(1.0, x * heldRatio);
                curve.utilization.push_back(x);
                curve.costPerUsefulGpuHour.push_back(computeMode(ctx, b, at).costPerUsefulGpuHour);
            }
            r.curves.push_back(std::move(curve));
        }
    }
    chooseCheapest(r);
    computeBreakEvens(r);
    computeBreakEvenUtilization(r, ctx, shape);
    r.networkPerGb = ca.networkBilling == NetworkBilling::PerGb;
    if (ctx.server.known() && r.nodes > 1)
        addPrice(r, ctx.services.networkGear);
    addPrice(r, ctx.services.hostingPerKw);
    addPrice(r, ctx.services.hostingPerRackUnit);

    const ModeCost &chosen = r.mode(r.chosenMode).available ? r.mode(r.chosenMode) : r.mode(r.cheapestMode);
    r.unit = unitCosts(e, chosen, r.utilization.value, ca);
    r.levers = computeLevers(LeverInputs{e, catalog, ca, assumptions, ctx, shape, chosen});
    r.scenarios = computeScenarios(ScenarioInputs{e, catalog, ca, ctx, r.utilization});

    for (const ModeCost &m : r.modes) {
        addPrice(r, m.price);
        if (!m.available)
            r.missing << QCoreApplication::translate("cost", "%1: %2")
                             .arg(billingName(m.mode), m.unavailableReason);
    }
    const ServicePrices &s = ctx.services;
    for (const PriceRef *p : {&s.electricity, &s.hosting, &s.staff, &s.block, &s.hdd, &s.sharedFs,
                              &s.objectStorage, &s.egress, &s.bandwidth, &s.publicIp})
        addPrice(r, *p);
    for (const Scenario &sc : r.scenarios)
        for (const ScenarioVariant *v : {&sc.before, &sc.after})
            for (const ScenarioItem &i : v->items)
                addPrice(r, i.price);
    // Old reference prices are findings only where the plan pays them (issue 21): the mode it is
    // costed at, the storage class and the network billing it uses.
    addPriceAges(r, costToday(ca.today), pricesUsed(ctx, chosen.mode, shape));
    QStringList converted;
    for (const PriceRef &p : r.prices)
        if (p.converted && p.known())
            converted << p.label;
    if (!converted.isEmpty())
        r.exchangeRate = QCoreApplication::translate("cost", "Prices in another currency converted at %1 CNY per USD "
                                                             "(rate of %2).")
                             .arg(num(ca.cnyPerUsd, 4), ca.cnyPerUsdAsOf);
    if (!converted.isEmpty())
        r.exchangeNote =
            QCoreApplication::translate("cost", "Converted to %1 at %2 CNY per USD (rate of %3; "
                                                "the exchange rate in the cost dock changes it): %4.")
                .arg(currencyId(r.currency), num(ca.cnyPerUsd, 4), ca.cnyPerUsdAsOf,
                     converted.join(planner::listSeparator()));
    if (!r.mode(r.chosenMode).available)
        r.notes << QCoreApplication::translate(
                       "cost", "The plan's billing (%1) has no price; unit costs and levers use %2.")
                       .arg(billingName(r.chosenMode), billingName(r.cheapestMode));
    r.notes << QCoreApplication::translate(
        "cost",
        "Rented capacity: failures are the provider's to fix (an instance is replaced in minutes); only spot "
        "interruptions are priced.");
    tidyChineseTexts(r);
    return r;
}

} // namespace gpuplanner::planner::cost
