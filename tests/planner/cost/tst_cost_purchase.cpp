// Buying against renting (issue 17): break-even arithmetic by hand with power and resale, network
// gear for multi-node plans, the utilization above which buying wins, hosting per kW, the China
// electricity default, and the freshness findings at their 180 / 365-day boundaries.
#include "costfixture.h"

#include "planner/cost/freshness.h"
#include "planner/rules/rules.h"

using namespace costtest;

namespace {

// 8 × H100 (700 W TDP), one node, every price and running cost named so that the hand arithmetic
// below is the whole story: no maintenance, staff or repairs, no storage or addresses.
json handPlan(double utilization = 1.0, int nodes = 1)
{
    return {{"task", "llm_finetune"},
            {"model", {{"preset", "llama-3.1-8b"}}},
            {"run", {{"pattern", "24/7"}, {"utilization", utilization}}},
            {"gpu", {{"model", "H100 SXM"}, {"count", 8}, {"nodes", nodes}}},
            {"cost",
             {{"horizon_months", 36},
              {"prices", {{"hourly", 4.0}, {"monthly", 100000}, {"reserved", 100}, {"spot", 100}}},
              {"purchase",
               {{"server_price", 300000},
                {"depreciation_years", 4},
                {"residual_fraction", 0.10},
                {"pue", 1.5},
                {"electricity_per_kwh", 0.10},
                {"system_base_w", 300},
                {"system_per_gpu_w", 300},
                {"hosting_per_node_month", 250},
                {"maintenance_fraction_per_year", 0},
                {"ops_fte_per_node", 0},
                {"repair_hours", 0}}},
              {"storage", {{"block_gb_month", 0}, {"hdd_gb_month", 0}, {"shared_fs_gb_month", 0}, {"object_gb_month", 0}}},
              {"network", {{"egress_per_gb", 0}, {"public_ips", 0}}}}}};
}

// Power: (700 W × 8 + 300 W + 300 W × 8) = 8.3 kW × PUE 1.5 × 730 h = 9,088.5 kWh × 0.10 = 908.85 a month.
constexpr double kPower = 8.3 * 1.5 * 730 * 0.10;
constexpr double kRunning = kPower + 250; // + hosting
// Hourly rent at full use: 8 GPUs × 730 h × min(1, 1.0 × 1.1) × 4.0 = 23,360 a month.
constexpr double kHourly = 8 * 730 * 4.0;

const BreakEven *against(const CostReport &r, Billing mode)
{
    for (const BreakEven &b : r.breakEvens)
        if (b.rentMode == mode)
            return &b;
    return nullptr;
}

} // namespace

class TestCostPurchase : public QObject
{
    Q_OBJECT

private slots:
    void powerAndHostingByHand()
    {
        const Plan p = price(handPlan());
        const ModeCost &m = p.report.mode(Billing::Purchase);
        QVERIFY(m.available);
        COST_COMPARE(m.monthlyOf(Component::Power), 908.85);
        COST_COMPARE(m.monthlyOf(Component::Hosting), 250.0);
        COST_COMPARE(m.runningMonthly, kRunning);
        // Depreciation: (300,000 − 10 % residual) ÷ 48 months = 5,625 a month.
        COST_COMPARE(m.monthlyOf(Component::Depreciation), 5625.0);
    }

    void breakEvenMonthByHand()
    {
        const Plan p = price(handPlan());
        const BreakEven *b = against(p.report, Billing::Hourly);
        QVERIFY(b && b->exists);
        // 300,000 ÷ (23,360 − 1,158.85) = 13.5128… months.
        COST_COMPARE(p.report.mode(Billing::Hourly).runningMonthly, kHourly);
        COST_COMPARE(b->month, 300000.0 / (kHourly - kRunning));
        QVERIFY(std::abs(b->month - 13.5128) < 1e-3);
    }

    void resaleValueComesBackInTheNet()
    {
        const Plan p = price(handPlan());
        const ModeCost &m = p.report.mode(Billing::Purchase);
        // Cash over 36 months: 300,000 + 36 × 1,158.85 = 341,718.60; book value after 36 of 48
        // months: 300,000 − 270,000 × 36 ÷ 48 = 97,500; net 244,218.60.
        COST_COMPARE(m.total, 300000 + 36 * kRunning);
        COST_COMPARE(m.residualValue, 97500.0);
        COST_COMPARE(m.net, 300000 + 36 * kRunning - 97500);
        QVERIFY(std::abs(m.net - 244218.6) < 0.01);
    }

    void networkGearJoinsTheCapitalCostOfMultiNodePlans()
    {
        const Plan one = price(handPlan(1.0, 1));
        QCOMPARE(one.report.mode(Billing::Purchase).upfront, 300000.0);
        const Plan two = price(handPlan(1.0, 2));
        // 2 servers × 300,000 + 2 nodes × 15,000 (the named default) = 630,000.
        COST_COMPARE(two.report.mode(Billing::Purchase).upfront, 630000.0);
        json plan = handPlan(1.0, 2);
        plan["cost"]["purchase"]["network_gear_per_node"] = 4000;
        COST_COMPARE(price(plan).report.mode(Billing::Purchase).upfront, 608000.0);
    }

