#pragma once

#include "planner/sizing/evaluation.h"

#include <QString>

namespace gpuplanner::planner {

// How the plan window shows amounts of bytes. The engine and the catalog count in decimal units as
// vendors state them (units.h: 1 GB = 10^9 bytes); binary units (1 GiB = 2^30 bytes) are what
// nvidia-smi, free and df -h report. A display choice only: plans, exports, quotes and the CLI
// always use decimal units.
enum class ByteUnits { Decimal, Binary };

// The choice of the running application (default Decimal).
ByteUnits byteUnits();
void setByteUnits(ByteUnits units);

// Rewrites every amount written "<number> <unit>" in decimal byte units (KB, MB, GB, TB, PB, and
// rates such as GB/s) into binary units: "80 GB" → "74.5 GiB", "3.84 TB" → "3.49 TiB",
// "4800 GB/s" → "4470 GiB/s". Names with the unit attached ("H100 80GB") and bit rates (Gbit/s,
// Mbit/s) are left alone. Returns the text unchanged for Decimal.
QString inByteUnits(const QString &text, ByteUnits units);

// The same for every text of an evaluation (dimensions, findings, candidates, shortfall); the
// numbers stay in decimal units.
void convertTexts(Evaluation &evaluation, ByteUnits units);

// The factor from GB to the display unit and its name: (1, "GB") or (0.9313…, "GiB").
double gbToDisplay(ByteUnits units);
QString gbUnitName(ByteUnits units);

} // namespace gpuplanner::planner
