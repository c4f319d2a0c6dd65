// Storage and network rules. Sources: article 000 §5 ("系统盘、数据盘分开"; "系统盘约100GB至200GB";
// "频繁读写任务：优先选择本地高性能固态盘"; "冷数据放到对象存储"), §6 ("单用户低频调用时，100Mbps级别网络可能
// 够用；多人并发、数据同步或多节点训练，则应重点确认1Gbps、10Gbps甚至更高带宽";
// "若业务只在内网调用…不必为过高公网 带宽支付额外费用"); article 001 §1 (训练集读取太慢，显卡一直在等数据),
// §3 (NVMe SSD通常更合适; GPU利用率只有30%到 50%…共享存储吞吐跟不上…样本碎;
// 跨节点训练…网络差，多节点协同会被直接拖慢).
#include "planner/rules/rulecontext.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

namespace gpuplanner::planner::rules {

namespace {

const QStringList kGpuStorage{QStringLiteral("gpu"), QStringLiteral("storage")};
const QStringList kStorage{QStringLiteral("storage")};
const QStringList kNetwork{QStringLiteral("network")};

Fix diskFix(const QString &label, const QString &tier)
{
    Fix fix;
    fix.label = label;
    fix.edits = {{QStringLiteral("configuration.data_disk"), tier.toStdString()},
                 {QStringLiteral("configuration.data_disk_read_mbps"), nullptr}};
    return fix;
}

void throughput(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double need = dataReadNeededMBs(ctx.in, nullptr);
    if (need <= 0 || ctx.c().dataDiskReadMbs >= need)
        return;
    Finding f = finding(
        "storage.throughput", "warning", kGpuStorage,
        QCoreApplication::translate("rules", "Data disk too slow to feed the GPUs"),
        QCoreApplication::translate("rules",
                                    "The data disk reads %1 MB/s; keeping the GPUs busy needs %2 MB/s.")
            .arg(num(ctx.c().dataDiskReadMbs, 0), num(need, 0)),
        QCoreApplication::translate(
            "rules",
            "A typical symptom is GPU utilization of only 30–50%: the GPUs wait while the training set "
            "is read."),
        QCoreApplication::translate(
            "rules",
            "Use local NVMe, striped over several drives if needed, and stage data from shared storage."));
    f.fix =
        diskFix(QCoreApplication::translate("rules", "Use striped local NVMe"), QStringLiteral("local_nvme"));
    out.push_back(f);
}

void notNvme(const RuleContext &ctx, std::vector<Finding> &out)
{
    const bool frequentReads =
        isTraining(ctx.w().task) || ctx.w().task == Task::Scientific || ctx.w().task == Task::Rendering;
    if (!frequentReads || ctx.c().dataDisk == QLatin1String("local_nvme"))
        return;
    Finding f = finding(
        "storage.not_nvme", "warning", kStorage,
        QCoreApplication::translate("rules", "Frequently read data off NVMe"),
        QCoreApplication::translate("rules", "Training data is read every epoch from %1.")
            .arg(ctx.c().dataDisk),
        QCoreApplication::translate(
            "rules", "High-frequency training with heavy reads and writes suits NVMe SSDs; check random-read "
                     "performance too."),
        QCoreApplication::translate("rules",
                                    "Put the working set on local NVMe; keep cold data in object storage."));
    f.fix = diskFix(QCoreApplication::translate("rules", "Use local NVMe"), QStringLiteral("local_nvme"));
    out.push_back(f);
}

void sharedSmallFiles(const RuleContext &ctx, std::vector<Finding> &out)
{
    const DataInput &d = ctx.w().data;
    const bool shared = ctx.c().dataDisk == QLatin1String("shared_fs") ||
                        ctx.c().dataDisk == QLatin1String("network_block") ||
                        ctx.c().dataDisk == QLatin1String("object_storage");
    if (!shared || d.avgFileMb <= 0 || d.avgFileMb >= ctx.a().smallFileMb ||
        d.fileCount < ctx.a().smallFileCount)
        return;
    Finding f = finding(
        "storage.shared_small_files", "warning", kGpuStorage,
        QCoreApplication::translate("rules", "Many small files on shared storage"),
        QCoreApplication::translate("rules", "%1 files of %2 MB on average are read from %3.")
            .arg(num(d.fileCount, 0), num(d.avgFileMb, 2), ctx.c().dataDisk),
        QCoreApplication::translate(
            "rules", "Large training sets of fragmented samples on shared storage leave the GPUs at 30–50% "
                     "utilization; every small read costs a metadata round trip."),
        QCoreApplication::translate(
            "rules", "Pack samples into shards (WebDataset, TFRecord) and stage them on local NVMe."));
    f.fix = diskFix(QCoreApplication::translate("rules", "Stage the data on local NVMe"),
                    QStringLiteral("local_nvme"));
    out.push_back(f);
}

void systemDiskSmall(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.c().systemDiskGb >= ctx.a().systemDiskMinGb)
        return;
    Finding f = finding(
        "storage.system_disk_small", "warning", kStorage,
        QCoreApplication::translate("rules", "System disk under 100 GB"),
        QCoreApplication::translate("rules", "The system disk has %1 GB.").arg(num(ctx.c().systemDiskGb, 0)),
        QCoreApplication::translate(
            "rules", "The system disk holds the OS, drivers, runtimes and container images: about 100–200 GB."),
        QCoreApplication::translate("rules", "Use a system disk of %1 GB.")
            .arg(num(ctx.a().systemDiskRecommendedGb, 0)));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use a %1 GB system disk")
                    .arg(num(ctx.a().systemDiskRecommendedGb, 0));
    fix.edits = {{QStringLiteral("configuration.system_disk_gb"), ctx.a().systemDiskRecommendedGb}};
    f.fix = fix;
    out.push_back(f);
}

void singleDisk(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.c().separateSystemDisk)
        return;
    Finding f = finding(
        "storage.single_disk", "warning", kStorage,
        QCoreApplication::translate("rules", "System and data on one disk"),
        QCoreApplication::translate("rules",
                                    "The OS and the datasets, models, checkpoints and logs share one disk."),
        QCoreApplication::translate(
            "rules",
            "Separate system and data disks are easier to grow and to troubleshoot."),
        QCoreApplication::translate("rules", "Add a separate data disk."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Add a separate data disk");
    fix.edits = {{QStringLiteral("configuration.separate_system_disk"), true}};
    f.fix = fix;
    out.push_back(f);
}

void coldData(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().data.datasetGb < ctx.a().coldDataGb || ctx.c().dataDisk != QLatin1String("local_nvme"))
        return;
    out.push_back(finding(
        "storage.cold_data_local", "info", kStorage,
        QCoreApplication::translate("rules", "Large dataset on local disks"),
        QCoreApplication::translate("rules", "%1 TB of data are planned on local NVMe.")
            .arg(num(ctx.w().data.datasetGb / 1000, 1)),
        QCoreApplication::translate(
            "rules",
            "Long-lived data can go to object storage instead of expensive local disks."),
        QCoreApplication::translate("rules",
                                    "Keep the working set local and the cold part in object storage.")));
}

// What a pinned network between nodes costs the steps of a training (gradientexchange.h): the wait and
// how much longer the job takes; empty where nothing waits.
QString pinnedExchangeCost(const GpuSizing &s, const Assumptions &a)
{
    const GradientExchange &x = s.work.exchange;
    if (x.applies && x.fabricPinned && x.exposedSeconds > 0 && x.stepSeconds > 0) {
        const double recommended = x.stepSeconds + exposedSecondsAt(x, x.fabricGbps, a);
        return QCoreApplication::translate(
                   "rules", " Each optimizer step waits %1 ms for it after %2 ms of compute, so "
                            "the job takes %3× as long as on the recommended fabric.")
            .arg(num(x.exposedSeconds * 1000.0, 0), num(x.stepSeconds * 1000.0, 0),
                 num((x.stepSeconds + x.exposedSeconds) / recommended, 2));
    }
    if (s.training.applies && s.training.networkSlowdown > 1) // language models (llmtraining.cpp)
        return QCoreApplication::translate("rules",
                                           " Each step waits for it: the job takes %1× as long as on the "
                                           "recommended fabric.")
            .arg(num(s.training.networkSlowdown, 2));
    return {};
}

void networkInsufficient(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double publicNeed = publicNetworkNeededMbps(ctx.in, nullptr);
    const double clusterNeed = clusterNetworkNeededGbps(ctx.in, nullptr);
    const bool publicShort = ctx.c().publicMbps < publicNeed;
    const bool clusterShort = clusterNeed > 0 && ctx.c().clusterGbps < clusterNeed;
    if (!publicShort && !clusterShort)
        return;
    Finding f =
        finding("network.insufficient", clusterShort ? "error" : "warning", kNetwork,
                QCoreApplication::translate("rules", "Network below the load"),
                clusterShort
                    ? QCoreApplication::translate(
                          "rules", "%1 Gbit/s between nodes; the gradient exchange needs %2 Gbit/s per node.")
                              .arg(num(ctx.c().clusterGbps, 0), num(clusterNeed, 0)) +
                          pinnedExchangeCost(ctx.in.sizing, ctx.a())
                    : QCoreApplication::translate(
                          "rules", "%1 Mbit/s of public bandwidth; requests and data sync need %2 Mbit/s.")
                          .arg(num(ctx.c().publicMbps, 0), num(publicNeed, 0)),
                QCoreApplication::translate(
                    "rules",
                    "Model downloads, remote data, many users and multi-node training all consume bandwidth; "
                    "many users, data sync or multi-node work need 1–10 Gbit/s or more."),
                QCoreApplication::translate("rules", "Raise the bandwidth."));
    // The label names each figure the fix sets.
    const double publicMbps = std::ceil(publicNeed * 2);
    const double clusterGbps = std::ceil(recommendedFabricGbps(ctx.in)); // the fabric the plan recommends
    Fix fix;
    if (publicShort && clusterShort)
        fix.label = QCoreApplication::translate("rules", "Use %1 Mbit/s public and %2 Gbit/s between nodes")
                        .arg(num(publicMbps, 0), num(clusterGbps, 0));
    else if (publicShort)
        fix.label = QCoreApplication::translate("rules", "Use %1 Mbit/s public bandwidth").arg(num(publicMbps, 0));
    else
        fix.label = QCoreApplication::translate("rules", "Use %1 Gbit/s between nodes").arg(num(clusterGbps, 0));
    if (publicShort)
        fix.edits.push_back({QStringLiteral("configuration.network_public_mbps"), publicMbps});
    if (clusterShort)
        fix.edits.push_back({QStringLiteral("configuration.network_cluster_gbps"), clusterGbps});
    f.fix = fix;
    out.push_back(f);
}

void multinodeFabric(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.c().nodes <= 1 || !isTraining(ctx.w().task) || ctx.c().clusterGbps >= ctx.a().rdmaFabricMinGbps)
        return;
    // Nodes of one rack-scale NVLink domain all-reduce over NVLink: nothing crosses the fabric.
    const catalog::Accelerator &acc = ctx.in.accelerator;
    if (ctx.c().nodes <= nodesPerNvlinkDomain(acc.interconnectMaxGpus, acc.hasGpuLink(), ctx.c().gpusPerNode))
        return;
    Finding f = finding(
        "network.multinode_fabric", "error", QStringList{QStringLiteral("network"), QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "Multi-node training without a fast fabric"),
        QCoreApplication::translate("rules", "%1 nodes train together over %2 Gbit/s per node.")
            .arg(ctx.c().nodes)
            .arg(num(ctx.c().clusterGbps, 0)),
        QCoreApplication::translate(
            "rules",
            "Cross-node training depends on network bandwidth and latency; a weak network directly slows "
            "the whole job. Reference designs give each GPU its own 200–400 Gbit/s RDMA link."),
        QCoreApplication::translate("rules", "Use InfiniBand or RoCE with at least %1 Gbit/s per node.")
            .arg(num(ctx.a().rdmaFabricMinGbps, 0)));
    const double fabricGbps =
        std::ceil(std::max(ctx.a().rdmaFabricMinGbps * ctx.c().gpusPerNode, recommendedFabricGbps(ctx.in)));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use an RDMA fabric of %1 Gbit/s per node").arg(num(fabricGbps, 0));
    fix.edits = {{QStringLiteral("configuration.network_cluster_gbps"), fabricGbps}};
    f.fix = fix;
    out.push_back(f);
}

