// The desktop app's team library against a throwaway PostgreSQL 15 (library/with-postgres.sh):
// Settings > Team library… tests the connection and shows the user's role; the Quotes view's
// library dialog pages the team's quotes on the server with who changed them; a conflict shows both
// versions and keeping mine saves with the library's version as the base; a reader is refused with
// the role to ask for; with the server stopped the dialog shows the local copy and says so.
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/quotes/quotelist.h"
#include "app/quotes/quotesview.h"
#include "app/team/quoteconflictdialog.h"
#include "app/team/teamlibrarydialog.h"
#include "app/team/teampassword.h"
#include "app/team/teamquotesave.h"
#include "app/team/teamquotesdialog.h"
#include "catalog/bundled.h"
#include "catalog/libraryroles.h"
#include "library/libraryserver.h"
#include "library/teamgui.h"
#include "planner/quotes/quotejson.h"
#include "testmain.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>

using namespace libtest;
using gpuplanner::app::QuoteConflictDialog;
using gpuplanner::app::TeamConnection;
using gpuplanner::app::TeamLibraryDialog;
using gpuplanner::app::TeamQuotesDialog;
namespace teampassword = gpuplanner::app::teampassword;
namespace gq = gpuplanner::quotes;

namespace {

const QString kDb = QStringLiteral("lib_gui");
const QString kPlan = QStringLiteral("Llama serving");

void nameLibraryAs(const QString &user)
{
    teamgui::nameLibrary(QStringLiteral("localhost"), port().toInt(), kDb, user, QStringLiteral("disable"));
}

gq::Quote planQuote(const QString &vendor, double perHour)
{
    gq::Quote q;
    QString error;
    if (!gq::quoteFromJson(libtest::quote(vendor, perHour).data, &q, &error))
        qWarning("%s", qPrintable(error));
    return q;
}

double libraryPrice(const QString &vendor, int *version, QString *updatedBy)
{
    auto a = admin(kDb);
    const std::optional<SharedQuote> s = sharedQuoteLike(a->database(), libtest::quote(vendor, 0));
    if (!s)
        return -1;
    *version = s->stamp.version;
    *updatedBy = s->stamp.updatedBy;
    return s->quote.data["price"]["per_hour"].get<double>();
}

} // namespace

class TestTeamGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (port().isEmpty())
            QSKIP("No PostgreSQL server: run through tests/library/with-postgres.sh (CTest does).");
        teampassword::useKeychain(false);
        // Every login's password is pw-NAME (libraryserver.h); the dialog asks for it once a session.
        teampassword::setAsker([](const QString &prompt) {
            const qsizetype at = prompt.indexOf(QLatin1String("postgresql://")) + 13;
            return std::optional<QString>(QStringLiteral("pw-") +
                                          prompt.mid(at, prompt.indexOf(QLatin1Char('@'), at) - at));
        });
        freshDatabase(kDb);
        QCOMPARE(cli({QStringLiteral("library"), QStringLiteral("init"), QStringLiteral("--library"),
                      url(QStringLiteral("postgres"), kDb)})
                     .exit,
                 0);
        for (const char *name : {"alice", "bob", "carol"}) {
            createLogin(QLatin1String(name));
            const bool reader = QLatin1String(name) == QLatin1String("carol");
            QCOMPARE(
                cli({QStringLiteral("library"), QStringLiteral("grant"),
                     reader ? QStringLiteral("--reader") : QStringLiteral("--editor"), QLatin1String(name),
                     QStringLiteral("--library"), url(QStringLiteral("postgres"), kDb)})
                    .exit,
                0);
        }
    }

    void cleanup() { TeamConnection::instance().close(); }

    // Test connection: the server, the schema version and the role, as `library status` prints them.
    void testConnectionReportsTheRole()
    {
        for (const QString &user : {QStringLiteral("alice"), QStringLiteral("carol")}) {
            TeamLibraryDialog dialog;
            dialog.hostEdit()->setText(QStringLiteral("localhost"));
            dialog.portEdit()->setValue(port().toInt());
            dialog.databaseEdit()->setText(kDb);
            dialog.userEdit()->setText(user);
            dialog.tlsBox()->setCurrentIndex(dialog.tlsBox()->findData(QStringLiteral("disable")));
            QVERIFY2(dialog.testConnection(), qPrintable(dialog.status()->text()));
            const QString status = dialog.status()->text();
            QVERIFY2(status.contains(QStringLiteral("Server: PostgreSQL 15")), qPrintable(status));
            QVERIFY2(
                status.contains(QStringLiteral("Schema: %1 (this version: %1)").arg(schema::kCurrentVersion)),
                qPrintable(status));
            const QString role =
                user == QLatin1String("alice") ? QStringLiteral("editor") : QStringLiteral("reader");
            QVERIFY2(status.contains(QStringLiteral("User: %1 (%2)").arg(user, role)), qPrintable(status));
            if (user == QLatin1String("carol"))
                QVERIFY(status.contains(
                    QLatin1String(gpuplanner::catalog::roles::kEditor))); // the role to ask for
        }
    }

    // The library dialog reads one page at a time from the server, with who made and changed each quote.
    void dialogPagesOnTheServer()
    {
        {
            auto alice = openAs(QStringLiteral("alice"), kDb);
            std::vector<QuoteWrite> writes;
            for (int i = 0; i < 120; ++i)
                writes.push_back({quote(QStringLiteral("Paged vendor %1").arg(i, 3, 10, QLatin1Char('0')),
                                        2.0 + i, i < 110 ? QStringLiteral("Other plan") : kPlan),
                                  0});
            QCOMPARE(int(saveSharedQuotes(alice->database(), writes).outcome), int(WriteOutcome::Saved));
        }
        nameLibraryAs(QStringLiteral("bob"));
        TeamQuotesDialog dialog(kPlan);
        QCOMPARE(dialog.total(), qint64(120));
        QCOMPARE(dialog.table()->rowCount(), TeamQuotesDialog::kPageSize);
        QCOMPARE(dialog.pageLabel()->text(), QStringLiteral("1–50 of 120"));
        QVERIFY(dialog.notice()->isHidden());
        QCOMPARE(dialog.table()->item(0, 4)->text(), QStringLiteral("alice")); // created by
        QCOMPARE(dialog.table()->item(0, 5)->text(), QStringLiteral("alice")); // last changed by
        QVERIFY(!dialog.table()->item(0, 6)->text().isEmpty());                // when
        dialog.nextButton()->click();
        QCOMPARE(dialog.offset(), 50);
        QCOMPARE(dialog.table()->rowCount(), 50);
        dialog.nextButton()->click();
        QCOMPARE(dialog.table()->rowCount(), 20);
        QVERIFY(!dialog.nextButton()->isEnabled());
        QCOMPARE(dialog.pageLabel()->text(), QStringLiteral("101–120 of 120"));
        dialog.setThisPlanOnly(true); // the server filters: the plan's 10 quotes, page one
        QCOMPARE(dialog.total(), qint64(10));
        QCOMPARE(dialog.table()->rowCount(), 10);
        dialog.setChecked(0, true);
        const std::vector<gq::Quote> chosen = dialog.chosen();
        QCOMPARE(chosen.size(), size_t(1));
        QCOMPARE(chosen[0].plan, kPlan);
    }

    // Alice saves; Bob changes the quote; Alice's next save sees the conflict, is shown both
    // versions, keeps hers: saved with Bob's version as the base. Taking the library's instead
    // replaces the plan's quote and saves nothing.
    void conflictKeepsMineWithTheRightBase()
    {
        nameLibraryAs(QStringLiteral("alice"));
        std::vector<gq::Quote> mine{planQuote(QStringLiteral("Racer Cloud"), 10.0)};
        QStringList messages = gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, mine, kPlan);
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(QStringLiteral("1 added")),
                 qPrintable(messages.join(QLatin1Char('\n'))));
        {
            auto bob = openAs(QStringLiteral("bob"), kDb);
            QCOMPARE(int(saveSharedQuotes(bob->database(), {{quote(QStringLiteral("Racer Cloud"), 8.0), 1}})
                             .outcome),
                     int(WriteOutcome::Saved));
        }
        mine = {planQuote(QStringLiteral("Racer Cloud"), 9.0)};
        int shown = 0;
        QString header;
        gpuplanner::app::setConflictChooser([&](QuoteConflictDialog &d) {
            ++shown;
            header = d.header()->text();
            bool both = false;
            for (int r = 0; r < d.table()->rowCount(); ++r)
                if (d.table()->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("price_per_hour"))
                    both = r == 0 && d.table()->item(r, 1)->text() == QLatin1String("9") &&
                           d.table()->item(r, 2)->text() == QLatin1String("8");
            if (!both || !d.table()->horizontalHeaderItem(2)->text().contains(QStringLiteral("bob")))
                return QuoteConflictDialog::Undecided;
            return QuoteConflictDialog::KeepMine;
        });
        messages = gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, mine, kPlan);
        QCOMPARE(shown, 1);
        QVERIFY2(header.contains(QStringLiteral("version 2")) && header.contains(QStringLiteral("bob")) &&
                     header.contains(QStringLiteral("version 1")),
                 qPrintable(header));
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(QStringLiteral("1 changed")),
                 qPrintable(messages.join(QLatin1Char('\n'))));
        int version = 0;
        QString by;
        QCOMPARE(libraryPrice(QStringLiteral("Racer Cloud"), &version, &by), 9.0);
        QCOMPARE(version, 3); // Alice's save replaced Bob's version 2
        QCOMPARE(by, QStringLiteral("alice"));

        // Bob changes it again; Alice takes the library's: her plan gets Bob's price, the library keeps it.
        {
            auto bob = openAs(QStringLiteral("bob"), kDb);
            QCOMPARE(int(saveSharedQuotes(bob->database(), {{quote(QStringLiteral("Racer Cloud"), 7.0), 3}})
                             .outcome),
                     int(WriteOutcome::Saved));
        }
        mine = {planQuote(QStringLiteral("Racer Cloud"), 11.0)};
        gpuplanner::app::setConflictChooser(
            [](QuoteConflictDialog &) { return QuoteConflictDialog::TakeTheirs; });
        messages = gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, mine, kPlan);
        gpuplanner::app::setConflictChooser({});
        QCOMPARE(*mine[0].price.perHour, 7.0);
        QCOMPARE(libraryPrice(QStringLiteral("Racer Cloud"), &version, &by), 7.0);
        QCOMPARE(version, 4);
        QVERIFY(messages.join(QLatin1Char('\n')).contains(QStringLiteral("was taken")));
    }

    // A reader's save is refused with the catalog's message naming the role to ask for; nothing changes.
    void readerIsRefused()
    {
        nameLibraryAs(QStringLiteral("carol"));
        std::vector<gq::Quote> mine{planQuote(QStringLiteral("Reader Cloud"), 5.0)};
        const QString text =
            gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, mine, kPlan).join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QLatin1String(gpuplanner::catalog::roles::kEditor)) &&
                     text.contains(QStringLiteral("Nothing was saved")),
                 qPrintable(text));
        int version = 0;
        QString by;
        QCOMPARE(libraryPrice(QStringLiteral("Reader Cloud"), &version, &by), -1.0);
    }

    // The Quotes view with a team library set: an imported quote is saved there (stamped with the
    // user), and "From the quote library…" opens the team's dialog, whose ticked quote joins the plan.
    void quotesViewUsesTheTeamLibrary()
    {
        nameLibraryAs(QStringLiteral("bob"));
        gpuplanner::catalog::BundledCatalog bundled = gpuplanner::catalog::loadBundledCatalog();
        const gpuplanner::catalog::Catalog catalog(std::move(bundled.rows), bundled.version);
        gpuplanner::app::PlanDocument document(catalog);
        const nlohmann::json serving = {
            {"task", "llm_inference"},
            {"model", {{"preset", "llama-3.1-70b"}}},
            {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}}};
        document.reset(gpuplanner::app::planfile::make(serving, QStringLiteral("Team plan")), {});
        gpuplanner::app::QuotesView view(document, nullptr);
        QVERIFY(view.importFile(QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/samples/quote-vendor-c.json")));
        QVERIFY2(view.messages().join(u'\n').contains(QStringLiteral("Team library: 1 added")),
                 qPrintable(view.messages().join(u'\n')));
        int version = 0;
        QString by;
        {
            auto a = admin(kDb);
            QSqlQuery q(a->database());
            QVERIFY(q.exec(QStringLiteral(
                "SELECT created_by, row_version FROM quotes WHERE vendor = 'Vendor C (example)'")));
            QVERIFY(q.next());
            by = q.value(0).toString();
            version = q.value(1).toInt();
        }
        QCOMPARE(by, QStringLiteral("bob"));
        QCOMPARE(version, 1);
        gpuplanner::app::quotelist::write(document, {}, QStringLiteral("clear"));
        QTimer::singleShot(0, [] {
            for (int i = 0; i < 200; ++i) {
                if (auto *d = qobject_cast<TeamQuotesDialog *>(QApplication::activeModalWidget())) {
                    d->setThisPlanOnly(true);
                    d->setChecked(0, true);
                    d->accept();
                    return;
                }
                QTest::qWait(10);
            }
        });
        view.addFromLibrary();
        const std::vector<gq::Quote> inPlan = gpuplanner::app::quotelist::read(document);
        QCOMPARE(inPlan.size(), size_t(1));
        QCOMPARE(inPlan[0].vendor, QStringLiteral("Vendor C (example)"));
    }

    // Screenshots of the three dialogs in both languages (only when GPUPLANNER_SHOTS_DIR names a folder).
    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("GPUPLANNER_SHOTS_DIR"))
            QSKIP("GPUPLANNER_SHOTS_DIR is not set: no screenshots wanted.");
        using gpuplanner::i18n::Language;
        for (const Language language : {Language::English, Language::Chinese}) {
            gpuplanner::i18n::setLanguage(language);
            const QString code = language == Language::English ? QStringLiteral("en") : QStringLiteral("zh");
            nameLibraryAs(QStringLiteral("carol"));
            {
                TeamLibraryDialog dialog;
                QVERIFY(dialog.testConnection());
                teamgui::shoot(dialog, QStringLiteral("team-library-") + code);
            }
            {
                TeamQuotesDialog dialog(kPlan);
                teamgui::shoot(dialog, QStringLiteral("team-quotes-") + code);
            }
            auto a = admin(kDb);
            const std::optional<SharedQuote> theirs =
                sharedQuoteLike(a->database(), quote(QStringLiteral("Racer Cloud"), 0));
            QVERIFY(theirs);
            StoredQuote mine = theirs->quote;
            mine.data["price"]["per_hour"] = 6.5;
            mine.data["notes"] = "Includes 2 TB of egress a month";
            QuoteConflictDialog dialog(mine, theirs->stamp.version - 1, *theirs);
            teamgui::shoot(dialog, QStringLiteral("quote-conflict-") + code);
        }
        gpuplanner::i18n::setLanguage(Language::English);
    }

    // Server stopped: the dialog shows the copy last read and says so; a save is kept locally and
    // sent when the server is back.
    void offlineShowsTheCopy()
    {
        if (qEnvironmentVariableIsEmpty("GPUPLANNER_PG_CLUSTER"))
            QSKIP("GPUPLANNER_PG_CLUSTER is not set: with-postgres.sh names the cluster to stop.");
        nameLibraryAs(QStringLiteral("bob"));
        {
            TeamQuotesDialog online(kPlan);
            online.setThisPlanOnly(true); // the whole filter on one page: kept as the local copy
            QVERIFY(online.notice()->isHidden());
        }
        TeamConnection::instance().close();
        QVERIFY(cluster({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("fast")}));
        {
            TeamQuotesDialog offline(kPlan);
            QVERIFY2(offline.notice()->text().startsWith(
                         QStringLiteral("team library offline: showing the copy of ")),
                     qPrintable(offline.notice()->text()));
            QVERIFY(offline.table()->rowCount() >= 10);
            teamgui::shoot(offline, QStringLiteral("team-quotes-offline-en"));
            std::vector<gq::Quote> mine{planQuote(QStringLiteral("Offline Cloud"), 3.0)};
            const QString text =
                gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, mine, kPlan).join(QLatin1Char('\n'));
            QVERIFY2(text.contains(QStringLiteral("kept on this computer")), qPrintable(text));
        }
        QVERIFY(cluster({QStringLiteral("start")}));
        QVERIFY(waitForServer(kDb)->isOpen());
        TeamConnection::instance().close();
        std::vector<gq::Quote> next{planQuote(QStringLiteral("Online Cloud"), 4.0)};
        const QString text =
            gpuplanner::app::saveToQuoteLibrary(nullptr, nullptr, next, kPlan).join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("2 added")), qPrintable(text));
        int version = 0;
        QString by;
        QCOMPARE(libraryPrice(QStringLiteral("Offline Cloud"), &version, &by), 3.0);
        QCOMPARE(by, QStringLiteral("bob"));
    }
};

GPUPLANNER_TEST_MAIN(TestTeamGui, Gui)
#include "tst_team_gui.moc"
