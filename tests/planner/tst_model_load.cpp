// Issue 26, item 6: a node that runs whole serving replicas loads the whole model. Llama 3.1 70B
// served as TP 8 replicas on 1, 2 and 3 nodes of 8 × H200: every node reads and stages all 141 GB,
// so the storage minimum (read within the load target) and the RAM staging do not shrink with the
// node count. Only nodes that split one copy (the pipeline stages of a replica, a ZeRO-3 training
// job) load their share.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/sizing/dimensions.h"
#include "planner/workload/format.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::planner;
namespace modelload {

using json = nlohmann::json;

const catalog::Catalog &bundled()
{
    static const catalog::Catalog c = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return c;
}

struct Loaded
{
    Evaluation e;
    double readMBs = 0; // storage minimum: what the data disk must read per second
    double ramGb = 0;   // host RAM estimate per node
    QStringList why;
};

Loaded load(const json &workload)
{
    const WorkloadInput in = parseWorkload(workload, bundled());
    if (!in.error.isEmpty())
        qFatal("workload: %s", qPrintable(in.error));
    Loaded out;
    const Assumptions a;
    out.e = evaluate(in.workload, in.configuration, bundled(), a);
    const catalog::Accelerator *acc = bundled().accelerator(out.e.sizing.acceleratorId);
    if (!acc)
        qFatal("no GPU");
    const DimensionInputs dims{out.e.workload, in.configuration, bundled(), a, out.e.sizing, *acc, nullptr, nullptr};
    out.readMBs = dataReadNeededMBs(dims, &out.why);
    out.ramGb = ramNeededGb(dims, &out.why);
    return out;
}

json serving(const char *model, const char *gpu, int nodes)
{
    return {{"task", "llm_inference"},
            {"model", {{"preset", model}}},
            {"serving", {{"concurrent_requests", 100}, {"prompt_tokens", 1000}, {"output_tokens", 250}}},
            {"gpu", {{"model", gpu}, {"count", 8}, {"nodes", nodes}}}};
}

// BF16 weights of a catalog model in MB: parameters × 2 bytes.
double bf16WeightsMb(const char *model)
{
    return bundled().model(QString::fromLatin1(model))->parametersB * 1e9 * 2 / 1e6;
}

} // namespace modelload

class TestModelLoad : public QObject
{
    Q_OBJECT

private slots:
    void wholeReplicasLoadTheWholeModel_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::newRow("1 node") << 1;
        QTest::newRow("2 nodes") << 2;
        QTest::newRow("3 nodes") << 3;
    }
    void wholeReplicasLoadTheWholeModel()
    {
        QFETCH(int, nodes);
        const modelload::Loaded l = modelload::load(modelload::serving("llama-3.1-70b", "nvidia-h200-sxm", nodes));
        QCOMPARE(l.e.sizing.nodes, nodes);
        QCOMPARE(l.e.sizing.inference.pipelineParallel, 1); // each node holds whole TP 8 replicas
        QVERIFY(l.e.sizing.inference.replicas >= nodes);
        // 70.55 B parameters × 2 bytes = 141.1 GB read within the 120 s load target: 1,176 MB/s on
        // every node, however many nodes there are.
        const double expected = modelload::bf16WeightsMb("llama-3.1-70b") / Assumptions{}.modelLoadTargetS;
        QVERIFY2(std::abs(l.readMBs - expected) < 1e-6 * expected,
                 qPrintable(QStringLiteral("%1 MB/s, expected %2").arg(l.readMBs).arg(expected)));
        QVERIFY2(l.why.join(u'\n').contains(QStringLiteral("Model load: 141.1 GB per node")), qPrintable(l.why.join(u'\n')));
        QVERIFY2(l.why.join(u'\n').contains(QStringLiteral("model staging 141.1 GB")), qPrintable(l.why.join(u'\n')));
        // The storage minimum says so in words too.
        const QString minimum = l.e.dimensions[int(DimensionId::Storage)].minimum;
        QVERIFY2(minimum.contains(QStringLiteral("≥ 1176 MB/s read")), qPrintable(minimum));
    }

    // The RAM estimate per node is the same on 1, 2 and 3 nodes: each stages the whole model.
    void stagingDoesNotShrinkWithNodes()
    {
        const double one = modelload::load(modelload::serving("llama-3.1-70b", "nvidia-h200-sxm", 1)).ramGb;
        for (int nodes : {2, 3})
            QCOMPARE(modelload::load(modelload::serving("llama-3.1-70b", "nvidia-h200-sxm", nodes)).ramGb, one);
    }

    // A replica that spans nodes (pipeline stages) splits the model: each node loads its stage.
    void pipelineStagesLoadTheirShare()
    {
        const modelload::Loaded l = modelload::load(modelload::serving("llama-3.1-405b", "nvidia-a100-80gb-sxm", 2));
        QCOMPARE(l.e.sizing.nodes, 2);
        QCOMPARE(l.e.sizing.inference.pipelineParallel, 2);
        const double expected = modelload::bf16WeightsMb("llama-3.1-405b") / 2 / Assumptions{}.modelLoadTargetS;
        QVERIFY2(std::abs(l.readMBs - expected) < 1e-6 * expected,
                 qPrintable(QStringLiteral("%1 MB/s, expected %2").arg(l.readMBs).arg(expected)));
    }

    // Training: data-parallel nodes each start from the whole weights; ZeRO-3 shards the
    // parameters over every GPU of the job, so each node loads its share.
    void trainingNodesByZeroStage_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("share");
        QTest::newRow("ZeRO 1: whole model per node") << 1 << 1;
        QTest::newRow("ZeRO 3: a share per node") << 3 << 2;
    }
    void trainingNodesByZeroStage()
    {
        QFETCH(int, stage);
        QFETCH(int, share);
        const modelload::Loaded l = modelload::load({{"task", "llm_finetune"},
                               {"model", {{"preset", "llama-3.1-8b"}}},
                               {"training", {{"method", "full"}, {"tokens", 1e8}, {"zero_stage", stage}}},
                               {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 2}}}});
        QCOMPARE(l.e.sizing.training.zeroStage, stage);
        const QString text = l.why.join(u'\n');
        const double stagedGb = modelload::bf16WeightsMb("llama-3.1-8b") / 1000 / share;
        QVERIFY2(text.contains(QStringLiteral("model staging %1 GB").arg(num(stagedGb, 1))),
                 qPrintable(text));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestModelLoad, Core)
#include "tst_model_load.moc"
