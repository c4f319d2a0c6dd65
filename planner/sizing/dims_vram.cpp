// VRAM dimension (article 000 §2): per-GPU memory by part, the minimum and recommended capacity, and
// the arithmetic behind each figure.
#include "planner/sizing/dimensions.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

Dimension vramDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Vram;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("GB");
    const MemoryBreakdown &m = in.sizing.memory;
    const bool serving = in.sizing.inference.applies;
    // Per GPU on the minimum configuration, so that it agrees with the GPU count beside it.
    const GpuSizing &min = in.minimumSizing ? *in.minimumSizing : in.sizing;
    d.minimumValue = min.memory.perGpuTotalGb;
    // Serving engines reserve a fixed share of the GPU; training wants room for longer sequences.
    d.recommendedValue = serving ? m.perGpuTotalGb / in.assumptions.servingMemoryFraction
                                 : m.perGpuTotalGb * kTrainingMemoryHeadroom;
    d.minimum = QCoreApplication::translate("planner", "%1 GB per GPU").arg(num(d.minimumValue, 1));
    d.recommended = QCoreApplication::translate("planner", "%1 GB per GPU").arg(num(d.recommendedValue, 1));
    if (min.totalGpus() != in.sizing.totalGpus())
        d.why << QCoreApplication::translate("planner", "Minimum per GPU on the minimum configuration of %1 GPUs "
                                                        "(%2 GB); recommended per GPU on the recommended %3 GPUs.")
                     .arg(min.totalGpus())
                     .arg(num(min.memory.perGpuTotalGb, 1))
                     .arg(in.sizing.totalGpus());
    const Workload &w = in.workload;
    if (in.sizing.training.applies) {
        const TrainingResult &t = in.sizing.training;
        d.why
            << QCoreApplication::translate(
                   "planner",
                   "Model states per GPU (ZeRO stage %1 over %2 data-parallel GPUs, tensor parallel %3%4): "
                   "weights %5 GB + "
                   "gradients %6 GB + optimizer %7 GB (mixed-precision Adam: 2 + 2 + 12 bytes per parameter, "
                   "Rajbhandari et al. 2020).")
                   .arg(t.zeroStage)
                   .arg(t.dataParallel)
                   .arg(t.tensorParallel)
                   .arg(t.offload == Offload::None
                            ? QString()
                            : QCoreApplication::translate("planner", ", optimizer offloaded to host RAM"))
                   .arg(num(m.weightsGb, 2), num(m.gradientsGb, 2), num(m.optimizerGb, 2));
        if (w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full)
            d.why << QCoreApplication::translate("planner",
                                                 "%1: frozen base weights at %2 bytes per parameter, %3 "
                                                 "trainable adapter parameters (rank %4 on "
                                                 "every attention and MLP projection) with full Adam states.")
                         .arg(w.training.method == FinetuneMethod::Qlora ? QStringLiteral("QLoRA")
                                                                         : QStringLiteral("LoRA"))
                         .arg(num(w.training.method == FinetuneMethod::Qlora
                                      ? est::nf4BytesPerParam()
                                      : est::weightBytesPerParam(
                                            w.training.basePrecision.value_or(w.precision)),
                                  4),
                              sci(t.trainableParameters))
                         .arg(w.training.loraRank);
        if (w.task == Task::LlmFinetune && w.training.method == FinetuneMethod::Lora &&
            w.training.basePrecision && *w.training.basePrecision != w.precision)
            d.why << QCoreApplication::translate("planner",
                                                 "The frozen base is stored in %1 and computed in %2 (mixed "
                                                 "precision)%3.")
                         .arg(precisionId(*w.training.basePrecision).toUpper(),
                              precisionId(w.precision).toUpper(),
                              t.zeroStage >= 3
                                  ? QCoreApplication::translate("planner", "; FSDP gathers its layers "
                                                                           "in %1")
                                        .arg(precisionId(w.precision).toUpper())
                                  : QString());
        if (w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full && t.zeroStage >= 3)
            d.why << QCoreApplication::translate("planner", "ZeRO stage 3 / FSDP shards the frozen base too: "
                                                            "each GPU keeps 1/%1 of it plus the two layers it "
                                                            "has gathered (computing and prefetched)%2.")
                         .arg(t.dataParallel)
                         .arg(t.offload == Offload::OptimizerAndParams
                                  ? QCoreApplication::translate("planner", "; with parameter offload the shards "
                                                                           "live in host RAM")
                                  : QString());
        d.why << QCoreApplication::translate("planner",
                                             "Activations (Korthikanti et al. 2022, per layer s·b·h·(34 + "
                                             "5·a·s/h)/t; selective 34·s·b·h/t; full "
                                             "2·s·b·h, + 34·s·b·h/t for the layer being recomputed) with %1, "
                                             "s = %2, b = %3: %4 GB including the logits.")
                     .arg(t.recompute == Recompute::None && !w.training.attentionStoresScores
                              ? QCoreApplication::translate("planner",
                                                            "no recomputation and fused attention "
                                                            "(FlashAttention, PyTorch SDPA: the s×s "
                                                            "scores are recomputed, not stored, so "
                                                            "34·s·b·h/t)")
                              : recomputeName(t.recompute))
                     .arg(t.sequenceLength)
                     .arg(t.microBatch)
                     .arg(num(m.activationsGb, 2));
    } else if (serving) {
        const InferenceResult &r = in.sizing.inference;
        const int tp = std::max(1, r.tensorParallel);
        const int pp = std::max(1, r.pipelineParallel);
        const QString weightsIn = num(w.model.parametersB, 2);
        const QString bytesPer = num(est::weightBytesPerParam(w.precision), 4);
        const QString precision = precisionId(w.precision).toUpper();
        const int dp = std::max(1, r.attentionDataParallel);
        if (dp > 1) {
            const double dense = est::nonExpertParameters(w.model) / 1e9;
            d.why << QCoreApplication::translate(
                         "planner",
                         "Weights: attention data parallel with expert parallel %1 (DEP): each GPU holds the "
                         "%2 B parameters outside the routed experts (attention, embeddings, dense layers, "
                         "shared experts) whole and 1/%1 of the %3 B in "
                         "routed experts, × %4 bytes (%5) = %6 GB per GPU.")
                         .arg(dp)
                         .arg(num(dense, 2), num(w.model.parametersB - dense, 2), bytesPer, precision,
                              num(m.weightsGb, 2));
        } else if (pp == 1 && r.expertParallel <= 1)
            d.why << QCoreApplication::translate(
                         "planner",
                         "Weights: %1 B parameters × %2 bytes (%3) ÷ tensor parallel %4 = %5 GB per GPU.")
                         .arg(weightsIn, bytesPer, precision)
                         .arg(tp)
                         .arg(num(m.weightsGb, 2));
        else
            d.why << QCoreApplication::translate("planner",
                                                 "Weights: %1 B parameters × %2 bytes (%3) ÷ (tensor parallel %4 × "
                                                 "pipeline stages %5) = %6 GB per GPU.")
                         .arg(weightsIn, bytesPer, precision)
                         .arg(tp)
                         .arg(pp)
                         .arg(num(m.weightsGb, 2));
        if (r.expertParallel > 1 && dp == 1)
            d.why << QCoreApplication::translate("planner",
                                                 "Experts: expert parallel %1 over the replica's GPUs; each GPU "
                                                 "holds 1/%1 of every MoE layer's experts and its share of the "
                                                 "shared weights.")
                         .arg(r.expertParallel);
        // KV cache: split over the replica's GPUs, copied where tensor parallel exceeds the KV heads.
        const int kvHeads = w.model.kvLoraRank > 0 ? 1 : std::max(1, w.model.kvHeads);
        // Under DEP each GPU keeps the whole cache of its own sequences: split over the group, no copies.
        const double kvSplit =
            dp > 1 ? double(dp) : double(tp) * pp / (tp > kvHeads ? double(tp) / kvHeads : 1.0);
        const ModelSpec &model = w.model;
        const double context = double(w.serving.promptTokens) + w.serving.outputTokens;
        if (model.slidingLayers > 0 && model.slidingWindow < context) {
            // Sliding-window layers keep their window; the token count is the per-layer average, as the
            // sizing counted it (est::kvBytesForContext).
            const double tokens =
                est::kvBytesForContext(model, 1.0, context) / est::kvBytesPerToken(model, 1.0);
            d.why << QCoreApplication::translate(
                         "planner",
                         "KV cache: %1 bytes per token (2 × layers × KV heads × head dim × bytes) × "
                         "%2 tokens (%3 + %4 on %5 of %6 layers; the other %7 keep a sliding window "
                         "of %8) × batch %9 ÷ %10 = %11 GB per GPU.")
                         .arg(num(r.kvBytesPerToken, 0), num(tokens, 0))
                         .arg(w.serving.promptTokens)
                         .arg(w.serving.outputTokens)
                         .arg(model.layers - model.slidingLayers)
                         .arg(model.layers)
                         .arg(model.slidingLayers)
                         .arg(model.slidingWindow)
                         .arg(num(r.batch, 0), num(kvSplit, kvSplit == std::floor(kvSplit) ? 0 : 2),
                              num(m.kvCacheGb, 2));
        } else {
            d.why << QCoreApplication::translate("planner",
                                                 "KV cache: %1 bytes per token (2 × layers × KV heads "
                                                 "× head dim × bytes; MLA: latent + RoPE key) × "
                                                 "(%2 + %3 tokens) × batch %4 ÷ %5 = %6 GB per GPU.")
                         .arg(num(r.kvBytesPerToken, 0))
                         .arg(w.serving.promptTokens)
                         .arg(w.serving.outputTokens)
                         .arg(num(r.batch, 0))
                         .arg(num(kvSplit, kvSplit == std::floor(kvSplit) ? 0 : 2))
                         .arg(num(m.kvCacheGb, 2));
        }
        d.why << QCoreApplication::translate("planner", "The serving engine reserves %1% of GPU memory; the "
                                                        "rest of the reserve holds more KV cache.")
                     .arg(num(in.assumptions.servingMemoryFraction * 100, 0));
    } else if (w.task == Task::DiffusionTraining || w.task == Task::CvTraining) {
        trainingLikeMemoryWhy(w, m, in.sizing.work.trainingLike, in.sizing.totalGpus(), in.assumptions,
                              d.why); // traininglike.cpp
    } else {
        if (m.weightsGb > 0)
            d.why << QCoreApplication::translate("planner",
                                                 "Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU.")
                         .arg(num(m.weightsGb, 2), num(m.gradientsGb, 2), num(m.optimizerGb, 2));
        if (isMolecularDynamics(w))
            mdMemoryWhy(w, in.sizing, d.why); // simulation_why.cpp
        else if (isVisionInference(w))        // a call's batch of images (visioninference.cpp)
            d.why << visionBatchMemoryWhy(w, in.sizing, in.assumptions);
        else if (isSpeechInference(w)) // a call's batch of windows (speechinference.cpp)
            d.why << speechBatchMemoryWhy(w, in.sizing, in.assumptions);
        else if (isEncoderInference(w)) // a call's batch of sequences (encoderinference.cpp)
            d.why << encoderBatchMemoryWhy(w, in.sizing);
        else
            d.why << QCoreApplication::translate(
                         "planner",
                         "Working memory (activations, frames, scene or data set share) %1 GB per GPU.")
                         .arg(num(m.activationsGb, 2));
        if (const QString held = eagerAttentionMemoryWhy(in.sizing.work.eagerAttentionHeld); !held.isEmpty())
            d.why << held;
    }
    d.why << QCoreApplication::translate(
                 "planner", "Runtime overhead and fragmentation %1 GB; total %2 GB per GPU of %3 GB.")
                 .arg(num(m.overheadGb, 2), num(m.perGpuTotalGb, 1), num(in.accelerator.memoryGb, 0));
    d.why << QCoreApplication::translate(
                 "planner",
                 "Bandwidth %1 GB/s matters for decode, training and memory-bound science.")
                 .arg(num(in.accelerator.memoryBandwidthGbs, 0));
    return d;
}

} // namespace gpuplanner::planner
