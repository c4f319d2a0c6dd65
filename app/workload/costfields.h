#pragma once

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
void label(widgets::EditFields *fields, const nlohmann::json &plan);

} // namespace costfields
} // namespace gpuplanner::app
