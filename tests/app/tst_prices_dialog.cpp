// File > Import price list… and the Prices table (issue 17): import a GBK vendor list, see the rows,
// remove one, export the template and read it back. Issue 22: the price list's own mapping step
// guesses its fields from Chinese and English headers, names what is missing and holds the import
// until it is chosen; the rows are checked against what the cells say, worked out by hand.
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/pricelistmappingdialog.h"
#include "app/workload/workloadview.h"
#include "app/quotes/pricesdialog.h"
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "widgets/cost/costview.h"
#include "widgets/findings/findingsview.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QMenu>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QAbstractSpinBox>
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
        // Issue 22: the template's example rows are marked and never imported.
        QCOMPARE(dialog.importFile(templ), 0);
        QCOMPARE(dialog.table()->rowCount(), 5);
        QVERIFY2(dialog.reportText().contains(QStringLiteral("2 example row")), qPrintable(dialog.reportText()));
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

    // The freshness findings of the cost report are findings of the plan: the Findings dock lists
    // them with a link to the source (a bought plan: the reference server quote of 2024-08-22 is over a
    // year old).
    void oldReferencePricesInTheFindingsDock()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        const catalog::Catalog catalog(std::move(b.rows), b.version);
        app::PlanDocument document(catalog);
        document.reset({{"workload",
                         {{"task", "llm_finetune"},
                          {"model", {{"preset", "llama-3.1-8b"}}},
                          {"run", {{"pattern", "24/7"}, {"utilization", 0.9}, {"billing", "purchase"}}},
                          {"gpu", {{"model", "H100 SXM"}, {"count", 8}}}}}},
                       QString());
        QVERIFY(document.isEvaluated());
        const planner::Finding *old = nullptr;
        for (const planner::Finding &f : document.evaluation().findings)
            if (f.id == QLatin1String("cost.price_age") && f.severity == QLatin1String("warning") &&
                !f.link.isEmpty())
                old = &f;
        QVERIFY(old);
        const QString url = old->link;
        QCOMPARE(old->severity, QStringLiteral("warning"));
        widgets::FindingsView view;
        view.showFindings(document.evaluation().findings, QString());
        const QList<QLabel *> links = view.findChildren<QLabel *>(QStringLiteral("source-cost.price_age"));
        QVERIFY(!links.isEmpty());
        bool linked = false;
        for (const QLabel *l : links)
            linked = linked || (l->text().contains(url) && l->openExternalLinks());
        QVERIFY(linked);
        auto count = [&] {
            return std::count_if(document.evaluation().findings.begin(), document.evaluation().findings.end(),
                                 [](const planner::Finding &f) { return f.id == QLatin1String("cost.price_age"); });
        };
        const auto before = count();
        QCOMPARE(size_t(before), document.cost().priceFindings.size());
        document.refresh(); // evaluated again: each finding once
        QCOMPARE(count(), before);
    }

    // A vendor's own table (a title row, a header the quote fields half know, no currency sign)
    // goes through the price list's mapping step: the user maps the monthly rent and picks CNY.
    void foreignTableThroughTheMappingStep()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        const QString path = dir.filePath(QStringLiteral("vendor.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("某某云 2026年12月报价单,,,,,\n"
                "供应商,实例规格,GPU型号,卡数,月租金（含税）,报价日期\n"
                "某某云,gpu.a10.2xlarge,A10,1,4500,2026-11-20\n"
                "某某云,gpu.h20.8x,H20,8,128000,2026-11-20\n");
        f.close();
        app::PricesDialog dialog(store);
        QSignalSpy changed(&dialog, &app::PricesDialog::pricesChanged);
        bool mapped = false;
        int foundRow = 0;
        QTimer::singleShot(0, [&] {
            auto *mapping = qobject_cast<app::PriceListMappingDialog *>(QApplication::activeModalWidget());
            if (!mapping) {
                if (QWidget *w = QApplication::activeModalWidget())
                    qobject_cast<QDialog *>(w)->reject();
                return;
            }
            foundRow = mapping->headerRowBox()->value();
            mapping->headerRowBox()->setValue(2); // the column names, under the title row
            mapping->setField(4, QStringLiteral("price_per_month"));
            mapping->setDefaultCurrency(QStringLiteral("CNY"));
            mapped = true;
            mapping->accept();
        });
        QCOMPARE(dialog.importWithMapping(path), 2);
        QVERIFY(mapped);
        QCOMPARE(foundRow, 2); // found under the title row
        QCOMPARE(changed.size(), 1);
        QCOMPARE(dialog.table()->rowCount(), 2);
        bool h20 = false;
        const catalog::Catalog saved = store.load();
        for (const catalog::PriceOffer &o : saved.prices())
            if (o.origin == catalog::Origin::User && o.acceleratorId == QLatin1String("nvidia-h20")) {
                h20 = true;
                QCOMPARE(o.price, 128000.0);
                QCOMPARE(o.currency, QStringLiteral("CNY"));
                QCOMPARE(o.asOf, QStringLiteral("2026-11-20")); // the price list's own date column
            }
        QVERIFY2(h20, qPrintable(dialog.reportText()));

        // Cancelled: nothing saved, nothing changed.
        QTimer::singleShot(0, [] {
            if (QWidget *w = QApplication::activeModalWidget())
                qobject_cast<QDialog *>(w)->reject();
        });
        QCOMPARE(dialog.importWithMapping(path), 0);
        QCOMPARE(changed.size(), 1);
    }

    // The mapping step of a GBK list with a title and a date line above the header: the header row
    // and every column's field guessed from the Chinese headers, nothing missing; imported as the
    // cells say (make-prices.py writes the file).
    void priceListMappingGuessesChineseHeaders()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        app::PricesDialog dialog(store);
        std::vector<QString> guessed;
        int headerRow = 0;
        bool waits = true;
        QString status;
        QTimer::singleShot(0, [&] {
            auto *mapping = qobject_cast<app::PriceListMappingDialog *>(QApplication::activeModalWidget());
            if (!mapping) {
                if (QWidget *w = QApplication::activeModalWidget())
                    qobject_cast<QDialog *>(w)->reject();
                return;
            }
            guessed = mapping->fields();
            headerRow = mapping->headerRowBox()->value();
            waits = !mapping->importButton()->isEnabled();
            status = mapping->statusLabel()->isVisible() ? mapping->statusLabel()->text() : QString();
            mapping->accept();
        });
        QCOMPARE(dialog.importWithMapping(QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-words-gbk.csv")), 6);
        QCOMPARE(headerRow, 4);
        // 型号, 卡数, 计费方式, 单价, 币种, 地区, 日期, 来源, 备注
        const std::vector<QString> expected{QStringLiteral("gpu_model"), QStringLiteral("gpu_count"), QStringLiteral("billing"),
                                            QStringLiteral("price"),     QStringLiteral("currency"),  QStringLiteral("region"),
                                            QStringLiteral("as_of"),     QStringLiteral("source"),    QStringLiteral("notes")};
        QCOMPARE(guessed, expected);
        QVERIFY(!waits);
        QVERIFY2(!status.contains(QStringLiteral("Still to choose")), qPrintable(status));
        const catalog::Catalog saved = store.load();
        int found = 0;
        for (const catalog::PriceOffer &o : saved.prices()) {
            if (o.origin != catalog::Origin::User)
                continue;
            if (o.acceleratorId == QLatin1String("nvidia-a800-sxm")) { // RMB 45,000元/台/月
                QCOMPARE(o.price, 45000.0);
                QCOMPARE(o.unit, QStringLiteral("month"));
                QCOMPARE(o.gpuCount, 8);
                ++found;
            } else if (o.acceleratorId == QLatin1String("nvidia-rtx-4090")) { // 2.6元/卡/时 × the 8 of "RTX 4090 24G ×8"
                QCOMPARE(o.price, 2.6 * 8);
                QCOMPARE(o.gpuCount, 8);
                QCOMPARE(o.region, QStringLiteral("华东2"));
                ++found;
            }
        }
        QCOMPARE(found, 2);
        QVERIFY2(dialog.reportText().contains(QStringLiteral("Imported 6 of 10 rows")), qPrintable(dialog.reportText()));
        QVERIFY2(dialog.reportText().contains(QStringLiteral("'面议' is not a price")), qPrintable(dialog.reportText()));
    }

    // A table without a GPU column: the step says so and holds the import until one is chosen.
    void priceListMappingNamesWhatIsMissing()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        const QString path = dir.filePath(QStringLiteral("bare.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("机器,月费用,地区\nL40S,\"9,800元\",华东\n");
        f.close();
        app::PricesDialog dialog(store);
        QString before, after;
        bool heldBefore = false, heldAfter = true;
        std::vector<QString> guessed;
        QTimer::singleShot(0, [&] {
            auto *mapping = qobject_cast<app::PriceListMappingDialog *>(QApplication::activeModalWidget());
            if (!mapping) {
                if (QWidget *w = QApplication::activeModalWidget())
                    qobject_cast<QDialog *>(w)->reject();
                return;
            }
            guessed = mapping->fields();
            before = mapping->statusLabel()->text();
            heldBefore = !mapping->importButton()->isEnabled();
            mapping->setField(0, QStringLiteral("gpu_model"));
            after = mapping->statusLabel()->text();
            heldAfter = !mapping->importButton()->isEnabled();
            mapping->accept();
        });
        QCOMPARE(dialog.importWithMapping(path), 1);
        QCOMPARE(guessed, (std::vector<QString>{QString(), QStringLiteral("price_per_month"), QStringLiteral("region")}));
        QVERIFY2(before.contains(QStringLiteral("Still to choose: GPU model")), qPrintable(before));
        QVERIFY(!before.contains(QStringLiteral("Price")));
        QVERIFY(heldBefore);
        QVERIFY2(!after.contains(QStringLiteral("Still to choose")), qPrintable(after));
        QVERIFY2(after.contains(QStringLiteral("No GPU count column")), qPrintable(after));
        QVERIFY(!heldAfter);
        const catalog::Catalog saved = store.load();
        bool l40s = false;
        for (const catalog::PriceOffer &o : saved.prices())
            if (o.origin == catalog::Origin::User && o.acceleratorId == QLatin1String("nvidia-l40s")) {
                l40s = true;
                QCOMPARE(o.price, 9800.0);
                QCOMPARE(o.unit, QStringLiteral("month"));
                QCOMPARE(o.currency, QStringLiteral("CNY"));
                QCOMPARE(o.region, QStringLiteral("华东"));
            }
        QVERIFY2(l40s, qPrintable(dialog.reportText()));
    }

    // What the price list's step says beside the missing fields: where the currency, the period and
    // the GPU count will come from when no column gives them.
    void priceListMappingNotes()
    {
        const app::MappingFields kind = app::PriceListMappingDialog::priceListKind();
        const QStringList header{QStringLiteral("GPU"), QStringLiteral("Price")};
        const std::vector<QString> fields{QStringLiteral("gpu_model"), QStringLiteral("price")};
        app::MappingFields::Check c = kind.check(header, {QStringLiteral("A10"), QStringLiteral("9.8")}, fields, QString());
        QVERIFY(c.missing.isEmpty());
        QCOMPARE(c.notes.size(), 3);
        QVERIFY2(c.notes[0].contains(QStringLiteral("No column gives the currency")), qPrintable(c.notes[0]));
        QVERIFY2(c.notes[1].contains(QStringLiteral("No column names the period")), qPrintable(c.notes[1]));
        QVERIFY2(c.notes[2].contains(QStringLiteral("No GPU count column")), qPrintable(c.notes[2]));
        // The currency named in the first row's price, or chosen as the default; the period in the header.
        c = kind.check(header, {QStringLiteral("A10"), QStringLiteral("¥9.8")}, fields, QString());
        QVERIFY(!c.notes.join(QLatin1Char(' ')).contains(QStringLiteral("currency")));
        c = kind.check(header, {QStringLiteral("A10"), QStringLiteral("9.8")}, fields, QStringLiteral("CNY"));
        QVERIFY(!c.notes.join(QLatin1Char(' ')).contains(QStringLiteral("currency")));
        c = kind.check({QStringLiteral("GPU"), QStringLiteral("单价（元/时）")}, {}, fields, QString());
        QCOMPARE(c.notes.size(), 1); // only the GPU count
        // Both required fields missing, named.
        c = kind.check(header, {}, {QString(), QString()}, QString());
        QCOMPARE(c.missing, (QStringList{QStringLiteral("GPU model"), QStringLiteral("Price")}));
    }

    // A workbook with a merged two-row header: the names under their groups, a row with two prices.
    void priceListMappingReadsAMergedHeader()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        app::PricesDialog dialog(store);
        std::vector<QString> guessed;
        int headerRow = 0;
        QTimer::singleShot(0, [&] {
            auto *mapping = qobject_cast<app::PriceListMappingDialog *>(QApplication::activeModalWidget());
            if (!mapping) {
                if (QWidget *w = QApplication::activeModalWidget())
                    qobject_cast<QDialog *>(w)->reject();
                return;
            }
            guessed = mapping->fields();
            headerRow = mapping->headerRowBox()->value();
            mapping->accept();
        });
        QCOMPARE(dialog.importWithMapping(QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-usd.xlsx")), 5);
        QCOMPARE(headerRow, 4);
        const std::vector<QString> expected{QStringLiteral("offering"),        QStringLiteral("gpu_model"),
                                            QStringLiteral("gpu_count"),       QStringLiteral("price_per_month"),
                                            QStringLiteral("price_per_hour"),  QStringLiteral("region"),
                                            QStringLiteral("as_of")};
        QCOMPARE(guessed, expected);
        QVERIFY2(dialog.reportText().contains(QStringLiteral("Imported 5 of 6 prices (in 5 rows)")), qPrintable(dialog.reportText()));
    }

    // Imported prices take effect in the running session: the window reloads the catalog from the
    // store and evaluates the open plan again; a missing purchase price is offered for entry.
    void importedPricesTakeEffectInTheSession()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        catalog::Catalog catalog = store.load();
        app::MainWindow window(catalog, &store);
        window.setCatalogReloader([&] { catalog = store.load(); });
        window.document()->reset({{"workload",
                                   {{"task", "llm_inference"},
                                    {"model", {{"preset", "llama-3.1-8b"}}},
                                    {"gpu", {{"model", "L4"}, {"count", 1}}}}}},
                                 QString());
        QVERIFY(window.document()->isEvaluated());
        const bool purchaseBefore = window.document()->cost().mode(planner::Billing::Purchase).available;
        auto *enter = window.findChild<QPushButton *>(QStringLiteral("enterPurchasePrice"));
        QVERIFY(enter);
        QCOMPARE(enter->isVisibleTo(&window), !purchaseBefore);

        const QString path = dir.filePath(QStringLiteral("own.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("供应商,实例规格,GPU型号,卡数,vCPU,内存,计费方式,单价,报价日期\n"
                "自有报价,l4-box,L4,1,16,64G,按量付费,￥0.77/时,2026-11-30\n"
                "自有报价,l4-server,L4,1,16,64G,购买,\"￥60,000\",2026-11-30\n");
        f.close();
        app::PricesDialog dialog(store);
        connect(&dialog, &app::PricesDialog::pricesChanged, &window, &app::MainWindow::reloadPrices);
        QCOMPARE(dialog.importFile(path), 2);
        QString userId;
        const catalog::Catalog saved = store.load();
        for (const catalog::PriceOffer &o : saved.prices())
            if (o.origin == catalog::Origin::User && o.billing == QLatin1String("hourly"))
                userId = o.id;
        QVERIFY(!userId.isEmpty());
        const planner::cost::PriceRef &hourly = window.document()->cost().mode(planner::Billing::Hourly).price;
        QCOMPARE(hourly.offerId, userId); // the open plan uses the imported price now
        // Issue 22: the Workload tab names the purchase price in use, not "Not priced".
        QVERIFY(window.document()->cost().mode(planner::Billing::Purchase).available);
        auto *server = window.findChild<QAbstractSpinBox *>(QStringLiteral("cost.purchase.server_price"));
        QVERIFY(server);
        QVERIFY2(server->specialValueText().contains(QStringLiteral("From the price list")),
                 qPrintable(server->specialValueText()));
        QVERIFY(!server->specialValueText().contains(QStringLiteral("Not priced")));

        // The cost dock's request opens the plan's prices and costs (Edit > Prices and Costs).
        auto *dock = window.findChild<widgets::CostView *>();
        QVERIFY(dock);
        window.views()->setCurrentIndex(0);
        Q_EMIT dock->pricesRequested();
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget *>(window.workloadView()));
    }

    // A plan without a purchase price: the cost dock offers to enter it.
    void costDockOffersToEnterAMissingPurchasePrice()
    {
        widgets::CostView view;
        planner::cost::CostReport r;
        r.modes.resize(5); // no price at all, purchase included (the window test has the other side)
        view.setReport(r);
        QVERIFY(view.enterPriceButton()->isVisibleTo(&view));
        QVERIFY(view.enterPriceButton()->text().contains(QStringLiteral("purchase price")));
        QSignalSpy asked(&view, &widgets::CostView::pricesRequested);
        view.enterPriceButton()->click();
        QCOMPARE(asked.size(), 1);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestPricesDialog, Gui)
#include "tst_prices_dialog.moc"
