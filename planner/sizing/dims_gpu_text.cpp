// The GPU configuration in words for the GPU panel's minimum and recommended lines: its shape, a
// serving layout, and the figure the task is judged by.
#include "planner/sizing/dims_gpu_internal.h"
#include "planner/sizing/domainwork.h"
#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::gpudims {

QString gpuText(const GpuSizing &s, const catalog::Catalog &c)
{
    const catalog::Accelerator *a = c.accelerator(s.acceleratorId);
    const QString name = a ? a->name : s.acceleratorId;
    QString text = s.nodes > 1
                       ? QCoreApplication::translate("planner", "%1 nodes × %2 × %3 (%4 GPUs)")
                             .arg(s.nodes)
                             .arg(s.gpusPerNode)
                             .arg(name)
                             .arg(s.totalGpus())
                       : QCoreApplication::translate("planner", "%1 × %2").arg(s.gpusPerNode).arg(name);
    if (s.inference.applies && s.fits)
        text = QCoreApplication::translate("planner", "%1: %2").arg(text, layoutText(s.inference));
    return text;
}

QString judgedFigure(const GpuSizing &s, const Workload &w)
{
    if (!s.fits)
        return {};
    const WorkResult &r = s.work;
    const auto jobTime = [](double hours) {
        return hours < 48
                   ? QCoreApplication::translate("planner", "job %1 h").arg(num(hours, hours < 10 ? 1 : 0))
                   : QCoreApplication::translate("planner", "job %1 days").arg(num(hours / 24, 1));
    };
    if (isMolecularDynamics(w) && r.nsPerDay > 0)
        return QCoreApplication::translate("planner", "%1 ns/day a simulation").arg(rateText(r.nsPerDay));
    if (r.applies && r.unit == QLatin1String("stream") && r.perGpuRate > 0)
        return QCoreApplication::translate("planner", "%1 streams a GPU")
            .arg(videoStreamsPerGpuText(r, s.totalGpus()));
    if (w.task == Task::DiffusionInference && r.applies && r.samplesPerS > 0 &&
        r.unit == QLatin1String("video"))
        return QCoreApplication::translate("planner", "%1 videos/h").arg(num(r.samplesPerS * 3600, 1));
    if (w.task == Task::DiffusionInference && r.applies && r.samplesPerS > 0)
        return QCoreApplication::translate("planner", "%1 images/s").arg(num(r.samplesPerS, 2));
    if (s.training.applies && s.training.wallHours > 0)
        return jobTime(s.training.wallHours);
    if (s.inference.applies && s.inference.jobHours > 0)
        return jobTime(s.inference.jobHours);
    if (r.applies && r.wallHours > 0)
        return r.wallHours < 0.1
                   ? QCoreApplication::translate("planner", "job %1 s").arg(num(r.wallHours * 3600, 1))
                   : jobTime(r.wallHours);
    return {};
}

} // namespace gpuplanner::planner::gpudims
