// The catalog database file's health and recovery: inspecting a file, reading the user's rows back from
// it, moving a damaged file aside (and back), and running the catalog from memory.
#include "catalog/store.h"

#include "catalog/parse.h"
#include "catalog/schema.h"
#include "catalog/sqliteaccess.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

namespace {

std::optional<Kind> kindOfTable(const QString &table)
{
    for (const Kind k : kAllKinds)
        if (tableName(k) == table)
            return k;
    return std::nullopt;
}

// Runs `fn` with a temporary connection to `path`, then removes the connection. A read-write
// connection lets SQLite roll back a hot journal left by a writer that was killed mid-transaction
// before anything is judged; a read-only one cannot, and reports SQLITE_READONLY instead.
template <typename Fn> void withConnection(const QString &name, const QString &path, bool readOnly, Fn fn)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        fn(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

template <typename Fn> void withReadOnly(const QString &name, const QString &path, Fn fn)
{
    withConnection(name, path, true, fn);
}

} // namespace

CatalogStore::Health CatalogStore::inspect(const QString &path, bool writable, int *version, QString *problem) const
{
    Health health = Health::Good;
    *version = 0;
    if (!QFileInfo(path).isReadable()) {
        *problem = QCoreApplication::translate("catalog", "The file cannot be read: permission denied.");
        return Health::Unavailable;
    }
    withConnection(m_connection + QStringLiteral("-inspect"), path, !writable, [&](QSqlDatabase &db) {
        if (!db.open()) {
            const SqliteAccess a = classifySqliteError(db.lastError());
            *problem = a.damaged ? QCoreApplication::translate("catalog", "The file cannot be opened: %1.").arg(db.lastError().text())
                                 : a.problem;
            health = a.damaged ? Health::Damaged : a.locked ? Health::Locked : Health::Unavailable;
            return;
        }
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
            const SqliteAccess a = classifySqliteError(q.lastError());
            if (!a.damaged) {
                *problem = a.problem;
                health = a.locked ? Health::Locked : Health::Unavailable;
                return;
            }
            *problem = QCoreApplication::translate("catalog", "The file is not a readable SQLite database: %1.")
                           .arg(q.lastError().text());
            health = Health::Damaged;
            return;
        }
        if (q.value(0).toString() != QLatin1String("ok")) {
            *problem = QCoreApplication::translate("catalog", "The file failed the integrity check: %1.")
                           .arg(q.value(0).toString());
            health = Health::Damaged;
            return;
        }
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
            *problem = QCoreApplication::translate("catalog", "The file has no readable schema version: %1.")
                           .arg(q.lastError().text());
            health = Health::Damaged;
            return;
        }
        *version = q.value(0).toInt();
        if (*version == 0) {
            *problem = QCoreApplication::translate("catalog",
                                                   "The file is not a catalog database (it has no schema version).");
            health = Health::Damaged;
            return;
        }
        if (*version > schema::kCurrentVersion) {
            *problem =
                QCoreApplication::translate("catalog", "The file was written by a newer version of the application "
                                                       "(schema %1, this version reads up to %2).")
                    .arg(*version)
                    .arg(schema::kCurrentVersion);
            health = Health::Damaged;
            return;
        }
        for (const schema::TableShape &shape : schema::expectedTables(*version)) {
            QStringList columns;
            if (q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(shape.name)))
                while (q.next())
                    columns << q.value(1).toString();
            for (const QString &c : shape.columns) {
                if (!columns.contains(c)) {
                    *problem =
                        columns.isEmpty()
                            ? QCoreApplication::translate("catalog", "The file lacks the table '%1' of schema %2.")
                                  .arg(shape.name)
                                  .arg(*version)
                            : QCoreApplication::translate("catalog",
                                                          "The file has a table '%1' without the column '%2'.")
                                  .arg(shape.name, c);
                    health = Health::Damaged;
                    return;
                }
            }
        }
        if (*version < schema::kCurrentVersion)
            health = Health::Old;
    });
    return health;
}

std::optional<SqliteAccess> CatalogStore::writeLockProblem()
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        q.exec(QStringLiteral("ROLLBACK"));
        return std::nullopt;
    }
    const SqliteAccess a = classifySqliteError(q.lastError());
    return a.damaged ? std::nullopt : std::optional<SqliteAccess>(a);
}

