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

// Cores per node that decode and augment at the GPUs' rate (samples_decoded_per_core each).
double decodeCoresPerNode(const GpuSizing &s, const Assumptions &a);
// More than any two-socket server in the catalog offers, with half again as headroom: the GPUs decode
// (NVIDIA DALI / nvJPEG) instead.
bool decodeOverflows(double coresPerNode, const catalog::Catalog &catalog);

// decodeCoresPerNode where the CPU decodes: an image training task with preprocessing, and no overflow;
// else 0.
double inputPipelineCores(const Workload &w, const GpuSizing &s, const catalog::Catalog &catalog,
                          const Assumptions &a);

// Caps the training rate at what the cores w.host pins decode (samples_decoded_per_core each, every
// node), recording the GPUs' own rate; the job's hours, its reference cost and its deadline follow.
// Every sizing the engine ranks or searches passes through it (recommend.cpp), so a GPU is compared at
// the rate the pinned CPU lets it reach. Applying it twice changes nothing.
void boundByInputPipeline(const Workload &w, const catalog::Catalog &catalog, const Assumptions &a,
                          GpuSizing &s);

} // namespace gpuplanner::planner