    void breakEvenUtilizationByHand()
    {
        const Plan p = price(handPlan(0.5));
        const BreakEvenUtilization &be = p.report.breakEvenUtilization;
        QVERIFY(be.computed);
        QVERIFY(be.exists && !be.alwaysBuy);
        QCOMPARE(be.rentMode, Billing::Hourly);
        // Renting by the hour over 36 months at utilization u: 36 × 23,360 × 1.1 u = 925,056 u;
        // buying: 244,218.60 whatever the utilization (power at TDP, no repairs priced) →
        // u* = 244,218.6 ÷ 925,056 = 0.26400.
        const double expected = (300000 + 36 * kRunning - 97500) / (36 * kHourly * 1.1);
        QVERIFY2(std::abs(be.utilization - expected) < 1e-6, qPrintable(QString::number(be.utilization, 'g', 10)));
        QCOMPARE(be.sentence, QStringLiteral("Buying wins above 26% utilization over 36 months."));
        QCOMPARE(be.points.size(), size_t(100));
        QVERIFY(be.buyNet.front() > be.rentNet.front());
        QVERIFY(be.buyNet.back() < be.rentNet.back());
    }

    void renting_wins_when_rent_is_cheap()
    {
        json plan = handPlan();
        plan["cost"]["prices"]["hourly"] = 0.5;
        const BreakEvenUtilization &be = price(plan).report.breakEvenUtilization;
        QVERIFY(be.computed && !be.exists);
        QCOMPARE(be.sentence, QStringLiteral("Renting costs less at any utilization over 36 months."));
    }

    void hostingPerKwUsesTheItLoad()
    {
        json plan = handPlan();
        plan["cost"]["purchase"].erase("hosting_per_node_month");
        plan["cost"]["purchase"]["hosting_per_kw_month"] = 150;
        // 8.3 kW × 150 = 1,245 a month.
        COST_COMPARE(price(plan).report.mode(Billing::Purchase).monthlyOf(Component::Hosting), 8.3 * 150);
        plan["cost"]["purchase"].erase("hosting_per_kw_month");
        plan["cost"]["purchase"]["hosting_per_rack_unit_month"] = 40;
        plan["cost"]["purchase"]["rack_units_per_node"] = 8;
        COST_COMPARE(price(plan).report.mode(Billing::Purchase).monthlyOf(Component::Hosting), 320.0);
    }

    void chinaElectricityDefault()
    {
        json plan = handPlan();
        plan["cost"]["purchase"].erase("electricity_per_kwh");
        plan["cost"]["currency"] = "CNY";
        Plan p = price(plan);
        QCOMPARE(p.cost.electricityPerKwh.amount, 0.70);
        QCOMPARE(p.cost.electricityPerKwh.currency, Currency::Cny);
        plan["cost"].erase("currency");
        plan["cost"]["purchase"]["power_region"] = "cn";
        p = price(plan);
        // 0.70 CNY ÷ 7.1 in a USD report.
        COST_COMPARE(p.report.mode(Billing::Purchase).monthlyOf(Component::Power), 8.3 * 1.5 * 730 * 0.70 / 7.1);
        QVERIFY(p.report.exchangeNote.contains(QLatin1String("7.1")));
    }

    void userServerPriceNeedsNoCatalog()
    {
        // The catalog now prices a whole HGX H100 server; without the plan's own price it is used.
        json plan = handPlan();
        plan["cost"]["purchase"].erase("server_price");
        const Plan p = price(plan);
        const ModeCost &m = p.report.mode(Billing::Purchase);
        QVERIFY(m.available);
        QCOMPARE(m.price.offerId, QStringLiteral("thinkmate-hgx-h100-8gpu-purchase"));
        QCOMPARE(m.price.amount, 317000.0);
        QVERIFY(!m.price.url.isEmpty());
    }

    void freshnessBoundaries_data()
    {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<QString>("severity");
        QTest::newRow("180 days: nothing") << "2026-06-04" << "";
        QTest::newRow("181 days: info") << "2026-06-03" << "info";
        QTest::newRow("365 days: info") << "2025-12-01" << "info";
        QTest::newRow("366 days: warning") << "2025-11-30" << "warning";
        QTest::newRow("month only, 2024-06: warning") << "2024-06" << "warning";
        QTest::newRow("no date: nothing") << "" << "";
    }

