#include "planner/report/reportformat.h"

#include "translations/i18n.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <cmath>

namespace gpuplanner::report {

QString grouped(double value, int decimals)
{
    QString s = QLocale(QLocale::English, QLocale::UnitedStates).toString(value, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

QString money(double amount, planner::cost::Currency currency)
{
    const int decimals = std::abs(amount) >= 100 || amount == 0 ? 0 : 2; // nothing is "0 USD", not "0.00 USD"
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(amount, 'f', decimals) + QLatin1Char(' ') +
           planner::cost::currencyId(currency);
}

QString largeCount(double value)
{
    const double a = std::abs(value);
    const auto scaled = [&](double unit) { return grouped(value / unit, a / unit >= 100 ? 0 : a / unit >= 10 ? 1 : 2); };
    if (i18n::currentLanguage() == i18n::Language::Chinese) {
        if (a >= 1e8)
            return scaled(1e8) + QStringLiteral("亿");
        if (a >= 1e4)
            return scaled(1e4) + QStringLiteral("万");
        return grouped(value, 0);
    }
    if (a >= 1e12)
        return QCoreApplication::translate("report", "%1 trillion").arg(scaled(1e12));
    if (a >= 1e9)
        return QCoreApplication::translate("report", "%1 billion").arg(scaled(1e9));
    if (a >= 1e6)
        return QCoreApplication::translate("report", "%1 million").arg(scaled(1e6));
    return grouped(value, 0);
}

QString taskName(planner::Task task)
{
    return planner::taskDisplayName(task);
}

QString taskName(const planner::Workload &w)
{
    return planner::taskDisplayName(w);
}

QString precisionName(planner::Precision p)
{
    return planner::precisionId(p).toUpper();
}

QString severityName(const QString &severity)
{
    if (severity == QLatin1String("error"))
        return QCoreApplication::translate("report", "error");
    if (severity == QLatin1String("warning"))
        return QCoreApplication::translate("report", "warning");
    return QCoreApplication::translate("report", "note");
}

QString pageFormat()
{
    return QCoreApplication::translate("report", "Page %1 of %2");
}

QString footerLine(const QString &date, const QString &catalogVersion)
{
    return QCoreApplication::translate("report", "Generated %1 by %2 %3 · catalog %4")
        .arg(date, QCoreApplication::applicationName(), QCoreApplication::applicationVersion(), catalogVersion);
}

QString today()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

} // namespace gpuplanner::report
