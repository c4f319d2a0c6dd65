// Properties every cost report must have, across tasks, patterns and prices: cost per useful
// GPU-hour never rises with utilization, totals never fall with the horizon, the cheapest mode is
// the cheapest, cumulative curves never fall, utilization from the pattern and the team.
#include "costfixture.h"
#include "planner/sizing/planutilization.h"

using namespace costtest;

namespace {

std::vector<json> plans()
{
    const json purchase = {{"purchase", {{"server_price", 250000}}}};
    return {
        {{"task", "llm_pretraining"}, {"model", {{"preset", "llama-2-7b"}}}, {"cost", purchase}},
        {{"task", "llm_finetune"},
         {"model", {{"preset", "llama-3.1-8b"}}},
         {"run", {{"pattern", "bursty"}, {"team_size", 4}, {"dev_share", 0.5}}},
         {"cost", purchase}},
        {{"task", "llm_inference"},
         {"model", {{"preset", "llama-3.1-70b"}}},
         {"serving", {{"requests_per_s", 10}}},
         {"cost", purchase}},
        {{"task", "batch_inference"},
         {"model", {{"preset", "llama-3.1-8b"}}},
         {"serving", {{"total_requests", 1e6}}},
         {"run", {{"pattern", "one_off"}}}},
        {{"task", "diffusion_inference"},
         {"model", {{"preset", "sdxl"}}},
         {"serving", {{"images_per_s", 2}}},
         {"run", {{"pattern", "business_hours"}}}},
        {{"task", "cv_training"},
         {"model", {{"preset", "resnet-50"}}},
         {"training", {{"samples", 1.28e6}, {"epochs", 90}}},
         {"cost", {{"currency", "CNY"}}}},
    };
}

} // namespace

class TestCostProperties : public QObject
{
    Q_OBJECT

private slots:
    void costPerUsefulHourNeverRisesWithUtilization()
    {
        for (const json &plan : plans()) {
            const Plan p = price(plan);
            QVERIFY(!p.report.curves.empty());
            for (const UtilizationCurve &c : p.report.curves) {
                for (size_t i = 1; i < c.utilization.size(); ++i) {
                    QVERIFY(c.utilization[i] > c.utilization[i - 1]);
                    QVERIFY2(c.costPerUsefulGpuHour[i] <= c.costPerUsefulGpuHour[i - 1] * (1 + 1e-12),
                             qPrintable(QStringLiteral("%1 %2 at %3")
                                            .arg(QString::fromStdString(plan["task"].get<std::string>()),
                                                 billingId(c.mode))
                                            .arg(c.utilization[i])));
                }
            }
        }
    }

    void curveGoesThroughThePlansPoint()
    {
        for (const json &plan : plans()) {
            const Plan p = price(plan);
            for (const UtilizationCurve &c : p.report.curves) {
                const auto it = std::find_if(c.utilization.begin(), c.utilization.end(), [&](double u) {
                    return std::abs(u - p.report.utilization.value) < 1e-12;
                });
                QVERIFY(it != c.utilization.end());
                COST_COMPARE(c.costPerUsefulGpuHour[size_t(it - c.utilization.begin())],
                             p.report.mode(c.mode).costPerUsefulGpuHour);
            }
        }
    }

    void totalsNeverFallWithTheHorizon()
    {
        for (json plan : plans()) {
            std::vector<double> previousTotal(5, 0), previousNet(5, -1e300);
            for (int months : {1, 2, 6, 11, 12, 13, 24, 36, 48, 60, 120}) {
                plan["cost"]["horizon_months"] = months;
                const Plan p = price(plan);
                for (const ModeCost &m : p.report.modes) {
                    if (!m.available)
                        continue;
                    QVERIFY(m.total >= previousTotal[size_t(m.mode)] - 1e-6);
                    QVERIFY(m.net >= previousNet[size_t(m.mode)] - 1e-6);
                    previousTotal[size_t(m.mode)] = m.total;
                    previousNet[size_t(m.mode)] = m.net;
                    for (size_t i = 1; i < m.cumulative.size(); ++i)
                        QVERIFY(m.cumulative[i] >= m.cumulative[i - 1]);
                }
            }
        }
    }

