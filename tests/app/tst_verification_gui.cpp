// The Verification view (issue 16 §4) as a user drives it: generate the acceptance script (and
// File > Export > Acceptance script), import a report (folder, .tar.gz, dropped) and see plan
// against actual in the checks table, undo the import, save and reopen, the checklist PDF with the
// results; monitoring logs give charts and advice whose fix applies; a large log imports on a worker
// thread with progress and can be cancelled.
#include "app/core/dialogs.h"
#include "app/core/filecontroller.h"
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/export/planexport.h"
#include "app/verify/checktablemodel.h"
#include "app/verify/importpanel.h"
#include "app/verify/monitorcharts.h"
#include "app/verify/scriptpanel.h"
#include "app/verify/verificationview.h"
#include "catalog/bundled.h"
#include "translations/i18n.h"
#include "widgets/findings/findingsview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <qcustomplot.h>

using namespace gpuplanner;

namespace {

// Two L40S in one node: the fixture report (one L40S) misses a GPU.
const nlohmann::json kPlan = {{"task", "llm_inference"},
                              {"model", {{"preset", "llama-3.1-8b"}}},
                              {"gpu", {{"model", "nvidia-l40s"}, {"count", 2}, {"nodes", 1}}}};

QString fixture()
{
    return QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// A monitoring log as the script's command writes it (nvidia-smi --query-gpu=… --format=csv -l 5),
// made up here: `gpus` L40S at `util` % and `power` W, one row per GPU every 5 s.
QByteArray monitorLog(int gpus, int samples, int util, int power, const char *node = "a")
{
    QByteArray out = "timestamp, index, uuid, name, pstate, utilization.gpu [%], utilization.memory [%], memory.used [MiB], "
                     "memory.total [MiB], temperature.gpu, power.draw [W], power.limit [W], clocks.sm [MHz], "
                     "clocks.max.sm [MHz], clocks_event_reasons.active, pcie.link.gen.current, pcie.link.width.current, "
                     "ecc.errors.uncorrected.volatile.total\n";
    const QDateTime start(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
    for (int s = 0; s < samples; ++s) {
        const QByteArray ts = start.addSecs(5LL * s).toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz")).toLatin1();
        for (int g = 0; g < gpus; ++g) {
            const int u = std::clamp(util + ((s * 7 + g * 13) % 11) - 5, 0, 100);
            out += ts + ", " + QByteArray::number(g) + ", GPU-" + node + "-0000-" + QByteArray::number(g) +
                   ", NVIDIA L40S, P0, " + QByteArray::number(u) + " %, 10 %, " + QByteArray::number(20000 + (s % 50) * 10) +
                   " MiB, 46068 MiB, " + QByteArray::number(50 + g) + ", " + QByteArray::number(power + (s % 5)) +
                   ".00 W, 350.00 W, 2520 MHz, 2520 MHz, 0x0000000000000000, 4, 16, 0\n";
        }
    }
    return out;
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestVerificationGui : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    QTemporaryDir m_dir;

    void openPlan(app::MainWindow &window)
    {
        window.document()->reset(app::planfile::make(kPlan, QStringLiteral("L40S serving")), {});
    }

    // Imports the fixture report and waits for the checks.
    void importFixture(app::MainWindow &window, const QString &path = fixture())
    {
        app::VerificationView *view = window.verificationView();
        QVERIFY(view->importPanel()->importReport(path));
        QTRY_VERIFY_WITH_TIMEOUT(!view->importPanel()->isImporting(), 20000);
        QTRY_VERIFY(view->checks()->rowCount() > 0);
    }

    static int rowWith(const app::CheckTableModel *m, const QString &id)
    {
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->verification().checks[size_t(r)].id == id)
                return r;
        return -1;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
        QVERIFY(m_dir.isValid());
    }

    void viewIsATabWithShortcut()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(window.views()->indexOf(window.verificationView()) >= 0);
        auto *action = window.findChild<QAction *>(QStringLiteral("verificationViewAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_5)); // issue 16; the last tab (issue 26, item 28)
        action->trigger();
        QCOMPARE(window.views()->currentWidget(), window.verificationView());
        QVERIFY(window.verificationView()->summary().contains(QLatin1String("No acceptance report")));
    }

    void generateScript()
    {
        app::MainWindow window(m_catalog);
        openPlan(window);
        app::ScriptPanel *panel = window.verificationView()->scriptPanel();
        const QString quick = m_dir.filePath(QStringLiteral("accept-quick.sh"));
        panel->setMode(verify::AcceptMode::Quick);
        app::dialogs::setNextFileName(quick);
        QTest::mouseClick(panel->saveButton(), Qt::LeftButton);
        const QByteArray script = readAll(quick);
        QVERIFY(script.startsWith("#!"));
        QVERIFY(script.contains("MODE='quick'"));
        QVERIFY(script.contains("nvidia-l40s"));
        QVERIFY(script.contains("L40S serving"));
        QVERIFY(QFileInfo(quick).isExecutable());
        const QString burn = m_dir.filePath(QStringLiteral("accept-burn.sh"));
        panel->setMode(verify::AcceptMode::BurnIn, 2);
        QString error;
        QVERIFY2(panel->saveScriptTo(burn, &error), qPrintable(error));
        QVERIFY(readAll(burn).contains("MODE='burn-in'"));
        QVERIFY(readAll(burn).contains("7200"));

        // File > Export > Acceptance script: the default run.
        app::ExportDialog dialog(*window.document(), app::ExportKind::AcceptanceScript);
        QCOMPARE(QFileInfo(dialog.path()).fileName(), QStringLiteral("accept-L40S-serving.sh"));
        const QString exported = m_dir.filePath(QStringLiteral("exported"));
        dialog.setPath(exported);
        QVERIFY2(dialog.exportNow(), qPrintable(dialog.message()));
        QVERIFY(readAll(exported + QStringLiteral(".sh")).contains("MODE='standard'"));
    }

    void importReportFillsChecksAndUndoes()
    {
        app::MainWindow window(m_catalog);
        openPlan(window);
        app::VerificationView *view = window.verificationView();
        importFixture(window);
        const app::CheckTableModel *m = view->checks();
        // The report has one L40S; the plan two: the inventory fails, the model passes.
        const int count = rowWith(m, QStringLiteral("inventory.count"));
        QVERIFY(count >= 0);
        QCOMPARE(m->data(m->index(count, app::CheckTableModel::Verdict), Qt::UserRole).toString(), QStringLiteral("fail"));
        QVERIFY(m->data(m->index(count, app::CheckTableModel::Measured)).toString().contains(QLatin1Char('1')));
        QVERIFY(m->data(m->index(count, app::CheckTableModel::Expected)).toString().contains(QLatin1Char('2')));
        QVERIFY(m->data(m->index(count, app::CheckTableModel::Verdict), Qt::BackgroundRole).value<QColor>().isValid());
        QVERIFY(!m->data(m->index(count, app::CheckTableModel::Source)).toString().isEmpty());
        QVERIFY(view->summary().contains(QLatin1String("l40s-fixture")));
        // The script's mode is a word of the language shown, not the report's raw name.
        QVERIFY2(view->summary().contains(QLatin1String("(quick run,")), qPrintable(view->summary()));
        i18n::setLanguage(i18n::Language::Chinese);
        QTRY_VERIFY2(view->summary().contains(QStringLiteral("（快速模式，")), qPrintable(view->summary()));
        i18n::setLanguage(i18n::Language::English);
        QTRY_VERIFY(view->summary().contains(QLatin1String("(quick run,")));
        QVERIFY(window.document()->value(QStringLiteral("verification")).is_object());
        QVERIFY(window.document()->isModified());

        // One undoable step.
        QUndoStack *undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QVERIFY(undo->undoText().contains(QLatin1String("report-l40s-quick")));
        undo->undo();
        QCOMPARE(m->rowCount(), 0);
        QVERIFY(window.document()->value(QStringLiteral("verification")).is_null());
        undo->redo();
        QVERIFY(m->rowCount() > 0);

        // Remove Results is undoable too.
        auto *remove = view->findChild<QPushButton *>(QStringLiteral("removeVerification"));
        QVERIFY(remove && remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(m->rowCount(), 0);
        QVERIFY(!remove->isEnabled());
        QVERIFY(view->summary().contains(QLatin1String("No acceptance report")));
        undo->undo();
        QVERIFY(m->rowCount() > 0);
    }

    // Issue 21: the report's FAILs are findings: first in the Findings dock and the Advice tab
    // (never "No findings"), each with its next step; removing the results removes them.
    void reportFailsReachFindingsAndAdvice()
    {
        app::MainWindow window(m_catalog);
        openPlan(window);
        const int before = window.findingsView()->count();
        app::VerificationView *view = window.verificationView();
        importFixture(window);
        const std::vector<planner::Finding> &plan = window.document()->evaluation().findings;
        QVERIFY(!plan.empty());
        QCOMPARE(plan.front().id, QStringLiteral("verify.inventory.count"));
        QCOMPARE(plan.front().severity, QStringLiteral("error"));
        QVERIFY(plan.front().suggestion.contains(QLatin1String("nvidia-smi -L")));
        QTRY_VERIFY(window.findingsView()->count() > before);
        QVERIFY(!view->adviceFindings().empty());
        QCOMPARE(view->adviceFindings().front().id, QStringLiteral("verify.inventory.count"));
        QCOMPARE(view->advice()->count(), int(view->adviceFindings().size()));
        window.document()->undoStack()->undo();
        QVERIFY(view->adviceFindings().empty());
        QCOMPARE(window.findingsView()->count(), before);
    }
    void importPackedAndDroppedReport()
    {
        QTemporaryDir dir;
        QProcess tar;
        tar.start(QStringLiteral("tar"), {QStringLiteral("-czf"), dir.filePath(QStringLiteral("report.tar.gz")),
                                          QStringLiteral("-C"), QFileInfo(fixture()).absolutePath(), QFileInfo(fixture()).fileName()});
        QVERIFY(tar.waitForFinished(30000));
        QCOMPARE(tar.exitCode(), 0);
        app::MainWindow window(m_catalog);
        openPlan(window);
        app::ImportPanel *panel = window.verificationView()->importPanel();
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("report.tar.gz")))});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(panel, &enter);
        QVERIFY(enter.isAccepted());
        // Dropped on the checks table, not only on the import box: imported, not opened as a plan.
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window.verificationView()->checkTable()->viewport(), &drop);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 20000);
        QTRY_VERIFY(window.verificationView()->checks()->rowCount() > 0);
        QVERIFY(window.verificationView()->summary().contains(QLatin1String("report.tar.gz")));

        // Garbage is refused with its name; the plan keeps its results.
        writeFile(dir.filePath(QStringLiteral("bad.tar.gz")), "\x1f\x8bnot really gzip");
        QVERIFY(panel->importReport(dir.filePath(QStringLiteral("bad.tar.gz"))));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 20000);
        QVERIFY2(panel->message().contains(QLatin1String("bad.tar.gz")), qPrintable(panel->message()));
        QVERIFY(window.verificationView()->checks()->rowCount() > 0);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        // A file that is neither is named.
        QVERIFY(!panel->importPaths({dir.filePath(QStringLiteral("notes.txt"))}));
        QVERIFY(panel->message().contains(QLatin1String("notes.txt")));
    }

    void planWithInputProblemImportsNothing()
    {
        app::MainWindow window(m_catalog);
        nlohmann::json broken = kPlan;
        broken["model"] = {{"name", "my model"}, {"parameters_b", 7}, {"layers", 32}, {"hidden", 4096}, {"heads", 30}};
        window.document()->reset(app::planfile::make(broken, QStringLiteral("broken")), {});
        QVERIFY(!window.document()->isEvaluated());
        app::ImportPanel *panel = window.verificationView()->importPanel();
        QVERIFY(panel->importReport(fixture()));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 20000);
        QVERIFY2(panel->message().contains(QLatin1String("input problem")), qPrintable(panel->message()));
        QCOMPARE(window.document()->undoStack()->count(), 0);
        QString error;
        QVERIFY(!window.verificationView()->scriptPanel()->saveScriptTo(m_dir.filePath(QStringLiteral("no.sh")), &error));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no.sh"))));
    }

    void saveReopenKeepsResults()
    {
        const QString path = m_dir.filePath(QStringLiteral("verified.gpuplan"));
        int rows = 0;
        {
            app::MainWindow window(m_catalog);
            openPlan(window);
            importFixture(window);
            rows = window.verificationView()->checks()->rowCount();
            app::dialogs::setNextFileName(path);
            QVERIFY(window.files()->saveAs());
            QVERIFY(!window.document()->isModified());
        }
        const nlohmann::json saved = nlohmann::json::parse(readAll(path).toStdString());
        QVERIFY(saved["verification"]["results"].contains("en"));
        QVERIFY(saved["verification"]["results"].contains("zh"));
        app::MainWindow window(m_catalog);
        QVERIFY(window.files()->open(path));
        QCOMPARE(window.verificationView()->checks()->rowCount(), rows);
        QVERIFY(window.verificationView()->summary().contains(QLatin1String("l40s-fixture")));

        // The checklist PDF lists them, in English and in Chinese.
        QString error;
        const QString en = m_dir.filePath(QStringLiteral("checklist-en.pdf"));
        QVERIFY2(app::exportPlan(*window.document(), app::ExportKind::Checklist, report::ReportLanguage::English, en, &error),
                 qPrintable(error));
        const QString text = pdfText(en);
        QVERIFY2(text.contains(QLatin1String("Verification after renting")), qPrintable(text.left(2000)));
        QVERIFY(text.contains(QLatin1String("l40s-fixture")));
        QVERIFY(text.contains(QLatin1String("FAIL")));
        // The FAIL is an open finding of the checklist and a risk on page 1 of the spec sheet.
        QVERIFY2(text.contains(QLatin1String("Acceptance FAIL: GPU count")), qPrintable(text));
        const QString spec = m_dir.filePath(QStringLiteral("spec-en.pdf"));
        QVERIFY2(app::exportPlan(*window.document(), app::ExportKind::SpecSheet, report::ReportLanguage::English, spec, &error),
                 qPrintable(error));
        QProcess firstPage;
        firstPage.start(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-layout"), spec, QStringLiteral("-")});
        QVERIFY(firstPage.waitForFinished(30000));
        QVERIFY(QString::fromUtf8(firstPage.readAllStandardOutput()).contains(QLatin1String("Acceptance FAIL")));
        const QString zh = m_dir.filePath(QStringLiteral("checklist-zh.pdf"));
        QVERIFY2(app::exportPlan(*window.document(), app::ExportKind::Checklist, report::ReportLanguage::Chinese, zh, &error),
                 qPrintable(error));
        QVERIFY(pdfText(zh).contains(QLatin1String("l40s-fixture")));
        // A plan without results has no such section.
        openPlan(window);
        QVERIFY(app::exportPlan(*window.document(), app::ExportKind::Checklist, report::ReportLanguage::English, en, &error));
        QVERIFY(!pdfText(en).contains(QLatin1String("Verification after renting")));
    }

    void monitoringLogsGiveChartsAndAdvice()
    {
        // Two nodes' logs: GPUs busy a fifth of the time at low power.
        writeFile(m_dir.filePath(QStringLiteral("node-a.csv")), monitorLog(2, 720, 20, 90, "a"));
        writeFile(m_dir.filePath(QStringLiteral("node-b.csv")), monitorLog(2, 720, 20, 90, "b"));
        app::MainWindow window(m_catalog);
        openPlan(window);
        app::VerificationView *view = window.verificationView();
        QVERIFY(view->importPanel()->importLogs({m_dir.filePath(QStringLiteral("node-a.csv")),
                                                 m_dir.filePath(QStringLiteral("node-b.csv"))}));
        QTRY_VERIFY_WITH_TIMEOUT(!view->importPanel()->isImporting(), 20000);
        QVERIFY2(view->charts()->gpuCount() == 4, qPrintable(view->importPanel()->message()));
        for (int c = 0; c < app::MonitorCharts::ChartCount; ++c) {
            QCustomPlot *p = view->charts()->plot(app::MonitorCharts::Chart(c));
            QCOMPARE(p->graphCount(), 4);
            QCOMPARE(p->graph(0)->dataCount(), 720);
        }
        QVERIFY(!view->adviceFindings().empty());
        QCOMPARE(window.document()->undoStack()->count(), 0); // logs are no edit of the plan
        // Apply fix goes through the document as the findings dock's does.
        std::optional<planner::Fix> fix;
        for (const planner::Finding &f : view->adviceFindings())
            if (f.fix && !fix)
                fix = f.fix;
        QVERIFY(fix);
        emit view->advice()->fixRequested(*fix); // the advice is recomputed for the changed plan
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->undoText(), fix->label);
    }

    void largeLogShowsProgressAndCancels()
    {
        // About 30 MB: 8 GPUs, 5 s apart, 30 hours.
        const QString path = m_dir.filePath(QStringLiteral("large.csv"));
        writeFile(path, monitorLog(8, 22000, 60, 250));
        QVERIFY2(QFileInfo(path).size() > 25000000, qPrintable(QString::number(QFileInfo(path).size())));
        app::MainWindow window(m_catalog);
        openPlan(window);
        app::ImportPanel *panel = window.verificationView()->importPanel();
        QVERIFY(panel->importLogs({path}));
        QVERIFY(panel->progressBar()->isVisibleTo(panel));
        QVERIFY(panel->cancelButton()->isVisibleTo(panel));
        QVERIFY(!panel->importLogs({path})); // one at a time
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 20000);
        QTRY_VERIFY(panel->message().contains(QLatin1String("cancelled")));
        QCOMPARE(window.verificationView()->charts()->gpuCount(), 0);

        QElapsedTimer t;
        t.start();
        int highest = 0;
        connect(panel->progressBar(), &QProgressBar::valueChanged, this, [&highest](int v) { highest = std::max(highest, v); });
        QVERIFY(panel->importLogs({path}));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 60000);
        qInfo("30 MB of logs imported in %lld ms", t.elapsed());
        QVERIFY(highest > 500);
        QCOMPARE(window.verificationView()->charts()->gpuCount(), 8);
        QVERIFY2(panel->message().contains(QLatin1String("176000")), qPrintable(panel->message()));
    }

    // Not a check: GPUPLANNER_SHOTS=DIR writes the view at 1366×768 in both languages.
    void screenshots()
    {
        const QString out = qEnvironmentVariable("GPUPLANNER_SHOTS");
        if (out.isEmpty())
            QSKIP("set GPUPLANNER_SHOTS=DIR to write screenshots");
        writeFile(m_dir.filePath(QStringLiteral("shot.csv")), monitorLog(4, 720, 35, 140));
        for (i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
            i18n::setLanguage(language);
            app::MainWindow window(m_catalog);
            openPlan(window);
            window.resize(1366, 768);
            window.show();
            window.views()->setCurrentWidget(window.verificationView());
            importFixture(window);
            app::VerificationView *view = window.verificationView();
            QVERIFY(view->importPanel()->importLogs({m_dir.filePath(QStringLiteral("shot.csv"))}));
            QTRY_VERIFY_WITH_TIMEOUT(!view->importPanel()->isImporting(), 20000);
            const QString lang = i18n::languageCode(language);
            for (int part : {app::VerificationView::Checks, app::VerificationView::Charts, app::VerificationView::Advice}) {
                view->parts()->setCurrentIndex(part);
                QTest::qWait(50);
                window.grab().save(QStringLiteral("%1/verification-%2-%3.png").arg(out, lang).arg(part));
            }
        }
        i18n::setLanguage(i18n::Language::English);
    }

    void cleanup()
    {
        app::dialogs::clearQueued();
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestVerificationGui, Gui)
#include "tst_verification_gui.moc"
