#include "planner/verify/advice.h"

#include "planner/verify/checks.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplanner::verify {

namespace {

// The plan's own suspect for starved GPUs: its first finding about CPU, storage or network.
const planner::Finding *suspect(const planner::Evaluation &plan)
{
    for (const char *dim : {"storage", "cpu", "network", "ram"})
        for (const planner::Finding &f : plan.findings)
            if (f.dimensions.contains(QString::fromLatin1(dim)))
                return &f;
    return nullptr;
}

} // namespace

std::vector<planner::Finding> monitoringAdvice(const MonitorStats &stats, const planner::Evaluation &plan,
                                               const catalog::Catalog &catalog)
{
    std::vector<planner::Finding> out;
    const GpuStats &all = stats.overall;
    if (all.samples == 0)
        return out;
    const QString hours = fmt(all.durationS / 3600, 1);

    if (all.shareMemAbove95 >= 0.5) {
        planner::Finding f;
        f.id = QStringLiteral("monitor.add_vram");
        f.severity = QStringLiteral("warning");
        f.dimensions = {QStringLiteral("vram")};
        f.title = QCoreApplication::translate("verify", "Add GPU memory");
        f.message = QCoreApplication::translate("verify", "GPU memory stayed above 95 % of %1 MiB in %2 % of the samples over %3 h (peak %4 %).")
                        .arg(fmt(all.memTotalMiB, 0), fmt(100 * all.shareMemAbove95, 0), hours, fmt(100 * all.maxMemFraction, 0));
        f.reason = QCoreApplication::translate("verify", "At this level one longer sequence or a bigger batch runs out of memory.");
        f.suggestion = QCoreApplication::translate("verify", "Choose a GPU with more memory, or spread the model over more GPUs.");
        const catalog::Accelerator *current = catalog.accelerator(plan.chosen.acceleratorId);
        const catalog::Accelerator *bigger = nullptr;
        if (current)
            for (const catalog::Accelerator &a : catalog.accelerators())
                if (a.vendor == current->vendor && a.memoryGb > current->memoryGb &&
                    (!bigger || a.memoryGb < bigger->memoryGb))
                    bigger = &a;
        if (bigger)
            f.fix = planner::Fix{QCoreApplication::translate("verify", "Use %1").arg(bigger->name),
                                 {{QStringLiteral("gpu.model"), bigger->id.toStdString()}}};
        out.push_back(f);
    }

    const bool lowPower = all.avgPowerFraction >= 0 && all.avgPowerFraction < 0.5;
    if (all.avgUtil < 50 && (lowPower || all.avgPowerFraction < 0)) {
        planner::Finding f;
        f.id = QStringLiteral("monitor.feed_gpus");
        f.severity = QStringLiteral("warning");
        const planner::Finding *s = suspect(plan);
        f.dimensions = s ? s->dimensions : QStringList{QStringLiteral("storage")};
        f.title = QCoreApplication::translate("verify", "Feed the GPUs before adding more");
        f.message = all.avgPowerFraction >= 0
                        ? QCoreApplication::translate("verify", "Average utilization %1 % (p95 %2 %) at %3 % of the power limit: the GPUs wait for data.")
                              .arg(fmt(all.avgUtil, 0), fmt(all.p95Util, 0), fmt(100 * all.avgPowerFraction, 0))
                        : QCoreApplication::translate("verify", "Average utilization %1 % (p95 %2 %): the GPUs wait for data.")
                              .arg(fmt(all.avgUtil, 0), fmt(all.p95Util, 0));
        f.reason = QCoreApplication::translate("verify", "GPUs at 30–50 % because storage or the data pipeline cannot feed them is the classic case.");
        f.suggestion = s ? QCoreApplication::translate("verify", "The plan already suspects: %1").arg(s->title)
                         : QCoreApplication::translate("verify", "Check the data disk's read rate and the CPU data loaders first.");
        if (s && s->fix)
            f.fix = s->fix;
        else if (plan.chosen.dataDisk != QLatin1String("local_nvme"))
            f.fix = planner::Fix{QCoreApplication::translate("verify", "Stage the data on local NVMe"),
                                 {{QStringLiteral("configuration.data_disk"), "local_nvme"},
                                  {QStringLiteral("configuration.data_disk_read_mbps"), nullptr}}};
        out.push_back(f);
    }

    if (all.avgUtil < 30 && all.durationS >= 600) {
        planner::Finding f;
        f.id = QStringLiteral("monitor.fewer_gpus");
        f.severity = QStringLiteral("info");
        f.dimensions = {QStringLiteral("gpu")};
        f.title = QCoreApplication::translate("verify", "Fewer or smaller GPUs");
        f.message = QCoreApplication::translate("verify", "Utilization averaged %1 % over %2 h; the GPUs were idle (< 5 %) for %3 h, the longest stretch %4 min.")
                        .arg(fmt(all.avgUtil, 0), hours, fmt(all.idleS / 3600, 1), fmt(all.longestIdleS / 60, 0));
        f.reason = QCoreApplication::translate("verify", "Below 30 % on average the machine is over-provisioned for this job.");
        f.suggestion = QCoreApplication::translate("verify", "Rent fewer GPUs, or smaller ones, once the pipeline is fed.");
        const int count = plan.chosen.gpusPerNode;
        const int fewer = std::max(1, int(std::ceil(count * all.avgUtil / 70.0)));
        if (fewer < count)
            f.fix = planner::Fix{QCoreApplication::translate("verify", "Use %1 GPUs per node").arg(fewer),
                                 {{QStringLiteral("gpu.count"), fewer}}};
        out.push_back(f);
    }

    if (all.throttleShare > 0.01) {
        planner::Finding f;
        f.id = QStringLiteral("monitor.throttling");
        f.severity = QStringLiteral("error");
        f.dimensions = {QStringLiteral("gpu"), QStringLiteral("operations")};
        f.title = QCoreApplication::translate("verify", "Fix cooling or power");
        f.message = QCoreApplication::translate("verify", "The GPUs throttled (HW slowdown, thermal or power brake) for %1 min, %2 % of the run; hottest %3 °C.")
                        .arg(fmt(all.throttleS / 60, 0), fmt(100 * all.throttleShare, 1), fmt(all.maxTemp, 0));
        f.reason = QCoreApplication::translate("verify", "Throttled GPUs run slower than the plan assumes and often fail sooner.");
        f.suggestion = QCoreApplication::translate("verify", "Ask the provider to check airflow, inlet temperature and power delivery, or move to another machine.");
        out.push_back(f);
    }
    return out;
}

} // namespace gpuplanner::verify
