#include "planner/verify/archive.h"

#include "planner/workload/format.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <utility>
#include <zlib.h>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace gpuplanner::verify {

namespace {

constexpr qsizetype kChunk = 1 << 16;
constexpr qsizetype kMaxLongName = 4096;

QString unpacksTooLarge()
{
    return QCoreApplication::translate("verify", "the archive unpacks to more than %1 MB").arg(kMaxReportBytes >> 20);
}

bool fail(QString *error, const QString &why)
{
    *error = why;
    return false;
}

qint64 octal(const char *p, int n)
{
    qint64 v = 0;
    for (int i = 0; i < n && p[i]; ++i) {
        if (p[i] == ' ')
            continue;
        if (p[i] < '0' || p[i] > '7' || v > (kMaxReportBytes << 3))
            return -1;
        v = v * 8 + (p[i] - '0');
    }
    return v;
}

QString cString(const char *p, int n)
{
    return QString::fromUtf8(p, qsizetype(strnlen(p, size_t(n))));
}

// A tar stream read as it arrives, block by block: each file's bytes are copied once, into the
// file, and nothing else of the archive is kept.
class TarReader
{
public:
    explicit TarReader(ReportFiles &out) : m_out(out) {}

    bool feed(const char *data, qsizetype size, QString *error);
    bool finish(QString *error) const; // false when the stream ends inside a file
    bool atEnd() const { return m_end; } // the end-of-archive block was read

private:
    enum class Keep { Nothing, File, LongName };

    bool takeHeader(QString *error);
    void endEntry();

