#include "catalog/librarycopy.h"

#include "catalog/datafolder.h"
#include "catalog/dialect.h"
#include "catalog/jsontext.h"
#include "catalog/kinds.h"
#include "catalog/schema.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>
#include <functional>

namespace gpuplanner::catalog {

namespace {

QString copyConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gpuplanner-team-copy-%1").arg(counter.fetch_add(1));
}

bool runAll(QSqlDatabase &db, const std::function<bool(QSqlQuery &)> &body, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    if (body(q) && db.commit())
        return true;
    *error = q.lastError().isValid() ? q.lastError().text() : db.lastError().text();
    db.rollback();
    return false;
}

bool stampSync(QSqlQuery &q)
{
    q.prepare(dialect::upsertSql(QStringLiteral("meta"), {QStringLiteral("key"), QStringLiteral("value")},
                                 QStringLiteral("key")));
    q.addBindValue(QStringLiteral("synced_at"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return q.exec();
}

} // namespace

LibraryCopy::LibraryCopy(const LibraryAddress &address, const QString &directory) : m_connection(copyConnectionName())
{
    const QByteArray id = QCryptographicHash::hash(address.display().toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    m_path = QDir(directory.isEmpty() ? dataFolder() : directory)
                 .filePath(QStringLiteral("team-library-%1.sqlite").arg(QString::fromLatin1(id)));
}

LibraryCopy::~LibraryCopy()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlDatabase LibraryCopy::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool LibraryCopy::open(QString *error)
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    const int version = dialect::readSchemaVersion(db);
    if (version != schema::kCurrentVersion) {
        // A copy is only a copy: one of another schema is made again (the queue is kept when it can be read).
        std::vector<QuoteWrite> keep = version >= 0 ? queued() : std::vector<QuoteWrite>();
        db.close();
        QFile::remove(m_path);
        if (!db.open() || !schema::migrate(db, 0, schema::kCurrentVersion, error))
            return false;
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("CREATE TABLE pending (seq INTEGER PRIMARY KEY AUTOINCREMENT, base_version INTEGER "
                                   "NOT NULL, vendor TEXT NOT NULL, plan TEXT NOT NULL, currency TEXT NOT NULL, "
                                   "imported_at TEXT NOT NULL, data TEXT NOT NULL)"))) {
            *error = q.lastError().text();
            return false;
        }
        if (!keep.empty() && !queue(keep, error))
            return false;
    }
    return true;
}

bool LibraryCopy::keepQuotes(const QString &plan, const std::vector<SharedQuote> &quotes, QString *error)
{
    QSqlDatabase db = database();
    return runAll(db, [&](QSqlQuery &q) {
        if (plan.isEmpty()) {
            if (!q.exec(QStringLiteral("DELETE FROM quotes")))
                return false;
        } else {
            q.prepare(QStringLiteral("DELETE FROM quotes WHERE plan = ?"));
            q.addBindValue(plan);
            if (!q.exec())
                return false;
        }
        const QStringList columns{QStringLiteral("id"),         QStringLiteral("vendor"),     QStringLiteral("plan"),
                                  QStringLiteral("currency"),   QStringLiteral("imported_at"), QStringLiteral("data"),
                                  QStringLiteral("created_by"), QStringLiteral("updated_by"), QStringLiteral("updated_at"),
                                  QStringLiteral("row_version")};
        q.prepare(dialect::upsertSql(QStringLiteral("quotes"), columns, QStringLiteral("id")));
        for (const SharedQuote &s : quotes) {
            for (const QVariant &v : {QVariant(s.quote.id), QVariant(s.quote.vendor), QVariant(s.quote.plan),
                                      QVariant(s.quote.currency), QVariant(s.quote.importedAt),
                                      QVariant(QString::fromStdString(s.quote.data.dump())), QVariant(s.stamp.createdBy),
                                      QVariant(s.stamp.updatedBy), QVariant(s.stamp.updatedAt), QVariant(s.stamp.version)})
                q.addBindValue(v);
            if (!q.exec())
                return false;
        }
        return stampSync(q);
    }, error);
}

bool LibraryCopy::keepRows(Kind kind, const std::vector<SharedRow> &rows, QString *error)
{
    QSqlDatabase db = database();
    return runAll(db, [&](QSqlQuery &q) {
        if (!q.exec(QStringLiteral("DELETE FROM %1").arg(tableName(kind))))
            return false;
        const QStringList columns{QStringLiteral("id"),         QStringLiteral("origin"),     QStringLiteral("name"),
                                  QStringLiteral("data"),       QStringLiteral("created_by"), QStringLiteral("updated_by"),
                                  QStringLiteral("updated_at"), QStringLiteral("row_version")};
        q.prepare(dialect::upsertSql(tableName(kind), columns, QStringLiteral("id")));
        for (const SharedRow &r : rows) {
            for (const QVariant &v : {QVariant(r.row.id()), QVariant(QStringLiteral("user")), QVariant(r.row.name()),
                                      QVariant(QString::fromStdString(r.row.data().dump())), QVariant(r.stamp.createdBy),
                                      QVariant(r.stamp.updatedBy), QVariant(r.stamp.updatedAt), QVariant(r.stamp.version)})
                q.addBindValue(v);
            if (!q.exec())
                return false;
        }
        return stampSync(q);
    }, error);
}

QString LibraryCopy::syncedAt() const
{
    QSqlQuery q(database());
    return q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'synced_at'")) && q.next() ? q.value(0).toString()
                                                                                              : QString();
}

bool LibraryCopy::queue(const std::vector<QuoteWrite> &quotes, QString *error)
{
    QSqlDatabase db = database();
    return runAll(db, [&](QSqlQuery &q) {
        q.prepare(QStringLiteral("INSERT INTO pending (base_version, vendor, plan, currency, imported_at, data) "
                                 "VALUES (?, ?, ?, ?, ?, ?)"));
        for (const QuoteWrite &w : quotes) {
            for (const QVariant &v : {QVariant(w.baseVersion), QVariant(w.quote.vendor), QVariant(w.quote.plan),
                                      QVariant(w.quote.currency), QVariant(w.quote.importedAt),
                                      QVariant(QString::fromStdString(w.quote.data.dump()))})
                q.addBindValue(v);
            if (!q.exec())
                return false;
        }
        return true;
    }, error);
}

std::vector<QuoteWrite> LibraryCopy::queued() const
{
    std::vector<QuoteWrite> out;
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("SELECT base_version, vendor, plan, currency, imported_at, data FROM pending ORDER BY seq")))
        return out;
    while (q.next()) {
        nlohmann::json data = parseJsonText(q.value(5).toByteArray(), m_path, static_cast<QString *>(nullptr));
        if (!data.is_discarded())
            out.push_back({StoredQuote{0, q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                                       q.value(4).toString(), std::move(data)},
                           q.value(0).toInt()});
    }
    return out;
}

bool LibraryCopy::clearQueue(QString *error)
{
    QSqlDatabase db = database();
    return runAll(db, [](QSqlQuery &q) { return q.exec(QStringLiteral("DELETE FROM pending")); }, error);
}

} // namespace gpuplanner::catalog