    void freshnessBoundaries()
    {
        QFETCH(QString, asOf);
        QFETCH(QString, severity);
        const QDate today(2026, 12, 1); // injected, not the clock
        CostReport r;
        PriceRef p;
        p.key = QStringLiteral("gpu.hourly");
        p.label = QStringLiteral("GPU, hourly on demand");
        p.amount = 1;
        p.origin = PriceOrigin::Catalog;
        p.asOf = asOf;
        p.url = QStringLiteral("https://example.com/prices");
        r.prices.push_back(p);
        PriceRef user = p; // a user-entered price carries no age finding, however old
        user.key = QStringLiteral("purchase.server");
        user.origin = PriceOrigin::UserEntered;
        r.prices.push_back(user);
        addPriceAges(r, today);
        if (severity.isEmpty()) {
            QVERIFY(r.priceFindings.empty());
            return;
        }
        QCOMPARE(r.priceFindings.size(), size_t(1));
        QCOMPARE(r.priceFindings[0].severity, severity);
        QVERIFY(r.priceFindings[0].message.startsWith(QStringLiteral("Reference price from %1: ask for a current quote.").arg(asOf)));
        QVERIFY(r.priceFindings[0].suggestion.contains(QLatin1String("https://example.com/prices")));
        QCOMPARE(priceAgeFindings(r).front().id, QStringLiteral("cost.price_age"));
    }

    // The AWS block-storage reference (AWS price list of 2026-09-25) is a warning a year and a day on.
    void storageReferencesGetTheWarningAfterAYear()
    {
        Plan p = price(handPlan());
        p.cost.today = QStringLiteral("2027-09-26");
        const CostReport r = computeCost(p.evaluation, bundledCatalog(), p.cost, Assumptions{});
        // The plan above sets storage to 0 (user-entered): only the AWS public IP default…
        json plan = handPlan();
        plan["cost"].erase("storage");
        Plan q = price(plan);
        q.cost.today = QStringLiteral("2027-09-26");
        const CostReport s = computeCost(q.evaluation, bundledCatalog(), q.cost, Assumptions{});
        bool blockWarned = false;
        for (const PriceAgeFinding &f : s.priceFindings)
            if (f.priceKey == QLatin1String("storage.network_block"))
                blockWarned = f.severity == QLatin1String("warning") && f.url == QLatin1String("https://aws.amazon.com/ebs/pricing/");
        QVERIFY(blockWarned);
        for (const PriceAgeFinding &f : r.priceFindings)
            QVERIFY(f.priceKey != QLatin1String("storage.network_block"));
    }

    // The plan's findings (the findings dock, `check`) carry the same freshness findings as the cost
    // report, with the source link, at the same boundaries: the AWS block-storage reference is dated
    // 2026-09-25, so 180 days fall on 2027-03-24 and 365 on 2027-09-25.
    void priceAgeInPlanFindings_data()
    {
        QTest::addColumn<QString>("today");
        QTest::addColumn<QString>("severity");
        QTest::newRow("180 days: no finding") << "2027-03-24"
                                              << "";
        QTest::newRow("181 days: info") << "2027-03-25"
                                        << "info";
        QTest::newRow("365 days: info") << "2027-09-25"
                                        << "info";
        QTest::newRow("366 days: warning") << "2027-09-26"
                                           << "warning";
    }

    void priceAgeInPlanFindings()
    {
        QFETCH(QString, today);
        QFETCH(QString, severity);
        json plan = handPlan();
        plan["cost"].erase("storage");
        Plan p = price(plan);
        p.cost.today = today; // the injected day, not the clock
        const CostReport r = computeCost(p.evaluation, bundledCatalog(), p.cost, Assumptions{});
        Evaluation e = p.evaluation;
        const size_t ruleFindings = e.findings.size();
        addCostFindings(e, r);
        addCostFindings(e, r); // priced again: nothing twice
        QCOMPARE(e.findings.size(), ruleFindings + r.priceFindings.size());
        const QString url = QStringLiteral("https://aws.amazon.com/ebs/pricing/");
        const Finding *block = nullptr;
        for (const Finding &f : e.findings)
            if (f.id == QLatin1String("cost.price_age") && f.link == url)
                block = &f;
        if (severity.isEmpty()) {
            QVERIFY(!block);
            return;
        }
        QVERIFY(block);
        QCOMPARE(block->severity, severity);
        QCOMPARE(block->dimensions, QStringList{QStringLiteral("cost")});
        QVERIFY(block->message.startsWith(
            QLatin1String("Reference price from 2026-09-25: ask for a current quote.")));
        QVERIFY(block->suggestion.contains(url));
        // Errors first, then warnings, then notes.
        auto rank = [](const Finding &f) {
            return f.severity == QLatin1String("error") ? 0 : f.severity == QLatin1String("warning") ? 1 : 2;
        };
        for (size_t i = 1; i < e.findings.size(); ++i)
            QVERIFY(rank(e.findings[i - 1]) <= rank(e.findings[i]));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostPurchase, Core)
#include "tst_cost_purchase.moc"
