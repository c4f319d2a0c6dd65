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

// "Enabled"/"Yes"/"Active"/"On" → true, "Disabled"/"No"/"Not Active"/"Off" → false.
std::optional<bool> flagIn(QStringView text);

// Text lines of a file with the ANSI escape sequences and carriage returns removed.
QStringList textLines(const QByteArray &bytes);

// True when the bytes look like text at all (no NUL bytes, mostly printable, valid UTF-8).
bool looksLikeText(const QByteArray &bytes);

// "535.129.03" >= "535.54.03" compared number by number; false when either is not a version.
int compareVersions(const QString &a, const QString &b);

} // namespace gpuplanner::verify
