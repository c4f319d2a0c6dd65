// The team library's address and password, without a server: the URL as libpq's users write it,
// TLS required unless the server is this computer, the password from PGPASSWORD or a private
// ~/.pgpass only, and the schema ladder's dialect differences.
#include "catalog/dialect.h"
#include "catalog/libraryaddress.h"
#include "catalog/pgpass.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace gpuplanner::catalog;

namespace {

LibraryAddress parsed(const QString &url)
{
    QString error;
    const std::optional<LibraryAddress> a = parseLibraryUrl(url, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a.value_or(LibraryAddress{QStringLiteral("<failed>"), {}, 0, {}, {}});
}

QString refusal(const QString &url)
{
    QString error;
    return parseLibraryUrl(url, &error) ? QString() : error;
}

void writeFile(const QString &path, const QByteArray &text, QFile::Permissions permissions)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    QVERIFY(f.setPermissions(permissions));
}

} // namespace

class TestLibraryUrl : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        qunsetenv("PGPASSWORD");
        qunsetenv("PGPASSFILE");
        qunsetenv("PGUSER");
    }

    void readsTheFullForm()
    {
        const LibraryAddress a = parsed(QStringLiteral("postgresql://alice@db.example.com:6543/purchasing?sslmode=verify-full"));
        QCOMPARE(a.user, QStringLiteral("alice"));
        QCOMPARE(a.host, QStringLiteral("db.example.com"));
        QCOMPARE(a.port, 6543);
        QCOMPARE(a.database, QStringLiteral("purchasing"));
        QCOMPARE(a.sslMode, QStringLiteral("verify-full"));
        QVERIFY(!a.isLocal());
        QCOMPARE(a.display(), QStringLiteral("postgresql://alice@db.example.com:6543/purchasing"));
    }

    void defaultsArePort5432AndTlsRequired()
    {
        const LibraryAddress a = parsed(QStringLiteral("postgres://bob@10.0.0.7/team"));
        QCOMPARE(a.port, 5432);
        QCOMPARE(a.sslMode, QStringLiteral("require"));
        QVERIFY(a.connectOptions().contains(QStringLiteral("sslmode=require")));
    }

    void readsIpv6AndSocketHosts()
    {
        const LibraryAddress v6 = parsed(QStringLiteral("postgresql://u@[::1]:5433/lib?sslmode=disable"));
        QCOMPARE(v6.host, QStringLiteral("::1"));
        QCOMPARE(v6.port, 5433);
        QVERIFY(v6.isLocal());
        const LibraryAddress socket = parsed(QStringLiteral("postgresql://u@/lib?host=/var/run/postgresql&sslmode=disable"));
        QCOMPARE(socket.host, QStringLiteral("/var/run/postgresql"));
        QVERIFY(socket.isLocal());
        const LibraryAddress encoded = parsed(QStringLiteral("postgresql://u@%2Ftmp%2Fpg/lib?sslmode=disable"));
        QCOMPARE(encoded.host, QStringLiteral("/tmp/pg"));
    }

    void noTlsOnlyForThisComputer_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("localhost") << QStringLiteral("postgresql://u@localhost/lib?sslmode=disable") << true;
        QTest::newRow("127.0.0.1") << QStringLiteral("postgresql://u@127.0.0.1:5433/lib?sslmode=disable") << true;
        QTest::newRow("::1") << QStringLiteral("postgresql://u@[::1]/lib?sslmode=disable") << true;
        QTest::newRow("socket") << QStringLiteral("postgresql://u@/lib?host=/run/postgresql&sslmode=disable") << true;
        QTest::newRow("remote disable") << QStringLiteral("postgresql://u@db.example.com/lib?sslmode=disable") << false;
        QTest::newRow("remote prefer") << QStringLiteral("postgresql://u@192.168.1.5/lib?sslmode=prefer") << false;
        QTest::newRow("remote allow") << QStringLiteral("postgresql://u@db/lib?sslmode=allow") << false;
        QTest::newRow("remote require") << QStringLiteral("postgresql://u@db.example.com/lib") << true;
    }
    void noTlsOnlyForThisComputer()
    {
        QFETCH(QString, url);
        QFETCH(bool, accepted);
        const QString why = refusal(url);
        QCOMPARE(why.isEmpty(), accepted);
        if (!accepted)
            QVERIFY2(why.contains(QStringLiteral("only for this computer")), qPrintable(why));
    }

    void refusesWhatIsNotALibraryUrl_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("said");
        QTest::newRow("password") << QStringLiteral("postgresql://alice:secret@db/lib") << QStringLiteral("PGPASSWORD");
        QTest::newRow("scheme") << QStringLiteral("mysql://alice@db/lib") << QStringLiteral("not a PostgreSQL URL");
        QTest::newRow("no database") << QStringLiteral("postgresql://alice@db") << QStringLiteral("names no database");
        QTest::newRow("port") << QStringLiteral("postgresql://alice@db:99999/lib") << QStringLiteral("port number");
        QTest::newRow("sslmode") << QStringLiteral("postgresql://alice@db/lib?sslmode=maybe") << QStringLiteral("Unknown TLS mode");
        QTest::newRow("option") << QStringLiteral("postgresql://alice@db/lib?password=x") << QStringLiteral("only sslmode and host");
    }
    void refusesWhatIsNotALibraryUrl()
    {
        QFETCH(QString, url);
        QFETCH(QString, said);
        const QString why = refusal(url);
        QVERIFY2(why.contains(said), qPrintable(why));
    }

    void passwordFromPgpassWithWildcardsAndEscapes()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral("pgpass"));
        writeFile(path,
                  "# comment\n"
                  "other.example.com:5432:lib:alice:wrong\n"
                  "db.example.com:5432:lib:bob:not-bob\n"
                  "db.example.com:*:lib:alice:pa\\:ss\\\\word\n"
                  "*:*:*:*:fallback\n",
                  QFile::ReadOwner | QFile::WriteOwner);
        qputenv("PGPASSFILE", QFile::encodeName(path));
        const PasswordLookup found = lookUpPassword(parsed(QStringLiteral("postgresql://alice@db.example.com:7000/lib")));
        QCOMPARE(found.password, QStringLiteral("pa:ss\\word"));
        QCOMPARE(found.from, path);
        QVERIFY(found.warning.isEmpty());
        // A socket is looked up as localhost: the catch-all line answers.
        QCOMPARE(lookUpPassword(parsed(QStringLiteral("postgresql://carol@/x?host=/run/pg&sslmode=disable"))).password,
                 QStringLiteral("fallback"));
    }

    void pgpassOthersMayReadIsIgnored()
    {
        QTemporaryDir dir;
        const QString path = QDir(dir.path()).filePath(QStringLiteral(".pgpass"));
        writeFile(path, "*:*:*:*:secret\n", QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        qputenv("PGPASSFILE", QFile::encodeName(path));
        const PasswordLookup found = lookUpPassword(parsed(QStringLiteral("postgresql://alice@db/lib")));
        QVERIFY(found.password.isEmpty());
        QVERIFY2(found.warning.contains(QStringLiteral("chmod 600")), qPrintable(found.warning));
        QVERIFY2(found.warning.contains(QStringLiteral("644")), qPrintable(found.warning));
    }

    void pgpasswordComesFirstAndHomeIsTheDefault()
    {
        writeFile(QDir::home().filePath(QStringLiteral(".pgpass")), "db:5432:lib:alice:from-file\n",
                  QFile::ReadOwner | QFile::WriteOwner);
        const LibraryAddress a = parsed(QStringLiteral("postgresql://alice@db/lib"));
        QCOMPARE(lookUpPassword(a).password, QStringLiteral("from-file"));
        qputenv("PGPASSWORD", "from-env");
        QCOMPARE(lookUpPassword(a).password, QStringLiteral("from-env"));
        QCOMPARE(lookUpPassword(a).from, QStringLiteral("PGPASSWORD"));
        qunsetenv("PGPASSWORD");
        QFile::remove(QDir::home().filePath(QStringLiteral(".pgpass")));
        QVERIFY(lookUpPassword(a).password.isEmpty());
    }

    void theUserDefaultsToPguser()
    {
        qputenv("PGUSER", "dora");
        QCOMPARE(effectiveUser(parsed(QStringLiteral("postgresql://db/lib"))), QStringLiteral("dora"));
        QCOMPARE(effectiveUser(parsed(QStringLiteral("postgresql://erin@db/lib"))), QStringLiteral("erin"));
    }

    void dialectDifferences()
    {
        using dialect::Dialect;
        QCOMPARE(dialect::autoIdColumn(Dialect::Sqlite), QStringLiteral("INTEGER PRIMARY KEY AUTOINCREMENT"));
        QCOMPARE(dialect::autoIdColumn(Dialect::Postgres),
                 QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
        QCOMPARE(dialect::writeSchemaVersionSql(Dialect::Sqlite, 3), QStringLiteral("PRAGMA user_version = 3"));
        QVERIFY(dialect::writeSchemaVersionSql(Dialect::Postgres, 3).startsWith(QStringLiteral("INSERT INTO meta")));
        QCOMPARE(dialect::upsertSql(QStringLiteral("meta"), {QStringLiteral("key"), QStringLiteral("value")},
                                    QStringLiteral("key")),
                 QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = "
                                "excluded.value"));
        QSqlError denied(QStringLiteral("x"), QStringLiteral("permission denied for table quotes"),
                         QSqlError::StatementError, QStringLiteral("42501"));
        QVERIFY(dialect::isPermissionDenied(denied));
        QSqlError sqliteBusy(QStringLiteral("x"), QStringLiteral("database is locked"), QSqlError::StatementError,
                             QStringLiteral("5"));
        QVERIFY(!dialect::isPermissionDenied(sqliteBusy));
        QVERIFY(dialect::sqlState(sqliteBusy).isEmpty());
    }
};

GPUPLANNER_TEST_MAIN(TestLibraryUrl, None)
#include "tst_library_url.moc"
