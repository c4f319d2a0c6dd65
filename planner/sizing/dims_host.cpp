// CPU and RAM dimensions (article 000 §3–4, article 001 §3).
#include "planner/sizing/dimensions.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

bool heavyPreprocessing(const Workload &w)
{
    return w.data.preprocessing == Preprocessing::Heavy || w.task == Task::Geospatial;
}

} // namespace

// GPUs: 16 lanes each for PCIe cards; SXM / OAM baseboards (HGX) hang two GPUs and their NICs off
// each PCIe switch, which takes one x16 uplink to the CPUs. NICs: one per GPU for multi-node
// training (rail-optimized fabric), one otherwise. Two NVMe drives at 4 lanes.
int pcieLanesNeeded(const DimensionInputs &in)
{
    const int gpus = in.sizing.gpusPerNode;
    const bool fabric = in.sizing.nodes > 1 && isTraining(in.workload.task);
    const bool baseboard = !in.accelerator.formFactor.startsWith(QLatin1String("PCIe")) && gpus >= 4;
    if (baseboard)
        return 16 * (gpus / 2) + 4 * 2 + 16;
    return 16 * gpus + 4 * 2 + 16 * (fabric ? gpus : 1);
}

int memoryChannelsWanted(const DimensionInputs &in)
{
    return int(std::ceil(in.assumptions.memoryChannelsPerGpu * in.sizing.gpusPerNode));
}

CpuPick pickCpu(const catalog::Catalog &c, double cores, int lanes, int channels)
{
    CpuPick best;
    int bestCores = 0;
    for (const catalog::Cpu &cpu : c.cpus()) {
        for (int sockets = 1; sockets <= std::min(2, cpu.maxSockets); ++sockets) {
            const int total = cpu.cores * sockets;
            if (total < cores || cpu.pcieLanes * sockets < lanes || cpu.memoryChannels * sockets < channels)
                continue;
            if (!best.cpu || total < bestCores ||
                (total == bestCores && cpu.launchYear > best.cpu->launchYear)) {
                best = {&cpu, sockets};
                bestCores = total;
            }
        }
    }
    return best;
}

namespace {

// Molecular dynamics: the simulations one node runs at once (its GPUs ÷ GPUs per simulation, no more
// than the simulations spread over the nodes).
int mdSimulationsPerNode(const DimensionInputs &in)
{
    const int per = std::max(1, in.sizing.work.gpusPerSimulation);
    const int simulations = std::max(1, in.workload.media.instances);
    const int nodes = std::max(1, in.sizing.nodes);
    return std::max(1, std::min(in.sizing.gpusPerNode / per, (simulations + nodes - 1) / nodes));
}

} // namespace

double cpuCoresNeeded(const DimensionInputs &in, bool recommended)
{
    const Assumptions &a = in.assumptions;
    const Workload &w = in.workload;
    const int gpus = in.sizing.gpusPerNode;
    double cores = 0;
    if (isServing(w.task) || w.task == Task::BatchInference) {
        cores = recommended ? std::max<double>(a.inferenceCoresRecommended, gpus * a.trainingCoresPerGpuMin)
                            : std::max<double>(a.inferenceCoresMin, gpus * a.inferenceCoresPerGpuMin);
    } else if (isTraining(w.task)) {
        cores = gpus * (recommended ? a.trainingCoresPerGpuRecommended : a.trainingCoresPerGpuMin);
    } else if (w.task == Task::VideoProcessing) {
        const double streams =
            std::min(in.sizing.work.required, in.sizing.work.samplesPerS) / in.sizing.nodes;
        cores = std::max<double>(a.inferenceCoresMin,
                                 streams * a.cpuCoresPerVideoStream * (recommended ? 1.5 : 1.0));
    } else if (w.task == Task::Simulation && in.sizing.work.cpuCoresPerSimulation > 0) {
        // Molecular dynamics with its cores modelled: each simulation running at once on a node keeps
        // its cores; GPU-offload's rate depends on them (simulation.cpp), with headroom for the spread
        // of the published per-core rates (0.38–0.64 µs per atom and step).
        cores = in.sizing.work.cpuCoresPerSimulation * mdSimulationsPerNode(in) *
                (recommended && w.media.mdMode == MdMode::GpuOffload ? a.mdOffloadCoresHeadroom : 1.0);
    } else if (isMolecularDynamics(w)) {
        // GPU-resident molecular dynamics: a few cores feed each simulation running at once on a node
        // (the others wait their turn on the same GPUs).
        cores = a.simulationCoresPerInstance * mdSimulationsPerNode(in) * (recommended ? 1.5 : 1.0);
    } else if (w.task == Task::Simulation) {
        cores = std::max(1, w.media.instances) * a.simulationCoresPerInstance / in.sizing.nodes *
                (recommended ? 1.5 : 1.0);
    } else {
        cores = gpus * (recommended ? 8 : a.trainingCoresPerGpuMin);
    }
    // Image pipelines (vision training and batch inference): decode and augmentation on the CPU at the
    // GPUs' sample rate, unless the data is preprocessed already or that needs more cores than a
    // two-socket server has; then decoding belongs on the GPUs (DALI) (inputpipeline.cpp).
    cores = std::max(cores, inputPipelineCores(w, in.sizing, a) * (recommended ? 1.5 : 1.0));
    if (heavyPreprocessing(w))
        cores = std::max<double>(cores,
                                 recommended ? a.heavyPreprocessCoresRecommended : a.heavyPreprocessCoresMin);
    return std::ceil(cores);
}