    ReportFiles &m_out;
    char m_header[512] = {};
    qsizetype m_headerFill = 0;
    qint64 m_pos = 0;      // bytes of the stream read
    qint64 m_dataLeft = 0; // of the current entry
    qint64 m_padLeft = 0;  // up to the next 512-byte block
    Keep m_keep = Keep::Nothing;
    QString m_entryName; // as its header names it, for messages
    QString m_fileName;
    QString m_longName;
    QByteArray m_data;
    bool m_end = false;
};

bool TarReader::feed(const char *data, qsizetype size, QString *error)
{
    while (size > 0 && !m_end) {
        qsizetype take = 0;
        if (m_dataLeft > 0) {
            take = qsizetype(std::min<qint64>(size, m_dataLeft));
            if (m_keep == Keep::File)
                m_data.append(data, take);
            else if (m_keep == Keep::LongName)
                m_data.append(data, std::min(take, std::max<qsizetype>(0, kMaxLongName - m_data.size())));
            m_dataLeft -= take;
        } else if (m_padLeft > 0) {
            take = qsizetype(std::min<qint64>(size, m_padLeft));
            m_padLeft -= take;
        } else {
            take = std::min<qsizetype>(size, 512 - m_headerFill);
            std::memcpy(m_header + m_headerFill, data, size_t(take));
            m_headerFill += take;
        }
        data += take;
        size -= take;
        m_pos += take;
        if (m_headerFill == 512) {
            m_headerFill = 0;
            if (!takeHeader(error))
                return false;
        } else if (m_dataLeft == 0 && m_keep != Keep::Nothing) {
            endEntry();
        }
    }
    return true;
}

bool TarReader::takeHeader(QString *error)
{
    const char *h = m_header;
    const qint64 at = m_pos - 512;
    if (std::all_of(h, h + 512, [](char c) { return c == 0; })) {
        m_end = true;
        return true;
    }
    unsigned sum = 0;
    for (int i = 0; i < 512; ++i)
        sum += (i >= 148 && i < 156) ? ' ' : static_cast<unsigned char>(h[i]);
    if (octal(h + 148, 8) != qint64(sum)) {
        *error = QCoreApplication::translate("verify", "not a tar archive (bad header checksum at byte %1)").arg(at);
        return false;
    }
    m_entryName = cString(h, 100);
    const qint64 size = octal(h + 124, 12);
    if (size < 0) {
        *error = QCoreApplication::translate("verify", "the tar archive ends inside \"%1\" (truncated file)").arg(m_entryName);
        return false;
    }
    if (size > kMaxReportBytes - m_pos) {
        *error = unpacksTooLarge();
        return false;
    }
    const char type = h[156];
    QString name = m_entryName;
    if (std::memcmp(h + 257, "ustar", 5) == 0 && h[345])
        name = cString(h + 345, 155) + u'/' + name;
    m_keep = Keep::Nothing;
    if (type == 'L') {
        m_keep = Keep::LongName;
    } else {
        if (!m_longName.isEmpty())
            name = std::exchange(m_longName, QString());
        if (type == '0' || type == '\0') {
            m_keep = Keep::File;
            m_fileName = QFileInfo(name).fileName();
            m_data.reserve(qsizetype(size));
        } else if (type == '1' || type == '2') {
            m_out.skipped.push_back({quoted(QFileInfo(name).fileName(), 255), 0,
                                     QCoreApplication::translate("verify", "a link in the archive, not read")});
        }
    }
    m_dataLeft = size;
    m_padLeft = (512 - size % 512) % 512;
    if (size == 0 && m_keep != Keep::Nothing)
        endEntry();
    return true;
}

void TarReader::endEntry()
{
    if (m_keep == Keep::File)
        m_out.files.insert(m_fileName, std::exchange(m_data, QByteArray()));
    else if (m_keep == Keep::LongName)
        m_longName = QString::fromUtf8(std::exchange(m_data, QByteArray())).remove(QChar(0));
    m_keep = Keep::Nothing;
}

bool TarReader::finish(QString *error) const
{
    if (m_dataLeft == 0)
        return true;
    *error = QCoreApplication::translate("verify", "the tar archive ends inside \"%1\" (truncated file)").arg(m_entryName);
    return false;
}

bool readFailed(const QIODevice &in, QString *error)
{
    return fail(error, QCoreApplication::translate("verify", "cannot read (%1)").arg(in.errorString()));
}

// An uncompressed tar: at most kMaxReportBytes of it.
bool readTar(QIODevice &in, TarReader &tar, QString *error)
{
    QByteArray chunk(kChunk, Qt::Uninitialized);
    qint64 total = 0;
    while (!tar.atEnd()) {
        const qint64 n = in.read(chunk.data(), chunk.size());
        if (n < 0)
            return readFailed(in, error);
        if (n == 0)
            break;
        total += n;
        if (total > kMaxReportBytes)
            return fail(error, QCoreApplication::translate("verify", "larger than %1 MB").arg(kMaxReportBytes >> 20));
        if (!tar.feed(chunk.constData(), qsizetype(n), error))
            return false;
    }
    return tar.finish(error);
}

// zlib's inflate state for gzip, ended however the reading ends.
struct Inflater
{
    z_stream s{};
    bool ready = inflateInit2(&s, 16 + MAX_WBITS) == Z_OK;
    Inflater() = default;
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;
    ~Inflater()
    {
        if (ready)
            inflateEnd(&s);
    }
};

// A gzip stream unpacked a chunk at a time into `tar`; refused as soon as it would unpack to more
// than kMaxReportBytes, before that chunk is kept.
bool readGzip(QIODevice &in, TarReader &tar, QString *error)
{
    Inflater z;
    if (!z.ready)
        return fail(error, QCoreApplication::translate("verify", "zlib could not start"));
    QByteArray input(kChunk, Qt::Uninitialized);
    QByteArray output(kChunk, Qt::Uninitialized);
    qint64 packed = 0, unpacked = 0;
    int rc = Z_OK;
    while (rc != Z_STREAM_END && !tar.atEnd()) {
        if (z.s.avail_in == 0) {
            const qint64 n = in.read(input.data(), input.size());
            if (n < 0)
                return readFailed(in, error);
            if (n == 0)
                return fail(error, QCoreApplication::translate("verify", "the gzip stream ends early (truncated file)"));
            packed += n;
            if (packed > kMaxReportBytes)
                return fail(error, QCoreApplication::translate("verify", "larger than %1 MB").arg(kMaxReportBytes >> 20));
            z.s.next_in = reinterpret_cast<Bytef *>(input.data());
            z.s.avail_in = uInt(n);
        }
        z.s.next_out = reinterpret_cast<Bytef *>(output.data());
        z.s.avail_out = uInt(output.size());
        rc = inflate(&z.s, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END)
            return fail(error, QCoreApplication::translate("verify", "not a gzip file, or a damaged one (%1)")
                                   .arg(QString::fromLatin1(z.s.msg ? z.s.msg : "no data")));
        const qsizetype produced = output.size() - qsizetype(z.s.avail_out);
        unpacked += produced;
        if (unpacked > kMaxReportBytes)
            return fail(error, unpacksTooLarge());
        if (!tar.feed(output.constData(), produced, error))
            return false;
    }
    return tar.finish(error);
}

#ifdef Q_OS_UNIX
// Opens a regular file without following a link: a link or a pipe put in its place after the folder
// was listed is refused too, and a pipe is never waited on.
bool openRegularFile(QFile &file, QString *why)
{
    const int fd = ::open(QFile::encodeName(file.fileName()).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *why = qt_error_string(errno);
        return false;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *why = QCoreApplication::translate("verify", "not a regular file");
        return false;
    }
    return true;
}
#else
bool openRegularFile(QFile &file, QString *why)
{
    if (file.open(QIODevice::ReadOnly))
        return true;
    *why = file.errorString();
    return false;
}
#endif

// Why a folder entry is not read; empty for a regular file.
QString notRegular(const QFileInfo &f)
{
    if (f.isSymbolicLink())
        return QCoreApplication::translate("verify", "a symbolic link, not read");
    if (!f.isFile())
        return QCoreApplication::translate("verify", "not a regular file (a device, pipe or socket), not read");
    return {};
}

bool folderTooLarge(const QString &path, QString *error)
{
    *error = QCoreApplication::translate("verify", "%1: the report folder holds more than %2 MB")
                 .arg(path)
                 .arg(kMaxReportBytes >> 20);
    return false;
}

bool readReportFolder(const QString &path, ReportFiles &out, QString *error)
{
    const QFileInfoList entries =
        QDir(path).entryInfoList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    qint64 total = 0;
    for (const QFileInfo &f : entries) {
        if (const QString why = notRegular(f); !why.isEmpty()) {
            out.skipped.push_back({f.fileName(), 0, why});
            continue;
        }
        if (total + f.size() > kMaxReportBytes)
            return folderTooLarge(path, error);
        QFile file(f.filePath());
        if (QString why; !openRegularFile(file, &why)) {
            out.skipped.push_back({f.fileName(), 0, QCoreApplication::translate("verify", "cannot be read (%1)").arg(why)});
            continue;
        }
        const std::optional<QByteArray> bytes = readAtMost(file, kMaxReportBytes - total); // it may have grown
        if (!bytes) {
            out.skipped.push_back({f.fileName(), 0, QCoreApplication::translate("verify", "cannot be read (%1)").arg(file.errorString())});
            continue;
        }
        total += bytes->size();
        if (total > kMaxReportBytes)
            return folderTooLarge(path, error);
        out.files.insert(f.fileName(), *bytes);
    }
    if (out.files.isEmpty()) {
        *error = out.skipped.empty()
                     ? QCoreApplication::translate("verify", "%1: the report folder is empty").arg(path)
                     : QCoreApplication::translate("verify", "%1: no file of the report folder could be read (%2)")
                           .arg(path, out.skipped.front().text());
        return false;
    }
    return true;
}

} // namespace

