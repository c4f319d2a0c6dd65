// Issue 24: a team library of 100,000 quotes and 10,000 price rows on a local PostgreSQL 15. Target:
// connecting, fetching the plan's 200 most recently changed quotes (the server filters, orders and
// pages: the client never reads the library whole) and ranking them, under 1 s. Run through
// tests/library/with-postgres.sh (./setup.sh bench does); skipped without a server.
#include "catalog/bundled.h"
#include "catalog/libraryaddress.h"
#include "catalog/sharedrows.h"
#include "catalog/teamlibrary.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "planner/report/exports.h"

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include <fstream>

using namespace gpuplanner;

namespace {

QString libraryUrl(const QString &db)
{
    return QStringLiteral("postgresql://%1@localhost:%2/%3?sslmode=disable")
        .arg(qEnvironmentVariable("PGUSER"), qEnvironmentVariable("PGPORT"), db);
}

bool exec(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    qWarning("%s: %s", qPrintable(sql.left(120)), qPrintable(q.lastError().text()));
    return false;
}

std::unique_ptr<catalog::TeamLibrary> openLibrary(const QString &db)
{
    QString error;
    auto lib = std::make_unique<catalog::TeamLibrary>(*catalog::parseLibraryUrl(libraryUrl(db), &error));
    lib->open();
    return lib;
}

// One ranking as the CLI's `compare PLAN --library URL` does it: connect, one page, rank.
quotes::Comparison openAndRank(const report::PlanDocument &plan, const catalog::Catalog &catalog)
{
    auto lib = openLibrary(QStringLiteral("bench_library"));
    const catalog::SharedQuotePage page = catalog::sharedQuotes(lib->database(), plan.name, 200);
    std::vector<quotes::Quote> list;
    list.reserve(page.quotes.size());
    for (const catalog::SharedQuote &s : page.quotes) {
        quotes::Quote q;
        QString error;
        if (quotes::quoteFromJson(s.quote.data, &q, &error))
            list.push_back(std::move(q));
    }
    return report::compareNow(plan, list, catalog);
}

} // namespace

