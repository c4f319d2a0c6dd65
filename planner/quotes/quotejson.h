#pragma once

#include "planner/quotes/quote.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace gpuplanner::quotes {

// A quote as the plan's "quotes" array, the quote library and `compare --json` store it:
// {"vendor", "offering", "currency", "plan", "source", "imported_at",
//  "answers": {"gpu_count": {"offered": "...", "value": "8"}, ...},
//  "price": {"per_hour": 30.5, "per_month": null, "per_year": null},
//  "billing_rules", "traffic_pricing", "support_sla", "delivery_time", "notes"}
nlohmann::json quoteToJson(const Quote &q);

// Reads a quote written by quoteToJson. Returns false with `error` naming the field on a wrong type
// or a missing vendor or currency.
bool quoteFromJson(const nlohmann::json &j, Quote *q, QString *error);

nlohmann::json quotesToJson(const std::vector<Quote> &quotes);

std::string utf8(const QString &s);
QString fromUtf8(const std::string &s);

} // namespace gpuplanner::quotes
