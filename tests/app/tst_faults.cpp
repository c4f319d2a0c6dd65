// Faults of a user's machine while files are written: a full disk during Save, autosave, every export
// and `compare --save-to-plan`, and a process killed while it saves. The file on disk is always the
// old or the new complete version; a failure exits non-zero and names the path.
//
// The full-disk cases mount a real, small tmpfs, which needs root (as in CI); elsewhere they are
// skipped with that reason.
#include "app/document/planfile.h"
#include "teampricelist.h"

#include <cstdio>
#include <cstdlib>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace gpuplanner::app;

namespace {

// A plan of about 2 MB (many quotes), so that a save takes long enough to be killed halfway.
nlohmann::json largePlan(const char *marker)
{
    nlohmann::json plan = planfile::make(
        {{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-70b"}}}, {"serving", {{"requests_per_s", 20}}}},
        QString::fromLatin1(marker));
    for (int i = 0; i < 8000; ++i)
        plan["quotes"].push_back({{"vendor", std::string("Vendor ") + marker + std::to_string(i)},
                                  {"offering", "8x H100 SXM5 80GB, 2x Xeon 8480+, 2 TB RAM, 8x 3.84 TB NVMe"},
                                  {"price_per_hour", 30.0 + i},
                                  {"currency", "USD"}});
    return plan;
}

QByteArray savedBytes(const nlohmann::json &plan)
{
    const std::string text = plan.dump(2) + "\n";
    return QByteArray(text.data(), qsizetype(text.size()));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The child process of killDuringSaveLeavesOldOrNew: saves versions A and B in turn until killed.
int saveLoop(const QString &path)
{
    const nlohmann::json a = largePlan("A"), b = largePlan("B");
    for (int i = 0;; ++i) {
        QString error;
        if (!planfile::save(i % 2 ? b : a, path, &error))
            return 1;
        std::fputs("saved\n", stdout); // the parent kills only after saves have completed
        std::fflush(stdout);
    }
}

// The child process of the locked-database test: holds SQLite's exclusive lock on `path` for
// `seconds`, after printing "locked".
int holdLock(const QString &path, int seconds)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
    db.setDatabaseName(path);
    QSqlQuery q(db);
    if (!db.open() || !q.exec(QStringLiteral("BEGIN EXCLUSIVE")))
        return 1;
    std::fputs("locked\n", stdout);
    std::fflush(stdout);
    QThread::sleep(seconds);
    return 0;
}

// The catalog database under a data home, and how many user prices it holds (-1: unreadable).
QString catalogFile(const QString &home)
{
    QDirIterator it(home, {QStringLiteral("catalog.sqlite")}, QDir::Files, QDirIterator::Subdirectories);
    return it.hasNext() ? it.next() : QString();
}

int userPrices(const QString &path)
{
    int n = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("count"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("SELECT count(*) FROM price_offers WHERE origin = 'user'")) && q.next())
            n = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count"));
    return n;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_mountPoint;
    bool m_mounted = false;
    QString m_skipReason;

    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };

    Run cli(const QStringList &args, QString home = QString())
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (home.isEmpty())
            home = m_home.path(); // the catalog stays off the full disk
        env.insert(QStringLiteral("XDG_DATA_HOME"), home);
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLANNER_CLI_PATH), args);
        if (!p.waitForFinished(180000))
            return {};
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QString onDisk(const char *name) const { return QDir(m_mountPoint.path()).filePath(QString::fromLatin1(name)); }

    // Fills the small file system to the last byte with a filler file.
    void fillDisk()
    {
        QFile filler(onDisk("filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        for (int n = 512; n > 0; n /= 2)
            while (filler.write(block.left(n)) == n) {
            }
        filler.close();
        QFile probe(onDisk("probe"));
        QVERIFY(probe.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        QCOMPARE(probe.write("y", 1), qint64(-1)); // really full
        probe.close();
        QFile::remove(onDisk("probe"));
    }

    void requireMount()
    {
        if (!m_mounted)
            QSKIP(qPrintable(m_skipReason));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_mountPoint.isValid());
        if (::geteuid() != 0) {
            m_skipReason = QStringLiteral("mounting a small tmpfs for the full-disk cases needs root");
            return;
        }
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=1m"), QStringLiteral("tmpfs"), m_mountPoint.path()});
        m_mounted = mount.waitForFinished(20000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
        if (!m_mounted)
            m_skipReason = QStringLiteral("mount -t tmpfs was refused: %1").arg(QString::fromLocal8Bit(mount.readAllStandardError()));
    }

    void cleanupTestCase()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_mountPoint.path()});
    }

    void init()
    {
        if (m_mounted)
            for (const QString &name : QDir(m_mountPoint.path()).entryList(QDir::Files | QDir::Hidden))
                QFile::remove(QDir(m_mountPoint.path()).filePath(name));
    }

    void fullDiskKeepsThePlanOnSave()
    {
        requireMount();
        const QString path = onDisk("plan.gpuplan");
        const nlohmann::json old = planfile::make({{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}},
                                                  QStringLiteral("Old"));
        QString error;
        QVERIFY2(planfile::save(old, path, &error), qPrintable(error));
        const QByteArray before = readAll(path);
        fillDisk();
        // A small plan: under the 16 KiB that a buffered QFileDevice would hold until commit().
        nlohmann::json edited = old;
        edited["name"] = "New";
        QVERIFY(savedBytes(edited).size() < 16 * 1024);
        QVERIFY(!planfile::save(edited, path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("space"), Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(m_mountPoint.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // plan + filler, no litter
    }

    void fullDiskKeepsEveryExport_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("name");
        QTest::newRow("checklist markdown") << QStringLiteral("--checklist") << QStringLiteral("c.md");
        QTest::newRow("checklist pdf") << QStringLiteral("--checklist") << QStringLiteral("c.pdf");
        QTest::newRow("spec sheet pdf") << QStringLiteral("--pdf") << QStringLiteral("s.pdf");
        QTest::newRow("rfq csv") << QStringLiteral("--rfq") << QStringLiteral("r.csv");
        QTest::newRow("rfq xlsx") << QStringLiteral("--rfq") << QStringLiteral("r.xlsx");
        QTest::newRow("configuration csv") << QStringLiteral("--csv") << QStringLiteral("config.csv");
        QTest::newRow("dockerfile") << QStringLiteral("--dockerfile") << QStringLiteral("Dockerfile");
    }

    void fullDiskKeepsEveryExport()
    {
        requireMount();
        QFETCH(QString, option);
        QFETCH(QString, name);
        const QString plan = m_home.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeBytes(plan, R"({"name": "Disk", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20}}})"));
        const QString target = QDir(m_mountPoint.path()).filePath(name);
        QVERIFY(writeBytes(target, "the previous export, kept whole\n"));
        fillDisk();
        const Run r = cli({QStringLiteral("export"), plan, option, target});
        QVERIFY2(r.exitCode != 0, r.out.constData());
        QVERIFY2(QString::fromLocal8Bit(r.err).contains(target), r.err.constData());
        QCOMPARE(readAll(target), QByteArray("the previous export, kept whole\n"));
    }

    // An export to a pipe or a device is written into it, not renamed over it: as root, `--pdf
    // /dev/full` had replaced the device node with a regular file holding the PDF and reported
    // success; a named pipe was replaced by a file the same way. Now the pipe's reader gets the PDF
    // and the pipe stays a pipe.
    void exportToAPipeWritesIntoIt()
    {
        const QString plan = m_home.filePath(QStringLiteral("pipe-plan.json"));
        QVERIFY(writeBytes(plan, R"({"name": "Pipe", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-8b"}, "serving": {"requests_per_s": 2}}})"));
        const QString pipe = m_home.filePath(QStringLiteral("export.pipe"));
        QFile::remove(pipe);
        QVERIFY(::mkfifo(QFile::encodeName(pipe).constData(), 0600) == 0);
        QProcess reader; // what a user's `gpu-planner-cli export … --pdf pipe & lp < pipe` does
        // cat's output goes to a file: into a pipe of this process nobody reads while the export runs,
        // a PDF larger than the pipe buffers (64 KiB each) would stall cat and so the export.
        const QString received = m_home.filePath(QStringLiteral("from-pipe.pdf"));
        reader.setStandardOutputFile(received);
        reader.start(QStringLiteral("cat"), {pipe});
        QVERIFY(reader.waitForStarted());
        const Run r = cli({QStringLiteral("export"), plan, QStringLiteral("--pdf"), pipe});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!QFileInfo(pipe).isFile(),
                 "the named pipe was replaced by a regular file"); // cat still waits
        QVERIFY(reader.waitForFinished(30000));
        QVERIFY(readAll(received).startsWith("%PDF-"));
    }

    void fullDiskKeepsThePlanOnCompareSaveToPlan()
    {
        requireMount();
        const QString plan = onDisk("kept.gpuplan");
        QVERIFY(writeBytes(plan, R"({"format": "gpu-planner-plan", "version": 1, "name": "Kept",
            "workload": {"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}}, "checklist": {}, "quotes": []})"));
        const QByteArray before = readAll(plan);
        const QString quotes = m_home.filePath(QStringLiteral("q.csv"));
        QVERIFY(writeBytes(quotes, "vendor,price_per_hour,currency\nKeeper,2,USD\n"));
        fillDisk();
        const Run r = cli({QStringLiteral("compare"), plan, quotes, QStringLiteral("--save-to-plan")});
        QCOMPARE(r.exitCode, 3); // a write that failed, like every other (issue 27)
        QVERIFY2(QString::fromLocal8Bit(r.err).contains(plan), r.err.constData());
        QCOMPARE(readAll(plan), before);
    }

    void fullDiskKeepsTheAcceptanceScript_data()
    {
        QTest::addColumn<int>("freeBytes");
        QTest::newRow("no byte free") << 0;
        QTest::newRow("4 KiB free") << 4096;
    }

    // Issue 27 H2: `accept -o` on a full disk once left a 0-byte or 4 KiB script, said "Wrote" and
    // exited 0. The old script stays whole, the reason names the file, exit 3.
    void fullDiskKeepsTheAcceptanceScript()
    {
        requireMount();
        QFETCH(int, freeBytes);
        const QString plan = m_home.filePath(QStringLiteral("accept-plan.json"));
        QVERIFY(writeBytes(plan, R"({"name": "Disk", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20}}})"));
        const QString target = onDisk("accept.sh");
        const QByteArray old = "#!/usr/bin/env bash\necho the previous script, kept whole\n";
        QVERIFY(writeBytes(target, old));
        fillDisk();
        if (freeBytes > 0) {
            QFile filler(onDisk("filler"));
            QVERIFY(filler.resize(filler.size() - freeBytes));
        }
        const Run r = cli({QStringLiteral("accept"), plan, QStringLiteral("-o"), target});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(!r.err.contains("Wrote"), r.err.constData());
        QVERIFY2(QString::fromLocal8Bit(r.err).contains(target), r.err.constData());
        QCOMPARE(readAll(target), old);
    }

    // Issue 27 H3: another process holds the catalog's write lock for longer than the CLI waits;
    // the catalog runs in memory, so the import saves nothing and says so (exit 2), where it once
    // printed "Imported 6 of 9 rows" and exited 0.
    void importIsRefusedWhileAnotherProcessHoldsTheLock()
    {
        QTemporaryDir home;
        QVERIFY(cli({QStringLiteral("catalog"), QStringLiteral("gpus")}, home.path()).exitCode == 0);
        const QString db = catalogFile(home.path());
        QVERIFY(!db.isEmpty());
        const QString list = home.filePath(QStringLiteral("prices.csv"));
        QVERIFY(writeBytes(list, testdata::teamPriceList(9)));
        QProcess holder;
        holder.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold-lock"), db, QStringLiteral("20")});
        QVERIFY(holder.waitForReadyRead(10000));
        QCOMPARE(holder.readLine(), QByteArray("locked\n"));
        const Run r = cli({QStringLiteral("catalog"), QStringLiteral("import-prices"), list}, home.path());
        holder.kill();
        holder.waitForFinished();
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains("Nothing was saved"), r.err.constData());
        QCOMPARE(userPrices(db), 0);
    }

    // Issue 27 M4: an import killed with SIGKILL leaves all of its rows or none. The kills are spread
    // over the time a whole import takes on this machine, so that some land early and some late.
    void killDuringImportLeavesAllOrNothing()
    {
        const int rows = 20000;
        auto start = [&](QProcess &child, const QTemporaryDir &home) {
            QVERIFY(cli({QStringLiteral("catalog"), QStringLiteral("gpus")}, home.path()).exitCode == 0);
            const QString list = home.filePath(QStringLiteral("prices.csv"));
            QVERIFY(writeBytes(list, testdata::teamPriceList(rows)));
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
            child.setProcessEnvironment(env);
            child.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("catalog"), QStringLiteral("import-prices"), list});
            QVERIFY(child.waitForStarted());
        };
        qint64 whole = 0;
        {
            QTemporaryDir home;
            QProcess child;
            QElapsedTimer timer;
            timer.start();
            start(child, home);
            QVERIFY(child.waitForFinished(120000));
            whole = timer.elapsed();
            QCOMPARE(child.exitCode(), 0);
            QCOMPARE(userPrices(catalogFile(home.path())), rows);
        }
        int none = 0, all = 0;
        for (int run = 0; run < 6; ++run) {
            QTemporaryDir home;
            QProcess child;
            start(child, home);
            QTest::qWait(int(whole * (2 * run + 1) / 12));
            if (child.state() != QProcess::NotRunning) {
                child.kill();
                QVERIFY(child.waitForFinished());
            }
            const int n = userPrices(catalogFile(home.path()));
            QVERIFY2(n == 0 || n == rows, qPrintable(QStringLiteral("run %1: %2 of %3 rows").arg(run).arg(n).arg(rows)));
            (n == 0 ? none : all)++;
        }
        qInfo("a whole import took %lld ms; after 6 kills: no rows %d times, all rows %d times", whole, none, all);
    }

    // Issue 27 H3: a full disk during the import: nothing is saved, the count and the reason are
    // given, exit 3 (it once saved 83 of 2,000 rows, printed 1,911 errors and exited 0).
    void fullDiskImportSavesNothing()
    {
        requireMount();
        const QString home = onDisk("home");
        QVERIFY(QDir().mkpath(home));
        const Run created = cli({QStringLiteral("catalog"), QStringLiteral("gpus")}, home);
        if (created.exitCode != 0 || catalogFile(home).isEmpty())
            QSKIP("the catalog database does not fit on the small file system");
        const QString list = m_home.filePath(QStringLiteral("prices-2000.csv"));
        QVERIFY(writeBytes(list, testdata::teamPriceList(2000)));
        fillDisk();
        const Run r = cli({QStringLiteral("catalog"), QStringLiteral("import-prices"), list}, home);
        // 3 when the transaction fails; 2 when opening the catalog already found the disk full and
        // ran it from memory. Either way nothing is claimed.
        QVERIFY2(r.exitCode == 3 || r.exitCode == 2, r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains(r.exitCode == 3 ? "0 of 2000 rows" : "Nothing was saved"), r.err.constData());
        QVERIFY2(r.err.count('\n') <= 3, r.err.constData());
        QCOMPARE(userPrices(catalogFile(home)), 0);
    }

    void killDuringSaveLeavesOldOrNew()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.gpuplan"));
        const QByteArray a = savedBytes(largePlan("A")), b = savedBytes(largePlan("B"));
        QVERIFY(a.size() > 1000000);
        QVERIFY(writeBytes(path, a));
        int sawA = 0, sawB = 0;
        for (int i = 0; i < 50; ++i) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--save-loop"), path});
            QVERIFY(child.waitForStarted());
            // After the first save of A and of B (building the two plans takes a while, longer in
            // a debug or sanitizer build), then at a random point of the saves that follow.
            for (int saves = 0; saves < 2;) {
                QVERIFY(child.waitForReadyRead(60000));
                while (child.canReadLine() && saves < 2)
                    saves += child.readLine() == "saved\n";
            }
            QTest::qWait(int(QRandomGenerator::global()->bounded(120)));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed while saving, not done early
            const QByteArray now = readAll(path);
            QVERIFY2(now == a || now == b, qPrintable(QStringLiteral("run %1: %2 bytes, neither version").arg(i).arg(now.size())));
            (now == a ? sawA : sawB)++;
        }
        qInfo("after 50 kills: version A %d times, version B %d times", sawA, sawB);
        QVERIFY(sawB > 0); // the child did complete saves before it was killed
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--save-loop") == 0)
        return saveLoop(QString::fromLocal8Bit(argv[2]));
    if (argc == 4 && qstrcmp(argv[1], "--hold-lock") == 0)
        return holdLock(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]));
    TestFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_faults.moc"
