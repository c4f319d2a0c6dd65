// End to end (issue 16 §5): the generated acceptance script runs on this machine, which has no GPU;
// it finishes, its report imports, and the inventory says "no NVIDIA driver".
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QJsonObject manifestCheck(const QString &manifestPath, const QString &id)
{
    QFile f(manifestPath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray checks = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("checks")).toArray();
    for (const QJsonValue &c : checks)
        if (c.toObject().value(QStringLiteral("id")).toString() == id)
            return c.toObject();
    return {};
}

// Writes a plan's workload into `dir`; its path, or an empty string when it cannot be written.
QString writeWorkload(const QTemporaryDir &dir, const QString &name, const QByteArray &json)
{
    const QString path = dir.filePath(name);
    QFile w(path);
    return w.open(QIODevice::WriteOnly) && w.write(json) == json.size() ? path : QString();
}

// `gpu-planner-cli accept WORKLOAD [extra] -o SCRIPT`, finished; exit code -1 when it did not finish.
struct AcceptRun
{
    int exitCode = -1;
    QString err;
};
AcceptRun runAccept(const QString &workload, const QString &script, const QStringList &extra = {})
{
    QProcess accept;
    accept.start(QStringLiteral(GPUPLANNER_CLI_PATH), QStringList{QStringLiteral("accept"), workload} +
                                                          extra + QStringList{QStringLiteral("-o"), script});
    if (!accept.waitForFinished(60000))
        return {};
    return {accept.exitCode(), QString::fromUtf8(accept.readAllStandardError())};
}

} // namespace

