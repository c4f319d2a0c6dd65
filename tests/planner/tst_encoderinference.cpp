// Issue 23: a transformer encoder's batch job (BERT, embedding and reranking models) is sequences
// through one forward pass each, with no KV cache and no decode steps (encoderinference.cpp). Checked
// here against the closed forms with the constants written out; tst_fidelity reads the same engine
// against MLPerf Inference's BERT Offline runs and NVIDIA's TensorRT and FasterTransformer tables.
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"

#include <cmath>

using namespace costtest;

namespace encoderinference_test {

json bertJob(const char *preset, int tokens, const char *precision, const char *stack = "optimized")
{
    return {{"task", "batch_inference"},
            {"model", {{"preset", preset}}},
            {"precision", precision},
            {"serving", {{"total_requests", 1000000}, {"prompt_tokens", tokens}}},
            {"software", {{"optimization", stack}}}};
}

GpuSizing sizedOn(const json &j, const char *gpu)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), 1, 1, Assumptions{});
}

QString parseError(const json &j)
{
    return parseWorkload(j, bundledCatalog()).error;
}

// BERT-Large (0.34 B parameters, 24 layers of width 1,024, 16 heads, MLP 4,096, 30,522 + 512 embedding
// rows): the dense parameters, FLOPs and activations of one sequence of s tokens.
double bertLargeDense()
{
    return 0.34e9 - (30522.0 + 512.0) * 1024.0;
}
double bertLargeFlops(double s)
{
    return 2.0 * bertLargeDense() * s + 4.0 * 24 * s * s * 1024;
}
double bertLargeActivations(double s)
{
    return 24.0 * s * (6 * 1024 + 4096 + 16 * s);
}

} // namespace encoderinference_test

namespace ei = encoderinference_test;

class TestEncoderInference : public QObject
{
    Q_OBJECT

private slots:
    // One sequence: FLOPs ÷ (INT8 peak × 0.80) + 2 B (an optimised stack writes and reads each INT8
    // activation once) × activations ÷ bandwidth. A100 SXM4 80GB: 624 INT8 TOPS dense, 2,039 GB/s.
    void closedFormRate()
    {
        const GpuSizing s = ei::sizedOn(ei::bertJob("bert-large", 384, "int8"), "nvidia-a100-80gb-sxm");
        const double seconds =
            ei::bertLargeFlops(384) / (624e12 * 0.80) + 2.0 * ei::bertLargeActivations(384) / 2039e9;
        QCOMPARE(s.work.unit, QStringLiteral("sequence"));
        QVERIFY(std::abs(s.work.perGpuRate * seconds - 1.0) < 1e-9);
        QVERIFY(!s.inference.applies); // no decode, no KV cache
        QCOMPARE(s.memory.kvCacheGb, 0.0);
        // 1,000,000 sequences on one GPU.
        QVERIFY(std::abs(s.work.wallHours - 1e6 * seconds / 3600.0) < 1e-9);
    }

    // The attention reads every pair in both directions: doubling the tokens multiplies its FLOPs by
    // four and the dense part by two.
    void bidirectionalAttention()
    {
        const EncoderShape a = encoderShape(parsedWorkload(ei::bertJob("bert-large", 128, "fp16")));
        const EncoderShape b = encoderShape(parsedWorkload(ei::bertJob("bert-large", 256, "fp16")));
        const double attentionA = 4.0 * 24 * 128 * 128 * 1024;
        QVERIFY(std::abs(a.flops - (2 * ei::bertLargeDense() * 128 + attentionA)) < 1);
        QVERIFY(std::abs(b.flops - (2 * ei::bertLargeDense() * 256 + 4 * attentionA)) < 1);
        QVERIFY(std::abs(a.activations - ei::bertLargeActivations(128)) < 1);
    }

    // A custom encoder without a vocabulary: its dense parameters counted from the shape (BERT-Base:
    // 12 × (4 × 768² + 2 × 768 × 3072) = 84.9 M), whatever its total says.
    void customEncoderCountsItsLayers()
    {
        json j = ei::bertJob("bert-large", 128, "fp16");
        j["model"] = {{"name", "my encoder"}, {"kind", "encoder"}, {"parameters_b", 0.2}, {"layers", 12},
                      {"hidden", 768},        {"heads", 12},       {"intermediate", 3072}};
        const Workload w = parsedWorkload(j);
        QCOMPARE(w.model.kind, QStringLiteral("encoder"));
        QVERIFY(std::abs(encoderShape(w).denseParams - 12.0 * (4 * 768.0 * 768 + 2 * 768.0 * 3072)) < 1);
        // The BERT-Base preset (0.11 B with 30,522 + 512 rows of 768) gives the same layers within 2%.
        const EncoderShape preset = encoderShape(parsedWorkload(ei::bertJob("bert-base", 128, "fp16")));
        QVERIFY(std::abs(preset.denseParams / encoderShape(w).denseParams - 1.0) < 0.02);
    }

