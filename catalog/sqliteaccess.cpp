#include "catalog/sqliteaccess.h"

#include <QCoreApplication>

namespace gpuplanner::catalog {

SqliteAccess classifySqliteError(const QSqlError &error)
{
    constexpr int kPermission = 3, kBusy = 5, kLocked = 6, kReadOnly = 8, kCorrupt = 11, kFull = 13, kCantOpen = 14,
                  kAuth = 23, kFormat = 24, kNotADatabase = 26;
    bool ok = false;
    const int native = error.nativeErrorCode().toInt(&ok);
    const int code = ok ? (native & 0xff) : 0; // extended codes carry the primary one in the low byte
    SqliteAccess a;
    switch (code) {
    case kCorrupt:
    case kFormat:
    case kNotADatabase:
        a.damaged = true;
        break;
    case kBusy:
    case kLocked:
        a.locked = true;
        a.problem = QCoreApplication::translate("catalog", "The file is locked by another program (still busy after 5 seconds).");
        break;
    case kReadOnly:
        a.problem = QCoreApplication::translate(
            "catalog", "The file holds an unfinished write (a program was stopped while writing it), which needs "
                       "write access to the file and its folder to be rolled back.");
        break;
    case kFull:
        a.problem = QCoreApplication::translate("catalog", "The file cannot be used: the disk is full.");
        break;
    case kPermission:
    case kCantOpen:
    case kAuth:
        a.problem = QCoreApplication::translate("catalog", "The file cannot be opened: permission denied.");
        break;
    default:
        a.problem = QCoreApplication::translate("catalog", "The file cannot be read: %1.").arg(error.text());
    }
    return a;
}

} // namespace gpuplanner::catalog
