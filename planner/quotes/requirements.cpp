// The plan's requirements in vendor-neutral terms (PRODUCT.md §2 step 6): what a vendor must offer
// for each dimension, with the minimum and the recommended figure the engine computed.
#include "planner/quotes/requirements.h"

#include "planner/sizing/dimensions.h"
#include "planner/workload/format.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplanner::quotes {

using planner::DimensionId;
using planner::num;

namespace {

Requirement atLeast(const char *id, const char *dimension, QString title, QString text, double minimum,
                    double recommended, QString unit, int decimals = 0)
{
    Requirement r;
    r.id = QString::fromLatin1(id);
    r.dimension = QString::fromLatin1(dimension);
    r.kind = RequirementKind::AtLeast;
    r.title = std::move(title);
    r.text = std::move(text);
    r.minimum = minimum;
    r.recommended = std::max(minimum, recommended);
    r.unit = std::move(unit);
    r.minimumText = num(r.minimum, decimals) + QLatin1Char(' ') + r.unit;
    r.recommendedText = num(r.recommended, decimals) + QLatin1Char(' ') + r.unit;
    return r;
}

Requirement flag(const char *id, const char *dimension, QString title, QString text, bool required)
{
    Requirement r;
    r.id = QString::fromLatin1(id);
    r.dimension = QString::fromLatin1(dimension);
    r.kind = RequirementKind::Flag;
    r.title = std::move(title);
    r.text = std::move(text);
    r.requiredAtMinimum = required;
    r.minimumText = required ? QCoreApplication::translate("report", "required")
                             : QCoreApplication::translate("report", "not required");
    r.recommendedText = QCoreApplication::translate("report", "yes");
    return r;
}

// The numeric part of a toolkit name: "ROCm 6.3" → "6.3".
QString versionPart(const QString &s)
{
    const qsizetype space = s.lastIndexOf(QLatin1Char(' '));
    return space >= 0 ? s.mid(space + 1) : s;
}

} // namespace

QStringList allRequirementIds()
{
    return {QStringLiteral("gpu_model"),       QStringLiteral("gpu_count"),        QStringLiteral("gpu_memory_gb"),
            QStringLiteral("gpu_interconnect"), QStringLiteral("cpu_cores"),       QStringLiteral("cpu_pcie_lanes"),
            QStringLiteral("ram_gb"),          QStringLiteral("system_disk_gb"),   QStringLiteral("data_disk_gb"),
            QStringLiteral("data_disk_read_mbps"), QStringLiteral("data_disk_type"), QStringLiteral("public_mbps"),
            QStringLiteral("cluster_gbps"),    QStringLiteral("driver_version"),   QStringLiteral("os_image"),
            QStringLiteral("container_images"), QStringLiteral("scheduler"),       QStringLiteral("monitoring"),
            QStringLiteral("backup"),          QStringLiteral("access_audit"),     QStringLiteral("autoscaling")};
}

