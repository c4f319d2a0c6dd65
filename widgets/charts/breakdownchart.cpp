#include "widgets/charts/breakdownchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;
using planner::Billing;

QCPBars *CostBreakdownChart::barsFor(Component component) const
{
    const auto it = m_bars.find(component);
    return it == m_bars.end() ? nullptr : it->second;
}

void CostBreakdownChart::draw()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    m_bars.clear();
    m_modes.clear();
    setTitle(tr("A month of the plan by component"));
    setSubtitle(
        tr("Renting: GPU nodes and services; buying: straight-line depreciation plus running costs."));
    // The legend in its own column right of the bars, so that it never covers one.
    if (p->legend->layout() == p->axisRect()->insetLayout()) {
        p->axisRect()->insetLayout()->take(p->legend);
        auto *side = new QCPLayoutGrid;
        p->plotLayout()->addElement(2, 1, side);
        p->plotLayout()->setColumnStretchFactor(1, 0.001);
        side->addElement(0, 0, p->legend);
        side->addElement(1, 0, new QCPLayoutElement(p)); // takes the rest of the height
        side->setRowStretchFactor(0, 0.001);
        side->setMargins(QMargins(0, 0, 8, 0));
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double top = 0;
    for (const ModeCost &m : r.modes) {
        if (!m.available)
            continue;
        m_modes.push_back(m.mode);
        ticker->addTick(double(m_modes.size()), m.mode == Billing::Purchase
                                                    ? tr("%1\n(amortized)").arg(billingName(m.mode))
                                                    : billingName(m.mode));
        top = std::max(top, m.monthlyTotal);
    }
    QCPBars *below = nullptr;
    for (int c = 0; c < kComponentCount; ++c) {
        const Component component = Component(c);
        QVector<double> keys, values;
        bool any = false;
        for (size_t i = 0; i < m_modes.size(); ++i) {
            const double v = r.mode(m_modes[i]).monthlyOf(component);
            keys << double(i + 1);
            values << v;
            any = any || v > 0;
        }
        if (!any)
            continue;
        auto *bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(componentName(component));
        const QColor colour = componentColor(component, palette());
        bars->setPen(QPen(colour.darker(130)));
        bars->setBrush(colour);
        bars->setWidth(0.6);
        bars->setStackingGap(0);
        bars->setData(keys, values, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_bars[component] = bars;
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, m_modes.size() + 0.6);
    p->xAxis->setLabel(QString());
    p->yAxis->setLabel(tr("Cost a month (%1)").arg(currency()));
    p->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(0);
    for (size_t i = 0; i < m_modes.size(); ++i) {
        const double total = r.mode(m_modes[i]).monthlyTotal;
        auto *label = new QCPItemText(p);
        label->setColor(palette().color(QPalette::Text));
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(double(i + 1), total);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(money(total));
        label->setClipToAxisRect(false);
    }
}

} // namespace gpuplanner::widgets
