#include "planner/sizing/displayunits.h"

#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <QRegularExpression>

#include <cmath>

namespace gpuplanner::planner {

namespace {
ByteUnits g_units = ByteUnits::Decimal;

// 10^(3k) / 2^(10k) for K, M, G, T, P.
double factor(QChar prefix)
{
    const int k = QStringLiteral("KMGTP").indexOf(prefix) + 1;
    return std::pow(1000.0, k) / std::pow(1024.0, k);
}

QString convertText(const QString &text)
{
    // A number, one space, a decimal byte unit, optionally "/s"; not followed by a letter or digit
    // (so "GB-month" prices and "Gbit/s" are not touched, and "80GB" in names has no space).
    static const QRegularExpression amount(QStringLiteral("(?<![\\w.])(\\d+(?:\\.(\\d+))?) ([KMGTP])B(/s)?(?![\\w-])"));
    QString out;
    qsizetype last = 0;
    auto it = amount.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const double value = m.captured(1).toDouble() * factor(m.captured(3).at(0));
        const int given = int(m.captured(2).size());
        // Keep the precision people read: at least one decimal below 1000, two below 10.
        const int decimals = value < 10 ? std::max(given, 2) : value < 1000 ? std::max(given, 1) : given;
        out += text.mid(last, m.capturedStart() - last);
        out += num(value, decimals) + QLatin1Char(' ') + m.captured(3) + QStringLiteral("iB") + m.captured(4);
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}
} // namespace

ByteUnits byteUnits()
{
    return g_units;
}

void setByteUnits(ByteUnits units)
{
    g_units = units;
}

QString inByteUnits(const QString &text, ByteUnits units)
{
    return units == ByteUnits::Decimal ? text : convertText(text);
}

void convertTexts(Evaluation &e, ByteUnits units)
{
    if (units == ByteUnits::Decimal)
        return;
    const auto convert = [](QString &s) { s = convertText(s); };
    for (Dimension &d : e.dimensions) {
        convert(d.minimum);
        convert(d.recommended);
        convert(d.chosen);
        for (QString &line : d.why)
            convert(line);
    }
    for (Finding &f : e.findings) {
        convert(f.title);
        convert(f.message);
        convert(f.reason);
        convert(f.suggestion);
    }
    for (Candidate &c : e.ranking)
        convert(c.note);
    convert(e.sizing.shortfall);
}

double gbToDisplay(ByteUnits units)
{
    return units == ByteUnits::Binary ? gbToGiB(1.0) : 1.0;
}

QString gbUnitName(ByteUnits units)
{
    return units == ByteUnits::Binary ? QStringLiteral("GiB") : QStringLiteral("GB");
}

} // namespace gpuplanner::planner
