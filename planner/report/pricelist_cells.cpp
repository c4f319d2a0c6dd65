// How a price list's headers and cells are read: column mapping, billing modes, dates, periods, quantities.
#include "planner/report/pricelist_internal.h"

#include "planner/quotes/quotefields.h"

#include <QRegularExpression>

namespace gpuplanner::report::pricecells {

namespace {

// The price list's own columns, besides the quote fields.
QString ownField(const QString &header)
{
    const QString n = quotes::normalizeHeader(header);
    static const QHash<QString, QString> names{
        {QStringLiteral("date"), QStringLiteral("as_of")},       {QStringLiteral("asof"), QStringLiteral("as_of")},
        {QStringLiteral("pricedate"), QStringLiteral("as_of")},  {QStringLiteral("quotedate"), QStringLiteral("as_of")},
        {QStringLiteral("日期"), QStringLiteral("as_of")},       {QStringLiteral("报价日期"), QStringLiteral("as_of")},
        {QStringLiteral("价格日期"), QStringLiteral("as_of")},   {QStringLiteral("region"), QStringLiteral("region")},
        {QStringLiteral("地域"), QStringLiteral("region")},      {QStringLiteral("地区"), QStringLiteral("region")},
        {QStringLiteral("区域"), QStringLiteral("region")},      {QStringLiteral("id"), QStringLiteral("id")},
        {QStringLiteral("source"), QStringLiteral("source")},    {QStringLiteral("url"), QStringLiteral("source")},
        {QStringLiteral("来源"), QStringLiteral("source")},      {QStringLiteral("链接"), QStringLiteral("source")},
        {QStringLiteral("billingmode"), QStringLiteral("billing")}, {QStringLiteral("付费方式"), QStringLiteral("billing")},
        {QStringLiteral("计费模式"), QStringLiteral("billing")}, {QStringLiteral("实例规格"), QStringLiteral("offering")},
        {QStringLiteral("规格"), QStringLiteral("offering")},    {QStringLiteral("机型"), QStringLiteral("offering")},
        {QStringLiteral("型号规格"), QStringLiteral("offering")},
    };
    for (const QString &part : header.split(QRegularExpression(QStringLiteral("\\n|\\s/\\s|\\|")), Qt::SkipEmptyParts)) {
        const auto it = names.find(quotes::normalizeHeader(part));
        if (it != names.end())
            return it.value();
    }
    return names.value(n);
}

} // namespace

Columns mapPriceColumns(const QStringList &header, const QHash<QString, QString> &overrides)
{
    // Overrides that name the price list's own fields are applied here; the rest go to mapColumns.
    QHash<QString, QString> quoteOverrides;
    QHash<QString, QString> own;
    static const QStringList ownIds{QStringLiteral("as_of"), QStringLiteral("region"), QStringLiteral("id"),
                                    QStringLiteral("source"), QStringLiteral("billing")};
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        (ownIds.contains(it.value()) ? own : quoteOverrides).insert(it.key(), it.value());
    const quotes::ColumnMapping m = quotes::mapColumns(header, quoteOverrides);
    Columns c;
    c.fields = m.fields;
    c.problems = m.problems;
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString f = ownField(header[i]);
        if (!f.isEmpty() && (c.fields[size_t(i)].isEmpty() || f == QLatin1String("billing") || f == QLatin1String("id")))
            c.fields[size_t(i)] = f;
        if (c.fields[size_t(i)] == QLatin1String("billing_rules"))
            c.fields[size_t(i)] = QStringLiteral("billing");
    }
    for (auto it = own.cbegin(); it != own.cend(); ++it)
        for (qsizetype i = 0; i < header.size(); ++i)
            if (header[i].trimmed().toLower() == it.key() || quotes::columnLetter(int(i)).toLower() == it.key() ||
                QString::number(i + 1) == it.key())
                c.fields[size_t(i)] = it.value();
    return c;
}

