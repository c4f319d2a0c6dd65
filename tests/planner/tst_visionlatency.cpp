// Issue 23: a vision model's call at a small batch (serving.max_batch). Each layer's kernel takes at least
// its latency on the GPU, so a call costs model.conv_layers × vision_layer_us_tensorrt + the batch × an
// image's math and traffic; eager PyTorch also waits on its host issuing every layer, and the slower of
// host and GPU sets the pace (vision_layer_dispatch_us_framework). Without a batch the rate is a full
// GPU's, as before. The latencies are fitted on A100s (1,410 MHz); another card's is scaled by
// 1,410 ÷ its boost clock (kernel_latency_reference_mhz, catalog boost_clock). Checked here against the
// closed forms with the constants written out;
// tst_fidelity reads the same engine against Ultralytics' published latencies.
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/sizing.h"

#include <cmath>

using namespace costtest;

namespace visionlatency_test {

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

json job(const char *preset, int batch, bool tensorRt)
{
    json j = {{"task", "batch_inference"}, {"model", {{"preset", preset}}}, {"precision", "fp16"}};
    j["serving"] = {{"total_requests", 1e6}};
    if (batch > 0)
        j["serving"]["max_batch"] = batch;
    if (tensorRt)
        j["software"] = {{"optimization", "tensorrt"}};
    return j;
}

GpuSizing sized(const json &j, const char *gpu)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), 1, 1, Assumptions{});
}

// One image's GPU work with an optimised stack: FLOPs at 0.80 of the FP16 peak (× the sustained clock's
// share), each activation written and read once (2 × 2 B), and the detector head's 21.1 B a score.
double imageSeconds(const catalog::Accelerator &acc, double gflops, double activationsM, double scoresM,
                    double bytesPerActivation)
{
    const double bw = acc.memoryBandwidthGbs * 1e9;
    return gflops * 1e9 / (*acc.dense.fp16 * 1e12 * 0.80 * acc.sustainedClock.fraction()) +
           bytesPerActivation * activationsM * 1e6 / bw + 21.1 * scoresM * 1e6 / bw;
}

} // namespace visionlatency_test

namespace vl = visionlatency_test;

class TestVisionLatency : public QObject
{
    Q_OBJECT

private slots:
    // The presets carry the architecture's count (tests/data/fidelity/yolo-counts.py gives the published
    // parameters and FLOPs of every scale).
    void presetsCountTheArchitecture()
    {
        const struct
        {
            const char *id;
            double parametersB, gflops;
            int layers;
        } nets[] = {{"yolov8n", 0.003157, 8.7, 63},    {"yolov8x", 0.06823, 257.8, 103},
                    {"yolo11s", 0.009459, 21.5, 87},   {"yolo11m", 0.020115, 68.0, 112},
                    {"yolo11x", 0.056966, 194.9, 173}, {"yolov5n", 0.0019, 4.5, 60},
                    {"resnet-50", 0.0256, 8.18, 54}};
        for (const auto &n : nets) {
            const Workload w = parsedWorkload(vl::job(n.id, 1, true));
            QCOMPARE(w.model.convLayers, n.layers);
            QCOMPARE(w.model.parametersB, n.parametersB);
            QCOMPARE(w.model.gflopsPerSample, n.gflops);
        }
    }

    // TensorRT at batch 1: 87 layers × 15.9 µs × 1,410 ÷ 1,590 MHz (the T4's boost clock) = 14.1 µs + one
    // image's work. YOLO11s on a T4 (Ultralytics measured 2.5 ms): 1.2267 + 1.2106 ms = 2.4373 ms, 410.3
    // images/s; at batch 8 the layers' latency is shared.
    void optimisedCall()
    {
        const catalog::Accelerator &t4 = bundledGpu("nvidia-t4");
        QCOMPARE(t4.boostClock.mhz, 1590.0);
        const double layer = 15.9e-6 * 1410 / 1590;
        const double image = vl::imageSeconds(t4, 21.5, 32.03, 1.21, 4);
        const GpuSizing one = vl::sized(vl::job("yolo11s", 1, true), "nvidia-t4");
        QVERIFY(vl::closeTo(one.work.perGpuRate, 1 / (87 * layer + image)));
        QVERIFY(std::abs(1000 / one.work.perGpuRate - 2.4373) < 0.0001);
        const GpuSizing eight = vl::sized(vl::job("yolo11s", 8, true), "nvidia-t4");
        QVERIFY(vl::closeTo(eight.work.perGpuRate, 8 / (87 * layer + 8 * image)));
        // No batch given: a full GPU's rate, the layers' latency hidden.
        const GpuSizing full = vl::sized(vl::job("yolo11s", 0, true), "nvidia-t4");
        QVERIFY(vl::closeTo(full.work.perGpuRate, 1 / image));
    }

