// Molecular dynamics (issue 23): a user gives the engine, the atoms and the ns/day they need (and/or
// the ns to simulate); the engine answers ns/day per simulation, the GPUs per simulation and the job
// time.
//
// Model: one MD step costs a fixed overhead (kernel launches, neighbour-list and PME bookkeeping)
// plus a cost per atom that falls with the GPU's speed, taken as FP32 TFLOPS^w × memory GB/s^(1 − w)
// (the non-bonded kernels are compute-bound, PME and integration bandwidth-bound; w = 2/3, below):
//   step ms = mdStepOverheadMs
//             + mdStepMsPerMillionAtoms × atoms/1e6 × (mdReferenceSpeed ÷ speed)^mdHardwareExponent
//   ns/day  = 86,400,000 ms ÷ step ms × time step (fs) × 1e-6 × gain
// where gain, on the GPUs of one simulation, is gpus^mdMultiGpuExponent (OpenMM, AMBER, LAMMPS) or
// 1 ÷ (1/gpus + mdGromacsCommAtoms ÷ (atoms × cut-off factor)) (GROMACS, below).
// Fitted (least squares on log ns/day) on OpenMM 8.x PME, 4 fs, single precision, never on the
// hold-out rows of tests/data/fidelity/measurements.json:
//   A100: DHFR 23,558 atoms 1,297 ns/day (752.5 on an M5 Max = 58% of A100), ApoA1 92,224 atoms 481
//   (231.1 = 48%), cellulose 408,609 atoms 131.85, STMV 1,067,095 atoms 46.05 (openmm.org/benchmarks,
//   OpenMM 8.4, as tabulated in a public note); cellulose 135.36 (openmm/openmm#4792, fit row);
//   H100 cellulose 216.98 and B200 STMV 116.91 (openmm.org/benchmarks 8.4); H200 STMV 84
//   (openmm/openmm#4910, fit row).
//   → overhead 0.115 ms, 6.4 ms per million atoms on the A100 80GB SXM, exponent 0.62, at first with
//   the speed √(FP32 × GB/s). OpenMM 8.4's whole table (openmm-org data/benchmarks.json @c883d4b:
//   RTX 5070 Ti, RTX 4080, RTX 6000 Ada, RTX PRO 6000, L40, L40S, H100, H200, B200 against the A100,
//   STMV and cellulose) read the GDDR cards 0.70–0.93 of their per-atom speed with that metric and the
//   HBM cards 0.96–1.10; least squares on log speed gives FP32^0.40 × GB/s^0.20, so w = 2/3 at the
//   same exponent (rms log error 0.20 → 0.115; the A100 is the reference either way). E.g. A100 cellulose:
//   0.115 + 6.4 × 0.4086 = 2.73 ms → 31.6 M steps a day × 4 fs = 126.5 ns/day (measured 131.85–135.36).
//   Several GPUs: 4 × A100 reach 240.3 ns/day on cellulose against 135.36 on one (openmm#4792, fit
//   row): 240.3 ÷ 135.36 = 1.775 = 4^0.414.
// Cache: the per-atom part × (1 + 0.9 × spill), spill = 1 − the GPU's last-level cache ÷ (atoms × 40
// bytes), 0 where the working set fits (catalog last_level_cache; no spill where it is not recorded).
// OpenMM's own tables showed every GPU with a 4–6 MB cache running large systems slower than its speed
// gives, and small ones as it gives: OpenMM 7.7's table (openmm-org data/benchmarks.json @ce96174,
// one software version: Titan V 4.5 MB, V100 6, RTX 2080 Ti 5.5, A10 6, A40 6 against the A100's 40,
// on DHFR 23,558 atoms, ApoA1 92,224, cellulose 408,609, STMV 1,067,095) read the small-cache cards
// 1.0 × the A100 on DHFR and 1.3–2.2 × on cellulose and STMV. The two constants were fitted on those
// 20 ratios (each GPU over the same table's A100, which takes the table's older software out; fit rows)
// together with the 23 MD fit rows below: sum of squared logs 3.77 → 1.19. The T4 also computes at
// its sustained clock (catalog sustained_clock: 900 of 1,590 MHz at 70 W). On the 97 MD hold-outs
// (47 of OpenMM's 7.4, 7.5, 8.0 and 8.4 tables among them) the sum of squared logs fell 11.85 → 6.35,
// 83 → 86 in band; cellulose on an AWS T4 2.90 → 1.38, STMV on a V100 1.93 → 1.09, the MDBench P100
// rows 2.33–3.03 → 1.80–2.02. GA102 cards (A10, A40) stay 1.2–1.3× the same table's A100 on large
// systems (the A10 on STMV listed).
// Precision (simulation.precision; OpenMM mixed, double on the FP64 units): simulation_speed.cpp.
// OpenMM release (simulation.openmm_version "7"): OpenMM 7.x ran 0.82× the model fitted on 8.x: the
// geometric mean of OpenMM 7.7's own table on the A100 (fit rows: DHFR 0.89, ApoA1 0.87, cellulose
// 0.83, STMV 0.69). Hold-outs of 7.x (OpenMM 7.5 on AWS T4, V100 and A100, 7.4 on a Titan V, 7.7 on
// 2–4 A100): 0.85–1.46, the T4 on ApoA1 1.78 → 1.46 and FactorIX 1.50 → 1.23.
// Engines: AMBER, GROMACS and NAMD 3 against that OpenMM model, from published runs of theirs on V100,
// A100, H100 and MI250X (tests/data/fidelity/measurements.json, sm-amber-*, sm-gromacs-*, sm-namd3*;
// the fit rows only), re-centred with the cache term: AMBER pmemd.cuda ns/day = 1.29 × the model at the
// same exponent (the fit rows' geometric mean: A100 1.38, V100 PCIe 1.24, H100 1.20, V100 cellulose
// 1.36; 1.08 before the cache term, whose V100 rows spill); GROMACS GPU-resident = 1.13 × the model
// with exponent 0.9 and the per-atom cost × (cut-off ÷ 1.0 nm)^0.95 (before the cache term 1.02 and
// exponent 1.0: part of GROMACS's 3.6× from a V100 to an H100 was the V100's 6 MB cache); the grid
// over 0.62–1.0 put the exponent at 0.9. Its rows run slower per atom the longer their cut-off (0.74
// at 0.8 nm, 0.87 at 0.9, 1.17 at 1.2 with the cut-off left out): exponent 0.95, fitted on the six
// one-GPU GROMACS fit rows before the cache term.
// NAMD 3 GPU-resident = 0.77 × the model at OpenMM's exponent: the geometric mean of its four one-GPU
// fit rows (ACENET MDBench, 6n4o, 239,131 atoms, 1 fs, 8 Å): H100 SXM 0.73 (3.0.1), H100 NVL 0.70
// (3.0), A100 0.84 and V100 PCIe 0.82 (3.0b3). NAMD 3.0 alpha builds on Turing/Pascal run 1.7–1.8×
// slower (hold-outs, listed); the trace says so.
// NAMD in GPU-offload mode (NAMD 2.x; simulation.mode "gpu_offload"): the CPU cores integrate and
// compute bonded forces while the GPU computes the non-bonded ones, so
//   step ms = max(the GPU-resident step above, atoms × mdNamdOffloadUsPerAtomCore × 1e-3 ÷ cores per GPU)
// with at most mdOffloadMaxCoresPerGpu cores per GPU counted, × n^0.414 on n GPUs. 0.532 µs: the
// geometric mean of three one-GPU NAMD 2.14 multicore runs of 239,131 atoms at 1 fs (ACENET MDBench,
// fit rows): A100 + 8 EPYC 7413 cores 7.63 ns/day (8 × 86.4 ms ÷ 7.63 ÷ 239,131 = 0.379 µs), V100 SXM2
// + 8 Xeon Silver 4216 4.54 (0.637), P100 + 6 Xeon E5-2650 3.47 (0.624). Hold-outs: A100 + 12 cores,
// V100 PCIe + 10, RTX 2080 Ti + 18 (Puget, ApoA1 and STMV) 0.94–1.10; 2–4 V100 and P100 at the same
// cores per GPU 0.97–1.13. A sum of the two parts fits worse: on the four offload rows held before,
// the per-core constant a sum needs spreads 0.30–0.46 µs, the max's 0.50–0.59.
// LAMMPS with a biomolecular force field (CHARMM, PPPM, SHAKE: the rhodopsin benchmark) spends a
// fixed part of each step on bonds, constraints and its CPU ranks, and the rest scales as the OpenMM
// model of the same system and GPU:
//   step ms = mdLammpsBioFixedMs + mdLammpsBioModelMultiple × OpenMM-model step (cache term included),
// least squares on log step time over three V100 SXM2 runs with the GPU package in mixed precision
// (francesco-peverelli/lammps-benchmarks, LAMMPS 7 Jan 2022; fit rows): 32,000 atoms 6.90 ms on 6
// ranks, 256,000 atoms 24.5 ms and 2,048,000 atoms 169.3 ms on 16 (model 0.380, 3.03, 31.2 ms) →
// 4.96 ms + 5.67 ×; the runs read 0.97, 1.11, 0.93. Hold-outs: the same package in double precision
// at 32,000 atoms 1.15; an RTX 3080 with the GPU package 0.94–1.27; KOKKOS in double precision 1.17
// at 32,000 atoms and 2.3–2.4× slower at 256,000 and 2 million, 4.7× on the RTX 3080 (listed: the
// package and its precision are not inputs). With a materials potential
// (simulation.potential lj, reaxff, snap; KOKKOS in double precision) a step is
//   step ms = fixed part + atoms ÷ (GPUs × rate on an A100 × (speed ÷ A100's)^0.62) × 1000,
// each GPU stepping its share of the atoms (domain decomposition; no communication term). Johansson
// et al. 2025, "LAMMPS-KOKKOS: Performance Portable Molecular Dynamics Across Exascale Architectures"
// (P3HPC; raw logs at github.com/megmcca/p3hpc_ad_lmp-kk): one A100 40GB (fit rows) ran LJ (16.4
// million atoms) at 724.8 million atom-steps/s, ReaxFF (HNS, 466,944 atoms) 5.123 million, SNAP
// (tungsten, 64,000 atoms) 2.235 million; the fixed part from one H100's size sweep (fit rows: LJ at
// 32,000 atoms 268.0 million → 0.10 ms, SNAP at 8,000 3.342 million → 0.42 ms, ReaxFF at 29,184 2.905
// million → 7.5 ms: its charge equilibration); the rates at the reference speed: 7.70e8, 5.90e6,
// 2.40e6 (A100 40GB → 80GB SXM by the speed metric). Hold-outs: one H100 0.93–1.14 (Fig. 5 and the
// sweep), four H100 (Eos) 0.73 and 1.21, NERSC-10's SNAP + ZBL on A100 1.06–1.17; listed: V100 LJ 2.55,
// P100 1.72–4.61 (the speed metric links A100 and H100 within 5%, not older GPUs), a desktop RTX 3080
// at 32,000 atoms 4.0.
// GROMACS on several GPUs: domain decomposition splits the box and its short-range forces; each step
// adds what more GPUs do not shrink: halo exchange, coordinates and forces sent to the one PME GPU,
// and the PME grid work on it. The cut-off's factor falls on the short-range part only: a shorter
// cut-off makes the split part cheaper; the part that stays is kept whole (PME does not get cheaper;
// the halo, one cut-off thick, does somewhat: a simplification), so it weighs more:
//   step(n) = step(1) × (1/n + A ÷ (atoms × cut-off factor)), cut-off factor = (rc ÷ 1.0 nm)^0.95.
// Fitted on the gains over one GPU of the same source (CSC chem-benchmarks, STMV 1,066,628 atoms,
// 2 fs, rc 1.2 nm, factor 1.189; fit rows): 2 × H100 77.137 ÷ 49.737 = 1.551 (step × 0.6448),
// 2 × MI250X 70.770 ÷ 35.537 = 1.991 (× 0.5022); geometric mean × 0.5690 = 1/2 + A ÷ (1,066,628 ×
// 1.189) → A = 87,500 atoms. Hold-outs: STMV on 4 × H100 3.13× (measured 3.12×); the 239,131-atom
// 6n4o at 0.8 nm (factor 0.809) on 4 GPUs 1/(1/4 + 87,500 ÷ 193,500) = 1.42× (ACENET MDBench
// measured 0.99–1.06×, with a GROMACS of 2021–2023; the trace says to time one run).
#include "planner/sizing/domainwork.h"
#include "planner/sizing/simulation_internal.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace md {

