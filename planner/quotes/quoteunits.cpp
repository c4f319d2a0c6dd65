// Units as vendors write them: the period and basis of a price, sizes, bandwidth and cores.
#include "catalog/catalog.h"
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

// The earliest period a unit text names.
QString periodIn(const QString &lower)
{
    static const std::vector<std::pair<QString, Re>> periods{
        {QStringLiteral("hour"),
         Re(QStringLiteral("\\x{5C0F}\\x{65F6}|(?:^|[/每卡按]|\\s)\\x{65F6}|hour|\\bhrs?\\b|/\\s*h\\b|gpu-?h\\b|\\bper h\\b"))},
        {QStringLiteral("day"), Re(QStringLiteral("\\x{5929}|(?:^|[/每按])\\x{65E5}|\\bday\\b|daily|/\\s*d\\b"))},
        {QStringLiteral("month"), Re(QStringLiteral("\\x{6708}|month|/\\s*mo\\b|\\bmo\\b"))},
        {QStringLiteral("year"), Re(QStringLiteral("\\x{5E74}|year|annual|/\\s*yr\\b|\\byr\\b"))},
    };
    QString best;
    qsizetype at = -1;
    for (const auto &[period, re] : periods) {
        const QRegularExpressionMatch m = re.match(lower);
        if (m.hasMatch() && (at < 0 || m.capturedStart() < at)) {
            best = period;
            at = m.capturedStart();
        }
    }
    return best;
}

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
    const bool mbit = fieldId == QLatin1String("public_mbps"), gbit = fieldId == QLatin1String("cluster_gbps"),
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

// Per GPU (per card) or per machine (台, node, server, instance), as a unit text names its basis.
enum class Basis { None, Gpu, Machine };
Basis basisIn(const QString &lower)
{
    static const Re perGpu(QStringLiteral("\\x{5361}|per\\s*gpu(?!\\s*(?:server|node|machine|host|instance))|/\\s*gpu|"
                                          "gpu-?h|gpu\\s*hour|per\\s*card|/\\s*card|each\\s*gpu|gpu-?(?:day|month|year)"));
    static const Re perMachine(QStringLiteral("\\x{53F0}|\\x{8282}\\x{70B9}|\\x{5B9E}\\x{4F8B}|per\\s*(?:node|server|machine|host|"
                                              "instance)|/\\s*(?:node|server|machine|host|instance)"));
    const bool gpu = perGpu.match(lower).hasMatch(), machine = perMachine.match(lower).hasMatch();
    if (gpu == machine)
        return Basis::None; // neither, or both ("元/卡/台"): the basis is not clear
    return gpu ? Basis::Gpu : Basis::Machine;
}

PriceUnit readPriceUnit(const QString &text)
{
    PriceUnit u;
    if (isPriceOnRequest(text)) {
        u.onRequest = true;
        return u;
    }
    QString lower = text.toLower();
    // 包年包月 is a subscription, monthly or yearly: it names no period by itself.
    lower.remove(QStringLiteral("包年包月"));
    u.period = periodIn(lower);
    static const Re payAsYouGo(QStringLiteral("\\x{6309}\\x{91CF}|pay[\\s-]*as[\\s-]*you[\\s-]*go|on[\\s-]*demand")); // 按量
    if (u.period.isEmpty() && payAsYouGo.match(lower).hasMatch())
        u.period = QStringLiteral("hour");
    const Basis basis = u.period.isEmpty() ? Basis::None : basisIn(lower);
    u.perGpu = basis == Basis::Gpu;
    u.perMachine = basis == Basis::Machine;
    return u;
}

} // namespace

PriceUnit parsePriceUnit(const QString &text)
{
    thread_local QHash<QString, PriceUnit> memo;
    return detail::memoized(memo, text, [&] { return readPriceUnit(text); });
}

bool namesPurchase(const QString &text)
{
    static const Re purchase(
        QStringLiteral(
            "(?<!\\x{5E73})\\x{53F0}|\\x{5957}(?!\\x{9910})|\\x{4E00}\\x{6B21}\\x{6027}|"
            "\\x{4E70}\\x{65AD}|\\x{91C7}\\x{8D2D}|\\x{8D2D}\\x{4E70}|\\x{8D2D}\\x{7F6E}|\\x{552E}\\x{4EF7}|"
            "\\x{4E07}\\x{5143}|\\bonce\\b|one[- ]?(?:off|time)|purchase|\\bbuy\\b|capex|"
            "per (?:server|unit|machine)"),
        QRegularExpression::CaseInsensitiveOption);
    // 台 (not 平台) 套 (not 套餐) 一次性 买断 采购 购买 购置 售价 万元
    return purchase.match(text).hasMatch();
}

