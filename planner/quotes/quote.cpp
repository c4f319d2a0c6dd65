#include "planner/quotes/quote.h"

#include <QRegularExpression>

namespace gpuplanner::quotes {

const QuoteAnswer *Quote::answer(const QString &requirementId) const
{
    const auto it = answers.find(requirementId);
    return it == answers.end() ? nullptr : &it->second;
}

QString normalizeCurrency(const QString &text)
{
    const QString t = text.trimmed().toUpper();
    if (t.isEmpty())
        return {};
    static const QStringList cny{QStringLiteral("CNY"), QStringLiteral("RMB"), QStringLiteral("¥"), QStringLiteral("￥"),
                                 QStringLiteral("元"), QStringLiteral("人民币"), QStringLiteral("CN¥")};
    static const QStringList usd{QStringLiteral("USD"), QStringLiteral("$"), QStringLiteral("US$"),
                                 QStringLiteral("US DOLLAR"), QStringLiteral("美元"), QStringLiteral("美金")};
    if (cny.contains(t))
        return QStringLiteral("CNY");
    if (usd.contains(t))
        return QStringLiteral("USD");
    return {};
}

MoneyCell parseMoneyCell(const QString &text)
{
    MoneyCell cell;
    QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("-") || t == QLatin1String("—") || t == QLatin1String("/") ||
        t.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0) {
        cell.empty = true;
        cell.ok = true;
        return cell;
    }
    // Currency words or symbols before or after the number; a per-unit suffix ("/h", "/月") is dropped.
    static const QRegularExpression re(QStringLiteral(
        "^(?<pre>[A-Za-z$¥￥\\x{5143}\\x{4EBA}\\x{6C11}\\x{5E01}\\x{7F8E}\\x{91D1}]*)\\s*"
        "(?<num>[+-]?[0-9][0-9,]*(?:\\.[0-9]+)?|[+-]?\\.[0-9]+)\\s*"
        "(?<post>[A-Za-z$¥￥\\x{5143}\\x{4EBA}\\x{6C11}\\x{5E01}\\x{7F8E}\\x{91D1}]*)\\s*"
        "(?<per>/\\s*\\S+)?$"));
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return cell;
    const QString pre = m.captured(u"pre"), post = m.captured(u"post");
    if (!pre.isEmpty() && !post.isEmpty())
        return cell;
    const QString word = pre.isEmpty() ? post : pre;
    if (!word.isEmpty()) {
        cell.currency = normalizeCurrency(word);
        if (cell.currency.isEmpty())
            return cell; // "EUR 12", "12 abc": not a price we can read
    }
    QString digits = m.captured(u"num");
    digits.remove(QLatin1Char(','));
    bool ok = false;
    cell.amount = digits.toDouble(&ok);
    cell.ok = ok;
    cell.per = m.captured(u"per");
    return cell;
}

bool parseNumberCell(const QString &text, double *value, bool gbUnits)
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)\\s*(?<unit>[A-Za-z/\\x{4E00}-\\x{9FFF}]*)\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    QString digits = m.captured(u"num");
    digits.remove(QLatin1Char(','));
    bool ok = false;
    double v = digits.toDouble(&ok);
    if (!ok)
        return false;
    const QString unit = m.captured(u"unit").toUpper();
    if (gbUnits) {
        if (unit == QLatin1String("TB") || unit == QLatin1String("T"))
            v *= 1000;
        else if (unit == QLatin1String("TIB"))
            v *= 1099.511627776;
        else if (unit == QLatin1String("GIB"))
            v *= 1.073741824;
        else if (unit == QLatin1String("MB"))
            v /= 1000;
    }
    *value = v;
    return true;
}

std::optional<bool> parseYesNo(const QString &text)
{
    const QString t = text.trimmed().toLower();
    static const QStringList yes{QStringLiteral("yes"), QStringLiteral("y"), QStringLiteral("true"), QStringLiteral("1"),
                                 QStringLiteral("included"), QStringLiteral("supported"), QStringLiteral("是"),
                                 QStringLiteral("有"), QStringLiteral("支持"), QStringLiteral("提供"), QStringLiteral("包含"),
                                 QStringLiteral("✓"), QStringLiteral("√")};
    static const QStringList no{QStringLiteral("no"), QStringLiteral("n"), QStringLiteral("false"), QStringLiteral("0"),
                                QStringLiteral("none"), QStringLiteral("not supported"), QStringLiteral("否"),
                                QStringLiteral("无"), QStringLiteral("没有"), QStringLiteral("不支持"),
                                QStringLiteral("不提供"), QStringLiteral("✗"), QStringLiteral("×")};
    if (yes.contains(t))
        return true;
    if (no.contains(t))
        return false;
    return std::nullopt;
}

} // namespace gpuplanner::quotes