EngineRate engineRate(MdEngine e, const Assumptions &a)
{
    switch (e) {
    case MdEngine::Amber: return {a.mdAmberSpeed, a.mdHardwareExponent};
    case MdEngine::Gromacs: return {a.mdGromacsSpeed, a.mdGromacsHardwareExponent};
    case MdEngine::Namd:
        return {a.mdNamdSpeed, a.mdHardwareExponent};
    case MdEngine::Openmm:
    case MdEngine::Lammps: break;
    }
    return {1.0, a.mdHardwareExponent};
}

// The cut-off actually used (the reference when not given) and the factor on the per-atom cost:
// GROMACS only, the one engine whose fit rows separate it (0.8, 0.9 and 1.2 nm).
double cutoffUsedNm(const MediaInput &m, const Assumptions &a)
{
    return m.cutoffNm > 0 ? m.cutoffNm : a.mdGromacsReferenceCutoffNm;
}

double cutoffFactor(const MediaInput &m, const Assumptions &a)
{
    if (m.mdEngine != MdEngine::Gromacs)
        return 1;
    return std::pow(cutoffUsedNm(m, a) / a.mdGromacsReferenceCutoffNm, a.mdGromacsCutoffExponent);
}

// Where a system's working set (atoms × mdCacheBytesPerAtom) outgrows the GPU's last-level cache, the
// share that spills is read from memory each step: the per-atom part × (1 + mdCacheSpillCost × spill),
// spill = 1 − cache ÷ working set (0 where it fits, or where the catalog records no cache size).
double mdWorkingSetMb(const MediaInput &m, const Assumptions &a)
{
    return m.atoms * a.mdCacheBytesPerAtom / 1e6;
}

