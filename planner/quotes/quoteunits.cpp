// Units as vendors write them: the period and basis of a price, sizes, bandwidth and cores.
#include "planner/quotes/quote.h"

#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

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

} // namespace

PriceUnit parsePriceUnit(const QString &text)
{
    PriceUnit u;
    const QString lower = text.toLower();
    u.period = periodIn(lower);
    static const Re perGpu(QStringLiteral("\\x{5361}|per\\s*gpu|/\\s*gpu|gpu-?h|gpu\\s*hour|per\\s*card|/\\s*card|"
                                          "each\\s*gpu"));
    u.perGpu = !u.period.isEmpty() && perGpu.match(lower).hasMatch();
    return u;
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
    }
    return why;
}

std::optional<double> coresInText(const QString &text)
{
    static const Re cores(QStringLiteral("(?:^|[^0-9.])(\\d+)\\s*(?:\\x{6838}|c(?![a-z])|cores?\\b|-core)"),
                          Re::CaseInsensitiveOption);
    static const Re sockets(QStringLiteral("^\\s*(\\d+)\\s*(?:[x×*]|\\x{9897}|\\x{8DEF})"), Re::CaseInsensitiveOption);
    const QRegularExpressionMatch m = cores.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    double n = m.captured(1).toDouble();
    const QRegularExpressionMatch s = sockets.match(text);
    if (s.hasMatch() && s.capturedEnd() <= m.capturedStart(1))
        n *= s.captured(1).toDouble();
    return n;
}

bool parseQuantity(const QString &fieldId, const QString &textIn, double *value)
{
    const QString text = textIn.trimmed();
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
    }
    // "2 × 3.84 TB NVMe": an optional count, a number, a unit, then anything (a type, a brand).
    static const Re re(QStringLiteral("^(?:(?<count>\\d+)\\s*[x×X*]\\s*)?(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)"
                                      "\\s*(?<unit>[A-Za-z]+(?:/[A-Za-z]+)?|[\\x{4E00}-\\x{9FFF}]+)?(?<rest>.*)$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    const QString rest = m.captured(u"rest").trimmed();
    // A trailing word is fine ("3.84T NVMe", "200G IB", "8 × H100"); trailing digits are a second number.
    if (!rest.isEmpty() && rest.front().isDigit())
        return false;
    QString digits = m.captured(u"num");
    digits.remove(QLatin1Char(','));
    bool ok = false;
    double v = digits.toDouble(&ok);
    if (!ok)
        return false;
    v *= unitFactor(fieldId, m.captured(u"unit").toUpper());
    const bool countable = fieldId.endsWith(QLatin1String("_gb")) || fieldId.endsWith(QLatin1String("bps"));
    if (!m.captured(u"count").isEmpty() && countable)
        v *= m.captured(u"count").toDouble();
    *value = v;
    return true;
}

} // namespace gpuplanner::quotes
