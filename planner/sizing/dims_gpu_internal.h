// Shared by the GPU dimension's files: dims_gpu.cpp (the dimension and other work), dims_gpu_text.cpp
// (the configuration in words), dims_gpu_training.cpp (LLM training's arithmetic) and
// dims_gpu_serving.cpp (LLM serving layouts and their arithmetic).
#pragma once

#include "planner/sizing/dimensions.h"

#include <QString>
#include <QStringList>

namespace gpuplanner::planner::gpudims {

// A serving layout in a few words: "TP 4 × 2 replicas, batch 96".
QString layoutText(const InferenceResult &r);

// A GPU configuration in words: "3 nodes × 8 × NVIDIA H100 SXM5 80GB (24 GPUs)", a serving layout
// after it (dims_gpu_text.cpp).
QString gpuText(const GpuSizing &s, const catalog::Catalog &c);
// The figure a task's users judge a configuration by, beside its GPUs: ns/day for molecular dynamics,
// streams for video, images/s for image serving, the job's time for a job; empty for serving (its
// layout says it) and where the sizing has none.
QString judgedFigure(const GpuSizing &s, const Workload &w);

// The serving part of the GPU panel's Why: the layouts compared, the step model with its
// efficiencies, batching, time to first token and the load.
void inferenceWhy(const DimensionInputs &in, QStringList &why);

// The training part of the GPU panel's Why: strategy, FLOPs, utilization and its factors, GPU-hours.
void trainingWhy(const DimensionInputs &in, QStringList &why);

} // namespace gpuplanner::planner::gpudims
