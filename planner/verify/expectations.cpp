#include "planner/verify/expectations.h"

#include "planner/sizing/dimensions.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/software.h"

#include <cmath>
#include <QRegularExpression>

namespace gpuplanner::verify {

Expectations expectationsFor(const planner::Evaluation &e, const catalog::Catalog &catalog, const QString &planName)
{
    Expectations x;
    const planner::ChosenConfiguration &c = e.chosen;
    x.planName = planName;
    x.acceleratorId = c.acceleratorId;
    x.gpusPerNode = c.gpusPerNode;
    x.nodes = c.nodes;
    const planner::Task task = e.workload.task;
    const planner::InferenceResult &inf = e.sizing.inference;
    x.independentNodes =
        planner::isSampleBatchInference(e.workload) || task == planner::Task::VideoProcessing ||
        task == planner::Task::Rendering || task == planner::Task::DiffusionInference ||
        (inf.applies && inf.tensorParallel * inf.pipelineParallel <= std::max(1, c.gpusPerNode));
    if (const catalog::Accelerator *a = catalog.accelerator(c.acceleratorId)) {
        x.gpuName = a->name;
        x.vramGb = a->memoryGb;
        x.memoryType = a->memoryType;
        x.tdpW = a->tdpW;
        x.pcieGen = a->pcieGen;
        x.gpuLinkGbs = a->interconnectGbs;
    }
    x.interconnect = c.interconnect;
    x.driver = c.driver;
    x.cuda = c.toolkit;
    x.cpuCores = c.cpuCores;
    x.ramGb = c.ramGb;
    x.systemDiskGb = c.systemDiskGb;
    x.dataDiskGb = c.dataDiskGb;
    x.dataDisk = c.dataDisk;
    x.dataDiskDrives = c.dataDiskDrives;
    x.dataReadMBs = c.dataDiskReadMbs;
    x.clusterGbps = c.clusterGbps;
    x.publicMbps = c.publicMbps;

    // What the plan needs: the same figures as the request for quote's minimums
    // (planner/quotes/requirements.cpp), per node.
    const auto dim = [&](planner::DimensionId id) { return e.dimensions[size_t(id)].minimumValue; };
    x.cpuCoresNeeded = int(std::ceil(dim(planner::DimensionId::Cpu)));
    x.ramGbNeeded = dim(planner::DimensionId::Ram);
    x.diskGbNeeded = dim(planner::DimensionId::Storage);
    x.publicMbpsNeeded = dim(planner::DimensionId::Network);
    if (const catalog::Accelerator *a = catalog.accelerator(e.sizing.acceleratorId)) {
        const planner::Configuration configuration; // the needs read the workload and the sizing only
        const planner::Assumptions assumptions;
        const planner::DimensionInputs in{e.workload, configuration, catalog, assumptions, e.sizing, *a, nullptr, nullptr};
        x.dataReadNeededMBs = std::ceil(planner::dataReadNeededMBs(in, nullptr));
        x.dataReadNeedKnown = true;
        if (e.sizing.nodes > 1)
            x.clusterGbpsNeeded = planner::clusterNetworkNeededGbps(in, nullptr);
        const planner::SoftwareEnvironment env = planner::softwareFor(*a, e.workload);
        x.driverNeeded = env.minimumDriver;
        x.cudaNeeded = env.minimumToolkit;
    }
    return x;
}

nlohmann::json expectationsToJson(const Expectations &x)
{
    auto s = [](const QString &v) { return v.toStdString(); };
    return {{"plan_name", s(x.planName)},
            {"gpu_id", s(x.acceleratorId)},
            {"gpu_name", s(x.gpuName)},
            {"gpus_per_node", x.gpusPerNode},
            {"nodes", x.nodes},
            {"independent_nodes", x.independentNodes},
            {"vram_gb", x.vramGb},
            {"memory_type", s(x.memoryType)},
            {"tdp_w", x.tdpW},
            {"pcie_gen", x.pcieGen},
            {"interconnect", s(x.interconnect)},
            {"gpu_link_gbs", x.gpuLinkGbs},
            {"driver", s(x.driver)},
            {"cuda", s(x.cuda)},
            {"cpu_cores", x.cpuCores},
            {"ram_gb", x.ramGb},
            {"system_disk_gb", x.systemDiskGb},
            {"data_disk_gb", x.dataDiskGb},
            {"data_disk", s(x.dataDisk)},
            {"data_disk_drives", x.dataDiskDrives},
            {"data_read_mbs", x.dataReadMBs},
            {"cluster_gbps", x.clusterGbps},
            {"public_mbps", x.publicMbps},
            {"cpu_cores_needed", x.cpuCoresNeeded},
            {"ram_gb_needed", x.ramGbNeeded},
            {"disk_gb_needed", x.diskGbNeeded},
            {"data_read_needed_mbs", x.dataReadNeededMBs},
            {"public_mbps_needed", x.publicMbpsNeeded},
            {"cluster_gbps_needed", x.clusterGbpsNeeded},
            {"driver_needed", s(x.driverNeeded)},
            {"cuda_needed", s(x.cudaNeeded)}};
}

Expectations expectationsFromJson(const nlohmann::json &j)
{
    Expectations x;
    if (!j.is_object())
        return x;
    auto str = [&](const char *k) {
        return j.contains(k) && j[k].is_string() ? QString::fromStdString(j[k].get<std::string>()) : QString();
    };
    auto num = [&](const char *k) { return j.contains(k) && j[k].is_number() ? j[k].get<double>() : 0.0; };
    x.planName = str("plan_name");
    x.acceleratorId = str("gpu_id");
    x.gpuName = str("gpu_name");
    x.gpusPerNode = int(num("gpus_per_node"));
    x.nodes = std::max(1, int(num("nodes")));
    x.independentNodes = j.contains("independent_nodes") && j["independent_nodes"].is_boolean() &&
                         j["independent_nodes"].get<bool>();
    x.vramGb = num("vram_gb");
    x.memoryType = str("memory_type");
    x.tdpW = num("tdp_w");
    x.pcieGen = int(num("pcie_gen"));
    x.interconnect = str("interconnect");
    x.gpuLinkGbs = num("gpu_link_gbs");
    x.driver = str("driver");
    x.cuda = str("cuda");
    x.cpuCores = int(num("cpu_cores"));
    x.ramGb = num("ram_gb");
    x.systemDiskGb = num("system_disk_gb");
    x.dataDiskGb = num("data_disk_gb");
    x.dataDisk = str("data_disk");
    x.dataDiskDrives = std::max(1, int(num("data_disk_drives")));
    x.dataReadMBs = num("data_read_mbs");
    x.clusterGbps = num("cluster_gbps");
    x.publicMbps = num("public_mbps");
    x.cpuCoresNeeded = int(num("cpu_cores_needed"));
    x.ramGbNeeded = num("ram_gb_needed");
    x.diskGbNeeded = num("disk_gb_needed");
    x.dataReadNeededMBs = num("data_read_needed_mbs");
    x.dataReadNeedKnown = j.contains("data_read_needed_mbs") && j["data_read_needed_mbs"].is_number();
    x.publicMbpsNeeded = num("public_mbps_needed");
    x.clusterGbpsNeeded = num("cluster_gbps_needed");
    x.driverNeeded = str("driver_needed");
    x.cudaNeeded = str("cuda_needed");
    return x;
}

QString acceleratorIdForName(const QString &smiName)
{
    // Most specific first; nvidia-smi names as printed by drivers 470–580 (acceptance.md §3.1).
    static const std::pair<const char *, const char *> table[] = {
        {"GB200", "nvidia-gb200"},
        {"B200", "nvidia-b200"},
        {"H200 NVL", "nvidia-h200-nvl"},
        {"H200", "nvidia-h200-sxm"},
        {"H100 NVL", "nvidia-h100-nvl"},
        {"H100 PCIe", "nvidia-h100-pcie"},
        {"H100 80GB PCIe", "nvidia-h100-pcie"},
        {"H100 80GB HBM3", "nvidia-h100-sxm"},
        {"H100 SXM", "nvidia-h100-sxm"},
        {"H100-SXM", "nvidia-h100-sxm"},
        {"H800", "nvidia-h800-sxm"},
        {"H20", "nvidia-h20"},
        {"A100-SXM4-80GB", "nvidia-a100-80gb-sxm"},
        {"A100-SXM-80GB", "nvidia-a100-80gb-sxm"},
        {"A100-SXM4-40GB", "nvidia-a100-40gb-sxm"},
        {"A100 80GB PCIe", "nvidia-a100-80gb-pcie"},
        {"A100-PCIE-80GB", "nvidia-a100-80gb-pcie"},
        {"A100-PCIE-40GB", "nvidia-a100-40gb-pcie"},
        {"A100-PCIE", "nvidia-a100-40gb-pcie"},
        {"A800", "nvidia-a800-sxm"},
        {"L40S", "nvidia-l40s"},
        {"L40", "nvidia-l40"},
        {"L20", "nvidia-l20"},
        {"L4", "nvidia-l4"},
        {"A10G", "nvidia-a10"},
        {"A10", "nvidia-a10"},
        {"A30", "nvidia-a30"},
        {"A40", "nvidia-a40"},
        {"RTX A6000", "nvidia-rtx-a6000"},
        {"RTX 6000 Ada", "nvidia-rtx-6000-ada"},
        {"RTX 4090 D", "nvidia-rtx-4090d"},
        {"RTX 4090", "nvidia-rtx-4090"},
        {"T4", "nvidia-t4"},
        {"V100S", "nvidia-v100s-pcie-32gb"},
        {"V100-SXM2-32GB", "nvidia-v100-sxm2-32gb"},
        {"V100-SXM2-16GB", "nvidia-v100-sxm2-16gb"},
        {"V100-PCIE-32GB", "nvidia-v100-pcie-32gb"}};
    const QString name = smiName.trimmed();
    for (const auto &[pattern, id] : table) {
        const QString p = QString::fromLatin1(pattern);
        // whole-word match so that "L4" does not match "L40S" and "A10" not "A100"
        const QRegularExpression re(QStringLiteral("(^|[\\s-])%1($|[\\s-])").arg(QRegularExpression::escape(p)),
                                    QRegularExpression::CaseInsensitiveOption);
        if (re.match(name).hasMatch())
            return QString::fromLatin1(id);
    }
    return {};
}

} // namespace gpuplanner::verify
