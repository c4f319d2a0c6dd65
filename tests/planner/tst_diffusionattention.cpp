// Issue 23: a diffusion model whose attention is not fused (serving.attention "eager": diffusers on
// PyTorch before 2.0 without xformers) writes every query-key score to memory and reads it back.
// model.attention_scores_m counts the scores of one pass from the architecture; the engine adds
// passes × element bytes × scores ÷ bandwidth to each image (assumption eager_attention_passes).
// Checked here against the closed forms with the constants written out; tst_fidelity reads the same
// engine against Lambda's benchmark of diffusers 0.11 with and without xformers.
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/sizing.h"

#include <cmath>

using namespace costtest;

namespace diffusionattention_test {

// Stable Diffusion 1.x at 512×512 as the fidelity rows give it (a custom model, 30 steps).
json sd15(const char *attention, int imagesPerCall, const char *precision = "fp16")
{
    return {{"task", "diffusion_inference"},
            {"model",
             {{"name", "Stable Diffusion v1.5"},
              {"parameters_b", 1.067},
              {"gflops_per_sample", 804.2},
              {"default_steps", 30},
              {"attention_scores_m", 732.28},
              {"attention_layer_scores_m", 134.22}}},
            {"precision", precision},
            {"serving", {{"images_per_s", 1}, {"images_per_call", imagesPerCall}, {"attention", attention}}}};
}

GpuSizing sized(const json &j, const char *gpu)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), 1, 1, Assumptions{});
}

QString inputError(const json &j)
{
    return parseWorkload(j, bundledCatalog()).error;
}

// Self-attention over the latent's positions and cross-attention to the text tokens, per level:
// layers × heads × tokens × (tokens + text tokens).
double unetScoresM(std::initializer_list<std::array<double, 3>> levels, double textTokens)
{
    double scores = 0;
    for (const auto &[layers, heads, tokens] : levels)
        scores += layers * heads * tokens * (tokens + textTokens);
    return scores / 1e6;
}

} // namespace diffusionattention_test

namespace da = diffusionattention_test;

class TestDiffusionAttention : public QObject
{
    Q_OBJECT

private slots:
    // The presets carry the architecture's count at their resolution.
    void presetsCountTheArchitecture()
    {
        // SDXL at 1024×1024 (unet/config.json): 10 transformer layers of 10 heads at 64×64, 60 of 20
        // heads at 32×32 (down, up and the mid block), 77 text tokens.
        const json serving = {{"images_per_s", 1}};
        const Workload sdxl = parsedWorkload(
            {{"task", "diffusion_inference"}, {"model", {{"preset", "sdxl"}}}, {"serving", serving}});
        QVERIFY(std::abs(sdxl.model.attentionScoresM -
                         da::unetScoresM({{10, 10, 4096}, {60, 20, 1024}}, 77)) < 0.005);
        // Its self-attention at 64 dimensions a head (QKᵀ and P·V, 128 multiply-adds a score) is the
        // 376 GMACs the catalog's FLOPs note counts.
        QVERIFY(std::abs(128 * (10 * 10 * 4096.0 * 4096 + 60 * 20 * 1024.0 * 1024) / 1e9 - 376) < 0.5);
        // FLUX.1-dev: 57 blocks × 24 heads of joint attention over 4,096 image and 512 text tokens.
        const Workload flux = parsedWorkload(
            {{"task", "diffusion_inference"}, {"model", {{"preset", "flux.1-dev"}}}, {"serving", serving}});
        QVERIFY(std::abs(flux.model.attentionScoresM - 57 * 24 * 4608.0 * 4608 / 1e6) < 0.005);
        // Another resolution given as FLOPs: tokens follow the pixels, scores their square.
        const Workload half =
            parsedWorkload({{"task", "diffusion_inference"},
                            {"model", {{"preset", "sdxl"}, {"gflops_per_sample", 6761 / 4.0}}},
                            {"serving", serving}});
        QVERIFY(close(half.model.attentionScoresM, sdxl.model.attentionScoresM / 16, 1e-12));
    }

