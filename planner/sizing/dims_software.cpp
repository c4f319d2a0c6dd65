// Environment and operations dimensions (article 000 §7–8, article 001 §4, §6).
#include "planner/sizing/dimensions.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/workload/format.h"
#include "planner/sizing/software.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {
} // namespace

Dimension environmentDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Environment;
    d.key = dimensionKey(d.id);
    const SoftwareEnvironment env = softwareFor(in.accelerator, in.workload);
    d.minimum = QCoreApplication::translate("planner", "%1, driver ≥ %2, %3")
                    .arg(env.minimumToolkit, env.minimumDriver, env.os);
    d.recommended =
        env.video()
            ? QCoreApplication::translate("planner", "%1, driver ≥ %2, %3, %4, container image %5 with the "
                                                     "video driver capability")
                  .arg(env.recommendedToolkit, env.recommendedDriver, env.recommendedFramework, env.os,
                       env.baseImage)
        : env.kind != StackKind::Framework
            ? QCoreApplication::translate("planner", "%1, driver ≥ %2, %3, %4, container image %5")
                  .arg(env.recommendedToolkit, env.recommendedDriver, env.recommendedFramework, env.os,
                       env.baseImage)
            : QCoreApplication::translate("planner",
                                          "%1, driver ≥ %2, %3, %4, Python 3.11, container image %5")
                  .arg(env.recommendedToolkit, env.recommendedDriver, env.recommendedFramework, env.os,
                       env.baseImage);
    d.why << QCoreApplication::translate(
                 "planner", "%1 (compute capability %2) needs %3 or newer%4; %3 needs driver %5 or newer.")
                 .arg(in.accelerator.name,
                      in.accelerator.computeCapability.isEmpty() ? in.accelerator.gfx
                                                                 : in.accelerator.computeCapability,
                      env.minimumToolkit,
                      env.maximumToolkit.isEmpty()
                          ? QString()
                          : QCoreApplication::translate("planner", " and at most %1").arg(env.maximumToolkit),
                      // the toolkit's own minimum (a domain stack may ask more, its notes say so)
                      env.stack == QLatin1String("cuda") ? minimumDriverForCuda(env.minimumToolkit.mid(5))
                                                         : env.minimumDriver);
    if (env.video())
        d.why << QCoreApplication::translate(
            "planner", "Video runs on the GPU's NVENC/NVDEC engines through FFmpeg (h264_nvenc, hevc_nvenc, "
                       "-hwaccel cuda) or GStreamer (nvcodec plugin), not through a deep-learning framework. The "
                       "container sees the engines only when NVIDIA_DRIVER_CAPABILITIES includes \"video\" "
                       "(e.g. compute,utility,video); the Dockerfile sets it.");
    if (env.video()) {
        const MediaInput &m = in.workload.media;
        static const char *const names[] = {"H.264", "HEVC", "AV1"};
        static const char *const encoders[] = {"h264_nvenc", "hevc_nvenc", "av1_nvenc"};
        const int c = int(m.codec);
        d.why << (m.encode ? QCoreApplication::translate("planner", "This plan encodes %1: FFmpeg's encoder %2, "
                                                                    "decoding with -hwaccel cuda.")
                                 .arg(QLatin1String(names[c]), QLatin1String(encoders[c]))
                           : QCoreApplication::translate("planner", "This plan decodes %1 with -hwaccel cuda and runs "
                                                                    "the analysis model on the frames.")
                                 .arg(QLatin1String(names[c])));
    } else if (env.kind != StackKind::Framework)
        d.why << env.notes
              << QCoreApplication::translate("planner", "Pin %1 and write the environment into a Dockerfile "
                                                        "so that every team member runs the same stack.")
                     .arg(env.recommendedFramework);
    else
        d.why << QCoreApplication::translate("planner",
                                             "Pin the framework build to the toolkit (%1) and the Python "
                                             "version; write the environment "
                                             "into a "
                                             "Dockerfile so that every team member runs the same stack.")
                     .arg(env.recommendedFramework);
    d.why << QCoreApplication::translate(
        "planner", "Before production: check that the container sees every GPU, read the real data once, and "
                   "run a short "
                   "stress test recording GPU memory, temperature and power.");
    d.why << QCoreApplication::translate("planner", "Sources: %1.")
                 .arg(QCoreApplication::translate("planner", env.sources.toUtf8().constData()));
    return d;
}

