#include "planner/report/costcharts.h"

#include "planner/cost/chartcolors.h"
#include "planner/cost/modecost.h"
#include "planner/workload/units.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::report {

using planner::Billing;

namespace {

// The GUI's colour for the mode (planner/cost/chartcolors.h).
QColor billingColor(Billing mode)
{
    return QColor::fromRgb(QRgb(planner::cost::billingRgb(mode)));
}

// A one-off job: the cash committed over the job's hours or days (a month's points would show a
// month of rent, not the job).
DocChart jobCostChart(const planner::cost::CostReport &r)
{
    DocChart c;
    const bool days = r.jobHours >= 2 * planner::kHoursPerDay;
    const double unitHours = days ? planner::kHoursPerDay : 1.0;
    c.title = QCoreApplication::translate("report", "Cumulative cost of the job (%1)").arg(planner::cost::horizonText(r));
    c.xLabel = days ? QCoreApplication::translate("report", "days") : QCoreApplication::translate("report", "hours");
    c.yLabel = QCoreApplication::translate("report", "committed cost (%1)").arg(planner::cost::currencyId(r.currency));
    constexpr int kSteps = 48;
    for (const planner::cost::ModeCost &m : r.modes) {
        if (!m.available || !m.eligible)
            continue;
        ChartSeries s;
        s.label = planner::cost::billingName(m.mode);
        s.color = billingColor(m.mode);
        s.steps = m.mode == Billing::Monthly || m.mode == Billing::Reserved;
        for (int i = 0; i <= kSteps; ++i) {
            const double hours = r.jobHours * i / kSteps;
            s.x.push_back(hours / unitHours);
            s.y.push_back(planner::cost::committedCost(m, std::max(hours, 1e-6) / planner::kHoursPerMonth));
        }
        c.series.push_back(s);
    }
    return c;
}

} // namespace

DocChart cumulativeCostChart(const planner::cost::CostReport &r)
{
    if (r.isJob())
        return jobCostChart(r);
    DocChart c;
    c.title = QCoreApplication::translate("report", "Cumulative cost over %1 months").arg(planner::num(r.horizonMonths, 0));
    c.xLabel = QCoreApplication::translate("report", "months");
    c.yLabel = QCoreApplication::translate("report", "committed cost (%1)").arg(planner::cost::currencyId(r.currency));
    for (const planner::cost::ModeCost &m : r.modes) {
        if (!m.available || m.cumulative.empty())
            continue;
        ChartSeries s;
        s.label = planner::cost::billingName(m.mode);
        s.color = billingColor(m.mode);
        s.steps = m.mode == Billing::Monthly || m.mode == Billing::Reserved;
        for (size_t i = 0; i < m.cumulative.size(); ++i) {
            s.x.push_back(double(i));
            s.y.push_back(m.cumulative[i]);
        }
        c.series.push_back(s);
    }
    if (const planner::cost::BreakEven *b = r.primary(); b && b->exists && b->month <= r.horizonMonths) {
        c.markerX = b->month;
        c.markerLabel = QCoreApplication::translate("report", "buying breaks even: month %1").arg(planner::num(b->month, 1));
    }
    return c;
}

DocChart utilizationCostChart(const planner::cost::CostReport &r)
{
    DocChart c;
    c.title = QCoreApplication::translate("report", "Cost per useful GPU-hour against utilization");
    c.xLabel = QCoreApplication::translate("report", "utilization (%)");
    c.yLabel = QCoreApplication::translate("report", "per useful GPU-hour (%1)").arg(planner::cost::currencyId(r.currency));
    for (const planner::cost::UtilizationCurve &curve : r.curves) {
        ChartSeries s;
        s.label = planner::cost::billingName(curve.mode);
        s.color = billingColor(curve.mode);
        for (size_t i = 0; i < curve.utilization.size() && i < curve.costPerUsefulGpuHour.size(); ++i) {
            if (curve.utilization[i] < 0.1 - 1e-9)
                continue;
            s.x.push_back(curve.utilization[i] * 100);
            s.y.push_back(curve.costPerUsefulGpuHour[i]);
        }
        if (!s.x.empty())
            c.series.push_back(s);
    }
    c.markerX = r.utilization.value * 100;
    c.markerLabel = QCoreApplication::translate("report", "this plan: %1%").arg(planner::num(r.utilization.value * 100, 0));
    return c;
}

DocChart buyOrRentChart(const planner::cost::CostReport &r)
{
    DocChart c;
    const planner::cost::BreakEvenUtilization &be = r.breakEvenUtilization;
    c.title = QCoreApplication::translate("report", "Buy or rent: net cost over %1 months against utilization")
                  .arg(planner::num(r.horizonMonths, 0));
    c.xLabel = QCoreApplication::translate("report", "utilization (%)");
    c.yLabel = QCoreApplication::translate("report", "net cost (%1)").arg(planner::cost::currencyId(r.currency));
    if (!be.computed)
        return c;
    ChartSeries buy, rent;
    buy.label = QCoreApplication::translate("report", "buy");
    buy.color = billingColor(Billing::Purchase);
    rent.label = QCoreApplication::translate("report", "cheapest rent mode");
    rent.color = billingColor(be.rentMode);
    for (size_t i = 0; i < be.points.size(); ++i) {
        buy.x.push_back(be.points[i] * 100);
        buy.y.push_back(be.buyNet[i]);
        rent.x.push_back(be.points[i] * 100);
        rent.y.push_back(be.rentNet[i]);
    }
    c.series = {buy, rent};
    if (be.exists && !be.alwaysBuy) {
        c.markerX = be.utilization * 100;
        c.markerLabel = QCoreApplication::translate("report", "buying wins above %1%").arg(planner::num(be.utilization * 100, 0));
    }
    return c;
}

} // namespace gpuplanner::report
