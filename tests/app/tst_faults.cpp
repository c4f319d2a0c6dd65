// Faults of a user's machine while files are written: a full disk during Save, autosave, every export
// and `compare --save-to-plan`, and a process killed while it saves. The file on disk is always the
// old or the new complete version; a failure exits non-zero and names the path.
//
// The full-disk cases mount a real, small tmpfs, which needs root (as in CI); elsewhere they are
// skipped with that reason.
#include "app/document/planfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

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
    }
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

    Run cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path()); // the catalog stays off the full disk
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
        QVERIFY(r.exitCode != 0);
        QVERIFY2(QString::fromLocal8Bit(r.err).contains(plan), r.err.constData());
        QCOMPARE(readAll(plan), before);
    }

    void killDuringSaveLeavesOldOrNew()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.gpuplan"));
        const QByteArray a = savedBytes(largePlan("A")), b = savedBytes(largePlan("B"));
        QVERIFY(a.size() > 1000000);
        QVERIFY(writeBytes(path, a));
        int sawA = 0, sawB = 0;
        for (int i = 0; i < 100; ++i) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--save-loop"), path});
            QVERIFY(child.waitForStarted());
            QTest::qWait(20 + int(QRandomGenerator::global()->bounded(120)));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed while saving, not done early
            const QByteArray now = readAll(path);
            QVERIFY2(now == a || now == b, qPrintable(QStringLiteral("run %1: %2 bytes, neither version").arg(i).arg(now.size())));
            (now == a ? sawA : sawB)++;
        }
        qInfo("after 100 kills: version A %d times, version B %d times", sawA, sawB);
        QVERIFY(sawB > 0); // the child did complete saves before it was killed
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--save-loop") == 0)
        return saveLoop(QString::fromLocal8Bit(argv[2]));
    TestFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_faults.moc"