void publicOverprovisioned(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double need = std::max(publicNetworkNeededMbps(ctx.in, nullptr), ctx.a().publicMinMbps);
    const double recommended = ctx.e.dimensions[int(DimensionId::Network)].recommendedValue;
    if (ctx.c().publicMbps < ctx.a().publicOverprovisionMinMbps ||
        ctx.c().publicMbps < ctx.a().publicOverprovisionRatio * std::max(need, recommended))
        return;
    Finding f = finding(
        "network.public_overprovisioned", "info", kNetwork,
        QCoreApplication::translate("rules", "Public bandwidth far above the need"),
        QCoreApplication::translate("rules", "%1 Mbit/s of public bandwidth for a need of about %2 Mbit/s.")
            .arg(num(ctx.c().publicMbps, 0), num(need, 0)),
        QCoreApplication::translate(
            "rules",
            "A service called only from the intranet should improve its internal links instead of paying "
            "for high public bandwidth."),
        QCoreApplication::translate(
            "rules", "Lower the public bandwidth; check whether traffic or bandwidth is billed."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use %1 Mbit/s").arg(num(recommended, 0));
    fix.edits = {{QStringLiteral("configuration.network_public_mbps"), recommended}};
    f.fix = fix;
    out.push_back(f);
}

} // namespace

void storageRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    throughput(ctx, out);
    notNvme(ctx, out);
    sharedSmallFiles(ctx, out);
    systemDiskSmall(ctx, out);
    singleDisk(ctx, out);
    coldData(ctx, out);
}

