// End to end (issue 16 §5): the generated acceptance script runs on this machine, which has no GPU;
// it finishes, its report imports, and the inventory says "no NVIDIA driver".
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TstCliVerify : public QObject
{
    Q_OBJECT
private slots:
    void quickScriptWithoutGpu()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString workload = dir.filePath(QStringLiteral("plan.json"));
        QFile w(workload);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "nvidia-l40s", "count": 2, "nodes": 1}})");
        w.close();
        QProcess accept;
        accept.start(QStringLiteral(GPUPLANNER_CLI_PATH), {QStringLiteral("accept"), workload, QStringLiteral("--quick"),
                                                          QStringLiteral("-o"), dir.filePath(QStringLiteral("accept.sh"))});
        QVERIFY(accept.waitForFinished(60000));
        QCOMPARE(accept.exitCode(), 0);
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
};

QTEST_GUILESS_MAIN(TstCliVerify)
#include "tst_cli_verify.moc"
