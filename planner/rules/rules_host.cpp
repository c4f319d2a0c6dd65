// CPU and RAM rules. Sources: article 000 §3
// ("若使用视频转码、地理数据计算或大规模数据增强，CPU核心数不足会让GPU 出现等待";
// "处理器主频、内存通道和PCIe通道数量也要一起确认。多卡服务器尤其要注意GPU是否通过足够的PCIe通道连接"), §4
// ("按'数据集缓存量加程序占用量再预留约30%'进行估算…把每个进程可能复制的缓存纳入计算"); article 001 §3
// (CPU太弱，GPU就会空等; 内存…频繁换页), §6 (高显存配低内存、强GPU配弱CPU).
#include "planner/rules/rulecontext.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::rules {

namespace {

const QStringList kGpuCpu{QStringLiteral("gpu"), QStringLiteral("cpu")};
const QStringList kVramRam{QStringLiteral("vram"), QStringLiteral("ram")};
const QStringList kRam{QStringLiteral("ram")};

void cpuWeak(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double need = cpuCoresNeeded(ctx.in, false);
    if (ctx.c().cpuCores >= need)
        return;
    const double recommended = cpuCoresNeeded(ctx.in, true);
    const int gpusPerNode = ctx.c().gpusPerNode;
    // NAMD's GPU-offload mode: the cores integrate every step, so they set the simulation's speed.
    const bool offload = ctx.in.workload.task == Task::Simulation &&
                         ctx.in.workload.media.mdMode == MdMode::GpuOffload &&
                         ctx.in.sizing.work.cpuCoresPerSimulation > 0;
    Finding f = finding(
        "cpu.weak_for_gpu", ctx.c().cpuCores < need / 2 ? "error" : "warning", kGpuCpu,
        QCoreApplication::translate("rules", "CPU too weak for the GPUs"),
        (offload ? QCoreApplication::translate(
                       "rules",
                       "%1 physical cores feed %n GPU(s); GPU-offload molecular dynamics needs at least %2 "
                       "for the ns/day planned.",
                       nullptr, gpusPerNode)
                 : QCoreApplication::translate(
                       "rules", "%1 physical cores feed %n GPU(s); the data pipeline needs at least %2.",
                       nullptr, gpusPerNode))
            .arg(ctx.c().cpuCores)
            .arg(num(need, 0)),
        offload
            ? QCoreApplication::translate(
                  "rules", "In GPU-offload mode (NAMD 2.x) the CPU cores integrate every step while the GPUs "
                           "compute forces: with fewer cores each step takes longer and the GPUs wait.")
            : QCoreApplication::translate(
                  "rules",
                  "The CPU preprocesses data, schedules tasks, decompresses files and handles requests; with "
                  "too few cores the GPUs wait for data."),
        QCoreApplication::translate("rules", "Raise the CPU to %1 physical cores per node.")
            .arg(num(recommended, 0)));
    // Images decoded on the CPU can move to the GPUs instead (DALI, nvJPEG: data.image_decode).
    if (!isSpeechTraining(ctx.in.workload) && inputPipelineCores(ctx.in.workload, ctx.in.sizing, ctx.a()) > 0)
        f.suggestion += sentenceGap(f.suggestion) +
                        QCoreApplication::translate("rules", "Or decode the images on the GPUs (NVIDIA DALI, "
                                                             "nvJPEG; Image decoding: On the GPUs), which "
                                                             "leaves the CPU its per-GPU floor.");
    // The job time already runs at the cores' rate (inputpipeline.cpp): say what the GPUs would take.
    const WorkResult &r = ctx.in.sizing.work;
    if (r.gpuSamplesPerS > 0)
        f.message += sentenceGap(f.message) +
                     QCoreApplication::translate("rules", "The job takes %1 h at the CPU's "
                                                          "rate; the GPUs alone would take %2 h.")
                         .arg(num(r.wallHours, 1), num(r.wallHours * r.samplesPerS / r.gpuSamplesPerS, 1));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use %1 CPU cores").arg(num(recommended, 0));
    fix.edits = {{QStringLiteral("configuration.cpu_cores"), int(recommended)}};
    const CpuPick pick =
        pickCpu(ctx.in.catalog, recommended, pcieLanesNeeded(ctx.in), memoryChannelsWanted(ctx.in));
    if (pick.cpu && !ctx.c().cpuModel.isEmpty())
        fix.edits.push_back({QStringLiteral("configuration.cpu_model"), pick.cpu->id.toStdString()});
    f.fix = fix;
    out.push_back(f);
}

// Data loaders the workload states (training.dataloader_workers) that keep the GPUs waiting more than a
// fifth of the time: the job runs at the loaders' rate, and more workers would give the GPUs theirs.
void loaderBound(const RuleContext &ctx, std::vector<Finding> &out)
{
    const WorkResult &r = ctx.in.sizing.work;
    if (r.loaderWorkers < 0 || r.perGpuRate <= 0 || r.loaderFreeRate < r.perGpuRate * 1.25)
        return;
    const double perCore = samplesPerLoaderCore(ctx.in.workload, ctx.a());
    const double waiting = 1.0 - r.perGpuRate / r.loaderFreeRate;
    const double needed = std::ceil(r.loaderFreeRate / perCore); // workers that keep up with the GPU
    Finding f = finding(
        "cpu.loader_bound", "warning", kGpuCpu,
        QCoreApplication::translate("rules", "The data loaders keep the GPUs waiting"),
        QCoreApplication::translate("rules", "With %1 data loader workers per GPU each GPU trains %2 %3 a "
                                             "second where it could train %4: the GPUs wait %5% of the time, "
                                             "and the job takes %6 h where loaders that keep up give %7 h.")
            .arg(r.loaderWorkers)
            .arg(num(r.perGpuRate, 2), workUnitName(r.unit, true), num(r.loaderFreeRate, 2),
                 num(waiting * 100, 0), num(r.wallHours, 1),
                 num(r.wallHours * r.perGpuRate / r.loaderFreeRate, 1)),
        QCoreApplication::translate(
            "rules", "A data loader worker prepares batches on a CPU core while the GPU trains; "
                     "with none (PyTorch's and Hugging Face Trainer's default) the training "
                     "process prepares each batch between steps and the GPU waits."),
        QCoreApplication::translate("rules",
                                    "Give each GPU about %1 loader workers (dataloader_num_workers), "
                                    "and the cores for them.")
            .arg(num(needed, 0)));
    // The wizard's list (kLoaderWorkerSteps); beyond it, loaders that keep up (the CPU sized for them).
    nlohmann::json workers = nullptr;
    for (const int n : TrainingInput::kLoaderWorkerSteps)
        if (n >= needed) {
            workers = n;
            break;
        }
    Fix fix;
    fix.label =
        workers.is_null()
            ? QCoreApplication::translate("rules", "Use loader workers that keep up")
            : QCoreApplication::translate("rules", "Use %1 loader workers per GPU").arg(workers.get<int>());
    fix.edits = {{QStringLiteral("training.dataloader_workers"), workers}};
    f.fix = fix;
    out.push_back(f);
}

void pcieLanes(const RuleContext &ctx, std::vector<Finding> &out)
{
    const int need = pcieLanesNeeded(ctx.in);
    if (ctx.c().cpuPcieLanes <= 0 || ctx.c().cpuPcieLanes >= need)
        return;
    Finding f = finding(
        "cpu.pcie_lanes", "warning", kGpuCpu, QCoreApplication::translate("rules", "Not enough PCIe lanes"),
        QCoreApplication::translate("rules",
                                    "The CPUs provide %1 PCIe lanes; the GPUs, NVMe drives and NICs need %2.")
            .arg(ctx.c().cpuPcieLanes)
            .arg(need),
        QCoreApplication::translate(
            "rules",
            "Multi-GPU servers must connect each GPU with enough PCIe lanes, or GPUs congest when they "
            "transfer at once."),
        QCoreApplication::translate(
            "rules", "Choose a platform with more lanes (two sockets, or PCIe switches on the baseboard)."));
    const CpuPick pick =
        pickCpu(ctx.in.catalog, std::max<double>(ctx.c().cpuCores, cpuCoresNeeded(ctx.in, true)), need,
                memoryChannelsWanted(ctx.in));
    if (pick.cpu) {
        Fix fix;
        fix.label = QCoreApplication::translate("rules", "Use %1 × %2 (%3 cores)")
                        .arg(pick.sockets)
                        .arg(pick.cpu->name)
                        .arg(pick.cpu->cores * pick.sockets);
        fix.edits = {{QStringLiteral("configuration.cpu_model"), pick.cpu->id.toStdString()},
                     {QStringLiteral("configuration.cpu_cores"), pick.cpu->cores * pick.sockets}};
        f.fix = fix;
    }
    out.push_back(f);
}

void memoryChannels(const RuleContext &ctx, std::vector<Finding> &out)
{
    const int want = memoryChannelsWanted(ctx.in);
    if (ctx.c().cpuMemoryChannels <= 0 || ctx.c().cpuMemoryChannels >= want)
        return;
    const int gpusPerNode = ctx.c().gpusPerNode;
    Finding f = finding(
        "cpu.memory_channels", "info", QStringList{QStringLiteral("cpu"), QStringLiteral("ram")},
        QCoreApplication::translate("rules", "Few memory channels for the GPUs"),
        QCoreApplication::translate("rules", "The CPUs have %1 memory channels for %n GPU(s).", nullptr, gpusPerNode)
            .arg(ctx.c().cpuMemoryChannels),
        QCoreApplication::translate(
            "rules",
            "Check clock, memory channels and PCIe lanes together with the core count: memory bandwidth "
            "feeds the data pipeline."),
        QCoreApplication::translate("rules", "Prefer a platform with at least %1 channels populated.")
            .arg(want));
    const CpuPick pick = pickCpu(ctx.in.catalog, ctx.c().cpuCores, pcieLanesNeeded(ctx.in), want);
    if (pick.cpu) {
        Fix fix;
        fix.label = QCoreApplication::translate("rules", "Use %1 × %2 (%3 cores)")
                        .arg(pick.sockets)
                        .arg(pick.cpu->name)
                        .arg(pick.cpu->cores * pick.sockets);
        fix.edits = {{QStringLiteral("configuration.cpu_model"), pick.cpu->id.toStdString()},
                     {QStringLiteral("configuration.cpu_cores"), pick.cpu->cores * pick.sockets}};
        f.fix = fix;
    }
    out.push_back(f);
}

void ramBelowVram(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double vram = ctx.acc().memoryGb * ctx.c().gpusPerNode;
    if (ctx.c().ramGb >= vram)
        return;
    Finding f = finding(
        "ram.below_vram", "warning", kVramRam,
        QCoreApplication::translate("rules", "Host RAM below GPU memory"),
        QCoreApplication::translate("rules", "%1 GB of RAM for %2 GB of GPU memory in the node.")
            .arg(num(ctx.c().ramGb, 0), num(vram, 0)),
        QCoreApplication::translate(
            "rules", "High GPU memory with low host memory is a common imbalance: weights, checkpoints and "
                     "pinned transfer buffers pass through host RAM."),
        QCoreApplication::translate("rules", "Raise RAM to at least %1 GB per node.")
            .arg(num(roundUpRamGb(vram), 0)));
    // The label says the figure the edit sets (the work's own need may be above the GPU memory).
    const double ram = roundUpRamGb(std::max(vram, ramNeededGb(ctx.in, nullptr)));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use %1 GB of RAM").arg(num(ram, 0));
    fix.edits = {{QStringLiteral("configuration.ram_gb"), ram}};
    f.fix = fix;
    out.push_back(f);
}

void ramInsufficient(const RuleContext &ctx, std::vector<Finding> &out)
{
    const double need = ramNeededGb(ctx.in, nullptr);
    if (ctx.c().ramGb >= need)
        return;
    Finding f = finding(
        "ram.insufficient", "warning", kRam, QCoreApplication::translate("rules", "Not enough host RAM"),
        QCoreApplication::translate(
            "rules", "%1 GB of RAM; cache, programs, data-loader workers and offloaded states need %2 GB.")
            .arg(num(ctx.c().ramGb, 0), num(need, 0)),
        QCoreApplication::translate(
            "rules",
            "Short of memory, the system swaps and everything slows down; estimate dataset cache plus "
            "program footprint plus about 30%, counting each loader process's copies."),
        QCoreApplication::translate("rules", "Raise RAM to %1 GB per node.").arg(num(roundUpRamGb(need), 0)));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use %1 GB of RAM").arg(num(roundUpRamGb(need), 0));
    fix.edits = {{QStringLiteral("configuration.ram_gb"), roundUpRamGb(need)}};
    f.fix = fix;
    out.push_back(f);
}

} // namespace

void hostRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    cpuWeak(ctx, out);
    loaderBound(ctx, out);
    pcieLanes(ctx, out);
    memoryChannels(ctx, out);
    ramBelowVram(ctx, out);
    ramInsufficient(ctx, out);
}

} // namespace gpuplanner::planner::rules
