// The arithmetic of each billing mode (PRODUCT.md §6; article 001 §4: compare total cost of
// ownership, not the hourly price).
#include "planner/cost/modecost.h"

#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

double hourlyPaidShare(double utilization, double heldShare, double autoReleaseOverhead)
{
    return std::min(1.0, std::max(utilization, heldShare) * (1 + autoReleaseOverhead));
}

namespace {

void rent(const CostContext &ctx, Billing mode, const CostShape &s, ModeCost &m)
{
    const double H = ctx.ca.hoursPerMonth;
    const int G = s.total();
    const Currency c = ctx.ca.currency;
    const PriceRef &p = m.price;
    if (mode == Billing::Hourly || mode == Billing::Spot) {
        // Auto-release: pay the busy hours plus the overhead of starting and releasing.
        // The nodes are billed while held busy: the held share is above the utilization when only
        // some GPUs of a node work during development.
        const double held = std::max(s.utilization, s.heldShare);
        const double share = hourlyPaidShare(s.utilization, s.heldShare, s.autoReleaseOverhead);
        m.paidGpuHoursPerMonth = G * H * share;
        m.monthly[size_t(Component::Compute)] = p.amount * m.paidGpuHoursPerMonth;
        if (s.explain)
            m.why << QCoreApplication::translate("cost",
                                                 "Paid GPU-hours = %n GPU(s) × %1 h × min(1, busy share %2 "
                                                 "× (1 + auto-release overhead %3)) = %4 h.",
                                                 nullptr, G)
                         .arg(num(H, 0), num(held, 3), num(s.autoReleaseOverhead, 2),
                              num(m.paidGpuHoursPerMonth, 1));
        if (s.explain)
            m.why << QCoreApplication::translate("cost",
                                                 "GPU nodes = %1 h × %2 per GPU-hour (%3) = %4 a month.")
                         .arg(num(m.paidGpuHoursPerMonth, 1), moneyText(p.amount, c), provenance(p),
                              moneyText(m.monthlyOf(Component::Compute), c));
        if (mode == Billing::Spot) {
            // Each reclaim of a node stalls the job: on average half a checkpoint interval of work
            // is redone, plus the restart, on every GPU of the job.
            const double perHour = ctx.ca.spotInterruptionsPerNodeMonth / H;
            const double lostH = ctx.checkpointIntervalH / 2 + ctx.ca.restartHours;
            const double f = s.nodes * perHour * lostH;
            m.monthly[size_t(Component::SpotRework)] = m.monthlyOf(Component::Compute) * f;
            if (s.explain)
                m.why << QCoreApplication::translate(
                             "cost", "Spot rework = %n node(s) × %1 interruptions per node-month "
                                     "÷ %2 h × (checkpoint interval %3 h ÷ 2 + "
                                     "restart %4 h) = %5 of the paid hours → %6 a month.",
                             nullptr, int(s.nodes))
                             .arg(num(ctx.ca.spotInterruptionsPerNodeMonth, 2), num(H, 0),
                                  num(ctx.checkpointIntervalH, 2), num(ctx.ca.restartHours, 2), num(f, 4),
                                  moneyText(m.monthlyOf(Component::SpotRework), c));
        }
        return;
    }
    // Monthly and reserved: every hour of the term is paid, busy or not.
    m.paidGpuHoursPerMonth = G * H;
    m.monthly[size_t(Component::Compute)] = p.amount * m.paidGpuHoursPerMonth;
    m.termMonths = mode == Billing::Reserved ? std::max(1, ctx.gpu.reservedTermMonths) : 1;
    if (s.explain)
        m.why << QCoreApplication::translate(
                     "cost", "GPU nodes = %n GPU(s) × %1 h × %2 per GPU-hour (%3) = %4 a month, busy or idle.", nullptr, G)
                     .arg(num(H, 0), moneyText(p.amount, c), provenance(p),
                          moneyText(m.monthlyOf(Component::Compute), c));
    if (mode == Billing::Reserved)
        if (s.explain)
            m.why << QCoreApplication::translate(
                         "cost", "Reserved for %1-month terms: a started term is owed in full.")
                         .arg(m.termMonths);
}

void own(const CostContext &ctx, const CostShape &s, ModeCost &m)
{
    const CostAssumptions &a = ctx.ca;
    const Currency c = a.currency;
    const double H = a.hoursPerMonth;
    const int g = s.gpusPerNode, n = s.nodes;
    m.paidGpuHoursPerMonth = s.total() * H;
    m.upfront = m.price.amount * n;
    // A multi-node plan needs the GPU fabric between the servers: switch ports, cables, optics.
    const double gear = n > 1 ? ctx.services.networkGear.amount * n : 0;
    if (s.explain)
        m.why << QCoreApplication::translate("cost", "Capital cost = %n server(s) × %1 (%2) = %3.", nullptr, n)
                     .arg(moneyText(m.price.amount, c), provenance(m.price), moneyText(m.upfront, c));
    if (gear > 0) {
        m.upfront += gear;
        if (s.explain)
            m.why << QCoreApplication::translate("cost", "Network gear between the nodes = %n node(s) × %1 (%2) = "
                                                         "%3, added to the capital cost: %4.",
                                                 nullptr, n)
                         .arg(moneyText(ctx.services.networkGear.amount, c), provenance(ctx.services.networkGear),
                              moneyText(gear, c), moneyText(m.upfront, c));
    }
    const double residual = a.residualFraction * m.upfront;
    m.monthly[size_t(Component::Depreciation)] = (m.upfront - residual) / (12.0 * a.depreciationYears);
    if (s.explain)
        m.why << QCoreApplication::translate(
                     "cost",
                     "Depreciation = (%1 − residual %2% = %3) ÷ (12 × %4 years) = %5 a month, straight line.")
                     .arg(moneyText(m.upfront, c), num(a.residualFraction * 100, 0), moneyText(residual, c),
                          num(a.depreciationYears, 1), moneyText(m.monthlyOf(Component::Depreciation), c));
    const double watts = (ctx.accelerator.tdpW * g + a.systemBaseW + a.systemPerGpuW * g) * n;
    const double kwh = watts / 1000.0 * a.pue * H;
    m.monthly[size_t(Component::Power)] = kwh * ctx.services.electricity.amount;
    if (s.explain)
        m.why << QCoreApplication::translate("cost",
                                             "Power = (%1 W TDP × %2 GPUs + %3 W + %4 W × %2 GPUs) × %n "
                                             "node(s) = %5 kW × PUE %6 × %7 h = %8 kWh × %9 "
                                             "(%10) = %11 a month (GPUs at full TDP: an upper bound).",
                                             nullptr, n)
                     .arg(num(ctx.accelerator.tdpW, 0))
                     .arg(g)
                     .arg(num(a.systemBaseW, 0), num(a.systemPerGpuW, 0))
                     .arg(num(watts / 1000.0, 2), num(a.pue, 2), num(H, 0), num(kwh, 0),
                          moneyText(ctx.services.electricity.amount, c), provenance(ctx.services.electricity),
                          moneyText(m.monthlyOf(Component::Power), c));
    if (ctx.services.hostingPerKw.known()) {
        // Colocation billed per kW of IT load (the PUE's share is in the price).
        const double kw = watts / 1000.0;
        m.monthly[size_t(Component::Hosting)] = kw * ctx.services.hostingPerKw.amount;
        if (s.explain)
            m.why << QCoreApplication::translate("cost", "Hosting = %1 kW × %2 per kW-month (%3) = %4 a month.")
                         .arg(num(kw, 2), moneyText(ctx.services.hostingPerKw.amount, c),
                              provenance(ctx.services.hostingPerKw),
                              moneyText(m.monthlyOf(Component::Hosting), c));
    } else if (ctx.services.hostingPerRackUnit.known()) {
        const int ru = a.rackUnitsPerNode.value_or(ctx.serverRackUnits > 0 ? ctx.serverRackUnits : (g > 4 ? 8 : 4));
        m.monthly[size_t(Component::Hosting)] = double(ru) * n * ctx.services.hostingPerRackUnit.amount;
        if (s.explain)
            m.why << QCoreApplication::translate("cost",
                                                 "Hosting = %1 U × %n node(s) × %2 per rack unit-month (%3) = %4 a month.",
                                                 nullptr, n)
                         .arg(ru)
                         .arg(moneyText(ctx.services.hostingPerRackUnit.amount, c),
                              provenance(ctx.services.hostingPerRackUnit),
                              moneyText(m.monthlyOf(Component::Hosting), c));
    } else {
        m.monthly[size_t(Component::Hosting)] = ctx.services.hosting.amount * n;
        if (s.explain)
            m.why << QCoreApplication::translate("cost", "Hosting = %n node(s) × %1 (%2).", nullptr, n)
                         .arg(moneyText(ctx.services.hosting.amount, c), provenance(ctx.services.hosting));
    }
    m.monthly[size_t(Component::Maintenance)] = a.maintenanceFractionPerYear * m.upfront / 12.0;
    if (s.explain)
        m.why << QCoreApplication::translate("cost", "Maintenance = %1% of %2 a year ÷ 12 = %3 a month.")
                     .arg(num(a.maintenanceFractionPerYear * 100, 1), moneyText(m.upfront, c),
                          moneyText(m.monthlyOf(Component::Maintenance), c));
    m.monthly[size_t(Component::Staff)] = a.opsFtePerNode * n * ctx.services.staff.amount / 12.0;
    if (s.explain)
        m.why << QCoreApplication::translate(
                     "cost",
                     "Operations staff = %1 FTE per node × %n node(s) × %2 a year (%3) ÷ 12 = %4 a month.",
                     nullptr, n)
                     .arg(num(a.opsFtePerNode, 3))
                     .arg(moneyText(ctx.services.staff.amount, c), provenance(ctx.services.staff),
                          moneyText(m.monthlyOf(Component::Staff), c));
    // A failed GPU takes its node down until it is repaired; the lost useful GPU-hours are bought
    // back at the hourly price.
    const double failures = n * g * H / a.gpuMtbfHours;
    const double lost = failures * a.repairHours * g * s.utilization;
    if (ctx.gpu.hourly.known()) {
        m.monthly[size_t(Component::Downtime)] = lost * ctx.gpu.hourly.amount;
        if (s.explain)
            m.why << QCoreApplication::translate("cost",
                                                 "Downtime = %1 GPUs × %2 h ÷ MTBF %3 h = %4 node failures a "
                                                 "month × %5 h repair × %6 GPUs × "
                                                 "utilization %7 = %8 GPU-hours × %9 hourly = %10 a month.")
                         .arg(n * g)
                         .arg(num(H, 0), num(a.gpuMtbfHours, 0), num(failures, 3), num(a.repairHours, 0))
                         .arg(g)
                         .arg(num(s.utilization, 3), num(lost, 1), moneyText(ctx.gpu.hourly.amount, c),
                              moneyText(m.monthlyOf(Component::Downtime), c));
    } else {
        if (s.explain)
            m.why
                << QCoreApplication::translate(
                       "cost",
                       "Downtime: %1 GPU-hours a month lost to repairs; not priced without an hourly price.")
                       .arg(num(lost, 1));
    }
}

} // namespace

