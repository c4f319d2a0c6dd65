#pragma once

#include <QString>

namespace gpuplanner::app {

// What a quote field (planner/quotes/quotefields.h) holds, translated: "price_per_hour" → "Price per
// hour", "gpu_memory_gb" → "GPU memory per GPU (GB)". For the column-mapping step and manual entry.
QString quoteFieldLabel(const QString &fieldId);

} // namespace gpuplanner::app
