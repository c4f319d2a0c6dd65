#include "app/core/mainwindow.h"

#include "gpuplanner_version.h"
#include "widgets/catalogtablemodel.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>

namespace gpuplanner::app {

MainWindow::MainWindow(const catalog::Catalog &catalog, QWidget *parent) : QMainWindow(parent), m_catalog(catalog)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("acceleratorTable"));
    m_table->setModel(new widgets::AcceleratorTableModel(m_catalog, m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    setCentralWidget(m_table);
    m_catalogLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_catalogLabel);
    buildMenus();
    retranslateUi();
    resize(1200, 760);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString(), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("GPU Server Planner"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About GPU Server Planner"));
    m_table->setAccessibleName(tr("Accelerator catalog"));
    m_catalogLabel->setText(tr("Catalog %1: %2 accelerators, %3 CPUs, %4 model presets, %5 reference offers")
                                .arg(m_catalog.version())
                                .arg(m_catalog.accelerators().size())
                                .arg(m_catalog.cpus().size())
                                .arg(m_catalog.models().size())
                                .arg(m_catalog.prices().size()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Server Planner"),
                       tr("<h3>GPU Server Planner %1</h3><p>Plans GPU servers for rent or purchase: every dimension "
                          "of the machine, sized from the workload.</p><p>Catalog version %2. Hardware figures come "
                          "from vendors' datasheets and prices from public price lists; each row names its source.</p>"
                          "<p>License: MIT.</p>")
                           .arg(QStringLiteral(GPUPLANNER_VERSION), m_catalog.version()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace gpuplanner::app
