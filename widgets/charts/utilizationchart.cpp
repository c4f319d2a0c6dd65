#include "widgets/charts/utilizationchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;
using planner::Billing;

namespace {
// The curves rise without bound towards zero utilization; the axis shows them from this one up.
constexpr double kClipUtilization = 0.15;
} // namespace

QCPGraph *UtilizationCostChart::graphFor(Billing mode) const
{
    const auto it = m_graphs.find(mode);
    return it == m_graphs.end() ? nullptr : it->second;
}

void UtilizationCostChart::draw()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    m_graphs.clear();
    m_marker = nullptr;
    setTitle(tr("Cost per useful GPU-hour against utilization"));
    if (r.curves.empty()) {
        showMessage(noPriceMessage());
        return;
    }
    double top = 0;
    for (const UtilizationCurve &c : r.curves) {
        QCPGraph *g = p->addGraph();
        g->setName(billingName(c.mode));
        QPen pen(billingColor(c.mode, palette()), c.mode == r.chosenMode ? 3 : 2);
        if (c.mode == Billing::Spot)
            pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        QVector<double> keys, values;
        for (size_t i = 0; i < c.utilization.size(); ++i) {
            keys << c.utilization[i] * 100.0;
            values << c.costPerUsefulGpuHour[i];
        }
        g->setData(keys, values, true);
        for (size_t i = 0; i < c.utilization.size(); ++i)
            if (c.utilization[i] >= kClipUtilization - 1e-9) {
                top = std::max(top, c.costPerUsefulGpuHour[i]);
                break;
            }
        m_graphs[c.mode] = g;
    }
    const ModeCost &plan = r.mode(r.chosenMode);
    if (plan.available)
        top = std::max(top, plan.costPerUsefulGpuHour * 1.5);
    p->xAxis->setLabel(tr("Utilization (%)"));
    p->yAxis->setLabel(tr("Cost per useful GPU-hour (%1)").arg(currency()));
    p->xAxis->setRange(0, 100);
    p->yAxis->setRange(0, top > 0 ? top * 1.05 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(top >= 100 ? 0 : 2);
    if (!plan.available) {
        setSubtitle(tr("The plan's billing (%1) has no price.").arg(billingName(r.chosenMode)));
        return;
    }
    m_marker = new QCPItemTracer(p);
    m_marker->position->setType(QCPItemPosition::ptPlotCoords);
    m_marker->position->setCoords(r.utilization.value * 100.0, plan.costPerUsefulGpuHour);
    m_marker->setStyle(QCPItemTracer::tsCircle);
    m_marker->setSize(11);
    m_marker->setPen(QPen(palette().color(QPalette::Text), 2));
    m_marker->setBrush(billingColor(r.chosenMode, palette()));
    labelMarker(m_marker, tr("this plan"), r.utilization.value > 0.5);
    setSubtitle(tr("This plan (%1 billing): %2% utilization, %3 per useful GPU-hour.")
                    .arg(billingName(r.chosenMode), locale().toString(r.utilization.value * 100.0, 'f', 0),
                         money(plan.costPerUsefulGpuHour)));
}

} // namespace gpuplanner::widgets
