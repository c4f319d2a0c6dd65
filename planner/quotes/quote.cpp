#include "planner/quotes/quote.h"

#include "planner/quotes/cellmemo.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::quotes {

QString notUnderstoodNote(const QString &text, const QString &why)
{
    const QString note = QCoreApplication::translate("report", "not understood: '%1' (ask the vendor)").arg(text.trimmed());
    return why.isEmpty() ? note : note + QStringLiteral("; ") + why;
}

QuoteAnswer notUnderstood(const QString &text, const QString &why)
{
    QuoteAnswer a;
    a.offered = text.trimmed();
    a.understood = false;
    a.problem = notUnderstoodNote(text, why);
    return a;
}

bool isPriceOnRequest(const QString &text)
{
    const QString t = text.trimmed().toLower();
    static const QRegularExpression exact(QStringLiteral("^(?:poa|p\\.o\\.a\\.?|tbd|tba|tbc|call|ask|on request|"
                                                         "price on request|upon request|contact (?:us|sales))$"));
    static const QRegularExpression anywhere(QStringLiteral("\\x{9762}\\x{8BAE}|\\x{5F85}\\x{5B9A}|\\x{8BE2}\\x{4EF7}|"
                                                            "price on request|price upon request|\\bpoa\\b"));
    return !t.isEmpty() && (exact.match(t).hasMatch() || anywhere.match(t).hasMatch()); // 面议 待定 询价
}

namespace {

// currencyInText without the memo: the currency, or "?" when the text names both.
QString readCurrencyInText(const QString &text)
{
    using Re = QRegularExpression;
    // Other currencies first: "欧元", "港元", "HK$", "EUR", "€" are not ours, and 元 / $ inside them is no CNY / USD.
    static const Re other(QStringLiteral("\\x{6B27}\\x{5143}|\\x{6E2F}\\x{5143}|\\x{6E2F}\\x{5E01}|\\x{65E5}\\x{5143}|"
                                         "\\x{53F0}\\x{5E01}|\\x{82F1}\\x{9551}|\\x{6FB3}\\x{5143}|\\x{52A0}\\x{5143}|"
                                         "\\x{65B0}\\x{5143}|[\\x{20AC}\\x{00A3}\\x{20A9}]|"
                                         "(?<![A-Za-z])(?:EUR|GBP|HKD|JPY|SGD|AUD|CAD|TWD|KRW|CHF)(?![A-Za-z])|"
                                         "(?<![A-Za-z])(?:HK|NT|S|A|C)\\$"),
                         Re::CaseInsensitiveOption);
    static const Re usd(QStringLiteral("(?<![A-Za-z])(?:USD|US\\$|US dollars?)(?![A-Za-z])|\\x{7F8E}\\x{5143}|"
                                       "\\x{7F8E}\\x{91D1}|(?<![A-Za-z])\\$"),
                       Re::CaseInsensitiveOption); // 美元 美金
    static const Re cny(QStringLiteral("(?<![A-Za-z])(?:CNY|RMB|CN\\x{00A5}|yuan)(?![A-Za-z])|\\x{4EBA}\\x{6C11}\\x{5E01}|"
                                       "[\\x{00A5}\\x{FFE5}]|(?<![\\x{7F8E}\\x{6B27}\\x{6E2F}\\x{65E5}\\x{6FB3}\\x{52A0}\\x{65B0}])"
                                       "\\x{5143}"),
                       Re::CaseInsensitiveOption); // 人民币 ¥ ￥ 元 (not 美元 欧元 港元 日元 澳元 加元 新元)
    const bool isOther = other.match(text).hasMatch();
    const bool isUsd = usd.match(text).hasMatch();
    const bool isCny = cny.match(text).hasMatch();
    if (int(isOther) + int(isUsd) + int(isCny) > 1 || isOther)
        return QStringLiteral("?");
    // An amount in 万 that names no currency ("1.2万/月", "3.5 万"): a Chinese amount of yuan; an amount
    // in another currency says which ("1.2万美元").
    static const Re wan(QStringLiteral("\\d\\s*\\x{4E07}")); // 万
    if (!isUsd && !isCny && wan.match(text).hasMatch())
        return QStringLiteral("CNY");
    return isUsd ? QStringLiteral("USD") : isCny ? QStringLiteral("CNY") : QString();
}

} // namespace

QString currencyInText(const QString &text, bool *ambiguous)
{
    thread_local QHash<QString, QString> memo;
    const QString read = detail::memoized(memo, text, [&] { return readCurrencyInText(text); });
    const bool both = read == QLatin1String("?");
    if (ambiguous)
        *ambiguous = both;
    return both ? QString() : read;
}

