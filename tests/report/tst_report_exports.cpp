// The exports read back: PDF text with pdftotext, fonts with pdffonts, XLSX by unzipping, CSV and
// Markdown by parsing (ARCHITECTURE.md "Testing").
#include "planner/report/csvfile.h"
#include "planner/report/exports.h"
#include "planner/report/reportlanguage.h"
#include "planner/report/reportformat.h"
#include "planner/report/xlsxreader.h"
#include "reporttestutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;
using reporttest::tool;

class TestReportExports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    report::PlanDocument m_plan;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    QString pdfText(const QString &pdf) { return QString::fromUtf8(tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")})); }

    // The Chinese of one of the exports' texts as the installed catalogue has it (the translation
    // may be refined; the test follows it), checked to be Chinese.
    static QString zh(const char *source)
    {
        const report::LanguageScope scope(i18n::Language::Chinese);
        const QString t = QCoreApplication::translate("report", source);
        const bool cjk = std::any_of(t.begin(), t.end(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
        return cjk ? t : QStringLiteral("(no Chinese translation of '%1')").arg(QString::fromUtf8(source));
    }

    static QByteArray read(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_plan = reporttest::plan(reporttest::kServingPlan);
        QVERIFY2(m_plan.error.isEmpty(), qPrintable(m_plan.error));
        if (!reporttest::haveTool("pdftotext") || !reporttest::haveTool("pdffonts") || !reporttest::haveTool("unzip"))
            QSKIP("poppler-utils and unzip are needed (installer/install-deps.sh)");
    }

    void specSheetEnglishHasTheKeyFigures()
    {
        QString error;
        QVERIFY2(report::exportSpecSheet(m_plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("spec-en.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("spec-en.pdf"));
        const report::PlanView view = report::viewNow(m_plan, reporttest::bundledCatalog());
        QVERIFY(text.contains(QStringLiteral("Llama 70B serving")));
        QVERIFY(text.contains(view.accelerator->name));
        QVERIFY(text.contains(QStringLiteral("What is bought")));
        QVERIFY(text.contains(QStringLiteral("Remaining risks")));
        QVERIFY(text.contains(QStringLiteral("Page 1 of")));
        QVERIFY(text.contains(QStringLiteral("catalog ") + reporttest::bundledCatalog().version()));
        // The monthly cost of the plan's billing mode, as the cost model computed it.
        const planner::cost::ModeCost &m = view.cost.mode(view.cost.chosenMode);
        QVERIFY(m.available);
        QVERIFY2(text.contains(report::money(m.monthlyTotal, view.cost.currency)), qPrintable(report::money(m.monthlyTotal, view.cost.currency)));
        QVERIFY(text.contains(report::money(m.total, view.cost.currency)));
        // The arithmetic of the dimensions and the assumptions follow page one.
        QVERIFY(text.contains(QStringLiteral("KV cache")));
        QVERIFY(text.contains(QStringLiteral("default_mfu")));
    }

    void specSheetChineseEmbedsTheCjkFont()
    {
        QString error;
        QVERIFY2(report::exportSpecSheet(m_plan, report::ReportLanguage::Chinese, reporttest::bundledCatalog(),
                                         path("spec-zh.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("spec-zh.pdf"));
        QVERIFY2(text.contains(zh("Spec sheet")), qPrintable(text.left(400)));
        QVERIFY(text.contains(zh("What is bought")));
        QVERIFY(text.contains(zh("Remaining risks")));
        QVERIFY(text.contains(zh("Page %1 of %2").section(QStringLiteral("%2"), 0, 0).replace(QStringLiteral("%1"), QStringLiteral("1"))));
        const QString fonts = QString::fromUtf8(tool(QStringLiteral("pdffonts"), {path("spec-zh.pdf")}));
        bool embedded = false;
        for (const QString &line : fonts.split(QLatin1Char('\n')))
            if (line.contains(QStringLiteral("NotoSansCJK")) && line.contains(QStringLiteral(" yes ")))
                embedded = true;
        QVERIFY2(embedded, qPrintable(fonts));
    }

    void specSheetBilingualHasBothLanguages()
    {
        QString error;
        QVERIFY2(report::exportSpecSheet(m_plan, report::ReportLanguage::Both, reporttest::bundledCatalog(),
                                         path("spec-both.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("spec-both.pdf"));
        QVERIFY(text.contains(QStringLiteral("Spec sheet")));
        QVERIFY(text.contains(zh("Spec sheet")));
        QVERIFY(text.contains(QStringLiteral("What it costs")));
        QVERIFY(text.contains(zh("What it costs")));
        QCOMPARE(i18n::currentLanguage(), i18n::Language::English); // restored after rendering
    }

    void checklistMarkdownIsSpecificToThePlan()
    {
        QString error;
        QVERIFY2(report::exportChecklist(m_plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("checklist.md"), &error),
                 qPrintable(error));
        const QString md = QString::fromUtf8(read(path("checklist.md")));
        const report::PlanView view = report::viewNow(m_plan, reporttest::bundledCatalog());
        QVERIFY(md.contains(QStringLiteral("- [ ] ")));
        QVERIFY(md.contains(QStringLiteral("NVLink (or the vendor's GPU link) between all %1 GPUs").arg(view.evaluation.sizing.gpusPerNode)));
        QVERIFY(md.contains(QStringLiteral("Ask for the data disk's sequential read MB/s: the plan needs ≥ ")));
        QVERIFY(md.contains(QStringLiteral("Device recognition")));
        QVERIFY(md.contains(QStringLiteral("Short stress test")));
        QVERIFY(md.contains(QStringLiteral("Is service support adequate?")));
    }

    void checklistPdfInChinese()
    {
        QString error;
        QVERIFY2(report::exportChecklist(m_plan, report::ReportLanguage::Chinese, reporttest::bundledCatalog(),
                                         path("checklist-zh.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("checklist-zh.pdf"));
        QVERIFY2(text.contains(zh("Checklist")), qPrintable(text.left(300)));
        QVERIFY(text.contains(zh("Is service support adequate?")));
        QVERIFY(text.contains(QStringLiteral("□")));
    }

    void rfqXlsxHoldsTheRequirements()
    {
        QString error;
        QVERIFY2(report::exportRfq(m_plan, reporttest::bundledCatalog(), path("rfq.xlsx"), &error), qPrintable(error));
        const QString strings = QString::fromUtf8(tool(QStringLiteral("unzip"), {QStringLiteral("-p"), path("rfq.xlsx"),
                                                                                 QStringLiteral("xl/sharedStrings.xml")}));
        for (const char *s : {"gpu_memory_gb", "data_disk_read_mbps", "Price per hour", "Support and SLA", "Delivery time", "total"})
            QVERIFY2(strings.contains(QString::fromUtf8(s)), s);
        QVERIFY(strings.contains(zh("Price per hour").toHtmlEscaped()));
        const QString custom = QString::fromUtf8(tool(QStringLiteral("unzip"), {QStringLiteral("-p"), path("rfq.xlsx"),
                                                                                QStringLiteral("docProps/custom.xml")}));
        QVERIFY(custom.contains(QStringLiteral("gpuplanner_rfq")));
        const report::XlsxWorkbook wb = report::readXlsxWorkbook(path("rfq.xlsx"));
        QVERIFY(wb.error.isEmpty());
        const report::Grid grid = report::readXlsxSheet(path("rfq.xlsx"), wb, QStringLiteral("RFQ"), &error);
        const report::PlanView view = report::viewNow(m_plan, reporttest::bundledCatalog());
        bool found = false;
        for (const QStringList &row : grid)
            if (row.value(0) == QLatin1String("gpu_memory_gb")) {
                found = true;
                QVERIFY(std::abs(row.value(3).toDouble() - view.evaluation.dimensions[1].minimumValue) < 1e-6);
            }
        QVERIFY(found);
    }

    void configurationCsvAndDockerfile()
    {
        QString error;
        QVERIFY(report::exportConfigurationCsv(m_plan, report::ReportLanguage::Both, reporttest::bundledCatalog(),
                                               path("config.csv"), &error));
        const report::Grid grid = report::parseCsv(read(path("config.csv")));
        QVERIFY(grid.size() > 10);
        QVERIFY(grid[0][0].contains(QStringLiteral("Dimension")) && grid[0][0].contains(zh("Dimension")));
        bool ram = false;
        for (const QStringList &row : grid)
            ram = ram || (row.value(0) == QLatin1String("configuration.ram_gb") && row.value(1).toDouble() > 0);
        QVERIFY(ram);
        QVERIFY(report::exportDockerfile(m_plan, reporttest::bundledCatalog(), path("Dockerfile"), &error));
        const QString docker = QString::fromUtf8(read(path("Dockerfile")));
        QVERIFY(docker.contains(QStringLiteral("FROM ${BASE_IMAGE}")));
        QVERIFY(docker.contains(QStringLiteral("ARG BASE_IMAGE=pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime")));
        QVERIFY(docker.contains(QStringLiteral("PLAN_TORCH_VERSION=2.7.1")));
        QVERIFY(docker.contains(QStringLiteral("RUN python /opt/plan/validate.py")));
    }
};

QTEST_MAIN(TestReportExports)
#include "tst_report_exports.moc"
