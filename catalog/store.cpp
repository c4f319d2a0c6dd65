// The catalog database file: opening it (creating, migrating, rebuilding the bundled rows, choosing what
// to do with a damaged or unavailable file), and reading the catalog from it. Inspection and recovery of
// a file: storerecovery.cpp; the user's rows: userrows.cpp.
#include "catalog/store.h"

#include "catalog/datafolder.h"
#include "catalog/dialect.h"
#include "catalog/schema.h"
#include "catalog/sqliteaccess.h"

#include <algorithm>
#include <atomic>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

namespace {

QString uniqueConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gpuplanner-catalog-%1").arg(counter.fetch_add(1));
}

void closeConnection(const QString &name)
{
    if (!QSqlDatabase::contains(name))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

CatalogStore::CatalogStore(QString directory, BundledCatalog bundled)
    : m_directory(std::move(directory)), m_bundled(std::move(bundled)), m_connection(uniqueConnectionName())
{
}

CatalogStore::~CatalogStore()
{
    closeConnection(m_connection);
}

QString CatalogStore::defaultDirectory()
{
    return dataFolder();
}

bool CatalogStore::openConnection(const QString &path)
{
    closeConnection(m_connection);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    return db.open();
}

bool CatalogStore::createSchema(QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return schema::migrate(db, 0, schema::kCurrentVersion, error);
}

bool CatalogStore::syncBundled(bool force, QString *error)
{
    if (!force && storedCatalogVersion() == m_bundled.version)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    bool ok = true;
    for (const Kind kind : kAllKinds) {
        ok = ok && q.exec(QStringLiteral("DELETE FROM %1 WHERE origin = 'bundled'").arg(tableName(kind)));
        if (!ok)
            break;
        q.prepare(
            QStringLiteral("INSERT OR IGNORE INTO %1 (id, origin, name, data) VALUES (?, 'bundled', ?, ?)")
                .arg(tableName(kind)));
        forEachRow(m_bundled.rows, kind, [&](Kind, const RowBase &row) {
            if (!ok)
                return;
            q.addBindValue(row.id);
            q.addBindValue(row.name);
            q.addBindValue(QString::fromStdString(row.raw.dump()));
            ok = q.exec();
        });
    }
    ok = ok &&
         q.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('catalog_version', '%1')")
                    .arg(QString(m_bundled.version).replace(QLatin1Char('\''), QLatin1String("''"))));
    if (ok && db.commit())
        return true;
    *error = q.lastError().isValid() ? q.lastError().text() : db.lastError().text();
    db.rollback();
    return false;
}

OpenReport CatalogStore::open()
{
    OpenReport report = openDatabase();
    m_unsavedReason.clear();
    if (report.inMemory || report.readOnly)
        m_unsavedReason = report.problem.isEmpty()
                              ? QCoreApplication::translate("catalog", "the catalog database cannot be written")
                              : report.problem;
    return report;
}

