#include "catalog/quotestore.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

namespace {

QString offeringOf(const nlohmann::json &data)
{
    if (data.is_object() && data.contains("offering") && data["offering"].is_string())
        return QString::fromStdString(data["offering"].get<std::string>());
    return {};
}

} // namespace

qint64 saveQuote(CatalogStore &store, const StoredQuote &quote, QString *error)
{
    if (!store.savesRows()) {
        *error = store.unsavedReason();
        return 0;
    }
    QSqlDatabase db = QSqlDatabase::database(store.connectionName());
    if (!db.isOpen()) {
        *error = QCoreApplication::translate("catalog", "the catalog database is not open");
        return 0;
    }
    if (!db.transaction()) {
        *error = db.lastError().text();
        return 0;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, data FROM quotes WHERE vendor = ? AND plan = ?"));
    q.addBindValue(quote.vendor);
    q.addBindValue(quote.plan);
    QList<qint64> replaced;
    if (q.exec())
        while (q.next()) {
            const QByteArray text = q.value(1).toByteArray();
            const nlohmann::json old = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
            if (!old.is_discarded() && offeringOf(old) == offeringOf(quote.data))
                replaced << q.value(0).toLongLong();
        }
    for (const qint64 id : replaced) {
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM quotes WHERE id = ?"));
        del.addBindValue(id);
        del.exec();
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO quotes (vendor, plan, currency, imported_at, data) VALUES (?, ?, ?, ?, ?)"));
    insert.addBindValue(quote.vendor);
    insert.addBindValue(quote.plan);
    insert.addBindValue(quote.currency);
    insert.addBindValue(quote.importedAt);
    insert.addBindValue(QString::fromStdString(quote.data.dump()));
    if (!insert.exec()) {
        *error = insert.lastError().text();
        db.rollback();
        return 0;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!db.commit()) {
        *error = db.lastError().text();
        db.rollback();
        return 0;
    }
    return id;
}

std::vector<StoredQuote> storedQuotes(const CatalogStore &store, const QString &plan)
{
    std::vector<StoredQuote> out;
    QSqlQuery q(QSqlDatabase::database(store.connectionName()));
    if (plan.isEmpty()) {
        q.prepare(QStringLiteral("SELECT id, vendor, plan, currency, imported_at, data FROM quotes ORDER BY id"));
    } else {
        q.prepare(QStringLiteral("SELECT id, vendor, plan, currency, imported_at, data FROM quotes WHERE plan = ? ORDER BY id"));
        q.addBindValue(plan);
    }
    if (!q.exec())
        return out;
    while (q.next()) {
        const QByteArray text = q.value(5).toByteArray();
        nlohmann::json data = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
        if (data.is_discarded())
            continue;
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                       q.value(4).toString(), std::move(data)});
    }
    return out;
}

bool removeQuote(CatalogStore &store, qint64 id)
{
    if (!store.savesRows())
        return false;
    QSqlQuery q(QSqlDatabase::database(store.connectionName()));
    q.prepare(QStringLiteral("DELETE FROM quotes WHERE id = ?"));
    q.addBindValue(id);
    return q.exec() && q.numRowsAffected() > 0;
}

} // namespace gpuplanner::catalog
