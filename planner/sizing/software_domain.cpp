// The software of the domain workloads on NVIDIA GPUs: RAPIDS for geospatial jobs, the chosen engine
// for molecular dynamics. Sources, read 2026-12-07:
// - RAPIDS notice RSN 45 (2025-04-09, updated 2025-07-16): "RAPIDS 25.04 was the final release to include
//   cuSpatial packages"; the cuSpatial README: "The final release of this project was v25.04".
// - RAPIDS notice RSN 34 (2023-10, updated 2024-02): from v24.02 compute capability 7.0 or higher; "The
//   last release with support for Pascal GPUs is RAPIDS v23.12".
// - rapidsai/docker, tags v25.04.00 and v23.12.00: image tags ${RAPIDS_VER}-cuda${CUDA_VER}-py${PYTHON_VER},
//   built for CUDA 11.8, 12.0, 12.8 and Python 3.10–3.12 (25.04); CUDA 11.2, 11.8, 12.0 and Python 3.9–3.10
//   (23.12).
// - GROMACS 2026.3 (released 2026-06-25), install guide and CMakeLists.txt: CUDA 12.1 or newer, compute
//   capability 5.0 or higher; CUDA builds run mixed precision only ("CUDA acceleration is not available
//   in double precision").
// - OpenMM 8.5.2 (2026-05-28) user guide: "pip install openmm[cuda12]" ("cuda13 is also available");
//   "We build packages for CUDA 12 and above".
// - NAMD 3.0 user guide: GPU-resident mode (CUDASOAintegrate on); NAMD 3.0.1 the latest release.
// - LAMMPS stable release 22 Jul 2025 (stable_22Jul2025), GPU and KOKKOS packages built with CUDA.
// - Blender manual, Cycles "GPU Rendering": CUDA needs compute capability 5.0 and higher; OptiX 5.0 and
//   higher "and a driver version of at least 535"; "Blender comes with precompiled kernels" (no CUDA
//   toolkit). Blender 4.5 LTS released 2025-07-15, supported through 2027.
// - NVIDIA HPC SDK 26.11 release notes (2026-11-17): CUDA 13.4U1 and 12.9U1 components. NVIDIA
//   HPC-Benchmarks 26.02 (HPL, HPL-MxP, HPCG, STREAM): sm80, sm90 and sm100 only.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

// The newer of two "CUDA x.y" toolkits.
QString newerToolkit(const QString &a, const QString &b)
{
    return compareVersions(a.mid(5), b.mid(5)) >= 0 ? a : b;
}

void setToolkit(SoftwareEnvironment &env, const QString &minimum, const QString &recommended)
{
    env.minimumToolkit = newerToolkit(env.minimumToolkit, minimum);
    env.minimumDriver = minimumDriverForCuda(env.minimumToolkit.mid(5));
    env.recommendedToolkit = newerToolkit(recommended, env.minimumToolkit);
    env.recommendedDriver = minimumDriverForCuda(env.recommendedToolkit.mid(5));
}

void rapids(const catalog::Accelerator &acc, SoftwareEnvironment &env)
{
    env.kind = StackKind::Rapids;
    // RAPIDS dropped Pascal (compute capability 6.x) in 24.02; 23.12 is its last release there.
    const bool pascal = compareVersions(acc.computeCapability, QStringLiteral("7.0")) < 0;
    env.recommendedFramework = pascal ? QStringLiteral("RAPIDS 23.12 (cuDF, cuSpatial)")
                                      : QStringLiteral("RAPIDS 25.04 (cuDF, cuSpatial)");
    env.baseImage = pascal ? QStringLiteral("rapidsai/base:23.12-cuda12.0-py3.10")
                           : QStringLiteral("rapidsai/base:25.04-cuda12.8-py3.12");
    setToolkit(env, QStringLiteral("CUDA 11.8"),
               pascal ? QStringLiteral("CUDA 12.0") : QStringLiteral("CUDA 12.8"));
    // The packages as installed (pip show fails on a missing one): importing cuDF needs a GPU, which a
    // docker build does not have.
    env.checkCommand = QStringLiteral("pip show cudf cuspatial");
    env.notes << QCoreApplication::translate(
        "planner", "Geospatial work runs on RAPIDS: cuDF holds the points and polygons, cuSpatial runs the "
                   "point-in-polygon tests and quadtree joins (the kernels this plan's rates were measured "
                   "with), not a deep-learning framework.");
    env.notes << (pascal
                      ? QCoreApplication::translate(
                            "planner", "RAPIDS needs compute capability 7.0 (Volta) or newer since 24.02; on "
                                       "this Pascal GPU pin RAPIDS 23.12, its last release for Pascal.")
                      : QCoreApplication::translate(
                            "planner", "cuSpatial's final release is RAPIDS 25.04 (later RAPIDS releases "
                                       "leave it out): pin RAPIDS 25.04, whose cuDF matches it."));
    env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
        "planner", "RAPIDS notices RSN 45 (cuSpatial's final release, 25.04) and RSN 34 (Pascal last "
                   "supported by 23.12); rapidsai/docker image tags (25.04: CUDA 11.8, 12.0, 12.8, Python "
                   "3.10–3.12); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)"));
}

