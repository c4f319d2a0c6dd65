#include "planner/sizing/attentiontraffic.h"

#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

AttentionTraffic charged(AttentionTraffic t, double readsAndWrites, Precision p)
{
    t.asked = true;
    if (t.scoresPerPassM <= 0 || t.bandwidthGbs <= 0)
        return t;
    t.readsAndWrites = readsAndWrites;
    t.bytesPerScore = readsAndWrites * (p == Precision::Fp32 ? 4.0 : 2.0);
    t.secondsPerSample = t.scoresPerSample() * t.bytesPerScore / (t.bandwidthGbs * kBytesPerGB);
    return t;
}

} // namespace

AttentionTraffic eagerInferenceAttention(const ModelSpec &m, double steps, double passesPerStep, Precision p,
                                         double bandwidthGbs, const Assumptions &a)
{
    AttentionTraffic t;
    t.scoresPerPassM = m.attentionScoresM;
    t.steps = steps;
    t.passesPerStep = passesPerStep;
    t.bandwidthGbs = bandwidthGbs;
    return charged(t, a.eagerAttentionPasses, p);
}

AttentionTraffic eagerTrainingAttention(const ModelSpec &m, bool fullRecompute, Precision p,
                                        double bandwidthGbs, const Assumptions &a)
{
    AttentionTraffic t;
    t.training = true;
    t.scoresPerPassM = m.attentionScoresM;
    t.bandwidthGbs = bandwidthGbs;
    return charged(t, a.eagerAttentionPassesTraining + (fullRecompute ? a.eagerAttentionPasses : 0.0), p);
}

AttentionMemory eagerAttentionMemory(const ModelSpec &m, int imagesPerCall, double passesPerStep, Precision p,
                                     const Assumptions &a)
{
    AttentionMemory mem;
    if (m.attentionLayerScoresM <= 0)
        return mem;
    mem.layerScoresM = m.attentionLayerScoresM;
    mem.buffers = a.eagerAttentionBuffers;
    mem.elementBytes = p == Precision::Fp32 ? 4.0 : 2.0;
    mem.sequences = std::max(1, imagesPerCall) * passesPerStep;
    mem.gb = mem.buffers * mem.elementBytes * mem.layerScoresM * 1e6 * mem.sequences / kBytesPerGB;
    return mem;
}

QString eagerAttentionMemoryWhy(const AttentionMemory &mem)
{
    if (mem.gb <= 0)
        return QString();
    return QCoreApplication::translate(
               "planner",
               "Eager attention holds %1 buffers of its largest layer's scores at once (torch.baddbmm's "
               "empty input, the scores, the probabilities): %1 × %2 B × %3 million × %4 sequences (the "
               "images of a call × the passes of a step) = %5 GB per GPU.")
        .arg(num(mem.buffers, 0), num(mem.elementBytes, 0), num(mem.layerScoresM, 2), num(mem.sequences, 0),
             num(mem.gb, 2));
}

QString eagerAttentionWhy(const AttentionTraffic &t, const Assumptions &a)
{
    if (t.secondsPerSample <= 0)
        return t.asked ? QCoreApplication::translate(
                             "planner", "Eager attention is not charged: the model gives no count of its "
                                        "attention scores (model.attention_scores_m; Stable Diffusion 1.x "
                                        "at 512×512 computes 732.28 million a pass).")
                       : QString();
    if (t.training) {
        const double recomputed = t.readsAndWrites - a.eagerAttentionPassesTraining;
        return QCoreApplication::translate(
                   "planner",
                   "Eager attention: %1 million scores a training sample, each read or written %2 "
                   "times in memory (the forward's %3, the backward's %4%5), %6 B a score ÷ %7 GB/s = "
                   "%8 s a sample on top of the math.")
            .arg(num(t.scoresPerPassM, 2), num(t.readsAndWrites, 0), num(a.eagerAttentionPasses, 0),
                 num(a.eagerAttentionPassesTraining - a.eagerAttentionPasses, 0),
                 recomputed > 0 ? QCoreApplication::translate("planner", ", the recomputed forward's %1")
                                      .arg(num(recomputed, 0))
                                : QString(),
                 num(t.bytesPerScore, 0), num(t.bandwidthGbs, 0), num(t.secondsPerSample, 4));
    }
    return QCoreApplication::translate(
               "planner",
               "Eager attention: %1 scores an image (%2 million a pass × %3 passes a step × %4 steps), "
               "each written to memory and read back, %5 B a score (QKᵀ writes it, the softmax reads "
               "it and writes the probability, P·V reads that) ÷ %6 GB/s = %7 s an image on top of the "
               "math. FlashAttention, PyTorch SDPA or xformers keep the scores on chip.")
        .arg(sci(t.scoresPerSample()), num(t.scoresPerPassM, 2), num(t.passesPerStep, 0), num(t.steps, 0))
        .arg(num(t.bytesPerScore, 0), num(t.bandwidthGbs, 0), num(t.secondsPerSample, 4));
}

} // namespace gpuplanner::planner
