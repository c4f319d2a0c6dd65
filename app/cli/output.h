#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <map>

namespace gpuplanner::cli {

// Exit codes of gpu-planner-cli (documented in the README).
enum ExitCode { Ok = 0, Findings = 1, BadInput = 2, Failure = 3 };

void printOut(const QString &text);
void printErr(const QString &text);
void printJson(const nlohmann::json &value);

// An array member of a JSON object too large to build whole (50,000 ranked quotes): its items
// are made and written one at a time.
struct JsonArrayStream
{
    size_t size = 0;
    std::function<nlohmann::json(size_t)> item;
};
// Prints `object` as printJson would, with each member named in `arrays` (its key may be absent
// from `object`) written as an array of the stream's items, in the object's key order. The text is
// the same as printJson's of the whole document; only one item is held at a time.
void printJsonStreaming(const nlohmann::json &object, const std::map<std::string, JsonArrayStream> &arrays);

// Left-aligned text table with a header row; columns sized to their widest cell (CJK counts 2).
QString formatTable(const QStringList &header, const QList<QStringList> &rows);
// The same table handed to `write` a line at a time.
void formatTable(const QStringList &header, const QList<QStringList> &rows, const std::function<void(const QString &)> &write);
// Writes the text to stdout as UTF-8 as it is, without a newline or a flush (a long report in parts).
void writeOut(const QString &text);

// A number with at most `decimals` decimals and no trailing zeros; "—" when absent.
QString number(double value, int decimals = 1);

std::string utf8(const QString &s);

} // namespace gpuplanner::cli
