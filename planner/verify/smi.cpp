#include "planner/verify/smi.h"

#include <QCoreApplication>

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

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        n += line[n] == u'\t' ? 8 : 1;
    return n;
}

} // namespace

bool SmiGpu::has(const QString &pathPrefix) const
{
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        if (it.key() == pathPrefix || it.key().startsWith(pathPrefix + u'/'))
            return true;
    return false;
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
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            if (it.key().startsWith(QString::fromLatin1(s) + u'/'))
                return QString::fromLatin1(s).trimmed();
    return {};
}

QStringList SmiGpu::activeClockReasons() const
{
    const QString section = clockReasonsSection();
    QStringList active;
    if (section.isEmpty())
        return active;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!it.key().startsWith(section + u'/') || it.key().contains(QLatin1String("Counters")))
            continue;
        const QString reason = it.key().section(u'/', -1);
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
    const QStringList lines = textLines(bytes);
    SmiGpu *gpu = nullptr;
    std::vector<std::pair<int, QString>> stack; // indent, section name
    int lastLine = 0;
    bool sawHeader = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &raw = lines[i];
        if (raw.trimmed().isEmpty())
            continue;
        lastLine = i + 1;
        const int indent = indentOf(raw);
        const QString line = raw.trimmed();
        if (line.contains(QLatin1String("NVSMI LOG")))
            sawHeader = true;
        if (indent == 0 && line.startsWith(QLatin1String("GPU ")) && !line.contains(QLatin1String(" : "))) {
            report.gpus.push_back(SmiGpu{line.mid(4).trimmed(), i + 1, {}});
            gpu = &report.gpus.back();
            stack.clear();
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
                    report.attachedGpus = int(numberIn(value).value_or(-1));
            }
            continue;
        }
        QString path;
        for (const auto &s : stack)
            path += s.second + u'/';
        path += key;
        if (hasValue)
            gpu->values.insert(path, value);
        else
            stack.emplace_back(indent, key);
    }
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
    } else if (!report.gpus.empty() && report.gpus.back().values.contains(QStringLiteral("Product Name")) &&
               !report.gpus.back().has(QStringLiteral("Processes"))) {
        report.truncated = true;
        issues.push_back({file, lastLine,
                          QCoreApplication::translate("verify", "the last GPU block is cut short (truncated file)")});
    }
    return report;
}

} // namespace gpuplanner::verify
