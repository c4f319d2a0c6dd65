// The utilization levers of article 001 §7 and the scenario templates of article 001 §5, priced
// on a plan and checked against their closed forms.
#include "costfixture.h"
#include "planner/cost/levers.h"

#include <algorithm>

using namespace costtest;

namespace {

constexpr double kLeverHours = 730, kLeverRestartShare = 0.10;
const char *kDevOffer = "lambda-1x-a100-sxm4-40gb-ondemand"; // USD 1.99 an hour, 1 GPU

// A fine-tuning team of 4, bursty, half of the time developing, 8 × H100 at user prices.
json teamPlan()
{
    return {
        {"task", "llm_finetune"},
        {"model", {{"preset", "llama-3.1-8b"}}},
        {"run", {{"pattern", "bursty"}, {"team_size", 4}, {"dev_share", 0.5}}},
        {"gpu", {{"model", "H100 SXM"}, {"count", 8}}},
        {"cost", {{"prices", {{"hourly", 2.0}, {"monthly", 1000}}}, {"levers", {{"dev_offer", kDevOffer}}}}}};
}

double devPrice()
{
    const catalog::PriceOffer *o = bundledCatalog().price(QLatin1String(kDevOffer));
    return o->price / o->gpuCount;
}

const Lever &lever(const CostReport &r, const char *id)
{
    for (const Lever &l : r.levers)
        if (l.id == QLatin1String(id))
            return l;
    qFatal("no lever %s", id);
}

const Scenario &scenario(const CostReport &r, const char *id)
{
    for (const Scenario &s : r.scenarios)
        if (s.id == QLatin1String(id))
            return s;
    qFatal("no scenario %s", id);
}

} // namespace

class TestCostLevers : public QObject
{
    Q_OBJECT

private slots:
    void tieringMovesDevelopmentToAMidSizeInstance()
    {
        const Plan p = price(teamPlan());
        const CostReport &r = p.report;
        QCOMPARE(r.chosenMode, Billing::Hourly);
        const ModeCost &base = r.mode(Billing::Hourly);
        const double held = r.utilization.heldShare;
        const double dev = devPrice() * 0.5 * held * kLeverHours * (1 + kLeverRestartShare);
        const double runs = 2.0 * 8 * 0.5 * held * kLeverHours * (1 + kLeverRestartShare);
        const double services = base.monthlyTotal - gpuRelatedMonthly(base);
        const Lever &l = lever(r, "tiering");
        QVERIFY(l.applies);
        COST_COMPARE(l.savingPerMonth, base.monthlyTotal - (dev + runs + services));
        COST_COMPARE(l.savingFraction, l.savingPerMonth / base.monthlyTotal);
    }

    void tieringNeedsADevelopmentShare()
    {
        json plan = teamPlan();
        plan["run"].erase("dev_share");
        const Plan p = price(plan);
        QVERIFY(!lever(p.report, "tiering").applies);
    }

    void schedulingOnATermNeedsFewerGpus()
    {
        json plan = teamPlan();
        plan["run"]["billing"] = "monthly";
        const Plan p = price(plan);
        const CostReport &r = p.report;
        const double u = r.utilization.value;
        QVERIFY(u < 0.85);
        const int needed = int(std::ceil(8 * u / 0.85 - 1e-9));
        int gpus = needed <= 8 ? 1 : 8;
        while (gpus < needed)
            gpus *= 2;
        const Lever &l = lever(r, "scheduling");
        QVERIFY(l.applies);
        // The GPU part scales with the GPUs held (USD 1000 per GPU-month); services stay.
        COST_COMPARE(l.savingPerMonth, 1000.0 * (8 - gpus));
    }

    void schedulingOnHourlyRemovesTheAutoReleaseOverhead()
    {
        const Plan p = price(teamPlan());
        const CostReport &r = p.report;
        const double held = r.utilization.heldShare;
        const double paid = std::min(1.0, held * (1 + kLeverRestartShare));
        COST_COMPARE(lever(r, "scheduling").savingPerMonth, 2.0 * 8 * kLeverHours * (paid - held));
    }

    void servingLeversReSizeTheWorkload()
    {
        const json serving = {{"task", "llm_inference"},
                              {"model", {{"preset", "llama-3.1-70b"}}},
                              {"serving", {{"requests_per_s", 40}}},
                              {"gpu", {{"model", "H100 SXM"}}},
                              {"cost", {{"prices", {{"hourly", 2.0}}}}}};
        const Plan p = price(serving);
        const CostReport &r = p.report;
        QVERIFY(!lever(r, "scheduling").applies); // requests cannot wait in a queue
        // Quantization: the engine's GPU count with FP8 weights (H100 has FP8) against BF16.
        const Assumptions a;
        auto gpusWith = [&](const char *precision, double rps) {
            json w = serving;
            w.erase("cost");
            w["precision"] = precision;
            w["serving"]["requests_per_s"] = rps;
            const WorkloadInput in = parseWorkload(w, bundledCatalog());
            return double(evaluate(in.workload, in.configuration, bundledCatalog(), a).sizing.totalGpus());
        };
        const ModeCost &base = r.mode(r.chosenMode);
        const double g0 = gpusWith("bf16", 40);
        const Lever &q = lever(r, "quantization");
        QVERIFY(q.applies);
        COST_COMPARE(q.savingPerMonth,
                     std::max(0.0, gpuRelatedMonthly(base) * (1 - gpusWith("fp8", 40) / g0)));
        QVERIFY(q.savingPerMonth > 0);
        const Lever &c = lever(r, "caching");
        QVERIFY(c.applies);
        COST_COMPARE(c.savingPerMonth,
                     std::max(0.0, gpuRelatedMonthly(base) * (1 - gpusWith("bf16", 40 * 0.8) / g0)));
    }

