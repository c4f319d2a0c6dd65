// The "Why these values?" lines of molecular dynamics (the model: simulation.cpp,
// simulation_internal.h).
#include "planner/sizing/domainwork.h"
#include "planner/sizing/simulation_internal.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

using namespace md;

namespace {

// Where an engine's factor comes from, and what its published runs say about measuring one: the
// Why's last word on the engine (none for OpenMM, whose constants the trace names already).
QString engineSourceNote(MdEngine e)
{
    switch (e) {
    case MdEngine::Amber:
        return QCoreApplication::translate(
            "planner",
            "AMBER's factor: fitted on published pmemd.cuda runs on V100, A100 and H100 (ACENET "
            "MDBench, Rutgers NgFEP, CSC chem-benchmarks), at OpenMM's exponent. Measure one run of "
            "your system and compare.");
    case MdEngine::Gromacs:
        return QCoreApplication::translate(
            "planner",
            "GROMACS's factor and exponent: fitted on published GPU-resident runs (-nb -pme -update "
            "gpu) on V100, A100 and H100 (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks); with "
            "bonded forces or updates on the CPU it runs up to 1.5× slower. Measure one run of your "
            "system and compare.");
    case MdEngine::Namd:
        return QCoreApplication::translate(
            "planner", "NAMD's factor: fitted on published NAMD 3 GPU-resident runs on V100, A100 and H100 "
                       "(ACENET MDBench); NAMD 2.x and NAMD 3 in GPU-offload mode integrate on the CPU (the "
                       "GPU-offload mode rates them by their cores); NAMD 3 alpha builds on T4 and P100 ran "
                       "1.7–1.8× slower. Measure one run of your system and compare.");
    case MdEngine::Lammps:
        return QCoreApplication::translate(
            "planner",
            "LAMMPS with a biomolecular force field: fitted on published rhodopsin runs (in.rhodo and "
            "its scaled copies, 32,000 to 2 million atoms) on a V100 with the GPU package in mixed "
            "precision and 6–16 MPI ranks; for RTX 3080 runs with the same package it gives 0.94–1.27 "
            "times their ns/day. "
            "KOKKOS in double precision ran 2.3–2.4× slower on large systems, and 4.7× on a GeForce "
            "card (FP64 at 1/64 of FP32). For Lennard-Jones, ReaxFF or SNAP choose the force field: "
            "those are rated from published LAMMPS-KOKKOS runs.");
    case MdEngine::Openmm:
        break;
    }
    return {};
}

QString lammpsPotentialName(LammpsPotential p)
{
    switch (p) {
    case LammpsPotential::LennardJones:
        return QCoreApplication::translate("planner", "a Lennard-Jones pair potential");
    case LammpsPotential::Reaxff:
        return QCoreApplication::translate("planner", "ReaxFF");
    case LammpsPotential::Snap:
        return QCoreApplication::translate("planner", "SNAP");
    case LammpsPotential::Biomolecular:
        break;
    }
    return QCoreApplication::translate("planner", "a biomolecular force field");
}

// The cache line: the working set against this GPU's last-level cache, and what spills.
void cacheWhy(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a, QStringList &why)
{
    const double set = mdWorkingSetMb(m, a);
    if (acc.lastLevelCache.mb <= 0) {
        why << QCoreApplication::translate(
                   "planner",
                   "Working set %1 MB (%2 atoms × %3 bytes); this GPU's last-level cache is not in "
                   "the catalog, so no spill is counted: GPUs with 4–6 MB ran systems of 400,000 "
                   "atoms and more up to 1.7× slower than their speed alone gives.")
                   .arg(num(set, 1), num(m.atoms, 0), num(a.mdCacheBytesPerAtom, 0));
        return;
    }
    const double spill = mdCacheSpill(m, acc, a);
    if (spill <= 0) {
        why << QCoreApplication::translate("planner",
                                           "Working set %1 MB (%2 atoms × %3 bytes) fits in this GPU's "
                                           "%4 MB last-level cache.")
                   .arg(num(set, 1), num(m.atoms, 0), num(a.mdCacheBytesPerAtom, 0),
                        num(acc.lastLevelCache.mb, 1));
        return;
    }
    why << QCoreApplication::translate(
               "planner",
               "Working set %1 MB (%2 atoms × %3 bytes) against this GPU's %4 MB last-level cache: %5 of it "
               "spills to memory every step, the per-atom part × (1 + %6 × %5) = × %7: %8 ms per step.")
               .arg(num(set, 1), num(m.atoms, 0), num(a.mdCacheBytesPerAtom, 0),
                    num(acc.lastLevelCache.mb, 1), num(spill, 2), num(a.mdCacheSpillCost, 2),
                    num(mdCacheFactor(m, acc, a), 3), num(mdModelStepMs(m, acc, a), 3));
}

// GPU-offload's lines: where the cores come from, then the CPU's and the GPU's parts of a step.
void offloadWhy(const MediaInput &m, const catalog::Accelerator &acc, const WorkResult &r, double coresPerGpu,
                const Assumptions &a, QStringList &why)
{
    QString cores;
    if (m.cpuCoresPerSimulation > 0)
        cores = QCoreApplication::translate("planner", "%1 physical CPU cores per simulation, as given")
                    .arg(num(r.cpuCoresPerSimulation, 0));
    else if (m.targetNsPerDay > 0 && mdReachesTarget(m, r))
        cores = QCoreApplication::translate("planner",
                                            "%1 physical CPU cores per simulation: the fewest that reach "
                                            "the target")
                    .arg(num(r.cpuCoresPerSimulation, 0));
    else if (m.targetNsPerDay > 0)
        cores = QCoreApplication::translate("planner",
                                            "%1 physical CPU cores per simulation: the most counted, and "
                                            "the target is not reached with them")
                    .arg(num(r.cpuCoresPerSimulation, 0));
    else
        cores = QCoreApplication::translate("planner",
                                            "%1 physical CPU cores per simulation: not given, %2 per GPU "
                                            "assumed (NVIDIA DGX H100: 112 cores for 8 GPUs)")
                    .arg(num(r.cpuCoresPerSimulation, 0), num(a.trainingCoresPerGpuRecommended, 0));
    if (coresPerGpu > countedCoresPerGpu(coresPerGpu, a))
        cores += QCoreApplication::translate("planner",
                                             "; counted as %1 per GPU: no published run used more, and one "
                                             "A100 gained 1.14×, not 1.5×, from 8 to 12 cores")
                     .arg(num(countedCoresPerGpu(coresPerGpu, a), 0));
    const double cpuMs = mdOffloadCpuStepMs(m, coresPerGpu, a);
    const double gpuMs = mdStepMs(m, acc, a);
    why << QCoreApplication::translate(
               "planner",
               "GPU-offload (NAMD 2.x): the CPU integrates and computes the bonded forces, the GPU the "
               "non-bonded ones, and a step takes the longer part. %1. CPU: %2 atoms × %3 µs ÷ %4 cores "
               "per GPU = %5 ms; GPU: %6 ms; so %7 ms per step, %8. The CPU's part was fitted on "
               "published NAMD 2.14 runs with 6–8 cores per GPU (ACENET MDBench: A100, V100, P100); "
               "NAMD 3's GPU-resident mode ran 4–5× faster on the same GPUs.")
               .arg(cores, num(m.atoms, 0), num(a.mdNamdOffloadUsPerAtomCore, 3),
                    num(countedCoresPerGpu(coresPerGpu, a), 1), num(cpuMs, 2), num(gpuMs, 2),
                    num(std::max(cpuMs, gpuMs), 2),
                    cpuMs >= gpuMs ? QCoreApplication::translate("planner", "bound by the CPU cores")
                                   : QCoreApplication::translate("planner", "bound by the GPU"));
}

// The arithmetic figure the speed metric takes: "FP32 82.6", or in double precision on slow FP64 units
// "(FP64 1.291 × 2.01 = 2.59)".
QString arithmeticFigure(const catalog::Accelerator &acc, const MediaInput &m)
{
    const double arithmetic = mdArithmeticTflops(acc, m);
    if (arithmetic >= mdFp32Tflops(acc))
        return QStringLiteral("FP32 %1").arg(num(arithmetic, 1));
    return QStringLiteral("(FP64 %1 × %2 = %3)")
        .arg(num(vectorFp64(acc).tflops * acc.sustainedClock.fraction(), 3),
             num(kReferenceFp32Tflops / kReferenceFp64Tflops, 2), num(arithmetic, 2));
}

// This GPU's speed in single precision over its speed as the run computes.
double speedRatio(const catalog::Accelerator &acc, const Assumptions &a, const MediaInput &m)
{
    MediaInput single = m;
    single.mdPrecision = MdPrecision::Single;
    return mdSpeed(acc, a, single) / std::max(1e-9, mdSpeed(acc, a, m));
}

// Double precision on a GPU whose FP64 units run below half its FP32 rate: the figure that takes FP32's
// place in the speed metric, and what it costs the per-atom part.
void fp64Why(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a, double exponent,
             QStringList &why)
{
    const double fp32 = mdFp32Tflops(acc);
    const double arithmetic = mdArithmeticTflops(acc, m);
    if (m.mdPrecision != MdPrecision::Double || arithmetic <= 0 || arithmetic >= fp32)
        return;
    const VectorFp64 fp64 = vectorFp64(acc);
    const QString figure =
        fp64.derived ? QCoreApplication::translate("planner", "FP32 ÷ %1 on compute capability %2, CUDA "
                                                              "programming guide's throughput table")
                           .arg(std::lround(acc.dense.fp32.value_or(0) / fp64.tflops))
                           .arg(acc.computeCapability)
                     : QCoreApplication::translate("planner", "datasheet");
    const double slower = std::pow(speedRatio(acc, a, m), exponent);
    why << QCoreApplication::translate(
               "planner",
               "Double precision computes on the FP64 units: FP64 %1 TFLOPS (%2) × %3 ÷ %4 (the A100's "
               "FP32 ÷ FP64) = %5 TFLOPS takes FP32's place (%6 TFLOPS) in the speed metric: the "
               "per-atom part × %7. A GPU with FP64 at half its FP32 rate (A100, H100, V100) keeps its "
               "speed; GeForce, A10, L40S and RTX PRO cards (FP64 at 1/64) run double precision several "
               "times slower than mixed, and a code bound by the FP64 units slows more than this: time "
               "one run, or run mixed precision where the engine offers it.")
               .arg(num(fp64.tflops * acc.sustainedClock.fraction(), 3), figure, num(kReferenceFp32Tflops, 1),
                    num(kReferenceFp64Tflops, 1), num(arithmetic, 2), num(fp32, 1), num(slower, 2));
}

// The OpenMM-model lines (OpenMM, AMBER, GROMACS, NAMD, LAMMPS with a biomolecular force field).
void residentWhy(const MediaInput &m, const catalog::Accelerator &acc, const WorkResult &r,
                 const Assumptions &a, QStringList &why)
{
    const int per = std::max(1, r.gpusPerSimulation);
    const EngineRate engine = engineRate(m.mdEngine, a);
    why << QCoreApplication::translate(
               "planner",
               "Molecular dynamics step: %1 ms overhead + %2 ms per million atoms on an A100 × "
               "(%3 ÷ %4)^%5, where %4 = %6 TFLOPS^%10 × %7 GB/s^%11 of this GPU; for %8 atoms %9 ms "
               "per step.")
               .arg(num(a.mdStepOverheadMs, 3), num(a.mdStepMsPerMillionAtoms, 1),
                    num(mdReferenceSpeed(a), 1), num(mdSpeed(acc, a, m), 1), num(engine.exponent, 2),
                    arithmeticFigure(acc, m), num(acc.memoryBandwidthGbs, 0), num(m.atoms, 0),
                    num(mdModelStepMs(m, acc, a, 1.0), 3))
               .arg(num(a.mdFp32Weight, 3), num(1.0 - a.mdFp32Weight, 3));
    if (acc.sustainedClock.fraction() < 1.0)
        why << QCoreApplication::translate(
                   "planner", "FP32 at the clock this card holds under a sustained load: %1 "
                              "TFLOPS × %2 ÷ %3 MHz = %4 TFLOPS (a published reading at its %5 W "
                              "limit).")
                   .arg(num(acc.dense.fp32.value_or(0), 1), num(acc.sustainedClock.sustainedMhz, 0),
                        num(acc.sustainedClock.boostMhz, 0), num(mdFp32Tflops(acc), 2), num(acc.tdpW, 0));
    fp64Why(m, acc, a, engine.exponent, why);
    if (m.mdEngine == MdEngine::Gromacs)
        why << QCoreApplication::translate(
                   "planner",
                   "Cut-off %1 nm%2: the per-atom part × (%1 ÷ %3)^%4 = × %5 (more atom pairs inside "
                   "a longer cut-off; fitted on published GROMACS runs at 0.8, 0.9 and 1.2 nm): "
                   "%6 ms per step.")
                   .arg(num(cutoffUsedNm(m, a), 2),
                        m.cutoffNm > 0 ? QString()
                                       : QCoreApplication::translate("planner", " (not given; assumed)"),
                        num(a.mdGromacsReferenceCutoffNm, 1), num(a.mdGromacsCutoffExponent, 2),
                        num(cutoffFactor(m, a), 3), num(mdModelStepMs(m, acc, a, cutoffFactor(m, a)), 3));
    else if (m.cutoffNm > 0)
        why << QCoreApplication::translate(
                   "planner",
                   "Cut-off %1 nm: not used for %2; its constants come from published runs at "
                   "their benchmarks' own cut-offs, and no fit row separates the cut-off's effect.")
                   .arg(num(m.cutoffNm, 2), mdEngineName(m.mdEngine));
    cacheWhy(m, acc, a, why);
    if (m.mdEngine == MdEngine::Lammps && lammpsPrecisionFactor(m) > 1)
        why << QCoreApplication::translate(
                   "planner", "LAMMPS (CHARMM, PPPM, SHAKE) in double precision: %1 ms for bonds, "
                              "constraints and the CPU ranks + %2 × the OpenMM model's %3 ms × 2 "
                              "(twice the bytes per atom of the mixed-precision GPU package the %2 "
                              "is fitted on) = %4 ms per step.")
                   .arg(num(a.mdLammpsBioFixedMs, 2), num(a.mdLammpsBioModelMultiple, 2),
                        num(mdModelStepMs(m, acc, a), 3), num(mdStepMs(m, acc, a), 3));
    else if (m.mdEngine == MdEngine::Lammps)
        why << QCoreApplication::translate("planner",
                                           "LAMMPS (CHARMM, PPPM, SHAKE): %1 ms for bonds, constraints and "
                                           "the CPU ranks + %2 × the OpenMM model's %3 ms = %4 ms per step.")
                   .arg(num(a.mdLammpsBioFixedMs, 2), num(a.mdLammpsBioModelMultiple, 2),
                        num(mdModelStepMs(m, acc, a), 3), num(mdStepMs(m, acc, a), 3));
    else if (openmmReleaseSpeed(m, a) != 1.0)
        why << QCoreApplication::translate(
                   "planner",
                   "OpenMM 7.x runs %1× as fast as that model, fitted on OpenMM 8.x (OpenMM 7.7's "
                   "own table on the A100: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV 0.69 of it): "
                   "%2 ms per step.")
                   .arg(num(a.mdOpenmm7Speed, 2), num(mdModelStepMs(m, acc, a) / a.mdOpenmm7Speed, 3));
    else if (engine.speed != 1.0)
        why << QCoreApplication::translate("planner",
                                           "%1 runs %2× as fast as that OpenMM model: %3 ms per step.")
                   .arg(mdEngineName(m.mdEngine), num(engine.speed, 2), num(mdStepMs(m, acc, a), 3));
    if (mdPrecisionSpeed(m, a) != 1.0)
        why << QCoreApplication::translate(
                   "planner",
                   "Mixed precision (forces in single, integration in double) runs %1× as fast as the "
                   "single precision the OpenMM rates were measured in (OpenMM 7.7 on an RTX 3060, 3060 Ti "
                   "and 3090: 0.81–0.89, openmm/openmm#2865): %2 ms per step.")
                   .arg(num(a.mdOpenmmMixedSpeed, 2), num(mdStepMs(m, acc, a), 3));
    const double coresPerGpu = r.cpuCoresPerSimulation / per;
    if (offloaded(m))
        offloadWhy(m, acc, r, coresPerGpu, a, why);
    if (m.mdEngine == MdEngine::Gromacs) {
        why << QCoreApplication::translate("planner", "At %1 fs per step: %2 ns/day on one GPU.")
                   .arg(num(m.timestepFs, 2), rateText(mdNsPerDay(m, acc, 1, coresPerGpu, a)));
        const double gain = mdMultiGpuGain(m, acc, per, a);
        if (per > 1)
            why << QCoreApplication::translate(
                       "planner",
                       "%n GPU(s) per simulation: GROMACS splits the box and its short-range forces; "
                       "each step adds halo exchange, PME on one GPU and the traffic to it, which more "
                       "GPUs do not shrink; the model keeps this part whole at a shorter cut-off (PME "
                       "does not get cheaper with it): step = one GPU's step × (1/%n + %1 ÷ "
                       "(%2 atoms × %3)) = × %4, so %5 ns/day per simulation (%6× one GPU). %1 atoms was "
                       "fitted on STMV (1.07 million atoms, 1.2 nm) on 2 × H100 and 2 × MI250X, 1.55× and "
                       "1.99× one GPU (CSC chem-benchmarks); a 239,131-atom system with an 8 Å cut-off "
                       "gained nothing from 2–4 GPUs in ACENET MDBench, so time one multi-GPU run of your "
                       "system before buying for it.",
                       nullptr, per)
                       .arg(num(a.mdGromacsCommAtoms, 0), num(m.atoms, 0), num(cutoffFactor(m, a), 3),
                            num(1.0 / gain, 3), rateText(r.nsPerDay), num(gain, 2));
    } else if (per > 1 && mdMultiGpuGain(m, acc, per, a) == 1.0) {
        why << QCoreApplication::translate(
                   "planner",
                   "At %1 fs per step: %2 ns/day on one GPU. %n GPU(s) per simulation without NVLink-class "
                   "links between them gain nothing in the model: a GPU-resident engine exchanges forces "
                   "between its GPUs every step, and \"good scaling performance requires a higher "
                   "bandwidth, lower latency interconnect, like NVIDIA NVLink\" (NAMD 3.0 benchmarks "
                   "page); independent simulations on one GPU each use such GPUs better.",
                   nullptr, per)
                   .arg(num(m.timestepFs, 2), rateText(r.nsPerDay));
    } else {
        why << QCoreApplication::translate(
                   "planner",
                   "At %1 fs per step: %2 ns/day on one GPU; %n GPU(s) per simulation × n^%3 (4 × A100 "
                   "reach 1.78× one GPU in OpenMM) = %4 ns/day per simulation.",
                   nullptr, per)
                   .arg(num(m.timestepFs, 2), rateText(mdNsPerDay(m, acc, 1, coresPerGpu, a)),
                        num(a.mdMultiGpuExponent, 3), rateText(r.nsPerDay));
        // One exponent for every system size; what published AMBER runs on several GPUs show
        // (tests/data/fidelity, sm-amber-*-2x*/4x* rows).
        if (per > 1 && m.mdEngine == MdEngine::Amber)
            why << QCoreApplication::translate(
                "planner",
                "Several GPUs per simulation: published pmemd.cuda runs gained 1.2–1.5× from 2–4 GPUs on a "
                "239,131-atom system, and pmemd.hip 1.3× from 4 and 1.4× from 8 MI250X dies on cellulose and "
                "STMV, below n^0.414 at 8. Time one multi-GPU run before buying for it; independent "
                "simulations on one GPU each use the GPUs better.");
    }
    why << QCoreApplication::translate(
        "planner", "Constants fitted on published OpenMM 8 runs (openmm.org/benchmarks; openmm issues 4792 "
                   "and 4910: DHFR, ApoA1, cellulose, STMV on A100, H100, H200, B200); the weights of FP32 "
                   "and bandwidth in the speed on OpenMM 8.4's table of nine GPUs, GeForce, workstation "
                   "and data-centre; the cache term on OpenMM 7.7's table (Titan V, V100, RTX 2080 Ti, A10 "
                   "and A40 against the A100).");
    if (const QString note = engineSourceNote(m.mdEngine); !note.isEmpty())
        why << note;
}

// LAMMPS with a materials potential: the fixed part of a step, the potential's rate on this GPU, and
// what was measured against it.
void lammpsWhy(const MediaInput &m, const catalog::Accelerator &acc, const WorkResult &r,
               const Assumptions &a, QStringList &why)
{
    const int per = std::max(1, r.gpusPerSimulation);
    const double rate = lammpsAtomStepsPerS(m, acc, a);
    const double stepMs = lammpsStepMs(m, acc, per, a);
    const LammpsReference reference = lammpsReference(m, a);
    why << QCoreApplication::translate(
               "planner",
               "LAMMPS (KOKKOS package, double precision) with %1: a step takes %2 ms of fixed work "
               "(neighbour "
               "lists, communication, kernel launches%3) + %4 atoms ÷ (%n GPU(s) × %5 million atom-steps/s) "
               "= "
               "%6 ms; %5 million = %7 million on an A100 × (%8 ÷ %9)^%10, the speed metric of the other "
               "engines (%11 TFLOPS, %12 GB/s). %13 steps/s: %14 ns/day at %15 fs per step.",
               nullptr, per)
               .arg(lammpsPotentialName(m.lammpsPotential), num(reference.overheadMs, 2),
                    m.lammpsPotential == LammpsPotential::Reaxff
                        ? QCoreApplication::translate("planner", "; ReaxFF adds its charge equilibration")
                        : QString(),
                    num(m.atoms, 0), num(rate / 1e6, 2), num(stepMs, 3),
                    num(reference.atomStepsPerS / 1e6, 2), num(mdSpeed(acc, a, m), 1),
                    num(mdReferenceSpeed(a), 1))
               .arg(num(a.mdHardwareExponent, 2), arithmeticFigure(acc, m), num(acc.memoryBandwidthGbs, 0),
                    num(1000.0 / stepMs, 1), rateText(r.nsPerDay), num(m.timestepFs, 2));
    fp64Why(m, acc, a, a.mdHardwareExponent, why);
    why << QCoreApplication::translate(
        "planner",
        "Rates fitted on Johansson et al. 2025 (LAMMPS-KOKKOS, P3HPC; raw logs at github.com/megmcca/"
        "p3hpc_ad_lmp-kk): the rate on one A100 40GB (LJ 16.4 million atoms 725 million atom-steps/s, "
        "ReaxFF 467,000 atoms 5.1 million, SNAP tungsten 64,000 atoms 2.2 million), the fixed part from "
        "one H100's size sweep. Against published runs: one H100 0.93–1.14, four H100 0.73–1.21, NERSC's "
        "SNAP benchmark on A100 1.06–1.17; a V100 and a P100 ran 1.1–4.6× slower than this, an MI250X (both "
        "dies) 1.3–2.3×, a desktop RTX 3080 at 32,000 atoms 2.1× with the FP64 units counted (4× "
        "without).");
}

} // namespace

