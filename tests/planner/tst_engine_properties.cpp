// Properties every plan must have, checked across presets, tasks and GPU counts.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/sizing/recommend.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/vectorstate.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

#include <cmath>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif

using namespace gpuplanner;
using namespace gpuplanner::planner;
using json = nlohmann::json;

class TestEngineProperties : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    Assumptions m_assumptions;

    Workload workload(const json &j)
    {
        const WorkloadInput in = parseWorkload(j, m_catalog);
        [&] { QVERIFY2(in.error.isEmpty(), qPrintable(in.error)); }();
        return in.workload;
    }

    Evaluation run(const Workload &w)
    {
        return evaluate(w, Configuration{}, m_catalog, m_assumptions);
    }

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void moreParametersNeverNeedLessMemory()
    {
        for (const char *task : {"llm_pretraining", "llm_inference"}) {
            double previous = 0;
            for (double params : {1.0, 3.0, 7.0, 13.0, 30.0, 70.0}) {
                Workload w = workload(
                    {{"task", task},
                     {"model", {{"parameters_b", params}, {"layers", 32}, {"hidden", 4096}, {"heads", 32}}},
                     {"training", {{"zero_stage", 1}, {"tensor_parallel", 1}, {"recompute", "selective"}}},
                     // Serving on one GPU: on eight, a larger model may take a wider
                     // tensor-parallel layout and hold less per GPU (1B as 8 replicas of
                     // TP 1, 3B as one TP 8 group), which is a layout, not a memory estimate.
                     {"gpu",
                      {{"model", "H200 SXM"},
                       {"count", std::string(task) == "llm_inference" ? 1 : 8},
                       {"nodes", 1}}}});
                const double memory = run(w).sizing.memory.perGpuTotalGb;
                QVERIFY2(memory >= previous, qPrintable(QStringLiteral("%1 %2B").arg(QLatin1String(task)).arg(params)));
                previous = memory;
            }
        }
    }

    void moreGpusNeverLengthenTraining()
    {
        double previous = 1e300;
        for (int nodes = 1; nodes <= 512; nodes *= 2) {
            for (int count : {1, 2, 4, 8}) {
                if (nodes > 1 && count < 8)
                    continue;
                Workload w = workload({{"task", "llm_pretraining"},
                                       {"model", {{"preset", "llama-2-7b"}}},
                                       {"gpu", {{"model", "H100 SXM"}, {"count", count}, {"nodes", nodes}}}});
                const double wall = run(w).sizing.training.wallHours;
                QVERIFY2(wall <= previous, qPrintable(QStringLiteral("%1 × %2").arg(nodes).arg(count)));
                previous = wall;
            }
        }
    }

    void higherZeroStageNeverRaisesMemory()
    {
        double previous = 1e300;
        for (int stage = 0; stage <= 3; ++stage) {
            Workload w = workload({{"task", "llm_pretraining"},
                                   {"model", {{"preset", "llama-2-13b"}}},
                                   {"training", {{"zero_stage", stage}, {"tensor_parallel", 1}, {"recompute", "full"}}},
                                   {"gpu", {{"model", "A100 80GB SXM"}, {"count", 8}, {"nodes", 2}}}});
            const double memory = run(w).sizing.memory.perGpuTotalGb;
            QVERIFY2(memory <= previous, qPrintable(QString::number(stage)));
            previous = memory;
        }
    }

    void quantizingNeverRaisesWeightMemory()
    {
        double previous = 1e300;
        for (const char *p : {"fp32", "bf16", "fp8", "int8", "int4"}) {
            Workload w = workload({{"task", "llm_inference"},
                                   {"model", {{"preset", "llama-3.1-70b"}}},
                                   {"precision", p},
                                   {"gpu", {{"model", "H100 SXM"}, {"count", 8}, {"nodes", 1}}}});
            const Evaluation e = run(w);
            const double weights = e.sizing.memory.weightsGb * e.sizing.inference.tensorParallel;
            QVERIFY2(weights <= previous, p);
            previous = weights;
        }
    }

    void offloadMovesOptimizerStatesToHostRam()
    {
        json j = {{"task", "llm_finetune"},
                  {"model", {{"preset", "llama-2-13b"}}},
                  {"training", {{"zero_stage", 2}, {"tensor_parallel", 1}, {"recompute", "full"}}},
                  {"gpu", {{"model", "A100 80GB SXM"}, {"count", 1}, {"nodes", 1}}}};
        const Evaluation plain = run(workload(j));
        j["training"]["offload"] = "optimizer";
        const Evaluation offloaded = run(workload(j));
        QCOMPARE(offloaded.sizing.memory.optimizerGb, 0.0);
        QVERIFY(offloaded.sizing.memory.perGpuTotalGb < plain.sizing.memory.perGpuTotalGb);
        // 13.0e9 × 12 bytes = 156 GB of optimizer states on the node's one GPU, all in host RAM.
        QVERIFY(std::fabs(offloaded.sizing.memory.offloadedGb - 13.02 * 12) < 1.0);
        QVERIFY(offloaded.sizing.memory.hostRamGb > offloaded.sizing.memory.offloadedGb);
        QVERIFY(offloaded.sizing.memory.hostRamGb > plain.sizing.memory.hostRamGb);
    }

    void everyTaskGivesEightExplainedDimensions_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("pretraining") << QByteArray(R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-8b"}})");
        QTest::newRow("finetune lora") << QByteArray(R"({"task": "llm_finetune", "model": {"preset": "qwen2.5-14b"}, "training": {"method": "lora"}})");
        QTest::newRow("finetune qlora") << QByteArray(R"({"task": "llm_finetune", "model": {"preset": "llama-2-70b"}, "training": {"method": "qlora"}})");
        QTest::newRow("inference") << QByteArray(R"({"task": "llm_inference", "model": {"preset": "qwen2.5-72b"}, "serving": {"requests_per_s": 5, "ttft_ms": 2000, "tpot_ms": 60}})");
        QTest::newRow("moe inference") << QByteArray(R"({"task": "llm_inference", "model": {"preset": "deepseek-v3"}, "precision": "fp8", "serving": {"concurrent_requests": 32}})");
        QTest::newRow("batch") << QByteArray(R"({"task": "batch_inference", "model": {"preset": "mistral-7b"}, "serving": {"total_requests": 1000000}})");
        QTest::newRow("diffusion inference") << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"}, "serving": {"images_per_s": 2}})");
        QTest::newRow("diffusion training") << QByteArray(R"({"task": "diffusion_training", "model": {"preset": "sdxl"}, "training": {"samples": 1000000}})");
        QTest::newRow("cv training") << QByteArray(R"({"task": "cv_training", "model": {"preset": "resnet-50"}, "training": {"samples": 1281167, "epochs": 90}, "data": {"dataset_gb": 150, "file_count": 1281167}})");
        QTest::newRow("video") << QByteArray(R"({"task": "video_processing", "model": {"name": "transcoder"}, "video": {"streams": 40}})");
        QTest::newRow("rendering") << QByteArray(R"({"task": "rendering", "model": {"name": "renderer"}, "render": {"scene_gb": 20, "frames": 10000, "gpu_seconds_per_frame": 60}})");
        QTest::newRow("scientific") << QByteArray(R"({"task": "scientific", "model": {"name": "cfd"}, "science": {"fp64_tflop": 1e7, "working_set_gb": 200}})");
        QTest::newRow("simulation") << QByteArray(R"({"task": "simulation", "model": {"name": "carla"}, "simulation": {"instances": 16, "gb_per_instance": 8}})");
        QTest::newRow("geospatial") << QByteArray(R"({"task": "geospatial", "model": {"name": "tiles"}, "geospatial": {"working_set_gb": 100}, "data": {"dataset_gb": 2000}})");
    }
    void everyTaskGivesEightExplainedDimensions()
    {
        QFETCH(QByteArray, input);
        const Evaluation e = run(workload(json::parse(input.constData())));
        QVERIFY(!e.sizing.acceleratorId.isEmpty());
        QVERIFY2(e.sizing.fits, qPrintable(e.sizing.shortfall));
        QVERIFY2(e.sizing.meetsTarget, qPrintable(e.sizing.shortfall));
        for (const Dimension &d : e.dimensions) {
            QVERIFY2(!d.minimum.isEmpty() && !d.recommended.isEmpty() && !d.chosen.isEmpty(), qPrintable(d.key));
            QVERIFY2(!d.why.isEmpty(), qPrintable(d.key));
            QVERIFY2(std::isfinite(d.minimumValue) && std::isfinite(d.recommendedValue), qPrintable(d.key));
            QVERIFY2(d.recommendedValue >= d.minimumValue || d.id == DimensionId::Operations, qPrintable(d.key));
            for (const QString &line : d.why)
                QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("\\b(nan|inf)\\b"))), qPrintable(line));
        }
        QVERIFY(!e.ranking.empty());
    }

    // The VRAM panel divides the weights by every GPU of a replica: tensor parallel × pipeline stages,
    // with the experts of an MoE model spread over them (expert parallel), and says so.
    void vramWeightsLineCountsPipelineAndExperts()
    {
        const Evaluation e = run(workload({{"task", "llm_inference"},
                                           {"model", {{"preset", "deepseek-v3"}}},
                                           {"precision", "fp8"},
                                           {"serving", {{"concurrent_requests", 64}}},
                                           {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 2}}}}));
        const InferenceResult &r = e.sizing.inference;
        QCOMPARE(r.pipelineParallel, 2);
        QCOMPARE(r.expertParallel, r.tensorParallel * r.pipelineParallel);
        const double perGpu = e.sizing.memory.weightsGb;
        QVERIFY(std::fabs(perGpu * r.tensorParallel * r.pipelineParallel - 671.0) < 1.0); // 671 B × 1 byte
        const QString why = e.dimensions[size_t(DimensionId::Vram)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("pipeline stages 2")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("expert parallel 16")), qPrintable(why));

        // A dense model on one node keeps the plain line (no pipeline, no experts).
        const Evaluation dense = run(workload({{"task", "llm_inference"},
                                               {"model", {{"preset", "llama-3.1-70b"}}},
                                               {"serving", {{"concurrent_requests", 64}}},
                                               {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}}}));
        const QString denseWhy = dense.dimensions[size_t(DimensionId::Vram)].why.join(QLatin1Char('\n'));
        QVERIFY2(denseWhy.contains(QStringLiteral("÷ tensor parallel")), qPrintable(denseWhy));
        QVERIFY2(!denseWhy.contains(QStringLiteral("pipeline stages")) && !denseWhy.contains(QStringLiteral("Experts:")),
                 qPrintable(denseWhy));
    }

    // The recommended node count of every GPU is the fewest that meets the target: one node fewer
    // misses it. Deadline and rate targets of several task types, from a few nodes to thousands.
    void theNodeCountIsTheFewestThatMeetsTheTarget_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("70b 30 days") << QByteArray(R"({"task": "llm_pretraining", "model": {"preset": "llama-2-70b"}, "training": {"tokens": 2e12, "deadline_days": 30}})");
        QTest::newRow("405b 90 days") << QByteArray(R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-405b"}, "training": {"tokens": 15.6e12, "deadline_days": 90}})");
        QTest::newRow("8b 3 days") << QByteArray(R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-8b"}, "training": {"tokens": 3e11, "deadline_days": 3}})");
        QTest::newRow("70b lora 1 day") << QByteArray(R"({"task": "llm_finetune", "model": {"preset": "llama-2-70b"}, "training": {"method": "lora", "tokens": 5e9, "deadline_days": 1}})");
        QTest::newRow("diffusion training") << QByteArray(R"({"task": "diffusion_training", "model": {"preset": "sdxl"}, "training": {"samples": 5e8, "deadline_days": 7}})");
        QTest::newRow("cv training") << QByteArray(R"({"task": "cv_training", "model": {"preset": "resnet-50"}, "training": {"samples": 1281167, "epochs": 90, "deadline_days": 0.05}})");
        QTest::newRow("rendering") << QByteArray(R"({"task": "rendering", "model": {"name": "renderer"}, "render": {"scene_gb": 20, "frames": 200000, "gpu_seconds_per_frame": 300}, "training": {"deadline_days": 2}})");
        QTest::newRow("scientific") << QByteArray(R"({"task": "scientific", "model": {"name": "cfd"}, "science": {"fp64_tflop": 5e10, "working_set_gb": 200}, "training": {"deadline_days": 1}})");
    }
    void theNodeCountIsTheFewestThatMeetsTheTarget()
    {
        QFETCH(QByteArray, input);
        const Workload w = workload(json::parse(input.constData()));
        int multiNode = 0;
        for (const catalog::Accelerator &acc : m_catalog.accelerators()) {
            const GpuSizing s = bestConfiguration(w, acc, m_catalog, m_assumptions);
            if (!s.meetsTarget || s.nodes < 2)
                continue;
            ++multiNode;
            const QString where = QStringLiteral("%1: %2 × %3").arg(acc.id).arg(s.nodes).arg(s.gpusPerNode);
            QVERIFY2(sizeOnGpu(w, acc, s.gpusPerNode, s.nodes, m_assumptions).meetsTarget, qPrintable(where));
            QVERIFY2(!sizeOnGpu(w, acc, s.gpusPerNode, s.nodes - 1, m_assumptions).meetsTarget,
                     qPrintable(where));
        }
        QVERIFY2(multiNode >= 3, qPrintable(QString::number(multiNode)));
    }

    // A pinned count of GPUs per node that is no power of two (a 3-GPU workstation, Summit's 6, a
    // 10-GPU rental server) or 16 is sized like 8: the engine searches the nodes and keeps the count.
    void aPinnedNodeOfAnyCountGetsItsFewestNodes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("serving 7b") << QByteArray(
            R"({"task": "llm_inference", "model": {"preset": "qwen2.5-7b"}, "serving": {"concurrent_requests": 2000, "prompt_tokens": 1000, "output_tokens": 500}, "gpu": {"model": "RTX 4090"}})");
        QTest::newRow("pretraining 70b") << QByteArray(
            R"({"task": "llm_pretraining", "model": {"preset": "llama-2-70b"}, "training": {"tokens": 2e12, "deadline_days": 30}, "gpu": {"model": "H100 SXM"}})");
        QTest::newRow("rendering") << QByteArray(
            R"({"task": "rendering", "model": {"name": "renderer"}, "render": {"scene_gb": 20, "frames": 200000, "gpu_seconds_per_frame": 300}, "training": {"deadline_days": 2}, "gpu": {"model": "L40S"}})");
    }
    void aPinnedNodeOfAnyCountGetsItsFewestNodes()
    {
        QFETCH(QByteArray, input);
        for (const int count : {3, 6, 10, 16}) {
            json j = json::parse(input.constData());
            j["gpu"]["count"] = count;
            const Workload w = workload(j);
            const catalog::Accelerator *acc = m_catalog.accelerator(w.gpu.model);
            QVERIFY(acc);
            const GpuSizing s = bestConfiguration(w, *acc, m_catalog, m_assumptions);
            const QString where = QStringLiteral("%1 × %2").arg(s.nodes).arg(s.gpusPerNode);
            QCOMPARE(s.gpusPerNode, count);
            QVERIFY2(s.meetsTarget, qPrintable(where));
            QVERIFY2(s.nodes >= 2, qPrintable(where)); // every load here needs more than one node
            QVERIFY2(!sizeOnGpu(w, *acc, count, s.nodes - 1, m_assumptions).meetsTarget, qPrintable(where));
        }
    }

    // A node of 10 RTX 4090s serves a 70B model in BF16 as TP 2 × PP 5 (vLLM's pipeline within a
    // node), no GPU idle: one node carries the load that needs two nodes of 8 (TP 8 over PCIe). A
    // replica does not span nodes: where only TP 4 meets a tight time per token on 6 H100s, two stay
    // idle and the Why says so.
    void aNodeOfAnyCountServesWithoutSpanningNodes()
    {
        auto serving = [&](const char *gpu, int count, json load) {
            return workload({{"task", "llm_inference"},
                             {"model", {{"preset", "llama-3.1-70b"}}},
                             {"serving", std::move(load)},
                             {"gpu", {{"model", gpu}, {"count", count}}}});
        };
        const json load = {{"concurrent_requests", 64}, {"prompt_tokens", 1000}, {"output_tokens", 500}};
        const Evaluation eight = run(serving("RTX 4090", 8, load));
        const Evaluation ten = run(serving("RTX 4090", 10, load));
        QVERIFY(eight.sizing.meetsTarget && ten.sizing.meetsTarget);
        QCOMPARE(eight.sizing.nodes, 2);
        QCOMPARE(ten.sizing.nodes, 1);
        QCOMPARE(ten.sizing.inference.tensorParallel * ten.sizing.inference.pipelineParallel, 10);
        QVERIFY(ten.sizing.inference.pipelineParallel > 1);

        json tight = load;
        tight["concurrent_requests"] = 16;
        tight["tpot_ms"] = 30;
        const Evaluation six = run(serving("H100 SXM", 6, tight));
        QVERIFY(six.sizing.meetsTarget);
        QCOMPARE(six.sizing.inference.tensorParallel, 4);
        QCOMPARE(six.sizing.inference.replicas, 1);
        const QString why = six.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QRegularExpression(
                     QStringLiteral("\\b2 GPU(s|\\(s\\)) stay idle: a replica of 4 GPUs"))),
                 qPrintable(why));
    }

    // The engine proposes no TP over PCIe, but a user who pins 10 RTX 4090s a node accepts it: the
    // minimum was "No number of NVIDIA GeForce RTX 4090 GPUs meets the targets" beside a recommendation
    // that met them. It is now the fewest GPUs meeting them on the shapes the engine tries, with the
    // links the user's shape accepts: here the plan's own node (2 nodes of 8 would need 16).
    void theMinimumMeetsWhereThePinnedShapeDoes()
    {
        const Evaluation e = run(workload(
            {{"task", "llm_inference"},
             {"model", {{"preset", "llama-3.1-70b"}}},
             {"serving", {{"concurrent_requests", 64}, {"prompt_tokens", 1000}, {"output_tokens", 500}}},
             {"gpu", {{"model", "RTX 4090"}, {"count", 10}}}}));
        QVERIFY(e.sizing.meetsTarget);
        const Dimension &gpu = e.dimensions[size_t(DimensionId::Gpu)];
        const QString why = gpu.why.join(QLatin1Char('\n'));
        QVERIFY2(!why.contains(QStringLiteral("No number of")), qPrintable(why));
        QVERIFY2(gpu.minimumValue > 0 && gpu.minimumValue <= e.sizing.totalGpus(), qPrintable(why));
        QCOMPARE(gpu.minimumValue, 10.0);
    }

    // clearUpperVectorState() leaves the upper halves of the AVX registers unused: XINUSE bit 2
    // (XGETBV with ECX = 1) is 0 afterwards, even after a seeded string hash, which Qt 6.4 computes
    // with 256-bit VAES on recent CPUs and leaves in use (vectorstate.h).
    void upperVectorStateIsClearedForTheArithmetic()
    {
#if defined(__x86_64__) && defined(__GNUC__)
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        if (!__builtin_cpu_supports("avx") || !__get_cpuid_count(0x0d, 1, &eax, &ebx, &ecx, &edx) ||
            !(eax & 4u))
            QSKIP("no AVX, or XGETBV cannot report the registers in use");
        auto avxUpperInUse = [] {
            unsigned lo = 0, hi = 0;
            asm volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
            return (lo & 4u) != 0;
        };
        const QString text = QStringLiteral("nvidia-h100-sxm and a tail long enough for the wide path");
        const size_t h = qHash(text, 12345);
        Q_UNUSED(h); // only the register state it leaves matters
        clearUpperVectorState();
        QVERIFY(!avxUpperInUse());
#else
        QSKIP("x86-64 only");
#endif
    }

    // On a ROCm GPU every serving efficiency is × servingEfficiencyRocm (0.76, fitted on vLLM 0.6.5 on
    // 8 × MI300X, MLPerf Inference v5.1); a batch job's throughput, whose step is compute- and
    // bandwidth-bound alike, falls by that factor; a CUDA GPU is untouched. The Why names the factor
    // and prints the efficiencies the step used: 0.70 × 0.76 = 0.53 for the weights' bandwidth.
    void rocmServingRunsAtTheFittedShareOfCudaEfficiencies()
    {
        const json job = {
            {"task", "batch_inference"},
            {"model", {{"preset", "llama-2-70b"}}},
            {"precision", "fp8"},
            {"serving", {{"total_requests", 100000}, {"prompt_tokens", 300}, {"output_tokens", 300}}},
            {"run", {{"duration_days", 30}}},
            {"gpu", {{"model", "amd-mi300x"}, {"count", 8}, {"nodes", 1}}}};
        const Evaluation rocm = run(workload(job));
        Assumptions asCuda = m_assumptions;
        asCuda.servingEfficiencyRocm = 1.0;
        const Evaluation cudaRates = evaluate(workload(job), Configuration{}, m_catalog, asCuda);
        const double ratio =
            rocm.sizing.inference.throughputTokensPerS / cudaRates.sizing.inference.throughputTokensPerS;
        QVERIFY2(std::fabs(ratio - 0.76) < 0.02, qPrintable(QString::number(ratio)));
        const QString why = rocm.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral(
                     "ROCm: the serving efficiencies below are TensorRT-LLM's on Hopper × 0.76")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("(5300 GB/s × 0.53)")), qPrintable(why));

        json onH200 = job;
        onH200["gpu"]["model"] = "nvidia-h200-sxm";
        const Evaluation h200 = run(workload(onH200));
        const Evaluation h200Cuda = evaluate(workload(onH200), Configuration{}, m_catalog, asCuda);
        QCOMPARE(h200.sizing.inference.throughputTokensPerS, h200Cuda.sizing.inference.throughputTokensPerS);
        QVERIFY(!h200.dimensions[size_t(DimensionId::Gpu)]
                     .why.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("ROCm")));

        // A stack with no serving measurement (Ascend, CANN) keeps the CUDA efficiencies and says so.
        json onAscend = job;
        onAscend["precision"] = "fp16";
        onAscend["gpu"]["model"] = "huawei-ascend-910b";
        const QString ascendWhy =
            run(workload(onAscend)).dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(ascendWhy.contains(QStringLiteral("(CANN): no published serving measurement")),
                 qPrintable(ascendWhy));
    }

    // The GPU panel says which way the compute-rated estimate errs where the fidelity rows show it:
    // slow on consumer cards, fast on 75 W cards with no sustained-clock reading; silent on data-centre
    // cards.
    // Serving a mixture of experts states the routing cost it charged, with the MoE layers the model
    // has (Llama 4 Maverick: 24 of 48; gpt-oss-120b: all 36); dense models get no such line.
    void moeServingWhyStatesTheRoutingCost()
    {
        const auto why = [&](const char *preset) {
            return run(workload({{"task", "llm_inference"},
                                 {"model", {{"preset", preset}}},
                                 {"precision", "fp8"},
                                 {"serving", {{"concurrent_requests", 64}}},
                                 {"gpu", {{"model", "nvidia-h200-sxm"}, {"count", 8}, {"nodes", 1}}}}))
                .dimensions[size_t(DimensionId::Gpu)]
                .why.join(QLatin1Char('\n'));
        };
        const QString line = QStringLiteral("Mixture of experts: routing each token");
        QVERIFY2(why("llama-4-maverick-17b-128e").contains(QStringLiteral("hidden 5120 × 24 MoE layers")),
                 qPrintable(why("llama-4-maverick-17b-128e")));
        QVERIFY(why("gpt-oss-120b").contains(QStringLiteral("hidden 2880 × 36 MoE layers")));
        QVERIFY(!why("llama-3.3-70b").contains(line));
        QVERIFY(!why("gemma-3-27b").contains(line)); // its idle vision tower makes it no MoE
    }

    void computeRatedWhyNamesTheKnownBias()
    {
        const auto why = [&](const char *gpu, const char *preset) {
            json job = {{"model", {{"preset", preset}}},
                        {"gpu", {{"model", gpu}, {"count", 1}, {"nodes", 1}}}};
            if (preset == std::string("resnet-50")) {
                job["task"] = "cv_training";
                job["training"] = {{"samples", 1281167}, {"epochs", 1}};
            } else {
                job["task"] = "diffusion_inference";
                job["serving"] = {{"images_per_s", 1}};
            }
            return run(workload(job)).dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        };
        // No consumer-card warning any more: the CNN rate is fitted on timm's RTX 3090 table itself, and
        // transformer and UNet rates are scaled for the card's tensor-to-FP32 ratio.
        const QString consumer = QStringLiteral("is a consumer card");
        QVERIFY(!why("nvidia-rtx-3090", "resnet-50").contains(consumer));
        QVERIFY(!why("nvidia-rtx-4090", "sdxl").contains(consumer));
        // A 75 W card without a sustained-clock reading is flagged; the T4, which has one, is scaled
        // by it (900 of 1,590 MHz) and says so in the rate's line instead.
        QVERIFY(why("nvidia-l4", "sdxl").contains(QStringLiteral("is capped at 72 W")));
        const QString t4 = why("nvidia-t4", "sdxl");
        QVERIFY2(
            !t4.contains(QStringLiteral("is capped at")) &&
                t4.contains(QStringLiteral("× 0.566: at its 70 W limit this card was seen holding 900 of its "
                                           "1590 MHz boost clock")),
            qPrintable(t4));
        const QString dataCentre = why("nvidia-a100-80gb-sxm", "resnet-50");
        QVERIFY(!dataCentre.contains(consumer) && !dataCentre.contains(QStringLiteral("is capped at")));
    }

    // An optimised stack can always fall back to the framework's kernels: on every catalog GPU, for
    // every compute-rated family, it is rated at least as fast as framework defaults.
    void anOptimisedStackIsNeverSlowerThanFrameworkDefaults()
    {
        for (const catalog::Accelerator &acc : m_catalog.accelerators()) {
            for (const char *preset : {"sdxl", "resnet-50", "flux.1-dev"}) {
                for (const char *task : {"diffusion_inference", "diffusion_training"}) {
                    if (preset == std::string("resnet-50") && task == std::string("diffusion_training"))
                        continue;
                    const auto rate = [&](const char *stack) {
                        json job = {{"model", {{"preset", preset}}},
                                    {"precision", "fp16"},
                                    {"software", {{"optimization", stack}}},
                                    {"gpu", {{"model", acc.id.toStdString()}, {"count", 1}, {"nodes", 1}}}};
                        if (preset == std::string("resnet-50") || task == std::string("diffusion_training")) {
                            job["task"] = preset == std::string("resnet-50") ? "cv_training" : task;
                            job["training"] = {{"samples", 100000}, {"epochs", 1}};
                        } else {
                            job["task"] = task;
                            job["serving"] = {{"images_per_s", 1}};
                        }
                        return run(workload(job)).sizing.work.perGpuRate;
                    };
                    QVERIFY2(rate("optimized") >= rate("framework") * (1 - 1e-12),
                             qPrintable(acc.id + QLatin1Char(' ') + QLatin1String(preset) + QLatin1Char(' ') +
                                        QLatin1String(task)));
                }
            }
        }
    }

    // Framework defaults: the share of a transformer or UNet step on CUDA cores (0.35 on an A100, the
    // reference ratio 16) scales with the card's 16-bit tensor peak over its FP32 peak. Closed form:
    // RTX 4090 165.2 / 82.6 = 2 -> 1 / (0.65 + 0.35 x 2/16) = 1.441; V100 125 / 15.7 = 7.96 -> 1.213;
    // A100 16 -> 1; B200 30 (above the measured range) -> 1; CNNs keep their own rate. A UNet's
    // framework share before that factor has two terms, the math at 0.90 of the peak and 0.0102 bytes
    // of memory traffic per FLOP at the datasheet bandwidth: 1 / (1/0.90 + 0.0102 x peak / bandwidth).
    // The default training utilization, closed form: base × (N ÷ 405)^(0.215 × min(peak, 989.5) ÷ 989.5 ×
    // log2(1 + nodes) ÷ log2(2049)) × min(1, hidden ÷ 2048)^0.4. GPT-2 124M (768 wide) on one node of 8
    // A100 40GB: 0.54 × (0.124 / 405)^(0.215 × 312 / 989.5 × 1 / log2(2049)) × (768 / 2048)^0.4 = 0.347;
    // Llama 3.1 8B (4096 wide) on one node of 8 H100: 0.505 × (8.03 / 405)^(0.215 / log2(2049)) = 0.468.
    // Faster cards keep the H100's exponent (B200: 0.215, not 0.489).
    void defaultTrainingUtilizationMultipliesOut()
    {
        const auto mfu = [&](const json &model, const char *gpu) {
            return run(workload({{"task", "llm_pretraining"},
                                 {"model", model},
                                 {"precision", "bf16"},
                                 {"training", {{"tokens", 1e10}, {"sequence_length", 1024}}},
                                 {"gpu", {{"model", gpu}, {"count", 8}, {"nodes", 1}}}}))
                .sizing.training;
        };
        const double spread = 1.0 / std::log2(2049.0);
        const json gpt2 = {{"parameters_b", 0.124}, {"layers", 12},   {"hidden", 768},  {"heads", 12},
                           {"kv_heads", 12},        {"vocab", 50257}, {"context", 1024}};
        const TrainingResult small = mfu(gpt2, "nvidia-a100-40gb-sxm");
        QVERIFY(qAbs(small.mfu - 0.54 * std::pow(0.124 / 405, 0.215 * 312 / 989.5 * spread) *
                                     std::pow(768.0 / 2048, 0.4)) < 1e-9);
        QVERIFY(qAbs(small.mfuFactors.width - std::pow(768.0 / 2048, 0.4)) < 1e-12);
        const TrainingResult h100 = mfu({{"preset", "llama-3.1-8b"}}, "nvidia-h100-sxm");
        QVERIFY(qAbs(h100.mfu - 0.505 * std::pow(8.03 / 405, 0.215 * spread)) < 1e-9);
        QCOMPARE(h100.mfuFactors.width, 1.0);
        const TrainingResult b200 = mfu({{"preset", "llama-3.1-8b"}}, "nvidia-b200");
        QVERIFY(qAbs(b200.mfuFactors.exponent - 0.215 * spread) < 1e-12);
    }

    // Low-precision training, closed form against the BF16 run on the same GPUs. FP8 runs 1.33× the BF16
    // rate; NVFP4 a further 1 ÷ ((1 − 0.52) + 0.52 × FP8 peak ÷ FP4 peak): B200 (4,500 ÷ 9,000) 1.3514,
    // B300 (4,500 ÷ 13,500) 1.5306 (× 1.33 = 2.0357 over BF16). On a GPU without the format the run computes
    // in what the tensor cores have: FP4 asked on an H100 trains at the FP8 rate, FP8 asked on an A100 at the
    // BF16 rate.
    void lowPrecisionTrainingRunsAtItsShareOfTheFasterPeak_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("speedup");
        QTest::newRow("B200 FP8") << "nvidia-b200"
                                  << "fp8" << 1.33;
        QTest::newRow("B200 NVFP4") << "nvidia-b200"
                                    << "fp4" << 1.33 / (0.48 + 0.52 * 4500 / 9000);
        QTest::newRow("B300 NVFP4") << "nvidia-b300"
                                    << "fp4" << 1.33 / (0.48 + 0.52 * 4500 / 13500);
        QTest::newRow("H100 FP4 without FP4 cores") << "nvidia-h100-sxm"
                                                    << "fp4" << 1.33;
        QTest::newRow("A100 FP8 without FP8 cores") << "nvidia-a100-80gb-sxm"
                                                    << "fp8" << 1.0;
    }

    void lowPrecisionTrainingRunsAtItsShareOfTheFasterPeak()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, precision);
        QFETCH(double, speedup);
        const auto hours = [&](const QString &p) {
            return run(workload({{"task", "llm_pretraining"},
                                 {"model", {{"preset", "llama-3.1-8b"}}},
                                 {"precision", p.toStdString()},
                                 {"training", {{"tokens", 1e10}, {"sequence_length", 4096}}},
                                 {"gpu", {{"model", gpu.toStdString()}, {"count", 8}, {"nodes", 1}}}}))
                .sizing.training.gpuHours;
        };
        const double bf16 = hours(QStringLiteral("bf16"));
        const double low = hours(precision);
        QVERIFY2(qAbs(bf16 / low - speedup) < 1e-9, qPrintable(QString::number(bf16 / low, 'g', 12)));
        QVERIFY(qAbs(1.33 / (0.48 + 0.52 / 3) - 2.0357) < 1e-4); // the B300 row, by hand
    }

    // QLoRA adds the NF4 expansion, closed form: micro-batches × passes × quantized parameters × 18.7
    // bytes ÷ bandwidth. Llama 3.1 8B (8.03 B; 2 × 128,256 × 4,096 = 1.051 B of embeddings and head
    // stay 16-bit: 6.98 B quantized), 1e8 tokens at micro-batch 2 × 2,048, full recomputation (3 passes),
    // one A100 80GB SXM (2,039 GB/s): 24,414 × 3 × 6.98e9 × 18.7 ÷ 2.039e12 s = 1.302 GPU-hours on top of
    // the LoRA run, which is otherwise the same; without recomputation 2 passes.
    void qloraPaysForExpandingItsWeights()
    {
        const auto train = [&](const char *method, const char *recompute) {
            return run(workload({{"task", "llm_finetune"},
                                 {"model", {{"preset", "llama-3.1-8b"}}},
                                 {"precision", "bf16"},
                                 {"training",
                                  {{"method", method},
                                   {"tokens", 1e8},
                                   {"micro_batch", 2},
                                   {"sequence_length", 2048},
                                   {"recompute", recompute}}},
                                 {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 1}, {"nodes", 1}}}}))
                .sizing.training;
        };
        const double quantized = 8.03e9 - 2.0 * 128256 * 4096;
        const double microBatches = 1e8 / (2 * 2048);
        const TrainingResult lora = train("lora", "full");
        const TrainingResult qlora = train("qlora", "full");
        const double expected = microBatches * 3 * quantized * 18.7 / 2039e9 / 3600;
        QVERIFY2(qAbs(qlora.dequant.gpuHours - expected) < 1e-9,
                 qPrintable(QString::number(qlora.dequant.gpuHours)));
        QVERIFY(qAbs(expected - 1.302) < 0.001);
        QCOMPARE(qlora.dequant.passes, 3);
        QVERIFY(qAbs(qlora.gpuHours - (lora.gpuHours + expected)) < 1e-9);
        QCOMPARE(lora.dequant.gpuHours, 0.0);
        const TrainingResult noRecompute = train("qlora", "none");
        QVERIFY(qAbs(noRecompute.dequant.gpuHours - expected * 2 / 3) < 1e-9);
    }

    // Framework-default diffusion at one image per call: a step takes at least the host-dispatch floor
    // (24.3 ms); a batch shares it, and an optimised stack has none. Closed form on an H100 SXM for SD
    // 1.5 (804.2 GFLOPs a pass, 2 passes, 50 steps): GPU math 2 x 804.2e9 / (989.5e12 x 0.2492) =
    // 6.52 ms < 24.3 -> 1000 / (50 x 24.3) = 0.823 images/s; 16 images a call: max(6.52, 24.3 / 16) =
    // 6.52 ms an image-step -> 3.07 images/s, the GPU-bound rate.
    void eagerDiffusionStepsWaitOnTheHostAtSmallBatch()
    {
        const auto job = [](const char *stack, int batch) {
            return json{{"task", "diffusion_inference"},
                        {"model",
                         {{"name", "SD 1.5"},
                          {"parameters_b", 1.067},
                          {"gflops_per_sample", 804.2},
                          {"default_steps", 50}}},
                        {"precision", "fp16"},
                        {"software", {{"optimization", stack}}},
                        {"serving", {{"images_per_s", 1}, {"images_per_call", batch}}},
                        {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 1}, {"nodes", 1}}}};
        };
        const auto rate = [&](const char *stack, int batch) {
            return run(workload(job(stack, batch))).sizing.work;
        };
        const WorkResult one = rate("framework", 1);
        QVERIFY(qAbs(one.perGpuRate - 1000.0 / (50 * 24.3)) < 1e-9);
        QVERIFY(qAbs(one.gpuStepMs - 2 * 804.2e9 / (989.5e12 * one.computeEfficiency) * 1000) < 1e-9);
        QVERIFY(one.gpuStepMs > 6.4 && one.gpuStepMs < 6.6);
        const WorkResult sixteen = rate("framework", 16);
        QVERIFY(qAbs(sixteen.perGpuRate - 1000.0 / (50 * one.gpuStepMs)) < 1e-9);
        QVERIFY(qAbs(rate("optimized", 1).perGpuRate - rate("optimized", 16).perGpuRate) < 1e-12);
        QCOMPARE(rate("optimized", 1).stepFloorMs, 0.0);
        // The Why says where the time goes.
        const Evaluation e = run(workload(job("framework", 1)));
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("takes at least 24.3 ms")), qPrintable(why));
    }

    void frameworkSharesScaleWithTheTensorToFp32Ratio()
    {
        const auto work = [&](const char *gpu, const char *stack, const char *preset) {
            json job = {{"task", preset == std::string("resnet-50") ? "cv_training" : "diffusion_inference"},
                        {"model", {{"preset", preset}}},
                        {"precision", "fp16"},
                        {"software", {{"optimization", stack}}},
                        {"gpu", {{"model", gpu}, {"count", 1}, {"nodes", 1}}}};
            if (preset == std::string("resnet-50"))
                job["training"] = {{"samples", 1281167}, {"epochs", 1}};
            else
                job["serving"] = {{"images_per_s", 1}};
            return run(workload(job)).sizing.work;
        };
        // TFLOPS, GB/s
        const auto unet = [](double peak, double bandwidth) {
            return 1.0 / (1.0 / 0.90 + 0.0102 * peak * 1000 / bandwidth);
        };
        QVERIFY(qAbs(work("nvidia-a100-80gb-sxm", "framework", "sdxl").computeEfficiency - unet(312, 2039)) <
                1e-9);
        QVERIFY(qAbs(work("nvidia-rtx-4090", "framework", "sdxl").computeEfficiency -
                     unet(165.2, 1008) / (0.65 + 0.35 * 2.0 / 16)) < 1e-9);
        QVERIFY(qAbs(work("nvidia-v100-sxm2-32gb", "framework", "sdxl").computeEfficiency -
                     unet(125, 900) / (0.65 + 0.35 * (125.0 / 15.7) / 16)) < 1e-9);
        QVERIFY(qAbs(work("nvidia-b200", "framework", "sdxl").computeEfficiency - unet(2250, 7700)) < 1e-9);
        // The framework share falls with the peak per byte: an H100 SXM (295 FLOP/B) keeps 0.2425 of its
        // peak (x 1.028 for its tensor-to-FP32 ratio of 14.8 = 0.249), an A100 80GB (153) 0.375.
        QVERIFY(qAbs(work("nvidia-h100-sxm", "framework", "sdxl").computeEfficiency - 0.249) < 0.001);
        QVERIFY(qAbs(work("nvidia-a100-80gb-sxm", "framework", "sdxl").computeEfficiency - 0.375) < 0.001);
        // The T4 (65 / 8.1 = 8.02) also held 900 of its 1,590 MHz boost clock at its 70 W limit
        // (catalog sustained_clock): the framework share times 900 / 1590, CNNs included.
        QVERIFY(qAbs(work("nvidia-t4", "framework", "sdxl").computeEfficiency -
                     unet(65, 320) / (0.65 + 0.35 * (65.0 / 8.1) / 16) * 900 / 1590) < 1e-9);
        // CNN: 88 B per activation × 11.11 M ÷ (3 × 8.18 GFLOPs) = 0.03984 B per FLOP.
        const double cnnBytesPerFlop = 88 * 11.11e6 / (3 * 8.18e9);
        QVERIFY(qAbs(work("nvidia-t4", "framework", "resnet-50").computeEfficiency -
                     1.0 / (1.0 / 0.80 + cnnBytesPerFlop * 65.0 * 1000 / 320) * 900 / 1590) < 1e-9);
        // Optimised stacks keep their family share (0.46 for UNet inference) where it is higher, and the
        // framework share on this card where that is higher (RTX 4090: 0.360 x 1.441 = 0.519).
        QCOMPARE(work("nvidia-a100-80gb-sxm", "optimized", "sdxl").computeEfficiency, 0.46);
        QCOMPARE(work("nvidia-rtx-4090", "optimized", "sdxl").computeEfficiency,
                 work("nvidia-rtx-4090", "framework", "sdxl").computeEfficiency);
        // CNNs keep their own two-term rate: 1 / (1/0.80 + 0.03984 B/FLOP × 165.2 TFLOPS ÷ 1008 GB/s).
        QVERIFY(qAbs(work("nvidia-rtx-4090", "framework", "resnet-50").computeEfficiency -
                     1.0 / (1.0 / 0.80 + cnnBytesPerFlop * 165.2 * 1000 / 1008)) < 1e-9);
        const Evaluation e =
            run(workload({{"task", "diffusion_inference"},
                          {"model", {{"preset", "sdxl"}}},
                          {"serving", {{"images_per_s", 1}}},
                          {"gpu", {{"model", "nvidia-rtx-4090"}, {"count", 1}, {"nodes", 1}}}}));
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("× 1.44: 0.35 of an A100's step runs on CUDA cores")),
                 qPrintable(why));
    }

    void aPinnedGpuIsEvaluatedAsGiven()
    {
        Workload w = workload({{"task", "llm_inference"},
                               {"model", {{"preset", "llama-2-70b"}}},
                               {"gpu", {{"model", "L4"}, {"count", 1}, {"nodes", 1}}}});
        const Evaluation e = run(w);
        QCOMPARE(e.sizing.acceleratorId, QStringLiteral("nvidia-l4"));
        QCOMPARE(e.sizing.totalGpus(), 1);
        QVERIFY(!e.sizing.fits); // 138 GB of weights on one 24 GB card
        QVERIFY(e.gpuPinned);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestEngineProperties, Core)
#include "tst_engine_properties.moc"
