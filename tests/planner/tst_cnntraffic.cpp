// Issue 23: what a convolutional network moves beyond the activations fvcore counts (timm's
// infer_macts). Densely connected networks (DenseNet): each layer of a dense block reads the
// concatenation of every earlier output of its block; model.concat_inputs_m counts them from the
// architecture, and the memory traffic and the training memory charge them at closed-form passes per
// element (assumptions concat_passes_*, concat_saved_copies; planner/sizing/cnntraffic.cpp). Detectors
// (RetinaNet): the post-processing reads every class score of the head (model.detection_scores_m,
// detection_bytes_per_score; visioninference.cpp). Checked here against the closed forms with the
// constants written out; tst_fidelity reads the same engine against published tables.
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/sizing.h"

#include <cmath>

using namespace costtest;

namespace cnntraffic_test {

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// The concatenations of a DenseNet at 224 px, counted as the catalog's note does: growth g, the blocks'
// layers, the stem's channels; blocks at 56, 28, 14 and 7 px, each transition halving the channels.
double concatInputsM(int growth, std::initializer_list<int> blocks, int stem)
{
    double elements = 0;
    int channels = stem, side = 56;
    for (const int layers : blocks) {
        for (int i = 0; i < layers; ++i)
            elements += double(channels + i * growth) * side * side;
        elements +=
            double(channels + layers * growth) * side * side; // the transition (or final norm) reads it
        channels = (channels + layers * growth) / 2;
        side /= 2;
    }
    return elements / 1e6;
}

json job(const char *task, json model, const char *precision = "fp16")
{
    json j = {{"task", task}, {"model", std::move(model)}, {"precision", precision}};
    if (QLatin1String(task) == QLatin1String("batch_inference"))
        j["serving"] = {{"total_requests", 1e6}};
    else
        j["training"] = {{"samples", 1281167}, {"micro_batch", 64}};
    return j;
}

GpuSizing sized(const json &j, const char *gpu)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), 1, 1, Assumptions{});
}

} // namespace cnntraffic_test

namespace dn = cnntraffic_test;

class TestCnnTraffic : public QObject
{
    Q_OBJECT

private slots:
    // The presets carry the architecture's count (Huang et al. 2017, Table 1).
    void presetsCountTheArchitecture()
    {
        const struct
        {
            const char *id;
            int growth;
            std::initializer_list<int> blocks;
            int stem;
        } nets[] = {{"densenet-121", 32, {6, 12, 24, 16}, 64},
                    {"densenet-169", 32, {6, 12, 32, 32}, 64},
                    {"densenet-201", 32, {6, 12, 48, 32}, 64},
                    {"densenet-161", 48, {6, 12, 36, 24}, 96}};
        for (const auto &n : nets) {
            const Workload w = parsedWorkload(dn::job("cv_training", {{"preset", n.id}}));
            QVERIFY2(std::abs(w.model.concatInputsM - dn::concatInputsM(n.growth, n.blocks, n.stem)) < 0.005,
                     n.id);
        }
        // Other networks have none.
        QCOMPARE(parsedWorkload(dn::job("cv_training", {{"preset", "resnet-50"}})).model.concatInputsM, 0.0);
    }

    // Inference: forward FLOPs at 0.80 of the peak + (18 B × activations + 7 passes × 2 B ×
    // concatenated inputs) ÷ bandwidth. DenseNet-121 on an RTX 3090: 0.1011 + 0.2905 ms = 2,554 images/s
    // (timm measured 2,764; without the concatenations the engine said 4,278).
    void inferenceTraffic()
    {
        const GpuSizing s =
            dn::sized(dn::job("batch_inference", {{"preset", "densenet-121"}}), "nvidia-rtx-3090");
        const double seconds = 5.74e9 / (71e12 * 0.80) + (18 * 6.9e6 + 14 * 10.55e6) / 936e9;
        QVERIFY(dn::closeTo(s.work.perGpuRate, 1 / seconds));
        QVERIFY(std::abs(s.work.perGpuRate - 2554) < 1);
        // An optimised stack: each activation written and read once (2 × 1 B in INT8), the concatenation
        // written in place and read by one fused normalize-activate pass and the convolution (3 × 1 B).
        json trt = dn::job("batch_inference", {{"preset", "densenet-121"}}, "int8");
        trt["software"] = {{"optimization", "optimized"}};
        const catalog::Accelerator &h100 = bundledGpu("nvidia-h100-sxm");
        const GpuSizing o = dn::sized(trt, "nvidia-h100-sxm");
        QVERIFY(dn::closeTo(o.work.perGpuRate,
                            1 / (5.74e9 / (*h100.dense.int8 * 1e12 * 0.80) +
                                 (2 * 6.9e6 + 3 * 10.55e6) / (h100.memoryBandwidthGbs * 1e9))));
        // The GPU's Why names both terms.
        json plan = dn::job("batch_inference", {{"preset", "densenet-121"}});
        plan["gpu"] = {{"model", "nvidia-rtx-3090"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("+ 14 B × 10.55 million concatenated inputs")), qPrintable(why));
    }

