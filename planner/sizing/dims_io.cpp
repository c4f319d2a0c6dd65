// Storage and network dimensions (article 000 §5–6, article 001 §3).
#include "planner/sizing/dimensions.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

double expansion(Preprocessing p)
{
    // Preprocessed copies beside the raw data: none, light (resized / tokenized shards), heavy
    // (decoded frames, tiles, augmented variants). Estimates.
    switch (p) {
    case Preprocessing::None:
        return 1.0;
    case Preprocessing::Light:
        return 1.5;
    case Preprocessing::Heavy:
        return 3.0;
    }
    return 1.0;
}

QString tierName(const QString &tier)
{
    if (tier == QLatin1String("local_nvme"))
        return QCoreApplication::translate("planner", "local NVMe SSD");
    if (tier == QLatin1String("sata_ssd"))
        return QCoreApplication::translate("planner", "SATA SSD");
    if (tier == QLatin1String("hdd"))
        return QCoreApplication::translate("planner", "hard disk");
    if (tier == QLatin1String("network_block"))
        return QCoreApplication::translate("planner", "network block storage");
    if (tier == QLatin1String("shared_fs"))
        return QCoreApplication::translate("planner", "shared file system");
    return QCoreApplication::translate("planner", "object storage");
}

} // namespace

QString storageDescription(const catalog::StorageClass &tier)
{
    // A drive is the last bracket of the catalog's name ("…, datacenter SSD (Samsung PM9A3 U.2)"); a
    // cloud service is named before its first comma or bracket ("AWS EBS gp3, baseline (…)").
    QString drive;
    const bool physical = tier.tier == QLatin1String("local_nvme") || tier.tier == QLatin1String("sata_ssd") ||
                          tier.tier == QLatin1String("hdd");
    if (physical) {
        const qsizetype open = tier.name.lastIndexOf(QLatin1Char('('));
        if (open >= 0 && tier.name.endsWith(QLatin1Char(')')))
            drive = tier.name.mid(open + 1).chopped(1);
    } else {
        drive = tier.name.section(QLatin1Char(','), 0, 0).section(QStringLiteral(" ("), 0, 0).trimmed();
    }
    if (drive.isEmpty())
        return tierName(tier.tier);
    return QCoreApplication::translate("planner", "%1 (%2)", "storage tier (drive model)").arg(tierName(tier.tier), drive);
}

double roundUpDiskGb(double gb)
{
    if (gb <= 1000)
        return std::ceil(gb / 100.0) * 100.0;
    if (gb <= 10000)
        return std::ceil(gb / 500.0) * 500.0;
    return std::ceil(gb / 1000.0) * 1000.0;
}

namespace {

// The LLM path writes its checkpoints sharded, each node its share; a data-parallel vision, speech or
// diffusion training writes the whole model from one rank, and every node is sized alike.
double checkpointGbPerNode(const GpuSizing &s)
{
    return trainingCheckpointGb(s) / (s.training.applies ? std::max(1, s.nodes) : 1);
}

QString checkpointShare(const GpuSizing &s)
{
    if (trainingCheckpointGb(s) <= 0)
        return QCoreApplication::translate("planner", "the job trains nothing");
    return s.training.applies ? QCoreApplication::translate("planner", "this node's shard")
                              : QCoreApplication::translate("planner", "the whole model, as data-parallel "
                                                                       "training writes it");
}

} // namespace

