// The acceptance-report readers against made-up and hostile inputs (issue 27: M1, M2, M5 and the
// lower items): links and pipes in a report folder, archives and logs past their limits, deep
// nvidia-smi sections, long lines, GPU indices past 16 bits, core counts that overflow. Every input
// is made here.
#include "planner/verify/archive.h"
#include "planner/verify/monitorlog.h"
#include "planner/verify/report.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

#include <algorithm>
#include <cstring>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace gpuplanner::verify;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A ustar header (checksum included) for an entry of `size` bytes.
QByteArray tarHeader(const QByteArray &name, char type, qint64 size, const QByteArray &link = {})
{
    QByteArray h(512, '\0');
    auto put = [&h](int at, const QByteArray &field) { std::memcpy(h.data() + at, field.constData(), size_t(field.size())); };
    put(0, name.left(100));
    put(100, "0000644");
    put(108, "0000000");
    put(116, "0000000");
    put(124, QByteArray::number(size, 8).rightJustified(11, '0'));
    put(136, "00000000000");
    h[156] = type;
    put(157, link.left(100));
    put(257, QByteArray("ustar\0" "00", 8));
    put(148, "        ");
    unsigned sum = 0;
    for (const char c : h)
        sum += static_cast<unsigned char>(c);
    put(148, QByteArray::number(sum, 8).rightJustified(6, '0'));
    return h;
}

// One entry: its header and its data padded to 512 bytes.
QByteArray tarEntry(const QByteArray &name, char type, const QByteArray &data, const QByteArray &link = {})
{
    return tarHeader(name, type, data.size(), link) + data + QByteArray((512 - data.size() % 512) % 512, '\0');
}

// A gzip stream written as it goes, so that a bomb of many MB of zeros is never held unpacked.
class GzipWriter
{
public:
    GzipWriter() { m_ok = deflateInit2(&m_s, Z_BEST_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY) == Z_OK; }
    ~GzipWriter() { deflateEnd(&m_s); }
    GzipWriter(const GzipWriter &) = delete;
    GzipWriter &operator=(const GzipWriter &) = delete;

    void add(const QByteArray &bytes) { pump(bytes.constData(), bytes.size(), Z_NO_FLUSH); }
    void addZeros(qint64 count)
    {
        static const QByteArray zeros(1 << 20, '\0');
        for (qint64 left = count; left > 0; left -= zeros.size())
            pump(zeros.constData(), qsizetype(std::min<qint64>(left, zeros.size())), Z_NO_FLUSH);
    }
    QByteArray finish()
    {
        pump(nullptr, 0, Z_FINISH);
        return m_ok ? m_out : QByteArray();
    }

private:
    void pump(const char *p, qsizetype n, int flush)
    {
        QByteArray buffer(1 << 16, '\0');
        m_s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(p));
        m_s.avail_in = uInt(n);
        do {
            m_s.next_out = reinterpret_cast<Bytef *>(buffer.data());
            m_s.avail_out = uInt(buffer.size());
            deflate(&m_s, flush);
            m_out.append(buffer.constData(), buffer.size() - qsizetype(m_s.avail_out));
        } while (m_s.avail_out == 0);
    }

    z_stream m_s{};
    bool m_ok = false;
    QByteArray m_out;
};

QByteArray gzip(const QByteArray &bytes)
{
    GzipWriter w;
    w.add(bytes);
    return w.finish();
}

const ParseIssue *issueOf(const ParseIssues &issues, const QString &file)
{
    const auto it = std::find_if(issues.begin(), issues.end(), [&](const ParseIssue &i) { return i.file == file; });
    return it == issues.end() ? nullptr : &*it;
}

// A field of /proc/self/status in MiB ("VmRSS", "VmHWM"); 0 where there is no /proc.
qint64 statusMiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field) && line.mid(qsizetype(std::strlen(field))).startsWith(':'))
            return line.mid(qsizetype(std::strlen(field)) + 1).trimmed().split(' ').value(0).toLongLong() / 1024;
    return 0;
}