    // Memory: the weights and a call's activations, 256 sequences halved until they fit. BERT-Large at
    // 512 tokens in FP16 on a 16 GB T4: 24 × 512 × (10,240 + 8,192) × 2 B = 453 MB a sequence, so 256
    // (116 GB) down to 32 (14.5 GB + 0.68 GB of weights + 1 GB = 16.18 GB) do not fit, 16 do, with the
    // recommendation's 20% headroom too (8.93 GB × 1.2 = 10.7 GB).
    void batchHalvesUntilItFits()
    {
        const GpuSizing s = ei::sizedOn(ei::bertJob("bert-large", 512, "fp16"), "nvidia-t4");
        const double perSequenceGb = ei::bertLargeActivations(512) * 2 / 1e9;
        QCOMPARE(s.work.inferenceBatch, 16);
        QVERIFY(std::abs(s.memory.activationsGb - 16 * perSequenceGb) < 1e-9);
        QVERIFY(s.memory.perGpuTotalGb <= 16.0 && 0.68 + 32 * perSequenceGb + 1 > 16.0);
        QVERIFY(s.fits);
    }

    // An unfused attention (transformers' BERT before SDPA) writes and reads each score 8 times:
    // BERT-Base at 384 tokens in FP16 on an A10 (600 GB/s) adds 12 × 12 × 384² × 16 B ÷ 600 GB/s =
    // 0.566 ms a sequence to the fused time.
    void eagerAttentionAddsItsScores()
    {
        json fused = ei::bertJob("bert-base", 384, "fp16", "framework");
        json eager = fused;
        eager["serving"]["attention"] = "eager";
        const GpuSizing f = ei::sizedOn(fused, "nvidia-a10");
        const GpuSizing e = ei::sizedOn(eager, "nvidia-a10");
        const double scores = 12.0 * 12 * 384 * 384;
        QVERIFY(std::abs((1.0 / e.work.perGpuRate - 1.0 / f.work.perGpuRate) - scores * 16 / 600e9) < 1e-12);
        // Nothing else asks for it: a decoder's batch job is refused, with the message naming where it
        // applies.
        json llm = {{"task", "batch_inference"},
                    {"model", {{"preset", "llama-3.1-8b"}}},
                    {"serving", {{"total_requests", 1000}, {"attention", "eager"}}}};
        QVERIFY(ei::parseError(llm).contains(QStringLiteral("encoder")));
        // Its Why line carries the arithmetic.
        const Evaluation ev =
            evaluate(parsedWorkload(eager), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = ev.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("21.23 million scores (12 layers × 12 heads × 384²) × 16 B")),
                 qPrintable(why));
    }

    // The memory recommended beside the batch fits the card the batch was chosen for: BGE large at 384
    // tokens on a 24 GB RTX 4090 took 64 sequences a call (21.5 GB), and its 20% headroom (25.8 GB) then
    // raised "recommended memory above the GPU's" and proposed a B200. A vision transformer and a
    // Whisper job halve the same way.
    void recommendedMemoryFitsTheCard()
    {
        json embed = ei::bertJob("bge-large-en-v1.5", 384, "fp16");
        json vit = {{"task", "batch_inference"},
                    {"model", {{"preset", "vit-l-16"}}},
                    {"precision", "fp16"},
                    {"serving", {{"total_requests", 1e6}}}};
        json whisper = {{"task", "batch_inference"},
                        {"model", {{"preset", "whisper-large-v3"}}},
                        {"serving", {{"audio_hours", 1000}}}};
        for (json j : {embed, vit, whisper})
            for (const char *gpu : {"nvidia-rtx-4090", "nvidia-t4", "nvidia-l4", "nvidia-a10"}) {
                j["gpu"] = {{"model", gpu}, {"count", 1}, {"nodes", 1}};
                const Evaluation e =
                    evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
                const Dimension &vram = e.dimensions[size_t(DimensionId::Vram)];
                QVERIFY2(vram.recommendedValue <= bundledGpu(gpu).memoryGb,
                         qPrintable(QStringLiteral("%1 on %2: %3 GB")
                                        .arg(QString::fromStdString(j.dump()), QString::fromLatin1(gpu))
                                        .arg(vram.recommendedValue)));
                for (const Finding &f : e.findings)
                    QVERIFY2(!f.id.startsWith(QLatin1String("vram")),
                             qPrintable(f.id + QLatin1Char(' ') + QString::fromLatin1(gpu)));
            }
    }

    // The price of a token read: one job's cost over its sequences × tokens.
    void pricePerMillionTokens()
    {
        json j = ei::bertJob("bge-large-en-v1.5", 256, "fp16");
        j["gpu"] = {{"model", "nvidia-l4"}, {"count", 1}, {"nodes", 1}};
        const Plan p = price(j);
        const auto &u = p.report.unit;
        QVERIFY(u.perJob > 0);
        QVERIFY(std::abs(u.perMillionInputTokens - u.perJob / (1e6 * 256 / 1e6)) < 1e-12);
    }

    // What an encoder cannot be asked, each named.
    void badInputNamed()
    {
        QVERIFY(ei::parseError(ei::bertJob("bert-large", 600, "fp16")).contains(QStringLiteral("512")));
        json serving = ei::bertJob("bert-large", 128, "fp16");
        serving["task"] = "llm_inference";
        QVERIFY(ei::parseError(serving).contains(QStringLiteral("batch_inference")));
        json kindOnPreset = ei::bertJob("bert-large", 128, "fp16");
        kindOnPreset["model"]["kind"] = "encoder";
        QVERIFY(ei::parseError(kindOnPreset).contains(QStringLiteral("kind")));
        json badKind = ei::bertJob("bert-large", 128, "fp16");
        badKind["model"] = {
            {"kind", "transformer"}, {"parameters_b", 0.1}, {"layers", 12}, {"hidden", 768}, {"heads", 12}};
        QVERIFY(ei::parseError(badKind).contains(QStringLiteral("encoder")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestEncoderInference, Core)
#include "tst_encoderinference.moc"
