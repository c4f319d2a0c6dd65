// Estimator units against closed-form results and published figures.
#include "catalog/bundled.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/software.h"
#include "planner/workload/precision.h"
#include "planner/workload/workloadjson.h"

#include <cmath>
#include <QtTest>

using namespace gpuplanner::planner;

class TestEstimators : public QObject
{
    Q_OBJECT

    gpuplanner::catalog::Catalog m_catalog;

    ModelSpec preset(const char *id)
    {
        return modelFromPreset(*m_catalog.model(QString::fromLatin1(id)));
    }

private slots:
    void initTestCase()
    {
        gpuplanner::catalog::BundledCatalog b = gpuplanner::catalog::loadBundledCatalog();
        m_catalog = gpuplanner::catalog::Catalog(std::move(b.rows), b.version);
    }

    void bytesPerParameter()
    {
        QCOMPARE(est::weightBytesPerParam(Precision::Fp32), 4.0);
        QCOMPARE(est::weightBytesPerParam(Precision::Bf16), 2.0);
        QCOMPARE(est::weightBytesPerParam(Precision::Fp8), 1.0);
        // 4 bits + one FP16 scale per 128 weights.
        QCOMPARE(est::weightBytesPerParam(Precision::Int4), (4.0 + 16.0 / 128.0) / 8.0);
        // QLoRA §3: NF4 with double quantization costs 4 + 8/64 + 32/(64·256) = 4.127 bits.
        QVERIFY(std::fabs(est::nf4BytesPerParam() * 8.0 - 4.127) < 0.001);
        // NVFP4: 4-bit values and one FP8 scale per 16 = 4.5 bits (70B: 39.4 GB of weights).
        QCOMPARE(est::weightBytesPerParam(Precision::Fp4), 4.5 / 8.0);
    }

    // FP4 runs on FP4 tensor cores on Blackwell (B200: 18 PFLOPS sparse = 9,000 dense); before it, FP4
    // weights compute on FP8 (H100) or 16-bit (A100) tensor cores, flagged as a fallback.
    void fp4PeakAndFallback()
    {
        const auto peak = [&](const char *id) {
            return peakThroughput(*m_catalog.accelerator(QLatin1String(id)), Precision::Fp4);
        };
        QCOMPARE(peak("nvidia-b200").tflops, 9000.0);
        QCOMPARE(peak("nvidia-b200").fallback, false);
        QCOMPARE(peak("nvidia-h100-sxm").figure, QStringLiteral("fp8"));
        QCOMPARE(peak("nvidia-h100-sxm").fallback, true);
        QCOMPARE(peak("nvidia-a100-80gb-sxm").figure, QStringLiteral("bf16"));
        QVERIFY(peak("nvidia-a100-80gb-sxm").fallback);
    }

    void loraParametersOfLlama2_7b()
    {
        // Rank 16 on q, k, v, o, gate, up, down of Llama 2 7B (hidden 4096, MLP 11008, 32 layers):
        // 16 × 32 × (4·(4096+4096) + 2·(4096+11008) + (11008+4096)) = 39,976,960, the figure PEFT prints.
        QCOMPARE(est::loraParameters(preset("llama-2-7b"), 16), 39976960.0);
    }

    // Without recomputation a fused attention kernel (FlashAttention, PyTorch SDPA) keeps no s×s
    // scores: Llama 2 7B (32 layers, h 4096, 32 heads) at s = 2048, b = 1 keeps 32 × 34·s·b·h bytes
    // plus the logits; an eager kernel adds Korthikanti's 5·a·s²·b per layer.
    void fusedAttentionKeepsNoScores()
    {
        const ModelSpec m = preset("llama-2-7b");
        const double s = 2048, h = 4096, a = 32, logits = s * double(m.vocab) * 4;
        const double fused = est::activationBytes(m, s, 1, 1, Recompute::None, Precision::Bf16, 4, false);
        const double eager = est::activationBytes(m, s, 1, 1, Recompute::None, Precision::Bf16, 4, true);
        QCOMPARE(fused, 32 * 34 * s * h + logits);
        QCOMPARE(eager, 32 * s * h * (34 + 5 * a * s / h) + logits);
        QCOMPARE(fused, est::activationBytes(m, s, 1, 1, Recompute::Selective, Precision::Bf16, 4, false));
    }

