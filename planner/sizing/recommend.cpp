#include "planner/sizing/recommend.h"

#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/vectorstate.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

constexpr int kMaxNodes = 4096;

bool stackAllowed(const Workload &w, const catalog::Accelerator &acc)
{
    if (!w.software.stack)
        return true;
    switch (*w.software.stack) {
    case Stack::Cuda: return acc.stack == QLatin1String("cuda");
    case Stack::Rocm: return acc.stack == QLatin1String("rocm");
    case Stack::Cann: return acc.stack == QLatin1String("cann");
    }
    return true;
}

// Molecular dynamics in double precision on FP64 units cut to a fraction of FP32 (GeForce, A10, L40S,
// RTX PRO: 1/64), below fp64_weak_tflops: the estimate counts the FP64 units, and a run bound by them
// went 2× slower still (LAMMPS-KOKKOS on an RTX 3080); gpu.fp64.weak warns on such a plan. A GPU model
// the plan names is the user's choice: only its count is recommended then.
bool weakFp64ForMd(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    return w.gpu.model.isEmpty() && w.task == Task::Simulation && w.media.atoms > 0 &&
           w.media.mdPrecision == MdPrecision::Double && fp64Tflops(acc) < a.fp64WeakTflops;
}

// Configurations an experienced engineer would not propose, whatever they cost: multi-GPU
// training or tensor parallelism over PCIe only (article 001 §2), training spread over nodes of
// fewer than 8 GPUs, a serving replica spread over nodes that one 8-GPU node could hold, double-
// precision molecular dynamics on weak FP64 units (above). A pinned configuration is evaluated as
// given; a GPU model the plan names without a count (a rig of RTX 4090s, L40S servers) gets the count
// it needs over PCIe too, with gpu.interconnect.pcie_training's warning, not "no number meets".
bool sound(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a)
{
    if (weakFp64ForMd(w, acc, a))
        return false;
    const bool link = hasGpuLink(acc, s.gpusPerNode);
    const bool pcieTaken = link || !w.gpu.model.isEmpty(); // the user's GPU model: PCIe, warned
    if (isTraining(w.task) && s.gpusPerNode > 1 && !pcieTaken)
        return false;
    if (s.inference.applies && s.inference.layerGroupGpus() > 1 && !pcieTaken)
        return false;
    // A serving replica spans nodes only when a whole linked 8-GPU node cannot hold it: pipeline
    // stages over the network between machines of one to four GPUs are not what anyone deploys.
    if (s.inference.applies && s.inference.pipelineParallel > 1 && (s.inference.tensorParallel < 8 || !link))
        return false;
    if (isTraining(w.task) && s.nodes > 1 && s.gpusPerNode < largestNodeGpus(acc))
        return false;
    // The precision asked for must have a hardware path (FP8 on Hopper/Ada/Blackwell/CDNA3, BF16
    // from Ampere on): no silent fallback in a recommendation (article 001 §2.2).
    if (isLlmTask(w.task) && peakThroughput(acc, w.precision).fallback)
        return false;
    return true;
}

bool better(const GpuSizing &a, const GpuSizing &b)
{
    if (a.meetsTarget != b.meetsTarget)
        return a.meetsTarget;
    if (a.fits != b.fits)
        return a.fits;
    const bool pa = a.referenceCostUsd > 0, pb = b.referenceCostUsd > 0;
    if (pa && pb && a.referenceCostUsd != b.referenceCostUsd)
        return a.referenceCostUsd < b.referenceCostUsd;
    if (pa != pb)
        return pa;
    if (a.totalGpus() != b.totalGpus())
        return a.totalGpus() < b.totalGpus();
    return a.nodes < b.nodes;
}

// How far a sizing passes its target: the rate it reaches over the rate required, or the deadline
// over the time it takes; 0 where the target is neither.
double targetMargin(const Workload &w, const GpuSizing &s)
{
    if (s.training.applies)
        return s.training.wallHours > 0 ? s.training.deadlineHours / s.training.wallHours : 0;
    if (!s.work.applies)
        return 0;
    if (s.work.required > 0)
        return s.work.samplesPerS / s.work.required;
    const double deadline = deadlineHours(w);
    return s.work.wallHours > 0 && std::isfinite(deadline) ? deadline / s.work.wallHours : 0;
}

