// The plan window's assembly: its views, docks and status bar, their connections, the window's
// settings (geometry, dock layout, view, currency, units) and its close. The menus and actions:
// mainwindow_menus.cpp; what the window does with the plan: mainwindow_plan.cpp.
#include "app/core/mainwindow.h"

#include "app/core/autosaver.h"
#include "app/core/docksizer.h"
#include "app/core/filecontroller.h"
#include "app/core/problembar.h"
#include "app/document/plandocument.h"
#include "app/quotes/pricesdialog.h"
#include "app/quotes/quotesview.h"
#include "app/verify/verificationview.h"
#include "app/wizard/wizardfields.h"
#include "app/workload/workloadview.h"
#include "translations/i18n.h"
#include "widgets/catalogtablemodel.h"
#include "widgets/cost/costview.h"
#include "widgets/editfields.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionpanel.h"
#include "widgets/panels/dimensionsview.h"
#include "widgets/wheelguard.h"

#include <algorithm>
#include <QAbstractItemView>
#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QCompleter>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuplanner::app {

MainWindow::MainWindow(const catalog::Catalog &catalog, catalog::CatalogStore *store, QWidget *parent)
    : QMainWindow(parent), m_catalog(catalog), m_document(new PlanDocument(catalog, this)),
      m_files(new FileController(m_document, this)),
      m_autosaver(new Autosaver(m_document, Autosaver::defaultDirectory(), this)), m_views(new QTabWidget(this)),
      m_dimensions(new widgets::DimensionsView(catalog, m_views)), m_sevenItems(new widgets::SevenItemView(catalog, m_views)),
      m_quotes(new QuotesView(*m_document, store, m_views)), m_workload(new WorkloadView(catalog, m_views)),
      m_problemBar(new ProblemBar(this)), m_sampleLine(new QLabel(this)),
      m_findings(new widgets::FindingsView(this)), m_cost(new widgets::CostView(this)), m_catalogTable(new QTableView(this)),
      m_findingsDock(new QDockWidget(this)), m_costDock(new QDockWidget(this)), m_catalogDock(new QDockWidget(this)),
      m_statusCatalog(new QLabel(this)), m_statusSummary(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    widgets::WheelGuard::install();
    m_views->setObjectName(QStringLiteral("views"));
    m_views->addTab(m_dimensions, QString());
    m_views->addTab(m_sevenItems, QString());
    m_views->addTab(m_quotes, QString());
    m_verification = new VerificationView(*m_document, m_views);
    m_views->addTab(m_verification, QString());
    m_views->insertTab(0, m_workload, QString());
    m_views->setCurrentWidget(m_dimensions);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(2);
    centralLayout->addWidget(m_problemBar);
    centralLayout->addWidget(m_sampleLine);
    centralLayout->addWidget(m_views, 1);
    setCentralWidget(central);
    // The views scroll (Workload, Eight dimensions, Seven items) or are laid out in what they get:
    // the tallest page's minimum must not make the window taller than a 768-pixel screen, with the
    // input-problem bar above the views (issue 26, item 8).
    m_views->setMinimumHeight(fontMetrics().lineSpacing() * 16);
    buildDocks();
    new DockSizer(this, {m_findingsDock, m_costDock}); // their sizes back after the window was small
    buildActions();
    buildMenus();
    // File > Import price list… (issue 17); imported or removed prices take effect in this session.
    installPriceListAction(m_fileMenu, m_quitAction, store, this, [this] { reloadPrices(); },
                           [this] { return m_document->filePath(); });
    connect(m_cost, &widgets::CostView::pricesRequested, this, &MainWindow::showPrices);
    statusBar()->addWidget(m_statusSummary, 1);
    statusBar()->addPermanentWidget(m_statusCatalog);

    connect(m_dimensions, &widgets::DimensionsView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_dimensions, path, value); });
    // A GPU or CPU name typed into its panel's list ("RTX 4090", "Xeon Gold 6430") is taken when the
    // catalog knows it and answered under the field when it does not, as on the Workload tab.
    for (const planner::DimensionId id : {planner::DimensionId::Gpu, planner::DimensionId::Cpu}) {
        widgets::EditFields *fields = m_dimensions->panel(id)->fields();
        for (QComboBox *combo : fields->findChildren<QComboBox *>())
            if (combo->isEditable())
                connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
                        [this, fields] { resolveTypedNames(fields, m_catalog, false); });
    }
    connect(m_sevenItems, &widgets::SevenItemView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_sevenItems, path, value); });
    connect(m_cost, &widgets::CostView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_cost, path, value); });
    connect(m_workload, &WorkloadView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_workload, path, value); });
    connect(m_workload, &WorkloadView::wizardRequested, this, &MainWindow::editWorkload);
    connect(m_problemBar, &ProblemBar::showFieldRequested, this, &MainWindow::revealInputError);
    connect(m_problemBar, &ProblemBar::shownChanged, this, [this] { QTimer::singleShot(0, this, &MainWindow::keepOnScreen); });
    connect(m_views, &QTabWidget::currentChanged, this, &MainWindow::closePopups);
    // An edit makes the sample the user's own plan: its line would name a task and model it no longer has.
    connect(m_document, &PlanDocument::fileChanged, this, [this] {
        if (m_document->isModified())
            m_sampleLine->hide();
    });
    connect(m_document, &PlanDocument::planReplaced, this, [this] {
        m_sampleLine->hide(); // the user's plan now, no longer the sample
        // Another plan is read from its top, not at the previous plan's scroll position (item 28).
        for (QAbstractScrollArea *area : m_views->findChildren<QAbstractScrollArea *>())
            for (QScrollBar *bar : {area->verticalScrollBar(), area->horizontalScrollBar()})
                bar->setValue(bar->minimum());
        if (!m_document->isEvaluated())
            revealInputError();
    });
    m_sampleLine->setObjectName(QStringLiteral("sampleLine"));
    m_sampleLine->setWordWrap(true);
    m_sampleLine->setContentsMargins(6, 2, 6, 2);
    // The dock layout is kept when it changes, not only at a clean exit.
    auto *layoutSaver = new QTimer(this);
    layoutSaver->setSingleShot(true);
    layoutSaver->setInterval(1000);
    connect(layoutSaver, &QTimer::timeout, this, &MainWindow::saveSettings);
    for (QDockWidget *dock : {m_findingsDock, m_costDock, m_catalogDock}) {
        connect(dock, &QDockWidget::dockLocationChanged, layoutSaver, qOverload<>(&QTimer::start));
        connect(dock, &QDockWidget::topLevelChanged, layoutSaver, qOverload<>(&QTimer::start));
        connect(dock->toggleViewAction(), &QAction::toggled, layoutSaver, qOverload<>(&QTimer::start));
    }
    connect(m_findings, &widgets::FindingsView::fixRequested, m_document, &PlanDocument::applyFix);
    connect(m_verification, &VerificationView::dimensionActivated, this, [this](const QString &key) {
        m_views->setCurrentWidget(m_dimensions);
        m_dimensions->reveal(key);
    });
    connect(m_findings, &widgets::FindingsView::dimensionActivated, this, [this](const QString &key) {
        m_views->setCurrentWidget(m_dimensions);
        m_dimensions->reveal(key);
    });
    connect(m_document, &PlanDocument::changed, this, &MainWindow::refreshViews);
    connect(m_document, &PlanDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::recentFilesChanged, this, &MainWindow::updateRecentMenu);

    restoreSettings();
    retranslateUi();
    refreshViews();
    updateTitle();
    updateRecentMenu();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsDock->setWidget(m_findings);
    addDockWidget(Qt::RightDockWidgetArea, m_findingsDock);
    m_costDock->setObjectName(QStringLiteral("costDock"));
    m_costDock->setWidget(m_cost);
    addDockWidget(Qt::RightDockWidgetArea, m_costDock);
    m_catalogDock->setObjectName(QStringLiteral("catalogDock"));
    m_catalogTable->setObjectName(QStringLiteral("acceleratorTable"));
    m_catalogTable->setModel(new widgets::AcceleratorTableModel(m_catalog, m_catalogTable));
    m_catalogTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_catalogTable->setAlternatingRowColors(true);
    m_catalogTable->verticalHeader()->hide();
    m_catalogTable->horizontalHeader()->setStretchLastSection(true);
    m_catalogTable->resizeColumnsToContents();
    m_catalogDock->setWidget(m_catalogTable);
    addDockWidget(Qt::BottomDockWidgetArea, m_catalogDock);
    m_catalogDock->hide();
    resizeDocks({m_findingsDock, m_costDock}, {420, 420}, Qt::Horizontal);
}