    // Training: 3 × forward FLOPs at 0.80 of the peak + (88 B × activations + 21 passes × 2 B ×
    // concatenated inputs) ÷ bandwidth. DenseNet-169 on an RTX 3090, NCHW: 0.3592 + 1.2966 ms = 604
    // images/s (timm measured 593); channels-last takes 62.6 B an activation and the same 42 B.
    void trainingTraffic()
    {
        const double nchw = 3 * 6.8e9 / (71e12 * 0.80) + (88 * 7.3e6 + 42 * 13.60e6) / 936e9;
        const GpuSizing s =
            dn::sized(dn::job("cv_training", {{"preset", "densenet-169"}}), "nvidia-rtx-3090");
        QVERIFY(dn::closeTo(s.work.perGpuRate, 1 / nchw));
        json last = dn::job("cv_training", {{"preset", "densenet-169"}});
        last["software"] = {{"memory_format", "channels_last"}};
        const double nhwc = 3 * 6.8e9 / (71e12 * 0.80) + (62.6 * 7.3e6 + 42 * 13.60e6) / 936e9;
        QVERIFY(dn::closeTo(dn::sized(last, "nvidia-rtx-3090").work.perGpuRate, 1 / nhwc));
    }

    // Memory: ResNet-50's 0.0395 GB per 11.11 M activations, + 2 copies × concatenated inputs × 2 B.
    void trainingMemory()
    {
        const GpuSizing s =
            dn::sized(dn::job("cv_training", {{"preset", "densenet-201"}}), "nvidia-rtx-3090");
        const double perSample = 0.0395 * 7.85 / 11.11 + 2 * 18.88e6 * 2 / 1e9;
        QVERIFY(dn::closeTo(s.memory.activationsGb, 64 * perSample));
    }

    // A detector's post-processing: RetinaNet at 800×800 writes 13,343 positions × 9 anchors × 264
    // classes = 31.7 million scores; 21.1 B each at the bandwidth, after the convolutions (INT8, an
    // optimised stack: 2 B an activation): 402e9 ÷ (INT8 peak × 0.80 × the sustained clock's share) +
    // 2 × 250e6 ÷ bandwidth + 21.1 × 31.7e6 ÷ bandwidth. On an L4 (300 GB/s) the last term is 2.23 ms of
    // 5.97 (MLPerf v3.0 measured 179.5 images/s, the engine gives 167.5).
    void detectionPostProcessing()
    {
        json mlperf = dn::job("batch_inference", {{"preset", "retinanet-resnext50-fpn-800"}}, "int8");
        mlperf["software"] = {{"optimization", "optimized"}};
        const Workload w = parsedWorkload(mlperf);
        QVERIFY(std::abs(w.model.detectionScoresM - 13343.0 * 9 * 264 / 1e6) < 0.005);
        for (const char *id : {"nvidia-l4", "nvidia-a100-80gb-sxm"}) {
            const catalog::Accelerator &acc = bundledGpu(id);
            const GpuSizing s = dn::sized(mlperf, id);
            const double math = 402e9 / (*acc.dense.int8 * 1e12 * 0.80 * acc.sustainedClock.fraction());
            const double bw = acc.memoryBandwidthGbs * 1e9;
            QVERIFY2(dn::closeTo(s.work.perGpuRate, 1 / (math + 2 * 250e6 / bw + 21.1 * 31.7e6 / bw)), id);
        }
        // A network without a detection head has none.
        QCOMPARE(parsedWorkload(dn::job("batch_inference", {{"preset", "resnet-50"}})).model.detectionScoresM,
                 0.0);
        const QString error =
            parseWorkload(dn::job("diffusion_inference", {{"preset", "sdxl"}, {"detection_scores_m", 5}}),
                          bundledCatalog())
                .error;
        QVERIFY2(error.contains(QLatin1String("detection_scores_m")), qPrintable(error));
    }

    // Input: a preset given other FLOPs (another resolution) scales both counts with the pixels; a custom
    // network states its own; the field is refused where no convolutional network runs.
    void input()
    {
        const Workload at288 = parsedWorkload(
            dn::job("batch_inference", {{"preset", "densenet-121"}, {"gflops_per_sample", 9.48}}));
        QVERIFY(dn::closeTo(at288.model.concatInputsM, 10.55 * 9.48 / 5.74));
        QVERIFY(dn::closeTo(at288.model.activationsM, 6.9 * 9.48 / 5.74));
        const Workload own = parsedWorkload(dn::job("batch_inference", {{"name", "my DenseNet"},
                                                                        {"parameters_b", 0.008},
                                                                        {"gflops_per_sample", 5.74},
                                                                        {"activations_m", 6.9},
                                                                        {"concat_inputs_m", 10.55}}));
        QCOMPARE(own.model.concatInputsM, 10.55);
        const QString error =
            parseWorkload(dn::job("diffusion_inference", {{"preset", "sdxl"}, {"concat_inputs_m", 5}}),
                          bundledCatalog())
                .error;
        QVERIFY2(error.contains(QLatin1String("concat_inputs_m")) && error.contains(QLatin1String("vision")),
                 qPrintable(error));
        const QString negative =
            parseWorkload(dn::job("cv_training", {{"preset", "densenet-121"}, {"concat_inputs_m", -1}}),
                          bundledCatalog())
                .error;
        QVERIFY2(negative.contains(QLatin1String("concat_inputs_m")), qPrintable(negative));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCnnTraffic, Core)
#include "tst_cnntraffic.moc"
