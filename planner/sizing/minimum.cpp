#include "planner/sizing/minimum.h"

#include "planner/sizing/recommend.h"
#include "planner/sizing/sizing.h"

#include <algorithm>

namespace gpuplanner::planner {

GpuSizing minimumHolding(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         const GpuSizing &chosen)
{
    for (int perNode = 1; perNode <= chosen.gpusPerNode; perNode *= 2) {
        GpuSizing s = sizeOnGpu(w, acc, perNode, 1, a);
        if (s.fits)
            return s;
    }
    for (int nodes = 2; nodes <= chosen.nodes; nodes *= 2) {
        GpuSizing s = sizeOnGpu(w, acc, chosen.gpusPerNode, nodes, a);
        if (s.fits)
            return s;
    }
    return chosen;
}

GpuSizing minimumMeeting(const Workload &w, const catalog::Accelerator &acc, const catalog::Catalog &catalog,
                         const Assumptions &a, const GpuSizing &chosen)
{
    const bool shapePinned = w.gpu.count > 0 || w.gpu.nodes > 0;
    GpuSizing smallest = chosen;
    if (shapePinned) {
        // The engine's own search for this GPU, free to choose GPUs per node and nodes.
        Workload free = w;
        free.gpu.count = 0;
        free.gpu.nodes = 0;
        smallest = bestConfiguration(free, acc, catalog, a);
        if (chosen.meetsTarget && !smallest.meetsTarget) {
            // The user's shape meets the targets where none the engine proposes does (TP 8 over PCIe
            // on two 10-GPU nodes): the fewest GPUs of the shapes it tries, accepting the same links.
            smallest = chosen;
            for (int perNode = 1; perNode <= largestNodeGpus(acc); perNode *= 2) {
                Workload pinned = w;
                pinned.gpu.count = perNode;
                pinned.gpu.nodes = 0;
                const GpuSizing s = bestConfiguration(pinned, acc, catalog, a);
                if (s.meetsTarget && s.totalGpus() < smallest.totalGpus())
                    smallest = s;
            }
        } else if (chosen.meetsTarget && chosen.totalGpus() < smallest.totalGpus()) {
            smallest = chosen; // the user's shape meets the targets on fewer GPUs
        }
    }
    if (smallest.meetsTarget)
        return smallest;
    return minimumHolding(w, acc, a, chosen.fits ? chosen : smallest);
}

} // namespace gpuplanner::planner