// Measures how far the resident memory rises above where it is now, whatever earlier tests took.
class PeakMemory
{
public:
    PeakMemory()
    {
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        m_available = clear.open(QIODevice::WriteOnly) && clear.write("5") == 1; // resets VmHWM
        m_start = statusMiB("VmRSS");
    }
    bool available() const { return m_available; }
    qint64 riseMiB() const { return statusMiB("VmHWM") - m_start; }

private:
    bool m_available = false;
    qint64 m_start = 0;
};

const QByteArray kMeminfo = "MemTotal:       65536000 kB\nSwapTotal:             0 kB\n";

} // namespace

class TstVerifyLimits : public QObject
{
    Q_OBJECT
private slots:
    // M1: links are not followed (not to a device, not out of the folder), pipes not opened; each
    // is named in the report's issues and the regular files are still read.
    void folderLinksAndPipesNotRead()
    {
#ifndef Q_OS_UNIX
        QSKIP("symbolic links and pipes: POSIX only");
#else
        QTemporaryDir outside, dir;
        QVERIFY(outside.isValid() && dir.isValid());
        const QByteArray secret = "Filesystem 1024-blocks Used Available Capacity Mounted on\n/dev/secret 1 1 1 1% /secret\n";
        QVERIFY(writeFile(outside.filePath(QStringLiteral("df.txt")), secret));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("meminfo.txt")), kMeminfo));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("lscpu.txt"))));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("df.txt")), dir.filePath(QStringLiteral("df.txt"))));
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("query-gpu.csv"))).constData(), 0600), 0);

        QElapsedTimer timer;
        timer.start();
        ReportFiles files;
        QString error;
        QVERIFY2(readReportFiles(dir.path(), files, &error), qPrintable(error));
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(files.files.keys(), QStringList{QStringLiteral("meminfo.txt")});
        const Report r = readReport(files);
        for (const char *name : {"lscpu.txt", "df.txt", "query-gpu.csv"})
            QVERIFY2(issueOf(r.issues, QLatin1String(name)), name);
        QVERIFY(issueOf(r.issues, QStringLiteral("lscpu.txt"))->message.contains(QLatin1String("link")));
        QVERIFY(r.host.filesystems.empty()); // the file outside the folder was not read
        QCOMPARE(r.host.memTotalKiB.value_or(0), 65536000.0);
#endif
    }
    void folderOfOnlyLinksNamesOne()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("lscpu.txt"))));
        ReportFiles files;
        QString error;
        QVERIFY(!readReportFiles(dir.path(), files, &error));
        QVERIFY2(error.contains(QLatin1String("lscpu.txt")), qPrintable(error));
