#include "planner/verify/monitorlog.h"

#include "planner/verify/archive.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <charconv>
#include <cmath>

namespace gpuplanner::verify {

namespace {

enum Field { FTimestamp, FIndex, FUuid, FName, FUtil, FMemUtil, FMemUsed, FMemTotal, FTemp, FPower, FPowerLimit,
             FSm, FSmMax, FReasons, FGen, FWidth, FOther };

Field fieldOf(const QByteArray &header)
{
    QByteArray h = header.trimmed();
    if (const qsizetype b = h.indexOf('['); b > 0)
        h = h.left(b).trimmed();
    h = h.toLower();
    static const std::pair<const char *, Field> names[] = {
        {"timestamp", FTimestamp}, {"index", FIndex}, {"uuid", FUuid}, {"gpu_uuid", FUuid}, {"name", FName},
        {"gpu_name", FName}, {"utilization.gpu", FUtil}, {"utilization.memory", FMemUtil},
        {"memory.used", FMemUsed}, {"memory.total", FMemTotal}, {"temperature.gpu", FTemp},
        {"power.draw", FPower}, {"power.draw.average", FPower}, {"power.limit", FPowerLimit},
        {"enforced.power.limit", FPowerLimit}, {"clocks.sm", FSm}, {"clocks.current.sm", FSm},
        {"clocks.max.sm", FSmMax}, {"clocks_event_reasons.active", FReasons},
        {"clocks_throttle_reasons.active", FReasons}, {"pcie.link.gen.current", FGen},
        {"pcie.link.gen.gpucurrent", FGen}, {"pcie.link.width.current", FWidth}};
    for (const auto &[n, f] : names)
        if (h == n)
            return f;
    return FOther;
}

inline const char *skipSpace(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    return p;
}

float toFloat(const char *p, const char *end)
{
    p = skipSpace(p, end);
    double v = NAN;
    const auto r = std::from_chars(p, end, v);
    if (r.ec != std::errc() || !std::isfinite(v))
        return NAN;
    return float(v);
}

// A PCIe generation or link width: -1 when absent or outside 0..127 (no such link).
std::int8_t smallCount(float v)
{
    return v >= 0 && v <= 127 ? std::int8_t(v) : std::int8_t(-1);
}

int twoDigits(const char *p) { return (p[0] - '0') * 10 + (p[1] - '0'); }

// "2024/01/16 14:44:16.977" (also with '-' separators)
double toTime(const char *p, const char *end)
{
    p = skipSpace(p, end);
    if (end - p < 19)
        return NAN;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18})
        if (p[i] < '0' || p[i] > '9')
            return NAN;
    int y = twoDigits(p) * 100 + twoDigits(p + 2);
    const unsigned m = unsigned(twoDigits(p + 5)), d = unsigned(twoDigits(p + 8));
    // days from civil (Howard Hinnant)
    y -= m <= 2;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const double days = double(era) * 146097 + double(doe) - 719468;
    double seconds = days * 86400 + twoDigits(p + 11) * 3600 + twoDigits(p + 14) * 60 + twoDigits(p + 17);
    if (end - p > 20 && p[19] == '.') {
        double frac = 0, scale = 0.1;
        for (const char *q = p + 20; q < end && *q >= '0' && *q <= '9'; ++q, scale /= 10)
            frac += (*q - '0') * scale;
        seconds += frac;
    }
    return seconds;
}

bool notALog(MonitorLog &log, const QString &file, int lineNo, ParseIssues &issues)
{
    issues.push_back({file, lineNo,
                      QCoreApplication::translate("verify",
                                                  "not an nvidia-smi --query-gpu log with a header "
                                                  "(utilization.gpu and timestamp or index expected)")});
    log.files.removeLast();
    return true;
}

// The file's bytes, its size checked before and while reading it; nothing, with the reason, when
// it is too large or cannot be read.
std::optional<QByteArray> readLogFile(const QString &path, QString *why)
{
    const QString tooLarge = QCoreApplication::translate("verify", "larger than %1 MB, not read").arg(kMaxMonitorLogBytes >> 20);
    if (QFileInfo(path).size() > kMaxMonitorLogBytes) {
        *why = tooLarge;
        return std::nullopt;
    }
    QFile f(path);
    std::optional<QByteArray> bytes;
    if (f.open(QIODevice::ReadOnly))
        bytes = readAtMost(f, kMaxMonitorLogBytes);
    if (!bytes)
        *why = QCoreApplication::translate("verify", "cannot be read (%1)").arg(f.errorString());
    else if (bytes->size() > kMaxMonitorLogBytes)
        *why = tooLarge;
    return bytes && bytes->size() <= kMaxMonitorLogBytes ? bytes : std::nullopt;
}

} // namespace

QString monitorCommand(int intervalSeconds)
{
    return QStringLiteral("nvidia-smi --query-gpu=timestamp,index,uuid,name,pstate,utilization.gpu,utilization.memory,"
                          "memory.used,memory.total,temperature.gpu,power.draw,power.limit,clocks.sm,clocks.max.sm,"
                          "clocks_event_reasons.active,pcie.link.gen.current,pcie.link.width.current,"
                          "ecc.errors.uncorrected.volatile.total --format=csv -l %1")
        .arg(intervalSeconds);
}

