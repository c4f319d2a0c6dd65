#pragma once

#include "catalog/types.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::planner {

// What runs on the GPUs: a deep-learning framework (PyTorch, or the vendor's build of it), FFmpeg /
// GStreamer on the video engines, RAPIDS for geospatial data, or a molecular-dynamics engine.
enum class StackKind
{
    Framework,
    Video,
    Rapids,
    MolecularDynamics,
    Rendering,
    Hpc
};

// The driver / toolkit / framework matrix the environment dimension and its rules use.
struct SoftwareEnvironment
{
    QString stack;              // cuda | rocm | cann
    QString minimumToolkit;     // oldest CUDA / ROCm / CANN that supports the GPU architecture
    QString maximumToolkit;     // newest that still supports it, empty when not retired
    QString minimumDriver;      // driver for the minimum toolkit
    QString recommendedToolkit; // pinned
    QString recommendedDriver;
    QString recommendedFramework; // e.g. "PyTorch 2.7.1 (cu128)"
    QString baseImage;          // pinned container base image
    QString os;                 // recommended OS
    QString sources;            // where the matrix comes from, in English (a "planner" translation key)
    StackKind kind = StackKind::Framework;
    // The domain stacks (Rapids and after): a shell command that proves the stack runs in the image (the
    // Dockerfile's check); what the stack is for and how it is installed (the environment's Why).
    QString checkCommand;
    QStringList notes;
    bool video() const { return kind == StackKind::Video; }
};

SoftwareEnvironment softwareFor(const catalog::Accelerator &acc);
// The environment for a workload: on NVIDIA GPUs video processing runs FFmpeg / GStreamer on the
// NVENC/NVDEC engines (Video Codec SDK), geospatial jobs RAPIDS (cuDF, cuSpatial), molecular dynamics
// its engine, rendering Blender's Cycles, FP64 solvers the HPC SDK (software_domain.cpp); other work,
// and other vendors' GPUs, as above.
SoftwareEnvironment softwareFor(const catalog::Accelerator &acc, const Workload &w);
// The domain stacks (software_domain.cpp): false where the workload runs a framework or video.
bool domainSoftware(const catalog::Accelerator &acc, const Workload &w, SoftwareEnvironment &env);

// A software stack as its vendor writes it: "cuda" -> "CUDA", "rocm" -> "ROCm", "cann" -> "CANN".
QString stackName(const QString &stack);

// Minimum Linux driver for a CUDA toolkit version ("12.8" -> "570.26"); empty when unknown.
QString minimumDriverForCuda(const QString &cudaVersion);

// Compares dotted versions numerically ("535.54.03" < "570.26"). Returns <0, 0, >0.
int compareVersions(const QString &a, const QString &b);

} // namespace gpuplanner::planner
