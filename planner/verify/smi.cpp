#include "planner/verify/smi.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplanner::verify {

namespace {

std::optional<double> sum(std::initializer_list<std::optional<double>> parts)
{
    std::optional<double> total;
    for (const auto &p : parts)
        if (p)
            total = total.value_or(0) + *p;
    return total;
}

// The value at `path` below `section`: the path's first names are sections and the rest is the
// key. A name may hold a '/' itself, so each split is tried.
const QString *findBelow(const SmiGpu &gpu, int section, const QString &path)
{
    if (const auto it = gpu.values.constFind({section, path}); it != gpu.values.cend())
        return &it.value();
    for (qsizetype slash = path.indexOf(u'/'); slash >= 0; slash = path.indexOf(u'/', slash + 1))
        if (const int child = gpu.sectionIds.value({section, path.left(slash)}, -1); child >= 0)
            if (const QString *v = findBelow(gpu, child, path.mid(slash + 1)))
                return v;
    return nullptr;
}

// True when `path` below `section` is a value or a section holding values.
bool holdsBelow(const SmiGpu &gpu, int section, const QString &path)
{
    if (gpu.values.contains({section, path}))
        return true;
    if (const int s = gpu.sectionIds.value({section, path}, -1); s >= 0 && gpu.sections[size_t(s)].hasValues)
        return true;
    for (qsizetype slash = path.indexOf(u'/'); slash >= 0; slash = path.indexOf(u'/', slash + 1))
        if (const int child = gpu.sectionIds.value({section, path.left(slash)}, -1); child >= 0)
            if (holdsBelow(gpu, child, path.mid(slash + 1)))
                return true;
    return false;
}

// True when `section` is `top` or below it, with no section named "…Counters…" in between.
bool inReasons(const SmiGpu &gpu, int section, int top)
{
    for (int s = section; s >= 0; s = gpu.sections[size_t(s)].parent) {
        if (s == top)
            return true;
        if (gpu.sections[size_t(s)].name.contains(QLatin1String("Counters")))
            return false;
    }
    return false;
}

// Lines of one kind that were left out: how many, and the first.
struct LeftOut
{
    int lines = 0;
    int first = 0;
    void add(int line)
    {
        if (!lines++)
            first = line;
    }
};

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        n += line[n] == u'\t' ? 8 : 1;
    return n;
}

void reportLeftOut(const LeftOut &leftOut, const QString &file, const QString &message, ParseIssues &issues)
{
    if (leftOut.lines > 0)
        issues.push_back({file, leftOut.first, message});
}

} // namespace

int SmiGpu::addSection(int parent, const QString &name)
{
    const auto it = sectionIds.constFind({parent, name});
    if (it != sectionIds.cend())
        return it.value();
    sections.push_back({parent, name, false});
    const int id = int(sections.size() - 1);
    sectionIds.insert({parent, name}, id);
    return id;
}

void SmiGpu::setValue(int section, const QString &key, const QString &value)
{
    values.insert({section, key}, value);
    for (int s = section; s >= 0 && !sections[size_t(s)].hasValues; s = sections[size_t(s)].parent)
        sections[size_t(s)].hasValues = true;
}

const QString *SmiGpu::find(const QString &path) const
{
    return findBelow(*this, 0, path);
}

QString SmiGpu::value(const QString &path) const
{
    const QString *v = find(path);
    return v ? *v : QString();
}

bool SmiGpu::has(const QString &pathPrefix) const
{
    return holdsBelow(*this, 0, pathPrefix);
}

std::optional<double> SmiGpu::uncorrectedVolatile() const
{
    const QString v = QStringLiteral("ECC Errors/Volatile/");
    return sum({number(v + QStringLiteral("DRAM Uncorrectable")), number(v + QStringLiteral("SRAM Uncorrectable")),
                number(v + QStringLiteral("SRAM Uncorrectable Parity")),
                number(v + QStringLiteral("SRAM Uncorrectable SEC-DED")),
                number(v + QStringLiteral("Double Bit/Total"))});
}

std::optional<double> SmiGpu::uncorrectedAggregateSram() const
{
    const QString a = QStringLiteral("ECC Errors/Aggregate/");
    return sum({number(a + QStringLiteral("SRAM Uncorrectable")), number(a + QStringLiteral("SRAM Uncorrectable Parity")),
                number(a + QStringLiteral("SRAM Uncorrectable SEC-DED"))});
}

std::optional<double> SmiGpu::powerLimit() const
{
    for (const char *k : {"GPU Power Readings/Current Power Limit", "Power Readings/Power Limit",
                          "GPU Power Readings/Power Limit", "Power Readings/Enforced Power Limit",
                          "GPU Power Readings/Enforced Power Limit"})
        if (const auto v = number(QString::fromLatin1(k)))
            return v;
    return std::nullopt;
}

std::optional<double> SmiGpu::powerDefaultLimit() const
{
    for (const char *k : {"GPU Power Readings/Default Power Limit", "Power Readings/Default Power Limit"})
        if (const auto v = number(QString::fromLatin1(k)))
            return v;
    return std::nullopt;
}

std::optional<double> SmiGpu::powerDraw() const
{
    for (const char *k : {"GPU Power Readings/Power Draw", "Power Readings/Power Draw",
                          "GPU Power Readings/Average Power Draw"})
        if (const auto v = number(QString::fromLatin1(k)))
            return v;
    return std::nullopt;
}