// The fewest nodes whose sizing meets the target, given `atMost` (a sizing that meets it, on
// maxNodes). The target is monotone in the node count, so a bisection finds it; the bracket is
// narrowed first. Work per GPU does not grow with the node count (scaling losses, smaller batches
// per GPU), so n nodes do at least n/m of what m > n nodes do: with a margin k at m nodes,
// ⌈m/k⌉ nodes meet the target too. Repeating that from each new sizing converges from above in
// two or three sizings; a step down from there (1, 2, 4… nodes) finds a node count that misses, and
// the bisection between the two takes a few more. Where the premise fails (a smaller count needs
// more recomputation), a guess that misses only becomes the lower end: the answer is the same.
template <typename Sized>
GpuSizing fewestNodesMeeting(const Workload &w, int maxNodes, GpuSizing atMost, Sized sized)
{
    int lo = 0, hi = maxNodes; // sized(hi) meets, sized(lo) does not (lo = 0 is virtual)
    // Sizes n nodes and moves the end of the bracket it falls on; true when n meets the target.
    auto probe = [&](int n) {
        GpuSizing at = sized(n);
        if (!at.meetsTarget) {
            lo = n;
            return false;
        }
        hi = n;
        atMost = std::move(at);
        return true;
    };
    for (int round = 0; round < 4 && hi - lo > 1; ++round) {
        const double margin = targetMargin(w, atMost);
        const int guess = margin > 1 ? std::max(lo + 1, int(std::ceil(hi / margin))) : hi;
        if (guess >= hi || !probe(guess))
            break;
    }
    int step = 1;
    while (hi - lo > 1 && probe(std::max(lo + 1, hi - step)))
        step *= 2;
    while (hi - lo > 1)
        probe(lo + (hi - lo) / 2);
    return atMost;
}

} // namespace

double referencePricePerGpuHourUsd(const catalog::Catalog &catalog, const QString &acceleratorId, const Assumptions &a,
                                   QString *offerId)
{
    double best = 0;
    for (const catalog::PriceOffer &p : catalog.prices()) {
        if (p.acceleratorId != acceleratorId || p.billing != QLatin1String("hourly") || p.unit != QLatin1String("hour"))
            continue;
        const double usd = (p.currency == QLatin1String("CNY") ? p.price / a.cnyPerUsd : p.price) / p.gpuCount;
        if (best == 0 || usd < best) {
            best = usd;
            if (offerId)
                *offerId = p.id;
        }
    }
    return best;
}

double referenceCostUsd(const GpuSizing &s, Task task)
{
    if (s.referencePricePerGpuHourUsd <= 0)
        return 0;
    double gpuHours = 0;
    if (s.training.applies)
        gpuHours = s.training.gpuHours;
    else if (task == Task::BatchInference && s.inference.applies) // a language model's batch job
        gpuHours = s.inference.jobHours * s.totalGpus();
    else if (s.work.applies && s.work.gpuHours > 0)
        gpuHours = s.work.gpuHours;
    else
        gpuHours = s.totalGpus() * kHoursPerMonth;
    return gpuHours * s.referencePricePerGpuHourUsd;
}

