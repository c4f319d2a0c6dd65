#include "planner/report/exporttext.h"

namespace gpuplanner::report {

QString oneLine(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const QChar::Category k = c.category();
        if (k == QChar::Other_Control || k == QChar::Other_Format || k == QChar::Separator_Line ||
            k == QChar::Separator_Paragraph)
            c = QLatin1Char(' ');
    }
    return out;
}

QString markdownText(const QString &text)
{
    const QString line = oneLine(text);
    QString out;
    out.reserve(line.size() + 8);
    for (const QChar c : line) {
        switch (c.unicode()) {
        case '<': out += QStringLiteral("&lt;"); break;
        case '>': out += QStringLiteral("&gt;"); break;
        case '\\':
        case '*':
        case '_':
        case '`':
        case '[':
        case ']':
        case '|': out += QLatin1Char('\\') + c; break;
        default: out += c;
        }
    }
    // A block marker at the start ("# ", "- ", "+ ", "1. ", "=== ") would turn the text into a
    // heading or a list: escape it.
    qsizetype first = 0;
    while (first < out.size() && out[first] == QLatin1Char(' '))
        ++first;
    if (first < out.size()) {
        const QChar c = out[first];
        if (c == QLatin1Char('#') || c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char('=') ||
            c == QLatin1Char('~'))
            out.insert(first, QLatin1Char('\\'));
        else if (c.isDigit()) {
            qsizetype end = first;
            while (end < out.size() && out[end].isDigit())
                ++end;
            if (end < out.size() && (out[end] == QLatin1Char('.') || out[end] == QLatin1Char(')')))
                out.insert(end, QLatin1Char('\\'));
        }
    }
    return out;
}

} // namespace gpuplanner::report