Dimension cpuDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Cpu;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("cores");
    d.minimumValue = cpuCoresNeeded(in, false);
    d.recommendedValue = cpuCoresNeeded(in, true);
    const int lanes = pcieLanesNeeded(in);
    const CpuPick pick = pickCpu(in.catalog, d.recommendedValue, lanes, memoryChannelsWanted(in));
    d.minimum =
        QCoreApplication::translate("planner", "%1 physical cores per node").arg(num(d.minimumValue, 0));
    d.recommended = pick.cpu ? QCoreApplication::translate(
                                   "planner", "%1 physical cores: %2 × %3 (%4 cores, %5 PCIe Gen%6 lanes)")
                                   .arg(num(d.recommendedValue, 0))
                                   .arg(pick.sockets)
                                   .arg(pick.cpu->name)
                                   .arg(pick.cpu->cores * pick.sockets)
                                   .arg(pick.cpu->pcieLanes * pick.sockets)
                                   .arg(pick.cpu->pcieGen)
                             : QCoreApplication::translate("planner", "%1 physical cores per node")
                                   .arg(num(d.recommendedValue, 0));
    const Assumptions &a = in.assumptions;
    const Workload &w = in.workload;
    if (isTraining(w.task))
        d.why << QCoreApplication::translate(
                     "planner", "Training: %1 to %2 physical cores per GPU for data loading and the training "
                                "process (floor, and the "
                                "NVIDIA DGX H100 ratio of 112 cores for 8 GPUs) × %3 GPUs per node.")
                     .arg(num(a.trainingCoresPerGpuMin, 0), num(a.trainingCoresPerGpuRecommended, 0))
                     .arg(in.sizing.gpusPerNode);
    if (in.sizing.work.applies && in.sizing.work.samplesPerS > 0 &&
        (isTraining(w.task) || isVisionInference(w))) {
        const double decode = decodeCoresPerNode(w, in.sizing, a);
        if (isSpeechTraining(w))
            d.why << QCoreApplication::translate(
                         "planner", "Input pipeline: %1 clips/s per node ÷ %2 clips/s a loader core reads "
                                    "and pads (log-mel features computed before training, as Hugging "
                                    "Face's Whisper recipe stores them) = %3 cores; set the data loader's "
                                    "workers to use them.")
                         .arg(num(in.sizing.work.gpuRate() / in.sizing.nodes, 0),
                              num(a.speechClipsPerLoaderCore, 1), num(decode, 1));
        else if (w.data.preprocessing == Preprocessing::None)
            d.why << QCoreApplication::translate("planner",
                                                 "Input pipeline: the data is preprocessed already "
                                                 "(tensors or latents), so the CPU decodes nothing.");
        else if (w.data.imageDecode == ImageDecode::Gpu)
            d.why << QCoreApplication::translate(
                "planner", "Input pipeline: the GPUs decode and augment the images (NVIDIA DALI on the GPU, "
                           "nvJPEG), so no cores are counted for decoding; the CPU keeps its per-GPU floor "
                           "for reading files and running the training processes.");
        else
            d.why << QCoreApplication::translate(
                         "planner", "Input pipeline: %1 samples/s per node ÷ %2 images/s a physical core "
                                    "decodes and augments (%3) = %4 cores.")
                         .arg(num(in.sizing.work.gpuRate() / in.sizing.nodes, 0),
                              num(samplesPerLoaderCore(w, a), 0),
                              w.data.imageDecode == ImageDecode::DaliCpu
                                  ? QCoreApplication::translate("planner", "NVIDIA DALI on the CPU")
                                  : QCoreApplication::translate("planner",
                                                                "PyTorch DataLoader with PIL / torchvision"),
                              num(decode, 0));
        if (!isSpeechTraining(w) && w.data.preprocessing != Preprocessing::None &&
            w.data.imageDecode != ImageDecode::Gpu && decodeOverflows(decode, w.host.serverCoresMost))
            d.why << QCoreApplication::translate("planner",
                                                 "That is more than any two-socket server in the catalog "
                                                 "offers: decode and augment on the GPUs "
                                                 "(NVIDIA DALI / nvJPEG; Image decoding: On the GPUs) and "
                                                 "keep the per-GPU core floor.");
    }
    if (isServing(w.task) || w.task == Task::BatchInference)
        d.why << QCoreApplication::translate("planner", "Inference nodes start from %1–%2 physical cores, "
                                                        "at least %3 per GPU for scheduling, "
                                                        "tokenization and request handling.")
                     .arg(a.inferenceCoresMin)
                     .arg(a.inferenceCoresRecommended)
                     .arg(num(a.inferenceCoresPerGpuMin, 0));
    if (w.task == Task::VideoProcessing)
        d.why << QCoreApplication::translate("planner",
                                             "Video: %1 cores per stream for demuxing, audio and muxing.")
                     .arg(num(a.cpuCoresPerVideoStream, 1));
    if (w.task == Task::Simulation && in.sizing.work.cpuCoresPerSimulation > 0) {
        const QString cores = num(in.sizing.work.cpuCoresPerSimulation, 0);
        const QString atOnce = QString::number(mdSimulationsPerNode(in));
        if (w.media.mdMode == MdMode::GpuOffload)
            d.why << QCoreApplication::translate(
                         "planner",
                         "Molecular dynamics in GPU-offload mode: %1 physical cores per simulation × %2 "
                         "at once per node; the CPU cores integrate every step and set its rate (GPU "
                         "Why). Recommended × %3: published NAMD 2.14 runs took 0.38–0.64 µs per atom "
                         "and step on one core across CPU generations.")
                         .arg(cores, atOnce, num(a.mdOffloadCoresHeadroom, 2));
        else
            d.why << QCoreApplication::translate("planner", "Molecular dynamics: %1 physical cores per "
                                                            "simulation, as given, × %2 at once per node.")
                         .arg(cores, atOnce);
    } else if (isMolecularDynamics(w))
        d.why << QCoreApplication::translate("planner",
                                             "GPU-resident molecular dynamics: %1 physical cores per "
                                             "simulation × %2 at once per node.")
                     .arg(num(a.simulationCoresPerInstance, 0))
                     .arg(mdSimulationsPerNode(in));
    else if (w.task == Task::Simulation)
        d.why << QCoreApplication::translate("planner", "Simulation: %1 cores per simulator instance.")
                     .arg(num(a.simulationCoresPerInstance, 0));
    if (heavyPreprocessing(w))
        d.why << QCoreApplication::translate("planner",
                                             "Heavy preprocessing (transcoding, geospatial computation, "
                                             "large-scale augmentation): %1–%2 physical "
                                             "cores.")
                     .arg(a.heavyPreprocessCoresMin)
                     .arg(a.heavyPreprocessCoresRecommended);
    const int gpusPerNode = in.sizing.gpusPerNode;
    d.why << QCoreApplication::translate("planner", "PCIe lanes from the CPUs: %1 for %n GPU(s) (16 per PCIe "
                                                    "card; an SXM/OAM baseboard takes one x16 "
                                                    "switch uplink per two GPUs), NVMe drives and NICs.",
                                         nullptr, gpusPerNode)
                 .arg(lanes);
    d.why << QCoreApplication::translate(
        "planner",
        "Check clock speed and memory channels too: more channels feed the data pipeline.");
    return d;
}