#endif
    }
    // The limit is applied before the bytes are read: a sparse file past it costs nothing.
    void folderOverLimitRefused()
    {
        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("monitor.csv")));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(kMaxReportBytes + 1));
        big.close();
        const PeakMemory memory;
        ReportFiles files;
        QString error;
        QVERIFY(!readReportFiles(dir.path(), files, &error));
        QVERIFY2(error.contains(QString::number(kMaxReportBytes >> 20)), qPrintable(error));
        QVERIFY(!memory.available() || memory.riseMiB() < 64);
    }
    // A link inside an archive is not a file of the report either (a folder packed with one).
    void archiveLinkEntryNamed()
    {
        const QByteArray tar = tarEntry("report/meminfo.txt", '0', kMeminfo) +
                               tarEntry("report/lscpu.txt", '2', {}, "/dev/zero") + QByteArray(1024, '\0');
        QBuffer in;
        in.setData(gzip(tar));
        QVERIFY(in.open(QIODevice::ReadOnly));
        ReportFiles files;
        QString error;
        QVERIFY2(readReportArchive(in, files, &error), qPrintable(error));
        QCOMPARE(files.files.value(QStringLiteral("meminfo.txt")), kMeminfo);
        QVERIFY(!files.files.contains(QStringLiteral("lscpu.txt")));
        QVERIFY(issueOf(readReport(files).issues, QStringLiteral("lscpu.txt")));
    }
    // A header that claims more than the limit is refused before anything is unpacked or kept.
    void archiveEntryOverLimitRefused()
    {
        GzipWriter w;
        w.add(tarHeader("report/monitor.csv", '0', kMaxReportBytes + 1));
        w.addZeros(1 << 20);
        QBuffer in;
        in.setData(w.finish());
        QVERIFY(in.open(QIODevice::ReadOnly));
        ReportFiles files;
        QString error;
        QVERIFY(!readReportArchive(in, files, &error));
        QVERIFY2(error.contains(QString::number(kMaxReportBytes >> 20)), qPrintable(error));
        QVERIFY(files.files.isEmpty());
    }
    // M5: a gzip bomb (files of 16 MB of zeros, 160 MB from 160 KB): each header is within the
    // limit, their sum is not; it is refused when the unpacked bytes pass the limit, having held no
    // more than the limit, and quickly.
    void gzipBombRefusedAtLimit()
    {
        const qint64 fileSize = 16 << 20;
        GzipWriter w;
        for (qint64 f = 0; f < kMaxReportBytes / fileSize + 2; ++f) {
            w.add(tarHeader("file" + QByteArray::number(f), '0', fileSize));
            w.addZeros(fileSize);
        }
        QBuffer in;
        in.setData(w.finish());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QVERIFY(in.size() < (1 << 20));
        const PeakMemory memory;
        QElapsedTimer timer;
        timer.start();
        ReportFiles files;
        QString error;
        QVERIFY(!readReportArchive(in, files, &error));
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY2(error.contains(QString::number(kMaxReportBytes >> 20)), qPrintable(error));
        qint64 kept = 0;
        for (const QByteArray &b : std::as_const(files.files))
            kept += b.size();
        QVERIFY(kept <= kMaxReportBytes);
        if (memory.available()) // the files kept and a chunk, not a doubling buffer and a copy of it
            QVERIFY2(memory.riseMiB() < (kMaxReportBytes >> 20) + 48, qPrintable(QStringLiteral("%1 MiB").arg(memory.riseMiB())));
    }
    // M2: sections nested 1,000 deep with 200-character names: the depth limit holds, the values
    // above it are read, and it takes no time (the old reader kept the full path per value).
    void smiDeepNestingBounded()
    {
        QByteArray text = "Driver Version : 550.127.05\nAttached GPUs : 1\nGPU 00000000:01:00.0\n    Product Name : NVIDIA L40S\n";
        QStringList names;
        int lineNo = 4, firstTooDeep = 0;
        for (int depth = 0; depth < 1000; ++depth) {
            const QString name = QStringLiteral("S%1_").arg(depth) + QString(196, u'x');
            names << name;
            const QByteArray indent(4 * (depth + 1), ' ');
            text += indent + name.toLatin1() + '\n';
            ++lineNo;
            if (depth == kMaxSmiDepth)
                firstTooDeep = lineNo;
            text += indent + "    Value : v" + QByteArray::number(depth) + '\n';
            ++lineNo;
        }
        text += "    Processes : None\n";
        QElapsedTimer timer;
        timer.start();
        ParseIssues issues;
        const SmiReport r = parseSmiQuery(text, QStringLiteral("nvidia-smi-q.txt"), issues);
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(r.gpus.size(), size_t(1));
        const SmiGpu &g = r.gpus.front();
        QCOMPARE(g.name(), QStringLiteral("NVIDIA L40S"));
        const QString deepest = names.first(kMaxSmiDepth).join(u'/');
        QCOMPARE(g.value(deepest + QStringLiteral("/Value")), QStringLiteral("v%1").arg(kMaxSmiDepth - 1));
        QVERIFY(g.has(deepest));
        QVERIFY(!g.find(names.first(kMaxSmiDepth + 1).join(u'/') + QStringLiteral("/Value")));
        QVERIFY(g.sections.size() <= size_t(kMaxSmiDepth) + 1);
        QCOMPARE(g.value(QStringLiteral("Processes")), QStringLiteral("None")); // back at the top after it
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().line, firstTooDeep);
        QVERIFY(!r.truncated);
    }
    void smiLongNamesLeftOut()
    {
        const QByteArray longName(kMaxSmiNameLength + 1, 'n');
        const QByteArray text = "GPU 00000000:01:00.0\n    Product Name : X\n    " + longName + " : 1\n    " + longName +
                                "\n        Inner : 2\n    Processes : None\n";
        ParseIssues issues;
        const SmiReport r = parseSmiQuery(text, QStringLiteral("q"), issues);
        QCOMPARE(r.gpus.size(), size_t(1));
        QVERIFY(!r.gpus.front().find(QString::fromLatin1(longName)));
        QVERIFY(!r.gpus.front().has(QString::fromLatin1(longName)));
        QVERIFY(!r.gpus.front().find(QStringLiteral("Inner"))); // not hung under the wrong parent
        QCOMPARE(r.gpus.front().value(QStringLiteral("Processes")), QStringLiteral("None"));
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().line, 3);
    }
    // M5: a log with one 8 MB line among good rows: the line is left out and named, the rows read.
    void monitorLogHugeLine()
    {
        QByteArray log = "timestamp, index, utilization.gpu [%]\n2026/01/05 10:00:00.000, 0, 50 %\n";
        log += "2026/01/05 10:00:01.000, 0, " + QByteArray(8 << 20, '7') + " %\n";
        log += "2026/01/05 10:00:02.000, 0, 70 %\n";
        MonitorLog m;
        ParseIssues issues;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(appendMonitorLog(m, log, QStringLiteral("monitor.csv"), issues));
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(m.samples.size(), size_t(2));
        QCOMPARE(m.samples.back().util, 70.0f);
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().line, 3);
    }
    void monitorLogHugeHeaderIsNotALog()
    {
        const QByteArray log = "utilization.gpu, index, " + QByteArray(kMaxMonitorLineBytes, 'x') + "\n50, 0\n";
        MonitorLog m;
        ParseIssues issues;
        QVERIFY(appendMonitorLog(m, log, QStringLiteral("monitor.csv"), issues));
        QVERIFY(m.samples.empty());
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().line, 1);
    }
    void monitorLogFileOverLimit()
    {
        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.csv")));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.write("utilization.gpu, index\n") > 0 &&
                big.resize(kMaxMonitorLogBytes + 1));
        big.close();
        const PeakMemory memory;
        MonitorLog m;
        ParseIssues issues;
        QVERIFY(appendMonitorLogFile(m, big.fileName(), QStringLiteral("big.csv"), issues));
        QVERIFY(m.samples.empty());
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().file, QStringLiteral("big.csv"));
        QVERIFY(issues.front().message.contains(QString::number(kMaxMonitorLogBytes >> 20)));
        QVERIFY(!memory.available() || memory.riseMiB() < 64);
    }
    // A GPU past the 65,536th keeps its own index (it was counted as GPU n − 65,536).
    void monitorGpuIndexPast16Bits()
    {
        QByteArray log = "index, utilization.gpu [%]\n";
        for (int i = 0; i <= 70000; ++i)
            log += QByteArray::number(i) + ", " + QByteArray::number(i % 100) + " %\n";
        MonitorLog m;
        ParseIssues issues;
        QVERIFY(appendMonitorLog(m, log, QStringLiteral("big-cluster.csv"), issues));
        QVERIFY(issues.empty());
        QCOMPARE(m.gpus.size(), qsizetype(70001));
        QCOMPARE(m.samples.back().gpu, std::uint32_t(70000));
        QCOMPARE(m.gpus[qsizetype(m.samples.back().gpu)], QStringLiteral("0:70000"));
        QCOMPARE(m.samples.back().util, float(70000 % 100));
    }
    // A PCIe generation or width no link has (fuzzing: 230 did not fit the 8-bit field, UB): unknown.
    void monitorPcieValuesOutOfRange()
    {
        const QByteArray log = "index, utilization.gpu [%], pcie.link.gen.current, pcie.link.width.current\n"
                               "0, 50 %, 230, 1e9\n0, 50 %, 4, 16\n";
        MonitorLog m;
        ParseIssues issues;
        QVERIFY(appendMonitorLog(m, log, QStringLiteral("monitor.csv"), issues));
        QCOMPARE(m.samples.size(), size_t(2));
        QCOMPARE(int(m.samples.front().pcieGen), -1);
        QCOMPARE(int(m.samples.front().pcieWidth), -1);
        QCOMPARE(int(m.samples.back().pcieGen), 4);
        QCOMPARE(int(m.samples.back().pcieWidth), 16);
    }
    // Socket(s) × Core(s) per socket past int: unknown, not a wrapped-around count.
    void physicalCoresOverflow()
    {
        HostInfo h;
        ParseIssues issues;
        parseLscpu("CPU(s): 64\nSocket(s): 65536\nCore(s) per socket: 65536\nThread(s) per core: 2\n", QStringLiteral("lscpu.txt"),
                   h, issues);
        QVERIFY(issues.empty());
        QCOMPARE(h.sockets.value_or(0), 65536);
        QVERIFY(!h.physicalCores().has_value());
        HostInfo normal;
        parseLscpu("CPU(s): 128\nSocket(s): 2\nCore(s) per socket: 32\nThread(s) per core: 2\n", QStringLiteral("lscpu.txt"),
                   normal, issues);
        QCOMPARE(normal.physicalCores().value_or(0), 64);
        HostInfo absurd;
        parseLscpu("CPU(s): 99999999999999999999\nSocket(s): 1e40\n", QStringLiteral("lscpu.txt"), absurd, issues);
        QVERIFY(!absurd.cpus.has_value());
        QVERIFY(!absurd.physicalCores().has_value());
    }
    // Raw outputs have a size their tool never reaches: past it they are named, not parsed.
    void rawFileOverItsLimitNotParsed()
    {
        ReportFiles files;
        QByteArray lscpu = "CPU(s): 64\n";
        lscpu += QByteArray(kMaxRawFileBytes, '#');
        files.files.insert(QStringLiteral("lscpu.txt"), lscpu);
        files.files.insert(QStringLiteral("meminfo.txt"), kMeminfo);
        const Report r = readReport(files);
        QVERIFY(issueOf(r.issues, QStringLiteral("lscpu.txt")));
        QVERIFY(!r.host.cpus.has_value());
        QCOMPARE(r.host.memTotalKiB.value_or(0), 65536000.0);
    }
    // Millions of short lines: memory stays near the input's size and the time short.
    void manyShortLinesStayCheap()
    {
        QByteArray lscpu;
        lscpu.reserve(kMaxRawFileBytes);
        while (lscpu.size() + 16 < kMaxRawFileBytes)
            lscpu += "K:1\n";
        lscpu += "CPU(s): 8\n";
        const PeakMemory memory;
        QElapsedTimer timer;
        timer.start();
        HostInfo h;
        ParseIssues issues;
        parseLscpu(lscpu, QStringLiteral("lscpu.txt"), h, issues);
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(h.cpus.value_or(0), 8);
        if (memory.available()) // the old reader held every line as a string: over 100 MB
            QVERIFY2(memory.riseMiB() < 32, qPrintable(QStringLiteral("%1 MiB").arg(memory.riseMiB())));
    }
    // nvbandwidth: a SUM line of a test not yet run adds it; the matrix that follows still goes to
    // the test that is running (it went through a pointer the growing list had freed).
    void nvbandwidthSumOfUnknownTestKeepsCurrent()
    {
        QByteArray text = "Running device_to_device_memcpy_read_ce.\nmemcpy CE GPU(row) -> GPU(column) bandwidth (GB/s)\n";
        for (int i = 0; i < 40; ++i)
            text += "SUM other_" + QByteArray::number(i) + " 10.0\n";
        text += "memcpy CE GPU(row) -> GPU(column) bandwidth (GB/s)\n          0         1\n 0       N/A    101.50\n 1    102.25       N/A\n";
        ParseIssues issues;
        const std::vector<BandwidthTest> tests = parseNvbandwidth(text, QStringLiteral("nvbandwidth.txt"), issues);
        QCOMPARE(tests.size(), size_t(41));
        QCOMPARE(tests.front().name, QStringLiteral("device_to_device_memcpy_read_ce"));
        QCOMPARE(tests.front().cells, (std::vector<double>{101.5, 102.25}));
        QCOMPARE(tests.back().sum.value_or(0), 10.0);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TstVerifyLimits, Core)
#include "tst_verify_limits.moc"
