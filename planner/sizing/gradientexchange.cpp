// Gradient exchange between nodes for vision, speech and diffusion training (gradientexchange.h).
// Replaces, for those tasks, the flat loss per node doubling (0.05) they had: whether nodes
// cost anything depends on how much a step computes against what it sends. MosaicML's SD2 UNet kept
// 0.99 of its per-GPU rate from 8 to 128 A100 at 512x512 and NeMo's ViT-g/14 0.96 from 1 to 16 DGX
// nodes, where the flat loss gave 0.815 (tests/data/fidelity/measurements.json, dt-sd2-mosaic-*,
// cv-vitg14-nemo-*): their steps compute for far longer than their gradients take on the fabric.
#include "planner/sizing/gradientexchange.h"

#include "planner/workload/assumptions.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

int nodesPerNvlinkDomain(int interconnectMaxGpus, bool gpuLink, int gpusPerNode)
{
    constexpr int kLargestServerGpus = 8; // HGX/DGX boards: an NVSwitch domain of at most 8 GPUs
    const int perNode = std::max(1, gpusPerNode);
    if (!gpuLink || interconnectMaxGpus <= kLargestServerGpus || interconnectMaxGpus <= perNode)
        return 1;
    return std::max(1, interconnectMaxGpus / perNode);
}

GradientExchange gradientExchange(double gradientBytes, double samplesPerStep, double sampleSeconds,
                                  int gpusPerNode, int nodes, int nodesPerDomain, bool weightsSharded,
                                  double pinnedGbps, const Assumptions &a)
{
    GradientExchange x;
    x.nodes = std::max(1, nodes);
    const double stepSeconds = samplesPerStep * sampleSeconds;
    if (x.nodes <= 1 || gradientBytes <= 0 || stepSeconds <= 0)
        return x;
    x.applies = true;
    const int perNode = std::max(1, gpusPerNode);
    x.nodesPerDomain = std::clamp(nodesPerDomain, 1, x.nodes);
    x.domains = (x.nodes + x.nodesPerDomain - 1) / x.nodesPerDomain;
    x.gradientBytes = gradientBytes;
    x.samplesPerStep = samplesPerStep;
    x.stepSeconds = stepSeconds;
    x.weightsSharded = weightsSharded;
    if (x.domains <= 1)
        return x; // one NVLink domain: the all-reduce never leaves it
    const double m = x.domains;
    x.bytesPerStep = 2.0 * (m - 1) / m * gradientBytes * (weightsSharded ? 1.5 : 1.0) / x.nodesPerDomain;
    const double overlap = exchangeOverlapShare(a);
    x.neededGbps = x.bytesPerStep * 8.0 / (stepSeconds * overlap) / 1e9;
    const double best = a.rdmaFabricMaxGbpsPerGpu * perNode;
    const double wanted = std::max(2.0 * x.neededGbps, a.rdmaFabricMinGbps * perNode);
    x.fabricCapped = wanted > best;
    x.fabricGbps = std::min(wanted, best);
    x.fabricPinned = pinnedGbps > 0;
    x.runGbps = x.fabricPinned ? pinnedGbps : x.fabricGbps;
    x.exchangeSeconds = x.bytesPerStep * 8.0 / (x.runGbps * 1e9);
    x.exposedSeconds = exposedSecondsAt(x, x.runGbps, a);
    x.efficiency = stepSeconds / (stepSeconds + x.exposedSeconds);
    return x;
}

double exposedSecondsAt(const GradientExchange &x, double gbps, const Assumptions &a)
{
    if (!x.applies || x.bytesPerStep <= 0 || gbps <= 0)
        return 0;
    return std::max(0.0, x.bytesPerStep * 8.0 / (gbps * 1e9) - exchangeOverlapShare(a) * x.stepSeconds);
}

LanguageModelExchange languageModelExchange(double trainableParameters, double tokens, double wallHours,
                                            int nodes, int gpusPerNode, int nodesPerDomain,
                                            const Assumptions &a)
{
    LanguageModelExchange x;
    if (nodes <= 1 || tokens <= 0 || wallHours <= 0 || trainableParameters <= 0)
        return x;
    x.nodesPerDomain = std::clamp(nodesPerDomain, 1, nodes);
    x.domains = (nodes + x.nodesPerDomain - 1) / x.nodesPerDomain;
    x.gradientBytes = 2.0 * trainableParameters;
    x.stepSeconds = a.globalBatchTokens / (tokens / (wallHours * kSecondsPerHour));
    if (x.domains <= 1)
        return x; // one NVLink domain: nothing crosses the fabric
    const double m = x.domains;
    x.rawGbps = 2.0 * (m - 1) / m * x.gradientBytes / x.nodesPerDomain * 8.0 /
                (x.stepSeconds * exchangeOverlapShare(a)) / 1e9;
    const double best = a.rdmaFabricMaxGbpsPerGpu * std::max(1, gpusPerNode);
    x.capped = best > 0 && x.rawGbps > best;
    x.neededGbps = x.capped ? best : x.rawGbps;
    return x;
}

double pinnedNetworkSlowdown(double neededGbps, double gbps, const Assumptions &a)
{
    if (gbps <= 0 || neededGbps <= gbps)
        return 1.0;
    return 1.0 + exchangeOverlapShare(a) * (neededGbps / gbps - 1.0);
}

double exchangeOverlapShare(const Assumptions &a)
{
    return std::clamp(a.commOverlapFraction, 0.01, 1.0);
}

QString exchangedGradients(const GradientExchange &x)
{
    const QString gb = num(x.gradientBytes / kBytesPerGB, 2);
    return x.weightsSharded ? QCoreApplication::translate(
                                  "planner", "%1 GB of gradients × 1.5 (ZeRO-3 gathers the weights too)")
                                  .arg(gb)
                            : QCoreApplication::translate("planner", "%1 GB of gradients").arg(gb);
}

} // namespace gpuplanner::planner