    void kvCacheOfMla()
    {
        // DeepSeek-V3 (MLA): 61 layers × (kv_lora_rank 512 + rope 64) × 2 bytes = 70,272 bytes per token.
        QCOMPARE(est::kvBytesPerToken(preset("deepseek-v3"), 2.0), 70272.0);
        // Mixtral 8x7B (GQA, 8 KV heads of 128): 2 × 32 × 8 × 128 × 2 = 131,072 bytes per token.
        QCOMPARE(est::kvBytesPerToken(preset("mixtral-8x7b"), 2.0), 131072.0);
    }

    // Sliding-window layers keep at most their window. Gemma 3 27B: 2 × 62 × 16 × 128 × 2 = 507,904
    // bytes per token over all layers; 52 of the 62 keep 1,024 tokens, so a 131,072-token sequence holds
    // 507,904 × (10/62 × 131,072 + 52/62 × 1,024) = 11.17 GB, not 66.6. gpt-oss-120b: half its layers
    // keep 128 tokens. Below the window nothing changes; a model without one is untouched.
    void kvCacheOfSlidingWindowLayers()
    {
        const ModelSpec gemma = preset("gemma-3-27b");
        QCOMPARE(est::kvBytesPerToken(gemma, 2.0), 507904.0);
        const double expected = 507904.0 * (10.0 / 62 * 131072 + 52.0 / 62 * 1024);
        QVERIFY(qAbs(est::kvBytesForContext(gemma, 2.0, 131072) - expected) < 1e-3);
        QVERIFY(qAbs(expected / 1e9 - 11.17) < 0.01);
        QCOMPARE(est::kvBytesForContext(gemma, 2.0, 1000), 507904.0 * 1000);
        const ModelSpec oss = preset("gpt-oss-120b");
        QCOMPARE(est::kvBytesForContext(oss, 1.0, 32000), 36864.0 * (16000 + 64));
        const ModelSpec mixtral = preset("mixtral-8x7b");
        QCOMPARE(est::kvBytesForContext(mixtral, 2.0, 32768), 131072.0 * 32768);
    }

    void prefillAttention()
    {
        // Causal: a prompt of s tokens makes s²/2 query-key pairs in a full layer, QKᵀ and P·V at 2 FLOPs
        // a multiply-add each: Llama 2 7B (32 layers, 32 heads × 128) at 4,096 tokens = 2 × 32 × 4096² ×
        // 32 × 128.
        QCOMPARE(est::prefillAttentionFlops(preset("llama-2-7b"), 4096), 2.0 * 32 * 4096.0 * 4096 * 32 * 128);
        // gpt-oss-20b: 12 of 24 layers keep a 128-token window, whose queries see s × 128 − 128²/2 pairs
        // (64 heads × 64).
        const double s = 8192, w = 128;
        QCOMPARE(est::prefillAttentionFlops(preset("gpt-oss-20b"), s),
                 2.0 * 64 * (2 * 64) * (12 * s * s / 2 + 12 * (s * w - w * w / 2)));
        QCOMPARE(est::layersWindowedAt(preset("gpt-oss-20b"), s), 12);
        QCOMPARE(est::layersWindowedAt(preset("gpt-oss-20b"), 100), 0);
        // MLA (DeepSeek-V3: 61 layers, 128 heads): QKᵀ over 128 + 64 RoPE dims, P·V over 128.
        QCOMPARE(est::prefillAttentionFlops(preset("deepseek-v3"), 1000),
                 2.0 * 128 * (128 + 64 + 128) * 61 * 1000.0 * 1000 / 2);
        QCOMPARE(est::prefillAttentionFlops(preset("llama-2-7b"), 0), 0.0);
    }