double mdCacheSpill(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    const double set = mdWorkingSetMb(m, a);
    if (acc.lastLevelCache.mb <= 0 || set <= acc.lastLevelCache.mb)
        return 0;
    return 1.0 - acc.lastLevelCache.mb / set;
}

double mdCacheFactor(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    return 1.0 + a.mdCacheSpillCost * mdCacheSpill(m, acc, a);
}

// The OpenMM-model step of this GPU at the engine's exponent, before the engine's speed factor, with
// `perAtomFactor` on the per-atom part (the cut-off's and the cache's factors, or 1 for the bare model).
double mdModelStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a,
                     double perAtomFactor)
{
    return a.mdStepOverheadMs + a.mdStepMsPerMillionAtoms * m.atoms / 1e6 *
                                    std::pow(mdReferenceSpeed(a) / std::max(1e-9, mdSpeed(acc, a, m)),
                                             engineRate(m.mdEngine, a).exponent) *
                                    perAtomFactor;
}

double mdModelStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    return mdModelStepMs(m, acc, a, cutoffFactor(m, a) * mdCacheFactor(m, acc, a));
}

// LAMMPS in double precision (KOKKOS's default, or the GPU package built double) with a biomolecular
// force field: the part of a step that follows the atoms moves twice the bytes per atom of the mixed-
// precision GPU package it is fitted on, so it takes twice as long; the fixed part (bonds, constraints,
// the CPU ranks) stays. Closed form, not fitted: on a V100 (FP64 at half the FP32 rate) it reads the
// source's double-precision runs at 0.89-1.30 of their ns/day, where they read 1.15-2.40 without it.
double lammpsPrecisionFactor(const MediaInput &m)
{
    return m.mdPrecision == MdPrecision::Double && m.lammpsPotential == LammpsPotential::Biomolecular ? 2.0
                                                                                                      : 1.0;
}