QString billingFromText(const QString &text, int *termMonths)
{
    const QString t = text.toLower().trimmed();
    *termMonths = 0;
    if (t.isEmpty())
        return {};
    auto has = [&](std::initializer_list<const char *> words) {
        for (const char *w : words)
            if (t.contains(QString::fromUtf8(w)))
                return true;
        return false;
    };
    if (has({"抢占", "竞价", "spot", "preempt"}))
        return QStringLiteral("spot");
    if (has({"购买", "采购", "买断", "整机", "purchase", "buy", "capex"}))
        return QStringLiteral("purchase");
    if (has({"按量", "按需", "pay-as-you-go", "payg", "on-demand", "ondemand", "hourly", "按小时", "按时"}))
        return QStringLiteral("hourly");
    if (has({"包年包月", "包月", "monthly", "subscription", "月付"}))
        return QStringLiteral("monthly");
    if (has({"包年", "yearly", "annual", "reserved", "预留", "年付"})) {
        *termMonths = 12;
        return QStringLiteral("reserved");
    }
    return {};
}

std::optional<QDate> cellDate(const QString &text)
{
    const QString t = text.trimmed();
    for (const char *fmt : {"yyyy-MM-dd", "yyyy/M/d", "yyyy.M.d", "yyyy-M-d", "yyyy年M月d日", "yyyy-MM", "yyyy/M", "yyyy年M月"}) {
        const QDate d = QDate::fromString(t, QString::fromUtf8(fmt));
        if (d.isValid())
            return d;
    }
    bool ok = false;
    const double serial = t.toDouble(&ok); // an Excel date serial
    if (ok && serial > 20000 && serial < 80000)
        return QDate(1899, 12, 30).addDays(qint64(serial));
    return std::nullopt;
}

Period periodIn(const QString &text)
{
    const QString t = text.toLower();
    Period p;
    static const QRegularExpression hour(QStringLiteral("小时|/\\s*时|每时|按时|/\\s*h\\b|/\\s*hr|hour|hourly|gpu-?h\\b"));
    static const QRegularExpression day(QStringLiteral("/\\s*天|/\\s*日|每天|包天|per\\s*day|/\\s*day|daily"));
    static const QRegularExpression month(QStringLiteral("/\\s*月|每月|包月|month|/\\s*mo\\b|monthly"));
    static const QRegularExpression year(QStringLiteral("/\\s*年|每年|包年|year|annual|/\\s*yr"));
    if (month.match(t).hasMatch())
        p.period = QStringLiteral("month");
    else if (year.match(t).hasMatch())
        p.period = QStringLiteral("year");
    else if (day.match(t).hasMatch())
        p.period = QStringLiteral("day");
    else if (hour.match(t).hasMatch())
        p.period = QStringLiteral("hour");
    static const QRegularExpression gpu(QStringLiteral("卡|per\\s*gpu|/\\s*gpu|gpu-?h|gpu\\s*hour|per\\s*card|/\\s*card"));
    p.perGpu = !p.period.isEmpty() && gpu.match(t).hasMatch();
    return p;
}

Period periodOfField(const QString &field)
{
    Period p;
    const QString gpu = QStringLiteral("price_per_gpu_"), whole = QStringLiteral("price_per_");
    if (field.startsWith(gpu)) {
        p.period = field.mid(gpu.size());
        p.perGpu = true;
    } else if (field.startsWith(whole)) {
        p.period = field.mid(whole.size());
    }
    return p;
}

QString perPart(const QString &cell)
{
    const qsizetype slash = cell.indexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : cell.mid(slash);
}

bool quantity(const QString &text, bool gb, double *value)
{
    QString t = text.trimmed();
    t.remove(QLatin1Char(','));
    static const QRegularExpression num(QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Z\\x{4e00}-\\x{9fff}]*)"));
    const QRegularExpressionMatch m = num.match(t);
    if (!m.hasMatch())
        return false;
    double v = m.captured(1).toDouble();
    const QString unit = m.captured(2).toLower();
    if (gb && (unit.startsWith(QLatin1Char('t'))))
        v *= 1000;
    *value = v;
    return true;
}

} // namespace gpuplanner::report::pricecells
