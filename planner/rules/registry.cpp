#include "planner/rules/rulecontext.h"
#include "planner/rules/rules.h"
#include "planner/workload/format.h"
#include "planner/workload/jsonpath.h"

#include <algorithm>

namespace gpuplanner::planner {

const std::vector<RuleInfo> &allRules()
{
    static const std::vector<RuleInfo> rules{
        {"vram.insufficient", "error", "gpu vram", "000 §2; 001 §2.1"},
        {"vram.below_recommended", "warning|info", "gpu vram", "000 §2"},
        {"vram.oversized", "warning", "gpu vram", "000 FAQ (latest model), §2"},
        {"gpu.multi.no_parallelism", "warning", "gpu", "000 §1, FAQ (more GPUs)"},
        {"gpu.interconnect.pcie_training", "warning", "gpu", "001 §2.3"},
        {"gpu.software.rocm", "error|warning", "gpu environment", "000 §1 (MI250 and ROCm)"},
        {"gpu.software.cann", "error|warning", "gpu environment", "001 §2.2 (framework support)"},
        {"gpu.fp64.weak", "warning", "gpu", "001 §1 (scientific computing)"},
        {"gpu.video.no_encoder", "error", "gpu", "001 §1 (video processing)"},
        {"gpu.video.codec_unsupported", "error", "gpu",
         "001 §1 (video processing: encode/decode capability)"},
        {"gpu.video.session_limit", "warning|info", "gpu", "001 §1 (video processing: encode capability)"},
        {"gpu.render.no_rt", "error|warning", "gpu", "001 §1 (graphics rendering, simulation)"},
        {"gpu.precision_unsupported", "warning", "gpu", "001 §2.2"},
        {"latency.unmet", "error", "gpu vram", "001 §1 (online inference), 000 §1"},
        {"gpu.capacity.insufficient", "error", "gpu", "000 §1; 001 §1"},
        {"gpu.deadline.missed", "warning", "gpu", "000 §1 (expected run time)"},
        {"gpu.multinode.unneeded", "error|warning", "gpu network", "000 FAQ (multi-node)"},
        {"gpu.global_batch_uneven", "warning", "gpu", "001 §2.1 (memory sets the batch per GPU)"},
        {"cpu.weak_for_gpu", "error|warning", "gpu cpu", "000 §3; 001 §3, §6"},
        {"cpu.loader_bound", "warning", "gpu cpu", "000 §3; 001 §3"},
        {"cpu.pcie_lanes", "warning", "gpu cpu", "000 §3"},
        {"cpu.memory_channels", "info", "cpu ram", "000 §3"},
        {"ram.below_vram", "warning", "vram ram", "001 §6"},
        {"ram.insufficient", "warning", "ram", "000 §4; 001 §3"},
        {"storage.throughput", "warning", "gpu storage", "001 §1, §3"},
        {"storage.not_nvme", "warning", "storage", "000 §5; 001 §3"},
        {"storage.shared_small_files", "warning", "gpu storage", "001 §3"},
        {"storage.system_disk_small", "warning", "storage", "000 §5"},
        {"storage.single_disk", "warning", "storage", "000 §5"},
        {"storage.cold_data_local", "info", "storage", "000 §5"},
        {"network.insufficient", "error|warning", "network", "000 §6"},
        {"network.multinode_fabric", "error", "network gpu", "001 §3"},
        {"network.exchange_exposed", "warning", "network gpu", "001 §3"},
        {"network.public_overprovisioned", "info", "network", "000 §6"},
        {"env.driver_cuda", "error", "environment gpu", "000 §7"},
        {"env.unpinned", "warning", "environment", "000 §7; 001 §6"},
        {"env.no_image", "warning", "environment", "001 §6"},
        {"ops.no_checkpoint", "error|warning", "operations", "000 §8"},
        {"ops.no_monitoring", "warning", "operations", "000 §8, FAQ (monitoring)"},
        {"ops.no_backup", "warning", "operations storage", "000 §8"},
        {"ops.no_quota", "warning", "operations gpu", "001 §6"},
        {"security.sensitive_data", "error", "operations storage", "001 §6"},
        {"deploy.mixed_training_inference", "warning", "gpu operations", "001 §5 case 2"},
        {"deploy.no_elasticity", "warning", "operations gpu", "000 §8 table; 001 §4"},
        {"cost.low_utilization", "warning", "gpu operations", "001 §7"},
        {"cost.steady_on_hourly", "warning", "gpu operations", "001 §4"},
        {"cost.oversized_fixed_node", "warning", "gpu operations", "001 §5 case 1"},
        // Raised from the cost report (addCostFindings), tested in tests/planner/cost/.
        {"cost.price_age", "info|warning", "cost", "001 §4 (compare total cost with current prices)"},
        {"cost.dominant_component", "warning", "cost",
         "001 §4 (total cost of ownership, not the hourly price)"},
        {"cost.over_budget", "warning", "cost",
         "001 §5 case 1 (limited budget), conclusion (performance against budget)"},
    };
    return rules;
}

std::vector<Finding> runRules(const DimensionInputs &in, const Evaluation &e)
{
    const rules::RuleContext ctx(in, e);
    std::vector<Finding> out;
    rules::gpuRules(ctx, out);
    rules::hostRules(ctx, out);
    rules::storageRules(ctx, out);
    rules::networkRules(ctx, out);
    rules::softwareRules(ctx, out);
    rules::costRules(ctx, out);
    tidyFindingTexts(out);
    sortFindings(out);
    return out;
}

void tidyFindingTexts(std::vector<Finding> &findings)
{
    for (Finding &f : findings) {
        for (QString *text : {&f.title, &f.message, &f.reason, &f.suggestion})
            *text = tidyChineseSpaces(*text);
        if (f.fix)
            f.fix->label = tidyChineseSpaces(f.fix->label);
    }
}

void sortFindings(std::vector<Finding> &out)
{
    auto rank = [](const QString &severity) {
        return severity == QLatin1String("error") ? 0 : severity == QLatin1String("warning") ? 1 : 2;
    };
    // Within a severity, the findings with an effect on the cost come first, the largest first;
    // the others keep the rules' order.
    std::stable_sort(out.begin(), out.end(), [&](const Finding &a, const Finding &b) {
        if (rank(a.severity) != rank(b.severity))
            return rank(a.severity) < rank(b.severity);
        return a.costEffect > b.costEffect;
    });
}

nlohmann::json applyFix(const nlohmann::json &workload, const Fix &fix)
{
    nlohmann::json out = workload;
    for (const auto &[path, value] : fix.edits)
        setAt(out, path, value);
    return out;
}

} // namespace gpuplanner::planner
