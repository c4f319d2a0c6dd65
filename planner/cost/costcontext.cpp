#include "planner/cost/modecost.h"
#include "planner/sizing/domainwork.h"
#include "planner/workload/units.h"

namespace gpuplanner::planner::cost {

namespace {

// Public traffic a month at full load: requests × payload for serving (at the engine's capacity
// when no request rate is given), the outgoing video streams for video processing.
double egressGbPerMonth(const Evaluation &e, double hoursPerMonth)
{
    const Workload &w = e.workload;
    if (!w.run.internetEgress)
        return 0; // the answers stay in the provider's network (an internal service, a private line)
    const double seconds = hoursPerMonth * kSecondsPerHour;
    double rps = w.serving.requestsPerS;
    if (rps <= 0 && e.sizing.inference.applies && w.task == Task::LlmInference && w.serving.outputTokens > 0)
        rps = e.sizing.inference.throughputTokensPerS / w.serving.outputTokens;
    double gb = rps * w.serving.requestPayloadKb * 1000.0 * seconds / kBytesPerGB;
    if (w.task == Task::VideoProcessing && w.media.streams > 0 && w.media.encode) {
        // Each outgoing stream at its bitrate: as given, else by codec and pixels (video.cpp). An analysis
        // sends out results, not video.
        const double mbps = videoOutputMbps(w.media, Assumptions{}) * w.media.streams; // every rendition
        gb += mbps * 1e6 / 8.0 * seconds / kBytesPerGB;
    }
    return gb;
}

} // namespace

CostContext makeContext(const Evaluation &e, const catalog::Catalog &catalog, const CostAssumptions &ca,
                        const catalog::Accelerator &acc, int gpusPerNode, bool planGpu, double horizonMonths)
{
    const GpuPrices gpu = gpuPrices(catalog, acc.id, gpusPerNode, ca, planGpu);
    CostContext ctx{.ca = ca,
                    .accelerator = acc,
                    .gpu = gpu,
                    .server = serverPrice(catalog, acc, gpusPerNode, ca),
                    .services = servicePrices(ca, serviceRegion(gpu, ca))};
    ctx.horizonMonths = horizonMonths;
    if (const catalog::PriceOffer *o = ctx.server.offerId.isEmpty() ? nullptr : catalog.price(ctx.server.offerId))
        ctx.serverRackUnits = o->rackUnits;
    ctx.checkpointIntervalH = e.sizing.training.applies ? e.chosen.checkpointIntervalH : 0;
    ctx.latencyBound = isServing(e.workload.task) || e.workload.task == Task::VideoProcessing;
    ctx.systemDiskGb = e.chosen.systemDiskGb;
    ctx.dataDiskGb = e.chosen.dataDiskGb;
    ctx.dataTier = e.chosen.dataDisk.isEmpty() ? QStringLiteral("local_nvme") : e.chosen.dataDisk;
    ctx.datasetGb = e.workload.data.datasetGb;
    ctx.datasetLocation = e.workload.data.location;
    ctx.egressGbPerMonthAtFullLoad = egressGbPerMonth(e, ca.hoursPerMonth);
    ctx.publicMbps = e.chosen.publicMbps;
    return ctx;
}

} // namespace gpuplanner::planner::cost
