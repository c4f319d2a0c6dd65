#pragma once

#include <QSqlError>
#include <QString>

namespace gpuplanner::catalog {

// What an SQLite error says about a database file. Only corruption (SQLITE_CORRUPT, FORMAT, NOTADB)
// is damage; a lock held by another program, a read-only file with an unfinished write, permissions,
// I/O errors and a full disk are problems of access, and the file is kept where it is.
struct SqliteAccess
{
    bool damaged = false;
    bool locked = false; // busy past the timeout: reading again would wait as long, and fail
    QString problem;     // for access problems, a whole sentence: "The file is locked by another program …"
};
SqliteAccess classifySqliteError(const QSqlError &error);

} // namespace gpuplanner::catalog
