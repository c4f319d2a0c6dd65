#pragma once

#include "planner/cost/costreport.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::widgets {
class EditFields;
}

namespace gpuplanner::app {

// The prices and costs the user enters for the cost figures (the plan's "cost" section and the
// workload's billing): the server and host price, electricity, the hourly price, egress, the
// horizon and the billing. Amounts are in the section's currency, shown on every field.
namespace costfields {

void build(widgets::EditFields *fields);
// Labels and units; `plan` gives the currency of the amounts (USD unless the plan names CNY).
// `cost` words the billing box's first choice: "cheapest" only when the billing the engine
// proposes is the cheapest of the cost model's options for this plan.
void label(widgets::EditFields *fields, const nlohmann::json &plan, const planner::cost::CostReport &cost = {});
// The text of the billing box's first choice (no billing given: the engine proposes one).
QString proposedBillingText(const planner::cost::CostReport &cost, bool billingGiven);
// What a billing choice saves against the cheapest one, for the box's tooltip; empty when
// `cost` has no cheapest option or the choice is it.
QString billingToolTip(const planner::cost::CostReport &cost);

} // namespace costfields
} // namespace gpuplanner::app