double dataDiskNeededGb(const DimensionInputs &in, QStringList *why)
{
    const Workload &w = in.workload;
    const Assumptions &a = in.assumptions;
    // A speech model's training set also keeps its log-mel features, computed once and stored (Hugging
    // Face's recipe maps the data set through the feature extractor): each clip's padded window, mel
    // bins × 3,000 frames in 32-bit floats, whatever the clip's length (speechtraining.cpp).
    const bool speechFeatures = isSpeechTraining(w);
    const double featuresGb = speechFeatures ? speechTrainingFeaturesGb(w) : 0;
    // A batch job's nodes each process their share of the data once; training reads all of it every
    // epoch on every node.
    const int nodes = std::max(1, in.sizing.nodes);
    const double share = w.task == Task::BatchInference ? 1.0 / nodes : 1.0;
    const double datasetGb = w.data.datasetGb * share;
    const double dataset =
        speechFeatures ? datasetGb + featuresGb : datasetGb * expansion(w.data.preprocessing);
    // Model files: the original 16-bit checkpoint, plus the quantized copy that is served.
    double model = 0;
    if (w.model.parametersB > 0) {
        model = est::weightBytes(w.model.parametersB * 1e9, Precision::Bf16) / kBytesPerGB;
        if (w.precision != Precision::Bf16 && w.precision != Precision::Fp16)
            model += est::weightBytes(w.model.parametersB * 1e9, w.precision) / kBytesPerGB;
    }
    const double checkpointGb = checkpointGbPerNode(in.sizing);
    const double checkpoints = w.data.checkpointsKept * checkpointGb;
    const double total = dataset + model + checkpoints + a.logsGb;
    if (why && w.data.datasetFromAudio)
        *why << QCoreApplication::translate("planner",
                                            "Data set: no dataset_gb given, so the audio at 16 kHz 16-bit "
                                            "(32,000 bytes a second), or data.avg_file_mb a clip: %1 GB; "
                                            "compressed files hold less, which dataset_gb states.")
                    .arg(num(w.data.datasetGb, 1));
    if (why && w.data.datasetFromPoints)
        *why << QCoreApplication::translate("planner",
                                            "Data set: no dataset_gb given, so the points as GPU libraries "
                                            "hold them (x and y in FP64, 16 bytes a point): %1 GB; text "
                                            "files such as CSV or WKT hold more, which dataset_gb states.")
                    .arg(num(w.data.datasetGb, 1));
    if (why && share < 1 && w.data.datasetGb > 0)
        *why << QCoreApplication::translate("planner",
                                            "A batch job splits its data over the nodes: %1 GB ÷ %n "
                                            "node(s) = %2 GB a node.",
                                            nullptr, nodes)
                    .arg(num(w.data.datasetGb, 1), num(datasetGb, 1));
    if (why) {
        // The data's part: a speech training set's audio and stored features, else the data set and its
        // preprocessed copies; the rest of the formula is the same for every job.
        const QString data =
            speechFeatures
                ? QCoreApplication::translate(
                      "planner", "audio %1 GB + log-mel features stored for training, %2 clips × "
                                 "%3 mel bins × 3,000 frames × 4 bytes = %4 GB (every clip "
                                 "padded to 30 s)")
                      .arg(num(datasetGb, 1), num(w.training.samples, 0))
                      .arg(speechMelBins(w.model))
                      .arg(num(featuresGb, 1))
                : QCoreApplication::translate("planner", "dataset %1 GB × %2 (preprocessed copies)")
                      .arg(num(datasetGb, 1), num(expansion(w.data.preprocessing), 1));
        *why << QCoreApplication::translate("planner",
                                            "Data disk per node = %1 + model files %2 GB + %3 checkpoints × "
                                            "%4 GB (%5) + logs %6 GB = %7 GB.")
                    .arg(data, num(model, 1))
                    .arg(w.data.checkpointsKept)
                    .arg(num(checkpointGb, 1), checkpointShare(in.sizing), num(a.logsGb, 0), num(total, 1));
    }
    return total;
}

int nodesPerModelCopy(const DimensionInputs &in)
{
    const GpuSizing &s = in.sizing;
    if (s.inference.applies)
        return std::clamp(s.inference.pipelineParallel, 1, std::max(1, s.nodes));
    if (s.training.applies && s.training.zeroStage >= 3)
        return std::max(1, s.nodes);
    return 1;
}

