// Settings > Team library… without a server: the TLS rule (no `disable` for a host that is not this
// computer, with the catalog's own sentence), what the settings keep (never the password), and
// Disconnect going back to the local quote library.
#include "app/team/teamlibrarydialog.h"
#include "app/team/teampassword.h"
#include "library/teamgui.h"
#include "testmain.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace app = gpuplanner::app;

class TestTeamSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        app::teampassword::useKeychain(false);
        app::TeamSettings::clear();
    }

    // A remote host with sslmode=disable is refused before anything is sent, with the catalog's rule.
    void remoteWithoutTlsIsRefused()
    {
        app::TeamLibraryDialog dialog;
        QCOMPARE(dialog.tlsBox()->currentData().toString(), QStringLiteral("require")); // the default
        dialog.hostEdit()->setText(QStringLiteral("db.example.com"));
        dialog.databaseEdit()->setText(QStringLiteral("team"));
        dialog.userEdit()->setText(QStringLiteral("alice"));
        dialog.tlsBox()->setCurrentIndex(dialog.tlsBox()->findData(QStringLiteral("disable")));
        int asked = 0;
        app::teampassword::setAsker([&](const QString &) {
            ++asked;
            return std::optional<QString>();
        });
        QVERIFY(!dialog.testConnection());
        const QString status = dialog.status()->text();
        QVERIFY2(status.contains(QStringLiteral("sslmode=disable")) &&
                     status.contains(QStringLiteral("'db.example.com'")) &&
                     status.contains(QStringLiteral("sslmode=require")),
                 qPrintable(status));
        QCOMPARE(asked, 0); // refused before any password or connection
        // OK keeps the dialog open and saves nothing.
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!app::TeamSettings::load().configured());
        if (!qEnvironmentVariableIsEmpty("GPUPLANNER_SHOTS_DIR"))
            for (const auto language :
                 {gpuplanner::i18n::Language::English, gpuplanner::i18n::Language::Chinese}) {
                gpuplanner::i18n::setLanguage(language);
                app::TeamLibraryDialog shown;
                shown.hostEdit()->setText(dialog.hostEdit()->text());
                shown.databaseEdit()->setText(dialog.databaseEdit()->text());
                shown.userEdit()->setText(dialog.userEdit()->text());
                shown.tlsBox()->setCurrentIndex(dialog.tlsBox()->currentIndex());
                shown.testConnection();
                teamgui::shoot(shown,
                               QStringLiteral("team-library-tls-refused-") +
                                   (language == gpuplanner::i18n::Language::English ? QStringLiteral("en")
                                                                                    : QStringLiteral("zh")));
                gpuplanner::i18n::setLanguage(gpuplanner::i18n::Language::English);
            }
        // The same mode is accepted for this computer.
        dialog.hostEdit()->setText(QStringLiteral("localhost"));
        QString error;
        QVERIFY2(app::TeamSettings::load().address().sslMode == QStringLiteral("require"), "default");
        app::TeamSettings t;
        t.host = QStringLiteral("127.0.0.1");
        t.database = QStringLiteral("team");
        t.sslMode = QStringLiteral("disable");
        QVERIFY2(t.checkedAddress(&error).has_value(), qPrintable(error));
        app::teampassword::setAsker({});
    }

    // Without a keychain service (no session bus here) the password is kept in memory for the
    // session: asking the keychain fails quickly and is not tried again.
    void noKeychainKeepsThePasswordInMemory()
    {
        app::teampassword::useKeychain(true);
        app::TeamSettings t;
        t.host = QStringLiteral("db.example.com");
        t.database = QStringLiteral("nokeychain");
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!app::teampassword::stored(t.address()).has_value());
        app::teampassword::remember(t.address(), QStringLiteral("only-in-memory"));
        QCOMPARE(app::teampassword::stored(t.address()).value_or(QString()),
                 QStringLiteral("only-in-memory"));
        QVERIFY2(clock.elapsed() < 10000, "the keychain's absence was waited for too long");
        app::teampassword::forget(t.address());
        QVERIFY(!app::teampassword::stored(t.address()).has_value());
        app::teampassword::useKeychain(false);
    }

    // The fields persist in QSettings; the password is kept in memory only (no keychain here) and
    // never written; Disconnect forgets both.
    void settingsKeepNoPassword()
    {
        app::TeamLibraryDialog dialog;
        teamgui::shoot(dialog, QStringLiteral("team-library-empty-en"));
        dialog.hostEdit()->setText(QStringLiteral("db.example.com"));
        dialog.portEdit()->setValue(6543);
        dialog.databaseEdit()->setText(QStringLiteral("purchasing"));
        dialog.userEdit()->setText(QStringLiteral("alice"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const app::TeamSettings t = app::TeamSettings::load();
        QCOMPARE(t.address().display(), QStringLiteral("postgresql://alice@db.example.com:6543/purchasing"));
        QCOMPARE(t.sslMode, QStringLiteral("require"));
        app::teampassword::remember(t.address(), QStringLiteral("s3cret-pw"));
        QCOMPARE(app::teampassword::stored(t.address()).value_or(QString()), QStringLiteral("s3cret-pw"));
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("purchasing"));
        QVERIFY(!text.contains("s3cret-pw"));
        app::TeamLibraryDialog again;
        QCOMPARE(again.databaseEdit()->text(), QStringLiteral("purchasing"));
        QCOMPARE(again.portEdit()->value(), 6543);
        again.disconnectLibrary();
        QVERIFY(!app::TeamSettings::load().configured());
        QVERIFY(!app::teampassword::stored(t.address()).has_value());
        QVERIFY(again.status()->text().contains(QStringLiteral("Disconnected")));
    }
};

GPUPLANNER_TEST_MAIN(TestTeamSettings, Gui)
#include "tst_team_settings.moc"