    // A compiled graph (an optimised, MLPerf-grade stack) replays the kernels: 8.3 µs a layer. RetinaNet
    // in INT8 on an A100 PCIe at batch 1: 111 × 8.3 µs + 402 GFLOPs at 0.80 of the INT8 peak + 2 B × 250
    // million activations + 21.1 B × 31.7 million scores at the bandwidth = 2.33 ms (MLPerf v3.0's
    // SingleStream: 2.94 ms at the 90th percentile).
    void graphCall()
    {
        json j = {{"task", "batch_inference"},
                  {"model", {{"preset", "retinanet-resnext50-fpn-800"}}},
                  {"precision", "int8"},
                  {"software", {{"optimization", "optimized"}}},
                  {"serving", {{"total_requests", 1e6}, {"max_batch", 1}}}};
        const catalog::Accelerator &a100 = bundledGpu("nvidia-a100-80gb-pcie");
        const double bw = a100.memoryBandwidthGbs * 1e9;
        const double image = 402e9 / (*a100.dense.int8 * 1e12 * 0.80) + 2 * 250e6 / bw + 21.1 * 31.7e6 / bw;
        const GpuSizing s = vl::sized(j, "nvidia-a100-80gb-pcie");
        QVERIFY(vl::closeTo(s.work.perGpuRate, 1 / (111 * 8.3e-6 + image)));
        QVERIFY(std::abs(1000 / s.work.perGpuRate - 2.33) < 0.01);
    }

    // Eager PyTorch: the host issues 60 layers × 105 µs = 6.3 ms a call of YOLOv5n, more than the V100's
    // 60 × 15.9 µs × 1,410 ÷ 1,530 MHz + 0.32 ms at batch 1 (Ultralytics measured 6.3 ms); at batch 32 the
    // GPU's layers + 32 images of work is the longer. The host's dispatch does not follow the GPU's clock.
    void eagerCall()
    {
        const catalog::Accelerator &v100 = bundledGpu("nvidia-v100-sxm2-16gb");
        const double layer = 15.9e-6 * 1410 / 1530;
        const double image = vl::imageSeconds(v100, 4.5, 13.97, 2.14, 18);
        const GpuSizing one = vl::sized(vl::job("yolov5n", 1, false), "nvidia-v100-sxm2-16gb");
        QVERIFY(60 * layer + image < 60 * 105e-6);
        QVERIFY(vl::closeTo(one.work.perGpuRate, 1 / (60 * 105e-6)));
        const GpuSizing b32 = vl::sized(vl::job("yolov5n", 32, false), "nvidia-v100-sxm2-16gb");
        QVERIFY(60 * layer + 32 * image > 60 * 105e-6);
        QVERIFY(vl::closeTo(b32.work.perGpuRate, 32 / (60 * layer + 32 * image)));
    }

