#include "planner/verify/archive.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <zlib.h>

namespace gpuplanner::verify {

bool gunzip(const QByteArray &gz, QByteArray &out, QString *error)
{
    z_stream s{};
    if (inflateInit2(&s, 16 + MAX_WBITS) != Z_OK) {
        *error = QCoreApplication::translate("verify", "zlib could not start");
        return false;
    }
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(gz.constData()));
    s.avail_in = uInt(gz.size());
    out.clear();
    char buffer[1 << 16];
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        s.next_out = reinterpret_cast<Bytef *>(buffer);
        s.avail_out = sizeof buffer;
        rc = inflate(&s, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            inflateEnd(&s);
            *error = QCoreApplication::translate("verify", "not a gzip file, or a damaged one (%1)")
                         .arg(QString::fromLatin1(s.msg ? s.msg : "no data"));
            return false;
        }
        out.append(buffer, qsizetype(sizeof buffer - s.avail_out));
        if (out.size() > kMaxReportBytes) {
            inflateEnd(&s);
            *error = QCoreApplication::translate("verify", "the archive unpacks to more than %1 MB").arg(kMaxReportBytes >> 20);
            return false;
        }
        if (rc == Z_OK && s.avail_in == 0 && s.avail_out != 0) {
            inflateEnd(&s);
            *error = QCoreApplication::translate("verify", "the gzip stream ends early (truncated file)");
            return false;
        }
    }
    inflateEnd(&s);
    return true;
}

namespace {

qint64 octal(const char *p, int n)
{
    qint64 v = 0;
    for (int i = 0; i < n && p[i]; ++i) {
        if (p[i] == ' ')
            continue;
        if (p[i] < '0' || p[i] > '7')
            return -1;
        v = v * 8 + (p[i] - '0');
    }
    return v;
}

QString cString(const char *p, int n)
{
    return QString::fromUtf8(p, qsizetype(strnlen(p, size_t(n))));
}

} // namespace

bool untar(const QByteArray &tar, QHash<QString, QByteArray> &files, QString *error)
{
    qsizetype pos = 0;
    QString longName;
    while (pos + 512 <= tar.size()) {
        const char *h = tar.constData() + pos;
        if (std::all_of(h, h + 512, [](char c) { return c == 0; }))
            return true;
        unsigned sum = 0;
        for (int i = 0; i < 512; ++i)
            sum += (i >= 148 && i < 156) ? ' ' : static_cast<unsigned char>(h[i]);
        if (octal(h + 148, 8) != qint64(sum)) {
            *error = QCoreApplication::translate("verify", "not a tar archive (bad header checksum at byte %1)").arg(pos);
            return false;
        }
        const qint64 size = octal(h + 124, 12);
        if (size < 0 || pos + 512 + size > tar.size()) {
            *error = QCoreApplication::translate("verify", "the tar archive ends inside \"%1\" (truncated file)")
                         .arg(cString(h, 100));
            return false;
        }
        const char type = h[156];
        QString name = cString(h, 100);
        if (memcmp(h + 257, "ustar", 5) == 0 && h[345])
            name = cString(h + 345, 155) + u'/' + name;
        const QByteArray data = tar.mid(pos + 512, size);
        if (type == 'L') {
            longName = QString::fromUtf8(data).remove(QChar(0));
        } else {
            if (!longName.isEmpty()) {
                name = longName;
                longName.clear();
            }
            if (type == '0' || type == '\0')
                files.insert(QFileInfo(name).fileName(), data);
        }
        pos += 512 + ((size + 511) / 512) * 512;
    }
    return true;
}

bool readReportFiles(const QString &path, ReportFiles &out, QString *error)
{
    out.source = path;
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        qint64 total = 0;
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files | QDir::Readable)) {
            total += f.size();
            if (total > kMaxReportBytes) {
                *error = QCoreApplication::translate("verify", "%1: the report folder holds more than %2 MB")
                             .arg(path).arg(kMaxReportBytes >> 20);
                return false;
            }
            QFile file(f.filePath());
            if (file.open(QIODevice::ReadOnly))
                out.files.insert(f.fileName(), file.readAll());
        }
        if (out.files.isEmpty()) {
            *error = QCoreApplication::translate("verify", "%1: the report folder is empty").arg(path);
            return false;
        }
        return true;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("verify", "%1: cannot read (%2)").arg(path, file.errorString());
        return false;
    }
    if (file.size() > kMaxReportBytes) {
        *error = QCoreApplication::translate("verify", "%1: larger than %2 MB").arg(path).arg(kMaxReportBytes >> 20);
        return false;
    }
    const QByteArray bytes = file.readAll();
    QByteArray tar;
    QString why;
    if (bytes.startsWith("\x1f\x8b")) {
        if (!gunzip(bytes, tar, &why)) {
            *error = path + QStringLiteral(": ") + why;
            return false;
        }
    } else
        tar = bytes;
    if (!untar(tar, out.files, &why)) {
        *error = path + QStringLiteral(": ") + why;
        return false;
    }
    if (out.files.isEmpty()) {
        *error = QCoreApplication::translate("verify", "%1: the archive holds no files").arg(path);
        return false;
    }
    return true;
}

} // namespace gpuplanner::verify
