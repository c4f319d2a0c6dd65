// `gpu-planner-cli size` as scripts use it: JSON keys, stdin, languages, exit codes.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestCliSize : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    using Run = clitest::Run;

    Run run(const QStringList &args, const QByteArray &stdinData = {})
    {
        clitest::Options o = clitest::withTimeout(60000);
        o.stdinData = stdinData;
        return clitest::runCli(m_home.path(), args, o);
    }

private slots:
    void jsonHasTheContractKeys()
    {
        const Run r = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--json")},
                          R"({"task": "llm_pretraining", "model": {"preset": "llama-2-7b"}})");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *k : {"weights_gb", "kv_cache_gb", "activations_gb", "gradients_gb", "optimizer_gb", "overhead_gb",
                              "per_gpu_total_gb", "host_ram_gb"})
            QVERIFY2(o[QStringLiteral("memory")].toObject().contains(QLatin1String(k)), k);
        for (const char *k : {"total_flops", "gpu_hours", "wall_hours", "mfu"})
            QVERIFY2(o[QStringLiteral("training")].toObject().contains(QLatin1String(k)), k);
        for (const char *k : {"model", "count", "nodes"})
            QVERIFY2(o[QStringLiteral("gpu")].toObject().contains(QLatin1String(k)), k);
        const QJsonObject dims = o[QStringLiteral("dimensions")].toObject();
        for (const char *d : {"gpu", "vram", "cpu", "ram", "storage", "network", "environment", "operations"}) {
            const QJsonObject dim = dims[QLatin1String(d)].toObject();
            QVERIFY2(!dim[QStringLiteral("minimum")].toString().isEmpty(), d);
            QVERIFY2(!dim[QStringLiteral("recommended")].toString().isEmpty(), d);
            QVERIFY2(!dim[QStringLiteral("why")].toArray().isEmpty(), d);
        }
        QVERIFY(o[QStringLiteral("findings")].isArray());
        QVERIFY(o[QStringLiteral("inference")].isNull());
    }

    void servingFillsInference()
    {
        const Run r = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--json")},
                          R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "serving": {"concurrent_requests": 50}})");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject inf = QJsonDocument::fromJson(r.out).object()[QStringLiteral("inference")].toObject();
        for (const char *k : {"decode_tokens_per_s_per_sequence", "max_batch", "throughput_tokens_per_s", "ttft_ms"})
            QVERIFY2(inf[QLatin1String(k)].toDouble() > 0, k);
    }

    void textIsTheDefault()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("w.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"task": "llm_inference", "model": {"preset": "mistral-7b"}})");
        f.close();
        const Run r = run({QStringLiteral("size"), f.fileName()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("[GPU memory]")); // the dimension in words, not its key
        QVERIFY(r.out.contains("recommended:"));
    }

    void badInputExitsTwoWithNothingOnStdout_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("malformed JSON") << QByteArray("{\"task\": ") << QByteArray("not valid JSON");
        QTest::newRow("unknown preset") << QByteArray(R"({"task": "llm_inference", "model": {"preset": "gpt-7"}})")
                                        << QByteArray("model.preset");
        QTest::newRow("unknown gpu") << QByteArray(R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "gpu": {"model": "Z9"}})")
                                     << QByteArray("gpu.model");
        QTest::newRow("negative") << QByteArray(R"({"task": "llm_inference", "model": {"preset": "llama-2-7b"}, "serving": {"requests_per_s": -1}})")
                                  << QByteArray("serving.requests_per_s");
    }
    void badInputExitsTwoWithNothingOnStdout()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, message);
        const Run r = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--json")}, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void missingFileExitsTwo()
    {
        const Run r = run({QStringLiteral("size"), QStringLiteral("/nonexistent/w.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("cannot be read"));
    }

    void checkExitsOneOnAnErrorFinding()
    {
        const Run bad = run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("--json")},
                            R"({"task": "llm_inference", "model": {"preset": "llama-3.1-70b"}, "gpu": {"model": "L4", "count": 1}})");
        QCOMPARE(bad.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(bad.out).object();
        QVERIFY(o[QStringLiteral("errors")].toInt() >= 1);
        bool found = false;
        for (const QJsonValue &f : o[QStringLiteral("findings")].toArray())
            found = found || f.toObject()[QStringLiteral("id")].toString() == QLatin1String("vram.insufficient");
        QVERIFY(found);

        const Run warn = run({QStringLiteral("check"), QStringLiteral("-")},
                             R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "gpu": {"model": "L40S", "count": 1},
                                 "configuration": {"monitoring": false}})");
        QCOMPARE(warn.exitCode, 0); // a warning alone does not fail the check
        QVERIFY2(warn.out.contains("ops.no_monitoring"), warn.out.constData());

        const Run clean = run({QStringLiteral("check"), QStringLiteral("-")},
                              R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}})");
        QCOMPARE(clean.exitCode, 0);
        QVERIFY(clean.out.contains("0 errors, "));
        // No rule warns; only reference prices older than a year may (cost.price_age, issue 17).
        for (const QByteArray &line : clean.out.split('\n'))
            QVERIFY2(!line.startsWith("WARNING [") || line.startsWith("WARNING [cost.price_age]"), line.constData());
    }

    void sizeListsFindings()
    {
        const Run r = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--json")},
                          R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-8b"}, "configuration": {"ram_gb": 32}})");
        QCOMPARE(r.exitCode, 0);
        const QJsonArray findings = QJsonDocument::fromJson(r.out).object()[QStringLiteral("findings")].toArray();
        QVERIFY(!findings.isEmpty());
        const QJsonObject f = findings.first().toObject();
        for (const char *k : {"id", "severity", "dimensions", "message"})
            QVERIFY2(f.contains(QLatin1String(k)), k);
    }

    // Counts read as words: "1 node", never "1 node(s)" (the English catalogue holds the plural
    // forms of the numerus strings); Chinese has one form.
    void countsReadAsWords()
    {
        const QByteArray input = R"({"task": "llm_inference", "model": {"preset": "mistral-7b"}})";
        const Run en = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("en")}, input);
        QCOMPARE(en.exitCode, 0);
        QVERIFY2(en.out.contains("per node, 1 node (recommended)"), en.out.constData());
        QVERIFY2(!en.out.contains("(s)"), en.out.constData());
        QVERIFY2(en.out.contains("Layouts compared on 1 GPU ("), en.out.constData());
        QVERIFY2(en.out.contains("1 replica of batch"), en.out.constData());
        const Run zh = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("zh")}, input);
        QCOMPARE(zh.exitCode, 0);
        QVERIFY(QString::fromUtf8(zh.out).contains(QStringLiteral("共 1 个节点")));
        QVERIFY(!zh.out.contains("(s)"));
    }

    void unknownLanguageExitsTwo()
    {
        const Run r = run({QStringLiteral("size"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("fr")}, "{}");
        QCOMPARE(r.exitCode, 2);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliSize, Core)
#include "tst_cli_size.moc"
