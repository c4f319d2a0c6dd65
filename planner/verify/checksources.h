#pragma once

#include <QString>

// The public sources the acceptance checks cite in the Verification table's Source column: the
// tools' and vendors' own documents, named so that a reader can look them up (the research notes
// behind the thresholds are not shipped). In the language installed now.
namespace gpuplanner::verify::sources {

// The source the check `checkId` cites ("inventory.count"); "bandwidth.nccl:one_gpu" for the NCCL
// check of a one-GPU plan, which is skipped for a reason of its own. Empty for an id without one.
QString forCheck(const char *checkId);

} // namespace gpuplanner::verify::sources
