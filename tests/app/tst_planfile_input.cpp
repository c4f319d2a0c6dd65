// The app's plan reader (app/document/planfile) against the bad plan files of issue 15: the app
// aborted on 4 of 7 (1e400, "format": 1, "version": "1", "name": 5, deep nesting). Each is now
// refused with a message naming the file and the problem, so the window keeps the open plan
// (FileController::open shows the message and changes nothing).
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