ModeCost computeMode(const CostContext &ctx, Billing mode, const CostShape &s)
{
    ModeCost m;
    m.mode = mode;
    const Currency c = ctx.ca.currency;
    const double H = ctx.ca.hoursPerMonth;
    switch (mode) {
    case Billing::Hourly:
        m.price = ctx.gpu.hourly;
        break;
    case Billing::Monthly:
        m.price = ctx.gpu.monthly;
        break;
    case Billing::Reserved:
        m.price = ctx.gpu.reserved;
        break;
    case Billing::Spot:
        m.price = ctx.gpu.spot;
        break;
    case Billing::Purchase:
        m.price = ctx.server;
        break;
    }
    m.usefulGpuHoursPerMonth = s.total() * H * s.utilization;
    if (!m.price.known()) {
        m.available = false;
        m.unavailableReason = m.price.source;
        return m;
    }
    m.available = true;
    if (mode == Billing::Spot && ctx.latencyBound) {
        m.eligible = false;
        m.note = QCoreApplication::translate(
            "cost",
            "Spot capacity can be reclaimed at any time: not proposed for online serving without on-demand "
            "capacity to fall back on.");
    }
    if (mode == Billing::Purchase)
        own(ctx, s, m);
    else
        rent(ctx, mode, s, m);
    addServiceComponents(ctx, mode, s, m);

    for (double v : m.monthly)
        m.monthlyTotal += v;
    m.runningMonthly = m.monthlyTotal - m.monthlyOf(Component::Depreciation);
    const int months = int(std::ceil(ctx.horizonMonths - 1e-9));
    m.cumulative.reserve(size_t(months) + 1);
    for (int i = 0; i <= months; ++i)
        m.cumulative.push_back(committedCost(m, i));
    m.total = committedCost(m, ctx.horizonMonths);
    if (mode == Billing::Purchase) {
        const double lifeMonths = 12.0 * ctx.ca.depreciationYears;
        const double depreciable = m.upfront * (1 - ctx.ca.residualFraction);
        m.residualValue = m.upfront - depreciable * std::min(ctx.horizonMonths, lifeMonths) / lifeMonths;
        if (s.explain)
            m.why << QCoreApplication::translate("cost",
                                                 "Book value after %1 months = %2 − %3 × min(%1, %4) ÷ "
                                                 "%4 = %5, counted back in the net cost.")
                         .arg(num(ctx.horizonMonths, 1), moneyText(m.upfront, c), moneyText(depreciable, c),
                              num(lifeMonths, 0), moneyText(m.residualValue, c));
    }
    m.net = m.total - m.residualValue;
    m.costPerUsefulGpuHour = m.usefulGpuHoursPerMonth > 0 ? m.monthlyTotal / m.usefulGpuHoursPerMonth : 0;
    const int gpus = s.total();
    if (s.explain)
        m.why << QCoreApplication::translate("cost",
                                             "Cost per useful GPU-hour = %1 a month ÷ (%n GPU(s) × %2 h × "
                                             "utilization %3 = %4 useful GPU-hours) = %5.",
                                             nullptr, gpus)
                     .arg(moneyText(m.monthlyTotal, c), num(H, 0), num(s.utilization, 3),
                          num(m.usefulGpuHoursPerMonth, 1), moneyText(m.costPerUsefulGpuHour, c));
    return m;
}

double committedCost(const ModeCost &m, double month)
{
    if (!m.available || month <= 0)
        return m.available && m.mode == Billing::Purchase ? m.upfront : 0;
    switch (m.mode) {
    case Billing::Purchase:
        return m.upfront + m.runningMonthly * month;
    case Billing::Monthly:
    case Billing::Reserved: {
        const double term = std::max(1, m.termMonths);
        return m.runningMonthly * term * std::ceil(month / term - 1e-9);
    }
    case Billing::Hourly:
    case Billing::Spot:
        return m.runningMonthly * month;
    }
    return 0;
}

} // namespace gpuplanner::planner::cost
