// Shared by the GPU dimension's files: dims_gpu.cpp (the dimension and other work), dims_gpu_training.cpp
// (LLM training's arithmetic) and dims_gpu_serving.cpp (LLM serving layouts and their arithmetic).
#pragma once

#include "planner/sizing/dimensions.h"

#include <QString>
#include <QStringList>

namespace gpuplanner::planner::gpudims {

// A serving layout in a few words: "TP 4 × 2 replicas, batch 96".
QString layoutText(const InferenceResult &r);

// The serving part of the GPU panel's Why: the layouts compared, the step model with its
// efficiencies, batching, time to first token and the load.
void inferenceWhy(const DimensionInputs &in, QStringList &why);

// The training part of the GPU panel's Why: strategy, FLOPs, utilization and its factors, GPU-hours.
void trainingWhy(const DimensionInputs &in, QStringList &why);

} // namespace gpuplanner::planner::gpudims
