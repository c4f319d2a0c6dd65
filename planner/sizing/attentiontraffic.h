// Eager (unfused) attention in a diffusion model: every query-key score its passes compute is written to
// memory and read back (model.attention_scores_m; assumptions eager_attention_passes for inference,
// eager_attention_passes_training forward and backward). Diffusion inference (otherwork.cpp) charges it
// per image over the steps and guidance passes, diffusion training per sample; both at the datasheet
// bandwidth, on top of the math. The Why line traces either.
#pragma once

#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::planner {

struct AttentionTraffic
{
    bool asked = false; // the workload asked for an eager attention (charged or not)
    bool training = false;
    double scoresPerPassM = 0; // model.attention_scores_m
    double passesPerStep = 1;  // model passes a step: 2 with classifier-free guidance; 1 in training
    double steps = 1;          // denoising steps an image; 1 for a training sample
    double readsAndWrites = 0; // times each score is read or written
    double bytesPerScore = 0;  // readsAndWrites × the element's bytes
    double bandwidthGbs = 0;
    double secondsPerSample = 0; // 0: not charged
    double scoresPerSample() const { return scoresPerPassM * 1e6 * passesPerStep * steps; }
};

// Inference: each image's steps × passes a step, 4 reads and writes a score (eager_attention_passes).
AttentionTraffic eagerInferenceAttention(const ModelSpec &m, double steps, double passesPerStep, Precision p,
                                         double bandwidthGbs, const Assumptions &a);
// Training: one sample forward and backward (eager_attention_passes_training), the forward's again
// under full recomputation.
AttentionTraffic eagerTrainingAttention(const ModelSpec &m, bool fullRecompute, Precision p,
                                        double bandwidthGbs, const Assumptions &a);

// Diffusion inference: what an eager attention holds at once in its largest layer, GB per GPU: the
// score-sized buffers (eager_attention_buffers) × the element's bytes × the layer's scores × the images of
// a call × the passes of a step. 0 for a fused attention or a model without the count.
struct AttentionMemory
{
    double layerScoresM = 0;
    double buffers = 0;
    double elementBytes = 0;
    double sequences = 0; // images a call × passes a step
    double gb = 0;
};
AttentionMemory eagerAttentionMemory(const ModelSpec &m, int imagesPerCall, double passesPerStep, Precision p,
                                     const Assumptions &a);
QString eagerAttentionMemoryWhy(const AttentionMemory &mem);

// The Why line of a charged traffic; for an eager attention without a count, that nothing is charged;
// empty otherwise.
QString eagerAttentionWhy(const AttentionTraffic &t, const Assumptions &a);

} // namespace gpuplanner::planner
