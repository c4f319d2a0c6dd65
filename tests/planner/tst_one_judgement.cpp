// Issue 21, "one plan, one judgement": the ranking, the recommendation and the GPU rules read the
// same hardware facts (a GPU that gets an error finding when pinned never "meets the target"), and
// the findings speak about this plan only (an old reference price raises a finding only where the
// plan's cost uses it), errors first, then by their weight in the cost.
#include "cost/costfixture.h"

#include "planner/cost/freshness.h"
#include "planner/rules/rules.h"
#include "planner/sizing/sizing.h"

using namespace costtest;

namespace {

json av1Transcode()
{
    return {{"task", "video_processing"},
            {"model", {{"name", "ffmpeg"}}},
            {"video", {{"streams", 10}, {"mode", "transcode"}, {"codec", "av1"}}}};
}

json rendering()
{
    return {{"task", "rendering"},
            {"model", {{"name", "blender"}}},
            {"render", {{"scene_gb", 8}, {"frames", 2000}, {"gpu_seconds_per_frame", 60}}},
            {"run", {{"duration_days", 7}}}};
}

// The GPU rules that judge what the hardware can run: an error from one of them on the recommended
// GPU would contradict the ranking.
const QStringList kCapabilityRules{QStringLiteral("gpu.video.no_encoder"), QStringLiteral("gpu.video.codec_unsupported"),
                                   QStringLiteral("gpu.render.no_rt"), QStringLiteral("gpu.software.rocm"),
                                   QStringLiteral("gpu.software.cann")};

Evaluation evaluated(const json &j)
{
    const WorkloadInput in = parseWorkload(j, bundledCatalog());
    if (!in.error.isEmpty())
        qFatal("workload: %s", qPrintable(in.error));
    return evaluate(in.workload, in.configuration, bundledCatalog(), Assumptions{});
}

QStringList capabilityErrors(const Evaluation &e)
{
    QStringList out;
    for (const Finding &f : e.findings)
        if (f.severity == QLatin1String("error") && kCapabilityRules.contains(f.id))
            out << f.id;
    return out;
}

// Priced with the ages counted to a given day (injected, not the clock).
Plan priced(const json &plan, const QString &today = QStringLiteral("2026-12-01"))
{
    Plan p = price(plan);
    p.cost.today = today;
    p.report = computeCost(p.evaluation, bundledCatalog(), p.cost, Assumptions{});
    return p;
}

json pinned(json j, const Candidate &c)
{
    j["gpu"] = {{"model", c.acceleratorId.toStdString()}, {"count", c.gpusPerNode}, {"nodes", c.nodes}};
    return j;
}

const Candidate *candidateNamed(const Evaluation &e, const QString &shortName)
{
    for (const Candidate &c : e.ranking)
        if (c.name.split(QLatin1Char(' ')).contains(shortName))
            return &c;
    return nullptr;
}

} // namespace

class TestOneJudgement : public QObject
{
    Q_OBJECT

    // Every candidate the ranking marks as meeting the target raises no capability error when
    // pinned, and the recommendation is the first of the ranking.
    static void rankingAgreesWithRules(const json &workload)
    {
        const Evaluation e = evaluated(workload);
        QVERIFY(!e.ranking.empty());
        QVERIFY(e.ranking.front().meetsTarget);
        QCOMPARE(e.sizing.acceleratorId, e.ranking.front().acceleratorId);
        for (const Candidate &c : e.ranking) {
            if (!c.meetsTarget)
                continue;
            const Evaluation p = evaluated(pinned(workload, c));
            QVERIFY2(capabilityErrors(p).isEmpty(),
                     qPrintable(c.name + QStringLiteral(": ") + capabilityErrors(p).join(QLatin1Char(' '))));
        }
    }

private slots:
    // T4 (Turing), A10 (Ampere) and V100 (Volta) have NVENC but no AV1 encoder (NVENC application
    // note, Video Codec SDK 12: AV1 encoding from Ada Lovelace on).
    void av1TranscodeRanking()
    {
        const Evaluation e = evaluated(av1Transcode());
        for (const char *name : {"T4", "A10", "V100"}) {
            const Candidate *c = candidateNamed(e, QLatin1String(name));
            QVERIFY2(c, name);
            QVERIFY2(!c->meetsTarget && !c->fits, name);
            QVERIFY2(c->note.contains(QLatin1String("no AV1 encoder")), qPrintable(c->note));
        }
        const catalog::Accelerator *top = bundledCatalog().accelerator(e.ranking.front().acceleratorId);
        QVERIFY(top);
        QVERIFY(top->videoEncoders > 0);
        QCOMPARE(handlesCodec(*top, VideoCodec::Av1, true), std::optional<bool>(true));
        QVERIFY(capabilityErrors(e).isEmpty());
        rankingAgreesWithRules(av1Transcode());
        // The CLI's text: "does not fit: no AV1 encoder in the Turing generation".
        const Evaluation t4 = evaluated(pinned(av1Transcode(), *candidateNamed(e, QStringLiteral("T4"))));
        QCOMPARE(t4.sizing.shortfallKind, Shortfall::NoCodecEncode);
        QVERIFY(capabilityErrors(t4).contains(QStringLiteral("gpu.video.codec_unsupported")));
    }

