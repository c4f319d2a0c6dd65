#include "app/cli/output.h"

#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <iomanip>

namespace gpuplanner::cli {

namespace {
int displayWidth(const QString &s)
{
    int w = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        // East Asian wide ranges that appear in our texts (CJK, full-width forms).
        w += (u >= 0x1100 && (u <= 0x115f || (u >= 0x2e80 && u <= 0xa4cf) || (u >= 0xac00 && u <= 0xd7a3) ||
                              (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xff60)))
                 ? 2
                 : 1;
    }
    return w;
}
} // namespace

std::string utf8(const QString &s)
{
    const QByteArray b = s.toUtf8();
    return std::string(b.constData(), size_t(b.size()));
}

void printOut(const QString &text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printErr(const QString &text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stderr);
    std::fflush(stderr);
}

void printJson(const nlohmann::json &value)
{
    // Written as it is serialized: a comparison of 50,000 quotes is hundreds of MB of text, which
    // need not be held in memory a second time.
    std::fflush(stdout);
    std::cout << std::setw(2) << value << '\n';
    std::cout.flush();
}

QString formatTable(const QStringList &header, const QList<QStringList> &rows)
{
    QList<int> widths;
    for (const QString &h : header)
        widths << displayWidth(h);
    for (const QStringList &r : rows)
        for (qsizetype i = 0; i < r.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(r[i]));
    auto line = [&](const QStringList &cells) -> QString {
        QString out;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            out += cells[i];
            if (i + 1 < cells.size())
                out += QString(widths[i] - displayWidth(cells[i]) + 2, QLatin1Char(' '));
        }
        return out + QLatin1Char('\n');
    };
    QString out = line(header);
    for (const QStringList &r : rows)
        out += line(r);
    return out;
}

QString number(double value, int decimals)
{
    QString s = QString::number(value, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

} // namespace gpuplanner::cli
