// Issue 26, items 2, 8, 9, 11, 27 and 28: the plan window's layout at small sizes and after a
// runtime switch to Chinese. The Workload tab goes to one column (and scrolls) rather than squeeze
// or hide its editors; the input-problem bar does not push the window past its size; the docks take
// their room back after the window was small; the findings dock shows several findings; the
// Quotes tables are laid out after a switch to Chinese as when the window opens in Chinese; the
// View menu's tabs follow the tab order (Ctrl+1 …) and the tab texts; popups go with their tab;
// a newly opened plan is read from its top; a name typed into the Workload tab's model list is
// never dropped without a word.
#include "app/core/mainwindow.h"
#include "app/core/problembar.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/quotes/quotesview.h"
#include "app/workload/workloadview.h"
#include "catalog/bundled.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "translations/i18n.h"
#include "widgets/editfields.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCompleter>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace gpuplanner;

namespace {

nlohmann::json servingWorkload()
{
    return {{"task", "llm_inference"},
            {"model", {{"preset", "llama-3.1-70b"}}},
            {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}},
            {"configuration", {{"ram_gb", 256}}}};
}

// The example vendor quotes of docs/samples/, which answer the serving plan.
nlohmann::json sampleQuotes()
{
    nlohmann::json quotes = nlohmann::json::array();
    const QDir samples(QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/samples"));
    for (const char *file : {"quote-vendor-a.xlsx", "quote-vendor-b.csv", "quote-vendor-c.json"})
        for (const quotes::Quote &q : quotes::importQuoteFile(samples.filePath(QString::fromLatin1(file))).quotes)
            quotes.push_back(quotes::quoteToJson(q));
    return quotes;
}

// The editors of the Workload tab that are shown (their group and row are).
QList<QWidget *> shownEditors(app::WorkloadView *view)
{
    QList<QWidget *> editors;
    for (widgets::EditFields *fields : view->allFields())
        for (QWidget *w : fields->findChildren<QWidget *>())
            if ((qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)) && w->isVisibleTo(view))
                editors << w;
    return editors;
}

// Every shown editor at least as wide as it asks to be at its smallest, and inside the page
// (the page may be scrolled to it, but is not cut off before it).
void checkEditorsWhole(app::WorkloadView *view)
{
    const QList<QWidget *> editors = shownEditors(view);
    QVERIFY(editors.size() > 10);
    for (QWidget *w : editors) {
        const QString what = w->objectName() + QStringLiteral(": width %1, minimum %2").arg(w->width()).arg(w->minimumSizeHint().width());
        QVERIFY2(w->width() >= w->minimumSizeHint().width(), qPrintable(what));
        const QRect inPage(w->mapTo(view->widget(), QPoint(0, 0)), w->size());
        QVERIFY2(view->widget()->rect().contains(inPage), qPrintable(what));
    }
    // The page is either as wide as the view, or it scrolls sideways to what is beyond.
    QTRY_VERIFY2(view->widget()->width() <= view->viewport()->width() || view->horizontalScrollBar()->maximum() > 0,
             qPrintable(QStringLiteral("page %1 px in a view of %2 px").arg(view->widget()->width()).arg(view->viewport()->width())));
    QPushButton *wizard = view->findChild<QPushButton *>(QStringLiteral("workloadWizardButton"));
    QVERIFY(wizard->width() >= wizard->minimumSizeHint().width());
}

