// The team library against a real PostgreSQL 15 (started by with-postgres.sh with pg_virtualenv):
// init on an empty database, migrate from each older schema, two clients racing on one quote, a
// reader refused, rows written wrong by another client, TLS required. Stopping the server:
// tst_library_offline. Expectations are stated by hand: columns, versions, who changed what, exit codes.
#include "library/libraryserver.h"
#include "testmain.h"

using namespace libtest;

class TestLibraryServer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (port().isEmpty())
            QSKIP("No PostgreSQL server: run through tests/library/with-postgres.sh (CTest does).");
        auto a = admin();
        QVERIFY2(a->isOpen(), qPrintable(a->error()));
        QCOMPARE(a->serverVersion().section(QLatin1Char('.'), 0, 0), QStringLiteral("PostgreSQL 15"));
    }

    void initOnAnEmptyDatabase()
    {
        freshDatabase(QStringLiteral("lib_init"));
        Run r = cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"),
                     url(QStringLiteral("postgres"), QStringLiteral("lib_init"))});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("went from schema 0 to 3")), qPrintable(r.out));
        r = cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"),
                 url(QStringLiteral("postgres"), QStringLiteral("lib_init"))});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("is at schema 3")), qPrintable(r.out));

        auto a = admin(QStringLiteral("lib_init"));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")).toString(),
                 QStringLiteral("3"));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT string_agg(column_name, ',' ORDER BY ordinal_position) FROM "
                                           "information_schema.columns WHERE table_name = 'quotes'"))
                     .toString(),
                 QStringLiteral("id,vendor,plan,currency,imported_at,data,created_by,updated_by,updated_at,row_version"));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT string_agg(column_name, ',' ORDER BY ordinal_position) FROM "
                                           "information_schema.columns WHERE table_name = 'price_offers'"))
                     .toString(),
                 QStringLiteral("id,origin,name,data,created_by,updated_by,updated_at,row_version"));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT has_table_privilege('gpu_planner_reader', 'quotes', 'SELECT')")).toBool(), true);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT has_table_privilege('gpu_planner_reader', 'quotes', 'INSERT')")).toBool(), false);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT has_table_privilege('gpu_planner_editor', 'price_offers', 'UPDATE')")).toBool(), true);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT has_table_privilege('gpu_planner_editor', 'meta', 'UPDATE')")).toBool(), false);

        r = cli({QStringLiteral("library"), QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("--library"),
                 url(QStringLiteral("postgres"), QStringLiteral("lib_init"))});
        QCOMPARE(r.exit, 0);
        const json status = json::parse(r.out.toStdString());
        QCOMPARE(status["schema_version"].get<int>(), 3);
        QCOMPARE(status["role"].get<std::string>(), std::string("superuser"));
        QCOMPARE(status["rows"]["quotes"].get<int>(), 0);
        QVERIFY(status["server"].get<std::string>().starts_with("PostgreSQL 15."));
    }

    void migrateFromEachOlderSchema_data()
    {
        QTest::addColumn<int>("from");
        QTest::newRow("schema 1") << 1;
        QTest::newRow("schema 2") << 2;
    }
    void migrateFromEachOlderSchema()
    {
        QFETCH(int, from);
        const QString db = QStringLiteral("lib_from_%1").arg(from);
        freshDatabase(db);
        {
            auto a = admin(db);
            QSqlDatabase raw = a->database();
            QString error;
            QVERIFY2(schema::migrate(raw, 0, from, &error), qPrintable(error));
            QSqlQuery q(raw);
            q.prepare(QStringLiteral("INSERT INTO accelerators (id, origin, name, data) VALUES (?, 'user', ?, ?)"));
            q.addBindValue(QStringLiteral("custom-gpu-x"));
            q.addBindValue(QStringLiteral("In-house accelerator X"));
            q.addBindValue(QString::fromStdString(customGpu().dump()));
            QVERIFY(q.exec());
            if (from >= 2)
                QVERIFY(exec(*a, QStringLiteral("INSERT INTO quotes (vendor, plan, currency, imported_at, data) VALUES "
                                                "('Acme', 'P', 'USD', '2026-01-01', '{\"vendor\": \"Acme\"}')")));
        }
        Run r = cli({QStringLiteral("compare"), planPath(), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)});
        QCOMPARE(r.exit, 3);
        QVERIFY2(r.err.contains(QStringLiteral("library migrate")), qPrintable(r.err));
        r = cli({QStringLiteral("library"), QStringLiteral("migrate"), QStringLiteral("--library"),
                 url(QStringLiteral("postgres"), db)});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("went from schema %1 to 3").arg(from)), qPrintable(r.out));
        auto a = admin(db);
        QCOMPARE(a->schemaVersion(), 3);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT row_version FROM accelerators WHERE id = 'custom-gpu-x'")).toInt(), 1);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT count(*) FROM quotes")).toInt(), from >= 2 ? 1 : 0);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT has_table_privilege('gpu_planner_editor', 'storage_classes', 'INSERT')")).toBool(), true);
    }

    void migrateRefusesAnEmptyDatabase()
    {
        freshDatabase(QStringLiteral("lib_empty"));
        const Run r = cli({QStringLiteral("library"), QStringLiteral("migrate"), QStringLiteral("--library"),
                           url(QStringLiteral("postgres"), QStringLiteral("lib_empty"))});
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(QStringLiteral("library init")), qPrintable(r.err));
    }

    void twoClientsRaceOnOneQuote()
    {
        const QString db = QStringLiteral("lib_race");
        freshDatabase(db);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        for (const QString &who : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            createLogin(who);
            QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("grant"), QStringLiteral("--editor"), who,
                          QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        }
        auto alice = openAs(QStringLiteral("alice"), db), bob = openAs(QStringLiteral("bob"), db);
        QVERIFY(alice->isOpen() && bob->isOpen());
        WriteResult w = saveSharedQuotes(alice->database(), {{quote(QStringLiteral("Acme"), 30), 0}});
        QCOMPARE(int(w.outcome), int(WriteOutcome::Saved));
        QCOMPARE(w.added, 1);
        // Both read version 1, both change the price.
        const SharedQuotePage seenByAlice = sharedQuotes(alice->database(), QStringLiteral("Llama serving"), 10);
        const SharedQuotePage seenByBob = sharedQuotes(bob->database(), QStringLiteral("Llama serving"), 10);
        QCOMPARE(seenByAlice.quotes.at(0).stamp.version, 1);
        QCOMPARE(seenByBob.quotes.at(0).stamp.version, 1);
        w = saveSharedQuotes(alice->database(), {{quote(QStringLiteral("Acme"), 28), 1}});
        QCOMPARE(int(w.outcome), int(WriteOutcome::Saved));
        QCOMPARE(w.changed, 1);
        w = saveSharedQuotes(bob->database(), {{quote(QStringLiteral("Acme"), 35), 1}});
        QCOMPARE(int(w.outcome), int(WriteOutcome::Conflict));
        QCOMPARE(w.conflictStamp.version, 2);
        QCOMPARE(w.conflictStamp.updatedBy, QStringLiteral("alice"));
        QVERIFY2(w.message.contains(QStringLiteral("based on version 1")), qPrintable(w.message));
        // Alice's edit stands; Bob's was not written.
        const SharedQuotePage now = sharedQuotes(bob->database(), QStringLiteral("Llama serving"), 10);
        QCOMPARE(now.quotes.size(), size_t(1));
        QCOMPARE(now.quotes[0].quote.data["price"]["per_hour"].get<double>(), 28.0);
        QCOMPARE(now.quotes[0].stamp.createdBy, QStringLiteral("alice"));
        QCOMPARE(now.quotes[0].stamp.updatedBy, QStringLiteral("alice"));
        QVERIFY(now.quotes[0].stamp.updatedAt.startsWith(QStringLiteral("20")));

        // The same race through the CLI, on a vendor sheet.
        QTemporaryDir dir;
        const QString aliceUrl = url(QStringLiteral("alice"), db), bobUrl = url(QStringLiteral("bob"), db);
        Run r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,600")), QStringLiteral("--save"),
                     QStringLiteral("--library"), aliceUrl}, QStringLiteral("pw-alice"));
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,400")), QStringLiteral("--save"),
                 QStringLiteral("--base"), QStringLiteral("Card Cloud=1"), QStringLiteral("--library"), aliceUrl},
                QStringLiteral("pw-alice"));
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,900")), QStringLiteral("--save"),
                 QStringLiteral("--base"), QStringLiteral("Card Cloud=1"), QStringLiteral("--library"), bobUrl},
                QStringLiteral("pw-bob"));
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(QStringLiteral("gpu-planner-cli library quotes --plan 'Llama 70B serving'")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("--base 'Card Cloud=2'")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("by alice")), qPrintable(r.err));
        r = cli({QStringLiteral("library"), QStringLiteral("quotes"), QStringLiteral("--plan"), QStringLiteral("Llama 70B serving"),
                 QStringLiteral("--json"), QStringLiteral("--library"), bobUrl}, QStringLiteral("pw-bob"));
        QCOMPARE(r.exit, 0);
        const json listed = json::parse(r.out.toStdString());
        QCOMPARE(listed["total"].get<int>(), 1);
        QCOMPARE(listed["quotes"][0]["version"].get<int>(), 2);
        QCOMPARE(listed["quotes"][0]["updated_by"].get<std::string>(), std::string("alice"));
        // 5,400 CNY per GPU-month, as Alice saved it.
        QCOMPARE(listed["quotes"][0]["data"]["price"]["per_month"].get<double>(), 5400.0 * 8);
    }

    void aReaderIsRefused()
    {
        const QString db = QStringLiteral("lib_reader");
        freshDatabase(db);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        createLogin(QStringLiteral("carol"));
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("grant"), QStringLiteral("--reader"), QStringLiteral("carol"),
                      QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        auto carol = openAs(QStringLiteral("carol"), db);
        WriteResult w = saveSharedQuotes(carol->database(), {{quote(QStringLiteral("Acme"), 30), 0}});
        QCOMPARE(int(w.outcome), int(WriteOutcome::Refused));
        QVERIFY2(w.message.contains(QStringLiteral("gpu_planner_editor")), qPrintable(w.message));
        QVERIFY2(w.message.contains(QStringLiteral("library grant --editor carol")), qPrintable(w.message));
        auto a = admin(db);
        QCOMPARE(scalar(*a, QStringLiteral("SELECT count(*) FROM quotes")).toInt(), 0);

        QTemporaryDir dir;
        const QString carolUrl = url(QStringLiteral("carol"), db);
        Run r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,600")), QStringLiteral("--save"),
                     QStringLiteral("--library"), carolUrl}, QStringLiteral("pw-carol"));
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(QStringLiteral("gpu_planner_editor")), qPrintable(r.err));
        r = cli({QStringLiteral("library"), QStringLiteral("status"), QStringLiteral("--library"), carolUrl}, QStringLiteral("pw-carol"));
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.out.contains(QStringLiteral("carol (reader)")), qPrintable(r.out));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT count(*) FROM quotes")).toInt(), 0);
        // Made an editor, the same save goes through.
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("grant"), QStringLiteral("--editor"), QStringLiteral("carol"),
                      QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,600")), QStringLiteral("--save"),
                 QStringLiteral("--library"), carolUrl}, QStringLiteral("pw-carol"));
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT created_by FROM quotes")).toString(), QStringLiteral("carol"));
    }

    void malformedRowsAreSkippedWithAMessage()
    {
        const QString db = QStringLiteral("lib_bad");
        freshDatabase(db);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        auto a = admin(db);
        QCOMPARE(int(saveSharedQuotes(a->database(), {{quote(QStringLiteral("Good Co"), 20, QStringLiteral("Llama 70B serving")), 0}}).outcome),
                 int(WriteOutcome::Saved));
        // Another client wrote these by hand.
        QVERIFY(exec(*a, QStringLiteral("INSERT INTO quotes (id, vendor, plan, currency, imported_at, data, updated_by) VALUES "
                                        "(101, 'Broken Co', 'Llama 70B serving', 'USD', '', '{not json', 'mallory'), "
                                        "(102, 'Typed Co', 'Llama 70B serving', 'USD', '', '{\"vendor\": 5}', 'mallory'), "
                                        "(103, 'List Co', 'Llama 70B serving', 'USD', '', '[1, 2]', 'mallory')")));
        QVERIFY(exec(*a, QStringLiteral("INSERT INTO price_offers (id, origin, name, data) VALUES "
                                        "('team-bad', 'user', 'x', '{\"id\": \"team-bad\"}'), "
                                        "('team-text', 'user', 'y', 'garbage')")));
        const SharedQuotePage page = sharedQuotes(a->database(), QStringLiteral("Llama 70B serving"), 50);
        QCOMPARE(page.quotes.size(), size_t(1));
        QCOMPARE(page.quotes[0].quote.vendor, QStringLiteral("Good Co"));
        QCOMPARE(page.skipped.size(), 3);
        for (const char *id : {"quote 101 of 'Broken Co'", "quote 102 of 'Typed Co'", "quote 103 of 'List Co'"})
            QVERIFY2(page.skipped.join(QLatin1Char('\n')).contains(QLatin1String(id)), id);

        const QString u = url(QStringLiteral("postgres"), db);
        Run r = cli({QStringLiteral("library"), QStringLiteral("quotes"), QStringLiteral("--library"), u});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Good Co")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("Skipped quote 101 of 'Broken Co'")), qPrintable(r.err));
        r = cli({QStringLiteral("catalog"), QStringLiteral("prices"), QStringLiteral("--origin"), QStringLiteral("team"),
                 QStringLiteral("--library"), u});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.err.contains(QStringLiteral("'team-bad'")) && r.err.contains(QStringLiteral("'team-text'")), qPrintable(r.err));
        r = cli({QStringLiteral("compare"), planPath(), QStringLiteral("--json"), QStringLiteral("--library"), u});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        const json ranked = json::parse(r.out.toStdString());
        QCOMPARE(ranked["results"].size(), size_t(1));
        QVERIFY2(r.err.contains(QStringLiteral("Skipped quote 102 of 'Typed Co'")), qPrintable(r.err));
    }

    void tlsIsRequiredByDefault()
    {
        auto a = admin();
        if (scalar(*a, QStringLiteral("SHOW ssl")).toString() == QLatin1String("on"))
            QSKIP("This server offers TLS: the refusal of a server without it cannot be shown here.");
        const Run r = cli({QStringLiteral("library"), QStringLiteral("status"), QStringLiteral("--library"),
                           QStringLiteral("postgresql://postgres@localhost:%1/postgres").arg(port())});
        QCOMPARE(r.exit, 3);
        QVERIFY2(r.err.contains(QStringLiteral("SSL was required")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("?sslmode=disable")), qPrintable(r.err));
    }
};

GPUPLANNER_TEST_MAIN(TestLibraryServer, Core)
#include "tst_library_server.moc"
