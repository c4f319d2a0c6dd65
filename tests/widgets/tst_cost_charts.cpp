// The cost charts render offscreen, draw exactly the model's numbers, follow light and dark
// palettes and the locale, and export PNG and vector PDF (written to cost-charts/ in the test's
// working directory for looking at).
#include "../planner/cost/costfixture.h"
#include "widgets/charts/breakdownchart.h"
#include "widgets/charts/buyorrentchart.h"
#include "widgets/charts/cumulativecostchart.h"
#include "widgets/charts/scenariochart.h"
#include "widgets/charts/utilizationchart.h"
#include "planner/cost/chartcolors.h"
#include "planner/report/costcharts.h"

#include <qcustomplot.h>
#include <QImage>

#include <algorithm>
#include <memory>
#include <set>

using namespace costtest;
using namespace gpuplanner::widgets;

namespace {

// 8 × H100 SXM, 24/7 at 90 %, user prices and a purchase price: every mode has a price and
// buying breaks even within the three-year horizon.
Plan steadyPlan()
{
    return price({{"task", "llm_finetune"},
                  {"model", {{"preset", "llama-3.1-8b"}}},
                  {"run", {{"pattern", "24/7"}, {"utilization", 0.9}, {"billing", "reserved"}}},
                  {"gpu", {{"model", "H100 SXM"}, {"count", 8}}},
                  {"cost", {{"prices", {{"hourly", 2.0}}}, {"purchase", {{"server_price", 150000}}}}}});
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    return p;
}

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    return p;
}

QString outputDir()
{
    QDir dir(QDir::current().filePath(QStringLiteral("cost-charts")));
    dir.mkpath(QStringLiteral("."));
    return dir.absolutePath();
}

