#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/configuration.h"
#include "planner/sizing/evaluation.h"

#include <QString>

namespace gpuplanner::planner {

// A configuration as offered (a vendor's quote) or chosen: the GPU model, the GPUs of one machine
// and the machines, as far as they are known, and the host parts of one machine. Unknown parts are
// left empty: zero counts, empty optionals.
struct OfferedConfiguration
{
    QString acceleratorId;
    int gpusPerMachine = 0; // 0: not stated; the engine picks the shape
    int machines = 0;       // 0: not stated; the judgement says how many carry the load
    Configuration host;     // per machine: CPU cores, RAM, disks, network; empty fields unknown
};

// The engine's judgement of one configuration for one workload (issue 21): the only place that
// decides whether a configuration "meets". Quotes, alternatives and the plan itself go through it.
struct Judgement
{
    bool known = false;        // the GPU is in the catalog
    Evaluation evaluation;     // on the judged machines: fit, targets with their figures, findings, per-machine needs
    bool fits = false;         // the work fits on the machines offered (or, when not stated, on those needed)
    bool meets = false;        // the targets are met on them
    int gpusPerMachine = 0;
    int machinesOffered = 0;   // as stated; 0 when not stated
    int machinesNeeded = 0;    // machines of this shape that meet the targets; 0: no number of them does
    int machinesJudged = 0;    // the machines the evaluation and the cost are for
    QString judgedOn;          // "3 machines of 8 × NVIDIA A800 SXM4 80GB (24 GPUs)", translated
    QString shortfall;         // why no number of them meets the targets, or why the offered ones fall short
};

Judgement judge(const Workload &workload, const OfferedConfiguration &offered, const catalog::Catalog &catalog,
                const Assumptions &assumptions);

// "3 machines of 8 × NVIDIA A800 SXM4 80GB (24 GPUs)", "1 machine of 8 × …", translated.
QString machinesText(int machines, int gpusPerMachine, const QString &gpuName);

} // namespace gpuplanner::planner
