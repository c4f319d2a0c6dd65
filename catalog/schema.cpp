#include "catalog/schema.h"

#include "catalog/dialect.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog::schema {

namespace {

QString rowTableDdl(const QString &table)
{
    return QStringLiteral("CREATE TABLE %1 ("
                          " id TEXT PRIMARY KEY NOT NULL,"
                          " origin TEXT NOT NULL CHECK (origin IN ('bundled', 'user')),"
                          " name TEXT NOT NULL,"
                          " data TEXT NOT NULL)")
        .arg(table);
}

const QStringList kRowColumns{QStringLiteral("id"), QStringLiteral("origin"), QStringLiteral("name"),
                              QStringLiteral("data")};

QStringList v1RowTables()
{
    return {QStringLiteral("accelerators"), QStringLiteral("cpus"), QStringLiteral("models"),
            QStringLiteral("price_offers")};
}

QStringList v2NewRowTables()
{
    return {QStringLiteral("storage_classes"), QStringLiteral("network_classes")};
}

bool exec(QSqlDatabase &db, const QString &sql, int step, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = QCoreApplication::translate("catalog", "schema step %1 failed: %2 (%3)")
                     .arg(step)
                     .arg(q.lastError().text(), sql.left(80));
    return false;
}

bool stepTo1(QSqlDatabase &db, QString *error)
{
    if (!exec(db, QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"), 1, error))
        return false;
    for (const QString &t : v1RowTables())
        if (!exec(db, rowTableDdl(t), 1, error))
            return false;
    return true;
}

bool stepTo2(QSqlDatabase &db, QString *error)
{
    for (const QString &t : v2NewRowTables())
        if (!exec(db, rowTableDdl(t), 2, error))
            return false;
    if (!exec(db,
              QStringLiteral("CREATE TABLE quotes ("
                             " id %1,"
                             " vendor TEXT NOT NULL,"
                             " plan TEXT NOT NULL DEFAULT '',"
                             " currency TEXT NOT NULL,"
                             " imported_at TEXT NOT NULL,"
                             " data TEXT NOT NULL)")
                  .arg(dialect::autoIdColumn(dialect::of(db))),
              2, error))
        return false;
    for (const QString &t : rowTables(2))
        if (!exec(db, QStringLiteral("CREATE INDEX %1_origin ON %1 (origin)").arg(t), 2, error))
            return false;
    return true;
}

// Shared rows say who made them, who changed them last, when, and which version they are.
bool stepTo3(QSqlDatabase &db, QString *error)
{
    const QStringList columns{QStringLiteral("created_by TEXT NOT NULL DEFAULT ''"),
                              QStringLiteral("updated_by TEXT NOT NULL DEFAULT ''"),
                              QStringLiteral("updated_at TEXT NOT NULL DEFAULT ''"),
                              QStringLiteral("row_version INTEGER NOT NULL DEFAULT 1")};
    const QStringList tables = rowTables(3) << QStringLiteral("quotes");
    for (const QString &t : tables)
        for (const QString &c : columns)
            if (!exec(db, QStringLiteral("ALTER TABLE %1 ADD COLUMN %2").arg(t, c), 3, error))
                return false;
    return exec(db, QStringLiteral("CREATE INDEX quotes_plan ON quotes (plan, updated_at)"), 3, error);
}

} // namespace

QStringList stampColumns()
{
    return {QStringLiteral("created_by"), QStringLiteral("updated_by"), QStringLiteral("updated_at"),
            QStringLiteral("row_version")};
}

QStringList rowTables(int version)
{
    QStringList t = v1RowTables();
    if (version >= 2)
        t << v2NewRowTables();
    return t;
}

QList<TableShape> expectedTables(int version)
{
    QList<TableShape> out;
    if (version < 1)
        return out;
    out.append({QStringLiteral("meta"), {QStringLiteral("key"), QStringLiteral("value")}});
    const QStringList stamps = version >= 3 ? stampColumns() : QStringList();
    for (const QString &t : rowTables(version))
        out.append({t, kRowColumns + stamps});
    if (version >= 2)
        out.append({QStringLiteral("quotes"),
                    QStringList{QStringLiteral("id"), QStringLiteral("vendor"), QStringLiteral("plan"),
                                QStringLiteral("currency"), QStringLiteral("imported_at"), QStringLiteral("data")} +
                        stamps});
    return out;
}

bool migrate(QSqlDatabase &db, int from, int to, QString *error)
{
    if (from == to)
        return true;
    if (from > to || to > kCurrentVersion || from < 0) {
        if (error)
            *error = QCoreApplication::translate("catalog", "cannot migrate the catalog schema from %1 to %2")
                         .arg(from)
                         .arg(to);
        return false;
    }
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    bool ok = true;
    if (ok && from < 1 && to >= 1)
        ok = stepTo1(db, error);
    if (ok && from < 2 && to >= 2)
        ok = stepTo2(db, error);
    if (ok && from < 3 && to >= 3)
        ok = stepTo3(db, error);
    if (ok)
        ok = exec(db, dialect::writeSchemaVersionSql(dialect::of(db), to), to, error);
    if (ok && !db.commit()) {
        if (error)
            *error = db.lastError().text();
        ok = false;
    }
    if (!ok)
        db.rollback();
    return ok;
}

} // namespace gpuplanner::catalog::schema
