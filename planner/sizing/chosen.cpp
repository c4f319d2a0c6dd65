// The chosen machine: the user's configuration where given, the recommendation elsewhere.
#include "planner/sizing/planutilization.h"
#include "planner/sizing/dimensions.h"
#include "planner/workload/format.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/software.h"
#include "planner/sizing/utilization.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

// Toolkit and driver as bare version numbers ("CUDA 12.8" -> "12.8").
QString bareVersion(const QString &text)
{
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    return space < 0 ? text : text.mid(space + 1);
}

} // namespace

ChosenConfiguration resolveChosen(const DimensionInputs &in,
                                  const std::array<Dimension, kDimensionCount> &dims)
{
    const Configuration &cfg = in.configuration;
    const GpuSizing &s = in.sizing;
    ChosenConfiguration c;
    c.acceleratorId = s.acceleratorId;
    c.gpusPerNode = s.gpusPerNode;
    c.nodes = s.nodes;

    // CPU: the named model (its cores unless a count is given), else the recommended pick.
    const Dimension &cpu = dims[int(DimensionId::Cpu)];
    const CpuPick pick =
        pickCpu(in.catalog, cpu.recommendedValue, pcieLanesNeeded(in), memoryChannelsWanted(in));
    const catalog::Cpu *model =
        cfg.cpuModel ? in.catalog.cpu(*cfg.cpuModel) : (cfg.cpuCores ? nullptr : pick.cpu);
    int sockets = cfg.cpuModel ? 1 : pick.sockets;
    if (model && cfg.cpuModel && cfg.cpuCores && *cfg.cpuCores > model->cores && model->maxSockets >= 2)
        sockets = 2;
    if (model) {
        c.cpuModel = model->id;
        c.cpuSockets = sockets;
        c.cpuPcieLanes = model->pcieLanes * sockets;
        c.cpuMemoryChannels = model->memoryChannels * sockets;
    }
    c.cpuCores = cfg.cpuCores ? *cfg.cpuCores
                              : (model ? model->cores * sockets : int(std::lround(cpu.recommendedValue)));

    c.ramGb = cfg.ramGb.value_or(dims[int(DimensionId::Ram)].recommendedValue);

    // Storage: the recommended split on local NVMe (the data disk of GPU servers; article 001 §3),
    // with the tier's catalog read rate.
    const Dimension &storage = dims[int(DimensionId::Storage)];
    c.systemDiskGb = cfg.systemDiskGb.value_or(in.assumptions.systemDiskRecommendedGb);
    c.dataDiskGb = cfg.dataDiskGb.value_or(storage.recommendedValue - in.assumptions.systemDiskRecommendedGb);
    c.dataDisk = cfg.dataDisk.value_or(QStringLiteral("local_nvme"));
    const catalog::StorageClass *tier = in.catalog.storageTier(c.dataDisk);
    // Striped local drives when one cannot feed the GPUs (DGX H100 stripes 8 NVMe drives).
    const double readNeed = dataReadNeededMBs(in, nullptr);
    const bool local = c.dataDisk == QLatin1String("local_nvme") || c.dataDisk == QLatin1String("sata_ssd") ||
                       c.dataDisk == QLatin1String("hdd");
    // A hard disk is one disk unless the user says otherwise (by the read rate it gives).
    if (local && c.dataDisk != QLatin1String("hdd") && !cfg.dataDiskReadMbps && tier && tier->seqReadMbs > 0)
        c.dataDiskDrives = std::max(1, int(std::ceil(readNeed / tier->seqReadMbs)));
    c.dataDiskReadMbs = cfg.dataDiskReadMbps.value_or(tier ? tier->seqReadMbs * c.dataDiskDrives : 0);
    c.separateSystemDisk = cfg.separateSystemDisk.value_or(true);

    // Network.
    c.publicMbps = cfg.networkPublicMbps.value_or(dims[int(DimensionId::Network)].recommendedValue);
    const double fabric = recommendedFabricGbps(in);
    const double recommendedFabric = s.nodes > 1 ? (fabric > 0 ? fabric : 25.0) : 0.0;
    c.clusterGbps = cfg.networkClusterGbps.value_or(recommendedFabric);
    c.interconnect = cfg.interconnect.value_or(
        hasGpuLink(in.accelerator, s.gpusPerNode) ? QStringLiteral("nvlink") : QStringLiteral("pcie"));

    // Environment.
    const SoftwareEnvironment env = softwareFor(in.accelerator, in.workload);
    c.toolkit = cfg.cudaVersion.value_or(bareVersion(env.recommendedToolkit));
    c.driver = cfg.driverVersion.value_or(env.recommendedDriver);
    c.framework = cfg.framework.value_or(env.recommendedFramework);

    // Operations.
    c.monitoring = cfg.monitoring.value_or(true);
    c.checkpointIntervalH =
        cfg.checkpointIntervalH.value_or(dims[int(DimensionId::Operations)].recommendedValue);
    c.backup = cfg.backup.value_or(true);
    c.scheduler = cfg.scheduler.value_or(in.workload.run.teamSize > 1);
    c.containerImage = cfg.containerImage.value_or(true);
    c.accessControl = cfg.accessControl.value_or(in.workload.data.sensitive);
    c.auditLog = cfg.auditLog.value_or(in.workload.data.sensitive);
    c.autoscaling = cfg.autoscaling.value_or(in.workload.goal == Goal::AbsorbPeaks);
    c.billing = in.workload.run.billing.value_or(proposedBilling(in.workload, in.assumptions));
    // The refined estimate the cost model uses (team overlap, development share), so that the
    // findings and the cost dock quote one utilization.
    c.utilization = planner::planUtilization(in.workload, s.totalGpus(), in.assumptions, c.autoscaling).value;
    return c;
}

