#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplanner::verify {

// A problem with one input file: which file, which line (0 when the whole file), what is wrong.
struct ParseIssue
{
    QString file;
    int line = 0;
    QString message;
    QString text() const; // "nvidia-smi-q.txt:12: message"
};
using ParseIssues = std::vector<ParseIssue>;

// A value as the tools print it: "46068 MiB", "350.00 W", "16x", "100 %", "[N/A]",
// "[Not Supported]", "N/A", "Unknown Error". Returns the leading number, nothing when the tool
// had no value.
std::optional<double> numberIn(QStringView text);
bool isNotAvailable(QStringView text);

// Text from a file as a message quotes it: at most `max` characters, cut with "…".
QString quoted(const QString &text, qsizetype max = 200);

// "Enabled"/"Yes"/"Active"/"On" → true, "Disabled"/"No"/"Not Active"/"Off" → false.
std::optional<bool> flagIn(QStringView text);

// The text lines of a file with the ANSI escape sequences and carriage returns removed, one at a
// time, so that a reader holds one line and not the whole file: a file of millions of short lines
// costs no more than its bytes. Lines longer than kMaxTextLineBytes are passed over (their numbers
// still count) and reported once by reportLongLines().
constexpr qsizetype kMaxTextLineBytes = 64 * 1024;

class LineReader
{
public:
    // CarriageReturnBreaks: a lone '\r' also ends a line (progress output), and ANSI sequences
    // are kept.
    enum Mode { Plain, CarriageReturnBreaks };
    explicit LineReader(const QByteArray &bytes, Mode mode = Plain);

    bool next(QString &line); // false after the last line
    int lineNumber() const { return m_line; } // 1-based, of the line last read
    void reportLongLines(const QString &file, ParseIssues &issues) const;

private:
    QByteArrayView m_bytes;
    Mode m_mode;
    qsizetype m_pos = 0;
    int m_line = 0;
    int m_longLines = 0;
    int m_firstLong = 0;
};

// True when the bytes look like text at all (no NUL bytes, mostly printable, valid UTF-8).
bool looksLikeText(const QByteArray &bytes);
// The same, adding the issue "not text (binary data)" for `file` when they do not.
bool textOrIssue(const QByteArray &bytes, const QString &file, ParseIssues &issues);

// "535.129.03" >= "535.54.03" compared number by number; false when either is not a version.
int compareVersions(const QString &a, const QString &b);

} // namespace gpuplanner::verify