OpenReport CatalogStore::openDatabase()
{
    OpenReport report;
    const QString path = QDir(m_directory).filePath(QLatin1String(kFileName));
    if (!QDir().mkpath(m_directory)) {
        report.problem = QCoreApplication::translate("catalog", "The data folder %1 cannot be created.")
                             .arg(QDir::toNativeSeparators(m_directory));
        useMemory(report, {});
        report.notices << QCoreApplication::translate(
                              "catalog",
                              "The catalog cannot be stored. %1 It runs in memory for this session; "
                              "rows you add will not be saved.")
                              .arg(report.problem);
        return report;
    }
    report.databasePath = path;
    const QFileInfo dirInfo(m_directory);
    bool exists = QFileInfo::exists(path);
    const bool writable = dirInfo.isWritable() && (!exists || QFileInfo(path).isWritable());

    Recovered recovered;
    if (exists && QFileInfo(path).isDir())
        return keepInPlace(report, path,
                           QCoreApplication::translate("catalog", "%1 is a folder, not a database file.")
                               .arg(QDir::toNativeSeparators(path)),
                           false);
    if (exists) {
        int version = 0;
        QString problem;
        Health health = inspect(path, writable, &version, &problem);
        if (health == Health::Unavailable || health == Health::Locked)
            return keepInPlace(report, path, problem, health != Health::Locked);
        if (health == Health::Old) {
            QString error;
            openConnection(path);
            bool migrated = false;
            { // no handle may outlive the connection when it is closed below
                QSqlDatabase db = QSqlDatabase::database(m_connection);
                migrated = schema::migrate(db, version, schema::kCurrentVersion, &error);
            }
            if (migrated) {
                report.migratedFrom = version;
                health = Health::Good;
            } else {
                const std::optional<SqliteAccess> access = writeLockProblem();
                if (access) {
                    closeConnection(m_connection);
                    return keepInPlace(report, path, access->problem, !access->locked);
                }
                closeConnection(m_connection);
                problem = QCoreApplication::translate("catalog", "The file could not be migrated from schema %1: %2.")
                              .arg(version)
                              .arg(error);
                health = Health::Damaged;
            }
        } else if (health == Health::Good) {
            openConnection(path);
        }
        if (health == Health::Damaged) {
            report.problem = problem;
            recovered = recoverUserRows(path);
            report.lostUserRows = recovered.lost;
            QString error;
            const QString moved = moveAside(path, &error);
            if (moved.isEmpty()) {
                useMemory(report, recovered);
                report.notices
                    << QCoreApplication::translate(
                           "catalog",
                           "The catalog database %1 cannot be used. %2 It could not be moved aside (%3). The "
                           "catalog runs in memory for this session; rows you add will not be saved.")
                           .arg(QDir::toNativeSeparators(path), problem, error);
                return report;
            }
            report.movedAsideTo = moved;
            exists = false;
        }
    }

    QString error;
    if (!exists) {
        if (!openConnection(path) || !createSchema(&error)) {
            if (error.isEmpty())
                error = QSqlDatabase::database(m_connection, false).lastError().text();
            if (error.trimmed().isEmpty())
                error = QCoreApplication::translate("catalog", "SQLite cannot open a file there");
            closeConnection(m_connection);
            // Nothing of ours may stay behind: a half-made file would be judged damaged at the next
            // start, and the damaged file with the user's rows, once moved aside, forgotten.
            if (!report.movedAsideTo.isEmpty() && undoMoveAside(path, report.movedAsideTo)) {
                const QString problem = report.problem;
                report.movedAsideTo.clear();
                useMemory(report, recovered);
                report.notices << QCoreApplication::translate(
                                      "catalog", "The catalog database %1 cannot be used. %2 A new one cannot be built (%3). "
                                                 "The file is left as it is, to be repaired at the next start; this "
                                                 "session runs in memory with %4 of your own rows read from it.")
                                      .arg(QDir::toNativeSeparators(path), problem, error)
                                      .arg(report.recoveredUserRows);
                return report;
            }
            QFile::remove(path);
            QFile::remove(path + QLatin1String("-journal"));
            useMemory(report, recovered);
            report.databasePath.clear();
            report.problem = QCoreApplication::translate("catalog", "a catalog database cannot be created in %1 (%2)")
                                 .arg(QDir::toNativeSeparators(m_directory), error);
            report.notices
                << QCoreApplication::translate(
                       "catalog",
                       "A catalog database cannot be created in %1 (%2). The catalog runs in memory for "
                       "this session; rows you add will not be saved.")
                       .arg(QDir::toNativeSeparators(m_directory), error);
            return report;
        }
        report.created = true;
    }

    const bool stale = report.created || storedCatalogVersion() != m_bundled.version;
    const bool synced = !stale || syncBundled(report.created, &error);
    if (!synced && report.created) {
        // A new file that cannot be filled (a full disk): remove it, and put a damaged file back.
        closeConnection(m_connection);
        const QString problem = report.problem;
        const bool putBack = !report.movedAsideTo.isEmpty() && undoMoveAside(path, report.movedAsideTo);
        if (!putBack) {
            QFile::remove(path);
            QFile::remove(path + QLatin1String("-journal"));
        }
        report.movedAsideTo.clear();
        report.created = false;
        useMemory(report, recovered);
        report.databasePath.clear();
        report.notices << QCoreApplication::translate("catalog", "A catalog database cannot be built in %1 (%2). The "
                                                                 "catalog runs in memory for this session; rows you add "
                                                                 "will not be saved.")
                              .arg(QDir::toNativeSeparators(m_directory), error);
        if (putBack)
            report.notices << QCoreApplication::translate("catalog", "The catalog database %1 cannot be used. %2 It "
                                                                     "is left as it is, to be repaired at the next start.")
                                  .arg(QDir::toNativeSeparators(path), problem);
        return report;
    }
    if (!synced) {
        // The file is fine but cannot be written (read-only folder or file): keep the user's rows
        // and run this session from memory.
        closeConnection(m_connection);
        Recovered kept = recoverUserRows(path);
        kept.rows += recovered.rows;
        kept.quotes += recovered.quotes;
        useMemory(report, kept);
        report.readOnly = true;
        report.notices
            << QCoreApplication::translate(
                   "catalog",
                   "The catalog database %1 cannot be updated (%2). The catalog runs in memory for this "
                   "session; rows you add will not be saved.")
                   .arg(QDir::toNativeSeparators(path), error);
        return report;
    }
    report.rebuilt = stale;

    if (!recovered.rows.isEmpty() || !recovered.quotes.isEmpty()) {
        if (restore(recovered, &error))
            report.recoveredUserRows = int(recovered.rows.size() + recovered.quotes.size());
        else
            report.lostUserRows += int(recovered.rows.size() + recovered.quotes.size());
    }
    if (!report.movedAsideTo.isEmpty()) {
        QString notice =
            QCoreApplication::translate(
                "catalog", "The catalog database cannot be used. %1 It was moved to %2, and a new one was built "
                           "from the bundled catalog. %3 of your own rows were recovered.")
                .arg(report.problem, QDir::toNativeSeparators(report.movedAsideTo))
                .arg(report.recoveredUserRows);
        if (report.lostUserRows > 0)
            notice += QLatin1Char(' ') +
                      QCoreApplication::translate(
                          "catalog", "%1 rows could not be read back; they remain in the moved file.")
                          .arg(report.lostUserRows);
        report.notices << notice;
    }
    if (!writable) {
        report.readOnly = true;
        report.notices << QCoreApplication::translate(
                              "catalog",
                              "The catalog database %1 is read-only: rows you add will not be saved.")
                              .arg(QDir::toNativeSeparators(path));
    }
    return report;
}

