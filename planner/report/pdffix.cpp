#include "planner/report/pdffix.h"

#include <QHash>
#include <QRawFont>

namespace gpuplanner::report::detail {

namespace {

// Radical → the unified ideograph drawn with the same glyph in `font`.
QHash<uint, uint> radicalReplacements(const QFont &font)
{
    QHash<uint, uint> out;
    const QRawFont raw = QRawFont::fromFont(font);
    if (!raw.isValid())
        return out;
    QString ideographs;
    for (char16_t u = 0x4E00; u <= 0x9FFF; ++u)
        ideographs += QChar(u);
    const QList<quint32> glyphs = raw.glyphIndexesForString(ideographs);
    QHash<quint32, uint> byGlyph;
    for (qsizetype i = 0; i < glyphs.size(); ++i)
        if (glyphs[i] != 0 && !byGlyph.contains(glyphs[i]))
            byGlyph.insert(glyphs[i], 0x4E00 + uint(i));
    QString radicals;
    for (char16_t r = 0x2E80; r <= 0x2FDF; ++r)
        radicals += QChar(r);
    const QList<quint32> radicalGlyphs = raw.glyphIndexesForString(radicals);
    for (qsizetype i = 0; i < radicalGlyphs.size(); ++i)
        if (radicalGlyphs[i] != 0 && byGlyph.contains(radicalGlyphs[i]))
            out.insert(0x2E80 + uint(i), byGlyph.value(radicalGlyphs[i]));
    return out;
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

} // namespace

void fixCjkToUnicode(QByteArray &pdf, const QFont &font)
{
    QHash<uint, uint> replacements;
    bool built = false;
    qsizetype from = 0;
    for (;;) {
        const qsizetype r = pdf.indexOf("beginbfrange", from), c = pdf.indexOf("beginbfchar", from);
        if (r < 0 && c < 0)
            break;
        const bool range = r >= 0 && (c < 0 || r < c);
        from = range ? r : c;
        const qsizetype end = pdf.indexOf(range ? "endbfrange" : "endbfchar", from);
        if (end < 0)
            break;
        // Destinations are every hex token after the first two of a range line (one for a char line).
        qsizetype lineStart = from;
        while (lineStart < end) {
            qsizetype lineEnd = pdf.indexOf('\n', lineStart);
            if (lineEnd < 0 || lineEnd > end)
                lineEnd = end;
            int token = 0;
            for (qsizetype i = lineStart; i < lineEnd; ++i) {
                if (pdf[i] != '<')
                    continue;
                const qsizetype close = pdf.indexOf('>', i);
                if (close < 0 || close > lineEnd)
                    break;
                ++token;
                if (token > (range ? 2 : 1) && close - i == 5 && isHex(pdf[i + 1]) && isHex(pdf[i + 2]) &&
                    isHex(pdf[i + 3]) && isHex(pdf[i + 4])) {
                    bool ok = false;
                    const uint code = pdf.mid(i + 1, 4).toUInt(&ok, 16);
                    if (ok && code >= 0x2E80 && code <= 0x2FDF) {
                        if (!built) {
                            replacements = radicalReplacements(font);
                            built = true;
                        }
                        if (const uint to = replacements.value(code))
                            pdf.replace(i + 1, 4, QByteArray::number(to, 16).toUpper().rightJustified(4, '0'));
                    }
                }
                i = close;
            }
            lineStart = lineEnd + 1;
        }
        from = end;
    }
}

} // namespace gpuplanner::report::detail
