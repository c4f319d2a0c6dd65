#pragma once

#include <QDialog>

class QLabel;
class QMenu;
class QAction;
class QTableWidget;

namespace gpuplanner::catalog {
class CatalogStore;
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
    bool exportTemplate(const QString &path);
    void removeSelected();
    QTableWidget *table() const { return m_table; }
    QString reportText() const;

private:
    void reload();

    catalog::CatalogStore &m_store;
    QTableWidget *m_table;
    QLabel *m_report;
};

// Adds File > Import price list… before `before` in `fileMenu` (retranslated with the menu).
QAction *installPriceListAction(QMenu *fileMenu, QAction *before, catalog::CatalogStore *store, QWidget *window);

} // namespace gpuplanner::app