// Renders in both palettes and checks both exports; the background pixel follows the palette.
void exportBoth(CostChart &chart, const QString &name)
{
    for (const bool dark : {false, true}) {
        chart.setPalette(dark ? darkPalette() : lightPalette());
        QCOMPARE(chart.plot()->xAxis->labelColor(), chart.palette().color(QPalette::Text));
        const QString base = outputDir() + QLatin1Char('/') + name +
                             (dark ? QStringLiteral("-dark") : QStringLiteral("-light"));
        QVERIFY(chart.exportPng(base + QStringLiteral(".png"), 900, 560));
        const QImage image(base + QStringLiteral(".png"));
        QCOMPARE(image.size(), QSize(900, 560));
        const double lightness = image.pixelColor(3, image.height() - 3).lightnessF();
        QVERIFY2(dark ? lightness < 0.3 : lightness > 0.8, qPrintable(name));
        QVERIFY(chart.exportPdf(base + QStringLiteral(".pdf"), 900, 560));
        QFile pdf(base + QStringLiteral(".pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY2(!bytes.contains("/Subtype /Image"), "the PDF is vector, without raster images");
        qInfo("%s.png", qPrintable(base));
    }
}

} // namespace

class TestCostCharts : public QObject
{
    Q_OBJECT

    Plan m_plan;

private slots:
    void initTestCase()
    {
        m_plan = steadyPlan();
        QVERIFY(m_plan.report.mode(Billing::Purchase).available);
        QVERIFY(m_plan.report.primary() && m_plan.report.primary()->exists);
    }

    void cumulativeChartDrawsTheCurvesAndTheBreakEven()
    {
        CumulativeCostChart chart;
        chart.resize(900, 560);
        chart.setReport(m_plan.report);
        for (const ModeCost &m : m_plan.report.modes) {
            QCPGraph *g = chart.graphFor(m.mode);
            QVERIFY(g);
            QCOMPARE(g->data()->size(), int(m.cumulative.size()));
            for (int i = 0; i < g->data()->size(); ++i) {
                QCOMPARE(g->data()->at(i)->key, double(i));
                QCOMPARE(g->data()->at(i)->value, m.cumulative[size_t(i)]);
            }
        }
        const BreakEven *b = m_plan.report.primary();
        QVERIFY(chart.breakEvenMarker());
        QCOMPARE(chart.breakEvenMarker()->position->coords(), QPointF(b->month, b->cost));
        exportBoth(chart, QStringLiteral("cumulative"));
    }

    void utilizationChartDrawsTheCurvesAndThePlan()
    {
        UtilizationCostChart chart;
        chart.resize(900, 560);
        chart.setReport(m_plan.report);
        for (const UtilizationCurve &c : m_plan.report.curves) {
            QCPGraph *g = chart.graphFor(c.mode);
            QVERIFY(g);
            QCOMPARE(g->data()->size(), int(c.utilization.size()));
            for (int i = 0; i < g->data()->size(); ++i) {
                QCOMPARE(g->data()->at(i)->key, c.utilization[size_t(i)] * 100.0);
                QCOMPARE(g->data()->at(i)->value, c.costPerUsefulGpuHour[size_t(i)]);
            }
        }
        const ModeCost &plan = m_plan.report.mode(m_plan.report.chosenMode);
        QVERIFY(chart.planMarker());
        QCOMPARE(chart.planMarker()->position->coords(),
                 QPointF(m_plan.report.utilization.value * 100.0, plan.costPerUsefulGpuHour));
        exportBoth(chart, QStringLiteral("utilization"));
    }

    void breakdownChartStacksTheComponents()
    {
        CostBreakdownChart chart;
        chart.resize(900, 560);
        chart.setReport(m_plan.report);
        QCOMPARE(chart.modes().size(), size_t(5));
        for (size_t i = 0; i < chart.modes().size(); ++i) {
            const ModeCost &m = m_plan.report.mode(chart.modes()[i]);
            double stacked = 0;
            for (int c = 0; c < kComponentCount; ++c) {
                QCPBars *bars = chart.barsFor(Component(c));
                if (!bars) {
                    QCOMPARE(m.monthlyOf(Component(c)), 0.0);
                    continue;
                }
                QCOMPARE(bars->data()->at(int(i))->key, double(i + 1));
                QCOMPARE(bars->data()->at(int(i))->value, m.monthlyOf(Component(c)));
                stacked += bars->data()->at(int(i))->value;
            }
            COST_COMPARE(stacked, m.monthlyTotal);
        }
        exportBoth(chart, QStringLiteral("breakdown"));
    }

    void scenarioChartShowsBothVariants()
    {
        ScenarioChart chart;
        chart.resize(900, 560);
        chart.setReport(m_plan.report);
        QCOMPARE(chart.shown().size(), size_t(2));
        for (size_t i = 0; i < chart.shown().size(); ++i) {
            const Scenario &s = m_plan.report.scenarios[chart.shown()[i]];
            QCOMPARE(chart.beforeBars()->data()->at(int(i))->value, s.before.monthly);
            QCOMPARE(chart.afterBars()->data()->at(int(i))->value, s.after.monthly);
        }
        exportBoth(chart, QStringLiteral("scenarios"));
    }

    void numbersFollowTheLocaleAndRedrawKeepsTheData()
    {
        CumulativeCostChart chart;
        chart.resize(900, 560);
        chart.setLocale(QLocale(QLocale::German, QLocale::Germany));
        chart.setReport(m_plan.report);
        QCOMPARE(chart.plot()->locale(), QLocale(QLocale::German, QLocale::Germany));
        const BreakEven *b = m_plan.report.primary();
        QVERIFY2(chart.subtitle().contains(QLocale(QLocale::German).toString(b->cost, 'f', 0)),
                 qPrintable(chart.subtitle()));
        const int graphs = chart.plot()->graphCount();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&chart, &change);
        QCOMPARE(chart.plot()->graphCount(), graphs);
        QVERIFY(chart.exportPng(outputDir() + QStringLiteral("/cumulative-de.png"), 900, 560));
    }

    void missingPricesLeaveOutTheirSeries()
    {
        // The catalog prices whole H100 servers now (issue 17); a T4 server has no purchase price.
        Plan p = price({{"task", "llm_finetune"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"gpu", {{"model", "T4"}, {"count", 8}}}});
        QVERIFY(!p.report.mode(Billing::Purchase).available);
        CumulativeCostChart chart;
        chart.resize(900, 560);
        chart.setReport(p.report);
        QVERIFY(!chart.graphFor(Billing::Purchase));
        QVERIFY(chart.graphFor(Billing::Hourly));
        QVERIFY(!chart.breakEvenMarker());
        QVERIFY(chart.exportPng(outputDir() + QStringLiteral("/cumulative-no-purchase.png"), 900, 560));
        BuyOrRentChart buyOrRent;
        buyOrRent.setReport(p.report);
        QVERIFY(!buyOrRent.buyGraph());
    }

    // Issue 26, item 25: a chart with nothing to draw says what is missing, centred, and draws no
    // axes ("Buy or rent" without a purchase price; every chart of a plan that was not evaluated,
    // whose report is empty, once labelled its y-axis "1, 1, 1, 0, 0").
    void emptyChartsSayWhatIsMissing()
    {
        const auto message = [](CostChart &chart) -> QString {
            for (int i = 0; i < chart.plot()->itemCount(); ++i)
                if (auto *text = qobject_cast<QCPItemText *>(chart.plot()->item(i));
                    text && text->objectName() == QLatin1String("chartMessage"))
                    return text->text();
            return {};
        };
        Plan p = price({{"task", "llm_finetune"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"gpu", {{"model", "T4"}, {"count", 8}}}});
        QVERIFY(!p.report.breakEvenUtilization.computed);
        BuyOrRentChart buyOrRent;
        buyOrRent.resize(900, 560);
        buyOrRent.setReport(p.report);
        QVERIFY(!buyOrRent.message().isEmpty());
        QVERIFY(!message(buyOrRent).isEmpty());
        QVERIFY(!buyOrRent.plot()->xAxis->visible() && !buyOrRent.plot()->yAxis->visible());
        QVERIFY(!buyOrRent.plot()->yAxis->grid()->visible());
        QVERIFY(buyOrRent.exportPng(outputDir() + QStringLiteral("/buy-or-rent-no-purchase.png"), 900, 560));

        // A plan that could not be evaluated: no billing mode at all.
        const planner::cost::CostReport empty;
        std::vector<std::unique_ptr<CostChart>> charts;
        charts.push_back(std::make_unique<CumulativeCostChart>());
        charts.push_back(std::make_unique<UtilizationCostChart>());
        charts.push_back(std::make_unique<CostBreakdownChart>());
        charts.push_back(std::make_unique<ScenarioChart>());
        charts.push_back(std::make_unique<BuyOrRentChart>());
        for (const auto &chart : charts) {
            chart->resize(640, 400);
            chart->setReport(empty);
            QVERIFY2(!chart->message().isEmpty(), qPrintable(chart->title()));
            QVERIFY(!message(*chart).isEmpty());
            QVERIFY(!chart->plot()->yAxis->visible());
            QCOMPARE(chart->plot()->plottableCount(), 0);
        }
        QVERIFY(charts.front()->exportPng(outputDir() + QStringLiteral("/cumulative-not-evaluated.png"), 900, 560));

        // Data again: the axes come back.
        buyOrRent.setReport(steadyPlan().report);
        QVERIFY(buyOrRent.message().isEmpty());
        QVERIFY(buyOrRent.plot()->xAxis->visible() && buyOrRent.plot()->yAxis->visible());
        QVERIFY(buyOrRent.buyGraph());
    }

    void buyOrRentShowsBothLinesAndTheSentence()
    {
        // 8 × H100 bought at the catalog's reseller quote against hourly rent: the buy line is flat
        // in utilization, the rent line rises; they cross where buying starts to win.
        Plan p = price(nlohmann::json::parse(R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
            "gpu": {"model": "H100 SXM", "count": 8},
            "cost": {"prices": {"hourly": 4.0, "monthly": 4000, "reserved": 3.5, "spot": 3.8}}})"));
        const auto &be = p.report.breakEvenUtilization;
        QVERIFY(be.computed);
        QVERIFY2(be.exists && !be.alwaysBuy, qPrintable(be.sentence));
        BuyOrRentChart chart;
        chart.resize(900, 560);
        chart.setReport(p.report);
        QVERIFY(chart.buyGraph());
        QVERIFY(chart.rentGraph());
        QVERIFY(chart.buyGraph()->data()->size() == 100);
        QVERIFY(chart.exportPng(outputDir() + QStringLiteral("/buy-or-rent.png"), 900, 560));
    }

    // Issue 14, item 6: one colour per billing mode in the GUI and in the PDF's charts.
    void billingModesHaveTheSameColourInTheGuiAndThePdf()
    {
        CumulativeCostChart chart;
        chart.setPalette(lightPalette());
        chart.resize(900, 560);
        chart.setReport(m_plan.report);
        const gpuplanner::report::DocChart pdf = gpuplanner::report::cumulativeCostChart(m_plan.report);
        int compared = 0;
        for (const ModeCost &m : m_plan.report.modes) {
            if (!m.available)
                continue;
            const QColor colour = QColor::fromRgb(QRgb(gpuplanner::planner::cost::billingRgb(m.mode)));
            QVERIFY(chart.graphFor(m.mode));
            QCOMPARE(chart.graphFor(m.mode)->pen().color(), colour);
            const auto it = std::find_if(pdf.series.begin(), pdf.series.end(),
                                         [&](const auto &s) { return s.label == billingName(m.mode); });
            QVERIFY(it != pdf.series.end());
            QCOMPARE(it->color, colour);
            ++compared;
        }
        QVERIFY(compared >= 4);
        std::set<QRgb> distinct;
        for (const Billing mode : {Billing::Hourly, Billing::Monthly, Billing::Reserved, Billing::Spot, Billing::Purchase})
            distinct.insert(QRgb(gpuplanner::planner::cost::billingRgb(mode)));
        QCOMPARE(distinct.size(), size_t(5));
    }

    // Issue 14, item 6: at the cost dock's width (about 340 px) the legend sits below the plot,
    // never over the data, and the bar chart's category names and totals do not overlap.
    void narrowChartsKeepLegendAndLabelsApart()
    {
        for (const bool breakdown : {false, true}) {
            std::unique_ptr<CostChart> chart;
            if (breakdown)
                chart = std::make_unique<CostBreakdownChart>();
            else
                chart = std::make_unique<CumulativeCostChart>();
            chart->resize(340, 380);
            chart->show();
            QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
            chart->setReport(m_plan.report);
            chart->plot()->replot();
            QCustomPlot *p = chart->plot();
            QVERIFY(p->legend->visible());
            QVERIFY(p->legend->layout() != p->axisRect()->insetLayout());
            QVERIFY2(!p->legend->outerRect().intersects(p->axisRect()->rect()), breakdown ? "breakdown" : "cumulative");
            QVERIFY(p->legend->outerRect().right() <= p->width());
            if (!breakdown)
                continue;
            // Bar totals: their rectangles do not overlap one another.
            std::vector<QRectF> boxes;
            for (int i = 0; i < p->itemCount(); ++i)
                if (auto *text = qobject_cast<QCPItemText *>(p->item(i))) {
                    const QPointF at = text->position->pixelPosition();
                    const double w = QFontMetricsF(text->font()).horizontalAdvance(text->text());
                    boxes.emplace_back(at.x() - w / 2, at.y() - 10, w, 10);
                }
            QVERIFY(boxes.size() >= 4);
            for (size_t i = 0; i + 1 < boxes.size(); ++i)
                QVERIFY2(boxes[i].right() < boxes[i + 1].left(), qPrintable(QString::number(i)));
        }
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostCharts, Gui)
#include "tst_cost_charts.moc"