double openmmReleaseSpeed(const MediaInput &m, const Assumptions &a)
{
    return m.mdEngine == MdEngine::Openmm && m.openmmMajor == 7 ? a.mdOpenmm7Speed : 1.0;
}

double mdStepMs(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    if (m.mdEngine == MdEngine::Lammps) // a biomolecular force field: materials potentials step elsewhere
        return a.mdLammpsBioFixedMs +
               a.mdLammpsBioModelMultiple * mdModelStepMs(m, acc, a) * lammpsPrecisionFactor(m);
    return mdModelStepMs(m, acc, a) /
           (engineRate(m.mdEngine, a).speed * openmmReleaseSpeed(m, a) * mdPrecisionSpeed(m, a));
}

bool offloaded(const MediaInput &m)
{
    return m.mdMode == MdMode::GpuOffload;
}

// GPU-offload (NAMD 2.x): the CPU's part of a step on `coresPerGpu` physical cores, at most the most
// cores per GPU a published run used.
double countedCoresPerGpu(double coresPerGpu, const Assumptions &a)
{
    return std::clamp(coresPerGpu, 1.0, std::max(1.0, a.mdOffloadMaxCoresPerGpu));
}

double mdOffloadCpuStepMs(const MediaInput &m, double coresPerGpu, const Assumptions &a)
{
    return m.atoms * a.mdNamdOffloadUsPerAtomCore * 1e-3 / countedCoresPerGpu(coresPerGpu, a);
}