Catalog CatalogStore::load(QStringList *problems) const
{
    Rows rows;
    QStringList errors;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.setForwardOnly(true); // one pass: no cache of every row's text
    for (const Kind kind : kAllKinds) {
        if (!q.exec(QStringLiteral("SELECT origin, data FROM %1 ORDER BY rowid").arg(tableName(kind)))) {
            errors << QCoreApplication::translate("catalog", "%1: cannot be read: %2")
                          .arg(tableName(kind), q.lastError().text());
            continue;
        }
        int index = 0;
        while (q.next()) {
            const Origin origin =
                q.value(0).toString() == QLatin1String("user") ? Origin::User : Origin::Bundled;
            QString parseError;
            nlohmann::json row = parseJsonText(q.value(1).toByteArray(), tableName(kind), &parseError);
            if (row.is_discarded())
                errors << parseError;
            else
                parseRow(kind, std::move(row), tableName(kind), index, origin, rows, errors);
            ++index;
        }
    }
    if (problems)
        *problems = errors;
    return Catalog(std::move(rows), storedCatalogVersion());
}

int CatalogStore::schemaVersion() const
{
    return std::max(0, dialect::readSchemaVersion(QSqlDatabase::database(m_connection)));
}

QString CatalogStore::storedCatalogVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'catalog_version'")) && q.next())
        return q.value(0).toString();
    return {};
}

} // namespace gpuplanner::catalog
