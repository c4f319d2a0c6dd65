#include "widgets/charts/cumulativecostchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;
using planner::Billing;

QCPGraph *CumulativeCostChart::graphFor(Billing mode) const
{
    const auto it = m_graphs.find(mode);
    return it == m_graphs.end() ? nullptr : it->second;
}

void CumulativeCostChart::draw()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    m_graphs.clear();
    m_marker = nullptr;
    setTitle(tr("Cumulative cost by billing mode"));
    if (std::none_of(r.modes.begin(), r.modes.end(), [](const ModeCost &m) { return m.available; })) {
        showMessage(noPriceMessage());
        return;
    }
    double top = 0;
    int months = 0;
    for (const ModeCost &m : r.modes) {
        if (!m.available)
            continue;
        QCPGraph *g = p->addGraph();
        g->setName(m.mode == r.chosenMode ? tr("%1 (the plan's billing)").arg(billingName(m.mode))
                                          : billingName(m.mode));
        const bool stepped = m.mode == Billing::Monthly || m.mode == Billing::Reserved;
        g->setLineStyle(stepped ? QCPGraph::lsStepRight : QCPGraph::lsLine);
        QPen pen(billingColor(m.mode, palette()), m.mode == r.chosenMode ? 3 : 2);
        if (m.mode == Billing::Spot)
            pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        QVector<double> keys, values;
        for (size_t i = 0; i < m.cumulative.size(); ++i) {
            keys << double(i);
            values << m.cumulative[i];
        }
        g->setData(keys, values, true);
        top = std::max(top, *std::max_element(values.cbegin(), values.cend()));
        months = std::max(months, int(m.cumulative.size()) - 1);
        m_graphs[m.mode] = g;
    }
    p->xAxis->setLabel(tr("Months"));
    p->yAxis->setLabel(tr("Cumulative cost (%1)").arg(currency()));
    p->xAxis->setRange(0, std::max(1, months));
    p->yAxis->setRange(0, top > 0 ? top * 1.08 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(0);
    markBreakEven();
}

void CumulativeCostChart::markBreakEven()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    const BreakEven *b = r.primary();
    // "Buying never costs less" only when buying has a price to compare.
    const bool purchasePriced = std::any_of(r.modes.begin(), r.modes.end(), [](const auto &m) {
        return m.mode == Billing::Purchase && m.available;
    });
    if (!purchasePriced) {
        setSubtitle(tr("Buying not priced: enter the server price."));
        return;
    }
    if (!b || !b->exists) {
        setSubtitle(b ? tr("Buying never costs less than %1 billing.").arg(billingName(b->rentMode))
                      : tr("No break-even: buying or renting has no price."));
        return;
    }
    const bool whole = std::abs(b->month - std::round(b->month)) < 1e-9;
    const QString month = locale().toString(b->month, 'f', whole ? 0 : 1);
    if (b->month > p->xAxis->range().upper) {
        setSubtitle(tr("Buying costs less than %1 billing from month %2, after the horizon.")
                        .arg(billingName(b->rentMode), month));
        return;
    }
    setSubtitle(tr("Buying costs less than %1 billing from month %2 on (%3 spent by then).")
                    .arg(billingName(b->rentMode), month, money(b->cost)));
    m_marker = new QCPItemTracer(p);
    m_marker->position->setType(QCPItemPosition::ptPlotCoords);
    m_marker->position->setCoords(b->month, b->cost);
    m_marker->setStyle(QCPItemTracer::tsCircle);
    m_marker->setSize(11);
    m_marker->setPen(QPen(palette().color(QPalette::Text), 2));
    m_marker->setBrush(billingColor(Billing::Purchase, palette()));
    labelMarker(m_marker, tr("break-even"), true);
}

} // namespace gpuplanner::widgets
