#pragma once

#include "planner/verify/expectations.h"

#include <QString>

namespace gpuplanner::verify {

enum class AcceptMode { Quick, Standard, BurnIn };

struct AcceptOptions
{
    AcceptMode mode = AcceptMode::Standard;
    double burnInHours = 0;
    QString planHash;
    QString plannerVersion;
};

// The self-contained bash script (resources/verify/accept.sh.in with the plan's expectations
// filled in). Load: 30 s quick, 10 min standard, the hours asked for burn-in.
QString acceptScript(const Expectations &plan, const AcceptOptions &options);
int loadSeconds(const AcceptOptions &options);

} // namespace gpuplanner::verify
