#pragma once

#include <QString>

namespace gpuplanner::planner {

// Numbers in the engine's texts: fixed decimals, trailing zeros dropped, thousands not grouped
// (texts are also machine-read through the CLI's JSON).
QString num(double value, int decimals = 1);
// Large counts in engineering form for FLOPs and tokens: "5.88e23".
QString sci(double value);
// Counts of findings for people, each in the singular where it is one: "0 errors, 1 warning, 2 notes"
// (notes < 0: without them), translated.
QString findingCounts(int errors, int warnings, int notes = -1);

} // namespace gpuplanner::planner
