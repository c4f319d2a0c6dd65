#pragma once

#include <QString>
#include <QStringList>
#include <utility>

namespace gpuplanner::planner {

// Numbers in the engine's texts: fixed decimals, trailing zeros dropped, thousands not grouped
// (texts are also machine-read through the CLI's JSON).
QString num(double value, int decimals = 1);
// A rate that may be small (ns/day of a reactive force field at 0.1 fs): three significant figures
// below 10, one decimal above (0.0512, 5.12, 51.2).
QString rateText(double value);
// Large counts in engineering form for FLOPs and tokens: "5.88e23".
QString sci(double value);
// Counts of findings for people, each in the singular where it is one: "0 errors, 1 warning, 2 notes"
// (notes < 0: without them), translated.
QString findingCounts(int errors, int warnings, int notes = -1);
// Chinese puts spaces between Chinese and Latin text only: a translation that leaves a space after a
// substituted Chinese name ("网络 占成本的", "20亿 个点") loses it here, and so does a space after
// full-width punctuation where sentences are joined ("单价。 未计算"); "GPU 占成本的" keeps its.
// English text passes unchanged.
QString tidyChineseSpaces(QString text);
// Sentences run together: a space between them in English, none after a full-width stop in Chinese.
QString joinSentences(const QStringList &sentences);
// What goes after `sentence` before the next: nothing after full-width punctuation ("。"), else a space.
// For joins whose parts must keep their own spaces (a command line with a vendor's name).
QString sentenceGap(const QString &sentence);
// Separators of running text in the installed language: ": " / "：" between a name and what follows,
// "; " / "；" between the parts of a verdict, ", " / "，" between list items.
QString nameColon();
QString clauseSeparator();
QString listSeparator();
// " — " in English, "——" in Chinese, between a status and the note that explains it.
QString noteDash();
// An input error split at its field: "model.heads: must divide …" (English) or "model.heads：必须整除 …"
// (Chinese, the full-width colon) gives ("model.heads", "must divide …"); an error that does not start
// with a JSON path ("the workload must be a JSON object", a Chinese sentence) gives ("", the whole error).
std::pair<QString, QString> splitFieldError(const QString &error);

} // namespace gpuplanner::planner
