// Article 001 §7: cost comes from utilization. Each lever is priced on this plan.
#include "planner/cost/levers.h"

#include "planner/cost/leverresize.h"
#include "planner/workload/format.h"
#include "planner/sizing/recommend.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

void setSaving(Lever &l, const ModeCost &base, double saving)
{
    l.savingPerMonth = std::max(0.0, saving);
    l.savingFraction = base.monthlyTotal > 0 ? l.savingPerMonth / base.monthlyTotal : 0;
}

// Serving: the cheapest GPU of the catalog that meets the target (article 001 §1: inference does
// not need the top training GPU).
Lever servingTier(const LeverInputs &in, Lever l)
{
    const Currency c = in.ca.currency;
    const Workload &planned = in.evaluation.workload;
    // With no GPU pinned, evaluate() already recommended for this very workload (same catalog and
    // assumptions): its sizing is the recommendation's best.
    const bool unpinned = !in.evaluation.gpuPinned && planned.gpu.model.isEmpty() && planned.gpu.count == 0
                          && planned.gpu.nodes == 0;
    GpuSizing best;
    if (unpinned) {
        best = in.evaluation.sizing;
    } else {
        Workload w = planned;
        w.gpu = GpuPin{};
        best = recommend(w, in.catalog, in.assumptions).best;
    }
    const catalog::Accelerator *alt = in.catalog.accelerator(best.acceleratorId);
    l.applies = true;
    if (!alt || !best.meetsTarget || alt->id == in.ctx.accelerator.id) {
        l.why << QCoreApplication::translate(
            "cost", "The plan's GPU is already the catalog's cheapest that meets the target.");
        return l;
    }
    const CostContext altCtx =
        makeContext(in.evaluation, in.catalog, in.ca, *alt, best.gpusPerNode, false, in.ctx.horizonMonths);
    CostShape shape = in.shape;
    shape.gpusPerNode = best.gpusPerNode;
    shape.nodes = best.nodes;
    const ModeCost other = computeMode(altCtx, in.base.mode, shape);
    if (!other.available) {
        l.why << QCoreApplication::translate("cost", "%1 meets the target but has no %2 price.")
                     .arg(alt->name, billingName(in.base.mode));
        return l;
    }
    setSaving(l, in.base, in.base.monthlyTotal - other.monthlyTotal);
    l.why << QCoreApplication::translate("cost", "Serve on %1 × %2 instead of %3 × %4 (the engine's cheapest "
                                                 "configuration that meets the target): "
                                                 "%5 − %6 = %7 a month at %8 billing.")
                 .arg(shape.total())
                 .arg(alt->name)
                 .arg(in.shape.total())
                 .arg(in.ctx.accelerator.name, moneyText(in.base.monthlyTotal, c),
                      moneyText(other.monthlyTotal, c), moneyText(l.savingPerMonth, c),
                      billingName(in.base.mode));
    return l;
}

// Training and development: development and validation hours on a mid-size instance, the plan's
// GPUs rented by the hour for the real runs only (article 001 §5 case 1).
Lever developmentTier(const LeverInputs &in, Lever l)
{
    const Currency c = in.ca.currency;
    const double d = in.evaluation.workload.run.devShare;
    if (d <= 0) {
        l.why << QCoreApplication::translate(
            "cost",
            "The plan names no development share: nothing to move to a smaller instance.");
        return l;
    }
    const DevInstance dev = developmentInstance(in.catalog, in.ctx, in.ca);
    if (!dev.accelerator || !in.ctx.gpu.hourly.known()) {
        l.why << QCoreApplication::translate(
                     "cost", "No single-GPU hourly offer with %1 GB or an hourly price for the plan's GPU.")
                     .arg(num(in.ca.devMinMemoryGb, 0));
        return l;
    }
    l.applies = true;
    const double H = in.ca.hoursPerMonth;
    const double held = in.shape.heldShare;
    const double r = in.ca.autoReleaseOverhead;
    const double devHours = d * held * H * (1 + r);
    const double runHours = (1 - d) * held * H * (1 + r);
    const double devCost = in.ca.devInstances * dev.gpus * dev.price.amount * devHours;
    const double runCost = in.ctx.gpu.hourly.amount * in.shape.total() * runHours;
    const double services = in.base.monthlyTotal - gpuRelatedMonthly(in.base);
    const double tiered = devCost + runCost + services;
    setSaving(l, in.base, in.base.monthlyTotal - tiered);
    l.why << QCoreApplication::translate(
                 "cost", "Development %1 of the busy %2 h: %3 × %4 (%5 per GPU-hour, %6) for %7 h = %8.")
                 .arg(num(d, 2), num(held * H, 0))
                 .arg(in.ca.devInstances)
                 .arg(dev.accelerator->name, moneyText(dev.price.amount, c), provenance(dev.price),
                      num(devHours, 0), moneyText(devCost, c));
    l.why << QCoreApplication::translate(
                 "cost",
                 "Real runs on %1 × %2 by the hour for %3 h × %4 = %5; storage and network unchanged %6.")
                 .arg(in.shape.total())
                 .arg(in.ctx.accelerator.name, num(runHours, 0), moneyText(in.ctx.gpu.hourly.amount, c),
                      moneyText(runCost, c), moneyText(services, c));
    l.why << QCoreApplication::translate("cost", "Saving = %1 − %2 = %3 a month.")
                 .arg(moneyText(in.base.monthlyTotal, c), moneyText(tiered, c),
                      moneyText(l.savingPerMonth, c));
    return l;
}