void MainWindow::closePopups()
{
    // What floats over a tab goes with it when another tab is shown (issue 26, item 28): the
    // suggestions of a searchable list (the GPU picker's completer) and an open list.
    for (QCompleter *completer : findChildren<QCompleter *>())
        if (QAbstractItemView *popup = completer->popup(); popup->isVisible())
            popup->hide();
    for (QComboBox *combo : m_views->findChildren<QComboBox *>())
        if (combo->view() && combo->view()->isVisible())
            combo->hidePopup();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_document->refresh(); // the evaluation's texts are translated when computed
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_autosaver->discard();
    event->accept();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultDockSizes)
        return;
    m_defaultDockSizes = false;
    // First start: the right-hand docks a third of the window wide where the central views leave
    // room. The findings dock two fifths of their height, so that it shows several findings
    // (issue 26, item 11), and the cost dock the rest, so that its charts are readable at the
    // default size (issue 14, item 6). Set when shown: before, the layout has no size to divide.
    const int dockWidth = std::clamp(width() * 35 / 100, 420, 640);
    resizeDocks({m_findingsDock, m_costDock}, {dockWidth, dockWidth}, Qt::Horizontal);
    const int findingsHeight = std::clamp(height() * 2 / 5, 280, 480);
    resizeDocks({m_findingsDock, m_costDock}, {findingsHeight, height() - findingsHeight}, Qt::Vertical);
}

