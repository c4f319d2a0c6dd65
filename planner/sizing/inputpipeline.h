// Vision and diffusion training whose images are decoded and augmented on the CPU: a CPU the plan pins
// with fewer cores than the GPUs' sample rate needs bounds the job, and the job time says so.
#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/configuration.h"
#include "planner/workload/workload.h"

#include <optional>

namespace gpuplanner::planner {

// Physical cores per node the configuration pins: the count given, else the named model's (one socket,
// as the chosen configuration counts it); empty where neither is given.
std::optional<int> pinnedCpuCores(const Configuration &cfg, const catalog::Catalog &catalog);

// Samples one loader core prepares a second: an image decoded and augmented (samples_decoded_per_core
// through PyTorch's DataLoader, samples_decoded_per_core_dali through DALI on the CPU; 0 where the GPUs
// decode), a speech model's training clip read and padded (speech_clips_per_loader_core).
double samplesPerLoaderCore(const Workload &w, const Assumptions &a);
// Cores per node that prepare samples at the GPUs' rate (samplesPerLoaderCore each; none where the GPUs
// decode).
double decodeCoresPerNode(const Workload &w, const GpuSizing &s, const Assumptions &a);
// The most physical cores a two-socket server of the catalog offers (evaluate() keeps it in w.host).
int mostServerCores(const catalog::Catalog &catalog);
// More than that, with half again as headroom: the GPUs decode (NVIDIA DALI / nvJPEG) instead (never
// where the most is unknown, 0).
bool decodeOverflows(double coresPerNode, int serverCoresMost);

// decodeCoresPerNode where the CPU prepares samples: an image task (vision or diffusion training, vision
// batch inference) with preprocessing, decoded on the CPU as stated or, where the workload does not say,
// without overflow; or a speech model's training; else 0.
double inputPipelineCores(const Workload &w, const GpuSizing &s, const Assumptions &a);

// Caps the rate at what the cores w.host pins prepare (samplesPerLoaderCore each, every node),
// recording the GPUs' own rate; the job's hours and its deadline follow. sizeOnGpu() applies it, so
// every sizing the engine ranks, searches or tries in a rule sees the rate the pinned CPU allows.
void boundByInputPipeline(const Workload &w, const Assumptions &a, GpuSizing &s);

} // namespace gpuplanner::planner