Lever scheduling(const LeverInputs &in)
{
    Lever l{QStringLiteral("scheduling"),
            QCoreApplication::translate("cost", "Scheduling: queues, reservations, night runs"),
            false,
            0,
            0,
            in.base.mode,
            {}};
    const Currency c = in.ca.currency;
    if (in.ctx.latencyBound) {
        l.why << QCoreApplication::translate("cost", "Online requests cannot wait in a queue: scheduling "
                                                     "applies to batch work, training and rendering.");
        return l;
    }
    l.applies = true;
    const double u = in.shape.utilization, target = in.ca.schedulingTargetUtilization;
    if (u >= target) {
        l.why << QCoreApplication::translate("cost",
                                             "Utilization %1 is already at the target %2 a queue reaches.")
                     .arg(num(u, 3), num(target, 2));
        return l;
    }
    if (in.base.mode == Billing::Hourly || in.base.mode == Billing::Spot) {
        CostShape queued = in.shape;
        queued.autoReleaseOverhead = 0;
        const ModeCost alt = computeMode(in.ctx, in.base.mode, queued);
        setSaving(l, in.base, in.base.monthlyTotal - alt.monthlyTotal);
        l.why << QCoreApplication::translate("cost", "With %1 billing a queue keeps the instances busy from "
                                                     "start to release: the auto-release overhead "
                                                     "%2 disappears: %3 − %4 = %5 a month.")
                     .arg(billingName(in.base.mode), num(in.ca.autoReleaseOverhead, 2),
                          moneyText(in.base.monthlyTotal, c), moneyText(alt.monthlyTotal, c),
                          moneyText(l.savingPerMonth, c));
        return l;
    }
    const Resized fewer = fewerGpus(in, target);
    setSaving(l, in.base, in.base.monthlyTotal - fewer.cost.monthlyTotal);
    l.why << QCoreApplication::translate(
                 "cost", "Queued and night runs raise utilization from %1 to %2: the same %3 useful "
                         "GPU-hours fit on ⌈%4 × %1 ÷ %2⌉ "
                         "→ %5 GPUs (%6 nodes × %7): %8 − %9 = %10 a month. Jobs run %11× longer.")
                 .arg(num(u, 3), num(target, 2), num(in.base.usefulGpuHoursPerMonth, 0))
                 .arg(in.shape.total())
                 .arg(fewer.shape.total())
                 .arg(fewer.shape.nodes)
                 .arg(fewer.shape.gpusPerNode)
                 .arg(moneyText(in.base.monthlyTotal, c), moneyText(fewer.cost.monthlyTotal, c),
                      moneyText(l.savingPerMonth, c), num(double(in.shape.total()) / fewer.shape.total(), 2));
    return l;
}

} // namespace

std::vector<Lever> computeLevers(const LeverInputs &in)
{
    std::vector<Lever> out;
    Lever tier{
        QStringLiteral("tiering"),
        QCoreApplication::translate("cost", "Tiering: development, test and production on different sizes"),
        false,
        0,
        0,
        in.base.mode,
        {}};
    if (!in.base.available) {
        tier.why << QCoreApplication::translate("cost", "The plan's billing mode has no price.");
        out.push_back(tier);
        return out;
    }
    const Task task = in.evaluation.workload.task;
    out.push_back(isServing(task) || task == Task::BatchInference ? servingTier(in, tier)
                                                                  : developmentTier(in, tier));
    out.push_back(scheduling(in));
    out.push_back(quantization(in));
    out.push_back(caching(in));
    return out;
}

} // namespace gpuplanner::planner::cost