    // Decoding AV1 (analysis): from Ampere on, so the A10 meets and the T4 and V100 do not.
    void av1DecodeRanking()
    {
        json j = av1Transcode();
        j["video"]["mode"] = "analysis";
        const Evaluation e = evaluated(j);
        for (const char *name : {"T4", "V100"}) {
            const Candidate *c = candidateNamed(e, QLatin1String(name));
            QVERIFY2(c && !c->meetsTarget && c->note.contains(QLatin1String("no AV1 decoder")), name);
        }
        const catalog::Accelerator *top = bundledCatalog().accelerator(e.ranking.front().acceleratorId);
        QCOMPARE(handlesCodec(*top, VideoCodec::Av1, false), std::optional<bool>(true));
        rankingAgreesWithRules(j);
    }

    // Graphics: Cycles and Octane render through CUDA on compute-only NVIDIA GPUs (H100, A100), more
    // slowly (issue 23): they are ranked, not refused, and the rule says so as a warning. A frame takes
    // the L40S's time × the L40S's Cycles score over the GPU's (Blender Open Data), or, for a GPU with no
    // score, render_cuda_slowdown × the FP32-scaled time. Accelerators without CUDA have no renderer and
    // are refused. Sensor simulation still needs RT cores.
    void renderingWithoutRtCoresIsSlower()
    {
        const Evaluation e = evaluated(rendering());
        bool sawComputeOnly = false;
        for (const Candidate &c : e.ranking) {
            const catalog::Accelerator *acc = bundledCatalog().accelerator(c.acceleratorId);
            QVERIFY(acc);
            if (acc->rtCores || !acc->dense.fp32)
                continue;
            // One GPU: a frame shared by several GPUs loses to the multi-GPU scaling (the 12 GB P100
            // is ranked with two a node, its memory below the recommendation).
            Candidate one = c;
            one.gpusPerNode = 1;
            one.nodes = 1;
            const Evaluation p = evaluated(pinned(rendering(), one));
            if (acc->stack != QLatin1String("cuda")) {
                QVERIFY2(p.sizing.shortfallKind == Shortfall::NoRtCores, qPrintable(c.name));
                QVERIFY(capabilityErrors(p).contains(QStringLiteral("gpu.render.no_rt")));
                continue;
            }
            sawComputeOnly = true;
            QVERIFY2(p.sizing.shortfallKind != Shortfall::NoRtCores, qPrintable(c.name));
            QVERIFY(!capabilityErrors(p).contains(QStringLiteral("gpu.render.no_rt")));
            const Assumptions a;
            const double score = acc->cycles.samplesPerMinute > 0 ? acc->cycles.samplesPerMinute
                                                                  : acc->cyclesEstimate.samplesPerMinute;
            const double expected =
                score > 0 ? 60.0 * 7848.0 / score
                          : 60.0 * a.renderCudaSlowdown * a.renderReferenceFp32Tflops / *acc->dense.fp32;
            QVERIFY2(std::fabs(1.0 / p.sizing.work.perGpuRate - expected) < 1e-6 * expected, qPrintable(c.name));
        }
        QVERIFY(sawComputeOnly);
        rankingAgreesWithRules(rendering());
        const json sim = {{"task", "simulation"},
                          {"model", {{"name", "isaac-sim"}}},
                          {"simulation", {{"instances", 4}, {"gb_per_instance", 6}}}};
        rankingAgreesWithRules(sim);
        QVERIFY(bundledCatalog().accelerator(evaluated(sim).sizing.acceleratorId)->rtCores);
    }

    // Multi-GPU training over PCIe only is not proposed by the planner (article 001 §2), but a GPU
    // model the plan names gets the count it needs on that card, with gpu.interconnect.pcie_training's
    // warning: YOLOv5x on COCO for 300 epochs within 5 days takes 5.9 days on one RTX 4090 and 3.3 on
    // two, where the planner had said no number of RTX 4090s meets the deadline.
    void namedGpuModelGetsItsCountOverPcie()
    {
        json yolo = {{"task", "cv_training"},
                     {"model", {{"preset", "yolov5x"}}},
                     {"precision", "fp16"},
                     {"training", {{"samples", 118287}, {"epochs", 300}, {"deadline_days", 5}}}};
        const Evaluation free = evaluated(yolo);
        const catalog::Accelerator *pick = bundledCatalog().accelerator(free.sizing.acceleratorId);
        QVERIFY(pick && free.sizing.meetsTarget);
        QVERIFY2(free.sizing.gpusPerNode == 1 || pick->hasGpuLink(), qPrintable(pick->name));
        yolo["gpu"] = {{"model", "RTX 4090"}};
        const Evaluation named = evaluated(yolo);
        QCOMPARE(named.sizing.acceleratorId, QStringLiteral("nvidia-rtx-4090"));
        QVERIFY(named.sizing.meetsTarget);
        QCOMPARE(named.sizing.totalGpus(), 2);
        bool warned = false;
        for (const Finding &f : named.findings)
            warned |= f.id == QLatin1String("gpu.interconnect.pcie_training") &&
                      f.severity == QLatin1String("warning");
        QVERIFY(warned);
    }

