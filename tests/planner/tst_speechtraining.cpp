// Issue 23: training a speech encoder-decoder (Whisper fine-tuning, task cv_training with a speech
// model; planner/sizing/speechtraining.cpp) against closed forms with the constants written out: every
// clip padded to the encoder's 30 s window, the decoder over the clip's transcript, Korthikanti et al.'s
// bytes over both stacks' layers and positions, and data loaders as the user states them (PyTorch's
// num_workers: 0 adds the loading time to each step).
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/sizing.h"

#include <cmath>

using namespace costtest;

namespace speechtraining_test {

json whisperSmall(json training, const char *precision = "fp16")
{
    return {{"task", "cv_training"},
            {"model", {{"preset", "whisper-small"}}},
            {"precision", precision},
            {"training", std::move(training)}};
}

GpuSizing speechSized(const json &j, const char *gpu, int count = 1)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), count, 1, Assumptions{});
}

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// whisper-small: width 768, MLP 3,072, 12 encoder and 12 decoder layers, 1,500 audio positions, a
// 51,865-token vocabulary, 244 M parameters (the README); each stack's parameters counted, then scaled
// to the stated total.
struct Small
{
    double h = 768, f = 3072, s = 1500, layers = 12;
    double encRaw = layers * (4 * h * h + 2 * h * f);
    double decRaw = layers * (8 * h * h + 2 * h * f) + 51865.0 * h;
    double k = 0.244e9 / (encRaw + decRaw);
    double enc = encRaw * k, dec = decRaw * k;
    double encoderFlops() const { return 2 * enc * s + 4 * layers * s * s * h + 4 * layers * h * h * s; }
    double decoderFlops(double tokens) const
    {
        return tokens * (2 * dec + 4 * layers * (s + tokens / 2) * h);
    }
};

} // namespace speechtraining_test

using namespace speechtraining_test;

class TestSpeechTraining : public QObject
{
    Q_OBJECT

private slots:
    // A 5 s clip is padded to 30 s: the whole encoder (about 386 GFLOPs with the cross-attention K/V),
    // and 128 × 5 ÷ 30 = 21.3 transcript tokens through the decoder. Full recomputation: 4 forward
    // passes, at 0.35 of an A100's 312 TFLOPS; activations 2 bytes × (12 × 1,500 + 12 × 21.3) layer-
    // positions × 768 per clip, the encoder layer being recomputed (34 × 1,500 × 768) and the logits for
    // the loss (21.3 tokens × 51,865 × 4 bytes), × 16 clips.
    void clipPaddedToTheWindow()
    {
        const Small m;
        const GpuSizing a = speechSized(
            whisperSmall(
                {{"samples", 1000}, {"clip_seconds", 5}, {"micro_batch", 16}, {"recompute", "full"}}),
            "nvidia-a100-80gb-sxm");
        const double tokens = 128.0 * 5 / 30;
        const double forward = m.encoderFlops() + m.decoderFlops(tokens);
        QVERIFY(std::abs(m.encoderFlops() / 1e9 - 386) < 1);
        QVERIFY(closeTo(a.work.trainingLike.forwardGflops, forward / 1e9));
        QCOMPARE(a.work.trainingLike.forwardPasses, 4.0);
        QVERIFY(closeTo(a.work.perGpuRate, 312e12 * 0.35 / (4 * forward)));
        QVERIFY(closeTo(a.memory.activationsGb,
                        ((2 * (12 * 1500 + 12 * tokens) + 34 * 1500) * 768 + tokens * 51865 * 4) * 16 / 1e9));
        QCOMPARE(a.work.unit, QStringLiteral("clip"));
        // A clip reads its stored log-mel features: 80 mel bins × 3,000 frames × 4 bytes = 0.96 MB.
        QVERIFY(closeTo(a.work.dataReadMBs, a.work.samplesPerS * 0.96));
        // The encoder's cost does not shrink with the clip: a 30 s clip costs the same encoder and 128
        // tokens, 1.1× the 5 s clip's forward, not 6×.
        const GpuSizing whole =
            speechSized(whisperSmall({{"samples", 1000}, {"micro_batch", 16}, {"recompute", "full"}}),
                        "nvidia-a100-80gb-sxm");
        QVERIFY(
            closeTo(whole.work.trainingLike.forwardGflops, (m.encoderFlops() + m.decoderFlops(128)) / 1e9));
        QVERIFY(whole.work.trainingLike.forwardGflops / a.work.trainingLike.forwardGflops < 1.15);
    }