double amountMultiplier(const QString &cell, const QString &rowUnit, const QString &header)
{
    // 万 / 千 before a currency or at the end of the unit ("单价（万元）", "万元/台", "Price (k USD)"); a
    // cell that writes its own multiplier ("210.5万") is read by it alone.
    static const Re own(QStringLiteral("[0-9.]\\s*(?:\\x{4E07}|\\x{5343}|[kK](?![A-Za-z]))"));
    if (own.match(cell).hasMatch())
        return 1;
    static const Re tenThousand(
        QStringLiteral("\\x{4E07}(?:\\x{5143}|\\x{7F8E}\\x{5143}|\\x{4EBA}\\x{6C11}\\x{5E01}|rmb|cny|usd)|"
                       "[(（]\\s*\\x{4E07}\\s*[)）]"),
        QRegularExpression::CaseInsensitiveOption); // 万元 万美元 万人民币 (万)
    static const Re thousand(
        QStringLiteral("\\x{5343}(?:\\x{5143}|\\x{7F8E}\\x{5143})|\\bk\\s*(?:usd|cny|rmb|\\$)|"
                       "\\b(?:usd|cny|rmb)\\s*k\\b|\\(\\s*\\$?\\s*k\\s*\\)"),
        QRegularExpression::CaseInsensitiveOption); // 千元 千美元, k USD, USD k, ($k)
    for (const QString &t : {rowUnit, header}) {
        if (tenThousand.match(t).hasMatch())
            return 10000;
        if (thousand.match(t).hasMatch())
            return 1000;
    }
    return 1;
}

PriceCell readPriceCell(const QString &cellText, const QString &header, const QString &rowUnit,
                        const QString &fieldId, const QString &currencyColumn, bool purchaseAllowed)
{
    PriceCell out;
    const QString text = cellText.trimmed();
    const MoneyCell m = parseMoneyCell(text);
    if (m.onRequest) {
        out.ok = out.empty = out.onRequest = true;
        return out;
    }
    if (!m.ok) {
        out.problem = QCoreApplication::translate("report", "'%1' is not a price this planner reads").arg(text);
        return out;
    }
    if (m.empty) {
        out.ok = out.empty = true;
        return out;
    }
    if (m.amount < 0) {
        out.problem = QCoreApplication::translate("report", "'%1' is negative").arg(text);
        return out;
    }
    const CurrencyRead c = readCurrency(text, header, currencyColumn);
    if (!c.problem.isEmpty()) {
        out.problem = c.problem;
        return out;
    }
    out.currency = c.currency;
    out.amount = m.amount * amountMultiplier(text, rowUnit, header);
    // The period: the cell's, else the unit column's, else the header's, else the field's.
    const QString cellUnit = m.per.startsWith(QLatin1Char('/')) ? m.per.mid(1).trimmed() : m.per.trimmed();
    PriceUnit unit = parsePriceUnit(m.per);
    out.unitText = cellUnit;
    if (unit.period.isEmpty() && !parsePriceUnit(rowUnit).period.isEmpty()) {
        unit = parsePriceUnit(rowUnit);
        out.unitText = rowUnit.trimmed();
    }
    if (unit.period.isEmpty()) {
        unit = parsePriceUnit(header);
        out.unitText.clear();
    }
    if (unit.period.isEmpty())
        unit = priceUnitOfField(fieldId);
    if (unit.period.isEmpty() && purchaseAllowed) {
        // A price to buy the machine, once ("单价（万元）", "元/台", "一次性", "one-off"): a hardware
        // vendor's quote; only where no rental period is named ("元/台/月" is a month's rent).
        if (namesPurchase(m.per + QLatin1Char(' ') + rowUnit + QLatin1Char(' ') + header)) {
            unit.period = QStringLiteral("purchase");
            unit.perGpu = basisIn((m.per + QLatin1Char(' ') + rowUnit).toLower()) == Basis::Gpu;
        }
    }
    if (unit.period.isEmpty()) {
        out.problem =
            QCoreApplication::translate("report", "'%1' names no period: say per hour, day, month or "
                                                  "year (in the header, in a unit column such as "
                                                  "计价单位, or by choosing the column's field)")
                .arg(text);
        return out;
    }
    // The basis the cell (then the unit column) names wins over the header's and the field's:
    // "12/GPU" under "Monthly" is per GPU-month, "45,000元/台/月" under "单价（元/卡/月）" per machine.
    for (const QString &t : {m.per, rowUnit}) {
        const Basis b = basisIn(t.toLower());
        if (b != Basis::None) {
            unit.perGpu = b == Basis::Gpu;
            unit.perMachine = b == Basis::Machine;
            break;
        }
    }
    out.unit = unit;
    out.ok = true;
    return out;
}

