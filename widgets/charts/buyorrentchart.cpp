#include "widgets/charts/buyorrentchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;
using planner::Billing;

void BuyOrRentChart::draw()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    const BreakEvenUtilization &be = r.breakEvenUtilization;
    m_buy = m_rent = nullptr;
    setTitle(tr("Buy or rent: net cost over %1 months against utilization")
                 .arg(locale().toString(r.horizonMonths, 'f', 0)));
    p->xAxis->setLabel(tr("Utilization (%)"));
    p->yAxis->setLabel(tr("Net cost over the horizon (%1)").arg(currency()));
    p->xAxis->setRange(0, 100);
    if (!be.computed) {
        showMessage(r.modes.empty() ? noPriceMessage()
                    : be.why.isEmpty() ? tr("Needs a purchase price and a rent price.")
                                       : be.why);
        return;
    }
    QVector<double> keys, buy, rent;
    double top = 0;
    for (size_t i = 0; i < be.points.size(); ++i) {
        keys << be.points[i] * 100.0;
        buy << be.buyNet[i];
        rent << be.rentNet[i];
        top = std::max({top, be.buyNet[i], be.rentNet[i]});
    }
    m_buy = p->addGraph();
    m_buy->setName(tr("Buy"));
    m_buy->setPen(QPen(billingColor(Billing::Purchase, palette()), 3));
    m_buy->setData(keys, buy, true);
    m_rent = p->addGraph();
    m_rent->setName(tr("Cheapest rent mode"));
    m_rent->setPen(QPen(billingColor(be.rentMode, palette()), 2));
    m_rent->setData(keys, rent, true);
    p->yAxis->setRange(0, top > 0 ? top * 1.05 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(0);
    if (be.exists && !be.alwaysBuy) {
        auto *line = new QCPItemStraightLine(p);
        line->point1->setCoords(be.utilization * 100.0, 0);
        line->point2->setCoords(be.utilization * 100.0, 1);
        line->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
    }
    auto *plan = new QCPItemStraightLine(p);
    plan->point1->setCoords(r.utilization.value * 100.0, 0);
    plan->point2->setCoords(r.utilization.value * 100.0, 1);
    plan->setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DotLine));
    setSubtitle(tr("%1 This plan: %2% utilization.")
                    .arg(be.sentence, locale().toString(r.utilization.value * 100.0, 'f', 0)));
}

} // namespace gpuplanner::widgets