    // The AWS storage references are dated 2026-09-25 (AWS price list, offer AmazonEC2); counted to
    // 2028-03-25 they are 365 + 182 = 547 days old, over the 365-day warning line. A rented plan on local
    // NVMe pays block storage (SSD) for its system disks but no HDD, shared file system or object storage:
    // only the SSD price is a finding. With an HDD data disk, the HDD price is one too.
    void priceAgeOnlyForPricesTheCostUses()
    {
        json plan = {{"task", "llm_inference"},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"run", {{"billing", "hourly"}}},
                     {"gpu", {{"model", "L40S"}, {"count", 1}, {"nodes", 1}}},
                     {"configuration", {{"data_disk", "local_nvme"}}}};
        const QString today = QStringLiteral("2028-03-25");
        Plan p = priced(plan, today);
        QCOMPARE(priceAgeDays(QStringLiteral("2026-09-25"), QDate(2028, 3, 25)), std::optional<int>(547));
        QStringList aged;
        for (const PriceAgeFinding &f : p.report.priceFindings)
            aged << f.priceKey;
        QVERIFY2(aged.contains(QStringLiteral("storage.network_block")), qPrintable(aged.join(QLatin1Char(' '))));
        for (const char *unused : {"storage.hdd", "storage.shared_fs", "storage.object_storage"})
            QVERIFY2(!aged.contains(QLatin1String(unused)), unused);
        for (const PriceAgeFinding &f : p.report.priceFindings)
            if (f.priceKey == QLatin1String("storage.network_block")) {
                QCOMPARE(f.ageDays, 547);
                QCOMPARE(f.severity, QStringLiteral("warning"));
            }
        // Every price keeps its age in the report, used or not.
        QCOMPARE(p.report.priceAgeDays.size(), p.report.prices.size());

        plan["configuration"]["data_disk"] = "hdd";
        Plan q = priced(plan, today);
        bool hddWarned = false;
        for (const PriceAgeFinding &f : q.report.priceFindings)
            hddWarned |= f.priceKey == QLatin1String("storage.hdd") && f.ageDays == 547;
        QVERIFY(hddWarned);
    }

    // Errors, then warnings, then notes; within a severity, the larger effect on the cost first,
    // findings without one after them in the order given.
    void severityThenCostOrder()
    {
        auto f = [](const char *id, const char *severity, double effect) {
            Finding x;
            x.id = QLatin1String(id);
            x.severity = QLatin1String(severity);
            x.costEffect = effect;
            return x;
        };
        std::vector<Finding> v{f("price.small", "warning", 12), f("rule.a", "warning", 0), f("note", "info", 900),
                               f("network", "warning", 4000), f("rule.b", "warning", 0), f("err", "error", 0),
                               f("price.info", "info", 50)};
        sortFindings(v);
        QStringList order;
        for (const Finding &x : v)
            order << x.id;
        QCOMPARE(order, (QStringList{QStringLiteral("err"), QStringLiteral("network"), QStringLiteral("price.small"),
                                     QStringLiteral("rule.a"), QStringLiteral("rule.b"), QStringLiteral("note"),
                                     QStringLiteral("price.info")}));
    }

    // The plan's findings after pricing (page one's "Open risks", the Findings dock and `check` all
    // show e.findings in this order): severities never go back, and the findings with a cost effect
    // lead their severity, largest first.
    void planFindingsInOrder()
    {
        json plan = {{"task", "llm_inference"},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"serving", {{"requests_per_s", 20}}},
                     {"run", {{"billing", "hourly"}}},
                     {"gpu", {{"model", "L40S"}, {"count", 1}, {"nodes", 1}}}};
        Plan p = priced(plan);
        addCostFindings(p.evaluation, p.report);
        const std::vector<Finding> &fs = p.evaluation.findings;
        QVERIFY(!fs.empty());
        auto rank = [](const QString &s) { return s == QLatin1String("error") ? 0 : s == QLatin1String("warning") ? 1 : 2; };
        for (size_t i = 1; i < fs.size(); ++i) {
            QVERIFY(rank(fs[i - 1].severity) <= rank(fs[i].severity));
            if (fs[i - 1].severity == fs[i].severity)
                QVERIFY2(fs[i - 1].costEffect >= fs[i].costEffect, qPrintable(fs[i - 1].id + QLatin1Char(' ') + fs[i].id));
        }
        for (const Finding &x : fs)
            if (x.id == QLatin1String("cost.price_age"))
                QVERIFY2(x.costEffect > 0, qPrintable(x.title));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestOneJudgement, Core)
#include "tst_one_judgement.moc"

