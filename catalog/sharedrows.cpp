#include "catalog/sharedrows.h"

#include "catalog/dialect.h"
#include "catalog/jsontext.h"
#include "catalog/kinds.h"
#include "catalog/libraryroles.h"
#include "catalog/sharedwrite_internal.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

WriteResult writeFailure(const QSqlDatabase &db, const QSqlError &error)
{
    WriteResult r;
    if (dialect::isPermissionDenied(error)) {
        r.outcome = WriteOutcome::Refused;
        r.message = QCoreApplication::translate("catalog", "The team library refused the write: %1 may only read it. "
                                                           "Writing needs the role %2; ask the library's administrator "
                                                           "to run: gpu-planner-cli library grant --editor %1. Nothing "
                                                           "was saved.")
                        .arg(db.userName(), QLatin1String(roles::kEditor));
        return r;
    }
    r.outcome = WriteOutcome::Failed;
    r.message = dialect::isConnectionLost(error)
                    ? QCoreApplication::translate("catalog", "The connection to the library was lost during the save "
                                                             "(%1). The save was one transaction: nothing was saved.")
                          .arg(error.text().trimmed())
                    : QCoreApplication::translate("catalog", "The library could not be written: %1. Nothing was saved.")
                          .arg(error.text().trimmed());
    return r;
}

std::optional<WriteResult> refusedBeforeWriting(const QSqlDatabase &db, const QString &table)
{
    if (dialect::of(db) != dialect::Dialect::Postgres)
        return std::nullopt;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT has_table_privilege(?, 'INSERT') AND has_table_privilege(?, 'UPDATE')"));
    q.addBindValue(table);
    q.addBindValue(table);
    if (!q.exec() || !q.next() || q.value(0).toBool())
        return std::nullopt;
    return writeFailure(db, QSqlError(QString(), QStringLiteral("permission denied for table ") + table,
                                      QSqlError::StatementError, QStringLiteral("42501")));
}

WriteResult conflict(const QString &key, const RowStamp &stamp, int baseVersion)
{
    WriteResult r;
    r.outcome = WriteOutcome::Conflict;
    r.conflictKey = key;
    r.conflictStamp = stamp;
    r.message = baseVersion == 0
                    ? QCoreApplication::translate("catalog", "%1 is already in the library, at version %2 (changed by "
                                                             "%3 at %4). Nothing was saved.")
                          .arg(key)
                          .arg(stamp.version)
                          .arg(stamp.updatedBy, stamp.updatedAt)
                    : QCoreApplication::translate("catalog", "%1 was changed in the library meanwhile: it is at "
                                                             "version %2 (by %3 at %4), this save was based on "
                                                             "version %5. Nothing was saved.")
                          .arg(key)
                          .arg(stamp.version)
                          .arg(stamp.updatedBy, stamp.updatedAt)
                          .arg(baseVersion);
    return r;
}

WriteResult saveSharedRows(QSqlDatabase db, const std::vector<RowWrite> &rows)
{
    QSet<QString> tables;
    for (const RowWrite &w : rows)
        tables.insert(tableName(w.row.kind()));
    SharedWrite write(db, tables);
    if (write.notStarted())
        return *write.notStarted();
    const QString &who = write.who(), &now = write.now();
    WriteResult result;
    for (size_t i = 0; i < rows.size(); ++i) {
        const RowWrite &w = rows[i];
        const auto conflictAt = [i](WriteResult c) {
            c.conflictIndex = i;
            return c;
        };
        const QString table = tableName(w.row.kind());
        const QString data = QString::fromStdString(w.row.data().dump());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT data, row_version, updated_by, updated_at FROM %1 WHERE id = ?").arg(table));
        q.addBindValue(w.row.id());
        if (!q.exec())
            return write.fail(writeFailure(db, q.lastError()));
        if (!q.next()) {
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO %1 (id, origin, name, data, created_by, updated_by, updated_at, "
                                          "row_version) VALUES (?, 'user', ?, ?, %2, %2, %3, 1)")
                               .arg(table, who, now));
            insert.addBindValue(w.row.id());
            insert.addBindValue(w.row.name());
            insert.addBindValue(data);
            if (!insert.exec()) // a row of that id added meanwhile is a conflict: unique_violation
                return write.fail(dialect::sqlState(insert.lastError()) == QLatin1String("23505")
                                      ? conflictAt(conflict(w.row.id(), RowStamp{{}, {}, {}, 1}, w.baseVersion))
                                      : writeFailure(db, insert.lastError()));
            ++result.added;
            continue;
        }
        const RowStamp stamp{{}, q.value(2).toString(), q.value(3).toString(), q.value(1).toInt()};
        const QByteArray stored = q.value(0).toByteArray();
        if (parseJsonText(stored, table, static_cast<QString *>(nullptr)) == w.row.data()) {
            ++result.unchanged;
            continue;
        }
        if (w.baseVersion != stamp.version)
            return write.fail(conflictAt(conflict(w.row.id(), stamp, w.baseVersion)));
        QSqlQuery update(db);
        update.prepare(QStringLiteral("UPDATE %1 SET name = ?, data = ?, updated_by = %2, updated_at = %3, "
                                      "row_version = row_version + 1 WHERE id = ? AND row_version = ?")
                           .arg(table, who, now));
        update.addBindValue(w.row.name());
        update.addBindValue(data);
        update.addBindValue(w.row.id());
        update.addBindValue(w.baseVersion);
        if (!update.exec())
            return write.fail(writeFailure(db, update.lastError()));
        if (update.numRowsAffected() != 1)
            return write.fail(
                conflictAt(conflict(w.row.id(), RowStamp{{}, {}, {}, w.baseVersion + 1}, w.baseVersion)));
        ++result.changed;
    }
    return write.commit(result);
}

SharedRowPage sharedRows(QSqlDatabase db, Kind kind, int limit, int offset)
{
    SharedRowPage page;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, data, created_by, updated_by, updated_at, row_version FROM %1 "
                             "WHERE origin = 'user' ORDER BY id LIMIT ? OFFSET ?")
                  .arg(tableName(kind)));
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (!q.exec()) {
        page.error = q.lastError().text();
        return page;
    }
    int index = offset;
    while (q.next()) {
        const QString id = q.value(0).toString();
        const QString where = QCoreApplication::translate("catalog", "team library %1 '%2'").arg(tableName(kind), id);
        QString parseError;
        nlohmann::json data = parseJsonText(q.value(1).toByteArray(), where, &parseError);
        QStringList errors;
        std::optional<CheckedRow> row;
        if (data.is_discarded())
            errors << parseError;
        else
            row = CheckedRow::check(kind, std::move(data), where, index, errors);
        if (row && row->id() != id) {
            errors << QCoreApplication::translate("catalog", "%1: its data names the id '%2'").arg(where, row->id());
            row.reset();
        }
        if (row)
            page.rows.push_back({std::move(*row), RowStamp{q.value(2).toString(), q.value(3).toString(),
                                                           q.value(4).toString(), q.value(5).toInt()}});
        else
            page.skipped << QCoreApplication::translate("catalog", "Skipped %1, written by %2: %3")
                                .arg(where, q.value(3).toString(), errors.join(QStringLiteral("; ")));
        ++index;
    }
    return page;
}

} // namespace gpuplanner::catalog
