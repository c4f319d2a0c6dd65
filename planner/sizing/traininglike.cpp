// Diffusion and vision training (issue 23): the GPU memory and the FLOPs of one training sample, for
// full training and for LoRA / QLoRA on a frozen base, with or without recomputation.
//
// - Forward passes per sample: forward + backward = 3 (Kaplan et al. 2020 §2.1); a frozen base (LoRA,
//   QLoRA) computes no weight gradients, so 2; full recomputation (gradient checkpointing) repeats the
//   forward, + 1 (Korthikanti et al. 2022 §5). est::trainingFlops counts language models the same way.
// - Activations of one sample. A model with a transformer width h (DiT, FLUX, ViT): Korthikanti et al.
//   keep 34·h bytes per layer and token in 16 bits without recomputation (a fused attention kernel keeps
//   no s×s scores) and 2·h with full recomputation; a block's linear layers do 24·h² FLOPs per token in
//   its forward pass, so tokens × layers = forward FLOPs ÷ 24·h², and the activations are 34/24 (2/24)
//   × forward FLOPs ÷ h bytes. FP32 doubles them. A UNet (no width): diffusion_activation_gb_per_sample
//   for an SDXL sample (6,761 GFLOPs forward), scaled by the forward FLOPs. A CNN:
//   vision_activation_gb_per_sample as it stands.
// - LoRA / QLoRA: the frozen base at its storage bytes (NF4 for QLoRA) and adapters of rank r with
//   full Adam states. An adapter on a d_in × d_out layer has r·(d_in + d_out) parameters; on a square
//   d × d layer that is 2·r/d of the layer, so adapters on every linear layer of width d hold 2·r/d of
//   the model (an upper bound: diffusers' and kohya's defaults adapt fewer layers). d: the model's
//   hidden width, else 1,280, the widest block of the Stable Diffusion 1.x, 2.x and XL UNets
//   (block_out_channels in their unet/config.json).
// - QLoRA expands the NF4 weights to BF16 in every pass (qlora_dequant_bytes_per_param of memory
//   traffic per parameter, per pass and micro-batch, at the datasheet bandwidth), as for language models.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

constexpr double kSdxlForwardGflops = 6761; // the SDXL sample diffusion_activation_gb_per_sample counts
constexpr double kUnetWidth = 1280;         // SD 1.x / 2.x / XL UNets' widest block

// What a DenseNet keeps of its concatenations for the backward pass, GB per sample at 16 bits: the
// concatenation (batch normalization's input) and the in-place ReLU's output (the convolution's input).
double concatSavedGbPerSample(const ModelSpec &m, const Assumptions &a)
{
    return a.concatSavedCopies * m.concatInputsM * 1e6 * 2.0 / kBytesPerGB;
}

// An attention kernel that keeps the s×s scores for the backward pass (training.attention "eager":
// PyTorch before 2.0's fused scaled_dot_product_attention, timm and DeiT of 2021-22) adds Korthikanti
// et al.'s 5·a·s bytes per token and layer (scores, softmax, dropout mask), in units of the width h as
// the 34 above: 5·a·s ÷ h. The tokens of a sample follow from the forward FLOPs: s = FLOPs ÷ (24·h²·L).
double scoresPerTokenLayer(const Workload &w, Recompute r)
{
    const ModelSpec &m = w.model;
    if (!w.training.attentionStoresScores || r == Recompute::Full || m.heads <= 0 || m.layers <= 0)
        return 0;
    const double h = m.hidden;
    const double tokens = m.gflopsPerSample * 1e9 / (24.0 * h * h * m.layers);
    return 5.0 * m.heads * tokens / h;
}