GpuSizing bestConfiguration(const Workload &w, const catalog::Accelerator &acc, const catalog::Catalog &catalog,
                            const Assumptions &a)
{
    QString offer;
    const double price = referencePricePerGpuHourUsd(catalog, acc.id, a, &offer);
    clearUpperVectorState(); // hundreds of sizings follow (vectorstate.h)
    auto sized = [&](int perNode, int nodes) {
        GpuSizing s = sizeOnGpu(w, acc, perNode, nodes, a);
        s.referencePricePerGpuHourUsd = price;
        s.priceOfferId = offer;
        s.referenceCostUsd = referenceCostUsd(s, w.task);
        return s;
    };
    const int maxNodes = w.software.distributed && w.software.multiGpu ? kMaxNodes : 1;
    GpuSizing best;
    bool haveBest = false;
    // The shapes tried: the pinned GPUs per node (any count a chassis holds: 3, 6, 10...), else 1, 2,
    // 4 and 8; more than one only for multi-GPU software.
    std::vector<int> shapes;
    if (w.gpu.count > 0) {
        if (w.gpu.count == 1 || w.software.multiGpu)
            shapes.push_back(w.gpu.count);
    } else {
        // A simulation that keeps within a node takes nodes that hold its GPUs.
        const int least =
            w.task == Task::Simulation && mdWithinANode(w.media) ? w.media.gpusPerSimulation : 1;
        // Up to 8 GPUs a node, or what the GPU's server or tray holds (a GB200 NVL72 tray: 4).
        for (int perNode = 1; perNode <= largestNodeGpus(acc) && (perNode == 1 || w.software.multiGpu);
             perNode *= 2)
            if (perNode >= least)
                shapes.push_back(perNode);
        if (shapes.empty() && least > 1 && w.software.multiGpu) // 12 GPUs a simulation: a node of 12
            shapes.push_back(least);
    }
    for (const int perNode : shapes) {
        GpuSizing option;
        // A recommendation never proposes a GPU without a hardware path for the precision (sound()
        // below): one node of the shape is all it shows, so the node search is skipped.
        if (w.gpu.count == 0 && w.gpu.nodes == 0 && isLlmTask(w.task) && peakThroughput(acc, w.precision).fallback) {
            option = sized(perNode, 1);
            option.meetsTarget = false;
            option.shortfallKind = Shortfall::NoPrecision;
            if (!haveBest || better(option, best)) {
                best = option;
                haveBest = true;
            }
            continue;
        }
        // Training spreads over nodes only with whole nodes (8 GPUs, or what the GPU's server or tray
        // holds): smaller shapes stay on one node.
        const bool singleNodeOnly = isTraining(w.task) && perNode < largestNodeGpus(acc) && w.gpu.count == 0;
        if (w.gpu.nodes > 0 || singleNodeOnly) {
            option = sized(perNode, std::max(1, w.gpu.nodes));
        } else if (w.task == Task::LlmInference ||
                   (w.task == Task::BatchInference && !isSampleBatchInference(w))) {
            // The layout search gives the nodes directly (llminference.cpp); a rounding case that
            // still misses gets one more node, at most a few times.
            int fitNodes = 0;
            const int n = servingNodesNeeded(w, acc, perNode, maxNodes, a, &fitNodes);
            if (n > 0) {
                option = sized(perNode, n);
                for (int extra = 1; !option.meetsTarget && extra <= 3 && n + extra <= maxNodes; ++extra) {
                    GpuSizing more = sized(perNode, n + extra);
                    if (more.meetsTarget || extra == 3) {
                        if (more.meetsTarget)
                            option = more;
                        break;
                    }
                }
            } else {
                option = sized(perNode, std::clamp(fitNodes, 1, maxNodes));
            }
        } else {
            // Fewest nodes that meet the target: the target is monotone in the node count.
            GpuSizing hiSizing = sized(perNode, maxNodes);
            if (!hiSizing.meetsTarget) {
                option = sized(perNode, 1);
                if (hiSizing.fits && !option.fits)
                    option = hiSizing;
            } else {
                option = fewestNodesMeeting(w, maxNodes, std::move(hiSizing),
                                            [&](int nodes) { return sized(perNode, nodes); });
            }
        }
        if (w.gpu.count == 0 && w.gpu.nodes == 0 && !sound(w, acc, option, a)) {
            // Show what one node of this shape would do, and why the larger shape is not proposed.
            if (option.nodes != 1)
                option = sized(perNode, 1);
            option.meetsTarget = false;
            option.shortfallKind = weakFp64ForMd(w, acc, a) ? Shortfall::WeakFp64
                                   : peakThroughput(acc, w.precision).fallback && isLlmTask(w.task)
                                       ? Shortfall::NoPrecision
                                       : (!hasGpuLink(acc, perNode) && perNode > 1 ? Shortfall::NoGpuLink
                                                                                   : Shortfall::NeedsNodes);
        }
        if (!haveBest || better(option, best)) {
            best = option;
            haveBest = true;
        }
    }
    if (!haveBest)
        best = sized(std::max(1, w.gpu.count), std::max(1, w.gpu.nodes));
    return best;
}

Recommendation recommend(const Workload &w, const catalog::Catalog &catalog, const Assumptions &a)
{
    std::vector<GpuSizing> options;
    for (const catalog::Accelerator &acc : catalog.accelerators())
        if (stackAllowed(w, acc))
            options.push_back(bestConfiguration(w, acc, catalog, a));
    std::stable_sort(options.begin(), options.end(), better);
    Recommendation r;
    if (!options.empty())
        r.best = options.front();
    for (const GpuSizing &s : options) {
        const catalog::Accelerator *acc = catalog.accelerator(s.acceleratorId);
        Candidate c;
        c.acceleratorId = s.acceleratorId;
        c.name = acc ? acc->name : s.acceleratorId;
        c.gpusPerNode = s.gpusPerNode;
        c.nodes = s.nodes;
        c.fits = s.fits;
        c.meetsTarget = s.meetsTarget;
        c.referenceCostUsd = s.referenceCostUsd;
        c.gpuHours = s.training.applies ? s.training.gpuHours : s.work.gpuHours;
        c.note = acc ? shortfallText(s, w, *acc, a) : QString();
        r.ranking.push_back(c);
    }
    return r;
}

} // namespace gpuplanner::planner
