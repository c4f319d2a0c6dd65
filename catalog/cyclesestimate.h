// Cycles scores for the GPUs Blender Open Data has not measured, from the ones it has.
#pragma once

#include "catalog/types.h"

#include <vector>

namespace gpuplanner::catalog {

// Fills `cyclesEstimate` of every accelerator without a measured Cycles score (and with an FP32
// figure) from the measured ones with the same RT-core status:
//  - GPUs of its architecture measured: its FP32 TFLOPS × their median score per FP32 TFLOPS (the
//    same silicon family: clocks and SM counts move FP32 and the score together);
//  - else all measured GPUs: its √(FP32 TFLOPS × memory GB/s) × their median score per that unit.
// Leave-one-out over the bundled catalog's 22 measured GPUs: the first rule lands 20 of 20 within
// 0.67–1.5× of the measurement (median |log error| 0.10), the second 18 of 22 (FP32 alone 12 of 22,
// the L40S's score per TFLOPS with a fixed CUDA penalty 6 of 22). Nothing measured: nothing set.
void estimateCyclesScores(std::vector<Accelerator> &accelerators);

} // namespace gpuplanner::catalog
