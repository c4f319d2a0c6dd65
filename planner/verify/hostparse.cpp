// Host inventory files of the report folder: lscpu.txt, meminfo.txt, df.txt, lsblk.json.
#include "catalog/jsontext.h"
#include "planner/verify/tools.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::verify {

std::optional<int> HostInfo::physicalCores() const
{
    if (sockets && coresPerSocket) {
        int cores = 0;
        if (__builtin_mul_overflow(*sockets, *coresPerSocket, &cores) || cores > kMaxCores)
            return std::nullopt;
        return cores;
    }
    if (cpus && threadsPerCore && *threadsPerCore > 0)
        return *cpus / *threadsPerCore;
    return cpus;
}

namespace {

// A count as lscpu prints it ("2", "64"); nothing for a negative one or one above kMaxCores (a
// damaged or made-up file).
std::optional<int> countIn(const QString &value)
{
    const auto v = numberIn(value);
    if (!v || *v < 0 || *v > kMaxCores)
        return std::nullopt;
    return int(*v);
}

} // namespace

void parseLscpu(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues)
{
    if (!textOrIssue(bytes, file, issues))
        return;
    bool any = false;
    LineReader lines(bytes);
    for (QString line; lines.next(line);) {
        const qsizetype colon = line.indexOf(u':');
        if (colon < 0)
            continue;
        const QString key = line.left(colon).trimmed();
        const QString value = line.mid(colon + 1).trimmed();
        const auto asInt = [&value] { return countIn(value); };
        if (key == QLatin1String("Socket(s)")) { host.sockets = asInt(); any = true; }
        else if (key == QLatin1String("Core(s) per socket")) { host.coresPerSocket = asInt(); any = true; }
        else if (key == QLatin1String("Thread(s) per core")) { host.threadsPerCore = asInt(); any = true; }
        else if (key == QLatin1String("CPU(s)")) { host.cpus = asInt(); any = true; }
        else if (key == QLatin1String("Model name")) host.cpuModel = value;
    }
    lines.reportLongLines(file, issues);
    if (!any)
        issues.push_back({file, 1, QCoreApplication::translate("verify", "not the output of lscpu (no \"CPU(s):\" line)")});
}

void parseMeminfo(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues)
{
    if (!textOrIssue(bytes, file, issues))
        return;
    LineReader lines(bytes);
    for (QString line; lines.next(line);) {
        if (line.startsWith(QLatin1String("MemTotal:")))
            host.memTotalKiB = numberIn(line.mid(9));
        else if (line.startsWith(QLatin1String("SwapTotal:")))
            host.swapTotalKiB = numberIn(line.mid(10));
    }
    lines.reportLongLines(file, issues);
    if (!host.memTotalKiB)
        issues.push_back({file, 1, QCoreApplication::translate("verify", "not /proc/meminfo (no MemTotal line)")});
}

void parseDf(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues)
{
    if (!textOrIssue(bytes, file, issues))
        return;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    LineReader lines(bytes);
    bool header = false;
    for (QString line; lines.next(line);) {
        const QStringList t = line.split(space, Qt::SkipEmptyParts);
        if (t.isEmpty())
            continue;
        if (!header) {
            header = t.first() == QLatin1String("Filesystem");
            if (!header) {
                issues.push_back({file, lines.lineNumber(), QCoreApplication::translate("verify", "not the output of df -P (no header)")});
                return;
            }
            continue;
        }
        if (t.size() < 6 || !t[4].endsWith(u'%'))
            continue;
        host.filesystems.push_back({t[0], t.mid(5).join(u' '), numberIn(t[1]).value_or(0), numberIn(t[4]).value_or(0)});
    }
    lines.reportLongLines(file, issues);
}

void parseLsblk(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues)
{
    QString error;
    const nlohmann::json doc = catalog::parseJsonText(bytes, file, &error);
    if (!error.isEmpty()) {
        issues.push_back({file, 0, error});
        return;
    }
    if (!doc.is_object() || !doc.contains("blockdevices") || !doc["blockdevices"].is_array()) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not the output of lsblk -J (no \"blockdevices\")")});
        return;
    }
    for (const auto &d : doc["blockdevices"]) {
        if (!d.is_object())
            continue;
        const auto str = [&](const char *k) {
            return d.contains(k) && d[k].is_string() ? QString::fromStdString(d[k].get<std::string>()) : QString();
        };
        if (str("type") != QLatin1String("disk"))
            continue;
        const QString name = str("name");
        if (name.startsWith(QLatin1String("zram")) || name.startsWith(QLatin1String("loop")) ||
            name.startsWith(QLatin1String("ram")))
            continue;
        double size = 0;
        if (d.contains("size") && d["size"].is_number())
            size = d["size"].get<double>();
        else if (d.contains("size") && d["size"].is_string())
            size = QString::fromStdString(d["size"].get<std::string>()).toDouble();
        bool rota = false;
        if (d.contains("rota") && d["rota"].is_boolean())
            rota = d["rota"].get<bool>();
        else if (d.contains("rota") && d["rota"].is_string())
            rota = d["rota"].get<std::string>() == "1";
        host.disks.push_back({name, str("model").trimmed(), size, rota});
    }
}

XidLog parseXid(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    XidLog log;
    if (!textOrIssue(bytes, file, issues))
        return log;
    static const QRegularExpression xid(QStringLiteral("NVRM: Xid \\(PCI:([\\w:.]+?)\\): (\\d+)"));
    LineReader lines(bytes);
    for (QString l; lines.next(l);) {
        if (l.contains(QLatin1String("Operation not permitted")) || l.contains(QLatin1String("Permission denied")) ||
            l.contains(QLatin1String("read kernel buffer failed")))
            log.denied = true;
        const auto m = xid.match(l);
        if (m.hasMatch())
            log.events.push_back({m.captured(2).toInt(), m.captured(1), lines.lineNumber(), l.trimmed()});
    }
    lines.reportLongLines(file, issues);
    return log;
}

} // namespace gpuplanner::verify
