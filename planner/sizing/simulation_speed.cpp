// The speed the molecular-dynamics step model scales by (simulation.cpp): FP32 TFLOPS^w × memory GB/s^(1 − w)
// at the clock the card sustains, with the FP64 units in FP32's place in double precision; and OpenMM's
// mixed precision against the single precision its rates were measured in.
//
// Precision (simulation.precision). OpenMM in mixed precision (forces in single, integration and
// accumulation in double) ran 0.84× its single-precision rate: the geometric mean of nine pairs on an
// RTX 3060, 3060 Ti and 3090 with OpenMM 7.7 (openmm/openmm#2865, 2023-01-11: amber20-dhfr NVT and NPT,
// apoa1pme NPT; 0.81-0.89, the small system slower; the RTX 3090's rows fit rows). Hold-outs: ACENET
// MDBench's OpenMM 8.0 runs in mixed precision (6n4o, 239,131 atoms) on 3 A100, 3 V100 and 3 P100: 1.28,
// 1.23 and 1.71 before, 1.08, 1.04 and 1.44 after.
// Double precision computes on the FP64 units: the speed metric takes min(FP32, FP64 × 19.5 ÷ 9.7)
// in place of FP32, the reference A100's ratio, so a GPU whose FP64 runs at half its FP32 (A100,
// H100, B200, V100, P100, MI300X) keeps its speed and one at 1/64 (GeForce from Ampere on, A10, A40,
// L4, L40S, RTX PRO 6000; the CUDA programming guide's throughput table where the datasheet gives no
// FP64 figure) or 1/32 (Turing: T4, RTX 2080 Ti) is slowed by (ratio ÷ 2)^(w × exponent): × 0.24 at
// 1/64 (32^-0.41). LAMMPS-KOKKOS with a materials potential always, LAMMPS's biomolecular force field
// when asked for double (OpenMM's double is refused: no fitted rates). Closed form, not fitted: the
// KOKKOS runs on a desktop RTX 3080 (LJ at 32,000 atoms, rhodopsin) read 4.02 and 3.70 before, 2.06 and
// 1.97 after (listed: a code bound by the FP64 units slows closer to their ratio than the metric's
// exponent gives).
#include "planner/sizing/simulation_internal.h"
#include "planner/workload/precision.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::md {

namespace {

double speedOf(double fp32Tflops, double bandwidthGbs, const Assumptions &a)
{
    const double w = std::clamp(a.mdFp32Weight, 0.0, 1.0);
    return std::pow(fp32Tflops, w) * std::pow(bandwidthGbs, 1.0 - w);
}

bool onFp64Units(const MediaInput &m)
{
    return m.mdPrecision == MdPrecision::Double;
}

} // namespace

double mdReferenceSpeed(const Assumptions &a)
{
    return speedOf(kReferenceFp32Tflops, kReferenceBandwidthGbs, a);
}

// FP32 at the clock the card holds under a sustained load (the catalog's sustained_clock, a published
// reading for power-capped cards such as the 70 W T4; 1 elsewhere).
double mdFp32Tflops(const catalog::Accelerator &acc)
{
    return acc.dense.fp32.value_or(0) * acc.sustainedClock.fraction();
}

// Double precision: FP64 × the reference's FP32 ÷ FP64, at the sustained clock, capped at FP32.
double mdArithmeticTflops(const catalog::Accelerator &acc, const MediaInput &m)
{
    const double fp32 = mdFp32Tflops(acc);
    const VectorFp64 fp64 = vectorFp64(acc);
    if (!onFp64Units(m) || fp64.tflops <= 0)
        return fp32;
    return std::min(fp32, fp64.tflops * acc.sustainedClock.fraction() * kReferenceFp32Tflops /
                              kReferenceFp64Tflops);
}

double mdSpeed(const catalog::Accelerator &acc, const Assumptions &a, const MediaInput &m)
{
    const double arithmetic = mdArithmeticTflops(acc, m);
    if (arithmetic > 0)
        return speedOf(arithmetic, acc.memoryBandwidthGbs, a);
    return acc.memoryBandwidthGbs * mdReferenceSpeed(a) / kReferenceBandwidthGbs; // no FP32 figure
}

double mdPrecisionSpeed(const MediaInput &m, const Assumptions &a)
{
    return m.mdEngine == MdEngine::Openmm && m.mdPrecision == MdPrecision::Mixed ? a.mdOpenmmMixedSpeed : 1.0;
}

} // namespace gpuplanner::planner::md