std::vector<Requirement> buildRequirements(const planner::Evaluation &e, const planner::Configuration &configuration,
                                           const catalog::Catalog &catalog, const planner::Assumptions &a)
{
    std::vector<Requirement> out;
    const catalog::Accelerator *acc = catalog.accelerator(e.sizing.acceleratorId);
    if (!acc)
        return out;
    const planner::Workload &w = e.workload;
    const planner::DimensionInputs in{w, configuration, catalog, a, e.sizing, *acc, nullptr, nullptr};
    const auto dim = [&](DimensionId id) -> const planner::Dimension & { return e.dimensions[size_t(id)]; };
    const int perNode = e.sizing.gpusPerNode, nodes = e.sizing.nodes;

    // GPU: the model or an equivalent by the figures that size the plan.
    Requirement model;
    model.id = QStringLiteral("gpu_model");
    model.dimension = QStringLiteral("gpu");
    model.kind = RequirementKind::GpuModel;
    model.title = QCoreApplication::translate("report", "GPU model");
    const std::optional<double> bf16 = acc->dense.bf16 ? acc->dense.bf16 : acc->dense.fp16;
    model.text = QCoreApplication::translate("report", "%1, or an accelerator with at least %2 GB memory, %3 GB/s "
                                                       "memory bandwidth and %4 dense BF16 TFLOPS on the %5 software stack")
                     .arg(acc->name, num(acc->memoryGb, 0), num(acc->memoryBandwidthGbs, 0),
                          bf16 ? num(*bf16, 0) : QStringLiteral("—"), acc->stack.toUpper());
    model.minimumText = model.recommendedText = acc->name;
    model.reference = acc->id;
    out.push_back(model);
    // The layout said is the recommended one: the plan's own GPUs unless they are fewer than the
    // minimum that meets the targets (then the GPU panel recommends that minimum).
    const planner::Dimension &gpuDim = dim(DimensionId::Gpu);
    const QString countText =
        gpuDim.recommendedValue > perNode * nodes
            ? QCoreApplication::translate("report", "GPUs in total: %1 recommended").arg(gpuDim.recommended)
            : QCoreApplication::translate("report", "GPUs in total: %1 per node × %n node(s) recommended",
                                          nullptr, int(nodes))
                  .arg(perNode);
    out.push_back(atLeast("gpu_count", "gpu", QCoreApplication::translate("report", "GPU count"), countText,
                          gpuDim.minimumValue, gpuDim.recommendedValue,
                          QCoreApplication::translate("report", "GPUs")));
    out.push_back(atLeast("gpu_memory_gb", "vram", QCoreApplication::translate("report", "GPU memory per GPU"),
                          QCoreApplication::translate("report", "Memory of each GPU (GB = 10^9 bytes), as the "
                                                                "plan needs it per GPU"),
                          dim(DimensionId::Vram).minimumValue, dim(DimensionId::Vram).recommendedValue, QStringLiteral("GB"),
                          1));
    if (perNode > 1) {
        Requirement link;
        link.id = QStringLiteral("gpu_interconnect");
        link.dimension = QStringLiteral("gpu");
        link.kind = RequirementKind::Interconnect;
        link.title = QCoreApplication::translate("report", "GPU-to-GPU link");
        link.text = QCoreApplication::translate("report", "NVLink / NVSwitch class link (or the vendor's equivalent, "
                                                          "e.g. Infinity Fabric) between all %1 GPUs of a node")
                        .arg(perNode);
        link.requiredAtMinimum = planner::isTraining(w.task) || e.sizing.inference.layerGroupGpus() > 1 ||
                                 e.sizing.training.tensorParallel > 1;
        link.minimumText = link.requiredAtMinimum ? QCoreApplication::translate("report", "required")
                                                  : QCoreApplication::translate("report", "PCIe acceptable");
        link.recommendedText = QCoreApplication::translate("report", "NVLink between all %1 GPUs").arg(perNode);
        out.push_back(link);
    }
    out.push_back(atLeast("cpu_cores", "cpu", QCoreApplication::translate("report", "CPU physical cores per node"),
                          QCoreApplication::translate("report", "Physical cores (not vCPUs or threads) per node of %n "
                                                                "GPU(s); a node with fewer GPUs is judged for what it holds",
                                                      nullptr, perNode),
                          dim(DimensionId::Cpu).minimumValue, dim(DimensionId::Cpu).recommendedValue,
                          QCoreApplication::translate("report", "cores")));
    const int lanes = planner::pcieLanesNeeded(in);
    out.push_back(atLeast("cpu_pcie_lanes", "cpu", QCoreApplication::translate("report", "PCIe lanes per node"),
                          QCoreApplication::translate("report", "PCIe lanes from the CPUs for GPUs, NVMe drives and NICs"),
                          lanes, lanes, QCoreApplication::translate("report", "lanes")));
    // Host needs scale with what a node holds: a vendor offering other nodes is judged for its own.
    const double ramEstimate = planner::ramNeededGb(in, nullptr);
    out.push_back(atLeast("ram_gb", "ram", QCoreApplication::translate("report", "RAM per node"),
                          QCoreApplication::translate("report", "Host memory per node: at least the node's GPU memory "
                                                                "(GPUs × memory of each) and %1 GB for this work, rounded "
                                                                "to a server size; %2 GB for a node of %3 × %4 GB. Other "
                                                                "node shapes are judged for what they hold.")
                              .arg(num(std::ceil(ramEstimate), 0), num(dim(DimensionId::Ram).minimumValue, 0))
                              .arg(perNode)
                              .arg(num(acc->memoryGb, 0)),
                          dim(DimensionId::Ram).minimumValue,
                          dim(DimensionId::Ram).recommendedValue, QStringLiteral("GB")));
    out.push_back(atLeast("system_disk_gb", "storage", QCoreApplication::translate("report", "System disk"),
                          QCoreApplication::translate("report", "A system disk for OS, drivers and images, separate "
                                                                "from the data disk"),
                          a.systemDiskMinGb, a.systemDiskRecommendedGb, QStringLiteral("GB")));
    const double data = planner::roundUpDiskGb(planner::dataDiskNeededGb(in, nullptr));
    out.push_back(atLeast("data_disk_gb", "storage", QCoreApplication::translate("report", "Data disk capacity"),
                          QCoreApplication::translate("report", "Data disk per node for datasets, model files, "
                                                                "checkpoints and logs"),
                          data, planner::roundUpDiskGb(planner::dataDiskNeededGb(in, nullptr) * a.dataDiskHeadroom),
                          QStringLiteral("GB")));
    const double read = std::ceil(planner::dataReadNeededMBs(in, nullptr));
    if (read > 0)
        out.push_back(atLeast("data_disk_read_mbps", "storage",
                              QCoreApplication::translate("report", "Data disk sequential read"),
                              QCoreApplication::translate("report", "Sequential read rate of the data disk per node, "
                                                                    "measured (e.g. fio, 1 MiB blocks)"),
                              read, read, QStringLiteral("MB/s")));
    Requirement disk;
    disk.id = QStringLiteral("data_disk_type");
    disk.dimension = QStringLiteral("storage");
    disk.kind = RequirementKind::DiskType;
    disk.title = QCoreApplication::translate("report", "Data disk type");
    disk.text = QCoreApplication::translate("report", "Local NVMe SSD for the data disk (cold data may go to object "
                                                      "storage)");
    disk.requiredAtMinimum = planner::isTraining(w.task) || w.task == planner::Task::Scientific ||
                             w.task == planner::Task::Rendering;
    disk.minimumText = disk.requiredAtMinimum ? QCoreApplication::translate("report", "local NVMe SSD")
                                              : QCoreApplication::translate("report", "SSD");
    disk.recommendedText = QCoreApplication::translate("report", "local NVMe SSD");
    out.push_back(disk);
    out.push_back(atLeast("public_mbps", "network", QCoreApplication::translate("report", "Public bandwidth"),
                          QCoreApplication::translate("report", "Public network bandwidth; state the number of "
                                                                "public IPs, port limits and whether traffic or "
                                                                "bandwidth is billed"),
                          dim(DimensionId::Network).minimumValue, dim(DimensionId::Network).recommendedValue,
                          QStringLiteral("Mbit/s")));
    if (nodes > 1) {
        const double fabric = planner::clusterNetworkNeededGbps(in, nullptr);
        out.push_back(atLeast(
            "cluster_gbps", "network", QCoreApplication::translate("report", "Bandwidth between nodes"),
            QCoreApplication::translate("report", "Network between nodes per node, RDMA class "
                                                  "(InfiniBand or RoCE) for multi-node training"),
            std::ceil(fabric), fabric > 0 ? std::ceil(planner::recommendedFabricGbps(in)) : 25.0,
            QStringLiteral("Gbit/s")));
        if (fabric <= 0) // independent replicas: the link between nodes carries no training traffic
            out.back().minimumText = QCoreApplication::translate("report", "not required");
    }
    const planner::SoftwareEnvironment env = planner::softwareFor(*acc, w);
    Requirement driver;
    driver.id = QStringLiteral("driver_version");
    driver.dimension = QStringLiteral("environment");
    driver.kind = RequirementKind::Version;
    const bool cuda = env.stack == QLatin1String("cuda");
    driver.title = cuda ? QCoreApplication::translate("report", "GPU driver version")
                        : QCoreApplication::translate("report", "%1 release").arg(env.stack.toUpper());
    driver.text = cuda ? QCoreApplication::translate("report", "NVIDIA driver that supports %1 (for %2)")
                             .arg(env.recommendedToolkit, env.recommendedFramework)
                       : QCoreApplication::translate("report", "%1 with its kernel driver (for %2)")
                             .arg(env.recommendedToolkit, env.recommendedFramework);
    driver.minimumText = cuda ? env.minimumDriver : versionPart(env.minimumToolkit);
    driver.recommendedText = cuda ? env.recommendedDriver : versionPart(env.recommendedToolkit);
    out.push_back(driver);
    Requirement os;
    os.id = QStringLiteral("os_image");
    os.dimension = QStringLiteral("environment");
    os.kind = RequirementKind::Text;
    os.title = QCoreApplication::translate("report", "Operating system and base image");
    os.text = QCoreApplication::translate("report", "%1; the container image %2 runs with GPU access").arg(env.os, env.baseImage);
    os.minimumText = os.recommendedText = env.os;
    out.push_back(os);
    const bool team = w.run.teamSize > 1;
    const bool longRun = w.run.durationDays * 24 > a.longTrainingHours && planner::isTraining(w.task);
    out.push_back(flag("container_images", "environment", QCoreApplication::translate("report", "Custom container images"),
                       QCoreApplication::translate("report", "Own images and containers with GPU access, image "
                                                             "registry or image reuse across nodes"),
                       team));
    if (team)
        out.push_back(flag("scheduler", "operations", QCoreApplication::translate("report", "Job scheduler with GPU quotas"),
                           QCoreApplication::translate("report", "A scheduler or queue with per-user GPU quotas for "
                                                                 "a team of %1")
                               .arg(w.run.teamSize),
                           false));
    out.push_back(flag("monitoring", "operations", QCoreApplication::translate("report", "Monitoring and alerts"),
                       QCoreApplication::translate("report", "GPU memory, utilization, temperature, power, disk, "
                                                             "network and job failures, with alerts"),
                       true));
    out.push_back(flag("backup", "operations", QCoreApplication::translate("report", "Backup to independent storage"),
                       QCoreApplication::translate("report", "Checkpoints and key files copied to storage "
                                                             "independent of the node"),
                       longRun));
    out.push_back(flag("access_audit", "operations", QCoreApplication::translate("report", "Access control and audit logs"),
                       QCoreApplication::translate("report", "Per-user access control and audit logging of data "
                                                             "access"),
                       w.data.sensitive));
    if (w.goal == planner::Goal::AbsorbPeaks)
        out.push_back(flag("autoscaling", "operations",
                           QCoreApplication::translate("report", "Autoscaling or reserved elastic nodes"),
                           QCoreApplication::translate("report", "Extra nodes within minutes for peaks, released "
                                                                 "after"),
                           true));
    return out;
}

} // namespace gpuplanner::quotes
