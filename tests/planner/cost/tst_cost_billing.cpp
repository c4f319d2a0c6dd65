// Closed-form checks of the billing modes: hours × price × GPUs, spot rework, straight-line
// depreciation, power, storage, the break-even month where the cumulative curves cross, and the
// currency round trip. Every expected value is computed here from the inputs, not from the code.
#include "costfixture.h"
#include "planner/cost/modecost.h"
#include "planner/rules/rules.h"

using namespace costtest;

namespace {

// 8 × H100 SXM (TDP 700 W, NVIDIA datasheet), utilization 0.5, prices entered by the user.
json basePlan()
{
    return {{"task", "llm_finetune"},
            {"model", {{"preset", "llama-3.1-8b"}}},
            {"run", {{"pattern", "24/7"}, {"utilization", 0.5}}},
            {"gpu", {{"model", "H100 SXM"}, {"count", 8}, {"nodes", 1}}},
            {"configuration",
             {{"system_disk_gb", 100},
              {"data_disk_gb", 1000},
              {"data_disk", "network_block"},
              {"checkpoint_interval_h", 2},
              {"network_public_mbps", 100}}},
            {"cost",
             {{"horizon_months", 24},
              {"prices", {{"hourly", 2.0}, {"monthly", 1000}, {"spot", 1.0}}},
              {"purchase", {{"server_price", 300000}}}}}};
}

constexpr double H = 730, G = 8, U = 0.5, R = 0.10; // hours a month, GPUs, utilization, auto-release overhead
constexpr double kServices = (100 + 1000) * 0.08 + 3.65; // block storage (AWS gp3) + one public IPv4 (AWS)

} // namespace

class TestCostBilling : public QObject
{
    Q_OBJECT

private slots:
    // A cheap unit never reads as free: below a hundredth, three significant digits (a thousand images
    // through ResNet-50 on one RTX 4090 cost 0.8343 USD ÷ 50,000 = 0.0000167 USD).
    void smallAmountsKeepThreeSignificantDigits()
    {
        QCOMPARE(moneyText(0.8343 / 50000.0, Currency::Usd), QStringLiteral("0.0000167 USD"));
        QCOMPARE(moneyText(0.1156, Currency::Usd), QStringLiteral("0.1156 USD"));
        QCOMPARE(moneyText(0.012, Currency::Cny), QStringLiteral("0.012 CNY"));
        QCOMPARE(moneyText(0.00999, Currency::Usd), QStringLiteral("0.00999 USD"));
        QCOMPARE(moneyText(0, Currency::Usd), QStringLiteral("0 USD"));
        // The GUI formats with these decimals and keeps trailing zeros: a lever that saves nothing
        // read "0.0000 USD".
        QCOMPARE(planner::cost::moneyDecimals(0), 0);
        QCOMPARE(moneyText(1234.5, Currency::Usd), QStringLiteral("1235 USD"));
    }