QString priceFieldFor(const PriceUnit &unit)
{
    if (unit.period.isEmpty())
        return {};
    return (unit.perGpu ? QStringLiteral("price_per_gpu_") : QStringLiteral("price_per_")) + unit.period;
}

PriceUnit priceUnitOfField(const QString &fieldId)
{
    PriceUnit u;
    static const QString gpu = QStringLiteral("price_per_gpu_"), whole = QStringLiteral("price_per_");
    if (fieldId.startsWith(gpu)) {
        u.period = fieldId.mid(gpu.size());
        u.perGpu = true;
    } else if (fieldId.startsWith(whole)) {
        u.period = fieldId.mid(whole.size());
    }
    return u;
}

QString PriceRead::field() const
{
    return period == QLatin1String("day") ? QStringLiteral("price_per_month") : QStringLiteral("price_per_") + period;
}

double statedGpuCount(const Quote &q)
{
    const QuoteAnswer *a = q.answer(QStringLiteral("gpu_count"));
    double v = 0;
    if (!a || !parseQuantity(QStringLiteral("gpu_count"), a->value.isEmpty() ? a->offered : a->value, &v))
        return 0;
    return v;
}

QStringList settlePrices(QuotePrice &price, double gpus)
{
    QStringList why;
    for (const PriceRead &r : price.read) {
        double v = r.amount;
        QString step = planner::num(r.amount, 2);
        if (r.period == QLatin1String("day")) {
            v *= kPriceHoursPerMonth / 24;
            step = QCoreApplication::translate("report", "%1 a day × %2 days").arg(step, planner::num(kPriceHoursPerMonth / 24, 2));
        }
        if (r.perGpu) {
            if (gpus <= 0)
                continue;
            v *= gpus;
            why << QCoreApplication::translate("report", "Per GPU: %1 %2 × %3 GPUs = %4 for the configuration.")
                       .arg(step, r.unit.isEmpty() ? r.column : r.unit, planner::num(gpus, 0), planner::num(v, 2));
        } else if (r.period == QLatin1String("day")) {
            why << QCoreApplication::translate("report", "Per day: %1 = %2 a month.").arg(step, planner::num(v, 2));
        }
        const QString f = r.field();
        if (f == QLatin1String("price_per_hour"))
            price.perHour = v;
        else if (f == QLatin1String("price_per_month"))
            price.perMonth = v;
        else if (f == QLatin1String("price_per_year"))
            price.perYear = v;
        else if (f == QLatin1String("price_per_purchase"))
            price.purchase = v;
    }
    return why;
}

