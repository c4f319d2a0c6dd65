#include "planner/quotes/csvfile.h"

#include "planner/io/atomicfile.h"

#include <QStringDecoder>

#include <array>
#include <map>
#include <vector>

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

// The delimiter of a vendor's CSV: of comma, semicolon and tab, the one that splits the most lines
// the same way (a title, a date or a vendor label above the table names none, and a cell such as
// "8x H100, NVLink" holds a comma once). Score: the most lines with one count × that count, over
// the first 200 lines, outside quoted cells. A tie keeps the comma, then the semicolon.
QChar delimiterOf(const QString &text)
{
    constexpr QChar kCandidates[] = {u',', u';', u'\t'};
    constexpr int kLines = 200;
    std::vector<std::array<int, 3>> lines;
    std::array<int, 3> counts{0, 0, 0};
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size() && int(lines.size()) < kLines; ++i) {
        const QChar c = text.at(i);
        if (c == u'"') {
            quoted = !quoted;
            any = true;
        } else if (!quoted && (c == u'\n' || c == u'\r')) {
            if (any)
                lines.push_back(counts);
            counts = {0, 0, 0};
            any = false;
        } else {
            any = true;
            if (!quoted)
                for (int k = 0; k < 3; ++k)
                    if (c == kCandidates[k])
                        ++counts[size_t(k)];
        }
    }
    if (any && int(lines.size()) < kLines)
        lines.push_back(counts);
    int best = 0;
    long bestScore = -1;
    for (int k = 0; k < 3; ++k) {
        std::map<int, int> byCount; // delimiters in a line → lines
        for (const auto &line : lines)
            if (line[size_t(k)] > 0)
                ++byCount[line[size_t(k)]];
        long score = 0;
        for (const auto &[count, n] : byCount)
            score = std::max(score, long(count) * long(n));
        if (score > bestScore) {
            bestScore = score;
            best = k;
        }
    }
    return kCandidates[best];
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
