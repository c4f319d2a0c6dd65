// File > Import price list… and the Prices table (issue 17): import a GBK vendor list, see the rows,
// remove one, export the template and read it back.
#include "app/quotes/pricesdialog.h"
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "widgets/cost/costview.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>

#include <QAction>
#include <QMenu>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class TestPricesDialog : public QObject
{
    Q_OBJECT

private slots:
    void importListRemoveAndTemplate()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        app::PricesDialog dialog(store);
        QCOMPARE(dialog.table()->rowCount(), 0);
        QCOMPARE(dialog.importFile(QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-gbk.csv")), 6);
        QCOMPARE(dialog.table()->rowCount(), 6);
        QVERIFY2(dialog.reportText().contains(QStringLiteral("'面议' is not a price")), qPrintable(dialog.reportText()));
        dialog.table()->selectRow(0);
        dialog.removeSelected();
        QCOMPARE(dialog.table()->rowCount(), 5);
        const QString templ = dir.filePath(QStringLiteral("template.csv"));
        QVERIFY(dialog.exportTemplate(templ));
        QCOMPARE(dialog.importFile(templ), 2);
        QCOMPARE(dialog.table()->rowCount(), 7);
    }

    void costDockEditsTheExchangeRate()
    {
        widgets::CostView view;
        planner::cost::CostReport r;
        r.cnyPerUsd = 7.1;
        r.cnyPerUsdAsOf = QStringLiteral("2024/2025");
        planner::cost::ModeCost m;
        r.modes.push_back(m);
        view.setReport(r);
        QCOMPARE(view.rateEditor()->value(), 7.1);
        QSignalSpy spy(&view, &widgets::CostView::edited);
        view.rateEditor()->setValue(7.25);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("cost.cny_per_usd"));
        QCOMPARE(spy[0][1].value<nlohmann::json>().get<double>(), 7.25);
    }

    void fileMenuHasTheAction()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        QMenu menu;
        QAction *quit = menu.addAction(QStringLiteral("Quit"));
        QWidget window;
        QAction *a = app::installPriceListAction(&menu, quit, &store, &window);
        QCOMPARE(menu.actions().indexOf(a), 0);
        QVERIFY(a->text().contains(QStringLiteral("price list")));
        QVERIFY(a->isEnabled());
    }
};

QTEST_MAIN(TestPricesDialog)
#include "tst_prices_dialog.moc"