// Full recomputation keeps each layer's input, but the backward pass rebuilds one layer at a time and
// holds that layer's activations while it runs (Korthikanti et al. 2022 §4.1: the memory of one layer
// comes on top of the checkpoints): 34 bytes per token per unit of width, with the scores where the
// attention keeps them, over the widest layer's tokens (a speech model's encoder positions).
double recomputedLayerGbPerSample(const Workload &w, Recompute r)
{
    const ModelSpec &m = w.model;
    if (r != Recompute::Full || m.hidden <= 0)
        return 0;
    const double fp32 = w.precision == Precision::Fp32 ? 2.0 : 1.0;
    double tokens = 0;
    if (isSpeechTraining(w))
        tokens = speechTrainingSample(w).audioPositions;
    else if (m.layers > 0)
        tokens = m.gflopsPerSample * 1e9 / (24.0 * double(m.hidden) * m.hidden * m.layers);
    const double scores =
        w.training.attentionStoresScores && m.heads > 0 ? 5.0 * m.heads * tokens / m.hidden : 0;
    return (34.0 + scores) * m.hidden * tokens * fp32 / kBytesPerGB;
}

double checkpointedActivationGbPerSample(const Workload &w, const Assumptions &a, Recompute r)
{
    const ModelSpec &m = w.model;
    const double forwardFlops = m.gflopsPerSample * 1e9;
    const double fp32 = w.precision == Precision::Fp32 ? 2.0 : 1.0; // FP32 (and TF32) tensors: 4 bytes
    if (isSpeechTraining(w)) {
        // The layers and tokens of both stacks, counted (speechtraining.cpp); eager attention keeps
        // the encoder's scores over its positions.
        const SpeechTrainingSample s = speechTrainingSample(w);
        const double kept = r == Recompute::Full ? 2.0 : 34.0;
        const double scores = w.training.attentionStoresScores && r != Recompute::Full
                                  ? 5.0 * s.heads * s.audioPositions / s.hidden * s.encoderTokenLayers
                                  : 0.0;
        // The decoder's logits over the vocabulary for the loss, as the LLM path counts them.
        const double logits = s.tokens * double(m.vocab) * a.logitsBytesPerElement;
        return ((kept * s.tokenLayers + scores) * s.hidden * fp32 + logits) / kBytesPerGB;
    }
    if (m.hidden > 0) {
        const double perTokenLayer = (r == Recompute::Full ? 2.0 : 34.0) + scoresPerTokenLayer(w, r);
        return forwardFlops * perTokenLayer / 24.0 / m.hidden * fp32 / kBytesPerGB;
    }
    if (w.task == Task::DiffusionTraining)
        return a.diffusionActivationGbPerSample * m.gflopsPerSample / kSdxlForwardGflops * fp32;
    // A convolutional network keeps what its forward pass writes: ResNet-50's sample scaled by the
    // activations (model.activations_m, else its FLOPs at ResNet-50's activations per GFLOP), so an
    // 800-pixel detector holds 22× a 224-pixel ResNet-50, not the same.
    // A densely connected network also keeps two copies of its concatenations (assumption
    // concat_saved_copies), 16-bit elements.
    const double activations = cnnActivationsM(m, a);
    return fp32 * ((activations > 0 ? a.visionActivationGbPerSample * activations / kResnet50ActivationsM
                                    : a.visionActivationGbPerSample) +
                   concatSavedGbPerSample(m, a));
}

double activationGbPerSample(const Workload &w, const Assumptions &a, Recompute r)
{
    return checkpointedActivationGbPerSample(w, a, r) + recomputedLayerGbPerSample(w, r);
}

// The per-GPU batch of the family's reference recipes, for a workload that gives none.
int recipeBatch(const Workload &w, const Assumptions &a)
{
    double batch = a.trainingBatchConvNet;
    if (isSpeechTraining(w))
        batch = a.trainingBatchSpeech;
    else if (w.task == Task::DiffusionTraining)
        batch = w.training.method != FinetuneMethod::Full ? a.trainingBatchAdapter : a.trainingBatchDiffusion;
    else if (w.model.hidden > 0)
        batch = a.trainingBatchTransformer;
    return std::max(1, int(std::lround(batch)));
}

} // namespace

double trainingLikeAdapterParameters(const ModelSpec &m, int rank)
{
    const double width = m.hidden > 0 ? m.hidden : kUnetWidth;
    return std::min(m.parametersB * 1e9, 2.0 * rank / width * m.parametersB * 1e9);
}

