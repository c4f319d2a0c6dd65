#include "planner/workload/format.h"

#include <cmath>

namespace gpuplanner::planner {

QString num(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("∞");
    QString s = QString::number(value, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString sci(double value)
{
    return QString::number(value, 'e', 2).replace(QStringLiteral("e+"), QStringLiteral("e"));
}

} // namespace gpuplanner::planner
