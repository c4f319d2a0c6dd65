#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// Where a team library lives: `postgresql://user@host:port/db[?sslmode=…&host=/socket/dir]`, from
// the CLI's --library or GPU_PLANNER_LIBRARY. The URL never holds the password: it comes from
// PGPASSWORD or the password file (catalog/pgpass.h), as libpq's own tools take it.
namespace gpuplanner::catalog {

struct LibraryAddress
{
    QString user;       // empty: the operating-system user, as libpq does
    QString host;       // a name, an address, or a socket folder (starts with '/'); empty: the local socket
    int port = 5432;
    QString database;
    QString sslMode = QStringLiteral("require"); // disable | allow | prefer | require | verify-ca | verify-full

    // localhost, 127.0.0.1, ::1 or a Unix socket: the only hosts a connection without TLS may reach.
    bool isLocal() const;
    // postgresql://user@host:port/db (no password: there is none to show).
    QString display() const;
    // The libpq connect options QPSQL passes on (QSqlDatabase::setConnectOptions).
    QString connectOptions() const;
};

// The URL read; nullopt with `error` set (a translated sentence) when it is not a PostgreSQL URL,
// names a password, an unknown TLS mode, or asks for no TLS to a host that is not this computer.
std::optional<LibraryAddress> parseLibraryUrl(const QString &url, QString *error);

// The TLS rule that parseLibraryUrl applies, for an address given field by field (the app's
// Settings > Team library…): a known mode, and no mode weaker than require except for this computer.
// False with `error` set (the same sentence the CLI prints).
bool checkTlsMode(const LibraryAddress &address, QString *error);
// The TLS modes, weakest first: disable, allow, prefer, require, verify-ca, verify-full.
QStringList tlsModes();

// The environment's library URL (GPU_PLANNER_LIBRARY), empty when none is set.
QString libraryUrlFromEnvironment();

} // namespace gpuplanner::catalog