double dataReadNeededMBs(const DimensionInputs &in, QStringList *why)
{
    const Workload &w = in.workload;
    const Assumptions &a = in.assumptions;
    double need = 0;
    if (in.sizing.work.dataReadMBs > 0) {
        need = in.sizing.work.dataReadMBs / in.sizing.nodes;
        // The bytes per unit as the sizing counted them (a sample's file, or a speech window's audio).
        const double rate = in.sizing.work.gpuRate() / in.sizing.nodes;
        if (why)
            *why << QCoreApplication::translate("planner",
                                                "Feeding the GPUs: %1 %2/s per node × %3 MB each = %4 "
                                                "MB/s.")
                        .arg(num(rate, rate < 10 ? 2 : 0), workUnitName(in.sizing.work.unit, true),
                             num(rate > 0 ? need / rate : 0, 3), num(need, need < 10 ? 2 : 0));
    }
    if (in.sizing.training.applies && in.sizing.training.wallHours > 0) {
        // Token shards: 4 bytes per token id, at the job's token rate.
        const double tokensPerS =
            in.sizing.training.tokens / (in.sizing.training.wallHours * kSecondsPerHour);
        const double mbs = tokensPerS * 4.0 / 1e6 / in.sizing.nodes;
        need = std::max(need, mbs);
        if (why)
            *why
                << QCoreApplication::translate(
                       "planner",
                       "Token stream: %1 tokens/s per node × 4 bytes = %2 MB/s (tiny; checkpoints dominate).")
                       .arg(num(tokensPerS / in.sizing.nodes, 0), num(mbs, 1));
    }
    // Loading the model from disk within the target time (restarts, scale-out).
    if (w.model.parametersB > 0) {
        const double modelMb =
            est::weightBytes(w.model.parametersB * 1e9, w.precision) / 1e6 / nodesPerModelCopy(in);
        const double load = modelMb / a.modelLoadTargetS;
        need = std::max(need, load);
        if (why)
            *why << QCoreApplication::translate("planner",
                                                "Model load: %1 GB per node within %2 s = %3 MB/s.")
                        .arg(num(modelMb / 1000, 1), num(a.modelLoadTargetS, 0), num(load, 0));
    }
    return need;
}

Dimension storageDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Storage;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("GB");
    const Assumptions &a = in.assumptions;
    const Workload &w = in.workload;
    const double data = dataDiskNeededGb(in, &d.why);
    const double read = dataReadNeededMBs(in, &d.why);
    double write = 0;
    if (const double checkpointGb = checkpointGbPerNode(in.sizing); checkpointGb > 0) {
        write = checkpointGb * 1000.0 / a.checkpointWriteTargetS;
        d.why << QCoreApplication::translate("planner",
                                             "Checkpoint write: %1 GB per node within %2 s = %3 MB/s.")
                     .arg(num(checkpointGb, 1), num(a.checkpointWriteTargetS, 0), num(write, 0));
    }
    // Small files: one read per file per epoch.
    double iops = 0;
    if (w.data.fileCount > 0 && w.data.avgFileMb > 0 && w.data.avgFileMb < 1 &&
        in.sizing.work.samplesPerS > 0) {
        iops = in.sizing.work.gpuRate() / in.sizing.nodes;
        d.why << QCoreApplication::translate(
                     "planner", "Many small files (%1 files of %2 MB): %3 random reads/s per node.")
                     .arg(num(w.data.fileCount, 0), num(w.data.avgFileMb, 2), num(iops, 0));
    }
    // The slowest catalog tier that meets the throughput, and NVMe for frequent reads (article 001 §3).
    const catalog::StorageClass *nvme = in.catalog.storageTier(QStringLiteral("local_nvme"));
    const catalog::StorageClass *minTier = nullptr;
    for (const char *tier : {"hdd", "sata_ssd", "network_block", "local_nvme"}) {
        const catalog::StorageClass *s = in.catalog.storageTier(QString::fromLatin1(tier));
        if (s && s->seqReadMbs >= read && s->seqWriteMbs >= write && s->randomReadIops >= iops) {
            minTier = s;
            break;
        }
    }
    // Frequent reads (training epochs, science, rendering) belong on NVMe (article 001 §3).
    const bool frequentReads = isTraining(w.task) || w.task == Task::Scientific || w.task == Task::Rendering;
    if (frequentReads || !minTier)
        minTier = nvme;
    const catalog::StorageClass *recTier = nvme;
    d.minimumValue = a.systemDiskMinGb + roundUpDiskGb(data);
    d.recommendedValue = a.systemDiskRecommendedGb + roundUpDiskGb(data * a.dataDiskHeadroom);
    const QString minTierName = minTier ? tierName(minTier->tier) : tierName(QStringLiteral("local_nvme"));
    // A task that reads no data at a rate (live video streams) has no read minimum to state.
    d.minimum = read >= 0.5 ? QCoreApplication::translate("planner", "system %1 GB + data %2 GB on %3 (≥ %4 MB/s read)")
                                  .arg(num(a.systemDiskMinGb, 0), num(roundUpDiskGb(data), 0), minTierName, num(read, 0))
                            : QCoreApplication::translate("planner", "system %1 GB + data %2 GB on %3")
                                  .arg(num(a.systemDiskMinGb, 0), num(roundUpDiskGb(data), 0), minTierName);
    d.recommended =
        QCoreApplication::translate("planner", "separate system disk %1 GB + data disk %2 GB on %3")
            .arg(num(a.systemDiskRecommendedGb, 0), num(roundUpDiskGb(data * a.dataDiskHeadroom), 0),
                 recTier ? tierName(recTier->tier) : tierName(QStringLiteral("local_nvme")));
    d.why << QCoreApplication::translate("planner", "System disk %1–%2 GB for OS, drivers, runtimes and "
                                                    "container images, separate from the data disk "
                                                    "(easier to grow and to troubleshoot).")
                 .arg(num(a.systemDiskMinGb, 0), num(a.systemDiskRecommendedGb, 0));
    if (recTier)
        d.why << QCoreApplication::translate(
                     "planner", "%1: about %2 MB/s sequential read and %3 random-read IOPS (catalog, %4).")
                     .arg(storageDescription(*recTier), num(recTier->seqReadMbs, 0), num(recTier->randomReadIops, 0),
                          recTier->source.document);
    d.why << QCoreApplication::translate(
        "planner", "Keep cold data in object storage rather than on expensive local disks.");
    return d;
}