    // Hours of audio become clips: 100 h of 5 s clips = 72,000; of whole windows, 12,000; and they set
    // the clips where samples are given too.
    void audioHoursSetTheClips()
    {
        QCOMPARE(speechSized(whisperSmall({{"audio_hours", 100}, {"clip_seconds", 5}}), "nvidia-l4")
                     .work.totalWork,
                 72000.0);
        QCOMPARE(speechSized(whisperSmall({{"audio_hours", 100}}), "nvidia-l4").work.totalWork, 12000.0);
        QCOMPARE(speechSized(whisperSmall({{"audio_hours", 100}, {"samples", 5}, {"epochs", 2}}), "nvidia-l4")
                     .work.totalWork,
                 24000.0);
    }

    // Without dataset_gb the data set is the audio: 100 h at 16 kHz 16-bit = 11.52 GB, or 72,000 clips ×
    // data.avg_file_mb 0.05 = 3.6 GB; the features the recipe stores, 72,000 × 0.96 MB = 69.12 GB, sit
    // beside it on the data disk. A given dataset_gb is kept.
    void dataSetIsTheAudio()
    {
        const Workload pcm = parsedWorkload(whisperSmall({{"audio_hours", 100}, {"clip_seconds", 5}}));
        QVERIFY(closeTo(pcm.data.datasetGb, 100.0 * 3600 * 32000 / 1e9));
        QVERIFY(pcm.data.datasetFromAudio);
        QVERIFY(closeTo(speechTrainingFeaturesGb(pcm), 72000 * 0.96 / 1000));
        json files = whisperSmall({{"audio_hours", 100}, {"clip_seconds", 5}});
        files["data"] = {{"avg_file_mb", 0.05}};
        QVERIFY(closeTo(parsedWorkload(files).data.datasetGb, 3.6));
        files["data"] = {{"dataset_gb", 40}};
        QCOMPARE(parsedWorkload(files).data.datasetGb, 40.0);
        QVERIFY(!parsedWorkload(files).data.datasetFromAudio);
        // Transcription too: 1,000 hours decoded = 115.2 GB.
        const json batch = {{"task", "batch_inference"},
                            {"model", {{"preset", "whisper-large-v3"}}},
                            {"serving", {{"audio_hours", 1000}}}};
        QVERIFY(closeTo(parsedWorkload(batch).data.datasetGb, 115.2));
        // A transcription reads its audio once: nothing is cached in RAM, and each of 3 nodes keeps its
        // third on the data disk (115.2 ÷ 3 = 38.4 GB).
        json pinned = batch;
        pinned["gpu"] = {{"model", "nvidia-l4"}, {"count", 1}, {"nodes", 3}};
        const Evaluation e =
            evaluate(parsedWorkload(pinned), Configuration{}, bundledCatalog(), Assumptions{});
        const QString ram = e.dimensions[int(DimensionId::Ram)].why.join(u'\n');
        QVERIFY2(ram.contains(QStringLiteral("dataset cache 0 GB")) &&
                     ram.contains(QStringLiteral("nothing is cached")),
                 qPrintable(ram));
        const QString storage = e.dimensions[int(DimensionId::Storage)].why.join(u'\n');
        QVERIFY2(storage.contains(QStringLiteral("115.2 GB ÷ 3 node")) &&
                     storage.contains(QStringLiteral("= 38.4 GB a node")),
                 qPrintable(storage));
    }