// Each engine's release, image, toolkit floor and check; the note and sources are translation keys.
struct MdStack
{
    MdEngine engine;
    const char *framework;
    const char *image;
    const char *minimumToolkit;
    const char *check;
    const char *note;
    const char *sources;
};

constexpr const char *kDevel = "nvidia/cuda:12.8.0-devel-ubuntu24.04";
constexpr const char *kRuntime = "nvidia/cuda:12.8.0-runtime-ubuntu24.04";

const MdStack kMdStacks[] = {
    {MdEngine::Gromacs, "GROMACS 2026.3", kDevel, "CUDA 12.1", "gmx --version",
     QT_TRANSLATE_NOOP("planner", "GROMACS 2026.3 built from source with -DGMX_GPU=CUDA (CUDA 12.1 or newer, "
                                  "compute capability 5.0 or higher). Its CUDA build runs in mixed precision "
                                  "only, so the GPU's FP64 rate does not matter to it."),
     QT_TRANSLATE_NOOP("planner",
                       "GROMACS 2026.3 install guide (CUDA and compute capability minimums); NVIDIA "
                       "CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)")},
    {MdEngine::Openmm, "OpenMM 8.5.2", kRuntime, "CUDA 12.0", "python3 -m openmm.testInstallation",
     QT_TRANSLATE_NOOP("planner", "OpenMM 8.5.2 from PyPI with its CUDA 12 platform (pip install "
                                  "openmm[cuda12]); the CUDA runtime comes with the package, the host needs "
                                  "only the driver."),
     QT_TRANSLATE_NOOP("planner",
                       "OpenMM 8.5.2 user guide (installing OpenMM: CUDA 12 and 13 builds); NVIDIA "
                       "CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)")},
    {MdEngine::Namd, "NAMD 3.0.1", kRuntime, "CUDA 12.0", "command -v namd3",
     QT_TRANSLATE_NOOP("planner",
                       "NAMD 3.0.1's CUDA build, downloaded from the Theoretical and Computational "
                       "Biophysics Group after registration; its GPU-resident mode "
                       "(CUDASOAintegrate on) integrates on the GPU."),
     QT_TRANSLATE_NOOP("planner",
                       "NAMD 3.0 user guide (GPU-resident mode); NVIDIA CUDA Toolkit release notes, "
                       "Table 3 (toolkit and minimum driver)")},
    {MdEngine::Lammps, "LAMMPS 22 Jul 2025", kDevel, "CUDA 12.0", "lmp -h",
     QT_TRANSLATE_NOOP("planner",
                       "LAMMPS stable release 22 Jul 2025 built with CUDA: the KOKKOS package, or "
                       "the GPU package (GPU_API=cuda, GPU_PREC mixed or double) for the styles it "
                       "accelerates."),
     QT_TRANSLATE_NOOP("planner", "LAMMPS stable release 22 Jul 2025, build guide (GPU and KOKKOS packages); "
                                  "NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)")},
    {MdEngine::Amber, "Amber pmemd.cuda", kDevel, "CUDA 12.0", "command -v pmemd.cuda",
     QT_TRANSLATE_NOOP("planner", "Amber's pmemd.cuda is licensed: build it from the licensed source against "
                                  "the CUDA toolkit of the image (AmberTools alone has no GPU engine)."),
     QT_TRANSLATE_NOOP("planner", "NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)")},
};

