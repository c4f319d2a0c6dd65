// Hardware as vendors write it in quote cells: CPU sockets × cores, GPU counts inside the GPU
// text, system and data disks in one cell (issue 22).
#include "planner/quotes/quote.h"

#include "catalog/catalog.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

#include <cmath>
#include <memory>

namespace gpuplanner::quotes {

namespace {

// The model number of a catalog CPU name: "9454", "8480+", "6448y", "920-6426"; empty when none.
QString cpuModelKey(const QString &name)
{
    const QStringList words = name.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (auto it = words.rbegin(); it != words.rend(); ++it)
        if (!it->startsWith(QLatin1Char('(')) && std::any_of(it->begin(), it->end(), [](QChar c) { return c.isDigit(); }))
            return *it;
    return {};
}

// True when `key` stands in `lower` as a word of its own ("9454" in "2*amd 9454", not in "94541").
bool standsIn(const QString &lower, const QString &key)
{
    for (qsizetype at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + 1)) {
        const qsizetype end = at + key.size();
        const bool before = at == 0 || !lower[at - 1].isDigit();
        const bool after = end >= lower.size() || !(lower[end].isLetterOrNumber() || lower[end] == QLatin1Char('+'));
        if (before && after)
            return true;
    }
    return false;
}

} // namespace

CoresLookup catalogCores(const catalog::Catalog &catalog)
{
    // The catalog's figure for each distinct CPU text, looked up once: a table repeats its CPU
    // cells on every row. The memo is shared by the copies of the lookup, hence the lock.
    struct Memo
    {
        QMutex lock;
        QHash<QString, std::optional<int>> cores;
    };
    auto memo = std::make_shared<Memo>();
    const auto lookup = [&catalog](const QString &text) -> std::optional<int> {
        const QString lower = text.toLower();
        const bool saysAmd = lower.contains(QLatin1String("amd")) || lower.contains(QLatin1String("epyc"));
        const bool saysIntel = lower.contains(QLatin1String("intel")) || lower.contains(QLatin1String("xeon"));
        std::optional<int> exact, loose; // loose: "8480" for the catalog's "8480+"
        bool exactClash = false, looseClash = false;
        for (const catalog::Cpu &cpu : catalog.cpus()) {
            const QString vendor = cpu.vendor.toLower();
            if ((saysAmd && vendor == QLatin1String("intel")) || (saysIntel && vendor == QLatin1String("amd")))
                continue;
            const QString key = cpuModelKey(cpu.name);
            if (key.isEmpty() || cpu.cores <= 0)
                continue;
            if (standsIn(lower, key)) {
                exactClash = exactClash || (exact && *exact != cpu.cores);
                exact = cpu.cores;
            } else if (key.endsWith(QLatin1Char('+')) && standsIn(lower, key.chopped(1))) {
                looseClash = looseClash || (loose && *loose != cpu.cores);
                loose = cpu.cores;
            }
        }
        if (exact)
            return exactClash ? std::nullopt : exact;
        return looseClash ? std::nullopt : loose;
    };
    return [memo, lookup](const QString &text) -> std::optional<int> {
        {
            const QMutexLocker locked(&memo->lock);
            if (const auto known = memo->cores.constFind(text); known != memo->cores.cend())
                return *known;
        }
        const std::optional<int> cores = lookup(text);
        const QMutexLocker locked(&memo->lock);
        if (memo->cores.size() < 4096)
            memo->cores.insert(text, cores);
        return cores;
    };
}