namespace {

// Training whose nodes all share one rack-scale NVLink domain (GB200 NVL72): the all-reduce never
// crosses the network between them, so it needs none.
double insideOneNvlinkDomain(int nodes, int gpusPerNode, QStringList *why)
{
    if (why)
        *why << QCoreApplication::translate("planner", "Gradient all-reduce inside one NVLink domain "
                                                       "(%1 nodes of %2 GPUs): nothing crosses the "
                                                       "network between nodes.")
                    .arg(nodes)
                    .arg(gpusPerNode);
    return 0;
}

} // namespace

double clusterNetworkNeededGbps(const DimensionInputs &in, QStringList *why)
{
    const GpuSizing &s = in.sizing;
    const Assumptions &a = in.assumptions;
    if (const GradientExchange &x = s.work.exchange; x.applies) {
        // Vision, speech and diffusion training: one exchange per optimizer step (gradientexchange.h).
        if (x.domains <= 1)
            return insideOneNvlinkDomain(x.nodes, s.gpusPerNode, why);
        if (why)
            *why << QCoreApplication::translate(
                        "planner",
                        "Gradient all-reduce between %1 %2: 2 × (n−1)/n × %3%4 per node and "
                        "step; a step of %5 samples per GPU computes for %6 ms, and the exchange may "
                        "use %7% of it → %8 Gbit/s per node.")
                        .arg(x.domains)
                        .arg(x.nodesPerDomain > 1
                                 ? QCoreApplication::translate("planner", "NVLink domains of %1 nodes")
                                       .arg(x.nodesPerDomain)
                                 : QCoreApplication::translate("planner", "nodes"),
                             exchangedGradients(x),
                             x.nodesPerDomain > 1 ? QStringLiteral(" ÷ %1").arg(x.nodesPerDomain) : QString(),
                             num(x.samplesPerStep, 1), num(x.stepSeconds * 1000.0, 1),
                             num(exchangeOverlapShare(a) * 100, 0), num(x.neededGbps, 0));
        // Beyond the fastest fabric the need is that fabric: no network carries the rest, which shows in
        // the step (the GPU dimension's Why).
        if (x.fabricCapped && x.neededGbps > x.fabricGbps) {
            if (why)
                *why << QCoreApplication::translate(
                            "planner",
                            "No fabric carries that: the fastest, %1 Gbit/s per node (%2 Gbit/s per "
                            "GPU), is needed, and the rest of the exchange slows each step (see the "
                            "GPU dimension); a larger global batch or fewer nodes shrink it.")
                            .arg(num(x.fabricGbps, 0), num(a.rdmaFabricMaxGbpsPerGpu, 0));
            return x.fabricGbps;
        }
        return x.neededGbps;
    }
    if (s.nodes <= 1 || !s.training.applies || s.training.wallHours <= 0)
        return 0;
    // Hierarchical all-reduce: each node sends and receives 2·(n−1)/n of the BF16 gradients of the
    // trainable parameters once per optimizer step (gradientexchange.h), at the job's compute rate (a
    // pinned slow network's waits are not part of the step the exchange must hide behind).
    const TrainingResult &t = s.training;
    const LanguageModelExchange x = languageModelExchange(
        t.trainableParameters, t.tokens, t.wallHours / t.networkSlowdown, s.nodes, s.gpusPerNode,
        nodesPerNvlinkDomain(in.accelerator.interconnectMaxGpus, in.accelerator.hasGpuLink(), s.gpusPerNode),
        a);
    if (x.domains <= 1)
        return insideOneNvlinkDomain(s.nodes, s.gpusPerNode, why);
    if (x.nodesPerDomain > 1 && why) // rack-scale NVLink: the domains exchange, each node its share
        *why << QCoreApplication::translate(
                    "planner",
                    "Gradient all-reduce between %1 NVLink domains of %2 nodes: 2 × (m−1)/m × %3 GB "
                    "of BF16 gradients ÷ %2 per node and step; a step of %4 tokens takes %5 s, and "
                    "the exchange may use %6% of it → %7 Gbit/s per node.")
                    .arg(x.domains)
                    .arg(x.nodesPerDomain)
                    .arg(num(x.gradientBytes / kBytesPerGB, 1), sci(a.globalBatchTokens),
                         num(x.stepSeconds, 2), num(exchangeOverlapShare(a) * 100, 0), num(x.rawGbps, 0));
    else if (why)
        *why << QCoreApplication::translate(
                    "planner", "Gradient all-reduce between %1 nodes: 2 × (n−1)/n × %2 GB of BF16 gradients "
                               "per step; a step of %3 "
                               "tokens takes %4 s, and the exchange may use %5% of it → %6 Gbit/s per node.")
                    .arg(s.nodes)
                    .arg(num(x.gradientBytes / kBytesPerGB, 1), sci(a.globalBatchTokens),
                         num(x.stepSeconds, 2), num(exchangeOverlapShare(a) * 100, 0), num(x.rawGbps, 0));
    // A node exchanging a whole replica's gradients can outgrow any fabric (Llama 3.1 405B on 2,048
    // nodes: 17,740 Gbit/s); runs of that size split the model into pipeline stages across nodes, each
    // node exchanging its stages' share. The need is then the fastest fabric, as for the other tasks.
    if (x.capped && why)
        *why << QCoreApplication::translate(
                    "planner",
                    "No fabric carries a whole replica's gradients every step: the fastest, %1 Gbit/s per "
                    "node (%2 Gbit/s per GPU), is needed, and the model must be split into pipeline "
                    "stages across nodes so that each node exchanges only its stages' share, as runs "
                    "of this size do (Llama 3 405B: 16 pipeline stages on 16,384 H100 with 400 Gbit/s "
                    "per GPU, Grattafiori et al. 2024, §3.3).")
                    .arg(num(x.neededGbps, 0), num(a.rdmaFabricMaxGbpsPerGpu, 0));
    return x.neededGbps;
}

