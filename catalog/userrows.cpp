// The user's own rows of the catalog database: custom hardware and prices added, replaced, removed.
#include "catalog/parse.h"
#include "catalog/store.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

namespace {

// The row parsed as the bundled rows are; the error text when it is refused.
const RowBase *validated(Kind kind, const nlohmann::json &row, Rows &scratch, QString *error)
{
    QStringList errors;
    if (!parseRow(kind, row, QCoreApplication::translate("catalog", "new row"), 0, Origin::User, scratch, errors)) {
        *error = errors.join(QLatin1Char('\n'));
        return nullptr;
    }
    return findById(scratch, kind, QString::fromStdString(row["id"].get<std::string>()));
}

} // namespace

QString CatalogStore::unsavedReason() const
{
    QString cause = m_unsavedReason.trimmed();
    while (cause.endsWith(u'.') || cause.endsWith(u'。'))
        cause.chop(1);
    return QCoreApplication::translate("catalog", "Nothing was saved: %1. The catalog runs in memory for this "
                                                  "session; solve that and try again.")
        .arg(cause);
}

int CatalogStore::addUserRows(Kind kind, const std::vector<nlohmann::json> &rows, std::vector<RefusedRow> *refused,
                              QString *error)
{
    if (!savesRows()) {
        *error = unsavedReason();
        return 0;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        *error = QCoreApplication::translate("catalog", "Nothing was saved: %1").arg(db.lastError().text());
        return 0;
    }
    QSet<QString> bundledIds;
    QSqlQuery bundled(db), insert(db);
    if (bundled.exec(QStringLiteral("SELECT id FROM %1 WHERE origin = 'bundled'").arg(tableName(kind))))
        while (bundled.next())
            bundledIds.insert(bundled.value(0).toString());
    insert.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 (id, origin, name, data) VALUES (?, 'user', ?, ?)")
                       .arg(tableName(kind)));
    int written = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        Rows scratch;
        QString why;
        const RowBase *parsed = validated(kind, rows[i], scratch, &why);
        if (parsed && bundledIds.contains(parsed->id))
            why = QCoreApplication::translate("catalog",
                                              "The id '%1' belongs to a row of the bundled catalog; choose another id.")
                      .arg(parsed->id);
        if (!why.isEmpty()) {
            refused->push_back({i, why});
            continue;
        }
        insert.addBindValue(parsed->id);
        insert.addBindValue(parsed->name);
        insert.addBindValue(QString::fromStdString(rows[i].dump()));
        if (!insert.exec()) {
            *error = QCoreApplication::translate("catalog", "Nothing was saved: %1").arg(insert.lastError().text());
            db.rollback();
            return 0;
        }
        ++written;
    }
    if (!db.commit()) {
        *error = QCoreApplication::translate("catalog", "Nothing was saved: %1").arg(db.lastError().text());
        db.rollback();
        return 0;
    }
    return written;
}

bool CatalogStore::addUserRow(Kind kind, const nlohmann::json &row, QString *error)
{
    std::vector<RefusedRow> refused;
    if (addUserRows(kind, {row}, &refused, error) == 1)
        return true;
    if (!refused.empty())
        *error = refused.front().reason;
    return false;
}

bool CatalogStore::removeUserRow(Kind kind, const QString &id, QString *error)
{
    QString ignored;
    QString &why = error ? *error : ignored;
    if (!savesRows()) {
        why = unsavedReason();
        return false;
    }
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ? AND origin = 'user'").arg(tableName(kind)));
    q.addBindValue(id);
    if (!q.exec()) {
        why = QCoreApplication::translate("catalog", "The row could not be removed: %1").arg(q.lastError().text());
        return false;
    }
    if (q.numRowsAffected() == 0) {
        why = QCoreApplication::translate("catalog", "No user row is named '%1'.").arg(id);
        return false;
    }
    return true;
}

int CatalogStore::userRowCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    int total = 0;
    for (const Kind kind : kAllKinds)
        if (q.exec(QStringLiteral("SELECT count(*) FROM %1 WHERE origin = 'user'").arg(tableName(kind))) &&
            q.next())
            total += q.value(0).toInt();
    if (q.exec(QStringLiteral("SELECT count(*) FROM quotes")) && q.next())
        total += q.value(0).toInt();
    return total;
}

} // namespace gpuplanner::catalog
