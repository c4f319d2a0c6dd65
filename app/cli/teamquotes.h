#pragma once

#include "app/cli/teamoption.h"
#include "planner/quotes/quote.h"

#include <QHash>
#include <QStringList>

#include <vector>

// `compare` with a team library: its quotes ranked for a plan, and the imported quotes saved there.
namespace gpuplanner::cli {

// The plan's quotes in the team library, at most `limit`, most recently changed first (the server
// filters and pages; offline, the local copy). A row that is not a quote is left out with a message
// naming it. Online, the page read becomes the local copy of the plan's quotes.
std::vector<quotes::Quote> teamQuotes(TeamSession &session, const QString &plan, int limit,
                                      QStringList &messages);

// Saves the quotes in one transaction; `bases` maps a vendor (case-folded) to the library version
// the user means to replace. Offline, they are queued in the local copy. Returns the exit code after
// printing the outcome (reportWrite).
int saveTeamQuotes(TeamSession &session, const std::vector<quotes::Quote> &quotes, const QString &planName,
                   const QHash<QString, int> &bases);

} // namespace gpuplanner::cli