    // A transformer encoder at a small batch: 24 layers × 51.6 µs × 1,410 ÷ 2,040 MHz (the L4's boost
    // clock) + one sequence's work. BERT-Large at 384 tokens in FP16 on an L4 (TensorRT's table: 6.43 ms):
    // 0.8559 + 4.608 ms = 5.464 ms; without a batch the rate is a full GPU's.
    void encoderCall()
    {
        json j = {{"task", "batch_inference"},
                  {"model", {{"preset", "bert-large"}}},
                  {"precision", "fp16"},
                  {"software", {{"optimization", "optimized"}}},
                  {"serving", {{"total_requests", 1e6}, {"prompt_tokens", 384}, {"max_batch", 1}}}};
        const GpuSizing one = vl::sized(j, "nvidia-l4");
        j["serving"].erase("max_batch");
        const GpuSizing full = vl::sized(j, "nvidia-l4");
        QVERIFY(vl::closeTo(1 / one.work.perGpuRate, 24 * 51.6e-6 * 1410 / 2040 + 1 / full.work.perGpuRate));
        QVERIFY(std::abs(1000 / one.work.perGpuRate - 5.464) < 0.002);
    }

    // The clock: the same call's layers take 1,410 ÷ the card's boost clock of the fitted latency, the
    // A100's own (1,410 MHz) unchanged; a card whose clock the catalog lacks keeps the fitted figure.
    void latencyFollowsTheClock()
    {
        const struct
        {
            const char *gpu;
            double mhz;
        } cards[] = {{"nvidia-a100-80gb-sxm", 1410},
                     {"nvidia-l40s", 2520},
                     {"nvidia-h100-sxm", 1980},
                     {"nvidia-rtx-4090", 2520},
                     {"amd-mi300x", 2100}};
        for (const auto &c : cards) {
            QCOMPARE(bundledGpu(c.gpu).boostClock.mhz, c.mhz);
            const GpuSizing one = vl::sized(vl::job("yolov8s", 1, true), c.gpu);
            const GpuSizing full = vl::sized(vl::job("yolov8s", 0, true), c.gpu);
            QVERIFY2(
                vl::closeTo(1 / one.work.perGpuRate, 1 / full.work.perGpuRate + 63 * 15.9e-6 * 1410 / c.mhz),
                c.gpu);
        }
        const catalog::Accelerator &h20 = bundledGpu("nvidia-h20");
        QCOMPARE(h20.boostClock.mhz, 0.0);
        const GpuSizing one = vl::sized(vl::job("yolov8s", 1, true), "nvidia-h20");
        const GpuSizing full = vl::sized(vl::job("yolov8s", 0, true), "nvidia-h20");
        QVERIFY(vl::closeTo(1 / one.work.perGpuRate, 1 / full.work.perGpuRate + 63 * 15.9e-6));
    }

    // Every classification preset carries its layers (cnn-counts.py); a vision transformer's call pays its
    // encoder layers at an encoder layer's latency: ViT-L/16 at batch 1 on an L4 = 24 × 51.6 µs × 1,410 ÷
    // 2,040 MHz + one image's work.
    void presetsAndVisionTransformers()
    {
        const struct
        {
            const char *id;
            int layers;
        } nets[] = {{"efficientnet-b0", 82}, {"mobilenetv3-large-100", 64}, {"densenet-121", 121},
                    {"densenet-169", 169},   {"densenet-201", 201},         {"densenet-161", 161},
                    {"convnext-tiny", 59},   {"convnext-base", 113}};
        for (const auto &n : nets)
            QCOMPARE(parsedWorkload(vl::job(n.id, 1, true)).model.convLayers, n.layers);
        const GpuSizing one = vl::sized(vl::job("vit-l-16", 1, true), "nvidia-l4");
        const GpuSizing full = vl::sized(vl::job("vit-l-16", 0, true), "nvidia-l4");
        QCOMPARE(one.work.perGpuRate > 0, true);
        QVERIFY(vl::closeTo(1 / one.work.perGpuRate, 24 * 51.6e-6 * 1410 / 2040 + 1 / full.work.perGpuRate));
        // Framework defaults: the encoder layers' latency alone (no host dispatch fitted for them).
        const GpuSizing eager = vl::sized(vl::job("vit-l-16", 1, false), "nvidia-l4");
        const GpuSizing eagerFull = vl::sized(vl::job("vit-l-16", 0, false), "nvidia-l4");
        QVERIFY(vl::closeTo(1 / eager.work.perGpuRate,
                            24 * 51.6e-6 * 1410 / 2040 + 1 / eagerFull.work.perGpuRate));
    }

