// The exports read back: PDF text with pdftotext, fonts with pdffonts, XLSX by unzipping, CSV and
// Markdown by parsing (ARCHITECTURE.md "Testing").
#include "planner/workload/assumptions.h"
#include "planner/cost/costassumptions.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/exports.h"
#include "planner/report/reportlanguage.h"
#include "planner/report/reportformat.h"
#include "planner/quotes/xlsxreader.h"
#include "reporttestutil.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;
using reporttest::tool;

namespace {

// Llama 3.1 70B continued pre-training: 200 B tokens within 30 days, on the engine's choice.
constexpr const char *kTrainingPlan = R"({"name": "Llama 70B pre-training", "workload": {"task": "llm_pretraining",
    "model": {"preset": "llama-3.1-70b"}, "training": {"tokens": 200000000000, "deadline_days": 30},
    "data": {"dataset_gb": 800}, "run": {"duration_days": 30, "team_size": 6}},
    "cost": {"currency": "USD", "horizon_months": 12}})";

// The same training on an offer that falls short almost everywhere (reporttestutil.h).
QByteArray shortOfferPlan()
{
    return reporttest::shortOfferPlan("Llama 70B training on a short offer");
}

QByteArray samplePlan()
{
    QFile f(QStringLiteral(GPUPLANNER_TEST_DATA "/../../docs/samples/llama-3.1-70b-serving.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestReportExports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    report::PlanDocument m_plan;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    QString pdfText(const QString &pdf) { return QString::fromUtf8(tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")})); }
    // One page's text (from 1); `layout` keeps each printed line on one line (a tick box with its item).
    static QString pageText(const QString &pdf, int page, bool layout = false)
    {
        QStringList args{QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page)};
        if (layout)
            args << QStringLiteral("-layout");
        return QString::fromUtf8(tool(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-")));
    }
    static int pageCount(const QString &pdf)
    {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                                              .match(QString::fromUtf8(tool(QStringLiteral("pdfinfo"), {pdf})));
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }

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
        if (!reporttest::haveTool("pdftotext") || !reporttest::haveTool("pdffonts") || !reporttest::haveTool("pdfinfo") ||
            !reporttest::haveTool("unzip"))
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
        // A lever that saves nothing reads "0 USD" in the lever table (it read "0.00 USD").
        QCOMPARE(report::money(0, planner::cost::Currency::Usd), QStringLiteral("0 USD"));
        QCOMPARE(report::money(12.5, planner::cost::Currency::Usd), QStringLiteral("12.50 USD"));
        // The arithmetic of the dimensions and the assumptions follow page one.
        QVERIFY(text.contains(QStringLiteral("KV cache")));
        // Named in words (issue 14): no JSON key, no "cost." prefix.
        const QString flat = text.simplified();
        QVERIFY2(flat.contains(QStringLiteral("Default MFU")), qPrintable(flat.right(6000)));
        QVERIFY(flat.contains(QStringLiteral("Internet egress price")));
        QVERIFY(flat.contains(QStringLiteral("Hours billed a month")));
        for (const char *key : {"default_mfu", "egress_per_gb", "hours_per_month", "kv_read_bandwidth_efficiency"})
            QVERIFY2(!text.contains(QLatin1String(key)), key);
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("\\bcost\\.[a-z]")))); // no "cost.egress_per_gb"
        // A bare workload has no checklist: no count of answered questions.
        QVERIFY(!text.contains(QStringLiteral("Five questions")));
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
        {
            // The assumptions appendix names each constant in Chinese words, not by its JSON key.
            const report::LanguageScope scope(i18n::Language::Chinese);
            QString bare = text;
            bare.remove(QRegularExpression(QStringLiteral("\\s")));
            const QString egress = QCoreApplication::translate("cost", "Internet egress price");
            QVERIFY2(egress != QLatin1String("Internet egress price") && bare.contains(egress), qPrintable(egress));
            QVERIFY(!text.contains(QStringLiteral("egress_per_gb")) && !text.contains(QRegularExpression(QStringLiteral("\\bcost\\.[a-z]"))));
        }
        QVERIFY(text.contains(zh("Page %1 of %2").section(QStringLiteral("%2"), 0, 0).replace(QStringLiteral("%1"), QStringLiteral("1"))));
        const QString fonts = QString::fromUtf8(tool(QStringLiteral("pdffonts"), {path("spec-zh.pdf")}));
        bool embedded = false;
        for (const QString &line : fonts.split(QLatin1Char('\n')))
            if (line.contains(QStringLiteral("NotoSansCJK")) && line.contains(QStringLiteral(" yes ")))
                embedded = true;
        QVERIFY2(embedded, qPrintable(fonts));
    }

    // Every constant of the engine and of the cost model has a name in words for people, translated
    // into Chinese (PUE stays PUE); the key stays for JSON.
    void everyAssumptionHasAName()
    {
        std::vector<std::pair<QString, QString>> entries; // key, name
        for (const planner::Assumptions::Entry &e : planner::Assumptions{}.describe())
            entries.emplace_back(e.key, e.name);
        for (const planner::cost::CostAssumptions::Entry &e : planner::cost::CostAssumptions{}.describe())
            entries.emplace_back(QStringLiteral("cost.") + e.key, e.name);
        QVERIFY(entries.size() > 100);
        for (const auto &[key, name] : entries) {
            QVERIFY2(!key.isEmpty() && !name.isEmpty(), qPrintable(key));
            QVERIFY2(!name.contains(QLatin1Char('_')), qPrintable(key + QStringLiteral(": ") + name));
        }
        const report::LanguageScope scope(i18n::Language::Chinese);
        std::size_t i = 0;
        for (const planner::Assumptions::Entry &e : planner::Assumptions{}.describe()) {
            const QString &english = entries[i++].second;
            QVERIFY2(!e.name.isEmpty() && e.name != english, qPrintable(e.key + QStringLiteral(": ") + e.name));
        }
        for (const planner::cost::CostAssumptions::Entry &e : planner::cost::CostAssumptions{}.describe()) {
            const QString &english = entries[i++].second;
            QVERIFY2(!e.name.isEmpty() && (e.name != english || e.key == QLatin1String("pue")),
                     qPrintable(e.key + QStringLiteral(": ") + e.name));
        }
    }

    // Page one is the summary (PRODUCT.md §7): what is bought, why, what it costs, which risks
    // remain, and the five questions' count as its last line. It ends on page one, in every
    // language, and page two starts with the next section; findings that do not fit are counted
    // and the page of "All findings" is named.
    void summaryFitsOnPageOne_data()
    {
        QTest::addColumn<QByteArray>("planText");
        QTest::addColumn<int>("language");
        const QList<std::pair<const char *, QByteArray>> plans{{"sample serving plan", samplePlan()},
                                                               {"70B serving", QByteArray(reporttest::kServingPlan)},
                                                               {"70B training", QByteArray(kTrainingPlan)},
                                                               {"70B training, short offer", shortOfferPlan()}};
        for (const auto &[name, planText] : plans)
            for (const report::ReportLanguage l : {report::ReportLanguage::English, report::ReportLanguage::Chinese,
                                                   report::ReportLanguage::Both})
                QTest::addRow("%s, %s", name, qPrintable(report::reportLanguageCode(l))) << planText << int(l);
    }

    void summaryFitsOnPageOne()
    {
        QFETCH(QByteArray, planText);
        QFETCH(int, language);
        QVERIFY(!planText.isEmpty());
        nlohmann::json document = nlohmann::json::parse(planText.constData());
        document["checklist"] = {{"q2", true}, {"q4", true}};
        const report::PlanDocument plan = report::readPlanDocument(document, QStringLiteral("plan"), reporttest::bundledCatalog());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        const auto lang = report::ReportLanguage(language);
        const QString pdf = path("summary.pdf");
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, lang, reporttest::bundledCatalog(), pdf, &error), qPrintable(error));
        const int pages = pageCount(pdf);
        QVERIFY(pages > 2);
        const QString one = pageText(pdf, 1), two = pageText(pdf, 2);

        QStringList mark; // the summary's last heading and last line, in each language printed
        QStringList next; // the heading of the section after it
        if (lang != report::ReportLanguage::Chinese)
            mark << QStringLiteral("Remaining risks") << QStringLiteral("Five questions before buying answered: 2 of 5."),
                next << QStringLiteral("The eight dimensions");
        if (lang != report::ReportLanguage::English)
            mark << zh("Remaining risks") << zh("Five questions before buying answered: %1 of %2.").arg(2).arg(5),
                next << zh("The eight dimensions");
        for (const QString &m : mark) {
            QVERIFY2(one.contains(m), qPrintable(QStringLiteral("page 1 lacks '%1':\n%2").arg(m, one)));
            QVERIFY2(!two.contains(m), qPrintable(QStringLiteral("page 2 has '%1':\n%2").arg(m, two)));
        }
        for (const QString &n : next)
            QVERIFY2(two.contains(n) && !one.contains(n), qPrintable(n));

        // The risks: the first error or warning is on page one; those left out are counted and
        // the note names the page where "All findings" starts.
        const report::PlanView view = report::viewIn(plan, i18n::Language::English, reporttest::bundledCatalog());
        // Old reference prices are one row of their own after the plan's risks.
        QStringList open;
        bool agedPrices = false;
        for (const planner::Finding &f : view.evaluation.findings) {
            if (f.id == QLatin1String("cost.price_age"))
                agedPrices = agedPrices || f.severity == QLatin1String("warning");
            else if (f.severity != QLatin1String("info"))
                open << f.title;
        }
        if (lang == report::ReportLanguage::Chinese)
            return;
        if (!open.isEmpty())
            QVERIFY2(one.contains(open.front()), qPrintable(open.front()));
        QVERIFY2(!one.contains(QStringLiteral("Old reference price:")), qPrintable(one));
        if (agedPrices)
            open << QStringLiteral("more than a year old: ");
        const QRegularExpressionMatch left = QRegularExpression(QStringLiteral("Errors and warnings not shown here: (\\d+);")).match(one);
        const QRegularExpressionMatch ref = QRegularExpression(QStringLiteral("All findings are on page (\\d+)\\.")).match(one);
        if (open.size() > 10) // a dozen findings do not fit beside the rest of the summary
            QVERIFY(left.hasMatch());
        if (open.size() == 1 && !left.hasMatch())
            QVERIFY2(one.simplified().contains(open.front()), qPrintable(one));
        if (left.hasMatch()) {
            QVERIFY(left.captured(1).toInt() >= 1);
            // At least one is shown, except on a bilingual page one, which may be full already.
            if (lang != report::ReportLanguage::Both)
                QVERIFY(left.captured(1).toInt() < open.size());
            QVERIFY(left.captured(1).toInt() <= open.size());
            QVERIFY(ref.hasMatch());
        }
        if (ref.hasMatch()) {
            int heading = 0;
            for (int p = 2; p <= pages && heading == 0; ++p)
                if (pageText(pdf, p).contains(QStringLiteral("All findings")))
                    heading = p;
            QCOMPARE(ref.captured(1).toInt(), heading);
        }
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

    // Issue 17, item 4: the prices' age is a finding of the documents too, not only of the cost
    // dock: the storage reference prices are from 2026-09-25 (AWS price list), more than 365 days
    // before 2028-01-15, so the checklist's open findings and the spec sheet's findings name them.
    void priceAgeFindingsReachTheDocuments()
    {
        report::PlanDocument plan = m_plan;
        plan.cost.today = QStringLiteral("2028-01-15");
        QString error;
        QVERIFY2(report::exportChecklist(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("aged.md"), &error),
                 qPrintable(error));
        const QString md = QString::fromUtf8(read(path("aged.md")));
        QVERIFY2(md.contains(QStringLiteral("Old reference price: Block storage (SSD)")), qPrintable(md.right(1500)));
        QVERIFY2(md.contains(QStringLiteral("Reference price from 2026-09-25")), qPrintable(md.right(1500)));
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("aged.pdf"), &error),
                 qPrintable(error));
        if (reporttest::haveTool("pdftotext")) {
            const QString text = pdfText(path("aged.pdf")).simplified();
            QVERIFY2(text.contains(QStringLiteral("Old reference price: Block storage (SSD)")), qPrintable(text.right(800)));
        }
        // Counted to a day within six months of the price, the finding is gone.
        plan.cost.today = QStringLiteral("2026-12-01");
        QVERIFY(report::exportChecklist(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                        path("fresh.md"), &error));
        QVERIFY(!QString::fromUtf8(read(path("fresh.md"))).contains(QStringLiteral("Old reference price: Block storage")));
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

    // Issue 26, item 12: a transcoding plan reads as one: no "Model 0 B parameters" in the
    // checklist, no "≥ 0 MB/s read" as the storage minimum; in both languages.
    void videoPlanSaysOnlyWhatApplies()
    {
        const report::PlanDocument plan = reporttest::plan(reporttest::kVideoPlan);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        const QString storage = view.evaluation.dimensions[size_t(planner::DimensionId::Storage)].minimum;
        QVERIFY2(!storage.contains(QStringLiteral("MB/s")), qPrintable(storage));
        QVERIFY2(storage.startsWith(QStringLiteral("system ")), qPrintable(storage));
        QString error;
        QVERIFY2(report::exportChecklist(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("video.md"), &error),
                 qPrintable(error));
        const QString md = QString::fromUtf8(read(path("video.md")));
        QVERIFY2(!md.contains(QStringLiteral("B parameters")), qPrintable(md.left(1500)));
        QVERIFY2(md.contains(QStringLiteral("Peak GPU memory ")), qPrintable(md.left(1500)));
        QVERIFY2(!md.contains(QStringLiteral("≥ 0 MB/s")), qPrintable(md));
        QVERIFY2(report::exportChecklist(plan, report::ReportLanguage::Chinese, reporttest::bundledCatalog(),
                                         path("video-zh.md"), &error),
                 qPrintable(error));
        const QString zhMd = QString::fromUtf8(read(path("video-zh.md")));
        QVERIFY2(!zhMd.contains(QStringLiteral("B 参数")), qPrintable(zhMd.left(1500)));
        QVERIFY2(!zhMd.contains(QStringLiteral("≥ 0 MB/s")), qPrintable(zhMd));
        // A model plan still names its model.
        QVERIFY(report::exportChecklist(m_plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                        path("served.md"), &error));
        QVERIFY(QString::fromUtf8(read(path("served.md"))).contains(QStringLiteral("Model 70")));
    }

    // A training job's page one gives its time, not "the workload needs 0" (a job has no rate to meet):
    // 8 A100 on ResNet-50 with 32 cores pinned run at the cores' 32 x 176 = 5,632 images/s, 704 a GPU,
    // and 115,305,030 samples take 5.7 hours, 45.5 GPU-hours; the CPU finding says what the GPUs alone take.
    void trainingPageOneSaysTheJobTime()
    {
        const report::PlanDocument plan = reporttest::plan(R"({"name": "ResNet-50", "workload": {
            "task": "cv_training", "model": {"preset": "resnet-50"}, "precision": "bf16",
            "training": {"samples": 1281167, "epochs": 90},
            "gpu": {"model": "nvidia-a100-80gb-sxm", "count": 8, "nodes": 1},
            "configuration": {"cpu_cores": 32}}})");
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("resnet.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("resnet.pdf")).simplified();
        QVERIFY2(text.contains(
                     QStringLiteral("Time: 45.5 GPU-hours, 5.7 hours wall-clock at 704 samples/s per GPU.")),
                 qPrintable(text.left(3000)));
        QVERIFY(!text.contains(QStringLiteral("the workload needs 0")));
        QVERIFY(text.contains(QStringLiteral("the GPUs alone would take 2.5 h")));
    }

    // A vision model's batch job too: 50 million images through ResNet-50 on one RTX 4090 at
    // 1 / (8.18e9 / (165.2e12 x 0.8) + 18 x 11.11e6 / 1008e9) = 3,841.9 images/s take 3.6 hours.
    void visionBatchPageOneSaysTheJobTime()
    {
        const report::PlanDocument plan = reporttest::plan(R"({"name": "ResNet-50 batch", "workload": {
            "task": "batch_inference", "model": {"preset": "resnet-50"}, "precision": "fp16",
            "serving": {"total_requests": 50000000}, "data": {"preprocessing": "none"},
            "gpu": {"model": "nvidia-rtx-4090", "count": 1, "nodes": 1}}})");
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("vision-batch.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("vision-batch.pdf")).simplified();
        QVERIFY2(text.contains(QStringLiteral(
                     "Time: 3.6 GPU-hours, 3.6 hours wall-clock at 3841.91 images/s per GPU.")),
                 qPrintable(text.left(3000)));
        QVERIFY(!text.contains(QStringLiteral("the workload needs 0")));
    }

    // A speech batch job: its size in hours of audio and its time at seconds of audio a second. Whisper
    // large-v3 on an A100 SXM 80GB at 24 windows a call transcribes 91.8 s a second (tst_domainwork's
    // closed form): 1,000 hours take 1,000 / 91.8 = 10.9 GPU-hours.
    void speechBatchPageOneSaysTheAudio()
    {
        const report::PlanDocument plan = reporttest::plan(R"({"name": "Transcripts", "workload": {
            "task": "batch_inference", "model": {"preset": "whisper-large-v3"}, "precision": "fp16",
            "serving": {"audio_hours": 1000, "max_batch": 24}, "training": {"deadline_days": 2},
            "gpu": {"model": "nvidia-a100-80gb-sxm", "count": 1, "nodes": 1}}})");
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("speech-batch.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("speech-batch.pdf")).simplified();
        QVERIFY2(
            text.contains(QStringLiteral("Whisper large-v3 in FP16: 1,000 hours of audio, within 2 days.")),
            qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QStringLiteral(
                     "Time: 10.9 GPU-hours, 10.9 hours wall-clock at 91.8 s of audio a second per GPU.")),
                 qPrintable(text.left(3000)));
    }

    // Molecular dynamics in the figures its users plan by: the page used to say "0.02 simulated ns per
    // second (or concurrently) needed" and "0 simulated ns/s per GPU". Two GROMACS simulations of 500 ns
    // on one RTX 4090, one after the other: 2 × 500 ÷ (ns/day) days of wall-clock.
    void molecularDynamicsPageOneSaysNsPerDay()
    {
        const report::PlanDocument plan = reporttest::plan(R"({"name": "MD", "workload": {
            "task": "simulation", "model": {"name": "MD"},
            "simulation": {"engine": "gromacs", "atoms": 240000, "instances": 2, "simulated_ns": 500,
                           "target_ns_per_day": 100},
            "training": {"deadline_days": 10},
            "gpu": {"model": "nvidia-rtx-4090", "count": 1, "nodes": 1}}})");
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("md.pdf"), &error),
                 qPrintable(error));
        const QString text = pdfText(path("md.pdf")).simplified();
        // %n forms: the English translation says "simulations", the untranslated source "simulation(s)".
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     "2 simulation(s|\\(s\\)) of 240,000 atoms in GROMACS, 500 ns each, at least 100 ns/day "
                     "each, within 10 day(s|\\(s\\))\\."))),
                 qPrintable(text.left(3000)));
        const QRegularExpression speed(
            QStringLiteral("Speed: ([0-9.]+) ns/day per simulation on 1 GPU(?:\\(s\\))?; ([0-9,.]+) "
                           "GPU-hours, ([0-9,.]+) hours"));
        const QRegularExpressionMatch m = speed.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text.left(3000)));
        const double nsPerDay = m.captured(1).toDouble();
        QVERIFY(nsPerDay > 100);
        const double hours = QString(m.captured(3)).remove(u',').toDouble();
        QVERIFY2(std::abs(hours - 2 * 500 / nsPerDay * 24) < 0.1, qPrintable(m.captured(0)));
        QVERIFY(!text.contains(QStringLiteral("per second (or concurrently)")));
        QVERIFY(!text.contains(QStringLiteral("simulated ns/s per GPU")));
        // Reactive and quantum-accurate runs ask for fractions of a nanosecond: the targets keep their
        // digits (they read "0 ns each, at least 0 ns/day").
        const report::PlanDocument reax = reporttest::plan(R"({"name": "ReaxFF", "workload": {
            "task": "simulation", "model": {"name": "ReaxFF"},
            "simulation": {"engine": "lammps", "potential": "reaxff", "atoms": 500000, "timestep_fs": 0.1,
                           "simulated_ns": 0.25, "target_ns_per_day": 0.1},
            "gpu": {"model": "nvidia-a100-80gb-sxm", "count": 2, "nodes": 1}}})");
        QVERIFY2(reax.error.isEmpty(), qPrintable(reax.error));
        QVERIFY(report::exportSpecSheet(reax, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                        path("reax.pdf"), &error));
        const QString reaxText = pdfText(path("reax.pdf")).simplified();
        QVERIFY2(reaxText.contains(QStringLiteral("0.25 ns each, at least 0.1 ns/day each")),
                 qPrintable(reaxText.left(3000)));
    }

    // Each task states its size in its own units and the time it must fit in: the page said "rendering:
    // 30 days of work" for 10,000 frames due in 7 days, "33333333.33 points per second (or
    // concurrently) needed, over 30 days" for a 60-second join, "30 days of work" for 100,000 LLM
    // requests due in a day, and "Throughput: 0 /s per GPU; the workload needs 0." for a working set.
    void jobsPageOneSaysTheirSize_data()
    {
        QTest::addColumn<QByteArray>("workload");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("rendering")
            << QByteArray(R"({"task": "rendering", "model": {"name": "shots"},
                "render": {"scene_gb": 20, "frames": 10000, "gpu_seconds_per_frame": 60},
                "training": {"deadline_days": 7}})")
            << QStringLiteral("10,000 frames at 60 GPU-seconds each on the NVIDIA L40S, within 7 days.");
        QTest::newRow("science")
            << QByteArray(R"({"task": "scientific", "model": {"name": "solver"},
                "science": {"fp64_tflop": 2500000, "working_set_gb": 100}})")
            << QStringLiteral("2.5 million TFLOP of FP64 work on a 100 GB working set, within 30 days.");
        QTest::newRow("geospatial") << QByteArray(R"({"task": "geospatial", "model": {"name": "join"},
                "geospatial": {"operation": "spatial_join", "points": 2000000000, "polygons": 3000,
                               "deadline_s": 60}})")
                                    << QStringLiteral(
                                           "2 billion points against 3,000 polygons, within 60 s.");
        QTest::newRow("llm batch")
            << QByteArray(R"({"task": "batch_inference", "model": {"preset": "qwen2.5-7b"},
                "serving": {"total_requests": 100000, "prompt_tokens": 1000, "output_tokens": 250},
                "training": {"deadline_days": 1}})")
            << QStringLiteral("100,000 requests of 1000 prompt + 250 output tokens, within 1 day");
        QTest::newRow("diffusion serving")
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                "serving": {"images_per_s": 2}})")
            << QStringLiteral("2 images/s, over 30 days.");
        QTest::newRow("video serving") // a video takes half an hour: counted an hour, never "0 videos/s"
            << QByteArray(R"({"task": "diffusion_inference", "model": {"preset": "wan2.1-t2v-14b"},
                "serving": {"videos_per_hour": 20}, "gpu": {"model": "nvidia-h100-sxm"}})")
            << QStringLiteral("20 videos/h of 81 frames, over 30 days. ");
        QTest::newRow("simulator fleet")
            << QByteArray(R"({"task": "simulation", "model": {"name": "sensors"},
                "simulation": {"instances": 16, "gb_per_instance": 8}})")
            << QStringLiteral("16 simulator instances at once, 8 GB of GPU memory each, over 30 days.");
        QTest::newRow("resident geospatial")
            << QByteArray(R"({"task": "geospatial", "model": {"name": "tiles"},
                "geospatial": {"working_set_gb": 100}})")
            << QStringLiteral("a 100 GB working set held in GPU memory, over 30 days.");
    }

    void jobsPageOneSaysTheirSize()
    {
        QFETCH(QByteArray, workload);
        QFETCH(QString, sentence);
        const report::PlanDocument plan =
            reporttest::plan(QByteArray(R"({"name": "job", "workload": )" + workload + "}").constData());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QString error;
        QVERIFY2(report::exportSpecSheet(plan, report::ReportLanguage::English, reporttest::bundledCatalog(),
                                         path("job.pdf"), &error),
                 qPrintable(error));
        // The tests load no English translation: "%n day(s)" reads "7 day(s)", taken as "7 days".
        const QString text =
            pdfText(path("job.pdf")).simplified().replace(QStringLiteral("(s)"), QStringLiteral("s"));
        QVERIFY2(text.contains(sentence), qPrintable(text.left(2500)));
        QVERIFY(!text.contains(QStringLiteral("days of work")));
        QVERIFY(!text.contains(QStringLiteral("per second (or concurrently)")));
        QVERIFY(!text.contains(QStringLiteral(" 0 /s per GPU")) &&
                !text.contains(QStringLiteral("needs 0.")));
        if (plan.workload.value("serving", nlohmann::json()).contains("videos_per_hour")) // 3600 ÷ 1,832.8 s
            QVERIFY2(text.contains(
                         QStringLiteral("Throughput: 1.96 videos an hour per GPU; the workload needs 20.")),
                     qPrintable(text.left(2500)));
    }

    // Issue 26, item 16: Chinese sentences take Chinese punctuation where the code joins texts
    // ("警告：…", not "警告: …"), and no space before 前 or 内 after a duration ("2 年 6 个月前").
    void chineseChecklistPunctuation()
    {
        report::PlanDocument plan = reporttest::plan(shortOfferPlan().constData());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        plan.cost.today = QStringLiteral("2028-01-15"); // the storage prices are from 2026-09
        QString error;
        QVERIFY2(report::exportChecklist(plan, report::ReportLanguage::Chinese, reporttest::bundledCatalog(),
                                         path("punctuation-zh.md"), &error),
                 qPrintable(error));
        const QString md = QString::fromUtf8(read(path("punctuation-zh.md")));
        const QString warning = zh("warning");
        QVERIFY2(md.contains(warning + QStringLiteral("：")), qPrintable(md.right(1500)));
        QVERIFY2(!md.contains(warning + QStringLiteral(": ")), qPrintable(md.right(1500)));
        QVERIFY2(!md.contains(QStringLiteral("。 ")), qPrintable(md.mid(md.indexOf(QStringLiteral("。 ")) - 60, 120)));
        QVERIFY2(md.contains(QStringLiteral("个月前")) && !md.contains(QStringLiteral(" 前")), qPrintable(md.right(1500)));
        // A space stands between Chinese and Latin text, never between two Chinese words.
        const report::PlanDocument batch = reporttest::plan(R"({"name": "batch", "workload": {
            "task": "batch_inference", "model": {"preset": "resnet-50"}, "precision": "fp16",
            "serving": {"total_requests": 1000000}}})");
        QVERIFY2(report::exportChecklist(batch, report::ReportLanguage::Chinese, reporttest::bundledCatalog(),
                                         path("batch-zh.md"), &error),
                 qPrintable(error));
        const QString batchMd = QString::fromUtf8(read(path("batch-zh.md")));
        QVERIFY2(batchMd.contains(QStringLiteral("ResNet-50 的批量（离线）推理")),
                 qPrintable(batchMd.left(800)));
    }

    // Issue 26, item 23: the checklist's commands are Markdown code spans; the PDF sets them as
    // commands, without backticks, in both languages.
    void checklistPdfHasNoBackticks()
    {
        QString error;
        for (const auto language : {report::ReportLanguage::English, report::ReportLanguage::Chinese}) {
            QVERIFY2(report::exportChecklist(m_plan, language, reporttest::bundledCatalog(), path("ticks.pdf"), &error),
                     qPrintable(error));
            const QString text = pdfText(path("ticks.pdf"));
            QVERIFY2(text.contains(QStringLiteral("lscpu")), qPrintable(text.left(600)));
            QVERIFY2(!text.contains(u'`'), qPrintable(text.mid(text.indexOf(u'`') - 80, 200)));
        }
    }

    // The .gpuplan's "checklist" as the plan window's five-questions view writes it.
    void planChecklistIsRead()
    {
        const auto read = [](const nlohmann::json &checklist) {
            nlohmann::json document = nlohmann::json::parse(reporttest::kServingPlan);
            if (!checklist.is_discarded())
                document["checklist"] = checklist;
            return report::readPlanDocument(document, QStringLiteral("plan"), reporttest::bundledCatalog());
        };
        report::PlanDocument p = read(nlohmann::json::value_t::discarded);
        QVERIFY(p.error.isEmpty());
        QVERIFY(!p.checklistGiven);
        QCOMPARE(report::questionsAnswered(p), 0);

        p = read({{"q1", true}, {"q3", nullptr}, {"q5", true}, {"q2", false}, {"steps", {{"s1", true}}}});
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY(p.checklistGiven);
        QCOMPARE(p.questions, (std::array<bool, 5>{true, false, false, false, true}));
        QCOMPARE(report::questionsAnswered(p), 2);

        p = read(nlohmann::json::object());
        QVERIFY(p.error.isEmpty() && p.checklistGiven);
        QCOMPARE(report::questionsAnswered(p), 0);

        p = read(nlohmann::json::array({true, true}));
        QVERIFY2(p.error.startsWith(QStringLiteral("checklist:")), qPrintable(p.error));
        p = read({{"q3", "yes"}});
        QVERIFY2(p.error.startsWith(QStringLiteral("checklist.q3:")), qPrintable(p.error));
    }

    // Article 001's five questions are exported as the user ticked them: "- [x]" in Markdown, a
    // filled box in the PDF; nothing else is ticked.
    void checklistShowsTheQuestionsTickedInThePlan()
    {
        nlohmann::json document = nlohmann::json::parse(reporttest::kServingPlan);
        document["checklist"] = {{"q1", false}, {"q2", true}, {"q4", true}};
        const report::PlanDocument plan = report::readPlanDocument(document, QStringLiteral("plan"), reporttest::bundledCatalog());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        const QString q1 = QStringLiteral("Are training, testing and inference sized separately?"),
                      q2 = QStringLiteral("Do GPU, CPU, RAM and storage match?"),
                      q3 = QStringLiteral("Are image management, containers and scheduling supported?"),
                      q4 = QStringLiteral("Do data security, access control and audit logs meet the requirements?"),
                      q5 = QStringLiteral("Is service support adequate?");
        QString error;
        for (const report::ReportLanguage l : {report::ReportLanguage::English, report::ReportLanguage::Both}) {
            QVERIFY2(report::exportChecklist(plan, l, reporttest::bundledCatalog(), path("ticked.md"), &error), qPrintable(error));
            const QStringList lines = QString::fromUtf8(read(path("ticked.md"))).split(QLatin1Char('\n'));
            QStringList ticked, open;
            for (const QString &line : lines) {
                if (line.startsWith(QStringLiteral("- [x] ")))
                    ticked << line.mid(6).trimmed();
                else if (line.startsWith(QStringLiteral("- [ ] ")))
                    open << line.mid(6).trimmed();
            }
            QCOMPARE(ticked, (QStringList{q2, q4}));
            for (const QString &q : {q1, q3, q5})
                QVERIFY2(open.contains(q), qPrintable(q));
            QVERIFY(open.size() > 10); // the four steps and the findings stay open
        }

        // The PDF: two filled boxes, on the lines of questions 2 and 4; the same plan without a
        // checklist has none, and two more empty boxes.
        QVERIFY2(report::exportChecklist(plan, report::ReportLanguage::Both, reporttest::bundledCatalog(), path("ticked.pdf"), &error),
                 qPrintable(error));
        QVERIFY2(report::exportChecklist(m_plan, report::ReportLanguage::Both, reporttest::bundledCatalog(), path("open.pdf"), &error),
                 qPrintable(error));
        const QString tickedBox = QStringLiteral("▣"), openBox = QStringLiteral("□");
        QString ticked, open;
        for (int p = 1; p <= pageCount(path("ticked.pdf")); ++p)
            ticked += pageText(path("ticked.pdf"), p, true);
        for (int p = 1; p <= pageCount(path("open.pdf")); ++p)
            open += pageText(path("open.pdf"), p, true);
        QCOMPARE(ticked.count(tickedBox), 2);
        QCOMPARE(open.count(tickedBox), 0);
        QVERIFY(open.count(openBox) > 10);
        QCOMPARE(ticked.count(openBox), open.count(openBox) - 2);
        for (const QString &line : ticked.split(QLatin1Char('\n'))) {
            if (line.contains(q2) || line.contains(q4))
                QVERIFY2(line.trimmed().startsWith(tickedBox), qPrintable(line));
            if (line.contains(q1) || line.contains(q3) || line.contains(q5))
                QVERIFY2(line.trimmed().startsWith(openBox), qPrintable(line));
        }
        QVERIFY(ticked.contains(q2) && ticked.contains(q5));
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
        const quotes::XlsxWorkbook wb = quotes::readXlsxWorkbook(path("rfq.xlsx"));
        QVERIFY(wb.error.isEmpty());
        const quotes::Grid grid = quotes::readXlsxSheet(path("rfq.xlsx"), wb, QStringLiteral("RFQ"), &error);
        const report::PlanView view = report::viewNow(m_plan, reporttest::bundledCatalog());
        bool found = false;
        for (const QStringList &row : grid)
            if (row.value(0) == QLatin1String("gpu_memory_gb")) {
                found = true;
                // One decimal, as the CSV shows it (81.8, not 81.78999999999999).
                QVERIFY(std::abs(row.value(3).toDouble() - std::round(view.evaluation.dimensions[1].minimumValue * 10) / 10) < 1e-6);
            }
        QVERIFY(found);
    }

    void configurationCsvAndDockerfile()
    {
        QString error;
        QVERIFY(report::exportConfigurationCsv(m_plan, report::ReportLanguage::Both, reporttest::bundledCatalog(),
                                               path("config.csv"), &error));
        const quotes::Grid grid = quotes::parseCsv(read(path("config.csv")));
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

    // A geospatial plan's image is RAPIDS with cuSpatial (25.04, its final release), a GROMACS plan's
    // builds GROMACS, a NAMD plan's waits for the registered binary: none imports torch.
    void domainDockerfiles()
    {
        struct Case
        {
            const char *workload;
            const char *image;
            const char *install;
            bool checked;
        };
        const Case cases[] = {
            {R"({"task": "geospatial", "geospatial": {"points": 1e9, "deadline_s": 600}})",
             "ARG BASE_IMAGE=rapidsai/base:25.04-cuda12.8-py3.12",
             "PLAN_STACK_CHECK='pip show cudf cuspatial'", true},
            {R"({"task": "simulation", "simulation": {"engine": "gromacs", "atoms": 100000, "target_ns_per_day": 50}})",
             "ARG BASE_IMAGE=nvidia/cuda:12.8.0-devel-ubuntu24.04",
             "https://ftp.gromacs.org/gromacs/gromacs-2026.3.tar.gz", true},
            {R"({"task": "simulation", "simulation": {"engine": "openmm", "atoms": 100000, "target_ns_per_day": 50}})",
             "ARG BASE_IMAGE=nvidia/cuda:12.8.0-runtime-ubuntu24.04", "\"openmm[cuda12]==8.5.2\"", true},
            {R"({"task": "simulation", "simulation": {"engine": "namd", "atoms": 100000, "target_ns_per_day": 50}})",
             "ARG BASE_IMAGE=nvidia/cuda:12.8.0-runtime-ubuntu24.04", "# Add NAMD 3.0.1 here", false},
            {R"({"task": "rendering", "render": {"scene_gb": 10, "frames": 100, "gpu_seconds_per_frame": 30}})",
             "ENV NVIDIA_DRIVER_CAPABILITIES=all",
             "https://download.blender.org/release/Blender4.5/blender-${BLENDER_VERSION}-linux-x64.tar.xz",
             true},
            {R"({"task": "scientific", "science": {"fp64_tflop": 1e6, "working_set_gb": 40}})",
             "ARG BASE_IMAGE=nvidia/cuda:12.8.0-devel-ubuntu24.04", "# Add the NVIDIA HPC SDK 26.11 here",
             false},
        };
        for (const Case &c : cases) {
            const report::PlanDocument plan =
                reporttest::plan(QStringLiteral(R"({"name": "domain", "workload": %1})")
                                     .arg(QString::fromUtf8(c.workload))
                                     .toUtf8()
                                     .constData());
            QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
            QString error;
            QVERIFY2(report::exportDockerfile(plan, reporttest::bundledCatalog(), path("domain.Dockerfile"),
                                              &error),
                     qPrintable(error));
            const QString docker = QString::fromUtf8(read(path("domain.Dockerfile")));
            QVERIFY2(docker.contains(QString::fromUtf8(c.image)), qPrintable(docker));
            QVERIFY2(docker.contains(QString::fromUtf8(c.install)), qPrintable(docker));
            QVERIFY(!docker.contains(QStringLiteral("import torch")));
            QVERIFY(docker.contains(QStringLiteral("nvidia-smi --query-gpu=index,name,memory.total")));
            QCOMPARE(docker.contains(QStringLiteral("\nRUN sh /opt/plan/validate.sh\n")), c.checked);
        }
        // The release the plan pins is the one installed (OpenMM 8.4.0 here), digits and dots only.
        {
            QString error;
            QVERIFY(report::exportDockerfile(
                reporttest::plan(R"({"name": "md", "workload": {"task": "simulation", "simulation": {"engine":
                    "openmm", "atoms": 100000, "target_ns_per_day": 50}, "configuration": {"framework":
                    "OpenMM 8.4.0"}}})"),
                reporttest::bundledCatalog(), path("pinned.Dockerfile"), &error));
            const QString docker = QString::fromUtf8(read(path("pinned.Dockerfile")));
            QVERIFY2(docker.contains(QStringLiteral("\"openmm[cuda12]==8.4.0\"")), qPrintable(docker));
        }
        // A Dockerfile has one language: its sources stay English under a Chinese interface.
        const report::LanguageScope scope(i18n::Language::Chinese);
        QString error;
        QVERIFY(report::exportDockerfile(reporttest::plan(R"({"name": "md", "workload": {"task": "simulation",
            "simulation": {"engine": "gromacs", "atoms": 100000, "target_ns_per_day": 50}}})"),
                                         reporttest::bundledCatalog(), path("zh.Dockerfile"), &error));
        const QString docker = QString::fromUtf8(read(path("zh.Dockerfile")));
        QVERIFY2(docker.contains(QStringLiteral("# Sources: GROMACS 2026.3 install guide")),
                 qPrintable(docker));
        QVERIFY(!docker.contains(QStringLiteral("安装指南")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestReportExports, Gui)
#include "tst_report_exports.moc"