QString judgedQuantity(const QString &fieldId, const QString &textIn, double value)
{
    const QString text = textIn.trimmed();
    QString figure;
    if (fieldId.endsWith(QLatin1String("_gb")))
        figure = value >= 1000 && std::fmod(value, 1000) < 1e-6 ? planner::num(value / 1000, 2) + QStringLiteral(" TB")
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
    static const Re words(QStringLiteral("^(?<count>\\d+\\s*[x×X*]\\s*)?[0-9][0-9,]*(?:\\.[0-9]+)?\\s*(?:[A-Za-z]+(?:/[A-Za-z]+)?)?"
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
    const QString text = QString(textIn.trimmed()).replace(glued, QStringLiteral(" \\1"));
    // 千兆 / 万兆 Ethernet: 1 and 10 Gbit/s.
    static const Re ethernet(QStringLiteral("^(?:(\\d+)\\s*[x×X*]\\s*)?(\\x{5343}\\x{5146}|\\x{4E07}\\x{5146})"));
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
    static const Re re(QStringLiteral("^(?:(?<count>\\d+)\\s*[x×X*]\\s*)?(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)"
                                      "\\s*(?<unit>[A-Za-z]+(?:/[A-Za-z]+)?|[\\x{4E00}-\\x{9FFF}]+)?(?<rest>.*)$"));
    QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    if (fieldId.endsWith(QLatin1String("_gb"))) {
        // A word after the figure that is no size unit is a type: "256 DDR5" is 256 GB of DDR5.
        static const Re sizeUnit(QStringLiteral("^(?:[KMGTP]I?B?|[\\x{4E00}-\\x{9FFF}]+)?$"), Re::CaseInsensitiveOption);
        static const Re typeAfter(QStringLiteral("^(?:(?<count>\\d+)\\s*[x×X*]\\s*)?(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)"
                                                 "(?<unit>)\\s+(?<rest>(?![xX]\\b)[A-Za-z].*)$"));
        if (!sizeUnit.match(m.captured(u"unit")).hasMatch()) {
            const QRegularExpressionMatch t = typeAfter.match(text);
            if (!t.hasMatch())
                return false;
            m = t;
        }
    }
    const QString rest = m.captured(u"rest").trimmed();
    if (fieldId.endsWith(QLatin1String("_gb"))) {
        // A second size after the first, outside brackets, is no type: "2 x NVMe 3.84TB" is not 2 GB.
        static const Re bracketed(QStringLiteral("[(\\x{FF08}\\[][^)\\x{FF09}\\]]*[)\\x{FF09}\\]]"));
        static const Re secondSize(QStringLiteral("\\d\\s*[KMGTP]i?B?(?![A-Za-z])"), Re::CaseInsensitiveOption);
        if (secondSize.match(QString(rest).remove(bracketed)).hasMatch())
            return false;
    }
    // A trailing word is fine ("3.84T NVMe", "200G IB", "8 × H100"); trailing digits are a second number,
    // unless they count what went before ("32G*16", "3.84TB x 4").
    static const Re trailingCount(QStringLiteral("^\\s*[x×X*]\\s*(\\d+)(?![\\d.])\\s*(?![A-Za-z0-9])"));
    static const Re anyCount(QStringLiteral("(?:(?:^|\\s)[xX]|[\\x{00D7}*])\\s*\\d+\\s*$")); // a count at the end
    static const Re endCount(QStringLiteral("^(?<words>[A-Za-z][A-Za-z.\\s-]*?(?:\\.\\d)?[A-Za-z.\\s-]*?)\\s*"
                                            "(?:\\s[xX]|[\\x{00D7}*])\\s*(?<n>\\d{1,3})\\s*$"));
    static const Re link(QStringLiteral("gen|pcie|lane"), Re::CaseInsensitiveOption);
    double times = 1;
    if (const QRegularExpressionMatch t = trailingCount.match(m.captured(u"rest")); t.hasMatch() && m.captured(u"count").isEmpty()) {
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
        const bool countable = fieldId.endsWith(QLatin1String("_gb"));
        if (!e.hasMatch() || !countable || !m.captured(u"count").isEmpty() || link.match(e.captured(u"words")).hasMatch())
            return false;
        times = e.captured(u"n").toDouble();
        if (times <= 0)
            return false;
    }
    QString digits = m.captured(u"num");
    digits.remove(QLatin1Char(','));
    bool ok = false;
    double v = digits.toDouble(&ok);
    if (!ok)
        return false;
    v *= unitFactor(fieldId, m.captured(u"unit").toUpper());
    const bool countable = measuredField(fieldId);
    if (!m.captured(u"count").isEmpty() && countable)
        v *= m.captured(u"count").toDouble();
    *value = v * times;
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

bool measuredField(const QString &fieldId)
{
    return fieldId.endsWith(QLatin1String("_gb")) || fieldId.endsWith(QLatin1String("bps"));
}

bool parseQuantity(const QString &fieldId, const QString &text, double *value)
{
    thread_local QHash<QString, std::optional<double>> memo;
    const std::optional<double> read = detail::memoized(memo, fieldId + QChar(0x1f) + text, [&]() -> std::optional<double> {
        double v = 0;
        return readQuantity(fieldId, text, &v) ? std::optional<double>(v) : std::nullopt;
    });
    if (read)
        *value = *read;
    return read.has_value();
}

} // namespace gpuplanner::quotes
