#pragma once

#include "planner/verify/acceptscript.h"
#include "planner/verify/expectations.h"

#include <QString>

namespace gpuplanner::app {

class PlanDocument;

// The acceptance script of the open plan (issue 16 §1): what the plan expects of the rented
// machine, the plan's hash and the application's version filled into resources/verify/accept.sh.in.
// The Verification view's Script part and File > Export > Acceptance script both write it.
verify::Expectations planExpectations(const PlanDocument &document);
QString acceptanceScript(const PlanDocument &document, verify::AcceptMode mode, double burnInHours = 0);
// Writes the script atomically and makes it executable; false with `error` naming the problem.
bool writeAcceptanceScript(const PlanDocument &document, verify::AcceptMode mode, double burnInHours,
                           const QString &path, QString *error);

} // namespace gpuplanner::app
