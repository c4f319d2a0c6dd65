#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace gpuplanner::verify {

// The raw files of a report, by base name ("nvidia-smi-q.txt"), read from a folder or from a
// .tar.gz (gzip through zlib, tar read here: 512-byte headers, ustar prefix and GNU long names).
struct ReportFiles
{
    QString source;
    QHash<QString, QByteArray> files;
};

constexpr qint64 kMaxReportBytes = 512LL * 1024 * 1024;

// On failure returns false and sets `error` to one line naming the path and the problem.
bool readReportFiles(const QString &path, ReportFiles &out, QString *error);
bool gunzip(const QByteArray &gz, QByteArray &out, QString *error);
bool untar(const QByteArray &tar, QHash<QString, QByteArray> &files, QString *error);

} // namespace gpuplanner::verify