// One GPU's step as run: GPU-resident, or the longer of the GPU's and the CPU cores' parts.
double mdRunStepMs(const MediaInput &m, const catalog::Accelerator &acc, double coresPerGpu,
                   const Assumptions &a)
{
    const double gpu = mdStepMs(m, acc, a);
    return offloaded(m) ? std::max(gpu, mdOffloadCpuStepMs(m, coresPerGpu, a)) : gpu;
}

bool lammpsMaterials(const MediaInput &m)
{
    return m.mdEngine == MdEngine::Lammps && m.lammpsPotential != LammpsPotential::Biomolecular;
}

LammpsReference lammpsReference(const MediaInput &m, const Assumptions &a)
{
    switch (m.lammpsPotential) {
    case LammpsPotential::LennardJones:
        return {a.lammpsLjAtomStepsPerS, a.lammpsLjOverheadMs};
    case LammpsPotential::Reaxff:
        return {a.lammpsReaxffAtomStepsPerS, a.lammpsReaxffOverheadMs};
    case LammpsPotential::Snap:
        return {a.lammpsSnapAtomStepsPerS, a.lammpsSnapOverheadMs};
    case LammpsPotential::Biomolecular:
        break;
    }
    return {};
}

double lammpsAtomStepsPerS(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    return lammpsReference(m, a).atomStepsPerS *
           std::pow(mdSpeed(acc, a, m) / mdReferenceSpeed(a), a.mdHardwareExponent);
}

double lammpsStepMs(const MediaInput &m, const catalog::Accelerator &acc, int gpus, const Assumptions &a)
{
    const double rate = std::max(1.0, lammpsAtomStepsPerS(m, acc, a) * std::max(1, gpus));
    return lammpsReference(m, a).overheadMs + m.atoms / rate * 1000.0;
}

} // namespace md

using namespace md;

bool isMolecularDynamics(const Workload &w)
{
    return w.task == Task::Simulation && w.media.atoms > 0;
}

bool mdReachesTarget(const MediaInput &m, const WorkResult &r)
{
    return m.targetNsPerDay <= 0 || r.nsPerDay >= m.targetNsPerDay * (1 - 1e-9);
}

