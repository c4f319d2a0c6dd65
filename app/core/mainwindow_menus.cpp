// The plan window's menus and actions, their texts in the language shown, and the settings they
// change (language, currency, size units).
#include "app/core/mainwindow.h"

#include "app/core/aboutdialog.h"
#include "app/core/filecontroller.h"
#include "app/document/plandocument.h"
#include "app/export/exportdialog.h"
#include "app/quotes/quotesview.h"
#include "app/team/settingsmenu.h"
#include "app/verify/verificationview.h"
#include "app/workload/workloadview.h"
#include "planner/sizing/displayunits.h"
#include "translations/i18n.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"
#include "widgets/tasktext.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace gpuplanner::app {

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
    // View > a tab: Ctrl+1 to Ctrl+5 in the order of the tabs, Workload first (issue 26, item 28).
    m_workloadViewAction = new QAction(this);
    m_dimensionsViewAction = new QAction(this);
    m_itemsViewAction = new QAction(this);
    m_quotesViewAction = new QAction(this);
    m_verificationViewAction = new QAction(this);
    m_verificationViewAction->setObjectName(QStringLiteral("verificationViewAction"));
    for (const auto &[action, view] : viewActions()) {
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + m_views->indexOf(view))));
        connect(action, &QAction::triggered, this, [this, view = view] { m_views->setCurrentWidget(view); });
    }
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

QList<std::pair<QAction *, QWidget *>> MainWindow::viewActions() const
{
    QList<std::pair<QAction *, QWidget *>> actions{{m_workloadViewAction, m_workload},
                                                   {m_dimensionsViewAction, m_dimensions},
                                                   {m_itemsViewAction, m_sevenItems},
                                                   {m_quotesViewAction, m_quotes},
                                                   {m_verificationViewAction, m_verification}};
    std::sort(actions.begin(), actions.end(),
              [this](const auto &a, const auto &b) { return m_views->indexOf(a.second) < m_views->indexOf(b.second); });
    return actions;
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
    for (const auto &[action, view] : viewActions()) // in the order of the tabs and their shortcuts
        m_viewMenu->addAction(action);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_findingsDock->toggleViewAction(), m_costDock->toggleViewAction(), m_catalogDock->toggleViewAction()});
    m_viewMenu->addSeparator();
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyMenu->addActions(m_currencyGroup->actions());
    m_unitsMenu = m_viewMenu->addMenu(QString());
    m_unitsMenu->addActions(m_unitsGroup->actions());
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    menuBar()->addMenu(new SettingsMenu(this)); // Team library… (it retranslates itself)
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi()
{
    // The desktop ends every window title with the application's display name (" — name") unless
    // the title already ends with it: the name in the titles' language, so that none says it twice.
    QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("QObject", "GPU Server Planner"));
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
    m_dimensionsViewAction->setText(tr("&Eight dimensions")); // as the tab says (item 28)
    m_itemsViewAction->setText(tr("&Seven items"));
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
    m_views->setTabToolTip(dims, tr("The eight dimensions of a GPU server: GPU, VRAM, CPU, RAM, storage, network, environment, operations"));
    m_views->setTabToolTip(items, tr("The seven items to settle before renting: scenario, GPU metrics, balance, deployment, cases, five questions, utilization"));
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

void MainWindow::updateUndoTexts()
{
    const QUndoStack *undo = m_document->undoStack();
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    m_undoAction->setText(undo->canUndo() ? tr("&Undo: %1").arg(undo->undoText()) : tr("&Undo"));
    m_redoAction->setText(undo->canRedo() ? tr("&Redo: %1").arg(undo->redoText()) : tr("&Redo"));
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
