#include "widgets/charts/breakdownchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;
using planner::Billing;

QString CostBreakdownChart::shortAmount(double amount) const
{
    const double a = std::abs(amount);
    if (a >= 1e6)
        return locale().toString(amount / 1e6, 'f', a >= 1e7 ? 0 : 1) + QLatin1Char('M');
    if (a >= 1e3)
        return locale().toString(amount / 1e3, 'f', a >= 1e5 ? 0 : 1) + QLatin1Char('k');
    return locale().toString(amount, 'f', 0);
}

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
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double top = 0;
    for (const ModeCost &m : r.modes)
        if (m.available)
            m_modes.push_back(m.mode);
    if (m_modes.empty()) {
        showMessage(noPriceMessage());
        return;
    }
    // Category names wrapped to their bar's slot, so that neighbours never overlap (in Chinese too).
    const int slot = slotWidth(int(m_modes.size()));
    for (size_t i = 0; i < m_modes.size(); ++i) {
        const Billing mode = m_modes[i];
        const QString name =
            mode == Billing::Purchase ? tr("%1\n(amortized)").arg(billingName(mode)) : billingName(mode);
        ticker->addTick(double(i + 1), wrapped(name, p->xAxis->tickLabelFont(), slot - 6));
        top = std::max(top, r.mode(mode).monthlyTotal);
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
        // The total above its bar; shortened ("15.1k", the currency is on the axis) where the
        // full amount is wider than the bar's slot.
        const QString full = money(total);
        label->setText(QFontMetrics(label->font()).horizontalAdvance(full) <= slot - 4 ? full : shortAmount(total));
        label->setClipToAxisRect(false);
    }
}

} // namespace gpuplanner::widgets
