#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/configuration.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner {

// The one pure entry point (ARCHITECTURE.md): everything the screen, the CLI and the exports show,
// computed from the plan's inputs. A pinned GPU (workload.gpu.model) is evaluated as given;
// otherwise the catalog's accelerators are ranked and the best is chosen. The workload must have
// passed parseWorkload's validation (a resolved model, positive sizes).
Evaluation evaluate(const Workload &workload, const Configuration &configuration, const catalog::Catalog &catalog,
                    const Assumptions &assumptions);

} // namespace gpuplanner::planner
