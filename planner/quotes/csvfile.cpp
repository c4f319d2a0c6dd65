#include "planner/quotes/csvfile.h"

#include "planner/io/atomicfile.h"

#include <QStringDecoder>

namespace gpuplanner::quotes {

QString neutralizeCell(const QString &cell)
{
    if (cell.isEmpty())
        return cell;
    const QChar c = cell.front();
    if (c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r')
        return QLatin1Char('\'') + cell;
    return cell;
}

QString unneutralizeCell(const QString &cell)
{
    if (cell.size() >= 2 && cell.front() == u'\'') {
        const QChar c = cell.at(1);
        if (c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r')
            return cell.mid(1);
    }
    return cell;
}

QByteArray csvText(const Grid &rows)
{
    QString out;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (const QString &raw : row) {
            const QString cell = neutralizeCell(raw);
            if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) || cell.contains(QLatin1Char('\n')) ||
                cell.contains(QLatin1Char('\r')) || cell.contains(QLatin1Char('\t')))
                cells << QLatin1Char('"') + QString(cell).replace(QLatin1String("\""), QLatin1String("\"\"")) +
                             QLatin1Char('"');
            else
                cells << cell;
        }
        out += cells.join(QLatin1Char(',')) + QLatin1String("\r\n");
    }
    return out.toUtf8();
}

bool writeCsv(const QString &path, const Grid &rows, QString *error)
{
    return io::writeFileAtomically(path, QByteArrayLiteral("\xEF\xBB\xBF") + csvText(rows), error);
}

namespace {

QString decode(const QByteArray &data)
{
    QByteArray bytes = data;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(bytes);
    if (!utf8.hasError())
        return text;
    QStringDecoder gb("GB18030");
    if (gb.isValid()) {
        text = gb.decode(bytes);
        if (!gb.hasError())
            return text;
    }
    return QString::fromUtf8(bytes);
}

QChar delimiterOf(const QString &text)
{
    int comma = 0, semicolon = 0, tab = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && (c == u'\n'))
            break;
        else if (!quoted && c == u',')
            ++comma;
        else if (!quoted && c == u';')
            ++semicolon;
        else if (!quoted && c == u'\t')
            ++tab;
    }
    if (tab > comma && tab >= semicolon)
        return u'\t';
    if (semicolon > comma)
        return u';';
    return u',';
}

} // namespace

Grid parseCsv(const QByteArray &data, qsizetype maxRows)
{
    const QString text = decode(data);
    const QChar delimiter = delimiterOf(text);
    Grid rows;
    QStringList row;
    QString cell;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    cell += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else if (cell.size() < kMaxCellChars) {
                cell += c;
            }
            continue;
        }
        if (c == u'"' && cell.isEmpty()) {
            quoted = true;
            any = true;
        } else if (c == delimiter) {
            row << cell;
            cell.clear();
            any = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            row << cell;
            rows << row;
            row.clear();
            cell.clear();
            any = false;
            if (maxRows >= 0 && rows.size() >= maxRows)
                return rows;
        } else {
            if (cell.size() < kMaxCellChars)
                cell += c;
            any = true;
        }
    }
    if (any || !cell.isEmpty() || !row.isEmpty()) {
        row << cell;
        rows << row;
    }
    return rows;
}

} // namespace gpuplanner::quotes
