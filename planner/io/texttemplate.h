#pragma once

#include <QHash>
#include <QString>

namespace gpuplanner::io {

// Fills the placeholders @NAME@ (NAME: capitals, digits and '_') of `text` in one scan: each
// value is inserted as it is and never scanned again, so a value that itself contains "@NAME@"
// stays as written. A placeholder without a value is left in place. Every generated text with
// placeholders (the acceptance script, …) is filled here.
QString fillTemplate(const QString &text, const QHash<QString, QString> &values);

// `s` as one bash word: single-quoted, a quote inside written as '\'' . Control characters
// (line breaks included) are removed, so the word stays on its line.
QString shellWord(const QString &s);
// `s` as a user would type it in a command shown to them: as it is where it is one plain word
// ("plan.gpuplan", "方案.gpuplan"), else quoted as shellWord ("'验收 脚本.sh'").
QString shownShellWord(const QString &s);

// `s` for a comment line of a generated file: control characters and Unicode line or paragraph
// separators removed, so that nothing after them starts a line of its own.
QString oneLineText(const QString &s);

} // namespace gpuplanner::io
