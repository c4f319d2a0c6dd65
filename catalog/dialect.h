#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

// The differences between the two databases that hold the catalog schema: the user's SQLite file
// and a team's PostgreSQL library. Everything else (tables, columns, the migration ladder, the
// queries of catalog/schema.cpp and the shared-row code) is written once, in the SQL both accept.
namespace gpuplanner::catalog::dialect {

enum class Dialect { Sqlite, Postgres };

Dialect of(const QSqlDatabase &db);

// The column definition of a generated 64-bit row id.
QString autoIdColumn(Dialect d);

// Where the schema version lives: SQLite's PRAGMA user_version; in PostgreSQL the meta table's
// 'schema_version' key (a database without the meta table is at version 0). -1 when it cannot be read.
int readSchemaVersion(const QSqlDatabase &db);
QString writeSchemaVersionSql(Dialect d, int version);

// "INSERT … ON CONFLICT (key) DO UPDATE SET …" (PostgreSQL, and SQLite since 3.24).
QString upsertSql(const QString &table, const QStringList &columns, const QString &key);

// SQL expressions: the time now (UTC, "2026-12-02T14:02:00Z") and who writes. In PostgreSQL the
// writer is the database user (current_user), never a name the client states; in SQLite, the
// user of this computer.
QString nowSql(Dialect d);
QString writerSql(const QSqlDatabase &db);

// Appended to an INSERT to read the new id back ("RETURNING id" in PostgreSQL; SQLite gives
// lastInsertId()).
QString returningIdSql(Dialect d);

// PostgreSQL SQLSTATE of an error ("42501" insufficient privilege, "40001" serialization failure);
// empty for SQLite and errors without one.
QString sqlState(const QSqlError &error);
bool isPermissionDenied(const QSqlError &error);
// The connection is gone (server shut down, network lost): SQLSTATE class 08 or 57P0x, or no state at all
// with a connection error text.
bool isConnectionLost(const QSqlError &error);

} // namespace gpuplanner::catalog::dialect