class TstCliVerify : public QObject
{
    Q_OBJECT
private slots:
    void quickScriptWithoutGpu()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString workload = writeWorkload(
            dir, QStringLiteral("plan.json"),
            R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 2, "nodes": 1}})");
        QVERIFY(!workload.isEmpty());
        QCOMPARE(runAccept(workload, dir.filePath(QStringLiteral("accept.sh")), {QStringLiteral("--quick")})
                     .exitCode,
                 0);
        QProcess script;
        script.setWorkingDirectory(dir.path());
        script.start(QStringLiteral("bash"), {QStringLiteral("accept.sh"), QStringLiteral("report")});
        QVERIFY(script.waitForFinished(180000));
        QCOMPARE(script.exitCode(), 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("report.tar.gz"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("report/manifest.json"))));
        QProcess verify;
        verify.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("verify"), workload, dir.filePath(QStringLiteral("report.tar.gz")),
                                                          QStringLiteral("--json")});
        QVERIFY(verify.waitForFinished(60000));
        QCOMPARE(verify.exitCode(), 1); // the GPU inventory fails
        const QByteArray out = verify.readAllStandardOutput();
        QVERIFY2(out.contains("no NVIDIA driver"), out.constData());
        QVERIFY(out.contains("\"issues\": []"));
    }
    // The commands `accept` shows can be pasted as they are: a name with a space is quoted ("bash
    // '验收 脚本.sh'"; it had been "bash 验收 脚本.sh", two words), a plain name is not.
    void shownCommandsQuoteNamesWithSpaces()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString workload =
            writeWorkload(dir, QStringLiteral("方案 一.json"),
                          R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}})");
        QVERIFY(!workload.isEmpty());
        const AcceptRun spaced = runAccept(workload, dir.filePath(QStringLiteral("验收 脚本.sh")));
        QCOMPARE(spaced.exitCode, 0);
        QVERIFY2(spaced.err.contains(QStringLiteral("(bash '验收 脚本.sh')")), qPrintable(spaced.err));
        QVERIFY2(
            spaced.err.contains(QStringLiteral("verify '") + workload + QStringLiteral("' REPORT.tar.gz")),
            qPrintable(spaced.err));
        QVERIFY2(runAccept(workload, dir.filePath(QStringLiteral("accept.sh")))
                     .err.contains(QStringLiteral("(bash accept.sh)")),
                 "a plain name is shown as it is");
    }

    // InfiniBand loopback and multi-node NCCL (issue 16 §1): the default script holds both with their
    // skip reasons; on this machine (no GPU, no InfiniBand) it still finishes, the IB check skipped.
    void standardScriptIbAndMultiNode()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString workload = writeWorkload(
            dir, QStringLiteral("plan.json"),
            R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 2, "nodes": 2}})");
        QVERIFY(!workload.isEmpty());
        QCOMPARE(runAccept(workload, dir.filePath(QStringLiteral("accept.sh"))).exitCode, 0);
        QFile sf(dir.filePath(QStringLiteral("accept.sh")));
        QVERIFY(sf.open(QIODevice::ReadOnly));
        const QByteArray script = sf.readAll();
        for (const char *needle : {"NODES='2'", "--report_gbits localhost", "ib_write_bw -d \"$IB_DEV\"", "/sys/class/infiniband/*/ports/*/state",
                                   "ibv_devinfo", "no InfiniBand/RoCE device", "ib_write_bw not installed", "perftest",
                                   "no active InfiniBand/RoCE port", "NCCL_HOSTS", "--hosts", "mpirun -H \"$MPI_HOSTS\"",
                                   "all_reduce_perf -b 8 -e 8G -f 2 -g 1", "single node only: pass --hosts for the multi-node test",
                                   "mpirun not installed (openmpi-bin)", "timeout \"$limit\" ib_write_bw"})
            QVERIFY2(script.contains(needle), needle);
        QProcess syntax;
        syntax.start(QStringLiteral("bash"), {QStringLiteral("-n"), sf.fileName()});
        QVERIFY(syntax.waitForFinished(30000));
        QCOMPARE(syntax.exitCode(), 0);

        // A stand-in fio keeps the test from reading 4 GB of disk; the rest runs as on a rented machine.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
        QFile fio(dir.filePath(QStringLiteral("bin/fio")));
        QVERIFY(fio.open(QIODevice::WriteOnly));
        fio.write("#!/bin/sh\necho '{}'\nexit 0\n");
        fio.close();
        fio.setPermissions(fio.permissions() | QFileDevice::ExeOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), dir.filePath(QStringLiteral("bin")) + u':' + env.value(QStringLiteral("PATH")));
        env.remove(QStringLiteral("NCCL_HOSTS"));
        const bool hasIb = !QDir(QStringLiteral("/sys/class/infiniband")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty();

        QProcess run;
        run.setProcessEnvironment(env);
        run.setWorkingDirectory(dir.path());
        run.start(QStringLiteral("bash"), {QStringLiteral("accept.sh"), QStringLiteral("report")});
        QVERIFY(run.waitForFinished(300000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        const QString manifest = dir.filePath(QStringLiteral("report/manifest.json"));
        const QJsonObject ib = manifestCheck(manifest, QStringLiteral("ib"));
        QVERIFY2(!ib.isEmpty(), "the manifest has no \"ib\" check");
        QCOMPARE(ib.value(QStringLiteral("output")).toString(), QStringLiteral("ib.txt"));
        if (!hasIb) {
            QCOMPARE(ib.value(QStringLiteral("exit_status")).toInt(), -1);
            QVERIFY(ib.value(QStringLiteral("skip_reason")).toString().startsWith(QLatin1String("no InfiniBand/RoCE device")));
            QVERIFY(ib.value(QStringLiteral("package")).toString().contains(QLatin1String("perftest")));
        }
        const QJsonObject nccl = manifestCheck(manifest, QStringLiteral("nccl"));
        QCOMPARE(nccl.value(QStringLiteral("note")).toString(), QStringLiteral("single node only: pass --hosts for the multi-node test"));

        // --hosts before the folder: the folder is still the positional argument, and no "single node" note.
        QProcess multi;
        multi.setProcessEnvironment(env);
        multi.setWorkingDirectory(dir.path());
        multi.start(QStringLiteral("bash"), {QStringLiteral("accept.sh"), QStringLiteral("--hosts"), QStringLiteral("node-a,node-b"), QStringLiteral("report2")});
        QVERIFY(multi.waitForFinished(300000));
        QCOMPARE(multi.exitCode(), 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("report2.tar.gz"))));
        const QJsonObject nccl2 = manifestCheck(dir.filePath(QStringLiteral("report2/manifest.json")), QStringLiteral("nccl"));
        QVERIFY(!nccl2.isEmpty());
        QVERIFY(!nccl2.value(QStringLiteral("note")).toString().startsWith(QLatin1String("single node only")));
    }
    void garbledReportIsBadInput()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("bad.tar.gz")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x1f\x8bnot really gzip");
        f.close();
        QFile w(dir.filePath(QStringLiteral("plan.json")));
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 1, "nodes": 1}})");
        w.close();
        QProcess verify;
        verify.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("verify"), w.fileName(), f.fileName()});
        QVERIFY(verify.waitForFinished(60000));
        QCOMPARE(verify.exitCode(), 2);
        QVERIFY(verify.readAllStandardError().contains("bad.tar.gz"));
    }
    // Exit 2: the reasons on stderr, each naming its file, and nothing on stdout (README, exit codes).
    void linkInReportFolderIsBadInputOnStderr()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        const QString plan = writePlan(dir);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("report")));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("report/meminfo.txt")), "MemTotal: 1024 kB\n"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("report/lscpu.txt"))));
        for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
            QProcess verify;
            verify.start(QStringLiteral(GPUPLANNER_CLI_PATH),
                         QStringList{QStringLiteral("verify"), plan, dir.filePath(QStringLiteral("report"))} + extra);
            QVERIFY(verify.waitForFinished(20000));
            QCOMPARE(verify.exitCode(), 2);
            QCOMPARE(verify.readAllStandardOutput(), QByteArray());
            QVERIFY(verify.readAllStandardError().contains("lscpu.txt"));
        }