    void trainingFlopsAndTime()
    {
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::None), 6.0 * 7e9 * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::Selective), 6.0 * 7e9 * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::Full), 8.0 * 7e9 * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::None, true), 4.0 * 7e9 * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::Full, true), 6.0 * 7e9 * 1e12);
        // Attention (PaLM Appendix B): forward 4·L·s·(heads·head_dim) per token; Llama 2 7B at 4,096
        // tokens: 4 × 32 × 4096 × 4096 = 2.147e9. Training counts it three times (forward + backward),
        // full recomputation four, a frozen base still three (the scores' inputs need gradients).
        const double attn = est::attentionForwardFlopsPerToken(preset("llama-2-7b"), 4096);
        QCOMPARE(attn, 4.0 * 32 * 4096 * 4096);
        QCOMPARE(est::attentionForwardFlopsPerToken(preset("llama-2-7b"), 0), 0.0);
        // A sliding window caps a layer's context: Gemma 3 27B (62 layers, 52 of them with a 1,024-token
        // window, 32 heads × 128) at 4,096 tokens: 4 × (10 × 4096 + 52 × 1024) × 4096 FLOPs per token;
        // at 1,024 tokens no window is shorter than the context.
        QCOMPARE(est::attentionForwardFlopsPerToken(preset("gemma-3-27b"), 4096),
                 4.0 * (10 * 4096 + 52 * 1024) * 32 * 128);
        QCOMPARE(est::attentionForwardFlopsPerToken(preset("gemma-3-27b"), 1024), 4.0 * 62 * 1024 * 32 * 128);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::None, false, attn),
                 (6.0 * 7e9 + 3.0 * attn) * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::Full, false, attn),
                 (8.0 * 7e9 + 4.0 * attn) * 1e12);
        QCOMPARE(est::trainingFlops(7e9, 1e12, Recompute::None, true, attn), (4.0 * 7e9 + 3.0 * attn) * 1e12);
        const est::TrainingTime t = est::trainingTime(3.6e21, 1000, 10, 0.5, 0.8);
        // 3.6e21 / (1000e12 × 0.5 × 0.8) / 3600 = 2500 GPU-hours, 250 h on 10 GPUs.
        QVERIFY(std::fabs(t.gpuHours - 2500.0) < 1e-6);
        QVERIFY(std::fabs(t.wallHours - 250.0) < 1e-6);
    }

    void scalingEfficiencyClosedForm()
    {
        const Assumptions a;
        // Arguments: GPUs per node, GPUs per NVLink-class domain (1: PCIe only).
        QCOMPARE(est::scalingEfficiency(1, 1, a), 1.0);
        QVERIFY(std::fabs(est::scalingEfficiency(8, 8, a) - std::pow(1 - a.lossPerDoublingNvlink, 3)) <
                1e-12);
        QVERIFY(std::fabs(est::scalingEfficiency(8, 1, a) - std::pow(1 - a.lossPerDoublingPcie, 3)) < 1e-12);
        // Two bridged groups of 4 (8 H200 NVL): two doublings over NVLink, one over PCIe.
        QVERIFY(std::fabs(est::scalingEfficiency(8, 4, a) -
                          std::pow(1 - a.lossPerDoublingNvlink, 2) * (1 - a.lossPerDoublingPcie)) < 1e-12);
        // A domain larger than the node counts as the node.
        QCOMPARE(est::scalingEfficiency(2, 8, a), est::scalingEfficiency(2, 2, a));
        // 8 GPUs are not 8× one, but more GPUs always add throughput.
        QVERIFY(est::scalingEfficiency(8, 1, a) < est::scalingEfficiency(8, 4, a));
        QVERIFY(est::scalingEfficiency(8, 4, a) < est::scalingEfficiency(8, 8, a));
        double previous = 0;
        for (int n = 1; n <= 8; n *= 2) {
            const double throughput = n * est::scalingEfficiency(n, n, a);
            QVERIFY(throughput > previous);
            previous = throughput;
        }
    }

    void decodeIsBandwidthThenComputeBound()
    {
        est::DecodeModel m;
        m.weightBytesTotal = 14e9;
        m.activeParameters = 7e9;
        m.kvBytesPerToken = 0;
        m.bandwidthGbs = 2000;
        m.peakTflops = 300;
        m.bandwidthEfficiency = 1;
        m.computeEfficiency = 1;
        // Batch 1: 14 GB at 2000 GB/s = 7 ms.
        QVERIFY(std::fabs(est::decodeStepSeconds(m, 1) - 0.007) < 1e-12);
        // Batch 1000: 1000 × 2 × 7e9 FLOPs at 300 TFLOPS = 46.7 ms > 7 ms.
        QVERIFY(std::fabs(est::decodeStepSeconds(m, 1000) - 1000 * 2 * 7e9 / 300e12) < 1e-12);
        // Tensor parallel 2 halves both.
        m.tensorParallel = 2;
        QVERIFY(std::fabs(est::decodeStepSeconds(m, 1) - 0.0035) < 1e-12);
    }

    void moeReadsActiveExpertsAtBatchOne()
    {
        est::DecodeModel m;
        m.weightBytesTotal = 93.4e9; // Mixtral 8x7B in BF16
        m.activeFraction = 12.9 / 46.7;
        QVERIFY(std::fabs(est::weightBytesReadPerStep(m, 1) - 93.4e9 * 12.9 / 46.7) < 1);
        // A large batch touches nearly every expert.
        QVERIFY(est::weightBytesReadPerStep(m, 256) > 0.999 * 93.4e9);
        QVERIFY(est::weightBytesReadPerStep(m, 4) > est::weightBytesReadPerStep(m, 2));
    }

    void prefill()
    {
        // 2 × 7e9 × 1000 tokens / (100e12 × 0.5) = 0.28 s.
        QVERIFY(std::fabs(est::prefillSeconds(7e9, 1000, 100, 1, 0.5) - 0.28) < 1e-12);
    }

    void youngAndDaly()
    {
        QVERIFY(std::fabs(est::youngDalyIntervalHours(0.5, 100) - 10.0) < 1e-12);
        // Daly: δ ≥ 2M gives M.
        QCOMPARE(est::dalyInterval(10, 4), 4.0);
    }

    void driverMatrix()
    {
        QCOMPARE(minimumDriverForCuda(QStringLiteral("12.8")), QStringLiteral("570.26"));
        QCOMPARE(minimumDriverForCuda(QStringLiteral("12.4")), QStringLiteral("550.54.14"));
        QCOMPARE(minimumDriverForCuda(QStringLiteral("12.7")), QStringLiteral("560.28.03"));
        QVERIFY(compareVersions(QStringLiteral("535.54.03"), QStringLiteral("570.26")) < 0);
        QVERIFY(compareVersions(QStringLiteral("12.10"), QStringLiteral("12.9")) > 0);
        QCOMPARE(compareVersions(QStringLiteral("12.0"), QStringLiteral("12")), 0);
        const SoftwareEnvironment b200 = softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-b200")));
        QCOMPARE(b200.minimumToolkit, QStringLiteral("CUDA 12.8"));
        const SoftwareEnvironment v100 = softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-v100-sxm2-32gb")));
        QCOMPARE(v100.maximumToolkit, QStringLiteral("CUDA 12.9"));
        // CUDA 12.8 added sm_120 (GeForce and workstation Blackwell), CUDA 12.9 sm_103 (Blackwell Ultra),
        // whose plans take PyTorch's CUDA 12.9 build; CUDA 13 left Pascal with Volta.
        QCOMPARE(softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-rtx-5090"))).minimumToolkit,
                 QStringLiteral("CUDA 12.8"));
        const SoftwareEnvironment b300 = softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-b300")));
        QCOMPARE(b300.minimumToolkit, QStringLiteral("CUDA 12.9"));
        QCOMPARE(b300.recommendedToolkit, QStringLiteral("CUDA 12.9"));
        QCOMPARE(b300.recommendedDriver, QStringLiteral("575.51.03"));
        QCOMPARE(b300.baseImage, QStringLiteral("pytorch/pytorch:2.8.0-cuda12.9-cudnn9-runtime"));
        QCOMPARE(softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-p100-pcie-16gb"))).maximumToolkit,
                 QStringLiteral("CUDA 12.9"));
    }

    // Geospatial jobs run RAPIDS, whose last release with cuSpatial is 25.04 (RAPIDS notice RSN 45) and
    // whose last release for Pascal is 23.12 (RSN 34); molecular dynamics runs its engine, GROMACS 2026.3
    // needing CUDA 12.1 (its install guide) above the GPU's own minimum; other work keeps PyTorch.
    void domainStacks()
    {
        auto workload = [this](const nlohmann::json &j) { return parseWorkload(j, m_catalog).workload; };
        const Workload geo = workload({{"task", "geospatial"}, {"geospatial", {{"points", 1e9}}}});
        const SoftwareEnvironment a100 =
            softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-a100-80gb-sxm")), geo);
        QVERIFY(a100.kind == StackKind::Rapids);
        QCOMPARE(a100.recommendedFramework, QStringLiteral("RAPIDS 25.04 (cuDF, cuSpatial)"));
        QCOMPARE(a100.baseImage, QStringLiteral("rapidsai/base:25.04-cuda12.8-py3.12"));
        QCOMPARE(a100.recommendedDriver, QStringLiteral("570.26"));
        const SoftwareEnvironment p100 =
            softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-p100-pcie-16gb")), geo);
        QCOMPARE(p100.recommendedFramework, QStringLiteral("RAPIDS 23.12 (cuDF, cuSpatial)"));
        QCOMPARE(p100.baseImage, QStringLiteral("rapidsai/base:23.12-cuda12.0-py3.10"));
        const Workload gromacs =
            workload({{"task", "simulation"},
                      {"simulation", {{"engine", "gromacs"}, {"atoms", 100000}, {"target_ns_per_day", 50}}}});
        const SoftwareEnvironment t4 =
            softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-t4")), gromacs);
        QVERIFY(t4.kind == StackKind::MolecularDynamics);
        QCOMPARE(t4.recommendedFramework, QStringLiteral("GROMACS 2026.3"));
        QCOMPARE(t4.minimumToolkit, QStringLiteral("CUDA 12.1"));
        QCOMPARE(t4.minimumDriver, QStringLiteral("530.30.02"));
        const SoftwareEnvironment b200 =
            softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-b200")), gromacs);
        QCOMPARE(b200.minimumToolkit, QStringLiteral("CUDA 12.8")); // the GPU's own minimum is the later
        const Workload instances =
            workload({{"task", "simulation"}, {"simulation", {{"instances", 4}, {"gb_per_instance", 8}}}});
        QVERIFY(softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-t4")), instances).kind ==
                StackKind::Framework);
        const SoftwareEnvironment mi300 =
            softwareFor(*m_catalog.accelerator(QStringLiteral("amd-mi300x")), geo);
        QVERIFY(mi300.kind == StackKind::Framework); // RAPIDS is CUDA only: the vendor's stack stays
        // Rendering runs Blender (OptiX wants driver 535, its manual), FP64 solvers the HPC SDK.
        const Workload render =
            workload({{"task", "rendering"},
                      {"render", {{"scene_gb", 10}, {"frames", 100}, {"gpu_seconds_per_frame", 30}}}});
        const SoftwareEnvironment l40s =
            softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-l40s")), render);
        QVERIFY(l40s.kind == StackKind::Rendering);
        QCOMPARE(l40s.recommendedFramework, QStringLiteral("Blender 4.5 LTS (Cycles)"));
        QCOMPARE(l40s.minimumDriver, QStringLiteral("535"));
        const Workload solver = workload({{"task", "scientific"}, {"science", {{"fp64_tflop", 1e6}}}});
        QVERIFY(softwareFor(*m_catalog.accelerator(QStringLiteral("nvidia-h100-sxm")), solver).kind ==
                StackKind::Hpc);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestEstimators, Core)
#include "tst_estimators.moc"
