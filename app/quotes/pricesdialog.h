#pragma once

#include "planner/quotes/csvfile.h"

#include <QDialog>

#include <functional>
#include <QHash>

class QLabel;
class QMenu;
class QAction;
class QTableWidget;

namespace gpuplanner::catalog {
class CatalogStore;
}
namespace gpuplanner::report {
struct PriceListImport;
}

namespace gpuplanner::app {

// The user's own prices (issue 17): a table of the imported price rows (negotiated prices, vendors'
// price lists) with Import price list…, Export template… and Remove. Rows are stored as user rows of
// the catalog database; they override the bundled reference prices and survive catalog upgrades.
class PricesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PricesDialog(catalog::CatalogStore &store, QWidget *parent = nullptr);

    // Imports a CSV or XLSX price list; returns the number of rows saved. Problems per cell go to
    // the dialog's report label.
    int importFile(const QString &path);
    // Import price list…: the app's template is read as it is; any other table goes through the
    // price list's mapping step first (PriceListMappingDialog: sheet, header row, columns, default
    // currency). Returns the number of rows saved; 0 when cancelled.
    int importWithMapping(const QString &path);
    bool exportTemplate(const QString &path);
    void removeSelected();
    QTableWidget *table() const { return m_table; }
    QString reportText() const;
    // The open plan's file: its folder is where the file dialogs start (app/core/startfolder.h).
    void setPlanFile(const QString &planFile) { m_planFile = planFile; }

Q_SIGNALS:
    // The user's price rows changed (imported or removed): the running session reloads them.
    void pricesChanged();

private:
    void reload();
    int save(const report::PriceListImport &in);

    catalog::CatalogStore &m_store;
    QString m_planFile;
    QTableWidget *m_table;
    QLabel *m_report;
};

// Adds File > Import price list… before `before` in `fileMenu` (retranslated with the menu).
// `changed` runs after the dialog imported or removed prices (the window reloads the catalog and
// evaluates the open plan again). `planFile` gives the open plan's file, for the dialogs' folder.
QAction *installPriceListAction(QMenu *fileMenu, QAction *before, catalog::CatalogStore *store, QWidget *window,
                                std::function<void()> changed = {}, std::function<QString()> planFile = {});

// The cells of a price list as the mapping step reads them: one sheet of a workbook (empty: the
// first), or a CSV file (UTF-8 or GB18030). Sets *error when the file cannot be read.
quotes::Grid readPriceTable(const QString &path, const QString &sheet, QString *error);

} // namespace gpuplanner::app
