// The molecular-dynamics step model shared by its sizing (simulation.cpp, where each constant's
// source is written out) and its "Why these values?" lines (simulation_why.cpp).
#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner::md {

constexpr double kMsPerDay = 86400.0 * 1000.0;
constexpr double kReferenceFp32Tflops = 19.5; // A100 80GB SXM, the reference speed's GPU
constexpr double kReferenceBandwidthGbs = 2039;
constexpr double kReferenceFp64Tflops = 9.7; // its FP64 (vector, not tensor cores)

// The speed the per-atom cost falls with: FP32 TFLOPS^w × memory GB/s^(1 − w), FP32 at the clock the
// card sustains; the A100 80GB SXM's. In double precision the arithmetic term is the FP64 rate × the
// reference's FP32 ÷ FP64, at most FP32 (mdArithmeticTflops).
double mdReferenceSpeed(const Assumptions &a);
double mdFp32Tflops(const catalog::Accelerator &acc);
double mdArithmeticTflops(const catalog::Accelerator &acc, const MediaInput &m);
double mdSpeed(const catalog::Accelerator &acc, const Assumptions &a, const MediaInput &m);
// OpenMM in mixed precision against single (md_openmm_mixed_speed); 1 elsewhere.
double mdPrecisionSpeed(const MediaInput &m, const Assumptions &a);

// An engine against the OpenMM model: its speed factor and its hardware exponent.
struct EngineRate
{
    double speed = 1;
    double exponent = 0;
};
EngineRate engineRate(MdEngine e, const Assumptions &a);
// OpenMM 7.x against the model fitted on 8.x (md_openmm7_speed); 1 for 8.x and the other engines.
double openmmReleaseSpeed(const MediaInput &m, const Assumptions &a);

// GROMACS's cut-off (the one used, and its factor on the per-atom part; 1 for other engines).
double cutoffUsedNm(const MediaInput &m, const Assumptions &a);
double cutoffFactor(const MediaInput &m, const Assumptions &a);

// The working set against the last-level cache: MB, the share that spills, the per-atom factor.
double mdWorkingSetMb(const MediaInput &m, const Assumptions &a);
double mdCacheSpill(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a);
double mdCacheFactor(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a);

// The OpenMM-model step (ms) with `perAtomFactor` on the per-atom part, and with the cut-off's and
// the cache's factors; mdStepMs divides by the engine's speed factor.
double mdModelStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a,
                     double perAtomFactor);
double mdModelStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a);
double mdStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a);
double lammpsPrecisionFactor(const MediaInput &m); // 2 for LAMMPS biomolecular in double precision

// NAMD's GPU-offload mode: the cores counted per GPU and the CPU's part of a step (ms).
bool offloaded(const MediaInput &m);
double countedCoresPerGpu(double coresPerGpu, const Assumptions &a);
double mdOffloadCpuStepMs(const MediaInput &m, double coresPerGpu, const Assumptions &a);
// One GPU's step as run: GPU-resident, or the longer of the GPU's and the CPU cores' parts.
double mdRunStepMs(const MediaInput &m, const catalog::Accelerator &acc, double coresPerGpu,
                   const Assumptions &a);

// GPU memory one simulation holds where simulation.gb_per_instance is not given: atoms × bytes per atom
// by force field (simulation.cpp; a measured peak for ReaxFF, the largest published runs that fit for
// the others), and whether the figure is a measurement or such an upper bound.
struct MdMemoryRate
{
    double bytesPerAtom = 0;
    bool measured = false;
};
MdMemoryRate mdMemoryRate(const MediaInput &m);
double mdSimulationGb(const MediaInput &m);

// LAMMPS with a materials potential (LJ, ReaxFF, SNAP; KOKKOS): a step on `gpus` GPUs (ms), the
// potential's fixed time per step and its atom-steps per second on this GPU.
bool lammpsMaterials(const MediaInput &m);
struct LammpsReference
{
    double atomStepsPerS = 0; // at the reference speed (A100 80GB SXM)
    double overheadMs = 0;    // the fixed part of a step
};
LammpsReference lammpsReference(const MediaInput &m, const Assumptions &a);
double lammpsAtomStepsPerS(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a);
double lammpsStepMs(const MediaInput &m, const catalog::Accelerator &acc, int gpus, const Assumptions &a);

} // namespace gpuplanner::planner::md
