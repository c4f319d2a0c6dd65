#pragma once

#include "catalog/catalog.h"
#include "planner/report/document.h"
#include "planner/report/plandocument.h"

namespace gpuplanner::report {

// The spec sheet for a manager (PRODUCT.md §7), in the language installed now: page one says what
// is bought, why, what it costs per month and over the horizon, and which risks remain; then every
// dimension with minimum / recommended / chosen and the arithmetic, the cost charts, the findings,
// the alternatives, the assumptions and the catalog sources.
DocModel buildSpecSheet(const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog);

namespace detail {
void addSpecSummary(DocModel &doc, const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog);
void addSpecDimensions(DocModel &doc, const PlanView &view);
void addSpecCost(DocModel &doc, const PlanView &view, const catalog::Catalog &catalog);
void addSpecSources(DocModel &doc, const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog);
// "LLM online serving of Llama 3.1 70B in BF16: 20 requests/s, 1000 prompt + 250 output tokens…";
// a one-off job names its length from the cost report (its deadline or estimated run).
QString workloadSentence(const planner::Evaluation &e, const planner::cost::CostReport &cost);
} // namespace detail

} // namespace gpuplanner::report
