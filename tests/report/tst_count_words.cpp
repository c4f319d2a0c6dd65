// Issue 26, item 21: counts read as words ("40 for 1 GPU", never "40 for 1 GPUs": the texts with a
// GPU count are numerus strings, their English forms in translations/gpu-planner_en.ts), and a
// problem of an RFQ cell above the table names the cell, not the table column below it ("cell B5:
// the vendor is empty", not "cell B5 (column 'Dimension')").
#include "planner/judge.h"
#include "planner/quotes/quoteimport.h"
#include "planner/report/checklist.h"
#include "planner/report/rfq.h"
#include "reporttestutil.h"
#include "translations/i18n.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

namespace countwords {

// One GPU: Llama 3.1 8B for 20 users fits one card.
constexpr const char *kOneGpu = R"({"name": "one GPU", "workload": {"task": "llm_inference",
    "model": {"preset": "llama-3.1-8b"}, "serving": {"concurrent_requests": 20}}})";

const QRegularExpression kOneGpus(QStringLiteral("\\b1 GPUs\\b"));

} // namespace countwords

class TestCountWords : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { i18n::setLanguage(i18n::Language::English); }

    // Every sentence of a one-GPU plan: the eight dimensions, the findings, the checklist.
    void oneGpuIsOneGpu()
    {
        const report::PlanDocument plan = reporttest::plan(countwords::kOneGpu);
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        QCOMPARE(view.evaluation.sizing.totalGpus(), 1);
        QStringList texts;
        for (const planner::Dimension &d : view.evaluation.dimensions)
            texts << d.minimum << d.recommended << d.chosen << d.why;
        for (const planner::Finding &f : view.evaluation.findings)
            texts << f.message << f.suggestion;
        const report::DocModel checklist = report::buildChecklist(plan, view, reporttest::bundledCatalog());
        texts << report::documentMarkdown({&checklist});
        const QString all = texts.join(u'\n');
        QVERIFY2(!all.contains(countwords::kOneGpus), qPrintable(all.mid(std::max<qsizetype>(0, all.indexOf(countwords::kOneGpus) - 200), 300)));
        // "PCIe lanes from the CPUs: 40 for 1 GPU …" (the walk's example).
        QVERIFY2(all.contains(QRegularExpression(QStringLiteral("PCIe lanes from the CPUs: \\d+ for 1 GPU"))), qPrintable(all));
        QVERIFY2(all.contains(QRegularExpression(QStringLiteral("CPU cores for 1 GPU"))), qPrintable(all));
    }

    // The engine's judgement of one machine of one GPU, as the quote comparison words it.
    void oneMachineOfOneGpu()
    {
        const QString text = planner::machinesText(1, 1, QStringLiteral("NVIDIA H100 SXM5 80GB"));
        QVERIFY2(!text.contains(countwords::kOneGpus) && text.contains(QStringLiteral("(1 GPU")), qPrintable(text));
        const QString many = planner::machinesText(3, 8, QStringLiteral("NVIDIA A800"));
        QVERIFY2(many.contains(QStringLiteral("(24 GPU")), qPrintable(many));
    }

    // An RFQ sent back unfilled: the vendor cell above the table is named as a cell.
    void unfilledRfqNamesTheVendorCell_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("xlsx") << QStringLiteral("rfq.xlsx");
        QTest::newRow("csv") << QStringLiteral("rfq.csv");
    }
    void unfilledRfqNamesTheVendorCell()
    {
        QFETCH(QString, file);
        const report::PlanDocument plan = reporttest::plan(reporttest::kServingPlan);
        const report::RfqSheet sheet = report::buildRfqSheet(plan, reporttest::bundledCatalog());
        const QString path = m_dir.filePath(file);
        QString error;
        QVERIFY2(file.endsWith(QLatin1String(".csv")) ? report::writeRfqCsv(sheet, path, &error)
                                                      : report::writeRfqXlsx(sheet, path, &error),
                 qPrintable(error));
        const quotes::QuoteImport in = quotes::importQuoteFile(path);
        const QString messages = in.messages.join(u'\n');
        // The vendor's value cell is B of the vendor row (1-based row vendorRow + 1); in a CSV file
        // the row counts records, and the cell is column 2.
        const QString cell = file.endsWith(QLatin1String(".csv"))
                                 ? QStringLiteral("%1 row %2, column 2: the vendor is empty").arg(file).arg(sheet.vendorRow + 1)
                                 : QStringLiteral("%1 cell B%2: the vendor is empty").arg(file).arg(sheet.vendorRow + 1);
        QVERIFY2(messages.contains(cell), qPrintable(messages));
        QVERIFY2(!messages.contains(QStringLiteral("(column '")) && !messages.contains(QStringLiteral("column 'Dimension'")),
                 qPrintable(messages));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCountWords, Core)
#include "tst_count_words.moc"
