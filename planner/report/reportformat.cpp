#include "planner/report/reportformat.h"

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
    const int decimals = std::abs(amount) >= 100 ? 0 : 2;
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(amount, 'f', decimals) + QLatin1Char(' ') +
           planner::cost::currencyId(currency);
}

QString taskName(planner::Task task)
{
    return planner::taskDisplayName(task);
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
