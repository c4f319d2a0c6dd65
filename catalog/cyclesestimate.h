// Cycles scores for the GPUs Blender Open Data has not measured, from the ones it has.
#pragma once

#include "catalog/types.h"

#include <vector>

namespace gpuplanner::catalog {

// Fills `cyclesEstimate` of every accelerator without a measured Cycles score (and with an FP32
// figure) from the measured ones with the same RT-core status:
//  - GPUs of its architecture measured: its FP32 TFLOPS × their median score per FP32 TFLOPS (the
//    same silicon family: clocks and SM counts move FP32 and the score together), from its own
//    market's cards where the architecture has both (GeForce cards hold their boost clock; the
//    power-capped data-centre and workstation cards score less per rated TFLOPS);
//  - else all measured GPUs: its √(FP32 TFLOPS × memory GB/s) × their median score per that unit.
// Each median counts a GPU once per uploaded run, so a one-run score weighs less than a 500-run one.
// Leave-one-out over the bundled catalog's 35 measured GPUs: the first rule lands 34 of 34 within
// 0.67–1.5× of the measurement (median |log error| 0.08; the L40S 1.37, 1.56 with GeForce siblings
// and an unweighted median), the second 30 of 35. Nothing measured: nothing set.
void estimateCyclesScores(std::vector<Accelerator> &accelerators);

} // namespace gpuplanner::catalog