CurrencyRead readCurrency(const QString &cell, const QString &header, const QString &column)
{
    CurrencyRead out;
    bool cellAmbiguous = false, headerAmbiguous = false, columnAmbiguous = false;
    const QString inCell = currencyInText(cell, &cellAmbiguous);
    const QString inHeader = currencyInText(header, &headerAmbiguous);
    QString inColumn = normalizeCurrency(column);
    if (inColumn.isEmpty())
        inColumn = currencyInText(column, &columnAmbiguous);
    if (cellAmbiguous) {
        out.problem = QCoreApplication::translate("report", "'%1' names a currency other than CNY or USD, or two of "
                                                            "them").arg(cell.trimmed());
        return out;
    }
    const auto conflict = [&](const QString &a, const QString &b, const QString &where) {
        out.problem = QCoreApplication::translate("report", "'%1' is in %2, but %3 says %4")
                          .arg(cell.trimmed(), a, where, b);
    };
    if (!inCell.isEmpty() && !inHeader.isEmpty() && inCell != inHeader) {
        conflict(inCell, inHeader, QCoreApplication::translate("report", "the column header '%1'").arg(header.trimmed()));
        return out;
    }
    if (!inCell.isEmpty() && !inColumn.isEmpty() && inCell != inColumn) {
        conflict(inCell, inColumn, QCoreApplication::translate("report", "the currency column"));
        return out;
    }
    if (!inCell.isEmpty()) {
        out.currency = inCell;
        out.from = QStringLiteral("cell");
        return out;
    }
    if (headerAmbiguous || (!inHeader.isEmpty() && !inColumn.isEmpty() && inHeader != inColumn)) {
        out.problem = QCoreApplication::translate("report", "the column header '%1' and the currency column disagree "
                                                            "on the currency, or the header names one other than CNY "
                                                            "or USD").arg(header.trimmed());
        return out;
    }
    if (!inHeader.isEmpty()) {
        out.currency = inHeader;
        out.from = QStringLiteral("header");
        return out;
    }
    if (!inColumn.isEmpty()) {
        out.currency = inColumn;
        out.from = QStringLiteral("column");
    } else if (columnAmbiguous) {
        out.problem = QCoreApplication::translate("report", "'%1' is not a currency this planner reads (CNY or USD)").arg(column.trimmed());
    }
    return out;
}

QString quoteName(const Quote &q)
{
    return q.offering.isEmpty() ? q.vendor : QStringLiteral("%1 (%2)").arg(q.vendor, q.offering);
}

const QuoteAnswer *Quote::answer(const QString &requirementId) const
{
    const auto it = answers.constFind(requirementId);
    return it == answers.cend() ? nullptr : &it.value();
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

namespace {

MoneyCell readMoneyCell(const QString &text)
{
    MoneyCell cell;
    QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("-") || t == QLatin1String("—") || t == QLatin1String("/") ||
        t.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0) {
        cell.empty = true;
        cell.ok = true;
        return cell;
    }
    if (isPriceOnRequest(t)) {
        cell.empty = true;
        cell.ok = true;
        cell.onRequest = true;
        return cell;
    }
    // A currency word or symbol before and / or after the number ("RMB 45,000元"), a multiplier
    // (万 ×10,000, 千 / k ×1,000), then the unit as written ("/h", "/月", "per GPU-hour", "包月").
    static const QRegularExpression re(QStringLiteral(
        "^(?<pre>[A-Za-z$¥￥\\x{5143}\\x{4EBA}\\x{6C11}\\x{5E01}\\x{7F8E}\\x{91D1}]*)\\s*"
        "(?<num>[+-]?[0-9][0-9,]*(?:\\.[0-9]+)?|[+-]?\\.[0-9]+)\\s*"
        "(?<mult>\\x{4E07}|\\x{5343}|[kK](?![A-Za-z]))?\\s*"
        "(?<post>US\\$|USD(?![A-Za-z])|CNY(?![A-Za-z])|RMB(?![A-Za-z])|\\x{4EBA}\\x{6C11}\\x{5E01}|"
        "\\x{7F8E}\\x{5143}|\\x{7F8E}\\x{91D1}|\\x{5143}|[$¥￥])?\\s*"
        "(?<per>.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return cell;
    const QString pre = m.captured(u"pre"), post = m.captured(u"post");
    const QString preCurrency = normalizeCurrency(pre), postCurrency = normalizeCurrency(post);
    if ((!pre.isEmpty() && preCurrency.isEmpty()) || (!post.isEmpty() && postCurrency.isEmpty()))
        return cell; // "EUR 12": not a price we can read
    if (!preCurrency.isEmpty() && !postCurrency.isEmpty() && preCurrency != postCurrency)
        return cell; // "$12元"
    cell.currency = preCurrency.isEmpty() ? postCurrency : preCurrency;
    // What follows must be a unit: "12 34" or "12 abc" is not a price.
    const QString per = m.captured(u"per").trimmed();
    if (!per.isEmpty() && !per.startsWith(QLatin1Char('/')) && parsePriceUnit(per).period.isEmpty())
        return cell;
    if (!per.isEmpty() && (per.front().isDigit() || currencyInText(per).size() > 0))
        return cell; // a second number, or a currency after the unit
    const std::optional<double> amount = groupedNumber(m.captured(u"num"));
    cell.amount = amount.value_or(0);
    const QString mult = m.captured(u"mult");
    if (mult == QStringLiteral("万"))
        cell.amount *= 10000;
    else if (!mult.isEmpty())
        cell.amount *= 1000;
    cell.ok = amount.has_value();
    cell.per = per;
    return cell;
}

} // namespace

MoneyCell parseMoneyCell(const QString &text)
{
    thread_local QHash<QString, MoneyCell> memo;
    return detail::memoized(memo, text, [&] { return readMoneyCell(text); });
}

bool parseNumberCell(const QString &text, double *value, bool gbUnits)
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?|\\.[0-9]+)\\s*(?<unit>[A-Za-z/\\x{4E00}-\\x{9FFF}]*)\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    const std::optional<double> number = groupedNumber(m.captured(u"num"));
    if (!number)
        return false;
    double v = *number;
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