QString SmiGpu::clockReasonsSection() const
{
    for (const char *s : {"Clocks Event Reasons", "Clocks Throttle Reasons", "Clocks Throttle Reasons "})
        if (const int id = sectionIds.value({0, QString::fromLatin1(s)}, -1); id >= 0 && sections[size_t(id)].hasValues)
            return QString::fromLatin1(s).trimmed();
    return {};
}

QStringList SmiGpu::activeClockReasons() const
{
    const QString section = clockReasonsSection();
    QStringList active;
    if (section.isEmpty())
        return active;
    const int top = sectionIds.value({0, section}, -1);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const auto &[where, key] = it.key();
        if (key.contains(QLatin1String("Counters")) || !inReasons(*this, where, top))
            continue;
        const QString reason = key.section(u'/', -1);
        if (reason == QLatin1String("Idle") || reason == QLatin1String("Applications Clocks Setting") ||
            reason == QLatin1String("Display Clock Setting"))
            continue;
        if (flagIn(it.value()) == true)
            active << reason;
    }
    active.sort();
    return active;
}

SmiReport parseSmiQuery(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    SmiReport report;
    if (!looksLikeText(bytes)) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not text (binary data)")});
        return report;
    }
    LineReader lines(bytes);
    SmiGpu *gpu = nullptr;
    std::vector<std::pair<int, int>> stack; // indent, section (-1: left out, with all below it)
    int lastLine = 0;
    bool sawHeader = false;
    qsizetype entries = 0;
    LeftOut tooDeep, tooLong, tooMany;
    for (QString raw; lines.next(raw);) {
        if (raw.trimmed().isEmpty())
            continue;
        lastLine = lines.lineNumber();
        const int indent = indentOf(raw);
        const QString line = raw.trimmed();
        if (line.contains(QLatin1String("NVSMI LOG")))
            sawHeader = true;
        if (indent == 0 && line.startsWith(QLatin1String("GPU ")) && !line.contains(QLatin1String(" : "))) {
            stack.clear();
            if (entries >= kMaxSmiEntries) {
                tooMany.add(lastLine);
                gpu = nullptr;
                continue;
            }
            ++entries;
            report.gpus.push_back(SmiGpu{});
            gpu = &report.gpus.back();
            gpu->busId = line.mid(4).trimmed();
            gpu->line = lastLine;
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1String(" : "));
        const bool hasValue = colon >= 0 || line.endsWith(QLatin1String(" :"));
        const QString key = (colon >= 0 ? line.left(colon) : (hasValue ? line.chopped(2) : line)).trimmed();
        const QString value = colon >= 0 ? line.mid(colon + 3).trimmed() : QString();
        while (!stack.empty() && stack.back().first >= indent)
            stack.pop_back();
        if (!gpu) {
            if (indent == 0 && hasValue) {
                sawHeader = sawHeader || key == QLatin1String("Driver Version");
                if (key == QLatin1String("Driver Version"))
                    report.driverVersion = value;
                else if (key == QLatin1String("CUDA Version"))
                    report.cudaVersion = value;
                else if (key == QLatin1String("Attached GPUs"))
                    report.attachedGpus = int(std::clamp(numberIn(value).value_or(-1), -1.0, 1e6));
            }
            continue;
        }
        const int section = stack.empty() ? 0 : stack.back().second;
        if (section < 0)
            continue; // inside a section that was left out
        LeftOut *leftOut = nullptr;
        if (key.size() > kMaxSmiNameLength)
            leftOut = &tooLong;
        else if (!hasValue && stack.size() >= size_t(kMaxSmiDepth))
            leftOut = &tooDeep;
        else if (entries >= kMaxSmiEntries)
            leftOut = &tooMany;
        if (leftOut) {
            leftOut->add(lastLine);
            if (!hasValue)
                stack.emplace_back(indent, -1);
            continue;
        }
        ++entries;
        if (hasValue)
            gpu->setValue(section, key, value);
        else
            stack.emplace_back(indent, gpu->addSection(section, key));
    }
    lines.reportLongLines(file, issues);
    reportLeftOut(tooDeep, file, QCoreApplication::translate("verify", "%n section(s) nested deeper than %1 levels were left out",
                                                             nullptr, tooDeep.lines).arg(kMaxSmiDepth), issues);
    reportLeftOut(tooLong, file, QCoreApplication::translate("verify", "%n line(s) with a name longer than %1 characters were left out",
                                                             nullptr, tooLong.lines).arg(kMaxSmiNameLength), issues);
    reportLeftOut(tooMany, file, QCoreApplication::translate("verify", "more than %1 values: %n line(s) after them were left out",
                                                             nullptr, tooMany.lines).arg(kMaxSmiEntries), issues);
    if (!sawHeader && report.gpus.empty()) {
        issues.push_back({file, 1, QCoreApplication::translate("verify",
                                                               "not the output of nvidia-smi -q (no \"Driver Version\" "
                                                               "and no GPU block)")});
        return report;
    }
    if (report.attachedGpus > int(report.gpus.size())) {
        report.truncated = true;
        issues.push_back({file, lastLine,
                          QCoreApplication::translate("verify", "the file ends after %1 of %2 GPU blocks")
                              .arg(report.gpus.size())
                              .arg(report.attachedGpus)});
    } else if (!report.gpus.empty() && report.gpus.back().find(QStringLiteral("Product Name")) &&
               !report.gpus.back().has(QStringLiteral("Processes"))) {
        report.truncated = true;
        issues.push_back({file, lastLine,
                          QCoreApplication::translate("verify", "the last GPU block is cut short (truncated file)")});
    }
    return report;
}

} // namespace gpuplanner::verify
