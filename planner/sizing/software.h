#pragma once

#include "catalog/types.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::planner {

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
    QString sources;            // where the matrix comes from
    bool video = false;         // FFmpeg / GStreamer with the hardware video engines, no framework
};

SoftwareEnvironment softwareFor(const catalog::Accelerator &acc);
// The environment for a task: video processing on NVIDIA GPUs runs FFmpeg / GStreamer on the
// NVENC/NVDEC engines (Video Codec SDK), not a PyTorch container; other tasks as above.
SoftwareEnvironment softwareFor(const catalog::Accelerator &acc, Task task);

// Minimum Linux driver for a CUDA toolkit version ("12.8" -> "570.26"); empty when unknown.
QString minimumDriverForCuda(const QString &cudaVersion);

// Compares dotted versions numerically ("535.54.03" < "570.26"). Returns <0, 0, >0.
int compareVersions(const QString &a, const QString &b);

} // namespace gpuplanner::planner
