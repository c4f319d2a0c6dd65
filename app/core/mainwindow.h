#pragma once

#include "catalog/catalog.h"

#include <QMainWindow>

class QLabel;
class QTableView;

namespace gpuplanner::app {

// The application window. It assembles the menus, the status bar (catalog version) and, until the
// plan views exist, the catalog's accelerators as its central table.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(const catalog::Catalog &catalog, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildMenus();
    void retranslateUi();
    void showAbout();

    const catalog::Catalog &m_catalog;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_catalogLabel = nullptr;
};

} // namespace gpuplanner::app