std::optional<QByteArray> readAtMost(QIODevice &in, qint64 limit)
{
    QByteArray bytes;
    if (!in.isSequential()) // a file's size is known: no growing, no copying
        bytes.reserve(qsizetype(std::clamp<qint64>(in.size() - in.pos(), 0, limit) + 1));
    QByteArray chunk(kChunk, Qt::Uninitialized);
    while (bytes.size() <= limit) {
        const qint64 n = in.read(chunk.data(), std::min<qint64>(chunk.size(), limit + 1 - bytes.size()));
        if (n < 0)
            return std::nullopt;
        if (n == 0)
            break;
        bytes.append(chunk.constData(), qsizetype(n));
    }
    return bytes;
}

bool readReportArchive(QIODevice &in, ReportFiles &out, QString *error)
{
    TarReader tar(out);
    return in.peek(2) == "\x1f\x8b" ? readGzip(in, tar, error) : readTar(in, tar, error);
}

bool readReportFiles(const QString &path, ReportFiles &out, QString *error)
{
    out.source = path;
    if (QFileInfo(path).isDir())
        return readReportFolder(path, out, error);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("verify", "%1: cannot read (%2)").arg(path, file.errorString());
        return false;
    }
    QString why;
    if (!readReportArchive(file, out, &why)) {
        *error = path + planner::nameColon() + why;
        return false;
    }
    if (out.files.isEmpty()) {
        *error = QCoreApplication::translate("verify", "%1: the archive holds no files").arg(path);
        return false;
    }
    return true;
}

} // namespace gpuplanner::verify
