// Units as vendors write them in prices: the period and basis of a price, a purchase, multipliers
// (万元), and a price per GPU settled against the count. Sizes, rates and cores: quotequantity.cpp.
#include "planner/quotes/cellmemo.h"
#include "planner/quotes/quote.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <utility>
#include <vector>

namespace gpuplanner::quotes {

namespace {

using Re = QRegularExpression;

// The earliest period a unit text names ("元/卡/时", "元/卡·时", "元/(卡*时)", "per GPU-hour").
QString periodIn(const QString &lower)
{
    static const std::vector<std::pair<QString, Re>> periods{
        {QStringLiteral("hour"),
         Re(QStringLiteral("\\x{5C0F}\\x{65F6}|(?:^|[/每卡按·*×(（]|\\s)\\x{65F6}|hour|\\bhrs?\\b|/"
                           "\\s*h\\b|gpu-?h\\b|\\bper h\\b"))},
        {QStringLiteral("day"),
         Re(QStringLiteral("\\x{5929}|(?:^|[/每按·*×(（])\\x{65E5}|\\bday\\b|daily|/\\s*d\\b"))},
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

// Per GPU (per card) or per machine (台, node, server, instance), as a unit text names its basis.
enum class Basis { None, Gpu, Machine };
Basis basisIn(const QString &lowerIn)
{
    // A count is no basis: "104,000元/月（2台）" is the price of two machines, "45000元/8卡/月" of eight
    // GPUs; "元/台/月" and "/卡/时" name the basis.
    // One of a thing is the basis itself: "per 1 GPU-hour", "元/1卡/时".
    static const Re counted(
        QStringLiteral("(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*(?:") + machineWordsPattern() +
            QStringLiteral("|\\x{5361}|\\x{5F20}|\\x{5757}|gpus?\\b|cards?\\b|instances?\\b)"),
        Re::CaseInsensitiveOption); // or 卡 张 块
    QString lower = lowerIn;
    for (qsizetype from = 0;;) {
        const QRegularExpressionMatch m = counted.match(lower, from);
        if (!m.hasMatch())
            break;
        if (m.captured(1).toDouble() == 1) {
            lower.remove(m.capturedStart(1), m.capturedLength(1)); // the unit stays, the "1" goes
            from = m.capturedStart(1);
        } else {
            lower.remove(m.capturedStart(), m.capturedLength());
            from = m.capturedStart();
        }
    }
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

namespace {

// The unit a price cell writes after its figure, as written: "元/台/月" of "52,000元/台/月" (the
// currency kept: "台/月" alone reads as no money at all), "月" of "¥38,000/月", "per GPU-hour" of
// "2.49 per GPU-hour"; empty when the cell writes none (`per`, the parsed unit, is empty).
QString unitAsWritten(const QString &text, const QString &per)
{
    if (per.trimmed().isEmpty())
        return {};
    static const QRegularExpression afterFigure(QStringLiteral("^\\D*\\d[\\d,.]*\\s*(.*)$"));
    QString written = afterFigure.match(text).captured(1).trimmed();
    if (written.isEmpty())
        written = per.trimmed();
    return written.startsWith(QLatin1Char('/')) ? written.mid(1).trimmed() : written;
}

} // namespace

PriceCell readPriceCell(const QString &cellText, const QString &header, const QString &rowUnit,
                        const QString &fieldId, const QString &currencyColumn, bool purchaseAllowed)
{
    PriceCell out;
    const QString text = cellText.trimmed();
    const MoneyCell m = parseMoneyCell(text.normalized(QString::NormalizationForm_KC)); // "６０,０００元/月"
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
    if (out.currency.isEmpty()) {
        // The unit column's currency ("元/卡/小时", "USD per GPU-hour") where the cell, the header and a
        // currency column name none.
        bool ambiguous = false;
        const QString inUnit = currencyInText(rowUnit, &ambiguous);
        if (!ambiguous)
            out.currency = inUnit;
    }
    out.amount = m.amount * amountMultiplier(text, rowUnit, header);
    // The period: the cell's, else the unit column's, else the header's, else the field's.
    PriceUnit unit = parsePriceUnit(m.per);
    out.unitText = unitAsWritten(text.normalized(QString::NormalizationForm_KC), m.per);
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

int reservedTermOfField(const QString &fieldId)
{
    if (fieldId == QLatin1String("price_reserved_year"))
        return 12;
    if (fieldId == QLatin1String("price_reserved_3year") || fieldId == QLatin1String("price_per_three_years"))
        return 36;
    return 0;
}

QString withoutTerm(const QString &header)
{
    static const Re term(
        QStringLiteral(
            "(?:1|one|3|three|\\x{4E00}|\\x{4E09})[\\s_-]*(?:yrs?|years?|\\x{5E74})(?:\\s*\\x{671F})?"),
        Re::CaseInsensitiveOption); // 一 三 年 期
    return QString(header).remove(term);
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
    if (fieldId == QLatin1String("price_reserved_year")) {
        u.period = QStringLiteral("year");
    } else if (fieldId == QLatin1String("price_reserved_3year")) {
        u.period = QStringLiteral("three_years"); // no period named: the amount of the whole term
    } else if (fieldId.startsWith(gpu)) {
        u.period = fieldId.mid(gpu.size());
        u.perGpu = true;
    } else if (fieldId.startsWith(whole)) {
        u.period = fieldId.mid(whole.size());
    }
    return u;
}

int PriceRead::termMonths() const
{
    return term == QLatin1String("year") ? 12 : term == QLatin1String("three_years") ? 36 : 0;
}

QString PriceRead::field() const
{
    if (period == QLatin1String("purchase"))
        return QStringLiteral("price_per_purchase");
    if (term == QLatin1String("three_years") || period == QLatin1String("three_years"))
        return QStringLiteral("price_per_three_years");
    if (term == QLatin1String("year"))
        return QStringLiteral("price_per_year");
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

QStringList settlePrices(QuotePrice &price, double gpus, int machines)
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
        } else if (r.perMachine && machines > 1) {
            v *= machines;
            why << QCoreApplication::translate("report",
                                               "Per machine: %1 %2 × %3 machines = %4 for the configuration.")
                       .arg(step, r.unit.isEmpty() ? r.column : r.unit)
                       .arg(machines)
                       .arg(planner::num(v, 2));
        } else if (r.period == QLatin1String("day")) {
            why << QCoreApplication::translate("report", "Per day: %1 = %2 a month.").arg(step, planner::num(v, 2));
        }
        // Reserved for a term: every hour, month (a day's price is a month's by now) or year of it is paid.
        const int months = r.termMonths();
        const bool hourly = r.period == QLatin1String("hour"), yearly = r.period == QLatin1String("year");
        if (months > 0 && r.period != QLatin1String("purchase") && r.period != QLatin1String("three_years") &&
            !(yearly && months == 12)) {
            const double times = hourly ? kPriceHoursPerMonth * months : yearly ? months / 12.0 : months;
            const double term = v * times;
            const char *reserved =
                months == 12
                    ? (hourly ? QT_TRANSLATE_NOOP("report",
                                                  "Reserved for a year: %1 an hour × %2 hours = %3 a year.")
                              : QT_TRANSLATE_NOOP("report",
                                                  "Reserved for a year: %1 a month × %2 months = %3 a year."))
                : hourly ? QT_TRANSLATE_NOOP(
                               "report", "Reserved for three years: %1 an hour × %2 hours = %3 for the term.")
                : yearly
                    ? QT_TRANSLATE_NOOP("report",
                                        "Reserved for three years: %1 a year × %2 years = %3 for the term.")
                    : QT_TRANSLATE_NOOP(
                          "report", "Reserved for three years: %1 a month × %2 months = %3 for the term.");
            why << QCoreApplication::translate("report", reserved)
                       .arg(planner::num(v, 2), planner::num(times, 0), planner::num(term, 2));
            v = term;
        }
        const QString f = r.field();
        if (f == QLatin1String("price_per_hour"))
            price.perHour = v;
        else if (f == QLatin1String("price_per_month"))
            price.perMonth = v;
        else if (f == QLatin1String("price_per_year"))
            price.perYear = v;
        else if (f == QLatin1String("price_per_three_years"))
            price.perThreeYears = v;
        else if (f == QLatin1String("price_per_purchase"))
            price.purchase = v;
    }
    return why;
}

} // namespace gpuplanner::quotes
