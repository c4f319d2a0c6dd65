#include "planner/verify/values.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace gpuplanner::verify {

QString ParseIssue::text() const
{
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                    : QStringLiteral("%1: %2").arg(file, message);
}

bool isNotAvailable(QStringView text)
{
    const QStringView t = text.trimmed();
    return t.isEmpty() || t.startsWith(u'[') || t.compare(u"N/A", Qt::CaseInsensitive) == 0 ||
           t.startsWith(u"Unknown", Qt::CaseInsensitive) || t.startsWith(u"Not Supported", Qt::CaseInsensitive) ||
           t.compare(u"ERR!", Qt::CaseInsensitive) == 0;
}

std::optional<double> numberIn(QStringView text)
{
    const QStringView t = text.trimmed();
    if (isNotAvailable(t))
        return std::nullopt;
    qsizetype end = 0;
    if (end < t.size() && (t[end] == u'-' || t[end] == u'+'))
        ++end;
    const qsizetype digitsFrom = end;
    while (end < t.size() && (t[end].isDigit() || t[end] == u'.'))
        ++end;
    if (end == digitsFrom)
        return std::nullopt;
    bool ok = false;
    const double v = t.first(end).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString quoted(const QString &text, qsizetype max)
{
    return text.size() <= max ? text : text.left(max - 1) + u'…';
}

std::optional<bool> flagIn(QStringView text)
{
    const QStringView t = text.trimmed();
    for (const char16_t *yes : {u"Enabled", u"Yes", u"Active", u"On", u"True"})
        if (t.compare(QStringView(yes), Qt::CaseInsensitive) == 0)
            return true;
    for (const char16_t *no : {u"Disabled", u"No", u"Not Active", u"Off", u"False", u"None"})
        if (t.compare(QStringView(no), Qt::CaseInsensitive) == 0)
            return false;
    return std::nullopt;
}

LineReader::LineReader(const QByteArray &bytes, Mode mode) : m_bytes(bytes), m_mode(mode) {}

bool LineReader::next(QString &line)
{
    while (m_pos <= m_bytes.size()) {
        const QByteArrayView rest = m_bytes.sliced(m_pos);
        const bool crBreaks = m_mode == CarriageReturnBreaks;
        const auto end = std::find_if(rest.begin(), rest.end(),
                                      [crBreaks](char c) { return c == '\n' || (crBreaks && c == '\r'); });
        const QByteArrayView raw = rest.first(end - rest.begin());
        m_pos += raw.size() + 1;
        ++m_line;
        if (raw.size() > kMaxTextLineBytes) {
            if (!m_longLines++)
                m_firstLong = m_line;
            continue;
        }
        line = QString::fromUtf8(raw);
        if (m_mode == Plain) {
            if (line.contains(QChar(0x1b))) {
                static const QRegularExpression ansi(QStringLiteral("\\x1b\\[[0-9;]*[A-Za-z]"));
                line.remove(ansi);
            }
            line.remove(QChar(u'\r'));
        }
        return true;
    }
    return false;
}

void LineReader::reportLongLines(const QString &file, ParseIssues &issues) const
{
    if (m_longLines > 0)
        issues.push_back({file, m_firstLong,
                          QCoreApplication::translate("verify", "%n line(s) longer than %1 KB were left out", nullptr,
                                                      m_longLines)
                              .arg(kMaxTextLineBytes / 1024)});
}

bool looksLikeText(const QByteArray &bytes)
{
    if (bytes.contains('\0'))
        return false;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString s = decoder(bytes.first(std::min<qsizetype>(bytes.size(), 65536)));
    if (decoder.hasError())
        return false;
    qsizetype control = 0;
    for (const QChar c : s)
        if (c.unicode() < 0x20 && c != u'\n' && c != u'\r' && c != u'\t' && c.unicode() != 0x1b)
            ++control;
    return control * 100 <= s.size();
}

bool textOrIssue(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    if (looksLikeText(bytes))
        return true;
    issues.push_back({file, 0, QCoreApplication::translate("verify", "not text (binary data)")});
    return false;
}

int compareVersions(const QString &a, const QString &b)
{
    const QStringList pa = a.trimmed().split(QChar(u'.'));
    const QStringList pb = b.trimmed().split(QChar(u'.'));
    for (qsizetype i = 0; i < std::max(pa.size(), pb.size()); ++i) {
        const int x = i < pa.size() ? pa[i].toInt() : 0;
        const int y = i < pb.size() ? pb[i].toInt() : 0;
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

} // namespace gpuplanner::verify
