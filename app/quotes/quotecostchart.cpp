#include "app/quotes/quotecostchart.h"

#include "planner/report/reportformat.h"
#include "widgets/charts/chartstyle.h"

#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <qcustomplot.h>

namespace gpuplanner::app {

QuoteCostChart::QuoteCostChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setAccessibleName(tr("Cost of this workload on each quote"));
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold)));
    // The legend in a row under the axes, where it hides no bar.
    auto *legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(2, 0, legendRow);
    legendRow->setMargins(QMargins(0, 0, 0, 4));
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    legendRow->addElement(0, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
}

void QuoteCostChart::setComparison(const quotes::Comparison &comparison)
{
    m_comparison = comparison;
    draw();
}

void QuoteCostChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        draw();
    QWidget::changeEvent(event);
}

void QuoteCostChart::draw()
{
    QCustomPlot *p = m_plot;
    p->clearPlottables();
    p->clearItems();
    m_shown.clear();
    const quotes::Comparison &c = m_comparison;
    if (auto *title = qobject_cast<QCPTextElement *>(p->plotLayout()->element(0, 0)))
        title->setText(tr("Cost of this workload over %1 months").arg(locale().toString(c.horizonMonths, 'f', 0)));

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys, ok, short_;
    double top = 0;
    // Large totals on a thousands axis ("250" thousand), the exact amounts on the bars.
    double maxTotal = 0;
    for (const quotes::QuoteResult &r : c.results)
        if (r.cost.known)
            maxTotal = std::max(maxTotal, r.cost.total);
    const double scale = maxTotal >= 10000 ? 1000 : 1;
    for (const quotes::QuoteResult &r : c.results) {
        if (!r.cost.known)
            continue;
        m_shown << r.quote.vendor;
        const double key = double(m_shown.size());
        keys << key;
        ok << (r.belowMinimum == 0 ? r.cost.total / scale : 0.0);
        short_ << (r.belowMinimum > 0 ? r.cost.total / scale : 0.0);
        const QString name = quotes::quoteName(r.quote);
        const QString vendor = name.size() > 22 ? name.left(21) + QStringLiteral("…") : name;
        ticker->addTick(key, QStringLiteral("%1. %2").arg(r.rank).arg(vendor));
        top = std::max(top, r.cost.total / scale);
    }
    const QPalette pal = palette();
    const QColor meets = widgets::seriesColor(0, pal), below = widgets::seriesColor(1, pal);
    auto *good = new QCPBars(p->xAxis, p->yAxis);
    good->setName(tr("Meets every minimum"));
    good->setBrush(meets);
    good->setPen(QPen(meets.darker(130)));
    auto *bad = new QCPBars(p->xAxis, p->yAxis);
    bad->setName(tr("Below the minimum somewhere"));
    bad->setBrush(QBrush(below, Qt::BDiagPattern));
    bad->setPen(QPen(below.darker(130), 1.5));
    for (QCPBars *bars : {good, bad})
        bars->setWidth(0.55);
    good->setData(keys, ok, true);
    bad->setData(keys, short_, true);
    for (int i = 0; i < keys.size(); ++i) {
        const double value = std::max(ok[i], short_[i]);
        auto *label = new QCPItemText(p);
        label->setColor(pal.color(QPalette::Text));
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(keys[i], value);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 4));
        label->setText(report::money(value * scale, c.currency));
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, std::max<qsizetype>(1, m_shown.size()) + 0.6);
    p->yAxis->setLabel(scale > 1 ? tr("Cost over the horizon (thousand %1)").arg(planner::cost::currencyId(c.currency))
                                 : tr("Cost over the horizon (%1)").arg(planner::cost::currencyId(c.currency)));
    p->yAxis->setRange(0, top > 0 ? top * 1.2 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(0);
    p->legend->setVisible(true);
    p->legend->setFont(font());
    widgets::styleAxes(p, pal);
    p->replot();
}

} // namespace gpuplanner::app