double roundUpRamGb(double gb)
{
    static constexpr std::array<double, 14> sizes{16,  32,  64,   128,  192,  256,  384,
                                                  512, 768, 1024, 1536, 2048, 3072, 4096};
    for (const double s : sizes)
        if (gb <= s)
            return s;
    return std::ceil(gb / 1024.0) * 1024.0;
}

double ramNeededGb(const DimensionInputs &in, QStringList *why)
{
    const Assumptions &a = in.assumptions;
    const Workload &w = in.workload;
    const int gpus = in.sizing.gpusPerNode;
    // A batch job reads its data once, so it streams from the data disk; epochs and repeated runs are
    // what a cache serves.
    const bool onePass = w.task == Task::BatchInference;
    const double cache = onePass ? 0.0 : std::min(w.data.datasetGb, a.datasetCacheMaxGb);
    const double processes = gpus * a.programFootprintGb;
    const bool loaders = isTraining(w.task) || w.task == Task::BatchInference;
    const double workers = loaders ? gpus * a.dataLoaderWorkersPerGpu * a.workerFootprintGb : 0;
    // Model files pass through host memory on load (page cache), once per node: the whole model
    // where the node holds whole replicas, its share where nodes split one copy.
    double staging = 0;
    if (w.model.parametersB > 0)
        staging =
            est::weightBytes(w.model.parametersB * 1e9, isTraining(w.task) ? Precision::Bf16 : w.precision) /
            kBytesPerGB / nodesPerModelCopy(in);
    const double offload = in.sizing.memory.offloadedGb;
    const double estimate = (cache + processes + workers + staging + offload) * (1.0 + a.ramReserveFraction);
    if (why) {
        *why << QCoreApplication::translate(
                    "planner", "(dataset cache %1 GB + programs %2 × %3 GB + data-loader workers %4 GB + "
                               "model staging %5 GB + "
                               "offloaded optimizer states %6 GB) × (1 + %7 reserve) = %8 GB.")
                    .arg(num(cache, 1))
                    .arg(gpus)
                    .arg(num(a.programFootprintGb, 1), num(workers, 1), num(staging, 1), num(offload, 1),
                         num(a.ramReserveFraction, 2), num(estimate, 1));
        if (onePass && w.data.datasetGb > 0)
            *why << QCoreApplication::translate("planner",
                                                "A batch job reads its data set (%1 GB) once: it "
                                                "streams from the data disk, and nothing is cached.")
                        .arg(num(w.data.datasetGb, 0));
        else if (w.data.datasetGb > a.datasetCacheMaxGb)
            *why << QCoreApplication::translate("planner", "The dataset (%1 GB) exceeds %2 GB; it streams "
                                                           "from the data disk and only %2 GB is cached.")
                        .arg(num(w.data.datasetGb, 0), num(a.datasetCacheMaxGb, 0));
    }
    return estimate;
}

