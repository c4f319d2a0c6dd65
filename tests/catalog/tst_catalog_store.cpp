// The SQLite catalog store: schema ladder, rebuild on a new catalog version, user rows kept,
// and every kind of damaged database moved aside (never deleted), rebuilt and reported.
#include "catalog/schema.h"
#include "catalog/store.h"
#include "customgpu.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace gpuplanner::catalog;
using json = nlohmann::json;

namespace {

BundledCatalog bundledAt(const QString &version)
{
    BundledCatalog b = loadBundledCatalog();
    b.version = version;
    return b;
}

// Runs SQL on a database file outside the store (to build old versions or damage it).
void execOn(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("tst-raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A database built by the ladder up to `version`, holding one user GPU row.
void makeDatabaseAtVersion(const QString &path, int version)
{
    const QString name = QStringLiteral("tst-old");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QString error;
        QVERIFY2(schema::migrate(db, 0, version, &error), qPrintable(error));
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO accelerators (id, origin, name, data) VALUES (?, 'user', ?, ?)"));
        q.addBindValue(QStringLiteral("custom-gpu-x"));
        q.addBindValue(QStringLiteral("In-house accelerator X"));
        q.addBindValue(QString::fromStdString(customGpu().dump()));
        QVERIFY(q.exec());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('catalog_version', '2000.01.01')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QStringList damagedFiles(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("catalog.sqlite.damaged-*")}, QDir::Files);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCatalogStore : public QObject
{
    Q_OBJECT

private slots:
    void createsAFreshDatabase()
    {
        QTemporaryDir dir;
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QVERIFY(report.created);
        QVERIFY(report.rebuilt);
        QVERIFY(!report.inMemory);
        QVERIFY(report.notices.isEmpty());
        QCOMPARE(store.schemaVersion(), schema::kCurrentVersion);
        QCOMPARE(store.storedCatalogVersion(), QStringLiteral("v1"));
        QStringList problems;
        const Catalog c = store.load(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(c.accelerators().size(), loadBundledCatalog().rows.accelerators.size());
        QCOMPARE(c.prices().size(), loadBundledCatalog().rows.prices.size());
    }

    void reopeningTheSameVersionChangesNothing()
    {
        QTemporaryDir dir;
        {
            CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
            store.open();
        }
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QVERIFY(!report.created);
        QVERIFY(!report.rebuilt);
        QCOMPARE(report.migratedFrom, -1);
    }

    void userRowsSurviveACatalogUpgrade()
    {
        QTemporaryDir dir;
        {
            CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
            store.open();
            QString error;
            QVERIFY2(store.addUserRow(Kind::Accelerator, customGpu(), &error), qPrintable(error));
        }
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v2")));
        const OpenReport report = store.open();
        QVERIFY(report.rebuilt);
        QCOMPARE(store.storedCatalogVersion(), QStringLiteral("v2"));
        const Catalog c = store.load();
        const Accelerator *mine = c.accelerator(QStringLiteral("custom-gpu-x"));
        QVERIFY(mine);
        QCOMPARE(mine->origin, Origin::User);
        QCOMPARE(mine->memoryGb, 96.0);
        QCOMPARE(c.accelerators().size(), loadBundledCatalog().rows.accelerators.size() + 1);
    }

    void refusesAUserRowThatShadowsABundledId()
    {
        QTemporaryDir dir;
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        store.open();
        const QString bundledId = loadBundledCatalog().rows.accelerators.front().id;
        QString error;
        QVERIFY(!store.addUserRow(Kind::Accelerator, customGpu(bundledId), &error));
        QVERIFY(error.contains(bundledId));
        json bad = customGpu();
        bad["memory_gb"] = -5;
        QVERIFY(!store.addUserRow(Kind::Accelerator, bad, &error));
        QVERIFY2(error.contains(QStringLiteral("field 'memory_gb'")), qPrintable(error));
    }

    void migratesFromEveryEarlierSchemaVersion_data()
    {
        QTest::addColumn<int>("from");
        for (int v = 1; v < schema::kCurrentVersion; ++v)
            QTest::newRow(qPrintable(QStringLiteral("schema %1").arg(v))) << v;
    }
    void migratesFromEveryEarlierSchemaVersion()
    {
        QFETCH(int, from);
        QTemporaryDir dir;
        makeDatabaseAtVersion(QDir(dir.path()).filePath(QStringLiteral("catalog.sqlite")), from);
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QCOMPARE(report.migratedFrom, from);
        QVERIFY(report.rebuilt);
        QVERIFY(report.movedAsideTo.isEmpty());
        QCOMPARE(store.schemaVersion(), schema::kCurrentVersion);
        const Catalog c = store.load();
        QVERIFY(c.accelerator(QStringLiteral("custom-gpu-x")));
        QVERIFY(!c.storage().empty());
        QVERIFY(damagedFiles(dir.path()).isEmpty());
    }

    // Schema 3 (issue 24): every shared row says who made it, who changed it, when, and its version.
    void migratingFromSchema2StampsEveryRowAtVersion1()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("catalog.sqlite"));
        makeDatabaseAtVersion(path, 2);
        execOn(path, {QStringLiteral("INSERT INTO quotes (vendor, plan, currency, imported_at, data) VALUES "
                                     "('Acme', 'P', 'USD', '2026-01-01', '{\"vendor\": \"Acme\"}')")});
        {
            CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
            const OpenReport report = store.open();
            QCOMPARE(report.migratedFrom, 2);
            QCOMPARE(store.schemaVersion(), 3);
        }
        const QString name = QStringLiteral("tst-v3");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const QString &table : {QStringLiteral("accelerators"), QStringLiteral("price_offers"), QStringLiteral("quotes")}) {
                QStringList columns;
                QVERIFY(q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)));
                while (q.next())
                    columns << q.value(1).toString();
                QCOMPARE(columns.mid(columns.size() - 4), (QStringList{QStringLiteral("created_by"), QStringLiteral("updated_by"),
                                                                       QStringLiteral("updated_at"), QStringLiteral("row_version")}));
            }
            QVERIFY(q.exec(QStringLiteral("SELECT row_version, created_by FROM accelerators WHERE id = 'custom-gpu-x'")) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QCOMPARE(q.value(1).toString(), QString());
            QVERIFY(q.exec(QStringLiteral("SELECT row_version, vendor FROM quotes")) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QCOMPARE(q.value(1).toString(), QStringLiteral("Acme"));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    void aFailedMigrationRollsBack()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("catalog.sqlite"));
        makeDatabaseAtVersion(path, 1);
        // A stray table in the way of step 2 makes that step fail half-way.
        execOn(path, {QStringLiteral("CREATE TABLE network_classes (x INTEGER)")});
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst-rb"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QString error;
            QVERIFY(!schema::migrate(db, 1, 2, &error));
            QVERIFY2(error.contains(QStringLiteral("schema step 2 failed")), qPrintable(error));
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            // storage_classes was created by step 2 before it failed: the rollback removed it.
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'storage_classes'")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tst-rb"));

        // The store then treats the file as damaged: moved aside, rebuilt, user row recovered.
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QVERIFY(!report.movedAsideTo.isEmpty());
        QCOMPARE(report.recoveredUserRows, 1);
        QVERIFY(store.load().accelerator(QStringLiteral("custom-gpu-x")));
    }

    void recoversFromDamage_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<bool>("userRowReadable");
        QTest::newRow("garbage bytes") << QStringLiteral("garbage") << false;
        QTest::newRow("truncated file") << QStringLiteral("truncate") << false;
        QTest::newRow("empty file") << QStringLiteral("empty") << false;
        QTest::newRow("foreign schema") << QStringLiteral("foreign") << false;
        QTest::newRow("missing table") << QStringLiteral("droptable") << true;
        QTest::newRow("newer schema") << QStringLiteral("newer") << true;
    }
    void recoversFromDamage()
    {
        QFETCH(QString, damage);
        QFETCH(bool, userRowReadable);
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("catalog.sqlite"));
        {
            CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
            store.open();
            QString error;
            QVERIFY(store.addUserRow(Kind::Accelerator, customGpu(), &error));
        }
        if (damage == QLatin1String("garbage")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QByteArray junk(64 * 1024, '\0');
            for (int i = 0; i < junk.size(); ++i)
                junk[i] = char((i * 7919 + 13) & 0xff);
            f.write(junk);
        } else if (damage == QLatin1String("truncate")) {
            QFile f(path);
            const qint64 size = f.size();
            QVERIFY(size > 16 * 1024);
            QVERIFY(f.resize(size / 3));
        } else if (damage == QLatin1String("empty")) {
            QFile f(path);
            QVERIFY(f.resize(0));
        } else if (damage == QLatin1String("foreign")) {
            QFile::remove(path);
            execOn(path, {QStringLiteral("CREATE TABLE invoices (number INTEGER, total REAL)")});
        } else if (damage == QLatin1String("droptable")) {
            execOn(path, {QStringLiteral("DROP TABLE network_classes")});
        } else if (damage == QLatin1String("newer")) {
            execOn(path, {QStringLiteral("PRAGMA user_version = 99")});
        }
        const QByteArray before = readAll(path);

        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QVERIFY2(!report.movedAsideTo.isEmpty(), qPrintable(report.problem));
        QVERIFY(!report.inMemory);
        QVERIFY(!report.problem.isEmpty());
        // Whole sentences, not fragments glued to the file's name (issue 14, item 4).
        QVERIFY2(report.problem.startsWith(QLatin1String("The file ")) && report.problem.endsWith(u'.'),
                 qPrintable(report.problem));
        QVERIFY2(report.notices.join(QLatin1Char(' ')).startsWith(QLatin1String("The catalog database cannot be used. The file ")),
                 qPrintable(report.notices.join(QLatin1Char(' '))));
        QCOMPARE(damagedFiles(dir.path()).size(), 1);
        // Never deleted: the moved file is byte for byte what was there.
        QCOMPARE(readAll(report.movedAsideTo), before);
        QCOMPARE(report.notices.size(), 1);
        QVERIFY(report.notices[0].contains(QDir::toNativeSeparators(report.movedAsideTo)));
        // A new, complete database is in place.
        QCOMPARE(store.schemaVersion(), schema::kCurrentVersion);
        const Catalog c = store.load();
        QCOMPARE(c.accelerators().size() - (userRowReadable ? 1 : 0), loadBundledCatalog().rows.accelerators.size());
        QCOMPARE(bool(c.accelerator(QStringLiteral("custom-gpu-x"))), userRowReadable);
        QCOMPARE(report.recoveredUserRows, userRowReadable ? 1 : 0);
    }

    void unusableFolderRunsInMemory()
    {
        QTemporaryDir dir;
        // The data "folder" lies below a plain file, so it can never be created.
        const QString blocker = QDir(dir.path()).filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        CatalogStore store(QDir(blocker).filePath(QStringLiteral("data")), bundledAt(QStringLiteral("v1")));
        const OpenReport report = store.open();
        QVERIFY(report.inMemory);
        QCOMPARE(report.notices.size(), 1);
        QVERIFY(report.notices[0].contains(QStringLiteral("in memory")));
        QCOMPARE(store.load().accelerators().size(), loadBundledCatalog().rows.accelerators.size());
    }

    void readOnlyFolderKeepsUserRowsInMemory()
    {
        if (::geteuid() == 0)
            QSKIP("root ignores permission bits; the unusable-folder case covers this path as root");
        QTemporaryDir dir;
        {
            CatalogStore store(dir.path(), bundledAt(QStringLiteral("v1")));
            store.open();
            QString error;
            QVERIFY(store.addUserRow(Kind::Accelerator, customGpu(), &error));
        }
        const QString path = QDir(dir.path()).filePath(QStringLiteral("catalog.sqlite"));
        QFile::setPermissions(path, QFile::ReadOwner);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        CatalogStore store(dir.path(), bundledAt(QStringLiteral("v2")));
        const OpenReport report = store.open();
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(report.inMemory);
        QVERIFY(!report.notices.isEmpty());
        const Catalog c = store.load();
        QVERIFY(c.accelerator(QStringLiteral("custom-gpu-x")));
        QCOMPARE(store.storedCatalogVersion(), QStringLiteral("v2"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCatalogStore, Core)
#include "tst_catalog_store.moc"
