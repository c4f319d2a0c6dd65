// Benchmark (not pass/fail), issue 27 M4: a team's price list of 50,000 rows read from CSV and saved
// into a new catalog database, as `catalog import-prices` does. Target: under 2 s in all. One
// transaction per row took about 1 ms a row (54 s); one transaction with every row validated twice
// took 4.5-5.1 s here; validated once, as it is read (catalog::CheckedRow), 1.78-1.91 s on 2 cores.
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/pricelist.h"
#include "teampricelist.h"

#include <QDate>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class BenchPriceImport : public QObject
{
    Q_OBJECT

private slots:
    void import50000Rows()
    {
        const QByteArray csv = testdata::teamPriceList(50000);
        QBENCHMARK_ONCE {
            QTemporaryDir dir;
            catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
            QVERIFY(store.open().notices.isEmpty() || store.savesRows());
            const catalog::Catalog catalog = store.load();
            report::PriceListImport in =
                report::importPriceGrid(quotes::parseCsv(csv), QStringLiteral("prices.csv"), catalog, QDate(2026, 12, 2));
            QCOMPARE(int(in.rows.size()), 50000);
            std::vector<catalog::CheckedRow> rows;
            rows.reserve(in.rows.size());
            for (report::PriceListRow &r : in.rows)
                rows.push_back(std::move(r.price));
            std::vector<catalog::CatalogStore::RefusedRow> refused;
            QString error;
            QCOMPARE(store.addUserRows(rows, &refused, &error), 50000);
            QVERIFY2(refused.empty(), qPrintable(refused.empty() ? QString() : refused.front().reason));
        }
    }
};

QTEST_GUILESS_MAIN(BenchPriceImport)
#include "bench_price_import.moc"