void MainWindow::keepOnScreen()
{
    // The window never grows past the screen (issue 26, item 8): a bar shown above the views takes
    // its height from them, and a window left taller (an older layout) is fitted back in.
    const QScreen *s = screen();
    if (!s || !isVisible() || isMaximized() || isFullScreen())
        return;
    const QRect available = s->availableGeometry();
    const QRect frame = frameGeometry();
    const int frameExtra = frame.height() - height();
    if (frame.height() > available.height())
        resize(width(), std::max(minimumSizeHint().height(), available.height() - frameExtra));
    if (frameGeometry().bottom() > available.bottom())
        move(x(), std::max(available.top(), available.bottom() - frameGeometry().height() + 1));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("ui/geometry")).toByteArray())) {
        // First start: a usable size (1366 × 860, at least 1280 × 720) where the screen allows.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1366, 860);
        resize(QSize(1366, 860).boundedTo(available.size() - QSize(16, 48)));
    }
    m_defaultDockSizes = !restoreState(settings.value(QStringLiteral("ui/state")).toByteArray());
    const QString view = settings.value(QStringLiteral("ui/currentView")).toString();
    if (auto *w = m_views->findChild<QWidget *>(view); w && m_views->indexOf(w) >= 0)
        m_views->setCurrentWidget(w);
    setCurrency(settings.value(QStringLiteral("ui/currency"), QStringLiteral("USD")).toString());
    setUnits(settings.value(QStringLiteral("ui/units"), QStringLiteral("GB")).toString());
    const bool chinese = i18n::currentLanguage() == i18n::Language::Chinese;
    m_englishAction->setChecked(!chinese);
    m_chineseAction->setChecked(chinese);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("ui/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("ui/state"), saveState());
    settings.setValue(QStringLiteral("ui/currentView"), m_views->currentWidget()->objectName());
}

} // namespace gpuplanner::app
