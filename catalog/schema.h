#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace gpuplanner::catalog::schema {

// Schema history of the catalog database (PRAGMA user_version):
//   1  meta, accelerators, cpus, models, price_offers — each row: id, origin, name, data (row JSON)
//   2  storage_classes, network_classes (same shape); quotes (the user's vendor quote library);
//      an index on origin for every row table
inline constexpr int kCurrentVersion = 2;

// Brings `db` from schema version `from` to `to` with a cumulative `if (from < N)` ladder in one
// transaction. On any error the transaction is rolled back, the database is left as it was and
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