MemoryBreakdown trainingLikeMemory(const est::ModelStates &states, double activationsGb, const Assumptions &a)
{
    MemoryBreakdown mem;
    mem.weightsGb = states.weights / kBytesPerGB;
    mem.gradientsGb = states.gradients / kBytesPerGB;
    mem.optimizerGb = states.optimizer / kBytesPerGB;
    mem.activationsGb = activationsGb;
    mem.overheadGb = a.runtimeOverheadGb + a.fragmentationFraction * (activationsGb + mem.gradientsGb);
    mem.perGpuTotalGb =
        mem.weightsGb + mem.gradientsGb + mem.optimizerGb + mem.activationsGb + mem.overheadGb;
    return mem;
}

TrainingLike trainingLike(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, int gpus)
{
    const ModelSpec &m = w.model;
    const TrainingInput &in = w.training;
    const double params = m.parametersB * 1e9;
    const bool lora = in.method != FinetuneMethod::Full;
    const Precision p = computePrecision(w); // QLoRA: BF16 over its 4-bit base

    TrainingLike out;
    TrainingLikeResult &t = out.result;
    est::ModelStates &states = out.states;
    t.trainableParameters = lora ? trainingLikeAdapterParameters(m, in.loraRank) : params;
    states = est::modelStates(t.trainableParameters, p, in.zeroStage.value_or(0), gpus, 1, in.offload);
    if (lora) {
        t.baseBytesPerParam = in.method == FinetuneMethod::Qlora
                                  ? est::nf4BytesPerParam()
                                  : est::weightBytesPerParam(in.basePrecision.value_or(p));
        const bool sharded = in.zeroStage.value_or(0) >= 3 && gpus > 1;
        states.weights += params * t.baseBytesPerParam / (sharded ? gpus : 1);
    }
    // An exponential moving average of the trained weights (training.ema: DiT's and diffusers' EMAModel)
    // is a whole FP32 copy on every GPU, in the checkpoint too.
    if (in.ema) {
        t.emaGb = kEmaBytesPerParameter * t.trainableParameters / kBytesPerGB;
        states.weights += t.emaGb * kBytesPerGB;
    }
    // The per-GPU batch: as given, else the family's recipe batch (recipeBatch).
    t.microBatchGiven = in.microBatchGiven;
    t.recipeMicroBatch = in.microBatchGiven ? 0 : recipeBatch(w, a);
    t.microBatch = in.microBatchGiven ? std::max(1, in.microBatch) : t.recipeMicroBatch;
    // A global batch (samples per optimizer step over all GPUs) holds each GPU to its share of it.
    if (const int share = in.globalBatch / std::max(1, gpus); in.globalBatch > 0 && t.microBatch > share) {
        t.microBatch = std::max(1, share);
        t.microBatchFromGlobal = true;
    }
    const auto perGpuGb = [&](Recompute r, int batch) {
        return trainingLikeMemory(states, activationGbPerSample(w, a, r) * batch, a).perGpuTotalGb;
    };
    // Given, the recomputation asked for; else none where it fits and full where only that fits (a
    // width-less model's activations are one estimate, counted without recomputation).
    t.recomputeGiven = in.recompute.has_value();
    t.recompute = in.recompute.value_or(Recompute::None);
    if (!t.recomputeGiven && m.hidden > 0 && perGpuGb(Recompute::None, t.microBatch) > acc.memoryGb)
        t.recompute = Recompute::Full;
    // A recipe batch that does not fit with the recommendation's headroom is halved, as a practitioner
    // would, down to one sample; a given batch stays, and the memory says whether it fits.
    while (!t.microBatchGiven && t.microBatch > 1 &&
           perGpuGb(t.recompute, t.microBatch) * kTrainingMemoryHeadroom > acc.memoryGb)
        t.microBatch /= 2;
    t.activationGbPerSample = activationGbPerSample(w, a, t.recompute);
    t.forwardGflops = isSpeechTraining(w) ? speechTrainingSample(w).forwardGflops() : m.gflopsPerSample;
    t.forwardPasses = (lora ? 2.0 : 3.0) + (t.recompute == Recompute::Full ? 1.0 : 0.0);
    // QLoRA expands its NF4 base in every pass over it, once per micro-batch.
    if (in.method == FinetuneMethod::Qlora && acc.memoryBandwidthGbs > 0)
        t.dequantSecondsPerSample = t.forwardPasses * params * a.qloraDequantBytesPerParam /
                                    (acc.memoryBandwidthGbs * 1e9) / t.microBatch;
    return out;
}

