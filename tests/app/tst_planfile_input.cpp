// The app's plan reader (app/document/planfile) against the bad plan files of issue 15: the app
// aborted on 4 of 7 (1e400, "format": 1, "version": "1", "name": 5, deep nesting). Each is now
// refused with a message naming the file and the problem, so the window keeps the open plan
// (FileController::open shows the message and changes nothing).
#include "app/core/filecontroller.h"
#include "app/document/planfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner::app;

class TestPlanfileInput : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QByteArray &text)
    {
        const QString path = m_dir.filePath(QStringLiteral("bad.gpuplan"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size())
            return {};
        return path;
    }

    static QByteArray plan(const QByteArray &format, const QByteArray &version, const QByteArray &name,
                           const QByteArray &checklist = "{}")
    {
        return "{\"format\": " + format + ", \"version\": " + version + ", \"name\": " + name +
               ", \"workload\": {\"task\": \"llm_inference\", \"model\": {\"preset\": \"llama-3.1-8b\"}}, \"checklist\": " +
               checklist + "}";
    }

private slots:
    void badFilesAreRefusedWithAMessage_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        const QByteArray f = "\"gpu-planner-plan\"";
        QTest::newRow("1e400") << QByteArray(R"({"format": "gpu-planner-plan", "version": 1, "workload": {"task": "llm_inference", "run": {"utilization": 1e400}}})")
                               << QStringLiteral("workload.run.utilization: number beyond the range");
        QTest::newRow("format 1") << plan("1", "1", "\"p\"") << QStringLiteral("not a GPU Server Planner plan");
        QTest::newRow("version \"1\"") << plan(f, "\"1\"", "\"p\"") << QStringLiteral("\"version\" must be a whole number");
        QTest::newRow("version 1e300") << plan(f, "1e300", "\"p\"") << QStringLiteral("\"version\" must be a whole number");
        QTest::newRow("version huge") << plan(f, "18446744073709551615", "\"p\"") << QStringLiteral("newer version");
        QTest::newRow("name 5") << plan(f, "1", "5") << QStringLiteral("\"name\" must be text");
        QTest::newRow("tick \"yes\"") << plan(f, "1", "\"p\"", R"({"q1": "yes"})") << QStringLiteral("checklist.q1 must be true or false");
        QTest::newRow("40000 levels") << "{\"format\": " + QByteArray(40000, '[') + QByteArray(40000, ']') + "}"
                                      << QStringLiteral("nested more than 64 levels");
    }

    void badFilesAreRefusedWithAMessage()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        const QString path = write(text);
        QVERIFY(!path.isEmpty());
        const planfile::Loaded loaded = planfile::load(path);
        QVERIFY2(loaded.error.contains(QStringLiteral("bad.gpuplan")), qPrintable(loaded.error));
        QVERIFY2(loaded.error.contains(problem), qPrintable(loaded.error));
        QVERIFY(loaded.error.size() < 400);
    }

    // Issue 26, item 14: a plan cut off anywhere (inside a text, a number, a word, between two
    // values) is said in words with its line and the way out, never as the parser's exception.
    void cutOffPlanIsSaidInWords_data()
    {
        QTest::addColumn<QByteArray>("cut"); // the text after which the file ends
        QTest::newRow("inside a text") << QByteArray("\"pattern\": \"24/");
        QTest::newRow("inside a number") << QByteArray("\"concurrent_requests\": 4");
        QTest::newRow("inside a word") << QByteArray("\"q1\": tr");
        QTest::newRow("after a comma") << QByteArray("\"preset\": \"llama-3.1-70b\"\n    },");
        QTest::newRow("after a key") << QByteArray("\"serving\":");
    }
    void cutOffPlanIsSaidInWords()
    {
        QFETCH(QByteArray, cut);
        const nlohmann::json plan = planfile::make({{"task", "llm_inference"},
                                                     {"model", {{"preset", "llama-3.1-70b"}}},
                                                     {"serving", {{"concurrent_requests", 40}}},
                                                     {"run", {{"pattern", "24/7"}}}},
                                                    QStringLiteral("p"));
        nlohmann::json withTick = plan;
        withTick["checklist"]["q1"] = true;
        const QByteArray full = QByteArray::fromStdString(withTick.dump(2));
        const qsizetype at = full.indexOf(cut);
        QVERIFY2(at >= 0, full.constData());
        const QByteArray text = full.left(at + cut.size());
        const int line = int(text.count('\n')) + 1;
        const QString path = write(text);
        const planfile::Loaded loaded = planfile::load(path);
        QCOMPARE(loaded.endsEarlyAtLine, line);
        const QString shown = FileController::damageMessage(path, loaded);
        QVERIFY2(shown.contains(QStringLiteral("bad.gpuplan ends in the middle (line %1)").arg(line)), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Try the autosaved copy")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("json.exception")) && !shown.contains(QStringLiteral("parse error")),
                 qPrintable(shown));
    }

    // A file that is whole but not JSON says where, without the parser's exception id.
    void brokenJsonNamesLineAndColumn()
    {
        const planfile::Loaded loaded = planfile::load(write("{\n  \"format\": \"gpu-planner-plan\",\n  \"version\": 1,,\n}"));
        QCOMPARE(loaded.endsEarlyAtLine, 0);
        QVERIFY2(loaded.error.contains(QStringLiteral("not valid JSON at byte")) &&
                     loaded.error.contains(QStringLiteral("(line 3, column ")),
                 qPrintable(loaded.error));
        QVERIFY2(!loaded.error.contains(QStringLiteral("json.exception")), qPrintable(loaded.error));
    }

    // Issue 26, item 24: a plan of format version 99 is said to be version 99 (the message said
    // "plan format 2", the next version this application would know), with what this one reads.
    void newerVersionSaysWhatTheFileSays_data()
    {
        QTest::addColumn<QByteArray>("version");
        QTest::newRow("2") << QByteArray("2");
        QTest::newRow("99") << QByteArray("99");
        QTest::newRow("huge") << QByteArray("18446744073709551615");
    }
    void newerVersionSaysWhatTheFileSays()
    {
        QFETCH(QByteArray, version);
        const planfile::Loaded loaded = planfile::load(write(plan("\"gpu-planner-plan\"", version, "\"p\"")));
        QVERIFY2(loaded.error.contains(QStringLiteral("the file says plan format version %1").arg(QString::fromLatin1(version))),
                 qPrintable(loaded.error));
        QVERIFY2(loaded.error.contains(QStringLiteral("this version reads plan format version %1 and older").arg(planfile::kVersion)),
                 qPrintable(loaded.error));
    }

    void nullTicksAreLeftOut()
    {
        const planfile::Loaded loaded = planfile::load(write(plan("\"gpu-planner-plan\"", "1", "\"p\"", R"({"q1": true, "q2": null})")));
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(loaded.plan["checklist"], nlohmann::json({{"q1", true}})); // every tick the app reads is a bool
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestPlanfileInput, Core)
#include "tst_planfile_input.moc"
