// The user's own rows of the catalog database: custom hardware and prices added, replaced, removed.
#include "catalog/checkedrow.h"
#include "catalog/store.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <optional>

namespace gpuplanner::catalog {


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
    std::vector<CheckedRow> checked;
    std::vector<size_t> indexOf; // checked[k] is rows[indexOf[k]]
    checked.reserve(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        QStringList errors;
        if (std::optional<CheckedRow> row =
                CheckedRow::check(kind, rows[i], QCoreApplication::translate("catalog", "new row"), 0, errors)) {
            checked.push_back(std::move(*row));
            indexOf.push_back(i);
        } else {
            refused->push_back({i, errors.join(QLatin1Char('\n'))});
        }
    }
    std::vector<RefusedRow> bundled;
    const int written = addUserRows(checked, &bundled, error);
    for (const RefusedRow &r : bundled)
        refused->push_back({indexOf[r.index], r.reason});
    std::sort(refused->begin(), refused->end(),
              [](const RefusedRow &a, const RefusedRow &b) { return a.index < b.index; });
    return written;
}

int CatalogStore::addUserRows(const std::vector<CheckedRow> &rows, std::vector<RefusedRow> *refused, QString *error)
{
    if (!savesRows()) {
        *error = unsavedReason();
        return 0;
    }
    if (rows.empty())
        return 0;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        *error = QCoreApplication::translate("catalog", "Nothing was saved: %1").arg(db.lastError().text());
        return 0;
    }
    // Rows of several kinds may come together: each kind's bundled ids are read once.
    QHash<int, QSet<QString>> bundledIds;
    auto isBundled = [&](Kind kind, const QString &id) {
        auto known = bundledIds.find(int(kind));
        if (known == bundledIds.end()) {
            known = bundledIds.insert(int(kind), {});
            QSqlQuery bundled(db);
            bundled.setForwardOnly(true);
            if (bundled.exec(QStringLiteral("SELECT id FROM %1 WHERE origin = 'bundled'").arg(tableName(kind))))
                while (bundled.next())
                    known->insert(bundled.value(0).toString());
        }
        return known->contains(id);
    };
    QSqlQuery insert(db);
    std::optional<Kind> prepared;
    int written = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const CheckedRow &row = rows[i];
        if (isBundled(row.kind(), row.id())) {
            refused->push_back({i, QCoreApplication::translate(
                                       "catalog", "The id '%1' belongs to a row of the bundled catalog; choose another id.")
                                       .arg(row.id())});
            continue;
        }
        if (prepared != row.kind()) {
            insert.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 (id, origin, name, data) VALUES (?, 'user', ?, ?)")
                               .arg(tableName(row.kind())));
            prepared = row.kind();
        }
        insert.addBindValue(row.id());
        insert.addBindValue(row.name());
        insert.addBindValue(QString::fromStdString(row.data().dump()));
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