// The "Why these values?" lines: what a sample costs and the memory of one GPU.
void trainingLikeWorkWhy(const Workload &w, const catalog::Accelerator &acc, const WorkResult &r,
                         const Assumptions &a, QStringList &why)
{
    const TrainingLikeResult &t = r.trainingLike;
    if (t.forwardPasses <= 0)
        return;
    const QString passes =
        w.training.method != FinetuneMethod::Full
            ? QCoreApplication::translate("planner", "forward and backward without weight gradients "
                                                     "(the base is frozen: 2)")
            : QCoreApplication::translate("planner", "forward and backward (the backward pass costs two "
                                                     "forwards, Kaplan et al. 2020: 3)");
    QString recompute;
    if (t.recompute == Recompute::Full)
        recompute =
            t.recomputeGiven
                ? QCoreApplication::translate("planner", ", + 1 recomputed (full recomputation, as given)")
                : QCoreApplication::translate("planner",
                                              ", + 1 recomputed (full recomputation: without it the "
                                              "activations do not fit)");
    why << QCoreApplication::translate("planner",
                                       "A training sample costs %1 forward passes of %2 GFLOPs = %3 "
                                       "GFLOPs: %4%5.")
               .arg(num(t.forwardPasses, 0), num(t.forwardGflops, 1),
                    num(t.forwardPasses * t.forwardGflops, 1), passes, recompute);
    if (isSpeechTraining(w))
        why << speechTrainingSampleWhy(w);
    if (t.dequantSecondsPerSample > 0)
        why << QCoreApplication::translate(
                   "planner",
                   "QLoRA expands its NF4 base to BF16 in each of %1 passes: %2 B parameters × %3 bytes "
                   "(fitted on torchtune's QLoRA) ÷ %4 GB/s ÷ micro-batch %5 = %6 s per sample, on top of "
                   "the math.")
                   .arg(num(t.forwardPasses, 0))
                   .arg(num(w.model.parametersB, 2), num(a.qloraDequantBytesPerParam, 1),
                        num(acc.memoryBandwidthGbs, 0))
                   .arg(t.microBatch)
                   .arg(num(t.dequantSecondsPerSample, 3));
}

namespace {

// Where a batch nobody gave comes from, and what halving it to fit costs.
QString microBatchWhy(const Workload &w, const TrainingLikeResult &t, double capacityGb)
{
    QString recipe;
    if (isSpeechTraining(w))
        recipe = QCoreApplication::translate("planner", "speech models (Hugging Face's Whisper fine-tuning "
                                                        "guide)");
    else if (w.task == Task::DiffusionTraining && w.training.method != FinetuneMethod::Full)
        recipe =
            QCoreApplication::translate("planner", "LoRA of diffusion models (Hugging Face's FLUX.1 QLoRA "
                                                   "guide)");
    else if (w.task == Task::DiffusionTraining)
        recipe = QCoreApplication::translate("planner", "diffusion training (MLPerf Stable Diffusion v2, "
                                                        "MosaicML SD2)");
    else if (w.model.hidden > 0)
        recipe = QCoreApplication::translate("planner", "vision transformers (NVIDIA NeMo's ViT)");
    else
        recipe =
            QCoreApplication::translate("planner", "convolutional networks (NVIDIA DeepLearningExamples' "
                                                   "ResNet-50 with AMP)");
    QString line = QCoreApplication::translate(
                       "planner", "Micro-batch: none given, so the reference recipes' %1 per GPU "
                                  "for %2.")
                       .arg(t.recipeMicroBatch)
                       .arg(recipe);
    if (t.microBatch < t.recipeMicroBatch)
        line += QLatin1Char(' ') +
                QCoreApplication::translate("planner",
                                            "Halved to %1 so that it fits in %2 GB with the recommendation's "
                                            "%3% headroom; so small a batch may keep the GPU less busy than "
                                            "the rate assumes.")
                    .arg(t.microBatch)
                    .arg(num(capacityGb, 0), num((kTrainingMemoryHeadroom - 1) * 100, 0));
    return line;
}

} // namespace