void describeChosen(std::array<Dimension, kDimensionCount> &dims, const ChosenConfiguration &c,
                    const DimensionInputs &in)
{
    const catalog::Accelerator *acc = in.catalog.accelerator(c.acceleratorId);
    Dimension &gpu = dims[int(DimensionId::Gpu)];
    gpu.chosenValue = c.gpusPerNode * c.nodes;
    gpu.chosen = c.nodes > 1 ? QCoreApplication::translate("planner", "%1 nodes × %2 × %3 (%4 GPUs)")
                                   .arg(c.nodes)
                                   .arg(c.gpusPerNode)
                                   .arg(acc ? acc->name : c.acceleratorId)
                                   .arg(c.gpusPerNode * c.nodes)
                             : QCoreApplication::translate("planner", "%1 × %2")
                                   .arg(c.gpusPerNode)
                                   .arg(acc ? acc->name : c.acceleratorId);
    Dimension &vram = dims[int(DimensionId::Vram)];
    vram.chosenValue = acc ? acc->memoryGb : 0;
    vram.chosen = acc ? QCoreApplication::translate("planner", "%1 GB %2 at %3 GB/s")
                            .arg(num(acc->memoryGb, 0), acc->memoryType, num(acc->memoryBandwidthGbs, 0))
                      : QString();
    Dimension &cpu = dims[int(DimensionId::Cpu)];
    cpu.chosenValue = c.cpuCores;
    const catalog::Cpu *model = c.cpuModel.isEmpty() ? nullptr : in.catalog.cpu(c.cpuModel);
    cpu.chosen = model ? QCoreApplication::translate("planner", "%1 cores: %2 × %3")
                             .arg(c.cpuCores)
                             .arg(c.cpuSockets)
                             .arg(model->name)
                       : QCoreApplication::translate("planner", "%1 cores").arg(c.cpuCores);
    Dimension &ram = dims[int(DimensionId::Ram)];
    ram.chosenValue = c.ramGb;
    ram.chosen = QCoreApplication::translate("planner", "%1 GB per node").arg(num(c.ramGb, 0));
    Dimension &storage = dims[int(DimensionId::Storage)];
    storage.chosenValue = c.systemDiskGb + c.dataDiskGb;
    const catalog::StorageClass *tier = in.catalog.storageTier(c.dataDisk);
    const QString drives =
        c.dataDiskDrives > 1
            ? QCoreApplication::translate("planner", "%1 striped drives of ").arg(c.dataDiskDrives)
            : QString();
    storage.chosen =
        (c.separateSystemDisk
             ? QCoreApplication::translate("planner", "system %1 GB + data %2 GB on %3%4 (%5 MB/s read)")
             : QCoreApplication::translate("planner",
                                           "one disk: system %1 GB + data %2 GB on %3%4 (%5 MB/s read)"))
            .arg(num(c.systemDiskGb, 0), num(c.dataDiskGb, 0), drives, tier ? storageDescription(*tier) : c.dataDisk,
                 num(c.dataDiskReadMbs, 0));
    Dimension &network = dims[int(DimensionId::Network)];
    network.chosenValue = c.publicMbps;
    network.chosen = QCoreApplication::translate("planner", "public %1 Mbit/s").arg(num(c.publicMbps, 0));
    if (c.clusterGbps > 0)
        network.chosen +=
            QCoreApplication::translate("planner", ", cluster %1 Gbit/s per node").arg(num(c.clusterGbps, 0));
    Dimension &env = dims[int(DimensionId::Environment)];
    env.chosen = QCoreApplication::translate("planner", "%1 %2, driver %3, %4")
                     .arg(acc ? stackName(acc->stack) : QString(), c.toolkit, c.driver, c.framework);
    Dimension &ops = dims[int(DimensionId::Operations)];
    ops.chosenValue = c.checkpointIntervalH;
    QStringList parts;
    parts << (c.monitoring ? QCoreApplication::translate("planner", "monitoring with alerts")
                           : QCoreApplication::translate("planner", "no monitoring"));
    if (in.sizing.training.applies)
        parts << (c.checkpointIntervalH > 0
                      ? QCoreApplication::translate("planner", "checkpoint every %1 min")
                            .arg(num(c.checkpointIntervalH * 60, 0))
                      : QCoreApplication::translate("planner", "no checkpoints"));
    parts << (c.backup ? QCoreApplication::translate("planner", "backup to independent storage")
                       : QCoreApplication::translate("planner", "no backup"));
    if (c.scheduler)
        parts << QCoreApplication::translate("planner", "scheduler with GPU quotas");
    if (c.autoscaling)
        parts << QCoreApplication::translate("planner", "autoscaling");
    if (c.accessControl || c.auditLog)
        parts << QCoreApplication::translate("planner", "access control and audit logs");
    ops.chosen = parts.join(planner::clauseSeparator());
}

} // namespace gpuplanner::planner
