// A convolutional network's memory traffic per sample: the activations its layers write (model.activations_m)
// at bytes per activation, and, for a densely connected network (DenseNet), the concatenations its layers
// read (model.concat_inputs_m) at passes per element × the element's bytes. The training path
// (computerate.cpp) and batch inference (visioninference.cpp) both charge it at the datasheet bandwidth.
#pragma once

#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::planner {

struct CnnTraffic
{
    double activationsM = 0; // millions per sample
    double bytes = 0;        // per activation
    double concatM = 0;      // concatenated elements per sample, millions (0 for other networks)
    double concatBytes = 0;  // per concatenated element
    double totalBytes() const { return (bytes * activationsM + concatBytes * concatM) * 1e6; }
    // "18 B × 6.9 million activations", with "+ 14 B × 10.55 million concatenated inputs" in
    // parentheses where the network has them.
    QString text() const;
};

enum class CnnPass
{
    Inference,
    Training
};

// The concatenations' bytes per element for this pass and stack, 16-bit elements scaled by elementBytes.
double concatBytesPerElement(CnnPass pass, bool optimized, double elementBytes, const Assumptions &a);

} // namespace gpuplanner::planner