void trainingLikeMemoryWhy(const Workload &w, const MemoryBreakdown &m, const TrainingLikeResult &t, int gpus,
                           const Assumptions &a, QStringList &why)
{
    const ModelSpec &model = w.model;
    why << QCoreApplication::translate("planner", "Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU "
                                                  "(mixed-precision Adam: 2 + 2 + 12 bytes per trainable "
                                                  "parameter, Rajbhandari et al. 2020).")
               .arg(num(m.weightsGb, 2), num(m.gradientsGb, 2), num(m.optimizerGb, 2));
    if (t.emaGb > 0)
        why << QCoreApplication::translate("planner",
                                           "The weights hold an EMA copy (training.ema): %1 trainable "
                                           "parameters × 4 bytes in FP32 = %2 GB on every GPU, and "
                                           "in each checkpoint.")
                   .arg(sci(t.trainableParameters), num(t.emaGb, 2));
    if (w.training.method != FinetuneMethod::Full)
        why << QCoreApplication::translate(
                   "planner",
                   "%1 rank %2: the frozen base, %3 B parameters × %4 bytes, is in the weights; %5 adapter "
                   "parameters = 2 × %2 ÷ width %6 of the model (adapters on every linear layer; an upper "
                   "bound, trainers' defaults adapt fewer) carry the gradients and Adam states.")
                   .arg(w.training.method == FinetuneMethod::Qlora ? QStringLiteral("QLoRA")
                                                                   : QStringLiteral("LoRA"))
                   .arg(w.training.loraRank)
                   .arg(num(model.parametersB, 2), num(t.baseBytesPerParam, 4), sci(t.trainableParameters))
                   .arg(model.hidden > 0 ? model.hidden : int(kUnetWidth));
    const QString fp32 =
        w.precision == Precision::Fp32 ? QCoreApplication::translate("planner", ", × 2 in FP32") : QString();
    QString basis;
    if (isSpeechTraining(w)) {
        const SpeechTrainingSample sample = speechTrainingSample(w);
        const bool full = t.recompute == Recompute::Full;
        const bool scores = w.training.attentionStoresScores && !full;
        basis =
            QCoreApplication::translate("planner",
                                        "%1 bytes per layer and token per unit of width (Korthikanti "
                                        "et al. 2022, %2) × (%3 encoder layer-positions + %4 decoder "
                                        "layer-tokens) × width %5%6%7, + the logits for the loss, %8 "
                                        "tokens × %9 vocabulary × %10 bytes")
                .arg(full ? QStringLiteral("2") : QStringLiteral("34"),
                     full ? QCoreApplication::translate("planner", "full recomputation keeps each layer's "
                                                                   "input")
                          : QCoreApplication::translate("planner", "no recomputation"),
                     num(sample.encoderTokenLayers, 0),
                     num(sample.tokenLayers - sample.encoderTokenLayers, 0))
                .arg(int(sample.hidden))
                .arg(scores ? QCoreApplication::translate("planner",
                                                          ", + eager attention's scores, 5 × %1 heads × %2 "
                                                          "positions per encoder layer-position")
                                  .arg(int(sample.heads))
                                  .arg(int(sample.audioPositions))
                            : QString(),
                     fp32, num(sample.tokens, 0))
                .arg(model.vocab)
                .arg(num(a.logitsBytesPerElement, 0));
    } else if (model.hidden > 0) {
        const double scores = scoresPerTokenLayer(w, t.recompute);
        const double perTokenLayer = (t.recompute == Recompute::Full ? 2.0 : 34.0) + scores;
        const QString bytes =
            scores > 0 ? QStringLiteral("34 + 5 × %1 × %2 ÷ %3 = %4")
                             .arg(model.heads)
                             .arg(num(model.gflopsPerSample * 1e9 /
                                          (24.0 * double(model.hidden) * model.hidden * model.layers),
                                      0))
                             .arg(model.hidden)
                             .arg(num(perTokenLayer, 1))
                       : num(perTokenLayer, 0);
        QString kept;
        if (t.recompute == Recompute::Full)
            kept = QCoreApplication::translate("planner", "full recomputation keeps each layer's input");
        else if (scores > 0)
            kept =
                QCoreApplication::translate("planner", "no recomputation; eager attention keeps the scores, "
                                                       "5 × heads × tokens ÷ width more");
        else
            kept = QCoreApplication::translate("planner", "no recomputation, fused attention");
        basis =
            QCoreApplication::translate(
                "planner", "%1 bytes per layer and token per unit of width (Korthikanti et al. 2022, %2), "
                           "and the forward's linear layers do 24 × width² FLOPs per token and layer: "
                           "%3 ÷ 24 × %4 GFLOPs ÷ width %5%6")
                .arg(bytes, kept, num(perTokenLayer, 1), num(model.gflopsPerSample, 1))
                .arg(model.hidden)
                .arg(fp32);
    } else if (w.task == Task::DiffusionTraining) {
        basis = QCoreApplication::translate("planner",
                                            "%1 GB for an SDXL sample (6,761 GFLOPs forward, with gradient "
                                            "checkpointing; an estimate) × %2 ÷ 6,761 GFLOPs%3")
                    .arg(num(a.diffusionActivationGbPerSample, 2), num(model.gflopsPerSample, 1), fp32);
    } else {
        const double activations = cnnActivationsM(model, a);
        basis =
            QCoreApplication::translate("planner",
                                        "%1 GB for a ResNet-50 sample at 224×224 with mixed precision "
                                        "(fitted on timm's largest batches in 24 GB: ResNet-50 512 fits, "
                                        "ResNet-152 256 does not) × %2 M activations ÷ ResNet-50's %3 M%4%5")
                .arg(num(a.visionActivationGbPerSample, 4), num(activations, 2),
                     num(kResnet50ActivationsM, 2),
                     model.concatInputsM > 0
                         ? QCoreApplication::translate("planner", " = %1 GB, + %2 copies × %3 million "
                                                                  "concatenated inputs of the dense blocks × "
                                                                  "2 B = %4 GB")
                               .arg(num(a.visionActivationGbPerSample * activations / kResnet50ActivationsM,
                                        4),
                                    num(a.concatSavedCopies, 0), num(model.concatInputsM, 2),
                                    num(concatSavedGbPerSample(model, a), 4))
                         : QString(),
                     fp32);
    }
    if (const double layer = recomputedLayerGbPerSample(w, t.recompute); layer > 0)
        basis +=
            QCoreApplication::translate("planner", "; + %1 GB for the layer the backward pass recomputes "
                                                   "(34 bytes per token per unit of width, one layer)")
                .arg(num(layer, layer < 0.1 ? 4 : 3));
    why << QCoreApplication::translate("planner",
                                       "Activations %1 GB per sample (%2) × micro-batch %3 = %4 GB "
                                       "per GPU.")
               .arg(num(t.activationGbPerSample, t.activationGbPerSample < 0.1 ? 4 : 3), basis)
               .arg(t.microBatch)
               .arg(num(m.activationsGb, 2));
    if (t.microBatchFromGlobal)
        why << QCoreApplication::translate("planner", "Micro-batch %1: the global batch's share, %2 samples "
                                                      "÷ %3 GPUs.")
                   .arg(t.microBatch)
                   .arg(w.training.globalBatch)
                   .arg(gpus);
    else if (!t.microBatchGiven)
        why << microBatchWhy(w, t, m.capacityGb);
}

} // namespace gpuplanner::planner
