// Faults around the catalog database that are not damage: a writer killed mid-transaction (a hot
// journal), a lock held longer than the busy timeout, a file the user cannot read, and a full disk
// while a damaged file is rebuilt. The user's rows are never lost and a healthy file is never moved
// aside. The other processes are this executable started again in a helper mode (see main()).
#include "catalog/store.h"
#include "customgpu.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <cstdio>
#include <memory>
#include <unistd.h>

using namespace gpuplanner::catalog;
using json = nlohmann::json;

namespace {

// A catalog in `dir` holding one user row.
void makeCatalogWithUserRow(const QString &dir)
{
    CatalogStore store(dir, loadBundledCatalog());
    store.open();
    QString error;
    QVERIFY2(store.addUserRow(Kind::Accelerator, customGpu(), &error), qPrintable(error));
}

QString catalogPath(const QString &dir)
{
    return QDir(dir).filePath(QLatin1String(CatalogStore::kFileName));
}

QStringList movedAside(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("catalog.sqlite.damaged-*")}, QDir::Files);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Helper mode: starts a transaction that deletes the user's rows and writes enough to spill pages
// into the database file (so the rollback journal is hot), says "ready" and waits to be killed.
int dieMidWrite(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
    db.setDatabaseName(path);
    if (!db.open())
        return 1;
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA cache_size = 10"));
    if (!q.exec(QStringLiteral("BEGIN")) || !q.exec(QStringLiteral("DELETE FROM accelerators WHERE origin = 'user'")))
        return 1;
    const QString filler(4000, QLatin1Char('z'));
    for (int i = 0; i < 400; ++i)
        q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('filler-%1', '%2')").arg(i).arg(filler));
    std::puts("ready");
    std::fflush(stdout);
    for (;;)
        QThread::sleep(1);
}

// Helper mode: holds an exclusive lock on the database until killed.
int holdLock(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
    db.setDatabaseName(path);
    if (!db.open() || !QSqlQuery(db).exec(QStringLiteral("BEGIN EXCLUSIVE")))
        return 1;
    std::puts("ready");
    std::fflush(stdout);
    for (;;)
        QThread::sleep(1);
}

// Helper mode: drops root to `nobody` (a user who cannot read the file) and opens the catalog.
int openAsNobody(const QString &dir)
{
    constexpr uid_t kNobody = 65534;
    if (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)
        return 1;
    CatalogStore store(dir, loadBundledCatalog());
    const OpenReport report = store.open();
    const QJsonObject out{{QStringLiteral("inMemory"), report.inMemory},
                          {QStringLiteral("movedAside"), report.movedAsideTo},
                          {QStringLiteral("problem"), report.problem},
                          {QStringLiteral("notices"), report.notices.join(QLatin1Char('\n'))},
                          {QStringLiteral("gpus"), qint64(store.load().accelerators().size())}};
    std::puts(QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}

bool startHelper(QProcess &p, const QString &mode, const QString &argument)
{
    p.start(QCoreApplication::applicationFilePath(), {mode, argument});
    return p.waitForStarted() && p.waitForReadyRead(30000) && p.readLine().startsWith("ready");
}

} // namespace

class TestCatalogFaults : public QObject
{
    Q_OBJECT

private slots:
    void writerKilledMidTransactionKeepsUserRows()
    {
        QTemporaryDir dir;
        makeCatalogWithUserRow(dir.path());
        QProcess writer;
        QVERIFY(startHelper(writer, QStringLiteral("--die-mid-write"), catalogPath(dir.path())));
        writer.kill();
        QVERIFY(writer.waitForFinished());
        // The crash left a hot journal: the file itself holds the half-written transaction.
        QVERIFY(QFile(catalogPath(dir.path()) + QStringLiteral("-journal")).size() > 0);

        CatalogStore store(dir.path(), loadBundledCatalog());
        const OpenReport report = store.open();
        QVERIFY2(report.movedAsideTo.isEmpty(), qPrintable(report.problem));
        QVERIFY(movedAside(dir.path()).isEmpty());
        QVERIFY(!report.inMemory);
        QVERIFY2(report.notices.isEmpty(), qPrintable(report.notices.join(QLatin1Char('\n'))));
        QVERIFY(store.load().accelerator(QStringLiteral("custom-gpu-x"))); // rolled back, not lost
        QCOMPARE(store.userRowCount(), 1);
    }