CoresRead readCpuCores(const QString &textIn, const CoresLookup &lookup)
{
    CoresRead out;
    const QString text = textIn.trimmed();
    if (text.isEmpty())
        return out;
    // Sockets: "2*", "2 x", "2×", "2颗", "2路", "双路", "dual", "x2" at the end.
    static const Re leadSockets(QStringLiteral("^\\s*(\\d)\\s*(?:[x×*]|\\x{9897}|\\x{8DEF}|\\x{4E2A}|p\\b|s\\b|sockets?\\b|cpus?\\b)"),
                                Re::CaseInsensitiveOption);
    static const Re wordSockets(QStringLiteral("(\\x{53CC}|\\x{4E24}|\\x{4E8C}|\\x{56DB}|\\x{5355})(?:\\x{8DEF}|\\x{9897}|\\x{9897}CPU)|"
                                               "\\b(dual|quad|single)[\\s-]*(?:socket|cpu|processor|xeon|epyc|amd|intel)"),
                                Re::CaseInsensitiveOption); // 双 两 二 四 单 + 路 / 颗
    // "x2" at the end, a note in brackets after it allowed: "AMD EPYC 7763*2 (128核)".
    static const Re tailSockets(
        QStringLiteral("(?:\\s[x]|[×*])\\s*(\\d)\\s*(?:[(\\x{FF08}][^)\\x{FF09}]*[)\\x{FF09}]\\s*)?$"),
        Re::CaseInsensitiveOption);
    QList<int> socketCounts;
    qsizetype leadEnd = -1;
    if (const QRegularExpressionMatch m = leadSockets.match(text); m.hasMatch()) {
        socketCounts << m.captured(1).toInt();
        leadEnd = m.capturedEnd(1);
    }
    if (const QRegularExpressionMatch m = wordSockets.match(text); m.hasMatch()) {
        const QString w = (m.captured(1) + m.captured(2)).toLower();
        socketCounts << (w == QLatin1String("quad") || w == QStringLiteral("四")   ? 4
                         : w == QLatin1String("single") || w == QStringLiteral("单") ? 1
                                                                                       : 2);
    }
    if (const QRegularExpressionMatch m = tailSockets.match(text); m.hasMatch())
        socketCounts << m.captured(1).toInt();
    for (int n : socketCounts)
        if (n != socketCounts.front() || n <= 0) {
            out.problem = QCoreApplication::translate("report", "'%1' gives two different numbers of CPUs").arg(text);
            return out;
        }
    out.sockets = socketCounts.isEmpty() ? 1 : socketCounts.front();
    // Cores the text names: "(56C)", "32核", "32-core", "32 cores", "64C/128T" (not the socket count itself).
    // At most three digits, not the end of a model number: "8480C" is a Xeon, not 8,480 cores.
    static const Re cores(
        QStringLiteral("(?:^|[^0-9.A-Za-z])(\\d{1,3})\\s*(?:\\x{6838}|c(?![a-z])|cores?\\b|-core)"),
        Re::CaseInsensitiveOption);
    std::optional<int> stated;
    for (auto it = cores.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart(1) < leadEnd)
            continue;
        const int n = m.captured(1).toInt();
        if (stated && *stated != n) {
            out.problem = QCoreApplication::translate("report", "'%1' gives two different core counts").arg(text);
            return out;
        }
        stated = n;
    }
    const std::optional<int> listed = lookup ? lookup(text) : std::nullopt;
    if (listed) {
        out.fromCatalog = true;
        if (!stated || *stated == *listed) {
            out.perSocket = *listed;
        } else if (out.sockets > 1 && *stated == *listed * out.sockets) {
            out.perSocket = *listed; // the text gave the total: "2×8480+ 112核"
        } else {
            out.problem = QCoreApplication::translate("report", "'%1' says %2 cores, but the catalog lists %3 cores per "
                                                                "CPU for this model")
                              .arg(text)
                              .arg(*stated)
                              .arg(*listed);
            out.fromCatalog = false;
            return out;
        }
    } else if (stated) {
        out.perSocket = *stated;
    } else {
        return out; // names no cores, and the catalog does not know the model
    }
    out.cores = double(out.sockets) * out.perSocket;
    const QString source = out.fromCatalog ? QCoreApplication::translate("report", "catalog") : text;
    out.judged = out.sockets > 1
                     ? QCoreApplication::translate("report", "%1 × %2 cores = %3 cores (%4)")
                           .arg(out.sockets)
                           .arg(out.perSocket)
                           .arg(planner::num(*out.cores, 0), source)
                     : QCoreApplication::translate("report", "%1 cores (%2)").arg(planner::num(*out.cores, 0), source);
    return out;
}

std::optional<double> coresInText(const QString &text)
{
    return readCpuCores(text).cores;
}

QString machineWordsPattern()
{
    return QStringLiteral(
        "(?:nodes?|machines?|servers?|hosts?)\\b|\\x{4E2A}\\x{8282}\\x{70B9}|\\x{8282}\\x{70B9}|"
        "\\x{53F0}"); // 个节点 节点 台
}

