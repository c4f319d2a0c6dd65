#include "app/verify/monitorcharts.h"

#include "widgets/charts/chartstyle.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>
#include <qcustomplot.h>

namespace gpuplanner::app {

namespace {
// More lines than this make the legend larger than the chart.
constexpr int kMaxLegendGpus = 8;
} // namespace

MonitorCharts::MonitorCharts(QWidget *parent) : QWidget(parent), m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("monitorSummary"));
    layout->addWidget(m_summary);
    auto *grid = new QGridLayout;
    for (int i = 0; i < ChartCount; ++i) {
        m_plots[i] = new QCustomPlot(this);
        m_plots[i]->setMinimumSize(260, 160);
        m_plots[i]->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        m_plots[i]->axisRect()->setRangeZoom(Qt::Horizontal);
        m_plots[i]->axisRect()->setRangeDrag(Qt::Horizontal);
        m_plots[i]->plotLayout()->insertRow(0);
        m_plots[i]->plotLayout()->addElement(0, 0, new QCPTextElement(m_plots[i], QString(), QFont(font().family(), -1, QFont::Bold)));
        grid->addWidget(m_plots[i], i / 2, i % 2);
        if (i != Utilization)
            continue; // one legend, under the first chart, names the GPUs of all four
        // The legend in a row of its own under the plot, its GPUs side by side: inside the plot it
        // covered the lines of the first GPUs.
        QCPLegend *legend = m_plots[i]->legend;
        m_plots[i]->axisRect()->insetLayout()->take(legend);
        auto *legendRow = new QCPLayoutGrid;
        m_plots[i]->plotLayout()->addElement(2, 0, legendRow);
        m_plots[i]->plotLayout()->setRowStretchFactor(2, 0.001);
        legendRow->setMargins(QMargins(4, 0, 4, 4));
        legendRow->addElement(0, 0, legend);
        legend->setFillOrder(QCPLegend::foColumnsFirst);
        legend->setWrap(4); // two rows for eight GPUs
        legend->setRowSpacing(0);
        legend->setColumnSpacing(6);
    }
    layout->addLayout(grid, 1);
    retranslateUi();
}

void MonitorCharts::setLog(const verify::MonitorLog &log)
{
    m_log = log;
    draw();
}

void MonitorCharts::clear()
{
    m_log = {};
    draw();
}

void MonitorCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        draw();
    QWidget::changeEvent(event);
}

void MonitorCharts::retranslateUi()
{
    draw();
}

void MonitorCharts::draw()
{
    const QString titles[ChartCount] = {tr("GPU utilization (%)"), tr("GPU memory used (GiB)"), tr("Power draw (W)"),
                                        tr("Temperature (°C)")};
    m_gpuCount = int(m_log.gpus.size());
    double t0 = INFINITY, t1 = -INFINITY;
    for (const verify::MonitorSample &s : m_log.samples) {
        t0 = std::min(t0, s.t);
        t1 = std::max(t1, s.t);
    }
    const double span = m_log.samples.empty() ? 0 : t1 - t0;
    // Minutes for short runs, hours for long ones.
    const bool hours = span > 3 * 3600;
    const double scale = hours ? 3600.0 : 60.0;
    if (m_log.samples.empty())
        m_summary->setText(tr("No monitoring data yet: import monitoring logs, or a report whose monitor.csv was "
                              "recorded during its load test."));
    else
        m_summary->setText(tr("%n GPU(s), %1 samples over %2 from %3.", nullptr, m_gpuCount)
                               .arg(m_log.samples.size())
                               .arg(hours ? tr("%1 h").arg(span / 3600, 0, 'f', 1) : tr("%1 min").arg(span / 60, 0, 'f', 1))
                               .arg(m_log.files.join(QStringLiteral(", "))));
    std::vector<QVector<QCPGraphData>> points[ChartCount];
    for (auto &d : points)
        d.resize(size_t(m_gpuCount));
    for (const verify::MonitorSample &s : m_log.samples) {
        if (qint64(s.gpu) >= m_gpuCount)
            continue;
        const double x = (s.t - t0) / scale;
        const float values[ChartCount] = {s.util, s.memUsed / 1024.0f, s.power, s.temp};
        for (int c = 0; c < ChartCount; ++c)
            if (!std::isnan(values[c]))
                points[c][s.gpu].append(QCPGraphData(x, values[c]));
    }
    for (int c = 0; c < ChartCount; ++c) {
        QCustomPlot *p = m_plots[c];
        p->clearGraphs();
        if (auto *title = qobject_cast<QCPTextElement *>(p->plotLayout()->element(0, 0)))
            title->setText(titles[c]);
        double top = 0;
        for (int g = 0; g < m_gpuCount; ++g) {
            QCPGraph *graph = p->addGraph();
            graph->setName(tr("GPU %1").arg(g));
            graph->setPen(QPen(widgets::seriesColor(g, palette()), 1.5));
            graph->setAdaptiveSampling(true);
            auto container = graph->data();
            std::sort(points[c][g].begin(), points[c][g].end(),
                      [](const QCPGraphData &a, const QCPGraphData &b) { return a.key < b.key; });
            for (const QCPGraphData &d : points[c][g])
                top = std::max(top, d.value);
            container->set(points[c][g], true);
        }
        p->xAxis->setLabel(hours ? tr("Time since the first sample (h)") : tr("Time since the first sample (min)"));
        p->xAxis->setRange(0, span > 0 ? span / scale : 1);
        p->yAxis->setRange(0, c == Utilization ? 105 : top > 0 ? top * 1.1 : 1);
        p->legend->setVisible(c == Utilization && m_gpuCount > 0 && m_gpuCount <= kMaxLegendGpus);
        widgets::styleAxes(p, palette());
        p->replot();
    }
}

} // namespace gpuplanner::app
