#include "planner/io/texttemplate.h"

#include <QRegularExpression>

namespace gpuplanner::io {

namespace {

bool isNameChar(QChar c)
{
    return (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

bool breaksLine(QChar c)
{
    const QChar::Category k = c.category();
    return k == QChar::Other_Control || k == QChar::Other_Format || k == QChar::Separator_Line ||
           k == QChar::Separator_Paragraph;
}

} // namespace

QString fillTemplate(const QString &text, const QHash<QString, QString> &values)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i] == u'@') {
            qsizetype j = i + 1;
            while (j < text.size() && isNameChar(text[j]))
                ++j;
            if (j > i + 1 && j < text.size() && text[j] == u'@') {
                const auto it = values.constFind(text.mid(i + 1, j - i - 1));
                if (it != values.cend()) {
                    out += *it;
                    i = j + 1;
                    continue;
                }
            }
        }
        out += text[i];
        ++i;
    }
    return out;
}

QString oneLineText(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (const QChar c : s)
        if (!breaksLine(c))
            out += c;
    return out;
}

QString shellWord(const QString &s)
{
    QString out = oneLineText(s);
    out.replace(QLatin1String("'"), QLatin1String("'\\''"));
    return u'\'' + out + u'\'';
}

QString shownShellWord(const QString &s)
{
    static const QRegularExpression plain(QStringLiteral("^[\\w./@%+=:,-]+$"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return plain.match(s).hasMatch() ? s : shellWord(s);
}

} // namespace gpuplanner::io
