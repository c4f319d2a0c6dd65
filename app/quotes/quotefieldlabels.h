#pragma once

#include <QString>

namespace gpuplanner::app {

// What a quote field (planner/quotes/quotefields.h) holds, translated: "price_per_hour" → "Price per
// hour", "gpu_memory_gb" → "GPU memory per GPU (GB)". For the column-mapping step and manual entry.
QString quoteFieldLabel(const QString &fieldId);
// A price with its period in words, translated: "hour" → "12.50 an hour", "month", "year", "once"
// (a price paid once: a purchase); any other period as "12.50/period".
QString priceForPeriod(const QString &amount, const QString &period);

} // namespace gpuplanner::app