double mdMultiGpuGain(const MediaInput &m, const catalog::Accelerator &acc, int gpus, const Assumptions &a)
{
    const int n = std::max(1, gpus);
    if (n == 1)
        return 1;
    if (m.mdEngine == MdEngine::Gromacs)
        return 1.0 / (1.0 / n + a.mdGromacsCommAtoms / (std::max(1.0, m.atoms) * cutoffFactor(m, a)));
    // GPU-resident engines exchange forces between the GPUs every step over peer-to-peer links: "good
    // scaling performance requires a higher bandwidth, lower latency interconnect, like NVIDIA NVLink"
    // (NAMD benchmarks page, 3.0); AMBER "relies heavily on Peer-to-Peer access for performance with
    // multiple GPU cards", four PCIe V100 without it "dropped sharply" (Dell HPC white paper, Amber
    // benchmark suite). Over PCIe alone one GPU's rate is all the model gives. LAMMPS
    // decomposes the box over MPI ranks and stages its exchanges through the host: not this rule.
    if (!offloaded(m) && m.mdEngine != MdEngine::Lammps && !hasGpuLink(acc, n))
        return 1;
    return std::pow(n, a.mdMultiGpuExponent);
}

double mdNsPerDay(const MediaInput &m, const catalog::Accelerator &acc, int gpus, double coresPerGpu,
                  const Assumptions &a)
{
    const double nsPerStep = m.timestepFs * 1e-6;
    if (lammpsMaterials(m)) // domain decomposition: each GPU steps its share of the atoms
        return kMsPerDay / lammpsStepMs(m, acc, gpus, a) * nsPerStep;
    return kMsPerDay / mdRunStepMs(m, acc, coresPerGpu, a) * nsPerStep * mdMultiGpuGain(m, acc, gpus, a);
}

namespace {

// Physical CPU cores one simulation runs with: as given; in GPU-offload mode without them, the fewest
// that reach the target ns/day on `gpus` GPUs (the most counted where none do), else the DGX H100 ratio
// per GPU; GPU-resident without them, none (the CPU dimension keeps its per-instance rule).
double mdCoresPerSimulation(const MediaInput &m, const catalog::Accelerator &acc, int gpus,
                            const Assumptions &a)
{
    const int n = std::max(1, gpus);
    if (m.cpuCoresPerSimulation > 0)
        return m.cpuCoresPerSimulation;
    if (!offloaded(m))
        return 0;
    if (m.targetNsPerDay <= 0)
        return n * a.trainingCoresPerGpuRecommended;
    const double cores = mdOffloadCoresForTarget(m, acc, n, a);
    return cores > 0 ? cores : n * std::floor(std::max(1.0, a.mdOffloadMaxCoresPerGpu));
}

} // namespace

double mdOffloadCoresForTarget(const MediaInput &m, const catalog::Accelerator &acc, int gpus,
                               const Assumptions &a)
{
    const int n = std::max(1, gpus);
    if (!offloaded(m) || m.targetNsPerDay <= 0)
        return 0;
    const double neededStepMs =
        kMsPerDay * m.timestepFs * 1e-6 * mdMultiGpuGain(m, acc, n, a) / m.targetNsPerDay;
    const double perGpu = m.atoms * a.mdNamdOffloadUsPerAtomCore * 1e-3 / neededStepMs;
    if (mdStepMs(m, acc, a) > neededStepMs || perGpu > a.mdOffloadMaxCoresPerGpu)
        return 0;
    return std::max<double>(n, std::ceil(n * perGpu - 1e-9));
}

