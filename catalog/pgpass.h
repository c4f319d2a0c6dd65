#pragma once

#include "catalog/libraryaddress.h"

#include <QString>

// The password of a team library connection, found as libpq finds it: PGPASSWORD, else the first
// matching line of the password file (PGPASSFILE, else ~/.pgpass): host:port:database:user:password,
// '*' matching anything, '\' escaping ':' and '\'. A password file that others may read (group or
// world permission bits) is ignored with a warning, as libpq does. The application stores no password.
namespace gpuplanner::catalog {

struct PasswordLookup
{
    QString password; // empty: none found (the server may not need one)
    QString from;     // "PGPASSWORD" or the file's path
    QString warning;  // why the password file was ignored, when it was
};

PasswordLookup lookUpPassword(const LibraryAddress &address);

// The user libpq connects as when the URL names none: PGUSER, else this computer's user.
QString effectiveUser(const LibraryAddress &address);

} // namespace gpuplanner::catalog
