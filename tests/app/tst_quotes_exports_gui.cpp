// The export and quote screens as a user drives them: File > Export writes each kind of file in the
// chosen language and reports failures in the dialog; quotes are imported (our RFQ sheet, a foreign
// CSV through the column-mapping step, a file with bad rows), typed in, edited, removed, kept in the
// plan (undoable, saved) and in the quote library, compared and exported.
#include "app/core/dialogs.h"
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quotecostchart.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotelibrarydialog.h"
#include "app/quotes/quotelist.h"
#include "app/quotes/quotesview.h"
#include "catalog/bundled.h"
#include "catalog/quotestore.h"
#include "catalog/store.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "translations/i18n.h"

#include <QApplication>
#include <QFile>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplanner;

namespace {

const nlohmann::json kServing = {{"task", "llm_inference"},
                                 {"model", {{"preset", "llama-3.1-70b"}}},
                                 {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}}};

QString samples(const char *file)
{
    return QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/samples/") + QString::fromLatin1(file);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Runs `step` on the next modal dialog of type T as soon as it is shown.
template <typename T, typename Step>
void onNextDialog(Step step)
{
    QTimer::singleShot(0, [step] {
        for (int i = 0; i < 200; ++i) {
            if (auto *d = qobject_cast<T *>(QApplication::activeModalWidget())) {
                step(d);
                return;
            }
            QTest::qWait(10);
        }
    });
}

} // namespace

