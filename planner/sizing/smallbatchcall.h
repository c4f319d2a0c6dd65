// A call of a small batch (serving.max_batch given) of a vision model or a transformer encoder: each
// layer's kernels have too little work to fill the GPU and take at least their latency, so a call costs
// layers × that + the batch × an item's work; eager PyTorch's host issues every layer beside the GPU, and
// the slower of the two sets the pace. Without a batch the rate is a full GPU's: a server fills its calls
// and runs several at once (visioninference.cpp, encoderinference.cpp; assumptions vision_layer_*,
// encoder_layer_us_small_batch).
#pragma once

#include "planner/workload/workload.h"

#include <algorithm>
#include <QString>

namespace gpuplanner::planner {

struct SmallBatchCall
{
    int batch = 1;         // items a call
    int layers = 0;        // layers whose latency a call pays (0: none counted)
    double layerUs = 0;    // each layer's kernels on the GPU
    double dispatchUs = 0; // eager PyTorch's host issuing each layer (0: not counted)
    double layerSeconds() const { return layers * layerUs * 1e-6; }
    double dispatchSeconds() const { return layers * dispatchUs * 1e-6; }
    double callSeconds(double itemSeconds) const
    {
        return std::max(dispatchSeconds(), layerSeconds() + batch * itemSeconds);
    }
    double seconds(double itemSeconds) const { return callSeconds(itemSeconds) / batch; }
    // The call's arithmetic for the GPU's Why; empty when no layer is counted.
    QString basis(double itemSeconds) const;
};

// The call the job's batch makes: serving.max_batch items and `layers` at their latency; without a
// batch one item and no layers (the full GPU's rate).
SmallBatchCall smallBatchCall(const Workload &w, int layers, double layerUs, double dispatchUs);

} // namespace gpuplanner::planner
