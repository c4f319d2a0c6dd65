#pragma once

#include "catalog/catalog.h"

#include <functional>

#include <QMainWindow>

#include <nlohmann/json.hpp>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;

namespace gpuplanner::catalog {
class CatalogStore;
}

namespace gpuplanner::widgets {
class CostView;
class DimensionsView;
class FindingsView;
class SevenItemView;
} // namespace gpuplanner::widgets

namespace gpuplanner::app {

class Autosaver;
class FileController;
class PlanDocument;
class ProblemBar;
class QuotesView;
class VerificationView;
class WorkloadView;

// The plan window: an assembly of parts. The two views of the plan (eight dimensions, seven
// items), the findings, cost and catalog docks, the menus, and the document they all show.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // `store`: the catalog database, for the quote library; null when there is none (tests).
    explicit MainWindow(const catalog::Catalog &catalog, catalog::CatalogStore *store = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    PlanDocument *document() const { return m_document; }
    FileController *files() const { return m_files; }
    Autosaver *autosaver() const { return m_autosaver; }
    widgets::DimensionsView *dimensionsView() const { return m_dimensions; }
    widgets::SevenItemView *sevenItemView() const { return m_sevenItems; }
    widgets::FindingsView *findingsView() const { return m_findings; }
    QuotesView *quotesView() const { return m_quotes; }
    VerificationView *verificationView() const { return m_verification; }
    WorkloadView *workloadView() const { return m_workload; }
    ProblemBar *problemBar() const { return m_problemBar; }
    QLabel *sampleLine() const { return m_sampleLine; }
    QTabWidget *views() const { return m_views; }

    // File > New: runs the wizard; false when cancelled.
    bool newPlan();
    // Edit > Workload: the wizard with the plan's values; the changes are one undoable step.
    // False when cancelled or nothing changed.
    bool editWorkload();
    // Edit > Prices and Costs: the Workload tab's prices, the first one the cost figures miss.
    void showPrices();
    // Offers an autosaved plan left by a crash; call once after the window is shown.
    void offerRecovery();
    // Replaces the catalog the window shows with the store's (the owner of the catalog does it):
    // called after the user's prices changed, before the open plan is evaluated again.
    void setCatalogReloader(std::function<void()> reload) { m_reloadCatalog = std::move(reload); }
    // The user's prices changed (File > Import price list…): reload the catalog, evaluate again.
    void reloadPrices();
    void setLanguage(const QString &code);
    // "USD" or "CNY": the currency of every cost figure (kept in the settings).
    void setCurrency(const QString &code);
    // "GB" or "GiB": how sizes are shown (kept in the settings); plans and exports keep GB.
    void setUnits(const QString &code);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildActions();
    void buildMenus();
    // The View menu's actions that show a tab, each with its tab, in the order of the tabs.
    QList<std::pair<QAction *, QWidget *>> viewActions() const;
    void buildDocks();
    void retranslateUi();
    void refreshViews();
    // Closes the popups of the views (a list's, a completer's): the tab they float over is left.
    void closePopups();
    // Fits the window into its screen's available area (height and position).
    void keepOnScreen();
    // Shows the plan's input problem at its field; returns it in words ("Attention heads: …").
    QString showInputError();
    // Shows the field the plan's input problem concerns (after opening such a plan).
    void revealInputError();
    // "RAM per node → 256 GB": the undo text of an edit made in `view`'s editors.
    QString editText(QWidget *view, const QString &path) const;
    void edit(QWidget *view, const QString &path, const nlohmann::json &value);
    void updateUndoTexts();
    void updateTitle();
    void updateRecentMenu();
    void restoreSettings();
    void saveSettings();
    void showAbout();
    void showExportDialog(int kind);

    const catalog::Catalog &m_catalog;
    std::function<void()> m_reloadCatalog;
    PlanDocument *m_document;
    FileController *m_files;
    Autosaver *m_autosaver;
    QTabWidget *m_views;
    widgets::DimensionsView *m_dimensions;
    widgets::SevenItemView *m_sevenItems;
    QuotesView *m_quotes;
    VerificationView *m_verification = nullptr;
    WorkloadView *m_workload;
    ProblemBar *m_problemBar;
    QLabel *m_sampleLine; // what the first screen shows, until the user's own plan
    widgets::FindingsView *m_findings;
    widgets::CostView *m_cost;
    bool m_defaultDockSizes = false; // no saved layout: size the docks when first shown
    QTableView *m_catalogTable;
    QDockWidget *m_findingsDock;
    QDockWidget *m_costDock;
    QDockWidget *m_catalogDock;
    QLabel *m_statusCatalog;
    QLabel *m_statusSummary;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QList<QAction *> m_exportActions;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_currencyMenu = nullptr;
    QActionGroup *m_currencyGroup = nullptr;
    QMenu *m_unitsMenu = nullptr;
    QActionGroup *m_unitsGroup = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_dimensionsViewAction = nullptr;
    QAction *m_itemsViewAction = nullptr;
    QAction *m_quotesViewAction = nullptr;
    QAction *m_verificationViewAction = nullptr;
    QAction *m_workloadViewAction = nullptr;
    QAction *m_editWorkloadAction = nullptr;
    QAction *m_pricesAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_chineseAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace gpuplanner::app
