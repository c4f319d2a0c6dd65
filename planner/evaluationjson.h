#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/sizing/evaluation.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::planner {

// The evaluation as the CLI's `size --json` prints it (README "Output of size"). Sections that do
// not apply to the task (training for a serving plan…) are null.
nlohmann::json evaluationToJson(const Evaluation &e, const catalog::Catalog &catalog, const Assumptions &a);

// The evaluation as readable text: the chosen GPUs, then each dimension with minimum,
// recommended and the arithmetic.
QString evaluationToText(const Evaluation &e, const catalog::Catalog &catalog);

} // namespace gpuplanner::planner
