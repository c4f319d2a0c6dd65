// The About dialog shows the version, the license, the catalog version and every distinct source of
// the catalog rows, grouped by kind; it retranslates on a language change.
#include "app/core/aboutdialog.h"
#include "catalog/bundled.h"
#include "gpuplanner_version.h"

#include <QFile>
#include <QIcon>
#include <QLabel>
#include <QSet>
#include <QTreeWidget>
#include <QtTest>

using namespace gpuplanner;

class TestAboutDialog : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        QVERIFY2(b.errors.isEmpty(), qPrintable(b.errors.join(QLatin1Char('\n'))));
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void iconResource()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/icons/gpu-planner.svg")));
        const QIcon icon(QStringLiteral(":/icons/gpu-planner.svg"));
        QVERIFY(!icon.pixmap(16, 16).isNull());
    }

    void sourcesAreDistinctAndCoverEveryRow()
    {
        const auto groups = app::AboutDialog::collectSources(m_catalog);
        QCOMPARE(int(groups.size()), 6); // every kind has bundled rows
        std::size_t rows = 0;
        for (const auto &group : groups) {
            QSet<QString> keys;
            int cited = 0;
            for (const auto &entry : group.sources) {
                QVERIFY(!entry.document.isEmpty());
                QVERIFY(!entry.confidences.isEmpty());
                const QString key = entry.document + QLatin1Char('\n') + entry.url;
                QVERIFY2(!keys.contains(key), qPrintable(key));
                keys.insert(key);
                cited += int(entry.rowNames.size());
            }
            QCOMPARE(cited, group.rowCount);
            rows += std::size_t(group.rowCount);
        }
        QCOMPARE(rows, m_catalog.accelerators().size() + m_catalog.cpus().size() + m_catalog.models().size() +
                           m_catalog.storage().size() + m_catalog.network().size() + m_catalog.prices().size());
        // Rows citing one document share one entry (the network classes cite one billing page thrice).
        const auto &network = groups[4];
        QCOMPARE(network.kind, catalog::Kind::Network);
        QVERIFY(int(network.sources.size()) <= network.rowCount);
    }

    void showsVersionsAndSources()
    {
        app::AboutDialog dialog(m_catalog);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *version = dialog.findChild<QLabel *>(QStringLiteral("versionLabel"));
        auto *catalogVersion = dialog.findChild<QLabel *>(QStringLiteral("catalogVersionLabel"));
        auto *license = dialog.findChild<QLabel *>(QStringLiteral("licenseLabel"));
        QVERIFY(version && catalogVersion && license);
        QVERIFY(version->text().contains(QStringLiteral(GPUPLANNER_VERSION)));
        QVERIFY(catalogVersion->text().contains(m_catalog.version()));
        QVERIFY(license->text().contains(QStringLiteral("MIT")));

        auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("sourcesTree"));
        QVERIFY(tree);
        QCOMPARE(tree->topLevelItemCount(), 6);
        QTreeWidgetItem *accelerators = tree->topLevelItem(0);
        QVERIFY(accelerators->text(0).startsWith(QStringLiteral("Accelerators")));
        const auto *h200 = m_catalog.accelerator(QStringLiteral("nvidia-h200-sxm"));
        QVERIFY(h200);
        bool found = false;
        for (int i = 0; i < accelerators->childCount(); ++i)
            found = found || (accelerators->child(i)->text(0) == h200->source.document &&
                              accelerators->child(i)->data(3, Qt::UserRole).toString() == h200->source.url);
        QVERIFY(found);
    }

    void retranslatesOnLanguageChange()
    {
        app::AboutDialog dialog(m_catalog);
        auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("sourcesTree"));
        const int before = tree->topLevelItemCount();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&dialog, &change);
        QCOMPARE(tree->topLevelItemCount(), before); // rebuilt, not appended to
        QCOMPARE(dialog.windowTitle(), QStringLiteral("About GPU Server Planner"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestAboutDialog, Gui)
#include "tst_aboutdialog.moc"
