#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace gpuplanner::catalog::schema {

// Schema history of the catalog database (PRAGMA user_version):
//   1  meta, accelerators, cpus, models, price_offers — each row: id, origin, name, data (row JSON)
//   2  storage_classes, network_classes (same shape); quotes (the user's vendor quote library);
//      an index on origin for every row table
//   3  shared rows: every row table and quotes gain created_by, updated_by, updated_at (UTC,
//      "2026-12-02T14:02:00Z") and row_version (1 on insert, +1 on each update; a write that names
//      an older version is a conflict); an index on quotes (plan, updated_at)
// The same ladder builds a team library in PostgreSQL (catalog/dialect.h: the few differences).
inline constexpr int kCurrentVersion = 3;

// The columns version 3 adds to each shared row.
QStringList stampColumns();

// Brings `db` from schema version `from` to `to` with a cumulative `if (from < N)` ladder in one
// transaction (SQLite or PostgreSQL: `db`'s driver decides). On any error the transaction is rolled back, the database is left as it was and
// `error` says which step failed.
bool migrate(QSqlDatabase &db, int from, int to, QString *error);

// Tables (with their required columns) that a database at `version` must have.
struct TableShape
{
    QString name;
    QStringList columns;
};
QList<TableShape> expectedTables(int version);

// Names of the tables that hold catalog rows at `version` (those with an origin column).
QStringList rowTables(int version);

} // namespace gpuplanner::catalog::schema