    // Eager: time per image = fused time + steps × 2 guidance passes × scores × 4 passes × 2 B ÷
    // bandwidth. SD 1.5 at batch 16 on an A100 80GB PCIe (1,935 GB/s): 351.5 GB, 0.1817 s.
    void eagerAddsTheScoresTraffic()
    {
        const char *gpu = "nvidia-a100-80gb-pcie";
        const double bandwidth = bundledGpu(gpu).memoryBandwidthGbs * 1e9;
        const GpuSizing fused = da::sized(da::sd15("fused", 16), gpu);
        const GpuSizing eager = da::sized(da::sd15("eager", 16), gpu);
        QCOMPARE(fused.work.eagerAttention.secondsPerSample, 0.0);
        const double seconds = 30 * 2 * 732.28e6 * 4 * 2 / bandwidth;
        QVERIFY(close(eager.work.eagerAttention.secondsPerSample, seconds));
        QVERIFY(std::abs(seconds - 0.1817) < 0.0005);
        QVERIFY(close(1 / eager.work.perGpuRate, 1 / fused.work.perGpuRate + seconds));
        // FP32 scores move twice the bytes.
        const GpuSizing fp32 = da::sized(da::sd15("eager", 16, "fp32"), gpu);
        QVERIFY(close(fp32.work.eagerAttention.secondsPerSample, 2 * seconds));
        // At one image a call the host's dispatch floor still bounds a step when the GPU's work, scores
        // included, is shorter (H100 PCIe: 16.2 ms against 24.3).
        const GpuSizing one = da::sized(da::sd15("eager", 1), "nvidia-h100-pcie");
        QVERIFY(one.work.gpuStepMs < one.work.stepFloorMs);
        QVERIFY(close(one.work.perGpuRate, 1000.0 / (30 * one.work.stepFloorMs)));
        // The GPU's Why gives the figures.
        json plan = da::sd15("eager", 16);
        plan["gpu"] = {{"model", gpu}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("(732.28 million a pass × 2 passes a step × 30 steps)")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("÷ 1935 GB/s = 0.1817 s an image")), qPrintable(why));
    }

    // Memory: three buffers of the largest layer's scores (baddbmm's empty input, the scores, the
    // probabilities) for every image and guidance pass of a call, 2 B each: SD 1.5 at 16 images 3 × 2 B
    // × 134.22 M × 32 = 25.77 GB. Where the diffusers documentation's 2023-03 table ran out of memory with
    // its vanilla attention, the plan does not fit, and where it ran, it fits.
    void eagerBuffersFitWhereTheTableRan()
    {
        const GpuSizing fused = da::sized(da::sd15("fused", 16), "nvidia-a100-40gb-sxm");
        const GpuSizing eager = da::sized(da::sd15("eager", 16), "nvidia-a100-40gb-sxm");
        QVERIFY(close(eager.memory.activationsGb - fused.memory.activationsGb, 3 * 2 * 134.22e6 * 32 / 1e9));
        const struct
        {
            const char *gpu;
            int ran, outOfMemory;
        } table[] = {{"nvidia-a10", 10, 16},
                     {"nvidia-rtx-3090", 10, 16},
                     {"nvidia-t4", 4, 8},
                     {"nvidia-v100-sxm2-16gb", 4, 8},
                     {"nvidia-a100-40gb-sxm", 16, 32}};
        for (const auto &row : table) {
            QVERIFY2(da::sized(da::sd15("eager", row.ran), row.gpu).fits, row.gpu);
            QVERIFY2(!da::sized(da::sd15("eager", row.outOfMemory), row.gpu).fits, row.gpu);
            // A fused attention keeps no score buffers: the same call fits.
            QVERIFY2(da::sized(da::sd15("fused", row.outOfMemory), row.gpu).fits, row.gpu);
        }
        json plan = da::sd15("eager", 16);
        plan["gpu"] = {{"model", "nvidia-a100-40gb-sxm"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Vram)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("3 × 2 B × 134.22 million × 32 sequences")), qPrintable(why));
    }

    // Training (training.attention "eager"): each score moved 11 times, forward and backward, 2 B each;
    // full recomputation repeats the forward's 4. SD 1.5 on an A100 80GB SXM (2,039 GB/s): 7.90 ms a
    // sample.
    void eagerTrainingMovesEachScoreElevenTimes()
    {
        const char *gpu = "nvidia-a100-80gb-sxm";
        const double bandwidth = bundledGpu(gpu).memoryBandwidthGbs * 1e9;
        json plan = {{"task", "diffusion_training"},
                     {"model",
                      {{"name", "Stable Diffusion v1.5 UNet"},
                       {"parameters_b", 0.86},
                       {"gflops_per_sample", 804.2},
                       {"attention_scores_m", 732.28}}},
                     {"precision", "fp16"},
                     {"training", {{"samples", 1e6}, {"epochs", 1}, {"micro_batch", 4}}}};
        const GpuSizing fused = da::sized(plan, gpu);
        plan["training"]["attention"] = "eager";
        const GpuSizing eager = da::sized(plan, gpu);
        const double seconds = 732.28e6 * 11 * 2 / bandwidth;
        QVERIFY(std::abs(seconds - 0.00790) < 0.00001);
        QVERIFY(close(eager.work.eagerAttention.secondsPerSample, seconds));
        QVERIFY(close(1 / eager.work.perGpuRate, 1 / fused.work.perGpuRate + seconds));
        plan["training"]["recompute"] = "full";
        QVERIFY(
            close(da::sized(plan, gpu).work.eagerAttention.secondsPerSample, 732.28e6 * 15 * 2 / bandwidth));
    }

    // Without a count, or fused, nothing is added; the inputs are refused where they mean nothing.
    void inputsApplyWhereTheyMean()
    {
        json none = da::sd15("eager", 16);
        none["model"].erase("attention_scores_m");
        QCOMPARE(da::sized(none, "nvidia-a100-80gb-pcie").work.eagerAttention.secondsPerSample, 0.0);
        none["gpu"] = {{"model", "nvidia-a100-80gb-pcie"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(none), Configuration{}, bundledCatalog(), Assumptions{});
        QVERIFY(e.dimensions[size_t(DimensionId::Gpu)]
                    .why.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("Eager attention is not charged")));
        const QString llm = da::inputError({{"task", "llm_inference"},
                                            {"model", {{"preset", "llama-2-7b"}}},
                                            {"serving", {{"attention", "eager"}}}});
        QVERIFY2(llm.contains(QStringLiteral("attention")) &&
                     llm.contains(QStringLiteral("training.attention")),
                 qPrintable(llm));
        const QString vision = da::inputError(
            {{"task", "batch_inference"}, {"model", {{"preset", "resnet-50"}, {"attention_scores_m", 10}}}});
        QVERIFY2(vision.contains(QStringLiteral("diffusion models only")), qPrintable(vision));
        QVERIFY(!da::inputError(da::sd15("sometimes", 1)).isEmpty());
    }

    // A fused attention's products (4 × scores × head width FLOPs a pass) run at the kernel's share, the
    // rest of the pass at the transformer share, the times adding. FLUX.1-dev: 4 × 29,047.65 M × 128 =
    // 14.87 of its 74,385 GFLOPs. A100 (tensor-to-FP32 ratio 16: no CUDA-core scaling): FlashAttention-2
    // at 0.70, the rest at 0.35; an H100 with framework defaults runs FlashAttention-2 at 0.35 (its rest
    // 0.35 too, both × 1 / (0.65 + 0.35 × 14.77 ÷ 16)), FlashAttention-3 class kernels at 0.75.
    void fusedAttentionRunsAtTheKernelShare()
    {
        const auto flux = [](const char *optimization) {
            return json{{"task", "diffusion_inference"},
                        {"model", {{"preset", "flux.1-dev"}}},
                        {"precision", "bf16"},
                        {"serving", {{"images_per_s", 0.01}}},
                        {"software", {{"optimization", optimization}}}};
        };
        const double f = 4 * 29047.65e6 * 128 / 74385e9;
        QVERIFY(std::abs(f - 0.1999) < 0.0001);
        const double image = 50 * 74385e9; // 50 steps × 1 pass
        const GpuSizing a100 = da::sized(flux("framework"), "nvidia-a100-80gb-sxm");
        QVERIFY(close(a100.work.computeEfficiency, 1 / ((1 - f) / 0.35 + f / 0.70)));
        QVERIFY(close(a100.work.perGpuRate, 312e12 * a100.work.computeEfficiency / image));
        const double h100Factor = 1 / (0.65 + 0.35 * (989.5 / 67) / 16);
        const GpuSizing h100 = da::sized(flux("framework"), "nvidia-h100-sxm");
        QVERIFY(close(h100.work.computeEfficiency, 0.35 * h100Factor));
        const GpuSizing opt = da::sized(flux("optimized"), "nvidia-h100-sxm");
        QVERIFY(close(opt.work.computeEfficiency, 1 / ((1 - f) / (0.35 * h100Factor) + f / 0.75)));
        // Without a count of its scores, with an eager attention (its traffic is charged instead) and on
        // another vendor's card the pass keeps one share.
        json uncounted = flux("framework");
        uncounted["model"]["attention_scores_m"] = 0;
        QVERIFY(close(da::sized(uncounted, "nvidia-a100-80gb-sxm").work.computeEfficiency, 0.35));
        json eager = flux("framework");
        eager["serving"]["attention"] = "eager";
        QVERIFY(close(da::sized(eager, "nvidia-a100-80gb-sxm").work.computeEfficiency, 0.35));
        const GpuSizing amd = da::sized(flux("framework"), "amd-mi300x");
        QVERIFY(close(amd.work.computeEfficiency, da::sized(uncounted, "amd-mi300x").work.computeEfficiency));
        // The GPU's Why writes the split.
        json plan = flux("framework");
        plan["gpu"] = {{"model", "nvidia-a100-80gb-sxm"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("attention 0.2 of a pass's FLOPs (4 × 29047.65 million scores × "
                                             "128 head width ÷ 74385 GFLOPs) at 0.7 (FlashAttention-2)")),
                 qPrintable(why));
    }

    // A video preset counts videos: Wan2.1 T2V 14B at 1280x720 and 81 frames, 6,523,289 GFLOPs a pass
    // (tests/data/fidelity/video-dit-counts.py), 50 steps of 2 passes. On an H100 with framework defaults
    // FlashAttention-2 and the rest of the pass both run at 0.35 × the CUDA-core factor, so a video takes
    // 50 × 2 × 6,523,289 GFLOPs ÷ (989.5 TFLOPS × 0.35 × 1.0276) = 1,832.8 s (ML.ENERGY measured 1,875 s).
    void videoPresetsCountVideos()
    {
        const json wan = {{"task", "diffusion_inference"},
                          {"model", {{"preset", "wan2.1-t2v-14b"}}},
                          {"precision", "bf16"},
                          {"serving", {{"images_per_s", 0.01}}}};
        const Workload w = parsedWorkload(wan);
        QCOMPARE(w.model.frames, 81);
        QCOMPARE(w.model.guidancePasses, 2);
        const GpuSizing h100 = da::sized(wan, "nvidia-h100-sxm");
        QCOMPARE(h100.work.unit, QStringLiteral("video"));
        const double factor = 1 / (0.65 + 0.35 * (989.5 / 67) / 16);
        const double seconds = 50 * 2 * 6523289e9 / (989.5e12 * 0.35 * factor);
        QVERIFY(close(1 / h100.work.perGpuRate, seconds));
        QVERIFY(std::abs(seconds - 1832.8) < 0.5);
        // Its training is not sized, and frames mean nothing outside diffusion inference.
        const json training = {{"task", "diffusion_training"},
                               {"model", {{"preset", "wan2.1-t2v-14b"}}},
                               {"training", {{"samples", 1000}}}};
        QVERIFY2(da::inputError(training).contains(QStringLiteral("video model")),
                 qPrintable(da::inputError(training)));
        json framed = training;
        framed["model"] = {{"preset", "sdxl"}, {"frames", 16}};
        QVERIFY(da::inputError(framed).contains(QStringLiteral("frames")));
        // Its load as people give it: videos an hour; not with images_per_s too, not for another task.
        json hourly = wan;
        hourly["serving"] = {{"videos_per_hour", 90}};
        QVERIFY(close(parsedWorkload(hourly).serving.imagesPerS, 0.025));
        hourly["serving"]["images_per_s"] = 1;
        QVERIFY(da::inputError(hourly).contains(QStringLiteral("not both")));
        json llm = {{"task", "llm_inference"},
                    {"model", {{"preset", "llama-3.1-8b"}}},
                    {"serving", {{"videos_per_hour", 5}}}};
        QVERIFY(da::inputError(llm).contains(QStringLiteral("videos_per_hour")));
        // The GPU's Why speaks of a video, the spec sheet of videos an hour.
        json plan = wan;
        plan["gpu"] = {{"model", "nvidia-h100-sxm"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(plan), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("A video of 81 frames: 50 steps × 2 (")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("Needed: 36 videos an hour")), qPrintable(why));
    }

    // Another clip for a video preset: Wan2.1 14B at 832x480 and 49 frames has 13 × 30 × 52 = 20,280
    // latent tokens against the preset's 21 × 45 × 80 = 75,600 (r = 0.268); its pass keeps the linear
    // part × r and the attention (4 × scores × 128) × r², within 1% of the config's own count at that
    // clip (tests/data/fidelity/video-dit-counts.py: 832,418 GFLOPs). Bad sizes and frame counts are named.
    void aVideoPresetTakesAnotherClip()
    {
        json wan = {{"task", "diffusion_inference"},
                    {"model", {{"preset", "wan2.1-t2v-14b"}, {"resolution", "832x480"}, {"frames", 49}}},
                    {"serving", {{"videos_per_hour", 6}}}};
        const Workload w = parsedWorkload(wan);
        const double r = 20280.0 / 75600.0;
        const double attention = 4 * 9206507.52e6 * 128 / 1e9;
        QVERIFY(close(w.model.gflopsPerSample, (6523289 - attention) * r + attention * r * r));
        QVERIFY(std::abs(w.model.gflopsPerSample / 832418 - 1) < 0.01);
        QVERIFY(close(w.model.attentionScoresM, 9206507.52 * r * r));
        QCOMPARE(w.model.frames, 49);
        QVERIFY2(w.model.sample.startsWith(QStringLiteral("832x480 video, 49 frames")),
                 qPrintable(w.model.sample));
        // A given gflops_per_sample is the clip's own: nothing is rescaled.
        wan["model"]["gflops_per_sample"] = 900000;
        QVERIFY(close(parsedWorkload(wan).model.gflopsPerSample, 900000));
        wan["model"].erase("gflops_per_sample");
        wan["model"]["resolution"] = "830x480";
        QVERIFY(da::inputError(wan).contains(QStringLiteral("multiple of 16")));
        wan["model"]["resolution"] = "832x480";
        wan["model"]["frames"] = 50;
        QVERIFY(da::inputError(wan).contains(QStringLiteral("4n + 1")));
        json flux = {{"task", "diffusion_inference"},
                     {"model", {{"preset", "flux.1-dev"}, {"resolution", "832x480"}}},
                     {"serving", {{"images_per_s", 1}}}};
        QVERIFY(da::inputError(flux).contains(QStringLiteral("video preset")));
    }

    // The denoiser's passes a step: classifier-free guidance doubles a step's work; a guidance-distilled
    // model (the FLUX preset) or guidance off (model.guidance_passes 1) does not. With an optimised stack
    // (no dispatch floor) one pass a step is exactly twice the images a second.
    void guidancePassesSetTheWork()
    {
        json sdxl = {{"task", "diffusion_inference"},
                     {"model", {{"preset", "sdxl"}}},
                     {"serving", {{"images_per_s", 1}}},
                     {"software", {{"optimization", "optimized"}}}};
        json once = sdxl;
        once["model"]["guidance_passes"] = 1;
        const GpuSizing two = da::sized(sdxl, "nvidia-h100-sxm");
        const GpuSizing one = da::sized(once, "nvidia-h100-sxm");
        QVERIFY(std::abs(one.work.perGpuRate / two.work.perGpuRate - 2.0) < 1e-9);
        QCOMPARE(parsedWorkload(sdxl).model.guidancePasses, 2); // the preset's
        json flux = sdxl;
        flux["model"] = {{"preset", "flux.1-dev"}};
        QCOMPARE(parsedWorkload(flux).model.guidancePasses, 1);
        // The Why writes the image's work: 50 steps × 1 pass × 6,761 GFLOPs = 338.1 TFLOP.
        once["gpu"] = {{"model", "nvidia-h100-sxm"}, {"count", 1}, {"nodes", 1}};
        const Evaluation e = evaluate(parsedWorkload(once), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[size_t(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("An image: 50 steps × 1 (")) &&
                     why.contains(QStringLiteral("= 338.1 TFLOP")),
                 qPrintable(why));
        // Elsewhere it means nothing, and 0 or 5 passes are refused.
        json training = {{"task", "diffusion_training"},
                         {"model", {{"preset", "sdxl"}, {"guidance_passes", 1}}},
                         {"training", {{"samples", 1000}}}};
        QVERIFY(da::inputError(training).contains(QStringLiteral("guidance_passes")));
        once["model"]["guidance_passes"] = 5;
        QVERIFY(da::inputError(once).contains(QStringLiteral("guidance_passes")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestDiffusionAttention, Core)
#include "tst_diffusionattention.moc"
