#pragma once

#include "catalog/librarycopy.h"
#include "catalog/sharedrows.h"
#include "catalog/teamlibrary.h"

#include <QHash>
#include <QStringList>

#include <memory>

// The CLI's way to a team library: `--library postgresql://…` (or `--library` with the URL in
// GPU_PLANNER_LIBRARY), the connection, and what a refused write says.
namespace gpuplanner::cli {

struct LibraryOption
{
    bool given = false; // --library was on the command line
    QString url;        // the URL after it, else GPU_PLANNER_LIBRARY; empty: the local quote library
    bool team() const { return given && !url.isEmpty(); }
};

// Removes `--library [URL]` from `args`. A following argument is the URL when it starts with
// postgresql:// or postgres://.
LibraryOption takeLibraryOption(QStringList &args);

// Removes every `--base KEY=VERSION` (the library version of a row the user has seen and means to
// replace). False, after printing why, when one is malformed.
bool takeBaseVersions(QStringList &args, QHash<QString, int> *bases);

// Connects; nullptr after printing why (exit 3). With `needSchema`, a library whose schema is
// missing or old is refused with the command that prepares it.
std::unique_ptr<catalog::TeamLibrary> connectTeamLibrary(const QString &url, bool needSchema = true);

// A team library for reading and saving quotes and prices: the server, or, while it cannot be
// reached, the local copy of what was last read from it (catalog/librarycopy.h).
struct TeamSession
{
    std::unique_ptr<catalog::TeamLibrary> library; // null while offline
    std::unique_ptr<catalog::LibraryCopy> copy;    // null when the copy cannot be opened
    bool offline() const { return !library; }
    QSqlDatabase readDatabase() const { return library ? library->database() : copy->database(); }
};
// Connects, and sends the quotes queued while offline (a conflict among them stops with exit 2, the
// queued quotes kept in a JSON file that the message names). When the server cannot be reached it
// says "team library offline: showing the copy of HH:MM" and works from the copy. nullopt after
// printing why, with the exit code in `exitCode`.
std::optional<TeamSession> openTeamSession(const QString &url, int *exitCode);

// Prints what a write did (stderr) and returns the exit code: 0 saved, 2 conflict (with how to see
// the newer version: `seeCommand`, and how to replace it: --base `conflictKey`=VERSION) or refused, 3 failed.
int reportWrite(const catalog::WriteResult &result, const QString &seeCommand, const QString &baseKey);

// The command line that names the library again ("--library 'postgresql://…'").
QString libraryArgument(const catalog::TeamLibrary &library);

} // namespace gpuplanner::cli