GpuCountRead readGpuCount(const QString &textIn)
{
    GpuCountRead out;
    QString head =
        textIn.normalized(QString::NormalizationForm_KC).trimmed(); // "８卡 A800": full-width digits
    static const Re cut(QStringLiteral("[,;\\x{FF0C}\\x{FF1B}]"));
    if (const qsizetype at = head.indexOf(cut); at >= 0)
        head = head.left(at).trimmed(); // "8x H100 SXM5 80GB, NVLink": what follows the comma is not the model
    struct Found
    {
        qsizetype start, end;
        int count;
    };
    std::vector<Found> found;
    // A count is 1 to 64, never a size ("×8" but not "×80G", "x 2TB") nor part of a word ("H100", "SXM5",
    // "MI300X"). A lead count may touch a model number ("8×4090 24GB", "8*910B"), not a decimal, a one- or
    // two-digit figure or a size ("2×3.84TB", "8x2", "8x80G").
    static const Re lead(QStringLiteral("^(\\d{1,2})\\s*(?:[x×*](?!\\s*(?:\\d*\\.\\d|\\d{1,2}(?!\\d)|\\d+\\s*"
                                        "(?:[kgtmp]i?b?|w)(?![\\w.])))|"
                                        "\\x{5361}|\\x{5F20}|\\x{5757}|\\x{7247})\\s*"),
                         Re::CaseInsensitiveOption); // 卡 张 块 片
    static const Re times(QStringLiteral("(?:\\s+x|\\s*[×*])\\s*(\\d{1,2})(?![\\d.])(?!\\s*(?:[gtm]i?b?|gbps|w)(?![a-z]))"
                                         "\\s*(?:\\x{5361}|\\x{5F20}|gpus?\\b|cards?\\b)?"),
                          Re::CaseInsensitiveOption);
    static const Re named(QStringLiteral("(?<![\\w.])(\\d{1,2})\\s*-?\\s*(?:gpus?\\b|cards?\\b|\\x{5361}|\\x{5F20})"),
                          Re::CaseInsensitiveOption);
    static const Re machines(QStringLiteral("(?<![\\w.])\\d+\\s*(?:") + machineWordsPattern() +
                                 QLatin1Char(')'),
                             Re::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = lead.match(head); m.hasMatch())
        found.push_back({m.capturedStart(), m.capturedEnd(), m.captured(1).toInt()});
    for (const Re *re : {&times, &named})
        for (auto it = re->globalMatch(head); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            found.push_back({m.capturedStart(), m.capturedEnd(), m.captured(1).toInt()});
        }
    QString model = head;
    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) { return a.start > b.start; });
    qsizetype removedFrom = head.size() + 1;
    for (const Found &f : found) {
        if (f.end <= removedFrom) { // from the end, skipping overlaps
            model.remove(f.start, f.end - f.start);
            model.insert(f.start, QLatin1Char(' '));
            removedFrom = f.start;
        }
    }
    out.model = model.simplified();
    if (found.empty())
        return out;
    bool same = true;
    for (const Found &f : found)
        same = same && f.count == found.front().count && f.count > 0;
    if (machines.match(head).hasMatch()) {
        out.problem = QCoreApplication::translate("report", "'%1' names machines and GPUs: give the GPUs in a count "
                                                            "column").arg(textIn.trimmed());
    } else if (!same) {
        out.problem = QCoreApplication::translate("report", "'%1' gives two different GPU counts").arg(textIn.trimmed());
    } else {
        out.count = found.front().count;
    }
    return out;
}

DiskSplit splitDisks(const QString &text)
{
    DiskSplit out;
    static const Re parts(QStringLiteral("\\s*[+,;\\x{FF0B}\\x{FF0C}\\x{FF1B}]\\s*"));
    static const Re system(QStringLiteral("^(?:\\x{7CFB}\\x{7EDF}\\x{76D8}|\\x{7CFB}\\x{7EDF}|system(?:\\s*disk)?|os(?:\\s*disk)?|"
                                          "boot(?:\\s*disk)?)\\s*[:\\x{FF1A}]?\\s*|\\s*(?:\\x{7CFB}\\x{7EDF}\\x{76D8}|system\\s*disk|"
                                          "os\\s*disk|boot\\s*disk)$"),
                           Re::CaseInsensitiveOption); // 系统盘 系统
    static const Re data(QStringLiteral("^(?:\\x{6570}\\x{636E}\\x{76D8}|\\x{6570}\\x{636E}|data(?:\\s*disks?)?|storage)\\s*"
                                        "[:\\x{FF1A}]?\\s*|\\s*(?:\\x{6570}\\x{636E}\\x{76D8}|data\\s*disks?)$"),
                         Re::CaseInsensitiveOption); // 数据盘 数据
    QStringList unread;
    for (const QString &partIn : text.split(parts, Qt::SkipEmptyParts)) {
        QString part = partIn.trimmed();
        const bool isSystem = system.match(part).hasMatch();
        const bool isData = !isSystem && data.match(part).hasMatch();
        if (!isSystem && !isData) {
            unread << part;
            continue;
        }
        out.split = true;
        part.remove(isSystem ? system : data);
        double gb = 0;
        if (!parseQuantity(QStringLiteral("data_disk_gb"), part, &gb)) {
            unread << partIn.trimmed();
            continue;
        }
        std::optional<double> &sum = isSystem ? out.systemGb : out.dataGb;
        QString &words = isSystem ? out.systemText : out.dataText;
        sum = sum.value_or(0) + gb;
        words = words.isEmpty() ? part.trimmed() : words + QStringLiteral(" + ") + part.trimmed();
    }
    if (out.split && !unread.isEmpty())
        out.problem = QCoreApplication::translate("report", "'%1' is not a system or data disk with a size")
                          .arg(unread.join(QStringLiteral("', '")));
    return out;
}


} // namespace gpuplanner::quotes