    // A transcription job is priced per hour of audio: the job's cost ÷ its hours of audio.
    void speechJobPricedPerAudioHour()
    {
        Plan p = price({{"task", "batch_inference"},
                        {"model", {{"preset", "whisper-large-v3"}}},
                        {"precision", "fp16"},
                        {"serving", {{"audio_hours", 500}}},
                        {"run", {{"pattern", "one_off"}, {"billing", "hourly"}}},
                        {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 1}}},
                        {"cost", {{"prices", {{"hourly", 2.0}}}}}});
        const UnitCosts &u = p.report.unit;
        QVERIFY(u.perJob > 0);
        QVERIFY(std::abs(u.perAudioHour - u.perJob / 500) < 1e-12);
        QCOMPARE(u.workUnit, QStringLiteral("window"));
        QVERIFY(u.why.join(QLatin1Char(' ')).contains(QStringLiteral("Per hour of audio")));
    }

    // Training a speech model is priced per hour of audio trained on: 200 h of 8 s clips × 3 epochs =
    // 600 h (270,000 clips × 8 s).
    void speechTrainingPricedPerAudioHour()
    {
        Plan p = price({{"task", "cv_training"},
                        {"model", {{"preset", "whisper-small"}}},
                        {"precision", "bf16"},
                        {"training", {{"audio_hours", 200}, {"clip_seconds", 8}, {"epochs", 3}}},
                        {"run", {{"pattern", "one_off"}, {"billing", "hourly"}}},
                        {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 1}}},
                        {"cost", {{"prices", {{"hourly", 2.0}}}}}});
        const UnitCosts &u = p.report.unit;
        QCOMPARE(u.workUnit, QStringLiteral("clip"));
        QCOMPARE(u.unitsPerMonth, 270000.0);
        QVERIFY(u.perJob > 0);
        QVERIFY(std::abs(u.perAudioHour - u.perJob / 600) < 1e-12);
        QVERIFY(u.why.join(QLatin1Char(' ')).contains(QStringLiteral("Per hour of audio trained on")));
    }

    // Issue 14, item 5: 40 outgoing 1080p streams (8 Mbit/s each) on one small GPU: internet
    // egress at the reference price makes up most of the month, and a finding says so with the
    // price's region. The share is computed here from the report's components.
    void dominantComponentIsAFinding()
    {
        Plan p = price({{"task", "video_processing"},
                        {"model", {{"name", "transcoder"}}},
                        {"video", {{"streams", 40}, {"mode", "transcode"}}},
                        {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}},
                        {"gpu", {{"model", "L4"}, {"count", 1}}},
                        {"cost", {{"prices", {{"hourly", 0.8}}}}}});
        const ModeCost &m = p.report.mode(Billing::Hourly);
        QVERIFY(m.available);
        const double share = m.monthlyOf(Component::Network) / m.monthlyTotal;
        QVERIFY2(share >= 0.8, qPrintable(QString::number(share)));
        addCostFindings(p.evaluation, p.report);
        addCostFindings(p.evaluation, p.report); // priced again: still one
        int found = 0;
        for (const Finding &f : p.evaluation.findings) {
            if (f.id != QLatin1String("cost.dominant_component"))
                continue;
            ++found;
            QCOMPARE(f.severity, QStringLiteral("warning"));
            QVERIFY2(f.title.startsWith(QStringLiteral("Network is %1%").arg(std::lround(share * 100))), qPrintable(f.title));
            QVERIFY2(f.reason.contains(QStringLiteral("Internet egress traffic")), qPrintable(f.reason));
            QVERIFY2(f.reason.contains(QStringLiteral("US East")), qPrintable(f.reason)); // the price's region
            QVERIFY2(f.message.contains(QStringLiteral("hourly")), qPrintable(f.message));
        }
        QCOMPARE(found, 1);
    }

    // Issue 14, item 5: traffic is priced in the GPU offer's region. The same 40 streams on an
    // A10 rented from Alibaba Cloud (a CNY offer, mainland China) pay Tencent Cloud's published
    // 0.80 CNY per GB, not AWS US East's 0.09 USD. The network cost
    // is recomputed here: GB a month at full load × utilization × 0.80.
    void trafficIsPricedInTheOfferRegion()
    {
        const json cn = {{"task", "video_processing"},
                         {"model", {{"name", "transcoder"}}},
                         {"video", {{"streams", 40}, {"mode", "transcode"}}},
                         {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}},
                         {"gpu", {{"model", "A10"}, {"count", 1}}},
                         {"cost", {{"currency", "CNY"}}}};
        Plan p = price(cn);
        const PriceRef *egress = nullptr;
        for (const PriceRef &r : p.report.prices)
            if (r.key == QLatin1String("network.egress"))
                egress = &r;
        QVERIFY(egress);
        COST_COMPARE(egress->amount, 0.80);
        QVERIFY2(egress->source.contains(QStringLiteral("Tencent Cloud")), qPrintable(egress->source));
        QVERIFY2(egress->source.contains(QStringLiteral("mainland China")), qPrintable(egress->source));
        QVERIFY(!egress->converted);
        // 40 streams × 8 Mbit/s for 730 h a month, in GB.
        const double gbFull = 40 * 8e6 / 8 * 730 * 3600 / 1e9;
        const ModeCost &m = p.report.mode(Billing::Hourly);
        QVERIFY(m.available);
        COST_COMPARE(m.monthlyOf(Component::Network), gbFull * p.report.utilization.value * 0.80);

        // The plan's own traffic price wins over the region's reference.
        json own = cn;
        own["cost"]["network"] = {{"egress_per_gb", 0.5}};
        p = price(own);
        for (const PriceRef &r : p.report.prices)
            if (r.key == QLatin1String("network.egress")) {
                COST_COMPARE(r.amount, 0.5);
                QCOMPARE(r.origin, PriceOrigin::UserEntered);
            }
        // A US offer keeps the AWS reference, converted to the plan's currency.
        json us = cn;
        us["gpu"] = {{"model", "L4"}, {"count", 1}};
        p = price(us);
        for (const PriceRef &r : p.report.prices)
            if (r.key == QLatin1String("network.egress"))
                QVERIFY2(r.source.contains(QStringLiteral("US East")), qPrintable(r.source));
    }

    // Issue 14, item 4: the wizard's budget. Monthly billing of the base plan costs 8 GPUs ×
    // 1,000 USD + the services, 8,091.65 USD a month: a budget of 7,000 USD (or 49,700 CNY at 7.1)
    // is exceeded, one of 9,000 USD (63,900 CNY) is not. Hourly billing (730 h × 0.5 × 1.1 × 8 ×
    // 2.0 USD + services = 6,515.65 USD) fits under 7,000, so the finding names a mode that does.
    void budgetBelowTheCostIsAFinding()
    {
        const double monthly = 8 * 1000 + kServices;
        QVERIFY(monthly > 7000 && monthly < 9000);
        auto findingFor = [](double budget, const char *currency) -> std::optional<Finding> {
            json plan = basePlan();
            plan["run"]["billing"] = "monthly";
            plan["run"]["budget"] = budget;
            plan["run"]["budget_currency"] = currency;
            Plan p = price(plan);
            addCostFindings(p.evaluation, p.report);
            for (const Finding &f : p.evaluation.findings)
                if (f.id == QLatin1String("cost.over_budget"))
                    return f;
            return std::nullopt;
        };
        const std::optional<Finding> over = findingFor(7000, "USD");
        QVERIFY(over);
        QCOMPARE(over->severity, QStringLiteral("warning"));
        QVERIFY2(over->title.contains(QRegularExpression(QStringLiteral("budget is 7,?000 USD a month"))), qPrintable(over->title));
        QVERIFY2(over->message.contains(QStringLiteral("monthly")), qPrintable(over->message));
        QVERIFY2(over->message.contains(QStringLiteral("%1%").arg(std::lround(monthly / 7000 * 100))), qPrintable(over->message));
        QVERIFY2(over->suggestion.contains(QStringLiteral("within the budget")), qPrintable(over->suggestion));
        QVERIFY(!findingFor(9000, "USD"));
        QVERIFY(findingFor(7000 * 7.1, "CNY"));
        QVERIFY(!findingFor(9000 * 7.1, "CNY"));
        QVERIFY(!findingFor(0, "USD")); // no budget given
    }

    // The same rule stays quiet when the GPUs make up most of the cost (training, no traffic).
    void gpusDominatingIsNoFinding()
    {
        Plan p = price(basePlan());
        addCostFindings(p.evaluation, p.report);
        for (const Finding &f : p.evaluation.findings)
            QVERIFY2(f.id != QLatin1String("cost.dominant_component"), qPrintable(f.title));
    }

    void hourlyIsPaidHoursTimesPriceTimesGpus()
    {
        const Plan p = price(basePlan());
        const ModeCost &m = p.report.mode(Billing::Hourly);
        QVERIFY(m.available);
        COST_COMPARE(m.paidGpuHoursPerMonth, G * H * U * (1 + R));
        COST_COMPARE(m.monthlyOf(Component::Compute), 2.0 * G * H * U * (1 + R));
        COST_COMPARE(m.monthlyOf(Component::Storage), (100 + 1000) * 0.08);
        COST_COMPARE(m.monthlyOf(Component::PublicIps), 3.65);
        COST_COMPARE(m.monthlyOf(Component::Network), 0.0); // training: no public traffic, billed per GB
        COST_COMPARE(m.monthlyTotal, 2.0 * G * H * U * (1 + R) + kServices);
        COST_COMPARE(m.total, 24 * m.monthlyTotal);
        COST_COMPARE(m.costPerUsefulGpuHour, m.monthlyTotal / (G * H * U));
        QCOMPARE(m.price.origin, PriceOrigin::UserEntered);
    }

    void monthlyAndReservedPayEveryHour()
    {
        const Plan p = price(basePlan());
        const ModeCost &monthly = p.report.mode(Billing::Monthly);
        COST_COMPARE(monthly.monthlyOf(Component::Compute), 1000.0 * G); // USD 1000 per GPU-month
        const ModeCost &reserved = p.report.mode(Billing::Reserved);
        // No reserved offer for the H100 in the catalog: hourly × (1 − 35 % reserved discount).
        COST_COMPARE(reserved.price.amount, 2.0 * (1 - 0.35));
        QCOMPARE(reserved.price.origin, PriceOrigin::Derived);
        COST_COMPARE(reserved.monthlyOf(Component::Compute), 2.0 * 0.65 * G * H);
        QCOMPARE(reserved.termMonths, 12);
        // Whole 12-month terms are committed when they start.
        const double perMonth = 2.0 * 0.65 * G * H + kServices;
        COST_COMPARE(reserved.cumulative[1], 12 * perMonth);
        COST_COMPARE(reserved.cumulative[12], 12 * perMonth);
        COST_COMPARE(reserved.cumulative[13], 24 * perMonth);
        COST_COMPARE(reserved.total, 24 * perMonth);
    }

    void spotAddsReworkFromTheLastCheckpoint()
    {
        const Plan p = price(basePlan());
        const ModeCost &m = p.report.mode(Billing::Spot);
        const double compute = 1.0 * G * H * U * (1 + R);
        // 1 node × 4 interruptions a node-month ÷ 730 h × (2 h checkpoint interval ÷ 2 + 0.25 h restart).
        const double rework = 1 * 4.0 / H * (2.0 / 2 + 0.25);
        COST_COMPARE(m.monthlyOf(Component::Compute), compute);
        COST_COMPARE(m.monthlyOf(Component::SpotRework), compute * rework);
        QVERIFY(m.eligible); // training may run on spot
    }

    void purchaseDepreciatesInAStraightLine()
    {
        const Plan p = price(basePlan());
        const ModeCost &m = p.report.mode(Billing::Purchase);
        QVERIFY(m.available);
        COST_COMPARE(m.upfront, 300000.0);
        COST_COMPARE(m.monthlyOf(Component::Depreciation), (300000.0 - 0.10 * 300000.0) / (12 * 4));
        // Book value after 24 of 48 months: half the depreciable amount is gone.
        COST_COMPARE(m.residualValue, 300000.0 - 270000.0 * 24 / 48);
        COST_COMPARE(m.net, m.total - m.residualValue);
        COST_COMPARE(m.cumulative[0], 300000.0);
        COST_COMPARE(m.cumulative[10], 300000.0 + 10 * m.runningMonthly);
        COST_COMPARE(m.monthlyOf(Component::Maintenance), 0.10 * 300000.0 / 12);
        COST_COMPARE(m.monthlyOf(Component::Staff), 0.05 * 1 * 120000.0 / 12);
        COST_COMPARE(m.monthlyOf(Component::Hosting), 250.0);
        COST_COMPARE(m.monthlyOf(Component::Storage), 0.0); // the disks are in the server price
    }

    void powerIsDrawTimesPueTimesPrice()
    {
        const Plan p = price(basePlan());
        const ModeCost &m = p.report.mode(Billing::Purchase);
        // (700 W × 8 GPUs + 300 W node + 300 W × 8 GPUs) × PUE 1.58 × 730 h × USD 0.13 per kWh.
        const double kw = (700.0 * 8 + 300 + 300.0 * 8) / 1000.0;
        COST_COMPARE(m.monthlyOf(Component::Power), kw * 1.58 * H * 0.13);
        // Downtime: 8 GPUs × 730 h ÷ MTBF node failures, 72 h each, 8 GPUs at utilization 0.5, at USD 2 an
        // hour.
        const double mtbf = 54.0 * 24.0 * 16384.0 / 419.0;
        COST_COMPARE(m.monthlyOf(Component::Downtime), 8 * H / mtbf * 72 * 8 * U * 2.0);
    }

    void breakEvenIsWhereTheCurvesCross()
    {
        const Plan p = price(basePlan());
        const ModeCost &own = p.report.mode(Billing::Purchase);
        const ModeCost &hourly = p.report.mode(Billing::Hourly);
        const double rent = 2.0 * G * H * U * (1 + R) + kServices;
        const double month = 300000.0 / (rent - own.runningMonthly);
        const BreakEven *b = nullptr;
        for (const BreakEven &x : p.report.breakEvens)
            if (x.rentMode == Billing::Hourly)
                b = &x;
        QVERIFY(b && b->exists);
        COST_COMPARE(b->month, month);
        // Both cumulative curves have the same value there.
        COST_COMPARE(committedCost(hourly, month), committedCost(own, month));
        COST_COMPARE(b->cost, rent * month);
    }

    void breakEvenAgainstTermsIsAtTheStepThePurchaseLineCrosses()
    {
        const Plan p = price(basePlan());
        const ModeCost &own = p.report.mode(Billing::Purchase);
        const ModeCost &monthly = p.report.mode(Billing::Monthly);
        const double rent = 1000.0 * G + kServices;
        const double terms = std::ceil(300000.0 / (rent - own.runningMonthly));
        const BreakEven *b = nullptr;
        for (const BreakEven &x : p.report.breakEvens)
            if (x.rentMode == Billing::Monthly)
                b = &x;
        QVERIFY(b && b->exists);
        COST_COMPARE(b->month, terms - 1);
        // The purchase line lies between the step before and the step after that month, and below
        // the rent curve at every later month.
        QVERIFY(committedCost(own, b->month) >= committedCost(monthly, b->month) - 1e-6);
        QVERIFY(committedCost(own, b->month) <= committedCost(monthly, b->month + 1e-6) + 1e-6);
        for (double m = b->month + 0.5; m < b->month + 60; m += 0.5)
            QVERIFY(committedCost(own, m) <= committedCost(monthly, m) + 1e-6);
    }

    void noBreakEvenWhenOwningCostsAsMuchAsRenting()
    {
        json plan = basePlan();
        plan["cost"]["prices"]["hourly"] = 0.01;
        plan["cost"]["prices"]["monthly"] = 5;
        plan["cost"]["prices"]["spot"] = 0.005;
        const Plan p = price(plan);
        for (const BreakEven &b : p.report.breakEvens)
            QVERIFY2(!b.exists, qPrintable(b.why));
    }

    void missingPurchasePriceIsNeverInvented()
    {
        // The catalog prices whole H100 servers now; a T4 server has no purchase price.
        json plan = basePlan();
        plan["cost"].erase("purchase");
        plan["gpu"]["model"] = "T4";
        const Plan p = price(plan);
        const ModeCost &m = p.report.mode(Billing::Purchase);
        QVERIFY(!m.available);
        // In words, with the place to enter it; no JSON path (issue 14, item 8).
        QVERIFY2(m.unavailableReason.contains(QLatin1String("enter the server price (all parts) under Workload > Prices and costs")),
                 qPrintable(m.unavailableReason));
        QVERIFY(!m.unavailableReason.contains(QLatin1String("cost.")));
        QVERIFY(!p.report.missing.isEmpty());
        QVERIFY(!p.report.primary() || !p.report.primary()->exists);
    }

    void catalogGpuPriceNeedsTheHostPrice()
    {
        // The catalog prices the RTX 4090 card only (launch MSRP): the rest of the server is missing…
        json plan = {{"task", "llm_inference"},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"gpu", {{"model", "RTX 4090"}, {"count", 2}}}};
        Plan p = price(plan);
        QVERIFY(!p.report.mode(Billing::Purchase).available);
        // …until the user enters it: 2 cards × USD 1,599 + the host.
        plan["cost"] = {{"purchase", {{"host_price_per_server", 4000}}}};
        p = price(plan);
        const ModeCost &m = p.report.mode(Billing::Purchase);
        QVERIFY(m.available);
        COST_COMPARE(m.price.amount, 2 * 1599.0 + 4000);
        QCOMPARE(m.price.origin, PriceOrigin::Derived);
        QCOMPARE(m.price.asOf, QStringLiteral("2022-09-20"));
    }

    void catalogPricesCarryTheirSourceAndDate()
    {
        json plan = basePlan();
        plan["cost"].erase("prices");
        const Plan p = price(plan);
        const ModeCost &m = p.report.mode(Billing::Hourly);
        QCOMPARE(m.price.origin, PriceOrigin::Catalog);
        const catalog::PriceOffer *offer = bundledCatalog().price(m.price.offerId);
        QVERIFY(offer);
        QCOMPARE(offer->gpuCount, 8); // the node shape is preferred
        COST_COMPARE(m.price.amount, offer->price / offer->gpuCount);
        QCOMPARE(m.price.asOf, offer->asOf);
        for (const PriceRef &price : p.report.prices)
            QVERIFY2(price.origin == PriceOrigin::UserEntered || price.origin == PriceOrigin::Default ||
                         price.origin == PriceOrigin::Missing || !price.asOf.isEmpty(),
                     qPrintable(price.key));
    }

    void currencyRoundTrip()
    {
        const Plan usd = price(basePlan());
        CostAssumptions ca = usd.cost;
        ca.currency = Currency::Cny;
        const CostReport cny = computeCost(usd.evaluation, bundledCatalog(), ca);
        for (Billing b : kAllBillings) {
            COST_COMPARE(cny.mode(b).total, usd.report.mode(b).total * 7.1);
            COST_COMPARE(cny.mode(b).net, usd.report.mode(b).net * 7.1);
            COST_COMPARE(cny.mode(b).costPerUsefulGpuHour, usd.report.mode(b).costPerUsefulGpuHour * 7.1);
            COST_COMPARE(convert(cny.mode(b).total, Currency::Cny, Currency::Usd, 7.1),
                         usd.report.mode(b).total);
        }
        QCOMPARE(cny.mode(Billing::Hourly).price.origin, PriceOrigin::UserEntered);
        // Break-even months do not depend on the currency.
        for (size_t i = 0; i < cny.breakEvens.size(); ++i)
            COST_COMPARE(cny.breakEvens[i].month, usd.report.breakEvens[i].month);
    }

    void amountsEnteredInYuanAreConverted()
    {
        json plan = basePlan();
        plan["cost"]["currency"] = "CNY";
        plan["cost"]["cny_per_usd"] = 7.0;
        plan["cost"]["prices"]["hourly"] = 14.0; // CNY = USD 2 at 7.0
        Plan p = price(plan);
        COST_COMPARE(p.report.mode(Billing::Hourly).price.amount, 14.0);
        p.cost.currency = Currency::Usd;
        const CostReport usd = computeCost(p.evaluation, bundledCatalog(), p.cost);
        COST_COMPARE(usd.mode(Billing::Hourly).price.amount, 2.0);
        COST_COMPARE(usd.mode(Billing::Hourly).monthlyOf(Component::Storage),
                     (100 + 1000) * 0.08); // AWS USD prices stay
    }

    void networkPerMbpsAndPerGb()
    {
        json plan = basePlan();
        plan["cost"]["network"] = {{"billing", "per_mbps"}, {"per_mbps_month", 5}};
        Plan p = price(plan);
        COST_COMPARE(p.report.mode(Billing::Hourly).monthlyOf(Component::Network), 100 * 5.0);
        // Serving traffic per GB: 2 requests/s × 4 KB × 3600 s × 730 h at utilization 0.5, USD 0.09 per GB
        // (AWS).
        json serving = {{"task", "llm_inference"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"serving", {{"requests_per_s", 2}, {"payload_kb", 4}}},
                        {"run", {{"utilization", 0.5}}},
                        {"gpu", {{"model", "H100 SXM"}, {"count", 1}}}};
        p = price(serving);
        COST_COMPARE(p.report.mode(Billing::Monthly).monthlyOf(Component::Network),
                     2 * 4e3 * 3600 * H * 0.5 / 1e9 * 0.09);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostBilling, Core)
#include "tst_cost_billing.moc"
