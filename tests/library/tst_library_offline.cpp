// The team library when its server goes away (started by with-postgres.sh with pg_virtualenv): the
// CLI works from its local copy and queues the quotes saved meanwhile, sending them when the server
// is back (a conflict among them kept in a file, not lost); a server stopped in the middle of a save
// leaves nothing of it. Expectations are stated by hand.
#include "library/libraryserver.h"
#include "testmain.h"

using namespace libtest;

class TestLibraryOffline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (port().isEmpty())
            QSKIP("No PostgreSQL server: run through tests/library/with-postgres.sh (CTest does).");
        if (qEnvironmentVariableIsEmpty("GPUPLANNER_PG_CLUSTER"))
            QSKIP("GPUPLANNER_PG_CLUSTER is not set: with-postgres.sh names the cluster to stop.");
    }

    // Stops and starts the server: the CLI works from its local copy meanwhile, keeps the quotes saved
    // then, and sends them when the server is back, with the conflict check of any save.
    void offlineEditsAreReplayed()
    {
        if (qEnvironmentVariableIsEmpty("GPUPLANNER_PG_CLUSTER"))
            QSKIP("GPUPLANNER_PG_CLUSTER is not set: with-postgres.sh names the cluster to stop.");
        const QString db = QStringLiteral("lib_offline");
        freshDatabase(db);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        createLogin(QStringLiteral("dave"));
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("grant"), QStringLiteral("--editor"), QStringLiteral("dave"),
                      QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        const QString u = url(QStringLiteral("dave"), db), pw = QStringLiteral("pw-dave");
        QTemporaryDir dir;
        Run r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,600")), QStringLiteral("--save"),
                     QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        r = cli({QStringLiteral("compare"), planPath(), QStringLiteral("--json"), QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err)); // this read is the local copy's

        QVERIFY(cluster({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("fast")}));
        r = cli({QStringLiteral("compare"), planPath(), QStringLiteral("--json"), QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("team library offline: showing the copy of ")), qPrintable(r.err));
        json ranked = json::parse(r.out.toStdString());
        QCOMPARE(ranked["results"].size(), size_t(1));
        QCOMPARE(ranked["results"][0]["vendor"].get<std::string>(), std::string("Card Cloud"));
        r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("5,900")), QStringLiteral("--save"),
                 QStringLiteral("--base"), QStringLiteral("Card Cloud=1"), QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("kept on this computer")), qPrintable(r.err));

        QVERIFY(cluster({QStringLiteral("start")}));
        auto a = waitForServer(db);
        QVERIFY(a->isOpen());
        QCOMPARE(scalar(*a, QStringLiteral("SELECT row_version FROM quotes")).toInt(), 1); // not sent yet
        r = cli({QStringLiteral("library"), QStringLiteral("quotes"), QStringLiteral("--json"), QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Sent 1 quote saved while the team library was offline")), qPrintable(r.err));
        json listed = json::parse(r.out.toStdString());
        QCOMPARE(listed["quotes"][0]["version"].get<int>(), 2);
        QCOMPARE(listed["quotes"][0]["data"]["price"]["per_month"].get<double>(), 5900.0 * 8);

        // Offline again, Dave changes it on version 2; meanwhile the administrator changes it too.
        QVERIFY(cluster({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("fast")}));
        r = cli({QStringLiteral("compare"), planPath(), cardCloudSheet(dir, QStringLiteral("6,100")), QStringLiteral("--save"),
                 QStringLiteral("--base"), QStringLiteral("Card Cloud=2"), QStringLiteral("--library"), u}, pw);
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY(cluster({QStringLiteral("start")}));
        a = waitForServer(db);
        QVERIFY(exec(*a, QStringLiteral("UPDATE quotes SET row_version = 3, updated_by = 'postgres'")));
        r = cli({QStringLiteral("library"), QStringLiteral("quotes"), QStringLiteral("--library"), u}, pw);
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(QStringLiteral("based on version 2")), qPrintable(r.err));
        const QRegularExpressionMatch kept =
            QRegularExpression(QStringLiteral("kept in (\\S+team-library-offline-\\S+\\.json)")).match(r.err);
        QVERIFY2(kept.hasMatch(), qPrintable(r.err));
        QFile file(kept.captured(1));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const json offline = json::parse(file.readAll().toStdString());
        QCOMPARE(offline[0]["price"]["per_month"].get<double>(), 6100.0 * 8);
        QVERIFY2(r.err.contains(QStringLiteral("--base 'Card Cloud=3'")), qPrintable(r.err));
        QCOMPARE(scalar(*a, QStringLiteral("SELECT row_version FROM quotes")).toInt(), 3); // the library's version stands
        // The queue was emptied into the file: the next command goes through.
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("quotes"), QStringLiteral("--library"), u}, pw).exit, 0);
    }

    // Last: it restarts the server.
    void theServerStoppedMidWriteLeavesNoHalfQuote()
    {
        const QString cluster = qEnvironmentVariable("GPUPLANNER_PG_CLUSTER");
        if (cluster.isEmpty())
            QSKIP("GPUPLANNER_PG_CLUSTER is not set: with-postgres.sh names the cluster to stop.");
        const QStringList versionAndName = cluster.split(QLatin1Char(' '));
        const QString db = QStringLiteral("lib_crash");
        freshDatabase(db);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"), url(QStringLiteral("postgres"), db)}).exit, 0);
        auto writer = admin(db);
        const std::vector<QuoteWrite> three{{quote(QStringLiteral("One"), 10), 0},
                                            {quote(QStringLiteral("Two"), 20), 0},
                                            {quote(QStringLiteral("Three"), 30), 0}};
        int stopped = -1;
        const WriteResult w = saveSharedQuotes(writer->database(), three, [&](size_t i) {
            if (i == 1) // two of three quotes written, not committed: the server goes down
                stopped = QProcess::execute(QStringLiteral("pg_ctlcluster"),
                                            versionAndName + QStringList{QStringLiteral("stop"), QStringLiteral("-m"),
                                                                         QStringLiteral("immediate")});
        });
        QCOMPARE(stopped, 0);
        QCOMPARE(int(w.outcome), int(WriteOutcome::Failed));
        QVERIFY2(w.message.contains(QStringLiteral("Nothing was saved")) || w.message.contains(QStringLiteral("nothing was saved")),
                 qPrintable(w.message));
        QCOMPARE(QProcess::execute(QStringLiteral("pg_ctlcluster"), versionAndName + QStringList{QStringLiteral("start")}), 0);
        std::unique_ptr<TeamLibrary> again;
        for (QDeadlineTimer deadline(30000); !deadline.hasExpired(); QThread::msleep(200)) {
            again = admin(db);
            if (again->isOpen())
                break;
        }
        QVERIFY(again && again->isOpen());
        QCOMPARE(scalar(*again, QStringLiteral("SELECT count(*) FROM quotes")).toInt(), 0);
        // The writer reconnects and saves all three.
        QVERIFY(writer->open());
        const WriteResult retry = saveSharedQuotes(writer->database(), three);
        QCOMPARE(int(retry.outcome), int(WriteOutcome::Saved));
        QCOMPARE(scalar(*again, QStringLiteral("SELECT count(*) FROM quotes")).toInt(), 3);
    }
};

GPUPLANNER_TEST_MAIN(TestLibraryOffline, Core)
#include "tst_library_offline.moc"