#endif
    }
    void garbledMonitorLogIsBadInputOnStderr()
    {
        QTemporaryDir dir;
        const QString plan = writePlan(dir);
        QVERIFY(writeFile(dir.filePath(QStringLiteral("log.csv")), "this is not, a monitoring log\n1, 2\n"));
        QProcess verify;
        verify.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("verify"), plan, QStringLiteral("--monitor"),
                                                          dir.filePath(QStringLiteral("log.csv")), QStringLiteral("--json")});
        QVERIFY(verify.waitForFinished(20000));
        QCOMPARE(verify.exitCode(), 2);
        QCOMPARE(verify.readAllStandardOutput(), QByteArray());
        QVERIFY(verify.readAllStandardError().contains("log.csv"));
    }
    // --monitor checks the size before reading: a (sparse) log past the limit costs nothing.
    void monitorLogOverLimitRefused()
    {
        QTemporaryDir dir;
        const QString plan = writePlan(dir);
        QFile big(dir.filePath(QStringLiteral("big.csv")));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.write("timestamp, index, utilization.gpu [%]\n") > 0 &&
                big.resize(300LL * 1024 * 1024));
        big.close();
        QProcess verify;
        verify.start(QStringLiteral(GPUPLANNER_CLI_PATH),
                     {QStringLiteral("verify"), plan, QStringLiteral("--monitor"), big.fileName()});
        QVERIFY(verify.waitForFinished(20000));
        QCOMPARE(verify.exitCode(), 2);
        QCOMPARE(verify.readAllStandardOutput(), QByteArray());
        QVERIFY(verify.readAllStandardError().contains("big.csv"));
    }

    // Issue 21: a FAIL of the acceptance report reaches `check` (exit 1, its finding in the JSON,
    // first) by --report and by the record a plan file keeps. The fixture report has one L40S; the
    // plan rents 2 → inventory.count FAILs (1 GPU measured, 2 needed).
    void checkTakesTheReportsFails()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 2, "nodes": 1}})"));
        const QString report = QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick");
        QProcess plain;
        plain.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("check"), plan, QStringLiteral("--json")});
        QVERIFY(plain.waitForFinished(60000));
        QVERIFY(!plain.readAllStandardOutput().contains("verify."));
        QProcess check;
        check.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("check"), plan, QStringLiteral("--report"), report, QStringLiteral("--json")});
        QVERIFY(check.waitForFinished(60000));
        QCOMPARE(check.exitCode(), 1);
        const QJsonObject out = QJsonDocument::fromJson(check.readAllStandardOutput()).object();
        const QJsonArray findings = out.value(QStringLiteral("findings")).toArray();
        QVERIFY(!findings.isEmpty());
        const QJsonObject first = findings.first().toObject();
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("verify.inventory.count"));
        QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QVERIFY(out.value(QStringLiteral("errors")).toInt() >= 1);
        QVERIFY2(first.value(QStringLiteral("message")).toString().contains(QLatin1String("Measured 1; the plan needs 2")),
                 qPrintable(first.value(QStringLiteral("message")).toString()));
        QVERIFY(first.value(QStringLiteral("suggestion")).toString().contains(QLatin1String("nvidia-smi -L")));
        // Text output: the FAIL with its next step.
        QProcess text;
        text.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("check"), plan, QStringLiteral("--report"), report});
        QVERIFY(text.waitForFinished(60000));
        QCOMPARE(text.exitCode(), 1);
        QVERIFY(text.readAllStandardOutput().startsWith("ERROR [verify.inventory.count]"));
        // verify --json lists the same finding beside its old keys.
        QProcess verify;
        verify.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("verify"), plan, report, QStringLiteral("--json")});
        QVERIFY(verify.waitForFinished(60000));
        QCOMPARE(verify.exitCode(), 1);
        const QJsonObject v = QJsonDocument::fromJson(verify.readAllStandardOutput()).object();
        for (const char *key : {"checks", "issues", "pass", "fail", "expected", "advice", "findings"})
            QVERIFY2(v.contains(QLatin1String(key)), key);
        QCOMPARE(v.value(QStringLiteral("findings")).toArray().first().toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("verify.inventory.count"));
        // A plan file that keeps the record (the Verification view's import) gives the same finding.
        const QJsonObject record{{QStringLiteral("source"), QStringLiteral("report-l40s-quick")},
                                 {QStringLiteral("results"), QJsonObject{{QStringLiteral("en"), v}}}};
        QFile pf(plan);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        const QJsonObject workload = QJsonDocument::fromJson(pf.readAll()).object();
        pf.close();
        const QString kept = dir.filePath(QStringLiteral("kept.json"));
        QVERIFY(writeFile(kept, QJsonDocument(QJsonObject{{QStringLiteral("workload"), workload},
                                                          {QStringLiteral("verification"), record}}).toJson()));
        QProcess fromPlan;
        fromPlan.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("check"), kept, QStringLiteral("--json")});
        QVERIFY(fromPlan.waitForFinished(60000));
        QCOMPARE(fromPlan.exitCode(), 1);
        QVERIFY(fromPlan.readAllStandardOutput().contains("verify.inventory.count"));
    }

private:
    static bool writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    static QString writePlan(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("plan.json"));
        writeFile(path, R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 1, "nodes": 1}})");
        return path;
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TstCliVerify, Core)
#include "tst_cli_verify.moc"
