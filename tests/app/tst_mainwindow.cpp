// The main window starts with the catalog and retranslates on a language change.
#include "app/core/mainwindow.h"
#include "catalog/bundled.h"

#include <QMenuBar>
#include <QTableView>
#include <QtTest>

using namespace gpuplanner;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void showsTheCatalog()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        const catalog::Catalog c(std::move(b.rows), b.version);
        app::MainWindow w(c);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *table = w.findChild<QTableView *>(QStringLiteral("acceleratorTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), int(c.accelerators().size()));
        QCOMPARE(w.windowTitle(), QStringLiteral("GPU Server Planner"));
        QVERIFY(!w.menuBar()->actions().isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