class BenchLibrary : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    report::PlanDocument m_plan;

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PGPORT"))
            QSKIP("No PostgreSQL server: run through tests/library/with-postgres.sh (./setup.sh bench does).");
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
        std::ifstream planFile(GPUPLANNER_SOURCE_DIR "/docs/samples/llama-3.1-70b-serving.json");
        QVERIFY(planFile.good());
        m_plan = report::readPlanDocument(nlohmann::json::parse(planFile), QStringLiteral("bench"), m_catalog);
        QVERIFY2(m_plan.error.isEmpty(), qPrintable(m_plan.error));

        // A quote as a vendor sheet gives it; the server copies it 100,000 times under other vendors.
        quotes::ImportOptions options;
        options.catalog = &m_catalog;
        const quotes::QuoteImport in = quotes::importQuoteGrid(
            quotes::parseCsv("vendor,gpu,gpus,vram,ram,data disk,public bandwidth,Price (CNY per GPU per month),currency\n"
                             "__VENDOR__,NVIDIA A800 SXM4 80GB,8,80,1024,7680,100M,\"5,600\",CNY\n"),
            QStringLiteral("bench.csv"), false, options);
        QCOMPARE(int(in.quotes.size()), 1);
        quotes::Quote q = in.quotes.front();
        q.plan = QStringLiteral("__PLAN__");
        const QString quoteTemplate = QString::fromStdString(quotes::quoteToJson(q).dump()).replace(QLatin1Char('\''), QLatin1String("''"));
        const nlohmann::json price = m_catalog.prices().front().raw;
        const QString priceTemplate = QString::fromStdString(price.dump()).replace(QLatin1Char('\''), QLatin1String("''"));

        auto admin = openLibrary(QStringLiteral("postgres"));
        QVERIFY2(admin->isOpen(), qPrintable(admin->error()));
        QVERIFY(exec(admin->database(), QStringLiteral("DROP DATABASE IF EXISTS bench_library WITH (FORCE)")));
        QVERIFY(exec(admin->database(), QStringLiteral("CREATE DATABASE bench_library")));
        auto lib = openLibrary(QStringLiteral("bench_library"));
        QString error;
        QVERIFY2(lib->migrate(&error) == 0, qPrintable(error));
        QElapsedTimer fill;
        fill.start();
        // 1 quote in 100 answers the benchmark's plan (1,000 of them); the rest, 500 other plans.
        const QString planName = QString(m_plan.name).replace(QLatin1Char('\''), QLatin1String("''"));
        QVERIFY(exec(lib->database(),
                     QStringLiteral("INSERT INTO quotes (vendor, plan, currency, imported_at, data, created_by, updated_by, "
                                    "updated_at, row_version) SELECT 'Vendor ' || i, p, 'CNY', '2026-12-01T00:00:00Z', "
                                    "replace(replace('%1', '__VENDOR__', 'Vendor ' || i), '__PLAN__', p), 'bench', 'bench', "
                                    "to_char(TIMESTAMP '2026-01-01' + i * INTERVAL '1 minute', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), 1 "
                                    "FROM (SELECT i, CASE WHEN mod(i, 100) = 0 THEN '%2' ELSE 'Plan ' || mod(i, 500) END AS p "
                                    "FROM generate_series(1, 100000) AS i) AS s")
                         .arg(quoteTemplate, planName)));
        QVERIFY(exec(lib->database(),
                     QStringLiteral("INSERT INTO price_offers (id, origin, name, data, created_by, updated_by, updated_at, "
                                    "row_version) SELECT 'team-price-' || i, 'user', 'Team price ' || i, "
                                    "replace('%1', '\"id\":\"%2\"', '\"id\":\"team-price-' || i || '\"'), 'bench', 'bench', "
                                    "'2026-12-01T00:00:00Z', 1 FROM generate_series(1, 10000) AS i")
                         .arg(priceTemplate, m_catalog.prices().front().id)));
        QVERIFY(exec(lib->database(), QStringLiteral("ANALYZE")));
        QSqlQuery count(lib->database());
        QVERIFY(count.exec(QStringLiteral("SELECT (SELECT count(*) FROM quotes), (SELECT count(*) FROM price_offers)")) &&
                count.next());
        QCOMPARE(count.value(0).toInt(), 100000);
        QCOMPARE(count.value(1).toInt(), 10000);
        qInfo("filled 100,000 quotes and 10,000 price rows in %lld ms", fill.elapsed());
    }

    void openAndRankThePlansTwoHundredQuotes()
    {
        quotes::Comparison c;
        QBENCHMARK {
            c = openAndRank(m_plan, m_catalog);
        }
        QCOMPARE(int(c.results.size()), 200);
    }

    // The same once, cold connection included, with the time stated against the 1 s.
    void onceAgainstTheTarget()
    {
        QElapsedTimer t;
        t.start();
        const quotes::Comparison c = openAndRank(m_plan, m_catalog);
        const qint64 ms = t.elapsed();
        QCOMPARE(int(c.results.size()), 200);
        qInfo("connect + 200 of 100,000 quotes fetched + ranked: %lld ms (target: under 1000 ms)", ms);
    }

    void aPageOfTeamPrices()
    {
        auto lib = openLibrary(QStringLiteral("bench_library"));
        catalog::SharedRowPage page;
        QBENCHMARK {
            page = catalog::sharedRows(lib->database(), catalog::Kind::Price, 1000, 5000);
        }
        QCOMPARE(int(page.rows.size()), 1000);
        QVERIFY2(page.skipped.isEmpty(), qPrintable(page.skipped.value(0)));
    }
};

QTEST_GUILESS_MAIN(BenchLibrary)
#include "bench_library.moc"
