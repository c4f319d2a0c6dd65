#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

// Who may do what in a team library: two PostgreSQL roles that people's login roles are made
// members of. Readers see every shared row; editors also add, change and remove them.
namespace gpuplanner::catalog::roles {

inline constexpr const char *kReader = "gpu_planner_reader";
inline constexpr const char *kEditor = "gpu_planner_editor";

// Creates the two roles where they are missing (NOLOGIN) and grants them their rights on every
// table of the schema, in one transaction; run again after each migration. Needs a user that may
// create roles (the database's owner with CREATEROLE, or a superuser).
bool applyGrants(QSqlDatabase &db, QString *error);

// Makes the login role `role` a reader (and no longer an editor) or an editor.
bool grant(QSqlDatabase &db, const QString &role, bool editor, QString *error);

// What the connected user may do: "superuser", "editor", "reader" or "none".
QString roleOfCurrentUser(QSqlDatabase &db);

// Rows per shared table, in the schema's order; a table this user may not read counts -1.
QList<std::pair<QString, qint64>> rowCounts(QSqlDatabase &db);

// A role name as an SQL identifier ("alice" → "alice" in quotes, '"' doubled).
QString quotedIdentifier(const QString &name);

} // namespace gpuplanner::catalog::roles
