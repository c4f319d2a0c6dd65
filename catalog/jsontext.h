#pragma once

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::catalog {

// The one reader of JSON text for every input: plans, workloads, quote files, catalog files and
// rows, price lists. It checks the text with a SAX pass before building anything, so a hostile
// file costs neither the stack nor the heap:
// - at most kMaxJsonBytes bytes and kMaxJsonDepth levels of nesting;
// - every number finite and of a sane magnitude (no 1e400, no 5e-324);
// - every nlohmann exception mapped to a message.
// On failure returns a discarded value and sets `error` to one line naming the file, the place
// (byte offset and the path of the value, "workload.serving.images_per_s") and the problem.
constexpr int kMaxJsonDepth = 64;
constexpr qsizetype kMaxJsonBytes = 64 * 1024 * 1024;
constexpr double kMaxJsonMagnitude = 1e300; // beyond any quantity in a plan, still room to multiply

nlohmann::json parseJsonText(const QByteArray &text, const QString &file, QString *error);

// Why a text is not read, for a caller that adds its own advice (a cut-off plan: "try the
// autosaved copy").
struct JsonTextProblem
{
    QString message;  // as parseJsonText's error
    int endsEarlyAtLine = 0; // the text ends in the middle of a value, on this 1-based line: cut off
};
nlohmann::json parseJsonText(const QByteArray &text, const QString &file, JsonTextProblem *problem);

// A user's text as a message shows it: at most `max` characters, then "…".
QString excerpt(const QString &text, qsizetype max = 80);
// A message as it is shown: at most `max` characters, its start (the file and place) and its end
// kept, the middle (a long user value quoted in it) cut out.
QString shortMessage(const QString &message, qsizetype max = 400);
// A JSON value as a message shows it: scalars as written (shortened), arrays and objects by kind.
QString excerpt(const nlohmann::json &value, qsizetype max = 80);

} // namespace gpuplanner::catalog
