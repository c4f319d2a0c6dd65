#pragma once

#include "catalog/libraryaddress.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

// A connection to a team library: the catalog schema (catalog/schema.h) in a PostgreSQL database
// that a purchasing team shares, through Qt's QPSQL driver. Who may read and write is PostgreSQL's
// business (catalog/libraryroles.h); what is written, catalog/sharedrows.h.
namespace gpuplanner::catalog {

class TeamLibrary
{
public:
    explicit TeamLibrary(LibraryAddress address);
    ~TeamLibrary();
    TeamLibrary(const TeamLibrary &) = delete;
    TeamLibrary &operator=(const TeamLibrary &) = delete;

    // Connects (again, when connected). The password: `password` when given, else PGPASSWORD or the
    // password file (catalog/pgpass.h). False with error() set: a sentence naming the library and
    // what to do (no driver, unreachable, password refused, no TLS on the server).
    bool open(const std::optional<QString> &password = std::nullopt);
    void close();
    bool isOpen() const;

    const QString &error() const { return m_error; }
    // The last open() failed because the server could not be reached (not for a refused password,
    // a missing database or TLS): the CLI then works from the local copy (catalog/librarycopy.h).
    bool unreachable() const { return m_unreachable; }
    const QStringList &warnings() const { return m_warnings; } // e.g. a password file others may read
    const LibraryAddress &address() const { return m_address; }
    QSqlDatabase database() const;

    QString user() const;          // the database user of this connection (current_user)
    QString serverVersion() const; // "PostgreSQL 15.18"
    int schemaVersion() const;     // -1 when it cannot be read

    // Brings the schema to the current version in one transaction, then renews the roles' grants
    // on its tables. Returns the version it started from, -1 with `error` set on failure.
    int migrate(QString *error);

private:
    LibraryAddress m_address;
    QString m_connection;
    QString m_error;
    QStringList m_warnings;
    bool m_unreachable = false;
};

} // namespace gpuplanner::catalog
