#pragma once

#include "planner/cost/money.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::report {

// Money for managers: grouped thousands, no decimals from 100 up ("12,345 USD", "3.99 USD").
QString money(double amount, planner::cost::Currency currency);
// A number with grouped thousands and at most `decimals` decimals, trailing zeros dropped.
QString grouped(double value, int decimals = 1);

// Translated names the exports print.
QString taskName(planner::Task task);
QString precisionName(planner::Precision p);
QString severityName(const QString &severity);

// "Page %1 of %2" and the footer line (date, application and catalog versions), translated.
QString pageFormat();
QString footerLine(const QString &date, const QString &catalogVersion);
QString today(); // ISO date of the export

} // namespace gpuplanner::report
