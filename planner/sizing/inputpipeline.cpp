#include "planner/sizing/inputpipeline.h"

#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <algorithm>

namespace gpuplanner::planner {

std::optional<int> pinnedCpuCores(const Configuration &cfg, const catalog::Catalog &catalog)
{
    if (cfg.cpuCores)
        return *cfg.cpuCores;
    if (cfg.cpuModel)
        if (const catalog::Cpu *cpu = catalog.cpu(*cfg.cpuModel))
            return cpu->cores;
    return std::nullopt;
}

double samplesPerLoaderCore(const Workload &w, const Assumptions &a)
{
    if (isSpeechTraining(w))
        return a.speechClipsPerLoaderCore;
    switch (w.data.imageDecode.value_or(ImageDecode::Cpu)) {
    case ImageDecode::Cpu:
        return a.samplesDecodedPerCore;
    case ImageDecode::DaliCpu:
        return a.samplesDecodedPerCoreDali;
    case ImageDecode::Gpu:
        return 0;
    }
    return a.samplesDecodedPerCore;
}

double decodeCoresPerNode(const Workload &w, const GpuSizing &s, const Assumptions &a)
{
    const double perCore = samplesPerLoaderCore(w, a);
    return perCore > 0 ? s.work.gpuRate() / std::max(1, s.nodes) / perCore : 0;
}

int mostServerCores(const catalog::Catalog &catalog)
{
    int most = 0;
    for (const catalog::Cpu &cpu : catalog.cpus())
        most = std::max(most, cpu.cores * std::min(2, cpu.maxSockets));
    return most;
}

bool decodeOverflows(double coresPerNode, int serverCoresMost)
{
    return serverCoresMost > 0 && coresPerNode * 1.5 > serverCoresMost;
}

double inputPipelineCores(const Workload &w, const GpuSizing &s, const Assumptions &a)
{
    if (!s.work.applies)
        return 0;
    // A speech model's training clips are read and padded by the loaders whatever the preprocessing
    // (their features are computed before training: speechtraining.cpp).
    if (isSpeechTraining(w))
        return decodeCoresPerNode(w, s, a);
    const bool images =
        w.task == Task::CvTraining || w.task == Task::DiffusionTraining || isVisionInference(w);
    if (!images || w.data.preprocessing == Preprocessing::None)
        return 0;
    const double cores = decodeCoresPerNode(w, s, a);
    return !w.data.imageDecode && decodeOverflows(cores, w.host.serverCoresMost) ? 0 : cores;
}

void boundByInputPipeline(const Workload &w, const Assumptions &a, GpuSizing &s)
{
    const int cores = w.host.cpuCores;
    WorkResult &r = s.work;
    if (cores <= 0 || r.samplesPerS <= 0 || r.totalWork <= 0)
        return;
    const double needed = inputPipelineCores(w, s, a); // at the GPUs' own rate
    if (needed <= cores)
        return;
    const double decoded = double(cores) * samplesPerLoaderCore(w, a) * s.nodes;
    const int gpus = s.totalGpus();
    r.gpuSamplesPerS = r.gpuRate();
    r.inputPipelineCores = cores;
    r.samplesPerS = decoded;
    r.perGpuRate = decoded / gpus;
    r.wallHours = r.totalWork / decoded / kSecondsPerHour;
    r.gpuHours = r.wallHours * gpus;
    s.meetsTarget = s.fits && r.wallHours <= deadlineHours(w);
    if (s.fits && !s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

} // namespace gpuplanner::planner
