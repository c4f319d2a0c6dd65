// A call of a small batch (serving.max_batch given) of a vision model or a transformer encoder: each
// layer's kernels have too little work to fill the GPU and take at least their latency, so a call costs
// layers × that + the batch × an item's work; eager PyTorch's host issues every layer beside the GPU, and
// the slower of the two sets the pace. Without a batch the rate is a full GPU's: a server fills its calls
// and runs several at once (visioninference.cpp, encoderinference.cpp; assumptions vision_layer_*,
// encoder_layer_us_small_batch). The latencies are fitted on A100s; an under-filled kernel's time follows
// the clock, so another card's is scaled by kernel_latency_reference_mhz ÷ its boost clock (catalog
// boost_clock; kept as fitted where the catalog has none).
#pragma once

#include "catalog/types.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

#include <algorithm>
#include <QString>

namespace gpuplanner::planner {

struct SmallBatchCall
{
    int batch = 1;           // items a call
    int layers = 0;          // layers whose latency a call pays (0: none counted)
    double fittedUs = 0;     // the assumption's latency, at the reference clock
    double referenceMhz = 0; // the clock the latency was fitted at
    double clockMhz = 0;     // this card's boost clock (0: not recorded, the fitted latency kept)
    double dispatchUs = 0;   // eager PyTorch's host issuing each layer (0: not counted)
    // Each layer's kernels on this GPU: the fitted latency scaled to its clock.
    double layerUs() const { return clockMhz > 0 ? fittedUs * referenceMhz / clockMhz : fittedUs; }
    double layerSeconds() const { return layers * layerUs() * 1e-6; }
    double dispatchSeconds() const { return layers * dispatchUs * 1e-6; }
    double callSeconds(double itemSeconds) const
    {
        return std::max(dispatchSeconds(), layerSeconds() + batch * itemSeconds);
    }
    double seconds(double itemSeconds) const { return callSeconds(itemSeconds) / batch; }
    // The call's arithmetic for the GPU's Why; empty when no layer is counted.
    QString basis(double itemSeconds) const;
};

// The call the job's batch makes on `acc`: serving.max_batch items and `layers` at `fittedUs` scaled to
// the card's clock; without a batch one item and no layers (the full GPU's rate).
SmallBatchCall smallBatchCall(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                              int layers, double fittedUs, double dispatchUs);

} // namespace gpuplanner::planner