QString mdEngineName(MdEngine e)
{
    switch (e) {
    case MdEngine::Openmm:
        return QStringLiteral("OpenMM");
    case MdEngine::Gromacs:
        return QStringLiteral("GROMACS");
    case MdEngine::Amber:
        return QStringLiteral("AMBER");
    case MdEngine::Lammps:
        return QStringLiteral("LAMMPS");
    case MdEngine::Namd:
        return QStringLiteral("NAMD");
    }
    return {};
}

void mdWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
           QStringList &why)
{
    const MediaInput &m = w.media;
    const WorkResult &r = s.work;
    const int per = std::max(1, r.gpusPerSimulation);
    if (lammpsMaterials(m))
        lammpsWhy(m, acc, r, a, why);
    else
        residentWhy(m, acc, r, a, why);
    if (m.targetNsPerDay > 0) {
        QString verdict;
        if (mdReachesTarget(m, r))
            verdict = QCoreApplication::translate("planner", "reached");
        else if (m.gpusPerSimulation > 0)
            verdict =
                QCoreApplication::translate("planner", "not reached on the GPUs per simulation you set");
        else if (per * 2 <= s.gpusPerNode)
            verdict =
                QCoreApplication::translate(
                    "planner", "not reached: %1 GPUs per simulation would run at %2× one GPU, no faster")
                    .arg(per * 2)
                    .arg(num(mdNsPerDay(m, acc, per * 2, r.cpuCoresPerSimulation / per, a) /
                                 mdNsPerDay(m, acc, 1, r.cpuCoresPerSimulation / per, a),
                             2));
        else
            verdict = QCoreApplication::translate("planner", "not reached on one node's GPUs");
        why << QCoreApplication::translate("planner", "Target: %1 ns/day per simulation; %2.")
                   .arg(rateText(m.targetNsPerDay), verdict);
    }
    const int simulations = std::max(1, m.instances);
    if (m.simulatedNs > 0)
        why << QCoreApplication::translate(
                   "planner", "%n simulation(s) of %1 ns each, %2 at a time: %3 h, %4 GPU-hours.", nullptr,
                   simulations)
                   .arg(rateText(m.simulatedNs))
                   .arg(std::max(0, std::min(simulations, s.totalGpus() / per)))
                   .arg(num(r.wallHours, 1), num(r.gpuHours, 1));
    // What sets how many run at once: the deadline (the default is the planned duration).
    if (m.simulatedNs > 0 && simulations > 1)
        why << QCoreApplication::translate("planner",
                                           "Deadline %1 days (training.deadline_days, else the planned "
                                           "duration): fewer GPUs run fewer simulations at a time and "
                                           "finish later.")
                   .arg(num(deadlineHours(w) / kHoursPerDay, 0));
}