class TestQuotesExportsGui : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    QTemporaryDir m_dir;

    void openServingPlan(app::MainWindow &window)
    {
        window.document()->reset(app::planfile::make(kServing, QStringLiteral("Llama 70B serving")), {});
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
        QVERIFY(m_dir.isValid());
    }

    void exportEachKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("language");
        QTest::addColumn<QString>("expected"); // text the file holds
        QTest::newRow("spec sheet zh") << int(app::ExportKind::SpecSheet) << int(report::ReportLanguage::Chinese) << QStringLiteral("显存");
        QTest::newRow("spec sheet both") << int(app::ExportKind::SpecSheet) << int(report::ReportLanguage::Both) << QStringLiteral("GPU memory");
        QTest::newRow("checklist md") << int(app::ExportKind::ChecklistMarkdown) << int(report::ReportLanguage::English) << QStringLiteral("- [ ]");
        QTest::newRow("rfq csv") << int(app::ExportKind::RfqCsv) << int(report::ReportLanguage::English) << QStringLiteral("gpu_memory_gb");
        QTest::newRow("dockerfile") << int(app::ExportKind::Dockerfile) << int(report::ReportLanguage::English) << QStringLiteral("FROM ");
        QTest::newRow("configuration csv") << int(app::ExportKind::ConfigurationCsv) << int(report::ReportLanguage::English) << QStringLiteral("gpu.model");
    }

    void exportEachKind()
    {
        QFETCH(int, kind);
        QFETCH(int, language);
        QFETCH(QString, expected);
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        app::ExportDialog dialog(*window.document(), app::ExportKind(kind));
        dialog.setLanguage(report::ReportLanguage(language));
        const QString suggested = QFileInfo(dialog.path()).fileName();
        if (app::ExportKind(kind) != app::ExportKind::Dockerfile)
            QVERIFY2(suggested.startsWith(QLatin1String("Llama-70B-serving-")), qPrintable(suggested));
        const QString path = m_dir.filePath(QStringLiteral("export-%1-%2-%3").arg(kind).arg(language).arg(suggested));
        dialog.setPath(path);
        QVERIFY2(dialog.exportNow(), qPrintable(dialog.message()));
        const QString text = path.endsWith(QLatin1String(".pdf")) ? pdfText(path) : QString::fromUtf8(readAll(path));
        QVERIFY2(text.contains(expected), qPrintable(text.left(400)));
    }

    // Issue 26, item 22: the Chinese window exports in Chinese by default, even after an English
    // export from the English window; the file name has no run of hyphens and no brackets; the
    // RFQ (always bilingual) shows "bilingual", a Dockerfile no language.
    void exportDefaultsFollowTheWindow()
    {
        QSettings().clear();
        const auto restore = qScopeGuard([] { i18n::setLanguage(i18n::Language::English); });
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        {
            app::ExportDialog english(*window.document(), app::ExportKind::SpecSheet);
            QCOMPARE(english.language(), report::ReportLanguage::English);
            english.setPath(m_dir.filePath(QStringLiteral("english.pdf")));
            QVERIFY2(english.exportNow(), qPrintable(english.message()));
        }
        i18n::setLanguage(i18n::Language::Chinese);
        {
            app::ExportDialog chinese(*window.document(), app::ExportKind::SpecSheet);
            QCOMPARE(chinese.language(), report::ReportLanguage::Chinese);
            QVERIFY2(chinese.path().endsWith(QLatin1String("-zh.pdf")), qPrintable(chinese.path()));
            // A choice made here is this window language's default next time.
            chinese.setLanguage(report::ReportLanguage::Both);
            chinese.setPath(m_dir.filePath(QStringLiteral("both.pdf")));
            QVERIFY2(chinese.exportNow(), qPrintable(chinese.message()));
        }
        {
            app::ExportDialog again(*window.document(), app::ExportKind::SpecSheet);
            QCOMPARE(again.language(), report::ReportLanguage::Both);
            // The buttons in their order: English, Chinese, bilingual; the indexes of those ticked.
            const auto checked = [&again] {
                QList<int> out;
                const QList<QRadioButton *> buttons = again.findChildren<QRadioButton *>();
                for (int i = 0; i < buttons.size(); ++i)
                    if (buttons[i]->isChecked())
                        out << i;
                return out;
            };
            QCOMPARE(checked(), QList<int>{2});
            again.setKind(app::ExportKind::Rfq);
            QCOMPARE(again.language(), report::ReportLanguage::Both);
            QCOMPARE(checked(), QList<int>{2});
            again.setLanguage(report::ReportLanguage::Chinese); // as the settings could hold
            again.setKind(app::ExportKind::Rfq);
            QCOMPARE(checked(), QList<int>{2}); // still bilingual: the RFQ always is
            again.setKind(app::ExportKind::Dockerfile);
            QCOMPARE(checked(), QList<int>{});
            again.setLanguage(report::ReportLanguage::Both);
            again.setKind(app::ExportKind::Checklist);
            QCOMPARE(again.language(), report::ReportLanguage::Both); // the choice came back
        }
        i18n::setLanguage(i18n::Language::English);
        {
            app::ExportDialog english(*window.document(), app::ExportKind::SpecSheet);
            QCOMPARE(english.language(), report::ReportLanguage::English);
        }
        // The name the wizard gives a plan, as a file name.
        QCOMPARE(app::exportBaseName(QStringLiteral("Qwen2.5-7B – LLM 微调（全参数、LoRA、QLoRA）")),
                 QStringLiteral("Qwen2.5-7B-LLM-微调-全参数-LoRA-QLoRA"));
        QCOMPARE(app::defaultExportFileName(app::ExportKind::SpecSheet, QStringLiteral("My plan.gpuplan"),
                                            report::ReportLanguage::Chinese),
                 QStringLiteral("My-plan-spec-sheet-zh.pdf"));
        QCOMPARE(app::exportBaseName(QStringLiteral(" – ")), QStringLiteral("plan"));
    }

    void exportFixesTheExtensionAndReportsFailures()
    {
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        app::ExportDialog dialog(*window.document(), app::ExportKind::ChecklistMarkdown);
        // A Markdown checklist asked for under a .pdf name is written as Markdown with its extension.
        dialog.setPath(m_dir.filePath(QStringLiteral("list.pdf")));
        QVERIFY(dialog.exportNow());
        QVERIFY(readAll(m_dir.filePath(QStringLiteral("list.pdf.md"))).contains("- [ ]"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("list.pdf"))));
        // A folder that does not exist: the dialog says so and stays as it was.
        const QString bad = m_dir.filePath(QStringLiteral("no/such/folder/sheet.pdf"));
        dialog.setKind(app::ExportKind::SpecSheet);
        dialog.setPath(bad);
        QVERIFY(!dialog.exportNow());
        QVERIFY(dialog.message().contains(QLatin1String("Not exported")));
        QCOMPARE(dialog.path(), bad);
        QVERIFY(!QFile::exists(bad));
        // A plan with an input problem exports nothing and names the problem.
        window.document()->setValue(QStringLiteral("workload.serving.requests_per_s"), -3);
        QVERIFY(!window.document()->inputError().isEmpty());
        dialog.setPath(m_dir.filePath(QStringLiteral("broken.pdf")));
        QVERIFY(!dialog.exportNow());
        QVERIFY2(dialog.message().contains(QLatin1String("requests_per_s")), qPrintable(dialog.message()));
    }

    void importTheFilledRfqAndUndo()
    {
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        window.views()->setCurrentWidget(window.quotesView());
        window.show();
        app::QuotesView *view = window.quotesView();
        QCOMPARE(view->rankingTable()->rowCount(), 0);
        QVERIFY(view->importFile(samples("quote-vendor-a.xlsx")));
        QCOMPARE(app::quotelist::read(*window.document()).size(), size_t(1));
        QCOMPARE(view->rankingTable()->rowCount(), 1);
        QCOMPARE(view->rankingTable()->item(0, 1)->text(), QStringLiteral("Vendor A (example)"));
        // Requirements × quotes: the GPU memory row says "meets" (96 GB offered).
        QTableWidget *matrix = view->requirementTable();
        bool memoryMeets = false;
        for (int row = 0; row < matrix->rowCount(); ++row)
            if (matrix->item(row, 0)->text() == QLatin1String("GPU memory per GPU"))
                memoryMeets = matrix->item(row, 2)->data(Qt::UserRole).toString() == QLatin1String("meets");
        QVERIFY(memoryMeets);
        QCOMPARE(view->chart()->shownVendors(), QStringList{QStringLiteral("Vendor A (example)")});
        QVERIFY(window.document()->isModified());
        QVERIFY(view->messages().join(QString()).contains(QLatin1String("imported")));
        window.document()->undoStack()->undo();
        QCOMPARE(app::quotelist::read(*window.document()).size(), size_t(0));
        QCOMPARE(view->rankingTable()->rowCount(), 0);
        // The undone import's "1 quote(s) imported" does not stay beside "No quotes yet".
        QVERIFY(view->messages().isEmpty());
        QVERIFY(!view->findChild<QLabel *>(QStringLiteral("quoteMessages"))->isVisible());
    }

    static QString quoteData(const char *name)
    {
        return QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/quotes/") + QString::fromLatin1(name);
    }

    static nlohmann::json comparable(const std::vector<quotes::Quote> &quotes)
    {
        nlohmann::json out = nlohmann::json::array();
        for (const quotes::Quote &q : quotes) {
            nlohmann::json j = quotes::quoteToJson(q);
            j.erase("imported_at");
            j.erase("source");
            j.erase("plan");
            out.push_back(j);
        }
        return out;
    }

    void theAppAndTheCliReadAFileAlike()
    {
        // One mapping and one parser: the mapping step accepted as proposed gives the quotes the CLI reads.
        for (const char *file : {"unit-column.csv", "gbk-monthly.csv", "per-card.csv", "vendor-merged.xlsx"}) {
            app::MainWindow window(m_catalog);
            openServingPlan(window);
            window.views()->setCurrentWidget(window.quotesView());
            window.show();
            QStringList sheets;
            int headerRow = 0;
            onNextDialog<app::ColumnMappingDialog>([&](app::ColumnMappingDialog *d) {
                for (int i = 0; i < d->sheetBox()->count(); ++i)
                    sheets << d->sheetBox()->itemText(i);
                headerRow = d->headerRow();
                d->accept();
            });
            QVERIFY2(window.quotesView()->importFile(quoteData(file)), file);
            const quotes::QuoteImport cli = quotes::importQuoteFile(quoteData(file));
            QCOMPARE(comparable(app::quotelist::read(*window.document())).dump(), comparable(cli.quotes).dump());
            if (QLatin1String(file) == QLatin1String("vendor-merged.xlsx")) {
                // A sheet picker (the first sheet chosen) and the header found on row 4, below its group row.
                QCOMPARE(sheets, (QStringList{QStringLiteral("报价单"), QStringLiteral("说明")}));
                QCOMPARE(headerRow, 4);
                QCOMPARE(cli.quotes.size(), size_t(2));
            }
        }
    }

    void aPriceFarFromTheEstimateIsReReadInOneClick()
    {
        // 40,880 a month typed under an hourly header: the row warns and offers "Re-read per month".
        const QString csv = m_dir.filePath(QStringLiteral("hourly-header.csv"));
        writeFile(csv, "vendor,gpu_model,gpu_count,单价（元/小时）,currency\nMisread,A800 80G SXM,8,40880,CNY\n");
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        window.views()->setCurrentWidget(window.quotesView());
        window.show();
        app::QuotesView *view = window.quotesView();
        onNextDialog<app::ColumnMappingDialog>([](app::ColumnMappingDialog *d) { d->accept(); });
        QVERIFY(view->importFile(csv));
        QVERIFY(view->comparison().results[0].sanity.warning);
        auto *button = view->rankingTable()->findChild<QPushButton *>(QStringLiteral("rereadButton"));
        QVERIFY(button);
        QCOMPARE(button->text(), QStringLiteral("Re-read per month"));
        button->click();
        QTRY_VERIFY(!view->comparison().results.empty() && !view->comparison().results[0].sanity.warning);
        QCOMPARE(*app::quotelist::read(*window.document())[0].price.perMonth, 40880.0);
        window.document()->undoStack()->undo(); // the re-read is one undoable step
        QVERIFY(app::quotelist::read(*window.document())[0].price.perHour.has_value());
    }

    void foreignCsvGoesThroughTheMappingStep()
    {
        const QString csv = m_dir.filePath(QStringLiteral("angebote.csv"));
        // Headers the importer does not know ("Anbieter", "Preis/Std"), one it does (卡数).
        writeFile(csv, "Anbieter,GPU型号,卡数,Preis/Std\nAlpha Cloud,NVIDIA H20 96GB,12,88\nBeta GPU,H100 SXM5 80GB,8,abc\n");
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        window.views()->setCurrentWidget(window.quotesView());
        window.show();
        QStringList headers;
        QString autoGpuCount;
        onNextDialog<app::ColumnMappingDialog>([&](app::ColumnMappingDialog *d) {
            for (int r = 0; r < d->table()->rowCount(); ++r)
                headers << d->table()->item(r, 0)->text();
            autoGpuCount = d->overrides().value(QStringLiteral("卡数"));
            d->setField(0, QStringLiteral("vendor"));
            d->setField(3, QStringLiteral("price_per_hour"));
            d->setDefaultCurrency(QStringLiteral("CNY"));
            d->accept();
        });
        QVERIFY(window.quotesView()->importFile(csv));
        QCOMPARE(headers, (QStringList{QStringLiteral("Anbieter"), QStringLiteral("GPU型号"), QStringLiteral("卡数"),
                                       QStringLiteral("Preis/Std")}));
        QCOMPARE(autoGpuCount, QStringLiteral("gpu_count")); // recognized from its Chinese header
        const std::vector<quotes::Quote> quotes = app::quotelist::read(*window.document());
        QCOMPARE(quotes.size(), size_t(2)); // both rows kept (issue 22); the bad cell is named and not read
        QCOMPARE(quotes[0].vendor, QStringLiteral("Alpha Cloud"));
        QCOMPARE(quotes[0].currency, QStringLiteral("CNY"));
        QCOMPARE(*quotes[0].price.perHour, 88.0);
        QVERIFY(!quotes[1].price.perHour);
        const QString messages = window.quotesView()->messages().join(QLatin1Char('\n'));
        QVERIFY2(messages.contains(QLatin1String("row 3")) && messages.contains(QLatin1String("'abc'")), qPrintable(messages));
    }

    void cancellingTheMappingStepImportsNothing()
    {
        const QString csv = m_dir.filePath(QStringLiteral("other.csv"));
        writeFile(csv, "Anbieter,Preis/Std\nAlpha,1\n");
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        onNextDialog<app::ColumnMappingDialog>([](app::ColumnMappingDialog *d) { d->reject(); });
        QVERIFY(!window.quotesView()->importFile(csv));
        QVERIFY(app::quotelist::read(*window.document()).empty());
        QVERIFY(!window.document()->isModified());
    }

    void typeEditAndRemoveAQuote()
    {
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        window.views()->setCurrentWidget(window.quotesView());
        window.show();
        app::QuotesView *view = window.quotesView();
        const auto &requirements = view->comparison().requirements;
        QVERIFY(!requirements.empty());
        app::QuoteEntryDialog entry(requirements, QStringLiteral("USD"));
        entry.field(QStringLiteral("vendor"))->setText(QStringLiteral("Gamma"));
        entry.field(QStringLiteral("price_per_hour"))->setText(QStringLiteral("twelve"));
        QVERIFY(!entry.readQuote());
        QVERIFY2(entry.problems().contains(QLatin1String("'twelve'")), qPrintable(entry.problems()));
        entry.field(QStringLiteral("price_per_hour"))->setText(QStringLiteral("$12.50"));
        entry.field(QStringLiteral("gpu_memory_gb"))->setText(QStringLiteral("80"));
        QVERIFY(entry.readQuote());
        QCOMPARE(entry.quote().vendor, QStringLiteral("Gamma"));
        QCOMPARE(*entry.quote().price.perHour, 12.5);
        QCOMPARE(entry.quote().source, QStringLiteral("manual"));
        // A hardware vendor's price to buy the machines is typed in its own field and kept as a purchase.
        entry.field(QStringLiteral("price_per_purchase"))->setText(QStringLiteral("$250,000"));
        QVERIFY(entry.readQuote());
        QCOMPARE(entry.quote().price.purchase.value_or(0), 250000.0);
        QCOMPARE(*entry.quote().price.perHour, 12.5);
        entry.field(QStringLiteral("price_per_purchase"))->clear();

        onNextDialog<app::QuoteEntryDialog>([](app::QuoteEntryDialog *d) {
            d->field(QStringLiteral("vendor"))->setText(QStringLiteral("Gamma"));
            d->field(QStringLiteral("price_per_month"))->setText(QStringLiteral("¥60,000"));
            d->setCurrency(QStringLiteral("CNY"));
            d->field(QStringLiteral("gpu_memory_gb"))->setText(QStringLiteral("12"));
            QVERIFY(d->readQuote());
            d->accept();
        });
        view->enterQuote();
        QCOMPARE(view->rankingTable()->rowCount(), 1);
        QCOMPARE(*app::quotelist::read(*window.document())[0].price.perMonth, 60000.0);
        // 12 GB per GPU is below the plan's minimum whatever its layout: the 70B model's BF16 weights
        // alone are 141 GB, 17.6 GB per GPU even on 8-way tensor parallelism.
        QVERIFY(view->comparison().results[0].belowMinimum >= 1);

        view->rankingTable()->selectRow(0);
        onNextDialog<app::QuoteEntryDialog>([](app::QuoteEntryDialog *d) {
            QCOMPARE(d->field(QStringLiteral("gpu_memory_gb"))->text(), QStringLiteral("12"));
            d->field(QStringLiteral("gpu_memory_gb"))->setText(QStringLiteral("96"));
            QVERIFY(d->readQuote());
            d->accept();
        });
        view->editSelectedQuote();
        QCOMPARE(app::quotelist::read(*window.document())[0].answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("96"));

        view->rankingTable()->selectRow(0);
        view->removeSelectedQuote();
        QVERIFY(app::quotelist::read(*window.document()).empty());
        window.document()->undoStack()->undo();
        QCOMPARE(app::quotelist::read(*window.document()).size(), size_t(1));
    }

    void quotesAreSavedWithThePlanAndKeptInTheLibrary()
    {
        QTemporaryDir data;
        catalog::BundledCatalog bundled = catalog::loadBundledCatalog();
        catalog::CatalogStore store(data.path(), std::move(bundled));
        store.open();
        const QString planPath = m_dir.filePath(QStringLiteral("with-quotes.gpuplan"));
        {
            app::MainWindow window(m_catalog, &store);
            openServingPlan(window);
            QVERIFY(window.quotesView()->importFile(samples("quote-vendor-c.json")));
            QString error;
            QVERIFY2(app::planfile::save(window.document()->plan(), planPath, &error), qPrintable(error));
        }
        const app::planfile::Loaded loaded = app::planfile::load(planPath);
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(loaded.plan["quotes"].size(), size_t(1));
        QCOMPARE(catalog::storedQuotes(store).size(), size_t(1));

        // Another plan takes the quote from the library.
        app::MainWindow window(m_catalog, &store);
        openServingPlan(window);
        onNextDialog<app::QuoteLibraryDialog>([](app::QuoteLibraryDialog *d) {
            QCOMPARE(d->table()->rowCount(), 1);
            d->setChecked(0, true);
            d->accept();
        });
        window.quotesView()->addFromLibrary();
        const std::vector<quotes::Quote> quotes = app::quotelist::read(*window.document());
        QCOMPARE(quotes.size(), size_t(1));
        QCOMPARE(quotes[0].vendor, QStringLiteral("Vendor C (example)"));
    }

    void exportTheComparison()
    {
        app::MainWindow window(m_catalog);
        openServingPlan(window);
        app::QuotesView *view = window.quotesView();
        QVERIFY(view->importFile(samples("quote-vendor-a.xlsx")));
        QVERIFY(view->importFile(samples("quote-vendor-c.json")));
        QString error;
        const QString pdf = m_dir.filePath(QStringLiteral("comparison.pdf"));
        QVERIFY2(view->exportComparison(pdf, report::ReportLanguage::Both, &error), qPrintable(error));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QLatin1String("Vendor A (example)")) && text.contains(QLatin1String("Vendor C (example)")));
        QVERIFY(text.contains(QStringLiteral("供应商")) || text.contains(QStringLiteral("报价")));
        const QString xlsx = m_dir.filePath(QStringLiteral("comparison.xlsx"));
        QVERIFY2(view->exportComparison(xlsx, report::ReportLanguage::Both, &error), qPrintable(error));
        QVERIFY(readAll(xlsx).startsWith("PK"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestQuotesExportsGui, Gui)
#include "tst_quotes_exports_gui.moc"