// Opens the window at 1366×768 on one tab and waits until it is shown and laid out.
[[nodiscard]] bool shownAt1366(app::MainWindow &window, QWidget *tab)
{
    window.resize(1366, 768);
    window.views()->setCurrentWidget(tab);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QTest::qWait(50);
    return true;
}

} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void init()
    {
        QSettings().clear(); // each window at its default layout
        i18n::setLanguage(i18n::Language::English);
    }

    // Item 2: at 1366×768 with the docks at their default size, and at the smallest window size,
    // every editor of the Workload tab is whole; the groups are in one column when two would not fit.
    void workloadEditorsWholeAtSmallSizes()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("w")), {});
        QVERIFY(shownAt1366(window, window.workloadView()));
        checkEditorsWhole(window.workloadView());
        window.resize(window.minimumSizeHint());
        QTest::qWait(50);
        QVERIFY(!window.workloadView()->twoColumns());
        checkEditorsWhole(window.workloadView());
        // Wide again: two columns.
        window.resize(1920, 1080);
        QTest::qWait(50);
        QVERIFY(window.workloadView()->twoColumns());
        checkEditorsWhole(window.workloadView());
    }

    // Item 8: a plan with an input problem opens in a window of 1366×700 (what a 768 px screen
    // leaves): the problem bar does not make the window taller.
    void problemBarKeepsWindowSize()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("w")), {});
        window.resize(1366, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        nlohmann::json broken = app::planfile::make(servingWorkload(), QStringLiteral("broken"));
        broken["workload"]["model"] = {{"name", "my model"}, {"parameters_b", 7}, {"layers", 32}, {"hidden", 4096}, {"heads", 30}};
        window.document()->reset(broken, {});
        QTest::qWait(50);
        QVERIFY(!window.document()->isEvaluated());
        QVERIFY(window.problemBar()->isVisible());
        QVERIFY2(window.height() <= 700, qPrintable(QString::number(window.height())));
        QVERIFY2(window.minimumSizeHint().height() <= 700, qPrintable(QString::number(window.minimumSizeHint().height())));
        // On every tab.
        for (int i = 0; i < window.views()->count(); ++i) {
            window.views()->setCurrentIndex(i);
            QTest::qWait(20);
            QVERIFY2(window.height() <= 700, qPrintable(QStringLiteral("tab %1: %2").arg(i).arg(window.height())));
        }
    }

    // Item 9: made small and large again, the docks are as wide as before.
    void docksComeBackAfterSmallWindow()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("w")), {});
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        auto *findings = window.findChild<QDockWidget *>(QStringLiteral("findingsDock"));
        auto *cost = window.findChild<QDockWidget *>(QStringLiteral("costDock"));
        const int width = findings->width();
        const int findingsHeight = findings->height(), costHeight = cost->height();
        QVERIFY(width >= 400);
        window.resize(window.minimumSizeHint());
        QTest::qWait(50);
        QVERIFY(findings->width() < width);
        window.resize(1366, 768);
        QTest::qWait(50);
        QVERIFY2(std::abs(findings->width() - width) <= 2, qPrintable(QStringLiteral("%1, was %2").arg(findings->width()).arg(width)));
        QVERIFY2(std::abs(findings->height() - findingsHeight) <= 4,
                 qPrintable(QStringLiteral("%1, was %2").arg(findings->height()).arg(findingsHeight)));
        QVERIFY2(std::abs(cost->height() - costHeight) <= 4, qPrintable(QStringLiteral("%1, was %2").arg(cost->height()).arg(costHeight)));
    }

    // Item 11: at its default size, the findings dock shows at least three findings whole, at
    // 1366×768 and at 1920×1080.
    void findingsDockShowsSeveral_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void findingsDockShowsSeveral()
    {
        QFETCH(QSize, size);
        QSettings().clear();
        app::MainWindow window(m_catalog);
        // Four warnings: an old reference price, a weak CPU, RAM below GPU memory, too little RAM.
        nlohmann::json workload = servingWorkload();
        workload["configuration"] = {{"ram_gb", 64}, {"cpu_cores", 4}};
        window.document()->reset(app::planfile::make(workload, QStringLiteral("w")), {});
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        auto *tree = window.findingsView()->findChild<QTreeWidget *>();
        QVERIFY(tree);
        int whole = 0, findings = 0;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int c = 0; c < tree->topLevelItem(g)->childCount(); ++c) {
                ++findings;
                const QRect r = tree->visualItemRect(tree->topLevelItem(g)->child(c));
                whole += r.isValid() && tree->viewport()->rect().contains(r);
            }
        QVERIFY2(findings >= 3, qPrintable(QString::number(findings)));
        QVERIFY2(whole >= 3, qPrintable(QStringLiteral("%1 of %2 findings whole, dock %3 px high")
                                            .arg(whole)
                                            .arg(findings)
                                            .arg(window.findingsView()->height())));
    }

    // Item 27: after a switch to Chinese, the Quotes tables are laid out as in a window opened in
    // Chinese: the same row heights and column widths.
    void quotesAfterSwitchToChinese()
    {
        const nlohmann::json quotes = sampleQuotes();
        QVERIFY(quotes.size() >= 3);
        nlohmann::json plan = app::planfile::make(servingWorkload(), QStringLiteral("q"));
        plan["quotes"] = quotes;
        const auto layoutOf = [](app::MainWindow &window) {
            QList<int> sizes;
            QTableWidget *ranking = window.quotesView()->rankingTable();
            QTableWidget *matrix = window.quotesView()->requirementTable();
            for (int row = 0; row < ranking->rowCount(); ++row)
                sizes << ranking->rowHeight(row);
            sizes << -1;
            for (int col = 0; col < matrix->columnCount(); ++col)
                sizes << matrix->columnWidth(col);
            sizes << -1;
            for (int row = 0; row < matrix->rowCount(); ++row)
                sizes << matrix->rowHeight(row);
            return sizes;
        };
        QList<int> fresh;
        {
            i18n::setLanguage(i18n::Language::Chinese);
            QSettings().clear();
            app::MainWindow window(m_catalog);
            window.document()->reset(plan, {});
            window.resize(1366, 768);
            window.views()->setCurrentWidget(window.quotesView());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(100);
            fresh = layoutOf(window);
        }
        i18n::setLanguage(i18n::Language::English);
        QSettings().clear();
        app::MainWindow window(m_catalog);
        window.document()->reset(plan, {});
        QVERIFY(shownAt1366(window, window.quotesView()));
        window.setLanguage(QStringLiteral("zh"));
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.quotesView())), QStringLiteral("报价"));
        QTest::qWait(100);
        QCOMPARE(layoutOf(window), fresh);
        window.setLanguage(QStringLiteral("en"));
    }

    // Item 28: Ctrl+1 … Ctrl+5 in the order of the tabs; the View menu names each tab as its tab
    // does, in that order.
    void viewShortcutsFollowTabs()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.views()->indexOf(window.workloadView()), 0);
        QMenu *view = nullptr;
        for (QAction *a : window.menuBar()->actions())
            if (a->menu() && widgets::EditFields::withoutMnemonic(a->text()) == QStringLiteral("View"))
                view = a->menu();
        QVERIFY(view);
        const QList<QAction *> actions = view->actions();
        QVERIFY(actions.size() > window.views()->count());
        for (int i = 0; i < window.views()->count(); ++i) {
            QAction *a = actions[i];
            QCOMPARE(a->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
            QCOMPARE(widgets::EditFields::withoutMnemonic(a->text()), window.views()->tabText(i));
            window.views()->setCurrentIndex(i == 0 ? 1 : 0);
            a->trigger();
            QCOMPARE(window.views()->currentIndex(), i);
        }
    }

    // Item 28: the GPU picker's suggestions do not stay over the next tab.
    void tabChangeClosesCompleterPopup()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("w")), {});
        QVERIFY(shownAt1366(window, window.dimensionsView()));
        QComboBox *picker = window.dimensionsView()->findChild<QComboBox *>(QStringLiteral("workload.gpu.model"));
        QVERIFY(picker && picker->isEditable());
        window.activateWindow();
        picker->setFocus();
        picker->lineEdit()->clear();
        QTest::keyClicks(picker->lineEdit(), QStringLiteral("H1"));
        QAbstractItemView *popup = picker->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        window.views()->setCurrentWidget(window.sevenItemView());
        QTRY_VERIFY(!popup->isVisible());
    }

    // Item 28: a newly opened plan is shown from its top.
    void newPlanShownFromTop()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("a")), {});
        QVERIFY(shownAt1366(window, window.dimensionsView()));
        QScrollBar *bar = window.dimensionsView()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        window.views()->setCurrentWidget(window.workloadView());
        QScrollBar *workloadBar = window.workloadView()->verticalScrollBar();
        QTRY_VERIFY(workloadBar->maximum() > 0);
        workloadBar->setValue(workloadBar->maximum());
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("b")), {});
        QTest::qWait(20);
        QCOMPARE(workloadBar->value(), 0);
        window.views()->setCurrentWidget(window.dimensionsView());
        QTest::qWait(20);
        QCOMPARE(bar->value(), 0);
    }

    // A model name typed into the Workload tab's list: taken when the catalog knows it, answered
    // under the field when it does not (never dropped without a word).
    void typedModelNameAnswered()
    {
        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(servingWorkload(), QStringLiteral("w")), {});
        window.views()->setCurrentWidget(window.workloadView());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = window.workloadView()->findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
        QVERIFY(list && list->isEditable());
        const nlohmann::json before = window.document()->plan();
        list->setFocus();
        list->lineEdit()->selectAll();
        QTest::keyClicks(list->lineEdit(), QStringLiteral("Llama 3 70B"));
        QTest::keyClick(list->lineEdit(), Qt::Key_Return);
        auto *error = window.workloadView()->findChild<QLabel *>(QStringLiteral("error-workload.model.preset"));
        QVERIFY(error);
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("Llama 3.1 70B")), qPrintable(error->text()));
        QCOMPARE(window.document()->plan(), before);
        // A name the catalog knows as the CLI finds it becomes the list's item.
        list->lineEdit()->selectAll();
        QTest::keyClicks(list->lineEdit(), QStringLiteral("llama-3.1-8b"));
        QTest::keyClick(list->lineEdit(), Qt::Key_Return);
        QTRY_COMPARE(window.document()->plan()["workload"]["model"].value("preset", std::string()), std::string("llama-3.1-8b"));
        QVERIFY(!error->isVisible());
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestWindowLayout, Gui)
#include "tst_window_layout.moc"