void mdMemoryWhy(const Workload &w, const GpuSizing &s, QStringList &why)
{
    const MediaInput &m = w.media;
    const int per = std::max(1, s.work.gpusPerSimulation);
    if (m.gbPerInstance > 0) {
        why << QCoreApplication::translate("planner",
                                           "GPU memory of one simulation: %1 GB as given ÷ %n GPU(s) "
                                           "= %2 GB per GPU.",
                                           nullptr, per)
                   .arg(num(m.gbPerInstance, 1), num(s.memory.activationsGb, 2));
        return;
    }
    const md::MdMemoryRate rate = md::mdMemoryRate(m);
    QString basis;
    if (rate.measured)
        basis =
            QCoreApplication::translate("planner", "ReaxFF with charge equilibration: LAMMPS-KOKKOS's peak, "
                                                   "about 600,000 atoms in 14.65 GB on a 16 GB V100");
    else if (m.mdEngine == MdEngine::Lammps && m.lammpsPotential == LammpsPotential::LennardJones)
        basis = QCoreApplication::translate("planner",
                                            "an upper bound: 16.4 million Lennard-Jones atoms ran on a "
                                            "16 GB V100 (LAMMPS-KOKKOS)");
    else if (m.mdEngine == MdEngine::Lammps && m.lammpsPotential == LammpsPotential::Snap)
        basis =
            QCoreApplication::translate("planner", "an upper bound: 32.8 million SNAP atoms ran on an 80 GB "
                                                   "H100 (LAMMPS-KOKKOS)");
    else
        basis = QCoreApplication::translate("planner",
                                            "an upper bound: a 1.2 million-atom PME system ran on an 8 GB "
                                            "RTX 3060 Ti (OpenMM)");
    why << QCoreApplication::translate("planner",
                                       "GPU memory of one simulation: %1 atoms × %2 bytes (%3) = %4 GB, "
                                       "÷ %n GPU(s) = %5 GB per GPU.",
                                       nullptr, per)
               .arg(num(m.atoms, 0), num(rate.bytesPerAtom, 0), basis, num(md::mdSimulationGb(m), 2),
                    num(s.memory.activationsGb, 2));
    if (!rate.measured)
        why << QCoreApplication::translate("planner",
                                           "No published reading of the device memory was found for "
                                           "this force field: the figure is the most a published run can "
                                           "have used, so the plan may count more memory than the run "
                                           "needs; the GPU memory per instance measured on a run of your "
                                           "system replaces it.");
}

} // namespace gpuplanner::planner