bool appendMonitorLog(MonitorLog &log, const QByteArray &bytes, const QString &file, ParseIssues &issues,
                      const std::function<bool(double)> &progress)
{
    const char *const begin = bytes.constData();
    const char *const end = begin + bytes.size();
    const char *p = begin;
    std::vector<Field> fields;
    int lineNo = 0, badRows = 0, firstBad = 0;
    const int fileIndex = int(log.files.size());
    log.files << file;
    log.bytes += bytes.size();
    std::vector<std::pair<const char *, const char *>> cells;
    qint64 nextProgress = 4 << 20;
    while (p < end) {
        const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        const char *lineEnd = eol;
        if (lineEnd > p && lineEnd[-1] == '\r')
            --lineEnd;
        ++lineNo;
        const char *line = p;
        p = eol + 1;
        if (progress && (line - begin) >= nextProgress) {
            nextProgress += 4 << 20;
            if (!progress(double(line - begin) / double(bytes.size())))
                return false;
        }
        if (skipSpace(line, lineEnd) == lineEnd)
            continue;
        if (lineEnd - line > kMaxMonitorLineBytes) {
            if (fields.empty())
                return notALog(log, file, lineNo, issues);
            if (!badRows++)
                firstBad = lineNo;
            continue;
        }
        cells.clear();
        for (const char *c = line;;) {
            const char *comma = static_cast<const char *>(memchr(c, ',', size_t(lineEnd - c)));
            cells.emplace_back(c, comma ? comma : lineEnd);
            if (!comma)
                break;
            c = comma + 1;
        }
        if (fields.empty()) {
            for (const auto &[a, b] : cells)
                fields.push_back(fieldOf(QByteArray(a, b - a)));
            const bool known = std::count_if(fields.begin(), fields.end(), [](Field f) { return f != FOther; }) >= 2;
            if (!known || std::find(fields.begin(), fields.end(), FUtil) == fields.end())
                return notALog(log, file, lineNo, issues);
            continue;
        }
        if (cells.size() != fields.size()) {
            if (!badRows++)
                firstBad = lineNo;
            continue;
        }
        MonitorSample s;
        QByteArray key;
        QByteArray name;
        for (size_t i = 0; i < cells.size(); ++i) {
            const auto [a, b] = cells[i];
            switch (fields[i]) {
            case FTimestamp: s.t = toTime(a, b); break;
            case FIndex:
                if (key.isEmpty())
                    key = QByteArray::number(fileIndex) + ':' + QByteArray(a, b - a).trimmed();
                break;
            case FUuid: key = QByteArray(a, b - a).trimmed(); break;
            case FName: name = QByteArray(a, b - a).trimmed(); break;
            case FUtil: s.util = toFloat(a, b); break;
            case FMemUtil: s.memUtil = toFloat(a, b); break;
            case FMemUsed: s.memUsed = toFloat(a, b); break;
            case FMemTotal: s.memTotal = toFloat(a, b); break;
            case FTemp: s.temp = toFloat(a, b); break;
            case FPower: s.power = toFloat(a, b); break;
            case FPowerLimit: s.powerLimit = toFloat(a, b); break;
            case FSm: s.smClock = toFloat(a, b); break;
            case FSmMax: s.smClockMax = toFloat(a, b); break;
            case FReasons: {
                const char *q = skipSpace(a, b);
                if (b - q > 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X'))
                    q += 2;
                std::uint64_t v = 0;
                if (std::from_chars(q, b, v, 16).ec == std::errc())
                    s.reasons = std::uint32_t(v);
                break;
            }
            case FGen: s.pcieGen = smallCount(toFloat(a, b)); break;
            case FWidth: s.pcieWidth = smallCount(toFloat(a, b)); break;
            case FOther: break;
            }
        }
        if (std::isnan(s.t) && std::isnan(s.util)) {
            if (!badRows++)
                firstBad = lineNo;
            continue;
        }
        if (log.samples.size() >= kMaxMonitorSamples) {
            issues.push_back({file, lineNo,
                              QCoreApplication::translate("verify", "more than %1 samples in all: the rest of the file was left out")
                                  .arg(kMaxMonitorSamples)});
            break;
        }
        if (key.isEmpty())
            key = QByteArray::number(fileIndex) + ":0";
        auto it = log.gpuIndex.constFind(key);
        if (it == log.gpuIndex.constEnd()) {
            it = log.gpuIndex.insert(key, int(log.gpus.size()));
            log.gpus << QString::fromUtf8(key);
            log.gpuNames << QString::fromUtf8(name);
        }
        s.gpu = std::uint32_t(it.value());
        log.samples.push_back(s);
    }
    if (badRows > 0)
        issues.push_back({file, firstBad,
                          QCoreApplication::translate("verify", "%n row(s) could not be read and were left out",
                                                      nullptr, badRows)});
    if (progress)
        progress(1.0);
    return true;
}

bool appendMonitorLogFile(MonitorLog &log, const QString &path, const QString &name, ParseIssues &issues,
                          const std::function<bool(double)> &progress)
{
    QString why;
    const std::optional<QByteArray> bytes = readLogFile(path, &why);
    if (!bytes) {
        issues.push_back({name, 0, why});
        return true;
    }
    return appendMonitorLog(log, *bytes, name, issues, progress);
}

} // namespace gpuplanner::verify
