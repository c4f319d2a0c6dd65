#pragma once

#include "planner/cost/money.h"
#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::report {

// Money for managers: grouped thousands, no decimals from 100 up ("12,345 USD", "3.99 USD").
QString money(double amount, planner::cost::Currency currency);
// A number with grouped thousands and at most `decimals` decimals, trailing zeros dropped.
QString grouped(double value, int decimals = 1);

// A large count in the words of the language installed now: "200 billion", "2000亿" (Chinese counts
// in 万 and 亿, written without a space), "8,000" below a million (ten thousand in Chinese).
QString largeCount(double value);

// Translated names the exports print.
QString taskName(planner::Task task);
QString taskName(const planner::Workload &w); // a speech model's cv_training reads as speech-model training
QString precisionName(planner::Precision p);
QString severityName(const QString &severity);

// "Page %1 of %2" and the footer line (date, application and catalog versions), translated.
QString pageFormat();
QString footerLine(const QString &date, const QString &catalogVersion);
QString today(); // ISO date of the export

} // namespace gpuplanner::report
