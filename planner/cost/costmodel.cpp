#include "planner/cost/costmodel.h"

#include "planner/cost/breakeven.h"
#include "planner/cost/costutilization.h"
#include "planner/cost/levers.h"
#include "planner/cost/modecost.h"
#include "planner/cost/scenarios.h"
#include "planner/cost/unitcosts.h"
#include "planner/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

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

void addPrice(CostReport &r, const PriceRef &p)
{
    if (p.key.isEmpty())
        return;
    for (const PriceRef &q : r.prices)
        if (q.key == p.key)
            return;
    r.prices.push_back(p);
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

} // namespace

double horizonMonths(const Evaluation &e, const CostAssumptions &ca, double utilization, QStringList *why)
{
    if (ca.horizonMonths) {
        if (why)
            *why << QCoreApplication::translate("cost", "Horizon %1 months, as given.")
                        .arg(num(*ca.horizonMonths, 1));
        return *ca.horizonMonths;
    }
    if (e.workload.run.pattern == RunPattern::OneOff) {
        const double months = jobWallHours(e) / std::max(0.01, utilization) / ca.hoursPerMonth;
        if (why)
            *why << QCoreApplication::translate("cost",
                                                "One-off run: %1 h of work ÷ utilization %2 = %3 months.")
                        .arg(num(jobWallHours(e), 1), num(utilization, 2), num(months, 2));
        return std::max(months, 1.0 / ca.hoursPerMonth);
    }
    if (why)
        *why << QCoreApplication::translate("cost", "Horizon %1 months (default).")
                    .arg(num(ca.defaultHorizonMonths, 0));
    return ca.defaultHorizonMonths;
}

CostReport computeCost(const Evaluation &e, const catalog::Catalog &catalog, const CostAssumptions &ca,
                       const Assumptions &assumptions)
{
    CostReport r;
    r.currency = ca.currency;
    r.cnyPerUsd = ca.cnyPerUsd;
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
    r.horizonMonths = horizonMonths(e, ca, r.utilization.value, &r.horizonWhy);
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
    if (!r.mode(r.chosenMode).available)
        r.notes << QCoreApplication::translate(
                       "cost", "The plan's billing (%1) has no price; unit costs and levers use %2.")
                       .arg(billingName(r.chosenMode), billingName(r.cheapestMode));
    r.notes << QCoreApplication::translate(
        "cost",
        "Rented capacity: failures are the provider's to fix (an instance is replaced in minutes); only spot "
        "interruptions are priced.");
    return r;
}

} // namespace gpuplanner::planner::cost
