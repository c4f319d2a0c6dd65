// A quote to buy the machines, priced as the plan's own purchase is (planner/cost/modecost.cpp): the
// quoted price is the capital cost, and what owning the machines costs a month that a rental's price
// includes (power, hosting, maintenance, operations staff, repairs) is added over the horizon, less
// their book value at its end. Storage, network and public addresses are left out, as they are of
// the rental quotes.
#include "planner/cost/modecost.h"
#include "planner/quotes/comparison_internal.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::quotes::detail {

using planner::num;
using planner::cost::Component;

QuoteCost purchaseCostOnQuote(const Quote &q, double pricePerMachine, const Comparison &c,
                              const QuoteBasis &b, const catalog::Catalog &catalog,
                              const QString &acceleratorId, int gpusPerMachine, int machines)
{
    QuoteCost out;
    const std::optional<planner::cost::Currency> from = planner::cost::currencyFromId(q.currency);
    const catalog::Accelerator *acc = catalog.accelerator(acceleratorId);
    if (pricePerMachine <= 0 || !from || !acc || machines <= 0 || gpusPerMachine <= 0)
        return out;
    planner::cost::CostAssumptions ca = b.cost;
    ca.currency = c.currency;
    ca.serverPrice =
        planner::cost::PriceSetting{planner::cost::convert(pricePerMachine, *from, c.currency, c.cnyPerUsd),
                                    c.currency,
                                    true,
                                    {},
                                    {},
                                    {}};
    planner::cost::CostContext ctx =
        planner::cost::makeContext(b.evaluation, catalog, ca, *acc, gpusPerMachine, false, c.horizonMonths);
    planner::cost::CostShape shape;
    shape.gpusPerNode = gpusPerMachine;
    shape.nodes = machines;
    shape.utilization = b.costReport.utilization.value;
    shape.heldShare = b.costReport.utilization.heldShare;
    shape.autoReleaseOverhead = ca.autoReleaseOverhead;
    const planner::cost::ModeCost m = planner::cost::computeMode(ctx, planner::Billing::Purchase, shape);
    if (!m.available)
        return out;
    double owning = 0;
    for (Component k : {Component::Power, Component::Hosting, Component::Maintenance, Component::Staff,
                        Component::Downtime})
        owning += m.monthlyOf(k);
    const double months = c.horizonMonths;
    out.known = true;
    out.basis = QStringLiteral("purchase");
    out.total = m.upfront + owning * months - m.residualValue;
    out.perMonth = months > 0 ? out.total / months : 0;
    out.perUsefulGpuHour = c.usefulGpuHoursPerMonth > 0 ? out.perMonth / c.usefulGpuHoursPerMonth : 0;
    const auto cash = [&](double v) { return money(v, c.currency); };
    const double gear = m.upfront - ca.serverPrice->amount * machines; // between several machines
    out.why << QCoreApplication::translate(
                   "report",
                   "To buy: %1 (%n machine(s) of %2 × %3%4); owning them a month: power %5 + "
                   "hosting %6 + maintenance %7 + operations staff %8 + repairs %9 = %10 (the "
                   "plan's purchase arithmetic); over %11 months, less the book value %12 left at "
                   "the end: %13.",
                   nullptr, machines)
                   .arg(cash(m.upfront))
                   .arg(gpusPerMachine)
                   .arg(acc->name,
                        gear > 0.5
                            ? QCoreApplication::translate("report", ", with %1 of network gear between "
                                                                    "them")
                                  .arg(cash(gear))
                            : QString(),
                        cash(m.monthlyOf(Component::Power)), cash(m.monthlyOf(Component::Hosting)),
                        cash(m.monthlyOf(Component::Maintenance)), cash(m.monthlyOf(Component::Staff)),
                        cash(m.monthlyOf(Component::Downtime)), cash(owning), num(months, 1),
                        cash(m.residualValue))
                   .arg(cash(out.total));
    if (*from != c.currency)
        out.why << QCoreApplication::translate("report", "Converted from %1 at %2 CNY per USD.")
                       .arg(q.currency, num(c.cnyPerUsd, 2));
    return out;
}

} // namespace gpuplanner::quotes::detail
