// Quantities as vendors write them: sizes (96G, 3.84T, 2×3.84TB, 512GiB), bandwidth (1G, 千兆, 400G IB),
// disk reads (7GB/s), cores (32核), parts joined by "+" and the unit a header gives its figures.
#include "planner/quotes/cellmemo.h"
#include "planner/quotes/quote.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

using Re = QRegularExpression;

double unitFactor(const QString &fieldId, const QString &unit)
{
    const QString u = QString(unit).remove(QLatin1Char(' '));
    const auto is = [&](std::initializer_list<const char *> names) {
        for (const char *n : names)
            if (u == QLatin1String(n))
                return true;
        return false;
    };
    if (fieldId.endsWith(QLatin1String("_gb"))) {
        if (is({"T", "TB"}))
            return 1000;
        if (is({"TIB"}))
            return 1099.511627776;
        if (is({"GIB"}))
            return 1.073741824;
        if (is({"P", "PB"}))
            return 1e6;
        if (is({"M", "MB"}))
            return 0.001;
        return 1;
    }
    const bool mbit = fieldId == QLatin1String("public_mbps"),
               gbit = fieldId == QLatin1String("cluster_gbps"),
               mbyte = fieldId == QLatin1String("data_disk_read_mbps");
    if (mbit || gbit || mbyte) {
        // Per second in whatever spelling: G, Gb, Gbps, Gbit/s, GB/s (bytes only for disk reads).
        double scale = 1; // in the field's unit
        const QChar prefix = u.isEmpty() ? QChar() : u.front();
        if (prefix == QLatin1Char('K'))
            scale = 0.001;
        else if (prefix == QLatin1Char('M'))
            scale = 1;
        else if (prefix == QLatin1Char('G'))
            scale = 1000;
        else if (prefix == QLatin1Char('T'))
            scale = 1e6;
        else
            return 1; // a bare number is in the field's own unit
        if (gbit)
            scale /= 1000;
        return scale;
    }
    return 1;
}

} // namespace

QString judgedQuantity(const QString &fieldId, const QString &textIn, double value)
{
    const QString text = textIn.trimmed();
    QString figure;
    if (fieldId.endsWith(QLatin1String("_gb")))
        figure = value >= 1000 && std::fmod(value, 1000) < 1e-6
                     ? planner::num(value / 1000, 2) + QStringLiteral(" TB")
                     : planner::num(value, 1) + QStringLiteral(" GB");
    else if (fieldId == QLatin1String("public_mbps"))
        figure = planner::num(value, 1) + QStringLiteral(" Mbit/s");
    else if (fieldId == QLatin1String("cluster_gbps"))
        figure = planner::num(value, 1) + QStringLiteral(" Gbit/s");
    else if (fieldId == QLatin1String("data_disk_read_mbps"))
        figure = planner::num(value, 1) + QStringLiteral(" MB/s");
    else if (fieldId == QLatin1String("cpu_cores"))
        figure = QCoreApplication::translate("report", "%1 cores").arg(planner::num(value, 1));
    else
        figure = planner::num(value, 3);
    // What the vendor wrote beside the figure: "DDR4" of "1TB DDR4", "4 x 3.84 TB NVMe" when it multiplies.
    static const Re words(QStringLiteral(
        "^(?<count>\\d+\\s*[x×X*]\\s*)?[0-9][0-9,]*(?:\\.[0-9]+)?\\s*(?:[A-Za-z]+(?:/[A-Za-z]+)?)?"
        "(?<rest>.*)$"));
    const QRegularExpressionMatch m = words.match(text);
    QString beside = m.hasMatch() ? m.captured(u"rest").trimmed() : QString();
    static const Re brackets(QStringLiteral("^[(\\x{FF08}\\[](.*)[)\\x{FF09}\\]]$"));
    if (const QRegularExpressionMatch b = brackets.match(beside); b.hasMatch())
        beside = b.captured(1).trimmed();
    if (m.hasMatch() && !m.captured(u"count").isEmpty())
        beside = text; // "15360 GB (4 x 3.84 TB NVMe)"
    return beside.isEmpty() || beside == figure ? figure : QStringLiteral("%1 (%2)").arg(figure, beside);
}

