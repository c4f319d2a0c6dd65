// Benchmarks (not pass/fail): the full evaluation of a 70B training plan and of a serving plan,
// with the recommendation over the whole catalog and with a pinned GPU. Target: under 1 ms each.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

using namespace gpuplanner;
using json = nlohmann::json;

class BenchEvaluate : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    planner::Assumptions m_assumptions;

    void bench(const char *text)
    {
        const planner::WorkloadInput in = planner::parseWorkload(json::parse(text), m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        planner::Evaluation e;
        QBENCHMARK {
            e = planner::evaluate(in.workload, in.configuration, m_catalog, m_assumptions);
        }
        QVERIFY(!e.sizing.acceleratorId.isEmpty());
    }

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void training70bRecommended()
    {
        bench(R"({"task": "llm_pretraining", "model": {"preset": "llama-2-70b"}, "training": {"tokens": 2e12, "deadline_days": 30}})");
    }
    void training70bPinned()
    {
        bench(R"({"task": "llm_pretraining", "model": {"preset": "llama-2-70b"}, "gpu": {"model": "H100 SXM", "count": 8, "nodes": 64}})");
    }
    void serving70bRecommended()
    {
        bench(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20, "ttft_ms": 1500, "tpot_ms": 50}})");
    }
    void serving70bPinned()
    {
        bench(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20}, "gpu": {"model": "H100 SXM", "count": 8, "nodes": 1}})");
    }
    void deepseekV3ServingRecommended()
    {
        bench(R"({"task": "llm_inference", "model": {"preset": "deepseek-v3"}, "precision": "fp8", "serving": {"requests_per_s": 10, "ttft_ms": 3000, "tpot_ms": 80}})");
    }
    void deepseekV3PinnedWithFindings()
    {
        bench(R"({"task": "llm_inference", "model": {"preset": "deepseek-v3"}, "precision": "fp8", "gpu": {"model": "H200 SXM", "count": 8, "nodes": 1}, "configuration": {"ram_gb": 512, "cpu_cores": 16, "framework": "pytorch"}})");
    }
    void training405bRecommended()
    {
        bench(R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-405b"}, "training": {"tokens": 15.6e12, "deadline_days": 90}})");
    }
    // Vision batch inference with a pinned CPU: every candidate passes through the input-pipeline bound.
    void visionBatchRecommendedCpuPinned()
    {
        bench(
            R"({"task": "batch_inference", "model": {"preset": "resnet-50"}, "precision": "fp16", "serving": {"total_requests": 1e8}, "training": {"deadline_days": 0.5}, "configuration": {"cpu_cores": 32}})");
    }
    void visionBatchRecommended()
    {
        bench(
            R"({"task": "batch_inference", "model": {"preset": "resnet-50"}, "precision": "fp16", "serving": {"total_requests": 1e8}, "training": {"deadline_days": 0.5}})");
    }
    // Text-to-video at 20 videos an hour with Wan2.1 14B at 832x480 (the clip rescaled, the fused
    // attention split on every GPU the ranking sizes).
    void videoServingRecommended()
    {
        bench(
            R"({"task": "diffusion_inference", "model": {"preset": "wan2.1-t2v-14b", "resolution": "832x480"}, "serving": {"videos_per_hour": 20}})");
    }
    // Transcription of 100,000 hours of audio in a week with Whisper large-v3 (the GPU's Why builds the
    // decode arithmetic's text; the ranking sizes every GPU).
    void speechBatchRecommended()
    {
        bench(
            R"({"task": "batch_inference", "model": {"preset": "whisper-large-v3"}, "precision": "fp16", "serving": {"audio_hours": 100000}, "training": {"deadline_days": 7}})");
    }
    void cvTrainingRecommended()
    {
        bench(
            R"({"task": "cv_training", "model": {"preset": "resnet-50"}, "training": {"samples": 1281167, "epochs": 90, "deadline_days": 0.25}})");
    }
    void cvTrainingRecommendedCpuPinned()
    {
        bench(
            R"({"task": "cv_training", "model": {"preset": "resnet-50"}, "training": {"samples": 1281167, "epochs": 90, "deadline_days": 0.25}, "configuration": {"cpu_cores": 32}})");
    }
    void speechTrainingRecommendedLoaderBound()
    {
        bench(
            R"({"task": "cv_training", "model": {"preset": "whisper-large-v3"}, "training": {"audio_hours": 5000, "clip_seconds": 8, "epochs": 3, "deadline_days": 2, "dataloader_workers": 0}})");
    }
    // Diffusion training that needs many nodes (the gradient exchange between them on every candidate).
    void diffusionTrainingAcrossNodes()
    {
        bench(
            R"({"task": "diffusion_training", "model": {"preset": "sdxl"}, "training": {"samples": 200000000, "micro_batch": 4, "global_batch": 2048, "deadline_days": 5}})");
    }

    // Start-up and each catalog reload (a price list imported, a row edited) build the Catalog, which
    // folds every row's names for lookups once (catalog.cpp); not on the edit -> evaluate path.
    void buildCatalog()
    {
        const catalog::Rows rows = m_catalog.rows();
        QBENCHMARK
        {
            const catalog::Catalog c(rows, m_catalog.version());
            QVERIFY(!c.acceleratorWords().isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(BenchEvaluate)
#include "bench_evaluate.moc"