    void lockHeldLongerThanTheBusyTimeoutIsNotDamage()
    {
        QTemporaryDir dir;
        makeCatalogWithUserRow(dir.path());
        const QByteArray before = readAll(catalogPath(dir.path()));
        QProcess locker;
        QVERIFY(startHelper(locker, QStringLiteral("--hold-lock"), catalogPath(dir.path())));
        {
            CatalogStore store(dir.path(), loadBundledCatalog());
            const OpenReport report = store.open();
            QVERIFY(report.movedAsideTo.isEmpty());
            QVERIFY(movedAside(dir.path()).isEmpty());
            QVERIFY(report.inMemory);
            QCOMPARE(report.notices.size(), 1);
            QVERIFY2(report.notices[0].contains(QStringLiteral("locked by another program")), qPrintable(report.notices[0]));
            QVERIFY(report.notices[0].contains(QDir::toNativeSeparators(catalogPath(dir.path()))));
            QCOMPARE(store.load().accelerators().size(), loadBundledCatalog().rows.accelerators.size());
        }
        locker.kill();
        QVERIFY(locker.waitForFinished());
        QCOMPARE(readAll(catalogPath(dir.path())), before);
        CatalogStore store(dir.path(), loadBundledCatalog());
        const OpenReport report = store.open();
        QVERIFY(!report.inMemory);
        QVERIFY(store.load().accelerator(QStringLiteral("custom-gpu-x")));
    }

    void unreadableFileIsNotDamage()
    {
        QTemporaryDir dir;
        makeCatalogWithUserRow(dir.path());
        const QString path = catalogPath(dir.path());
        const QByteArray before = readAll(path);
        QJsonObject seen;
        if (::geteuid() == 0) {
            // Root reads every file: the open runs in a child that has become `nobody`.
            QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                                                  QFile::ExeOther);
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--open-as-nobody"), dir.path()});
            QVERIFY(child.waitForFinished(60000));
            QCOMPARE(child.exitCode(), 0);
            seen = QJsonDocument::fromJson(child.readAllStandardOutput()).object();
        } else {
            QFile::setPermissions(path, QFileDevice::Permissions());
            CatalogStore store(dir.path(), loadBundledCatalog());
            const OpenReport report = store.open();
            seen = {{QStringLiteral("inMemory"), report.inMemory},
                    {QStringLiteral("movedAside"), report.movedAsideTo},
                    {QStringLiteral("notices"), report.notices.join(QLatin1Char('\n'))},
                    {QStringLiteral("gpus"), qint64(store.load().accelerators().size())}};
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        }
        QVERIFY(seen[QStringLiteral("inMemory")].toBool());
        QVERIFY(seen[QStringLiteral("movedAside")].toString().isEmpty());
        QVERIFY(movedAside(dir.path()).isEmpty());
        const QString notices = seen[QStringLiteral("notices")].toString();
        QVERIFY2(notices.contains(QStringLiteral("permission denied")), qPrintable(notices));
        QCOMPARE(seen[QStringLiteral("gpus")].toInt(), int(loadBundledCatalog().rows.accelerators.size()));
        QCOMPARE(readAll(path), before);
    }

    void damagedFileOnAFullDiskKeepsItsRows()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs for the full disk needs root");
        QTemporaryDir mountPoint;
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=4m"), QStringLiteral("tmpfs"), mountPoint.path()});
        if (!mount.waitForFinished(20000) || mount.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("mount -t tmpfs was refused: %1").arg(QString::fromLocal8Bit(mount.readAllStandardError()))));
        // Unmounted however the test ends, a failed check included.
        const std::unique_ptr<QTemporaryDir, void (*)(QTemporaryDir *)> unmount(&mountPoint, [](QTemporaryDir *d) {
            QProcess::execute(QStringLiteral("umount"), {d->path()});
        });
        const QString dir = mountPoint.path();
        makeCatalogWithUserRow(dir);
        {
            // Damage that keeps the user's row readable: a table of the schema is gone.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(catalogPath(dir));
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("DROP TABLE network_classes")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        const QByteArray damaged = readAll(catalogPath(dir));
        // Fill the disk.
        QFile filler(QDir(dir).filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        filler.close();

        for (int start = 0; start < 2; ++start) { // every start on the full disk finds the rows again
            CatalogStore store(dir, loadBundledCatalog());
            const OpenReport report = store.open();
            QVERIFY(report.inMemory);
            QVERIFY(report.movedAsideTo.isEmpty());
            QVERIFY(movedAside(dir).isEmpty());
            QVERIFY2(store.load().accelerator(QStringLiteral("custom-gpu-x")), qPrintable(report.notices.join(QLatin1Char('\n'))));
            QCOMPARE(readAll(catalogPath(dir)), damaged);
        }
        // Space again: the damaged file is moved aside and rebuilt with the user's row.
        QVERIFY(filler.remove());
        {
            CatalogStore store(dir, loadBundledCatalog());
            const OpenReport report = store.open();
            QVERIFY(!report.inMemory);
            QVERIFY(!report.movedAsideTo.isEmpty());
            QVERIFY(store.load().accelerator(QStringLiteral("custom-gpu-x")));
        }
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3) {
        const QString mode = QString::fromLatin1(argv[1]);
        const QString argument = QString::fromLocal8Bit(argv[2]);
        if (mode == QLatin1String("--die-mid-write"))
            return dieMidWrite(argument);
        if (mode == QLatin1String("--hold-lock"))
            return holdLock(argument);
        if (mode == QLatin1String("--open-as-nobody"))
            return openAsNobody(argument);
    }
    TestCatalogFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_catalog_faults.moc"