CatalogStore::Recovered CatalogStore::recoverUserRows(const QString &path) const
{
    Recovered out;
    withReadOnly(m_connection + QStringLiteral("-recover"), path, [&](QSqlDatabase &db) {
        if (!db.open())
            return;
        QSqlQuery q(db);
        for (const QString &table : schema::rowTables(schema::kCurrentVersion)) {
            int expected = -1;
            if (q.exec(QStringLiteral("SELECT count(*) FROM %1 WHERE origin = 'user'").arg(table)) &&
                q.next())
                expected = q.value(0).toInt();
            int read = 0;
            if (q.exec(QStringLiteral("SELECT id, name, data FROM %1 WHERE origin = 'user'").arg(table))) {
                const std::optional<Kind> kind = kindOfTable(table);
                while (q.next()) {
                    const QByteArray data = q.value(2).toByteArray();
                    Rows scratch;
                    QStringList errors;
                    const nlohmann::json row = parseJsonText(data, table, static_cast<QString *>(nullptr));
                    if (kind && !row.is_discarded() &&
                        parseRow(*kind, row, table, read, Origin::User, scratch, errors)) {
                        out.rows.append({table, q.value(0).toString(), q.value(1).toString(), data});
                    } else {
                        ++out.lost;
                    }
                    ++read;
                }
            }
            if (expected > read)
                out.lost += expected - read;
        }
        if (q.exec(QStringLiteral("SELECT vendor, plan, currency, imported_at, data FROM quotes"))) {
            while (q.next())
                out.quotes.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                   q.value(3).toString(), q.value(4).toByteArray()});
        }
    });
    return out;
}

QString CatalogStore::moveAside(const QString &path, QString *error) const
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".damaged-") + stamp + QLatin1Char('-') + QString::number(n);
    QFile file(path);
    if (!file.rename(target)) {
        *error = file.errorString();
        return {};
    }
    // A rollback journal or WAL left beside the old file belongs to it, not to the new database.
    for (const char *suffix : {"-journal", "-wal", "-shm"}) {
        const QString side = path + QLatin1String(suffix);
        if (QFileInfo::exists(side))
            QFile::rename(side, target + QLatin1String(suffix));
    }
    return target;
}

bool CatalogStore::undoMoveAside(const QString &path, const QString &moved)
{
    QFile::remove(path);
    QFile::remove(path + QLatin1String("-journal"));
    if (!QFile::rename(moved, path))
        return false;
    for (const char *suffix : {"-journal", "-wal", "-shm"})
        if (QFileInfo::exists(moved + QLatin1String(suffix)))
            QFile::rename(moved + QLatin1String(suffix), path + QLatin1String(suffix));
    return true;
}

bool CatalogStore::restore(const Recovered &recovered, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    bool ok = true;
    for (const UserRow &r : recovered.rows) {
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO %1 (id, origin, name, data) VALUES (?, 'user', ?, ?)")
                .arg(r.table));
        q.addBindValue(r.id);
        q.addBindValue(r.name);
        q.addBindValue(QString::fromUtf8(r.data));
        ok = ok && q.exec();
    }
    for (const QuoteRow &r : recovered.quotes) {
        q.prepare(QStringLiteral(
            "INSERT INTO quotes (vendor, plan, currency, imported_at, data) VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(r.vendor);
        q.addBindValue(r.plan);
        q.addBindValue(r.currency);
        q.addBindValue(r.importedAt);
        q.addBindValue(QString::fromUtf8(r.data));
        ok = ok && q.exec();
    }
    if (ok && db.commit())
        return true;
    *error = q.lastError().text();
    db.rollback();
    return false;
}

void CatalogStore::useMemory(OpenReport &report, const Recovered &recovered)
{
    report.inMemory = true;
    openConnection(QStringLiteral(":memory:"));
    QString error;
    createSchema(&error);
    syncBundled(true, &error);
    restore(recovered, &error);
    report.recoveredUserRows = int(recovered.rows.size() + recovered.quotes.size());
    report.rebuilt = true;
}

OpenReport CatalogStore::keepInPlace(OpenReport report, const QString &path, const QString &problem, bool readRows)
{
    report.problem = problem;
    report.readOnly = true;
    const Recovered kept = readRows ? recoverUserRows(path) : Recovered{};
    useMemory(report, kept);
    report.databasePath = path;
    report.notices << QCoreApplication::translate(
                          "catalog", "The catalog database %1 cannot be used now. %2 It is left as it is; this session runs from "
                                     "memory with %3 of your own rows read from it, and rows you add will not be "
                                     "saved. Restart the application once the problem is solved.")
                          .arg(QDir::toNativeSeparators(path), problem)
                          .arg(report.recoveredUserRows);
    return report;
}

} // namespace gpuplanner::catalog