    // A checkpoint holds BF16 weights, FP32 master weights and Adam's two moments: 14 bytes × 1.55 B =
    // 21.7 GB for Whisper large-v3; the data disk keeps 3 of them whole (one rank writes the data-parallel
    // model), beside 900,000 clips' features (1.536 MB each) and the 230.4 GB of audio.
    void checkpointsOnTheDataDisk()
    {
        const json j = {{"task", "cv_training"},
                        {"model", {{"preset", "whisper-large-v3"}}},
                        {"precision", "bf16"},
                        {"training", {{"audio_hours", 2000}, {"clip_seconds", 8}}},
                        {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 8}, {"nodes", 2}}}};
        const Evaluation e = evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        QVERIFY(closeTo(trainingCheckpointGb(e.sizing), 14 * 1.55));
        const QString why = e.dimensions[int(DimensionId::Storage)].why.join(u'\n');
        QVERIFY2(why.contains(QStringLiteral("1382.4 GB")) &&
                     why.contains(QStringLiteral("3 checkpoints × 21.7 GB (the whole "
                                                 "model")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("Checkpoint write: 21.7 GB per node")), qPrintable(why));
    }

    // Data loaders as stated: none, and loading adds to each step, 1 ÷ (1 ÷ GPU + 1 ÷ 8.88); two workers
    // prepare 17.76 clips/s; not given, the GPU's own rate (the CPU is sized for it).
    void loaderWorkers()
    {
        const json base = {
            {"samples", 160000}, {"micro_batch", 16}, {"recompute", "full"}, {"clip_seconds", 4.4}};
        const GpuSizing free = speechSized(whisperSmall(base), "nvidia-v100-sxm2-16gb");
        const double g = free.work.perGpuRate;
        QCOMPARE(free.work.loaderWorkers, -1);
        json none = base;
        none["dataloader_workers"] = 0;
        const GpuSizing serial = speechSized(whisperSmall(none), "nvidia-v100-sxm2-16gb");
        QVERIFY(closeTo(serial.work.perGpuRate, 1 / (1 / g + 1 / 8.88)));
        QVERIFY(closeTo(serial.work.loaderFreeRate, g));
        // The README's one-V100 run: 160,000 clips in 6.32 h of training (the fit row).
        QVERIFY(std::abs(serial.work.wallHours - 6.32) < 0.01);
        json two = base;
        two["dataloader_workers"] = 2;
        QVERIFY(closeTo(speechSized(whisperSmall(two), "nvidia-v100-sxm2-16gb").work.perGpuRate,
                        std::min(g, 2 * 8.88)));
        // An image job's loaders decode 176 a core (samples_decoded_per_core); none where the GPUs decode.
        const json r50 = {{"task", "cv_training"},
                          {"model", {{"preset", "resnet-50"}}},
                          {"precision", "fp16"},
                          {"training", {{"samples", 1000}, {"dataloader_workers", 0}}}};
        const GpuSizing images = speechSized(r50, "nvidia-a100-80gb-sxm");
        QVERIFY(closeTo(images.work.perGpuRate, 1 / (1 / images.work.loaderFreeRate + 1 / 176.0)));
        json onGpus = r50;
        onGpus["data"] = {{"image_decode", "gpu"}};
        const GpuSizing gpuDecoded = speechSized(onGpus, "nvidia-a100-80gb-sxm");
        QVERIFY(closeTo(gpuDecoded.work.perGpuRate, images.work.loaderFreeRate));
    }

    // The CPU is sized for the loaders at the GPUs' rate: 8.88 clips/s a core, whatever the preprocessing.
    void cpuSizedForTheLoaders()
    {
        json j = whisperSmall({{"samples", 100000}, {"micro_batch", 16}});
        j["data"] = {{"preprocessing", "none"}};
        const Workload w = parsedWorkload(j);
        const GpuSizing s = speechSized(j, "nvidia-a100-80gb-sxm", 8);
        QVERIFY(closeTo(inputPipelineCores(w, s, Assumptions{}), s.work.samplesPerS / 8.88));
    }

    // Bad or misplaced audio fields are named; a speech model with neither samples nor hours is refused.
    void badInputNamed()
    {
        const auto error = [](const json &j) { return parseWorkload(j, bundledCatalog()).error; };
        json onVision = {{"task", "cv_training"},
                         {"model", {{"preset", "resnet-50"}}},
                         {"training", {{"samples", 10}, {"audio_hours", 5}}}};
        QVERIFY2(
            error(onVision).startsWith(QStringLiteral("training.audio_hours: applies to training a speech")),
            qPrintable(error(onVision)));
        QVERIFY(error(whisperSmall({{"audio_hours", 5}, {"clip_seconds", 45}}))
                    .startsWith(QStringLiteral("training.clip_seconds:")));
        QVERIFY(error(whisperSmall({{"epochs", 2}})).contains(QStringLiteral("audio_hours")));
        QVERIFY(error(whisperSmall({{"samples", 10}, {"dataloader_workers", -1}}))
                    .startsWith(QStringLiteral("training.dataloader_workers:")));
        // A custom encoder-decoder (decoder layers given) is a speech model and needs both stacks.
        json custom = {
            {"task", "cv_training"},
            {"model", {{"name", "asr"}, {"parameters_b", 0.1}, {"hidden", 512}, {"decoder_layers", 6}}},
            {"training", {{"samples", 10}}}};
        QVERIFY2(
            error(custom).startsWith(QStringLiteral("model.encoder_layers: is required for a custom speech")),
            qPrintable(error(custom)));
        custom["model"].update({{"encoder_layers", 6}, {"heads", 8}, {"audio_positions", 1500}});
        QVERIFY2(error(custom).isEmpty(), qPrintable(error(custom)));
        QCOMPARE(parsedWorkload(custom).model.kind, QStringLiteral("speech"));
    }

    // The work is named as done: speech-model training, not computer-vision training.
    void namedAsSpeechTraining()
    {
        QCOMPARE(taskDisplayName(parsedWorkload(whisperSmall({{"samples", 10}}))),
                 QStringLiteral("speech-model training"));
        const json r50 = {
            {"task", "cv_training"}, {"model", {{"preset", "resnet-50"}}}, {"training", {{"samples", 10}}}};
        QCOMPARE(taskDisplayName(parsedWorkload(r50)), QStringLiteral("computer-vision training"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestSpeechTraining, Core)
#include "tst_speechtraining.moc"
