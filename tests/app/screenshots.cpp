// Renders the plan window, its views and docks, and the wizard in both languages at 1366×768 and
// 1920×1080 into PNG files (docs/screenshots/). Not a test: run it and look at the images.
//   screenshots OUTPUT_DIR [workload.json]
// The quotes tab shows the example vendor quotes of docs/samples/.
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotesview.h"
#include "app/verify/importpanel.h"
#include "app/verify/verificationview.h"
#include "app/workload/workloadview.h"
#include "app/identity.h"
#include "app/wizard/planwizard.h"
#include "catalog/bundled.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "translations/i18n.h"
#include "widgets/cost/costview.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <cstdio>

using namespace gpuplanner;

namespace {
void shoot(QWidget *w, const QString &path)
{
    w->show();
    QTest::qWait(50);
    w->grab().save(path);
}
} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setApplicationIdentity();
    // The default window layout and settings, not those of whoever ran the app on this machine.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QApplication::setFont(QFont(QStringLiteral("Noto Sans CJK SC"), 10));
    const QStringList args = app.arguments();
    const QDir out(args.value(1, QStringLiteral(".")));
    QDir().mkpath(out.path());
    catalog::BundledCatalog b = catalog::loadBundledCatalog();
    const catalog::Catalog catalog(std::move(b.rows), b.version);

    nlohmann::json workload = {{"task", "llm_inference"},
                               {"model", {{"preset", "llama-3.1-70b"}}},
                               {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}},
                               {"configuration", {{"ram_gb", 256}}}};
    if (args.size() > 2) {
        QFile f(args[2]);
        if (f.open(QIODevice::ReadOnly))
            workload = nlohmann::json::parse(f.readAll().toStdString());
    }
    // The example quotes answer this plan (docs/samples/make-samples.sh).
    nlohmann::json quotes = nlohmann::json::array();
    const QDir samples(QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/samples"));
    for (const char *file : {"quote-vendor-a.xlsx", "quote-vendor-b.csv", "quote-vendor-c.json"})
        for (const quotes::Quote &q : quotes::importQuoteFile(samples.filePath(QString::fromLatin1(file))).quotes)
            quotes.push_back(quotes::quoteToJson(q));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        i18n::Language language = i18n::Language::English;
        i18n::languageFromCode(lang, &language);
        i18n::setLanguage(language);
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            const QString suffix = QStringLiteral("%1-%2x%3.png").arg(lang).arg(size.width()).arg(size.height());
            QSettings().clear(); // each window at its default layout, not the previous one's
            app::MainWindow window(catalog);
            nlohmann::json plan = app::planfile::make(workload, QStringLiteral("Llama 3.1 70B serving"));
            plan["quotes"] = quotes;
            window.document()->reset(plan, {});
            window.resize(size);
            window.views()->setCurrentWidget(window.dimensionsView());
            shoot(&window, out.filePath(QStringLiteral("dimensions-") + suffix));
            // The cost dock with each of its charts (issue 14, item 6: readable at the default size).
            if (auto *cost = window.findChild<widgets::CostView *>()) {
                static const char *const names[] = {"over-time", "utilization", "breakdown", "scenarios", "buy-or-rent"};
                for (int i = 0; i < cost->chartCount() && i < 5; ++i) {
                    cost->showChart(i);
                    shoot(&window, out.filePath(QStringLiteral("cost-%1-").arg(QLatin1String(names[i])) + suffix));
                }
                cost->showChart(0);
            }
            window.views()->setCurrentWidget(window.sevenItemView());
            shoot(&window, out.filePath(QStringLiteral("seven-items-") + suffix));
            window.views()->setCurrentWidget(window.workloadView());
            shoot(&window, out.filePath(QStringLiteral("workload-") + suffix));
            if (size.width() == 1366) {
                // Issue 26, item 2: the Workload tab at the smallest window size, every editor there.
                window.resize(window.minimumSizeHint());
                shoot(&window, out.filePath(QStringLiteral("workload-minimum-%1.png").arg(lang)));
                std::printf("%s minimum window %dx%d, workload two columns %d\n", qPrintable(lang), window.width(),
                            window.height(), int(window.workloadView()->twoColumns()));
                // Item 9: made small and large again, the docks take their room back.
                window.resize(size);
                window.views()->setCurrentWidget(window.dimensionsView());
                shoot(&window, out.filePath(QStringLiteral("small-then-large-") + suffix));
                window.views()->setCurrentWidget(window.workloadView());
            }
            std::printf("%s %s: findings dock %dx%d, cost dock %dx%d\n", qPrintable(lang), qPrintable(suffix),
                        window.findingsView()->parentWidget()->width(), window.findingsView()->parentWidget()->height(),
                        window.findChild<widgets::CostView *>()->parentWidget()->width(),
                        window.findChild<widgets::CostView *>()->parentWidget()->height());
            window.views()->setCurrentWidget(window.quotesView());
            shoot(&window, out.filePath(QStringLiteral("quotes-") + suffix));
            window.quotesView()->details()->setCurrentIndex(1);
            shoot(&window, out.filePath(QStringLiteral("quotes-chart-") + suffix));
            // Verification (issue 16): the fixture acceptance report of tests/data/verify/ imported.
            window.views()->setCurrentWidget(window.verificationView());
            if (window.verificationView()->importPanel()->importReport(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/verify/report-l40s-quick")))
                while (window.verificationView()->importPanel()->isImporting())
                    QTest::qWait(20);
            shoot(&window, out.filePath(QStringLiteral("verification-") + suffix));
            if (size.width() == 1366) {
                app::ExportDialog exportDialog(*window.document(), app::ExportKind::SpecSheet, &window);
                exportDialog.setPath(QStringLiteral("/home/user/Documents/Llama-3.1-70B-serving-spec-sheet.pdf"));
                shoot(&exportDialog, out.filePath(QStringLiteral("export-dialog-%1.png").arg(lang)));
                app::ColumnMappingDialog mapping(QStringLiteral("quote-vendor-b.csv"),
                                                 {QStringLiteral("供应商"), QStringLiteral("机型"), QStringLiteral("GPU型号"),
                                                  QStringLiteral("卡数"), QStringLiteral("Preis/Std"), QStringLiteral("币种")},
                                                 {QStringLiteral("Vendor B"), QStringLiteral("H20 ×4"), QStringLiteral("H20 96GB"),
                                                  QStringLiteral("4"), QStringLiteral("30"), QStringLiteral("CNY")},
                                                 {QStringLiteral("vendor"), QStringLiteral("offering"), QStringLiteral("gpu_model"),
                                                  QStringLiteral("gpu_count"), QString(), QStringLiteral("currency")},
                                                 &window);
                shoot(&mapping, out.filePath(QStringLiteral("column-mapping-%1.png").arg(lang)));
                app::QuoteEntryDialog entry(window.quotesView()->comparison().requirements, QStringLiteral("CNY"), &window);
                shoot(&entry, out.filePath(QStringLiteral("quote-entry-%1.png").arg(lang)));
                // Sizes in binary units (View > Size Units > GiB).
                window.setUnits(QStringLiteral("GiB"));
                window.views()->setCurrentWidget(window.dimensionsView());
                shoot(&window, out.filePath(QStringLiteral("dimensions-gib-") + suffix));
                window.setUnits(QStringLiteral("GB"));
                // A plan opened with an input problem: shown at the problem, its figures greyed.
                nlohmann::json broken = plan;
                broken["workload"]["model"] = {{"name", "my model"}, {"parameters_b", 7}, {"layers", 32}, {"hidden", 4096}, {"heads", 30}};
                window.document()->reset(broken, {});
                shoot(&window, out.filePath(QStringLiteral("input-problem-") + suffix));
                QTest::qWait(500);
                shoot(&window, out.filePath(QStringLiteral("input-problem-later-") + suffix));
                std::printf("%s input problem: window %dx%d (minimum %dx%d)\n", qPrintable(lang), window.width(),
                            window.height(), window.minimumSizeHint().width(), window.minimumSizeHint().height());
                for (int i = 0; i < window.views()->count(); ++i)
                    std::printf("  tab %d %s minimum %dx%d\n", i, qPrintable(window.views()->widget(i)->objectName()),
                                window.views()->widget(i)->minimumSizeHint().width(),
                                window.views()->widget(i)->minimumSizeHint().height());
                for (QWidget *w : {window.findingsView()->parentWidget(), static_cast<QWidget *>(window.findChild<widgets::CostView *>()),
                                   static_cast<QWidget *>(window.findingsView()), window.centralWidget()})
                    std::printf("  %s minimum %dx%d\n", qPrintable(w->objectName()), w->minimumSizeHint().width(),
                                w->minimumSizeHint().height());
            }
        }
        if (lang == QLatin1String("en")) {
            // Issue 26, item 27: the Quotes tab after a switch to Chinese while the window is open.
            QSettings().clear();
            app::MainWindow window(catalog);
            nlohmann::json plan = app::planfile::make(workload, QStringLiteral("Llama 3.1 70B serving"));
            plan["quotes"] = quotes;
            window.document()->reset(plan, {});
            window.resize(1366, 768);
            window.views()->setCurrentWidget(window.quotesView());
            shoot(&window, out.filePath(QStringLiteral("quotes-before-switch-en-1366x768.png")));
            window.setLanguage(QStringLiteral("zh"));
            QTest::qWait(200);
            shoot(&window, out.filePath(QStringLiteral("quotes-switched-zh-1366x768.png")));
            QTableWidget *ranking = window.quotesView()->rankingTable();
            QTableWidget *matrix = window.quotesView()->requirementTable();
            for (int row = 0; row < ranking->rowCount(); ++row)
                std::printf("switched: ranking row %d height %d\n", row, ranking->rowHeight(row));
            for (int col = 0; col < matrix->columnCount(); ++col)
                std::printf("switched: requirement column %d width %d\n", col, matrix->columnWidth(col));
            window.setLanguage(QStringLiteral("en"));
            QTest::qWait(200);
        }
        app::PlanWizard wizard(catalog);
        shoot(&wizard, out.filePath(QStringLiteral("wizard-task-%1.png").arg(lang)));
        wizard.next();
        shoot(&wizard, out.filePath(QStringLiteral("wizard-model-%1.png").arg(lang)));
        wizard.next();
        shoot(&wizard, out.filePath(QStringLiteral("wizard-load-%1.png").arg(lang)));
        // Edit > Workload: the wizard with a video plan's values.
        app::PlanWizard video(catalog);
        video.setWorkload({{"task", "video_processing"}, {"model", {{"name", "transcoder"}}}, {"video", {{"streams", 40}, {"mode", "transcode"}}}});
        video.show();
        video.next();
        video.next();
        shoot(&video, out.filePath(QStringLiteral("wizard-video-load-%1.png").arg(lang)));
        video.next();
        shoot(&video, out.filePath(QStringLiteral("wizard-video-data-%1.png").arg(lang)));
        video.next();
        shoot(&video, out.filePath(QStringLiteral("wizard-deployment-%1.png").arg(lang)));
    }
    return 0;
}
