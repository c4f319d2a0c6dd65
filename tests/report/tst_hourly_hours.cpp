// Issue 26, item 5: an hourly quote was paid for 682.6 h a month while the plan's own hourly cost
// paid 730 h: the quote took the utilization, the plan the share of the month its GPUs are held (a
// 24/7 service without autoscaling holds its instances all month). One rule prices both now
// (planner::cost::hourlyPaidShare over the same 730-hour month), so the same price per GPU-hour
// costs the same in a quote as in the plan.
#include "planner/cost/modecost.h"
#include "planner/quotes/comparison.h"
#include "planner/quotes/quote.h"
#include "planner/quotes/quoteimport.h"
#include "planner/report/exports.h"
#include "planner/workload/units.h"
#include "reporttestutil.h"

#include <QtTest>

using namespace gpuplanner;

static_assert(quotes::kPriceHoursPerMonth == planner::kHoursPerMonth, "one month of hours for quotes and the plan");

class TestHourlyHours : public QObject
{
    Q_OBJECT

private slots:
    void hourlyQuotePaysThePlansHours_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<double>("hours"); // paid hours a month per GPU, by hand
        // 24/7 service, no autoscaling: held all month → min(1, 1 × 1.1) × 730 h = 730 h (the quote
        // paid 730 × min(1, 0.85 × 1.1) = 682.6 h before).
        QTest::newRow("24/7 service") << QByteArray(R"({"name": "s", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-8b"}, "serving": {"concurrent_requests": 20},
            "run": {"pattern": "24/7", "billing": "hourly"}}, "cost": {"currency": "USD"}})")
                                      << 730.0;
        // Utilization given, batch work: held as much as it is busy → 730 × 0.5 × 1.1 = 401.5 h.
        QTest::newRow("busy half the month") << QByteArray(R"({"name": "b", "workload": {"task": "llm_finetune",
            "model": {"preset": "llama-3.1-8b"}, "training": {"method": "lora", "tokens": 1e8},
            "run": {"pattern": "business_hours", "utilization": 0.5, "billing": "hourly"}}, "cost": {"currency": "USD"}})")
                                             << 401.5;
    }
    void hourlyQuotePaysThePlansHours()
    {
        QFETCH(QByteArray, plan);
        QFETCH(double, hours);
        const report::PlanDocument doc = reporttest::plan(plan.constData());
        const report::PlanView view = report::viewNow(doc, reporttest::bundledCatalog());
        const planner::cost::ModeCost &hourly = view.cost.mode(planner::Billing::Hourly);
        QVERIFY(hourly.available);
        const int gpus = view.cost.totalGpus();
        QVERIFY(gpus > 0);
        // The plan's own hourly cost.
        QVERIFY2(std::abs(hourly.paidGpuHoursPerMonth / gpus - hours) < 1e-6,
                 qPrintable(QString::number(hourly.paidGpuHoursPerMonth / gpus)));
        // A quote of the same machine by the hour.
        quotes::Quote q;
        QStringList messages;
        QVERIFY2(quotes::quoteFromFields({{QStringLiteral("vendor"), QStringLiteral("Acme")},
                                          {QStringLiteral("gpu_model"), view.accelerator->name},
                                          {QStringLiteral("gpu_count"), QString::number(gpus)},
                                          {QStringLiteral("price_per_hour"), QStringLiteral("10")},
                                          {QStringLiteral("currency"), QStringLiteral("USD")}},
                                         &q, &messages),
                 qPrintable(messages.join(u'\n')));
        const quotes::Comparison c = report::compareNow(doc, {q}, reporttest::bundledCatalog());
        QVERIFY2(std::abs(c.paidHoursPerMonth - hours) < 1e-6, qPrintable(QString::number(c.paidHoursPerMonth)));
        QCOMPARE(c.results.size(), size_t(1));
        const quotes::QuoteCost &cost = c.results.front().cost;
        QVERIFY2(cost.known && cost.basis == QLatin1String("hour"), qPrintable(cost.unknownWhy));
        // 10 USD an hour for the configuration × the plan's paid hours, every month.
        QVERIFY2(std::abs(cost.perMonth - 10 * hours) < 1e-6, qPrintable(QString::number(cost.perMonth)));
        // The basis says the rule in words, as the plan's own cost does.
        const QString basis = c.basisWhy.join(u' ');
        QVERIFY2(basis.contains(QStringLiteral("as the plan's own hourly cost")), qPrintable(basis));
    }

    // The shared rule itself: the larger of the utilization and the held share, plus the
    // auto-release overhead, at most the whole month.
    void theRule()
    {
        QCOMPARE(planner::cost::hourlyPaidShare(0.85, 1.0, 0.10), 1.0);
        QCOMPARE(planner::cost::hourlyPaidShare(0.5, 0.5, 0.10), 0.55);
        QCOMPARE(planner::cost::hourlyPaidShare(0.3, 0.6, 0.0), 0.6);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestHourlyHours, Core)
#include "tst_hourly_hours.moc"
