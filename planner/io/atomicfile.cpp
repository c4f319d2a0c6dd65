#include "planner/io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <unistd.h>
#endif

namespace gpuplanner::io {

namespace {

QString failure(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("gpuplanner::io", "%1 could not be written: %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

// fsync of the temporary file: a delayed-allocation file system may report a full disk only here.
// File systems that cannot sync (EINVAL, ENOTSUP) are not an error.
bool syncToDisk(QSaveFile &file, QString *reason)
{
#ifdef Q_OS_UNIX
    const int fd = file.handle();
    if (fd < 0)
        return true;
    if (::fsync(fd) == 0 || errno == EINVAL || errno == ENOTSUP)
        return true;
    *reason = QString::fromLocal8Bit(std::strerror(errno));
    return false;
#else
    Q_UNUSED(file);
    Q_UNUSED(reason);
    return true;
#endif
}

// Opens `file` unbuffered and writes all of `data`, flushed; on failure `error` names the path and the
// reason. QSaveFile (the temporary file) and QFile (a pipe or a device) alike.
bool openAndWrite(QFileDevice &file, const QString &path, const QByteArray &data, QString *error)
{
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *error = failure(path, file.errorString());
        return false;
    }
    for (qint64 written = 0; written < data.size();) {
        const qint64 n = file.write(data.constData() + written, data.size() - written);
        if (n <= 0) {
            *error = failure(path, file.errorString());
            return false;
        }
        written += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        *error = failure(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    // A device or a pipe (/dev/stdout, a FIFO) is written in place: a temporary file renamed over it
    // would replace the device with a regular file where the user may do so (root over /dev/full).
    if (const QFileInfo info(path); info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        return openAndWrite(device, path, data, error);
    }
    QSaveFile file(path);
    QString reason;
    if (!openAndWrite(file, path, data, error)) {
        file.cancelWriting();
        return false;
    }
    if (!syncToDisk(file, &reason)) {
        *error = failure(path, reason);
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = failure(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace gpuplanner::io