void molecularDynamics(const Workload &w, SoftwareEnvironment &env)
{
    for (const MdStack &stack : kMdStacks) {
        if (stack.engine != w.media.mdEngine)
            continue;
        env.kind = StackKind::MolecularDynamics;
        env.recommendedFramework = QString::fromUtf8(stack.framework);
        env.baseImage = QString::fromUtf8(stack.image);
        setToolkit(env, QString::fromUtf8(stack.minimumToolkit), QStringLiteral("CUDA 12.8"));
        env.checkCommand = QString::fromUtf8(stack.check);
        env.notes << QCoreApplication::translate("planner", stack.note);
        env.sources = QString::fromUtf8(stack.sources);
    }
}

void rendering(const catalog::Accelerator &acc, SoftwareEnvironment &env)
{
    env.kind = StackKind::Rendering;
    env.recommendedFramework = QStringLiteral("Blender 4.5 LTS (Cycles)");
    env.baseImage = QStringLiteral("nvidia/cuda:12.8.0-runtime-ubuntu24.04");
    if (compareVersions(env.minimumDriver, QStringLiteral("535")) < 0)
        env.minimumDriver = QStringLiteral("535");
    env.checkCommand = QStringLiteral("blender --version");
    env.notes << (acc.rtCores
                      ? QCoreApplication::translate(
                            "planner", "Blender's Cycles renders with OptiX on the RT cores (driver 535 or "
                                       "newer, compute capability 5.0 or higher); Blender ships its GPU "
                                       "kernels, so the host needs the driver, not a CUDA toolkit.")
                      : QCoreApplication::translate(
                            "planner", "Blender's Cycles renders through CUDA on this GPU (no RT cores "
                                       "for OptiX); Blender ships its GPU kernels, so the host needs the "
                                       "driver, not a CUDA toolkit."));
    env.notes << QCoreApplication::translate(
        "planner", "OptiX loads the driver's ray-tracing libraries: the container needs "
                   "NVIDIA_DRIVER_CAPABILITIES=all (the Dockerfile sets it).");
    env.sources = QString::fromUtf8(
        QT_TRANSLATE_NOOP("planner", "Blender manual, Cycles GPU rendering (CUDA and OptiX requirements); "
                                     "Blender 4.5 LTS (2025-07-15, supported through 2027)"));
}

void fp64Solvers(const catalog::Accelerator &acc, SoftwareEnvironment &env)
{
    env.kind = StackKind::Hpc;
    env.recommendedFramework = QStringLiteral("NVIDIA HPC SDK 26.11");
    env.baseImage = QStringLiteral("nvidia/cuda:12.8.0-devel-ubuntu24.04");
    env.checkCommand = QStringLiteral("nvfortran --version");
    env.notes << QCoreApplication::translate(
        "planner", "FP64 solvers build with the NVIDIA HPC SDK 26.11 (nvc, nvc++, nvfortran, the CUDA math "
                   "libraries cuBLAS, cuSOLVER and cuFFT, and an MPI); it ships CUDA 12.9 and 13.4 "
                   "components.");
    // NVIDIA's HPL and HPCG builds run on data-centre Ampere, Hopper and Blackwell only.
    const bool benchmarks = acc.computeCapability == QLatin1String("8.0") ||
                            acc.computeCapability == QLatin1String("9.0") ||
                            acc.computeCapability == QLatin1String("10.0");
    env.notes << (benchmarks
                      ? QCoreApplication::translate(
                            "planner", "To accept the machines, NVIDIA's HPL and HPCG builds run from the "
                                       "image nvcr.io/nvidia/hpc-benchmarks:26.02 on this GPU.")
                      : QCoreApplication::translate(
                            "planner", "NVIDIA's HPL and HPCG image (hpc-benchmarks 26.02) supports only "
                                       "compute capability 8.0, 9.0 and 10.0: on this GPU build HPL "
                                       "from source to accept the machines."));
    env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
        "planner",
        "NVIDIA HPC SDK 26.11 release notes; NVIDIA HPC-Benchmarks 26.02 documentation (supported GPU "
        "architectures); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)"));
}

} // namespace

bool domainSoftware(const catalog::Accelerator &acc, const Workload &w, SoftwareEnvironment &env)
{
    if (acc.stack != QLatin1String("cuda"))
        return false;
    if (w.task == Task::Geospatial) {
        rapids(acc, env);
        return true;
    }
    if (isMolecularDynamics(w)) {
        molecularDynamics(w, env);
        return true;
    }
    if (w.task == Task::Rendering) {
        rendering(acc, env);
        return true;
    }
    if (w.task == Task::Scientific) {
        fp64Solvers(acc, env);
        return true;
    }
    return false;
}

} // namespace gpuplanner::planner