    void cheapestModeIsTheCheapestEligible()
    {
        for (const json &plan : plans()) {
            const Plan p = price(plan);
            QVERIFY(p.report.haveCheapest);
            const ModeCost &best = p.report.mode(p.report.cheapestMode);
            QVERIFY(best.available && best.eligible);
            for (const ModeCost &m : p.report.modes)
                if (m.available && m.eligible)
                    QVERIFY(best.net <= m.net);
        }
    }

    void spotIsNotProposedForOnlineServing()
    {
        const Plan p = price(plans()[2]);
        QVERIFY(p.report.mode(Billing::Spot).available);
        QVERIFY(!p.report.mode(Billing::Spot).eligible);
    }

    void oneOffHorizonIsTheJob()
    {
        const Plan p = price(plans()[3]);
        const GpuSizing &s = p.evaluation.sizing;
        COST_COMPARE(p.report.horizonMonths, s.inference.jobHours / p.report.utilization.value / 730.0);
        QVERIFY(!p.report.mode(Billing::Purchase).eligible || !p.report.mode(Billing::Purchase).available);
    }

    void higherPriceNeverLowersCost()
    {
        double previous = 0;
        for (double hourly : {0.5, 1.0, 2.0, 4.0}) {
            json plan = plans()[0];
            plan["cost"]["prices"] = {{"hourly", hourly}};
            const Plan p = price(plan);
            QVERIFY(p.report.mode(Billing::Hourly).total > previous);
            previous = p.report.mode(Billing::Hourly).total;
        }
    }

    void utilizationFromPatternTeamAndDevelopmentShare()
    {
        const Assumptions a;
        Workload w;
        w.run.pattern = RunPattern::Bursty;
        w.run.teamSize = 3;
        UtilizationEstimate u = planUtilization(w, 8, a);
        const double team = 1 - std::pow(1 - a.utilizationBursty, 3);
        COST_COMPARE(u.value, team);
        w.run.devShare = 0.5;
        u = planUtilization(w, 8, a);
        COST_COMPARE(u.heldShare, team);
        COST_COMPARE(u.value, team * ((1 - 0.5) + 0.5 * 3.0 / 8));
        w.run.teamSize = 40; // bursts of a big team saturate at the 24/7 figure
        w.run.devShare = 0;
        COST_COMPARE(planUtilization(w, 8, a).value, a.utilizationAlways);
        w.run.utilization = 0.42; // given: used as is
        COST_COMPARE(planUtilization(w, 8, a).value, 0.42);
        w.run.utilization.reset();
        w.run.pattern = RunPattern::BusinessHours;
        w.run.teamSize = 5;
        COST_COMPARE(planUtilization(w, 8, a).value, a.utilizationBusinessHours);
        // A 24/7 service holds its instances all month unless it autoscales.
        w.task = Task::LlmInference;
        w.run.pattern = RunPattern::Always;
        COST_COMPARE(planUtilization(w, 8, a).heldShare, 1.0);
        COST_COMPARE(planUtilization(w, 8, a).value, a.utilizationAlways);
        COST_COMPARE(planUtilization(w, 8, a, true).heldShare, a.utilizationAlways);
    }

    void servingUnitCosts()
    {
        const Plan p = price(plans()[2]);
        const UnitCosts &u = p.report.unit;
        QVERIFY(u.serving);
        const ModeCost &m = p.report.mode(u.mode);
        // Load 10 requests/s × 250 output tokens (default) when within the configuration's throughput.
        const double rate = std::min(10.0 * 250, p.evaluation.sizing.inference.throughputTokensPerS);
        const double tokens = rate * 3600 * 730 * p.report.utilization.value;
        COST_COMPARE(u.perMillionOutputTokens, m.monthlyTotal / (tokens / 1e6));
        COST_COMPARE(u.perThousandRequests, m.monthlyTotal / (tokens / 250 / 1000));
    }

    void jobCostIsUsefulHoursTimesUnitCost()
    {
        const Plan p = price(plans()[0]);
        const ModeCost &m = p.report.mode(p.report.unit.mode);
        COST_COMPARE(p.report.unit.perJob, p.evaluation.sizing.training.gpuHours * m.costPerUsefulGpuHour);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostProperties, Core)
#include "tst_cost_properties.moc"