double recommendedFabricGbps(const DimensionInputs &in)
{
    const GpuSizing &s = in.sizing;
    if (s.work.exchange.applies)
        return s.work.exchange.fabricGbps;
    const double need = clusterNetworkNeededGbps(in, nullptr);
    if (need <= 0)
        return 0;
    const int perNode = std::max(1, s.gpusPerNode);
    // Twice the need, at least the RDMA floor, at most the fastest fabric (which the need may equal).
    return std::min(std::max(need * 2, in.assumptions.rdmaFabricMinGbps * perNode),
                    std::max(need, in.assumptions.rdmaFabricMaxGbpsPerGpu * perNode));
}

double publicNetworkNeededMbps(const DimensionInputs &in, QStringList *why)
{
    const Workload &w = in.workload;
    double mbps = 0;
    if (w.serving.requestsPerS > 0) {
        mbps = w.serving.requestsPerS * w.serving.requestPayloadKb * 8.0 / 1000.0;
        if (why)
            *why << QCoreApplication::translate("planner", "Requests: %1 req/s × %2 KB = %3 Mbit/s.")
                        .arg(num(w.serving.requestsPerS, 1), num(w.serving.requestPayloadKb, 0),
                             num(mbps, 1));
    }
    if (w.data.datasetGb > 0) {
        // Bringing the dataset in within a day.
        const double sync = w.data.datasetGb * 8000.0 / 86400.0;
        mbps = std::max(mbps, sync);
        if (why)
            *why << QCoreApplication::translate("planner", "Data sync: %1 GB in a day = %2 Mbit/s.")
                        .arg(num(w.data.datasetGb, 0), num(sync, 0));
    }
    if (w.task == Task::VideoProcessing && w.media.streams > 0) {
        // Ingest at the decoded codec's rate for the source's resolution (a transcode's source as given,
        // else H.264 at the output's resolution: decodedCodec) plus, for a transcode, egress at the output
        // bitrate (video.cpp); an analysis sends out results, not video.
        MediaInput source = w.media;
        source.codec = decodedCodec(w.media);
        source.resolutionHeight = decodedHeight(w.media);
        source.bitrateMbps = 0;
        const double ingest = videoBitrateMbps(source, in.assumptions);
        const double egress =
            w.media.encode ? videoOutputMbps(w.media, in.assumptions) : 0.0; // every rendition
        const double video = (ingest + egress) * w.media.streams;
        mbps = std::max(mbps, video);
        if (why)
            *why << QCoreApplication::translate("planner", "Video in and out: %1 streams × (%2 + %3 Mbit/s) ≈ %4 Mbit/s.")
                        .arg(w.media.streams)
                        .arg(num(ingest, 1), num(egress, 1), num(video, 0));
    }
    return mbps;
}