Dimension ramDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Ram;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("GB");
    const Assumptions &a = in.assumptions;
    const double vram = in.accelerator.memoryGb * in.sizing.gpusPerNode;
    const double estimate = ramNeededGb(in, &d.why);
    // Article 000 §4 ranges as floors: small inference 32–64 GB; large image, video or science data 64–256
    // GB.
    const bool largeMedia = in.workload.data.datasetGb >= 100 || in.workload.task == Task::VideoProcessing ||
                            in.workload.task == Task::Scientific || in.workload.task == Task::Geospatial;
    const double floor = largeMedia ? 64 : 32;
    d.minimumValue = roundUpRamGb(std::max({estimate, floor, vram}));
    d.recommendedValue =
        roundUpRamGb(std::max({estimate, largeMedia ? 128.0 : 64.0, vram * a.ramPerVramRecommended}));
    d.minimum = QCoreApplication::translate("planner", "%1 GB per node").arg(num(d.minimumValue, 0));
    d.recommended = QCoreApplication::translate("planner", "%1 GB per node").arg(num(d.recommendedValue, 0));
    d.why << QCoreApplication::translate("planner", "At least the node's GPU memory (%1 × %2 GB = %3 GB): "
                                                    "high VRAM with low RAM cannot stage weights, "
                                                    "checkpoints or pinned buffers.")
                 .arg(in.sizing.gpusPerNode)
                 .arg(num(in.accelerator.memoryGb, 0), num(vram, 0));
    d.why << QCoreApplication::translate("planner", "Typical ranges: small inference 32–64 GB; large image, "
                                                    "video or science data 64–256 GB. "
                                                    "Recommended: %1× GPU memory (DGX H100 has 2 TB for 640 "
                                                    "GB of GPU memory), rounded to a server size.")
                 .arg(num(a.ramPerVramRecommended, 1));
    return d;
}

} // namespace gpuplanner::planner
