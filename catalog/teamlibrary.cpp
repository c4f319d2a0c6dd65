#include "catalog/teamlibrary.h"

#include "catalog/dialect.h"
#include "catalog/libraryroles.h"
#include "catalog/pgpass.h"
#include "catalog/schema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace gpuplanner::catalog {

namespace {

QString teamConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("gpuplanner-team-%1").arg(counter.fetch_add(1));
}

// What to do about a refused connection, from libpq's own words.
QString hintFor(const QString &text, const LibraryAddress &address)
{
    if (text.contains(QLatin1String("password authentication failed")) ||
        text.contains(QLatin1String("no password supplied")))
        return QCoreApplication::translate("catalog", "Give the password in PGPASSWORD or in ~/.pgpass (mode 0600).");
    if (text.contains(QLatin1String("does not support SSL")))
        return address.isLocal() ? QCoreApplication::translate("catalog", "The server offers no TLS; for a server on "
                                                                          "this computer add ?sslmode=disable to the URL.")
                                 : QCoreApplication::translate("catalog", "The server offers no TLS; ask its "
                                                                          "administrator to turn TLS on (ssl = on).");
    return {};
}

} // namespace

TeamLibrary::TeamLibrary(LibraryAddress address) : m_address(std::move(address)), m_connection(teamConnectionName())
{
}

TeamLibrary::~TeamLibrary()
{
    close();
}

void TeamLibrary::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool TeamLibrary::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && QSqlDatabase::database(m_connection, false).isOpen();
}

QSqlDatabase TeamLibrary::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool TeamLibrary::open(const std::optional<QString> &password)
{
    close();
    m_error.clear();
    m_warnings.clear();
    m_unreachable = false;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        m_error = QCoreApplication::translate("catalog", "The PostgreSQL driver of Qt (QPSQL) is not installed; on "
                                                         "Debian: apt install libqt6sql6-psql.");
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    if (!m_address.host.isEmpty())
        db.setHostName(m_address.host);
    db.setPort(m_address.port);
    db.setDatabaseName(m_address.database);
    db.setUserName(effectiveUser(m_address));
    if (password) {
        db.setPassword(*password);
    } else {
        const PasswordLookup found = lookUpPassword(m_address);
        if (!found.warning.isEmpty())
            m_warnings << found.warning;
        if (!found.password.isEmpty())
            db.setPassword(found.password);
    }
    db.setConnectOptions(m_address.connectOptions());
    if (db.open())
        return true;
    const QString text = db.lastError().text().trimmed();
    // libpq's words for a server that is not there (refused, no route, no such host, a timeout), as
    // against one that answered and said no.
    for (const char *gone : {"Connection refused", "could not connect", "timeout expired", "No route to host",
                             "could not translate host name", "Network is unreachable", "server closed the connection",
                             "No such file or directory"})
        if (text.contains(QLatin1String(gone)))
            m_unreachable = true;
    m_error = QCoreApplication::translate("catalog", "The team library %1 cannot be reached: %2")
                  .arg(m_address.display(), text);
    if (const QString hint = hintFor(text, m_address); !hint.isEmpty())
        m_error += QLatin1Char(' ') + hint;
    return false;
}

QString TeamLibrary::user() const
{
    QSqlQuery q(database());
    return q.exec(QStringLiteral("SELECT CAST(current_user AS TEXT)")) && q.next() ? q.value(0).toString() : QString();
}

QString TeamLibrary::serverVersion() const
{
    QSqlQuery q(database());
    return q.exec(QStringLiteral("SHOW server_version")) && q.next()
               ? QStringLiteral("PostgreSQL ") + q.value(0).toString().section(QLatin1Char(' '), 0, 0)
               : QString();
}

int TeamLibrary::schemaVersion() const
{
    return dialect::readSchemaVersion(database());
}

int TeamLibrary::migrate(QString *error)
{
    QSqlDatabase db = database();
    const int from = schemaVersion();
    if (from < 0) {
        *error = QCoreApplication::translate("catalog", "The schema version of the team library cannot be read: %1")
                     .arg(db.lastError().text());
        return -1;
    }
    if (from > schema::kCurrentVersion) {
        *error = QCoreApplication::translate("catalog", "The team library has schema %1, newer than this version of "
                                                        "the application reads (%2). Update the application.")
                     .arg(from)
                     .arg(schema::kCurrentVersion);
        return -1;
    }
    if (!schema::migrate(db, from, schema::kCurrentVersion, error))
        return -1;
    if (!roles::applyGrants(db, error))
        return -1;
    return from;
}

} // namespace gpuplanner::catalog