double checkpointIntervalHours(const DimensionInputs &in, QStringList *why)
{
    const GpuSizing &s = in.sizing;
    if (!s.training.applies)
        return 0;
    const Assumptions &a = in.assumptions;
    // Checkpoint write time at the data disk's sequential write rate (per node, in parallel).
    const catalog::StorageClass *nvme = in.catalog.storageTier(QStringLiteral("local_nvme"));
    const double writeMbs = nvme ? nvme->seqWriteMbs : 2000;
    const double perNodeGb = s.training.checkpointGb / s.nodes;
    const double deltaH = perNodeGb * 1000.0 / writeMbs / kSecondsPerHour;
    const double jobMtbfH = a.gpuMtbfHours / s.totalGpus();
    const double young = est::youngDalyIntervalHours(deltaH, jobMtbfH);
    const double tau = est::dalyInterval(deltaH, jobMtbfH);
    if (why)
        *why << QCoreApplication::translate("planner", "Checkpoint interval: Young √(2 × write time %1 s × "
                                                       "job MTBF %2 h) = %3 min; Daly's higher-order "
                                                       "estimate %4 min is used. Job MTBF = %5 GPU-hours "
                                                       "between failures ÷ %6 GPUs; write time = %7 GB "
                                                       "per node at %8 MB/s.")
                    .arg(num(deltaH * 3600, 1), num(jobMtbfH, 1), num(young * 60, 1), num(tau * 60, 1),
                         num(a.gpuMtbfHours, 0))
                    .arg(s.totalGpus())
                    .arg(num(perNodeGb, 1), num(writeMbs, 0));
    return tau;
}

Dimension operationsDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Operations;
    d.key = dimensionKey(d.id);
    const Workload &w = in.workload;
    const double tau = checkpointIntervalHours(in, &d.why);
    d.unit = tau > 0 ? QStringLiteral("h") : QString();
    QString minimum = QCoreApplication::translate(
        "planner", "monitor GPU memory, GPU utilization, temperature and job failures");
    QString recommended = QCoreApplication::translate(
        "planner", "monitor GPU memory, utilization, temperature, power, disk, network and job failure rate "
                   "with alerts");
    if (tau > 0) {
        d.minimumValue = tau * 2;
        d.recommendedValue = tau;
        minimum += QCoreApplication::translate("planner", "; checkpoint at least every %1 min")
                       .arg(num(tau * 120, 0));
        recommended += QCoreApplication::translate(
                           "planner", "; checkpoint every %1 min, copy key files to independent storage")
                           .arg(num(tau * 60, 0));
    }
    switch (w.goal) {
    case Goal::LowestCostPerTask:
        recommended += QCoreApplication::translate("planner", "; hourly billing with auto-release");
        break;
    case Goal::LongRunStability:
        recommended +=
            QCoreApplication::translate("planner", "; separate data disk, alerts, regular checkpoints");
        break;
    case Goal::AbsorbPeaks:
        recommended += QCoreApplication::translate(
            "planner", "; reserved elastic nodes, autoscaling and a reusable image");
        break;
    }
    if (w.run.teamSize > 1)
        recommended +=
            QCoreApplication::translate("planner", "; a scheduler with GPU quotas and a shared image");
    if (w.data.sensitive)
        recommended += QCoreApplication::translate("planner", "; access control and audit logs");
    d.minimum = minimum;
    d.recommended = recommended;
    d.why << QCoreApplication::translate(
        "planner",
        "Alert thresholds: GPU memory > 95% (out-of-memory risk), GPU utilization < 30% for an hour (the "
        "GPUs starve; 30–50% is the classic case), GPU temperature > 85 °C, power at the limit for long periods, "
        "disk > 85% full, job failure rate above 5% a day.");
    d.why << QCoreApplication::translate("planner", "Goals: lowest cost per task → hourly billing, "
                                                    "single-GPU node, auto-release; long-run stability "
                                                    "→ separate data disk, monitoring alerts, regular "
                                                    "checkpoints; peaks → reserved elastic nodes, network "
                                                    "and image reuse.");
    return d;
}

} // namespace gpuplanner::planner
