// Hostile and careless inputs on the command line (issue 15): every command answers exit 2, prints
// nothing on stdout and one short message naming the file, the place and the problem. Before the
// fix these aborted (uncaught nlohmann exceptions, a thrown QStringBuilder, a stack overflow on deep
// nesting, vector::reserve on --months nan) or printed "inf USD".
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestCliBadInput : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_dir;

    using Run = clitest::Run;

    Run run(const QStringList &args)
    {
        clitest::Options o;
        o.set = {{QStringLiteral("LANG"), QStringLiteral("C.UTF-8")}, {QStringLiteral("LANGUAGE"), QStringLiteral("en")}};
        o.timeoutMs = 120000;
        return clitest::runCli(m_home.path(), args, o);
    }

    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {};
        return path;
    }

    // A valid .gpuplan plan with one part replaced.
    static QByteArray plan(const QByteArray &format = "\"gpu-planner-plan\"", const QByteArray &version = "1",
                           const QByteArray &name = "\"p\"", const QByteArray &workloadExtra = {},
                           const QByteArray &quotes = "[]")
    {
        return "{\"format\": " + format + ", \"version\": " + version + ", \"name\": " + name +
               ", \"workload\": {\"task\": \"llm_finetune\", \"model\": {\"preset\": \"llama-3.1-8b\"}, "
               "\"gpu\": {\"model\": \"H100 SXM\", \"count\": 8}" +
               workloadExtra +
               "}, \"cost\": {\"prices\": {\"hourly\": 2.0}}, \"quotes\": " + quotes + "}";
    }

    static QByteArray deep(int levels)
    {
        return "{\"task\": " + QByteArray(levels, '[') + QByteArray(levels, ']') + "}";
    }

    void expectBadInput(const Run &r, const QString &file, const QString &place, const QString &problem)
    {
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(file), qPrintable(err));
        QVERIFY2(err.contains(place), qPrintable(err));
        QVERIFY2(err.contains(problem), qPrintable(err));
        QVERIFY2(r.err.size() < 600, qPrintable(err.left(600))); // never the whole input echoed back
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(m_dir.isValid());
    }

    void planAndWorkloadFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("problem");
        QTest::newRow("1e400") << plan("\"gpu-planner-plan\"", "1", "\"p\"", ", \"run\": {\"utilization\": 1e400}")
                               << QStringLiteral("workload.run.utilization") << QStringLiteral("beyond the range");
        QTest::newRow("-1e309") << plan("\"gpu-planner-plan\"", "1", "\"p\"", ", \"run\": {\"utilization\": -1e309}")
                                << QStringLiteral("workload.run.utilization") << QStringLiteral("beyond the range");
        QTest::newRow("format 1") << plan("1") << QStringLiteral("format") << QStringLiteral("not a GPU Server Planner plan");
        QTest::newRow("version \"1\"") << plan("\"gpu-planner-plan\"", "\"1\"") << QStringLiteral("version")
                                       << QStringLiteral("must be a whole number");
        QTest::newRow("name 5") << plan("\"gpu-planner-plan\"", "1", "5") << QStringLiteral("name")
                                << QStringLiteral("must be text");
        QTest::newRow("40000 levels") << deep(40000) << QStringLiteral("task[0]")
                                      << QStringLiteral("nested more than 64 levels");
        QTest::newRow("5e-324 images/s")
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                              "serving": {"images_per_s": 5e-324}, "cost": {"prices": {"hourly": 2}}})")
            << QStringLiteral("serving.images_per_s") << QStringLiteral("5e-324");
        QTest::newRow("1e-20 images/s")
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                              "serving": {"images_per_s": 1e-20}, "cost": {"prices": {"hourly": 2}}})")
            << QStringLiteral("serving.images_per_s") << QStringLiteral("must be 0 or at least");
        QTest::newRow("0 images a call")
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                              "serving": {"images_per_s": 1, "images_per_call": 0}})")
            << QStringLiteral("serving.images_per_call") << QStringLiteral("1");
        QTest::newRow("2.5 images a call")
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                              "serving": {"images_per_s": 1, "images_per_call": 2.5}})")
            << QStringLiteral("serving.images_per_call") << QStringLiteral("whole number");
        QTest::newRow("480p source") << QByteArray(
                                            R"({"task": "video_processing", "model": {"name": "ffmpeg"},
                              "video": {"streams": 2, "source_resolution": "480"}})")
                                     << QStringLiteral("video.source_resolution") << QStringLiteral("2160");
        QTest::newRow("20 MB text") << "{\"task\": \"" + QByteArray(20 * 1024 * 1024, 'x') + "\"}"
                                    << QStringLiteral("task") << QStringLiteral("longer than 200 characters");
    }

    void planAndWorkloadFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, place);
        QFETCH(QString, problem);
        const QString path = write(QStringLiteral("bad.gpuplan"), text);
        QVERIFY(!path.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("out.md"));
        const QList<QStringList> commands{{QStringLiteral("size"), path},
                                          {QStringLiteral("check"), path},
                                          {QStringLiteral("cost"), path},
                                          {QStringLiteral("export"), path, QStringLiteral("--checklist"), out}};
        for (const QStringList &args : commands) {
            const Run r = run(args);
            expectBadInput(r, QStringLiteral("bad.gpuplan"), place, problem);
            if (QTest::currentTestFailed())
                qWarning() << "command:" << args.first();
        }
        QVERIFY(!QFile::exists(out));
    }

    void monthsNan()
    {
        const QString path = write(QStringLiteral("good.gpuplan"), plan());
        for (const QString &command : {QStringLiteral("cost"), QStringLiteral("export")}) {
            QStringList args{command, path, QStringLiteral("--months"), QStringLiteral("nan")};
            if (command == QLatin1String("export"))
                args << QStringLiteral("--checklist") << m_dir.filePath(QStringLiteral("nan.md"));
            const Run r = run(args);
            expectBadInput(r, QStringLiteral("--months"), QStringLiteral("nan"), QStringLiteral("between 0 and 600"));
        }
        QCOMPARE(run({QStringLiteral("cost"), path, QStringLiteral("--months"), QStringLiteral("12")}).exitCode, 0);
    }

    // A quote file whose "answers" is no object, or whose entry is no object: once a thrown
    // QStringBuilder no handler caught.
    void quoteFilesWithWrongTypes_data()
    {
        QTest::addColumn<QByteArray>("quote");
        QTest::addColumn<QString>("place");
        QTest::newRow("answers a list") << QByteArray(R"([{"vendor": "A", "currency": "USD", "answers": [1],
                                                           "price": {"per_hour": 3}}])")
                                        << QStringLiteral("answers: wrong type");
        QTest::newRow("answer a number") << QByteArray(R"([{"vendor": "A", "currency": "USD",
                                                            "answers": {"gpu_count": 8}, "price": {"per_hour": 3}}])")
                                         << QStringLiteral("answers.gpu_count: wrong type");
        QTest::newRow("price 1e300") << QByteArray(R"([{"vendor": "A", "currency": "USD", "answers": {},
                                                        "price": {"per_hour": 1e300}}])")
                                     << QStringLiteral("price.per_hour: must be between 0 and");
        QTest::newRow("1e400") << QByteArray(R"([{"vendor": "A", "currency": "USD", "price": {"per_hour": 1e400}}])")
                               << QStringLiteral("[0].price.per_hour");
        QTest::newRow("deep") << "[" + deep(40000) + "]" << QStringLiteral("nested more than 64 levels");
    }

    void quoteFilesWithWrongTypes()
    {
        QFETCH(QByteArray, quote);
        QFETCH(QString, place);
        const QString planPath = write(QStringLiteral("good.gpuplan"), plan());
        const QString quotePath = write(QStringLiteral("quotes.json"), quote);
        const Run r = run({QStringLiteral("compare"), planPath, quotePath});
        expectBadInput(r, QStringLiteral("quotes.json"), place, QString());
    }

    // Quotes stored in a plan with a vendor that is no text: `compare --save-to-plan` once died
    // on json.value("vendor", std::string()).
    void saveToPlanWithOddOldQuotes()
    {
        const QString planPath = write(QStringLiteral("odd.gpuplan"),
                                       plan("\"gpu-planner-plan\"", "1", "\"p\"", {},
                                            R"([{"vendor": 5, "currency": "USD", "offering": [1]}, {"vendor": {}}])"));
        const QString quotePath =
            write(QStringLiteral("q.json"), R"([{"vendor": "A", "currency": "USD", "answers": {}, "price": {"per_hour": 3}}])");
        const Run r = run({QStringLiteral("compare"), planPath, quotePath, QStringLiteral("--save-to-plan")});
        QCOMPARE(r.exitCode, 0);
        QFile f(planPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"vendor\": \"A\""));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliBadInput, Core)
#include "tst_cli_badinput.moc"