    // The GPU's Why writes the call's arithmetic; a model without a layer count says what is missing.
    void why()
    {
        json plan = vl::job("yolo11s", 1, true);
        plan["gpu"] = {{"model", "nvidia-t4"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("a call at batch 1: 87 layers × 14.1 µs (15.9 µs at 1410 MHz × "
                                             "1410 ÷ 1590 MHz, this card's boost clock")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("= 1.2267 ms of kernel latency")), qPrintable(why));
        plan["gpu"]["model"] = "nvidia-h20";
        const Evaluation h20 =
            evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString h20Why = h20.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(h20Why.contains(QStringLiteral("87 layers × 15.9 µs (fitted at 1410 MHz; this card's boost "
                                                "clock is not in the catalog, so it is kept)")),
                 qPrintable(h20Why));
        json own = {
            {"task", "batch_inference"},
            {"model",
             {{"name", "my net"}, {"parameters_b", 0.01}, {"gflops_per_sample", 5}, {"activations_m", 10}}},
            {"serving", {{"total_requests", 1000}, {"max_batch", 4}}},
            {"gpu", {{"model", "nvidia-t4"}, {"count", 1}, {"nodes", 1}}}};
        const Evaluation v = evaluate(parsedWorkload(own), Configuration{}, bundledCatalog(), Assumptions{});
        const QString ownWhy = v.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(ownWhy.contains(QStringLiteral("model.conv_layers")), qPrintable(ownWhy));
    }

    // Input: a custom vision model states its layers; the field is refused on other models and below 1.
    void input()
    {
        json own = {{"task", "batch_inference"},
                    {"model",
                     {{"name", "my detector"},
                      {"parameters_b", 0.01},
                      {"gflops_per_sample", 20},
                      {"conv_layers", 90}}},
                    {"serving", {{"total_requests", 1000}, {"max_batch", 1}}}};
        const Workload w = parsedWorkload(own); // the layers make a custom batch model a vision model
        QCOMPARE(w.model.kind, QStringLiteral("vision"));
        QCOMPARE(w.model.convLayers, 90);
        json sdxl = {{"task", "diffusion_inference"}, {"model", {{"preset", "sdxl"}, {"conv_layers", 5}}}};
        const QString error = parseWorkload(sdxl, bundledCatalog()).error;
        QVERIFY2(error.contains(QLatin1String("conv_layers")) && error.contains(QLatin1String("vision")),
                 qPrintable(error));
        own["model"]["conv_layers"] = 0;
        const QString zero = parseWorkload(own, bundledCatalog()).error;
        QVERIFY2(zero.contains(QLatin1String("conv_layers")), qPrintable(zero));
        // model.kind "vision" says so outright (the wizard's choice); a preset or another task refuses it.
        json stated = {{"task", "batch_inference"},
                       {"model",
                        {{"name", "my detector"},
                         {"kind", "vision"},
                         {"parameters_b", 0.01},
                         {"gflops_per_sample", 20}}},
                       {"serving", {{"total_requests", 1000}}}};
        QCOMPARE(parsedWorkload(stated).model.kind, QStringLiteral("vision"));
        stated["model"].erase("gflops_per_sample");
        const QString noFlops = parseWorkload(stated, bundledCatalog()).error;
        QVERIFY2(noFlops.contains(QLatin1String("gflops_per_sample")), qPrintable(noFlops));
        json served = {{"task", "llm_inference"},
                       {"model", {{"name", "x"}, {"kind", "vision"}, {"parameters_b", 0.01}}},
                       {"serving", {{"concurrent_requests", 1}}}};
        const QString wrongTask = parseWorkload(served, bundledCatalog()).error;
        QVERIFY2(
            wrongTask.contains(QLatin1String("vision applies to a custom model of a batch_inference job")),
            qPrintable(wrongTask));
        json preset = vl::job("resnet-50", 1, false);
        preset["model"]["kind"] = "vision";
        QVERIFY(parseWorkload(preset, bundledCatalog()).error.contains(QLatin1String("kind")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestVisionLatency, Core)
#include "tst_visionlatency.moc"