Dimension networkDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Network;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("Mbps");
    const Assumptions &a = in.assumptions;
    const double publicNeed = publicNetworkNeededMbps(in, &d.why);
    const double cluster = clusterNetworkNeededGbps(in, &d.why);
    const bool manyUsers = in.workload.run.teamSize > 1 || in.workload.serving.concurrentRequests > 10 ||
                           in.workload.serving.requestsPerS > 1;
    d.minimumValue = std::max(a.publicMinMbps, std::ceil(publicNeed));
    d.recommendedValue =
        std::max(manyUsers || in.sizing.nodes > 1 ? 1000.0 : a.publicMinMbps * 2, std::ceil(publicNeed * 2));
    QString fabric;
    if (cluster > 0) {
        // RDMA fabric: InfiniBand NDR / RoCE at 400 Gbit/s per GPU is the reference-architecture norm.
        const double perNode = recommendedFabricGbps(in);
        fabric =
            QCoreApplication::translate("planner", " + RDMA fabric ≥ %1 Gbit/s per node (InfiniBand or RoCE)")
                .arg(num(perNode, 0));
        d.minimum = QCoreApplication::translate("planner",
                                                "public %1 Mbit/s + cluster ≥ %2 Gbit/s per node with RDMA")
                        .arg(num(d.minimumValue, 0), num(cluster, 0));
    } else {
        d.minimum = QCoreApplication::translate("planner", "public %1 Mbit/s").arg(num(d.minimumValue, 0));
    }
    d.recommended =
        QCoreApplication::translate("planner", "public %1 Mbit/s").arg(num(d.recommendedValue, 0)) + fabric;
    d.why << QCoreApplication::translate(
        "planner",
        "About 100 Mbit/s serves a single low-rate user; many users, data sync or multi-node work need 1–10 "
        "Gbit/"
        "s or more. Check the number of public IPs, port limits, cross-region latency and whether traffic "
        "or bandwidth is billed; an intranet-only service needs no large public bandwidth.");
    return d;
}

} // namespace gpuplanner::planner
