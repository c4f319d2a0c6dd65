#pragma once

#include "catalog/types.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"

#include <QString>

namespace gpuplanner::widgets {

// The rich texts of the seven-item view, from the evaluation and the cost report.
QString scenarioText(const planner::Evaluation &e);
QString gpuMetricsText(const catalog::Accelerator &acc, const planner::Evaluation &e);
QString deploymentText(const planner::cost::CostReport &cost);
QString scenariosText(const planner::cost::CostReport &cost);
QString leversText(const planner::cost::CostReport &cost);

} // namespace gpuplanner::widgets