namespace {

bool readQuantity(const QString &fieldId, const QString &textIn, double *value);

// Parts joined by "+" outside brackets ("16×64G + 16×32G", "8×400G IB + 2×25G"): sizes add up; between
// nodes only the RDMA fabric's ports count where some part names one (InfiniBand, RoCE), since the
// front-end Ethernet carries no collectives; other rates add up. Every part must read, else the whole
// cell is not read: a figure silently taken from its first part would be wrong.
std::optional<bool> readParts(const QString &fieldId, const QString &text, double *value)
{
    static const Re plus(QStringLiteral("\\s*[+\\x{FF0B}]\\s*(?![^(\\x{FF08}\\[]*[)\\x{FF09}\\]])"));
    const QStringList parts = text.split(plus, Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return std::nullopt;
    static const Re fabric(QStringLiteral("\\b(?:IB|InfiniBand|RoCE(?:v2)?|RDMA|[HNX]DR)\\b"),
                           Re::CaseInsensitiveOption);
    const bool fabricOnly =
        fieldId == QLatin1String("cluster_gbps") &&
        std::any_of(parts.begin(), parts.end(), [](const QString &p) { return fabric.match(p).hasMatch(); });
    double sum = 0;
    for (const QString &part : parts) {
        double v = 0;
        if (!readQuantity(fieldId, part, &v))
            return false;
        if (!fabricOnly || fabric.match(part).hasMatch())
            sum += v;
    }
    *value = sum;
    return true;
}

bool readQuantity(const QString &fieldId, const QString &textIn, double *value)
{
    if (measuredField(fieldId))
        if (const std::optional<bool> read = readParts(fieldId, textIn.trimmed(), value))
            return *read;
    // "3.84TBx4": the count's "x" is no part of the unit.
    static const Re glued(QStringLiteral("(?<=[A-Za-z])([x\\x{00D7}*])(?=\\s*\\d)"));
    QString text = QString(textIn.trimmed()).replace(glued, QStringLiteral(" \\1"));
    // Before the figure of a size or a rate: a count with a measure word ("4块 7.68TB NVMe", "2条 64G"),
    // or the type ("NVMe 3.84TB×4", "IB 200Gb/s ×4"; not a link width such as "Gen4").
    double leading = 1;
    if (measuredField(fieldId)) {
        static const Re measureCount(
            QStringLiteral("^(\\d{1,3})\\s*(?:\\x{5757}|\\x{5F20}|\\x{6761}|\\x{4E2A}|\\x{6839}|\\x{53E3}|"
                           "\\x{7247})\\s*(?=\\d)")); // 块 张 条 个 根 口 片
        if (const QRegularExpressionMatch c = measureCount.match(text);
            c.hasMatch() && c.captured(1).toInt() > 0) {
            leading = c.captured(1).toDouble();
            text = text.mid(c.capturedEnd());
        } else {
            static const Re typeFirst(QStringLiteral("^([A-Za-z][A-Za-z0-9.+-]*)\\s+(?=\\d)"));
            // Not a link width ("Gen4 x4"); a RAID level is a type here and judged below (redundantRaid).
            static const Re notType(QStringLiteral("^(?:gen\\d*|pcie\\d*|x\\d*)$"),
                                    Re::CaseInsensitiveOption);
            if (const QRegularExpressionMatch t = typeFirst.match(text);
                t.hasMatch() && !notType.match(t.captured(1)).hasMatch())
                text = text.mid(t.capturedEnd());
        }
    }
    // 千兆 / 万兆 Ethernet: 1 and 10 Gbit/s.
    static const Re ethernet(
        QStringLiteral("^(?:(\\d+)\\s*[x×X*]\\s*)?(\\x{5343}\\x{5146}|\\x{4E07}\\x{5146})"));
    if (const QRegularExpressionMatch m = ethernet.match(text); m.hasMatch()) {
        const double gbit = m.captured(2) == QStringLiteral("万兆") ? 10 : 1;
        const double count = m.captured(1).isEmpty() ? 1 : m.captured(1).toDouble();
        *value = count * gbit * (fieldId == QLatin1String("cluster_gbps") ? 1 : 1000);
        return true;
    }
    if (fieldId == QLatin1String("cpu_cores")) {
        bool plain = false;
        const double v = QString(text).remove(QLatin1Char(',')).toDouble(&plain);
        if (plain) {
            *value = v;
            return true;
        }
        if (const std::optional<double> c = coresInText(text)) {
            *value = *c;
            return true;
        }
        return false; // "2*AMD 9454" is two CPUs, not two cores: readCpuCores with the catalog reads it
    }
    // "2 × 3.84 TB NVMe": an optional count, a number, a unit, then anything (a type, a brand).
    static const Re re(
        QStringLiteral("^(?:(?<count>\\d+)\\s*[x×X*]\\s*)?(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)"
                       "\\s*(?<unit>[A-Za-z]+(?:/[A-Za-z]+)?|[\\x{4E00}-\\x{9FFF}]+)?(?<rest>.*)$"));
    QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    if (fieldId.endsWith(QLatin1String("_gb"))) {
        // A word after the figure that is no size unit is a type: "256 DDR5" is 256 GB of DDR5.
        static const Re sizeUnit(QStringLiteral("^(?:[KMGTP]I?B?|[\\x{4E00}-\\x{9FFF}]+)?$"),
                                 Re::CaseInsensitiveOption);
        static const Re typeAfter(
            QStringLiteral("^(?:(?<count>\\d+)\\s*[x×X*]\\s*)?(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)"
                           "(?<unit>)\\s+(?<rest>(?![xX]\\b)[A-Za-z].*)$"));
        if (!sizeUnit.match(m.captured(u"unit")).hasMatch()) {
            const QRegularExpressionMatch t = typeAfter.match(text);
            if (!t.hasMatch())
                return false;
            m = t;
        }
    }
    const QString rest = m.captured(u"rest").trimmed();
    // Mirrored or parity RAID keeps less than the disks add up to ("2×960G RAID1" holds 960 GB): the
    // capacity is not guessed.
    static const Re redundantRaid(QStringLiteral("raid\\s*-?\\s*(?:1|5|6|10|50|60)\\b"),
                                  Re::CaseInsensitiveOption);
    if (fieldId.endsWith(QLatin1String("_gb")) && redundantRaid.match(textIn).hasMatch())
        return false;
    // A range is no figure: "4-8", "32~64", "2 至 4" would otherwise read as their first end.
    static const Re range(
        QStringLiteral("^(?:[-~\\x{2013}\\x{2014}\\x{FF5E}]|\\x{81F3}|\\x{5230}|to\\b)\\s*\\d"),
        Re::CaseInsensitiveOption); // – — ～ 至 到
    if (range.match(rest).hasMatch())
        return false;
    if (fieldId.endsWith(QLatin1String("_gb"))) {
        // A second size after the first, outside brackets, is no type: "2 x NVMe 3.84TB" is not 2 GB.
        static const Re bracketed(QStringLiteral("[(\\x{FF08}\\[][^)\\x{FF09}\\]]*[)\\x{FF09}\\]]"));
        static const Re secondSize(QStringLiteral("\\d\\s*[KMGTP]i?B?(?![A-Za-z])"),
                                   Re::CaseInsensitiveOption);
        if (secondSize.match(QString(rest).remove(bracketed)).hasMatch())
            return false;
    }
    // A trailing word is fine ("3.84T NVMe", "200G IB", "8 × H100"); trailing digits are a second number,
    // unless they count what went before ("32G*16", "3.84TB x 4").
    static const Re trailingCount(QStringLiteral("^\\s*[x×X*]\\s*(\\d+)(?![\\d.])\\s*(?![A-Za-z0-9])"));
    static const Re anyCount(
        QStringLiteral("(?:(?:^|\\s)[xX]|[\\x{00D7}*])\\s*\\d+\\s*$")); // a count at the end
    static const Re endCount(QStringLiteral("^(?<words>[A-Za-z][A-Za-z.\\s-]*?(?:\\.\\d)?[A-Za-z.\\s-]*?)\\s*"
                                            "(?:\\s[xX]|[\\x{00D7}*])\\s*(?<n>\\d{1,3})\\s*$"));
    static const Re link(QStringLiteral("gen|pcie|lane"), Re::CaseInsensitiveOption);
    double times = 1;
    if (const QRegularExpressionMatch t = trailingCount.match(m.captured(u"rest"));
        t.hasMatch() && m.captured(u"count").isEmpty()) {
        const bool countable = measuredField(fieldId);
        if (!countable)
            return false;
        times = t.captured(1).toDouble();
    } else if (!rest.isEmpty() && rest.front().isDigit()) {
        return false;
    } else if (anyCount.match(rest).hasMatch()) {
        // A count after the words: "3.84TB NVMe x4" is four disks. Only after words that name the disk
        // ("U.2 NVMe SSD x2"), once: "Gen4 x4" is a PCIe link, "2 × 3.84TB x2" two counts.
        const QRegularExpressionMatch e = endCount.match(rest);
        const bool countable = measuredField(fieldId); // "3.84TB NVMe x4", "100G RoCE x2"
        if (!e.hasMatch() || !countable || !m.captured(u"count").isEmpty() ||
            link.match(e.captured(u"words")).hasMatch())
            return false;
        times = e.captured(u"n").toDouble();
        if (times <= 0)
            return false;
    }
    const std::optional<double> number = groupedNumber(m.captured(u"num"));
    if (!number)
        return false;
    double v = *number * unitFactor(fieldId, m.captured(u"unit").toUpper());
    const bool countable = measuredField(fieldId);
    if (!m.captured(u"count").isEmpty() && countable)
        v *= m.captured(u"count").toDouble();
    *value = v * times * leading;
    return true;
}

} // namespace

QString headerQuantityUnit(const QString &fieldId, const QString &header)
{
    const bool size = fieldId.endsWith(QLatin1String("_gb"));
    const bool rate = fieldId.endsWith(QLatin1String("_mbps")) || fieldId.endsWith(QLatin1String("_gbps"));
    if (!size && !rate)
        return {};
    static const Re bracketed(
        QStringLiteral("[(\\x{FF08}\\[]\\s*([^()\\x{FF08}\\x{FF09}\\[\\]]+?)\\s*[)\\x{FF09}\\]]"));
    static const Re sizeUnit(QStringLiteral("^[KMGTP]i?B?$"), Re::CaseInsensitiveOption);
    static const Re rateUnit(QStringLiteral("^[KMGT](?:i?B|b|bit)?(?:/s|ps)?$"), Re::CaseInsensitiveOption);
    QRegularExpressionMatchIterator it =
        bracketed.globalMatch(header.normalized(QString::NormalizationForm_KC));
    QString unit;
    while (it.hasNext()) {
        const QString u = it.next().captured(1).trimmed();
        if ((size ? sizeUnit : rateUnit).match(u).hasMatch())
            unit = u; // the last one: "数据盘（NVMe）（TB）"
    }
    return unit;
}

std::optional<double> groupedNumber(QString digits)
{
    if (digits.contains(QLatin1Char(','))) {
        // Thousands come in groups of three ("12,800.50", "60,000"). One comma before one or two digits is
        // a decimal comma, as a sheet from a European locale writes it ("2,10" is 2.10, never 210); any
        // other comma ("2,1000", "1,2,3") makes no number.
        static const Re thousands(QStringLiteral("^[+-]?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?$"));
        static const Re decimalComma(QStringLiteral("^[+-]?\\d+,\\d{1,2}$"));
        if (thousands.match(digits).hasMatch())
            digits.remove(QLatin1Char(','));
        else if (decimalComma.match(digits).hasMatch())
            digits.replace(QLatin1Char(','), QLatin1Char('.'));
        else
            return std::nullopt;
    }
    bool ok = false;
    const double v = digits.toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

bool measuredField(const QString &fieldId)
{
    return fieldId.endsWith(QLatin1String("_gb")) || fieldId.endsWith(QLatin1String("bps"));
}

bool parseQuantity(const QString &fieldId, const QString &text, double *value)
{
    thread_local QHash<QString, std::optional<double>> memo;
    const std::optional<double> read =
        detail::memoized(memo, fieldId + QChar(0x1f) + text, [&]() -> std::optional<double> {
            double v = 0;
            return readQuantity(fieldId, text, &v) ? std::optional<double>(v) : std::nullopt;
        });
    if (read)
        *value = *read;
    return read.has_value();
}
} // namespace gpuplanner::quotes
