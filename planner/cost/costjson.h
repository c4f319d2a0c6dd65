#pragma once

#include "catalog/catalog.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::planner::cost {

// The report as `gpu-planner-cli cost --json` prints it (README "Output of cost --json").
nlohmann::json costReportToJson(const CostReport &r, const CostAssumptions &ca,
                                const catalog::Catalog &catalog);

nlohmann::json priceToJson(const PriceRef &p, Currency currency);

} // namespace gpuplanner::planner::cost