// Vision, speech or diffusion training whose gradient exchange between nodes outlasts what the step
// hides, even on the fastest fabric (gradientexchange.h): the GPUs wait on the network more than a fifth
// of the time. The fix is a global batch whose step hides it (gradient accumulation), or fewer nodes.
void exchangeExposed(const RuleContext &ctx, std::vector<Finding> &out)
{
    // On the fabric the plan recommends: a slower network the configuration pins is the network rules'.
    const GradientExchange &x = ctx.in.sizing.work.exchange;
    const double exposed = exposedSecondsAt(x, x.fabricGbps, ctx.a());
    if (!x.applies || exposed <= 0 || x.samplesPerStep <= 0)
        return;
    const double idle = exposed / (x.stepSeconds + exposed);
    if (idle <= 0.2)
        return;
    const int gpus = std::max(1, ctx.in.sizing.totalGpus());
    const double perSample = x.stepSeconds / x.samplesPerStep;
    const double exchange = x.bytesPerStep * 8.0 / (x.fabricGbps * 1e9);
    const double perGpu = std::ceil(exchange / (exchangeOverlapShare(ctx.a()) * perSample) - 1e-9);
    const double global = perGpu * gpus;
    Finding f = finding(
        "network.exchange_exposed", "warning", QStringList{QStringLiteral("network"), QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "The gradient exchange stalls each step"),
        QCoreApplication::translate("rules",
                                    "Between %1 nodes each optimizer step computes %2 ms, then waits "
                                    "%3 ms for the gradients (%4 GB a node at %5 Gbit/s, the fastest "
                                    "fabric): the GPUs idle %6% of the time.")
            .arg(x.nodes)
            .arg(num(x.stepSeconds * 1000.0, 1), num(exposed * 1000.0, 1),
                 num(x.bytesPerStep / kBytesPerGB, 2), num(x.fabricGbps, 0), num(idle * 100, 0)),
        QCoreApplication::translate(
            "rules", "Data-parallel training exchanges the gradients at every optimizer step; a step too "
                     "short to hide it behind the backward pass leaves the GPUs waiting on the network, "
                     "and cross-node training is only as fast as that network."),
        QCoreApplication::translate("rules",
                                    "Raise the global batch to about %1 samples (%2 per GPU a step, "
                                    "accumulated) if the optimizer allows it, or train on fewer nodes.")
            .arg(num(global, 0), num(perGpu, 0)));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use a global batch of %1").arg(num(global, 0));
    fix.edits = {{QStringLiteral("training.global_batch"), int(global)}};
    f.fix = fix;
    out.push_back(f);
}

void networkRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    networkInsufficient(ctx, out);
    multinodeFabric(ctx, out);
    exchangeExposed(ctx, out);
    publicOverprovisioned(ctx, out);
}

} // namespace gpuplanner::planner::rules
