#include "app/core/mainwindow.h"
#include "app/quotes/pricesdialog.h"

#include "app/core/aboutdialog.h"
#include "app/core/autosaver.h"
#include "app/core/dialogs.h"
#include "app/core/filecontroller.h"
#include "app/core/problembar.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/quotes/quotesview.h"
#include "app/verify/verificationview.h"
#include "planner/sizing/displayunits.h"
#include "app/wizard/planwizard.h"
#include "app/workload/workloadview.h"
#include "widgets/editfields.h"
#include "widgets/tasktext.h"
#include "widgets/wheelguard.h"
#include "translations/i18n.h"
#include "widgets/catalogtablemodel.h"
#include "widgets/cost/costview.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QGroupBox>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QTimer>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
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
    buildDocks();
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
    connect(m_sevenItems, &widgets::SevenItemView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_sevenItems, path, value); });
    connect(m_cost, &widgets::CostView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_cost, path, value); });
    connect(m_workload, &WorkloadView::edited, this,
            [this](const QString &path, const nlohmann::json &value) { edit(m_workload, path, value); });
    connect(m_workload, &WorkloadView::wizardRequested, this, &MainWindow::editWorkload);
    connect(m_problemBar, &ProblemBar::showFieldRequested, this, &MainWindow::revealInputError);
    connect(m_document, &PlanDocument::planReplaced, this, [this] {
        m_sampleLine->hide(); // the user's plan now, no longer the sample
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

void MainWindow::buildActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, m_files, &FileController::openWithDialog);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, m_files, &FileController::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, m_files, &FileController::saveAs);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    // Undo and redo name the step in the window's language ("Undo: RAM per node → 256 GB").
    QUndoStack *undo = m_document->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    m_redoAction = new QAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::indexChanged, this, &MainWindow::updateUndoTexts);
    connect(undo, &QUndoStack::cleanChanged, this, &MainWindow::updateUndoTexts);
    m_editWorkloadAction = new QAction(this);
    m_editWorkloadAction->setObjectName(QStringLiteral("editWorkloadAction"));
    m_editWorkloadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    connect(m_editWorkloadAction, &QAction::triggered, this, &MainWindow::editWorkload);
    m_pricesAction = new QAction(this);
    m_pricesAction->setObjectName(QStringLiteral("pricesAction"));
    connect(m_pricesAction, &QAction::triggered, this, &MainWindow::showPrices);
    m_dimensionsViewAction = new QAction(this);
    m_dimensionsViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_dimensionsViewAction, &QAction::triggered, this, [this] { m_views->setCurrentWidget(m_dimensions); });
    m_itemsViewAction = new QAction(this);
    m_itemsViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(m_itemsViewAction, &QAction::triggered, this, [this] { m_views->setCurrentWidget(m_sevenItems); });
    m_quotesViewAction = new QAction(this);
    m_quotesViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_quotesViewAction, &QAction::triggered, this, [this] { m_views->setCurrentWidget(m_quotes); });
    m_verificationViewAction = new QAction(this);
    m_verificationViewAction->setObjectName(QStringLiteral("verificationViewAction"));
    m_verificationViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4)); // issue 16
    connect(m_verificationViewAction, &QAction::triggered, this, [this] { m_views->setCurrentWidget(m_verification); });
    m_workloadViewAction = new QAction(this);
    m_workloadViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    connect(m_workloadViewAction, &QAction::triggered, this, [this] { m_views->setCurrentWidget(m_workload); });
    for (ExportKind kind : exportKinds()) {
        auto *a = new QAction(this);
        connect(a, &QAction::triggered, this, [this, kind] { showExportDialog(int(kind)); });
        m_exportActions << a;
    }
    m_exportActions.first()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_languageGroup = new QActionGroup(this);
    m_englishAction = m_languageGroup->addAction(QStringLiteral("English"));
    m_chineseAction = m_languageGroup->addAction(QStringLiteral("中文"));
    for (QAction *a : {m_englishAction, m_chineseAction})
        a->setCheckable(true);
    connect(m_englishAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("en")); });
    connect(m_chineseAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("zh")); });
    m_currencyGroup = new QActionGroup(this);
    for (const QString &code : {QStringLiteral("USD"), QStringLiteral("CNY")}) {
        QAction *a = m_currencyGroup->addAction(code);
        a->setCheckable(true);
        a->setData(code);
        connect(a, &QAction::triggered, this, [this, code] { setCurrency(code); });
    }
    m_unitsGroup = new QActionGroup(this);
    for (const QString &code : {QStringLiteral("GB"), QStringLiteral("GiB")}) {
        QAction *a = m_unitsGroup->addAction(code);
        a->setCheckable(true);
        a->setData(code);
        connect(a, &QAction::triggered, this, [this, code] { setUnits(code); });
    }
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_newAction, m_openAction});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addActions({m_saveAction, m_saveAsAction});
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addActions(m_exportActions);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undoAction, m_redoAction});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_editWorkloadAction, m_pricesAction});
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_dimensionsViewAction, m_itemsViewAction, m_quotesViewAction, m_verificationViewAction,
                            m_workloadViewAction}); // in the order of their shortcuts, Ctrl+1 to Ctrl+5
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_findingsDock->toggleViewAction(), m_costDock->toggleViewAction(), m_catalogDock->toggleViewAction()});
    m_viewMenu->addSeparator();
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyMenu->addActions(m_currencyGroup->actions());
    m_unitsMenu = m_viewMenu->addMenu(QString());
    m_unitsMenu->addActions(m_unitsGroup->actions());
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_exportMenu->setTitle(tr("&Export"));
    for (int i = 0; i < m_exportActions.size(); ++i)
        m_exportActions[i]->setText(exportKindName(exportKinds()[i]) + QStringLiteral("…"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_currencyMenu->setTitle(tr("&Currency"));
    m_unitsMenu->setTitle(tr("Size &Units"));
    m_unitsMenu->setToolTipsVisible(true);
    for (QAction *a : m_unitsGroup->actions()) {
        const bool binary = a->data().toString() == QLatin1String("GiB");
        a->setText(binary ? tr("GiB (2³⁰ bytes, as nvidia-smi, free and df report)") : tr("GB (10⁹ bytes, as vendors state)"));
        a->setToolTip(binary ? tr("The planner counts a card sold as \"80GB\" as 80 × 10⁹ bytes = 74.5 GiB; such cards "
                                  "usually hold about 80 GiB, so its capacity figures err on the safe side.")
                             : tr("Sizes as datasheets and price lists state them."));
    }
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New Plan…"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_quitAction->setText(tr("&Quit"));
    updateUndoTexts();
    m_editWorkloadAction->setText(tr("&Workload…"));
    m_editWorkloadAction->setToolTip(tr("Change the task, model, load, data and deployment in the wizard"));
    m_pricesAction->setText(tr("&Prices and Costs"));
    m_workloadViewAction->setText(tr("&Workload"));
    m_dimensionsViewAction->setText(tr("&Eight Dimensions"));
    m_itemsViewAction->setText(tr("&Seven Items"));
    m_quotesViewAction->setText(tr("&Quotes"));
    m_verificationViewAction->setText(tr("Ve&rification"));
    m_views->setTabText(m_views->indexOf(m_verification), tr("Verification"));
    m_views->setTabToolTip(m_views->indexOf(m_verification),
                           tr("After renting: the acceptance script, its report against the plan, and advice from monitoring logs"));
    m_aboutAction->setText(tr("&About GPU Server Planner"));
    const int dims = m_views->indexOf(m_dimensions), items = m_views->indexOf(m_sevenItems),
              quotes = m_views->indexOf(m_quotes), workload = m_views->indexOf(m_workload);
    m_views->setTabText(workload, tr("Workload"));
    m_views->setTabToolTip(workload, tr("The task, model, load, data, deployment, prices and costs, editable in place"));
    m_views->setTabText(dims, tr("Eight dimensions"));
    m_views->setTabText(items, tr("Seven items"));
    m_views->setTabText(quotes, tr("Quotes"));
    m_views->setTabToolTip(quotes, tr("Vendor quotes checked against this plan's requirements and priced for its workload"));
    m_views->setTabToolTip(dims, tr("Article 000: GPU, VRAM, CPU, RAM, storage, network, environment, operations"));
    m_views->setTabToolTip(items, tr("Article 001: scenario, GPU metrics, balance, deployment, cases, five questions, utilization"));
    m_findingsDock->setWindowTitle(tr("Findings"));
    m_costDock->setWindowTitle(tr("Cost"));
    m_catalogDock->setWindowTitle(tr("Accelerator catalog"));
    m_catalogTable->setAccessibleName(tr("Accelerator catalog"));
    m_statusCatalog->setText(tr("Catalog %1").arg(m_catalog.version()));
    const planner::Workload &sample = m_document->evaluation().workload;
    m_sampleLine->setText(tr("This is a sample plan (%1, %2) that shows the planner at work. File > New Plan… plans your own.")
                              .arg(sample.model.name, widgets::taskTitle(sample.task)));
    updateTitle();
}

void MainWindow::refreshViews()
{
    const planner::Evaluation &e = m_document->evaluation();
    m_dimensions->showEvaluation(e, m_document->plan());
    m_sevenItems->showPlan(e, m_document->cost(), m_document->plan());
    m_cost->setReport(m_document->cost());
    m_workload->showPlan(m_document->plan());
    m_statusSummary->setText(e.dimensions[0].chosen);
    const QString problem = showInputError();
    m_findings->showFindings(e.findings, problem);
}

QString MainWindow::showInputError()
{
    const QString path = m_document->inputErrorPath();
    const QString text = m_document->inputErrorText();
    const bool evaluated = m_document->isEvaluated();
    const bool inWorkload = m_workload->showInputError(path, text);
    const bool inPanels = m_dimensions->showInputError(path, text);
    // The figures are not those of the plan's inputs: greyed, as the panels without the field are.
    m_sevenItems->setEnabled(evaluated);
    m_cost->setEnabled(evaluated);
    QString field;
    if (!evaluated && (inWorkload || inPanels)) {
        for (widgets::EditFields *fields : m_views->findChildren<widgets::EditFields *>())
            if (fields->hasField(path) && !(field = fields->fieldLabel(path)).isEmpty())
                break;
    }
    m_problemBar->showProblem(field, evaluated ? QString() : text);
    if (evaluated)
        return {};
    return field.isEmpty() ? text : tr("%1: %2").arg(field, text);
}

void MainWindow::revealInputError()
{
    const QString path = m_document->inputErrorPath();
    if (path.isEmpty())
        return;
    if (m_workload->reveal(path) || !m_dimensions->showInputError(path, m_document->inputErrorText())) {
        m_views->setCurrentWidget(m_workload);
        m_workload->reveal(path);
        return;
    }
    m_views->setCurrentWidget(m_dimensions);
    for (widgets::EditFields *fields : m_dimensions->findChildren<widgets::EditFields *>())
        if (QWidget *w = fields->field(path)) {
            m_dimensions->ensureWidgetVisible(w);
            w->setFocus(Qt::OtherFocusReason);
        }
}

QString MainWindow::editText(QWidget *view, const QString &path) const
{
    if (path.startsWith(QLatin1String("checklist.q")))
        return tr("Question %1 of the checklist").arg(path.mid(11));
    // The editor that made the change has the focus or, when several show the path, the new value.
    for (widgets::EditFields *fields : view->findChildren<widgets::EditFields *>()) {
        if (!fields->hasField(path))
            continue;
        const QString name = fields->fieldLabel(path);
        if (!name.isEmpty())
            return tr("%1 → %2").arg(name, fields->fieldText(path));
    }
    return tr("Change a value");
}

void MainWindow::edit(QWidget *view, const QString &path, const nlohmann::json &value)
{
    m_document->setValue(path, value, editText(view, path));
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack *undo = m_document->undoStack();
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    m_undoAction->setText(undo->canUndo() ? tr("&Undo: %1").arg(undo->undoText()) : tr("&Undo"));
    m_redoAction->setText(undo->canRedo() ? tr("&Redo: %1").arg(undo->redoText()) : tr("&Redo"));
}

bool MainWindow::editWorkload()
{
    PlanWizard wizard(m_catalog, this);
    wizard.setWorkload(m_document->workload());
    if (wizard.exec() != QDialog::Accepted || wizard.workload() == m_document->workload())
        return false;
    // One step, named by its change when there is one ("Concurrent requests → 40 requests").
    const nlohmann::json patch = nlohmann::json::diff(m_document->workload(), wizard.workload());
    QString text = tr("Workload edited in the wizard (%n changes)", nullptr, int(patch.size()));
    if (patch.size() == 1 && patch[0].value("op", std::string()) != "remove") {
        const QString path = QStringLiteral("workload") +
                             QString::fromStdString(patch[0].value("path", std::string())).replace(QLatin1Char('/'), QLatin1Char('.'));
        if (const QString name = wizard.fieldName(path, false); !name.isEmpty())
            text = tr("%1 → %2").arg(name, wizard.fieldText(path));
    }
    m_document->setValue(QStringLiteral("workload"), wizard.workload(), text, false);
    return true;
}

void MainWindow::reloadPrices()
{
    if (m_reloadCatalog)
        m_reloadCatalog();
    m_document->refresh();
}

void MainWindow::showPrices()
{
    m_views->setCurrentWidget(m_workload);
    m_workload->ensureWidgetVisible(m_workload->pricesBox());
    m_workload->reveal(QStringLiteral("cost.purchase.server_price"));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — GPU Server Planner").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : m_files->recentFiles())
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { m_files->open(path); })->setToolTip(path);
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

bool MainWindow::newPlan()
{
    if (!m_files->maybeSave())
        return false;
    PlanWizard wizard(m_catalog, this);
    if (wizard.exec() != QDialog::Accepted)
        return false;
    // Modified until saved: a plan that exists only in the window is unsaved work.
    m_document->reset(planfile::make(wizard.workload(), wizard.planName()), {}, true);
    return true;
}

void MainWindow::offerRecovery()
{
    if (!m_autosaver->hasRecovery())
        return;
    // Name the plan and when it was autosaved, so that the answer is an informed one.
    const QFileInfo autosave(m_autosaver->autosavePath());
    const planfile::Loaded loaded = planfile::load(autosave.absoluteFilePath());
    QString name = loaded.error.isEmpty() ? QString::fromStdString(loaded.plan.value("name", std::string())) : QString();
    if (name.isEmpty())
        name = tr("Untitled plan");
    const QString when = QLocale().toString(autosave.lastModified(), QLocale::ShortFormat);
    const auto answer = dialogs::question(this, tr("Recover plan"),
                                          tr("GPU Server Planner did not close normally. Recover the unsaved plan "
                                             "\"%1\", autosaved %2?")
                                              .arg(name, when),
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_autosaver->discard();
        return;
    }
    QString error;
    if (!m_autosaver->recover(&error))
        dialogs::warning(this, tr("Recover plan"), tr("The autosaved plan could not be read: %1").arg(error));
}

void MainWindow::setLanguage(const QString &code)
{
    i18n::Language language = i18n::Language::English;
    i18n::languageFromCode(code, &language);
    i18n::setLanguage(language);
    QSettings().setValue(QStringLiteral("ui/language"), i18n::languageCode(language));
    m_englishAction->setChecked(language == i18n::Language::English);
    m_chineseAction->setChecked(language == i18n::Language::Chinese);
}

void MainWindow::setCurrency(const QString &code)
{
    QSettings().setValue(QStringLiteral("ui/currency"), code);
    for (QAction *a : m_currencyGroup->actions())
        a->setChecked(a->data().toString() == code);
    m_document->setCurrency(code == QLatin1String("CNY") ? planner::cost::Currency::Cny : planner::cost::Currency::Usd);
}

void MainWindow::setUnits(const QString &code)
{
    const planner::ByteUnits units = code == QLatin1String("GiB") ? planner::ByteUnits::Binary : planner::ByteUnits::Decimal;
    QSettings().setValue(QStringLiteral("ui/units"), planner::gbUnitName(units));
    for (QAction *a : m_unitsGroup->actions())
        a->setChecked(a->data().toString() == planner::gbUnitName(units));
    if (planner::byteUnits() == units)
        return;
    planner::setByteUnits(units);
    m_document->refresh(); // the evaluation's texts and the editors show the new units
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

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile() && m_files->open(urls.first().toLocalFile()))
        event->acceptProposedAction();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultDockSizes)
        return;
    m_defaultDockSizes = false;
    // First start: the right-hand docks a third of the window wide where the central views leave
    // room, and the cost dock most of their height, so that its charts are readable at the
    // default size (issue 14, item 6). Set when shown: before, the layout has no size to divide.
    const int dockWidth = std::clamp(width() * 35 / 100, 420, 640);
    resizeDocks({m_findingsDock, m_costDock}, {dockWidth, dockWidth}, Qt::Horizontal);
    resizeDocks({m_findingsDock, m_costDock}, {height() / 5, height() * 4 / 5}, Qt::Vertical);
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

void MainWindow::showExportDialog(int kind)
{
    ExportDialog dialog(*m_document, ExportKind(kind), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(dialog.path())), 8000);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_catalog, this);
    dialog.exec();
}

} // namespace gpuplanner::app