// GPU memory per atom, where no gb_per_instance is given (issue 23). Published device figures are few:
// - ReaxFF with QEq (LAMMPS-KOKKOS): "~600k atoms is the max that will fit into 16GB of GPU memory on
//   V100", KOKKOS CUDA space high-water mark 14,649,574 kB (kokkos/kokkos#4759, 2022-02-08; QEq's
//   matrix and neighbour lists): 14.65 GB ÷ 600,000 = 24,400 bytes, measured.
// - Lennard-Jones (LAMMPS-KOKKOS): 16,384,000 atoms ran on a 16 GB V100 (Johansson et al. 2025's logs,
//   github.com/megmcca/p3hpc_ad_lmp-kk): at most 16e9 ÷ 16,384,000 = 977 bytes.
// - SNAP (2J8 tungsten): 32,768,000 atoms ran on an 80 GB H100 (same logs): at most 2,440 bytes.
// - Biomolecular PME (OpenMM, AMBER, GROMACS, NAMD; LAMMPS's biomolecular force field): a 1.2 million
//   atom system ran on an 8 GB RTX 3060 Ti (openmm/openmm#4051, 2023-04-26): at most 6,670 bytes.
// The three bounds count the whole card: a plan at them may count more memory than the run needs.
namespace md {

MdMemoryRate mdMemoryRate(const MediaInput &m)
{
    if (m.mdEngine == MdEngine::Lammps) {
        switch (m.lammpsPotential) {
        case LammpsPotential::Reaxff:
            return {24400, true};
        case LammpsPotential::LennardJones:
            return {977, false};
        case LammpsPotential::Snap:
            return {2440, false};
        case LammpsPotential::Biomolecular:
            break;
        }
    }
    return {6670, false};
}

double mdSimulationGb(const MediaInput &m)
{
    return m.gbPerInstance > 0 ? m.gbPerInstance : m.atoms * mdMemoryRate(m).bytesPerAtom / kBytesPerGB;
}

} // namespace md

void sizeMolecularDynamics(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &m = w.media;
    const int total = s.totalGpus();
    int per = m.gpusPerSimulation;
    if (per <= 0) {
        // The fewest GPUs of one node (a power of two) that reach the target ns/day; no more once
        // doubling them stops gaining (a small system on GROMACS slows down on more GPUs).
        const auto nsPerDay = [&](int gpus) {
            return mdNsPerDay(m, acc, gpus, mdCoresPerSimulation(m, acc, gpus, a) / gpus, a);
        };
        // At least the GPUs whose memory holds the system (domain decomposition splits the atoms).
        per = 1;
        while (per * 2 <= s.gpusPerNode && md::mdSimulationGb(m) / per + a.runtimeOverheadGb > acc.memoryGb)
            per *= 2;
        for (double current = nsPerDay(per);
             m.targetNsPerDay > 0 && per * 2 <= s.gpusPerNode && current < m.targetNsPerDay;) {
            const double next = nsPerDay(per * 2);
            if (next <= current * (1 + 1e-9))
                break;
            per *= 2;
            current = next;
        }
    }
    const int simulations = std::max(1, m.instances);
    const int concurrentRuns = total / per;
    WorkResult &r = s.work;
    r.unit = QStringLiteral("ns");
    r.gpusPerSimulation = per;
    r.cpuCoresPerSimulation = mdCoresPerSimulation(m, acc, per, a);
    r.nsPerDay = mdNsPerDay(m, acc, per, r.cpuCoresPerSimulation / per, a);
    r.perGpuRate = r.nsPerDay / per / 86400.0;
    r.samplesPerS = r.nsPerDay * std::min(concurrentRuns, simulations) / 86400.0;
    r.required = m.targetNsPerDay * simulations / 86400.0;
    r.totalWork = m.simulatedNs * simulations;
    if (m.simulatedNs > 0 && concurrentRuns > 0) {
        const double waves = std::ceil(double(simulations) / concurrentRuns);
        r.wallHours = waves * m.simulatedNs / r.nsPerDay * kHoursPerDay;
        r.gpuHours = simulations * per * m.simulatedNs / r.nsPerDay * kHoursPerDay;
    }
    s.memory.activationsGb = md::mdSimulationGb(m) / per;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = concurrentRuns >= 1 && s.memory.perGpuTotalGb <= acc.memoryGb;
    const bool fastEnough = mdReachesTarget(m, r);
    const bool inTime = m.simulatedNs > 0 ? r.wallHours <= deadlineHours(w) : concurrentRuns >= simulations;
    s.meetsTarget = s.fits && fastEnough && inTime;
    if (!s.fits)
        s.shortfallKind = concurrentRuns >= 1 ? Shortfall::Memory : Shortfall::Capacity;
    else if (!fastEnough || (m.simulatedNs <= 0 && !inTime))
        s.shortfallKind = Shortfall::Capacity;
    else if (!inTime)
        s.shortfallKind = Shortfall::Deadline;
}

} // namespace gpuplanner::planner
