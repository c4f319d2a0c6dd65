#include "planner/judge.h"

#include "planner/evaluate.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

QString machinesText(int machines, int gpusPerMachine, const QString &gpuName)
{
    const int gpus = machines * gpusPerMachine;
    return QCoreApplication::translate("planner", "%n machine(s) of %1 × %2 (%3)", nullptr, machines)
        .arg(gpusPerMachine)
        .arg(gpuName, QCoreApplication::translate("planner", "%n GPU(s)", nullptr, gpus));
}

Judgement judge(const Workload &workload, const OfferedConfiguration &offered, const catalog::Catalog &catalog,
                const Assumptions &assumptions)
{
    Judgement j;
    const catalog::Accelerator *acc = catalog.accelerator(offered.acceleratorId);
    if (!acc)
        return j;
    j.known = true;
    j.machinesOffered = std::max(0, offered.machines);
    // How many machines of this shape the engine needs: the GPU and its count per machine pinned,
    // the machines free.
    Workload w = workload;
    w.gpu.model = acc->id;
    w.gpu.count = std::max(0, offered.gpusPerMachine);
    w.gpu.nodes = 0;
    Evaluation needed = evaluate(w, offered.host, catalog, assumptions);
    j.gpusPerMachine = needed.sizing.gpusPerNode;
    j.machinesNeeded = needed.sizing.meetsTarget ? needed.sizing.nodes : 0;
    if (j.machinesNeeded == 0)
        j.shortfall = needed.sizing.shortfall;
    // The machines judged: those offered, or those needed where none are stated or too few are.
    j.machinesJudged = j.machinesOffered > 0 ? j.machinesOffered : std::max(1, j.machinesNeeded);
    if (j.machinesOffered > 0 && j.machinesNeeded > j.machinesOffered)
        j.machinesJudged = j.machinesNeeded;
    if (j.machinesJudged == needed.sizing.nodes) {
        j.evaluation = std::move(needed);
    } else {
        w.gpu.count = j.gpusPerMachine;
        w.gpu.nodes = j.machinesJudged;
        j.evaluation = evaluate(w, offered.host, catalog, assumptions);
    }
    j.fits = j.evaluation.sizing.fits;
    j.meets = j.evaluation.sizing.meetsTarget;
    j.judgedOn = machinesText(j.machinesJudged, j.gpusPerMachine, acc->name);
    if (j.machinesOffered > 0 && j.machinesNeeded > j.machinesOffered)
        j.shortfall = QCoreApplication::translate("planner", "%1 offered; the load needs %2")
                          .arg(machinesText(j.machinesOffered, j.gpusPerMachine, acc->name), j.judgedOn);
    else if (!j.meets && j.shortfall.isEmpty())
        j.shortfall = j.evaluation.sizing.shortfall;
    return j;
}

} // namespace gpuplanner::planner
