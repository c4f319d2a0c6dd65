#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>

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

QString rateText(double value)
{
    if (!(value > 0) || !std::isfinite(value) || value >= 10)
        return num(value, 1);
    const int decimals = std::clamp(2 - int(std::floor(std::log10(value))), 0, 8);
    return num(value, decimals);
}

QString sci(double value)
{
    return QString::number(value, 'e', 2).replace(QStringLiteral("e+"), QStringLiteral("e"));
}

QString findingCounts(int errors, int warnings, int notes)
{
    const QString e = QCoreApplication::translate("planner", "%n error(s)", nullptr, errors);
    const QString w = QCoreApplication::translate("planner", "%n warning(s)", nullptr, warnings);
    if (notes < 0)
        return QCoreApplication::translate("planner", "%1, %2", "errors, warnings").arg(e, w);
    return QCoreApplication::translate("planner", "%1, %2, %3", "errors, warnings, notes")
        .arg(e, w, QCoreApplication::translate("planner", "%n note(s)", nullptr, notes));
}

QString nameColon()
{
    return QCoreApplication::translate("report", ": ", "between a name and what follows");
}

QString clauseSeparator()
{
    return QCoreApplication::translate("report", "; ", "between the parts of a verdict");
}

QString listSeparator()
{
    return QCoreApplication::translate("report", ", ", "between list items");
}

QString noteDash()
{
    return QCoreApplication::translate("report", " — ", "between a status and the note that explains it");
}

QString tidyChineseSpaces(QString text)
{
    // English and numbers pass untouched without a regular expression (evaluate() runs this on every Why).
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x3000; }))
        return text;
    static const QRegularExpression hanSpaceHan(QStringLiteral("(\\p{Han}) (?=\\p{Han})"));
    static const QRegularExpression afterFullWidth(QStringLiteral("([。，；：！？）]) +"));
    return text.replace(hanSpaceHan, QStringLiteral("\\1")).replace(afterFullWidth, QStringLiteral("\\1"));
}

QString joinSentences(const QStringList &sentences)
{
    return tidyChineseSpaces(sentences.join(QLatin1Char(' ')));
}

QString sentenceGap(const QString &sentence)
{
    static const QString fullWidth = QStringLiteral("。，；：！？）");
    return !sentence.isEmpty() && fullWidth.contains(sentence.back()) ? QString() : QStringLiteral(" ");
}

std::pair<QString, QString> splitFieldError(const QString &error)
{
    const qsizetype ascii = error.indexOf(QLatin1Char(':'));
    const qsizetype wide = error.indexOf(QChar(0xFF1A)); // "："
    const qsizetype colon = ascii < 0 || wide < 0 ? std::max(ascii, wide) : std::min(ascii, wide);
    const QString head = colon < 0 ? QString() : error.left(colon).trimmed();
    // A field is a JSON path ("serving.max_batch", "gpus[2].count"); a Chinese sentence has no spaces.
    static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9_.\\[\\]]+$"));
    if (!path.match(head).hasMatch())
        return {QString(), error};
    return {head, error.mid(colon + 1).trimmed()};
}

} // namespace gpuplanner::planner
