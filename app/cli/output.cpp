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

namespace {

// `value` as dump(2) writes it, every line after the first indented by `indent` more spaces.
void writeIndented(std::ostream &out, const nlohmann::json &value, int indent)
{
    const std::string text = value.dump(2);
    const std::string pad(size_t(indent), ' ');
    size_t from = 0;
    for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', from)) {
        out.write(text.data() + from, std::streamsize(nl + 1 - from));
        out << pad;
        from = nl + 1;
    }
    out.write(text.data() + from, std::streamsize(text.size() - from));
}

} // namespace

void printJsonStreaming(const nlohmann::json &object, const std::map<std::string, JsonArrayStream> &arrays)
{
    // The members in the order nlohmann::json keeps them (sorted by key), streamed ones among them.
    std::map<std::string, const nlohmann::json *> members;
    for (auto it = object.begin(); it != object.end(); ++it)
        members[it.key()] = &it.value();
    for (const auto &[key, stream] : arrays)
        members[key] = nullptr;
    std::fflush(stdout);
    std::ostream &out = std::cout;
    out << '{';
    bool first = true;
    for (const auto &[key, value] : members) {
        out << (first ? "\n  " : ",\n  ") << nlohmann::json(key).dump() << ": ";
        first = false;
        if (value) {
            writeIndented(out, *value, 2);
            continue;
        }
        const JsonArrayStream &stream = arrays.at(key);
        if (stream.size == 0) {
            out << "[]";
            continue;
        }
        out << '[';
        for (size_t i = 0; i < stream.size; ++i) {
            out << (i == 0 ? "\n    " : ",\n    ");
            writeIndented(out, stream.item(i), 4);
        }
        out << "\n  ]";
    }
    out << (first ? "}\n" : "\n}\n");
    out.flush();
}

void writeOut(const QString &text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
}

QString formatTable(const QStringList &header, const QList<QStringList> &rows)
{
    QString out;
    formatTable(header, rows, [&out](const QString &line) { out += line; });
    return out;
}

void formatTable(const QStringList &header, const QList<QStringList> &rows, const std::function<void(const QString &)> &write)
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
    write(line(header));
    for (const QStringList &r : rows)
        write(line(r));
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
