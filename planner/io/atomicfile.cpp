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

// A device or a pipe (/dev/stdout, a FIFO) is written in place: a temporary file renamed over it would
// replace the device with a regular file where the user may do so (root over /dev/full), or fail.
bool writeInPlace(const QString &path, const QByteArray &data, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *error = failure(path, file.errorString());
        return false;
    }
    qint64 written = 0;
    while (written < data.size()) {
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
    if (const QFileInfo info(path); info.exists() && !info.isFile() && !info.isDir())
        return writeInPlace(path, data, error);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *error = failure(path, file.errorString());
        return false;
    }
    qint64 written = 0;
    while (written < data.size()) {
        const qint64 n = file.write(data.constData() + written, data.size() - written);
        if (n <= 0) {
            *error = failure(path, file.errorString());
            file.cancelWriting();
            return false;
        }
        written += n;
    }
    QString reason;
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        *error = failure(path, file.errorString());
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