    void trainingHasNoQuantizationOrCachingLever()
    {
        const Plan p = price(teamPlan());
        QVERIFY(!lever(p.report, "quantization").applies);
        QVERIFY(!lever(p.report, "caching").applies);
    }

    void caseOneFixedNodeAgainstTieredBursts()
    {
        const Plan p = price(teamPlan());
        const Scenario &s = scenario(p.report, "fixed_vs_tiered");
        QVERIFY(s.available);
        const double busy = p.report.utilization.heldShare * kLeverHours;
        const double before = 1000.0 * 8;
        const double after = devPrice() * 0.5 * busy * (1 + kLeverRestartShare) + 2.0 * 8 * 0.5 * busy * (1 + kLeverRestartShare);
        COST_COMPARE(s.before.monthly, before);
        COST_COMPARE(s.after.monthly, after);
        COST_COMPARE(s.savingPerMonth, before - after);
        COST_COMPARE(s.savingFraction, (before - after) / before);
        QVERIFY(s.referenceNote.contains(QLatin1String("35%")));
    }

    void caseTwoSharedPoolAgainstSplitPools()
    {
        const json serving = {{"task", "llm_inference"},
                              {"model", {{"preset", "llama-3.1-8b"}}},
                              {"serving", {{"requests_per_s", 20}}},
                              {"gpu", {{"model", "H100 SXM"}, {"count", 4}}},
                              {"cost",
                               {{"prices", {{"hourly", 2.0}, {"monthly", 1000}}},
                                {"scenarios",
                                 {{"training_gpus", 8},
                                  {"training_hours_per_month", 100},
                                  {"peak_hours_per_day", 6},
                                  {"off_peak_load_fraction", 0.5}}}}}};
        const Plan p = price(serving);
        const Scenario &s = scenario(p.report, "shared_vs_split");
        QVERIFY(s.available);
        const int peak = p.evaluation.sizing.totalGpus();
        const int base = std::max(1, int(std::ceil(peak * 0.5 - 1e-9)));
        // Term price: the cheaper of monthly (USD 1000 per GPU-month) and reserved (hourly × 0.65 × 730).
        const double term = std::min(1000.0, 2.0 * 0.65 * kLeverHours);
        const double before = (8 + peak) * term;
        const double after =
            8 * 100 * (1 + kLeverRestartShare) * 2.0 + base * term + (peak - base) * 6 * (365.0 / 12) * (1 + kLeverRestartShare) * 2.0;
        COST_COMPARE(s.before.monthly, before);
        COST_COMPARE(s.after.monthly, after);
        COST_COMPARE(s.savingPerMonth, before - after);
        QVERIFY(s.referenceNote.contains(QLatin1String("40%")));
    }

    // Issue 26, item 19: a case only where the plan has its inputs. A serving plan without a
    // training side given gets no shared-pool case (no invented "offline training: 160 h"); a
    // one-off job gets no team's month to tier.
    void casesOnlyWhereThePlanHasTheirInputs()
    {
        const auto has = [](const CostReport &r, const char *id) {
            return std::any_of(r.scenarios.begin(), r.scenarios.end(),
                               [id](const Scenario &s) { return s.id == QLatin1String(id); });
        };
        json serving = {{"task", "llm_inference"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"serving", {{"requests_per_s", 20}}},
                        {"gpu", {{"model", "H100 SXM"}, {"count", 4}}},
                        {"cost", {{"prices", {{"hourly", 2.0}, {"monthly", 1000}}}}}};
        QVERIFY(price(serving).report.scenarios.empty());
        serving["cost"]["scenarios"] = {{"training_hours_per_month", 100}};
        QVERIFY(has(price(serving).report, "shared_vs_split"));

        json job = teamPlan();
        job["run"] = {{"pattern", "one_off"}};
        job["training"] = {{"method", "lora"}, {"tokens", 2e8}, {"deadline_days", 2}};
        const Plan oneOff = price(job);
        QVERIFY(!has(oneOff.report, "fixed_vs_tiered"));
        QVERIFY(has(price(teamPlan()).report, "fixed_vs_tiered"));
    }

    void levelsAndScenarioPricesAreSourced()
    {
        const Plan p = price(teamPlan());
        for (const Scenario &s : p.report.scenarios)
            for (const ScenarioVariant *v : {&s.before, &s.after})
                for (const ScenarioItem &i : v->items)
                    QVERIFY2(i.price.known() && !provenance(i.price).isEmpty(), qPrintable(i.label));
        for (const Lever &l : p.report.levers)
            QVERIFY2(!l.why.isEmpty(), qPrintable(l.id));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostLevers, Core)
#include "tst_cost_levers.moc"
