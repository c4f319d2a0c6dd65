#pragma once

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli library init|migrate|status|grant|quotes [--library URL]`: the team library on
// a PostgreSQL server (the URL from --library or GPU_PLANNER_LIBRARY).
//   init                      schema and the roles gpu_planner_reader / gpu_planner_editor (idempotent)
//   migrate                   an older schema brought up to date
//   status [--json]           server, schema version, your role, rows per table
//   grant --reader|--editor ROLE
//   quotes [--plan NAME] [--limit N] [--offset N] [--json]   quotes with who changed them, when, version
int runLibraryCommand(const QStringList &args);

} // namespace gpuplanner::cli
