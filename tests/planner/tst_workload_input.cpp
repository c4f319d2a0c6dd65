// Workload input: defaults, and one clear message naming the field for every kind of bad input.
#include "catalog/bundled.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

using namespace gpuplanner;
using json = nlohmann::json;

class TestWorkloadInput : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

    QString errorOf(const char *text)
    {
        return planner::parseWorkload(json::parse(text), m_catalog).error;
    }

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void minimalInputGetsDefaults()
    {
        const planner::WorkloadInput in =
            planner::parseWorkload(json::parse(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}})"), m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.model.layers, 32);
        QCOMPARE(in.workload.model.kvHeads, 8);
        QCOMPARE(in.workload.precision, planner::Precision::Bf16);
        QCOMPARE(in.workload.run.durationDays, 30.0);
        QVERIFY(in.workload.gpu.model.isEmpty());
        // The wizard's last-page questions: no budget, USD, output over the internet; H.264 video.
        QCOMPARE(in.workload.run.budget, 0.0);
        QCOMPARE(in.workload.run.budgetCurrency, QStringLiteral("USD"));
        QVERIFY(in.workload.run.internetEgress);
        QCOMPARE(in.workload.media.codec, planner::VideoCodec::H264);
    }

    void budgetEgressAndCodecAreRead()
    {
        const planner::WorkloadInput in = planner::parseWorkload(
            json::parse(R"({"task": "video_processing", "model": {"name": "ffmpeg"},
                "video": {"streams": 8, "codec": "av1"},
                "run": {"budget": 50000, "budget_currency": "CNY", "internet_egress": false}})"),
            m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.run.budget, 50000.0);
        QCOMPARE(in.workload.run.budgetCurrency, QStringLiteral("CNY"));
        QVERIFY(!in.workload.run.internetEgress);
        QCOMPARE(in.workload.media.codec, planner::VideoCodec::Av1);
    }

    void presetFieldsCanBeOverridden()
    {
        const planner::WorkloadInput in = planner::parseWorkload(
            json::parse(R"({"task": "llm_inference", "model": {"preset": "llama-2-7b", "context": 8192}})"), m_catalog);
        QVERIFY(in.error.isEmpty());
        QCOMPARE(in.workload.model.context, 8192);
        QCOMPARE(in.workload.model.presetId, QStringLiteral("llama-2-7b"));
    }

    // A choice spelled by a number is read as a number too: "resolution": 1080 had been "must be text,
    // found number" after "must be one of 720, 1080, 1440, 2160" for "1080p".
    void numericChoiceAsANumber()
    {
        const planner::WorkloadInput in = planner::parseWorkload(
            json::parse(
                R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 4, "resolution": 2160, "source_resolution": 1080}})"),
            m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.media.resolutionHeight, 2160);
        QCOMPARE(in.workload.media.sourceHeight, 1080);
        const planner::WorkloadInput bad = planner::parseWorkload(
            json::parse(
                R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 4, "resolution": 1000}})"),
            m_catalog);
        QVERIFY2(bad.error.contains(
                     QStringLiteral("video.resolution: must be one of 720, 1080, 1440, 2160, 720p")),
                 qPrintable(bad.error));
        QVERIFY2(bad.error.contains(QStringLiteral("found '1000'")), qPrintable(bad.error));
        const planner::WorkloadInput written = planner::parseWorkload(
            json::parse(
                R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 4, "resolution": "4K", "source_resolution": "1080p"}})"),
            m_catalog);
        QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
        QCOMPARE(written.workload.media.resolutionHeight, 2160);
        QCOMPARE(written.workload.media.sourceHeight, 1080);
    }

    // A preset whose config sets the head width apart from hidden ÷ heads (GLM-4.5: 96 heads of 128 over
    // 5,120) was refused "model.heads: must divide hidden (5120), found 96"; a custom model that gives
    // head_dim is read the same way, one that gives none still needs heads to divide hidden.
    void headWidthApartFromHidden()
    {
        const planner::WorkloadInput glm = planner::parseWorkload(
            json::parse(R"({"task": "llm_inference", "model": {"preset": "glm-4.5"}})"), m_catalog);
        QVERIFY2(glm.error.isEmpty(), qPrintable(glm.error));
        QCOMPARE(glm.workload.model.headDim, 128);
        const planner::WorkloadInput custom = planner::parseWorkload(
            json::parse(
                R"({"task": "llm_inference", "model": {"parameters_b": 9, "layers": 40, "hidden": 5120, "heads": 96, "kv_heads": 8, "head_dim": 128}})"),
            m_catalog);
        QVERIFY2(custom.error.isEmpty(), qPrintable(custom.error));
        QCOMPARE(custom.workload.model.headDim, 128);
    }

    void customModelAndPinnedGpu()
    {
        const planner::WorkloadInput in = planner::parseWorkload(json::parse(R"({"task": "llm_finetune",
            "model": {"parameters_b": 3, "layers": 26, "hidden": 3072, "heads": 24, "kv_heads": 8},
            "training": {"method": "qlora"}, "gpu": {"model": "L40S", "count": 2}})"),
                                                                 m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.model.headDim, 128);
        QCOMPARE(in.workload.gpu.model, QStringLiteral("nvidia-l40s"));
        QCOMPARE(in.workload.gpu.count, 2);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("no task") << R"({"model": {"preset": "llama-2-7b"}})" << "task: is required";
        QTest::newRow("unknown task") << R"({"task": "llm_inferense", "model": {"preset": "llama-2-7b"}})"
                                      << "task: unknown task 'llm_inferense'; did you mean 'llm_inference'?";
        QTest::newRow("no model") << R"({"task": "llm_inference"})" << "model: is required";
        QTest::newRow("negative budget")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "run": {"budget": -1}})"
            << "run.budget: must be between 0 and";
        QTest::newRow("budget in euros")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "run": {"budget_currency": "EUR"}})"
            << "run.budget_currency:";
        QTest::newRow("unknown codec")
            << R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 1, "codec": "vp9"}})"
            << "video.codec:";
        QTest::newRow("five renditions")
            << R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 1, "renditions": 5}})"
            << "video.renditions: must be between 1 and 4";
        QTest::newRow("unknown tuning")
            << R"({"task": "video_processing", "model": {"name": "x"}, "video": {"streams": 1, "tuning": "ull"}})"
            << "video.tuning: must be one of high_quality, low_latency";
        QTest::newRow("unknown preset") << R"({"task": "llm_inference", "model": {"preset": "llama-2-70c"}})"
                                        << "model.preset: no catalog row is named 'llama-2-70c'; did you mean: llama-2-70b";
        QTest::newRow("heads do not divide hidden")
            << R"({"task": "llm_inference", "model": {"parameters_b": 7, "layers": 32, "hidden": 4096, "heads": 30}})"
            << "model.heads: must divide hidden (4096), found 30";
        QTest::newRow("kv heads do not divide heads")
            << R"({"task": "llm_inference", "model": {"parameters_b": 7, "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 5}})"
            << "model.kv_heads: must divide heads (32), found 5";
        QTest::newRow("negative tokens")
            << R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}, "training": {"tokens": -5}})"
            << "training.tokens: must be between 1 and";
        QTest::newRow("zero parameters")
            << R"({"task": "llm_inference", "model": {"parameters_b": 0, "layers": 2, "hidden": 64, "heads": 2}})"
            << "model.parameters_b: must be between";
        QTest::newRow("text in a number")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "serving": {"prompt_tokens": "many"}})"
            << "serving.prompt_tokens: must be a whole number";
        QTest::newRow("gpu not in catalog")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "gpu": {"model": "H1000"}})"
            << "gpu.model: no catalog row is named 'H1000'";
        QTest::newRow("ambiguous gpu")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "gpu": {"model": "H100"}})"
            << "gpu.model: 'H100' matches several catalog rows";
        QTest::newRow("typo in a section") << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "traning": {}})"
                                           << "traning: unknown field; did you mean 'training'?";
        QTest::newRow("typo in a field")
            << R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}, "training": {"zero_stag": 1}})"
            << "training.zero_stag: unknown field; did you mean 'zero_stage'?";
        QTest::newRow("zero stage out of range")
            << R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}, "training": {"zero_stage": 4}})"
            << "training.zero_stage: must be between 0 and 3, found 4";
        QTest::newRow("offload without sharding")
            << R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}, "training": {"zero_stage": 0, "offload": "optimizer"}})"
            << "training.offload: optimizer offload needs zero_stage 1, 2 or 3";
        QTest::newRow("base precision without LoRA")
            << R"({"task": "llm_finetune", "model": {"preset": "llama-2-7b"}, "training": {"method": "qlora", "base_precision": "fp32"}})"
            << "training.base_precision: applies to LoRA only";
        QTest::newRow("int4 pre-training")
            << R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}, "precision": "int4"})"
            << "precision: int4 is an inference precision";
        QTest::newRow("diffusion model for an LLM task")
            << R"({"task": "llm_inference", "model": {"preset": "sdxl"}})" << "needs a language model";
        QTest::newRow("tensor parallel across a node's GPUs")
            << R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"}, "training": {"tensor_parallel": 4}, "gpu": {"count": 6}})"
            << "training.tensor_parallel: 4 does not divide the 6 GPUs per node (gpu.count): tensor "
               "parallelism splits a node evenly";
        QTest::newRow("one OpenMM simulation across nodes")
            << R"({"task": "simulation", "simulation": {"engine": "openmm", "atoms": 400000, "gpus_per_simulation": 6}, "gpu": {"count": 4}})"
            << "simulation.gpus_per_simulation: 6 GPUs do not fit a node of 4 (gpu.count): OpenMM runs a "
               "simulation on the GPUs of one node";
        QTest::newRow("gpu count beyond a chassis")
            << R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "gpu": {"count": 17}})"
            << "gpu.count: must be between 1 and 16, found 17";
        QTest::newRow("video without streams") << R"({"task": "video_processing", "model": {"name": "ffmpeg"}})"
                                               << "video: streams is required";
        QTest::newRow("not an object") << R"([1, 2])" << "the workload must be a JSON object";
    }
    void badInput()
    {
        QFETCH(QString, input);
        QFETCH(QString, message);
        const QString error = errorOf(input.toUtf8().constData());
        QVERIFY2(error.startsWith(message) || error.contains(message), qPrintable(error));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestWorkloadInput, Core)
#include "tst_workload_input.moc"
