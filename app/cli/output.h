#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace gpuplanner::cli {

// Exit codes of gpu-planner-cli (documented in the README).
enum ExitCode { Ok = 0, Findings = 1, BadInput = 2, Failure = 3 };

void printOut(const QString &text);
void printErr(const QString &text);
void printJson(const nlohmann::json &value);

// Left-aligned text table with a header row; columns sized to their widest cell (CJK counts 2).
QString formatTable(const QStringList &header, const QList<QStringList> &rows);

// A number with at most `decimals` decimals and no trailing zeros; "—" when absent.
QString number(double value, int decimals = 1);

std::string utf8(const QString &s);

} // namespace gpuplanner::cli
